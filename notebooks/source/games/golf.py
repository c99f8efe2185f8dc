# %% [markdown] lang="en"
# # Golf
#
# Golf has one place to play and one question to ask. Every card you take from the seven columns goes onto the
# waste, and it goes there only if it is one rank above or below the waste's top card, whatever its suit. So the
# skill is not *where* to put a card but *in what order*: from one waste card, a string of column tops, each one
# rank from the last, can clear half a dozen cards before you have to turn the stock again.
#
# Two details make the order matter. Ranks stop at the ends (only a Two goes on an Ace, nothing at all goes on a
# King), and the stock goes through once only: each of its 17 cards restarts a run, and when they are spent,
# the game is over.

# %% [markdown] lang="fr"
# # Golf
#
# Au Golf, il n'y a qu'un seul endroit où jouer et une seule question à se poser. Toute carte prise dans les
# sept colonnes part sur la défausse, et seulement si elle est d'un rang au-dessus ou au-dessous de la carte du
# dessus, quelle que soit sa couleur. Le savoir-faire ne consiste donc pas à choisir *où* poser une carte, mais
# *dans quel ordre* : à partir d'une carte de la défausse, une suite de cartes des colonnes, chacune à un rang de
# la précédente, peut en dégager une demi-douzaine avant qu'il faille retourner la pioche.
#
# Deux détails rendent l'ordre décisif. Les rangs s'arrêtent aux extrémités (seul un Deux va sur un As, rien du
# tout sur un Roi), et la pioche ne passe qu'une fois : chacune de ses 17 cartes relance une série, et quand elles
# sont épuisées, la partie est finie.

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
GAME = "golf"

# %% [markdown] lang="en"
# ## Deal 1
#
# All 35 column cards are face up: Golf hides nothing but the order of the stock. Only the bottom card of each
# column (the one drawn last, nearest to you) can be played. The waste is empty, so the very first move is always
# the same: turn a stock card.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Les 35 cartes des colonnes sont visibles : le Golf ne cache que l'ordre de la pioche. Seule la dernière carte de
# chaque colonne (celle qui est tout en bas, la plus proche de vous) peut se jouer. La défausse est vide : le
# premier coup est donc toujours le même, retourner une carte de la pioche.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The rule that decides everything is "build up or down regardless of suit" on the waste; the King rule and the
# single pass through the stock are what make a run end.

# %% [markdown] lang="fr"
# ## Les règles
#
# La règle qui décide de tout est « construire en montant ou en descendant quelle que soit la couleur » sur la
# défausse ; la règle du Roi et l'unique passage de la pioche sont ce qui met fin à une série.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## A run of eight on deal 5
#
# **Step 1.** The first stock card is 10♠. Two column cards fit on it: J♠ (column 1) and 9♥ (column 6). J♠ would
# leave the waste waiting for a Ten or a Queen, and none would come to light. 9♥ is the start of something longer.

# %% [markdown] lang="fr"
# ## Une série de huit sur la donne 5
#
# **Étape 1.** La première carte de la pioche est le 10♠. Deux cartes des colonnes vont dessus : le V♠
# (colonne 1) et le 9♥ (colonne 6). Le V♠ laisserait la défausse attendre un Dix ou une Dame, et aucun ne
# viendrait au jour. Le 9♥ ouvre quelque chose de plus long.

# %%
game = sn.new_game(GAME, deal=5)
game.play("deal")
show(game)

# %% [markdown] lang="en"
# **Step 2.** 9♥, then 8♥ from column 5, which uncovers 7♠ in the same column. Playing a card changes the
# column tops, so a run is read one card ahead: each card you clear may be the one the next step needs.

# %% [markdown] lang="fr"
# **Étape 2.** Le 9♥, puis le 8♥ de la colonne 5, qui découvre le 7♠ dans la même colonne. Jouer une carte
# change le bas des colonnes : une série se lit une carte à l'avance, chaque carte dégagée pouvant être celle dont
# l'étape suivante a besoin.

# %%
game.play("t6-w")
game.play("t5-w")
show(game)

# %% [markdown] lang="en"
# **Step 3.** 7♠, 6♠ (column 3), 5♥ (column 5), then *up* again: 6♥ (column 4), 7♦ (column 7), and down to
# 6♣ (column 6). Turning round in the middle of a run is allowed and often necessary. Eight cards have gone
# without touching the stock; now nothing fits, and the 16 stock cards left must do the rest.

# %% [markdown] lang="fr"
# **Étape 3.** Le 7♠, le 6♠ (colonne 3), le 5♥ (colonne 5), puis on *remonte* : 6♥ (colonne 4), 7♦
# (colonne 7), et on redescend au 6♣ (colonne 6). Changer de sens au milieu d'une série est permis, et souvent
# nécessaire. Huit cartes sont parties sans toucher à la pioche ; plus rien ne va, et les 16 cartes restantes de
# la pioche doivent faire le reste.

# %%
for move in ["t5-w", "t3-w", "t5-w", "t4-w", "t7-w", "t6-w"]:
    game.play(move)
print(game.score, "cards cleared;", len(game.pile("stock").cards), "left in the stock")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### What fits on 7♥
#
# Deal 29, first stock card turned: 7♥. The column tops are 10♠, 6♦, 8♥, 8♠, J♥, Q♠ and 5♠. Which of these
# moves are allowed right now?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Ce qui va sur le 7♥
#
# Donne 29, première carte de la pioche retournée : 7♥. Le bas des colonnes montre 10♠, 6♦, 8♥, 8♠, V♥, D♠ et
# 5♠. Lesquels de ces coups sont permis tout de suite ?

# %% exercise="fits" part="ask"
seven = sn.new_game(GAME, deal=29)
seven.play("deal")
q = LegalMoves(seven, ["t1-w", "t2-w", "t3-w", "t4-w", "t5-w", "t6-w", "t7-w"])
display(show(seven))
q

# %% exercise="fits" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["b", "c", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="fits" part="score"
q.score(answer)

# %% exercise="fits" part="reveal"
display(q.check(answer, reveal=True))
show(seven, select=("waste", 1))

# %% [markdown] lang="en" exercise="fits" part="reveal"
# Three columns, and the suits play no part: 6♦ is a rank below, 8♥ and 8♠ a rank above. 5♠ is two ranks away,
# which is one too many.

# %% [markdown] lang="fr" exercise="fits" part="reveal"
# Trois colonnes, et les couleurs n'y sont pour rien : le 6♦ est un rang en dessous, le 8♥ et le 8♠ un rang
# au-dessus. Le 5♠ est à deux rangs, c'est un de trop.

# %% [markdown] lang="en"
# ### Which one first?
#
# Same position. Each of the three cards starts a different run. Which one should you play first to clear as
# many column cards as possible before turning the stock again? The code below tries every order with the engine.

# %% [markdown] lang="fr"
# ### Laquelle d'abord ?
#
# Même position. Chacune des trois cartes ouvre une série différente. Laquelle jouer en premier pour dégager le
# plus de cartes des colonnes avant de retourner la pioche ? Le code ci-dessous essaie tous les ordres avec le
# moteur.


# %% exercise="first" part="ask"
q = exercise("golf.first")


def longest_run(position):
    """The column cards of the longest run from this position, stock untouched (every order tried)."""
    best = []
    for move in position.legal_moves():
        if move.kind == "move":
            after = position.copy()
            after.play(str(move))
            run = [position.pile(move.source).top] + longest_run(after)
            if len(run) > len(best):
                best = run
    return best


q

# %% exercise="first" part="answer"
answer = ...  # ← your answer: a card, e.g. "5D"
### BEGIN SOLUTION
answer = "8H"
### END SOLUTION
q.check(answer)

# %% exercise="first" part="score"
q.score(answer)

# %% exercise="first" part="reveal"
display(q.check(answer, reveal=True))
print(" ".join(card.phrase_text(sn.get_lang()) for card in longest_run(seven)))
show(seven, select=("tableau3", 1))

# %% [markdown] lang="en"
# ### The King on the way
#
# Deal 12, first stock card Q♠. K♥ (column 1) and J♦ (column 6) both fit. Before the next stock card, how many
# column cards can you clear at most?

# %% [markdown] lang="fr"
# ### Le Roi en travers
#
# Donne 12, première carte de la pioche : D♠. Le R♥ (colonne 1) et le V♦ (colonne 6) vont tous les deux dessus.
# Avant la carte suivante de la pioche, combien de cartes des colonnes pouvez-vous dégager au plus ?

# %% exercise="king" part="ask"
q = exercise("golf.king")
queen = q.game
display(show(queen))
q

# %% exercise="king" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="king" part="score"
q.score(answer)

# %% exercise="king" part="reveal"
display(q.check(answer, reveal=True))
print(" ".join(card.phrase_text(sn.get_lang()) for card in longest_run(queen)))
show(queen, select=("tableau6", 1))

# %% [markdown] lang="en" exercise="king" part="reveal"
# A King is still worth playing, but last: it is the natural end of a run, since only a stock card will cover it.

# %% [markdown] lang="fr" exercise="king" part="reveal"
# Un Roi mérite quand même d'être joué, mais en dernier : c'est la fin naturelle d'une série, puisque seule une
# carte de la pioche le recouvrira.

# %% [markdown] lang="en"
# ## Does looking ahead pay?
#
# The lesson of the exercises, as a player: among the column cards that fit, take the one that opens the longest
# run (it tries every order, as `longest_run` did, but stops counting at twelve to stay quick); turn the stock
# only when nothing fits. The kit's greedy player instead takes any card that fits. Both play deals 1 to 100;
# each line gives the wins out of 100, then the average number of cards cleared (35 at most).

# %% [markdown] lang="fr"
# ## Regarder loin, est-ce payant ?
#
# La leçon des exercices, sous forme de joueur : parmi les cartes des colonnes qui vont sur la défausse, prendre
# celle qui ouvre la plus longue série (il essaie tous les ordres, comme `longest_run`, mais cesse de compter à
# douze pour rester rapide) ; ne retourner la pioche que si rien ne va. Le joueur glouton du kit prend, lui,
# n'importe quelle carte qui convient. Les deux jouent les donnes 1 à 100 ; chaque ligne donne les victoires sur
# 100, puis le nombre moyen de cartes dégagées (35 au plus).

# %%
def run_length(position, limit=12):
    best = 0
    for move in position.legal_moves():
        if move.kind == "move" and best < limit:
            after = position.copy()
            after.play(str(move))
            best = max(best, 1 + (run_length(after, limit - 1) if limit > 1 else 0))
    return best


def look_ahead():
    def choose(game, moves):
        plays = [move for move in moves if move.kind == "move"]
        if not plays:
            return moves[0]

        def value(move):
            after = game.copy()
            after.play(str(move))
            return run_length(after)
        return max(plays, key=value)
    return choose


results = play_many({"greedy": lambda: greedy_player(random.Random(1)), "look ahead": look_ahead},
                    range(1, 101), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/100, {average:.1f}")

# %% [markdown] lang="en"
# One more card cleared per deal on average, and a single win in a hundred deals: looking ahead helps, a little.
# Golf is mostly decided by the order of the stock, which neither player can see. The run you choose now also
# decides which cards stay in the columns for the stock cards to come, and no rule of thumb reads that well; the
# look-ahead player only counts the run in front of it.

# %% [markdown] lang="fr"
# Une carte dégagée de plus par donne en moyenne, et une seule victoire sur cent donnes : regarder loin aide, un
# peu. Le Golf se décide surtout par l'ordre de la pioche, qu'aucun des deux joueurs ne voit. La série choisie
# maintenant décide aussi des cartes qui restent dans les colonnes pour les cartes de pioche à venir, et aucune
# règle simple ne lit bien cela ; le joueur qui regarde loin ne compte que la série qui est devant lui.

# %% [markdown] lang="en"
# ## Golf and Triple Peaks
#
# Triple Peaks plays the same chain of ranks onto the waste, but its 28 cards stand in three pyramids, mostly
# face down, and a card is free only when the two cards overlapping it have gone: a run there also decides which
# hidden cards you get to see. Golf shows everything and frees one card per column at a time. Triple Peaks also
# lets a King and an Ace follow each other, where Golf's ranks stop at both ends.

# %% [markdown] lang="fr"
# ## Le Golf et le Jeu de tuiles
#
# Le Jeu de tuiles joue la même chaîne de rangs sur la défausse, mais ses 28 cartes forment trois pyramides,
# face cachée pour la plupart, et une carte n'y est libre qu'une fois parties les deux cartes qui la recouvrent :
# une série y décide aussi des cartes cachées que l'on verra. Le Golf montre tout et libère une carte par colonne à
# la fois. Le Jeu de tuiles laisse aussi un Roi et un As se suivre, alors que les rangs du Golf s'arrêtent aux deux
# bouts.

# %%
for line in differences(GAME, "triple_peaks"):
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
answer = 't7-w'
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
# Deal 2 opens on 6♥ with three Sevens at the bottom of the columns. Before each stock card, count the longest
# run you can see, and keep your Kings for the end of a run.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 s'ouvre sur le 6♥ avec trois Sept en bas des colonnes. Avant chaque carte de la pioche, comptez la
# plus longue série que vous voyez, et gardez vos Rois pour la fin d'une série.

# %%
sn.play(GAME, deal=2)
