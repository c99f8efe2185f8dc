# %% [markdown] lang="en"
# # Helsinki
#
# Ten face-up cells and a stock of 42 cards. Two cards leave together when their ranks add up to thirteen (Ace 1, Jack 11, Queen 12), and a King, worth thirteen by itself, leaves alone. Every emptied cell is refilled from the stock at once, so the ten cells stay full until the stock runs dry. Take every card away to win.
#
# Helsinki is a game of speed and sharp eyes: ten cards to scan for complements to thirteen, again and again, with hardly any choice to make.

# %% [markdown] lang="fr"
# # Helsinki
#
# Dix cases face visible et une pioche de 42 cartes. Deux cartes partent ensemble quand leurs rangs font treize (As 1, Valet 11, Dame 12), et un Roi, qui vaut treize à lui seul, part seul. Chaque case vidée est aussitôt remplie depuis la pioche : les dix cases restent pleines jusqu'à ce que la pioche soit épuisée. Retirez toutes les cartes pour gagner.
#
# Helsinki est un jeu de vitesse et de coup d'œil : dix cartes où chercher des compléments à treize, encore et encore, presque sans choix à faire.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many, summarise
from solitaire_nb.engine.strategy import greedy_player, random_player
sn.set_lang("en")
feedback_in_steps()
GAME = "helsinki"

# %% [markdown] lang="en"
# ## Deal 1
#
# Cells `t1` to `t10`. One Ace, A♥, and two Queens: the Ace can leave with either Queen, but not with both.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Les cases `t1` à `t10`. Un As, l'A♥, et deux Dames : l'As peut partir avec l'une ou l'autre, pas avec les deux.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# A King needs no partner; every other card needs the rank that completes it to thirteen.

# %% [markdown] lang="fr"
# ## Les règles
#
# Un Roi n'a besoin de personne ; toute autre carte a besoin du rang qui la complète à treize.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## One pair, two new cards
#
# A♥ goes with Q♣ (`t10-t6`). The cell the Ace left, `t10`, is refilled first, then `t6`.

# %% [markdown] lang="fr"
# ## Une paire, deux nouvelles cartes
#
# L'A♥ part avec la D♣ (`t10-t6`). La case que l'As a quittée, `t10`, est remplie la première, puis `t6`.

# %%
game.play("t10-t6")
print([str(move) for move in game.legal_moves()])
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Thirteen or not?
#
# Deal 2. Which of these drops take two cards away?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Treize ou pas ?
#
# Donne 2. Lesquels de ces coups font partir une paire ?

# %% exercise="sums" part="ask"
position = sn.new_game(GAME, deal=2)
q = LegalMoves(position, ["t9-t1", "t3-t4", "t10-t5", "t5-t6", "t8-t2"])
display(show(position))
q

# %% exercise="sums" part="answer"
answer = ...  # ← your answer: the letters of the pairs
### BEGIN SOLUTION
answer = ["a", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="sums" part="score"
q.score(answer)

# %% exercise="sums" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau10", 1))

# %% [markdown] lang="en" exercise="sums" part="reveal"
# Two Queens make twenty-four: equal ranks mean nothing in Helsinki, only the sum does.

# %% [markdown] lang="fr" exercise="sums" part="reveal"
# Deux Dames font vingt-quatre : à Helsinki, des rangs égaux ne veulent rien dire, seule la somme compte.

# %% [markdown] lang="en"
# ### The card that needs nobody
#
# Deal 3. Which card may leave on its own?

# %% [markdown] lang="fr"
# ### La carte qui n'a besoin de personne
#
# Donne 3. Quelle carte peut partir toute seule ?

# %% exercise="king" part="ask"
q = exercise("helsinki.king")
position = q.game
display(show(position))
q

# %% exercise="king" part="answer"
answer = ...  # ← your answer: one card
### BEGIN SOLUTION
answer = "KC"
### END SOLUTION
q.check(answer)

# %% exercise="king" part="score"
q.score(answer)

# %% exercise="king" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau3", 1))

# %% [markdown] lang="en"
# ### Every card that can go
#
# Still deal 3: list every card that can leave now, alone or in a pair.

# %% [markdown] lang="fr"
# ### Toutes les cartes qui peuvent partir
#
# Toujours la donne 3 : nommez toutes les cartes qui peuvent partir maintenant, seules ou par paires.

# %% exercise="all" part="ask"
q = exercise("helsinki.all")
position = q.game
display(show(position))
q

# %% exercise="all" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["KC", "TD", "3D", "3C", "QC", "AH", "AD"]
### END SOLUTION
q.check(answer)

# %% exercise="all" part="score"
q.score(answer)

# %% exercise="all" part="reveal"
display(q.check(answer, reveal=True))
show(position)

# %% [markdown] lang="en"
# ## Is there anything to decide?
#
# Barely: the stock comes in a fixed order, and a pair left for later usually stays available. The greedy player and a random one play deals 1 to 30 to show it.

# %% [markdown] lang="fr"
# ## Y a-t-il quelque chose à décider ?
#
# À peine : la pioche arrive dans un ordre fixé, et une paire laissée pour plus tard reste en général disponible. Le joueur glouton et un joueur au hasard jouent les donnes 1 à 30 pour le montrer.

# %%
results = play_many({"greedy": greedy_player, "random": random_player}, range(1, 31), game=GAME)
summarise(results)

# %% [markdown] lang="en"
# The same figures for both: the deal decides. Helsinki is won fairly often, because with ten cells and Kings leaving alone a pair nearly always turns up.

# %% [markdown] lang="fr"
# Les mêmes chiffres pour les deux : c'est la donne qui décide. On gagne assez souvent à Helsinki, car avec dix cases et des Rois qui partent seuls, une paire finit presque toujours par se montrer.

# %% [markdown] lang="en"
# ## Helsinki and Block Ten
#
# Block Ten refills its cells in the same way, but it has nine of them, pairs to ten and twin faces, and its Tens can never leave. Helsinki pairs to thirteen, lets its Kings go alone, and so can be cleared completely.

# %% [markdown] lang="fr"
# ## Helsinki et Bloc 10
#
# Le Bloc 10 remplit ses cases de la même façon, mais il en a neuf, apparie à dix et par figures jumelles, et ses Dix ne peuvent jamais partir. Helsinki apparie à treize, laisse partir ses Rois seuls, et peut donc être entièrement vidé.

# %%
for line in differences(GAME, "block_ten"):
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

# %% [markdown] lang="en"
# ## Your turn
#
# Deal 2 shows three Queens and a single Ace. Play it as fast as you can, and count how often a refill gives you a pair straight away.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 montre trois Dames et un seul As. Jouez-la aussi vite que possible, et comptez combien de fois un remplissage vous donne aussitôt une paire.

# %%
sn.play(GAME, deal=2)
