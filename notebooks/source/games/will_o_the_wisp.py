# %% [markdown] lang="en"
# # Will o' the Wisp
#
# Will o' the Wisp keeps every rule of Spiderette and changes only the deal: seven even piles of three cards, two face down under one face up, and a thicker stock of 31 cards. Gone are the one-card piles that gave Spiderette an empty column at once; here every column must be dug through two hidden cards before it is empty, and the stock pours five rows onto you meanwhile.
#
# So this game is about the face-down cards: which move turns one over, and which move only shuffles face-up cards around.

# %% [markdown] lang="fr"
# # La volonté de Wisp
#
# La volonté de Wisp garde toutes les règles de la petite araignée et ne change que la donne : sept piles égales de trois cartes, deux face cachée sous une face visible, et une pioche plus épaisse de 31 cartes. Finies les piles d'une seule carte qui offraient tout de suite une colonne vide à la petite araignée ; ici, il faut creuser chaque colonne à travers deux cartes cachées avant de la vider, et la pioche déverse pendant ce temps cinq rangées.
#
# Ce jeu parle donc des cartes cachées : quel coup en retourne une, et quel coup ne fait que déplacer des cartes déjà visibles.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import PickTarget, LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "will_o_the_wisp"

# %% [markdown] lang="en"
# ## Deal 1
#
# Seven face-up cards, fourteen hidden, 31 in the stock. Three royal cards catch the eye: K♣ in pile 2, Q♣ in pile 6, Q♦ in pile 7 — and a J♠ in pile 3 that would like a Queen.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Sept cartes visibles, quatorze cachées, 31 dans la pioche. Trois figures attirent l'œil : le R♣ de la pile 2, la D♣ de la pile 6, la D♦ de la pile 7 — et un V♠ dans la pile 3 qui cherche une Dame.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Nothing here is new to a Spiderette player except the deal line: three cards a pile, and a stock that lasts longer.

# %% [markdown] lang="fr"
# ## Les règles
#
# Rien de neuf ici pour qui connaît la petite araignée, sauf la ligne de la donne : trois cartes par pile, et une pioche qui dure plus longtemps.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Exercise 1 — a Jack between two Queens
#
# On the opening deal, where may J♠ (pile 3) go?

# %% [markdown] lang="fr"
# ## Exercice 1 — un Valet entre deux Dames
#
# Sur la donne de départ, où peut aller le V♠ (pile 3) ?

# %% exercise="jack" part="ask"
position = sn.new_game(GAME, deal=1)
q = PickTarget(position, "tableau3", 1)
display(show(position, labels=True))
q

# %% exercise="jack" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau2"]
### BEGIN SOLUTION
answer = ["tableau6", "tableau7"]
### END SOLUTION
q.check(answer)

# %% exercise="jack" part="score"
q.score(answer)

# %% exercise="jack" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau3", 1))

# %% [markdown] lang="en" exercise="jack" part="reveal"
# Either Queen takes it, neither in its suit. Before choosing, look at what the Queens themselves could do: each of them fits on K♣, and only one of them is a club.

# %% [markdown] lang="fr" exercise="jack" part="reveal"
# Les deux Dames l'acceptent, aucune dans sa couleur. Avant de choisir, regardez ce que les Dames elles-mêmes pourraient faire : chacune va sur le R♣, et une seule est un trèfle.

# %% [markdown] lang="en"
# ## Two moves that dig
#
# **Q♣ onto K♣.** A run of clubs, one point, and the hidden card under Q♣ in pile 6 turns up: K♦.

# %% [markdown] lang="fr"
# ## Deux coups qui creusent
#
# **D♣ sur R♣.** Une suite de trèfles, un point, et la carte cachée sous la D♣ dans la pile 6 se retourne : le R♦.

# %%
game.play("t6-t2")
show(game)

# %% [markdown] lang="en"
# **Q♦ onto K♦.** The new King is exactly what Q♦ wanted: a second one-suit run, a second point, and pile 7 turns over 5♦. Pile 7 has a single hidden card left.

# %% [markdown] lang="fr"
# **D♦ sur R♦.** Le Roi tout juste apparu est exactement ce qu'attendait la D♦ : une deuxième suite d'une même couleur, un deuxième point, et la pile 7 retourne le 5♦. Il ne reste qu'une carte cachée dans la pile 7.

# %%
game.play("t7-t6")
show(game)

# %% [markdown] lang="en"
# ## Exercise 2 — what is still hidden
#
# After these two moves, how many face-down cards remain in the tableau?

# %% [markdown] lang="fr"
# ## Exercice 2 — ce qui reste caché
#
# Après ces deux coups, combien de cartes face cachée reste-t-il dans le tableau ?

# %% exercise="hidden" part="ask"
q = exercise("will_o_the_wisp.hidden")
position = q.game
display(show(position))
q

# %% exercise="hidden" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 12
### END SOLUTION
q.check(answer)

# %% exercise="hidden" part="score"
q.score(answer)

# %% exercise="hidden" part="reveal"
display(q.check(answer, reveal=True))
show(position)

# %% [markdown] lang="en"
# ## Exercise 3 — the next moves
#
# In the same position, which of these moves are allowed?

# %% [markdown] lang="fr"
# ## Exercice 3 — les coups suivants
#
# Dans la même position, lesquels de ces coups sont permis ?

# %% exercise="next" part="ask"
q = LegalMoves(position, ["t3-t2", "t6-t2", "t7-t5", "t1-t7", "t3-t6"])
q

# %% exercise="next" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["b"]
### BEGIN SOLUTION
answer = ["a", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="next" part="score"
q.score(answer)

# %% exercise="next" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau7", 1))

# %% [markdown] lang="en" exercise="next" part="reveal"
# All three allowed moves turn a card over. 5♦ onto 6♣ reaches the last hidden card of pile 7 and disturbs nothing; J♠ on a Queen uncovers the card hidden in pile 3, but it lays a spade across a one-suit run, a run that can then no longer move as a whole.

# %% [markdown] lang="fr" exercise="next" part="reveal"
# Les trois coups permis retournent tous une carte. Le 5♦ sur le 6♣ atteint la dernière carte cachée de la pile 7 sans rien déranger ; le V♠ sur une Dame découvre la carte cachée de la pile 3, mais il pose un pique en travers d'une suite d'une même couleur, qui ne pourra plus se déplacer d'un bloc.

# %% [markdown] lang="en"
# ## Exercise 4 — five rows or four?
#
# From the opening deal, clicking only the stock: how many clicks does it accept before it is empty?

# %% [markdown] lang="fr"
# ## Exercice 4 — cinq rangées ou quatre ?
#
# Depuis la donne de départ, en ne cliquant que sur la pioche : combien de clics accepte-t-elle avant d'être vide ?

# %% exercise="rows" part="ask"
q = exercise("will_o_the_wisp.rows")
dealt = sn.new_game(GAME, deal=1)
rows = 0
while "deal" in [str(move) for move in dealt.legal_moves()]:
    dealt.play("deal")
    rows += 1
q

# %% exercise="rows" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 5
### END SOLUTION
q.check(answer)

# %% exercise="rows" part="score"
q.score(answer)

# %% exercise="rows" part="reveal"
display(q.check(answer, reveal=True))
show(dealt)

# %% [markdown] lang="en" exercise="rows" part="reveal"
# One click more than Spiderette: one more row to bury the runs, which is why digging early matters.

# %% [markdown] lang="fr" exercise="rows" part="reveal"
# Un clic de plus qu'à la petite araignée : une rangée de plus pour enterrer les suites, d'où l'intérêt de creuser tôt.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# Since the hidden cards are the problem, a natural rule is "first play a move that turns a card over". The player below does exactly that and otherwise follows the kit's greedy choice; deals 1 to 40.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Puisque les cartes cachées sont le problème, une règle vient naturellement : « jouer d'abord un coup qui retourne une carte ». Le joueur ci-dessous fait exactement cela, et suit sinon le choix glouton du kit ; donnes 1 à 40.

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def turn_cards_first():
    greedy = greedy_player()

    def choose(game, moves):
        def turns_a_card(move):
            if str(move) == "deal" or not move.source or not move.source.startswith("tableau"):
                return False
            cards = game.pile(move.source).cards
            return len(cards) > move.count and not cards[-move.count - 1].face_up
        return greedy(game, [move for move in moves if turns_a_card(move)] or moves)
    return choose


results = play_many({"greedy": greedy_player, "turn cards first": turn_cards_first}, range(1, 41), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:16} wins {wins}/40, average score {sum(s for _, s in games) / len(games):.2f}")

# %% [markdown] lang="en"
# The rule does not pay on its own: the greedy player, which already values same-suit builds, ends with exactly the same score, and neither wins. Turning a card over is good only when the move does not wreck a run to do it — exactly the trade-off of exercise 3.

# %% [markdown] lang="fr"
# La règle seule ne paie pas : le joueur glouton, qui valorise déjà les constructions de même couleur, finit avec exactement le même score, et aucun ne gagne. Retourner une carte n'est bon que si le coup ne détruit pas une suite pour y parvenir — exactement le compromis de l'exercice 3.

# %% [markdown] lang="en"
# ## Compared with Spiderette
#
# Same rules word for word, so the engine finds nothing to list but the deal: Spiderette's staircase (1 to 7 cards, empty columns early, 24 in the stock, four clicks) against seven piles of three (no quick empty column, 31 in the stock, five clicks).

# %% [markdown] lang="fr"
# ## Par rapport à la petite araignée
#
# Mêmes règles mot pour mot, si bien que le moteur ne trouve à signaler que la donne : l'escalier de la petite araignée (de 1 à 7 cartes, des colonnes vides tôt, 24 cartes en pioche, quatre clics) contre sept piles de trois (pas de colonne vide rapide, 31 cartes en pioche, cinq clics).

# %%
for line in differences(GAME, "spiderette"):
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
answer = 't7-t6x3'
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
# On deal 2 only two moves are open before the first click. Count the hidden cards as you play: can you turn over all fourteen before the stock runs out?

# %% [markdown] lang="fr"
# ## À vous
#
# Sur la donne 2, deux coups seulement sont possibles avant le premier clic. Comptez les cartes cachées en jouant : arriverez-vous à retourner les quatorze avant la fin de la pioche ?

# %%
sn.play(GAME, deal=2)
