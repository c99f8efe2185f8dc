# %% [markdown] lang="en"
# # Fourteen
#
# The whole deck lies face up in twelve piles of four or five cards, and there is no stock. Two top cards of different piles leave together when their ranks add up to fourteen: Ace and King, Two and Queen, Three and Jack, Four and Ten, and so on down to two Sevens. Empty the table to win.
#
# Since every card is visible, nothing is luck once the deal is out: each pair you take decides which two cards come up next. Fourteen teaches you to look one layer down before you choose.

# %% [markdown] lang="fr"
# # Fourteen (14)
#
# Tout le paquet est étalé face visible en douze piles de quatre ou cinq cartes, sans pioche. Deux cartes du dessus de piles différentes partent ensemble quand leurs rangs font quatorze : As et Roi, 2 et Dame, 3 et Valet, 4 et 10, et ainsi de suite jusqu'à deux 7. Videz la table pour gagner.
#
# Comme toutes les cartes sont visibles, plus rien n'est hasard une fois la donne faite : chaque paire prise décide des deux cartes qui apparaissent ensuite. Fourteen apprend à regarder une couche plus bas avant de choisir.

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
GAME = "fourteen"

# %% [markdown] lang="en"
# ## Deal 1
#
# Twelve piles, `t1` to `t12`. Read only the top cards for now: 5♦, K♥, 4♣, J♥, J♠, 10♣, 9♦, 2♣, 6♥, A♠, A♥, Q♥.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Douze piles, `t1` à `t12`. Ne lisez pour l'instant que les cartes du dessus : 5♦, R♥, 4♣, V♥, V♠, 10♣, 9♦, 2♣, 6♥, A♠, A♥, D♥.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Learn the complements by heart: 1–13, 2–12, 3–11, 4–10, 5–9, 6–8, 7–7.

# %% [markdown] lang="fr"
# ## Les règles
#
# Apprenez les compléments par cœur : 1–13, 2–12, 3–11, 4–10, 5–9, 6–8, 7–7.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Two Aces for one King
#
# On deal 1, K♥ could go with A♠ or with A♥. Only one of the Aces can leave with it; look below each before choosing. We take A♠ with the King (`t10-t2`) and look at what comes up.

# %% [markdown] lang="fr"
# ## Deux As pour un Roi
#
# Sur la donne 1, le R♥ pourrait partir avec l'A♠ ou avec l'A♥. Un seul des deux As pourra partir avec lui ; regardez sous chacun avant de choisir. On prend l'A♠ avec le Roi (`t10-t2`) et on regarde ce qui apparaît.

# %%
print([str(move) for move in game.legal_moves()])
game.play("t10-t2")
show(game)

# %% [markdown] lang="en"
# Then 9♦ with 5♦ (`t7-t1`): a plain five-and-nine, which also uncovers two more cards.

# %% [markdown] lang="fr"
# Puis le 9♦ avec le 5♦ (`t7-t1`) : un simple cinq-et-neuf, qui découvre lui aussi deux cartes.

# %%
game.play("t7-t1")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Partners for a Five
#
# Deal 3. Which top cards may 5♠, on the first pile, go with?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Des partenaires pour un 5
#
# Donne 3. Avec quelles cartes du dessus le 5♠, sur la première pile, peut-il partir ?

# %% exercise="five" part="ask"
q = exercise("fourteen.five")
position = q.game
display(show(position))
q

# %% exercise="five" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["9S", "9D"]
### END SOLUTION
q.check(answer)

# %% exercise="five" part="score"
q.score(answer)

# %% exercise="five" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau1", 1))

# %% [markdown] lang="en"
# ### Fourteen or not?
#
# Deal 1 again. Which of these drops take two cards away?

# %% [markdown] lang="fr"
# ### Quatorze ou pas ?
#
# Encore la donne 1. Quels coups de cette liste enlèvent une paire ?

# %% exercise="sums" part="ask"
position = sn.new_game(GAME, deal=1)
q = LegalMoves(position, ["t7-t1", "t4-t5", "t10-t2", "t3-t12", "t6-t3"])
display(show(position))
q

# %% exercise="sums" part="answer"
answer = ...  # ← your answer: the letters of the pairs
### BEGIN SOLUTION
answer = ["a", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="sums" part="score"
q.score(answer)

# %% exercise="sums" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau6", 1))

# %% [markdown] lang="en" exercise="sums" part="reveal"
# Two Jacks make twenty-two, not a pair: unlike Monte Carlo or Block Ten, equal faces mean nothing here.

# %% [markdown] lang="fr" exercise="sums" part="reveal"
# Deux Valets font vingt-deux, pas une paire : contrairement à Monte Carlo ou au Bloc 10, deux figures égales ne veulent rien dire ici.

# %% [markdown] lang="en"
# ### Look one card down
#
# Deal 2. 4♥ (third pile) can go with 10♦ (fifth pile) or with 10♥ (seventh pile). The cards under them are K♠ and 2♣. Which Ten should 4♥ take so that more pairs are on offer afterwards?

# %% [markdown] lang="fr"
# ### Regarder une carte plus bas
#
# Donne 2. Le 4♥ (troisième pile) peut partir avec le 10♦ (cinquième pile) ou avec le 10♥ (septième pile). Sous eux se trouvent le R♠ et le 2♣. Quel 10 le 4♥ doit-il prendre pour que plus de paires soient offertes ensuite ?

# %% exercise="look_down" part="ask"
q = exercise("fourteen.look_down")
position = q.game


def pairs_after(move):
    after = position.copy()
    after.play(move)
    return len(after.legal_moves())


display(show(position))
q

# %% exercise="look_down" part="answer"
answer = ...  # ← your answer: one card
### BEGIN SOLUTION
answer = "TD"
### END SOLUTION
q.check(answer)

# %% exercise="look_down" part="score"
q.score(answer)

# %% exercise="look_down" part="reveal"
display(q.check(answer, reveal=True))
print({move: pairs_after(move) for move in ["t3-t5", "t3-t7"]})
show(position, select=("tableau5", 1))

# %% [markdown] lang="en"
# ## Looking down, measured
#
# The manual's advice is the last exercise made into a rule: take the pair after which the most moves are on offer. Against the kit's greedy player, on deals 1 to 30:

# %% [markdown] lang="fr"
# ## Regarder dessous, mesuré
#
# Le conseil du manuel, c'est le dernier exercice transformé en règle : prendre la paire après laquelle le plus de coups sont offerts. Contre le joueur glouton du kit, sur les donnes 1 à 30 :

# %%
def most_pairs_left():
    def choose(game, moves):
        def left(move):
            after = game.copy()
            after.play(move)
            return len(after.legal_moves())
        return max(moves, key=left)
    return choose


results = play_many({"greedy": greedy_player, "most pairs left": most_pairs_left}, range(1, 31), game=GAME)
summarise(results, Phrase(en="cards taken away", fr="cartes retirées"))

# %% [markdown] lang="en"
# Here the advice pays off: a one-card look-ahead wins more deals than the greedy player and takes away more cards on average (9 wins against 3 in thirty deals). In an open game like Fourteen, thinking ahead is the whole skill.

# %% [markdown] lang="fr"
# Ici le conseil paie : regarder une carte plus bas gagne plus de donnes que le joueur glouton et retire plus de cartes en moyenne (9 victoires contre 3 sur trente donnes). Dans un jeu à découvert comme Fourteen, prévoir est tout le savoir-faire.

# %% [markdown] lang="en"
# ## Fourteen and Thirteen
#
# Thirteen pairs cards adding up to thirteen, so its Kings leave alone, and it hides most of its pyramid face down and feeds a waste from a stock. Fourteen pairs up to fourteen, Kings included, deals everything face up into twelve piles, and has no stock at all.

# %% [markdown] lang="fr"
# ## Fourteen et Thirteen
#
# Thirteen apparie les cartes dont la somme fait treize, ses Rois partent donc seuls, et il cache face cachée l'essentiel de sa pyramide et alimente un talon depuis une pioche. Fourteen apparie jusqu'à quatorze, Rois compris, étale tout face visible en douze piles, et n'a pas de pioche du tout.

# %%
for line in differences(GAME, "thirteen"):
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
answer = 't9-t3'
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
# Deal 2 again: before each pair, look under both cards and pick the pair whose buried cards have partners.

# %% [markdown] lang="fr"
# ## À vous
#
# Encore la donne 2 : avant chaque paire, regardez sous les deux cartes et choisissez la paire dont les cartes enterrées ont des partenaires.

# %%
sn.play(GAME, deal=2)
