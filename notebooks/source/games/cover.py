# %% [markdown] lang="en"
# # Cover
#
# The smallest table of all: four face-up cells and a stock of 48 cards. Two cards of the same suit leave together, ranks do not matter, and the stock at once refills both emptied cells. The game is won the moment the stock is empty; it is lost as soon as the four cells show four different suits.
#
# There is almost nothing to decide, and that is the lesson: Cover shows what a game of pure chance looks like, and lets you reckon how often four cards avoid sharing a suit.

# %% [markdown] lang="fr"
# # Couvercle
#
# La plus petite table de toutes : quatre cases face visible et une pioche de 48 cartes. Deux cartes de la même couleur partent ensemble, le rang ne compte pas, et la pioche remplit aussitôt les deux cases vidées. La partie est gagnée dès que la pioche est vide ; elle est perdue dès que les quatre cases montrent quatre couleurs différentes.
#
# Il n'y a presque rien à décider, et c'est la leçon : le Couvercle montre à quoi ressemble un jeu de pur hasard, et permet d'estimer combien de fois quatre cartes évitent de partager une couleur.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many, summarise
from solitaire_nb.engine.strategy import greedy_player, random_player
sn.set_lang("en")
feedback_in_steps()
GAME = "cover"

# %% [markdown] lang="en"
# ## Deal 1
#
# Three Spades and a Club: any two of the Spades may go.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Trois piques et un trèfle : deux piques quelconques peuvent partir.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Only the suit counts, and the refill is automatic: a click on the stock does nothing.

# %% [markdown] lang="fr"
# ## Les règles
#
# Seule la couleur compte, et le remplissage est automatique : un clic sur la pioche ne fait rien.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Deal 7, pair after pair
#
# Deal 7 opens with 10♥ and K♥. Dropping K♥ on 10♥ (`t4-t3`) takes both away; cell 4, which K♥ left, is refilled first, then cell 3.

# %% [markdown] lang="fr"
# ## La donne 7, paire après paire
#
# La donne 7 s'ouvre sur le 10♥ et le R♥. Poser le R♥ sur le 10♥ (`t4-t3`) les retire tous les deux ; la case 4, que le R♥ a quittée, est remplie en premier, puis la case 3.

# %%
game = sn.new_game(GAME, deal=7)
game.play("t4-t3")
show(game)

# %% [markdown] lang="en"
# Two Hearts again: Q♥ and 5♥. Luck is kind for now; after this pair, two Clubs arrive to join A♣.

# %% [markdown] lang="fr"
# Encore deux cœurs : la D♥ et le 5♥. La chance sourit pour l'instant ; après cette paire, deux trèfles arrivent pour rejoindre l'A♣.

# %%
game.play("t4-t3")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Suit, not rank
#
# Back to deal 1. Which of these drops take two cards away?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### La couleur, pas le rang
#
# Retour à la donne 1. Lesquels de ces coups retirent bien deux cartes ?

# %% exercise="suit" part="ask"
position = sn.new_game(GAME, deal=1)
q = LegalMoves(position, ["t2-t1", "t4-t1", "t3-t2", "t4-t3", "t1-t3"])
display(show(position))
q

# %% exercise="suit" part="answer"
answer = ...  # ← your answer: the letters of the allowed drops
### BEGIN SOLUTION
answer = ["a", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="suit" part="score"
q.score(answer)

# %% exercise="suit" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau4", 1))

# %% [markdown] lang="en"
# ### Three of a suit
#
# Deal 7 after its two Heart pairs: A♣, 2♦, 4♣, J♣. Name every card that could leave now.

# %% [markdown] lang="fr"
# ### Trois cartes d'une couleur
#
# La donne 7 après ses deux paires de cœur : A♣, 2♦, 4♣, V♣. Nommez toutes les cartes qui pourraient partir maintenant.

# %% exercise="three" part="ask"
q = exercise("cover.three")
position = q.game
display(show(position))
q

# %% exercise="three" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["AC", "4C", "JC"]
### END SOLUTION
q.check(answer)

# %% exercise="three" part="score"
q.score(answer)

# %% exercise="three" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau3", 1))

# %% [markdown] lang="en"
# ### Game over?
#
# Deal 3 after its only pair, 5♠ on 10♠ (`t3-t1`). The stock still holds 46 cards. Is the game lost?

# %% [markdown] lang="fr"
# ### Partie finie ?
#
# La donne 3 après sa seule paire, le 5♠ sur le 10♠ (`t3-t1`). La pioche a encore 46 cartes. La partie est-elle perdue ?

# %% exercise="lost" part="ask"
q = exercise("cover.lost")
position = q.game
display(show(position))
q

# %% exercise="lost" part="answer"
answer = ...  # ← your answer: yes or no
### BEGIN SOLUTION
answer = "yes"
### END SOLUTION
q.check(answer)

# %% exercise="lost" part="score"
q.score(answer)

# %% exercise="lost" part="reveal"
display(q.check(answer, reveal=True))
print(position.outcome().text())
show(position)

# %% [markdown] lang="en"
# ## No decisions to make
#
# Whichever pair you take, the same two cards come from the stock next, and since any two cells may pair, it does not matter where they land. A choice between two Spades, or between a Spade pair and a Heart pair, leaves the same suits on the table after both are taken. So there is no advice to give, and the figures prove it: a player choosing at random does exactly as well as the greedy one on deals 1 to 100.

# %% [markdown] lang="fr"
# ## Aucune décision à prendre
#
# Quelle que soit la paire choisie, ce sont les deux mêmes cartes qui sortent ensuite de la pioche, et comme deux cases quelconques peuvent s'apparier, peu importe où elles tombent. Choisir entre deux piques, ou entre une paire de piques et une paire de cœurs, laisse les mêmes couleurs sur la table une fois les deux paires prises. Il n'y a donc aucun conseil à donner, et les chiffres le montrent : un joueur qui choisit au hasard fait exactement aussi bien que le glouton sur les donnes 1 à 100.

# %%
results = play_many({"greedy": greedy_player, "random": random_player}, range(1, 101), game=GAME)
summarise(results)

# %% [markdown] lang="en"
# ## Cover and Block Ten
#
# Block Ten refills its cells from the stock in the same way, first the cell the dragged card left. But it has nine cells instead of four, pairs by sums of ten and by twin faces instead of by suit, and it is won when only Tens are left, not when the stock runs out.

# %% [markdown] lang="fr"
# ## Couvercle et Bloc 10
#
# Le Bloc 10 remplit ses cases depuis la pioche de la même façon, d'abord la case que la carte déplacée a quittée. Mais il a neuf cases au lieu de quatre, forme ses paires par sommes de dix et par figures jumelles plutôt que par couleur, et se gagne quand il ne reste que des Dix, pas quand la pioche est vide.

# %%
for line in differences(GAME, "block_ten"):
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

# %% [markdown] lang="en"
# ## Your turn
#
# Deal 6 lasts longer than most. Before each pair, guess whether the two new cards will save the game.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 6 dure plus longtemps que la plupart. Avant chaque paire, devinez si les deux nouvelles cartes sauveront la partie.

# %%
sn.play(GAME, deal=6)
