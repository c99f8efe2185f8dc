# %% [markdown] lang="en"
# # Pileon
#
# Sort the deck by rank: pile cards on cards of the same rank, four to a pile, with two empty piles to help.
#
# *In the AisleRiot manual: « Pileon ».*

# %% [markdown] lang="fr"
# # Pileon
#
# Triez le paquet par rang : empilez les cartes sur des cartes de même rang, quatre par pile, avec deux piles vides pour vous aider.
#
# *Dans le manuel d'AisleRiot : « Pileon ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget, WhichRule
sn.set_lang("en")
GAME = "pileon"

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
# This game is made of these glossary entries: [Any card on an empty pile](../../../glossary/empty_any_card.json), [Pile limit](../../../glossary/pile_limit.json), [Standard deck](../../../glossary/standard_deck.json), [Tableau](../../../glossary/tableau.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/pileon.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Limite de cartes par pile](../../../glossary/pile_limit.json), [N'importe quelle carte sur une pile vide](../../../glossary/empty_any_card.json), [Paquet standard](../../../glossary/standard_deck.json), [Tableau](../../../glossary/tableau.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/pileon.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **medium, level 3 of 5**. The solver proved 9 of deals 1 to 18 winnable and 0 lost from the start (9 left unknown): between 29% and 100% of the deals can be won (95% interval). The kit's players won: the random player 6/200, the greedy player 4/200, the lookahead player 1/200. The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **moyen, niveau 3 sur 5**. Le solveur a prouvé gagnables 9 des donnes 1 à 18 et perdues d'avance 0 (9 restées inconnues) : entre 29 % et 100 % des donnes peuvent être gagnées (intervalle à 95 %). Les joueurs du kit ont gagné : le joueur au hasard 6/200, le joueur glouton 4/200, le joueur qui anticipe 1/200. La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
answer = ["tableau2", "tableau4", "tableau5", "tableau6", "tableau7", "tableau8", "tableau9", "tableau10", "tableau11", "tableau12", "tableau13", "tableau14", "tableau15"]
### END SOLUTION
q.check(answer)

# %% exercise="example1.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** A card goes onto a card of the same rank, whatever its suit; an empty pile takes any card.

# %% [markdown] lang="fr"
# **Regardez.** Une carte va sur une carte de même rang, quelle que soit sa couleur ; une pile vide reçoit n'importe quelle carte.

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
answer = ["tableau2", "tableau3", "tableau5", "tableau6", "tableau7", "tableau8", "tableau9", "tableau10", "tableau11", "tableau12", "tableau13", "tableau14", "tableau15"]
### END SOLUTION
q.check(answer)

# %% exercise="example2.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** The top card moves with the cards of its rank just under it: two Sixes together, never the card beneath them.

# %% [markdown] lang="fr"
# **Regardez.** La carte du dessus se déplace avec les cartes de son rang juste en dessous : deux Six ensemble, jamais la carte en dessous.

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
q = PickTarget(example.position(), 'tableau1', 3)
display(show(example.position()))
q

# %% exercise="example3.where" part="answer"
answer = ...  # ← your answer, a list of pile ids in quotes (an empty list for nowhere)
### BEGIN SOLUTION
answer = ["tableau4", "tableau5", "tableau6", "tableau7", "tableau8", "tableau9", "tableau10", "tableau11", "tableau12", "tableau13", "tableau14", "tableau15"]
### END SOLUTION
q.check(answer)

# %% exercise="example3.where" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** No pile holds more than four cards: three Nines cannot join a pile of two.

# %% [markdown] lang="fr"
# **Regardez.** Aucune pile ne contient plus de quatre cartes : trois Neuf ne peuvent pas rejoindre une pile de deux.

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
q = WhichRule(position, 't1-t3')
display(show(position))
q

# %% exercise="example4.rule" part="answer"
answer = ...  # ← your answer, the rule's name, in words
### BEGIN SOLUTION
answer = "pileon_frozen_set"
### END SOLUTION
q.check(answer)

# %% exercise="example4.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** Four cards of one rank are a finished set: the top card lies face down and nothing leaves it or joins it.

# %% [markdown] lang="fr"
# **Regardez.** Quatre cartes de même rang forment un ensemble terminé : la carte du dessus est face cachée, et plus rien n'en part ni n'y va.

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
# Keep one pile empty as long as you can. Don't let three cards of a rank pile up on a single card of another rank: that pile is then full, and unless the fourth card of the set lies at the bottom of another pile, finishing the set will need an empty pile.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Gardez une pile vide aussi longtemps que possible. Ne laissez pas trois cartes d'un même rang s'empiler sur une seule carte d'un autre rang : la pile est alors pleine, et si la quatrième carte du rang n'est pas au fond d'une autre pile, il faudra une pile vide pour finir la série.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
