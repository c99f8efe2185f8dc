# %% [markdown] lang="en"
# # Easthaven
#
# Seven short piles fed by the stock one row at a time; fill the empty piles with Kings before dealing again.
#
# *In the AisleRiot manual: « L'asile de l'est ».*

# %% [markdown] lang="fr"
# # L'asile de l'est
#
# Sept piles courtes alimentées par la pioche une rangée à la fois ; remplissez les piles vides avec des Rois avant de redistribuer.
#
# *Dans le manuel d'AisleRiot : « L'asile de l'est ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget, WhichRule
sn.set_lang("en")
GAME = "easthaven"

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
# ## What is different from Klondike
#
# If you know Klondike, start here: the engine compares the two declarations aspect by aspect and lists what differs, in the glossary's words.

# %% [markdown] lang="fr"
# ## Ce qui change par rapport à Klondike
#
# Si vous connaissez Klondike, commencez ici : le moteur compare les deux déclarations aspect par aspect et liste ce qui diffère, avec les mots du glossaire.

# %%
for line in differences(GAME, "klondike"):
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
# This game is made of these glossary entries: [Base card](../../../glossary/base_card.json), [Build by alternate colour](../../../glossary/build_alternate_colour.json), [Build by suit](../../../glossary/build_by_suit.json), [Build down](../../../glossary/build_down.json), [Build up](../../../glossary/build_up.json), [Building](../../../glossary/building.json), [Deal to each pile](../../../glossary/deal_to_each_pile.json), [Foundation](../../../glossary/foundation.json), [Foundations out of play](../../../glossary/out_of_play.json), [Kings only on an empty pile](../../../glossary/empty_king_only.json), [Redeal](../../../glossary/redeal.json), [Sequence move](../../../glossary/sequence_move.json), [Standard deck](../../../glossary/standard_deck.json), [Stock](../../../glossary/stock.json), [Tableau](../../../glossary/tableau.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/easthaven.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Carte de base](../../../glossary/base_card.json), [Construction](../../../glossary/building.json), [Construire en descendant](../../../glossary/build_down.json), [Construire en montant](../../../glossary/build_up.json), [Construire par couleur](../../../glossary/build_by_suit.json), [Construire par couleur (rouge et noir) alternée](../../../glossary/build_alternate_colour.json), [Distribution sur chaque pile](../../../glossary/deal_to_each_pile.json), [Déplacement de suite](../../../glossary/sequence_move.json), [Fondation](../../../glossary/foundation.json), [Fondations hors jeu](../../../glossary/out_of_play.json), [Paquet standard](../../../glossary/standard_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Rois seulement sur une pile vide](../../../glossary/empty_king_only.json), [Tableau](../../../glossary/tableau.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/easthaven.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **level 3 of 5, not settled (the solver could not decide most deals)**. The solver proved 9 of deals 1 to 43 winnable and 5 lost from the start (29 left unknown): between 11.4% and 94.9% of the deals can be won (95% interval). The kit's players won: the random player 1/200, the greedy player 18/200, the lookahead player 9/200. The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **niveau 3 sur 5, non tranché (le solveur n'a pas pu décider la plupart des donnes)**. Le solveur a prouvé gagnables 9 des donnes 1 à 43 et perdues d'avance 5 (29 restées inconnues) : entre 11,4 % et 94,9 % des donnes peuvent être gagnées (intervalle à 95 %). Les joueurs du kit ont gagné : le joueur au hasard 1/200, le joueur glouton 18/200, le joueur qui anticipe 9/200. La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
q = PickTarget(example.position(), 'tableau1', 2)
display(show(example.position()))
q

# %% exercise="example1.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau2"]
### END SOLUTION
q.check(answer)

# %% exercise="example1.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Build down in alternate colours; a sequence moves as one unit.

# %% [markdown] lang="fr"
# **Regardez.** On construit en descendant en alternant les couleurs ; une suite se déplace d'un bloc.

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
q = PickTarget(example.position(), 'tableau2', 2)
display(show(example.position()))
q

# %% exercise="example2.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau1", "tableau4", "tableau5", "tableau6", "tableau7"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Only a King, or a sequence headed by a King, fills an empty pile.

# %% [markdown] lang="fr"
# **Regardez.** Seul un Roi, ou une suite commençant par un Roi, occupe une pile vide.

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
# **Which rule says no?** The engine refuses the move below. Name the rule before you read the engine's explanation.

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Le moteur refuse le coup ci-dessous. Nommez la règle avant de lire l'explication du moteur.

# %% exercise="example3.rule" part="ask"
example = examples(GAME)[2]
position = example.position()
q = WhichRule(position, 'deal', choices=["redeal", "deal_to_each_pile", "base_card"])
display(show(position))
q

# %% exercise="example3.rule" part="answer"
answer = ...  # ← your answer, one letter of the list, in quotes
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="example3.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** A pile is empty and the King of tableau 2 could fill it: the stock will not deal until it does.

# %% [markdown] lang="fr"
# **Regardez.** Une pile est vide et le Roi du tableau 2 pourrait la remplir : la pioche ne distribue pas tant qu'il ne l'a pas fait.

# %% exercise="example3.rule" part="reveal"
example = examples(GAME)[2]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ### 4. No King could usefully fill the empty pile (the King lies at the bottom of its pile): the stock deals, one face-up card onto each pile, the empty one included.

# %% [markdown] lang="fr"
# ### 4. Aucun Roi ne peut utilement remplir la pile vide (le Roi est au fond de sa pile) : la pioche distribue une carte face visible sur chaque pile, la pile vide comprise.

# %%
example = examples(GAME)[3]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ### 5. Fewer than seven cards are left in the tableau: the stock deals even though a King could fill the empty pile.

# %% [markdown] lang="fr"
# ### 5. Il reste moins de sept cartes au tableau : la pioche distribue même si un Roi pourrait remplir la pile vide.

# %%
example = examples(GAME)[4]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ### Position 6

# %% [markdown] lang="fr"
# ### Position 6

# %% [markdown] lang="en"
# **Which rule says no?** The engine refuses the move below. Name the rule before you read the engine's explanation.

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Le moteur refuse le coup ci-dessous. Nommez la règle avant de lire l'explication du moteur.

# %% exercise="example4.rule" part="ask"
example = examples(GAME)[5]
position = example.position()
q = WhichRule(position, 'f1-t2', choices=["deal_to_each_pile", "out_of_play", "redeal"])
display(show(position))
q

# %% exercise="example4.rule" part="answer"
answer = ...  # ← your answer, one letter of the list, in quotes
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="example4.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Foundations go up by suit from the Ace, and their cards are out of play.

# %% [markdown] lang="fr"
# **Regardez.** Les fondations montent par couleur depuis l'As, et leurs cartes sont hors jeu.

# %% exercise="example4.rule" part="reveal"
example = examples(GAME)[5]
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
# Send cards to the foundations while you can, since the next deal may bury them. But foundation cards never come back, so a card sent up too early may be missing later as a place to build on.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Montez les cartes sur les fondations tant que vous le pouvez, car la prochaine distribution risque de les recouvrir. Mais les cartes des fondations ne reviennent jamais : une carte montée trop tôt peut manquer plus tard pour y construire.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
