# %% [markdown] lang="en"
# # Cruel
#
# Twelve piles of four around the Aces: build down by suit, and redeal the piles in order whenever you are stuck.
#
# *In the AisleRiot manual: « Cruel ».*

# %% [markdown] lang="fr"
# # Cruel
#
# Douze piles de quatre autour des As : construisez en descendant dans la même couleur, et redistribuez les piles dans l'ordre quand vous êtes bloqué.
#
# *Dans le manuel d'AisleRiot : « Cruel ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget, WhichRule
sn.set_lang("en")
GAME = "cruel"

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
# ## What is different from Baker's Dozen
#
# If you know Baker's Dozen, start here: the engine compares the two declarations aspect by aspect and lists what differs, in the glossary's words.

# %% [markdown] lang="fr"
# ## Ce qui change par rapport aux boulangers
#
# Si vous connaissez les boulangers, commencez ici : le moteur compare les deux déclarations aspect par aspect et liste ce qui diffère, avec les mots du glossaire.

# %%
for line in differences(GAME, "bakers_dozen"):
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
# This game is made of these glossary entries: [Base card](../../../glossary/base_card.json), [Build by suit](../../../glossary/build_by_suit.json), [Build down](../../../glossary/build_down.json), [Build up](../../../glossary/build_up.json), [Building](../../../glossary/building.json), [Empty pile not refilled](../../../glossary/empty_never.json), [Foundation](../../../glossary/foundation.json), [Foundations out of play](../../../glossary/out_of_play.json), [One card at a time](../../../glossary/single_card_move.json), [Redeal](../../../glossary/redeal.json), [Standard deck](../../../glossary/standard_deck.json), [Tableau](../../../glossary/tableau.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/cruel.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Carte de base](../../../glossary/base_card.json), [Construction](../../../glossary/building.json), [Construire en descendant](../../../glossary/build_down.json), [Construire en montant](../../../glossary/build_up.json), [Construire par couleur](../../../glossary/build_by_suit.json), [Fondation](../../../glossary/foundation.json), [Fondations hors jeu](../../../glossary/out_of_play.json), [Paquet standard](../../../glossary/standard_deck.json), [Pile vide non remplie](../../../glossary/empty_never.json), [Redistribution](../../../glossary/redeal.json), [Tableau](../../../glossary/tableau.json), [Une carte à la fois](../../../glossary/single_card_move.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/cruel.fr.html).

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
# **Now look.** Build down by suit, one card at a time.

# %% [markdown] lang="fr"
# **Regardez.** On construit en descendant dans la même couleur, une carte à la fois.

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
answer = []
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** An empty pile is never filled again.

# %% [markdown] lang="fr"
# **Regardez.** Une pile vide n'est plus jamais remplie.

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
answer = ["foundation1", "tableau3"]
### END SOLUTION
q.check(answer)

# %% exercise="example3.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Foundations build up by suit from their Ace; their cards are out of play.

# %% [markdown] lang="fr"
# **Regardez.** Les fondations montent dans la même couleur à partir de leur As ; leurs cartes sont hors jeu.

# %% exercise="example3.where" part="reveal"
example = examples(GAME)[2]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ### 4. A redeal is allowed once a card has moved since the last one.

# %% [markdown] lang="fr"
# ### 4. Une redistribution est permise dès qu'une carte a bougé depuis la précédente.

# %%
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

# %% exercise="example4.rule" part="ask"
example = examples(GAME)[4]
position = example.position()
q = WhichRule(position, 'redeal')
display(show(position))
q

# %% exercise="example4.rule" part="answer"
answer = ...  # ← your answer, the rule's name, in words
### BEGIN SOLUTION
answer = "cruel_redeal"
### END SOLUTION
q.check(answer)

# %% exercise="example4.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** At the start, or right after a redeal, a redeal is refused.

# %% [markdown] lang="fr"
# **Regardez.** Au début, ou juste après une redistribution, une redistribution est refusée.

# %% exercise="example4.rule" part="reveal"
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
# When you could build on more than one pile, build first on the one whose top card is highest.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Quand vous pouvez construire sur plusieurs piles, commencez par celle dont la carte du dessus est la plus haute.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
