# %% [markdown] lang="en"
# # Carpet
#
# Carpet takes the four Aces out of the deck before the deal and puts them on the foundations, then lays twenty
# cards face up in a block: the carpet. Every one of those twenty cards is free, and nothing is ever built on
# them. A card leaves the carpet only for the foundation of its suit, one rank up, and the hole it leaves is
# filled at once with the top card of the waste, or, while the waste is empty, with the next card of the stock.
#
# So the carpet is a pump. Each card that goes home pulls a waste card into the carpet, where it can wait in the
# open, and uncovers the card beneath it on the waste. The stock goes through once only; what matters is how much
# the carpet can swallow before the waste buries the card a foundation needs.

# %% [markdown] lang="fr"
# # Tapis
#
# Le Tapis retire les quatre As du paquet avant la donne pour les poser sur les fondations, puis étale vingt cartes
# face visible en un bloc : le tapis. Chacune de ces vingt cartes est libre, et rien ne se construit jamais dessus.
# Une carte ne quitte le tapis que pour la fondation de sa couleur, un rang plus haut, et le trou qu'elle laisse est
# aussitôt comblé par la carte du dessus de la défausse, ou, tant que la défausse est vide, par la carte suivante
# de la pioche.
#
# Le tapis est donc une pompe. Chaque carte qui monte fait entrer une carte de la défausse dans le tapis, où elle
# attend à découvert, et découvre celle qui était dessous sur la défausse. La pioche ne passe qu'une fois ; ce qui
# compte, c'est tout ce que le tapis peut avaler avant que la défausse n'enterre la carte dont une fondation a
# besoin.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "carpet"

# %% [markdown] lang="en"
# ## Deal 1
#
# The Aces sit on the four foundations; the carpet shows 2♣, 2♠ and 2♥, each ready to go home, and 3♣ and 3♠ right
# behind them. The waste is empty and 28 cards wait in the stock.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Les As sont sur les quatre fondations ; le tapis montre le 2♣, le 2♠ et le 2♥, chacun prêt à monter, et le 3♣ et
# le 3♠ juste derrière eux. La défausse est vide et 28 cartes attendent dans la pioche.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The tableau's "Automatic filling of empty piles" is the whole game: it says where a gap's new card comes from,
# and the answer changes as soon as the waste has a card on it.

# %% [markdown] lang="fr"
# ## Les règles
#
# Le « Remplissage automatique des piles vides » du tableau est tout le jeu : il dit d'où vient la nouvelle carte
# d'un trou, et la réponse change dès que la défausse porte une carte.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Deal 1, three clicks to a win
#
# **Step 1.** 2♣ goes home from the carpet. The waste is empty, so the gap takes the top card of the stock
# directly: 3♦ appears in its place. Before the first click, the stock is feeding the carpet without going
# through the waste.

# %% [markdown] lang="fr"
# ## La donne 1, trois clics pour gagner
#
# **Étape 1.** Le 2♣ monte depuis le tapis. La défausse est vide : le trou prend donc directement la carte du
# dessus de la pioche, et le 3♦ apparaît à sa place. Avant le premier clic, la pioche nourrit le tapis sans passer
# par la défausse.

# %%
game.play("t9-f1")
show(game, select=("tableau9", 1))


# %% [markdown] lang="en"
# **Step 2.** The helper below sends home every card that can go, as long as one can. On deal 1 it finds 17 more
# before the first click: each gap pulls a new stock card into view, and some of them go home in their turn. The
# foundations reach 5♣, 5♦, 2♥ and 10♠, with ten cards left in the stock.

# %% [markdown] lang="fr"
# **Étape 2.** La fonction ci-dessous monte toutes les cartes qui peuvent monter, tant qu'il y en a. Sur la donne
# 1, elle en trouve 17 de plus avant le premier clic : chaque trou fait paraître une nouvelle carte de la pioche,
# et certaines montent à leur tour. Les fondations atteignent 5♣, 5♦, 2♥ et 10♠, et il reste dix cartes dans la
# pioche.

# %%
def send_home(position):
    """Play cards to the foundations while any can go; the list of cards sent."""
    sent = []
    while True:
        home = [move for move in position.legal_moves() if move.kind == "move"]
        if not home:
            return sent
        sent.append(position.pile(home[0].source).top)
        position.play(home[0])


print(len(send_home(game)), "cards home;", len(game.pile("stock").cards), "left in the stock")
show(game)

# %% [markdown] lang="en"
# **Step 3.** The first click brings 6♣, which goes home and calls 7♣ from the carpet. The second brings K♠,
# useless for now. The third brings J♠, and J♠ opens everything: Q♠ and K♠ follow, the gaps they leave take
# the waste's cards one after the other, and the carpet empties itself in a single cascade.

# %% [markdown] lang="fr"
# **Étape 3.** Le premier clic amène le 6♣, qui monte et appelle le 7♣ du tapis. Le deuxième amène le R♠,
# inutile pour l'instant. Le troisième amène le V♠, et le V♠ ouvre tout : la D♠ et le R♠ suivent, les trous qu'ils
# laissent prennent les cartes de la défausse l'une après l'autre, et le tapis se vide en une seule cascade.

# %%
for click in range(3):
    game.play("deal")
    print(f"click {click + 1}:", len(send_home(game)), "cards home")
print(game.outcome().text())
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Twos on deal 5
#
# Deal 5 opens with 2♣, 3♦, 2♦ and 2♥ among its twenty cards, and Aces on every foundation. Which of these moves
# will the game allow?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Les Deux de la donne 5
#
# La donne 5 s'ouvre avec le 2♣, le 3♦, le 2♦ et le 2♥ parmi ses vingt cartes, et un As sur chaque fondation.
# Lesquels de ces coups le jeu permettra-t-il ?

# %% exercise="twos" part="ask"
fives = sn.new_game(GAME, deal=5)
q = LegalMoves(fives, ["t1-f1", "t4-f2", "t19-f2", "t10-f2", "t10-f3", "t5-f4"])
display(show(fives, labels=True))
q

# %% exercise="twos" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="twos" part="score"
q.score(answer)

# %% exercise="twos" part="reveal"
display(q.check(answer, reveal=True))
show(fives, select=("tableau10", 1))

# %% [markdown] lang="en" exercise="twos" part="reveal"
# 3♦ must wait for 2♦, and 2♥ belongs on A♥ only: Carpet's foundations follow suit, one rank at a time, exactly as
# Klondike's do.

# %% [markdown] lang="fr" exercise="twos" part="reveal"
# Le 3♦ doit attendre le 2♦, et le 2♥ ne va que sur l'A♥ : les fondations du Tapis suivent la couleur, un rang à
# la fois, exactement comme celles du Klondike.

# %% [markdown] lang="en"
# ### Digging with the carpet
#
# Deal 3, after twelve clicks, with everything sent home that could go; the thirteenth click has just turned 3♦.
# The foundations show 2♣, 2♦, A♥ and 3♠. The waste holds, from the top: 3♦, 6♥, Q♣, 6♦, K♥… (you would know it
# by having watched the cards go by). How many cards can go home before the next click?

# %% [markdown] lang="fr"
# ### Creuser avec le tapis
#
# La donne 3, après douze clics, toutes les cartes possibles étant montées ; le treizième clic vient de retourner
# le 3♦. Les fondations montrent 2♣, 2♦, A♥ et 3♠. La défausse contient, du haut vers le bas : 3♦, 6♥, D♣, 6♦, R♥…
# (vous le sauriez pour avoir regardé passer les cartes). Combien de cartes peuvent monter avant le prochain clic ?


# %% exercise="dig" part="ask"
q = exercise("carpet.dig")
dig = q.game


def longest_run(position):
    """The cards of the longest string of plays home before the next click (every order tried)."""
    best = []
    for move in position.legal_moves():
        if move.kind == "move":
            after = position.copy()
            after.play(move)
            run = [position.pile(move.source).top] + longest_run(after)
            if len(run) > len(best):
                best = run
    return best


display(show(dig))
q

# %% exercise="dig" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 5
### END SOLUTION
q.check(answer)

# %% exercise="dig" part="score"
q.score(answer)

# %% exercise="dig" part="reveal"
display(q.check(answer, reveal=True))
print(" ".join(card.phrase_text(sn.get_lang()) for card in longest_run(dig)))
dug = dig.copy()
send_home(dug)
show(dug, select=("foundation2", 1))

# %% [markdown] lang="en" exercise="dig" part="reveal"
# 6♦ was two cards deep, and no rule lets you take it. The carpet took the two cards above it, one for each
# Diamond that went home. That is the only way to reach into the waste in this game.

# %% [markdown] lang="fr" exercise="dig" part="reveal"
# Le 6♦ était à deux cartes de profondeur, et aucune règle ne permet de le prendre. Le tapis a pris les deux cartes
# au-dessus, une pour chaque carreau monté. C'est la seule façon de fouiller la défausse dans ce jeu.

# %% [markdown] lang="en"
# ### The end of deal 2
#
# Deal 2 played to its end: the stock is empty, 18 cards are home, and no card of the carpet or the waste fits.
# Which four cards are the foundations waiting for?

# %% [markdown] lang="fr"
# ### La fin de la donne 2
#
# La donne 2 jouée jusqu'au bout : la pioche est vide, 18 cartes sont montées, et aucune carte du tapis ni de la
# défausse ne convient. Quelles sont les quatre cartes qu'attendent les fondations ?

# %% exercise="waiting" part="ask"
q = exercise("carpet.waiting")
stuck = q.game
waiting = []
for number in range(1, 5):
    top = stuck.pile(f"foundation{number}").top
    waiting.append(sn.Card.parse("A23456789TJQK"[top.rank] + top.suit))
display(show(stuck))
q

# %% exercise="waiting" part="answer"
answer = ...  # ← your answer: a list of cards, e.g. ["5D", "6C"]
### BEGIN SOLUTION
answer = ["5C", "6D", "6H", "5S"]
### END SOLUTION
q.check(answer)

# %% exercise="waiting" part="score"
q.score(answer)

# %% exercise="waiting" part="reveal"
display(q.check(answer, reveal=True))
from_top = stuck.pile("waste").cards[::-1]
for card in waiting:
    print(card.phrase_text(sn.get_lang()), "↓", from_top.index(card))
show(stuck, select=("waste", 1))

# %% [markdown] lang="en" exercise="waiting" part="reveal"
# The number after each arrow is how many waste cards lie on top of it. They all came by early, at clicks three, four, seven and eleven, when the foundations were still on their Twos
# and Threes and the carpet had no gap to offer. On a single pass, a card that shows too soon is lost.

# %% [markdown] lang="fr" exercise="waiting" part="reveal"
# Le nombre après chaque flèche dit combien de cartes de la défausse sont posées dessus. Ils sont tous passés tôt, aux clics trois, quatre, sept et onze, quand les fondations en étaient encore à leurs
# Deux et leurs Trois et que le tapis n'avait aucun trou à offrir. En un seul passage, une carte qui se montre trop
# tôt est perdue.

# %% [markdown] lang="en"
# ## Is there anything to decide?
#
# In Carpet every card in play is free and goes to one place only, so the only choices are *which* card to send home
# first and *when* to click the stock. Four players put both to the test on deals 1 to 100: the kit's greedy
# player, one that always sends the first card it finds, one that sends the last, and one that clicks the stock
# whenever it can and plays only when the stock is empty. Each line gives the wins out of 100, then the average
# number of cards home (52 wins).

# %% [markdown] lang="fr"
# ## Y a-t-il quelque chose à décider ?
#
# Au Tapis, chaque carte en jeu est libre et ne va qu'à un seul endroit : les seuls choix sont donc *quelle* carte
# monter d'abord et *quand* cliquer sur la pioche. Quatre joueurs mettent les deux à l'épreuve sur les donnes 1 à
# 100 : le joueur glouton du kit, un qui monte toujours la première carte trouvée, un qui monte la dernière, et un
# qui clique sur la pioche dès qu'il le peut et ne joue que lorsque la pioche est vide. Chaque ligne donne les
# victoires sur 100, puis le nombre moyen de cartes montées (52 gagnent).

# %%
def first_card():
    return lambda game, moves: moves[0]


def last_card():
    def choose(game, moves):
        plays = [move for move in moves if move.kind == "move"]
        return plays[-1] if plays else moves[0]
    return choose


def click_first():
    def choose(game, moves):
        clicks = [move for move in moves if move.kind == "deal"]
        return (clicks or moves)[0]
    return choose


players = {"greedy": lambda: greedy_player(random.Random(1)), "first card": first_card,
           "last card": last_card, "click first": click_first}
results = play_many(players, range(1, 101), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/100, {average:.1f}")

# %% [markdown] lang="en"
# The first three end exactly level. The order of the plays does not matter at all: a card sent home now or later
# leaves the same cards within reach, since the carpet keeps whatever it swallows in the open. The one decision is
# never to click while a card can go home, and the fourth player shows what ignoring it costs: the stock then runs
# onto the waste and buries its cards before the carpet can take them. Past that, Carpet is decided by the order of
# the deck.

# %% [markdown] lang="fr"
# Les trois premiers finissent exactement à égalité. L'ordre des coups ne compte pas du tout : une carte montée
# maintenant ou plus tard laisse les mêmes cartes à portée, puisque le tapis garde à découvert tout ce qu'il avale.
# La seule décision est de ne jamais cliquer tant qu'une carte peut monter, et le quatrième joueur montre ce que
# coûte de l'ignorer : la pioche se déverse alors sur la défausse et enterre ses cartes avant que le tapis ne puisse
# les prendre. Au-delà, le Tapis se décide par l'ordre du paquet.

# %% [markdown] lang="en"
# ## Carpet and Klondike
#
# Carpet is Klondike with the tableau taken away. Klondike builds down in alternate colours and hides 21 cards
# under its columns; Carpet builds nothing, hides nothing, and its piles are single cards that refill themselves.
# Both send cards up by suit from the Ace, but Klondike's Aces must be found, and its foundation cards may come back
# into play; Carpet starts with the Aces home and never gives a card back. Klondike also turns its waste over twice,
# where Carpet allows a single pass.

# %% [markdown] lang="fr"
# ## Le Tapis et le Klondike
#
# Le Tapis, c'est le Klondike sans son tableau. Le Klondike construit en descendant par couleur (rouge et noir) alternée, et
# cache 21 cartes sous ses colonnes ; le Tapis ne construit rien, ne cache rien, et ses piles sont des cartes
# seules qui se remplacent d'elles-mêmes. Tous deux montent par couleur à partir de l'As, mais les As du Klondike
# sont à trouver, et les cartes de ses fondations peuvent revenir en jeu ; le Tapis commence avec les As en place et
# ne rend jamais une carte. Le Klondike retourne aussi sa défausse deux fois, là où le Tapis ne permet qu'un
# passage.

# %%
for line in differences(GAME, "klondike"):
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
answer = 'w-f2'
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
# Deal 2 is the one lost above. Play it yourself and watch the waste: note each card that goes under, and see
# whether the carpet ever opens enough gaps to bring it back.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 est celle qui a été perdue plus haut. Jouez-la vous-même en surveillant la défausse : notez chaque
# carte qui disparaît dessous, et voyez si le tapis ouvre jamais assez de trous pour la faire revenir.

# %%
sn.play(GAME, deal=2)
