# %% [markdown] lang="en"
# # Baker's Dozen
#
# Thirteen piles of four open cards — a baker's dozen — and one odd rule at the deal: every King is slipped under
# the other cards of its pile. Cards move **one at a time**, onto any card one rank higher whatever its suit, and a
# pile that empties stays empty for good.
#
# Because Kings start at the bottom, no King ever blocks anything; what blocks you are low cards sitting under
# higher ones. The game teaches you to read a pile from the bottom up and to count what covers each small card.

# %% [markdown] lang="fr"
# # Les boulangers
#
# Treize piles de quatre cartes découvertes (une douzaine de boulanger) et une règle curieuse à la donne : chaque
# Roi est glissé sous les autres cartes de sa pile. Les cartes se déplacent **une à une**, sur n'importe quelle
# carte d'un rang au-dessus quelle que soit sa couleur, et une pile vidée reste vide pour de bon.
#
# Comme les Rois partent du fond, aucun Roi ne bloque jamais rien ; ce qui bloque, ce sont les petites cartes
# coincées sous de plus grandes. Le jeu apprend à lire une pile de bas en haut et à compter ce qui couvre chaque
# petite carte.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many, summarise
from solitaire_nb.engine.strategy import greedy_player, move_value
import random
sn.set_lang("en")
feedback_in_steps()
GAME = "bakers_dozen"

# %% [markdown] lang="en"
# ## Deal 1
#
# The four Kings are at the bottom of piles 3, 7, 10 and 12. Now find the Aces: A♠ and A♥ also lie at the bottom
# (piles 5 and 8), under three cards each; the A♣ lies under a single card in pile 13, the A♦ under two in
# pile 11.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Les quatre Rois sont au fond des piles 3, 7, 10 et 12. Cherchez maintenant les As : l'A♠ et l'A♥ sont eux aussi au
# fond (piles 5 et 8), sous trois cartes chacun ; l'A♣ n'est couvert que par une carte dans la pile 13, l'A♦ par
# deux dans la pile 11.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Three lines decide the play: Kings to the bottom at the deal, one card at a time regardless of suit, and empty
# piles never refilled.

# %% [markdown] lang="fr"
# ## Les règles
#
# Trois lignes décident du jeu : les Rois au fond à la donne, une carte à la fois sans tenir compte de la couleur,
# et des piles vides jamais remplies.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Digging for the A♣
#
# **Step 1.** The A♣ of pile 13 lies under 10♦ — move the 10♦ onto the J♥ of pile 7 (`t13-t7`): a red Ten on a red
# Jack is fine here.

# %% [markdown] lang="fr"
# ## À la recherche de l'A♣
#
# **Étape 1.** L'A♣ de la pile 13 est sous le 10♦ : posez le 10♦ sur le V♥ de la pile 7 (`t13-t7`). Un Dix rouge
# sur un Valet rouge, c'est permis ici.

# %%
game.play("t13-t7")
show(game)

# %% [markdown] lang="en"
# **Step 2.** The A♣ is on top: it goes home, and the 2♣ of pile 1 follows it at once.

# %% [markdown] lang="fr"
# **Étape 2.** L'A♣ est dégagé : il monte, et le 2♣ de la pile 1 le suit aussitôt.

# %%
home = [str(m) for m in game.legal_moves() if m.source == "tableau13" and m.target.startswith("foundation")][0]
game.play(home)
game.play([str(m) for m in game.legal_moves() if m.source == "tableau1" and m.target.startswith("foundation")][0])
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — suit does not matter
#
# On the opening deal, where may the 3♠ on top of pile 4 go?

# %% [markdown] lang="fr"
# ## Exercice 1 — la couleur ne compte pas
#
# Sur la donne de départ, où peut aller le 3♠ au sommet de la pile 4 ?

# %% exercise="where" part="ask"
position = sn.new_game(GAME, deal=1)
q = PickTarget(position, "tableau4", 1)
display(show(position, labels=True))
q

# %% exercise="where" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau2"]
### BEGIN SOLUTION
answer = ["tableau9", "tableau12"]
### END SOLUTION
q.check(answer)

# %% exercise="where" part="score"
q.score(answer)

# %% exercise="where" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau4", 1))

# %% [markdown] lang="en" exercise="where" part="reveal"
# Both Fours take it, the 4♠ and the 4♥ alike. The 2♣ of pile 1, by contrast, has a single choice: the 3♠.

# %% [markdown] lang="fr" exercise="where" part="reveal"
# Les deux Quatre l'acceptent, le 4♠ comme le 4♥. Le 2♣ de la pile 1, lui, n'a qu'un choix : le 3♠.

# %% [markdown] lang="en"
# ## Exercise 2 — how many piles can move?
#
# Still on the opening deal: of the thirteen top cards, how many can go somewhere right now?

# %% [markdown] lang="fr"
# ## Exercice 2 — combien de piles peuvent bouger ?
#
# Toujours sur la donne de départ : parmi les treize cartes du dessus, combien peuvent aller quelque part tout de
# suite ?

# %% exercise="movable" part="ask"
q = exercise("bakers_dozen.movable")
position = q.game
q

# %% exercise="movable" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 9
### END SOLUTION
q.check(answer)

# %% exercise="movable" part="score"
q.score(answer)

# %% exercise="movable" part="reveal"
display(q.check(answer, reveal=True))
for move in position.legal_moves():
    print(move)

# %% [markdown] lang="en"
# ## Exercise 3 — a pile lost for good
#
# The position below comes from deal 1 after 28 moves; pile 2 is empty. Which of these moves are legal?

# %% [markdown] lang="fr"
# ## Exercice 3 — une pile perdue pour de bon
#
# La position ci-dessous vient de la donne 1 après 28 coups ; la pile 2 est vide. Lesquels de ces coups sont
# permis ?

# %% exercise="empty" part="ask"
position = sn.new_game(GAME, deal=1)
for move in ["t11-t5", "t9-t11", "t9-t13", "t3-t4", "t5-t7", "t7-t5", "t8-t9", "t12-t9", "t5-t7", "t3-t10",
             "t5-t8", "t6-t7", "t3-t2", "t2-t7", "t7-t2", "t2-t7", "t8-t6", "t6-t12", "t7-t2", "t2-t13",
             "t12-t6", "t12-t3", "t2-t12", "t2-t5", "t13-t12", "t6-t3", "t2-t8", "t2-t12"]:
    position.play(move)
q = LegalMoves(position, ["t13-t2", "t1-t5", "t7-t13", "t3-t6"])
display(show(position))
q

# %% exercise="empty" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="empty" part="score"
q.score(answer)

# %% exercise="empty" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau13", 1))

# %% [markdown] lang="en" exercise="empty" part="reveal"
# Nothing may enter pile 2 any more: emptying a pile in Baker's Dozen gains nothing and loses a place to build.

# %% [markdown] lang="fr" exercise="empty" part="reveal"
# Plus rien n'entre dans la pile 2 : vider une pile aux boulangers ne rapporte rien et fait perdre une place où
# construire.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual's advice, as a player: never empty a pile unless its last card goes home, and otherwise play like the
# greedy player. Deals 1 to 10, greedy ties seeded so the figures repeat.

# %% [markdown] lang="fr"
# ## La stratégie, mesurée
#
# Le conseil du manuel, sous forme de joueur : ne jamais vider une pile sauf si sa dernière carte monte, et sinon
# jouer comme le joueur glouton. Donnes 1 à 10, tirages du glouton fixés pour que les chiffres se répètent.

# %%
def keep_piles():
    def choose(game, moves):
        def value(move):
            penalty = 0
            last = len(game.pile(move.source).cards) == 1
            if move.source.startswith("tableau") and last and not move.target.startswith("foundation"):
                penalty = 50
            return move_value(game, move) - penalty
        return max(moves, key=value)
    return choose

results = play_many({"greedy": lambda: greedy_player(random.Random(0)), "keep piles": keep_piles},
                    range(1, 11), game=GAME, max_moves=400, patience=60)
summarise(results)

# %% [markdown] lang="en"
# Neither player wins a deal, but refusing to empty piles roughly doubles the cards sent home on average (about 9
# against 5): the manual's warning is worth something even to a player that never looks ahead.

# %% [markdown] lang="fr"
# Aucun des deux joueurs ne gagne, mais refuser de vider les piles double à peu près le nombre moyen de cartes
# montées (environ 9 contre 5) : l'avertissement du manuel vaut quelque chose, même pour un joueur qui ne prévoit
# rien.

# %% [markdown] lang="en"
# ## Compared with FreeCell
#
# Both deal every card face up, but Baker's Dozen has no free cell at all, moves only one card at a time, builds
# regardless of suit, and never lets an empty pile be used again; its Kings start at the bottom, where in FreeCell
# a King can bury anything.

# %% [markdown] lang="fr"
# ## Comparé au FreeCell
#
# Les deux jeux montrent toutes les cartes, mais les boulangers n'ont aucune cellule libre, ne déplacent qu'une
# carte à la fois, construisent sans tenir compte de la couleur et ne laissent jamais resservir une pile vide ;
# leurs Rois partent du fond, alors qu'au FreeCell un Roi peut recouvrir n'importe quoi.

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
answer = 't3-t6'
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
# On deal 2, first count the cards covering each Ace, then free the cheapest one without emptying a pile.

# %% [markdown] lang="fr"
# ## À vous
#
# Sur la donne 2, comptez d'abord les cartes qui couvrent chaque As, puis dégagez le moins coûteux sans vider de
# pile.

# %%
sn.play(GAME, deal=2)
