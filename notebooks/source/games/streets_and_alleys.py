# %% [markdown] lang="en"
# # Streets and Alleys
#
# Beleaguered Castle without the head start: all 52 cards are dealt face up into eight piles (seven cards in the
# first four, six in the others), and the four Aces are somewhere among them. Cards move one at a time, down
# regardless of suit; an empty pile takes any card.
#
# The first job on every deal is therefore a dig: find the Aces, count what covers each one, and start with the
# cheapest.

# %% [markdown] lang="fr"
# # Rues et ruelles
#
# Le château assiégé sans l'avance du départ : les 52 cartes sont données face visible en huit piles (sept cartes
# dans les quatre premières, six dans les autres), et les quatre As sont quelque part parmi elles. Les cartes se
# déplacent une à une, en descendant sans tenir compte de la couleur ; une pile vide accepte n'importe quelle
# carte.
#
# Le premier travail, à chaque donne, est donc un creusement : trouver les As, compter ce qui couvre chacun, et
# commencer par le moins coûteux.

# %%
import solitaire_nb as sn
from solitaire_nb.text.phrases import Phrase
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "streets_and_alleys"

# %% [markdown] lang="en"
# ## Deal 3
#
# The A♣ is on top of pile 1 — a free start. The other three Aces hide in piles 1 and 6: A♥ under three cards,
# A♠ under two cards and A♦ under three in pile 6.

# %% [markdown] lang="fr"
# ## Donne 3
#
# L'A♣ est au sommet de la pile 1 : un départ gratuit. Les trois autres As se cachent dans les piles 1 et 6 : l'A♥
# sous trois cartes, l'A♠ sous deux cartes et l'A♦ sous trois dans la pile 6.

# %%
game = sn.new_game(GAME, deal=3)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# No cells, no stock, single cards: every move is a one-card step, and the foundations start empty.

# %% [markdown] lang="fr"
# ## Les règles
#
# Ni cellules ni pioche, des cartes une à une : chaque coup déplace une seule carte, et les fondations partent
# vides.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## A first dig
#
# **Step 1.** The A♣ goes home (`t1-f1`); the 9♥ under it is now the top of pile 1.

# %% [markdown] lang="fr"
# ## Un premier creusement
#
# **Étape 1.** L'A♣ monte (`t1-f1`) ; le 9♥ qu'il couvrait est maintenant au sommet de la pile 1.

# %%
game.play("t1-f1")
show(game)

# %% [markdown] lang="en"
# **Step 2.** Towards the Aces of pile 6: its top card 6♠ must leave first. The 5♣ of pile 8 can go onto it
# (`t8-t6`) — but that buries the Aces deeper. Instead, look where the 6♠ itself could go: is there a Seven on top?

# %% [markdown] lang="fr"
# **Étape 2.** Vers les As de la pile 6 : sa carte du dessus, le 6♠, doit partir d'abord. Le 5♣ de la pile 8 peut
# aller dessus (`t8-t6`), mais cela enfouit les As plus profond. Regardez plutôt où le 6♠ lui-même pourrait
# aller : y a-t-il un Sept au sommet ?

# %%
moves_of_6 = [str(move) for move in game.legal_moves() if move.source == "tableau6"]
print(Phrase(en="moves of the 6♠:", fr="coups du 6♠\u00a0:").text(), moves_of_6)
show(game, select=("tableau6", 1))

# %% [markdown] lang="en"
# None: no Seven is on top, so the 6♠ is stuck and the two Aces of pile 6 must wait. Pile 1, with the A♥ under
# 7♥ and 9♥, is the better target now.

# %% [markdown] lang="fr"
# Aucun : pas de Sept au sommet, le 6♠ est bloqué et les deux As de la pile 6 doivent attendre. La pile 1, avec
# l'A♥ sous le 7♥ et le 9♥, est maintenant la meilleure cible.

# %% [markdown] lang="en"
# ## Exercise 1 — the cheapest Ace
#
# On deal 1, how many cards cover the least buried Ace?

# %% [markdown] lang="fr"
# ## Exercice 1 — l'As le moins cher
#
# Sur la donne 1, combien de cartes couvrent l'As le moins enfoui ?

# %% exercise="cheapest" part="ask"
q = exercise("streets_and_alleys.cheapest")
position = q.game
display(show(position))
q

# %% exercise="cheapest" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="cheapest" part="score"
q.score(answer)

# %% exercise="cheapest" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau5", 4))

# %% [markdown] lang="en"
# ## Exercise 2 — two Nines
#
# Deal 2: where may the 8♣ on top of pile 5 go?

# %% [markdown] lang="fr"
# ## Exercice 2 — deux Neuf
#
# Donne 2 : où peut aller le 8♣ au sommet de la pile 5 ?

# %% exercise="where" part="ask"
position = sn.new_game(GAME, deal=2)
q = PickTarget(position, "tableau5", 1)
display(show(position, labels=True))
q

# %% exercise="where" part="answer"
answer = ...  # ← your answer: a list of pile ids
### BEGIN SOLUTION
answer = ["tableau1", "tableau7"]
### END SOLUTION
q.check(answer)

# %% exercise="where" part="score"
q.score(answer)

# %% exercise="where" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau5", 1))

# %% [markdown] lang="en" exercise="where" part="reveal"
# The 9♦ and the 9♣ both accept it: with building regardless of suit, each card often has a choice, and the choice
# is about which pile you want to keep shallow.

# %% [markdown] lang="fr" exercise="where" part="reveal"
# Le 9♦ et le 9♣ l'acceptent tous deux : quand on construit sans tenir compte de la couleur, chaque carte a souvent
# le choix, et ce choix porte sur la pile qu'on veut garder peu profonde.

# %% [markdown] lang="en"
# ## Exercise 3 — legal or not
#
# Deal 3 at the start: which of these moves are legal?

# %% [markdown] lang="fr"
# ## Exercice 3 — permis ou non
#
# Donne 3 au départ : lesquels de ces coups sont permis ?

# %% exercise="legal" part="ask"
position = sn.new_game(GAME, deal=3)
q = LegalMoves(position, ["t3-t4", "t7-t2", "t6-t8", "t1-f1"])
display(show(position))
q

# %% exercise="legal" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="legal" part="score"
q.score(answer)

# %% exercise="legal" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau7", 1))

# %% [markdown] lang="en"
# ## Strategy, measured
#
# Does the castle's habit of keeping an empty pile for a card with nowhere else to go help here too? The same
# player as in Beleaguered Castle, against the kit's greedy player (ties seeded), deals 1 to 10.

# %% [markdown] lang="fr"
# ## La stratégie, mesurée
#
# L'habitude du château assiégé, garder une pile vide pour une carte qui n'a pas d'autre place, aide-t-elle ici
# aussi ? Le même joueur que pour le château, face au joueur glouton du kit (tirages fixés), donnes 1 à 10.

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
# Here it changes nothing: both players send about one card home per deal. With the Aces buried, the play that
# matters comes long before any pile is empty — the order of the dig — and a one-move-ahead player never plans it.

# %% [markdown] lang="fr"
# Ici, cela ne change rien : les deux joueurs montent environ une carte par donne. Avec des As enfouis, ce qui
# compte se joue bien avant qu'une pile se vide (l'ordre du creusement), et un joueur qui ne voit qu'un coup à
# l'avance ne le prévoit jamais.

# %% [markdown] lang="en"
# ## Compared with Beleaguered Castle
#
# The same moves and the same building; the difference is the deal. Here the Aces are dealt among the other cards
# (52 cards in the piles instead of 48), so the foundations begin empty and the first moves are spent digging.

# %% [markdown] lang="fr"
# ## Comparé au château assiégé
#
# Les mêmes coups et la même construction ; la différence est dans la donne. Ici les As sont distribués parmi les
# autres cartes (52 cartes dans les piles au lieu de 48), si bien que les fondations partent vides et que les
# premiers coups servent à creuser.

# %%
for line in differences(GAME, "beleaguered_castle"):
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
answer = 't4-t1'
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
# Deal 2 hides its Aces in pile 4 (three of them) and pile 8: which pile will you attack first, and where will its
# cards go?

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 cache ses As dans la pile 4 (trois d'entre eux) et la pile 8 : quelle pile attaquerez-vous d'abord, et
# où iront ses cartes ?

# %%
sn.play(GAME, deal=2)
