# %% [markdown] lang="en"
# # Gay Gordons
#
# Fifty cards face up in ten piles of five, two more in a small reserve, and no stock. Two top cards leave together when they add up to eleven (Ace and Ten, Two and Nine, up to Five and Six), when they are two Jacks, or when they are a King and a Queen. Nothing is ever refilled: clear all 52 cards to win.
#
# The deal is arranged so that every game can be won, which makes it a fair puzzle: the whole table is in view, and the trap is a card buried right under a partner it can never leave with.

# %% [markdown] lang="fr"
# # Les joyeux gordons
#
# Cinquante cartes face visible en dix piles de cinq, deux autres dans une petite réserve, et pas de pioche. Deux cartes du dessus partent ensemble quand elles font onze (As et 10, 2 et 9, jusqu'à 5 et 6), quand ce sont deux Valets, ou quand ce sont un Roi et une Dame. Rien n'est jamais rempli : retirez les 52 cartes pour gagner.
#
# La donne est préparée pour que chaque partie puisse être gagnée, ce qui en fait une vraie énigme : toute la table est visible, et le piège est une carte enterrée juste sous une partenaire avec laquelle elle ne pourra jamais partir.

# %%
import solitaire_nb as sn
from solitaire_nb.text.phrases import Phrase
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many, summarise
from solitaire_nb.engine.strategy import greedy_player, random_player
sn.set_lang("en")
feedback_in_steps()
GAME = "gay_gordons"

# %% [markdown] lang="en"
# ## Deal 3
#
# The reserve, top left, shows 4♣ over J♦. Look at the third pile: Q♥ on top, and two Kings showing elsewhere, K♥ and K♠.

# %% [markdown] lang="fr"
# ## Donne 3
#
# La réserve, en haut à gauche, montre le 4♣ sur le V♦. Regardez la troisième pile : la D♥ dessus, et deux Rois visibles ailleurs, R♥ et R♠.

# %%
game = sn.new_game(GAME, deal=3)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Three kinds of pair: sums of eleven, Jack with Jack, King with Queen. A Queen never pairs with a Queen, nor a King with a King.

# %% [markdown] lang="fr"
# ## Les règles
#
# Trois sortes de paires : les sommes de onze, Valet avec Valet, Roi avec Dame. Une Dame ne va jamais avec une Dame, ni un Roi avec un Roi.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## A King and a Queen, then the reserve
#
# K♥ takes Q♥ away (`t5-t3`), uncovering 2♥ and 9♦: and those two make eleven together.

# %% [markdown] lang="fr"
# ## Un Roi et une Dame, puis la réserve
#
# Le R♥ emmène la D♥ (`t5-t3`), ce qui découvre le 2♥ et le 9♦ : et ces deux-là font onze ensemble.

# %%
game.play("t5-t3")
print([str(move) for move in game.legal_moves()])
show(game)

# %% [markdown] lang="en"
# The reserve's 4♣ pairs with 7♦ at the top of the ninth pile (`t9-r1`); afterwards J♦ shows in the reserve, waiting for another Jack.

# %% [markdown] lang="fr"
# Le 4♣ de la réserve va avec le 7♦ en haut de la neuvième pile (`t9-r1`) ; ensuite, le V♦ apparaît dans la réserve, en attente d'un autre Valet.

# %%
game.play("t9-r1")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Queens and Kings
#
# Fresh deal 3: which top cards could leave with Q♥?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Dames et Rois
#
# Donne 3 toute neuve : quelles cartes du dessus pourraient partir avec la D♥ ?

# %% exercise="queen" part="ask"
q = exercise("gay_gordons.queen")
position = q.game
display(show(position))
q

# %% exercise="queen" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["KH", "KS"]
### END SOLUTION
q.check(answer)

# %% exercise="queen" part="score"
q.score(answer)

# %% exercise="queen" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau3", 1))

# %% [markdown] lang="en"
# ### Eleven, faces and the reserve
#
# Deal 2. The reserve shows 6♣. Which of these drops remove two cards?

# %% [markdown] lang="fr"
# ### Onze, figures et réserve
#
# Donne 2. La réserve montre le 6♣. Parmi ces coups, lesquels ôtent deux cartes d'un coup ?

# %% exercise="drops" part="ask"
position = sn.new_game(GAME, deal=2)
q = LegalMoves(position, ["t9-t7", "t7-t8", "t4-t2", "t5-t1", "t3-r1"])
display(show(position))
q

# %% exercise="drops" part="answer"
answer = ...  # ← your answer: the letters of the pairs
### BEGIN SOLUTION
answer = ["a", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="drops" part="score"
q.score(answer)

# %% exercise="drops" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("reserve1", 1))

# %% [markdown] lang="en"
# ### A Jack in the reserve
#
# Deal 3 after the two pairs of the guided example: the reserve now shows J♦. How many top cards could leave with it right now?

# %% [markdown] lang="fr"
# ### Un Valet dans la réserve
#
# La donne 3 après les deux paires de l'exemple guidé : la réserve montre maintenant le V♦. Combien de cartes du dessus pourraient partir avec lui tout de suite ?

# %% exercise="jack" part="ask"
q = exercise("gay_gordons.jack")
position = q.game
display(show(position))
q

# %% exercise="jack" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 0
### END SOLUTION
q.check(answer)

# %% exercise="jack" part="score"
q.score(answer)

# %% exercise="jack" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("reserve1", 1))

# %% [markdown] lang="en"
# ## The manual's advice, measured
#
# Every deal can be won, so the question is how to choose. A simple look-ahead takes the pair after which the most pairs are on offer; below it plays deals 1 to 30 against the greedy player and a random one.

# %% [markdown] lang="fr"
# ## Le conseil du manuel, mesuré
#
# Chaque donne peut être gagnée : toute la question est de bien choisir. Un regard en avant simple prend la paire après laquelle le plus de paires sont offertes ; ci-dessous, il joue les donnes 1 à 30 contre le joueur glouton et un joueur au hasard.

# %%
def most_pairs_left():
    def choose(game, moves):
        def left(move):
            after = game.copy()
            after.play(move)
            return len(after.legal_moves())
        return max(moves, key=left)
    return choose


results = play_many({"greedy": greedy_player, "random": random_player, "most pairs left": most_pairs_left},
                    range(1, 31), game=GAME)
summarise(results, Phrase(en="cards taken away", fr="cartes retirées"))

# %% [markdown] lang="en"
# The look-ahead wins far more deals than either of the others, which do about equally badly: on a table where everything is visible and every deal is winnable, a little foresight is worth much more than taking pairs as they come. It still loses more than half the deals, since one move of foresight cannot see a partner buried two cards down.

# %% [markdown] lang="fr"
# Le regard en avant gagne bien plus de donnes que les deux autres, qui font à peu près aussi mal l'un que l'autre : sur une table où tout est visible et où chaque donne peut être gagnée, un peu de prévoyance vaut bien plus que de prendre les paires comme elles viennent. Il perd encore plus de la moitié des donnes, car un seul coup d'avance ne voit pas une partenaire enterrée deux cartes plus bas.

# %% [markdown] lang="en"
# ## Gay Gordons and Fourteen
#
# Both lay every card face up in piles with no stock and pair top cards by a sum. Fourteen adds up to fourteen, Kings and Queens included, in twelve piles; Gay Gordons adds up to eleven, pairs its faces in their own way (Jack with Jack, King with Queen), keeps two cards in a reserve, and is dealt so that it can always be won.

# %% [markdown] lang="fr"
# ## Les joyeux gordons et Fourteen
#
# Les deux jeux étalent toutes les cartes face visible en piles, sans pioche, et apparient les cartes du dessus par une somme. Fourteen fait quatorze, Rois et Dames compris, sur douze piles ; les joyeux gordons font onze, apparient leurs figures à leur façon (Valet avec Valet, Roi avec Dame), gardent deux cartes en réserve, et sont distribués pour pouvoir toujours être gagnés.

# %%
for line in differences(GAME, "fourteen"):
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
answer = 't7-t3'
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
# Deal 3 can be won. Before each pair, find the Jacks and the Kings still buried and plan how to reach them.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 3 peut être gagnée. Avant chaque paire, repérez les Valets et les Rois encore enterrés et prévoyez comment les atteindre.

# %%
sn.play(GAME, deal=3)
