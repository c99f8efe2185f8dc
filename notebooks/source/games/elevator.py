# %% [markdown] lang="en"
# # Elevator
#
# Elevator is a pyramid you dismantle from the ground floor up. Twenty-eight cards stand in seven rows, point at
# the top; each row lies over the lower half of the row above, and only the seven cards of the bottom row are
# face up. A card higher up turns face up, and becomes playable, once the two cards lying over it have gone.
#
# Every card you play goes onto the waste, one rank above or below its top card whatever the suit, with the Ace
# and the King next to each other. What this game teaches is reading the pyramid: which two cards hold a hidden
# one down, and which play will bring a new card to light. You cannot see what it will be; you can choose where.

# %% [markdown] lang="fr"
# # L'ascenseur
#
# L'ascenseur est une pyramide que l'on démonte en partant du rez-de-chaussée. Vingt-huit cartes forment sept
# rangées, pointe en haut ; chaque rangée recouvre la moitié basse de la rangée du dessus, et seules les sept
# cartes de la rangée du bas sont visibles. Une carte plus haute se retourne, et devient jouable, une fois parties
# les deux cartes qui la recouvrent.
#
# Toute carte jouée part sur la défausse, d'un rang au-dessus ou au-dessous de la carte du dessus quelle que soit
# la couleur, l'As et le Roi se suivant. Ce que ce jeu apprend, c'est à lire la pyramide : quelles deux cartes
# retiennent une carte cachée, et quel coup en mettra une nouvelle au jour. On ne peut pas voir ce qu'elle sera ;
# on peut choisir où.

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
GAME = "elevator"

# %% [markdown] lang="en"
# ## Deal 1
#
# The piles are numbered row by row from the point: 1 at the top, 2-3, 4-6, and so on down to 22-28, the open
# bottom row. The waste is empty at the start, so the stock (24 cards, one pass only) speaks first.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Les piles sont numérotées rangée par rangée depuis la pointe : 1 en haut, 2-3, 4-6, et ainsi de suite jusqu'à
# 22-28, la rangée ouverte du bas. La défausse est vide au départ : c'est donc la pioche (24 cartes, un seul
# passage) qui parle la première.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Two notes carry the game: the one on covering (a card is held down by the two cards over it in the row below)
# and the one on the waste (one rank up or down, Ace and King together).

# %% [markdown] lang="fr"
# ## Les règles
#
# Deux notes portent le jeu : celle sur le recouvrement (une carte est retenue par les deux cartes posées sur elle
# dans la rangée du dessous) et celle sur la défausse (un rang au-dessus ou au-dessous, l'As et le Roi ensemble).

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Opening a floor on deal 15
#
# **Step 1.** The first stock card is 10♠. J♠ (pile 25) and 9♥ (pile 23) both fit. J♠ sits next to Q♦
# (pile 26), and Q♦ fits on J♠: two neighbours of the bottom row that can go one after the other.

# %% [markdown] lang="fr"
# ## Ouvrir un étage sur la donne 15
#
# **Étape 1.** La première carte de la pioche est le 10♠. Le V♠ (pile 25) et le 9♥ (pile 23) vont tous les deux
# dessus. Le V♠ est voisin de la D♦ (pile 26), et la D♦ va sur le V♠ : deux voisines de la rangée du bas qui
# peuvent partir l'une après l'autre.

# %%
game = sn.new_game(GAME, deal=15)
game.play("deal")
show(game)

# %% [markdown] lang="en"
# **Step 2.** J♠ then Q♦. With piles 25 and 26 both gone, the card they lay over, pile 19 in the sixth row,
# turns face up: 5♥. Had you played 9♥ instead, it would have gone alone, with no neighbour to follow, and
# nothing would have turned up.

# %% [markdown] lang="fr"
# **Étape 2.** Le V♠, puis la D♦. Les piles 25 et 26 parties, la carte qu'elles recouvraient, la pile 19 de la
# sixième rangée, se retourne : 5♥. Le 9♥ serait parti seul, sans voisine pour le suivre, et rien ne se serait
# retourné.

# %%
game.play("t25-w")
game.play("t26-w")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### What goes on Q♥
#
# Deal 1, first stock card turned: Q♥. Which of these moves will the game take? Pile 16 is the first card of the sixth
# row.

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Ce qui va sur la D♥
#
# Donne 1, première carte de la pioche retournée : D♥. Parmi ces coups, lesquels le jeu autorise-t-il ? La pile 16 est la
# première carte de la sixième rangée.

# %% exercise="fits" part="ask"
queen = sn.new_game(GAME, deal=1)
queen.play("deal")
q = LegalMoves(queen, ["t22-w", "t23-w", "t24-w", "t25-w", "t16-w"])
display(show(queen))
q

# %% exercise="fits" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "c", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="fits" part="score"
q.score(answer)

# %% exercise="fits" part="reveal"
display(q.check(answer, reveal=True))
show(queen, select=("tableau16", 1))

# %% [markdown] lang="en" exercise="fits" part="reveal"
# J♠, K♣ and J♥ are a rank from Q♥. 7♣ is too far, and pile 16 is still face down under piles 22 and 23.

# %% [markdown] lang="fr" exercise="fits" part="reveal"
# Le V♠, le R♣ et le V♥ sont à un rang de la D♥. Le 7♣ est trop loin, et la pile 16 est encore cachée sous les
# piles 22 et 23.

# %% [markdown] lang="en"
# ### Which pile turns up?
#
# Deal 13, first stock card 2♥. Play 3♥ (pile 25) and then 4♠ (pile 24). Which pile of the sixth row turns face
# up? Give its number.

# %% [markdown] lang="fr"
# ### Quelle pile se retourne ?
#
# Donne 13, première carte de la pioche : 2♥. Jouez le 3♥ (pile 25) puis le 4♠ (pile 24). Quelle pile de la
# sixième rangée se retourne ? Donnez son numéro.

# %% exercise="turns_up" part="ask"
q = exercise("elevator.turns_up")
hearts = q.game
after = hearts.copy()
after.play("t25-w")
after.play("t24-w")
display(show(hearts))
q

# %% exercise="turns_up" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 18
### END SOLUTION
q.check(answer)

# %% exercise="turns_up" part="score"
q.score(answer)

# %% exercise="turns_up" part="reveal"
display(q.check(answer, reveal=True))
show(after, select=("tableau18", 1))

# %% [markdown] lang="en"
# ### Round the corner
#
# Deal 2 turns K♥ first. How many pyramid cards can you play before you need the stock again? Remember that an
# Ace and a King are next to each other.

# %% [markdown] lang="fr"
# ### Passer le coin
#
# La donne 2 retourne d'abord le R♥. Combien de cartes de la pyramide pouvez-vous jouer avant d'avoir de nouveau
# besoin de la pioche ? Souvenez-vous que l'As et le Roi se suivent.


# %% exercise="corner" part="ask"
q = exercise("elevator.corner")
king = q.game


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


display(show(king))
q

# %% exercise="corner" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="corner" part="score"
q.score(answer)

# %% exercise="corner" part="reveal"
display(q.check(answer, reveal=True))
print(" ".join(card.phrase_text(sn.get_lang()) for card in longest_run(king)))
show(king, select=("tableau22", 1))

# %% [markdown] lang="en"
# ## Turning cards up, measured
#
# The usual advice for Elevator: play the move that leaves the fewest face-down cards, and between equals the one
# that keeps the run going longest. Written as a player and set against the kit's greedy player on deals 1 to 50
# (wins out of 50, then the average number of cards cleared, 28 at most):

# %% [markdown] lang="fr"
# ## Retourner des cartes, mesuré
#
# Le conseil habituel pour L'ascenseur : jouer le coup qui laisse le moins de cartes cachées, et à égalité celui
# qui prolonge le plus la série. Écrit sous forme de joueur et opposé au joueur glouton du kit sur les donnes 1 à
# 50 (victoires sur 50, puis nombre moyen de cartes dégagées, 28 au plus) :

# %%
def face_down(position):
    return sum(not card.face_up for number in range(1, 29) for card in position.pile(f"tableau{number}").cards)


def run_length(position, limit=10):
    best = 0
    for move in position.legal_moves():
        if move.kind == "move" and best < limit:
            later = position.copy()
            later.play(str(move))
            best = max(best, 1 + (run_length(later, limit - 1) if limit > 1 else 0))
    return best


def uncover_first():
    def choose(game, moves):
        plays = [move for move in moves if move.kind == "move"]
        if not plays:
            return moves[0]

        def value(move):
            later = game.copy()
            later.play(str(move))
            return (-face_down(later), run_length(later))
        return max(plays, key=value)
    return choose


results = play_many({"greedy": lambda: greedy_player(random.Random(1)), "uncover first": uncover_first},
                    range(1, 51), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/50, {average:.1f}")

# %% [markdown] lang="en"
# Both clear about twenty cards of the 28 and win one deal in fifty; the advice gains less than one card a deal.
# The pyramid's point is the trouble: the last cards to come free are the top rows, by then the stock is nearly
# spent, and whether their ranks fit the few stock cards left is luck, not play.

# %% [markdown] lang="fr"
# Les deux dégagent une vingtaine de cartes sur 28 et gagnent une donne sur cinquante ; le conseil fait gagner
# moins d'une carte par donne. C'est la pointe de la pyramide qui pose problème : les dernières cartes libérées
# sont celles du haut, la pioche est alors presque épuisée, et que leurs rangs conviennent aux quelques cartes
# restantes tient de la chance, pas du jeu.

# %% [markdown] lang="en"
# ## Elevator and Triple Peaks
#
# Both hide their upper cards and turn them up as they come free, and both let the Ace and the King follow each
# other. Triple Peaks splits its cards into three peaks on a common row of ten, deals a first waste card and
# scores runs; Elevator is a single pyramid of 28 whose point comes free last, starts with an empty waste and
# simply counts the cards cleared.

# %% [markdown] lang="fr"
# ## L'ascenseur et le Jeu de tuiles
#
# Les deux cachent leurs cartes du haut et les retournent à mesure qu'elles se libèrent, et les deux laissent l'As
# et le Roi se suivre. Le Jeu de tuiles répartit ses cartes en trois sommets sur une rangée commune de dix, pose
# une première carte sur la défausse et compte les séries ; L'ascenseur est une seule pyramide de 28 dont la
# pointe se libère en dernier, commence avec une défausse vide et compte simplement les cartes dégagées.

# %%
for line in differences(GAME, "triple_peaks"):
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
answer = 't12-w'
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
# On deal 2, after the run of three on K♥, look at which bottom-row neighbours are gone and which hidden cards
# they have freed, before you turn the next stock card.

# %% [markdown] lang="fr"
# ## À vous
#
# Sur la donne 2, après la série de trois sur le R♥, regardez quelles voisines de la rangée du bas sont parties et
# quelles cartes cachées elles ont libérées, avant de retourner la carte suivante de la pioche.

# %%
sn.play(GAME, deal=2)
