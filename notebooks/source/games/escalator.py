# %% [markdown] lang="en"
# # Escalator
#
# Escalator is Elevator with the lights on: the same pyramid of 28 cards, the same waste, but every card is dealt
# face up. Nothing is left to discover except the order of the stock, so the game becomes one of planning. You
# can see a Ten waiting in the fifth row; the question is whether a run can reach it, because seeing a card does
# not make it free. It still needs the two cards lying over it to go first.
#
# A run here can climb. Clearing two neighbours of the bottom row frees the card above them, and if that card is
# a rank away from the waste, the same run carries on one floor higher.

# %% [markdown] lang="fr"
# # L'escalier roulant
#
# L'escalier roulant, c'est L'ascenseur en pleine lumière : la même pyramide de 28 cartes, la même défausse, mais
# toutes les cartes sont distribuées face visible. Il ne reste rien à découvrir, sauf l'ordre de la pioche ; le jeu
# devient une affaire de plan. On voit un Dix qui attend à la cinquième rangée ; la question est de savoir si une
# série peut l'atteindre, car voir une carte ne la rend pas libre. Il faut toujours que les deux cartes posées
# sur elle partent d'abord.
#
# Ici, une série peut grimper. Dégager deux voisines de la rangée du bas libère la carte au-dessus d'elles, et si
# cette carte est à un rang de la défausse, la même série continue un étage plus haut.

# %%
import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
import random
sn.set_lang("en")
feedback_in_steps()
GAME = "escalator"

# %% [markdown] lang="en"
# ## Deal 26
#
# Read the pyramid from the bottom: the seven free cards are 8♦ 7♣ 6♦ 10♥ 10♣ 4♦ 5♠. The code below turns the first
# stock card, 9♥. Above the free row, 5♣ and 3♥ sit on the left of the sixth row, and 2♦ starts the fifth: keep
# them in mind for the steps below.

# %% [markdown] lang="fr"
# ## La donne 26
#
# Lisez la pyramide par le bas : les sept cartes libres sont 8♦ 7♣ 6♦ 10♥ 10♣ 4♦ 5♠. Le code ci-dessous retourne la
# première carte de la pioche, le 9♥. Au-dessus de la rangée libre, le 5♣ et le 3♥ sont à gauche de la sixième rangée, et le
# 2♦ ouvre la cinquième : gardez-les en tête pour les étapes qui suivent.

# %%
game = sn.new_game(GAME, deal=26)
game.play("deal")
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Note the sentence "seeing a card does not make it free". In Elevator nobody needs telling, since a covered
# card is also a hidden one; here it is the first rule to take in.

# %% [markdown] lang="fr"
# ## Les règles
#
# Notez la phrase « voir une carte ne la rend pas libre ». À L'ascenseur, inutile de le dire, puisqu'une carte
# couverte y est aussi cachée ; ici, c'est la première règle à retenir.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## A run that climbs
#
# **Step 1.** 8♦, 7♣, 6♦ go down the bottom row from the left. Piles 22 and 23 are gone, so pile 16 (5♣) is free;
# 23 and 24 gone free pile 17 (3♥).

# %% [markdown] lang="fr"
# ## Une série qui grimpe
#
# **Étape 1.** Le 8♦, le 7♣ et le 6♦ descendent la rangée du bas depuis la gauche. Les piles 22 et 23 parties, la
# pile 16 (5♣) est libre ; 23 et 24 parties libèrent la pile 17 (3♥).

# %%
for move in ["t22-w", "t23-w", "t24-w"]:
    game.play(move)
show(game)

# %% [markdown] lang="en"
# **Step 2.** 5♣ from the sixth row, 4♦ from the bottom row, 3♥ from the sixth row again: the run moves between
# floors. With piles 16 and 17 both gone, pile 11 of the fifth row is free, and it holds 2♦, the next step down.

# %% [markdown] lang="fr"
# **Étape 2.** Le 5♣ de la sixième rangée, le 4♦ de la rangée du bas, le 3♥ de nouveau de la sixième : la série
# passe d'un étage à l'autre. Les piles 16 et 17 parties, la pile 11 de la cinquième rangée est libre, et elle tient
# le 2♦, la marche suivante.

# %%
for move in ["t16-w", "t27-w", "t17-w", "t11-w"]:
    game.play(move)
print(game.score, "cards cleared")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### In sight, in reach?
#
# Back to the start of deal 26, 9♥ on the waste. 10♠ (pile 13) and 8♠ (pile 14) in the fifth row are a rank from
# 9♥, and you can see them. Which of these moves get past the rules?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### En vue, à portée ?
#
# Retour au début de la donne 26, 9♥ sur la défausse. Le 10♠ (pile 13) et le 8♠ (pile 14), à la cinquième
# rangée, sont à un rang du 9♥, et on les voit. Lesquels de ces coups passent la règle ?

# %% exercise="in_reach" part="ask"
start = sn.new_game(GAME, deal=26)
start.play("deal")
q = LegalMoves(start, ["t22-w", "t13-w", "t25-w", "t14-w", "t23-w"])
q

# %% exercise="in_reach" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["b"]
### BEGIN SOLUTION
answer = ["a", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="in_reach" part="score"
q.score(answer)

# %% exercise="in_reach" part="reveal"
display(q.check(answer, reveal=True))
show(start, select=("tableau13", 1))

# %% [markdown] lang="en" exercise="in_reach" part="reveal"
# 10♠ lies under piles 18 and 19, 8♠ under 19 and 20: both are covered, face up or not. 7♣ is free but two ranks
# from 9♥.

# %% [markdown] lang="fr" exercise="in_reach" part="reveal"
# Le 10♠ est sous les piles 18 et 19, le 8♠ sous 19 et 20 : couverts tous les deux, qu'ils soient visibles ou non.
# Le 7♣ est libre, mais à deux rangs du 9♥.

# %% [markdown] lang="en"
# ### The best first card
#
# Same position. 8♦, 10♥ and 10♣ all fit on 9♥. Which one starts the longest run? Before you answer, follow
# each of the three as far as it goes: what would the waste need next?

# %% [markdown] lang="fr"
# ### La meilleure première carte
#
# Même position. Le 8♦, le 10♥ et le 10♣ vont tous sur le 9♥. Laquelle jouer en premier pour faire la plus longue
# série ? Avant de répondre, suivez chacune des trois aussi loin qu'elle va : que demanderait ensuite la
# défausse ?


# %% exercise="first" part="ask"
q = exercise("escalator.first")


def longest_run(position):
    """The cards of the longest run from this position, without the stock (every order tried)."""
    best = []
    for move in position.legal_moves():
        if move.kind == "move":
            later = position.copy()
            later.play(str(move))
            run = [position.pile(move.source).top] + longest_run(later)
            if len(run) > len(best):
                best = run
    return best


q

# %% exercise="first" part="answer"
answer = ...  # ← your answer: a card, e.g. "5D"
### BEGIN SOLUTION
answer = "8D"
### END SOLUTION
q.check(answer)

# %% exercise="first" part="score"
q.score(answer)

# %% exercise="first" part="reveal"
display(q.check(answer, reveal=True))
show(start, select=("tableau22", 1))

# %% [markdown] lang="en"
# ### Threes and Fours
#
# Deal 24, 4♥ on the waste. The bottom row holds 3♠ 3♣ 4♣ 6♠ J♦ 4♠ 2♣, and above it 3♦ (pile 17) and A♣
# (pile 16). How many cards can one run clear?

# %% [markdown] lang="fr"
# ### Des Trois et des Quatre
#
# Donne 24, 4♥ sur la défausse. La rangée du bas tient 3♠ 3♣ 4♣ 6♠ V♦ 4♠ 2♣, et au-dessus le 3♦ (pile 17) et
# l'A♣ (pile 16). Combien de cartes une seule série peut-elle dégager ?

# %% exercise="length" part="ask"
q = exercise("escalator.length")
fours = q.game
display(show(fours))
q

# %% exercise="length" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 7
### END SOLUTION
q.check(answer)

# %% exercise="length" part="score"
q.score(answer)

# %% exercise="length" part="reveal"
display(q.check(answer, reveal=True))
print(" ".join(card.phrase_text(sn.get_lang()) for card in longest_run(fours)))
show(fours, select=("tableau17", 1))

# %% [markdown] lang="en"
# ## Planning, measured
#
# With everything in sight, the natural advice is to look ahead: among the free cards that fit, play the one
# that opens the longest run (counted up to ten cards ahead). Opposed to the kit's greedy player on deals 1 to 50:
# wins out of 50, then the average number of cards cleared (28 at most).

# %% [markdown] lang="fr"
# ## Le plan, mesuré
#
# Tout étant visible, le conseil naturel est de regarder loin : parmi les cartes libres qui conviennent, jouer
# celle qui ouvre la plus longue série (comptée jusqu'à dix cartes d'avance). Opposé au joueur glouton du kit
# sur les donnes 1 à 50 : victoires sur 50, puis nombre moyen de cartes dégagées (28 au plus).

# %%
def run_length(position, limit=10):
    best = 0
    for move in position.legal_moves():
        if move.kind == "move" and best < limit:
            later = position.copy()
            later.play(str(move))
            best = max(best, 1 + (run_length(later, limit - 1) if limit > 1 else 0))
    return best


def look_ahead():
    def choose(game, moves):
        plays = [move for move in moves if move.kind == "move"]
        if not plays:
            return moves[0]

        def value(move):
            later = game.copy()
            later.play(str(move))
            return run_length(later)
        return max(plays, key=value)
    return choose


results = play_many({"greedy": lambda: greedy_player(random.Random(1)), "look ahead": look_ahead},
                    range(1, 51), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/50, {average:.1f}")

# %% [markdown] lang="en"
# Looking ahead does not pay here: the planner wins one deal in fifty and clears about 21 cards, no better than
# the greedy player (slightly worse on these deals). A long run now can empty the bottom row of the cards that
# would have matched the next stock cards; with one pass through a 24-card stock, what the pyramid keeps in
# reserve for later matters as much as what it gives now, and counting the run in front of you does not see it.

# %% [markdown] lang="fr"
# Regarder loin ne paie pas ici : le planificateur gagne une donne sur cinquante et dégage environ 21 cartes,
# pas mieux que le joueur glouton (un peu moins bien sur ces donnes). Une longue série peut vider la rangée du bas
# des cartes qui auraient convenu aux prochaines cartes de la pioche ; avec un seul passage d'une pioche de
# 24 cartes, ce que la pyramide garde pour plus tard compte autant que ce qu'elle donne tout de suite, et compter
# la série qui est devant soi ne le voit pas.

# %% [markdown] lang="en"
# ## Escalator and Elevator
#
# One difference only, and the engine finds it in the deal: Elevator deals 21 of the pyramid's cards face down
# and turns each up when it comes free, Escalator deals all 28 face up. The rules of play are the same; what
# changes is what you can plan.

# %% [markdown] lang="fr"
# ## L'escalier roulant et L'ascenseur
#
# Une seule différence, que le moteur trouve dans la donne : L'ascenseur distribue 21 cartes de la pyramide face
# cachée et retourne chacune quand elle se libère, L'escalier roulant les distribue toutes les 28 face visible.
# Les règles du jeu sont les mêmes ; ce qui change, c'est ce que l'on peut prévoir.

# %%
for line in differences(GAME, "elevator"):
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
answer = 't7-w'
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
# Deal 2 starts on K♥. Before each stock card, trace the longest run you can see, floors included, and play it.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 commence sur le R♥. Avant chaque carte de la pioche, suivez du regard la plus longue série visible,
# étages compris, et jouez-la.

# %%
sn.play(GAME, deal=2)
