# %% [markdown] lang="en"
# # King's Audience
#
# Sixteen cells around the audience chamber: seat each King with his Queen on a throne, open a foundation with an Ace and its Jack, then build down to the Two.
#
# *In the AisleRiot manual: « L'audience des rois ».*

# %% [markdown] lang="fr"
# # L'audience des rois
#
# Seize cases autour de la chambre d'audience : installez chaque Roi avec sa Dame sur un trône, ouvrez une fondation avec un As et son Valet, puis descendez jusqu'au Deux.
#
# *Dans le manuel d'AisleRiot : « L'audience des rois ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget, WhichRule
sn.set_lang("en")
GAME = "kings_audience"

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
# ## What is different from Carpet
#
# If you know Carpet, start here: the engine compares the two declarations aspect by aspect and lists what differs, in the glossary's words.

# %% [markdown] lang="fr"
# ## Ce qui change par rapport à Tapis
#
# Si vous connaissez Tapis, commencez ici : le moteur compare les deux déclarations aspect par aspect et liste ce qui diffère, avec les mots du glossaire.

# %%
for line in differences(GAME, "carpet"):
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
# This game is made of these glossary entries: [Automatic filling of empty piles](../../../glossary/empty_auto_fill.json), [Build by suit](../../../glossary/build_by_suit.json), [Build down](../../../glossary/build_down.json), [Building](../../../glossary/building.json), [Deal to the waste](../../../glossary/deal_to_waste.json), [Foundation](../../../glossary/foundation.json), [Foundations out of play](../../../glossary/out_of_play.json), [Pair removal](../../../glossary/pair_removal.json), [Redeal](../../../glossary/redeal.json), [Reserve](../../../glossary/reserve.json), [Standard deck](../../../glossary/standard_deck.json), [Stock](../../../glossary/stock.json), [Waste](../../../glossary/waste.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/kings_audience.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Construction](../../../glossary/building.json), [Construire en descendant](../../../glossary/build_down.json), [Construire par couleur](../../../glossary/build_by_suit.json), [Distribution sur la défausse](../../../glossary/deal_to_waste.json), [Défausse](../../../glossary/waste.json), [Fondation](../../../glossary/foundation.json), [Fondations hors jeu](../../../glossary/out_of_play.json), [Paquet standard](../../../glossary/standard_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Remplissage automatique des piles vides](../../../glossary/empty_auto_fill.json), [Retrait par paires](../../../glossary/pair_removal.json), [Réserves](../../../glossary/reserve.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/kings_audience.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **medium, level 3 of 5**. The solver proved 9 of deals 1 to 23 winnable and 4 lost from the start (10 left unknown): between 22.2% and 93% of the deals can be won (95% interval). The kit's players won: the random player 12/200, the greedy player 25/200, the lookahead player 9/36. The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **moyen, niveau 3 sur 5**. Le solveur a prouvé gagnables 9 des donnes 1 à 23 et perdues d'avance 4 (10 restées inconnues) : entre 22,2 % et 93 % des donnes peuvent être gagnées (intervalle à 95 %). Les joueurs du kit ont gagné : le joueur au hasard 12/200, le joueur glouton 25/200, le joueur qui anticipe 9/36. La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
answer = ["reserve2"]
### END SOLUTION
q.check(answer)

# %% exercise="example1.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** A King and the Queen of its suit go together to a throne: K♥ on Q♥ (or Q♥ on KH). K♠ and Q♥ are not of the same suit, and a King and a Jack make no pair.

# %% [markdown] lang="fr"
# **Regardez.** Un Roi et la Dame de sa couleur partent ensemble sur un trône : R♥ sur D♥ (ou D♥ sur KH). R♠ et D♥ ne sont pas de la même couleur, et un Roi avec un Valet ne forment pas de paire.

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
answer = ["reserve5"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** An Ace and the Jack of its suit go together to an empty foundation, the Jack on top; the waste's top card pairs too. The emptied cell takes the next waste card.

# %% [markdown] lang="fr"
# **Regardez.** Un As et le Valet de sa couleur partent ensemble sur une fondation vide, le Valet dessus ; la carte du dessus de la défausse forme aussi des paires. La case vidée reçoit la carte suivante de la défausse.

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
answer = ["foundation1"]
### END SOLUTION
q.check(answer)

# %% exercise="example3.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** A foundation opened by a Jack is built down in suit: 10♦ goes on J♦, not 10♣; nothing goes on an empty foundation or a throne.

# %% [markdown] lang="fr"
# **Regardez.** Une fondation ouverte par un Valet se construit en descendant dans la couleur : 10♦ va sur V♦, pas 10♣ ; rien ne va sur une fondation vide ni sur un trône.

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
# **Which rule says no?** The engine refuses the move below. Name the rule before you read the engine's explanation.

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Le moteur refuse le coup ci-dessous. Nommez la règle avant de lire l'explication du moteur.

# %% exercise="example4.rule" part="ask"
example = examples(GAME)[3]
position = example.position()
q = WhichRule(position, 'r1-r2')
display(show(position))
q

# %% exercise="example4.rule" part="answer"
answer = ...  # ← your answer, the rule's name, in words
### BEGIN SOLUTION
answer = "kings_audience_pair"
### END SOLUTION
q.check(answer)

# %% exercise="example4.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Cells take nothing by a move: a card goes only onto its partner or a foundation. Cards on the foundations and thrones never move again.

# %% [markdown] lang="fr"
# **Regardez.** Les cases ne reçoivent rien par un coup : une carte ne va que sur sa partenaire ou sur une fondation. Les cartes des fondations et des trônes ne bougent plus.

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
q = WhichRule(position, 'redeal', choices=["deal_to_waste", "pair_removal", "redeal"])
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
# **Now look.** A click turns one card onto the waste; an empty stock is not dealt again.

# %% [markdown] lang="fr"
# **Regardez.** Un clic retourne une carte sur la défausse ; une pioche vide n'est pas redistribuée.

# %% exercise="example5.rule" part="reveal"
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
# The game is almost all luck, and the manual offers no advice. Still, make each pair as soon as both its cards are in reach: the cells it frees refill from the waste and bring more cards into play.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# La partie dépend presque entièrement de la chance, et le manuel ne donne aucun conseil. Formez tout de même chaque paire dès que ses deux cartes sont accessibles : les cases libérées se remplissent depuis la défausse et mettent plus de cartes en jeu.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
