# %% [markdown] lang="en"
# # Yield
#
# Treize turned upside down. Seven overlapping rows, the widest one of seven cards at the top and a single card at the bottom point, all face up. Pairs adding up to thirteen leave together, Kings alone, and a card may be played once no card of the row below overlaps it.
#
# Turning the pyramid over changes everything about the start. In Treize seven cards are free at once; here only one is, the card at the point. Every other card is held down by one or two cards of the narrower row beneath it, so the opening depends on the stock and on the waste, whose oldest and top cards both play as in Treize. Yield is a lesson in digging: find the shortest way through the narrow rows to the cards you need.

# %% [markdown] lang="fr"
# # Rendement
#
# Treize la tête en bas. Sept rangées qui se chevauchent, la plus large, de sept cartes, en haut, et une seule carte à la pointe, en bas, toutes face visible. Les paires qui font treize partent ensemble, les Rois seuls, et une carte se joue dès qu'aucune carte de la rangée du dessous ne la chevauche.
#
# Retourner la pyramide change tout au début de la partie. À Treize, sept cartes sont libres d'emblée ; ici une seule l'est, celle de la pointe. Toutes les autres sont retenues par une ou deux cartes de la rangée plus étroite en dessous, si bien que l'ouverture dépend de la pioche et de la défausse, dont la plus ancienne carte et celle du dessus se jouent comme à Treize. Rendement est une leçon de creusement : trouver le chemin le plus court à travers les rangées étroites jusqu'aux cartes dont on a besoin.

# %%
import solitaire_nb as sn
from solitaire_nb.text.phrases import Phrase
from solitaire_nb.rules.covering import inverted_pyramid
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many, summarise
from solitaire_nb.engine.strategy import greedy_player
sn.set_lang("en")
feedback_in_steps()
GAME = "yield"

# %% [markdown] lang="en"
# ## Deal 1
#
# A♠ sits alone at the point: the one card you could play, if a Queen were around. Above it, the rows widen to seven. Find the Kings: K♠ at the right end of the five-card row, K♣ at the right end of the four-card row just above it, K♦ in the top row.

# %% [markdown] lang="fr"
# ## Donne 1
#
# L'A♠ est seul à la pointe : la seule carte jouable, si une Dame se présentait. Au-dessus, les rangées s'élargissent jusqu'à sept. Cherchez les Rois : le R♠ au bout droit de la rangée de cinq cartes, le R♣ au bout droit de la rangée de quatre juste au-dessus, le R♦ dans la rangée du haut.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The second note is the new one: a card at the end of a row is overlapped by a single card below it, a card inside the row by two.

# %% [markdown] lang="fr"
# ## Les règles
#
# La deuxième note est la nouvelle : une carte au bout d'une rangée n'est chevauchée que par une carte en dessous, une carte à l'intérieur de la rangée par deux.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Opening the point
#
# Deal 4 has 10♥ at the point. We turn the stock twice: 9♣ lands in waste 1 (the oldest card's slot), then 3♥ on waste 2, and 3♥ makes thirteen with 10♥ (`w2-t28`).

# %% [markdown] lang="fr"
# ## Ouvrir la pointe
#
# La donne 4 a le 10♥ à la pointe. On retourne la pioche deux fois : le 9♣ tombe dans la défausse 1 (la case de la plus ancienne carte), puis le 3♥ sur la défausse 2, et le 3♥ fait treize avec le 10♥ (`w2-t28`).

# %%
game = sn.new_game(GAME, deal=4)
for move in ["deal", "deal"]:
    game.play(move)
print([str(move) for move in game.legal_moves()])
game.play("w2-t28")
show(game)

# %% [markdown] lang="en"
# The point is gone, and both cards it overlapped, 7♥ and 9♠, are free. Four more cards from the stock bring 4♣ onto the waste, and with it a choice: 4♣ can pair with 9♠ in the pyramid or with 9♣, the oldest card of the waste.

# %% [markdown] lang="fr"
# La pointe est partie, et les deux cartes qu'elle chevauchait, le 7♥ et le 9♠, sont libres. Quatre cartes de pioche de plus amènent le 4♣ sur la défausse, et avec lui un choix : le 4♣ peut faire paire avec le 9♠ de la pyramide ou avec le 9♣, la plus ancienne carte de la défausse.

# %%
for move in ["deal", "deal", "deal", "deal"]:
    game.play(move)
print([str(move) for move in game.legal_moves()])
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### How deep is a King buried?
#
# Deal 1 again. K♣ leaves alone as soon as it is free. Counting K♣ out, how many cards must leave the pyramid before K♣ is free?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### À quelle profondeur un Roi est-il enterré ?
#
# Retour à la donne 1. Le R♣ partira seul dès qu'il sera libre. Sans compter le R♣, combien de cartes doivent quitter la pyramide avant qu'il soit libre ?

# %% exercise="depth" part="ask"
q = exercise("yield.depth")
position = q.game
OVERLAPPED_BY = inverted_pyramid(7)


def cards_in_the_way(slot):
    """Every slot that must be emptied before the card in ``slot`` is free."""
    found, todo = set(), [slot]
    while todo:
        for below in OVERLAPPED_BY[todo.pop()]:
            if below not in found:
                found.add(below)
                todo.append(below)
    return found


king_slot = next(n for n in range(1, 29) if str(position.pile(f"tableau{n}").cards[-1]) == "KC")
display(show(position))
q

# %% exercise="depth" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="depth" part="score"
q.score(answer)

# %% exercise="depth" part="reveal"
display(q.check(answer, reveal=True))
print({str(position.pile(f"tableau{slot}").cards[-1]): sorted(str(position.pile(f"tableau{n}").cards[-1]) for n in cards_in_the_way(slot))
       for slot in (king_slot, king_slot - 1)})
show(position, select=(f"tableau{king_slot}", 1))

# %% [markdown] lang="en" exercise="depth" part="reveal"
# Its neighbour 4♠, one step in from the edge, has five cards in the way: inner cards sit on a widening cone, end cards on a thin line. The edges of the pyramid open first.

# %% [markdown] lang="fr" exercise="depth" part="reveal"
# Son voisin le 4♠, à un pas du bord, a cinq cartes sur son chemin : les cartes intérieures reposent sur un cône qui s'élargit, celles des bouts sur une simple ligne. Les bords de la pyramide s'ouvrent en premier.

# %% [markdown] lang="en"
# ### Who is free after 10♣?
#
# Deal 4, further on: 9♠ and 10♣ have left with Fours and Threes from the waste. Which pyramid cards are free now?

# %% [markdown] lang="fr"
# ### Qui est libre après le 10♣ ?
#
# Donne 4, un peu plus loin : le 9♠ et le 10♣ sont partis avec des 4 et des 3 de la défausse. Quelles cartes de la pyramide sont libres maintenant ?

# %% exercise="free" part="ask"
q = exercise("yield.free")
position = q.game
display(show(position))
q

# %% exercise="free" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["7H", "5C"]
### END SOLUTION
q.check(answer)

# %% exercise="free" part="score"
q.score(answer)

# %% exercise="free" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau22", 1))

# %% [markdown] lang="en"
# ### A Four and its Nines
#
# Back to the end of the guided example on deal 4: 4♣ on top of the waste, 9♣ the oldest card, 9♠ free in the pyramid. Which of these removals does the game accept?

# %% [markdown] lang="fr"
# ### Un 4 et ses 9
#
# Retour à la fin de l'exemple guidé sur la donne 4 : le 4♣ sur le dessus de la défausse, le 9♣ comme plus ancienne carte, le 9♠ libre dans la pyramide. Lesquels de ces retraits le jeu accepte-t-il ?

# %% exercise="nines" part="ask"
position = sn.new_game(GAME, deal=4)
for move in ["deal", "deal", "w2-t28", "deal", "deal", "deal", "deal"]:
    position.play(move)
q = LegalMoves(position, ["w2-t27", "w2-t19", "w2-w1", "w1-t14"])
display(show(position))
q

# %% exercise="nines" part="answer"
answer = ...  # ← your answer: the letters of the accepted removals
### BEGIN SOLUTION
answer = ["a", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="nines" part="score"
q.score(answer)

# %% exercise="nines" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("waste2", 1))

# %% [markdown] lang="en" exercise="nines" part="reveal"
# 9♦ and 4♥ have the right ranks but sit high in the pyramid, under several rows. Either accepted removal uses up a Nine; keeping 9♠ in the pyramid means it still blocks the card it overlaps, keeping 9♣ in the waste costs nothing but a slot.

# %% [markdown] lang="fr" exercise="nines" part="reveal"
# Le 9♦ et le 4♥ ont les bons rangs mais sont haut dans la pyramide, sous plusieurs rangées. Chacun des deux retraits acceptés consomme un 9 ; garder le 9♠ dans la pyramide, c'est le laisser bloquer la carte qu'il chevauche, alors que garder le 9♣ dans la défausse ne coûte qu'une case.

# %% [markdown] lang="en"
# ## Pyramid or waste, measured
#
# The manual's advice has two halves: first dig through the narrow lower rows, later prefer pairs with waste cards, since by then the waste holds many of the cards still in play. Below, one player always prefers removals that take cards out of the pyramid, another always prefers removals that use waste cards, and the kit's greedy player plays as usual, on deals 1 to 30.

# %% [markdown] lang="fr"
# ## Pyramide ou défausse, mesuré
#
# Le conseil du manuel a deux moitiés : d'abord creuser les rangées étroites du bas, plus tard préférer les paires avec les cartes de la défausse, qui contient alors beaucoup des cartes encore en jeu. Ci-dessous, un joueur préfère toujours les retraits qui sortent des cartes de la pyramide, un autre ceux qui utilisent des cartes de la défausse, et le joueur glouton du kit joue comme d'habitude, sur les donnes 1 à 30.

# %%
def pyramid_left(game):
    return sum(len(game.pile(f"tableau{n}").cards) for n in range(1, 29))


def pairs_left(game):
    return sum(1 for move in game.legal_moves() if str(move) != "deal")


def pyramid_first():
    def choose(game, moves):
        def value(move):
            after = game.copy()
            after.play(move)
            return (str(move) != "deal", -pyramid_left(after), pairs_left(after))
        return max(moves, key=value)
    return choose


def waste_first():
    def choose(game, moves):
        def value(move):
            after = game.copy()
            after.play(move)
            return (str(move) != "deal", str(move).startswith("w"), pairs_left(after))
        return max(moves, key=value)
    return choose


results = play_many({"greedy": greedy_player, "pyramid first": pyramid_first, "waste first": waste_first},
                    range(1, 31), game=GAME)
summarise(results, Phrase(en="cards of 52 taken away", fr="cartes sur 52 retirées"))

# %% [markdown] lang="en"
# None of the three wins more than a few of the thirty deals, and none takes away much more than half the cards. Preferring the pyramid does best on average, which fits the first half of the advice; the second half, about the waste late in the game, would need a player that changes its mind as the game goes on. Mostly the figures say that Yield is hard: with one free card at the start, the order of the stock decides a lot.

# %% [markdown] lang="fr"
# Aucun des trois ne gagne plus de quelques-unes des trente donnes, et aucun ne retire beaucoup plus de la moitié des cartes. Préférer la pyramide fait le mieux en moyenne, ce qui va dans le sens de la première moitié du conseil ; la seconde, sur la défausse en fin de partie, demanderait un joueur qui change d'avis en cours de route. Surtout, les chiffres disent que Rendement est difficile : avec une seule carte libre au départ, l'ordre de la pioche décide de beaucoup.

# %% [markdown] lang="en"
# ## Yield and Treize
#
# Same deck, same pairs of thirteen, same Kings alone, same waste with two playable ends. Only the covering differs, and it is decisive: Treize's pyramid stands on a wide base of seven free cards, Yield's balances on a single one.

# %% [markdown] lang="fr"
# ## Rendement et Treize
#
# Même paquet, mêmes paires de treize, mêmes Rois seuls, même défausse jouable par les deux bouts. Seul le recouvrement change, et il est décisif : la pyramide de Treize repose sur une large base de sept cartes libres, celle de Rendement tient en équilibre sur une seule.

# %%
for line in differences(GAME, "treize"):
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
answer = 'w2-w2'
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
# Deal 1 needs a Queen for A♠ before anything else. As the stock turns, keep track of which waste cards are still reachable at either end.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 1 réclame une Dame pour l'A♠ avant toute chose. Pendant que la pioche défile, suivez quelles cartes de la défausse restent accessibles par l'un ou l'autre bout.

# %%
sn.play(GAME, deal=1)
