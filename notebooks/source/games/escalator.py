# %% [markdown] lang="en"
# # Escalator
#
# Elevator with every card in sight: plan whole runs up and down through the pyramid onto the waste.
#
# *In the AisleRiot manual: « L'escalier roulant ».*

# %% [markdown] lang="fr"
# # L'escalier roulant
#
# L'ascenseur avec toutes les cartes en vue : prévoyez des suites entières, en montant et en descendant, de la pyramide vers la défausse.
#
# *Dans le manuel d'AisleRiot : « L'escalier roulant ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget, WhichRule
sn.set_lang("en")
GAME = "escalator"

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
# ## What is different from Elevator
#
# If you know Elevator, start here: the engine compares the two declarations aspect by aspect and lists what differs, in the glossary's words.

# %% [markdown] lang="fr"
# ## Ce qui change par rapport à l'ascenseur
#
# Si vous connaissez l'ascenseur, commencez ici : le moteur compare les deux déclarations aspect par aspect et liste ce qui diffère, avec les mots du glossaire.

# %%
for line in differences(GAME, "elevator"):
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
# This game is made of these glossary entries: [Build regardless of suit](../../../glossary/build_regardless_of_suit.json), [Build up or down](../../../glossary/build_up_or_down.json), [Building](../../../glossary/building.json), [Building on the waste](../../../glossary/waste_building.json), [Deal to the waste](../../../glossary/deal_to_waste.json), [Free card](../../../glossary/free_card.json), [Redeal](../../../glossary/redeal.json), [Standard deck](../../../glossary/standard_deck.json), [Stock](../../../glossary/stock.json), [Tableau](../../../glossary/tableau.json), [Waste](../../../glossary/waste.json), [Wrap-around](../../../glossary/wrap.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/escalator.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Carte libre](../../../glossary/free_card.json), [Construction](../../../glossary/building.json), [Construire en montant ou en descendant](../../../glossary/build_up_or_down.json), [Construire quelle que soit la couleur](../../../glossary/build_regardless_of_suit.json), [Construire sur la défausse](../../../glossary/waste_building.json), [Distribution sur la défausse](../../../glossary/deal_to_waste.json), [Défausse](../../../glossary/waste.json), [Enchaînement Roi-As](../../../glossary/wrap.json), [Paquet standard](../../../glossary/standard_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Tableau](../../../glossary/tableau.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/escalator.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **hard**. Measured by the kit's own players on deals 1 to 200, wins with their 95% interval: greedy player 8/200 (2%–7.7%), random player 0/200 (0%–1.9%). The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **difficile**. Mesurée par les joueurs du kit sur les donnes 1 à 200, victoires avec leur intervalle à 95 % : joueur glouton 8/200 (2 %–7,7 %), joueur au hasard 0/200 (0 %–1,9 %). La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
q = PickTarget(example.position(), 'tableau22', 1)
display(show(example.position()))
q

# %% exercise="example1.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["waste"]
### END SOLUTION
q.check(answer)

# %% exercise="example1.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** A free card goes onto the waste one rank above or below its top card, whatever the suit: the Nine or the Jack on the Ten, not the Queen.

# %% [markdown] lang="fr"
# **Regardez.** Une carte libre va sur la défausse un rang au-dessus ou au-dessous de sa carte du dessus, quelle que soit la couleur : le Neuf ou le Valet sur le Dix, pas la Dame.

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
q = PickTarget(example.position(), 'tableau22', 1)
display(show(example.position()))
q

# %% exercise="example2.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["waste"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Aces and Kings are next to each other: an Ace goes on a King, a King on an Ace.

# %% [markdown] lang="fr"
# **Regardez.** L'As et le Roi se suivent : un As va sur un Roi, un Roi sur un As.

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
q = PickTarget(example.position(), 'tableau21', 1)
display(show(example.position()))
q

# %% exercise="example3.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["waste"]
### END SOLUTION
q.check(answer)

# %% exercise="example3.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Every card is face up, but a card is free only when both cards covering it have gone: the Four is covered by the Three; the Six, with nothing left over it, is free.

# %% [markdown] lang="fr"
# **Regardez.** Toutes les cartes sont visibles, mais une carte n'est libre que lorsque les deux cartes qui la couvrent sont parties : le Quatre est couvert par le Trois ; le Six, que plus rien ne recouvre, est libre.

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
q = WhichRule(position, 't22-w', choices=["deal_to_waste", "waste_building", "redeal"])
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
# **Now look.** Nothing goes onto an empty waste: turn a card from the stock first. The pyramid takes no card.

# %% [markdown] lang="fr"
# **Regardez.** Rien ne va sur une défausse vide : retournez d'abord une carte de la pioche. La pyramide ne prend aucune carte.

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
q = WhichRule(position, 'redeal', choices=["deal_to_waste", "waste_building", "redeal"])
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
# **Now look.** The stock turns one card at a time; there is no redeal.

# %% [markdown] lang="fr"
# **Regardez.** La pioche retourne une carte à la fois ; il n'y a pas de redistribution.

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
# Every card is visible, so plan ahead: choose plays that keep a long run going onto the waste, one rank up or down, instead of taking the first card that fits.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Toutes les cartes sont visibles : prévoyez à l'avance et choisissez les coups qui prolongent une longue suite vers la défausse, un rang au-dessus ou au-dessous, plutôt que de prendre la première carte qui convient.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
