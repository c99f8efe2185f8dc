# %% [markdown] lang="en"
# # Auld Lang Syne
#
# The four Aces are already on the foundations when the game starts, and the other forty-eight cards wait in the stock. Each click deals four cards at once, one face up onto each of four reserves. A reserve's top card may climb onto a foundation whose top is one rank lower, suits ignored; nothing else ever moves, and the stock is dealt only once.
#
# Few solitaires leave the player so little to decide. You never choose where a card lands: the deal does. What is left is attention, sending up every card that fits before the next click buries it, and, now and then, a real choice when two cards of the same rank want the same foundation. This notebook measures how little those choices weigh against the luck of the deal.

# %% [markdown] lang="fr"
# # Auld Lang Syne
#
# Les quatre As sont déjà sur les fondations au début de la partie, et les quarante-huit autres cartes attendent dans la pioche. Chaque clic distribue quatre cartes d'un coup, une face visible sur chacune des quatre réserves. La carte du dessus d'une réserve peut monter sur une fondation dont la carte du dessus est d'un rang plus bas, sans tenir compte des couleurs ; rien d'autre ne bouge jamais, et la pioche n'est distribuée qu'une fois.
#
# Peu de réussites laissent aussi peu de décisions au joueur. On ne choisit jamais où tombe une carte : c'est la distribution qui décide. Reste l'attention, monter toutes les cartes qui vont sur une fondation avant que le clic suivant ne les enterre, et, de temps en temps, un vrai choix quand deux cartes de même rang veulent la même fondation. Ce notebook mesure le peu de poids de ces choix face à la chance de la donne.

# %%
import solitaire_nb as sn
from solitaire_nb.text.phrases import Phrase
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many, summarise
from solitaire_nb.engine.strategy import greedy_player
sn.set_lang("en")
feedback_in_steps()
GAME = "auld_lang_syne"

# %% [markdown] lang="en"
# ## Deal 1
#
# Four Aces in a row, four empty reserves, and the stock. The only move on offer is the first click.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Quatre As alignés, quatre réserves vides, et la pioche. Le seul coup possible est le premier clic.

# %%
game = sn.new_game(GAME, deal=1)
print([str(move) for move in game.legal_moves()])
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Since the foundations ignore suits, they differ only by the rank on top: a Two fits any foundation still showing its Ace.

# %% [markdown] lang="fr"
# ## Les règles
#
# Comme les fondations ignorent les couleurs, elles ne diffèrent que par le rang du dessus : un 2 va sur n'importe quelle fondation qui montre encore son As.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Play up, then click
#
# The first click deals 2♥, 2♣, 8♣ and 9♦. Both Twos can climb, each onto its own Ace (`r1-f1`, then `r2-f2`).

# %% [markdown] lang="fr"
# ## Monter, puis cliquer
#
# Le premier clic distribue 2♥, 2♣, 8♣ et 9♦. Les deux 2 peuvent monter, chacun sur son As (`r1-f1`, puis `r2-f2`).

# %%
game.play("deal")
print([str(move) for move in game.legal_moves()])
game.play("r1-f1")
game.play("r2-f2")
show(game)

# %% [markdown] lang="en"
# Nothing else fits, so we click again: 8♣ and 9♦ now lie under new cards, and they will stay there until the foundations come up to meet them or the cards above them leave.

# %% [markdown] lang="fr"
# Plus rien ne va : on clique de nouveau. Le 8♣ et le 9♦ sont désormais sous de nouvelles cartes, et ils y resteront jusqu'à ce que les fondations montent jusqu'à eux ou que les cartes du dessus partent.

# %%
game.play("deal")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### A run after a click
#
# Deal 4, fifth click, every fitting card played so far. How many cards can you send up before you must click again?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Une série après un clic
#
# Donne 4, cinquième clic, toutes les cartes possibles jouées jusque-là. Combien de cartes pouvez-vous monter avant de devoir cliquer à nouveau ?

# %% exercise="run" part="ask"
q = exercise("auld_lang_syne.run")
position = q.game


def play_up(game):
    """Send reserve cards up while any fits; return how many went."""
    count = 0
    while True:
        ups = [move for move in game.legal_moves() if str(move) != "deal"]
        if not ups:
            return count
        game.play(ups[0])
        count += 1


def after_clicks(deal, clicks):
    """Deal ``clicks`` times from deal number ``deal``, playing every card that fits before each click but the last."""
    game = sn.new_game(GAME, deal=deal)
    for click in range(clicks):
        if click:
            play_up(game)
        game.play("deal")
    return game


display(show(position))
q

# %% exercise="run" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 5
### END SOLUTION
q.check(answer)

# %% exercise="run" part="score"
q.score(answer)

# %% exercise="run" part="reveal"
display(q.check(answer, reveal=True))
after = position.copy()
play_up(after)
show(after)

# %% [markdown] lang="en"
# ### Two Fives, one Four
#
# Deal 21, seventh click. The foundations show 4♥, 3♣, 3♦ and A♠, and two Fives are on top of reserves, 5♣ and 5♠, but only one foundation takes a Five. Which Five should climb, if you want the longest run before the next click?

# %% [markdown] lang="fr"
# ### Deux 5, un seul 4
#
# Donne 21, septième clic. Les fondations montrent 4♥, 3♣, 3♦ et A♠, et deux 5 sont sur le dessus des réserves, le 5♣ et le 5♠, mais une seule fondation prend un 5. Quel 5 doit monter, pour obtenir la plus longue série avant le prochain clic ?

# %% exercise="fives" part="ask"
q = exercise("auld_lang_syne.fives")
position = q.game


def run_from(move):
    after = position.copy()
    after.play(move)
    return 1 + play_up(after)


fives = {"r2-f1": "reserve2", "r3-f1": "reserve3"}
display(show(position))
q

# %% exercise="fives" part="answer"
answer = ...  # ← your answer: one card
### BEGIN SOLUTION
answer = "5S"
### END SOLUTION
q.check(answer)

# %% exercise="fives" part="score"
q.score(answer)

# %% exercise="fives" part="reveal"
display(q.check(answer, reveal=True))
print({str(position.pile(pile).cards[-1]): run_from(move) for move, pile in fives.items()})
show(position, select=("reserve3", 1))

# %% [markdown] lang="en" exercise="fives" part="reveal"
# This is the one genuine decision of the game, and it is rare: it needs two cards of one rank on top at the same moment with a single foundation ready for them.

# %% [markdown] lang="fr" exercise="fives" part="reveal"
# C'est la seule vraie décision du jeu, et elle est rare : il faut deux cartes d'un même rang sur le dessus au même moment, avec une seule fondation prête à les recevoir.

# %% [markdown] lang="en"
# ### Which moves are possible?
#
# Deal 16, sixth click. Two foundations have climbed high, to 9♥ and 7♥. Which of these moves does the game allow?

# %% [markdown] lang="fr"
# ### Quels coups sont possibles ?
#
# Donne 16, sixième clic. Deux fondations sont montées haut, jusqu'au 9♥ et au 7♥. Lesquels de ces coups le jeu permet-il ?

# %% exercise="moves" part="ask"
position = after_clicks(16, 6)
q = LegalMoves(position, ["r1-f2", "r4-f1", "r3-r4", "r2-f1", "deal"])
display(show(position))
q

# %% exercise="moves" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves
### BEGIN SOLUTION
answer = ["a", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="moves" part="score"
q.score(answer)

# %% exercise="moves" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("reserve1", 1))

# %% [markdown] lang="en" exercise="moves" part="reveal"
# A click is always allowed while the stock lasts, even with a card waiting to climb: the game does not protect you from burying it.

# %% [markdown] lang="fr" exercise="moves" part="reveal"
# Un clic est toujours permis tant que la pioche dure, même si une carte attend de monter : le jeu ne vous empêche pas de l'enterrer.

# %% [markdown] lang="en"
# ## Attention, measured
#
# Three players on deals 1 to 100. The kit's greedy player sends up everything that fits before clicking, choosing at random when two cards compete. A careless player clicks whenever it can and only plays a card when the stock is empty. A careful one, at each play, picks the card after which the longest run follows, as in the two-Fives exercise.

# %% [markdown] lang="fr"
# ## L'attention, mesurée
#
# Trois joueurs sur les donnes 1 à 100. Le joueur glouton du kit monte tout ce qui peut monter avant de cliquer, au hasard quand deux cartes sont en concurrence. Un joueur distrait clique dès qu'il le peut et ne joue une carte que lorsque la pioche est vide. Un joueur soigneux, à chaque coup, prend la carte après laquelle suit la plus longue série, comme dans l'exercice des deux 5.

# %%
def careless():
    def choose(game, moves):
        clicks = [move for move in moves if str(move) == "deal"]
        return clicks[0] if clicks else moves[0]
    return choose


def longest_run():
    def choose(game, moves):
        ups = [move for move in moves if str(move) != "deal"]
        if not ups:
            return moves[0]

        def run(move):
            after = game.copy()
            after.play(move)
            return play_up(after)
        return max(ups, key=run)
    return choose


results = play_many({"greedy": greedy_player, "careless": careless, "longest run": longest_run}, range(1, 101), game=GAME)
summarise(results, Phrase(en="cards of 52 on the foundations", fr="cartes sur 52 montées sur les fondations"))

# %% [markdown] lang="en"
# No player wins a single one of these hundred deals. Attention is what counts: the careless player ends with barely more than the four Aces it was given, while the other two reach about twenty cards. Choosing well between two equal cards adds almost nothing, because the choice comes up so seldom. Treat Auld Lang Syne as a game of patience in the old sense: watch, play up, and accept what the deal gives.

# %% [markdown] lang="fr"
# Aucun joueur ne gagne une seule de ces cent donnes. C'est l'attention qui compte : le joueur distrait finit avec à peine plus que les quatre As qu'on lui a donnés, quand les deux autres atteignent une vingtaine de cartes. Bien choisir entre deux cartes égales n'ajoute presque rien, tant ce choix se présente rarement. Jouez à Auld Lang Syne comme à une patience au sens ancien du mot : observer, monter les cartes, et accepter ce que donne la donne.

# %% [markdown] lang="en"
# ## Auld Lang Syne and Sir Tommy
#
# Sir Tommy has the same four foundations climbing by one whatever the suits and the same four reserves that give only their top card. The difference is who files the cards. In Sir Tommy you turn one card at a time and decide on which reserve it goes, which makes it a game of skill; in Auld Lang Syne the click files four cards at once, one per reserve, and the Aces are dealt to the foundations before you start.

# %% [markdown] lang="fr"
# ## Auld Lang Syne et Sir Tommy
#
# Sir Tommy a les mêmes quatre fondations qui montent d'un rang quelles que soient les couleurs et les mêmes quatre réserves qui ne rendent que leur carte du dessus. Ce qui diffère, c'est qui range les cartes. À Sir Tommy, on retourne une carte à la fois et on décide de la réserve où elle va, ce qui en fait un jeu d'adresse ; à Auld Lang Syne, le clic range quatre cartes d'un coup, une par réserve, et les As sont posés sur les fondations avant même de commencer.

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
answer = 'r2-f1'
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
# Deal 21 holds the two-Fives choice at its seventh click. Play up to it, carefully, and see whether the better Five changes how far you get.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 21 cache le choix des deux 5 à son septième clic. Jouez jusque-là, attentivement, et voyez si le meilleur 5 change jusqu'où vous allez.

# %%
sn.play(GAME, deal=21)
