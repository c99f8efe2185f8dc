# %% [markdown] lang="en"
# # Block Ten
#
# Nine face-up cells and a stock that refills them. Two cards leave together when their ranks add up to ten (an Ace counts one), or when they are two Jacks, two Queens or two Kings. Every emptied cell is refilled from the stock straight away, so the table always shows nine cards until the stock runs out.
#
# The twist is in the name: a Ten has no partner, since nothing adds to it. Each Ten that turns up blocks its cell for good, and four blocked cells leave only five to work with. The game is won when only Tens remain.

# %% [markdown] lang="fr"
# # Bloc 10
#
# Neuf cases face visible et une pioche qui les remplit. Deux cartes partent ensemble quand leurs rangs font dix (l'As vaut un), ou quand ce sont deux Valets, deux Dames ou deux Rois. Chaque case vidée est aussitôt remplie par la pioche : la table montre toujours neuf cartes tant que la pioche n'est pas épuisée.
#
# Le piège est dans le nom : un Dix n'a pas de partenaire, puisque rien ne s'y ajoute pour faire dix. Chaque Dix qui sort bloque sa case pour de bon, et quatre cases bloquées n'en laissent que cinq pour jouer. On gagne quand il ne reste que des Dix.

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
GAME = "block_ten"

# %% [markdown] lang="en"
# ## Deal 1
#
# Cells `t1` to `t9`, three rows of three. Deal 1 offers a single pair: 4♦ with 6♥. The two Eights cannot leave together (they add up to sixteen), and K♣ waits for another King.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Les cases `t1` à `t9`, trois rangées de trois. La donne 1 n'offre qu'une paire : 4♦ avec 6♥. Les deux 8 ne peuvent pas partir ensemble (ils font seize), et le R♣ attend un autre Roi.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Note the order of the refill: the cell the dragged card left is filled first, then the one it was dropped on.

# %% [markdown] lang="fr"
# ## Les règles
#
# Notez l'ordre du remplissage : la case que la carte déplacée a quittée est remplie d'abord, puis celle où elle a été posée.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## A pair, a refill, a new pair
#
# On deal 2, 7♦ has two possible partners, 3♦ and 3♥. Taking it with 3♦ (`t5-t3`) empties cells 5 and 3, and the stock fills them in that order.

# %% [markdown] lang="fr"
# ## Une paire, un remplissage, une nouvelle paire
#
# Sur la donne 2, le 7♦ a deux partenaires possibles, le 3♦ et le 3♥. Le prendre avec le 3♦ (`t5-t3`) vide les cases 5 et 3, que la pioche remplit dans cet ordre.

# %%
game = sn.new_game(GAME, deal=2)
print([str(move) for move in game.legal_moves()])
game.play("t5-t3")
show(game)

# %% [markdown] lang="en"
# 6♠ came into cell 5 and K♦ into cell 3. 3♥ has lost its Seven, but K♦ meets K♣: the play goes on.

# %% [markdown] lang="fr"
# Le 6♠ est arrivé en case 5 et le R♦ en case 3. Le 3♥ a perdu son 7, mais le R♦ retrouve le R♣ : la partie continue.

# %%
game.play("t3-t1")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Sums and faces
#
# Fresh deal 2. Which of these drops make a pair?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Sommes et figures
#
# Donne 2 toute neuve. Lesquels de ces coups forment une paire ?

# %% exercise="sums" part="ask"
position = sn.new_game(GAME, deal=2)
q = LegalMoves(position, ["t5-t3", "t4-t3", "t2-t1", "t6-t8", "t9-t5"])
display(show(position))
q

# %% exercise="sums" part="answer"
answer = ...  # ← your answer: the letters of the pairs, e.g. ["b"]
### BEGIN SOLUTION
answer = ["a", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="sums" part="score"
q.score(answer)

# %% exercise="sums" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau5", 1))

# %% [markdown] lang="en" exercise="sums" part="reveal"
# J♦ and Q♣ are both faces, but faces pair only with their own rank; and T♠ with K♣ makes no pair at all.

# %% [markdown] lang="fr" exercise="sums" part="reveal"
# Le V♦ et la D♣ sont deux figures, mais une figure ne s'apparie qu'avec son propre rang ; et le 10♠ avec le R♣ ne forme aucune paire.

# %% [markdown] lang="en"
# ### Who has a partner?
#
# Deal 3 is on the table. List every card that could leave right now.

# %% [markdown] lang="fr"
# ### Qui a une partenaire ?
#
# La donne 3 est sur la table. Nommez toutes les cartes qui pourraient partir tout de suite.

# %% exercise="partners" part="ask"
q = exercise("block_ten.partners")
position = q.game
display(show(position))
q

# %% exercise="partners" part="answer"
answer = ...  # ← your answer: a list of cards, e.g. ["4S", "6H"]
### BEGIN SOLUTION
answer = ["5D", "5S"]
### END SOLUTION
q.check(answer)

# %% exercise="partners" part="score"
q.score(answer)

# %% exercise="partners" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau6", 1))

# %% [markdown] lang="en"
# ### After the refill
#
# Deal 2 after 7♦ has taken 3♦ away (`t5-t3`): the two new cards are on the table. Which cards can leave now?

# %% [markdown] lang="fr"
# ### Après le remplissage
#
# La donne 2 après le départ du 7♦ avec le 3♦ (`t5-t3`) : les deux nouvelles cartes sont sur la table. Quelles cartes peuvent partir maintenant ?

# %% exercise="refill" part="ask"
q = exercise("block_ten.refill")
position = q.game
display(show(position))
q

# %% exercise="refill" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["KC", "KD"]
### END SOLUTION
q.check(answer)

# %% exercise="refill" part="score"
q.score(answer)

# %% exercise="refill" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau3", 1))

# %% [markdown] lang="en"
# ## Is there a strategy?
#
# Hardly. The stock comes out in a fixed order whatever you do, and a pair you skip now is usually still there later. The only choices come when one card has two partners. To see how little that matters, the kit's greedy player is set against a player that picks pairs at random, on deals 1 to 40.

# %% [markdown] lang="fr"
# ## Y a-t-il une stratégie ?
#
# À peine. La pioche sort dans un ordre fixé quoi qu'on fasse, et une paire qu'on laisse maintenant est en général encore là plus tard. Les seuls choix viennent quand une carte a deux partenaires. Pour voir combien cela compte peu, on oppose le joueur glouton du kit à un joueur qui choisit ses paires au hasard, sur les donnes 1 à 40.

# %%
results = play_many({"greedy": greedy_player, "random": random_player}, range(1, 41), game=GAME)
summarise(results)

# %% [markdown] lang="en"
# The two players score exactly alike on these deals: in Block Ten the deal, not the player, decides, and wins are rare. Enjoy it as a quick drill in complements to ten.

# %% [markdown] lang="fr"
# Les deux joueurs obtiennent exactement les mêmes résultats sur ces donnes : au Bloc 10, c'est la donne qui décide, pas le joueur, et les victoires sont rares. Prenez-le comme un exercice rapide de compléments à dix.

# %% [markdown] lang="en"
# ## Block Ten and Quatorze
#
# Quatorze also refills the emptied slots from the stock after every pair, but its pairs add up to fourteen, so Tens pair with Fours and nothing blocks a slot; and its two cards must share a row or a column of a five-by-five grid, whereas any two of Block Ten's nine cells may pair.

# %% [markdown] lang="fr"
# ## Bloc 10 et Quatorze
#
# Le Quatorze remplit lui aussi depuis la pioche les emplacements vidés après chaque paire, mais ses paires font quatorze : les 10 vont avec les 4 et rien ne bloque un emplacement ; et ses deux cartes doivent partager une rangée ou une colonne d'une grille de cinq sur cinq, alors que deux cases quelconques du Bloc 10 peuvent s'apparier.

# %%
for line in differences(GAME, "quatorze"):
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
# Deal 2 gives 7♦ a choice between two Threes. Play it both ways (restart in between) and see whether the refills treat you differently.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 laisse au 7♦ le choix entre deux 3. Jouez-la des deux façons (en recommençant entre les deux) et voyez si les remplissages vous traitent différemment.

# %%
sn.play(GAME, deal=2)
