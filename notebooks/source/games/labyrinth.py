# %% [markdown] lang="en"
# # Labyrinth
#
# The Aces start on the foundations: play the top-row cards and the last card of each column up in suit, dealing a new row from the stock when you are stuck.
#
# *In the AisleRiot manual: « Labyrinthe ».*

# %% [markdown] lang="fr"
# # Labyrinthe
#
# Les As commencent sur les fondations : montez par couleur les cartes de la rangée du haut et la dernière carte de chaque colonne, en distribuant une nouvelle rangée depuis la pioche quand vous êtes bloqué.
#
# *Dans le manuel d'AisleRiot : « Labyrinthe ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget, WhichRule
sn.set_lang("en")
GAME = "labyrinth"

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
# This game is made of these glossary entries: [Base card](../../../glossary/base_card.json), [Build by suit](../../../glossary/build_by_suit.json), [Build up](../../../glossary/build_up.json), [Building](../../../glossary/building.json), [Foundation](../../../glossary/foundation.json), [Foundations out of play](../../../glossary/out_of_play.json), [Redeal](../../../glossary/redeal.json), [Standard deck](../../../glossary/standard_deck.json), [Stock](../../../glossary/stock.json), [Tableau](../../../glossary/tableau.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/labyrinth.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Carte de base](../../../glossary/base_card.json), [Construction](../../../glossary/building.json), [Construire en montant](../../../glossary/build_up.json), [Construire par couleur](../../../glossary/build_by_suit.json), [Fondation](../../../glossary/foundation.json), [Fondations hors jeu](../../../glossary/out_of_play.json), [Paquet standard](../../../glossary/standard_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Tableau](../../../glossary/tableau.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/labyrinth.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **very hard, level 5 of 5**. The solver proved 6 of deals 1 to 100 winnable and 94 lost from the start (0 left unknown): between 2.8% and 12.5% of the deals can be won (95% interval). The kit's players won: the random player 0/200, the greedy player 6/200, the lookahead player 6/200. The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **très difficile, niveau 5 sur 5**. Le solveur a prouvé gagnables 6 des donnes 1 à 100 et perdues d'avance 94 (0 restées inconnues) : entre 2,8 % et 12,5 % des donnes peuvent être gagnées (intervalle à 95 %). Les joueurs du kit ont gagné : le joueur au hasard 0/200, le joueur glouton 6/200, le joueur qui anticipe 6/200. La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
answer = ["foundation3"]
### END SOLUTION
q.check(answer)

# %% exercise="example1.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** A top-row card goes to the foundation of its suit, one rank up: 2♥ on A♥; 2♣ cannot go on A♦, 3♠ cannot go on A♠.

# %% [markdown] lang="fr"
# **Regardez.** Une carte de la rangée du haut va sur la fondation de sa couleur, un rang plus haut : 2♥ sur A♥ ; 2♣ ne va pas sur A♦, 3♠ ne va pas sur A♠.

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
answer = ["foundation3"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Before the first click on the stock, the stock refills a top-row place at once.

# %% [markdown] lang="fr"
# **Regardez.** Avant le premier clic sur la pioche, la pioche remplit aussitôt une case de la rangée du haut.

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
q = PickTarget(example.position(), 'column1', 1)
display(show(example.position()))
q

# %% exercise="example3.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["foundation2"]
### END SOLUTION
q.check(answer)

# %% exercise="example3.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** After a click, only the last card of a column plays (here 2♦, not 7♣ above it); a top-row place is then refilled by the first card of the column below it.

# %% [markdown] lang="fr"
# **Regardez.** Après un clic, seule la dernière carte d'une colonne se joue (ici 2♦, pas 7♣ au-dessus) ; une case de la rangée du haut est alors remplie par la première carte de la colonne en dessous.

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
q = WhichRule(position, 't1-t5', choices=["redeal", "tableau", "base_card"])
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
# **Now look.** Nothing is built on the tableau, and cards on the foundations stay there.

# %% [markdown] lang="fr"
# **Regardez.** Rien ne se construit au tableau, et les cartes des fondations y restent.

# %% exercise="example4.rule" part="reveal"
example = examples(GAME)[3]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ### 5. A click deals a row: one card to each column, or into an empty top-row place.

# %% [markdown] lang="fr"
# ### 5. Un clic distribue une rangée : une carte sur chaque colonne, ou dans une case vide de la rangée du haut.

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

# %% exercise="example5.rule" part="ask"
example = examples(GAME)[5]
position = example.position()
q = WhichRule(position, 'deal')
display(show(position))
q

# %% exercise="example5.rule" part="answer"
answer = ...  # ← your answer, the rule's name, in words
### BEGIN SOLUTION
answer = "labyrinth_deal"
### END SOLUTION
q.check(answer)

# %% exercise="example5.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Once the stock is empty no row is dealt and there is no redeal.

# %% [markdown] lang="fr"
# **Regardez.** Une fois la pioche vide, plus aucune rangée n'est distribuée et il n'y a pas de redistribution.

# %% exercise="example5.rule" part="reveal"
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
# Stay alert, and play to the foundations every card you possibly can: nothing is built in the tableau and the stock is dealt only once. Before dealing a new row, make sure no top-row card and no card at the end of a column can still go up.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Restez vigilant et envoyez sur les fondations toutes les cartes que vous pouvez : on ne construit rien au tableau et la pioche ne sert qu'une fois. Avant de distribuer une nouvelle rangée, vérifiez qu'aucune carte de la rangée du haut ni du bas d'une colonne ne peut encore monter.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
