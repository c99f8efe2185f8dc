# %% [markdown] lang="en"
# # King Albert
#
# Nine piles from nine cards down to one and a reserve of seven: build down in alternate colours and uncover every card.
#
# *In the AisleRiot manual: « Le Roi Albert ».*

# %% [markdown] lang="fr"
# # Le Roi Albert
#
# Neuf piles de neuf cartes à une et une réserve de sept : construisez en descendant en alternant les couleurs et dégagez toutes les cartes.
#
# *Dans le manuel d'AisleRiot : « Le Roi Albert ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget
sn.set_lang("en")
GAME = "king_albert"

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
# ## What is different from FreeCell
#
# If you know FreeCell, start here: the engine compares the two declarations aspect by aspect and lists what differs, in the glossary's words.

# %% [markdown] lang="fr"
# ## Ce qui change par rapport à FreeCell
#
# Si vous connaissez FreeCell, commencez ici : le moteur compare les deux déclarations aspect par aspect et liste ce qui diffère, avec les mots du glossaire.

# %%
for line in differences(GAME, "freecell"):
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
# This game is made of these glossary entries: [Any card on an empty pile](../../../glossary/empty_any_card.json), [Base card](../../../glossary/base_card.json), [Build by alternate colour](../../../glossary/build_alternate_colour.json), [Build by suit](../../../glossary/build_by_suit.json), [Build down](../../../glossary/build_down.json), [Build up](../../../glossary/build_up.json), [Building](../../../glossary/building.json), [Foundation](../../../glossary/foundation.json), [Foundations in play](../../../glossary/in_play.json), [One card at a time](../../../glossary/single_card_move.json), [Reserve](../../../glossary/reserve.json), [Sequence move](../../../glossary/sequence_move.json), [Standard deck](../../../glossary/standard_deck.json), [Tableau](../../../glossary/tableau.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/king_albert.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Carte de base](../../../glossary/base_card.json), [Construction](../../../glossary/building.json), [Construire en descendant](../../../glossary/build_down.json), [Construire en montant](../../../glossary/build_up.json), [Construire par couleur](../../../glossary/build_by_suit.json), [Construire par couleur (rouge et noir) alternée](../../../glossary/build_alternate_colour.json), [Déplacement de suite](../../../glossary/sequence_move.json), [Fondation](../../../glossary/foundation.json), [Fondations en jeu](../../../glossary/in_play.json), [N'importe quelle carte sur une pile vide](../../../glossary/empty_any_card.json), [Paquet standard](../../../glossary/standard_deck.json), [Réserves](../../../glossary/reserve.json), [Tableau](../../../glossary/tableau.json), [Une carte à la fois](../../../glossary/single_card_move.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/king_albert.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **easy, level 2 of 5**. The solver proved 79 of deals 1 to 100 winnable and 18 lost from the start (3 left unknown): between 70% and 88.3% of the deals can be won (95% interval). The kit's players won: the random player 0/200, the greedy player 53/200, the lookahead player 31/55. The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **facile, niveau 2 sur 5**. Le solveur a prouvé gagnables 79 des donnes 1 à 100 et perdues d'avance 18 (3 restées inconnues) : entre 70 % et 88,3 % des donnes peuvent être gagnées (intervalle à 95 %). Les joueurs du kit ont gagné : le joueur au hasard 0/200, le joueur glouton 53/200, le joueur qui anticipe 31/55. La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
q = PickTarget(example.position(), 'tableau1', 3)
display(show(example.position()))
q

# %% exercise="example1.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau2", "tableau5", "tableau6", "tableau7", "tableau8", "tableau9"]
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
q = PickTarget(example.position(), 'tableau1', 2)
display(show(example.position()))
q

# %% exercise="example2.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau2", "tableau3", "tableau4", "tableau5", "tableau6", "tableau7", "tableau8", "tableau9"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Any card or sequence may fill an empty pile.

# %% [markdown] lang="fr"
# **Regardez.** N'importe quelle carte ou suite peut occuper une pile vide.

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
q = PickTarget(example.position(), 'reserve1', 1)
display(show(example.position()))
q

# %% exercise="example3.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau1", "tableau2", "tableau3", "tableau4", "tableau5", "tableau6", "tableau7", "tableau8", "tableau9"]
### END SOLUTION
q.check(answer)

# %% exercise="example3.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Reserve cards play onto the tableau or the foundations; nothing goes onto a reserve.

# %% [markdown] lang="fr"
# **Regardez.** Les cartes de la réserve vont au tableau ou sur les fondations ; rien ne va sur une réserve.

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
answer = ["foundation1", "tableau4", "tableau5", "tableau6", "tableau7", "tableau8", "tableau9"]
### END SOLUTION
q.check(answer)

# %% exercise="example4.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Foundations build up by suit from the Ace; their top card stays in play.

# %% [markdown] lang="fr"
# **Regardez.** Les fondations montent dans la même couleur à partir de l'As ; leur carte du dessus reste en jeu.

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
# Uncovering new cards comes before everything else. Remember that an empty pile takes any card or sequence, which makes it your best tool for reaching buried cards.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Dégager de nouvelles cartes passe avant tout. Rappelez-vous qu'une pile vide accepte n'importe quelle carte ou suite : c'est le meilleur outil pour atteindre les cartes enfouies.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
