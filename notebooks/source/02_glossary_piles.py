# %% [markdown] lang="en"
# # Glossary 2: piles

# %% [markdown] lang="fr"
# # Glossaire 2 : les piles

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
# ## Places on the table

# %% [markdown] lang="fr"
# ## Les places de la table

# %% [markdown]
# ### Pile

# %% [markdown] lang="en"
# A pile is any place on the table where cards may lie: each has an id (`tableau3`, `foundation1`, `stock`...), a role, and rules for what it gives and takes.

# %% [markdown] lang="fr"
# Une pile est une place de la table où des cartes peuvent se trouver : chacune a un identifiant (`tableau3`, `foundation1`, `stock`...), un rôle, et des règles sur ce qu'elle donne et reçoit.

# %%
lessons.concept("pile")

# %%
g = sn.new_game("klondike", deal=3)
for p in g.piles:
    print(f"{p.id:<12} {p.role:<11} {p.label():<14} {len(p.cards)} cards")

# %%
q = ex.Question({"en": "How many piles does a Klondike table have?", "fr": "Combien de piles compte une table de Klondike ?"}, len(g.piles),
                hint={"en": "stock + waste + 4 foundations + 7 columns", "fr": "pioche + défausse + 4 fondations + 7 colonnes"})
q

# %%
my_answer = 11   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Slot

# %% [markdown] lang="fr"
# ### Emplacement

# %% [markdown] lang="en"
# The manual uses *slot* as another word for pile: the place itself, even when it is empty. Empty slots are drawn as dashed frames.

# %% [markdown] lang="fr"
# Le manuel emploie *emplacement* comme autre mot pour pile : la place elle-même, même vide. Les emplacements vides sont dessinés en pointillés.

# %%
lessons.concept("slot")

# %%
show(sn.position("klondike", {"tableau1": "KD"}))

# %% [markdown] lang="en"
# **Exercise** — answer in the next cell, then run it; the engine checks.

# %% [markdown] lang="fr"
# **Exercice** — répondez dans la cellule suivante, puis exécutez-la ; le moteur corrige.

# %%
q = ex.Question({"en": "A slot is another name for what? (one word)",
                 "fr": "Un emplacement est un autre nom de quoi ? (un mot)"},
                "pile",
                explanation={"en": "Slot and pile mean the same: a place where cards can lie.",
                             "fr": "Emplacement et pile veulent dire la même chose : une place où poser des cartes."},
                hint={"en": "Read the definition above.", "fr": "Relisez la définition ci-dessus."})
q

# %%
my_answer = "card"   # ← change me
q.check(my_answer)

# %% [markdown]
# ### Tableau

# %% [markdown] lang="en"
# The tableau is the main area, where you build sequences and move cards between columns.

# %% [markdown] lang="fr"
# Le tableau est la zone principale, où l'on construit des suites et déplace des cartes entre colonnes.

# %%
lessons.concept("tableau")

# %%
g = sn.new_game("freecell", deal=5)
print(len(g.group_piles("tableau")), "tableau piles;", g.declaration.piles[-1].build.label())
show(g, select=("tableau1", 1))

# %% [markdown] lang="en"
# **Exercise** — answer in the next cell, then run it; the engine checks.

# %% [markdown] lang="fr"
# **Exercice** — répondez dans la cellule suivante, puis exécutez-la ; le moteur corrige.

# %%
g = sn.position("klondike", {"tableau1": "8S", "tableau2": "7H", "tableau3": "7C"})
show(g, select=("tableau2", 1))

# %%
q = ex.LegalMoves(g, ["t2-t1", "t3-t1"])
q

# %%
my_answer = ["a", "b"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Foundation

# %% [markdown] lang="fr"
# ### Fondation

# %% [markdown] lang="en"
# Foundations are where every card must end up: in most games, one per suit, from Ace to King. Filling them wins the game.

# %% [markdown] lang="fr"
# Les fondations sont l'arrivée de toutes les cartes : dans la plupart des jeux, une par enseigne, de l'As au Roi. Les remplir, c'est gagner.

# %%
lessons.concept("foundation")

# %%
g = sn.position("klondike", {"foundation1": "AC 2C", "tableau1": "3C", "tableau2": "3H", "tableau3": "AD"})
show(g, select=("tableau1", 1))

# %%
q = ex.PickTarget(g, "tableau3", 1)
q

# %%
my_answer = ["foundation1"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Base card

# %% [markdown] lang="fr"
# ### Carte de base

# %% [markdown] lang="en"
# The base card is the first card of a foundation: an Ace in Klondike and FreeCell. In some games (Agnes) the deal decides it, and every foundation must start with that rank.

# %% [markdown] lang="fr"
# La carte de base est la première carte d'une fondation : un As au Klondike et au FreeCell. Dans certains jeux (Agnes) la donne la choisit, et chaque fondation doit commencer par ce rang.

# %%
lessons.concept("base_card")

# %%
agnes = sn.new_game("agnes", deal=2)
base = agnes.state["base_rank"]
from solitaire_nb.rules import BaseCard
print("Agnes, deal 2:", BaseCard(base).label(), "—", BaseCard(base).rule())
show(agnes)

# %%
g = sn.position("klondike", {"tableau1": "2S", "tableau2": "AS", "waste": "KH"})
q = ex.LegalMoves(g, ["t1-f1", "t2-f1", "w-f1"])
q

# %%
my_answer = ["a", "b"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Reserve

# %% [markdown] lang="fr"
# ### Réserves

# %% [markdown] lang="en"
# A reserve holds cards set aside: you may play them elsewhere, but usually you do not build on them. Free cells are one-card reserves.

# %% [markdown] lang="fr"
# Une réserve garde des cartes mises de côté : on peut les jouer ailleurs, mais en général on ne construit pas dessus. Les cellules libres sont des réserves d'une carte.

# %%
lessons.concept("reserve")

# %%
g = sn.new_game("king_albert", deal=1)
print([p.id for p in g.piles if p.role == "reserve"])
show(g)

# %% [markdown] lang="en"
# **Exercise** — answer in the next cell, then run it; the engine checks.

# %% [markdown] lang="fr"
# **Exercice** — répondez dans la cellule suivante, puis exécutez-la ; le moteur corrige.

# %%
g = sn.position("king_albert", {"reserve1": "5H", "tableau1": "6S", "tableau2": "6H"})
show(g, select=("reserve1", 1))

# %%
q = ex.LegalMoves(g, ["r1-t1", "r1-t2", "t1-r1"])
q

# %%
my_answer = ["a", "c"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Free cell

# %% [markdown] lang="fr"
# ### Cellule libre

# %% [markdown] lang="en"
# A free cell holds one card, any card, until you play it elsewhere.

# %% [markdown] lang="fr"
# Une cellule libre garde une carte, n'importe laquelle, jusqu'à ce qu'on la joue ailleurs.

# %%
lessons.concept("free_cell")

# %%
g = sn.position("freecell", {"reserve1": "5D", "tableau1": "6C 9H", "tableau2": "KS", "tableau3": "KH", "tableau4": "KD", "tableau5": "KC", "tableau6": "QS", "tableau7": "QH", "tableau8": "QD"})
show(g, select=("tableau1", 1))

# %%
q = ex.LegalMoves(g, ["1a", "1b", "a1", "ab"])
q

# %%
my_answer = ["a", "b"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ## Foundations in or out of play

# %% [markdown] lang="fr"
# ## Fondations en jeu ou hors jeu

# %% [markdown] lang="en"
# ### Foundations in play

# %% [markdown] lang="fr"
# ### Fondations en jeu

# %% [markdown] lang="en"
# In some games (Klondike) the top card of a foundation may come back to the tableau.

# %% [markdown] lang="fr"
# Dans certains jeux (Klondike) la carte du dessus d'une fondation peut revenir au tableau.

# %%
lessons.concept("in_play")

# %%
g = sn.position("klondike", {"foundation1": "AH 2H 3H", "tableau1": "4S", "tableau2": "4H"})
show(g, select=("foundation1", 1))

# %% [markdown] lang="en"
# ### Foundations out of play

# %% [markdown] lang="fr"
# ### Fondations hors jeu

# %% [markdown] lang="en"
# In others (FreeCell) a card on a foundation stays there.

# %% [markdown] lang="fr"
# Dans d'autres (FreeCell) une carte posée sur une fondation y reste.

# %%
lessons.concept("out_of_play")

# %%
g = sn.position("freecell", {"foundation1": "AH 2H 3H", "tableau1": "4S"})
print(g.explain("f1-t1"))

# %%
q = ex.Question({"en": "In FreeCell, can the 3♥ come back from its foundation? (yes/no)", "fr": "Au FreeCell, le 3♥ peut-il revenir de sa fondation ? (oui/non)"},
                {"en": "no", "fr": "non"}[LANG])
q

# %%
my_answer = {"en": "yes", "fr": "oui"}[LANG]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ## Empty piles

# %% [markdown] lang="fr"
# ## Piles vides

# %% [markdown] lang="en"
# ### Kings only

# %% [markdown] lang="fr"
# ### Rois seulement

# %% [markdown] lang="en"
# Klondike: only a King (or a sequence starting with a King) fills an empty column.

# %% [markdown] lang="fr"
# Klondike : seul un Roi (ou une suite commençant par un Roi) occupe une colonne vide.

# %%
lessons.concept("empty_king_only")

# %%
g = sn.position("klondike", {"tableau1": "(2C) KH QS", "tableau2": "QD", "tableau3": "KC", "tableau4": "5S", "tableau5": "6D", "tableau6": "7C", "tableau7": ""})
show(g, select=("tableau1", 2))

# %%
q = ex.LegalMoves(g, ["t2-t7", "t3-t7", "t1-t7x2", "t1-t7x1"])
q

# %%
my_answer = ["b"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Any card

# %% [markdown] lang="fr"
# ### N'importe quelle carte

# %% [markdown] lang="en"
# FreeCell: any card, or any sequence allowed to move, fills an empty column.

# %% [markdown] lang="fr"
# FreeCell : n'importe quelle carte, ou toute suite autorisée à bouger, occupe une colonne vide.

# %%
lessons.concept("empty_any_card")

# %%
g = sn.position("freecell", {"tableau1": "8H 7C", "tableau2": "4D", "tableau3": "KS", "tableau4": "KH", "tableau5": "KD", "tableau6": "KC", "tableau7": "QS"})
show(g, select=("tableau2", 1))

# %% [markdown] lang="en"
# ### Never refilled

# %% [markdown] lang="fr"
# ### Jamais remplie

# %% [markdown] lang="en"
# In some games (Agnes, Baker's Dozen) an emptied pile stays empty for the rest of the game.

# %% [markdown] lang="fr"
# Dans certains jeux (Agnes, Baker's Dozen) une pile vidée reste vide jusqu'à la fin.

# %%
lessons.concept("empty_never")

# %%
from solitaire_nb.rules import NEVER_FILLED, KINGS_ONLY, ANY_CARD
king = sn.Card.parse("KS")
for rule in (KINGS_ONLY, ANY_CARD, NEVER_FILLED):
    print(f"{rule.label():<40} accepts KS: {rule.accepts(king)}   accepts 4H: {rule.accepts(sn.Card.parse('4H'))}")

# %% [markdown] lang="en"
# ### Filled automatically

# %% [markdown] lang="fr"
# ### Remplie automatiquement

# %% [markdown] lang="en"
# Some AisleRiot games refill an empty pile at once from another pile (the reserve, the stock). The engine has this rule as an object, ready for new games.

# %% [markdown] lang="fr"
# Certains jeux d'AisleRiot remplissent aussitôt une pile vide avec une carte d'une autre pile (la réserve, la pioche). Le moteur a cette règle en objet, prête pour de nouveaux jeux.

# %%
lessons.concept("empty_auto_fill")

# %%
from solitaire_nb.rules import FilledAutomatically
print(FilledAutomatically("reserve").rule())
