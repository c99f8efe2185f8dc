# %% [markdown] lang="en"
# # Hopscotch
#
# A, 2, 3, 4 of clubs start four foundations built up by ones, twos, threes and fours; each stock card goes to a foundation or onto one of four reserves.
#
# *In the AisleRiot manual: « Hopscotch ».*

# %% [markdown] lang="fr"
# # Hopscotch
#
# L'As, le Deux, le Trois et le Quatre de trèfle commencent quatre fondations qui montent de un, deux, trois et quatre en quatre ; chaque carte de la pioche va sur une fondation ou sur l'une des quatre réserves.
#
# *Dans le manuel d'AisleRiot : « Hopscotch ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget
sn.set_lang("en")
GAME = "hopscotch"

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
# This game is made of these glossary entries: [Build regardless of suit](../../../glossary/build_regardless_of_suit.json), [Build up](../../../glossary/build_up.json), [Build up by N](../../../glossary/build_up_by.json), [Building](../../../glossary/building.json), [Foundation](../../../glossary/foundation.json), [Foundations out of play](../../../glossary/out_of_play.json), [One card at a time](../../../glossary/single_card_move.json), [One-card waste](../../../glossary/one_card_waste.json), [Redeal](../../../glossary/redeal.json), [Reserve](../../../glossary/reserve.json), [Reserve fed from the waste](../../../glossary/reserve_from_waste.json), [Standard deck](../../../glossary/standard_deck.json), [Stock](../../../glossary/stock.json), [Waste](../../../glossary/waste.json), [Wrap-around](../../../glossary/wrap.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/hopscotch.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Construction](../../../glossary/building.json), [Construire en montant](../../../glossary/build_up.json), [Construire en montant de N](../../../glossary/build_up_by.json), [Construire quelle que soit la couleur](../../../glossary/build_regardless_of_suit.json), [Défausse](../../../glossary/waste.json), [Défausse d'une seule carte](../../../glossary/one_card_waste.json), [Enchaînement Roi-As](../../../glossary/wrap.json), [Fondation](../../../glossary/foundation.json), [Fondations hors jeu](../../../glossary/out_of_play.json), [Paquet standard](../../../glossary/standard_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Réserve alimentée par la défausse](../../../glossary/reserve_from_waste.json), [Réserves](../../../glossary/reserve.json), [Une carte à la fois](../../../glossary/single_card_move.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/hopscotch.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **level 3 of 5, not settled (the solver could not decide most deals)**. The solver proved 1 of deals 1 to 49 winnable and 0 lost from the start (48 left unknown): between 0.4% and 100% of the deals can be won (95% interval). The kit's players won: the random player 0/200, the greedy player 0/200, the lookahead player 0/118. The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **niveau 3 sur 5, non tranché (le solveur n'a pas pu décider la plupart des donnes)**. Le solveur a prouvé gagnables 1 des donnes 1 à 49 et perdues d'avance 0 (48 restées inconnues) : entre 0,4 % et 100 % des donnes peuvent être gagnées (intervalle à 95 %). Les joueurs du kit ont gagné : le joueur au hasard 0/200, le joueur glouton 0/200, le joueur qui anticipe 0/118. La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
answer = ["foundation3", "reserve1", "reserve2", "reserve3", "reserve4"]
### END SOLUTION
q.check(answer)

# %% exercise="example1.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Foundation n builds up by n whatever the suits: 2 on the Ace, 4 on the Two, 6 on the Three, 8 on the Four.

# %% [markdown] lang="fr"
# **Regardez.** La fondation n monte de n en n quelles que soient les couleurs : 2 sur l'As, 4 sur le Deux, 6 sur le Trois, 8 sur le Quatre.

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
answer = ["foundation2"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** An Ace follows a King: after Q on the second foundation comes the Ace, after J on the fourth comes the Two.

# %% [markdown] lang="fr"
# **Regardez.** L'As suit le Roi : après la D sur la deuxième fondation vient l'As, après le V sur la quatrième vient le Deux.

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
answer = ["reserve1", "reserve2", "reserve3", "reserve4"]
### END SOLUTION
q.check(answer)

# %% exercise="example3.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** The waste holds one card; a reserve takes any card, but only from the waste, and gives its top card to the foundations only.

# %% [markdown] lang="fr"
# **Regardez.** La défausse contient une carte ; une réserve prend n'importe quelle carte, mais seulement de la défausse, et ne donne sa carte du dessus qu'aux fondations.

# %% exercise="example3.where" part="reveal"
example = examples(GAME)[2]
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
# Skill matters more than luck here: before putting a card on a reserve, think about the cards it will cover, and avoid burying one you will soon need. Consider keeping one reserve for Kings, the last card of every foundation.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Ici, l'habileté compte plus que la chance : avant de poser une carte sur une réserve, pensez aux cartes qu'elle va recouvrir et évitez d'enfouir une carte dont vous aurez bientôt besoin. Pensez à garder une réserve pour les Rois, la dernière carte de chaque fondation.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
