# %% [markdown] lang="en"
# # Forty Thieves
#
# Two decks, ten piles of four and a single pass through the stock: build down by suit and make empty piles to move longer runs.
#
# *In the AisleRiot manual: « Les quarante voleurs ».*

# %% [markdown] lang="fr"
# # Les quarante voleurs
#
# Deux paquets, dix piles de quatre et un seul passage dans la pioche : construisez en descendant dans la même couleur et videz des piles pour déplacer de plus longues suites.
#
# *Dans le manuel d'AisleRiot : « Les quarante voleurs ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget, WhichRule
sn.set_lang("en")
GAME = "forty_thieves"

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
# ## What is different from FreeCell
#
# If you know FreeCell, start here: the engine compares the two declarations aspect by aspect and lists what differs, in the glossary's words.

# %% [markdown] lang="fr"
# ## Ce qui change par rapport à FreeCell
#
# Si vous connaissez FreeCell, commencez ici : le moteur compare les deux déclarations aspect par aspect et liste ce qui diffère, avec les mots du glossaire.

# %%
for line in differences(GAME, "freecell"):
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
# This game is made of these glossary entries: [Any card on an empty pile](../../../glossary/empty_any_card.json), [Base card](../../../glossary/base_card.json), [Build by suit](../../../glossary/build_by_suit.json), [Build down](../../../glossary/build_down.json), [Build up](../../../glossary/build_up.json), [Building](../../../glossary/building.json), [Deal to the waste](../../../glossary/deal_to_waste.json), [Double deck](../../../glossary/double_deck.json), [Foundation](../../../glossary/foundation.json), [Foundations out of play](../../../glossary/out_of_play.json), [Redeal](../../../glossary/redeal.json), [Run to a foundation](../../../glossary/run_to_foundation.json), [Sequence limited by free spaces](../../../glossary/free_cell_limited_move.json), [Stock](../../../glossary/stock.json), [Tableau](../../../glossary/tableau.json), [Waste](../../../glossary/waste.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/forty_thieves.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Carte de base](../../../glossary/base_card.json), [Construction](../../../glossary/building.json), [Construire en descendant](../../../glossary/build_down.json), [Construire en montant](../../../glossary/build_up.json), [Construire par couleur](../../../glossary/build_by_suit.json), [Distribution sur la défausse](../../../glossary/deal_to_waste.json), [Défausse](../../../glossary/waste.json), [Fondation](../../../glossary/foundation.json), [Fondations hors jeu](../../../glossary/out_of_play.json), [N'importe quelle carte sur une pile vide](../../../glossary/empty_any_card.json), [Paquet double](../../../glossary/double_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Suite limitée par les places libres](../../../glossary/free_cell_limited_move.json), [Suite vers une fondation](../../../glossary/run_to_foundation.json), [Tableau](../../../glossary/tableau.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/forty_thieves.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **level 3 of 5, not settled (the solver could not decide most deals)**. The solver proved 0 of deals 1 to 3 winnable and 0 lost from the start (3 left unknown): between 0% and 100% of the deals can be won (95% interval). The kit's players won: the random player 0/200, the greedy player 0/200, the lookahead player 0/19. The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **niveau 3 sur 5, non tranché (le solveur n'a pas pu décider la plupart des donnes)**. Le solveur a prouvé gagnables 0 des donnes 1 à 3 et perdues d'avance 0 (3 restées inconnues) : entre 0 % et 100 % des donnes peuvent être gagnées (intervalle à 95 %). Les joueurs du kit ont gagné : le joueur au hasard 0/200, le joueur glouton 0/200, le joueur qui anticipe 0/19. La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
answer = []
### END SOLUTION
q.check(answer)

# %% exercise="example1.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Build down by suit, one card at a time; with no empty pile, two cards never move together.

# %% [markdown] lang="fr"
# **Regardez.** On construit en descendant dans la même couleur, une carte à la fois ; sans pile vide, deux cartes ne bougent jamais ensemble.

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
answer = ["tableau3"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** With one empty pile, a run of two cards of one suit moves at once (2 ^ 1); three do not.

# %% [markdown] lang="fr"
# **Regardez.** Avec une pile vide, une suite de deux cartes d'une même couleur se déplace d'un coup (2 ^ 1) ; trois non.

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
answer = ["tableau1", "tableau2", "tableau3", "tableau4", "tableau5", "tableau9"]
### END SOLUTION
q.check(answer)

# %% exercise="example3.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Any card may fill an empty pile.

# %% [markdown] lang="fr"
# **Regardez.** N'importe quelle carte peut occuper une pile vide.

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
# **Predict, then check.** Before you look at the table lit up, say where the cards described below may go.

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Avant de regarder la table éclairée, dites où peuvent aller les cartes décrites ci-dessous.

# %% exercise="example4.where" part="ask"
example = examples(GAME)[3]
q = PickTarget(example.position(), 'tableau1', 3)
display(show(example.position()))
q

# %% exercise="example4.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["foundation1"]
### END SOLUTION
q.check(answer)

# %% exercise="example4.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Foundations build up by suit from the Ace, and a same-suit run goes up in one move; foundation cards are out of play.

# %% [markdown] lang="fr"
# **Regardez.** Les fondations montent dans la même couleur à partir de l'As, et une suite d'une même couleur y monte d'un coup ; les cartes des fondations sont hors jeu.

# %% exercise="example4.where" part="reveal"
example = examples(GAME)[3]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ### 5. The stock deals one card at a time to the waste and is never redealt.

# %% [markdown] lang="fr"
# ### 5. La pioche donne une carte à la fois sur la défausse et n'est jamais redistribuée.

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
q = WhichRule(position, 'redeal', choices=["deal_to_waste", "base_card", "redeal"])
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
# **Now look.** Once the stock is empty, the waste is not turned over.

# %% [markdown] lang="fr"
# **Regardez.** Une fois la pioche vide, la défausse n'est pas retournée.

# %% exercise="example5.rule" part="reveal"
example = examples(GAME)[5]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ## How many cards move at once
#
# Moving several cards at once is a shortcut for moving them one by one through the free cells and empty piles. The table gives the largest number of cards for each count of empty free cells (rows) and empty piles other than the target (columns).

# %% [markdown] lang="fr"
# ## Combien de cartes d'un coup
#
# Déplacer plusieurs cartes d'un coup est un raccourci pour les déplacer une à une par les cellules libres et les piles vides. Le tableau donne le nombre maximal de cartes selon les cellules libres vides (lignes) et les piles vides autres que la destination (colonnes).

# %%
from solitaire_nb.rules import FreeCellLimitedSequence
unit = next(group.moves for group in game.declaration.piles
            if isinstance(getattr(group, 'moves', None), FreeCellLimitedSequence))
cells = len([p for p in game.piles if p.group.role.key == 'free_cell'])
print(unit.label(), '—', unit.rule())
print('cells \\ piles', *range(4), sep='\t')
for free in range(cells + 1):
    print(free, *(unit.limit(free, empty) for empty in range(4)), sep='\t')

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
# Work towards an empty pile early, by playing tableau cards to the foundations and onto each other rather than adding waste cards to the tableau. Once you have empty piles, weigh keeping them free against rescuing low cards from the waste: the stock is gone through only once, so an Ace or a Two buried there may stay out of reach.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Cherchez à vider une pile au plus tôt : jouez les cartes du tableau vers les fondations ou les unes sur les autres plutôt que d'y ajouter des cartes de la défausse. Ensuite, trouvez le bon équilibre entre garder des piles vides et sauver les petites cartes de la défausse : on ne passe qu'une fois dans la pioche, et un As ou un Deux enfoui sous d'autres cartes risque de rester hors d'atteinte.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
