# %% [markdown] lang="en"
# # Glossary 4: moves, stock and waste

# %% [markdown] lang="fr"
# # Glossaire 4 : coups, pioche et défausse

# %% [markdown] lang="en"
# Each word below comes with its glossary card (definition, rule, example, and the engine object that
# implements it — the same text the engine uses in its messages), a demonstration, and an exercise the engine
# corrects. Words marked *term of the AisleRiot manual's glossary* are the manual's own; the others are extra words
# this kit needs.

# %% [markdown] lang="fr"
# Chaque mot ci-dessous vient avec sa fiche de glossaire (définition, règle, exemple, et l'objet du moteur
# qui le réalise — le même texte que le moteur utilise dans ses messages), une démonstration, et un exercice corrigé
# par le moteur. Les mots marqués *terme du glossaire du manuel d'AisleRiot* sont ceux du manuel ; les autres sont des
# mots supplémentaires dont ce kit a besoin.

# %% [markdown] lang="en"
# Set `LANG` to `"fr"` in the next cell and run the notebook again: every rule, label, message and exercise feedback printed below switches to French. Text cells are written in both languages.

# %% [markdown] lang="fr"
# Mettez `LANG` à `"fr"` dans la cellule suivante et relancez le carnet : règles, noms de piles, messages et corrections d'exercices passent tous en français. Les cellules de texte sont écrites dans les deux langues.

# %%
import solitaire_nb as sn
from solitaire_nb.teaching import exercises as ex
from solitaire_nb.teaching import lessons
from solitaire_nb.table.show import show
sn.set_lang("en")

# %% [markdown] lang="en"
# ## Stock and waste

# %% [markdown] lang="fr"
# ## Pioche et défausse

# %% [markdown] lang="en"
# ### Stock

# %% [markdown] lang="fr"
# ### Pioche

# %% [markdown] lang="en"
# The stock holds the cards left after the deal, face down; you never take a card from it by hand — a click deals.

# %% [markdown] lang="fr"
# La pioche garde les cartes restées après la donne, face cachée ; on n'y prend jamais une carte à la main — un clic distribue.

# %%
lessons.concept("stock")

# %%
g = sn.new_game("klondike", deal=3)
print(len(g.pile("stock").cards), "cards;", g.explain("s-t1"))
show(g)

# %% [markdown] lang="en"
# **Exercise** — answer in the next cell, then run it; the engine checks.

# %% [markdown] lang="fr"
# **Exercice** — répondez dans la cellule suivante, puis exécutez-la ; le moteur corrige.

# %%
s = sn.position("klondike", {"stock": "(4C) (9D)", "tableau1": "TS"})
q = ex.LegalMoves(s, ["deal", "s-t1"])
q

# %%
my_answer = ["a", "b"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Waste

# %% [markdown] lang="fr"
# ### Défausse

# %% [markdown] lang="en"
# The waste receives the cards turned from the stock, face up; only its top card may be played.

# %% [markdown] lang="fr"
# La défausse reçoit les cartes retournées de la pioche, face visible ; seule la carte du dessus se joue.

# %%
lessons.concept("waste")

# %%
g.play("deal")
g.play("deal")
show(g, select=("waste", 1))

# %%
q = ex.LegalMoves(g, ["w-t1", "w-t1x2", "t1-w"])
q

# %%
my_answer = ["b"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Deal to the waste

# %% [markdown] lang="fr"
# ### Distribuer sur la défausse

# %% [markdown] lang="en"
# Each click turns N cards onto the waste (1 or 3 in Klondike).

# %% [markdown] lang="fr"
# Chaque clic retourne N cartes sur la défausse (1 ou 3 au Klondike).

# %%
lessons.concept("deal_to_waste")

# %%
for draw in (1, 3):
    print(sn.new_game("klondike", deal=1, draw=draw).declaration.piles[0].deal.rule())

# %% [markdown] lang="en"
# ### Deal to each pile

# %% [markdown] lang="fr"
# ### Distribuer sur chaque pile

# %% [markdown] lang="en"
# In Spider-like games a click deals one card onto every tableau pile.

# %% [markdown] lang="fr"
# Dans les jeux de la famille Spider, un clic pose une carte sur chaque pile du tableau.

# %%
lessons.concept("deal_to_each_pile")

# %%
g = sn.new_game("spider", deal=1)
print(g.explain("deal"))
g.play("deal")
show(g)

# %% [markdown] lang="en"
# ### Redeal

# %% [markdown] lang="fr"
# ### Redistribution

# %% [markdown] lang="en"
# Turning the waste over to make a new stock, a limited number of times (or never, or without limit).

# %% [markdown] lang="fr"
# Retourner la défausse pour refaire la pioche, un nombre limité de fois (ou jamais, ou sans limite).

# %%
lessons.concept("redeal")

# %%
from solitaire_nb.rules import Redeal, NO_REDEAL, UNLIMITED_REDEALS
for r in (Redeal(2), NO_REDEAL, UNLIMITED_REDEALS):
    print(r.rule())

# %%
g = sn.position("klondike", {"waste": "4C 5D"}, redeals=0)
q = ex.LegalMoves(g, ["redeal", "w-t1"])
q

# %%
my_answer = ["a"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ## What moves together

# %% [markdown] lang="fr"
# ## Ce qui se déplace ensemble

# %% [markdown] lang="en"
# ### One card at a time

# %% [markdown] lang="fr"
# ### Une carte à la fois

# %% [markdown] lang="en"
# Only the top card moves.

# %% [markdown] lang="fr"
# Seule la carte du dessus se déplace.

# %%
lessons.concept("single_card_move")

# %%
g = sn.new_game("bakers_dozen", deal=1)
print(g.declaration.piles[-1].moves.label(), g.movable_counts("tableau1"))

# %% [markdown] lang="en"
# ### Sequence move

# %% [markdown] lang="fr"
# ### Déplacement de suite

# %% [markdown] lang="en"
# A whole sequence moves at once (Klondike).

# %% [markdown] lang="fr"
# Une suite entière se déplace d'un coup (Klondike).

# %%
lessons.concept("sequence_move")

# %%
g = sn.position("klondike", {"tableau1": "(3S) 9C 8H 7S", "tableau2": "TH", "tableau3": "TD"})
print(g.movable_counts("tableau1"))
show(g, select=("tableau1", 3))

# %%
q = ex.PickTarget(g, "tableau1", 3)
q

# %%
my_answer = ["tableau2"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Sequence limited by free spaces

# %% [markdown] lang="fr"
# ### Suite limitée par les places libres

# %% [markdown] lang="en"
# A sequence moves at once only if it could move card by card through the empty free cells and columns: (n + 1) × 2^m.

# %% [markdown] lang="fr"
# Une suite ne bouge d'un coup que si elle pouvait passer carte par carte par les cellules et colonnes vides : (n + 1) × 2^m.

# %%
lessons.concept("free_cell_limited_move")

# %%
lessons.capacity_table(max_cells=4, max_piles=2)

# %%
q = ex.CountCapacity(free_cells=1, empty_piles=2)
q

# %%
my_answer = 4   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Same-suit sequence move

# %% [markdown] lang="fr"
# ### Déplacement de suite de même enseigne

# %% [markdown] lang="en"
# Only a sequence of one suit moves together (Spider).

# %% [markdown] lang="fr"
# Seule une suite d'une même enseigne se déplace ensemble (Spider).

# %%
lessons.concept("same_suit_sequence_move")

# %%
g = sn.position("spider", {"tableau1": "9S 8S 7H", "tableau2": "9H 8H 7H", "tableau3": "9D"})
print("t1:", g.movable_counts("tableau1"), " t2:", g.movable_counts("tableau2"))

# %% [markdown] lang="en"
# ### Any group move

# %% [markdown] lang="fr"
# ### Déplacement de n'importe quel groupe

# %% [markdown] lang="en"
# Any face-up card moves with everything on top of it, in order or not (Yukon).

# %% [markdown] lang="fr"
# N'importe quelle carte visible se déplace avec tout ce qui est dessus, en ordre ou non (Yukon).

# %%
lessons.concept("any_group_move")

# %%
g = sn.position("yukon", {"tableau1": "(4C) 8C 7D 2S KH", "tableau2": "9H", "tableau3": "9D"})
print(g.movable_counts("tableau1"))
show(g, select=("tableau1", 4))

# %% [markdown] lang="en"
# ### Top card or whole face-up part

# %% [markdown] lang="fr"
# ### Carte du dessus ou toute la partie visible

# %% [markdown] lang="en"
# Either the top card alone, or all the face-up cards together — nothing in between.

# %% [markdown] lang="fr"
# Soit la carte du dessus seule, soit toutes les cartes visibles ensemble — rien entre les deux.

# %%
lessons.concept("top_or_face_up_part")

# %%
from solitaire_nb.rules import TOP_OR_FACE_UP_PART
cards = sn.parse_cards("(4C) 9S 8H 7C")
print([k for k in (1, 2, 3) if TOP_OR_FACE_UP_PART.allows_count(cards, k)])

# %% [markdown] lang="en"
# ## The game plays by itself

# %% [markdown] lang="fr"
# ## Le jeu joue tout seul

# %% [markdown] lang="en"
# ### Automatic play

# %% [markdown] lang="fr"
# ### Jeu automatique

# %% [markdown] lang="en"
# Safe cards go to the foundations by themselves (the **Autoplay** switch of the table).

# %% [markdown] lang="fr"
# Les cartes sans risque montent seules sur les fondations (l'interrupteur **Jeu automatique** de la table).

# %%
lessons.concept("auto_play")

# %%
g = sn.position("klondike", {"tableau1": "2H", "tableau2": "AH", "tableau3": "KS"})
g.autoplay = True
g.play("t2-f1")
print("automatic:", [str(m) for m in g.last_auto_moves])
show(g)

# %% [markdown]
# ### Score

# %% [markdown] lang="en"
# By default, one point per card on the foundations.

# %% [markdown] lang="fr"
# Par défaut, un point par carte sur les fondations.

# %%
lessons.concept("score")

# %%
print(g.score, "—", g.declaration.score.rule())

# %% [markdown] lang="en"
# ## Try it
#
# The table below is live. Try each word of this notebook on it:
#
# 1. click the stock to **deal** a card onto the **waste**, then go on until the stock is empty and click it again to **redeal**;
# 2. play **9♥** from the waste onto **10♠** (a **single card move**), then move **10♠ 9♥** together onto an empty column only a King may fill: the table names the rule that refuses it;
# 3. double-click **A♥** to send it to a **foundation**, and watch the **score** in the status line.

# %% [markdown] lang="fr"
# ## Essayez
#
# La table ci-dessous est vivante. Essayez-y chaque mot de ce carnet :
#
# 1. cliquez sur la pioche pour **distribuer** une carte sur la **défausse**, continuez jusqu'à vider la pioche, puis cliquez de nouveau pour **redistribuer** ;
# 2. jouez **9♥** de la défausse sur **10♠** (le **déplacement d'une seule carte**), puis essayez de déplacer **10♠ 9♥** ensemble vers une colonne vide que seul un Roi peut occuper : la table nomme la règle qui le refuse ;
# 3. double-cliquez sur **A♥** pour l'envoyer sur une **fondation**, et regardez le **score** dans la ligne d'état.

# %%
sn.play(sn.position("klondike", {"stock": "(QD) (8C) (2H)", "waste": "9H", "tableau1": "TS", "tableau2": "9D", "tableau3": "AH", "tableau4": "KC"}))
