# %% [markdown] lang="en"
# # Auld Lang Syne
#
# The Aces start the foundations; each click deals a card to each of four reserves, whose top cards go up the foundations whatever the suits. No redeal.
#
# *In the AisleRiot manual: « Auld Lang Syne ».*

# %% [markdown] lang="fr"
# # Auld Lang Syne
#
# Les As commencent les fondations ; chaque clic distribue une carte sur chacune des quatre réserves, dont les cartes du dessus montent sur les fondations quelles que soient les couleurs. Pas de redistribution.
#
# *Dans le manuel d'AisleRiot : « Auld Lang Syne ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget, WhichRule
sn.set_lang("en")
GAME = "auld_lang_syne"

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
# This game is made of these glossary entries: [Base card](../../../glossary/base_card.json), [Build regardless of suit](../../../glossary/build_regardless_of_suit.json), [Build up](../../../glossary/build_up.json), [Building](../../../glossary/building.json), [Deal to each pile](../../../glossary/deal_to_each_pile.json), [Foundation](../../../glossary/foundation.json), [Foundations out of play](../../../glossary/out_of_play.json), [One card at a time](../../../glossary/single_card_move.json), [Redeal](../../../glossary/redeal.json), [Reserve](../../../glossary/reserve.json), [Standard deck](../../../glossary/standard_deck.json), [Stock](../../../glossary/stock.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/auld_lang_syne.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Carte de base](../../../glossary/base_card.json), [Construction](../../../glossary/building.json), [Construire en montant](../../../glossary/build_up.json), [Construire quelle que soit la couleur](../../../glossary/build_regardless_of_suit.json), [Distribution sur chaque pile](../../../glossary/deal_to_each_pile.json), [Fondation](../../../glossary/foundation.json), [Fondations hors jeu](../../../glossary/out_of_play.json), [Paquet standard](../../../glossary/standard_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Réserves](../../../glossary/reserve.json), [Une carte à la fois](../../../glossary/single_card_move.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/auld_lang_syne.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **level 4 of 5, not settled (the solver could not decide most deals)**. The solver proved 0 of deals 1 to 100 winnable and 28 lost from the start (72 left unknown): between 0% and 79.9% of the deals can be won (95% interval). The kit's players won: the random player 0/200, the greedy player 0/200, the lookahead player 0/200. The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **niveau 4 sur 5, non tranché (le solveur n'a pas pu décider la plupart des donnes)**. Le solveur a prouvé gagnables 0 des donnes 1 à 100 et perdues d'avance 28 (72 restées inconnues) : entre 0 % et 79,9 % des donnes peuvent être gagnées (intervalle à 95 %). Les joueurs du kit ont gagné : le joueur au hasard 0/200, le joueur glouton 0/200, le joueur qui anticipe 0/200. La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
answer = ["foundation1", "foundation2", "foundation3", "foundation4"]
### END SOLUTION
q.check(answer)

# %% exercise="example1.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Only the top card of a reserve moves, and only onto a foundation: nothing goes onto a reserve.

# %% [markdown] lang="fr"
# **Regardez.** Seule la carte du dessus d'une réserve bouge, et seulement vers une fondation : rien ne va sur une réserve.

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
answer = ["foundation1"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Foundations build up by one whatever the suits; their cards are out of play.

# %% [markdown] lang="fr"
# **Regardez.** Les fondations montent d'un rang quelles que soient les couleurs ; leurs cartes sont hors jeu.

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
# **Which rule says no?** The engine refuses the move below. Name the rule before you read the engine's explanation.

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Le moteur refuse le coup ci-dessous. Nommez la règle avant de lire l'explication du moteur.

# %% exercise="example3.rule" part="ask"
example = examples(GAME)[2]
position = example.position()
q = WhichRule(position, 'r1-f1', choices=["build_up", "deal_to_each_pile", "redeal"])
display(show(position))
q

# %% exercise="example3.rule" part="answer"
answer = ...  # ← your answer, one letter of the list, in quotes
### BEGIN SOLUTION
answer = "a"
### END SOLUTION
q.check(answer)

# %% exercise="example3.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** A click on the stock deals one card face up onto each reserve.

# %% [markdown] lang="fr"
# **Regardez.** Un clic sur la pioche distribue une carte face visible sur chaque réserve.

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
q = WhichRule(position, 'deal', choices=["redeal", "deal_to_each_pile", "base_card"])
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
# **Now look.** The stock is empty and there is no redeal: with no reserve card fitting a foundation, the game is lost.

# %% [markdown] lang="fr"
# **Regardez.** La pioche est vide et il n'y a pas de redistribution : aucune carte des réserves ne va sur une fondation, la partie est perdue.

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
# Mostly luck: you decide almost nothing, and the only skill is paying attention. After every deal, send every reserve card that fits up to the foundations before you click the stock again.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Surtout de la chance : vous n'avez presque rien à décider, et tout l'art consiste à rester attentif. Après chaque distribution, montez sur les fondations toutes les cartes des réserves qui s'y placent avant de cliquer à nouveau sur la pioche.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
