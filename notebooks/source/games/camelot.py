# %% [markdown] lang="en"
# # Camelot
#
# A game in two phases on a four-by-four grid. First you place the cards one at a time, as they come from the stock, into empty cells: the court cards have reserved seats on the edge (Kings in the corners, Queens in the middle of the top and bottom rows, Jacks in the middle of the side columns), any other card may sit anywhere. Once the grid is full, you take away Tens on their own and pairs adding up to ten, then go back to placing.
#
# The court cards never leave. So the whole art is seating: a number card parked on a court seat may leave the next King, Queen or Jack with nowhere to go, and that loses the game.

# %% [markdown] lang="fr"
# # Camelot
#
# Un jeu en deux temps sur une grille de quatre sur quatre. D'abord on place les cartes une à une, dans l'ordre où la pioche les donne, dans des cases vides : les figures ont leurs places réservées sur le bord (les Rois dans les coins, les Dames au milieu des rangées du haut et du bas, les Valets au milieu des colonnes de côté), toute autre carte va n'importe où. Une fois la grille pleine, on retire les Dix seuls et les paires dont la somme fait dix, puis on recommence à placer.
#
# Les figures ne partent jamais. Tout l'art est donc de bien asseoir les cartes : une carte numérotée posée sur la place d'une figure peut laisser le Roi, la Dame ou le Valet suivant sans place, et la partie est perdue.

# %%
import solitaire_nb as sn
from solitaire_nb.text.phrases import Phrase
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many, summarise
from solitaire_nb.engine.strategy import greedy_player
sn.set_lang("en")
feedback_in_steps()
GAME = "camelot"

# %% [markdown] lang="en"
# ## Deal 1
#
# The grid is empty and all 52 cards wait in the stock. Cells are numbered in reading order: `t1` to `t4` on the top row, down to `t16`; the corners are `t1`, `t4`, `t13` and `t16`.

# %% [markdown] lang="fr"
# ## Donne 1
#
# La grille est vide et les 52 cartes attendent dans la pioche. Les cases sont numérotées dans l'ordre de lecture : `t1` à `t4` sur la rangée du haut, jusqu'à `t16` ; les coins sont `t1`, `t4`, `t13` et `t16`.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Read the placing rule closely: it decides the game long before any card is taken away.

# %% [markdown] lang="fr"
# ## Les règles
#
# Lisez de près la règle de placement : elle décide de la partie bien avant qu'une carte soit retirée.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Seating the first cards of deal 1
#
# The first card turned is Q♦: it has four possible seats, the middle cells of the top and bottom rows. We put it in `t15`.

# %% [markdown] lang="fr"
# ## Asseoir les premières cartes de la donne 1
#
# La première carte retournée est la D♦ : elle a quatre places possibles, les cases du milieu des rangées du haut et du bas. On la met en `t15`.

# %%
game.play("deal")
print([str(move) for move in game.legal_moves()])
game.play("w-t15")
show(game)

# %% [markdown] lang="en"
# Next comes 6♣, which may go into any of the fifteen empty cells. A careless player drops it in corner `t1`, a King's seat; a careful one keeps it in the middle, say `t6`, where no court card could ever sit.

# %% [markdown] lang="fr"
# Vient ensuite le 6♣, qui peut aller dans n'importe laquelle des quinze cases vides. Un joueur distrait le pose dans le coin `t1`, une place de Roi ; un joueur prudent le garde au milieu, par exemple en `t6`, où aucune figure ne pourra jamais s'asseoir.

# %%
game.play("deal")
print(len(game.legal_moves()), "cells for 6♣")
game.play("w-t6")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### A King arrives
#
# Deal 2, twenty moves in: ten cards are seated and K♣ is on the waste. K♦ already holds one corner.

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Un Roi arrive
#
# Donne 2, au bout de vingt coups : dix cartes sont assises et le R♣ est sur le talon. Le R♦ occupe déjà un coin.

# %% exercise="king" part="ask"
q = exercise("camelot.king")
position = q.game
display(show(position))
q

# %% exercise="king" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 2
### END SOLUTION
q.check(answer)

# %% exercise="king" part="score"
q.score(answer)

# %% exercise="king" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("waste", 1))

# %% [markdown] lang="en" exercise="king" part="reveal"
# 3♥ in a corner already costs a King's seat. Two Kings are still to come, and only two corners are left for them.

# %% [markdown] lang="fr" exercise="king" part="reveal"
# Le 3♥ dans un coin coûte déjà une place de Roi. Deux Rois doivent encore venir, et il ne leur reste que deux coins.

# %% [markdown] lang="en"
# ### Seats for a Jack
#
# A few moves later on the same deal, J♣ is on the waste. Which of these placements are allowed?

# %% [markdown] lang="fr"
# ### Des places pour un Valet
#
# Quelques coups plus tard sur la même donne, le V♣ est sur le talon. Lesquels de ces placements sont permis ?

# %% exercise="jack" part="ask"
position = sn.new_game(GAME, deal=2)
for move in "deal w-t6 deal w-t16 deal w-t10 deal w-t1 deal w-t14 deal w-t11 deal w-t3 deal w-t2 deal w-t8 deal w-t15 deal w-t4 deal".split():
    position.play(move)
q = LegalMoves(position, ["w-t5", "w-t8", "w-t13", "w-t9", "w-t7"])
display(show(position))
q

# %% exercise="jack" part="answer"
answer = ...  # ← your answer: the letters of the allowed placements
### BEGIN SOLUTION
answer = ["a", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="jack" part="score"
q.score(answer)

# %% exercise="jack" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("waste", 1))

# %% [markdown] lang="en" exercise="jack" part="reveal"
# A♦ sits in `t8`, one of the four Jack seats: the Jacks have only three left.

# %% [markdown] lang="fr" exercise="jack" part="reveal"
# L'A♦ occupe `t8`, l'une des quatre places de Valet : il n'en reste que trois pour les Valets.

# %% [markdown] lang="en"
# ### The grid is full
#
# Deal 2 goes on until all sixteen cells are taken; now is the time to take cards away. Tens leave alone, other number cards in pairs adding up to ten. Which number card cannot leave at the moment?

# %% [markdown] lang="fr"
# ### La grille est pleine
#
# La donne 2 continue jusqu'à ce que les seize cases soient prises ; c'est le moment de retirer des cartes. Les Dix partent seuls, les autres cartes numérotées par paires qui font dix. Quelle carte numérotée ne peut pas partir pour l'instant ?

# %% exercise="stuck" part="ask"
q = exercise("camelot.stuck")
position = q.game
leaving = {str(position.pile(move.source).cards[-1]) for move in position.legal_moves()}
display(show(position))
q

# %% exercise="stuck" part="answer"
answer = ...  # ← your answer: one card, e.g. "8S"
### BEGIN SOLUTION
answer = "5C"
### END SOLUTION
q.check(answer)

# %% exercise="stuck" part="score"
q.score(answer)

# %% exercise="stuck" part="reveal"
display(q.check(answer, reveal=True))
print(sorted(leaving))
show(position, select=("tableau3", 1))

# %% [markdown] lang="en"
# ## Middle first, measured
#
# The manual's advice, in one line: seat number cards in the four middle cells (`t6`, `t7`, `t10`, `t11`) while they are free, then on the edge away from the corners, and never in a corner if another cell will do. The player below follows it while placing and plays like the greedy player otherwise; both play deals 1 to 30.

# %% [markdown] lang="fr"
# ## Le milieu d'abord, mesuré
#
# Le conseil du manuel, en une ligne : asseoir les cartes numérotées dans les quatre cases du milieu (`t6`, `t7`, `t10`, `t11`) tant qu'elles sont libres, puis sur le bord loin des coins, et jamais dans un coin si une autre case convient. Le joueur ci-dessous le suit pendant le placement et joue comme le glouton le reste du temps ; tous deux jouent les donnes 1 à 30.

# %%
MIDDLE = {"tableau6", "tableau7", "tableau10", "tableau11"}
CORNERS = {"tableau1", "tableau4", "tableau13", "tableau16"}


def middle_first():
    greedy = greedy_player()

    def choose(game, moves):
        waste = game.pile("waste").cards
        if waste and waste[-1].rank < 10:
            middle = [move for move in moves if move.target in MIDDLE]
            edge = [move for move in moves if move.target not in CORNERS]
            if middle or edge:
                return (middle or edge)[0]
        return greedy(game, moves)
    return choose


results = play_many({"greedy": greedy_player, "middle first": middle_first}, range(1, 31), game=GAME)
summarise(results, Phrase(en="cards taken away", fr="cartes retirées"))

# %% [markdown] lang="en"
# Camelot is hard for both: most deals are lost when a court card finds its seats taken. Still, keeping the edge free for the court cards takes away clearly more cards on average than the greedy player, which seats cards without looking at where they go.

# %% [markdown] lang="fr"
# Camelot est difficile pour les deux : la plupart des donnes sont perdues quand une figure trouve ses places prises. Pourtant, garder le bord libre pour les figures retire nettement plus de cartes en moyenne que le joueur glouton, qui assoit les cartes sans regarder où.

# %% [markdown] lang="en"
# ## Camelot and Block Ten
#
# Both take away pairs adding up to ten, but in opposite ways: Block Ten refills its cells from the stock by itself and its Tens block for good, while Camelot lets you choose every seat, takes Tens away alone, and keeps the court cards as the ones that stay.

# %% [markdown] lang="fr"
# ## Camelot et Bloc 10
#
# Les deux jeux retirent des paires qui font dix, mais de façons opposées : le Bloc 10 remplit ses cases tout seul depuis la pioche et ses Dix bloquent pour de bon, alors que Camelot vous laisse choisir chaque place, retire les Dix seuls et garde les figures comme cartes qui restent.

# %%
for line in differences(GAME, "block_ten"):
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
answer = 'w-t7'
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
# On deal 2, try to keep every corner and every court seat free for as long as you can, and see how far you get through the stock.

# %% [markdown] lang="fr"
# ## À vous
#
# Sur la donne 2, essayez de garder chaque coin et chaque place de figure libres le plus longtemps possible, et voyez jusqu'où vous allez dans la pioche.

# %%
sn.play(GAME, deal=2)
