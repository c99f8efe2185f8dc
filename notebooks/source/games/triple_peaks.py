# %% [markdown] lang="en"
# # Triple Peaks
#
# Clear three peaks onto the waste, one rank up or down, Ace next to King; long runs score the most.
#
# *In the AisleRiot manual: « Jeu de tuiles ».*

# %% [markdown] lang="fr"
# # Jeu de tuiles
#
# Dégagez trois sommets sur la défausse, un rang au-dessus ou en dessous, l'As à côté du Roi ; les longues suites rapportent le plus.
#
# *Dans le manuel d'AisleRiot : « Jeu de tuiles ».*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.examples import examples
from solitaire_nb.teaching.exercises import PickTarget, WhichRule
sn.set_lang("en")
GAME = "triple_peaks"

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
# ## What is different from Golf
#
# If you know Golf, start here: the engine compares the two declarations aspect by aspect and lists what differs, in the glossary's words.

# %% [markdown] lang="fr"
# ## Ce qui change par rapport à Golf
#
# Si vous connaissez Golf, commencez ici : le moteur compare les deux déclarations aspect par aspect et liste ce qui diffère, avec les mots du glossaire.

# %%
for line in differences(GAME, "golf"):
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
# This game is made of these glossary entries: [Build regardless of suit](../../../glossary/build_regardless_of_suit.json), [Build up or down](../../../glossary/build_up_or_down.json), [Building](../../../glossary/building.json), [Building on the waste](../../../glossary/waste_building.json), [Deal to the waste](../../../glossary/deal_to_waste.json), [Free card](../../../glossary/free_card.json), [Redeal](../../../glossary/redeal.json), [Score](../../../glossary/score.json), [Standard deck](../../../glossary/standard_deck.json), [Stock](../../../glossary/stock.json), [Tableau](../../../glossary/tableau.json), [Waste](../../../glossary/waste.json), [Wrap-around](../../../glossary/wrap.json). Its rules fit on a printable page: [rule sheet](../../../docs/rule_sheets/triple_peaks.en.html).

# %% [markdown] lang="fr"
# ## Mots du glossaire
#
# Ce jeu est fait de ces entrées du glossaire : [Carte libre](../../../glossary/free_card.json), [Construction](../../../glossary/building.json), [Construire en montant ou en descendant](../../../glossary/build_up_or_down.json), [Construire quelle que soit la couleur](../../../glossary/build_regardless_of_suit.json), [Construire sur la défausse](../../../glossary/waste_building.json), [Distribution sur la défausse](../../../glossary/deal_to_waste.json), [Défausse](../../../glossary/waste.json), [Enchaînement Roi-As](../../../glossary/wrap.json), [Paquet standard](../../../glossary/standard_deck.json), [Pioche](../../../glossary/stock.json), [Redistribution](../../../glossary/redeal.json), [Score](../../../glossary/score.json), [Tableau](../../../glossary/tableau.json). Ses règles tiennent sur une page à imprimer : [fiche de règles](../../../docs/rule_sheets/triple_peaks.fr.html).

# %% [markdown] lang="en"
# ## Difficulty
#
# **medium**. Measured by the kit's own players on deals 1 to 200, wins with their 95% interval: greedy player 80/200 (33.5%–46.9%), random player 0/200 (0%–1.9%). The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).

# %% [markdown] lang="fr"
# ## Difficulté
#
# **moyen**. Mesurée par les joueurs du kit sur les donnes 1 à 200, victoires avec leur intervalle à 95 % : joueur glouton 80/200 (33,5 %–46,9 %), joueur au hasard 0/200 (0 %–1,9 %). La méthode est dans le [guide de l'enseignant](../../../docs/teacher/guide_fr.md).

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
q = PickTarget(example.position(), 'tableau19', 1)
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
# **Now look.** A free card goes on the waste one rank up or down, whatever the suit; a covered card cannot move.

# %% [markdown] lang="fr"
# **Regardez.** Une carte libre va sur la défausse un rang au-dessus ou en dessous, quelle que soit la couleur ; une carte recouverte ne peut pas bouger.

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
q = PickTarget(example.position(), 'tableau19', 1)
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
# **Now look.** The Ace is next to both the King and the Two.

# %% [markdown] lang="fr"
# **Regardez.** L'As est voisin du Roi et du Deux.

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
q = WhichRule(position, 't10-w', choices=["deal_to_waste", "face_down", "redeal"])
display(show(position))
q

# %% exercise="example3.rule" part="answer"
answer = ...  # ← your answer, one letter of the list, in quotes
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="example3.rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** A face-down card is not free; it turns up once both cards covering it have gone.

# %% [markdown] lang="fr"
# **Regardez.** Une carte face cachée n'est pas libre ; elle se retourne quand les deux cartes qui la recouvrent sont parties.

# %% exercise="example3.rule" part="reveal"
example = examples(GAME)[2]
position = example.position()
for move in list(example.legal) + list(example.refused):
    print(move, '→', position.explain(move))
show(position, select=example.select)

# %% [markdown] lang="en"
# ## Options
#
# Options are chosen when the game starts, as in AisleRiot: `sn.new_game(GAME, deal=..., option=value)`.
#
# - `multiplier`: False, True (default `False`) — multiplier scoring (AisleRiot's 'Multiplier Scoring')
# - `progressive`: False, True (default `False`) — progressive rounds (AisleRiot's 'Progressive Rounds')

# %% [markdown] lang="fr"
# ## Options
#
# Les options se choisissent au début de la partie, comme dans AisleRiot : `sn.new_game(GAME, deal=..., option=valeur)`.
#
# - `multiplier` : False, True (par défaut `False`) — multiplicateur de score
# - `progressive` : False, True (par défaut `False`) — manches progressives

# %%
variant = sn.new_game(GAME, deal=1, multiplier=True)
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
# Each card played scores the length of the current run, and turning a stock card ends the run (and, in the usual scoring, costs 5 points): play every card you can before touching the stock. When two cards fit, pick the one that keeps the run going longer or uncovers face-down cards; an Ace sits next to both the King and the Two.
#
# Try this advice on deal 2 below, then compare with a game where you ignore it. Click a card, then where it should go (or drag it); a double-click plays it where the game sends it (a foundation in most games); click the stock, or the Deal button, to deal.

# %% [markdown] lang="fr"
# ## Stratégie, essayée sur la table
#
# Chaque carte jouée rapporte la longueur de l'enchaînement en cours, et retourner une carte de la pioche l'interrompt (et coûte 5 points avec le score habituel) : jouez toutes les cartes possibles avant de toucher à la pioche. Si deux cartes conviennent, prenez celle qui prolonge l'enchaînement ou découvre des cartes face cachée ; l'As est voisin du Roi comme du Deux.
#
# Essayez ce conseil sur la donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. Cliquez sur une carte puis sur sa destination (ou faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer.

# %%
sn.play(GAME, deal=2)
