# %% [markdown] lang="en"
# # Scorpion
#
# Untangle seven piles into four suits from King to Ace, moving any face-up group.
#
# *In the AisleRiot manual: « Scorpion ».*

# %% [markdown] lang="fr"
# # Scorpion
#
# Démêler sept piles en quatre couleurs du Roi à l'As, en déplaçant n'importe quel groupe visible.
#
# *Dans le manuel d'AisleRiot : « Scorpion ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget, WhichRule
sn.set_lang("en")
GAME = "scorpion"

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
# ## What is different from Spider
#
# If you know Spider, start here: the engine compares the two declarations aspect by aspect and lists what differs, in the glossary's words.

# %% [markdown] lang="fr"
# ## Ce qui change par rapport à l'araignée
#
# Si vous connaissez l'araignée, commencez ici : le moteur compare les deux déclarations aspect par aspect et liste ce qui diffère, avec les mots du glossaire.

# %%
for line in differences(GAME, "spider"):
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
# This game is made of these glossary entries: [Any group move](../../../glossary/any_group_move.json), [Build by suit](../../../glossary/build_by_suit.json), [Build down](../../../glossary/build_down.json), [Building](../../../glossary/building.json), [Deal to each pile](../../../glossary/deal_to_each_pile.json), [Kings only on an empty pile](../../../glossary/empty_king_only.json), [Redeal](../../../glossary/redeal.json), [Standard deck](../../../glossary/standard_deck.json), [Stock](../../../glossary/stock.json), [Tableau](../../../glossary/tableau.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/scorpion.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Construction](../../../glossary/building.json), [Construire en descendant](../../../glossary/build_down.json), [Construire par couleur](../../../glossary/build_by_suit.json), [Distribution sur chaque pile](../../../glossary/deal_to_each_pile.json), [Déplacement de groupe quelconque](../../../glossary/any_group_move.json), [Paquet standard](../../../glossary/standard_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Rois seulement sur une pile vide](../../../glossary/empty_king_only.json), [Tableau](../../../glossary/tableau.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/scorpion.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **hard**. Measured by the kit's own players on deals 1 to 200, wins with their 95% interval: greedy player 15/200 (4.6%–12%), random player 5/200 (1.1%–5.7%). The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **difficile**. Mesurée par les joueurs du kit sur les donnes 1 à 200, victoires avec leur intervalle à 95 % : joueur glouton 15/200 (4,6 %–12 %), joueur au hasard 5/200 (1,1 %–5,7 %). La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
answer = ["tableau1"]
### END SOLUTION
q.check(answer)

# %% exercise="example1.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Build down by suit: 7♣ goes on 8♣; 7♠ and 6♣ do not.

# %% [markdown] lang="fr"
# **Regardez.** On construit en descendant dans la même couleur : 7♣ va sur 8♣ ; 7♠ et 6♣ non.

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
q = PickTarget(example.position(), 'tableau2', 3)
display(show(example.position()))
q

# %% exercise="example2.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau1"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Any face-up card moves with every card on top of it, in order or not: 7♣ carries 2♠ and K♥ onto 8♣. A face-down card never moves.

# %% [markdown] lang="fr"
# **Regardez.** Toute carte visible se déplace avec toutes les cartes posées sur elle, dans l'ordre ou non : 7♣ emporte 2♠ et R♥ sur 8♣. Une carte face cachée ne bouge jamais.

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
q = PickTarget(example.position(), 'tableau2', 2)
display(show(example.position()))
q

# %% exercise="example3.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau1", "tableau4", "tableau5", "tableau6", "tableau7"]
### END SOLUTION
q.check(answer)

# %% exercise="example3.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Only a King, with whatever lies on it, fills an empty pile.

# %% [markdown] lang="fr"
# **Regardez.** Seul un Roi, avec ce qui est posé sur lui, occupe une pile vide.

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
q = WhichRule(position, 't3-s', choices=["deal_to_each_pile", "stock", "redeal"])
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
# **Now look.** A click on the stock deals its three cards onto piles 1 to 3, even when a pile is empty; no card goes onto the stock.

# %% [markdown] lang="fr"
# **Regardez.** Un clic sur la pioche distribue ses trois cartes sur les piles 1 à 3, même si une pile est vide ; aucune carte ne va sur la pioche.

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
q = WhichRule(position, 't2-t1', choices=["deal_to_each_pile", "redeal", "build_down"])
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
# **Now look.** A whole suit from King to Ace on one pile is complete; nothing goes on its Ace.

# %% [markdown] lang="fr"
# **Regardez.** Toute une couleur du Roi à l'As sur une pile est complète ; rien ne va sur son As.

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
# Scorpion is a game of untangling: since any face-up card moves with everything on it, check before each move that it does not bury a card you will need or lead you into a dead end. Uncovering the face-down cards of the first four piles early keeps your options open.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Au Scorpion, il s'agit de démêler : comme toute carte visible se déplace avec tout ce qui la recouvre, vérifiez avant chaque coup qu'il n'enterre pas une carte dont vous aurez besoin et qu'il ne vous mène pas dans une impasse. Dégager tôt les cartes face cachée des quatre premières piles vous laisse plus de possibilités.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
