# %% [markdown] lang="en"
# # Spiderette
#
# A one-pack Spider on a Klondike layout: gather the four suits from King to Ace.
#
# *In the AisleRiot manual: « La petite araignée ».*

# %% [markdown] lang="fr"
# # La petite araignée
#
# Une araignée à un paquet disposée comme le Klondike : réunir les quatre couleurs du Roi à l'As.
#
# *Dans le manuel d'AisleRiot : « La petite araignée ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget, WhichRule
sn.set_lang("en")
GAME = "spiderette"

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
# This game is made of these glossary entries: [Any card on an empty pile](../../../glossary/empty_any_card.json), [Build down](../../../glossary/build_down.json), [Build regardless of suit](../../../glossary/build_regardless_of_suit.json), [Building](../../../glossary/building.json), [Complete run to a foundation](../../../glossary/complete_run_to_foundation.json), [Deal to each pile](../../../glossary/deal_to_each_pile.json), [Foundation](../../../glossary/foundation.json), [Foundations out of play](../../../glossary/out_of_play.json), [Redeal](../../../glossary/redeal.json), [Same-suit sequence move](../../../glossary/same_suit_sequence_move.json), [Standard deck](../../../glossary/standard_deck.json), [Stock](../../../glossary/stock.json), [Tableau](../../../glossary/tableau.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/spiderette.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Construction](../../../glossary/building.json), [Construire en descendant](../../../glossary/build_down.json), [Construire quelle que soit la couleur](../../../glossary/build_regardless_of_suit.json), [Distribution sur chaque pile](../../../glossary/deal_to_each_pile.json), [Déplacement de suite d'une même couleur](../../../glossary/same_suit_sequence_move.json), [Fondation](../../../glossary/foundation.json), [Fondations hors jeu](../../../glossary/out_of_play.json), [N'importe quelle carte sur une pile vide](../../../glossary/empty_any_card.json), [Paquet standard](../../../glossary/standard_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Suite complète vers une fondation](../../../glossary/complete_run_to_foundation.json), [Tableau](../../../glossary/tableau.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/spiderette.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **very hard**. Measured by the kit's own players on deals 1 to 200, wins with their 95% interval: greedy player 0/200 (0%–1.9%), random player 0/200 (0%–1.9%). The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **très difficile**. Mesurée par les joueurs du kit sur les donnes 1 à 200, victoires avec leur intervalle à 95 % : joueur glouton 0/200 (0 %–1,9 %), joueur au hasard 0/200 (0 %–1,9 %). La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
answer = ["tableau1", "tableau4", "tableau5", "tableau6", "tableau7"]
### END SOLUTION
q.check(answer)

# %% exercise="example1.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Build down regardless of suit: 6♣ goes on 7♥, 5♣ does not.

# %% [markdown] lang="fr"
# **Regardez.** On construit en descendant quelle que soit la couleur : 6♣ va sur 7♥, 5♣ non.

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
answer = ["tableau2", "tableau4", "tableau5", "tableau6", "tableau7"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Only a run of one suit moves as a unit: 8♠ 7♠ goes on 9♦; 9♥ 8♣ cannot move together, but 8♣ alone may.

# %% [markdown] lang="fr"
# **Regardez.** Seule une suite d'une même couleur se déplace d'un bloc : 8♠ 7♠ va sur 9♦ ; 9♥ 8♣ ne peut pas se déplacer ensemble, mais 8♣ seul le peut.

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
answer = ["tableau1", "tableau3", "tableau4", "tableau5", "tableau6", "tableau7"]
### END SOLUTION
q.check(answer)

# %% exercise="example3.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** An empty pile takes any card or run of one suit.

# %% [markdown] lang="fr"
# **Regardez.** Une pile vide reçoit n'importe quelle carte ou suite d'une même couleur.

# %% exercise="example3.where" part="reveal"
example = examples(GAME)[2]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ### 4. A click on the stock deals a card onto each pile; with three cards left, onto piles 1 to 3.

# %% [markdown] lang="fr"
# ### 4. Un clic sur la pioche distribue une carte sur chaque pile ; s'il en reste trois, sur les piles 1 à 3.

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
q = WhichRule(position, 'deal', choices=["redeal", "complete_run_to_foundation", "deal_to_each_pile"])
display(show(position))
q

# %% exercise="example4.rule" part="answer"
answer = ...  # ← your answer, one letter of the list, in quotes
### BEGIN SOLUTION
answer = "c"
### END SOLUTION
q.check(answer)

# %% exercise="example4.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** The stock does not deal while a pile is empty.

# %% [markdown] lang="fr"
# **Regardez.** La pioche ne distribue pas tant qu'une pile est vide.

# %% exercise="example4.rule" part="reveal"
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
# **Predict, then check.** Before you look at the table lit up, say where the cards described below may go.

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Avant de regarder la table éclairée, dites où peuvent aller les cartes décrites ci-dessous.

# %% exercise="example5.where" part="ask"
example = examples(GAME)[5]
q = PickTarget(example.position(), 'tableau1', 13)
display(show(example.position()))
q

# %% exercise="example5.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["foundation1", "foundation3", "foundation4", "tableau3", "tableau4", "tableau5", "tableau6", "tableau7"]
### END SOLUTION
q.check(answer)

# %% exercise="example5.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** A complete run of one suit goes to an empty foundation in one move, and stays there.

# %% [markdown] lang="fr"
# **Regardez.** Une suite complète d'une même couleur va sur une fondation vide en un seul coup, et y reste.

# %% exercise="example5.where" part="reveal"
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
# Try to keep one tableau pile empty whenever you can: it is the spare space that lets you move cards and runs around. The stock deals only when no pile is empty, so fill that gap just before dealing.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Essayez de garder une pile du tableau vide chaque fois que possible : c'est l'espace de manœuvre qui permet de déplacer cartes et suites. La pioche ne distribue que si aucune pile n'est vide : remplissez ce vide juste avant de distribuer.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
