# %% [markdown] lang="en"
# # Osmosis
#
# In Osmosis nothing is built on the table: every card goes straight to a foundation, and the only question is
# *which* foundation will take it. The answer seeps down from the top, hence the name. The first foundation, of the
# dealt card's suit, takes any card of that suit in any order. The one below it opens with a card of the same rank
# as the dealt card, and then takes a card of its own suit only if a card of the same rank already lies on the
# foundation above. And so on down to the fourth.
#
# So a Seven of the fourth suit waits for three other Sevens to have gone home first. Four reserves of four cards
# (one face up each) and a stock turned one card at a time feed this cascade.

# %% [markdown] lang="fr"
# # Osmose
#
# À l'Osmose, on ne construit rien sur la table : chaque carte va droit sur une fondation, et toute la question
# est de savoir *laquelle* la prendra. La réponse filtre depuis le haut, d'où le nom. La première fondation, de la
# couleur de la carte distribuée, prend n'importe quelle carte de cette couleur dans n'importe quel ordre. Celle
# du dessous s'ouvre avec une carte du même rang que la carte distribuée, puis ne prend une carte de sa couleur que
# si une carte de même rang se trouve déjà sur la fondation du dessus. Et ainsi de suite jusqu'à la quatrième.
#
# Un Sept de la quatrième couleur attend donc que trois autres Sept soient montés avant lui. Quatre réserves de
# quatre cartes (une visible chacune) et une pioche retournée carte par carte alimentent cette cascade.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player, move_value
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "osmosis"

# %% [markdown] lang="en"
# ## Deal 1
#
# 3♦ opens the first foundation: diamonds go there, in any order, and Threes open the others. The reserves show
# 9♠, 6♠, 4♦ and 3♥; each hides three cards.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Le 3♦ ouvre la première fondation : les carreaux y vont, dans n'importe quel ordre, et les Trois ouvrent les
# autres. Les réserves montrent 9♠, 6♠, 4♦ et 3♥ ; chacune cache trois cartes.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The foundation line, "ruled by the one above", is the whole game; the rest only says where cards come from.

# %% [markdown] lang="fr"
# ## Les règles
#
# La ligne des fondations, « réglée par celle du dessus », est tout le jeu ; le reste dit seulement d'où viennent
# les cartes.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Exercises
#
# ### The first moves
#
# Which of these moves may be played at the start of deal 1?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Les premiers coups
#
# Lesquels de ces coups peut-on jouer au début de la donne 1 ?

# %% exercise="first" part="ask"
q = LegalMoves(game, ["r3-f1", "r4-f2", "r1-f2", "r2-f1", "r4-f1"])
q

# %% exercise="first" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["a", "b"]
### END SOLUTION
q.check(answer)

# %% exercise="first" part="score"
q.score(answer)

# %% exercise="first" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("reserve4", 1))

# %% [markdown] lang="en" exercise="first" part="reveal"
# 4♦ joins 3♦ because the first foundation takes any diamond; 3♥, a Three, opens the second foundation. 9♠ is not
# a Three, 6♠ is not a diamond, and 3♥ is not a diamond either.
#
# Let us play both moves: the second foundation is now the hearts' foundation.

# %% [markdown] lang="fr" exercise="first" part="reveal"
# Le 4♦ rejoint le 3♦ parce que la première fondation prend tout carreau ; le 3♥, un Trois, ouvre la deuxième
# fondation. Le 9♠ n'est pas un Trois, le 6♠ n'est pas un carreau, et le 3♥ non plus.
#
# Jouons ces deux coups : la deuxième fondation est désormais celle des cœurs.

# %%
game.play("r3-f1")
game.play("r4-f2")
show(game)

# %% [markdown] lang="en"
# ### The only heart
#
# The first foundation holds 3♦ and 4♦, the second 3♥. Of the twelve hearts still to come, which is the only one the
# second foundation could take at this moment?

# %% [markdown] lang="fr"
# ### Le seul cœur
#
# La première fondation porte 3♦ et 4♦, la deuxième le 3♥. Des douze cœurs encore à venir, lequel est le seul
# que la deuxième fondation pourrait prendre en ce moment ?

# %% exercise="heart" part="ask"
q = exercise("osmosis.heart")
q

# %% exercise="heart" part="answer"
answer = ...  # ← your answer: a list of cards, e.g. ["5H"]
### BEGIN SOLUTION
answer = ["4H"]
### END SOLUTION
q.check(answer)

# %% exercise="heart" part="score"
q.score(answer)

# %% exercise="heart" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("foundation1", 1))

# %% [markdown] lang="en"
# ### A Three from the stock
#
# From this position, fifteen clicks on the stock bring 3♣ to the waste. Two foundations are still empty. Where
# may 3♣ go?

# %% [markdown] lang="fr"
# ### Un Trois de la pioche
#
# Depuis cette position, quinze clics sur la pioche amènent le 3♣ sur la défausse. Deux fondations sont encore
# vides. Où le 3♣ peut-il aller ?

# %% exercise="three" part="ask"
clubs = game.copy()
for _ in range(15):
    clubs.play("deal")
q = PickTarget(clubs, "waste", 1)
display(show(clubs, labels=True))
q

# %% exercise="three" part="answer"
answer = ...  # ← your answer: a list of pile ids
### BEGIN SOLUTION
answer = ["foundation3"]
### END SOLUTION
q.check(answer)

# %% exercise="three" part="score"
q.score(answer)

# %% exercise="three" part="reveal"
display(q.check(answer, reveal=True))
show(clubs, select=("waste", 1))

# %% [markdown] lang="en" exercise="three" part="reveal"
# The foundations open in order from the top, so the third takes 3♣ and the fourth must wait for the last Three,
# 3♠ — which lies at the bottom of the second reserve, under three cards.

# %% [markdown] lang="fr" exercise="three" part="reveal"
# Les fondations s'ouvrent dans l'ordre depuis le haut : la troisième prend le 3♣, et la quatrième doit attendre
# le dernier Trois, le 3♠ — qui est au fond de la deuxième réserve, sous trois cartes.

# %% [markdown] lang="en"
# ## Option: three cards per click
#
# With `draw=3` the stock turns three cards at a time but may be gone through as often as you like, instead of
# three passes.

# %% [markdown] lang="fr"
# ## Option : trois cartes par clic
#
# Avec `draw=3`, la pioche retourne trois cartes à la fois mais peut être parcourue autant de fois qu'on veut, au
# lieu de trois passages.

# %%
threes = sn.new_game(GAME, deal=1, draw=3)
print(threes.rules()[1])

# %% [markdown] lang="en"
# ## Reserves before the waste?
#
# A reserve card that goes home turns up a hidden card; a waste card does not. The kit's greedy player values a
# waste move a little above a reserve move; the player below reverses that (the greedy player's scores, plus 10
# for a reserve move). Deals 1 to 60, same fixed seed; each line: wins, then average cards home out of 52.

# %% [markdown] lang="fr"
# ## Les réserves avant la défausse ?
#
# Une carte de réserve qui monte découvre une carte cachée ; une carte de la défausse, non. Le joueur glouton du
# kit note un coup de la défausse un peu au-dessus d'un coup de réserve ; le joueur ci-dessous inverse cela (les
# notes du glouton, plus 10 pour un coup de réserve). Donnes 1 à 60, même graine fixe ; chaque ligne : victoires,
# puis nombre moyen de cartes montées sur 52.

# %%
def reserves_first():
    rng = random.Random(1)

    def value(game, move):
        worth = move_value(game, move)
        if move.kind == "move" and move.source.startswith("reserve"):
            worth += 10
        return worth

    def choose(game, moves):
        values = [value(game, move) for move in moves]
        best = max(values)
        return rng.choice([move for move, worth in zip(moves, values) if worth == best])
    return choose


players = {"greedy": lambda: greedy_player(random.Random(1)), "reserves first": reserves_first}
results = play_many(players, range(1, 61), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/60, {average:.1f}")

# %% [markdown] lang="en"
# The two lines are identical. The order of the moves hardly matters in Osmosis: a card sent home never blocks
# another, and with one card per click the stock shows the same cards in the same order whatever you play. The
# one real decision is the one the manual points at: when two cards of the base rank could open the next
# foundation, the one you choose fixes that foundation's suit — take the suit that frees more reserve cards.
# Neither machine player weighs that choice; a person can.

# %% [markdown] lang="fr"
# Les deux lignes sont identiques. L'ordre des coups compte à peine à l'Osmose : une carte montée n'en bloque
# jamais une autre, et, à une carte par clic, la pioche montre les mêmes cartes dans le même ordre quoi qu'on
# joue. La seule vraie décision est celle que signale le manuel : quand deux cartes du rang de base pourraient
# ouvrir la fondation suivante, celle qu'on choisit fixe la couleur de cette fondation — prenez la couleur qui
# libère le plus de cartes des réserves. Aucun des deux joueurs automatiques ne pèse ce choix ; une personne le
# peut.

# %% [markdown] lang="en"
# ## Osmosis and Canfield
#
# Both deal a card to the first foundation that sets the base rank, and both feed the foundations from reserves
# and a stock. But Canfield builds in its tableau and its foundations climb rank by rank; Osmosis has no tableau
# at all, and its foundations follow no rank order — each one copies the ranks of the one above. Its four small
# reserves hide three cards each, and its stock turns one card for three passes (Canfield: three cards, without
# limit, as Osmosis offers with its option).

# %% [markdown] lang="fr"
# ## L'Osmose et le Champ de boîtes
#
# Les deux jeux posent sur la première fondation une carte qui fixe le rang de base, et tous deux nourrissent les
# fondations depuis des réserves et une pioche. Mais le Champ de boîtes construit sur son tableau et ses
# fondations montent rang par rang ; l'Osmose n'a pas de tableau du tout, et ses fondations ne suivent aucun ordre
# de rangs — chacune recopie les rangs de celle du dessus. Ses quatre petites réserves cachent trois cartes
# chacune, et sa pioche retourne une carte pour trois passages (le Champ de boîtes : trois cartes, sans limite,
# ce que l'Osmose propose en option).

# %%
for line in differences(GAME, "canfield"):
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
# Deal 2 opens with 9♦: Nines start the lower foundations, and none of the four reserve cards in view is a Nine.
# When the first Nines turn up, choose which suit gets the second foundation with the reserves in mind.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 s'ouvre sur le 9♦ : ce sont les Neuf qui commencent les fondations du dessous, et aucune des quatre
# cartes visibles des réserves n'est un Neuf. Quand les premiers Neuf arriveront, choisissez la couleur de la
# deuxième fondation en pensant aux réserves.

# %%
sn.play(GAME, deal=2)
