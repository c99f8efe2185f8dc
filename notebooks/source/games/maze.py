# %% [markdown] lang="en"
# # Maze
#
# Maze is a sorting game read like a page of text. Its 48 cards (no Kings) lie face up in six rows of nine cells,
# six of them empty, and the grid is read as one long line: the last cell of a row sits just left of the first
# cell of the next. The goal is that line running Ace to Queen in each suit, one suit after another.
#
# A card moves only into a gap, and a gap has two neighbours to ask. It takes the next card of the suit after the
# card on its left, or the card just before the card on its right. And the suits join end to end: after any Queen
# may come any Ace. Where Gaps gives each gap one candidate, Maze often gives several, and the choice is yours.

# %% [markdown] lang="fr"
# # Le labyrinthe
#
# Le labyrinthe est un jeu de rangement qui se lit comme une page de texte. Ses 48 cartes (sans les Rois) sont
# étalées face visible en six rangées de neuf cases, dont six vides, et la grille se lit comme une seule longue
# ligne : la dernière case d'une rangée est juste à gauche de la première case de la suivante. Le but : que cette
# ligne aille de l'As à la Dame dans chaque couleur, une couleur après l'autre.
#
# Une carte ne va que dans un trou, et un trou a deux voisines à consulter. Il prend la carte suivante, dans la
# couleur, de celle qui est à sa gauche, ou la carte juste avant celle qui est à sa droite. Et les couleurs se
# raccordent bout à bout : après n'importe quelle Dame peut venir n'importe quel As. Là où Gaps donne à chaque trou
# une seule candidate, Le labyrinthe en offre souvent plusieurs, et le choix vous revient.

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
GAME = "maze"

# %% [markdown] lang="en"
# ## Deal 1
#
# Cells are numbered like words on a page: 1 to 9 on the top row, 10 to 18 on the second, down to 46-54. The
# gaps of deal 1 are cells 9, 18, 19, 30, 42 and 53. Cells 9 and 18, at the ends of the first two rows, are
# always empty at the start.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Les cases sont numérotées comme les mots d'une page : 1 à 9 sur la rangée du haut, 10 à 18 sur la deuxième,
# jusqu'à 46-54. Les trous de la donne 1 sont les cases 9, 18, 19, 30, 42 et 53. Les cases 9 et 18, au bout des
# deux premières rangées, sont toujours vides au départ.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The first tableau rule is the whole game: a gap takes the card after its left neighbour or the card before its
# right neighbour, the grid read as one line, with the Queen-then-Ace joint between suits.

# %% [markdown] lang="fr"
# ## Les règles
#
# La première règle du tableau fait tout le jeu : un trou prend la carte qui suit sa voisine de gauche ou celle
# qui précède sa voisine de droite, la grille lue comme une seule ligne, avec le raccord Dame puis As entre les
# couleurs.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Two gaps side by side
#
# **Step 1.** Gap 19 starts row 3, but its left neighbour, reading on from row 2, is cell 18, itself a gap. So
# only the right side helps: 5♦ stands in cell 20, and the card just before it is 4♦, from cell 11.

# %% [markdown] lang="fr"
# ## Deux trous côte à côte
#
# **Étape 1.** Le trou 19 commence la rangée 3, mais sa voisine de gauche, en continuant la rangée 2, est la
# case 18, elle-même vide. Seul le côté droit aide donc : le 5♦ est en case 20, et la carte juste avant lui est le
# 4♦, de la case 11.

# %%
game.play("t11-t19")
show(game)

# %% [markdown] lang="en"
# **Step 2.** Now gap 18 has 4♦ on its right, and calls for 3♦ (cell 30 is a gap, but 3♦ is in cell 31). Two
# gaps side by side let a run of one suit grow backwards: 3♦ 4♦ 5♦ is forming across the end of row 2.

# %% [markdown] lang="fr"
# **Étape 2.** Le trou 18 a maintenant le 4♦ à sa droite, et appelle le 3♦ (la case 30 est vide, mais le 3♦ est en
# case 31). Deux trous voisins permettent à une suite d'une couleur de grandir à reculons : 3♦ 4♦ 5♦ se forme à
# cheval sur la fin de la rangée 2.

# %%
game.play("t31-t18")
print("score:", game.score)
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Two ways in
#
# Back to the start of deal 1. Which of these moves are legal here? Gap 42 lies between A♥ (cell 41) and
# 9♥ (cell 43); gap 53 between A♣ and 4♠.

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Deux façons d'entrer
#
# Retour au début de la donne 1. Lesquels de ces coups sont réguliers ici ? Le trou 42 est entre l'A♥ (case 41) et
# le 9♥ (case 43) ; le trou 53 entre l'A♣ et le 4♠.

# %% exercise="two_sides" part="ask"
start = sn.new_game(GAME, deal=1)
q = LegalMoves(start, ["t1-t53", "t2-t42", "t3-t42", "t25-t42", "t47-t19"])
q

# %% exercise="two_sides" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="two_sides" part="score"
q.score(answer)

# %% exercise="two_sides" part="reveal"
display(q.check(answer, reveal=True))
show(start, select=("tableau25", 1))

# %% [markdown] lang="en" exercise="two_sides" part="reveal"
# Gap 42 takes 2♥ (after A♥) or 8♥ (before 9♥); gap 53 takes 2♣ (after A♣) or 3♠ (before 4♠). 5♣ and 9♠ fit
# neither side of their gap.

# %% [markdown] lang="fr" exercise="two_sides" part="reveal"
# Le trou 42 prend le 2♥ (après l'A♥) ou le 8♥ (avant le 9♥) ; le trou 53 prend le 2♣ (après l'A♣) ou le 3♠ (avant
# le 4♠). Le 5♣ et le 9♠ ne conviennent à aucun côté de leur trou.

# %% [markdown] lang="en"
# ### The end of the line
#
# Still deal 1. Gap 9 ends row 1 after 3♥, and reading on, its right neighbour is cell 10, A♠. How many
# different cards may go into gap 9?

# %% [markdown] lang="fr"
# ### Le bout de la ligne
#
# Toujours la donne 1. Le trou 9 termine la rangée 1 après le 3♥, et en lisant plus loin, sa voisine de droite est
# la case 10, l'A♠. Combien de cartes différentes peuvent aller dans le trou 9 ?

# %% exercise="line_end" part="ask"
q = exercise("maze.line_end")
start = q.game
display(show(start))
q

# %% exercise="line_end" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 5
### END SOLUTION
q.check(answer)

# %% exercise="line_end" part="score"
q.score(answer)

# %% exercise="line_end" part="reveal"
display(q.check(answer, reveal=True))
show(start, select=("tableau10", 1))

# %% [markdown] lang="en"
# ### A gap with one side blind
#
# Deal 1 once more. Gap 19's left neighbour is gap 18. Which card is the only one that may fill gap 19?

# %% [markdown] lang="fr"
# ### Un trou aveugle d'un côté
#
# Encore la donne 1. La voisine de gauche du trou 19 est le trou 18. Quelle est la seule carte qui peut combler le
# trou 19 ?

# %% exercise="blind" part="ask"
q = exercise("maze.blind")
q

# %% exercise="blind" part="answer"
answer = ...  # ← your answer: a card, e.g. "5D"
### BEGIN SOLUTION
answer = "4D"
### END SOLUTION
q.check(answer)

# %% exercise="blind" part="score"
q.score(answer)

# %% exercise="blind" part="reveal"
display(q.check(answer, reveal=True))
show(start, select=("tableau20", 1))

# %% [markdown] lang="en"
# ## Sorting, measured
#
# A player from this lesson: take the move that raises the score most, that is the one that puts a card next
# to its neighbour in the suit. Against the kit's greedy player, deals 1 to 6, 150 moves at most each (trying every
# move takes time); wins out of 6, then the average score (48 at most).

# %% [markdown] lang="fr"
# ## Ranger, mesuré
#
# Un joueur tiré de cette leçon : prendre le coup qui fait le plus monter le score, celui qui pose une carte à
# côté de sa voisine dans la couleur. Face au joueur glouton du kit, donnes 1 à 6, 150 coups au plus chacune
# (essayer chaque coup prend du temps) ; victoires sur 6, puis score moyen (48 au plus).

# %%
def score_first():
    def choose(game, moves):
        def value(move):
            later = game.copy()
            later.play(str(move))
            return later.score
        return max(moves, key=value)
    return choose


results = play_many({"greedy": lambda: greedy_player(random.Random(1)), "score first": score_first},
                    range(1, 7), game=GAME, max_moves=150)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/6, {average:.1f}")

# %% [markdown] lang="en"
# Raising the score at every move gets much further than the greedy player, about 43 cards of 48 in place
# against 35, but neither finishes a deal. The last few cards are the hard part: with six gaps, finishing the line
# means moving cards *out* of place for a while, which a player that never lets the score drop will not do.

# %% [markdown] lang="fr"
# Faire monter le score à chaque coup mène bien plus loin que le joueur glouton, environ 43 cartes sur 48 à leur
# place contre 35, mais aucun des deux ne termine une donne. Les dernières cartes sont le plus difficile : avec six
# trous, finir la ligne oblige à déranger des cartes un moment, ce que ne fera jamais un joueur qui refuse de voir
# baisser le score.

# %% [markdown] lang="en"
# ## Maze and Gaps
#
# Gaps sorts four separate rows, each from a Two in its first column to a King, and a gap there listens only to
# its left neighbour; when all gaps are dead it redeals. Maze reads its six rows as one line with no Kings, lets a
# gap listen to both neighbours and join suits Queen to Ace, and never redeals.

# %% [markdown] lang="fr"
# ## Le labyrinthe et Gaps
#
# Gaps range quatre rangées séparées, chacune d'un Deux en première colonne jusqu'à un Roi, et un trou n'y écoute
# que sa voisine de gauche ; quand tous les trous sont morts, il redistribue. Le labyrinthe lit ses six rangées
# comme une seule ligne sans Rois, laisse un trou écouter ses deux voisines et raccorde les couleurs de la Dame à
# l'As, sans jamais redistribuer.

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
answer = 't27-t45'
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
# Deal 2 has gaps at 7, 9 and 10 close together: try to bring them side by side and lay a run of one suit
# through them.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 a des trous proches en 7, 9 et 10 : essayez de les rapprocher et d'y poser une suite d'une même
# couleur.

# %%
sn.play(GAME, deal=2)
