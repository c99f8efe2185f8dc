# %% [markdown] lang="en"
# # General's Patience
#
# General's Patience keeps Terrace's great decision — you choose the base card among four — and makes the two
# things around it harder. The reserve grows to thirteen cards, all in view but playable only onto the
# foundations, top card first. And the foundations build by suit, not by colour: with an 8♠ base, only the 9♠ may
# follow, so each of the eight foundations waits for two particular cards of the double deck at every step.
#
# The stock is the other lesson. You may go through it twice, but the second pass is strict: a new card is
# turned only when the waste is empty, so every card has to find a place before you see the next one.

# %% [markdown] lang="fr"
# # La patience du général
#
# La patience du général garde la grande décision de la Terrasse — on choisit la carte de base parmi quatre — et
# durcit ce qui l'entoure. La réserve passe à treize cartes, toutes visibles mais jouables seulement sur les
# fondations, par le dessus. Et les fondations montent par couleur, non plus en alternant rouge et
# noir : avec une base 8♠, seul un 9♠ peut suivre, et chacune des huit fondations attend donc, à chaque étape,
# l'une des deux cartes précises du double paquet.
#
# La pioche est l'autre leçon. On peut la parcourir deux fois, mais le second passage est strict : une nouvelle
# carte n'est retournée que quand la défausse est vide, si bien que chaque carte doit trouver sa place avant qu'on
# voie la suivante.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, WhichRule, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "generals_patience"

# %% [markdown] lang="en"
# ## Deal 1, before the choice
#
# The reserve runs from K♥ (deepest) to 10♣ (on top, in play). The candidates for the base are 8♠, 3♣, J♠ and
# 5♥; the other five tableau piles and the waste wait for your choice.

# %% [markdown] lang="fr"
# ## La donne 1, avant le choix
#
# La réserve va du R♥ (le plus profond) au 10♣ (sur le dessus, en jeu). Les candidates à la base sont 8♠, 3♣, V♠
# et 5♥ ; les cinq autres piles du tableau et la défausse attendent votre choix.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Two lines differ from Terrace's: the foundation line says "by suit", and the stock line ends with what happens
# after the redeal.

# %% [markdown] lang="fr"
# ## Les règles
#
# Deux lignes diffèrent de celles de la Terrasse : celle des fondations dit « par couleur », et celle de la
# pioche se termine par ce qui se passe après la redistribution.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Exercises and a guided start
#
# ### Reading the reserve
#
# A reserve card of the base rank can only start a foundation, and it is stuck there until every card above it
# in the fan has gone. Which of the four candidates have *no* card of their rank in the reserve at all?

# %% [markdown] lang="fr"
# ## Exercices et début guidé
#
# ### Lire la réserve
#
# Une carte de la réserve du rang de base ne peut qu'ouvrir une fondation, et elle reste coincée tant que toutes
# les cartes posées sur elle dans l'éventail ne sont pas parties. Lesquelles des quatre candidates n'ont *aucune*
# carte de leur rang dans la réserve ?

# %% exercise="reserve" part="ask"
q = exercise("generals_patience.reserve")
q

# %% exercise="reserve" part="answer"
answer = ...  # ← your answer: a list of cards, e.g. ["3C"]
### BEGIN SOLUTION
answer = ["8S", "JS"]
### END SOLUTION
q.check(answer)

# %% exercise="reserve" part="score"
q.score(answer)

# %% exercise="reserve" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("reserve1", 1))

# %% [markdown] lang="en" exercise="reserve" part="reveal"
# 3♦ and 3♥ sit sixth and ninth from the top of the fan, 5♦ fifth: with a Three or a Five as base, two or one
# foundations could not open before that part of the reserve was cleared.

# %% [markdown] lang="fr" exercise="reserve" part="reveal"
# Le 3♦ et le 3♥ sont sixième et neuvième en partant du dessus de l'éventail, le 5♦ cinquième : avec un Trois
# ou un Cinq pour base, deux fondations ou une ne pourraient s'ouvrir qu'une fois cette partie de la réserve
# dégagée.

# %% [markdown] lang="en"
# ### Step 1: 8♠ as base
#
# We choose 8♠. The game fills the nine tableau piles and turns J♥ onto the waste.

# %% [markdown] lang="fr"
# ### Étape 1 : le 8♠ pour base
#
# On choisit le 8♠. Le jeu remplit les neuf piles du tableau et retourne le V♥ sur la défausse.

# %%
game.play("t1-f1")
show(game)

# %% [markdown] lang="en"
# ### Step 2: through the stock to 9♠
#
# The stock turns one card per click. Nineteen clicks later, 9♠ comes up: the only kind of card that may follow
# 8♠, and it goes home.

# %% [markdown] lang="fr"
# ### Étape 2 : la pioche jusqu'au 9♠
#
# La pioche retourne une carte par clic. Dix-neuf clics plus loin arrive le 9♠ : la seule sorte de carte qui
# puisse suivre le 8♠, et elle monte.

# %%
for _ in range(19):
    game.play("deal")
game.play("w-f1")
show(game)

# %% [markdown] lang="en"
# ### A red Nine on a black Eight
#
# Same deal and the same choice of 8♠, but this time 49 clicks are played and nothing else: 9♥ is on the waste. A
# Terrace player would send it onto 8♠ without a thought. Which rule stops it here?

# %% [markdown] lang="fr"
# ### Un Neuf rouge sur un Huit noir
#
# Même donne, même choix du 8♠, mais cette fois on joue 49 clics et rien d'autre : le 9♥ est sur la défausse.
# Un joueur de Terrasse l'enverrait sans hésiter sur le 8♠. Quelle règle l'en empêche ici ?

# %% exercise="suit" part="ask"
hearts = sn.new_game(GAME, deal=1)
hearts.play("t1-f1")
for _ in range(49):
    hearts.play("deal")
q = WhichRule(hearts, "w-f1", choices=["build_alternate_colour", "build_by_suit", "chosen_base_card"])
display(show(hearts))
q

# %% exercise="suit" part="answer"
answer = ...  # ← your answer: one letter
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="suit" part="score"
q.score(answer)

# %% exercise="suit" part="reveal"
display(q.check(answer, reveal=True))
show(hearts, select=("waste", 1))

# %% [markdown] lang="en"
# ### The second pass
#
# Deal 1 again, 8♠ chosen, then all eighty stock cards clicked through without playing one, the stock turned
# over, and one click: J♥ is back on the waste, as at the start of the first pass. Which of these moves are
# allowed now?

# %% [markdown] lang="fr"
# ### Le second passage
#
# Encore la donne 1, le 8♠ choisi, puis les quatre-vingts cartes de la pioche défilées sans en jouer une, la
# pioche retournée, et un clic : le V♥ est de retour sur la défausse, comme au début du premier passage. Lesquels
# de ces coups sont permis maintenant ?

# %% exercise="second_pass" part="ask"
second = sn.new_game(GAME, deal=1)
second.play("t1-f1")
while second.pile("stock").cards:
    second.play("deal")
second.play("redeal")
second.play("deal")
q = LegalMoves(second, ["deal", "w-f1", "t6-f2", "w-t9", "t3-t9"])
display(show(second))
q

# %% exercise="second_pass" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="second_pass" part="score"
q.score(answer)

# %% exercise="second_pass" part="reveal"
display(q.check(answer, reveal=True))
show(second, select=("waste", 1))

# %% [markdown] lang="en" exercise="second_pass" part="reveal"
# J♥ fits nowhere — not on 8♠ (it can only follow a 10♥), not on Q♥ (same colour) — and no click will
# replace it: on the second pass the stock waits for an empty waste. A card with no home on the second pass ends
# the game, which is why the manual tells you to note the order of the stock during the first.

# %% [markdown] lang="fr" exercise="second_pass" part="reveal"
# Le V♥ ne va nulle part — ni sur le 8♠ (il ne peut suivre qu'un 10♥), ni sur la D♥ (même couleur) —
# et aucun clic ne le remplacera : au second passage, la pioche attend une défausse vide. Une carte sans place
# au second passage termine la partie ; c'est pourquoi le manuel conseille de noter l'ordre de la pioche pendant
# le premier.

# %% [markdown] lang="en"
# ## Choosing a base that is not buried
#
# A player built on the manual's first advice: among the four candidates, choose the base whose rank is least
# buried in the reserve (for each reserve card of that rank, count the cards lying on top of it, and add up); then
# play greedily. Deals 1 to 60, the same fixed seed for both; each line: wins, then average cards home out of 104.

# %% [markdown] lang="fr"
# ## Choisir une base qui n'est pas enfouie
#
# Un joueur construit sur le premier conseil du manuel : parmi les quatre candidates, choisir la base dont le
# rang est le moins enfoui dans la réserve (pour chaque carte de ce rang dans la réserve, compter les cartes
# posées dessus, et faire la somme) ; ensuite jouer en glouton. Donnes 1 à 60, la même graine fixe pour les deux ;
# chaque ligne : victoires, puis nombre moyen de cartes montées sur 104.

# %%
def shallow_base():
    greedy = greedy_player(random.Random(1))

    def choose(game, moves):
        if game.state.get("base_rank") is not None:
            return greedy(game, moves)
        reserve = game.pile("reserve1").cards

        def buried(move):
            rank = game.pile(move.source).top.rank
            return sum(len(reserve) - 1 - i for i, card in enumerate(reserve) if card.rank == rank)
        return min(moves, key=buried)
    return choose


players = {"greedy": lambda: greedy_player(random.Random(1)), "shallow base": shallow_base}
results = play_many(players, range(1, 61), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/60, {average:.1f}")

# %% [markdown] lang="en"
# Neither machine wins a single deal: by suit, with thirteen cards in the reserve and a strict second pass, this
# game is far harder than Terrace for a player that does not plan. The advice does help what is measurable — about
# three cards more home on average — but no base, however well chosen, saves a player who forgets the stock.

# %% [markdown] lang="fr"
# Aucune des deux machines ne gagne une seule donne : par couleur, avec treize cartes en réserve et un second
# passage strict, ce jeu est bien plus dur que la Terrasse pour un joueur qui ne prévoit rien. Le conseil aide
# pourtant ce qu'on peut mesurer — environ trois cartes montées de plus en moyenne — mais aucune base, si bien
# choisie soit-elle, ne sauve un joueur qui oublie la pioche.

# %% [markdown] lang="en"
# ## General's Patience and Terrace
#
# The difference that changes the play most is the foundation build: by suit here, by alternate colour in
# Terrace, which halves the cards that can follow each foundation card. Then come the stock's second pass, with
# its one-card-at-a-time rule, and a reserve two cards longer.

# %% [markdown] lang="fr"
# ## La patience du général et la Terrasse
#
# La différence qui change le plus le jeu est la construction des fondations : par couleur ici, en alternant
# rouge et noir à la Terrasse, ce qui divise par deux les cartes qui peuvent suivre chaque carte d'une fondation.
# Viennent ensuite le second passage de la pioche, avec sa règle d'une carte à la fois, et une réserve plus longue
# de deux cartes.

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
answer = 'w-t4'
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
# On deal 2 the candidates are 9♠, 3♦, 10♥ and 7♦, and the reserve hides A♦ and A♥ near its bottom. Pick the base
# with the fan in mind, and on the first pass write down where the cards you need come up.

# %% [markdown] lang="fr"
# ## À vous
#
# Sur la donne 2, les candidates sont 9♠, 3♦, 10♥ et 7♦, et la réserve cache l'A♦ et l'A♥ près de son fond.
# Choisissez la base en pensant à l'éventail, et pendant le premier passage notez où arrivent les cartes dont vous
# avez besoin.

# %%
sn.play(GAME, deal=2)
