# %% [markdown] lang="en"
# # Lady Jane
#
# Klondike's staircase beside seven reserves fed by the stock; the first foundation card sets the base rank, and empty piles take the rank just below it.
#
# *In the AisleRiot manual: « Mademoiselle Jane ».*

# %% [markdown] lang="fr"
# # Mademoiselle Jane
#
# L'escalier du Klondike à côté de sept réserves alimentées par la pioche ; la première carte de fondation fixe le rang de base, et les piles vides prennent le rang juste en dessous.
#
# *Dans le manuel d'AisleRiot : « Mademoiselle Jane ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget, WhichRule
sn.set_lang("en")
GAME = "lady_jane"

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
# This game is made of these glossary entries: [Base card](../../../glossary/base_card.json), [Build by alternate colour](../../../glossary/build_alternate_colour.json), [Build by suit](../../../glossary/build_by_suit.json), [Build down](../../../glossary/build_down.json), [Build up](../../../glossary/build_up.json), [Building](../../../glossary/building.json), [Deal to each pile](../../../glossary/deal_to_each_pile.json), [Foundation](../../../glossary/foundation.json), [Foundations in play](../../../glossary/in_play.json), [One card at a time](../../../glossary/single_card_move.json), [Redeal](../../../glossary/redeal.json), [Reserve](../../../glossary/reserve.json), [Sequence move](../../../glossary/sequence_move.json), [Standard deck](../../../glossary/standard_deck.json), [Stock](../../../glossary/stock.json), [Tableau](../../../glossary/tableau.json), [Waste](../../../glossary/waste.json), [Wrap-around](../../../glossary/wrap.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/lady_jane.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Carte de base](../../../glossary/base_card.json), [Construction](../../../glossary/building.json), [Construire en descendant](../../../glossary/build_down.json), [Construire en montant](../../../glossary/build_up.json), [Construire par couleur](../../../glossary/build_by_suit.json), [Construire par couleur (rouge et noir) alternée](../../../glossary/build_alternate_colour.json), [Distribution sur chaque pile](../../../glossary/deal_to_each_pile.json), [Défausse](../../../glossary/waste.json), [Déplacement de suite](../../../glossary/sequence_move.json), [Enchaînement Roi-As](../../../glossary/wrap.json), [Fondation](../../../glossary/foundation.json), [Fondations en jeu](../../../glossary/in_play.json), [Paquet standard](../../../glossary/standard_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Réserves](../../../glossary/reserve.json), [Tableau](../../../glossary/tableau.json), [Une carte à la fois](../../../glossary/single_card_move.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/lady_jane.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **easy, level 2 of 5**. The solver proved 14 of deals 1 to 18 winnable and 0 lost from the start (4 left unknown): between 54.8% and 100% of the deals can be won (95% interval). The kit's players won: the random player 0/200, the greedy player 82/200, the lookahead player 33/58. The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **facile, niveau 2 sur 5**. Le solveur a prouvé gagnables 14 des donnes 1 à 18 et perdues d'avance 0 (4 restées inconnues) : entre 54,8 % et 100 % des donnes peuvent être gagnées (intervalle à 95 %). Les joueurs du kit ont gagné : le joueur au hasard 0/200, le joueur glouton 82/200, le joueur qui anticipe 33/58. La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
q = PickTarget(example.position(), 'tableau1', 1)
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
# **Now look.** Build down in alternating colours: 7♥ goes on 8♠, not on 8♦; a King may go on an Ace of the other colour.

# %% [markdown] lang="fr"
# **Regardez.** On construit en descendant en alternant les couleurs : 7♥ va sur 8♠, pas sur 8♦ ; un Roi peut aller sur un As de l'autre couleur.

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
q = PickTarget(example.position(), 'tableau1', 1)
display(show(example.position()))
q

# %% exercise="example2.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau4", "tableau5", "tableau6", "tableau7"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Base rank Five: nothing may be built on a Five in the tableau, so 4♠ cannot go on 5♥.

# %% [markdown] lang="fr"
# **Regardez.** Rang de base Cinq : on ne construit rien sur un Cinq au tableau, donc 4♠ ne peut pas aller sur 5♥.

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
q = PickTarget(example.position(), 'tableau1', 3)
display(show(example.position()))
q

# %% exercise="example3.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau2"]
### END SOLUTION
q.check(answer)

# %% exercise="example3.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** A built sequence moves together.

# %% [markdown] lang="fr"
# **Regardez.** Une suite construite se déplace d'un bloc.

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
q = PickTarget(example.position(), 'tableau2', 2)
display(show(example.position()))
q

# %% exercise="example4.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau1", "tableau4", "tableau5", "tableau6", "tableau7"]
### END SOLUTION
q.check(answer)

# %% exercise="example4.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Base rank Five: an empty pile takes only a Four, or a sequence headed by a Four.

# %% [markdown] lang="fr"
# **Regardez.** Rang de base Cinq : une pile vide ne prend qu'un Quatre, ou une suite qui commence par un Quatre.

# %% exercise="example4.where" part="reveal"
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
# **Predict, then check.** Before you look at the table lit up, say where the cards described below may go.

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Avant de regarder la table éclairée, dites où peuvent aller les cartes décrites ci-dessous.

# %% exercise="example5.where" part="ask"
example = examples(GAME)[4]
q = PickTarget(example.position(), 'reserve1', 1)
display(show(example.position()))
q

# %% exercise="example5.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau1"]
### END SOLUTION
q.check(answer)

# %% exercise="example5.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Reserve cards go to the tableau or a foundation; nothing is placed on a reserve.

# %% [markdown] lang="fr"
# **Regardez.** Les cartes des réserves vont au tableau ou sur une fondation ; on ne pose rien sur une réserve.

# %% exercise="example5.where" part="reveal"
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

# %% exercise="example6.rule" part="ask"
example = examples(GAME)[5]
position = example.position()
q = WhichRule(position, 't3-f3', choices=["deal_to_each_pile", "base_card", "redeal"])
display(show(position))
q

# %% exercise="example6.rule" part="answer"
answer = ...  # ← your answer, one letter of the list, in quotes
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="example6.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Foundations start with the base rank (here Five) and go up by suit, an Ace after a King; their top card may come back to the tableau.

# %% [markdown] lang="fr"
# **Regardez.** Les fondations commencent au rang de base (ici Cinq) et montent par couleur, l'As après le Roi ; leur carte du dessus peut revenir au tableau.

# %% exercise="example6.rule" part="reveal"
example = examples(GAME)[5]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ### Position 7

# %% [markdown] lang="fr"
# ### Position 7

# %% [markdown] lang="en"
# **Which rule says no?** The engine refuses the move below. Name the rule before you read the engine's explanation.

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Le moteur refuse le coup ci-dessous. Nommez la règle avant de lire l'explication du moteur.

# %% exercise="example7.rule" part="ask"
example = examples(GAME)[6]
position = example.position()
q = WhichRule(position, 's-t1', choices=["deal_to_each_pile", "redeal", "stock"])
display(show(position))
q

# %% exercise="example7.rule" part="answer"
answer = ...  # ← your answer, one letter of the list, in quotes
### BEGIN SOLUTION
answer = "c"
### END SOLUTION
q.check(answer)

# %% exercise="example7.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** With two cards left, the stock click lays both open: one on the waste, one face up on the stock; each may then be played.

# %% [markdown] lang="fr"
# **Regardez.** Quand il reste deux cartes, le clic sur la pioche les rend jouables toutes les deux : l'une sur la défausse, l'autre face visible sur la pioche.

# %% exercise="example7.rule" part="reveal"
example = examples(GAME)[6]
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
# The deeper a card lies, the harder it is to reach. Play cards off the reserves whenever you can, before the next deal covers them.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Plus une carte est enfouie, plus elle est difficile à atteindre. Jouez les cartes des réserves dès que possible, avant que la distribution suivante ne les recouvre.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
