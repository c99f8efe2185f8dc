# %% [markdown] lang="en"
# # Gaps
#
# In Gaps no card ever leaves the table. The 48 cards from Two to King lie face up in four rows of thirteen, with
# four empty cells where the Aces were, and the only move is to slide a card into a gap. Which card? Exactly one:
# the next card in the same suit after the card on the gap's left. A gap after 7♥ calls for 8♥ and nothing else.
# The aim is to sort each row from Two to King in one suit.
#
# Every move fills one gap and opens another where the card came from, so the game is a chain of consequences
# that you can read in advance. Gaps also die: a gap after a King, or after another gap, takes nothing. When all
# four are dead, you may redeal the unsorted cards, twice at most.

# %% [markdown] lang="fr"
# # Gaps
#
# À Gaps, aucune carte ne quitte jamais la table. Les 48 cartes du Deux au Roi sont étalées face visible en
# quatre rangées de treize, avec quatre cases vides à la place des As, et le seul coup consiste à glisser une
# carte dans un trou. Laquelle ? Une seule : la carte suivante, dans la même couleur, de celle qui est à gauche du
# trou. Un trou après le 7♥ appelle le 8♥ et rien d'autre. Le but est de ranger chaque rangée du Deux au Roi dans
# une seule couleur.
#
# Chaque coup comble un trou et en ouvre un autre là d'où vient la carte : le jeu est une chaîne de conséquences
# qu'on peut lire à l'avance. Les trous meurent aussi : un trou après un Roi, ou après un autre trou, ne prend rien.
# Quand les quatre sont morts, on peut redistribuer les cartes non rangées, deux fois au plus.

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
GAME = "gaps"

# %% [markdown] lang="en"
# ## Deal 10
#
# Cells are numbered row by row: 1 to 13 on the top row, 14 to 26 on the second, and so on. This deal has gaps at
# 1, 7, 41 and 48. Gap 1 is in the first column, where there is no left neighbour: it takes any Two, and a Two
# there starts a row.

# %% [markdown] lang="fr"
# ## La donne 10
#
# Les cases sont numérotées rangée par rangée : 1 à 13 sur la rangée du haut, 14 à 26 sur la deuxième, et ainsi
# de suite. Cette donne a des trous en 1, 7, 41 et 48. Le trou 1 est dans la première colonne, où il n'y a pas de
# voisine à gauche : il prend n'importe quel Deux, et un Deux placé là commence une rangée.

# %%
game = sn.new_game(GAME, deal=10)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# One sentence does all the work: the gap takes only the next card of the same suit after the card on its left.
# The locked-run rule explains the score: only cards in order from a Two in the first column count.

# %% [markdown] lang="fr"
# ## Les règles
#
# Une phrase fait tout le travail : le trou ne prend que la carte suivante, dans la même couleur, de celle qui est
# à sa gauche. La règle des suites bloquées explique le score : seules comptent les cartes rangées à partir d'un
# Deux en première colonne.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## One move, two gaps changed
#
# **Step 1.** 2♣ (cell 11) goes into gap 1. The score becomes 1: a Two in the first column is a locked run of one
# card. Cell 11 is now the gap, and its left neighbour is 4♣ (cell 10).

# %% [markdown] lang="fr"
# ## Un coup, deux trous changés
#
# **Étape 1.** Le 2♣ (case 11) va dans le trou 1. Le score passe à 1 : un Deux en première colonne est une suite
# bloquée d'une carte. La case 11 est maintenant le trou, et sa voisine de gauche est le 4♣ (case 10).

# %%
game.play("t11-t1")
print("score:", game.score)
show(game)

# %% [markdown] lang="en"
# **Step 2.** So gap 11 calls for 5♣, which lies in cell 37; moving it opens gap 37, after 3♦ (cell 36), which
# will call for 4♦. Each move hands the gap on to a new place: this is the chain to read before choosing.

# %% [markdown] lang="fr"
# **Étape 2.** Le trou 11 appelle donc le 5♣, qui est en case 37 ; le déplacer ouvre le trou 37, après le 3♦
# (case 36), qui appellera le 4♦. Chaque coup transmet le trou à un autre endroit : c'est cette chaîne qu'il faut
# lire avant de choisir.

# %%
game.play("t37-t11")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Into the gaps of deal 10
#
# Back to the start of deal 10 (gaps 1, 7, 41, 48). Which of these moves does the game allow?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Dans les trous de la donne 10
#
# Retour au début de la donne 10 (trous 1, 7, 41, 48). Lesquels de ces coups le jeu permet-il ?

# %% exercise="fill" part="ask"
ten = sn.new_game(GAME, deal=10)
q = LegalMoves(ten, ["t11-t1", "t20-t7", "t2-t7", "t49-t1", "t44-t41", "t2-t41"])
display(show(ten))
q

# %% exercise="fill" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "b", "d", "f"]
### END SOLUTION
q.check(answer)

# %% exercise="fill" part="score"
q.score(answer)

# %% exercise="fill" part="reveal"
display(q.check(answer, reveal=True))
show(ten, select=("tableau2", 1))

# %% [markdown] lang="en" exercise="fill" part="reveal"
# Gap 1 takes any Two, 2♣ or 2♦ alike. Gap 7 follows 10♥ and wants J♥; gap 41 follows J♣ and wants Q♣, the very
# card that cannot go into gap 7.

# %% [markdown] lang="fr" exercise="fill" part="reveal"
# Le trou 1 prend n'importe quel Deux, le 2♣ comme le 2♦. Le trou 7 suit le 10♥ et demande le V♥ ; le trou 41
# suit le V♣ et demande la D♣, la carte même qui ne peut pas aller dans le trou 7.

# %% [markdown] lang="en"
# ### Where the gap goes next
#
# On deal 10, after 2♣ has gone into gap 1 and 5♣ into gap 11, the gap sits in cell 37. Which card will fill it?

# %% [markdown] lang="fr"
# ### Où va le trou ensuite
#
# Sur la donne 10, une fois le 2♣ dans le trou 1 et le 5♣ dans le trou 11, le trou est en case 37. Quelle carte
# viendra le combler ?

# %% exercise="next_gap" part="ask"
q = exercise("gaps.next_gap")
chain = q.game
display(show(chain))
q

# %% exercise="next_gap" part="answer"
answer = ...  # ← your answer: a card, e.g. "5D"
### BEGIN SOLUTION
answer = "4D"
### END SOLUTION
q.check(answer)

# %% exercise="next_gap" part="score"
q.score(answer)

# %% exercise="next_gap" part="reveal"
display(q.check(answer, reveal=True))
show(chain, select=("tableau36", 1))

# %% [markdown] lang="en"
# ### Dead gaps
#
# Deal 6 has gaps in cells 32, 44, 46 and 47. How many of them are dead, taking no card at all?

# %% [markdown] lang="fr"
# ### Des trous morts
#
# La donne 6 a des trous dans les cases 32, 44, 46 et 47. Combien d'entre eux sont morts, sans aucune carte à
# prendre ?

# %% exercise="dead" part="ask"
q = exercise("gaps.dead")
six = q.game
display(show(six))
q

# %% exercise="dead" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 2
### END SOLUTION
q.check(answer)

# %% exercise="dead" part="score"
q.score(answer)

# %% exercise="dead" part="reveal"
display(q.check(answer, reveal=True))
show(six, select=("tableau43", 1))

# %% [markdown] lang="en" exercise="dead" part="reveal"
# Gap 47 is not dead for ever: once 6♣ (cell 9) fills gap 46, gap 47 follows 6♣ and calls for 7♣.

# %% [markdown] lang="fr" exercise="dead" part="reveal"
# Le trou 47 n'est pas mort pour toujours : dès que le 6♣ (case 9) comble le trou 46, le trou 47 suit le 6♣ et
# appelle le 7♣.

# %% [markdown] lang="en"
# ## Options
#
# AisleRiot's *Randomly Placed Gaps on Redeal* changes only the redeal: the gaps fall on cells drawn at random
# among the unlocked ones, instead of right after each row's locked run. The first deal is the same.

# %% [markdown] lang="fr"
# ## Options
#
# L'option d'AisleRiot qui place les trous au hasard à la redistribution ne change que la redistribution : les
# trous tombent sur des cases tirées au hasard parmi les cases non bloquées, au lieu de se placer juste après la
# suite bloquée de chaque rangée. La première donne est la même.

# %% [markdown] lang="en"
# ## Keeping gaps alive, measured
#
# A player written from this lesson: take the move that raises the score (a card added to a locked run) and,
# between equals, the one that leaves the most moves open afterwards, that is the fewest dead gaps. Against the
# kit's greedy player, deals 1 to 20; wins out of 20, then the average score (48 at most).

# %% [markdown] lang="fr"
# ## Garder les trous vivants, mesuré
#
# Un joueur écrit d'après cette leçon : prendre le coup qui fait monter le score (une carte ajoutée à une suite
# bloquée) et, à égalité, celui qui laisse le plus de coups possibles ensuite, c'est-à-dire le moins de trous
# morts. Face au joueur glouton du kit, donnes 1 à 20 ; victoires sur 20, puis score moyen (48 au plus).

# %%
def live_gaps():
    def choose(game, moves):
        def value(move):
            if move.kind != "move":
                return (0, 0)
            later = game.copy()
            later.play(str(move))
            return (later.score, sum(1 for m in later.legal_moves() if m.kind == "move"))
        return max(moves, key=value)
    return choose


results = play_many({"greedy": lambda: greedy_player(random.Random(1)), "live gaps": live_gaps},
                    range(1, 21), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/20, {average:.1f}")

# %% [markdown] lang="en"
# The careful player sorts more cards, about three more per deal, yet wins nothing where the greedy player,
# moving at random among its options, wins two deals. Keeping gaps alive is sound, but a win in Gaps usually turns
# on the redeals, and on which Two goes into which row: choices this player does not weigh.

# %% [markdown] lang="fr"
# Le joueur prudent range plus de cartes, environ trois de plus par donne, mais ne gagne rien, là où le joueur
# glouton, qui choisit au hasard parmi ses coups, gagne deux donnes. Garder les trous vivants est sain, mais une
# victoire à Gaps se joue surtout sur les redistributions, et sur le choix du Deux qui ouvre chaque rangée : des
# choix que ce joueur ne pèse pas.

# %% [markdown] lang="en"
# ## Gaps and Maze
#
# Maze plays the same move (the next card of the suit into a gap) with Aces to Queens on a board read as one long
# line: each row runs on into the next, an Ace may follow any Queen, and a gap may also take the card *before* the
# card on its right. Gaps has no such turns: each row is sorted on its own, from a Two in its first column, a
# King closes it, and dead gaps are cleared only by a redeal.

# %% [markdown] lang="fr"
# ## Gaps et Le labyrinthe
#
# Le labyrinthe joue le même coup (la carte suivante de la couleur dans un trou), avec les As à Dames, sur un
# plateau lu comme une seule longue ligne : chaque rangée continue dans la suivante, un As peut suivre n'importe
# quelle Dame, et un trou peut aussi prendre la carte *précédant* celle de sa droite. Gaps n'a pas ces détours : chaque rangée se range
# seule, à partir d'un Deux en première colonne, un Roi la ferme, et seule une redistribution débloque les trous morts.

# %%
for line in differences(GAME, "maze"):
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
answer = 't35-t45'
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
# Deal 2: before each move, follow the gap it opens one or two steps ahead, and keep a Two for each first-column
# gap.

# %% [markdown] lang="fr"
# ## À vous
#
# Donne 2 : avant chaque coup, suivez le trou qu'il ouvre un ou deux coups à l'avance, et gardez un Deux pour
# chaque trou de la première colonne.

# %%
sn.play(GAME, deal=2)
