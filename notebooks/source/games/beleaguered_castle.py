# %% [markdown] lang="en"
# # Beleaguered Castle
#
# The four Aces are laid in the middle before the deal, and the other 48 cards go face up into two wings of four
# piles, six cards each. No free cell, no stock: cards move **one at a time**, down regardless of suit, and an
# empty pile takes any card.
#
# With single-card moves and no cells, an empty pile is the only tool you can win: it is the castle's one free
# cell, and much of the game is the work of emptying one.

# %% [markdown] lang="fr"
# # Le château assiégé
#
# Les quatre As sont posés au milieu avant la donne, et les 48 autres cartes forment, face visible, deux ailes de
# quatre piles de six cartes. Ni cellule libre ni pioche : les cartes se déplacent **une à une**, en descendant
# sans tenir compte de la couleur, et une pile vide accepte n'importe quelle carte.
#
# Avec des coups d'une seule carte et sans cellule, une pile vide est le seul outil qu'on puisse gagner : c'est
# l'unique cellule libre du château, et une bonne partie du jeu consiste à en vider une.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "beleaguered_castle"

# %% [markdown] lang="en"
# ## Deal 10
#
# A lucky deal: three Twos — 2♦, 2♥, 2♠ — are on top of their piles, and pile 8 (J♣ 2♣ 4♦ 4♠ Q♠ Q♣) holds the
# fourth Two under cards that all have somewhere to go.

# %% [markdown] lang="fr"
# ## Donne 10
#
# Une donne chanceuse : trois Deux (2♦, 2♥, 2♠) sont au sommet de leur pile, et la pile 8 (V♣ 2♣ 4♦ 4♠ D♠ D♣)
# cache le quatrième sous des cartes qui ont toutes une place où aller.

# %%
game = sn.new_game(GAME, deal=10)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The line that shapes the game is "one card at a time": there is no sequence move to save you work.

# %% [markdown] lang="fr"
# ## Les règles
#
# La ligne qui façonne le jeu est « une carte à la fois » : aucun déplacement de suite ne vient épargner du
# travail.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Emptying pile 8
#
# **Step 1.** The three open Twos go home (`t7-f4`, `t3-f2`, `t5-f3`). Pile 3 now shows the K♥ and pile 5 the 5♠.

# %% [markdown] lang="fr"
# ## Vider la pile 8
#
# **Étape 1.** Les trois Deux dégagés montent (`t7-f4`, `t3-f2`, `t5-f3`). La pile 3 montre maintenant le R♥ et
# la pile 5 le 5♠.

# %%
for move in ["t7-f4", "t3-f2", "t5-f3"]:
    game.play(move)
show(game)

# %% [markdown] lang="en"
# **Step 2.** Pile 8 is taken apart card by card: Q♣ onto K♠, Q♠ onto K♥, 4♠ onto 5♠, 4♦ onto 5♥ — suits do not
# matter — then the 2♣ goes home and the J♣ onto the Q♠. Pile 8 is empty.

# %% [markdown] lang="fr"
# **Étape 2.** La pile 8 est démontée carte par carte : D♣ sur R♠, D♠ sur R♥, 4♠ sur 5♠, 4♦ sur 5♥ (les couleurs
# ne comptent pas), puis le 2♣ monte et le V♣ va sur la D♠. La pile 8 est vide.

# %%
for move in ["t8-t6", "t8-t3", "t8-t5", "t8-t2", "t8-f1", "t8-t3"]:
    game.play(move)
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — how many Twos at once?
#
# On the opening of deal 10, how many cards can go to the foundations right now?

# %% [markdown] lang="fr"
# ## Exercice 1 — combien de Deux d'un coup ?
#
# Au début de la donne 10, combien de cartes peuvent monter sur les fondations tout de suite ?

# %% exercise="home" part="ask"
q = exercise("beleaguered_castle.home")
position = q.game
display(show(position))
q

# %% exercise="home" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="home" part="score"
q.score(answer)

# %% exercise="home" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau7", 1))

# %% [markdown] lang="en"
# ## Exercise 2 — regardless of suit
#
# Deal 1 this time. Which of these four moves does the castle allow?

# %% [markdown] lang="fr"
# ## Exercice 2 — sans tenir compte de la couleur
#
# Donne 1 cette fois. Lesquels de ces coups le moteur accepterait-il ?

# %% exercise="legal" part="ask"
position = sn.new_game(GAME, deal=1)
q = LegalMoves(position, ["t2-t1", "t4-t3", "t6-t7", "t1-t8"])
display(show(position))
q

# %% exercise="legal" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["a", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="legal" part="score"
q.score(answer)

# %% exercise="legal" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau2", 1))

# %% [markdown] lang="en" exercise="legal" part="reveal"
# A black 6♣ on a black 7♠, a red 10♦ on a red J♦: only the rank counts. The 3♣ cannot skip a rank onto the 5♦.

# %% [markdown] lang="fr" exercise="legal" part="reveal"
# Un 6♣ noir sur un 7♠ noir, un 10♦ rouge sur un V♦ rouge : seul le rang compte. Le 3♣ ne peut pas sauter un rang
# pour aller sur le 5♦.

# %% [markdown] lang="en"
# ## Exercise 3 — what the empty pile offers
#
# Back to the position reached above on deal 10, with pile 8 empty. Where may the J♣ on top of pile 3 go?

# %% [markdown] lang="fr"
# ## Exercice 3 — ce qu'offre la pile vide
#
# Retour à la position atteinte plus haut sur la donne 10, pile 8 vide. Où peut aller le V♣ au sommet de la
# pile 3 ?

# %% exercise="where" part="ask"
position = game.copy()
q = PickTarget(position, "tableau3", 1)
display(show(position, labels=True))
q

# %% exercise="where" part="answer"
answer = ...  # ← your answer: a list of pile ids
### BEGIN SOLUTION
answer = ["tableau6", "tableau8"]
### END SOLUTION
q.check(answer)

# %% exercise="where" part="score"
q.score(answer)

# %% exercise="where" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau3", 1))

# %% [markdown] lang="en" exercise="where" part="reveal"
# The Q♣ takes it, and so does the empty pile — but spending the empty pile on a card that has a Queen to go to
# would waste the castle's only free space.

# %% [markdown] lang="fr" exercise="where" part="reveal"
# La D♣ l'accepte, la pile vide aussi ; mais dépenser la pile vide pour une carte qui a une Dame où aller
# gaspillerait l'unique place libre du château.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The advice drawn from exercise 3, as a player: never put a card into an empty pile if it has any other move;
# otherwise play like the kit's greedy player. Ten deals (1 to 10), with the greedy player's random choices
# fixed so that every run gives the same figures.

# %% [markdown] lang="fr"
# ## La stratégie, mesurée
#
# Le conseil tiré de l'exercice 3, sous forme de joueur : ne jamais mettre une carte dans une pile vide si elle a
# un autre coup ; sinon jouer comme le joueur glouton du kit. Dix donnes (1 à 10), les tirages au sort du glouton fixés pour que les
# chiffres se répètent.

# %%
import random
from solitaire_nb.teaching.lessons import play_many, summarise
from solitaire_nb.engine.strategy import greedy_player, move_value


def spare_the_hole():
    def choose(game, moves):
        def value(move):
            into_hole = move.target.startswith("tableau") and not game.pile(move.target).cards
            return move_value(game, move) - (20 if into_hole else 0)
        return max(moves, key=value)
    return choose


results = play_many({"greedy": lambda: greedy_player(random.Random(0)), "spare the hole": spare_the_hole},
                    range(1, 11), game=GAME, max_moves=400, patience=60)
summarise(results)

# %% [markdown] lang="en"
# No win for either player on these ten deals, a hard verdict on one-move-ahead play in this game; sparing the
# empty pile roughly doubles the cards sent home (about 3 against 1.4), so the habit is worth keeping.

# %% [markdown] lang="fr"
# Aucune victoire pour l'un ou l'autre sur ces dix donnes, verdict sévère pour un jeu qui ne voit qu'un coup à
# l'avance ; épargner la pile vide double à peu près le nombre de cartes montées (environ 3 contre 1,4) : l'habitude
# mérite d'être gardée.

# %% [markdown] lang="en"
# ## Compared with FreeCell
#
# Both games show every card, but Beleaguered Castle has no free cells, moves one card at a time, builds regardless
# of suit and starts with the Aces home; its only spare room is an empty pile.

# %% [markdown] lang="fr"
# ## Comparé au FreeCell
#
# Les deux jeux montrent toutes les cartes, mais le château assiégé n'a pas de cellules libres, déplace une carte
# à la fois, construit sans tenir compte de la couleur et commence avec les As montés ; sa seule place de
# réserve, c'est une pile vide.

# %%
for line in differences(GAME, "freecell"):
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
answer = 't7-t3'
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
# Deal 2: choose the pile that is cheapest to empty, count its cards and where each one can go, then do it.

# %% [markdown] lang="fr"
# ## À vous
#
# Donne 2 : choisissez la pile la moins coûteuse à vider, comptez ses cartes et la place de chacune, puis videz-la.

# %%
sn.play(GAME, deal=2)
