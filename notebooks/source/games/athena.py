# %% [markdown] lang="en"
# # Athena
#
# Athena is Klondike with a striped deal: each of the seven piles holds four cards laid face down, face up, face down, face up. The face-up card in the middle of a pile is visible but cut off — a face-down card lies on it, so it cannot move with the top card as part of a sequence. It is freed only when the face-down card above it has turned up and gone.
#
# The rest is Klondike's: one card at a time from the stock, two redeals, Kings only in empty piles, and foundation cards that may come back down.

# %% [markdown] lang="fr"
# # Athéna
#
# Athéna, c'est le Klondike avec une donne rayée : chacune des sept piles contient quatre cartes posées face cachée, face visible, face cachée, face visible. La carte visible du milieu se voit mais reste isolée — une carte cachée est posée dessus, si bien qu'elle ne peut pas suivre la carte du dessus dans une séquence. Elle n'est libérée que lorsque la carte cachée qui la recouvre s'est retournée et est partie.
#
# Le reste vient du Klondike : la pioche une carte à la fois, deux redistributions, des Rois seulement dans les piles vides, et des cartes de fondation qui peuvent redescendre.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "athena"

# %% [markdown] lang="en"
# ## Deal 1
#
# Fourteen cards show, but only seven are at the top of a pile. A♣ and A♥ are on top of piles 4 and 5; A♠ shows in the middle of pile 5, under a hidden card.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Quatorze cartes se voient, mais sept seulement sont en haut d'une pile. L'A♣ et l'A♥ coiffent les piles 4 et 5 ; l'A♠ se voit au milieu de la pile 5, sous une carte cachée.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The line about the pile pattern is the whole difference from Klondike.

# %% [markdown] lang="fr"
# ## Les règles
#
# La ligne sur l'alternance du rouge et du noir dans les piles fait toute la différence avec le Klondike.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Three moves on deal 1
#
# **Both Aces up, 10♦ onto J♠.** Each move turns up the hidden card beneath: 2♠ in pile 5, 6♠ in pile 4, 8♠ in pile 3. In pile 5, A♠ and 2♠ are now both face up, one on the other.

# %% [markdown] lang="fr"
# ## Trois coups sur la donne 1
#
# **Les deux As en fondation, le 10♦ sur le V♠.** Chaque coup retourne la carte cachée en dessous : le 2♠ dans la pile 5, le 6♠ dans la pile 4, le 8♠ dans la pile 3. Dans la pile 5, l'A♠ et le 2♠ sont maintenant visibles tous les deux, l'un sur l'autre.

# %%
for move in ["t5-f1", "t4-f2", "t3-t7"]:
    game.play(move)
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — cards that can move at the start
#
# On the untouched deal 1, how many different tableau cards can be moved somewhere right now?

# %% [markdown] lang="fr"
# ## Exercice 1 — les cartes jouables au départ
#
# Sur la donne 1 intacte, combien de cartes différentes du tableau peuvent être déplacées tout de suite ?

# %% exercise="movable" part="ask"
q = exercise("athena.movable")
opening = q.game
display(show(opening))
q

# %% exercise="movable" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="movable" part="score"
q.score(answer)

# %% exercise="movable" part="reveal"
display(q.check(answer, reveal=True))
for move in opening.legal_moves():
    print(move)

# %% [markdown] lang="en"
# ## Exercise 2 — which moves, on deal 1?
#
# Same untouched deal. Which of these moves does the game allow?

# %% [markdown] lang="fr"
# ## Exercice 2 — quels coups sur la donne 1 ?
#
# Même donne intacte. Lesquels de ces coups le jeu accepte-t-il ?

# %% exercise="moves" part="ask"
q = LegalMoves(opening, ["t4-f1", "t3-t7", "t7-t3", "t6-t1", "deal"])
q

# %% exercise="moves" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["c"]
### BEGIN SOLUTION
answer = ["a", "b", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="moves" part="score"
q.score(answer)

# %% exercise="moves" part="reveal"
display(q.check(answer, reveal=True))
show(opening, select=("tableau3", 1))

# %% [markdown] lang="en"
# ## Exercise 3 — what turns up
#
# On deal 2, 8♦ (top of pile 3) goes onto 9♣. Which card then becomes the top card of pile 3? Answer with a card, e.g. "QH".

# %% [markdown] lang="fr"
# ## Exercice 3 — ce qui se retourne
#
# Sur la donne 2, le 8♦ (en haut de la pile 3) part sur le 9♣. Quelle carte devient alors la carte du dessus de la pile 3 ? Répondez par une carte, par exemple "QH".

# %% exercise="turns" part="ask"
q = exercise("athena.turns")
deal_two = q.game
after = deal_two.copy()
after.play("t3-t6")
display(show(deal_two))
q

# %% exercise="turns" part="answer"
answer = ...  # ← your answer: a card
### BEGIN SOLUTION
answer = "6S"
### END SOLUTION
q.check(answer)

# %% exercise="turns" part="score"
q.score(answer)

# %% exercise="turns" part="reveal"
display(q.check(answer, reveal=True))
show(after, select=("tableau3", 1))

# %% [markdown] lang="en" exercise="turns" part="reveal"
# Pile 3 now shows 9♠ and 6♠ both face up, yet they are no sequence: 6♠ must leave before 9♠ can be played.

# %% [markdown] lang="fr" exercise="turns" part="reveal"
# La pile 3 montre maintenant le 9♠ et le 6♠ face visible, mais ils ne forment pas une séquence : le 6♠ doit partir avant qu'on puisse jouer le 9♠.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# Since every middle card waits for the hidden card above it, a natural plan is to prefer moves that turn a hidden card up. The player below does that and otherwise plays like the kit's greedy player; deals 1 to 40.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Comme chaque carte du milieu attend la carte cachée posée sur elle, un plan s'impose : préférer les coups qui retournent une carte cachée. Le joueur ci-dessous fait ainsi et joue sinon comme le joueur glouton du kit ; donnes 1 à 40.

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def free_the_middle():
    greedy = greedy_player()

    def choose(game, moves):
        def turns_one(move):
            if not move.source.startswith("tableau"):
                return False
            cards = game.pile(move.source).cards
            return len(cards) > move.count and not cards[-move.count - 1].face_up
        return greedy(game, [move for move in moves if turns_one(move)] or moves)
    return choose


results = play_many({"greedy": greedy_player, "free the middle": free_the_middle}, range(1, 41), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:15} wins {wins}/40, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# Athena is far kinder than the Spider games: the greedy player already wins about half the deals, and freeing the middle cards first adds a win and a little score. The gain is small but points the right way.

# %% [markdown] lang="fr"
# Athéna est bien plus clémente que les jeux de l'araignée : le joueur glouton gagne déjà environ la moitié des donnes, et libérer d'abord les cartes du milieu ajoute une victoire et un peu de score. Le gain est modeste, mais va dans le bon sens.

# %% [markdown] lang="en"
# ## Compared with Klondike
#
# The engine finds no difference in the rules: everything lies in the deal — four cards a pile in alternating stripes instead of Klondike's staircase with only the top card up.

# %% [markdown] lang="fr"
# ## Par rapport au Klondike
#
# Le moteur ne trouve aucune différence de règle : tout tient dans la donne — quatre cartes par pile en bandes alternées au lieu de l'escalier du Klondike où seule la carte du dessus est visible.

# %%
for line in differences(GAME, "klondike"):
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
answer = 'f1-t4'
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
# Deal 2: three moves are open. Which one frees a middle card soonest?

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 : trois coups sont possibles. Lequel libère le plus tôt une carte du milieu ?

# %%
sn.play(GAME, deal=2)
