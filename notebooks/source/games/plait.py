# %% [markdown] lang="en"
# # Plait
#
# Two decks: free the plait of twenty cards through its edges and eight cells; eight foundations start from the base card and all go the same way, up or down.
#
# *In the AisleRiot manual: « Tresse ».*

# %% [markdown] lang="fr"
# # Tresse
#
# Deux paquets : libérez la tresse de vingt cartes par ses bords et huit emplacements ; huit fondations partent de la carte de base et vont toutes dans le même sens, en montant ou en descendant.
#
# *Dans le manuel d'AisleRiot : « Tresse ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget
sn.set_lang("en")
GAME = "plait"

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
# ## What is different from Canfield
#
# If you know Canfield, start here: the engine compares the two declarations aspect by aspect and lists what differs, in the glossary's words.

# %% [markdown] lang="fr"
# ## Ce qui change par rapport à Champ de boîtes
#
# Si vous connaissez Champ de boîtes, commencez ici : le moteur compare les deux déclarations aspect par aspect et liste ce qui diffère, avec les mots du glossaire.

# %%
for line in differences(GAME, "canfield"):
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
# This game is made of these glossary entries: [Base card](../../../glossary/base_card.json), [Build by suit](../../../glossary/build_by_suit.json), [Build up or down](../../../glossary/build_up_or_down.json), [Building](../../../glossary/building.json), [Deal to the waste](../../../glossary/deal_to_waste.json), [Double deck](../../../glossary/double_deck.json), [Foundation](../../../glossary/foundation.json), [Foundations out of play](../../../glossary/out_of_play.json), [Free cell](../../../glossary/free_cell.json), [One card at a time](../../../glossary/single_card_move.json), [Redeal](../../../glossary/redeal.json), [Reserve](../../../glossary/reserve.json), [Stock](../../../glossary/stock.json), [Waste](../../../glossary/waste.json), [Wrap-around](../../../glossary/wrap.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/plait.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Carte de base](../../../glossary/base_card.json), [Cellule libre](../../../glossary/free_cell.json), [Construction](../../../glossary/building.json), [Construire en montant ou en descendant](../../../glossary/build_up_or_down.json), [Construire par couleur](../../../glossary/build_by_suit.json), [Distribution sur la défausse](../../../glossary/deal_to_waste.json), [Défausse](../../../glossary/waste.json), [Enchaînement Roi-As](../../../glossary/wrap.json), [Fondation](../../../glossary/foundation.json), [Fondations hors jeu](../../../glossary/out_of_play.json), [Paquet double](../../../glossary/double_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Réserves](../../../glossary/reserve.json), [Une carte à la fois](../../../glossary/single_card_move.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/plait.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **level 3 of 5, not settled (the solver could not decide most deals)**. The solver proved 0 of deals 1 to 4 winnable and 0 lost from the start (4 left unknown): between 0% and 100% of the deals can be won (95% interval). The kit's players won: the random player 0/200, the greedy player 25/200, the lookahead player 6/51. The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **niveau 3 sur 5, non tranché (le solveur n'a pas pu décider la plupart des donnes)**. Le solveur a prouvé gagnables 0 des donnes 1 à 4 et perdues d'avance 0 (4 restées inconnues) : entre 0 % et 100 % des donnes peuvent être gagnées (intervalle à 95 %). Les joueurs du kit ont gagné : le joueur au hasard 0/200, le joueur glouton 25/200, le joueur qui anticipe 6/51. La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
q = PickTarget(example.position(), 'reserve1', 1)
display(show(example.position()))
q

# %% exercise="example1.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["foundation1", "edge1", "edge2", "edge3", "edge4", "reserve6", "reserve7", "reserve8"]
### END SOLUTION
q.check(answer)

# %% exercise="example1.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Base rank Seven: every foundation starts with a Seven; before any build, 8♥ or 6♥ may go on 7♥, but not 8♠.

# %% [markdown] lang="fr"
# **Regardez.** Rang de base Sept : chaque fondation commence par un Sept ; avant toute construction, 8♥ ou 6♥ peut aller sur 7♥, mais pas 8♠.

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
q = PickTarget(example.position(), 'reserve1', 1)
display(show(example.position()))
q

# %% exercise="example2.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["foundation2", "edge1", "edge2", "edge3", "edge4", "reserve4", "reserve5", "reserve6", "reserve7", "reserve8"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** The first build went up, so every foundation now goes up: 8♦ goes on 7♦, 6♦ does not; a King is followed by an Ace.

# %% [markdown] lang="fr"
# **Regardez.** La première construction est montante, donc toutes les fondations montent : 8♦ va sur 7♦, 6♦ non ; l'As suit le Roi.

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
q = PickTarget(example.position(), 'plait', 1)
display(show(example.position()))
q

# %% exercise="example3.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["foundation2", "foundation3", "foundation4", "foundation5", "foundation6", "foundation7", "foundation8", "edge1", "edge2", "edge3", "edge4"]
### END SOLUTION
q.check(answer)

# %% exercise="example3.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Only the top card of the plait plays: it may go to a foundation or an empty edge, not into an empty cell.

# %% [markdown] lang="fr"
# **Regardez.** Seule la carte du dessus de la tresse est jouable : elle peut aller sur une fondation ou un bord vide, pas dans un emplacement vide.

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
q = PickTarget(example.position(), 'edge1', 1)
display(show(example.position()))
q

# %% exercise="example4.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["foundation1", "reserve2", "reserve3", "reserve4", "reserve5", "reserve6", "reserve7", "reserve8", "edge2", "edge3", "edge4"]
### END SOLUTION
q.check(answer)

# %% exercise="example4.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** An edge card sent to a foundation is replaced by the plait's top card; cells and edges hold one card each.

# %% [markdown] lang="fr"
# **Regardez.** Une carte d'un bord montée sur une fondation est remplacée par la carte du dessus de la tresse ; emplacements et bords contiennent une carte chacun.

# %% exercise="example4.where" part="reveal"
example = examples(GAME)[3]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ### 5. The stock turns one card at a time; the waste may be turned over twice.

# %% [markdown] lang="fr"
# ### 5. La pioche retourne une carte à la fois ; la défausse peut être retournée deux fois.

# %%
example = examples(GAME)[4]
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
# Take cards from the plait as early as you can, since they are the hardest to free. Next, clear the cells: each empty cell is a place to park a card for a while.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Prenez les cartes de la tresse le plus tôt possible, car ce sont les plus difficiles à libérer. Videz ensuite les emplacements : chacun devient une place où garder une carte un moment.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
