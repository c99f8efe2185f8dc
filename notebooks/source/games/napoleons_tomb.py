# %% [markdown] lang="en"
# # Napoleon's Tomb
#
# The tomb is a three-by-three grid, and the game starts with it empty: all 52 cards wait in the stock. The four
# corners are foundations that open with a Seven and climb to the King; the centre opens with a Six and goes
# *down* to the Ace, then starts again from a Six, four times over, so that it ends up holding every card from
# Ace to Six. Suits never matter, only ranks.
#
# Between the corners, the four edge cells hold one card each. They are the only storage you have, because the
# stock is turned one card at a time and only once: a card you let the next one cover is buried in the waste, and
# it comes back only when everything above it has gone home or into a cell. Napoleon's Tomb teaches one thing above
# all: what deserves a cell.

# %% [markdown] lang="fr"
# # Le tombeau de Napoléon
#
# Le tombeau est une grille de trois sur trois, et la partie commence avec une grille vide : les 52 cartes
# attendent dans la pioche. Les quatre coins sont des fondations qui s'ouvrent sur un Sept et montent jusqu'au Roi ;
# le centre s'ouvre sur un Six et *descend* jusqu'à l'As, puis repart d'un Six, quatre fois de suite, si bien qu'il
# finit par contenir toutes les cartes de l'As au Six. Les couleurs ne comptent jamais, seuls les rangs comptent.
#
# Entre les coins, les quatre cases des bords gardent une carte chacune. C'est toute la place dont vous disposez,
# car la pioche se retourne une carte à la fois et une seule fois : une carte que vous laissez recouvrir par la
# suivante est enterrée dans la défausse, et elle ne revient que lorsque tout ce qui est au-dessus est parti sur une
# fondation ou dans une case. Le tombeau de Napoléon enseigne avant tout une chose : ce qui mérite une case.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "napoleons_tomb"

# %% [markdown] lang="en"
# ## Deal 1
#
# An empty grid and a full stock: there is nothing to look at yet, and the first move can only be a click on the
# stock. Foundations 1 to 4 are the corners, foundation 5 the centre; reserves 1 to 4 are the edge cells (top,
# left, right, bottom).

# %% [markdown] lang="fr"
# ## La donne 1
#
# Une grille vide et une pioche pleine : il n'y a encore rien à regarder, et le premier coup ne peut être qu'un
# clic sur la pioche. Les fondations 1 à 4 sont les coins, la fondation 5 le centre ; les réserves 1 à 4 sont les
# cases des bords (en haut, à gauche, à droite, en bas).

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Two lines of the foundation rule split the deck in two: Seven to King belong to the corners, Ace to Six to the
# centre. A card of one half can never help the other half.

# %% [markdown] lang="fr"
# ## Les règles
#
# Deux lignes de la règle des fondations coupent le paquet en deux : du Sept au Roi pour les coins, de l'As au
# Six pour le centre. Une carte d'une moitié ne peut jamais aider l'autre moitié.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Deal 1, filling the edges
#
# **Step 1.** The first card is 5♥. No foundation takes a Five before a Six has opened the centre, and the next
# stock card would bury it, so it goes into a cell. The second card, 7♥, opens a corner by itself.

# %% [markdown] lang="fr"
# ## La donne 1, les bords se remplissent
#
# **Étape 1.** La première carte est le 5♥. Aucune fondation ne prend un Cinq avant qu'un Six ait ouvert le
# centre, et la prochaine carte de la pioche l'enterrerait : il va dans une case. La deuxième carte, le 7♥, ouvre
# un coin à elle seule.

# %%
for move in ["deal", "w-r1", "deal", "w-f1"]:
    game.play(move)
show(game)

# %% [markdown] lang="en"
# **Step 2.** 4♥, 10♥ and 2♥ follow and take the three other cells; then the grid is full and every card that
# fits nowhere stays on the waste: A♠, J♦, 5♦. 7♣ opens a second corner. After 9♣ and 3♥ comes 6♠, the card the
# centre has been waiting for.

# %% [markdown] lang="fr"
# **Étape 2.** Le 4♥, le 10♥ et le 2♥ suivent et prennent les trois autres cases ; la grille est alors pleine et
# toute carte qui ne va nulle part reste sur la défausse : A♠, V♦, 5♦. Le 7♣ ouvre un deuxième coin. Après le 9♣ et
# le 3♥ arrive le 6♠, la carte que le centre attendait.

# %%
for move in ["deal", "w-r3", "deal", "w-r4", "deal", "w-r2", "deal", "deal", "deal", "deal", "w-f4",
             "deal", "deal", "deal"]:
    game.play(move)
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### The centre opens
#
# 6♠ is on top of the waste, the cells hold 5♥, 2♥, 4♥ and 10♥, and below 6♠ the waste reads (from the top)
# 3♥, 9♣, 5♦, J♦, A♠. Without turning another stock card, and moving cards into the cells as you like, how many
# cards can you send home at most?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Le centre s'ouvre
#
# Le 6♠ est sur la défausse, les cases contiennent 5♥, 2♥, 4♥ et 10♥, et sous le 6♠ la défausse montre (du haut
# vers le bas) 3♥, 9♣, 5♦, V♦, A♠. Sans retourner d'autre carte de la pioche, et en plaçant des cartes dans les
# cases comme vous voulez, combien de cartes pouvez-vous monter au plus ?


# %% exercise="centre" part="ask"
q = exercise("napoleons_tomb.centre")
six = q.game
display(show(six))
q

# %% exercise="centre" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 6
### END SOLUTION
q.check(answer)

# %% exercise="centre" part="score"
q.score(answer)

# %% exercise="centre" part="reveal"
display(q.check(answer, reveal=True))
DIG = ["w-f5", "r1-f5", "r3-f5", "w-f5", "r2-f5", "w-r1", "w-r2", "w-r3", "w-f5"]
dug = six.copy()
for move in DIG:
    dug.play(move)
show(dug, select=("foundation5", 1))

# %% [markdown] lang="en" exercise="centre" part="reveal"
# The cells work twice here: first as a waiting room for the Five, the Four and the Two, then as a spade to dig
# through the waste. Three cards that no foundation wants yet go into them, only to reach the Ace underneath.

# %% [markdown] lang="fr" exercise="centre" part="reveal"
# Les cases servent deux fois ici : d'abord de salle d'attente pour le Cinq, le Quatre et le Deux, puis de pelle
# pour creuser la défausse. Trois cartes dont aucune fondation ne veut encore y entrent, seulement pour atteindre
# l'As qui est dessous.

# %% [markdown] lang="en"
# ### Two corners on a Seven
#
# We play that line, then turn nine more stock cards, and 8♠ turns up. The cells are full again (9♣, 5♦, J♦, 10♥) and two corners show a
# Seven. Name every pile that will take 8♠.

# %% [markdown] lang="fr"
# ### Deux coins sur un Sept
#
# On joue cette ligne, puis on retourne neuf cartes de plus, et le 8♠ apparaît. Les cases sont de nouveau pleines (9♣, 5♦, V♦, 10♥) et deux
# coins montrent un Sept. Nommez toutes les piles qui acceptent le 8♠.

# %% exercise="corner" part="ask"
for move in DIG + ["deal"] * 9:
    game.play(move)
eight = game.copy()
q = PickTarget(eight, "waste", 1)
display(show(eight, labels=True))
q

# %% exercise="corner" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau1"]
### BEGIN SOLUTION
answer = ["foundation1", "foundation4"]
### END SOLUTION
q.check(answer)

# %% exercise="corner" part="score"
q.score(answer)

# %% exercise="corner" part="reveal"
display(q.check(answer, reveal=True))
show(eight, select=("waste", 1))

# %% [markdown] lang="en" exercise="corner" part="reveal"
# Either Seven will do, 7♥ or 7♣, since suits play no part. The centre is out of the question whatever it shows: an
# Eight belongs to the upper half of the deck.

# %% [markdown] lang="fr" exercise="corner" part="reveal"
# L'un ou l'autre Sept fait l'affaire, le 7♥ comme le 7♣, puisque les couleurs ne jouent aucun rôle. Le centre est
# hors de question quoi qu'il montre : un Huit appartient à la moitié haute du paquet.

# %% [markdown] lang="en"
# ### What follows the Eight
#
# Send 8♠ to a corner. Which cards of the cells can then follow it, one after the other, before the next stock
# card?

# %% [markdown] lang="fr"
# ### Ce qui suit le Huit
#
# Envoyez le 8♠ sur un coin. Quelles cartes des cases peuvent alors le suivre, l'une après l'autre, avant la
# prochaine carte de la pioche ?

# %% exercise="follow" part="ask"
q = exercise("napoleons_tomb.follow")
eight = q.game
climb = eight.copy()
climb.play("w-f4")
followers = []
while True:
    home = [move for move in climb.legal_moves()
            if move.kind == "move" and move.source.startswith("reserve") and move.target == "foundation4"]
    if not home:
        break
    followers.append(str(climb.pile(home[0].source).top))
    climb.play(home[0])
q

# %% exercise="follow" part="answer"
answer = ...  # ← your answer: a list of cards, e.g. ["5D", "6C"]
### BEGIN SOLUTION
answer = ["9C", "TH", "JD"]
### END SOLUTION
q.check(answer)

# %% exercise="follow" part="score"
q.score(answer)

# %% exercise="follow" part="reveal"
display(q.check(answer, reveal=True))
show(climb, select=("foundation4", 1))

# %% [markdown] lang="en" exercise="follow" part="reveal"
# Three of the four cells were filled with cards that seemed useless when they went in, and all three have gone
# home on one Eight. That is the bet a cell makes in this game.

# %% [markdown] lang="fr" exercise="follow" part="reveal"
# Trois des quatre cases avaient été remplies avec des cartes qui semblaient inutiles en y entrant, et toutes les
# trois sont montées grâce à un seul Huit. C'est le pari que fait une case dans ce jeu.

# %% [markdown] lang="en"
# ## Keep the cells free?
#
# The usual advice for this game is to keep the cells free as long as you can. Below, that advice becomes a player
# with one setting: it sends a card home whenever it can, and otherwise parks the waste card in a cell only while
# more than `spare` cells would remain empty; else it turns the stock. With `spare=0` it parks whenever a cell is
# empty, which is what the kit's greedy player does too. All play deals 1 to 100; each line gives the wins out of
# 100, then the average number of cards home (52 wins).

# %% [markdown] lang="fr"
# ## Garder les cases libres ?
#
# Le conseil habituel pour ce jeu est de garder les cases libres aussi longtemps que possible. Ci-dessous, ce
# conseil devient un joueur à un seul réglage : il monte une carte chaque fois qu'il le peut, et sinon il range la
# carte de la défausse dans une case seulement s'il resterait plus de `spare` cases vides ; sinon, il retourne la
# pioche. Avec `spare=0`, il range dès qu'une case est vide, ce que fait aussi le joueur glouton du kit. Tous jouent
# les donnes 1 à 100 ; chaque ligne donne les victoires sur 100, puis le nombre moyen de cartes montées (52
# gagnent).

# %%
def keep_free(spare):
    def make():
        def choose(game, moves):
            home = [move for move in moves if move.kind == "move" and game.pile(move.target).role == "foundation"]
            if home:
                return home[0]
            empty_cells = sum(not game.pile(f"reserve{i}").cards for i in range(1, 5))
            park = [move for move in moves if move.kind == "move" and move.source == "waste"]
            if park and empty_cells > spare:
                return park[0]
            turn = [move for move in moves if move.kind == "deal"]
            return (turn or park or moves)[0]
        return choose
    return make


players = {"greedy": lambda: greedy_player(random.Random(1)),
           "spare=0": keep_free(0), "spare=1": keep_free(1), "spare=2": keep_free(2)}
results = play_many(players, range(1, 101), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/100, {average:.1f}")

# %% [markdown] lang="en"
# Taken literally, the advice costs dearly: keeping one cell in reserve falls from 15 wins to 2, keeping two to 1.
# With a single pass through the stock, a card you decline to park is not set aside, it is buried, and the deal
# example showed how a cell full of "useless" cards later fed a corner. The advice is right about one thing: a
# cell is precious. A person does better than all these players by choosing *which* card to park (one the
# foundations will soon want), which none of them tries.

# %% [markdown] lang="fr"
# Pris à la lettre, le conseil coûte cher : garder une case en réserve fait tomber de 15 victoires à 2, en garder
# deux à 1. Avec un seul passage dans la pioche, une carte que l'on refuse de ranger n'est pas mise de côté, elle
# est enterrée, et l'exemple de la donne a montré comment des cases pleines de cartes « inutiles » ont ensuite
# nourri un coin. Le conseil a raison sur un point : une case est précieuse. Une personne fait mieux que tous ces
# joueurs en choisissant *quelle* carte ranger (une que les fondations voudront bientôt), ce qu'aucun d'eux
# n'essaie.

# %% [markdown] lang="en"
# ## Three cards at a time
#
# The `draw=3` option turns three cards per click and allows two redeals: three passes instead of one, but only
# every third card within reach on each pass. On deal 1 the first click shows 4♥ on top, with 5♥ and 7♥ under it.
# The same greedy player, over the same hundred deals, wins fewer games with this option than without it.

# %% [markdown] lang="fr"
# ## Trois cartes à la fois
#
# L'option `draw=3` retourne trois cartes par clic et permet deux redistributions : trois passages au lieu d'un,
# mais seulement une carte sur trois à portée à chaque passage. Sur la donne 1, le premier clic montre le 4♥ sur le
# dessus, avec le 5♥ et le 7♥ dessous. Le même joueur glouton, sur les mêmes cent donnes, gagne moins de parties
# avec cette option que sans elle.

# %%
threes = sn.new_game(GAME, deal=1, draw=3)
threes.play("deal")
display(show(threes))
results = play_many({"greedy, draw=3": lambda: greedy_player(random.Random(1))}, range(1, 101), game=GAME,
                    options={"draw": 3})
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    print(f"{name}: {wins}/100")

# %% [markdown] lang="en"
# ## Napoleon's Tomb and Sir Tommy
#
# Sir Tommy deals the whole deck from the stock too, once only, but its four reserves are piles: each takes any
# number of cards and only the top one moves, so parking a card there can bury another. Napoleon's Tomb gives you
# one-card cells instead, never buried, but only four cards of room. And Sir Tommy's four foundations all climb
# from Ace to King, where the tomb splits the deck between its corners and its centre.

# %% [markdown] lang="fr"
# ## Le tombeau de Napoléon et Sir Tommy
#
# Sir Tommy distribue lui aussi tout le paquet depuis la pioche, une seule fois, mais ses quatre réserves sont des
# piles : chacune prend autant de cartes qu'on veut et seule celle du dessus bouge, si bien que ranger une carte
# peut en enterrer une autre. Le tombeau vous donne à la place des cases d'une carte, jamais enterrées, mais
# seulement quatre cartes de place. Et les quatre fondations de Sir Tommy montent toutes de l'As au Roi, alors que
# le tombeau partage le paquet entre ses coins et son centre.

# %%
for line in differences(GAME, "sir_tommy"):
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
# Deal 2 is yours. Before each card you park, ask which foundation will want it and how soon; before each card you
# let the stock bury, ask whether you will ever see it again.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 est à vous. Avant de ranger une carte, demandez-vous quelle fondation la voudra et dans combien de
# temps ; avant de laisser la pioche en enterrer une, demandez-vous si vous la reverrez un jour.

# %%
sn.play(GAME, deal=2)
