# %% [markdown] lang="en"
# # Spiderette
#
# Spiderette squeezes Spider into one pack: seven columns laid out like Klondike's staircase (one card in the first, seven in the last, only the bottom card of each face up), four suits to gather from King down to Ace, and 24 cards in the stock. The rules are Spider's — build on any suit, lift only one-suit runs, a click deals a card onto every column — but the short first columns change the game: an empty column appears within a move or two, and the whole art is in using it before the stock forces you to fill it.

# %% [markdown] lang="fr"
# # La petite araignée
#
# La petite araignée fait tenir l'araignée dans un seul paquet : sept colonnes en escalier comme au Klondike (une carte dans la première, sept dans la dernière, seule celle du bas face visible), quatre couleurs à réunir du Roi à l'As, et 24 cartes dans la pioche. Les règles sont celles de l'araignée — construire sur n'importe quelle couleur, ne déplacer que des suites d'une même couleur, un clic pose une carte sur chaque colonne — mais les premières colonnes, très courtes, changent le jeu : une colonne vide apparaît en un ou deux coups, et tout l'art est de s'en servir avant que la pioche n'oblige à la combler.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import PickTarget, LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "spiderette"

# %% [markdown] lang="en"
# ## Deal 1
#
# Twenty-one cards hide behind seven face-up ones. Pile 1 holds a single card, 6♣ — and pile 4 ends with 7♣.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Vingt et une cartes se cachent derrière sept cartes visibles. La pile 1 ne contient qu'une carte, le 6♣ — et la pile 4 se termine par le 7♣.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Read the stock line twice: one card per column, and never while a column is empty. With 24 cards for seven columns, the last click cannot serve them all.

# %% [markdown] lang="fr"
# ## Les règles
#
# Relisez deux fois la ligne de la pioche : une carte par colonne, et jamais tant qu'une colonne est vide. Avec 24 cartes pour sept colonnes, le dernier clic ne peut pas les servir toutes.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Two moves on deal 1
#
# **6♣ onto 7♣.** The best kind of first move: the two clubs form a run that will travel as one, and pile 1 is now empty.

# %% [markdown] lang="fr"
# ## Deux coups sur la donne 1
#
# **6♣ sur 7♣.** Le meilleur premier coup possible : les deux trèfles forment une suite qui voyagera d'un bloc, et la pile 1 est désormais vide.

# %%
game.play("t1-t4")
show(game)

# %% [markdown] lang="en"
# **7♣ and 6♣ together onto 8♠.** The run of two clubs lifts as one block (the notation `x2` says two cards) and lands on the 8♠ of pile 7. Pile 4 turns over 2♦. The empty pile 1 is still there, ready for whatever needs a place.

# %% [markdown] lang="fr"
# **7♣ et 6♣ ensemble sur le 8♠.** La suite de deux trèfles se soulève d'un bloc (la notation `x2` indique deux cartes) et se pose sur le 8♠ de la pile 7. La pile 4 retourne le 2♦. La pile 1 vide est toujours là, prête à accueillir ce qui cherche une place.

# %%
game.play("t4-t7x2")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — with a column empty
#
# Go back to the position after the first move only (pile 1 empty, 7♣ 6♣ still in pile 4). Which moves in this list may you make?

# %% [markdown] lang="fr"
# ## Exercice 1 — avec une colonne vide
#
# Revenons à la position après le premier coup seulement (pile 1 vide, 7♣ 6♣ encore dans la pile 4). Repérez les coups permis dans la liste ci-dessous.

# %% exercise="gap" part="ask"
position = sn.new_game(GAME, deal=1)
position.play("t1-t4")
q = LegalMoves(position, ["deal", "t4-t1x2", "t3-t4", "t6-t5", "t7-t1"])
display(show(position))
q

# %% exercise="gap" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["a", "b"]
### BEGIN SOLUTION
answer = ["b", "d", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="gap" part="score"
q.score(answer)

# %% exercise="gap" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau4", 2))

# %% [markdown] lang="en" exercise="gap" part="reveal"
# The empty column takes anything — a lone 8♠ or a two-card run — but the stock stays shut until the gap is filled. 6♥ on 6♣ fails for a plainer reason: the ranks must step down by one.

# %% [markdown] lang="fr" exercise="gap" part="reveal"
# La colonne vide accepte tout — un 8♠ seul ou une suite de deux cartes — mais la pioche reste fermée tant que le trou n'est pas comblé. Le 6♥ sur le 6♣ échoue pour une raison plus simple : les rangs doivent descendre d'un cran.

# %% [markdown] lang="en"
# ## Exercise 2 — two homes for a two
#
# Back to the position after both moves. Where may the 2♠ at the bottom of pile 6 go?

# %% [markdown] lang="fr"
# ## Exercice 2 — deux places pour un deux
#
# Revenons à la position après les deux coups. Où peut aller le 2♠ en bas de la pile 6 ?

# %% exercise="two" part="ask"
position = game.copy()
q = PickTarget(position, "tableau6", 1)
display(show(position, labels=True))
q

# %% exercise="two" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau2"]
### BEGIN SOLUTION
answer = ["tableau1", "tableau5"]
### END SOLUTION
q.check(answer)

# %% exercise="two" part="score"
q.score(answer)

# %% exercise="two" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau6", 1))

# %% [markdown] lang="en" exercise="two" part="reveal"
# On the 3♦ it frees pile 6's hidden card and keeps the gap; in the empty pile it would spend the gap on a card that could go elsewhere. Same destination list, very different value.

# %% [markdown] lang="fr" exercise="two" part="reveal"
# Sur le 3♦, il libère la carte cachée de la pile 6 et garde le trou ; dans la pile vide, il gaspillerait ce trou pour une carte qui pouvait aller ailleurs. Même liste de destinations, valeur très différente.

# %% [markdown] lang="en"
# ## Exercise 3 — what lifts from pile 7
#
# In the same position pile 7 ends with 8♠, 7♣, 6♣. How many of those cards can leave pile 7 in one move?

# %% [markdown] lang="fr"
# ## Exercice 3 — ce qui se soulève de la pile 7
#
# Dans la même position, la pile 7 se termine par 8♠, 7♣, 6♣. Combien de ces cartes peuvent quitter la pile 7 en un seul coup ?

# %% exercise="lift" part="ask"
q = exercise("spiderette.lift")
q

# %% exercise="lift" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 2
### END SOLUTION
q.check(answer)

# %% exercise="lift" part="score"
q.score(answer)

# %% exercise="lift" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau7", 2))

# %% [markdown] lang="en"
# ## Exercise 4 — counting the clicks
#
# From the opening deal, if you did nothing but click the stock, how many clicks would it accept?

# %% [markdown] lang="fr"
# ## Exercice 4 — compter les clics
#
# Depuis la donne de départ, si l'on ne faisait que cliquer sur la pioche, combien de clics accepterait-elle ?

# %% exercise="clicks" part="ask"
q = exercise("spiderette.clicks")
clicked = sn.new_game(GAME, deal=1)
clicks = 0
while "deal" in [str(move) for move in clicked.legal_moves()]:
    clicked.play("deal")
    clicks += 1
q

# %% exercise="clicks" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="clicks" part="score"
q.score(answer)

# %% exercise="clicks" part="reveal"
display(q.check(answer, reveal=True))
show(clicked)

# %% [markdown] lang="en" exercise="clicks" part="reveal"
# Piles 1 to 3 carry one card more than the others after the last click — the short piles, the ones most likely to be emptied again.

# %% [markdown] lang="fr" exercise="clicks" part="reveal"
# Après le dernier clic, les piles 1 à 3 portent une carte de plus que les autres — ce sont les piles courtes, celles qu'on a le plus de chances de vider de nouveau.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual's advice: keep a column empty as long as you can, and fill it just before you deal. The player below avoids sending cards into an empty column unless nothing else is possible, and is measured against the kit's greedy player on deals 1 to 40.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le conseil du manuel : garder une colonne vide aussi longtemps que possible, et ne la remplir que juste avant de distribuer. Le joueur ci-dessous évite d'envoyer des cartes dans une colonne vide, sauf s'il n'a rien d'autre à jouer ; on le compare au joueur glouton du kit sur les donnes 1 à 40.

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def keep_a_gap():
    greedy = greedy_player()

    def choose(game, moves):
        onto_cards = [move for move in moves
                      if str(move) != "deal" and move.target and game.pile(move.target).cards]
        return greedy(game, onto_cards or moves)
    return choose


results = play_many({"greedy": greedy_player, "keep a gap": keep_a_gap}, range(1, 41), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:10} wins {wins}/40, average score {sum(s for _, s in games) / len(games):.2f}")

# %% [markdown] lang="en"
# No win for either, and barely a difference in score (if anything the gap-keeper scores a little more): keeping a gap pays only if you then *use* it to sort a column, which needs planning several moves ahead. The advice is right for a human; a player that looks one move ahead cannot cash it in.

# %% [markdown] lang="fr"
# Aucune victoire ni d'un côté ni de l'autre, et presque pas d'écart de score (celui qui garde un trou marque même un peu plus) : garder un trou ne paie que si l'on s'en *sert* ensuite pour trier une colonne, ce qui demande de prévoir plusieurs coups. Le conseil vaut pour un humain ; un joueur qui ne voit qu'un coup à l'avance ne sait pas en profiter.

# %% [markdown] lang="en"
# ## Compared with Spider
#
# Half the cards, so four foundations instead of eight and seven columns instead of ten; a Klondike staircase instead of Spider's even rows, so empty columns come early; and a last click that serves only three columns.

# %% [markdown] lang="fr"
# ## Par rapport à l'araignée
#
# Deux fois moins de cartes, donc quatre fondations au lieu de huit et sept colonnes au lieu de dix ; un escalier de Klondike au lieu des rangées régulières de l'araignée, si bien que les colonnes vides arrivent tôt ; et un dernier clic qui ne sert que trois colonnes.

# %%
for line in differences(GAME, "spider"):
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
answer = 't5-t2x3'
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
# Deal 2 starts with Q♦ alone in pile 1 and K♦ at the bottom of pile 4: a one-suit start and an empty column in a single move. What will you put in that column?

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 commence avec la D♦ seule dans la pile 1 et le R♦ en bas de la pile 4 : un début de suite dans une seule couleur et une colonne vide en un seul coup. Que mettrez-vous dans cette colonne ?

# %%
sn.play(GAME, deal=2)
