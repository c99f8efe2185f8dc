# %% [markdown] lang="en"
# # Monte Carlo
#
# Twenty-five cards lie face up in a five-by-five grid, and two cards of the same rank may leave together only if they touch: side by side, one above the other, or corner to corner. Nothing refills the holes by itself. You decide when to click the stock, and that click slides every remaining card back towards the top-left corner, like words of a text when you delete some, before fresh cards fill the slots at the end.
#
# So the lesson here is about neighbours. Who touches whom now, which pairs compete for the same card, and who will touch whom once the grid has closed up.

# %% [markdown] lang="fr"
# # Monte Carlo
#
# Vingt-cinq cartes sont posées face visible en une grille de cinq sur cinq, et deux cartes de même rang ne peuvent partir ensemble que si elles se touchent : côte à côte, l'une au-dessus de l'autre ou par un coin. Rien ne bouche les trous tout seul. C'est vous qui décidez quand cliquer sur la pioche, et ce clic fait glisser toutes les cartes restantes vers le coin en haut à gauche, comme les mots d'un texte dont on efface certains, avant que de nouvelles cartes remplissent les emplacements de la fin.
#
# La leçon porte donc sur les voisines : qui touche qui maintenant, quelles paires se disputent la même carte, et qui touchera qui une fois la grille resserrée.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many, summarise
from solitaire_nb.engine.strategy import greedy_player
sn.set_lang("en")
feedback_in_steps()
GAME = "monte_carlo"

# %% [markdown] lang="en"
# ## Deal 1
#
# The slots are numbered like a page of text: `t1` to `t5` along the top row, `t6` to `t10` on the second, down to `t25` in the bottom-right corner. Look for cards of equal rank that touch. Note the three Fives in the middle: 5♥ touches both 5♦ and 5♣, but those two do not touch each other.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Les emplacements sont numérotés comme une page de texte : `t1` à `t5` sur la rangée du haut, `t6` à `t10` sur la deuxième, jusqu'à `t25` dans le coin en bas à droite. Cherchez les cartes de même rang qui se touchent. Regardez les trois 5 du milieu : le 5♥ touche le 5♦ et le 5♣, mais ces deux-là ne se touchent pas.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Two rules make this game: "touching" (eight neighbours at most, and no wrapping from the end of a row to the start of the next) and the click that closes the gaps.

# %% [markdown] lang="fr"
# ## Les règles
#
# Deux règles font ce jeu : « se toucher » (huit voisines au plus, et pas de passage de la fin d'une rangée au début de la suivante) et le clic qui resserre les emplacements vides.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Clearing deal 1, then closing up
#
# The engine lists every pair in both directions (`t8-t12` drops 5♥ on 5♦, `t12-t8` the other way). Only one of the Fives can go with 5♥, so one Five will stay behind whatever we do. We take 5♥ with 5♦, then the two Kings in the top rows and the two Tens on the right edge.

# %% [markdown] lang="fr"
# ## Vider la donne 1, puis resserrer
#
# Le moteur donne chaque paire dans les deux sens (`t8-t12` pose le 5♥ sur le 5♦, `t12-t8` l'inverse). Un seul des deux autres 5 peut partir avec le 5♥ : il en restera un quoi qu'on fasse. On prend 5♥ avec 5♦, puis les deux Rois des rangées du haut et les deux 10 du bord droit.

# %%
print([str(move) for move in game.legal_moves()])
for move in ["t8-t12", "t7-t3", "t19-t15"]:
    game.play(move)
show(game)

# %% [markdown] lang="en"
# Six holes now, and no pair left among the nineteen cards. The only move is `deal`: watch 6♦ (slot 11) and 5♣ (slot 14) slide back and find new neighbours; six cards from the stock land in slots 20 to 25.

# %% [markdown] lang="fr"
# Six trous maintenant, et plus aucune paire parmi les dix-neuf cartes. Le seul coup est `deal` : regardez le 6♦ (emplacement 11) et le 5♣ (emplacement 14) reculer et trouver de nouvelles voisines ; six cartes de la pioche arrivent dans les emplacements 20 à 25.

# %%
print([str(move) for move in game.legal_moves()])
game.play("deal")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# A small helper first: the pair moves of a position (every legal move except the stock click), and the largest number of pairs that can leave before the next click, found by trying every order.

# %% [markdown] lang="fr"
# ## Exercices
#
# D'abord un petit outil : les coups de paire d'une position (tous les coups permis sauf le clic sur la pioche), et le plus grand nombre de paires qui peuvent partir avant le prochain clic, trouvé en essayant tous les ordres.

# %%
def pair_moves(position):
    return [move for move in position.legal_moves() if str(move) != "deal"]


def most_pairs(position):
    best = 0
    for move in pair_moves(position):
        after = position.copy()
        after.play(move)
        best = max(best, 1 + most_pairs(after))
    return best

# %% [markdown] lang="en"
# ### Which cards have a partner?
#
# On the fresh deal 1, list every card that could leave right now with some neighbour of the same rank.

# %% [markdown] lang="fr"
# ### Quelles cartes ont une partenaire ?
#
# Sur la donne 1 toute neuve, nommez toutes les cartes qui pourraient partir tout de suite avec une voisine de même rang.

# %% exercise="partners" part="ask"
q = exercise("monte_carlo.partners")
position = q.game
display(show(position))
q

# %% exercise="partners" part="answer"
answer = ...  # ← your answer: a list of cards, e.g. ["QS", "QD"]
### BEGIN SOLUTION
answer = ["KS", "KH", "5H", "5D", "5C", "TS", "TH"]
### END SOLUTION
q.check(answer)

# %% exercise="partners" part="score"
q.score(answer)

# %% exercise="partners" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau8", 1))

# %% [markdown] lang="en"
# ### Three of a kind in a triangle
#
# Deal 3 shows eight pair moves. How many pairs can really leave before you must click the stock? Look at the Fours in the bottom-left corner.

# %% [markdown] lang="fr"
# ### Trois cartes de même rang en triangle
#
# La donne 3 propose huit coups de paire. Combien de paires peuvent vraiment partir avant qu'il faille cliquer sur la pioche ? Regardez les 4 du coin en bas à gauche.

# %% exercise="triangle" part="ask"
q = exercise("monte_carlo.triangle")
position = q.game
display(show(position))
q

# %% exercise="triangle" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 2
### END SOLUTION
q.check(answer)

# %% exercise="triangle" part="score"
q.score(answer)

# %% exercise="triangle" part="reveal"
display(q.check(answer, reveal=True))
print([str(move) for move in pair_moves(position)])
show(position, select=("tableau17", 1))

# %% [markdown] lang="en"
# ### What the click brings together
#
# Back to deal 1 with the three pairs gone and six holes open. Before clicking, picture the cards sliding back: how many pairs will the grid offer once it has closed and been refilled? (The six new cards come face up from the stock; you cannot see them, but the engine can.)

# %% [markdown] lang="fr"
# ### Ce que le clic rapproche
#
# Retour à la donne 1, les trois paires parties et six trous ouverts. Avant de cliquer, imaginez les cartes qui reculent : combien de paires la grille offrira-t-elle une fois resserrée et remplie ? (Les six nouvelles cartes viennent de la pioche face visible ; vous ne les voyez pas, le moteur si.)

# %% exercise="after_click" part="ask"
q = exercise("monte_carlo.after_click")
position = q.game
closed = position.copy()
closed.play("deal")
display(show(position))
q

# %% exercise="after_click" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="after_click" part="score"
q.score(answer)

# %% exercise="after_click" part="reveal"
display(q.check(answer, reveal=True))
print([str(move) for move in pair_moves(closed)])
show(closed)

# %% [markdown] lang="en" exercise="after_click" part="reveal"
# The count is of pairs on offer, not of pairs you can take: a chain of three equal cards offers two pairs and lets only one go. That is the whole difficulty of Monte Carlo.

# %% [markdown] lang="fr" exercise="after_click" part="reveal"
# On compte les paires offertes, pas celles qu'on peut prendre : une chaîne de trois cartes égales offre deux paires et n'en laisse partir qu'une. Toute la difficulté de Monte Carlo est là.

# %% [markdown] lang="en"
# ## A strategy, measured
#
# When three cards of one rank touch, the choice of pair decides which one stays behind, and where. A simple rule of thumb: among the pairs on offer, take the one after which the most pair moves remain, and click the stock only when no pair is left. Below it plays deals 1 to 30 against the kit's greedy player.

# %% [markdown] lang="fr"
# ## Une stratégie, mesurée
#
# Quand trois cartes d'un rang se touchent, le choix de la paire décide de celle qui reste, et à quelle place. Une règle simple : parmi les paires offertes, prendre celle après laquelle il reste le plus de coups de paire, et ne cliquer sur la pioche que s'il n'y a plus de paire. Ci-dessous, elle joue les donnes 1 à 30 contre le joueur glouton du kit.

# %%
def keep_options():
    def choose(game, moves):
        pairs = [move for move in moves if str(move) != "deal"]
        if not pairs:
            return moves[0]

        def left_after(move):
            after = game.copy()
            after.play(move)
            return len(pair_moves(after))
        return max(pairs, key=left_after)
    return choose


results = play_many({"greedy": greedy_player, "keep options": keep_options}, range(1, 31), game=GAME)
summarise(results)

# %% [markdown] lang="en"
# On these thirty deals the rule of thumb does no better than the greedy player: both win about a third of the deals. Most deals are decided by the order of the stock, which neither player can see, and a one-move look-ahead ignores what the click will bring together. To do better, look further ahead, as in the last exercise: before clicking, work out which cards will become neighbours.

# %% [markdown] lang="fr"
# Sur ces trente donnes, la règle ne fait pas mieux que le joueur glouton : chacun gagne environ une donne sur trois. La plupart des donnes se jouent sur l'ordre de la pioche, qu'aucun des deux ne voit, et un regard d'un seul coup en avant ignore ce que le clic va rapprocher. Pour faire mieux, il faut voir plus loin, comme dans le dernier exercice : avant de cliquer, cherchez quelles cartes vont devenir voisines.

# %% [markdown] lang="en"
# ## Monte Carlo and Neighbor
#
# Neighbor uses the same five-by-five grid and the same idea of touching cards, but its pairs add up to thirteen (Kings leave alone), and the grid closes up by itself after every removal, so you never choose the moment of the click. In Monte Carlo, waiting to click is a decision of its own.

# %% [markdown] lang="fr"
# ## Monte Carlo et Neighbor
#
# Neighbor utilise la même grille de cinq sur cinq et la même idée de cartes voisines, mais ses paires font treize (les Rois partent seuls) et la grille se resserre d'elle-même après chaque retrait : on ne choisit jamais le moment du clic. À Monte Carlo, attendre pour cliquer est une décision à part entière.

# %%
for line in differences(GAME, "neighbor"):
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
answer = 't14-t10'
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
# Deal 2 opens with four pairs, all vertical: the Sevens and the Fives in the second column, the Sixes in the third, the Threes in the fourth. Before your first click, count the holes you have made and guess which cards will meet.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 s'ouvre sur quatre paires, toutes verticales : les 7 et les 5 dans la deuxième colonne, les 6 dans la troisième, les 3 dans la quatrième. Avant votre premier clic, comptez les trous que vous avez faits et devinez quelles cartes vont se retrouver voisines.

# %%
sn.play(GAME, deal=2)
