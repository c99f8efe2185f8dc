# %% [markdown] lang="en"
# # Falling Stars
#
# Falling Stars is Terrace with the base card dealt: one card lands on the first foundation and its rank opens all
# eight, built up red on black and round from King to Ace. What gives this game its pace is the stock. It turns
# one card at a time, by itself whenever the waste is empty, and it is gone through only once. And it jams: a card
# turned while a tableau pile stands empty locks the stock until that pile is filled or the waste card is played.
#
# So every gap you open in the tableau is a small decision: fill it with the waste card now, or play the waste
# card somewhere else and keep the gap for a better card.

# %% [markdown] lang="fr"
# # Étoiles filantes
#
# Les Étoiles filantes, c'est la Terrasse avec une carte de base distribuée : une carte tombe sur la première
# fondation et son rang ouvre les huit, montées rouge sur noir et du Roi à l'As s'il le faut. Ce qui donne son
# rythme au jeu, c'est la pioche. Elle retourne une carte à la fois, d'elle-même dès que la défausse est vide, et
# on ne la parcourt qu'une fois. Surtout, elle se bloque : une carte retournée alors qu'une pile du tableau est
# vide bloque la pioche jusqu'à ce que cette pile soit remplie ou que la carte de la défausse soit jouée.
#
# Chaque vide ouvert dans le tableau est donc une petite décision : le remplir tout de suite avec la carte de la
# défausse, ou jouer celle-ci ailleurs et garder le vide pour une meilleure carte.

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
GAME = "falling_stars"

# %% [markdown] lang="en"
# ## Deal 9
#
# 9♥ opens the first foundation: Nines are the base. Eleven reserve cards are fanned at the top, 3♦ on top; nine
# tableau piles hold a card each, and 10♦ waits on the waste.

# %% [markdown] lang="fr"
# ## La donne 9
#
# Le 9♥ ouvre la première fondation : les Neuf sont la base. Onze cartes de réserve s'étalent en haut, le 3♦ sur
# le dessus ; les neuf piles du tableau ont chacune une carte, et le 10♦ attend sur la défausse.

# %%
game = sn.new_game(GAME, deal=9)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The stock line is the long one, and the one this notebook is about: read its second half, on the lock, slowly.

# %% [markdown] lang="fr"
# ## Les règles
#
# La ligne de la pioche est la plus longue, et c'est le sujet de ce carnet : lisez lentement sa seconde moitié,
# sur le blocage.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Opening a gap on deal 9
#
# **Step 1.** 9♣ (column 5) has the base rank, so it opens a second foundation. Column 5 is now empty, and only
# the waste card may fill it.

# %% [markdown] lang="fr"
# ## Un vide sur la donne 9
#
# **Étape 1.** Le 9♣ (colonne 5) a le rang de base : il ouvre une deuxième fondation. La colonne 5 est
# maintenant vide, et seule la carte de la défausse peut la remplir.

# %%
game.play("t5-f3")
show(game)

# %% [markdown] lang="en"
# **Step 2.** Rather than fill the gap, 10♦ goes on 9♣ (red on black). The waste is empty, so the game turns the
# next card, 8♣, by itself — while column 5 is still empty. From this moment the stock is locked.

# %% [markdown] lang="fr"
# **Étape 2.** Plutôt que de combler le vide, le 10♦ monte sur le 9♣ (rouge sur noir). La défausse est vide, le
# jeu retourne donc de lui-même la carte suivante, le 8♣ — alors que la colonne 5 est toujours vide. Dès cet
# instant, la pioche est bloquée.

# %%
game.play("w-f3")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### The stock is locked: what is left?
#
# In this position, which of these moves may you play?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### La pioche est bloquée : que reste-t-il ?
#
# Dans cette position, lesquels de ces coups pouvez-vous jouer ?

# %% exercise="locked" part="ask"
q = LegalMoves(game, ["deal", "w-t5", "t1-t5", "t8-t6", "t1-f3"])
q

# %% exercise="locked" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["b", "d", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="locked" part="score"
q.score(answer)

# %% exercise="locked" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("waste", 1))

# %% [markdown] lang="en" exercise="locked" part="reveal"
# The lock stops only the click on the stock: building and playing home go on. The gap still takes nothing but
# the waste card, so J♣ may go on 10♦ but not into column 5.

# %% [markdown] lang="fr" exercise="locked" part="reveal"
# Le blocage n'arrête que le clic sur la pioche : on continue de construire et de monter des cartes. Le vide ne
# prend toujours que la carte de la défausse : le V♣ peut aller sur le 10♦, pas dans la colonne 5.

# %% [markdown] lang="en"
# ### A way round the lock?
#
# The manual's trick: play the waste card anywhere but the gap, and the next stock card turns up without filling
# it. In the position above (deal 9), can the waste's 8♣ be played somewhere other than column 5?

# %% [markdown] lang="fr"
# ### Contourner le blocage ?
#
# L'astuce du manuel : jouer la carte de la défausse ailleurs que dans le vide, et la carte suivante de la
# pioche se retourne sans le combler. Dans la position ci-dessus (donne 9), le 8♣ de la défausse peut-il se
# jouer ailleurs que dans la colonne 5 ?

# %% exercise="around9" part="ask"
q = exercise("falling_stars.around9")


def elsewhere(position, gap):
    """Can the waste card be played to some pile other than the gap?"""
    return any(move.source == "waste" and move.target != gap for move in position.legal_moves())


q

# %% exercise="around9" part="answer"
answer = ...  # ← your answer: yes or no
### BEGIN SOLUTION
answer = "no"
### END SOLUTION
q.check(answer)

# %% exercise="around9" part="score"
q.score(answer)

# %% exercise="around9" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("waste", 1))

# %% [markdown] lang="en"
# ### The same question on deal 7
#
# Deal 7 is played with Queens. After four moves (shown below) column 9 is empty, the stock is locked and Q♥ is on
# the waste. Can Q♥ go anywhere other than column 9?

# %% [markdown] lang="fr"
# ### La même question sur la donne 7
#
# La donne 7 se joue avec les Dames. Après quatre coups (ci-dessous), la colonne 9 est vide, la pioche bloquée
# et la D♥ sur la défausse. La D♥ peut-elle aller ailleurs que dans la colonne 9 ?

# %% exercise="around7" part="ask"
q = exercise("falling_stars.around7")
queens = q.game
display(show(queens))
q

# %% exercise="around7" part="answer"
answer = ...  # ← your answer: yes or no
### BEGIN SOLUTION
answer = "yes"
### END SOLUTION
q.check(answer)

# %% exercise="around7" part="score"
q.score(answer)

# %% exercise="around7" part="reveal"
display(q.check(answer, reveal=True))
show(queens, select=("waste", 1))

# %% [markdown] lang="en" exercise="around7" part="reveal"
# Note that the lock comes straight back: the card turned after Q♥ also arrives while column 9 is empty. The trick
# does not lift the lock; it buys one more look at the stock for each waste card you can place.

# %% [markdown] lang="fr" exercise="around7" part="reveal"
# Notez que le blocage revient aussitôt : la carte retournée après la D♥ arrive, elle aussi, alors que la
# colonne 9 est vide. L'astuce ne lève pas le blocage ; elle offre un regard de plus sur la pioche pour chaque
# carte de la défausse qu'on arrive à placer.

# %% [markdown] lang="en"
# ## Fill at once, or wait?
#
# Two machine players on deals 1 to 60: the kit's greedy player, and a "gap filler" that, whenever a gap is open
# and no card can go home, drops the waste card into it at once — the stock never stays locked for long. Both draw
# lots from the same fixed seed. Each line: wins, then the average number of cards home out of 104.

# %% [markdown] lang="fr"
# ## Combler tout de suite, ou attendre ?
#
# Deux joueurs automatiques sur les donnes 1 à 60 : le joueur glouton du kit, et un « boucheur de trous » qui, dès
# qu'un vide est ouvert et qu'aucune carte ne peut monter, y pose aussitôt la carte de la défausse — la pioche
# ne reste jamais longtemps bloquée. Les deux tirent au sort avec la même graine fixe. Chaque ligne : victoires,
# puis nombre moyen de cartes montées sur 104.

# %%
def gap_filler():
    greedy = greedy_player(random.Random(1))

    def choose(game, moves):
        fills = [move for move in moves if move.source == "waste" and move.target.startswith("tableau")
                 and not game.pile(move.target).cards]
        home = [move for move in moves if move.target.startswith("foundation")]
        if fills and not home:
            return fills[0]
        return greedy(game, moves)
    return choose


players = {"greedy": lambda: greedy_player(random.Random(1)), "gap filler": gap_filler}
results = play_many(players, range(1, 61), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/60, {average:.1f}")

# %% [markdown] lang="en"
# Filling every gap at once does a little worse (10 wins against 13, four cards fewer home): a gap is worth
# keeping for a while, for a tableau card or a better waste card, even at the price of a locked stock. How long
# to keep it is the judgement a person brings; neither player here weighs it.

# %% [markdown] lang="fr"
# Combler chaque vide aussitôt fait un peu moins bien (10 victoires contre 13, quatre cartes montées de moins) :
# un vide mérite d'être gardé un moment, pour une carte du tableau ou une meilleure carte de la défausse, même au
# prix d'une pioche bloquée. Combien de temps le garder, c'est le jugement qu'apporte une personne ; aucun des
# deux joueurs ne le pèse.

# %% [markdown] lang="en"
# ## Falling Stars and Terrace
#
# Same layout, same reserve of eleven, same nine piles, same lock: the one difference is the base card. In
# Terrace you pick it among four tableau cards after studying the reserve; in Falling Stars it is dealt, and the
# whole tableau is dealt with it, so play starts at once.

# %% [markdown] lang="fr"
# ## Les Étoiles filantes et la Terrasse
#
# Même disposition, même réserve de onze cartes, mêmes neuf piles, même blocage : la seule différence est la
# carte de base. À la Terrasse, on la choisit parmi quatre cartes du tableau après avoir étudié la réserve ; aux
# Étoiles filantes, elle est distribuée, et tout le tableau avec elle : la partie commence aussitôt.

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
# Deal 2 is played with Eights. Count how many times the stock locks during your game, and for each lock, whether
# you could have avoided it.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 se joue avec les Huit. Comptez combien de fois la pioche se bloque pendant votre partie, et pour
# chaque blocage, si vous auriez pu l'éviter.

# %%
sn.play(GAME, deal=2)
