# %% [markdown] lang="en"
# # Union Square
#
# Two decks, a square of sixteen piles: build each pile up or down by suit and take every suit up to the King and back down to the Ace.
#
# *In the AisleRiot manual: « Union Square ».*

# %% [markdown] lang="fr"
# # Union Square
#
# Deux paquets, un carré de seize piles : construisez chaque pile en montant ou en descendant dans la même couleur et menez chaque couleur jusqu'au Roi puis de nouveau jusqu'à l'As.
#
# *Dans le manuel d'AisleRiot : « Union Square ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget
sn.set_lang("en")
GAME = "union_square"

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
# ## What is different from Forty Thieves
#
# If you know Forty Thieves, start here: the engine compares the two declarations aspect by aspect and lists what differs, in the glossary's words.

# %% [markdown] lang="fr"
# ## Ce qui change par rapport aux quarante voleurs
#
# Si vous connaissez les quarante voleurs, commencez ici : le moteur compare les deux déclarations aspect par aspect et liste ce qui diffère, avec les mots du glossaire.

# %%
for line in differences(GAME, "forty_thieves"):
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
# This game is made of these glossary entries: [Any card on an empty pile](../../../glossary/empty_any_card.json), [Base card](../../../glossary/base_card.json), [Build by suit](../../../glossary/build_by_suit.json), [Build up](../../../glossary/build_up.json), [Build up or down](../../../glossary/build_up_or_down.json), [Building](../../../glossary/building.json), [Deal to the waste](../../../glossary/deal_to_waste.json), [Double deck](../../../glossary/double_deck.json), [Foundation](../../../glossary/foundation.json), [Foundations out of play](../../../glossary/out_of_play.json), [One card at a time](../../../glossary/single_card_move.json), [Redeal](../../../glossary/redeal.json), [Stock](../../../glossary/stock.json), [Tableau](../../../glossary/tableau.json), [Waste](../../../glossary/waste.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/union_square.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Carte de base](../../../glossary/base_card.json), [Construction](../../../glossary/building.json), [Construire en montant](../../../glossary/build_up.json), [Construire en montant ou en descendant](../../../glossary/build_up_or_down.json), [Construire par couleur](../../../glossary/build_by_suit.json), [Distribution sur la défausse](../../../glossary/deal_to_waste.json), [Défausse](../../../glossary/waste.json), [Fondation](../../../glossary/foundation.json), [Fondations hors jeu](../../../glossary/out_of_play.json), [N'importe quelle carte sur une pile vide](../../../glossary/empty_any_card.json), [Paquet double](../../../glossary/double_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Tableau](../../../glossary/tableau.json), [Une carte à la fois](../../../glossary/single_card_move.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/union_square.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **very easy, level 1 of 5**. The solver proved 3 of deals 1 to 3 winnable and 0 lost from the start (0 left unknown): between 43.9% and 100% of the deals can be won (95% interval). The kit's players won: the random player 13/200, the greedy player 61/200, the lookahead player 3/3. The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **très facile, niveau 1 sur 5**. Le solveur a prouvé gagnables 3 des donnes 1 à 3 et perdues d'avance 0 (0 restées inconnues) : entre 43,9 % et 100 % des donnes peuvent être gagnées (intervalle à 95 %). Les joueurs du kit ont gagné : le joueur au hasard 13/200, le joueur glouton 61/200, le joueur qui anticipe 3/3. La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
q = PickTarget(example.position(), 'tableau2', 1)
display(show(example.position()))
q

# %% exercise="example1.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau1", "tableau5", "tableau6", "tableau7", "tableau8", "tableau9", "tableau10", "tableau11", "tableau12", "tableau13", "tableau14", "tableau15", "tableau16"]
### END SOLUTION
q.check(answer)

# %% exercise="example1.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** On a single card, build up or down by suit.

# %% [markdown] lang="fr"
# **Regardez.** Sur une carte seule, on construit en montant ou en descendant dans la même couleur.

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
q = PickTarget(example.position(), 'tableau2', 1)
display(show(example.position()))
q

# %% exercise="example2.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau1", "tableau4", "tableau5", "tableau6", "tableau7", "tableau8", "tableau9", "tableau10", "tableau11", "tableau12", "tableau13", "tableau14", "tableau15", "tableau16"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Once a pile has two cards it keeps their direction: 8♥ on 7♥ goes up, so 9♥ may follow and 7♥ may not.

# %% [markdown] lang="fr"
# **Regardez.** Dès qu'une pile a deux cartes, elle garde leur sens : 8♥ sur 7♥ monte, donc 9♥ peut suivre et 7♥ non.

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
q = PickTarget(example.position(), 'tableau1', 1)
display(show(example.position()))
q

# %% exercise="example3.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau2", "tableau4", "tableau5", "tableau6", "tableau7", "tableau8", "tableau9", "tableau10", "tableau11", "tableau12", "tableau13", "tableau14", "tableau15", "tableau16"]
### END SOLUTION
q.check(answer)

# %% exercise="example3.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** One card at a time; any card fills an empty pile; the waste's top card plays.

# %% [markdown] lang="fr"
# **Regardez.** Une carte à la fois ; n'importe quelle carte occupe une pile vide ; la carte du dessus de la défausse se joue.

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
answer = ["foundation1", "tableau2", "tableau6", "tableau7", "tableau8", "tableau9", "tableau10", "tableau11", "tableau12", "tableau13", "tableau14", "tableau15", "tableau16"]
### END SOLUTION
q.check(answer)

# %% exercise="example4.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Each suit has one foundation: Ace up to King, the other King, then down to the other Ace.

# %% [markdown] lang="fr"
# **Regardez.** Chaque enseigne a une fondation : de l'As au Roi, l'autre Roi, puis en descendant jusqu'à l'autre As.

# %% exercise="example4.where" part="reveal"
example = examples(GAME)[3]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ### 5. The stock deals one card at a time; there is no redeal.

# %% [markdown] lang="fr"
# ### 5. La pioche donne une carte à la fois ; pas de redistribution.

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
# A pile holding a single card accepts the next card of its suit either up or down, so don't fix a pile's direction before you need to. Make good use of empty piles to place cards, and be patient: each foundation climbs to the King and then comes back down to the Ace.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Une pile d'une seule carte accepte la carte suivante de sa couleur en montant comme en descendant : ne fixez pas le sens d'une pile avant d'en avoir besoin. Servez-vous bien des piles vides pour placer des cartes, et soyez patient : chaque fondation monte jusqu'au Roi puis redescend jusqu'à l'As.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
