# %% [markdown] lang="en"
# # Poker
#
# Poker (Poker Squares) is the one game of the collection where cards are neither built nor cleared: they are
# placed. The stock turns one card at a time, and you put each into any empty cell of a five-by-five grid, where
# it stays. When the 25 cells are full, the five rows, five columns and two diagonals are read as twelve poker
# hands and scored; 75 points win.
#
# So the skill is hand scoring, and the scale is the British one, which is not the card-room ranking: a straight
# (12) is worth more than a full house (10), and a flush earns only 5. Every card you place belongs to two hands at
# least, a row and a column, three on a diagonal: each placement is a bet on both.

# %% [markdown] lang="fr"
# # Poker
#
# Le Poker (le Poker carré) est le seul jeu de la collection où les cartes ne se construisent ni ne se dégagent :
# elles se placent. La pioche retourne une carte à la fois, et vous la posez dans n'importe quelle case vide d'une
# grille de cinq sur cinq, où elle reste. Quand les 25 cases sont pleines, les cinq rangées, les cinq colonnes et
# les deux diagonales se lisent comme douze mains de poker et sont comptées ; 75 points gagnent.
#
# Le savoir-faire est donc le calcul des mains, et le barème est le barème anglais, qui n'est pas celui des salles
# de jeu : une quinte (12) vaut plus qu'un full (10), et une couleur ne rapporte que 5. Chaque carte posée appartient
# à deux mains au moins, une rangée et une colonne, trois sur une diagonale : chaque placement est un pari sur les
# deux.

# %%
import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.games.poker import hands
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
import random
sn.set_lang("en")
feedback_in_steps()
GAME = "poker"

# %% [markdown] lang="en"
# ## Deal 1
#
# The grid is empty and the first card, Q♣, is already on the waste. Cells are numbered row by row: 1 to 5 on top,
# 21 to 25 at the bottom. Of the 52 cards only 25 will ever be seen; the other 27 stay in the stock.

# %% [markdown] lang="fr"
# ## La donne 1
#
# La grille est vide et la première carte, la D♣, est déjà sur la défausse. Les cases sont numérotées rangée par
# rangée : 1 à 5 en haut, 21 à 25 en bas. Sur les 52 cartes, 25 seulement seront vues ; les 27 autres restent
# dans la pioche.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The note with the points table is the one to keep at hand: straight flush 30, four of a kind 16, straight 12,
# full house 10, three of a kind 6, flush 5, two pairs 3, one pair 1.

# %% [markdown] lang="fr"
# ## Les règles
#
# La note du barème est celle à garder sous la main : quinte flush 30, carré 16, quinte 12, full 10, brelan 6,
# couleur 5, deux paires 3, une paire 1.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Sixteen cards of deal 1
#
# **Step 1.** Deal 1 brings three Fours among its first eleven cards (4♠, 4♥, 4♦). They go side by side in row 1,
# cells 1 to 3, while the other cards fill rows 2 and 3. Only complete hands score: the score counts row 3's pair
# of Sevens, and nothing yet for row 1.

# %% [markdown] lang="fr"
# ## Seize cartes de la donne 1
#
# **Étape 1.** La donne 1 apporte trois Quatre parmi ses onze premières cartes (4♠, 4♥, 4♦). Ils se rangent côte à
# côte dans la rangée 1, cases 1 à 3, pendant que les autres cartes remplissent les rangées 2 et 3. Seules les
# mains complètes comptent : le score compte la paire de Sept de la rangée 3, et rien encore pour la rangée 1.

# %%
for cell in [6, 7, 8, 9, 10, 11, 12, 1, 13, 2, 3, 14, 4, 15, 16, 17]:
    game.play(f"w-t{cell}")
print("score:", game.score)
show(game)

# %% [markdown] lang="en"
# **Step 2.** The seventeenth card is 4♣, the last Four. Row 1 has one cell left.

# %% [markdown] lang="fr"
# **Étape 2.** La dix-septième carte est le 4♣, le dernier Quatre. Il reste une case à la rangée 1.

# %%
print("on the waste:", game.pile("waste").top)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Where does 4♣ pay most?
#
# In this position, which cell should 4♣ go to for the biggest score at once? Answer with the cell's number.

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Où le 4♣ rapporte-t-il le plus ?
#
# Dans cette position, dans quelle case poser le 4♣ pour le plus gros score immédiat ? Répondez par le numéro de
# la case.

# %% exercise="four" part="ask"
q = exercise("poker.four")


def score_if_placed(position, cell):
    trial = position.copy()
    trial.play(f"w-t{cell}")
    return trial.score


q

# %% exercise="four" part="answer"
answer = ...  # ← your answer: a cell number
### BEGIN SOLUTION
answer = 5
### END SOLUTION
q.check(answer)

# %% exercise="four" part="score"
q.score(answer)

# %% exercise="four" part="reveal"
display(q.check(answer, reveal=True))
print("score with 4♣ in cell 5:", score_if_placed(game, 5))
show(game, select=("tableau4", 1))

# %% [markdown] lang="en"
# ### Reading a column
#
# Now a whole grid: deal 1 again, each card put in the next empty cell, 1 to 25, with no thought at all. What does
# column 4 (cells 4, 9, 14, 19, 24) score?

# %% [markdown] lang="fr"
# ### Lire une colonne
#
# Maintenant une grille entière : de nouveau la donne 1, chaque carte posée dans la case vide suivante, de 1 à 25,
# sans la moindre réflexion. Combien rapporte la colonne 4 (cases 4, 9, 14, 19, 24) ?

# %% exercise="column" part="ask"
q = exercise("poker.column")
in_order = q.game
display(show(in_order))
q

# %% exercise="column" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 6
### END SOLUTION
q.check(answer)

# %% exercise="column" part="score"
q.score(answer)

# %% exercise="column" part="reveal"
display(q.check(answer, reveal=True))
show(in_order, select=("tableau4", 1))

# %% [markdown] lang="en"
# ### The whole grid's score
#
# Same full grid. Add up its twelve hands: how many points does this careless grid make?

# %% [markdown] lang="fr"
# ### Combien de mains comptent ?
#
# Même grille pleine. Sur ses douze mains, combien rapportent au moins un point ?

# %% exercise="count" part="ask"
q = exercise("poker.count")
q

# %% exercise="count" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 13
### END SOLUTION
q.check(answer)

# %% exercise="count" part="score"
q.score(answer)

# %% exercise="count" part="reveal"
display(q.check(answer, reveal=True))
for line, hand, points in hands(in_order):
    if points:
        print(line.text(sn.get_lang()), "—", hand, points)

# %% [markdown] lang="en"
# ## Options
#
# In shuffle mode a placed card may still be moved into an empty cell or swapped with another placed card, so
# the grid can be rearranged after the fact; the target rises to 120 points.

# %% [markdown] lang="fr"
# ## Options
#
# En mode mélange, une carte posée peut encore être déplacée vers une case vide ou échangée avec une autre carte
# posée : on peut réarranger la grille après coup ; l'objectif monte à 120 points.

# %% [markdown] lang="en"
# ## Ranks together, measured
#
# Pairs, threes, fours and full houses all come from cards of the same rank in one line, so a plain rule is to put
# each card where the lines through its cell already hold the most cards of its rank. Against the kit's greedy
# player, deals 1 to 50; wins out of 50 (75 points needed), then the average score.

# %% [markdown] lang="fr"
# ## Les rangs ensemble, mesuré
#
# Paires, brelans, carrés et fulls viennent tous de cartes de même rang dans une même ligne : une règle simple est
# de poser chaque carte là où les lignes qui passent par sa case contiennent déjà le plus de cartes de son rang.
# Face au joueur glouton du kit, donnes 1 à 50 ; victoires sur 50 (il faut 75 points), puis score moyen.

# %%
def lines_through(cell):
    row, col = (cell - 1) // 5, (cell - 1) % 5
    lines = [[row * 5 + c + 1 for c in range(5)], [r * 5 + col + 1 for r in range(5)]]
    if row == col:
        lines.append([r * 6 + 1 for r in range(5)])
    if row + col == 4:
        lines.append([r * 4 + 5 for r in range(5)])
    return lines


def ranks_together():
    def choose(game, moves):
        card = game.pile("waste").top

        def same_rank(move):
            cell = int(move.target.removeprefix("tableau"))
            return sum(1 for line in lines_through(cell) for other in line
                       if game.pile(f"tableau{other}").cards and game.pile(f"tableau{other}").top.rank == card.rank)
        return max(moves, key=same_rank)
    return choose


results = play_many({"greedy": lambda: greedy_player(random.Random(1)), "ranks together": ranks_together},
                    range(1, 51), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/50, {average:.1f}")

# %% [markdown] lang="en"
# Keeping ranks together more than doubles the greedy player's score, which places cards with no regard for the
# hands, yet it wins no deal: 75 points take more than pairs and threes. The winning grids plan lines in advance,
# one or two rows held open for a straight or a flush while the columns collect ranks, and they accept a dead cell
# or two as a dumping ground for cards that fit nowhere; a one-card rule does not see so far.

# %% [markdown] lang="fr"
# Garder les rangs ensemble fait plus que doubler le score du joueur glouton, qui pose ses cartes sans penser aux
# mains, mais ne gagne aucune donne : 75 points demandent plus que des paires et des brelans. Les grilles gagnantes
# prévoient leurs lignes à l'avance, une ou deux rangées réservées pour une quinte ou une couleur pendant que les
# colonnes réunissent les rangs, et acceptent une case ou deux sacrifiées pour les cartes qui ne vont nulle part ;
# une règle qui ne regarde qu'une carte ne voit pas si loin.

# %% [markdown] lang="en"
# ## Poker and Gaps
#
# No game of the collection is close to Poker: none other scores poker hands, and none lets you put a card in any
# empty place you like. The nearest by mechanism is Gaps, which also lays its cards in a grid of cells and also
# asks which card goes into which empty cell. The differences are the lesson: in Gaps the rule names the one card
# a gap takes and the order is the goal; in Poker any card takes any empty cell, and the goal is a score read
# along twelve lines.

# %% [markdown] lang="fr"
# ## Le Poker et Gaps
#
# Aucun jeu de la collection n'est proche du Poker : aucun autre ne compte des mains de poker, et aucun ne laisse
# poser une carte dans n'importe quelle place vide. Le plus proche par le mécanisme est Gaps, qui étale lui aussi
# ses cartes dans une grille de cases et pose lui aussi la question de la carte à mettre dans chaque case vide.
# Les différences font la leçon : à Gaps, la règle désigne la seule carte qu'un trou accepte et l'ordre est le
# but ; au Poker, toute carte va dans toute case vide, et le but est un score lu le long de douze lignes.

# %%
for line in differences(GAME, "gaps"):
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
answer = 'w-t18'
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
# Deal 2 brings 10♣, Q♠, 5♣, 4♠, 2♣… Try keeping one row for a flush or a straight and the columns for pairs,
# and see whether you reach 75.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 apporte 10♣, D♠, 5♣, 4♠, 2♣… Essayez de garder une rangée pour une couleur ou une quinte et les
# colonnes pour les paires, et voyez si vous atteignez 75.

# %%
sn.play(GAME, deal=2)
