# %% [markdown] lang="en"
# # Saratoga
#
# Klondike with every card of the tableau face up: no hidden card, a little less luck.
#
# *In the AisleRiot manual: « Saratoga ».*

# %% [markdown] lang="fr"
# # Saratoga
#
# Un Klondike dont toutes les cartes du tableau sont visibles : aucune carte cachée, un peu moins de chance.
#
# *Dans le manuel d'AisleRiot : « Saratoga ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget, WhichRule
sn.set_lang("en")
GAME = "saratoga"

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
# This game is made of these glossary entries: [Base card](../../../glossary/base_card.json), [Build by alternate colour](../../../glossary/build_alternate_colour.json), [Build by suit](../../../glossary/build_by_suit.json), [Build down](../../../glossary/build_down.json), [Build up](../../../glossary/build_up.json), [Building](../../../glossary/building.json), [Deal to the waste](../../../glossary/deal_to_waste.json), [Foundation](../../../glossary/foundation.json), [Foundations in play](../../../glossary/in_play.json), [Kings only on an empty pile](../../../glossary/empty_king_only.json), [Redeal](../../../glossary/redeal.json), [Sequence move](../../../glossary/sequence_move.json), [Standard deck](../../../glossary/standard_deck.json), [Stock](../../../glossary/stock.json), [Tableau](../../../glossary/tableau.json), [Waste](../../../glossary/waste.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/saratoga.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Carte de base](../../../glossary/base_card.json), [Construction](../../../glossary/building.json), [Construire en descendant](../../../glossary/build_down.json), [Construire en montant](../../../glossary/build_up.json), [Construire par couleur](../../../glossary/build_by_suit.json), [Construire par couleur (rouge et noir) alternée](../../../glossary/build_alternate_colour.json), [Distribution sur la défausse](../../../glossary/deal_to_waste.json), [Défausse](../../../glossary/waste.json), [Déplacement de suite](../../../glossary/sequence_move.json), [Fondation](../../../glossary/foundation.json), [Fondations en jeu](../../../glossary/in_play.json), [Paquet standard](../../../glossary/standard_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Rois seulement sur une pile vide](../../../glossary/empty_king_only.json), [Tableau](../../../glossary/tableau.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/saratoga.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **easy, level 2 of 5**. The solver proved 6 of deals 1 to 9 winnable and 0 lost from the start (3 left unknown): between 35.4% and 100% of the deals can be won (95% interval). The kit's players won: the random player 0/200, the greedy player 50/200, the lookahead player 9/22. The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **facile, niveau 2 sur 5**. Le solveur a prouvé gagnables 6 des donnes 1 à 9 et perdues d'avance 0 (3 restées inconnues) : entre 35,4 % et 100 % des donnes peuvent être gagnées (intervalle à 95 %). Les joueurs du kit ont gagné : le joueur au hasard 0/200, le joueur glouton 50/200, le joueur qui anticipe 9/22. La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
q = PickTarget(example.position(), 'tableau1', 4)
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
# **Now look.** Everything is face up, so a long sequence can be moved from deep in a pile.

# %% [markdown] lang="fr"
# **Regardez.** Tout est visible : on peut déplacer une longue suite prise au fond d'une pile.

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
q = WhichRule(position, 't2-f1', choices=["build_by_suit", "deal_to_waste", "redeal"])
display(show(position))
q

# %% exercise="example3.rule" part="answer"
answer = ...  # ← your answer, one letter of the list, in quotes
### BEGIN SOLUTION
answer = "a"
### END SOLUTION
q.check(answer)

# %% exercise="example3.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Foundations go up by suit from the Ace; their top card may come back to the tableau.

# %% [markdown] lang="fr"
# **Regardez.** Les fondations montent par couleur depuis l'As ; leur carte du dessus peut revenir au tableau.

# %% exercise="example3.rule" part="reveal"
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
# **Which rule says no?** The engine refuses the move below. Name the rule before you read the engine's explanation.

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Le moteur refuse le coup ci-dessous. Nommez la règle avant de lire l'explication du moteur.

# %% exercise="example4.rule" part="ask"
example = examples(GAME)[3]
position = example.position()
q = WhichRule(position, 'w-f1', choices=["deal_to_waste", "base_card", "redeal"])
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
# **Now look.** One card at a time from the stock; the waste is turned over when the stock is empty (twice, as the manual says).

# %% [markdown] lang="fr"
# **Regardez.** Une carte à la fois depuis la pioche ; la défausse est retournée quand la pioche est vide (deux fois, comme le dit le manuel).

# %% exercise="example4.rule" part="reveal"
example = examples(GAME)[3]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ### Position 5

# %% [markdown] lang="fr"
# ### Position 5

# %% [markdown] lang="en"
# **Which rule says no?** The engine refuses the move below. Name the rule before you read the engine's explanation.

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Le moteur refuse le coup ci-dessous. Nommez la règle avant de lire l'explication du moteur.

# %% exercise="example5.rule" part="ask"
example = examples(GAME)[4]
position = example.position()
q = WhichRule(position, 'redeal', choices=["deal_to_waste", "base_card", "redeal"])
display(show(position))
q

# %% exercise="example5.rule" part="answer"
answer = ...  # ← your answer, one letter of the list, in quotes
### BEGIN SOLUTION
answer = "c"
### END SOLUTION
q.check(answer)

# %% exercise="example5.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Three-card option: a click turns up to three cards.

# %% [markdown] lang="fr"
# **Regardez.** Option à trois cartes : un clic retourne jusqu'à trois cartes.

# %% exercise="example5.rule" part="reveal"
example = examples(GAME)[4]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ## Options
#
# Options are chosen when the game starts, as in AisleRiot: `sn.new_game(GAME, deal=..., option=value)`.
#
# - `draw`: 1, 3 (default `1`) — cards turned per click (3: AisleRiot's 'Three card deals' option)
# - `redeals`: 2, 'unlimited' (default `2`) — redeals (2 as in the manual; 'unlimited' as in AisleRiot's code)

# %% [markdown] lang="fr"
# ## Options
#
# Les options se choisissent au début de la partie, comme dans AisleRiot : `sn.new_game(GAME, deal=..., option=valeur)`.
#
# - `draw` : 1, 3 (par défaut `1`) — cartes retournées par clic (3 : l'option « Distribuer trois cartes » d'AisleRiot)
# - `redeals` : 2, 'unlimited' (par défaut `2`) — redistributions (2 comme dans le manuel ; 'unlimited' comme dans le code d'AisleRiot)

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
# Don't give up too soon: when the game looks lost, try every move, even unlikely ones. Taking a card back from a foundation (foundations stay in play) and rearranging a sequence around it can free the card you are missing.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# N'abandonnez pas trop tôt : quand la partie semble perdue, essayez tous les coups, même les moins évidents. Reprendre une carte d'une fondation (elles restent en jeu) et réorganiser une suite autour d'elle peut libérer la carte qui vous manque.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
