# %% [markdown] lang="en"
# # Wood
#
# Wood deals a Terrace ready to play: the base card already on the first foundation, nine tableau piles of one
# card, and a reserve cut down to ten cards, fanned face up. The foundations climb by alternate colour from the
# base rank and go round from King to Ace; reserve cards may only go to them, top card first.
#
# With a short reserve, Wood is about *runs*: a foundation that reaches the rank of the reserve's top card can take
# it, then perhaps the card beneath it, and the one beneath that, each going home in turn. Spotting such a run in
# the fan — and steering a foundation towards it — is what the game rewards.

# %% [markdown] lang="fr"
# # Bois
#
# Le Bois distribue une Terrasse prête à jouer : la carte de base déjà sur la première fondation, neuf piles de
# tableau d'une carte, et une réserve réduite à dix cartes, étalées face visible. Les fondations montent en
# alternant les couleurs à partir du rang de base et passent du Roi à l'As ; les cartes de la réserve ne vont que
# sur elles, par le dessus.
#
# Avec une réserve courte, le Bois est un jeu de *suites* : une fondation qui atteint le rang de la carte du
# dessus de la réserve peut la prendre, puis peut-être la carte dessous, et la suivante, chacune montant à son
# tour. Repérer une telle suite dans l'éventail — et y mener une fondation — voilà ce que le jeu récompense.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player, move_value
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "wood"

# %% [markdown] lang="en"
# ## Deal 1
#
# 9♥ is the base. A second 9♥ stands in column 3, 10♣ in column 7 and 7♦ on the waste; the reserve runs from J♠
# at the bottom to Q♥ on top.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Le 9♥ est la base. Un second 9♥ se trouve dans la colonne 3, le 10♣ dans la colonne 7 et le 7♦ sur la
# défausse ; la réserve va du V♠ au fond à la D♥ sur le dessus.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# "The reserve card goes only to a foundation", near the end of the list: everything in this notebook follows from that
# sentence and the foundation rule it sits in.

# %% [markdown] lang="fr"
# ## Les règles
#
# « La carte de la réserve ne va que sur une fondation », vers la fin de la liste : tout ce carnet découle de
# cette phrase et de la règle des fondations qui l'entoure.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Exercises
#
# ### The first moves of deal 1
#
# Which of these moves may be played at the start of deal 1?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Les premiers coups de la donne 1
#
# Lesquels de ces coups peut-on jouer au début de la donne 1 ?

# %% exercise="first" part="ask"
q = LegalMoves(game, ["t3-f2", "t7-f1", "t5-t1", "w-t4", "t1-t8"])
q

# %% exercise="first" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["a", "b", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="first" part="score"
q.score(answer)

# %% exercise="first" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("tableau7", 1))

# %% [markdown] lang="en" exercise="first" part="reveal"
# The second 9♥ opens its own foundation and 10♣ climbs on the first; A♠ cannot go on 2♣ (both black), nor 7♦ on
# 7♥ (same rank). 2♣ on 3♦ is an ordinary tableau build.

# %% [markdown] lang="fr" exercise="first" part="reveal"
# Le second 9♥ ouvre sa propre fondation et le 10♣ monte sur la première ; l'A♠ ne va pas sur le 2♣ (tous deux
# noirs), ni le 7♦ sur le 7♥ (même rang). Le 2♣ sur le 3♦ est une construction ordinaire du tableau.

# %% [markdown] lang="en"
# ### A run in the reserve
#
# Deal 16 is played with Aces. After fifteen moves (listed in the cell), the reserve ends with 2♣ under 3♣, and
# the foundations show A♦, A♥ and A♣ 2♦. First: where may the reserve's 3♣ go?

# %% [markdown] lang="fr"
# ### Une suite dans la réserve
#
# La donne 16 se joue avec les As. Après quinze coups (listés dans la cellule), la réserve se termine par le 2♣
# sous le 3♣, et les fondations montrent A♦, A♥ et A♣ 2♦. D'abord : où peut aller le 3♣ de la réserve ?

# %% exercise="where" part="ask"
aces = sn.new_game(GAME, deal=16)
for move in ["w-f3", "t3-f7", "w-t3", "deal", "deal", "deal", "deal", "deal", "w-t6", "t2-t6", "w-t2",
             "deal", "deal", "deal", "w-f7"]:
    aces.play(move)
q = PickTarget(aces, "reserve1", 1)
display(show(aces, labels=True))
q

# %% exercise="where" part="answer"
answer = ...  # ← your answer: a list of pile ids
### BEGIN SOLUTION
answer = ["foundation7"]
### END SOLUTION
q.check(answer)

# %% exercise="where" part="score"
q.score(answer)

# %% exercise="where" part="reveal"
display(q.check(answer, reveal=True))
show(aces, select=("reserve1", 1))

# %% [markdown] lang="en"
# ### How long is the run?
#
# Same position. Playing only reserve cards, one after another onto the foundations, how many can you send home
# in a row?

# %% [markdown] lang="fr"
# ### Quelle longueur pour la suite ?
#
# Même position. En ne jouant que des cartes de la réserve, l'une après l'autre vers les fondations, combien
# pouvez-vous en monter d'affilée ?

# %% exercise="run" part="ask"
q = exercise("wood.run")
q

# %% exercise="run" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 2
### END SOLUTION
q.check(answer)

# %% exercise="run" part="score"
q.score(answer)

# %% exercise="run" part="reveal"
display(q.check(answer, reveal=True))
ran = aces.copy()
ran.play("r1-f7")
show(ran, select=("reserve1", 1))

# %% [markdown] lang="en" exercise="run" part="reveal"
# Two foundations share the work here: 3♣ needs the one topped by 2♦, and 2♣ needs a fresh red Ace. A run in the
# reserve pays only if the foundations are spread to meet it — the reason the manual says to plan a foundation
# for each run.

# %% [markdown] lang="fr" exercise="run" part="reveal"
# Deux fondations se partagent le travail : le 3♣ demande celle que coiffe le 2♦, et le 2♣ un As rouge encore
# nu. Une suite de la réserve ne rapporte que si les fondations sont réparties pour l'accueillir — d'où le
# conseil du manuel de prévoir une fondation pour chaque suite.

# %% [markdown] lang="en"
# ## The reserve first?
#
# A player that puts reserve cards first: the greedy player's scores, plus 30 for any move out of the reserve.
# Deals 1 to 60, the same fixed seed for both; each line: wins, then average cards home out of 104.

# %% [markdown] lang="fr"
# ## La réserve d'abord ?
#
# Un joueur qui fait passer la réserve en premier : les notes du joueur glouton, plus 30 pour tout coup qui part
# de la réserve. Donnes 1 à 60, la même graine fixe pour les deux ; chaque ligne : victoires, puis nombre moyen
# de cartes montées sur 104.

# %%
def reserve_runner():
    rng = random.Random(1)

    def value(game, move):
        worth = move_value(game, move)
        if move.kind == "move" and move.source == "reserve1":
            worth += 30
        return worth

    def choose(game, moves):
        values = [value(game, move) for move in moves]
        best = max(values)
        return rng.choice([move for move, worth in zip(moves, values) if worth == best])
    return choose


players = {"greedy": lambda: greedy_player(random.Random(1)), "reserve runner": reserve_runner}
results = play_many(players, range(1, 61), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/60, {average:.1f}")

# %% [markdown] lang="en"
# A small gain: 18 wins against 16, the averages within a card. The greedy player already likes reserve moves, so
# the extra weight changes only a few choices; the real gain would come from steering foundations towards the
# runs, which needs looking ahead.

# %% [markdown] lang="fr"
# Un petit gain : 18 victoires contre 16, des moyennes à moins d'une carte. Le joueur glouton aime déjà les coups
# de la réserve, le poids ajouté ne change donc que quelques choix ; le vrai gain viendrait de mener les
# fondations vers les suites, ce qui demande de voir plus loin.

# %% [markdown] lang="en"
# ## Wood and Terrace
#
# Wood gives you no choice of base: it is dealt, with the whole tableau, where Terrace makes you pick it among
# four cards. Its reserve is one card shorter (ten instead of eleven). The nine tableau piles, the alternate-colour
# foundations, the single pass through the stock and its lock are Terrace's.

# %% [markdown] lang="fr"
# ## Le Bois et la Terrasse
#
# Le Bois ne vous laisse pas choisir la base : elle est distribuée, avec tout le tableau, là où la Terrasse vous
# la fait prendre parmi quatre cartes. Sa réserve compte une carte de moins (dix au lieu de onze). Les neuf piles
# du tableau, les fondations par couleur (rouge et noir) alternée, le passage unique dans la pioche et son blocage sont ceux de
# la Terrasse.

# %%
for line in differences(GAME, "terrace"):
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
answer = 'deal'
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
# Deal 2 is played with Kings, and the reserve's top card is 10♦ with J♦ beneath it. Which foundation will you
# steer towards them, and how soon?

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 se joue avec les Rois, et la carte du dessus de la réserve est le 10♦, avec le V♦ dessous. Quelle
# fondation mènerez-vous vers eux, et en combien de temps ?

# %%
sn.play(GAME, deal=2)
