# %% [markdown] lang="en"
# # Isabel
#
# Thirteen piles of four cards: three face down, one face up on top. Two top cards of the same rank leave together, and the cards beneath them turn face up. There is no stock and an empty pile stays empty. Remove all 52 cards to win.
#
# Each pair is a small gamble on what lies underneath. What you can control is which piles you dig into: the manual advises letting the piles go down evenly, so that no rank ends up buried alone at the bottom of a deep pile.

# %% [markdown] lang="fr"
# # Isabelle
#
# Treize piles de quatre cartes : trois faces cachées, une face visible dessus. Deux cartes du dessus de même rang partent ensemble, et les cartes qu'elles recouvraient se retournent. Il n'y a pas de pioche et une pile vide reste vide. Retirez les 52 cartes pour gagner.
#
# Chaque paire est un petit pari sur ce qui se cache dessous. Ce que vous choisissez, ce sont les piles où vous creusez : le manuel conseille de faire baisser les piles de façon égale, pour qu'aucun rang ne reste seul enterré au fond d'une pile profonde.

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
GAME = "isabel"

# %% [markdown] lang="en"
# ## Deal 1
#
# Thirteen piles, `t1` to `t13`, thirteen cards showing. Three Kings and three Fives are among them.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Treize piles, `t1` à `t13`, treize cartes visibles. Parmi elles, trois Rois et trois 5.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Same rank, any suit, any two piles: that is the whole pairing rule.

# %% [markdown] lang="fr"
# ## Les règles
#
# Même rang, n'importe quelle couleur, deux piles quelconques : c'est toute la règle des paires.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## A pair of Kings
#
# K♥ goes onto K♦ (`t6-t1`): both leave, and the first and sixth piles each turn up a new card.

# %% [markdown] lang="fr"
# ## Une paire de Rois
#
# Le R♥ va sur le R♦ (`t6-t1`) : les deux partent, et les première et sixième piles retournent chacune une nouvelle carte.

# %%
game.play("t6-t1")
print([str(move) for move in game.legal_moves()])
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Twins on top
#
# Fresh deal 1: list every top card that has a twin showing.

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Des jumelles sur le dessus
#
# Donne 1 toute neuve : nommez toutes les cartes du dessus qui ont une jumelle visible.

# %% exercise="twins" part="ask"
q = exercise("isabel.twins")
position = q.game
display(show(position))
q

# %% exercise="twins" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["KD", "KH", "KS", "5S", "5H", "5D"]
### END SOLUTION
q.check(answer)

# %% exercise="twins" part="score"
q.score(answer)

# %% exercise="twins" part="reveal"
display(q.check(answer, reveal=True))
show(position)

# %% [markdown] lang="en"
# ### How many Kings can go?
#
# Still deal 1, with its three Kings on top. How many of them can be removed right now?

# %% [markdown] lang="fr"
# ### Combien de Rois peuvent partir ?
#
# Toujours la donne 1, avec ses trois Rois visibles. Combien peuvent être retirés tout de suite ?

# %% exercise="kings" part="ask"
q = exercise("isabel.kings")
position = q.game
after = position.copy()
after.play("t6-t1")
display(show(position))
q

# %% exercise="kings" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 2
### END SOLUTION
q.check(answer)

# %% exercise="kings" part="score"
q.score(answer)

# %% exercise="kings" part="reveal"
display(q.check(answer, reveal=True))
show(after)

# %% [markdown] lang="en"
# ### Same rank, not same suit
#
# Deal 2. Which of these drops remove two cards?

# %% [markdown] lang="fr"
# ### Même rang, pas même couleur
#
# Donne 2. Quels coups proposés retirent réellement deux cartes ?

# %% exercise="drops" part="ask"
position = sn.new_game(GAME, deal=2)
q = LegalMoves(position, ["t10-t1", "t4-t5", "t8-t2", "t3-t7", "t13-t6"])
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
show(position, select=("tableau10", 1))

# %% [markdown] lang="en"
# ## Even piles, measured
#
# The manual's advice made into a player: among the pairs on offer, take the one from the two tallest piles. It plays deals 1 to 30 against the greedy player.

# %% [markdown] lang="fr"
# ## Des piles égales, mesuré
#
# Le conseil du manuel devenu joueur : parmi les paires offertes, prendre celle des deux piles les plus hautes. Il joue les donnes 1 à 30 contre le joueur glouton.

# %%
def even_piles():
    def choose(game, moves):
        return max(moves, key=lambda move: len(game.pile(move.source).cards) + len(game.pile(move.target).cards))
    return choose


results = play_many({"greedy": greedy_player, "even piles": even_piles}, range(1, 31), game=GAME)
summarise(results, Phrase(en="cards taken away", fr="cartes retirées"))

# %% [markdown] lang="en"
# Keeping the piles even wins three deals more (11 against 8) and takes away a couple of cards more on average, but thirty deals are too few for so small a gap to count: what lies face down decides most deals. A human can do better by remembering which ranks are still missing and where they might be buried.

# %% [markdown] lang="fr"
# Garder des piles égales gagne trois donnes de plus (11 contre 8) et retire deux cartes de plus en moyenne, mais trente donnes sont trop peu pour qu'un écart aussi faible compte : ce qui est face cachée décide de la plupart des donnes. Un humain peut faire mieux en retenant quels rangs manquent encore et où ils peuvent être enterrés.

# %% [markdown] lang="en"
# ## Isabel and Monte Carlo
#
# Both remove two cards of the same rank. In Monte Carlo the two must touch in a grid, and a stock refills the gaps when you ask; in Isabel any two piles will do, there is no stock, and the new cards come from beneath, face down until their turn.

# %% [markdown] lang="fr"
# ## Isabelle et Monte Carlo
#
# Les deux jeux retirent deux cartes de même rang. À Monte Carlo, elles doivent se toucher dans une grille, et une pioche comble les vides quand on le demande ; à Isabelle, deux piles quelconques conviennent, il n'y a pas de pioche, et les nouvelles cartes viennent d'en dessous, face cachée jusqu'à leur tour.

# %%
for line in differences(GAME, "monte_carlo"):
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
answer = 't11-t12'
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
# Deal 1 gives you three Kings and three Fives. Decide which King and which Five to leave behind, and see which piles you would rather open.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 1 vous offre trois Rois et trois 5. Décidez quel Roi et quel 5 laisser, et voyez quelles piles vous préférez ouvrir.

# %%
sn.play(GAME, deal=1)
