# %% [markdown] lang="en"
# # Triple Peaks
#
# Triple Peaks takes Golf's run of ranks onto the waste and builds it into a landscape: three peaks of six
# face-down cards resting on a row of ten face-up ones. Only a free card may be played, one no card of the row
# below overlaps, and a face-down card turns up the moment it becomes free. So each run does two jobs: it clears
# cards, and it decides which hidden cards you will see next.
#
# The scoring rewards length. The first card of a run scores 1, the second 2, the third 3…, and turning a stock
# card ends the run and costs 5 points. Ranks go round the corner, too: an Ace sits next to both the King and
# the Two, so a run never meets a dead end at either end.

# %% [markdown] lang="fr"
# # Jeu de tuiles
#
# Le Jeu de tuiles (les Trois pics) reprend la série de rangs du Golf sur la défausse et en fait un paysage :
# trois sommets de six cartes face cachée posés sur une rangée de dix cartes visibles. On ne joue qu'une carte
# libre, qu'aucune carte de la rangée du dessous ne chevauche, et une carte cachée se retourne dès qu'elle devient
# libre. Chaque série fait donc deux choses : elle dégage des cartes, et elle décide des cartes cachées que l'on
# verra ensuite.
#
# Le score récompense la longueur. La première carte d'une série rapporte 1, la deuxième 2, la troisième 3…, et
# retourner une carte de la pioche interrompt la série et coûte 5 points. Les rangs font aussi le tour : l'As est
# voisin du Roi comme du Deux, si bien qu'une série ne bute jamais sur un bout.

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
GAME = "triple_peaks"

# %% [markdown] lang="en"
# ## Deal 1
#
# The piles are numbered from the top: 1 to 3 are the three summits, 4 to 18 the hidden rows below them, 19 to 28
# the open bottom row. The deal has already put a card on the waste, J♣, and the only free card that fits it is
# 10♣. A poor start: after it, the stock will have to speak.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Les piles sont numérotées depuis le haut : 1 à 3 pour les trois pointes, 4 à 18 pour les rangées cachées
# dessous, 19 à 28 pour la rangée ouverte du bas. La donne a déjà posé une carte sur la défausse, le V♣, et la
# seule carte libre qui lui convient est le 10♣. Un départ maigre : après lui, il faudra passer par la pioche.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Read the waste's rule (up or down, any suit, King and Ace next to each other) together with the notes on free
# cards: the two together are the whole game. The score line explains why a long run is worth so much more than
# two short ones.

# %% [markdown] lang="fr"
# ## Les règles
#
# Lisez la règle de la défausse (en montant ou en descendant, toute couleur, le Roi et l'As voisins) avec les
# notes sur les cartes libres : à elles deux, elles font tout le jeu. La ligne du score explique pourquoi une longue
# série vaut tellement plus que deux courtes.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Round the corner on deal 6
#
# **Step 1.** The waste shows 2♠ and the bottom row offers A♦ (pile 28). An Ace on a Two is the ordinary step
# down; what follows is not ordinary.

# %% [markdown] lang="fr"
# ## Passer le coin sur la donne 6
#
# **Étape 1.** La défausse montre le 2♠ et la rangée du bas offre l'A♦ (pile 28). Un As sur un Deux, c'est la
# descente ordinaire ; la suite l'est moins.

# %%
game = sn.new_game(GAME, deal=6)
game.play("t28-w")
show(game)

# %% [markdown] lang="en"
# **Step 2.** K♠ goes on A♦: below the Ace comes the King. Pile 27 is now empty, and with piles 27 and 28 gone,
# the card above them in the third row, pile 18, is free and turns up: A♠. It goes on K♠, the corner turned the
# other way.

# %% [markdown] lang="fr"
# **Étape 2.** Le R♠ va sur l'A♦ : sous l'As vient le Roi. La pile 27 est vide, et les piles 27 et 28 parties,
# la carte qu'elles recouvraient dans la troisième rangée, la pile 18, est libre et se retourne : A♠. Il va sur
# le R♠, le coin franchi dans l'autre sens.

# %%
game.play("t27-w")
game.play("t18-w")
show(game)

# %% [markdown] lang="en"
# **Step 3.** 2♣ closes the run: four cards, scoring 1 + 2 + 3 + 4 = 10. Nothing else fits, so the next move is
# a stock card, which ends the run.

# %% [markdown] lang="fr"
# **Étape 3.** Le 2♣ termine la série : quatre cartes, qui rapportent 1 + 2 + 3 + 4 = 10. Plus rien ne va ; le
# coup suivant sera une carte de la pioche, qui met fin à la série.

# %%
game.play("t20-w")
print("score:", game.score)
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Free or not
#
# Deal 8 opens with 2♣ on the waste. Which of these moves does the game accept? One of them names a pile of
# the third row.

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Libre ou pas
#
# La donne 8 s'ouvre sur le 2♣ de la défausse. Lesquels de ces coups le jeu accepte-t-il ? L'un d'eux désigne une
# pile de la troisième rangée.

# %% exercise="free" part="ask"
two = sn.new_game(GAME, deal=8)
q = LegalMoves(two, ["t21-w", "t25-w", "t26-w", "t10-w", "t28-w"])
display(show(two))
q

# %% exercise="free" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["b", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="free" part="score"
q.score(answer)

# %% exercise="free" part="reveal"
display(q.check(answer, reveal=True))
show(two, select=("tableau10", 1))

# %% [markdown] lang="en" exercise="free" part="reveal"
# A♣, 3♥ and A♠ are one rank from 2♣. K♣ is next to the Ace only, not to the Two. Pile 10 is covered by
# piles 19 and 20: face down and out of reach until both have gone.

# %% [markdown] lang="fr" exercise="free" part="reveal"
# L'A♣, le 3♥ et l'A♠ sont à un rang du 2♣. Le R♣ n'est voisin que de l'As, pas du Deux. La pile 10 est recouverte
# par les piles 19 et 20 : cachée et hors d'atteinte tant que les deux ne sont pas parties.

# %% [markdown] lang="en"
# ### Which card opens the long run?
#
# Deal 13: 3♥ on the waste; 2♦ (pile 19) and 4♣ (pile 25) both fit. Which one do you play first to make the run
# as long as possible? The function below tries every order with the engine, cards turning up included.

# %% [markdown] lang="fr"
# ### Quelle carte ouvre la longue série ?
#
# Donne 13 : 3♥ sur la défausse ; le 2♦ (pile 19) et le 4♣ (pile 25) conviennent tous les deux. Lequel jouer
# d'abord pour rendre la série la plus longue possible ? La fonction ci-dessous essaie tous les ordres avec le
# moteur, cartes retournées comprises.


# %% exercise="first" part="ask"
q = exercise("triple_peaks.first")
three = q.game


def longest_run(position):
    """The cards of the longest run from this position, without the stock (every order tried)."""
    best = []
    for move in position.legal_moves():
        if move.kind == "move":
            after = position.copy()
            after.play(str(move))
            run = [position.pile(move.source).top] + longest_run(after)
            if len(run) > len(best):
                best = run
    return best


display(show(three))
q

# %% exercise="first" part="answer"
answer = ...  # ← your answer: a card, e.g. "5D"
### BEGIN SOLUTION
answer = "2D"
### END SOLUTION
q.check(answer)

# %% exercise="first" part="score"
q.score(answer)

# %% exercise="first" part="reveal"
display(q.check(answer, reveal=True))
print(" ".join(card.phrase_text(sn.get_lang()) for card in longest_run(three)))
show(three, select=("tableau19", 1))

# %% [markdown] lang="en"
# ### What a run is worth
#
# Deal 17, 4♥ on the waste: the longest run has seven cards (5♣ 6♠ 5♥ 6♦ 7♥ 8♦ 7♣). The code plays it. Before
# reading the score, work it out: what does the game score for these seven cards?

# %% [markdown] lang="fr"
# ### Ce que vaut une série
#
# Donne 17, 4♥ sur la défausse : la plus longue série compte sept cartes (5♣ 6♠ 5♥ 6♦ 7♥ 8♦ 7♣). Le code la
# joue. Avant de lire le score, calculez-le : combien le jeu compte-t-il pour ces sept cartes ?

# %% exercise="run_score" part="ask"
q = exercise("triple_peaks.run_score")
seventeen = q.game
q

# %% exercise="run_score" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 28
### END SOLUTION
q.check(answer)

# %% exercise="run_score" part="score"
q.score(answer)

# %% exercise="run_score" part="reveal"
display(q.check(answer, reveal=True))
show(seventeen)

# %% [markdown] lang="en"
# ### Cards brought to light
#
# Deal 5 has K♠ on the waste and a run of ten waiting (A♣ K♣ Q♦ K♥ A♠ K♦ Q♥ J♥ Q♠ J♣), played below. The peaks
# hide 18 cards at the start. How many of them has this run turned face up?

# %% [markdown] lang="fr"
# ### Des cartes mises au jour
#
# La donne 5 a le R♠ sur la défausse et une série de dix qui attend (A♣ R♣ D♦ R♥ A♠ R♦ D♥ V♥ D♠ V♣), jouée
# ci-dessous. Les sommets cachent 18 cartes au départ. Combien cette série en a-t-elle retourné ?

# %% exercise="turned" part="ask"
q = exercise("triple_peaks.turned")
kings = q.game
display(show(kings))
q

# %% exercise="turned" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 7
### END SOLUTION
q.check(answer)

# %% exercise="turned" part="score"
q.score(answer)

# %% exercise="turned" part="reveal"
display(q.check(answer, reveal=True))
show(kings)

# %% [markdown] lang="en"
# ## Options
#
# *Multiplier scoring* doubles instead of adding: the cards of a run score 1, 2, 4, 8…, and turning the stock is
# free. The same run of seven on deal 17 is then worth 1 + 2 + 4 + 8 + 16 + 32 + 64. *Progressive rounds* deal
# the peaks again from the stock and the waste each time they are cleared, so the game goes on until no move
# is left.

# %% [markdown] lang="fr"
# ## Options
#
# Le *multiplicateur de score* double au lieu d'ajouter : les cartes d'une série rapportent 1, 2, 4, 8…, et
# retourner la pioche ne coûte rien. La même série de sept sur la donne 17 vaut alors 1 + 2 + 4 + 8 + 16 + 32 +
# 64. Les *manches progressives* redistribuent les sommets à partir de la pioche et de la défausse chaque fois
# qu'ils sont dégagés : la partie continue jusqu'à ce qu'il n'y ait plus de coup.

# %%
doubled = sn.new_game(GAME, deal=17, multiplier=True)
for move in ["t19-w", "t24-w", "t20-w", "t25-w", "t15-w", "t23-w", "t28-w"]:
    doubled.play(move)
print("score:", doubled.score)

# %% [markdown] lang="en"
# ## Long runs, measured
#
# The advice this game suggests: among the free cards that fit, play the one that opens the longest run
# (counting at most twelve cards ahead, to stay quick), and turn the stock only when nothing fits. Against it,
# the kit's greedy player. Deals 1 to 50; each line gives the wins out of 50, then the average score.

# %% [markdown] lang="fr"
# ## Les longues séries, mesurées
#
# Le conseil que suggère ce jeu : parmi les cartes libres qui conviennent, jouer celle qui ouvre la plus longue
# série (en comptant au plus douze cartes d'avance, pour rester rapide), et ne retourner la pioche que si rien ne
# va. En face, le joueur glouton du kit. Donnes 1 à 50 ; chaque ligne donne les victoires sur 50, puis le score
# moyen.

# %%
def run_length(position, limit=12):
    best = 0
    for move in position.legal_moves():
        if move.kind == "move" and best < limit:
            after = position.copy()
            after.play(str(move))
            best = max(best, 1 + (run_length(after, limit - 1) if limit > 1 else 0))
    return best


def longest_first():
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


results = play_many({"greedy": lambda: greedy_player(random.Random(1)), "longest first": longest_first},
                    range(1, 51), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/50, {average:.1f}")

# %% [markdown] lang="en"
# The look-ahead player scores more, a few points a deal, which is what it aims at; it does not win more (the
# greedy player even wins two deals more out of fifty). The longest run now is not always the run that frees the
# right hidden cards: a shorter run that opens a peak can be worth more than a long one along the bottom row.

# %% [markdown] lang="fr"
# Le joueur qui regarde loin marque davantage, quelques points par donne, ce qu'il cherche ; il ne gagne pas plus
# (le joueur glouton gagne même deux donnes de plus sur cinquante). La plus longue série du moment n'est pas
# toujours celle qui libère les bonnes cartes cachées : une série plus courte qui ouvre un sommet peut valoir plus
# qu'une longue le long de la rangée du bas.

# %% [markdown] lang="en"
# ## Triple Peaks and Golf
#
# Golf lays its 35 cards face up in seven columns, and only the last card of a column is free; Triple Peaks
# hides 18 of its 28 and frees a card when two neighbours have gone. Golf's ranks stop at Ace and King (nothing
# goes on a King), where Triple Peaks turns the corner. And Golf counts cards cleared, where Triple Peaks pays for
# length and charges for each stock card.

# %% [markdown] lang="fr"
# ## Le Jeu de tuiles et le Golf
#
# Le Golf étale ses 35 cartes face visible en sept colonnes, et seule la dernière carte d'une colonne est libre ;
# le Jeu de tuiles en cache 18 sur 28 et libère une carte quand ses deux voisines du dessous sont parties. Les
# rangs du Golf s'arrêtent à l'As et au Roi (rien ne va sur un Roi), quand le Jeu de tuiles passe le coin. Enfin le
# Golf compte les cartes dégagées, quand le Jeu de tuiles paie la longueur et fait payer chaque carte de la pioche.

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
answer = 't4-w'
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
# Deal 2 starts on K♦ with A♠ and A♦ free in the bottom row: either Ace turns the corner. Try to uncover the
# hidden cards under the peaks before the stock runs out.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 commence sur le R♦ avec l'A♠ et l'A♦ libres dans la rangée du bas : chacun des deux As passe le
# coin. Essayez de mettre au jour les cartes cachées sous les sommets avant que la pioche ne s'épuise.

# %%
sn.play(GAME, deal=2)
