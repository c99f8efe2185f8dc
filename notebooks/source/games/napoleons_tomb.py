# %% [markdown] lang="en"
# # Napoleon's Tomb
#
# A three-by-three tomb: build the corners up from 7 to King and the centre down from 6 to Ace, again and again, with four one-card cells to help.
#
# *In the AisleRiot manual: « Le tombeau de Napoléon ».*

# %% [markdown] lang="fr"
# # Le tombeau de Napoléon
#
# Un tombeau de trois sur trois : montez les coins du 7 au Roi et descendez le centre du 6 à l'As, encore et encore, avec quatre cases d'une carte pour vous aider.
#
# *Dans le manuel d'AisleRiot : « Le tombeau de Napoléon ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget
sn.set_lang("en")
GAME = "napoleons_tomb"

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
# ## What is different from Sir Tommy
#
# If you know Sir Tommy, start here: the engine compares the two declarations aspect by aspect and lists what differs, in the glossary's words.

# %% [markdown] lang="fr"
# ## Ce qui change par rapport à Sir Tommy
#
# Si vous connaissez Sir Tommy, commencez ici : le moteur compare les deux déclarations aspect par aspect et liste ce qui diffère, avec les mots du glossaire.

# %%
for line in differences(GAME, "sir_tommy"):
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
# This game is made of these glossary entries: [Deal to the waste](../../../glossary/deal_to_waste.json), [Foundation](../../../glossary/foundation.json), [Foundations out of play](../../../glossary/out_of_play.json), [Free cell](../../../glossary/free_cell.json), [One card at a time](../../../glossary/single_card_move.json), [Redeal](../../../glossary/redeal.json), [Standard deck](../../../glossary/standard_deck.json), [Stock](../../../glossary/stock.json), [Waste](../../../glossary/waste.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/napoleons_tomb.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Cellule libre](../../../glossary/free_cell.json), [Distribution sur la défausse](../../../glossary/deal_to_waste.json), [Défausse](../../../glossary/waste.json), [Fondation](../../../glossary/foundation.json), [Fondations hors jeu](../../../glossary/out_of_play.json), [Paquet standard](../../../glossary/standard_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Une carte à la fois](../../../glossary/single_card_move.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/napoleons_tomb.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **level 3 of 5, not settled (the solver could not decide most deals)**. The solver proved 3 of deals 1 to 12 winnable and 0 lost from the start (9 left unknown): between 8.9% and 100% of the deals can be won (95% interval). The kit's players won: the random player 0/200, the greedy player 23/200, the lookahead player 33/200. The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **niveau 3 sur 5, non tranché (le solveur n'a pas pu décider la plupart des donnes)**. Le solveur a prouvé gagnables 3 des donnes 1 à 12 et perdues d'avance 0 (9 restées inconnues) : entre 8,9 % et 100 % des donnes peuvent être gagnées (intervalle à 95 %). Les joueurs du kit ont gagné : le joueur au hasard 0/200, le joueur glouton 23/200, le joueur qui anticipe 33/200. La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
q = PickTarget(example.position(), 'waste', 1)
display(show(example.position()))
q

# %% exercise="example1.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["foundation1", "reserve4"]
### END SOLUTION
q.check(answer)

# %% exercise="example1.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** The corners start with a 7 and build up to the King, whatever the suits.

# %% [markdown] lang="fr"
# **Regardez.** Les coins commencent par un 7 et montent jusqu'au Roi, quelles que soient les couleurs.

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
# **Predict, then check.** Before you look at the table lit up, say where the cards described below may go.

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Avant de regarder la table éclairée, dites où peuvent aller les cartes décrites ci-dessous.

# %% exercise="example2.where" part="ask"
example = examples(GAME)[1]
q = PickTarget(example.position(), 'waste', 1)
display(show(example.position()))
q

# %% exercise="example2.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["foundation5", "reserve3", "reserve4"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** The centre starts with a 6 and builds down to the Ace; on the Ace goes a 6 again.

# %% [markdown] lang="fr"
# **Regardez.** Le centre commence par un 6 et descend jusqu'à l'As ; sur l'As se pose de nouveau un 6.

# %% exercise="example2.where" part="reveal"
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
q = PickTarget(example.position(), 'waste', 1)
display(show(example.position()))
q

# %% exercise="example3.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["reserve3", "reserve4"]
### END SOLUTION
q.check(answer)

# %% exercise="example3.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** The edge cells take any single card when empty.

# %% [markdown] lang="fr"
# **Regardez.** Les cases des bords prennent n'importe quelle carte quand elles sont vides.

# %% exercise="example3.where" part="reveal"
example = examples(GAME)[2]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ### 4. One card at a time from the stock, and no redeal.

# %% [markdown] lang="fr"
# ### 4. Une carte à la fois depuis la pioche, et pas de redistribution.

# %%
example = examples(GAME)[3]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ## Options
#
# Options are chosen when the game starts, as in AisleRiot: `sn.new_game(GAME, deal=..., option=value)`.
#
# - `draw`: 1, 3 (default `1`) — cards turned per click (3: with two redeals)

# %% [markdown] lang="fr"
# ## Options
#
# Les options se choisissent au début de la partie, comme dans AisleRiot : `sn.new_game(GAME, deal=..., option=valeur)`.
#
# - `draw` : 1, 3 (par défaut `1`) — cartes retournées par clic (3 : avec deux redistributions)

# %%
variant = sn.new_game(GAME, deal=1, draw=3)
print(variant.options)
show(variant)

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
# Keep the four cells free as long as you can: they are your only room for cards no foundation takes yet. The tomb is hard to complete, so don't be discouraged.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Gardez les quatre cases libres aussi longtemps que possible : c'est votre seule place pour les cartes qu'aucune fondation ne prend encore. Le tombeau est difficile à remplir, ne vous découragez pas.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
