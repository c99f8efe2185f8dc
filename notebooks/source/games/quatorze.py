# %% [markdown] lang="en"
# # Quatorze
#
# Twenty-five face-up cards in a five-by-five square, and partners that add up to fourteen: Ace with King, 2 with Queen, 3 with Jack, 4 with 10, 5 with 9, 6 with 8, and two Sevens together. Distance does not matter here. Two cards pair up as long as they share a row or a column, even from opposite edges of the square, but never along a diagonal.
#
# Each pair you take is replaced at once from the stock, card for card in the same two slots, so the grid keeps its shape for most of the game. Only when the stock has run dry do the cards start sliding back to close the holes. The skill Quatorze trains is seeing lines: for every card, scan its row and its column, and notice when two cards are fighting over the same partner.

# %% [markdown] lang="fr"
# # Quatorze
#
# Vingt-cinq cartes visibles en un carré de cinq sur cinq, et des partenaires dont la somme fait quatorze : As et Roi, 2 et Dame, 3 et Valet, 4 et 10, 5 et 9, 6 et 8, et deux 7 ensemble. La distance ne compte pas : deux cartes forment une paire dès qu'elles partagent une rangée ou une colonne, même d'un bord à l'autre du carré, mais jamais en diagonale.
#
# Chaque paire prise est aussitôt remplacée depuis la pioche, carte pour carte, dans les deux mêmes emplacements : la grille garde sa forme pendant presque toute la partie. Ce n'est qu'une fois la pioche épuisée que les cartes se mettent à reculer pour boucher les trous. Quatorze entraîne à voir les lignes : pour chaque carte, parcourir sa rangée et sa colonne, et remarquer quand deux cartes se disputent la même partenaire.

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
GAME = "quatorze"

# %% [markdown] lang="en"
# ## Deal 1
#
# Start from the top-left card, 10♣, and run your eye along its row: 4♦ right beside it, and 4♥ at the far end. Two Fours in the same line as one Ten. Then look down the fourth column: K♠ at the top, A♠ two rows below, and K♦ on A♠'s own row.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Partez de la carte en haut à gauche, le 10♣, et suivez sa rangée des yeux : le 4♦ juste à côté, et le 4♥ tout au bout. Deux 4 dans la même ligne qu'un seul 10. Puis descendez la quatrième colonne : le R♠ en haut, l'A♠ deux rangées plus bas, et le R♦ sur la rangée même de l'A♠.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The second note is the one to remember: while the stock lasts, a removed pair leaves no hole, only two new cards where the old ones were.

# %% [markdown] lang="fr"
# ## Les règles
#
# La deuxième note est celle à retenir : tant que la pioche dure, une paire retirée ne laisse pas de trou, seulement deux cartes neuves à la place des anciennes.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Refilled in place
#
# 4♦ goes onto 10♣ (`t2-t1`). The stock deals its top card into slot 2, where the moved card stood, then the next one into slot 1. Here luck is kind: 6♠ and 8♥ arrive, and they make fourteen together.

# %% [markdown] lang="fr"
# ## Remplies sur place
#
# Le 4♦ va sur le 10♣ (`t2-t1`). La pioche distribue sa carte du dessus à l'emplacement 2, où était la carte déplacée, puis la suivante à l'emplacement 1. La chance sourit : arrivent le 6♠ et le 8♥, qui font quatorze ensemble.

# %%
print([str(move) for move in game.legal_moves()])
game.play("t2-t1")
show(game)

# %% [markdown] lang="en"
# A♠ now has two Kings in line, K♠ up its column and K♦ along its row. We give it to K♠ (`t14-t4`), across two rows: no need for the cards to be close.

# %% [markdown] lang="fr"
# L'A♠ a maintenant deux Rois en ligne, le R♠ en haut de sa colonne et le R♦ sur sa rangée. On le donne au R♠ (`t14-t4`), à deux rangées de distance : inutile que les cartes soient proches.

# %%
game.play("t14-t4")
print([str(move) for move in game.legal_moves()])
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Count the pairs
#
# Deal 4. Scan every row and every column: how many different pairs could you remove right now? (A pair counts once, whichever card you drop on the other.)

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Compter les paires
#
# Donne 4. Parcourez chaque rangée et chaque colonne : combien de paires différentes pourriez-vous retirer tout de suite ? (Une paire compte une fois, quelle que soit la carte posée sur l'autre.)

# %% exercise="count" part="ask"
q = exercise("quatorze.count")
position = q.game
display(show(position))
q

# %% exercise="count" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="count" part="score"
q.score(answer)

# %% exercise="count" part="reveal"
display(q.check(answer, reveal=True))
print([str(move) for move in position.legal_moves()])
show(position, select=("tableau4", 1))

# %% [markdown] lang="en"
# ### Partners of the corner card
#
# Fresh deal 1. With which cards could 10♣, in the top-left corner, be removed? Four Fours are in the grid.

# %% [markdown] lang="fr"
# ### Les partenaires de la carte du coin
#
# La donne 1 toute neuve. Avec quelles cartes le 10♣, dans le coin en haut à gauche, pourrait-il être retiré ? La grille contient quatre 4.

# %% exercise="corner" part="ask"
q = exercise("quatorze.corner")
position = q.game
display(show(position))
q

# %% exercise="corner" part="answer"
answer = ...  # ← your answer: a list of cards, e.g. ["4S"]
### BEGIN SOLUTION
answer = ["4D", "4H"]
### END SOLUTION
q.check(answer)

# %% exercise="corner" part="score"
q.score(answer)

# %% exercise="corner" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau1", 1))

# %% [markdown] lang="en"
# ### Two Kings, two Aces
#
# Deal 2. K♦ (right end of the middle row) can take A♠ above it or A♣ on its row, and A♣ could also go with K♥ at the bottom of its column. Which Ace should K♦ take so that K♥ still has a partner afterwards?

# %% [markdown] lang="fr"
# ### Deux Rois, deux As
#
# Donne 2. Le R♦ (au bout droit de la rangée du milieu) peut prendre l'A♠ au-dessus de lui ou l'A♣ sur sa rangée, et l'A♣ pourrait aussi partir avec le R♥ en bas de sa colonne. Quel As le R♦ doit-il prendre pour que le R♥ garde une partenaire ensuite ?

# %% exercise="two_kings" part="ask"
q = exercise("quatorze.two_kings")
position = q.game


def king_of_hearts_keeps_a_partner(move):
    after = position.copy()
    after.play(move)
    return any("tableau22" in (m.source, m.target) for m in after.legal_moves())


choices = {"t15-t5": "tableau5", "t15-t12": "tableau12"}
display(show(position))
q

# %% exercise="two_kings" part="answer"
answer = ...  # ← your answer: one card
### BEGIN SOLUTION
answer = "AS"
### END SOLUTION
q.check(answer)

# %% exercise="two_kings" part="score"
q.score(answer)

# %% exercise="two_kings" part="reveal"
display(q.check(answer, reveal=True))
print({move: king_of_hearts_keeps_a_partner(move) for move in choices})
show(position, select=("tableau15", 1))

# %% [markdown] lang="en" exercise="two_kings" part="reveal"
# When one card has two possible partners and one of those partners is someone else's only chance, leave that one alone. The stock may bring help, but you cannot count on it.

# %% [markdown] lang="fr" exercise="two_kings" part="reveal"
# Quand une carte a deux partenaires possibles et que l'une d'elles est la seule chance d'une autre carte, laissez celle-là. La pioche apportera peut-être de l'aide, mais on ne peut pas y compter.

# %% [markdown] lang="en"
# ### Same line, right sum
#
# Deal 3. Which of these removals does the game accept?

# %% [markdown] lang="fr"
# ### Même ligne, bonne somme
#
# Donne 3. Lesquels de ces retraits le jeu accepte-t-il ?

# %% exercise="in_line" part="ask"
position = sn.new_game(GAME, deal=3)
q = LegalMoves(position, ["t19-t4", "t14-t20", "t8-t7", "t10-t11", "t25-t24"])
display(show(position))
q

# %% exercise="in_line" part="answer"
answer = ...  # ← your answer: the letters of the accepted removals
### BEGIN SOLUTION
answer = ["a", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="in_line" part="score"
q.score(answer)

# %% exercise="in_line" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau14", 1))

# %% [markdown] lang="en" exercise="in_line" part="reveal"
# 3♣ and J♥ are three rows apart and still a pair; A♠ and K♦ touch at a corner and are not. In Quatorze, a corner is the one place where being close does not help.

# %% [markdown] lang="fr" exercise="in_line" part="reveal"
# Le 3♣ et le V♥ sont à trois rangées l'un de l'autre et forment pourtant une paire ; l'A♠ et le R♦ se touchent par un coin et n'en forment pas. À Quatorze, le coin est le seul endroit où la proximité ne sert à rien.

# %% [markdown] lang="en"
# ## The scarce pair first, measured
#
# The manual notes that mid-game there is often just one pair, to be taken without a second thought. When there are several, the two-Kings exercise suggests a rule: take the pair whose two cards have the fewest other partners on offer, so that cards with alternatives keep them. Here it is against the kit's greedy player on deals 1 to 30.

# %% [markdown] lang="fr"
# ## La paire rare d'abord, mesuré
#
# Le manuel remarque qu'en milieu de partie il n'y a souvent qu'une paire, à prendre sans hésiter. Quand il y en a plusieurs, l'exercice des deux Rois suggère une règle : prendre la paire dont les deux cartes ont le moins d'autres partenaires, pour que les cartes qui ont le choix le gardent. La voici contre le joueur glouton du kit, sur les donnes 1 à 30.

# %%
def scarce_pair_first():
    def choose(game, moves):
        def other_options(move):
            return sum(1 for other in moves if other.source in (move.source, move.target))
        return min(moves, key=other_options)
    return choose


results = play_many({"greedy": greedy_player, "scarce pair first": scarce_pair_first}, range(1, 31), game=GAME)
summarise(results, Phrase(en="cards removed", fr="cartes retirées"))

# %% [markdown] lang="en"
# Quatorze is generous: even the greedy player, which picks among pairs at random, clears most deals, because the stock keeps bringing new partners and the last phase, when the grid closes up, lines up many more. Saving the cards that have a choice still turns several of its losses into wins (28 wins against 18).

# %% [markdown] lang="fr"
# Quatorze est généreux : même le joueur glouton, qui choisit au hasard parmi les paires, vide la plupart des donnes, parce que la pioche apporte sans cesse de nouvelles partenaires et que la dernière phase, quand la grille se resserre, en aligne beaucoup d'autres. Garder les cartes qui ont le choix transforme tout de même plusieurs de ses défaites en victoires (28 victoires contre 18).

# %% [markdown] lang="en"
# ## Quatorze and Monte Carlo
#
# Both lay out twenty-five cards in a square. Monte Carlo wants equal ranks that touch, including at a corner; Quatorze wants ranks adding up to fourteen in one row or column, at any distance, and never at a corner. Monte Carlo also makes you click the stock to close the gaps, while Quatorze refills each slot by itself and only closes up once the stock is empty.

# %% [markdown] lang="fr"
# ## Quatorze et Monte Carlo
#
# Les deux étalent vingt-cinq cartes en carré. Monte Carlo veut des rangs égaux qui se touchent, y compris par un coin ; Quatorze veut des rangs dont la somme fait quatorze sur une même rangée ou colonne, à n'importe quelle distance, et jamais par un coin. Monte Carlo vous fait aussi cliquer sur la pioche pour resserrer la grille, alors que Quatorze remplit chaque emplacement de lui-même et ne se resserre qu'une fois la pioche vide.

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
# Deal 2 is the one with the Kings and Aces. Play it out, and each time a card has two partners, ask which of them someone else needs.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 est celle des Rois et des As. Jouez-la jusqu'au bout, et chaque fois qu'une carte a deux partenaires, demandez-vous laquelle une autre carte attend.

# %%
sn.play(GAME, deal=2)
