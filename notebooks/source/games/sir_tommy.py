# %% [markdown] lang="en"
# # Sir Tommy
#
# No layout at all at the start: the whole deck sits in the stock. You turn it one card at a time, and each card must be placed before the next one comes: onto a foundation if it fits (four foundations, each climbing from Ace to King in any mix of suits), otherwise onto one of four reserve piles. A reserve accepts anything, but it gives back only its top card, and only to a foundation. The stock is turned just once.
#
# So Sir Tommy is a game of filing. Every card you cannot use yet must be stored somewhere, and a reserve is a stack you can only read from the top. Put a Four on a Jack and the Four comes out first, as it should; put a Jack on a Four and that Four is locked in until the Jack has somewhere to go. The whole skill is to keep each reserve in an order the foundations can unwind.

# %% [markdown] lang="fr"
# # Sir Tommy
#
# Aucune disposition au départ : tout le paquet est dans la pioche. On la retourne carte par carte, et chaque carte doit être placée avant que la suivante n'arrive : sur une fondation si elle y va (quatre fondations, chacune montant de l'As au Roi, toutes couleurs mêlées), sinon sur l'une des quatre réserves. Une réserve accepte n'importe quoi, mais ne rend que sa carte du dessus, et seulement vers une fondation. La pioche ne se retourne qu'une fois.
#
# Sir Tommy est donc un jeu de rangement. Chaque carte qui ne sert pas encore doit être classée quelque part, et une réserve est une pile qu'on ne lit que par le dessus. Posez un 4 sur un Valet, et le 4 sortira le premier, comme il se doit ; posez un Valet sur un 4, et ce 4 reste enfermé tant que le Valet n'a nulle part où aller. Tout l'art est de garder chaque réserve dans un ordre que les fondations pourront défaire.

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
GAME = "sir_tommy"

# %% [markdown] lang="en"
# ## Deal 1
#
# An empty table and a full stock: fifty-two cards face down, in an order you will discover one card at a time.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Une table vide et une pioche pleine : cinquante-deux cartes face cachée, dans un ordre qu'on découvrira carte par carte.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Note what a reserve cannot do: take a card from another reserve. Once filed, a card stays where you put it until a foundation wants it.

# %% [markdown] lang="fr"
# ## Les règles
#
# Notez ce qu'une réserve ne sait pas faire : prendre une carte à une autre réserve. Une fois classée, une carte reste où on l'a mise jusqu'à ce qu'une fondation la réclame.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Filing the first cards
#
# We follow one simple rule. A card that fits a foundation goes there. Otherwise it goes onto the reserve whose top card is the closest rank at or above it, so that lower cards always lie on higher ones; an empty reserve comes next, and a lower top card only as a last resort. In code:

# %% [markdown] lang="fr"
# ## Classer les premières cartes
#
# On suit une règle simple. Une carte qui va sur une fondation y va. Sinon, elle va sur la réserve dont la carte du dessus est de rang égal ou juste supérieur, pour que les cartes basses soient toujours posées sur des plus hautes ; ensuite une réserve vide, et une carte du dessus plus basse seulement en dernier recours. En code :

# %%
RANKS = "A23456789TJQK"


def rank(card):
    return RANKS.index(str(card)[0]) + 1


def high_under_low():
    def choose(game, moves):
        home = [move for move in moves if move.target.startswith("foundation")]
        if home:
            return home[0]
        if not game.pile("waste").cards:
            return moves[0]  # the waste is empty: turn the stock
        card = rank(game.pile("waste").cards[-1])

        def cost(move):
            reserve = game.pile(move.target).cards
            if not reserve:
                return (1, 0)
            top = rank(reserve[-1])
            return (0, top - card) if top >= card else (2, card - top)
        return min((move for move in moves if move.target.startswith("reserve")), key=cost)
    return choose


player = high_under_low()
for _ in range(8):
    move = player(game, game.legal_moves())
    print(move, end="  ")
    game.play(move)
show(game)

# %% [markdown] lang="en"
# K♣, 9♠ and 4♠ came in falling order and share reserve 1. K♠ would have locked 4♠ in, so it opens reserve 2.

# %% [markdown] lang="fr"
# Le R♣, le 9♠ et le 4♠ sont arrivés en ordre descendant et partagent la réserve 1. Le R♠ aurait enfermé le 4♠ : il ouvre donc la réserve 2.

# %% [markdown] lang="en"
# Three more cards: 7♣ goes onto K♠; 10♥ is higher than both tops, 4♠ and 7♣, so it takes reserve 3; then A♦ appears and starts a foundation.

# %% [markdown] lang="fr"
# Trois cartes de plus : le 7♣ va sur le R♠ ; le 10♥ est plus haut que les deux cartes du dessus, le 4♠ et le 7♣, il prend donc la réserve 3 ; puis l'A♦ apparaît et commence une fondation.

# %%
for _ in range(6):
    move = player(game, game.legal_moves())
    print(move, end="  ")
    game.play(move)
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# The same rule plays on until 8♥ is turned. Three questions on that position.

# %% [markdown] lang="fr"
# ## Exercices
#
# La même règle joue jusqu'à ce que le 8♥ soit retourné. Trois questions sur cette position.

# %%
position = sn.new_game(GAME, deal=1)
player = high_under_low()
while not (position.pile("waste").cards and str(position.pile("waste").cards[-1]) == "8H"):
    position.play(player(position, position.legal_moves()))
show(position, labels=True)

# %% [markdown] lang="en"
# ### A run to the foundations
#
# 8♥ fits on the 7♠ of the first foundation. Counting 8♥ itself, how many cards can you send to the foundations one after another before you have to turn the stock again?

# %% [markdown] lang="fr"
# ### Une série vers les fondations
#
# Le 8♥ va sur le 7♠ de la première fondation. En comptant le 8♥, combien de cartes pouvez-vous envoyer aux fondations l'une après l'autre avant de devoir retourner la pioche ?

# %% exercise="run" part="ask"
q = exercise("sir_tommy.run")
position = q.game
display(show(position, labels=True))
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
while any(move.target.startswith("foundation") for move in after.legal_moves()):
    after.play(next(move for move in after.legal_moves() if move.target.startswith("foundation")))
show(after, labels=True)

# %% [markdown] lang="en"
# ### Locked in
#
# Same position. A card is locked in when a card of higher rank lies somewhere above it in its reserve: it cannot come out before that higher card, which itself needs the lower ranks first. Which reserve cards are locked in?

# %% [markdown] lang="fr"
# ### Enfermées
#
# Même position. Une carte est enfermée quand une carte de rang plus élevé est posée quelque part au-dessus d'elle dans sa réserve : elle ne peut sortir avant cette carte plus haute, qui a elle-même besoin des rangs inférieurs d'abord. Quelles cartes des réserves sont enfermées ?

# %% exercise="locked" part="ask"
q = exercise("sir_tommy.locked")
position = q.game
display(show(position, labels=True))
q

# %% exercise="locked" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["JS", "JC"]
### END SOLUTION
q.check(answer)

# %% exercise="locked" part="score"
q.score(answer)

# %% exercise="locked" part="reveal"
display(q.check(answer, reveal=True))
show(position, labels=True, select=("reserve4", 1))

# %% [markdown] lang="en" exercise="locked" part="reveal"
# The rule allowed it because Q♠ arrived when J♠ and J♣ were the best tops on offer: with four reserves, even a careful filer sometimes has to lock a card in. The question is only how deep.

# %% [markdown] lang="fr" exercise="locked" part="reveal"
# La règle l'a permis parce que la D♠ est arrivée quand le V♠ et le V♣ étaient les meilleures cartes du dessus disponibles : avec quatre réserves, même un rangement soigneux doit parfois enfermer une carte. Toute la question est de savoir à quelle profondeur.

# %% [markdown] lang="en"
# ### What may move?
#
# Still the same position, with 8♥ waiting on the waste. Which of these moves are allowed?

# %% [markdown] lang="fr"
# ### Qu'est-ce qui peut bouger ?
#
# Toujours la même position, le 8♥ attendant sur la défausse. Avec ce 8♥ en main, quels coups de la liste Sir Tommy accepte-t-il ?

# %% exercise="moves" part="ask"
q = LegalMoves(position, ["w-f1", "r3-f1", "r1-r2", "deal", "w-r4"])
display(show(position, labels=True))
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
show(position, labels=True, select=("waste", 1))

# %% [markdown] lang="en" exercise="moves" part="reveal"
# The stock stays shut while a card waits on the waste, and a reserve never feeds another reserve: Sir Tommy gives no second chance to file a card.

# %% [markdown] lang="fr" exercise="moves" part="reveal"
# La pioche reste fermée tant qu'une carte attend sur la défausse, et une réserve n'alimente jamais une autre réserve : Sir Tommy ne donne aucune seconde chance de classer une carte.

# %% [markdown] lang="en"
# ## Filing well, measured
#
# The rule we used is the manual's advice (high cards underneath, low cards on top) made precise. The kit's greedy player also sends every card it can to the foundations, but files the others on any reserve at random. Both play deals 1 to 30:

# %% [markdown] lang="fr"
# ## Bien classer, mesuré
#
# La règle utilisée est le conseil du manuel (les cartes hautes dessous, les basses dessus) rendu précis. Le joueur glouton du kit envoie lui aussi aux fondations tout ce qu'il peut, mais range les autres cartes sur une réserve au hasard. Les deux jouent les donnes 1 à 30 :

# %%
results = play_many({"greedy": greedy_player, "high under low": high_under_low}, range(1, 31), game=GAME)
summarise(results, Phrase(en="cards on the foundations", fr="cartes sur les fondations"))

# %% [markdown] lang="en"
# Here the advice makes a large difference: careful filing places more than twice as many cards on the foundations and wins a few deals, where random filing almost never does. Wins stay rare all the same, because four reserves are too few to keep every card in a good order when the stock turns up many high cards in a row.

# %% [markdown] lang="fr"
# Ici le conseil fait une grande différence : un rangement soigné place plus de deux fois plus de cartes sur les fondations et gagne quelques donnes, là où un rangement au hasard n'en gagne presque jamais. Les victoires restent rares malgré tout, car quatre réserves ne suffisent pas à tout garder en bon ordre quand la pioche sort beaucoup de cartes hautes d'affilée.

# %% [markdown] lang="en"
# ## Sir Tommy and Hopscotch
#
# Hopscotch keeps the same one-card waste and the same four reserves, fed only from the waste. What changes is the foundations: in Hopscotch they start from the Ace, Two, Three and Four of clubs already in place and climb by one, two, three and four ranks, so that a card has a different use on each of them and filing has to follow four sequences at once.

# %% [markdown] lang="fr"
# ## Sir Tommy et Hopscotch
#
# Hopscotch garde la même défausse d'une carte et les mêmes quatre réserves, alimentées seulement par la défausse. Ce qui change, ce sont les fondations : à Hopscotch, elles partent de l'As, du 2, du 3 et du 4 de trèfle déjà en place et montent de un, deux, trois et quatre rangs, si bien qu'une carte sert différemment sur chacune et que le rangement doit suivre quatre suites à la fois.

# %%
for line in differences(GAME, "hopscotch"):
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
answer = 'r1-f2'
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
# Play deal 2 by hand. Before placing each card, say which reserve top it would lock in, and prefer the reserve where it locks in nothing.

# %% [markdown] lang="fr"
# ## À vous
#
# Jouez la donne 2 à la main. Avant de placer chaque carte, dites quelle carte du dessus elle enfermerait, et préférez la réserve où elle n'enferme rien.

# %%
sn.play(GAME, deal=2)
