# %% [markdown] lang="en"
# # Baker's Game
#
# Baker's Game is FreeCell before FreeCell: the same eight open columns and four free cells, but a card may
# only be placed on the next higher card **of its own suit**. That one change makes the game far harder —
# an 8♣ has exactly one home in the tableau, the 9♣, where in FreeCell it could choose between two red Nines.
#
# What this game teaches: to count how many cards the free cells and empty columns let you move at once,
# and to dig out buried low cards before the cells fill up, because a card that waits has almost nowhere to wait.

# %% [markdown] lang="fr"
# # Le jeu des boulangers
#
# Le jeu des boulangers, c'est le FreeCell d'avant le FreeCell : les mêmes huit colonnes ouvertes et quatre
# cellules libres, mais une carte ne se pose que sur la carte immédiatement supérieure **de sa propre
# couleur**. Ce seul changement rend le jeu bien plus dur : un 8♣ n'a qu'une place au tableau, le 9♣,
# alors qu'au FreeCell il pourrait choisir entre deux Neuf rouges.
#
# Ce que ce jeu apprend : compter combien de cartes les cellules libres et les colonnes vides permettent de
# déplacer d'un coup, et dégager tôt les petites cartes enfouies, car une carte qui attend n'a presque nulle
# part où attendre.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, CountCapacity, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many, summarise
from solitaire_nb.engine.strategy import greedy_player, move_value
import random
sn.set_lang("en")
feedback_in_steps()
GAME = "bakers_game"

# %% [markdown] lang="en"
# ## Deal 1: everything in sight
#
# No card is face down: the whole problem is on the table from the first second. Look for the Aces — A♠ and A♣
# lie under three cards in column 6, A♥ under three in column 7, A♦ under four in column 5. Then look at the
# tops of the columns: which of them has its one possible partner (same suit, one rank higher) on another top?

# %% [markdown] lang="fr"
# ## Donne 1 : tout est sous les yeux
#
# Aucune carte n'est cachée : tout le problème est sur la table dès la première seconde. Cherchez les As : l'A♠
# et l'A♣ sont sous trois cartes dans la colonne 6, l'A♥ sous trois dans la colonne 7, l'A♦ sous quatre dans la
# colonne 5. Regardez ensuite le haut des colonnes : laquelle trouve son unique partenaire (même couleur, un
# rang de plus) au sommet d'une autre ?

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Read the tableau line closely: "down by suit" is the rule that decides everything here, since it leaves each
# card a single possible place in the columns (or none, while its partner is buried).

# %% [markdown] lang="fr"
# ## Les règles
#
# Lisez attentivement la ligne du tableau : « en descendant dans la même couleur » est la règle qui décide de
# tout ici, puisqu'elle ne laisse à chaque carte qu'une place possible dans les colonnes (ou aucune, tant que sa
# partenaire est enfouie).

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## A first few moves, explained
#
# **Step 1.** The 9♣ on column 2 sits just next to the 10♣ on column 8: move it (`28`). Column 2 now shows the 8♠.

# %% [markdown] lang="fr"
# ## Quelques premiers coups, expliqués
#
# **Étape 1.** Le 9♣ de la colonne 2 est juste à côté du 10♣ de la colonne 8 : déplacez-le (`28`). La colonne 2
# montre maintenant le 8♠.

# %%
game.play("28")
show(game)

# %% [markdown] lang="en"
# **Step 2.** The 8♣ of column 7 follows on the 9♣ (`78`). Column 8 ends with a run 10♣ 9♣ 8♣: with four empty
# free cells, such a run of up to five cards could later travel as one, onto a J♣ or into an empty column.

# %% [markdown] lang="fr"
# **Étape 2.** Le 8♣ de la colonne 7 suit sur le 9♣ (`78`). La colonne 8 se termine par la suite 10♣ 9♣ 8♣ : avec
# quatre cellules libres vides, une telle suite de cinq cartes au plus pourrait ensuite voyager d'un bloc, sur
# un V♣ ou dans une colonne vide.

# %%
game.play("78")
show(game)

# %% [markdown] lang="en"
# **Step 3.** Now dig for the Aces of column 6: 3♦ and 2♣ go to two free cells (`6a`, `6b`). The A♣ is free and
# may go home; the price is two of the four cells, and with them the run we may move shrinks from five cards to three.

# %% [markdown] lang="fr"
# **Étape 3.** Creusons vers les As de la colonne 6 : le 3♦ et le 2♣ vont dans deux cellules libres (`6a`, `6b`).
# L'A♣ est dégagé et peut monter ; le prix, c'est deux des quatre cellules, et avec elles la suite qu'on peut
# déplacer passe de cinq cartes à trois.

# %%
game.play("6a")
game.play("6b")
show(game, select=("tableau6", 1))

# %% [markdown] lang="en"
# ## Exercise 1 — one partner per card
#
# On the opening deal, which of these four moves does the suit rule allow? Beware: a move that FreeCell would
# accept may be refused here.

# %% [markdown] lang="fr"
# ## Exercice 1 — une seule partenaire par carte
#
# Sur la donne de départ, lesquels de ces quatre coups la règle de la couleur permet-elle ? Attention : un coup
# que le FreeCell accepterait peut être refusé ici.

# %% exercise="by_suit" part="ask"
position = sn.new_game(GAME, deal=1)
q = LegalMoves(position, ["28", "72", "78", "36"])
display(show(position))
q

# %% exercise="by_suit" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "b"]
### END SOLUTION
q.check(answer)

# %% exercise="by_suit" part="score"
q.score(answer)

# %% exercise="by_suit" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau7", 1))

# %% [markdown] lang="en" exercise="by_suit" part="reveal"
# The 8♣ may go on the 9♣ but not on the 10♣ (two ranks apart), and the 2♥ may not go on the 3♦ although both are
# red: only the suit counts.

# %% [markdown] lang="fr" exercise="by_suit" part="reveal"
# Le 8♣ peut aller sur le 9♣ mais pas sur le 10♣ (deux rangs d'écart), et le 2♥ ne va pas sur le 3♦ bien que les
# deux soient rouges : seule la couleur compte.

# %% [markdown] lang="en"
# ## Exercise 2 — the size of a move
#
# The kit moves a run in one go only if it could be moved card by card through the empty free cells and empty
# columns: (free cells + 1) × 2 ^ (empty columns). Two cells are empty and one column is empty; the run goes onto
# a card of another column. How many cards at most?

# %% [markdown] lang="fr"
# ## Exercice 2 — la taille d'un déplacement
#
# Le kit ne déplace une suite d'un bloc que si on pourrait la déplacer carte par carte par les cellules libres
# vides et les colonnes vides : (cellules + 1) × 2 ^ (colonnes vides). Deux cellules sont vides et une colonne
# est vide ; la suite va sur une carte d'une autre colonne. Combien de cartes au plus ?

# %% exercise="capacity" part="ask"
q = CountCapacity(free_cells=2, empty_piles=1)
q

# %% exercise="capacity" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 6
### END SOLUTION
q.check(answer)

# %% exercise="capacity" part="score"
q.score(answer)

# %% exercise="capacity" part="reveal"
display(q.check(answer, reveal=True))
print([CountCapacity(cells, 1).answer() for cells in range(5)])

# %% [markdown] lang="en"
# ## Exercise 3 — moving into the hole
#
# Same kind of count, but now three cells are free, one column is empty, and the run is going **into** that
# empty column. Does the empty column still double the count?

# %% [markdown] lang="fr"
# ## Exercice 3 — descendre dans le trou
#
# Même calcul, mais trois cellules sont libres, une colonne est vide, et la suite va **dans** cette colonne vide.
# La colonne vide double-t-elle encore le compte ?

# %% exercise="onto_empty" part="ask"
q = CountCapacity(free_cells=3, empty_piles=1, onto_empty=True)
q

# %% exercise="onto_empty" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="onto_empty" part="score"
q.score(answer)

# %% exercise="onto_empty" part="reveal"
display(q.check(answer, reveal=True))

# %% [markdown] lang="en" exercise="onto_empty" part="reveal"
# The column you move into cannot also serve as a parking place, so only the cells count: 3 + 1 = 4.

# %% [markdown] lang="fr" exercise="onto_empty" part="reveal"
# La colonne où l'on descend ne peut pas servir aussi de parking : seules les cellules comptent, 3 + 1 = 4.

# %% [markdown] lang="en"
# ## Exercise 4 — the cost of digging
#
# Back to the position after the three steps above (`28`, `78`, then 3♦ and 2♣ into cells). How many cards lie on
# top of the A♦ in column 5 — that is, how many would have to leave before it can go home?

# %% [markdown] lang="fr"
# ## Exercice 4 — le prix du creusement
#
# Revenons à la position après les trois étapes ci-dessus (`28`, `78`, puis 3♦ et 2♣ en cellule). Combien de
# cartes recouvrent l'A♦ de la colonne 5, c'est-à-dire combien devraient partir avant qu'il puisse monter ?

# %% exercise="dig" part="ask"
q = exercise("bakers_game.dig")
position = q.game
display(show(position))
q

# %% exercise="dig" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="dig" part="score"
q.score(answer)

# %% exercise="dig" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau5", 4))

# %% [markdown] lang="en" exercise="dig" part="reveal"
# Four cards for two cells: the A♦ must wait until some of those cards find their one partner, or a column empties.

# %% [markdown] lang="fr" exercise="dig" part="reveal"
# Quatre cartes pour deux cellules : l'A♦ doit attendre que certaines trouvent leur unique partenaire, ou qu'une
# colonne se vide.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The advice: send cards home as early as you can, and otherwise prefer a move between columns to a move into
# a free cell — every cell you fill shrinks the runs you can move. Below, that advice as a player, against the
# kit's greedy player on deals 1 to 10.

# %% [markdown] lang="fr"
# ## La stratégie, mesurée
#
# Le conseil : montez les cartes sur les fondations le plus tôt possible, et sinon préférez un coup entre
# colonnes à un coup vers une cellule libre : chaque cellule remplie réduit les suites que vous pouvez déplacer.
# Ci-dessous, ce conseil sous forme de joueur, face au joueur glouton du kit sur les donnes 1 à 10.

# %%
def keep_cells_free():
    def choose(game, moves):
        def value(move):
            bonus = 0
            if move.target.startswith("foundation"):
                bonus = 100
            elif move.target.startswith("reserve"):
                bonus = -5
            return bonus + move_value(game, move)
        return max(moves, key=value)
    return choose

results = play_many({"greedy": lambda: greedy_player(random.Random(0)), "keep cells free": keep_cells_free},
                    range(1, 11), game=GAME, max_moves=400, patience=60)
summarise(results)

# %% [markdown] lang="en"
# Neither player wins a deal, and both send only about two cards home: choosing one move at a time, without
# planning several moves ahead, is nowhere near enough for Baker's Game. The advice helps a little, not more;
# the game rewards looking ahead, which is exactly what you can do better than these players.

# %% [markdown] lang="fr"
# Aucun des deux joueurs ne gagne une donne, et chacun ne monte qu'environ deux cartes : choisir un coup à la fois,
# sans prévoir plusieurs coups à l'avance, ne suffit pas du tout au jeu des boulangers. Le conseil aide un peu,
# sans plus ; le jeu récompense l'anticipation, et c'est justement là que vous pouvez faire mieux que ces joueurs.

# %% [markdown] lang="en"
# ## Compared with FreeCell
#
# The layout, the cells and the size of a move are FreeCell's; what differs is the building rule — by suit
# instead of alternate colours — so each card has one partner instead of two, and far fewer deals can be won.

# %% [markdown] lang="fr"
# ## Comparé au FreeCell
#
# La disposition, les cellules et la taille d'un déplacement sont celles du FreeCell ; ce qui change, c'est la
# règle de construction (par couleur au lieu de par couleur (rouge et noir) alternée) : chaque carte a une partenaire au lieu de
# deux, et bien moins de donnes se gagnent.

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
answer = 'bh'
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
# Deal 2 is yours. Before touching anything, find the four Aces and count the cards covering each; start with the
# cheapest one.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 est à vous. Avant de toucher quoi que ce soit, repérez les quatre As et comptez les cartes qui
# couvrent chacun ; commencez par le moins coûteux.

# %%
sn.play(GAME, deal=2)
