# %% [markdown] lang="en"
# # King Albert
#
# King Albert deals its nine piles as a staircase, nine cards in the first pile down to one in the last, with only
# the top card of each turned up: 36 cards start hidden. Above them sits the "Belgian reserve", seven cards face
# up, each of which may be played to the tableau or to a foundation once, and never receives anything. There is no
# stock: what you see, plus what you uncover, is all there is.
#
# The tableau builds down in alternate colours, and a built sequence moves as one unit, whatever its length. That
# is the big difference from FreeCell, where free cells limit how many cards may travel together. Here an empty
# pile takes any card or any sequence, and becomes the strongest tool of the game for getting at buried cards.

# %% [markdown] lang="fr"
# # Le Roi Albert
#
# Le Roi Albert distribue ses neuf piles en escalier, neuf cartes dans la première pile et une seule dans la
# dernière, avec seulement la carte du dessus de chacune retournée : 36 cartes sont cachées au départ. Au-dessus se
# trouve la « réserve belge », sept cartes face visible, dont chacune peut être jouée une fois au tableau ou sur une
# fondation, et qui ne reçoit jamais rien. Il n'y a pas de pioche : ce que vous voyez, plus ce que vous découvrez,
# c'est tout.
#
# Le tableau se construit en descendant par couleur (rouge et noir) alternée, et une suite construite se déplace d'un bloc,
# quelle que soit sa longueur. C'est la grande différence avec le FreeCell, où les cases libres limitent le nombre de
# cartes qui voyagent ensemble. Ici, une pile vide accepte n'importe quelle carte ou suite, et devient le meilleur
# outil du jeu pour atteindre les cartes enfouies.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "king_albert"

# %% [markdown] lang="en"
# ## Deal 1
#
# The reserve shows 9♣, 5♣, 3♣, 9♦, A♠, 6♥ and 9♠. The tableau's top cards, from pile 1 to pile 9, are 2♠, 7♠, 3♥,
# 8♦, J♣, K♥, 10♠, 4♣ and 6♣; pile 9 has nothing else, so a single move of 6♣ would empty it.

# %% [markdown] lang="fr"
# ## La donne 1
#
# La réserve montre 9♣, 5♣, 3♣, 9♦, A♠, 6♥ et 9♠. Les cartes du dessus du tableau, de la pile 1 à la pile 9, sont
# 2♠, 7♠, 3♥, 8♦, V♣, R♥, 10♠, 4♣ et 6♣ ; la pile 9 n'a rien d'autre, un seul déplacement du 6♣ la viderait donc.

# %%
game = sn.new_game(GAME, deal=1)
show(game, labels=True)

# %% [markdown] lang="en"
# ## The rules
#
# Two lines carry this game: "Sequence move" for the tableau, with no limit attached, and the reserve's rule that
# it takes no card. The reserve only ever shrinks.

# %% [markdown] lang="fr"
# ## Les règles
#
# Deux lignes portent ce jeu : « Déplacement de suites » pour le tableau, sans limite attachée, et la règle de la
# réserve qui ne reçoit aucune carte. La réserve ne fait que diminuer.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Deal 1, the first moves
#
# **Step 1.** A♠ leaves the reserve for a foundation, and 2♠, on top of pile 1, follows it at once. The card under
# 2♠ turns itself face up: every card sent away from a pile is also a card uncovered.

# %% [markdown] lang="fr"
# ## La donne 1, les premiers coups
#
# **Étape 1.** L'A♠ quitte la réserve pour une fondation, et le 2♠, en haut de la pile 1, le suit aussitôt. La carte
# sous le 2♠ se retourne d'elle-même : chaque carte qui quitte une pile en découvre une autre.

# %%
game.play("r5-f2")
game.play("t1-f2")
show(game)

# %% [markdown] lang="en"
# **Step 2.** 7♠ moves from pile 2 onto 8♦ in pile 4 (black on red, one lower), and A♥ appears under it: it goes
# home too. Then 3♥ goes onto 4♣ in pile 8, which uncovers another card in pile 3.

# %% [markdown] lang="fr"
# **Étape 2.** Le 7♠ passe de la pile 2 sur le 8♦ de la pile 4 (noir sur rouge, un rang plus bas), et l'A♥ apparaît
# dessous : il monte lui aussi. Puis le 3♥ va sur le 4♣ de la pile 8, ce qui découvre une autre carte dans la pile 3.

# %%
for move in ["t2-t4", "t2-f1", "t3-t8"]:
    game.play(move)
show(game)

# %% [markdown] lang="en"
# **Step 3.** 6♣ leaves pile 9 for 7♦ on pile 1, and pile 9 is empty. Any card or sequence may now go there, and
# the next moves of this game use it at once to shift two cards at a time.

# %% [markdown] lang="fr"
# **Étape 3.** Le 6♣ quitte la pile 9 pour le 7♦ de la pile 1, et la pile 9 est vide. N'importe quelle carte ou
# suite peut maintenant y aller, et les coups suivants de cette partie s'en servent aussitôt pour déplacer deux
# cartes à la fois.

# %%
game.play("t9-t1")
show(game, labels=True)

# %% [markdown] lang="en"
# ## Exercises
#
# ### From the start
#
# Back to the opening position of deal 1. Which of these six moves does the opening allow?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Dès le départ
#
# Retour à la position de départ de la donne 1. Lesquels de ces six coups la position de départ autorise-t-elle ?

# %% exercise="opening" part="ask"
opening = sn.new_game(GAME, deal=1)
q = LegalMoves(opening, ["r1-t7", "r4-t7", "t1-t3", "t8-t3", "r6-t2", "t9-t5"])
display(show(opening, labels=True))
q

# %% exercise="opening" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["b", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="opening" part="score"
q.score(answer)

# %% exercise="opening" part="reveal"
display(q.check(answer, reveal=True))
show(opening, select=("reserve4", 1))

# %% [markdown] lang="en" exercise="opening" part="reveal"
# 9♦ and 9♣ are both Nines, but only the red one goes on 10♠. 4♣ is above 3♥, not below it, and 6♣ on J♣ is the
# wrong rank and the wrong colour.

# %% [markdown] lang="fr" exercise="opening" part="reveal"
# Le 9♦ et le 9♣ sont tous deux des Neuf, mais seul le rouge va sur le 10♠. Le 4♣ est au-dessus du 3♥, pas en
# dessous, et le 6♣ sur le V♣ n'a ni le bon rang ni la bonne couleur.

# %% [markdown] lang="en"
# ### How much of the reserve plays now?
#
# Same opening position. How many of the seven reserve cards can be played right now, anywhere?

# %% [markdown] lang="fr"
# ### Quelle part de la réserve se joue maintenant ?
#
# Même position de départ. Combien des sept cartes de la réserve peuvent être jouées tout de suite, où que ce soit ?

# %% exercise="reserve" part="ask"
q = exercise("king_albert.reserve")
q

# %% exercise="reserve" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="reserve" part="score"
q.score(answer)

# %% exercise="reserve" part="reveal"
display(q.check(answer, reveal=True))
show(opening, select=("reserve6", 1))

# %% [markdown] lang="en"
# ### Twenty moves later
#
# The game above goes on for twenty moves in all (the list is in the code). Pile 8 is now empty, pile 4 ends in
# the run 8♦ 7♠ 6♥ 5♣ 4♦ 3♣, and pile 9 holds 7♦ 6♣ 5♥ 4♣ 3♥. Where may the four cards 6♣ 5♥ 4♣ 3♥ go, as one
# unit?

# %% [markdown] lang="fr"
# ### Vingt coups plus tard
#
# La partie ci-dessus continue jusqu'à vingt coups en tout (la liste est dans le code). La pile 8 est maintenant
# vide, la pile 4 se termine par la suite 8♦ 7♠ 6♥ 5♣ 4♦ 3♣, et la pile 9 contient 7♦ 6♣ 5♥ 4♣ 3♥. Où peuvent aller
# les quatre cartes 6♣ 5♥ 4♣ 3♥, d'un seul bloc ?

# %% exercise="unit" part="ask"
TWENTY = ["r5-f2", "t1-f2", "t2-t4", "t2-f1", "t3-t8", "t9-t1", "t1-t9x2", "t1-t2", "t5-t1", "r3-t3",
          "r4-t7", "r6-t4", "r2-t4", "t3-t4x2", "t1-t3x2", "t1-f4", "t1-t9", "t1-f3", "t8-t9x2", "t8-f2"]
later = sn.new_game(GAME, deal=1)
for move in TWENTY:
    later.play(move)
q = PickTarget(later, "tableau9", 4)
display(show(later, labels=True))
q

# %% exercise="unit" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau1"]
### BEGIN SOLUTION
answer = ["tableau5", "tableau8"]
### END SOLUTION
q.check(answer)

# %% exercise="unit" part="score"
q.score(answer)

# %% exercise="unit" part="reveal"
display(q.check(answer, reveal=True))
show(later, select=("tableau9", 4))

# %% [markdown] lang="en" exercise="unit" part="reveal"
# 7♥ on pile 5 takes a black Six, and the empty pile takes anything. Moving the four onto 7♥ would leave 7♦ alone
# in pile 9: find it a home, and a second pile is empty.

# %% [markdown] lang="fr" exercise="unit" part="reveal"
# Le 7♥ de la pile 5 prend un Six noir, et la pile vide prend n'importe quoi. Poser les quatre sur le 7♥ laisserait
# le 7♦ seul dans la pile 9 : trouvez-lui une place, et une deuxième pile est vide.

# %% [markdown] lang="en"
# ### The longest move
#
# Same position. Pile 8 is empty. How many cards can move from pile 4 to pile 8 in a single move?

# %% [markdown] lang="fr"
# ### Le plus long déplacement
#
# Même position. La pile 8 est vide. Combien de cartes peuvent passer de la pile 4 à la pile 8 en un seul coup ?

# %% exercise="longest" part="ask"
q = exercise("king_albert.longest")
q

# %% exercise="longest" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 6
### END SOLUTION
q.check(answer)

# %% exercise="longest" part="score"
q.score(answer)

# %% exercise="longest" part="reveal"
display(q.check(answer, reveal=True))
show(later, select=("tableau4", 6))

# %% [markdown] lang="en"
# ## Uncover first, or send home first?
#
# The usual advice for King Albert is that uncovering new cards comes before everything else. Two small players
# test it. Both avoid taking cards back from the foundations and prefer not to fill an empty pile; one puts a move
# that turns up a hidden card above everything, the other puts a move to a foundation first and uncovering second.
# With the kit's greedy player, they play deals 1 to 100; each line gives the wins out of 100, then the average
# number of cards home.

# %% [markdown] lang="fr"
# ## D'abord découvrir, ou d'abord monter ?
#
# Le conseil habituel au Roi Albert est que découvrir de nouvelles cartes passe avant tout. Deux petits joueurs le
# mettent à l'épreuve. Tous deux évitent de reprendre des cartes aux fondations et préfèrent ne pas remplir une pile
# vide ; l'un place au-dessus de tout un coup qui retourne une carte cachée, l'autre place d'abord un coup vers une
# fondation et seulement ensuite la découverte. Avec le joueur glouton du kit, ils jouent les donnes 1 à 100 ;
# chaque ligne donne les victoires sur 100, puis le nombre moyen de cartes montées.

# %%
def priorities(home_first):
    def make():
        rng = random.Random(1)

        def choose(game, moves):
            def value(move):
                if move.kind != "move":
                    return 0
                source, target = game.pile(move.source), game.pile(move.target)
                below = source.cards[:-move.count]
                worth = 0
                if below and not below[-1].face_up:
                    worth += 100
                if target.role == "foundation":
                    worth += 200 if home_first else 50
                if source.role == "foundation":
                    worth -= 300
                if source.role == "tableau" and not below:
                    worth += 60
                if target.role == "tableau" and not target.cards:
                    worth -= 40
                return worth
            values = [value(move) for move in moves]
            return rng.choice([move for move, worth in zip(moves, values) if worth == max(values)])
        return choose
    return make


players = {"greedy": lambda: greedy_player(random.Random(1)), "uncover first": priorities(False),
           "home first": priorities(True)}
results = play_many(players, range(1, 101), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/100, {average:.1f}")

# %% [markdown] lang="en"
# Both do a little better than the greedy player, and the advice as written loses to its reverse: sending a card
# home first wins 32 deals against 27. A card sent home from a pile also uncovers the one below it, so the two
# goals often coincide, and when they do not, a card home is a card that will never block anything again. The solver
# finds about four deals in five winnable; these players win a third at best, so there is room for a person who
# plans where each empty pile will be used.

# %% [markdown] lang="fr"
# Les deux font un peu mieux que le joueur glouton, et le conseil tel qu'il est écrit perd contre son inverse :
# monter d'abord une carte gagne 32 donnes contre 27. Une carte montée depuis une pile découvre aussi celle du
# dessous, les deux buts coïncident donc souvent, et quand ce n'est pas le cas, une carte montée ne bloquera plus
# jamais rien. Le solveur trouve environ quatre donnes sur cinq gagnables ; ces joueurs en gagnent un tiers au
# mieux : il reste de la place pour une personne qui prévoit à quoi servira chaque pile vide.

# %% [markdown] lang="en"
# ## King Albert and FreeCell
#
# FreeCell shows all 52 cards and gives you four empty cells to use again and again, but it limits a sequence's
# move by the free cells and empty columns. King Albert hides 36 cards, replaces the cells with seven cards that can
# be played out once and never refilled, and lets a built sequence of any length move. Its foundations also stay in
# play: a card may come back down to the tableau when you need something to build on.

# %% [markdown] lang="fr"
# ## Le Roi Albert et le FreeCell
#
# Le FreeCell montre les 52 cartes et vous donne quatre cases vides à réutiliser sans fin, mais il limite le
# déplacement d'une suite selon les cases libres et les colonnes vides. Le Roi Albert cache 36 cartes, remplace les
# cases par sept cartes qui se jouent une fois et ne se remplissent jamais, et laisse se déplacer une suite
# construite de n'importe quelle longueur. Ses fondations restent aussi en jeu : une carte peut redescendre au
# tableau quand il vous faut de quoi construire.

# %%
for line in differences(GAME, "freecell"):
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
answer = 't2-t6'
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
# On deal 2, before each move, ask which hidden card it turns up, and keep your first empty pile for a long run
# rather than a lone card.

# %% [markdown] lang="fr"
# ## À vous
#
# Sur la donne 2, demandez-vous avant chaque coup quelle carte cachée il retourne, et gardez votre première pile
# vide pour une longue suite plutôt que pour une carte seule.

# %%
sn.play(GAME, deal=2)
