# %% [markdown] lang="en"
# # Seahaven Towers
#
# Ten columns of five open cards, two more cards already sitting in the free cells, and a tableau that builds down
# **by suit**. Two rules make Seahaven Towers stricter than FreeCell: a run moves only if it has at most
# (empty free cells + 1) cards — an empty column does not raise that limit — and an empty column accepts only a
# King, or a run headed by a King.
#
# So here an empty column is not a parking place: it is a home for a King. Learning this game means learning to
# keep cells empty, and to free a column only when a King is ready to move into it.

# %% [markdown] lang="fr"
# # L'asile maritime
#
# Dix colonnes de cinq cartes découvertes, deux cartes déjà posées dans les cellules libres, et un tableau qui se
# construit en descendant **dans la même couleur**. Deux règles rendent l'asile maritime plus strict que le
# FreeCell : une suite ne se déplace que si elle compte au plus (cellules libres vides + 1) cartes (une colonne
# vide n'augmente pas cette limite), et une colonne vide n'accepte qu'un Roi, ou une suite commençant par un Roi.
#
# Ici, une colonne vide n'est donc pas une place de parking : c'est le logement d'un Roi. Apprendre ce jeu, c'est
# apprendre à garder les cellules vides, et à ne libérer une colonne que quand un Roi est prêt à s'y installer.

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
GAME = "seahaven"

# %% [markdown] lang="en"
# ## Deal 2
#
# The two middle cells already hold 4♦ and 5♠: only two cells are empty before you play a single card. Look at
# column 7, which ends with 6♠, and at column 3, which ends with 8♠ — the spades are waiting to line up.

# %% [markdown] lang="fr"
# ## Donne 2
#
# Les deux cellules du milieu contiennent déjà le 4♦ et le 5♠ : deux cellules seulement sont vides avant même le
# premier coup. Regardez la colonne 7, qui se termine par le 6♠, et la colonne 3, qui se termine par le 8♠ : les
# piques n'attendent que d'être alignés.

# %%
game = sn.new_game(GAME, deal=2)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The tableau line carries the two constraints: the length limit counts free cells only, and the empty-pile rule
# says "King".

# %% [markdown] lang="fr"
# ## Les règles
#
# La ligne du tableau porte les deux contraintes : la limite de longueur ne compte que les cellules libres, et la
# règle des piles vides dit « Roi ».

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Lining up the spades
#
# **Step 1.** The 5♠ in cell 3 goes onto the 6♠ of column 7 (`r3-t7`). A third cell is now empty, so runs of up to
# four cards may move.

# %% [markdown] lang="fr"
# ## Aligner les piques
#
# **Étape 1.** Le 5♠ de la cellule 3 va sur le 6♠ de la colonne 7 (`r3-t7`). Une troisième cellule est vide : des
# suites de quatre cartes au plus peuvent désormais se déplacer.

# %%
game.play("r3-t7")
show(game)

# %% [markdown] lang="en"
# **Step 2.** The 7♠ of column 4 goes onto the 8♠ of column 3 (`t4-t3`), then the two-card run 6♠ 5♠ follows in a
# single move (`t7-t3x2`): two cards, well within the limit of four.

# %% [markdown] lang="fr"
# **Étape 2.** Le 7♠ de la colonne 4 va sur le 8♠ de la colonne 3 (`t4-t3`), puis la suite de deux cartes 6♠ 5♠
# suit en un seul coup (`t7-t3x2`) : deux cartes, bien en deçà de la limite de quatre.

# %%
game.play("t4-t3")
game.play("t7-t3x2")
show(game, select=("tableau3", 4))

# %% [markdown] lang="en"
# **Step 3.** Now column 1 is dug out: J♦ onto Q♦ in passing, 3♠ into a cell, 2♣ onto 3♣, Q♣ onto K♣, the
# A♣ home, then 2♣ and 3♣ after it, and finally 8♥ onto 9♥. Column 1 is empty — and only a King may use it.

# %% [markdown] lang="fr"
# **Étape 3.** On vide maintenant la colonne 1 : V♦ sur D♦ au passage, 3♠ en cellule, 2♣ sur 3♣, D♣ sur R♣, l'A♣ sur sa
# fondation, puis le 2♣ et le 3♣ à sa suite, et enfin le 8♥ sur le 9♥. La colonne 1 est vide, et seul un Roi peut
# s'en servir.

# %%
for move in ["t5-t10", "t1-r3", "t1-t7", "t1-t9", "t1-f2", "t7-f2", "t7-f2", "t1-t8"]:
    game.play(move)
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — same suit, one rank higher
#
# On the opening deal of deal 2, which of these moves are legal?

# %% [markdown] lang="fr"
# ## Exercice 1 — même couleur, un rang de plus
#
# Sur la position de départ de la donne 2, lesquels de ces coups sont permis ?

# %% exercise="by_suit" part="ask"
position = sn.new_game(GAME, deal=2)
q = LegalMoves(position, ["r3-t7", "t6-t4", "t4-t3", "t5-t6"])
display(show(position))
q

# %% exercise="by_suit" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["b"]
### BEGIN SOLUTION
answer = ["a", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="by_suit" part="score"
q.score(answer)

# %% exercise="by_suit" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau6", 1))

# %% [markdown] lang="en"
# ## Exercise 2 — an empty column that does not count
#
# In the position reached above (column 1 empty, cells 2 and 3 taken), how many cards may move together onto
# another column? A FreeCell player would double the count for the empty column; does Seahaven Towers?

# %% [markdown] lang="fr"
# ## Exercice 2 — une colonne vide qui ne compte pas
#
# Dans la position atteinte plus haut (colonne 1 vide, cellules 2 et 3 occupées), combien de cartes peuvent se
# déplacer ensemble vers une autre colonne ? Un joueur de FreeCell doublerait le compte grâce à la colonne vide ;
# l'asile maritime le fait-il ?

# %% exercise="capacity" part="ask"
q = exercise("seahaven.capacity")
position = q.game
display(show(position))
q

# %% exercise="capacity" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="capacity" part="score"
q.score(answer)

# %% exercise="capacity" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau3", 4))

# %% [markdown] lang="en" exercise="capacity" part="reveal"
# The four spades 8♠ 7♠ 6♠ 5♠ of column 3 are one card too many to travel together while two cells are taken.

# %% [markdown] lang="fr" exercise="capacity" part="reveal"
# Les quatre piques 8♠ 7♠ 6♠ 5♠ de la colonne 3 ont une carte de trop pour voyager ensemble tant que deux
# cellules sont occupées.

# %% [markdown] lang="en"
# ## Exercise 3 — who may move into the hole?
#
# Same position. Which of these moves into or around the empty column 1 are legal?

# %% [markdown] lang="fr"
# ## Exercice 3 — qui peut descendre dans le trou ?
#
# Même position. Lesquels de ces coups, vers la colonne 1 vide ou autour d'elle, sont permis ?

# %% exercise="kings_only" part="ask"
position = game.copy()
q = LegalMoves(position, ["t10-t1", "t9-t1x2", "t7-t1", "t2-t9"])
display(show(position))
q

# %% exercise="kings_only" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="kings_only" part="score"
q.score(answer)

# %% exercise="kings_only" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau9", 2))

# %% [markdown] lang="en" exercise="kings_only" part="reveal"
# K♣ Q♣ may go down together because a King heads them; J♦ and 2♥ may not, whatever the space. And the J♣ may go
# onto the Q♣ — but then K♣ Q♣ J♣ is three cards, exactly the limit, so it could still move into the hole.

# %% [markdown] lang="fr" exercise="kings_only" part="reveal"
# R♣ D♣ peuvent descendre ensemble parce qu'un Roi les mène ; le V♦ et le 2♥ ne le peuvent pas, quelle que soit la
# place. Et le V♣ peut aller sur la D♣ : R♣ D♣ V♣ ferait alors trois cartes, juste la limite, et pourrait encore
# descendre dans le trou.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The advice in short: home first, then moves between columns, and a free cell only as a last resort, since each
# filled cell cuts the longest run by one. Here it is as a player, against the kit's greedy player on deals 1 to 10.

# %% [markdown] lang="fr"
# ## La stratégie, mesurée
#
# Le conseil en bref : d'abord les fondations, puis les coups entre colonnes, et une cellule libre en dernier
# recours seulement, puisque chaque cellule remplie raccourcit d'une carte la plus longue suite déplaçable. Le
# voici sous forme de joueur, face au joueur glouton du kit sur les donnes 1 à 10.

# %%
def cells_last():
    def choose(game, moves):
        def value(move):
            if move.target.startswith("foundation") and not move.source.startswith("foundation"):
                return 100 + move_value(game, move)
            if move.target.startswith("reserve"):
                return -5 + move_value(game, move)
            return move_value(game, move)
        return max(moves, key=value)
    return choose

results = play_many({"greedy": lambda: greedy_player(random.Random(0)), "cells last": cells_last},
                    range(1, 11), game=GAME, max_moves=400, patience=60)
summarise(results)

# %% [markdown] lang="en"
# On these ten deals, keeping the cells for last wins one deal more than the greedy player and sends more cards
# home on average (about 13 against 8). Ten deals are too few to call that a proof; what the figures do say is that both players,
# who never plan ahead, lose most deals that a careful human can win.

# %% [markdown] lang="fr"
# Sur ces dix donnes, garder les cellules pour la fin gagne une donne de plus que le joueur glouton et monte plus de
# cartes en moyenne (environ 13 contre 8). Dix donnes, c'est trop peu pour parler de preuve ; les chiffres disent surtout que ces
# deux joueurs, qui ne prévoient jamais rien, perdent la plupart des donnes qu'un humain attentif peut gagner.

# %% [markdown] lang="en"
# ## Compared with FreeCell
#
# Building by suit, the run limit that ignores empty columns, and Kings only in empty columns: each of the three
# makes Seahaven Towers tighter than FreeCell; the ten columns and the two cards dealt into the cells are the rest.

# %% [markdown] lang="fr"
# ## Comparé au FreeCell
#
# Construction par couleur, limite de suite qui ignore les colonnes vides, Rois seuls dans les colonnes vides :
# chacune des trois règles resserre le jeu par rapport au FreeCell ; les dix colonnes et les deux cartes données
# dans les cellules font le reste.

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
answer = 't5-f3x4'
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
# Play deal 2 from the start and try the line above, then go further: which King will you bring into column 1,
# and what does it free?

# %% [markdown] lang="fr"
# ## À vous
#
# Jouez la donne 2 depuis le début en reprenant la ligne ci-dessus, puis allez plus loin : quel Roi ferez-vous
# descendre dans la colonne 1, et que libère-t-il ?

# %%
sn.play(GAME, deal=2)
