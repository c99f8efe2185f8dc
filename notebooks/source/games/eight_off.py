# %% [markdown] lang="en"
# # Eight Off
#
# Eight columns of six open cards, and a row of **eight** free cells, four of them already filled by the deal.
# The tableau builds down by suit, a run moves only if it has at most (empty free cells + 1) cards, and an empty
# column takes only a King.
#
# With eight cells the game looks generous, but the cells are the only thing that lengthens a move: every card you
# park costs one card of reach. Eight Off is a lesson in budgeting cells.

# %% [markdown] lang="fr"
# # Huit en dehors
#
# Huit colonnes de six cartes découvertes, et une rangée de **huit** cellules libres, dont quatre déjà remplies
# par la donne. Le tableau se construit en descendant dans la même couleur, une suite ne se déplace que si elle
# compte au plus (cellules libres vides + 1) cartes, et une colonne vide n'accepte qu'un Roi.
#
# Avec huit cellules, le jeu paraît généreux, mais les cellules sont la seule chose qui allonge un déplacement :
# chaque carte garée coûte une carte de portée. Huit en dehors est une leçon de budget des cellules.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many, summarise
from solitaire_nb.engine.strategy import greedy_player, move_value
import random
sn.set_lang("en")
feedback_in_steps()
GAME = "eight_off"

# %% [markdown] lang="en"
# ## Deal 1
#
# The dealt cells hold K♥, Q♣, 9♣ and 3♠: four cells free, so a run of five may move for now. The A♥ is on top of
# column 3, ready to go home; the other Aces are buried, two of them at the very bottom of columns 6 and 7.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Les cellules servies contiennent le R♥, la D♣, le 9♣ et le 3♠ : quatre cellules libres, donc une suite de cinq
# cartes peut se déplacer pour l'instant. L'A♥ est au sommet de la colonne 3, prêt à monter ; les autres As sont
# enfouis, deux d'entre eux tout au fond des colonnes 6 et 7.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The cell count, the run limit and the King-only empty columns are the three lines to keep in mind.

# %% [markdown] lang="fr"
# ## Les règles
#
# Le nombre de cellules, la limite des suites et les colonnes vides réservées aux Rois : voilà les trois lignes
# à garder en tête.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Opening moves
#
# **Step 1.** The A♥ goes home (`t3-f2`) and the 6♥ joins the 7♥ (`t6-t2`): two free moves, no cell spent.

# %% [markdown] lang="fr"
# ## Premiers coups
#
# **Étape 1.** L'A♥ monte (`t3-f2`) et le 6♥ rejoint le 7♥ (`t6-t2`) : deux coups gratuits, aucune cellule
# dépensée.

# %%
game.play("t3-f2")
game.play("t6-t2")
show(game)

# %% [markdown] lang="en"
# **Step 2.** To put the J♦ of column 8 on the Q♦ of column 3, the Q♥ above it must be parked (`t8-r5`), then
# `t8-t3`. One cell spent: the longest movable run drops from five cards to four.

# %% [markdown] lang="fr"
# **Étape 2.** Pour poser le V♦ de la colonne 8 sur la D♦ de la colonne 3, il faut garer la D♥ qui le couvre
# (`t8-r5`), puis `t8-t3`. Une cellule dépensée : la plus longue suite déplaçable passe de cinq cartes à quatre.

# %%
game.play("t8-r5")
game.play("t8-t3")
show(game, select=("tableau3", 2))

# %% [markdown] lang="en"
# ## Exercise 1 — the right suit
#
# Back to the opening position: which of these moves are legal?

# %% [markdown] lang="fr"
# ## Exercice 1 — la bonne couleur
#
# Retour à la position de départ : lesquels de ces coups sont permis ?

# %% exercise="by_suit" part="ask"
position = sn.new_game(GAME, deal=1)
q = LegalMoves(position, ["t5-t6", "t6-t2", "r2-t4", "t3-f1"])
display(show(position))
q

# %% exercise="by_suit" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="by_suit" part="score"
q.score(answer)

# %% exercise="by_suit" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau6", 1))

# %% [markdown] lang="en"
# ## A later position
#
# The next two exercises use the position below, reached from deal 1 by 29 moves: column 4 is empty, and five
# of the eight cells are taken.

# %% [markdown] lang="fr"
# ## Une position plus avancée
#
# Les deux exercices suivants portent sur la position ci-dessous, atteinte depuis la donne 1 en 29 coups : la
# colonne 4 est vide, et cinq des huit cellules sont occupées.

# %%
later = sn.new_game(GAME, deal=1)
for move in ["t3-f2", "t6-t2", "t1-r7", "t8-r5", "t8-t3", "r3-r8", "t7-r6", "t5-t7", "r8-t5", "t1-t5",
             "t1-t6", "t1-t7", "t4-t7", "t4-f2", "r6-f2", "t4-f4", "t8-f4", "r4-f4", "t5-t8x3", "t5-t1",
             "t4-t6", "t4-t6", "t2-r3", "r3-t2", "t2-r3", "r3-t2", "t1-r8", "r8-t1", "t4-r8"]:
    later.play(move)
show(later)

# %% [markdown] lang="en"
# ## Exercise 2 — how far can a run travel?
#
# How many cards may move together from one column onto another here?

# %% [markdown] lang="fr"
# ## Exercice 2 — jusqu'où une suite peut-elle voyager ?
#
# Combien de cartes peuvent ici passer ensemble d'une colonne à une autre ?

# %% exercise="capacity" part="ask"
q = exercise("eight_off.capacity")
position = q.game
q

# %% exercise="capacity" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="capacity" part="score"
q.score(answer)

# %% exercise="capacity" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau6", 4))

# %% [markdown] lang="en"
# ## Exercise 3 — filling column 4
#
# Still the same position. Which of these moves into the empty column 4 are legal? Think of the card, and of the
# run's length.

# %% [markdown] lang="fr"
# ## Exercice 3 — remplir la colonne 4
#
# Toujours la même position. Lesquels de ces coups vers la colonne 4 vide sont permis ? Pensez à la carte, et à
# la longueur de la suite.

# %% exercise="kings_only" part="ask"
position = later.copy()
q = LegalMoves(position, ["r2-t4", "r1-t4", "t6-t4x4", "t1-t4"])
q

# %% exercise="kings_only" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["b"]
### END SOLUTION
q.check(answer)

# %% exercise="kings_only" part="score"
q.score(answer)

# %% exercise="kings_only" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("reserve1", 1))

# %% [markdown] lang="en" exercise="kings_only" part="reveal"
# The run 8♦ 7♦ 6♦ 5♦ is short enough (four cards), but it is not headed by a King: only the K♥ waiting in cell 1
# may come down — and doing so frees a cell, which lengthens every later move.

# %% [markdown] lang="fr" exercise="kings_only" part="reveal"
# La suite 8♦ 7♦ 6♦ 5♦ est assez courte (quatre cartes), mais aucun Roi ne la mène : seul le R♥ qui attend dans la
# cellule 1 peut descendre, et cela libère une cellule, ce qui allonge tous les déplacements suivants.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The advice, as a player: foundation moves first, then column-to-column moves, and a cell only when nothing else
# is possible. Against the kit's greedy player (its random tie-breaks seeded, so the figures repeat), deals 1 to 10.

# %% [markdown] lang="fr"
# ## La stratégie, mesurée
#
# Le conseil, sous forme de joueur : d'abord les coups vers les fondations, puis les coups de colonne à colonne,
# et une cellule seulement quand rien d'autre n'est possible. Face au joueur glouton du kit (ses tirages au sort
# sont fixés, pour que les chiffres se répètent), donnes 1 à 10.

# %%
def budget_cells():
    def choose(game, moves):
        def value(move):
            if move.target.startswith("foundation") and not move.source.startswith("foundation"):
                return 100 + move_value(game, move)
            if move.target.startswith("reserve"):
                return -5 + move_value(game, move)
            return move_value(game, move)
        return max(moves, key=value)
    return choose

results = play_many({"greedy": lambda: greedy_player(random.Random(0)), "budget cells": budget_cells},
                    range(1, 11), game=GAME, max_moves=400, patience=60)
summarise(results)

# %% [markdown] lang="en"
# A surprise worth discussing: here the advice loses. The greedy player wins two deals out of ten, while the player
# that avoids cells wins none and sends far fewer cards home. With eight cells, refusing to park a card often means
# refusing the only way to dig out an Ace; the real skill is to spend a cell when it buys something (an Ace, an
# empty column for a King) and to win it back quickly.

# %% [markdown] lang="fr"
# Une surprise à discuter : ici, le conseil perd. Le joueur glouton gagne deux donnes sur dix, alors que le joueur
# qui évite les cellules n'en gagne aucune et monte bien moins de cartes. Avec huit cellules, refuser de garer une
# carte revient souvent à refuser le seul moyen de dégager un As ; le vrai savoir-faire consiste à dépenser une
# cellule quand elle rapporte quelque chose (un As, une colonne vide pour un Roi) et à la récupérer vite.

# %% [markdown] lang="en"
# ## Compared with FreeCell
#
# Eight cells instead of four, building by suit instead of alternate colours, a run limit that ignores empty
# columns, and Kings only in those columns. (Seahaven Towers shares the last three rules, with ten columns and
# four cells.)

# %% [markdown] lang="fr"
# ## Comparé au FreeCell
#
# Huit cellules au lieu de quatre, construction par couleur au lieu de par couleur (rouge et noir) alternée, une limite de suite
# qui ignore les colonnes vides, et des Rois seuls dans ces colonnes. (L'asile maritime partage les trois
# dernières règles, avec dix colonnes et quatre cellules.)

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
answer = 't2-t5x3'
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
# Deal 2 is waiting. Before each move into a cell, ask what it buys you; try to finish with at least four cells
# empty.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 vous attend. Avant chaque coup vers une cellule, demandez-vous ce qu'il vous rapporte ; essayez de
# terminer avec au moins quatre cellules vides.

# %%
sn.play(GAME, deal=2)
