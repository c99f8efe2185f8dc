# %% [markdown] lang="en"
# # Neighbor
#
# Remove touching pairs adding up to thirteen, and Kings alone, from a five-by-five grid that closes its gaps and refills from the stock.
#
# *In the AisleRiot manual: « Le Voisin ».*

# %% [markdown] lang="fr"
# # Le Voisin
#
# Retirez d'une grille de cinq sur cinq les paires voisines dont la somme fait treize, et les Rois seuls ; la grille se resserre et se remplit depuis la pioche.
#
# *Dans le manuel d'AisleRiot : « Le Voisin ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget, WhichRule
sn.set_lang("en")
GAME = "neighbor"

# %% [markdown] lang="en"
# ## Set-up
#
# The opening deal (deal number 1).

# %% [markdown] lang="fr"
# ## Mise en place
#
# La donne de départ (donne numéro 1).

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## What is different from Monte Carlo
#
# If you know Monte Carlo, start here: the engine compares the two declarations aspect by aspect and lists what differs, in the glossary's words.

# %% [markdown] lang="fr"
# ## Ce qui change par rapport à Monte Carlo
#
# Si vous connaissez Monte Carlo, commencez ici : le moteur compare les deux déclarations aspect par aspect et liste ce qui diffère, avec les mots du glossaire.

# %%
for line in differences(GAME, "monte_carlo"):
    print("•", line)

# %% [markdown] lang="en"
# ## Rules
#
# The rules, written from the game's declaration in the glossary's words.

# %% [markdown] lang="fr"
# ## Règles
#
# Les règles, écrites à partir de la déclaration du jeu avec les mots du glossaire.

# %%
for line in game.rules():
    print('•', line)

# %% [markdown] lang="en"
# ## Words of the glossary
#
# This game is made of these glossary entries: [Card removed alone](../../../glossary/removed_alone.json), [Closing the gaps](../../../glossary/gaps_close.json), [Foundation](../../../glossary/foundation.json), [Pair removal](../../../glossary/pair_removal.json), [Pairs adding up to N](../../../glossary/pair_sum.json), [Redeal](../../../glossary/redeal.json), [Standard deck](../../../glossary/standard_deck.json), [Stock](../../../glossary/stock.json), [Tableau](../../../glossary/tableau.json), [Touching pairs](../../../glossary/pair_touching.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/neighbor.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Carte retirée seule](../../../glossary/removed_alone.json), [Fondation](../../../glossary/foundation.json), [Paires dont la somme fait N](../../../glossary/pair_sum.json), [Paires voisines](../../../glossary/pair_touching.json), [Paquet standard](../../../glossary/standard_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Resserrement des emplacements vides](../../../glossary/gaps_close.json), [Retrait par paires](../../../glossary/pair_removal.json), [Tableau](../../../glossary/tableau.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/neighbor.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **very easy, level 1 of 5**. The solver proved 96 of deals 1 to 100 winnable and 3 lost from the start (1 left unknown): between 90.2% and 99% of the deals can be won (95% interval). The kit's players won: the random player 51/200, the greedy player 35/200, the lookahead player 39/53. The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **très facile, niveau 1 sur 5**. Le solveur a prouvé gagnables 96 des donnes 1 à 100 et perdues d'avance 3 (1 restées inconnues) : entre 90,2 % et 99 % des donnes peuvent être gagnées (intervalle à 95 %). Les joueurs du kit ont gagné : le joueur au hasard 51/200, le joueur glouton 35/200, le joueur qui anticipe 39/53. La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

# %% [markdown] lang="en"
# ## Each rule on a position
#
# Each prepared position below shows one rule. First answer the question (your answer goes in the cell with `answer = ...`; the next cell shows your points), then run the cell that lights up the table: the piles where the selected cards may go light up, and the engine explains the moves it allows and refuses.

# %% [markdown] lang="fr"
# ## Chaque règle sur une position
#
# Chaque position préparée ci-dessous montre une règle. Répondez d'abord à la question (votre réponse va dans la cellule `answer = ...` ; la cellule suivante affiche vos points), puis exécutez la cellule qui éclaire la table : les piles où les cartes choisies peuvent aller s'allument, et le moteur explique les coups qu'il permet et ceux qu'il refuse.

# %% [markdown] lang="en"
# ### Position 1

# %% [markdown] lang="fr"
# ### Position 1

# %% [markdown] lang="en"
# **Predict, then check.** Before you look at the table lit up, say where the cards described below may go.

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Avant de regarder la table éclairée, dites où peuvent aller les cartes décrites ci-dessous.

# %% exercise="example1.where" part="ask"
example = examples(GAME)[0]
q = PickTarget(example.position(), 'tableau7', 1)
display(show(example.position()))
q

# %% exercise="example1.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau1", "tableau8"]
### END SOLUTION
q.check(answer)

# %% exercise="example1.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Two touching cards adding up to 13 make a pair: 6♣ pairs with 7♥ beside it and with 7♦ at its corner, not with 7♠ two slots away nor with 8♠ (6 + 8 = 14).

# %% [markdown] lang="fr"
# **Regardez.** Deux cartes voisines dont la somme fait 13 forment une paire : 6♣ va avec 7♥ à côté et avec 7♦ par un coin, pas avec 7♠ à deux emplacements ni avec 8♠ (6 + 8 = 14).

# %% exercise="example1.where" part="reveal"
example = examples(GAME)[0]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ### Position 2

# %% [markdown] lang="fr"
# ### Position 2

# %% [markdown] lang="en"
# **Which rule says no?** The engine refuses the move below. Name the rule before you read the engine's explanation.

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Le moteur refuse le coup ci-dessous. Nommez la règle avant de lire l'explication du moteur.

# %% exercise="example2.rule" part="ask"
example = examples(GAME)[1]
position = example.position()
q = WhichRule(position, 't2-t3', choices=["gaps_close", "pair_sum", "redeal"])
display(show(position))
q

# %% exercise="example2.rule" part="answer"
answer = ...  # ← your answer, one letter of the list, in quotes
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="example2.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** A Queen and an Ace, a Jack and a 2 add up to 13.

# %% [markdown] lang="fr"
# **Regardez.** Une Dame et un As, un Valet et un 2 font 13.

# %% exercise="example2.rule" part="reveal"
example = examples(GAME)[1]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ### Position 3

# %% [markdown] lang="fr"
# ### Position 3

# %% [markdown] lang="en"
# **Predict, then check.** Before you look at the table lit up, say where the cards described below may go.

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Avant de regarder la table éclairée, dites où peuvent aller les cartes décrites ci-dessous.

# %% exercise="example3.where" part="ask"
example = examples(GAME)[2]
q = PickTarget(example.position(), 'tableau1', 1)
display(show(example.position()))
q

# %% exercise="example3.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["foundation1"]
### END SOLUTION
q.check(answer)

# %% exercise="example3.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** A King is removed alone, to the removed cards; no other card goes there alone.

# %% [markdown] lang="fr"
# **Regardez.** Un Roi se retire seul, vers les cartes retirées ; aucune autre carte n'y va seule.

# %% exercise="example3.where" part="reveal"
example = examples(GAME)[2]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ### Position 4

# %% [markdown] lang="fr"
# ### Position 4

# %% [markdown] lang="en"
# **Predict, then check.** Before you look at the table lit up, say where the cards described below may go.

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Avant de regarder la table éclairée, dites où peuvent aller les cartes décrites ci-dessous.

# %% exercise="example4.where" part="ask"
example = examples(GAME)[3]
q = PickTarget(example.position(), 'tableau1', 1)
display(show(example.position()))
q

# %% exercise="example4.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau2"]
### END SOLUTION
q.check(answer)

# %% exercise="example4.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** An empty slot takes no card: only a card of a pair, dropped on its partner, moves.

# %% [markdown] lang="fr"
# **Regardez.** Un emplacement vide ne prend aucune carte : seule une carte d'une paire, posée sur sa partenaire, se déplace.

# %% exercise="example4.where" part="reveal"
example = examples(GAME)[3]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ## End of the game
#
# `game.is_won()` tells a win; `game.outcome()` also says when no move is left or when play goes in circles.

# %% [markdown] lang="fr"
# ## Fin de la partie
#
# `game.is_won()` indique la victoire ; `game.outcome()` dit aussi quand il ne reste aucun coup ou quand on tourne en rond.

# %%
print(game.is_won(), game.outcome().text())

# %% [markdown] lang="en"
# ## Strategy, tried on the table
#
# Remove cards near the top of the grid first: every gap makes all the cards after it slide along, so a gap near the start moves more cards and brings new neighbours together.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Retirez d'abord les cartes du haut de la grille : chaque case vide fait glisser toutes les cartes qui la suivent, donc une case vide proche du début déplace plus de cartes et crée de nouveaux voisinages.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
