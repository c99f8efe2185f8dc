# %% [markdown] lang="en"
# # Thieves
#
# Thieves is Golf with two thieves in the deck: two Jokers, each of which goes on any waste card and takes any
# card after it. The rest is Golf's chain: seven columns of five face-up cards, and a column's last card goes onto
# the waste only if it is one rank above or below the waste's top card, whatever the suit, with no wrap between
# King and Ace.
#
# A Joker is a bridge. When a run is about to stop, it lets you jump from the waste's rank to any rank the
# columns offer, and the run starts again from there. The question this game asks is *when* to use it: too early
# and it is wasted on a run that would have carried on anyway. Cards also score by rank here, the ends of the
# ladder (Aces and Kings, 8 points) far more than the middle (Six to Eight, 2).

# %% [markdown] lang="fr"
# # Les Voleurs
#
# Les Voleurs, c'est le Golf avec deux voleurs dans le paquet : deux Jokers, qui vont chacun sur n'importe quelle
# carte de la défausse et prennent n'importe quelle carte après eux. Le reste est la chaîne du Golf : sept colonnes
# de cinq cartes visibles, et la dernière carte d'une colonne ne va sur la défausse que si elle est d'un rang
# au-dessus ou au-dessous de la carte du dessus, quelle que soit la couleur, sans passage du Roi à l'As.
#
# Un Joker est un pont. Quand une série va s'arrêter, il permet de sauter du rang de la défausse à n'importe quel
# rang offert par les colonnes, et la série repart de là. La question que pose ce jeu est *quand* s'en servir : trop
# tôt, il est gaspillé dans une série qui aurait continué de toute façon. Les cartes comptent aussi selon leur rang,
# les extrémités de l'échelle (As et Rois, 8 points) bien plus que le milieu (Six à Huit, 2).

# %%
import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
import random
sn.set_lang("en")
feedback_in_steps()
GAME = "thieves"

# %% [markdown] lang="en"
# ## Deal 26
#
# The deal puts a first card on the waste, 10♠, and leaves 18 in the stock. The Joker lies in column 6 under
# 9♠. 9♠ fits 10♠, and so does J♣ at the foot of column 2.

# %% [markdown] lang="fr"
# ## La donne 26
#
# La donne pose une première carte sur la défausse, le 10♠, et en laisse 18 dans la pioche. Le Joker est dans la
# colonne 6, sous le 9♠. Le 9♠ va sur le 10♠, le V♣ du bas de la colonne 2 aussi.

# %%
game = sn.new_game(GAME, deal=26)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The waste's rule reads "Jokers wild": that one phrase is what separates this game from Golf. The score line
# gives each rank its value.

# %% [markdown] lang="fr"
# ## Les règles
#
# La règle de la défausse dit que les Jokers sont libres : c'est cette seule expression qui sépare ce jeu du Golf.
# La ligne du score donne à chaque rang sa valeur.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Over the bridge
#
# **Step 1.** 9♠ uncovers the Joker, and the run goes down and up again: 8♦, 7♥, 6♣, 7♣, 8♣. Six cards, and
# now no column shows a Seven or a Nine.

# %% [markdown] lang="fr"
# ## Par-dessus le pont
#
# **Étape 1.** Le 9♠ découvre le Joker, et la série descend puis remonte : 8♦, 7♥, 6♣, 7♣, 8♣. Six cartes, et
# plus aucune colonne ne montre de Sept ni de Neuf.

# %%
for move in ["t6-w", "t5-w", "t5-w", "t1-w", "t5-w", "t5-w"]:
    game.play(move)
show(game)

# %% [markdown] lang="en"
# **Step 2.** Here the Joker earns its keep: it goes on 8♣, and K♣ goes on the Joker, a jump from Eight to King.
# From there the run walks down the court cards and beyond: Q♥, J♥, Q♣, J♣, 10♦, 9♥, 8♠. Fifteen cards in one
# run without touching the stock.

# %% [markdown] lang="fr"
# **Étape 2.** C'est là que le Joker sert : il va sur le 8♣, et le R♣ va sur le Joker, un saut du Huit au Roi. De
# là, la série descend les figures et au-delà : D♥, V♥, D♣, V♣, 10♦, 9♥, 8♠. Quinze cartes en une série, sans
# toucher à la pioche.

# %%
for move in ["t6-w", "t4-w", "t1-w", "t4-w", "t4-w", "t2-w", "t6-w", "t5-w", "t1-w"]:
    game.play(move)
print("score:", game.score)
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### A Joker at the foot of a column
#
# Deal 15 opens with 2♠ on the waste; column 7 ends with a Joker. Which of these moves can you really play?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Un Joker au pied d'une colonne
#
# La donne 15 s'ouvre sur le 2♠ de la défausse ; la colonne 7 se termine par un Joker. Parmi ces coups, lesquels sont
# possibles ?

# %% exercise="fits" part="ask"
fifteen = sn.new_game(GAME, deal=15)
q = LegalMoves(fifteen, ["t1-w", "t2-w", "t6-w", "t7-w", "t4-w"])
display(show(fifteen))
q

# %% exercise="fits" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="fits" part="score"
q.score(answer)

# %% exercise="fits" part="reveal"
display(q.check(answer, reveal=True))
show(fifteen, select=("tableau7", 1))

# %% [markdown] lang="en" exercise="fits" part="reveal"
# A♠ is the only natural fit (no wrap: nothing but a Two sits next to an Ace), and the Joker fits anything. 2♣ has
# the right look but the same rank as 2♠.

# %% [markdown] lang="fr" exercise="fits" part="reveal"
# L'A♠ est le seul à convenir naturellement (pas de boucle : seul un Deux est voisin d'un As), et le Joker va sur
# tout. Le 2♣ a l'air de convenir, mais il a le même rang que le 2♠.

# %% [markdown] lang="en"
# ### Now or later?
#
# Same position. A♠ and the Joker both fit. Which one do you play first to make the longest run? The function
# below tries every order.

# %% [markdown] lang="fr"
# ### Maintenant ou plus tard ?
#
# Même position. L'A♠ et le Joker conviennent tous les deux. Lequel jouer d'abord pour faire la plus longue série ?
# La fonction ci-dessous essaie tous les ordres.


# %% exercise="joker" part="ask"
q = exercise("thieves.joker")


def longest_run(position):
    """The cards of the longest run from this position, without the stock (every order tried)."""
    best = []
    for move in position.legal_moves():
        if move.kind == "move":
            later = position.copy()
            later.play(str(move))
            run = [position.pile(move.source).top] + longest_run(later)
            if len(run) > len(best):
                best = run
    return best


q

# %% exercise="joker" part="answer"
answer = ...  # ← your answer: a card, e.g. "5D" (a Joker is "JK")
### BEGIN SOLUTION
answer = "AS"
### END SOLUTION
q.check(answer)

# %% exercise="joker" part="score"
q.score(answer)

# %% exercise="joker" part="reveal"
display(q.check(answer, reveal=True))
print(" ".join(card.phrase_text(sn.get_lang()) for card in longest_run(fifteen)))
show(fifteen, select=("tableau1", 1))

# %% [markdown] lang="en"
# ### Counting the points
#
# Deal 34, 4♠ on the waste. The code plays a short run: 3♣ and 2♦ from column 6, then 3♦ from column 1. What does
# it score?

# %% [markdown] lang="fr"
# ### Compter les points
#
# Donne 34, 4♠ sur la défausse. Le code joue une courte série : le 3♣ et le 2♦ de la colonne 6, puis le 3♦ de la
# colonne 1. Combien rapporte-t-elle ?

# %% exercise="points" part="ask"
q = exercise("thieves.points")
short = q.game
display(show(short))
q

# %% exercise="points" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 18
### END SOLUTION
q.check(answer)

# %% exercise="points" part="score"
q.score(answer)

# %% exercise="points" part="reveal"
display(q.check(answer, reveal=True))
show(short, select=("waste", 3))

# %% [markdown] lang="en"
# ## Keeping the Jokers, measured
#
# The manual's advice turned into a player: never play a Joker while a natural card fits, and among natural
# cards take the one that opens the longest run (counted ten cards ahead). Against it, the kit's greedy player,
# which plays a Joker as readily as any card. Deals 1 to 50; wins out of 50, then the average score.

# %% [markdown] lang="fr"
# ## Garder les Jokers, mesuré
#
# Le conseil du manuel sous forme de joueur : ne jamais jouer un Joker tant qu'une carte ordinaire convient, et
# parmi les cartes ordinaires prendre celle qui ouvre la plus longue série (comptée dix cartes d'avance). En face,
# le joueur glouton du kit, qui joue un Joker aussi volontiers que n'importe quelle carte. Donnes 1 à 50 ;
# victoires sur 50, puis score moyen.

# %%
def run_length(position, limit=10):
    best = 0
    for move in position.legal_moves():
        if move.kind == "move" and best < limit:
            later = position.copy()
            later.play(str(move))
            best = max(best, 1 + (run_length(later, limit - 1) if limit > 1 else 0))
    return best


def joker_last():
    def choose(game, moves):
        plays = [move for move in moves if move.kind == "move"]
        if not plays:
            return moves[0]

        def value(move):
            later = game.copy()
            later.play(str(move))
            not_a_joker = game.pile(move.source).top.rank != 0
            return (not_a_joker, run_length(later))
        return max(plays, key=value)
    return choose


results = play_many({"greedy": lambda: greedy_player(random.Random(1)), "joker last": joker_last},
                    range(1, 51), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/50, {average:.1f}")

# %% [markdown] lang="en"
# Here the advice pays clearly: seven wins in fifty deals instead of one, and about eleven points more a deal.
# A Joker played while a natural card fits is a bridge crossed with no gap under it; kept back, it saves a run
# that would otherwise have ended and sent you to the stock.

# %% [markdown] lang="fr"
# Ici, le conseil paie nettement : sept victoires sur cinquante donnes au lieu d'une, et environ onze points de
# plus par donne. Un Joker joué alors qu'une carte ordinaire convient, c'est un pont franchi sans trou dessous ;
# gardé en réserve, il sauve une série qui se serait arrêtée et vous aurait renvoyé à la pioche.

# %% [markdown] lang="en"
# ## Thieves and Golf
#
# The two Jokers are the difference that matters: Golf has none, so a run there ends the moment no column card is
# a rank away. Golf also forbids anything on a King, where in Thieves a Queen may follow a King (and a Joker
# anything). Thieves deals a first card to the waste from 54 cards; Golf starts with an empty waste. And Golf
# counts cards cleared, Thieves points by rank.

# %% [markdown] lang="fr"
# ## Les Voleurs et le Golf
#
# Les deux Jokers font la différence qui compte : le Golf n'en a pas, et une série s'y arrête dès qu'aucune carte
# des colonnes n'est à un rang. Le Golf interdit aussi de poser quoi que ce soit sur un Roi, quand aux Voleurs une
# Dame peut suivre un Roi (et un Joker n'importe quoi). Les Voleurs posent une première carte sur la défausse, sur
# 54 cartes ; le Golf commence avec une défausse vide. Enfin le Golf compte les cartes dégagées, les Voleurs des
# points selon le rang.

# %%
for line in differences(GAME, "golf"):
    print("•", line)

# %% [markdown] lang="en"
# ## Difficulty

# %% [markdown] lang="fr"
# ## Difficulté

# %%
sn.difficulty(GAME)

# %% [markdown] lang="en"
# ## Puzzles

# %% [markdown] lang="fr"
# ## Énigmes

# %%
sn.puzzles(GAME)

# %% exercise="puzzle" part="ask"
from solitaire_nb.teaching.puzzles import PuzzleExercise
puzzle = sn.puzzles(GAME, level=2)[0]
q = PuzzleExercise(puzzle)
display(show(puzzle.game(), labels=True))
q

# %% exercise="puzzle" part="answer"
answer = ...  # ← your answer: one move in the kit's notation, in quotes
### BEGIN SOLUTION
answer = 't2-w'
### END SOLUTION
q.check(answer)

# %% exercise="puzzle" part="score"
q.score(answer)

# %% exercise="puzzle" part="reveal"
display(q.check(answer, reveal=True))
puzzle.play()

# %% [markdown] lang="en"
# ## Your turn
#
# On deal 15, start with A♠ as the exercise showed, and decide for yourself the moment the Joker should cross.

# %% [markdown] lang="fr"
# ## À vous
#
# Sur la donne 15, commencez par l'A♠ comme l'exercice l'a montré, et décidez vous-même du moment où le Joker doit
# passer.

# %%
sn.play(GAME, deal=15)
