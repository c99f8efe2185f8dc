# %% [markdown] lang="en"
# # Poker
#
# Place 25 cards one by one in a five-by-five grid so that its rows, columns and diagonals make good poker hands.
#
# *In the AisleRiot manual: « Poker ».*

# %% [markdown] lang="fr"
# # Poker
#
# Placez 25 cartes une à une dans une grille de cinq sur cinq pour que ses rangées, colonnes et diagonales forment de bonnes mains de poker.
#
# *Dans le manuel d'AisleRiot : « Poker ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget
sn.set_lang("en")
GAME = "poker"

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
# ## What is different from Gaps
#
# If you know Gaps, start here: the engine compares the two declarations aspect by aspect and lists what differs, in the glossary's words.

# %% [markdown] lang="fr"
# ## Ce qui change par rapport à Gaps
#
# Si vous connaissez Gaps, commencez ici : le moteur compare les deux déclarations aspect par aspect et liste ce qui diffère, avec les mots du glossaire.

# %%
for line in differences(GAME, "gaps"):
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
# This game is made of these glossary entries: [Redeal](../../../glossary/redeal.json), [Standard deck](../../../glossary/standard_deck.json), [Stock](../../../glossary/stock.json), [Tableau](../../../glossary/tableau.json), [Waste](../../../glossary/waste.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/poker.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Défausse](../../../glossary/waste.json), [Paquet standard](../../../glossary/standard_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Tableau](../../../glossary/tableau.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/poker.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **very hard**. Measured by the kit's own players on deals 1 to 200, wins with their 95% interval: greedy player 0/200 (0%–1.9%), random player 0/200 (0%–1.9%). The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **très difficile**. Mesurée par les joueurs du kit sur les donnes 1 à 200, victoires avec leur intervalle à 95 % : joueur glouton 0/200 (0 %–1,9 %), joueur au hasard 0/200 (0 %–1,9 %). La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
answer = ["tableau6", "tableau7", "tableau8", "tableau9", "tableau10", "tableau11", "tableau12", "tableau13", "tableau14", "tableau15", "tableau16", "tableau17", "tableau18", "tableau19", "tableau20", "tableau21", "tableau22", "tableau23", "tableau24", "tableau25"]
### END SOLUTION
q.check(answer)

# %% exercise="example1.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** The waste's card goes into any empty cell; a placed card stays where it is.

# %% [markdown] lang="fr"
# **Regardez.** La carte de la défausse va dans n'importe quelle case vide ; une carte placée reste où elle est.

# %% exercise="example1.where" part="reveal"
example = examples(GAME)[0]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ### 2. Row 1 is complete: 2♠ 2♥ 7♣ 7♦ K♠ make two pairs, 3 points.

# %% [markdown] lang="fr"
# ### 2. La rangée 1 est complète : 2♠ 2♥ 7♣ 7♦ R♠ forment deux paires, 3 points.

# %%
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

# %% exercise="example2.where" part="ask"
example = examples(GAME)[2]
q = PickTarget(example.position(), 'tableau5', 1)
display(show(example.position()))
q

# %% exercise="example2.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau1", "tableau2", "tableau3", "tableau4", "tableau6", "tableau7", "tableau8", "tableau9", "tableau10", "tableau11", "tableau12", "tableau13", "tableau14", "tableau15", "tableau16", "tableau17", "tableau18", "tableau19", "tableau20", "tableau21", "tableau22", "tableau23", "tableau24", "tableau25"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Shuffle mode: a placed card moves into an empty cell or changes places with another; the waste's card still goes only into an empty cell.

# %% [markdown] lang="fr"
# **Regardez.** Mode brassé : une carte placée va dans une case vide ou échange sa place avec une autre ; la carte de la défausse ne va toujours que dans une case vide.

# %% exercise="example2.where" part="reveal"
example = examples(GAME)[2]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ## Options
#
# Options are chosen when the game starts, as in AisleRiot: `sn.new_game(GAME, deal=..., option=value)`.
#
# - `shuffle`: False, True (default `False`) — shuffle mode: placed cards may be moved and swapped; 120 points to win (AisleRiot's 'Shuffle mode')

# %% [markdown] lang="fr"
# ## Options
#
# Les options se choisissent au début de la partie, comme dans AisleRiot : `sn.new_game(GAME, deal=..., option=valeur)`.
#
# - `shuffle` : False, True (par défaut `False`) — mode brassé : les cartes placées peuvent être déplacées et échangées ; 120 points pour gagner

# %%
variant = sn.new_game(GAME, deal=1, shuffle=True)
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
# Only 25 cards are turned, about half the pack, so never build a hand that needs one particular card to turn up. With this scoring a flush earns only 5 points, so aim mainly at cards of equal rank (full house 10, four of a kind 16) and at straights (12).
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Seules 25 cartes sont retournées, à peu près la moitié du paquet : ne comptez jamais sur l'arrivée d'une carte précise pour compléter une main. Avec ce barème, une couleur ne rapporte que 5 points ; visez plutôt les cartes de même rang (full 10, carré 16) et les quintes (12).
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
