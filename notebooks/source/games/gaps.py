# %% [markdown] lang="en"
# # Gaps
#
# Four rows of thirteen with four gaps: slide the next card of each suit into the gap after it until every row runs from Two to King.
#
# *In the AisleRiot manual: « Gaps ».*

# %% [markdown] lang="fr"
# # Gaps
#
# Quatre rangées de treize avec quatre cases vides : glissez dans chaque case vide la carte suivante de la même couleur, jusqu'à ce que chaque rangée aille du Deux au Roi.
#
# *Dans le manuel d'AisleRiot : « Gaps ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget, WhichRule
sn.set_lang("en")
GAME = "gaps"

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
# ## What is different from Maze
#
# If you know Maze, start here: the engine compares the two declarations aspect by aspect and lists what differs, in the glossary's words.

# %% [markdown] lang="fr"
# ## Ce qui change par rapport au labyrinthe
#
# Si vous connaissez le labyrinthe, commencez ici : le moteur compare les deux déclarations aspect par aspect et liste ce qui diffère, avec les mots du glossaire.

# %%
for line in differences(GAME, "maze"):
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
# This game is made of these glossary entries: [A card into a gap](../../../glossary/gap_follows.json), [Stripped deck](../../../glossary/stripped_deck.json), [Tableau](../../../glossary/tableau.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/gaps.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Paquet réduit](../../../glossary/stripped_deck.json), [Tableau](../../../glossary/tableau.json), [Une carte dans une case vide](../../../glossary/gap_follows.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/gaps.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **hard**. Measured by the kit's own players on deals 1 to 200, wins with their 95% interval: greedy player 6/200 (1.4%–6.4%), random player 6/200 (1.4%–6.4%). The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **difficile**. Mesurée par les joueurs du kit sur les donnes 1 à 200, victoires avec leur intervalle à 95 % : joueur glouton 6/200 (1,4 %–6,4 %), joueur au hasard 6/200 (1,4 %–6,4 %). La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
q = PickTarget(example.position(), 'tableau15', 1)
display(show(example.position()))
q

# %% exercise="example1.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau20"]
### END SOLUTION
q.check(answer)

# %% exercise="example1.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** A gap takes the next card of the same suit after the card on its left: 6♦ may go after 5♦, not 6♠; nothing goes into a cell that holds a card, nor after a King.

# %% [markdown] lang="fr"
# **Regardez.** Une case vide prend la carte suivante de même couleur après la carte à sa gauche : 6♦ peut aller après 5♦, pas 6♠ ; rien ne va dans une case occupée, ni après un Roi.

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
q = PickTarget(example.position(), 'tableau29', 1)
display(show(example.position()))
q

# %% exercise="example2.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau27"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** A gap in the first column takes any Two, and only a Two; the last card of a row is not left of the next row's first cell.

# %% [markdown] lang="fr"
# **Regardez.** Une case vide de la première colonne prend n'importe quel Deux, et seulement un Deux ; la dernière carte d'une rangée n'est pas à gauche de la première case de la rangée suivante.

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
q = PickTarget(example.position(), 'tableau36', 1)
display(show(example.position()))
q

# %% exercise="example3.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau5"]
### END SOLUTION
q.check(answer)

# %% exercise="example3.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** A run of one suit from a Two in the first column is locked: 2♣, 3♣ and 4♣ stay put; 8♥ after them is not part of the run, and 9♥ may go after it.

# %% [markdown] lang="fr"
# **Regardez.** Une suite d'une même couleur partant d'un Deux de la première colonne est bloquée : 2♣, 3♣ et 4♣ restent en place ; 8♥ après eux ne fait pas partie de la suite, et 9♥ peut aller après lui.

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
q = WhichRule(position, 't3-t2', choices=["single_card_move", "gap_follows", "build_by_suit"])
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
# **Now look.** Every gap is dead, after a King: a double-click on any card redeals (twice at most).

# %% [markdown] lang="fr"
# **Regardez.** Toutes les cases vides sont bloquées, après un Roi : un double-clic sur une carte redistribue (deux fois au plus).

# %% exercise="example4.rule" part="reveal"
example = examples(GAME)[3]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ## Options
#
# Options are chosen when the game starts, as in AisleRiot: `sn.new_game(GAME, deal=..., option=value)`.
#
# - `random_gaps`: False, True (default `False`) — gaps placed at random on a redeal (AisleRiot's 'Randomly Placed Gaps on Redeal')

# %% [markdown] lang="fr"
# ## Options
#
# Les options se choisissent au début de la partie, comme dans AisleRiot : `sn.new_game(GAME, deal=..., option=valeur)`.
#
# - `random_gaps` : False, True (par défaut `False`) — cases vides placées au hasard à la redistribution

# %%
variant = sn.new_game(GAME, deal=1, random_gaps=True)
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
# A gap just after a King is dead: no card can go into it while the King stays there. Put off any move that leaves a gap behind a King for as long as you can.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Une case vide placée juste après un Roi est morte : aucune carte ne peut y aller tant que le Roi reste là. Retardez le plus possible tout coup qui laisse une case vide derrière un Roi.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
