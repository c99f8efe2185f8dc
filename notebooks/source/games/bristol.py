# %% [markdown] lang="en"
# # Bristol
#
# Eight fans of three open cards with the Kings pushed to the bottom, three empty reserves, and a stock that deals
# one card onto **each** reserve per click, with no second pass. Two things set Bristol apart: the foundations
# grow from Ace to King **whatever the suits** (any Two on any Ace), and the reserves fill up with cards you can
# take but never cover.
#
# The lesson of Bristol is timing: each click buries the three reserve tops under three new cards, so play what
# you can from the reserves before you deal again.

# %% [markdown] lang="fr"
# # Carte de visite
#
# Huit éventails de trois cartes découvertes, les Rois repoussés en dessous, trois réserves vides, et une pioche
# qui donne une carte sur **chaque** réserve à chaque clic, sans second passage. Deux choses distinguent ce jeu :
# les fondations montent de l'As au Roi **quelles que soient les couleurs** (n'importe quel Deux sur n'importe
# quel As), et les réserves se remplissent de cartes qu'on peut prendre mais jamais recouvrir.
#
# La leçon de Carte de visite, c'est le bon moment : chaque clic enterre les trois cartes du dessus des réserves
# sous trois nouvelles, alors jouez ce que vous pouvez depuis les réserves avant de donner de nouveau.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many, summarise
from solitaire_nb.engine.strategy import greedy_player, move_value
import random
sn.set_lang("en")
feedback_in_steps()
GAME = "bristol"

# %% [markdown] lang="en"
# ## Deal 2
#
# The A♣ is on top of fan 1, and look at the low cards around it: 2♦ on fan 2, 3♦ on fan 3 with 4♦ just under
# it. Since suits do not matter on the foundations, these can climb onto the A♣ one after the other.

# %% [markdown] lang="fr"
# ## Donne 2
#
# L'A♣ est au sommet de l'éventail 1, et regardez les petites cartes autour : le 2♦ sur l'éventail 2, le 3♦ sur
# l'éventail 3 avec le 4♦ juste dessous. Comme les couleurs ne comptent pas sur les fondations, elles peuvent
# monter l'une après l'autre sur l'A♣.

# %%
game = sn.new_game(GAME, deal=2)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Note the foundation line ("regardless of suit") and the stock line (one card to each reserve, no redeal).

# %% [markdown] lang="fr"
# ## Les règles
#
# Repérez la ligne des fondations (« sans tenir compte de la couleur ») et celle de la pioche (une carte sur
# chaque réserve, pas de nouvelle donne).

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## A mixed-suit climb
#
# **Step 1.** A♣ home (`t1-f1`), then the 2♦ on it (`t2-f1`): a diamond on a club, which no by-suit game allows.

# %% [markdown] lang="fr"
# ## Une montée toutes couleurs
#
# **Étape 1.** L'A♣ monte (`t1-f1`), puis le 2♦ par-dessus (`t2-f1`) : un carreau sur un trèfle, ce qu'aucun jeu
# par couleur ne permettrait.

# %%
game.play("t1-f1")
game.play("t2-f1")
show(game)

# %% [markdown] lang="en"
# **Step 2.** The 3♦ and then the 4♦ of fan 3 follow (`t3-f1` twice). Four cards home before the first click on
# the stock.

# %% [markdown] lang="fr"
# **Étape 2.** Le 3♦ puis le 4♦ de l'éventail 3 suivent (`t3-f1` deux fois). Quatre cartes montées avant même le
# premier clic sur la pioche.

# %%
game.play("t3-f1")
game.play("t3-f1")
show(game, select=("foundation1", 1))

# %% [markdown] lang="en"
# ## Exercise 1 — how high can it climb?
#
# From the opening of deal 2, playing only tableau cards to the foundations (no dealing, no tableau moves), how
# many cards can you send home in all?

# %% [markdown] lang="fr"
# ## Exercice 1 — jusqu'où peut-on monter ?
#
# Depuis le début de la donne 2, en ne jouant que des cartes du tableau vers les fondations (sans donner, sans
# coup entre éventails), combien de cartes pouvez-vous monter en tout ?

# %% exercise="climb" part="ask"
q = exercise("bristol.climb")
position = q.game
display(show(position))
q

# %% exercise="climb" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 5
### END SOLUTION
q.check(answer)

# %% exercise="climb" part="score"
q.score(answer)

# %% exercise="climb" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau4", 1))

# %% [markdown] lang="en"
# ## Exercise 2 — a reserve card
#
# Deal 1, after one click on the stock: the 2♥ lies on reserve 3. Where may it go?

# %% [markdown] lang="fr"
# ## Exercice 2 — une carte de réserve
#
# Donne 1, après un clic sur la pioche : le 2♥ est sur la réserve 3. Où peut-il aller ?

# %% exercise="reserve" part="ask"
position = sn.new_game(GAME, deal=1)
position.play("deal")
q = PickTarget(position, "reserve3", 1)
display(show(position, labels=True))
q

# %% exercise="reserve" part="answer"
answer = ...  # ← your answer: a list of pile ids
### BEGIN SOLUTION
answer = ["tableau5", "tableau6"]
### END SOLUTION
q.check(answer)

# %% exercise="reserve" part="score"
q.score(answer)

# %% exercise="reserve" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("reserve3", 1))

# %% [markdown] lang="en" exercise="reserve" part="reveal"
# Either Three takes it, the 3♣ or the 3♥; no foundation yet, since no Ace has gone home. Play it before the next
# click, or it will be buried.

# %% [markdown] lang="fr" exercise="reserve" part="reveal"
# Les deux Trois l'acceptent, le 3♣ comme le 3♥ ; pas encore de fondation, puisqu'aucun As n'est monté. Jouez-le
# avant le prochain clic, sinon il sera enterré.

# %% [markdown] lang="en"
# ## Exercise 3 — one card, any suit
#
# Opening of deal 1: which of these moves are legal?

# %% [markdown] lang="fr"
# ## Exercice 3 — une carte, n'importe quelle couleur
#
# Début de la donne 1 : lesquels de ces coups sont permis ?

# %% exercise="legal" part="ask"
position = sn.new_game(GAME, deal=1)
q = LegalMoves(position, ["t4-f1", "t7-t1", "t5-t3", "t2-t4"])
display(show(position))
q

# %% exercise="legal" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["a", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="legal" part="score"
q.score(answer)

# %% exercise="legal" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau5", 1))

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual's advice, as a player: empty the reserves onto the tableau whenever you can, and deal only when
# nothing else is left. Deals 1 to 10 against the kit's greedy player (seeded).

# %% [markdown] lang="fr"
# ## La stratégie, mesurée
#
# Le conseil du manuel, sous forme de joueur : videz les réserves vers le tableau chaque fois que possible, et ne
# donnez que quand il ne reste rien d'autre. Donnes 1 à 10 face au joueur glouton du kit (tirages fixés).

# %%
def reserves_first():
    def choose(game, moves):
        def value(move):
            if str(move) == "deal":
                return -100
            bonus = 10 if move.source.startswith("reserve") else 0
            return bonus + move_value(game, move)
        return max(moves, key=value)
    return choose

results = play_many({"greedy": lambda: greedy_player(random.Random(0)), "reserves first": reserves_first},
                    range(1, 11), game=GAME, max_moves=400, patience=60)
summarise(results)

# %% [markdown] lang="en"
# The two players end close together (two wins against one, about 39 against 37 points on average): emptying the
# reserves first does not help a one-move-ahead player here. Bristol is one of the friendlier games of the kit for
# machines and people alike, because any Two fits any Ace.

# %% [markdown] lang="fr"
# Les deux joueurs finissent au coude à coude (deux victoires contre une, environ 39 points contre 37 en moyenne) :
# vider d'abord les réserves n'aide pas un joueur qui ne voit qu'un coup à l'avance. Carte de visite est l'un des
# jeux les plus cléments du kit, pour les machines comme pour les humains, puisque n'importe quel Deux va sur
# n'importe quel As.

# %% [markdown] lang="en"
# ## Compared with Baker's Dozen
#
# Same family — open fans, Kings at the bottom, one card at a time regardless of suit, empty piles never refilled —
# but Bristol deals only 24 cards to eight fans, keeps 28 in a stock feeding three reserves, and lets the
# foundations mix suits.

# %% [markdown] lang="fr"
# ## Comparé aux boulangers
#
# Même famille (éventails ouverts, Rois en dessous, une carte à la fois sans tenir compte de la couleur, piles
# vides jamais remplies), mais Carte de visite ne donne que 24 cartes à huit éventails, en garde 28 dans une
# pioche qui alimente trois réserves, et laisse les fondations mêler les couleurs.

# %%
for line in differences(GAME, "bakers_dozen"):
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
answer = 'r1-t5'
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
# Deal 2 starts with the climb shown above. After it, count the moves you have before each click, and try never
# to bury a reserve card you could have played.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 commence par la montée vue plus haut. Ensuite, comptez les coups dont vous disposez avant chaque clic,
# et tâchez de ne jamais enterrer une carte de réserve que vous auriez pu jouer.

# %%
sn.play(GAME, deal=2)
