# %% [markdown] lang="en"
# # Valentine
#
# Four piles, a stock and a one-card waste: put each card on the next higher card of its suit, and send the piles under the stock when stuck.
#
# *In the AisleRiot manual: « Valentine ».*

# %% [markdown] lang="fr"
# # Valentine
#
# Quatre piles, une pioche et une défausse d'une carte : posez chaque carte sur la carte immédiatement supérieure de sa couleur, et renvoyez les piles sous la pioche quand vous êtes bloqué.
#
# *Dans le manuel d'AisleRiot : « Valentine ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget, WhichRule
sn.set_lang("en")
GAME = "valentine"

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
# ## What is different from Klondike
#
# If you know Klondike, start here: the engine compares the two declarations aspect by aspect and lists what differs, in the glossary's words.

# %% [markdown] lang="fr"
# ## Ce qui change par rapport à Klondike
#
# Si vous connaissez Klondike, commencez ici : le moteur compare les deux déclarations aspect par aspect et liste ce qui diffère, avec les mots du glossaire.

# %%
for line in differences(GAME, "klondike"):
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
# This game is made of these glossary entries: [Build by suit](../../../glossary/build_by_suit.json), [Build down](../../../glossary/build_down.json), [Building](../../../glossary/building.json), [One card at a time](../../../glossary/single_card_move.json), [Standard deck](../../../glossary/standard_deck.json), [Stock](../../../glossary/stock.json), [Tableau](../../../glossary/tableau.json), [Waste](../../../glossary/waste.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/valentine.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Construction](../../../glossary/building.json), [Construire en descendant](../../../glossary/build_down.json), [Construire par couleur](../../../glossary/build_by_suit.json), [Défausse](../../../glossary/waste.json), [Paquet standard](../../../glossary/standard_deck.json), [Pioche](../../../glossary/stock.json), [Tableau](../../../glossary/tableau.json), [Une carte à la fois](../../../glossary/single_card_move.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/valentine.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **very easy, level 1 of 5**. The solver proved 52 of deals 1 to 55 winnable and 0 lost from the start (3 left unknown): between 85.2% and 100% of the deals can be won (95% interval). The kit's players won: the random player 0/200, the greedy player 0/200, the lookahead player 0/57. The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **très facile, niveau 1 sur 5**. Le solveur a prouvé gagnables 52 des donnes 1 à 55 et perdues d'avance 0 (3 restées inconnues) : entre 85,2 % et 100 % des donnes peuvent être gagnées (intervalle à 95 %). Les joueurs du kit ont gagné : le joueur au hasard 0/200, le joueur glouton 0/200, le joueur qui anticipe 0/57. La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
# **Now look.** A card goes onto the next higher card of its suit: 6♥ on 7♥, from a pile or from the waste; never on a card of another suit, and a King never goes on an Ace.

# %% [markdown] lang="fr"
# **Regardez.** Une carte va sur la carte immédiatement supérieure de sa couleur : 6♥ sur 7♥, depuis une pile ou depuis la défausse ; jamais sur une carte d'une autre couleur, et un Roi ne va jamais sur un As.

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
# **Which rule says no?** The engine refuses the move below. Name the rule before you read the engine's explanation.

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Le moteur refuse le coup ci-dessous. Nommez la règle avant de lire l'explication du moteur.

# %% exercise="example2.rule" part="ask"
example = examples(GAME)[1]
position = example.position()
q = WhichRule(position, 'w-t2')
display(show(position))
q

# %% exercise="example2.rule" part="answer"
answer = ...  # ← your answer, the rule's name, in words
### BEGIN SOLUTION
answer = "valentine_filled_by_click"
### END SOLUTION
q.check(answer)

# %% exercise="example2.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** An empty pile takes no card from the player: the stock click fills it, with the waste card first.

# %% [markdown] lang="fr"
# **Regardez.** Une pile vide ne reçoit aucune carte du joueur : le clic sur la pioche la remplit, d'abord avec la carte de la défausse.

# %% exercise="example2.rule" part="reveal"
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
# **Which rule says no?** The engine refuses the move below. Name the rule before you read the engine's explanation.

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Le moteur refuse le coup ci-dessous. Nommez la règle avant de lire l'explication du moteur.

# %% exercise="example3.rule" part="ask"
example = examples(GAME)[2]
position = example.position()
q = WhichRule(position, 'redeal')
display(show(position))
q

# %% exercise="example3.rule" part="answer"
answer = ...  # ← your answer, the rule's name, in words
### BEGIN SOLUTION
answer = "valentine_gather"
### END SOLUTION
q.check(answer)

# %% exercise="example3.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** No pile empty and an empty waste: the click turns one stock card onto the waste.

# %% [markdown] lang="fr"
# **Regardez.** Aucune pile vide et la défausse vide : le clic retourne une carte de la pioche sur la défausse.

# %% exercise="example3.rule" part="reveal"
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
q = WhichRule(position, 'deal')
display(show(position))
q

# %% exercise="example4.rule" part="answer"
answer = ...  # ← your answer, the rule's name, in words
### BEGIN SOLUTION
answer = "valentine_deal"
### END SOLUTION
q.check(answer)

# %% exercise="example4.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** A card on the waste and no pile empty: the click puts the piles under the stock, the waste card starts the first pile and three stock cards the others.

# %% [markdown] lang="fr"
# **Regardez.** Une carte sur la défausse et aucune pile vide : le clic met les piles sous la pioche, la carte de la défausse commence la première pile et trois cartes de la pioche les autres.

# %% exercise="example4.rule" part="reveal"
example = examples(GAME)[3]
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
# There are few real choices in this game. Before each click on the stock, make every move the piles and the waste allow, because a click made while a card waits on the waste and no pile is empty sends all four piles back under the stock.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Ce jeu laisse peu de vrais choix. Avant chaque clic sur la pioche, faites tous les coups que permettent les piles et la défausse, car un clic alors qu'une carte attend sur la défausse et qu'aucune pile n'est vide renvoie les quatre piles sous la pioche.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
