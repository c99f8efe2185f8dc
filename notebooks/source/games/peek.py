# %% [markdown] lang="en"
# # Peek
#
# Peek is Osmosis with the lights on. The rules are the same — no tableau, four foundations each ruled by the one
# above, the first taking any card of the dealt card's suit, the others opening with the base rank and then
# copying the ranks above them — but all sixteen reserve cards are dealt face up. Nothing in the reserves is a
# surprise any more.
#
# That turns a game of attention into a game of planning: you can count, before moving, how far the reserves can
# empty themselves, which cards will stay stuck, and which suit deserves the next foundation.

# %% [markdown] lang="fr"
# # Coup d'œil
#
# Le Coup d'œil, c'est l'Osmose en pleine lumière. Les règles sont les mêmes — pas de tableau, quatre fondations
# chacune réglée par celle du dessus, la première prenant toute carte de la couleur de la carte distribuée, les
# autres s'ouvrant avec le rang de base puis recopiant les rangs du dessus — mais les seize cartes des réserves
# sont distribuées face visible. Plus rien, dans les réserves, n'est une surprise.
#
# Un jeu d'attention devient ainsi un jeu de prévision : on peut compter, avant de jouer, jusqu'où les réserves se
# videront d'elles-mêmes, quelles cartes resteront coincées, et quelle couleur mérite la fondation suivante.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "peek"

# %% [markdown] lang="en"
# ## Deal 1
#
# 9♦ on the first foundation: diamonds there, Nines to open the others. Read the four reserves from bottom to top:
# 3♦ A♠ J♥ 9♠, then 7♥ 2♣ K♠ 3♥, then Q♦ 6♥ 7♠ 4♦, then Q♠ 6♣ 7♣ 7♦.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Le 9♦ sur la première fondation : les carreaux y vont, les Neuf ouvrent les autres. Lisez les quatre réserves
# du fond vers le dessus : 3♦ A♠ V♥ 9♠, puis 7♥ 2♣ R♠ 3♥, puis D♦ 6♥ 7♠ 4♦, puis D♠ 6♣ 7♣ 7♦.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Only the deal line differs from Osmosis: "Reserve — 4 piles of 4 cards, face up".

# %% [markdown] lang="fr"
# ## Les règles
#
# Seule la ligne de la donne diffère de l'Osmose : « Réserve — 4 piles de 4 cartes, face visible ».

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Three ways to start
#
# Which of these moves are open at the start of deal 1?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Trois façons de commencer
#
# Lesquels de ces coups sont possibles au début de la donne 1 ?

# %% exercise="start" part="ask"
q = LegalMoves(game, ["r3-f1", "r4-f1", "r1-f2", "r2-f2", "r1-f1"])
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
show(game, select=("reserve1", 1))

# %% [markdown] lang="en"
# ### How far do the reserves go by themselves?
#
# Without touching the stock, playing only reserve cards to the foundations, as many as you can: how many reserve
# cards go home? Everything you need is face up.

# %% [markdown] lang="fr"
# ### Jusqu'où vont les réserves toutes seules ?
#
# Sans toucher à la pioche, en ne jouant que des cartes des réserves vers les fondations, autant que possible :
# combien de cartes des réserves montent ? Tout ce qu'il faut savoir est visible.

# %% exercise="how_far" part="ask"
q = exercise("peek.how_far")
game = q.game


def reserves_alone(position):
    """Play reserve cards home while any can go; return the copy and how many went."""
    trial, count = position.copy(), 0
    while True:
        moves = [move for move in trial.legal_moves() if move.source.startswith("reserve")]
        if not moves:
            return trial, count
        trial.play(moves[0])
        count += 1


after, went = reserves_alone(game)
q

# %% exercise="how_far" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="how_far" part="score"
q.score(answer)

# %% exercise="how_far" part="reveal"
display(q.check(answer, reveal=True))
show(after)

# %% [markdown] lang="en"
# ### The stuck Seven
#
# In that position (shown just above), 7♣ tops the fourth reserve and a Seven already lies on both started
# foundations. Where may 7♣ go?

# %% [markdown] lang="fr"
# ### Le Sept coincé
#
# Dans cette position (montrée juste au-dessus), le 7♣ est sur le dessus de la quatrième réserve, et un Sept se
# trouve déjà sur les deux fondations commencées. Où le 7♣ peut-il aller ?

# %% exercise="stuck" part="ask"
q = PickTarget(after, "reserve4", 1)
q

# %% exercise="stuck" part="answer"
answer = ...  # ← your answer: a list of pile ids, or [] for nowhere
### BEGIN SOLUTION
answer = []
### END SOLUTION
q.check(answer)

# %% exercise="stuck" part="score"
q.score(answer)

# %% exercise="stuck" part="reveal"
display(q.check(answer, reveal=True))
show(after, select=("reserve4", 1))

# %% [markdown] lang="en" exercise="stuck" part="reveal"
# Clubs have no foundation yet: the third one must first be opened by a Nine, and no Nine is left in the reserves —
# it will have to come from the stock. Planning in Peek means seeing that now, and watching the stock for 9♣ (a
# clubs foundation) rather than 9♥.

# %% [markdown] lang="fr" exercise="stuck" part="reveal"
# Les trèfles n'ont pas encore de fondation : la troisième doit d'abord être ouverte par un Neuf, et il n'en reste
# aucun dans les réserves — il viendra de la pioche. Prévoir, au Coup d'œil, c'est voir cela dès maintenant, et
# guetter dans la pioche le 9♣ (une fondation des trèfles) plutôt que le 9♥.

# %% [markdown] lang="en"
# ## Options
#
# As in Osmosis, `draw=3` turns three cards per click with no limit on passes through the stock.

# %% [markdown] lang="fr"
# ## Options
#
# Comme à l'Osmose, `draw=3` retourne trois cartes par clic, sans limite de passages dans la pioche.

# %%
print(sn.new_game(GAME, deal=1, draw=3).rules()[1])

# %% [markdown] lang="en"
# ## Strategy
#
# The manual's advice is to plan the order of the suits before opening each new foundation. As in Osmosis, the
# order of the other moves hardly matters (a card sent home never blocks another), so a machine player has little
# to gain from it and we do not race one here: the choice that counts — which Nine, and so which suit, opens the
# next foundation — is exactly the one the open reserves let a person make with full knowledge. On deal 1, the
# clubs in the fourth reserve argue for giving clubs the third foundation.

# %% [markdown] lang="fr"
# ## Stratégie
#
# Le manuel conseille de prévoir l'ordre des couleurs avant d'ouvrir chaque nouvelle fondation. Comme à l'Osmose,
# l'ordre des autres coups compte à peine (une carte montée n'en bloque jamais une autre) ; un joueur automatique
# n'y gagnerait pas grand-chose, et nous n'en faisons pas courir ici : le choix qui compte — quel Neuf, donc quelle
# couleur, ouvre la fondation suivante — est justement celui que les réserves ouvertes permettent à une personne de
# faire en connaissance de cause. Sur la donne 1, les trèfles de la quatrième réserve plaident pour donner la
# troisième fondation aux trèfles.

# %% [markdown] lang="en"
# ## Peek and Osmosis
#
# The engine finds no difference in the rules, and it is right: only the deal differs. In Osmosis three of each
# reserve's four cards are face down; in Peek all sixteen are face up, and that one change is what makes planning
# possible.

# %% [markdown] lang="fr"
# ## Le Coup d'œil et l'Osmose
#
# Le moteur ne trouve aucune différence de règles, et il a raison : seule la donne change. À l'Osmose, trois des
# quatre cartes de chaque réserve sont cachées ; au Coup d'œil, les seize sont visibles, et ce seul changement
# rend la prévision possible.

# %%
for line in differences(GAME, "osmosis"):
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
# Deal 2 is played with Eights (8♦). Before any click, count how many reserve cards can go home, then decide which
# suit you want on the second foundation.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 se joue avec les Huit (8♦). Avant tout clic, comptez combien de cartes des réserves peuvent monter,
# puis décidez quelle couleur vous voulez sur la deuxième fondation.

# %%
sn.play(GAME, deal=2)
