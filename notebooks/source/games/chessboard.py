# %% [markdown] lang="en"
# # Chessboard
#
# Chessboard is laid out exactly like Fortress: ten open piles, five on each side of the four foundations, every
# card face up, one card moved at a time, up or down in its own suit. Two changes make it a different game. First,
# the foundations do not wait for Aces: the first card you send to a foundation, whatever its rank, becomes the base,
# and the three other foundations must start with the same rank. Second, ranks wrap round: a King and an Ace are
# neighbours, on the foundations and in the tableau alike.
#
# So the first decision of every deal is the base, and it is taken before anything else has happened. A base of
# Five means each foundation climbs 5, 6 … K, A … 4, and the Fours become the last cards you need.

# %% [markdown] lang="fr"
# # Plateau d'échecs
#
# Le Plateau d'échecs a exactement la disposition de la Forteresse : dix piles ouvertes, cinq de chaque côté des
# quatre fondations, toutes les cartes face visible, une carte déplacée à la fois, en montant ou en descendant dans
# sa couleur. Deux changements en font un autre jeu. D'abord, les fondations n'attendent pas les As : la première
# carte que vous montez, quel que soit son rang, devient la base, et les trois autres fondations doivent commencer
# par le même rang. Ensuite, les rangs bouclent : le Roi et l'As sont voisins, sur les fondations comme au tableau.
#
# La première décision de chaque donne est donc la base, et elle se prend avant que quoi que ce soit d'autre ne se
# soit passé. Avec une base de Cinq, chaque fondation monte 5, 6 … R, A … 4, et les Quatre deviennent les dernières
# cartes dont on a besoin.

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
GAME = "chessboard"

# %% [markdown] lang="en"
# ## Deal 1
#
# The ten top cards are 8♦, Q♥, 5♥, 6♣, 8♥, 9♠, 9♦, 5♣, 3♥ and K♦. Any of them may go to a foundation right now,
# since no base has been set. Only two tableau moves are possible besides: 9♦ and 8♦ may stack either way, and so
# may 5♣ and 6♣.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Les dix cartes du dessus sont 8♦, D♥, 5♥, 6♣, 8♥, 9♠, 9♦, 5♣, 3♥ et R♦. N'importe laquelle peut monter tout de
# suite, puisqu'aucune base n'est fixée. Il n'y a par ailleurs que deux coups de tableau : le 9♦ et le 8♦ peuvent
# s'empiler dans un sens ou dans l'autre, de même que le 5♣ et le 6♣.

# %%
game = sn.new_game(GAME, deal=1)
show(game, labels=True)

# %% [markdown] lang="en"
# ## The rules
#
# The foundation line says it plainly: the first card played to a foundation "sets the base card of all four
# foundations". Every later rule depends on that choice.

# %% [markdown] lang="fr"
# ## Les règles
#
# La ligne des fondations le dit clairement : la première carte posée sur une fondation « fixe la carte de base des
# quatre fondations ». Toutes les règles suivantes dépendent de ce choix.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Deal 1, choosing the base
#
# **Step 1.** Ten cards could be the base. For each one, the cell below sends it to a foundation and asks the
# kit's solver whether the deal can still be won (✓) or not (✗). Nothing about a card's rank says in advance which choices are
# good; the solver has to look far ahead to tell.

# %% [markdown] lang="fr"
# ## La donne 1, choisir la base
#
# **Étape 1.** Dix cartes pourraient servir de base. Pour chacune, la cellule ci-dessous l'envoie sur une fondation
# et demande au solveur du kit si la donne peut encore être gagnée (✓) ou non (✗). Rien dans le rang d'une carte ne dit d'avance
# quels choix sont bons ; le solveur doit regarder loin pour le savoir.

# %%
for number in range(1, 11):
    after = game.copy()
    after.play(f"t{number}-f1")
    card = game.pile(f"tableau{number}").top
    verdict = after.solve(max_seconds=None, max_nodes=5000).verdict.value
    print(card.phrase_text(sn.get_lang()), {"winnable": "✓", "unwinnable": "✗"}.get(verdict, "?"))

# %% [markdown] lang="en"
# **Step 2.** Four bases keep deal 1 alive: 5♥, 5♣, 3♥ and K♦. Both Fives are among them: with a Five as the
# base, 5♣ can follow 5♥ at once onto a second foundation, and 6♣ right behind it. We
# choose 5♥.

# %% [markdown] lang="fr"
# **Étape 2.** Quatre bases laissent la donne 1 en vie : 5♥, 5♣, 3♥ et R♦. Les deux Cinq en font partie : avec un Cinq
# pour base, le 5♣ peut suivre le 5♥ tout de suite sur une deuxième fondation, et le
# 6♣ juste derrière lui. Nous choisissons le 5♥.

# %%
game.play("t3-f1")
show(game, select=("foundation1", 1))

# %% [markdown] lang="en"
# ## Exercises
#
# ### Where the Five of Clubs may go
#
# The base is now a Five. Name every pile that will take 5♣, on top of pile 8.

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Où peut aller le Cinq de trèfle
#
# La base est maintenant un Cinq. Nommez toutes les piles qui acceptent le 5♣, en haut de la pile 8.

# %% exercise="base" part="ask"
five = game.copy()
q = PickTarget(five, "tableau8", 1)
display(show(five, labels=True))
q

# %% exercise="base" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau1"]
### BEGIN SOLUTION
answer = ["foundation2", "foundation3", "foundation4", "tableau4"]
### END SOLUTION
q.check(answer)

# %% exercise="base" part="score"
q.score(answer)

# %% exercise="base" part="reveal"
display(q.check(answer, reveal=True))
show(five, select=("tableau8", 1))

# %% [markdown] lang="en" exercise="base" part="reveal"
# Any of the three empty foundations, since a Five is the base rank, and 6♣ on pile 4, one rank up in its suit. The
# first foundation is out: it holds 5♥ and wants 6♥.

# %% [markdown] lang="fr" exercise="base" part="reveal"
# N'importe laquelle des trois fondations vides, puisque le Cinq est le rang de base, et le 6♣ de la pile 4, un rang
# au-dessus dans sa couleur. La première fondation est exclue : elle porte le 5♥ et attend le 6♥.

# %% [markdown] lang="en"
# ### The last card home
#
# With Five as the base, each foundation climbs through the King and the Ace. Which card will be the last one on
# the Club foundation?

# %% [markdown] lang="fr"
# ### La dernière carte
#
# Avec le Cinq pour base, chaque fondation passe par le Roi et l'As. Quelle carte sera la dernière sur la fondation
# de trèfle ?

# %% exercise="last" part="ask"
q = exercise("chessboard.last")
q

# %% exercise="last" part="answer"
answer = ...  # ← your answer: a card, e.g. "5D"
### BEGIN SOLUTION
answer = "4C"
### END SOLUTION
q.check(answer)

# %% exercise="last" part="score"
q.score(answer)

# %% exercise="last" part="reveal"
display(q.check(answer, reveal=True))
show(five, select=("foundation1", 1))

# %% [markdown] lang="en"
# ### The corner on deal 7
#
# On deal 7 no base has been chosen yet. The top cards include K♠ (pile 9) and A♠ (pile 3). Which of these tableau
# moves are legal?

# %% [markdown] lang="fr"
# ### Le passage du Roi à l'As sur la donne 7
#
# Sur la donne 7, aucune base n'est encore choisie. Parmi les cartes du dessus figurent le R♠ (pile 9) et l'A♠
# (pile 3). Lesquels de ces coups de tableau sont permis ?

# %% exercise="corner" part="ask"
seven = sn.new_game(GAME, deal=7)
q = LegalMoves(seven, ["t9-t3", "t7-t1", "t3-t9", "t2-t4", "t1-t10"])
display(show(seven, labels=True))
q

# %% exercise="corner" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="corner" part="score"
q.score(answer)

# %% exercise="corner" part="reveal"
display(q.check(answer, reveal=True))
show(seven, select=("tableau9", 1))

# %% [markdown] lang="en" exercise="corner" part="reveal"
# K♠ and A♠ may stack either way, which Fortress would refuse. 9♦ is three ranks from 6♦, and 4♥ on 5♣ is the right
# rank in the wrong suit.

# %% [markdown] lang="fr" exercise="corner" part="reveal"
# Le R♠ et l'A♠ peuvent s'empiler dans un sens ou dans l'autre, ce que la Forteresse refuserait. Le 9♦ est à trois
# rangs du 6♦, et le 4♥ sur le 5♣ a le bon rang mais pas la bonne couleur.

# %% [markdown] lang="en"
# ## Choosing the base, measured
#
# The usual advice is to choose the base with care, looking at the cards of that rank and the ranks just above it
# that you can reach. The player below does exactly that for its first move (it picks the top card with the most
# top cards of the same rank or the next two ranks) and then plays as the kit's greedy player does. Both play deals
# 1 to 100; each line gives the wins out of 100, then the average number of cards home. The solver then counts, for
# deals 1 to 8, how many of the ten possible first cards leave the deal winnable (at most 3,000 positions per try; a
# try left undecided counts as no).

# %% [markdown] lang="fr"
# ## Le choix de la base, mesuré
#
# Le conseil habituel est de choisir la base avec soin, en regardant les cartes de ce rang et des rangs juste
# au-dessus qui sont à portée. Le joueur ci-dessous fait exactement cela pour son premier coup (il prend la carte du
# dessus qui a le plus de cartes du dessus du même rang ou des deux rangs suivants), puis joue comme le joueur glouton
# du kit. Les deux jouent les donnes 1 à 100 ; chaque ligne donne les victoires sur 100, puis le nombre moyen de
# cartes montées. Le solveur compte ensuite, pour les donnes 1 à 8, combien des dix premières cartes possibles
# laissent la donne gagnable (au plus 3 000 positions par essai ; un essai resté indécis compte pour non).

# %%
def reach_base():
    greedy = greedy_player(random.Random(1))

    def choose(game, moves):
        if game.state.get("base_rank") is None:
            tops = [game.pile(f"tableau{i}").top for i in range(1, 11) if game.pile(f"tableau{i}").cards]

            def reach(move):
                if game.pile(move.target).role != "foundation":
                    return -1
                rank = game.pile(move.source).top.rank
                return sum(1 for card in tops if (card.rank - rank) % 13 in (0, 1, 2))
            best = max(moves, key=reach)
            if reach(best) >= 0:
                return best
        return greedy(game, moves)
    return choose


results = play_many({"greedy": lambda: greedy_player(random.Random(1)), "base by reach": reach_base},
                    range(1, 101), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/100, {average:.1f}")
for deal in range(1, 9):
    start = sn.new_game(GAME, deal=deal)
    good = 0
    for number in range(1, 11):
        after = start.copy()
        after.play(f"t{number}-f1")
        good += after.solve(max_seconds=None, max_nodes=3000).winnable is True
    print(f"deal {deal}: {good}/10")

# %% [markdown] lang="en"
# A well-chosen base is worth about one card more to these players, and neither wins anything: like Fortress,
# Chessboard is lost or won ten moves after the choice, and a one-move player cannot see that far. The solver's
# counts are the real lesson. On most of these deals no first card at all leads to a win; on deals 1 and 4, a few
# do, and a person has to find them by planning, not by a rule of thumb about ranks.

# %% [markdown] lang="fr"
# Une base bien choisie vaut environ une carte de plus à ces joueurs, et aucun ne gagne rien : comme la Forteresse,
# le Plateau d'échecs se perd ou se gagne dix coups après le choix, et un joueur qui ne voit qu'un coup ne regarde
# pas si loin. Les comptes du solveur sont la vraie leçon. Sur la plupart de ces donnes, aucune première carte ne
# mène à la victoire ; sur les donnes 1 et 4, quelques-unes y mènent, et il faut les trouver en planifiant, pas avec
# une règle simple sur les rangs.

# %% [markdown] lang="en"
# ## Chessboard and Fortress
#
# The same ten piles, the same single-card moves up or down in suit. Fortress fixes the base at the Ace and lets no
# rank wrap; Chessboard lets you choose the base and joins the King to the Ace, both on the foundations and in the
# tableau. The wrap gives Chessboard more legal moves, and the free base gives it a decision Fortress never asks
# for.

# %% [markdown] lang="fr"
# ## Le Plateau d'échecs et la Forteresse
#
# Les mêmes dix piles, les mêmes coups d'une carte en montant ou en descendant dans la couleur. La Forteresse fixe
# la base à l'As et ne fait boucler aucun rang ; le Plateau d'échecs vous laisse choisir la base et relie le Roi à
# l'As, sur les fondations comme au tableau. Le bouclage donne au Plateau d'échecs plus de coups permis, et la base
# libre lui donne une décision que la Forteresse ne demande jamais.

# %%
for line in differences(GAME, "fortress"):
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
answer = 't2-t8'
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
# On deal 4 the solver found three good first cards among the ten. Before you send anything home, try to find one,
# then play on from it.

# %% [markdown] lang="fr"
# ## À vous
#
# Sur la donne 4, le solveur a trouvé trois bonnes premières cartes parmi les dix. Avant de monter quoi que ce soit,
# essayez d'en trouver une, puis jouez à partir d'elle.

# %%
sn.play(GAME, deal=4)
