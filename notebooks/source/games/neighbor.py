# %% [markdown] lang="en"
# # Neighbor
#
# A five-by-five grid of face-up cards, the rest of the deck waiting in the stock. Two cards leave together when they touch and their ranks add up to thirteen (Ace 1, Jack 11, Queen 12); a King, worth thirteen on its own, leaves by itself.
#
# The twist is that the grid never keeps a hole. The moment a card goes, every card after it in reading order slides back one slot, the last card of a row jumping to the end of the row above, and the stock tops up the final slots. One removal therefore reshuffles the neighbours of everything behind it: a pair you were saving can be torn apart, and two strangers can end up side by side. Learning Neighbor means learning to see that slide coming.

# %% [markdown] lang="fr"
# # Le Voisin
#
# Une grille de cinq sur cinq en cartes visibles, le reste du paquet attendant dans la pioche. Deux cartes partent ensemble quand elles se touchent et que leurs rangs font treize (As 1, Valet 11, Dame 12) ; un Roi, qui vaut treize à lui seul, part seul.
#
# La particularité, c'est que la grille ne garde jamais de trou. Dès qu'une carte s'en va, toutes celles qui la suivent dans l'ordre de lecture reculent d'un emplacement, la première carte d'une rangée sautant à la fin de la rangée du dessus, et la pioche complète les derniers emplacements. Un seul retrait redistribue donc les voisines de tout ce qui est derrière : une paire qu'on gardait pour plus tard peut être séparée, deux inconnues peuvent se retrouver côte à côte. Apprendre le Voisin, c'est apprendre à prévoir ce glissement.

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
GAME = "neighbor"

# %% [markdown] lang="en"
# ## Deal 1
#
# Slots run like lines of a page: `t1`–`t5` on top, `t21`–`t25` at the bottom. Spot the two Kings first (K♠ in slot 3, K♦ in slot 21), then Q♥ in slot 7, which touches two Aces at once, A♥ above-left and A♣ on its left.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Les emplacements se lisent comme les lignes d'une page : `t1`–`t5` en haut, `t21`–`t25` en bas. Repérez d'abord les deux Rois (R♠ à l'emplacement 3, R♦ à l'emplacement 21), puis la D♥ de l'emplacement 7, qui touche deux As à la fois, l'A♥ en haut à gauche et l'A♣ à sa gauche.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Read the stock's line closely: you never deal by hand here. Closing the gaps is automatic, so the only decision left to you is which pair (or King) to take, and in what order.

# %% [markdown] lang="fr"
# ## Les règles
#
# Lisez bien la ligne de la pioche : ici on ne distribue jamais à la main. Le resserrement est automatique ; la seule décision qui vous reste est de choisir quelle paire (ou quel Roi) retirer, et dans quel ordre.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## One King, and everything moves
#
# K♠ leaves alone (`t3-f1`). Watch the twenty-two cards behind it each step back one slot. Q♥ lands in slot 6, right under A♥, so that pair survives; but A♣ is pushed to slot 5, the far end of the top row, and slot 5 does not touch slot 6: the grid does not wrap from one row to the next.

# %% [markdown] lang="fr"
# ## Un Roi, et tout bouge
#
# Le R♠ part seul (`t3-f1`). Regardez les vingt-deux cartes qui le suivent reculer chacune d'un emplacement. La D♥ arrive à l'emplacement 6, juste sous l'A♥ : cette paire survit. Mais l'A♣ est poussé à l'emplacement 5, tout au bout de la rangée du haut, et l'emplacement 5 ne touche pas le 6 : la grille ne se referme pas d'une rangée sur l'autre.

# %%
print([str(move) for move in game.legal_moves()])
game.play("t3-f1")
show(game)

# %% [markdown] lang="en"
# Now Q♥ goes with A♥ (`t6-t1`). Two more holes, near the very start of the grid, so almost every card shifts twice, and two fresh cards come out of the stock into slots 24 and 25.

# %% [markdown] lang="fr"
# Maintenant la D♥ part avec l'A♥ (`t6-t1`). Deux trous de plus, tout au début de la grille : presque toutes les cartes reculent de deux places, et deux cartes neuves sortent de la pioche vers les emplacements 24 et 25.

# %%
game.play("t6-t1")
print([str(move) for move in game.legal_moves()])
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Who can leave?
#
# Deal 3, untouched. Name every card that could leave the grid right now, alone or with a touching partner. Mind the corners, and mind the row ends.

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Qui peut partir ?
#
# La donne 3, intacte. Nommez toutes les cartes qui pourraient quitter la grille tout de suite, seules ou avec une voisine. Attention aux coins, et aux bouts de rangée.

# %% exercise="leavers" part="ask"
q = exercise("neighbor.leavers")
position = q.game


def cards_that_can_leave(grid):
    return sorted({str(grid.pile(move.source).cards[-1]) for move in grid.legal_moves()})


display(show(position))
q

# %% exercise="leavers" part="answer"
answer = ...  # ← your answer: a list of cards, e.g. ["QS", "AH"]
### BEGIN SOLUTION
answer = ["KH", "JD", "2S", "4H", "9D"]
### END SOLUTION
q.check(answer)

# %% exercise="leavers" part="score"
q.score(answer)

# %% exercise="leavers" part="reveal"
display(q.check(answer, reveal=True))
print([str(move) for move in position.legal_moves()])
show(position, select=("tableau4", 1))

# %% [markdown] lang="en"
# ### The King's removal breaks a pair
#
# Still deal 3. Take K♥ away first (`t4-f1`) and picture the slide before you look: which cards could leave after it? One pair of the last exercise will not survive, and one new pair will appear.

# %% [markdown] lang="fr"
# ### Le départ du Roi casse une paire
#
# Toujours la donne 3. Retirez d'abord le R♥ (`t4-f1`) et imaginez le glissement avant de regarder : quelles cartes pourraient partir ensuite ? Une paire de l'exercice précédent ne survivra pas, et une nouvelle paire apparaîtra.

# %% exercise="after_king" part="ask"
q = exercise("neighbor.after_king")
position = q.game
after = position.copy()
after.play("t4-f1")
display(show(position))
q

# %% exercise="after_king" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["6D", "7C", "JD", "2S"]
### END SOLUTION
q.check(answer)

# %% exercise="after_king" part="score"
q.score(answer)

# %% exercise="after_king" part="reveal"
display(q.check(answer, reveal=True))
show(after)

# %% [markdown] lang="en" exercise="after_king" part="reveal"
# Order matters in Neighbor even when every removal looks independent: on deal 3 you would rather take 4♥ and 9♦ before the King pulls them apart.

# %% [markdown] lang="fr" exercise="after_king" part="reveal"
# Au Voisin, l'ordre compte même quand les retraits semblent indépendants : sur la donne 3, mieux vaut prendre le 4♥ et le 9♦ avant que le Roi ne les sépare.

# %% [markdown] lang="en"
# ### Touching, or only adding up?
#
# Deal 4. Each move below drops one card on another whose rank completes thirteen. Which of them does the game accept?

# %% [markdown] lang="fr"
# ### Voisines, ou seulement complémentaires ?
#
# Donne 4. Chaque coup ci-dessous pose une carte sur une autre dont le rang complète treize. Lesquels le jeu accepte-t-il ?

# %% exercise="touching" part="ask"
position = sn.new_game(GAME, deal=4)
q = LegalMoves(position, ["t21-t20", "t3-t2", "t17-t12", "t17-t1", "t24-t25"])
display(show(position))
q

# %% exercise="touching" part="answer"
answer = ...  # ← your answer: the letters of the accepted moves
### BEGIN SOLUTION
answer = ["b", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="touching" part="score"
q.score(answer)

# %% exercise="touching" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau21", 1))

# %% [markdown] lang="en" exercise="touching" part="reveal"
# 5♥ (slot 21) and 8♠ (slot 20) follow each other in reading order, yet one ends a row and the other starts the next: in the picture they sit at opposite edges.

# %% [markdown] lang="fr" exercise="touching" part="reveal"
# Le 5♥ (emplacement 21) et le 8♠ (emplacement 20) se suivent dans l'ordre de lecture, mais l'un termine une rangée et l'autre commence la suivante : sur l'image, ils sont aux deux bords opposés.

# %% [markdown] lang="en"
# ### Which Ace for the Queen?
#
# Back to deal 1. Q♥ may take A♥ (`t7-t1`) or A♣ (`t7-t6`). Which Ace should go, if you want the grid to offer as many moves as possible afterwards?

# %% [markdown] lang="fr"
# ### Quel As pour la Dame ?
#
# Retour à la donne 1. La D♥ peut prendre l'A♥ (`t7-t1`) ou l'A♣ (`t7-t6`). Quel As faut-il retirer pour que la grille offre ensuite le plus de coups possible ?

# %% exercise="which_ace" part="ask"
q = exercise("neighbor.which_ace")
position = q.game


def moves_after(move):
    grid = position.copy()
    grid.play(move)
    return len(grid.legal_moves())


aces = {"t7-t1": "tableau1", "t7-t6": "tableau6"}
best = max(aces, key=moves_after)
display(show(position))
q

# %% exercise="which_ace" part="answer"
answer = ...  # ← your answer: one card
### BEGIN SOLUTION
answer = "AC"
### END SOLUTION
q.check(answer)

# %% exercise="which_ace" part="score"
q.score(answer)

# %% exercise="which_ace" part="reveal"
display(q.check(answer, reveal=True))
print({move: moves_after(move) for move in aces})
after = position.copy()
after.play(best)
show(after)

# %% [markdown] lang="en"
# ## Start at the top, measured
#
# The manual's advice follows from the slide: a hole near slot 1 moves nearly every card, so it stirs up the most new neighbours, while a hole in slot 25 changes nothing but that slot. Below, a player that always takes the move closest to the top-left corner, its mirror image that always starts from the bottom, and the kit's greedy player each play deals 1 to 30.

# %% [markdown] lang="fr"
# ## Commencer par le haut, mesuré
#
# Le conseil du manuel découle du glissement : un trou près de l'emplacement 1 fait bouger presque toutes les cartes et crée donc le plus de nouveaux voisinages, alors qu'un trou à l'emplacement 25 ne change que cet emplacement. Ci-dessous, un joueur qui prend toujours le coup le plus proche du coin en haut à gauche, son reflet qui commence toujours par le bas, et le joueur glouton du kit jouent chacun les donnes 1 à 30.

# %%
def slot(pile_id):
    return int(pile_id.removeprefix("tableau")) if pile_id.startswith("tableau") else 99


def top_first():
    def choose(game, moves):
        return min(moves, key=lambda move: min(slot(move.source), slot(move.target)))
    return choose


def bottom_first():
    def choose(game, moves):
        return max(moves, key=lambda move: min(slot(move.source), slot(move.target)))
    return choose


results = play_many({"greedy": greedy_player, "top first": top_first, "bottom first": bottom_first},
                    range(1, 31), game=GAME)
summarise(results, Phrase(en="cards removed", fr="cartes retirées"))

# %% [markdown] lang="en"
# A striking gap: starting from the top wins about two deals in three, the greedy player (which sees no difference between the slots and picks at random among pairs) about one in five, and starting from the bottom almost never. Nothing else differs between these players, so the order of removals alone decides most deals.

# %% [markdown] lang="fr"
# L'écart est frappant : commencer par le haut gagne environ deux donnes sur trois, le joueur glouton (qui ne distingue pas les emplacements et choisit au hasard parmi les paires) environ une sur cinq, et commencer par le bas presque jamais. Rien d'autre ne distingue ces joueurs : l'ordre des retraits décide à lui seul de la plupart des donnes.

# %% [markdown] lang="en"
# ## Neighbor and Monte Carlo
#
# Monte Carlo deals the same grid and also wants touching cards, but it pairs equal ranks, Kings included, and leaves the holes open until you click the stock yourself, so you can clear several pairs before anything slides. Neighbor adds up to thirteen, removes Kings alone, and closes up after every single removal.

# %% [markdown] lang="fr"
# ## Le Voisin et Monte Carlo
#
# Monte Carlo distribue la même grille et veut lui aussi des cartes voisines, mais il apparie les rangs égaux, Rois compris, et laisse les trous ouverts jusqu'à ce que vous cliquiez vous-même sur la pioche : on peut donc retirer plusieurs paires avant que rien ne glisse. Le Voisin additionne jusqu'à treize, retire les Rois seuls et se resserre après chaque retrait.

# %%
for line in differences(GAME, "monte_carlo"):
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
answer = 't11-f1'
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
# Deal 2 offers three Kings at once. Before removing any of them, check which pairs each removal would keep or break.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 offre trois Rois d'un coup. Avant d'en retirer un, vérifiez quelles paires chaque retrait garderait ou casserait.

# %%
sn.play(GAME, deal=2)
