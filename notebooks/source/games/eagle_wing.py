# %% [markdown] lang="en"
# # Eagle Wing
#
# Eagle Wing draws a bird on the table: a reserve of thirteen cards is the trunk, and eight one-card tableau piles
# are its wings, four on each side. The card dealt to the first foundation sets the base rank; foundations climb by
# suit and wrap from King to Ace, and the tableau builds *down by suit*, a King allowed on an Ace, three cards at
# most per pile.
#
# The reserve feeds the wings: each emptied pile is refilled at once with a reserve card. But the reserve is face
# down — you do not know what is coming — except for its very last card, which lies face up from the start and may
# only be played once it is the only one left.

# %% [markdown] lang="fr"
# # L'aile de l'aigle
#
# L'Aile de l'aigle dessine un oiseau sur la table : une réserve de treize cartes forme le tronc, et huit piles de
# tableau d'une carte en sont les ailes, quatre de chaque côté. La carte distribuée sur la première fondation fixe
# le rang de base ; les fondations montent par couleur et passent du Roi à l'As, et le tableau se construit *en
# descendant par couleur*, un Roi étant permis sur un As, trois cartes au plus par pile.
#
# La réserve nourrit les ailes : chaque pile vidée est aussitôt remplie avec une carte de la réserve. Mais la
# réserve est face cachée — on ne sait pas ce qui arrive — sauf sa toute dernière carte, visible dès le départ,
# qui ne se joue qu'une fois seule.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player, move_value
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "eagle_wing"

# %% [markdown] lang="en"
# ## Deal 2
#
# 9♥ is the base. The wings hold 5♦, K♦, 3♣, J♠ on one side and 7♦, 6♦, 7♥, 9♣ on the other; the trunk shows only
# Q♠, its last card.

# %% [markdown] lang="fr"
# ## La donne 2
#
# Le 9♥ est la base. Les ailes portent 5♦, R♦, 3♣, V♠ d'un côté et 7♦, 6♦, 7♥, 9♣ de l'autre ; le tronc ne
# montre que la D♠, sa dernière carte.

# %%
game = sn.new_game(GAME, deal=2)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Read the tableau line ("build down by suit") and the notes on the three-card limit and on the reserve's last card.

# %% [markdown] lang="fr"
# ## Les règles
#
# Lisez la ligne du tableau (« construire en descendant par couleur ») et les notes sur la limite de trois cartes
# et sur la dernière carte de la réserve.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Down by suit
#
# Which of these moves are legal at the start of deal 2?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### En descendant par couleur
#
# Lesquels de ces coups sont permis au début de la donne 2 ?

# %% exercise="start" part="ask"
q = LegalMoves(game, ["t8-f2", "t6-t5", "t1-t6", "t7-t5", "t5-f1"])
q

# %% exercise="start" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["a", "b", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="start" part="score"
q.score(answer)

# %% exercise="start" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("tableau6", 1))

# %% [markdown] lang="en"
# ### The visible card of the trunk
#
# Q♠ lies face up in the reserve. Can it be played now, on deal 2's opening position?

# %% [markdown] lang="fr"
# ### La carte visible du tronc
#
# La D♠ est face visible dans la réserve. Peut-elle se jouer maintenant, dans la position de départ de la donne 2 ?

# %% exercise="queen" part="ask"
q = exercise("eagle_wing.queen")
q

# %% exercise="queen" part="answer"
answer = ...  # ← your answer: yes or no
### BEGIN SOLUTION
answer = "no"
### END SOLUTION
q.check(answer)

# %% exercise="queen" part="score"
q.score(answer)

# %% exercise="queen" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("reserve1", 1))

# %% [markdown] lang="en"
# ### Three wings emptied
#
# Play `t8-f2` (9♣ opens a foundation), `t6-t5` (6♦ on 7♦) and `t1-t5` (5♦ on 6♦). How many cards are left in the
# reserve?

# %% [markdown] lang="fr"
# ### Trois ailes vidées
#
# Jouez `t8-f2` (le 9♣ ouvre une fondation), `t6-t5` (le 6♦ sur le 7♦) et `t1-t5` (le 5♦ sur le 6♦). Combien de
# cartes reste-t-il dans la réserve ?

# %% exercise="trunk" part="ask"
q = exercise("eagle_wing.trunk")
game = q.game
wings = game.copy()
for move in ["t8-f2", "t6-t5", "t1-t5"]:
    wings.play(move)
q

# %% exercise="trunk" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 10
### END SOLUTION
q.check(answer)

# %% exercise="trunk" part="score"
q.score(answer)

# %% exercise="trunk" part="reveal"
display(q.check(answer, reveal=True))
show(wings)

# %% [markdown] lang="en" exercise="trunk" part="reveal"
# Pile 5 now holds 7♦ 6♦ 5♦: full. Nothing more may go on it, but the three cards can later go home together, top
# card first, once the diamonds' foundation has reached 4♦.

# %% [markdown] lang="fr" exercise="trunk" part="reveal"
# La pile 5 porte maintenant 7♦ 6♦ 5♦ : elle est pleine. Rien ne peut plus s'y poser, mais les trois cartes
# pourront plus tard monter ensemble, celle du dessus d'abord, quand la fondation des carreaux aura atteint le 4♦.

# %% [markdown] lang="en"
# ## Emptying wings on purpose
#
# Each emptied wing brings a reserve card into play. A player that values emptying a wing 30 more than the greedy
# player does, while the reserve lasts, against the greedy player itself: deals 1 to 60, same fixed seed; each
# line: wins, then average cards home out of 52.

# %% [markdown] lang="fr"
# ## Vider les ailes exprès
#
# Chaque aile vidée fait entrer une carte de la réserve en jeu. Un joueur qui note le fait de vider une aile 30 de
# plus que le joueur glouton, tant que la réserve dure, contre le joueur glouton lui-même : donnes 1 à 60, même
# graine fixe ; chaque ligne : victoires, puis nombre moyen de cartes montées sur 52.

# %%
def wing_emptier():
    rng = random.Random(1)

    def value(game, move):
        worth = move_value(game, move)
        if move.kind == "move" and move.source.startswith("tableau") and game.pile("reserve1").cards \
                and len(game.pile(move.source).cards) == move.count:
            worth += 30
        return worth

    def choose(game, moves):
        values = [value(game, move) for move in moves]
        best = max(values)
        return rng.choice([move for move, worth in zip(moves, values) if worth == best])
    return choose


players = {"greedy": lambda: greedy_player(random.Random(1)), "wing emptier": wing_emptier}
results = play_many(players, range(1, 61), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/60, {average:.1f}")

# %% [markdown] lang="en"
# Identical figures, and more than half the deals won by both: the greedy player already rewards a move that
# empties a pile, so the bonus changes nothing. Eagle Wing is kind to a simple player; the manual's real advice —
# think before stacking a wing to its three-card limit — is about moves a scorer cannot see ahead.

# %% [markdown] lang="fr"
# Des chiffres identiques, et plus de la moitié des donnes gagnées par les deux : le joueur glouton récompense
# déjà un coup qui vide une pile, le bonus ne change donc rien. L'Aile de l'aigle est clémente avec un joueur
# simple ; le vrai conseil du manuel — réfléchir avant de remplir une aile jusqu'à sa limite de trois cartes —
# porte sur des coups qu'un joueur qui note coup par coup ne voit pas venir.

# %% [markdown] lang="en"
# ## Eagle Wing and Canfield
#
# Both have a dealt base card, a thirteen-card reserve that refills emptied tableau piles, and foundations that
# climb by suit round the corner. Eagle Wing's reserve is hidden except for its last card, where Canfield shows its
# top card; its eight wings build down by suit, one card at a time and three cards at most, where Canfield builds
# down in alternate colours with sequences of any length; and its stock turns one card for three passes instead of
# three cards without limit.

# %% [markdown] lang="fr"
# ## L'Aile de l'aigle et le Champ de boîtes
#
# Les deux ont une carte de base distribuée, une réserve de treize cartes qui remplit les piles vidées du tableau,
# et des fondations qui montent par couleur en passant du Roi à l'As. La réserve de l'Aile de l'aigle est cachée
# sauf sa dernière carte, là où le Champ de boîtes montre celle du dessus ; ses huit ailes descendent par couleur,
# une carte à la fois et trois cartes au plus, là où le Champ de boîtes descend par couleur (rouge et noir) alternée avec des
# suites de toute longueur ; et sa pioche retourne une carte pour trois passages au lieu de trois cartes sans
# limite.

# %%
for line in differences(GAME, "canfield"):
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
answer = 'w-f3'
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
# Play deal 2 from the start. Before building 7♦ 6♦ 5♦ as above, ask whether you would rather keep pile 5 open for
# something else.

# %% [markdown] lang="fr"
# ## À vous
#
# Jouez la donne 2 depuis le début. Avant de construire 7♦ 6♦ 5♦ comme plus haut, demandez-vous si vous ne
# préféreriez pas garder la pile 5 pour autre chose.

# %%
sn.play(GAME, deal=2)
