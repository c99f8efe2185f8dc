# %% [markdown] lang="en"
# # Redheads
#
# Redheads is the Terrace family's game of the big reserve: twenty-one cards, fanned face up, against only eight
# tableau piles of one card each. The base card is dealt to the first foundation, the foundations climb by
# alternate colour and wrap from King to Ace, as in the rest of the family. What is new is the way in: the game
# refills every tableau pile that empties with the top card of the reserve, at once.
#
# So a tableau pile is a door into the reserve. Each time you clear one, a reserve card steps into the tableau,
# where it can be built on and moved — which the reserve card itself could never be while it stayed in the fan.

# %% [markdown] lang="fr"
# # Rouquines
#
# Les Rouquines sont le jeu à grande réserve de la famille Terrasse : vingt et une cartes, étalées face
# visible, face à seulement huit piles de tableau d'une carte chacune. La carte de base est distribuée sur la
# première fondation, les fondations montent par couleur (rouge et noir) alternée et passent du Roi à l'As, comme dans le
# reste de la famille. Ce qui change, c'est l'entrée : le jeu remplit aussitôt chaque pile du tableau qui se vide
# avec la carte du dessus de la réserve.
#
# Une pile du tableau est donc une porte vers la réserve. Chaque fois qu'on en vide une, une carte de la réserve
# entre au tableau, où l'on peut construire dessus et la déplacer — ce que la carte elle-même ne pourrait jamais
# faire en restant dans l'éventail.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player, move_value
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import BuildSequence, LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "redheads"

# %% [markdown] lang="en"
# ## Deal 2
#
# 2♥ is the base: each foundation runs 2, 3 … King, Ace. The reserve ends with 8♥ and 6♣ (6♣ on top, in play).
# The tableau offers two 3♣, either of which can follow 2♥ at once.

# %% [markdown] lang="fr"
# ## La donne 2
#
# Le 2♥ est la base : chaque fondation va 2, 3 … Roi, As. La réserve se termine par le 8♥ et le 6♣ (le 6♣ sur
# le dessus, en jeu). Le tableau propose deux 3♣, l'un ou l'autre pouvant suivre aussitôt le 2♥.

# %%
game = sn.new_game(GAME, deal=2)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The tableau line's "Empty pile" clause is this game's heart: automatic filling from the reserve, and a free
# choice once the reserve is spent.

# %% [markdown] lang="fr"
# ## Les règles
#
# La clause « Pile vide » de la ligne du tableau est le cœur de ce jeu : remplissage automatique depuis la
# réserve, et libre choix une fois la réserve épuisée.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Exercises
#
# ### What comes through the door?
#
# On deal 2, play 3♣ from column 2 onto 2♥. Which card then stands in column 2, and which card becomes the
# reserve's top card? Give both.

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Qu'est-ce qui passe la porte ?
#
# Sur la donne 2, jouez le 3♣ de la colonne 2 sur le 2♥. Quelle carte se trouve alors dans la colonne 2, et
# quelle carte devient celle du dessus de la réserve ? Donnez les deux.

# %% exercise="door" part="ask"
q = exercise("redheads.door")
game = q.game
after = game.copy()
after.play("t2-f1")
q

# %% exercise="door" part="answer"
answer = ...  # ← your answer: two cards, e.g. ["4S", "2H"]
### BEGIN SOLUTION
answer = ["6C", "8H"]
### END SOLUTION
q.check(answer)

# %% exercise="door" part="score"
q.score(answer)

# %% exercise="door" part="reveal"
display(q.check(answer, reveal=True))
show(after)

# %% [markdown] lang="en" exercise="door" part="reveal"
# And the other 3♣? It can no longer follow: on 3♣ the foundation now wants a red Four. Two cards of the same
# rank and colour never share a foundation step.

# %% [markdown] lang="fr" exercise="door" part="reveal"
# Et l'autre 3♣ ? Il ne peut plus suivre : sur le 3♣, la fondation demande maintenant un Quatre rouge. Deux
# cartes de même rang et de même couleur ne se partagent jamais une marche de fondation.

# %% [markdown] lang="en"
# ### Deal 3: what may move?
#
# Deal 3 is played with Threes (3♣ on the first foundation) and 2♥ waits on the waste. Which of these moves are
# legal?

# %% [markdown] lang="fr"
# ### La donne 3 : qu'est-ce qui bouge ?
#
# La donne 3 se joue avec les Trois (3♣ sur la première fondation) et le 2♥ attend sur la défausse. Lesquels de
# ces coups sont permis ?

# %% exercise="deal3" part="ask"
threes = sn.new_game(GAME, deal=3)
q = LegalMoves(threes, ["t5-t1", "w-f1", "t2-t6", "t8-t3", "t4-t7"])
display(show(threes))
q

# %% exercise="deal3" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["a", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="deal3" part="score"
q.score(answer)

# %% exercise="deal3" part="reveal"
display(q.check(answer, reveal=True))
show(threes, select=("waste", 1))

# %% [markdown] lang="en" exercise="deal3" part="reveal"
# With Threes as base a Two is the thirteenth card of a foundation: 2♥ will wait on the waste until the very end
# of some foundation, or find a black Three in the tableau.

# %% [markdown] lang="fr" exercise="deal3" part="reveal"
# Avec les Trois pour base, un Deux est la treizième carte d'une fondation : le 2♥ attendra sur la défausse la
# toute fin d'une fondation, ou trouvera un Trois noir au tableau.

# %% [markdown] lang="en"
# ### Two reserve cards into the tableau
#
# Still on deal 3. With tableau moves only, bring two reserve cards into the tableau (the reserve must drop from
# 21 cards to 19). Give your moves in order.

# %% [markdown] lang="fr"
# ### Deux cartes de la réserve au tableau
#
# Toujours la donne 3. Avec des coups de tableau seulement, faites entrer deux cartes de la réserve au tableau
# (la réserve doit passer de 21 à 19 cartes). Donnez vos coups dans l'ordre.

# %% exercise="two_in" part="ask"
q = BuildSequence(
    threes,
    lambda position: len(position.pile("reserve1").cards) <= 19,
    text={"en": "two reserve cards have come into the tableau",
          "fr": "deux cartes de la réserve sont entrées au tableau"})
q

# %% exercise="two_in" part="answer"
answer = ...  # ← your answer: a list of moves, e.g. ["t1-t2", "t3-t4"]
### BEGIN SOLUTION
answer = ["t5-t1", "t3-t1"]
### END SOLUTION
q.check(answer)

# %% exercise="two_in" part="score"
q.score(answer)

# %% exercise="two_in" part="reveal"
result = q.check(answer, reveal=True)
display(result)
show(result.game or threes)

# %% [markdown] lang="en" exercise="two_in" part="reveal"
# Q♦ goes on K♠ and J♣ follows it: two piles empty, and K♠ then A♥ come out of the reserve. Other pairs work too
# (9♦ on 10♠, 6♣ on 7♦): every move of a lone tableau card opens the door once.

# %% [markdown] lang="fr" exercise="two_in" part="reveal"
# La D♦ va sur le R♠ et le V♣ la suit : deux piles se vident, et le R♠ puis l'A♥ sortent de la réserve.
# D'autres paires conviennent (9♦ sur 10♠, 6♣ sur 7♦) : chaque coup d'une carte seule au tableau ouvre la porte
# une fois.

# %% [markdown] lang="en"
# ## Emptying piles on purpose
#
# The manual's advice: empty a tableau pile whenever you can while the reserve lasts. The player below adds that
# preference to the greedy player's scores (a move that empties a pile counts 40 more while the reserve has
# cards). Deals 1 to 60, the same fixed seed for both; each line: wins, then average cards home out of 104.

# %% [markdown] lang="fr"
# ## Vider des piles exprès
#
# Le conseil du manuel : vider une pile du tableau dès que possible tant que la réserve dure. Le joueur ci-dessous
# ajoute cette préférence aux notes du joueur glouton (un coup qui vide une pile vaut 40 de plus tant que la
# réserve a des cartes). Donnes 1 à 60, la même graine fixe pour les deux ; chaque ligne : victoires, puis nombre
# moyen de cartes montées sur 104.

# %%
def pile_emptier():
    rng = random.Random(1)

    def value(game, move):
        worth = move_value(game, move)
        if move.kind == "move" and move.source.startswith("tableau") and game.pile("reserve1").cards \
                and len(game.pile(move.source).cards) == 1:
            worth += 40
        return worth

    def choose(game, moves):
        values = [value(game, move) for move in moves]
        best = max(values)
        return rng.choice([move for move, worth in zip(moves, values) if worth == best])
    return choose


players = {"greedy": lambda: greedy_player(random.Random(1)), "pile emptier": pile_emptier}
results = play_many(players, range(1, 61), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/60, {average:.1f}")

# %% [markdown] lang="en"
# Here the advice pays, even for a machine: 17 wins against 14, and about two cards more home on average. The
# reserve holds 21 of the 31 cards dealt outside the stock, and it only moves when you open the door for it.

# %% [markdown] lang="fr"
# Ici le conseil paie, même pour une machine : 17 victoires contre 14, et environ deux cartes montées de plus en
# moyenne. La réserve tient 21 des 31 cartes distribuées hors de la pioche, et elle ne bouge que si on lui
# ouvre la porte.

# %% [markdown] lang="en"
# ## Redheads and Terrace
#
# In Terrace the reserve's cards can only climb to the foundations; in Redheads they also come down into the
# tableau, by themselves, through every emptied pile — that is the difference that changes the play. Then the
# sizes: a reserve of 21 instead of 11, eight tableau piles instead of nine; the base is dealt, not chosen; and
# the stock never locks, since a gap never stays open while the reserve lasts.

# %% [markdown] lang="fr"
# ## Les Rouquines et la Terrasse
#
# À la Terrasse, les cartes de la réserve ne peuvent que monter sur les fondations ; aux Rouquines, elles
# descendent aussi au tableau, d'elles-mêmes, par chaque pile vidée — c'est la différence qui change le jeu.
# Viennent ensuite les tailles : une réserve de 21 cartes au lieu de 11, huit piles au tableau au lieu de neuf ;
# la base est distribuée, non choisie ; et la pioche ne se bloque jamais, puisqu'un vide ne reste pas ouvert tant
# que la réserve dure.

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
answer = 'deal'
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
# Back to deal 2, from its first card. Which 3♣ will you send home, the one in column 2 or the one in column 6 —
# and does the other find a place later? Count the reserve cards you bring into the tableau before the stock
# runs out.

# %% [markdown] lang="fr"
# ## À vous
#
# Retour à la donne 2, depuis sa première carte. Quel 3♣ monterez-vous, celui de la colonne 2 ou celui de la
# colonne 6 — et l'autre trouvera-t-il une place plus tard ? Comptez les cartes de la réserve que vous ferez
# entrer au tableau avant que la pioche soit épuisée.

# %%
sn.play(GAME, deal=2)
