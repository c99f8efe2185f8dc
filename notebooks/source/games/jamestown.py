# %% [markdown] lang="en"
# # Jamestown
#
# Nine face-up cells and a stock of 43 cards. Two cards of the same rank leave together, whatever their suits and wherever they lie, and the stock refills both cells at once. Clear the whole deck to win; the game ends as soon as the nine cells show nine different ranks.
#
# Jamestown is the simplest of the pair games: no sums to work out, no neighbours to check. It is a race to spot twins, and a good first game for seeing how a refilled table behaves.

# %% [markdown] lang="fr"
# # Jamestown
#
# Neuf cases face visible et une pioche de 43 cartes. Deux cartes de même rang partent ensemble, quelles que soient leurs couleurs et leurs places, et la pioche remplit aussitôt les deux cases. Videz tout le paquet pour gagner ; la partie s'arrête dès que les neuf cases montrent neuf rangs différents.
#
# Jamestown est le plus simple des jeux de paires : pas de somme à calculer, pas de voisines à vérifier. C'est une course pour repérer les jumelles, et un bon premier jeu pour voir comment se comporte une table qui se remplit toute seule.

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
GAME = "jamestown"

# %% [markdown] lang="en"
# ## Deal 1
#
# Cells `t1` to `t9`. Two Threes and two Twos: two pairs to start with.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Les cases `t1` à `t9`. Deux 3 et deux 2 : deux paires pour commencer.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Only the rank matters; the refill order (the dragged card's cell first) is the one detail to remember.

# %% [markdown] lang="fr"
# ## Les règles
#
# Seul le rang compte ; l'ordre du remplissage (la case de la carte déplacée d'abord) est le seul détail à retenir.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Three Kings on deal 2
#
# Deal 2 shows K♦, K♥ and K♠. We drop K♥ on K♦ (`t5-t2`); the stock fills cell 5, then cell 2.

# %% [markdown] lang="fr"
# ## Trois Rois sur la donne 2
#
# La donne 2 montre R♦, R♥ et R♠. On pose le R♥ sur le R♦ (`t5-t2`) ; la pioche remplit la case 5, puis la case 2.

# %%
game = sn.new_game(GAME, deal=2)
game.play("t5-t2")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Rank, not suit
#
# Deal 1. Which of these drops remove two cards?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Le rang, pas la couleur
#
# Donne 1. Repérez les coups qui retirent deux cartes.

# %% exercise="drops" part="ask"
position = sn.new_game(GAME, deal=1)
q = LegalMoves(position, ["t5-t3", "t4-t1", "t8-t7", "t9-t8", "t3-t5"])
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
show(position, select=("tableau4", 1))

# %% [markdown] lang="en" exercise="drops" part="reveal"
# K♦ and Q♦ share a suit, 6♦ and 2♦ too: no pair. A pair may be dropped either way round.

# %% [markdown] lang="fr" exercise="drops" part="reveal"
# Le R♦ et la D♦ ont la même couleur, le 6♦ et le 2♦ aussi : pas de paire. Une paire se pose dans un sens comme dans l'autre.

# %% [markdown] lang="en"
# ### Spot the twins
#
# Deal 3. List every card that could leave now.

# %% [markdown] lang="fr"
# ### Repérer les jumelles
#
# Donne 3. Nommez toutes les cartes qui pourraient partir maintenant.

# %% exercise="twins" part="ask"
q = exercise("jamestown.twins")
position = q.game
display(show(position))
q

# %% exercise="twins" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["QH", "QS", "3S", "3C", "6D", "6S", "6H"]
### END SOLUTION
q.check(answer)

# %% exercise="twins" part="score"
q.score(answer)

# %% exercise="twins" part="reveal"
display(q.check(answer, reveal=True))
show(position)

# %% [markdown] lang="en"
# ### After the Kings
#
# Deal 2 after `t5-t2`, as in the guided example: two new cards have come in. Which cards can leave now?

# %% [markdown] lang="fr"
# ### Après les Rois
#
# La donne 2 après `t5-t2`, comme dans l'exemple guidé : deux nouvelles cartes sont arrivées. Quelles cartes peuvent partir maintenant ?

# %% exercise="refill" part="ask"
q = exercise("jamestown.refill")
position = q.game
display(show(position))
q

# %% exercise="refill" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["KC", "KS", "AC", "AH"]
### END SOLUTION
q.check(answer)

# %% exercise="refill" part="score"
q.score(answer)

# %% exercise="refill" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau5", 1))

# %% [markdown] lang="en"
# ## No strategy to measure
#
# The stock comes out in a fixed order, and which twins you take first does not change the ranks left on the table once both pairs are gone. The greedy player and a random one, on deals 1 to 30, show it.

# %% [markdown] lang="fr"
# ## Pas de stratégie à mesurer
#
# La pioche sort dans un ordre fixé, et l'ordre dans lequel on prend les jumelles ne change pas les rangs qui restent sur la table une fois les deux paires parties. Le joueur glouton et un joueur au hasard, sur les donnes 1 à 30, le montrent.

# %%
results = play_many({"greedy": greedy_player, "random": random_player}, range(1, 31), game=GAME)
summarise(results)

# %% [markdown] lang="en"
# Identical figures: only the deal decides. Play it for speed.

# %% [markdown] lang="fr"
# Des chiffres identiques : seule la donne décide. Jouez-y pour la vitesse.

# %% [markdown] lang="en"
# ## Jamestown and Cover
#
# Cover also refills its cells from the stock in the same order, but it has four cells instead of nine, pairs by suit instead of rank, and is won as soon as the stock is empty; Jamestown must clear every card.

# %% [markdown] lang="fr"
# ## Jamestown et Couvercle
#
# Le Couvercle remplit lui aussi ses cases depuis la pioche dans le même ordre, mais il a quatre cases au lieu de neuf, apparie par couleur plutôt que par rang, et se gagne dès que la pioche est vide ; Jamestown doit retirer toutes les cartes.

# %%
for line in differences(GAME, "cover"):
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
# Deal 3 opens with seven cards that have a twin. Take them as fast as you can and watch the refills.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 3 s'ouvre sur sept cartes qui ont une jumelle. Prenez-les aussi vite que possible et observez les remplissages.

# %%
sn.play(GAME, deal=3)
