# %% [markdown] lang="en"
# # Glossary 3: building

# %% [markdown] lang="fr"
# # Glossaire 3 : construire

# %% [markdown] lang="en"
# Each word below comes with its glossary card (definition, rule, example, and the engine object that
# implements it — the same text the engine uses in its messages), a demonstration, and an exercise the engine
# corrects. Words marked *term of the AisleRiot manual's glossary* are the manual's own; the others are extra words
# this kit needs.
#
# **How building works in the engine.** A building rule is one *rank order* (down, up, up or down, by N, with or
# without wrap) combined with one *suit rule* (by suit, by colour, alternate colour, any suit but own, regardless of
# suit): `Build(Down(), ALTERNATE_COLOUR)` is Klondike's tableau. `rule.fits(card, onto)` answers; so you can try
# every combination, even those no game of the kit uses yet.

# %% [markdown] lang="fr"
# Chaque mot ci-dessous vient avec sa fiche de glossaire (définition, règle, exemple, et l'objet du moteur
# qui le réalise — le même texte que le moteur utilise dans ses messages), une démonstration, et un exercice corrigé
# par le moteur. Les mots marqués *terme du glossaire du manuel d'AisleRiot* sont ceux du manuel ; les autres sont des
# mots supplémentaires dont ce kit a besoin.
#
# **La construction dans le moteur.** Une règle de construction combine un *ordre des rangs* (en descendant, en
# montant, les deux, de N, avec ou sans boucle) et une *règle de couleur* (par enseigne, par couleur, alternée,
# sauf la sienne, quelle qu'elle soit) : `Build(Down(), ALTERNATE_COLOUR)` est le tableau du Klondike.
# `rule.fits(carte, sur)` répond ; on peut donc essayer toutes les combinaisons, même celles qu'aucun jeu du kit
# n'utilise encore.

# %% [markdown] lang="en"
# Set `LANG` to `"fr"` in the next cell and run the notebook again: every rule, label, message and exercise feedback printed below switches to French. Text cells are written in both languages.

# %% [markdown] lang="fr"
# Mettez `LANG` à `"fr"` dans la cellule suivante et relancez le carnet : règles, noms de piles, messages et corrections d'exercices passent tous en français. Les cellules de texte sont écrites dans les deux langues.

# %%
import solitaire_nb as sn
from solitaire_nb.teaching import exercises as ex
from solitaire_nb.teaching import lessons
from solitaire_nb.table.show import show
from solitaire_nb.rules import *
sn.set_lang("en")

# %% [markdown] lang="en"
# ### Building

# %% [markdown] lang="fr"
# ### Construction

# %% [markdown] lang="en"
# Building means placing a card (or a group) on another card, following the pile's rule. Every building rule = a rank order + a suit rule.

# %% [markdown] lang="fr"
# Construire, c'est poser une carte (ou un groupe) sur une autre carte, selon la règle de la pile. Toute règle de construction = un ordre des rangs + une règle de couleur.

# %%
lessons.concept("building")

# %%
klondike_tableau = Build(Down(), ALTERNATE_COLOUR)
print(klondike_tableau.label(), "—", klondike_tableau.rule())
print(klondike_tableau.fits(sn.Card.parse("7H"), sn.Card.parse("8S")), klondike_tableau.fits(sn.Card.parse("7H"), sn.Card.parse("8D")))
g = sn.position("klondike", {"tableau1": "8S", "tableau2": "7H", "tableau3": "8D", "tableau4": "KC", "tableau5": "KD", "tableau6": "KH", "tableau7": "KS"})
show(g, select=("tableau2", 1))

# %% [markdown] lang="en"
# **Exercise** — answer in the next cell, then run it; the engine checks.

# %% [markdown] lang="fr"
# **Exercice** — répondez dans la cellule suivante, puis exécutez-la ; le moteur corrige.

# %%
q = ex.WhichFit(Build(Down(), ALTERNATE_COLOUR), "8S", "7H 7S 9D 7D")
q

# %%
my_answer = ["7H"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ## Rank orders

# %% [markdown] lang="fr"
# ## Ordres des rangs

# %% [markdown] lang="en"
# ### Build down

# %% [markdown] lang="fr"
# ### Construire en descendant

# %% [markdown] lang="en"
# A card goes on a card one rank **higher**: 7 on 8, Queen on King.

# %% [markdown] lang="fr"
# Une carte va sur une carte d'un rang **plus haut** : 7 sur 8, Dame sur Roi.

# %%
lessons.concept("build_down")

# %%
rule = Build(Down(), REGARDLESS_OF_SUIT)
print(repr(rule), "->", rule.label())
lessons.fits_table(rule, "8S", "7H 7S 9D 6C")

# %%
q = ex.WhichFit(Build(Down(), REGARDLESS_OF_SUIT), "8S", "7H 7S 9D 6C")
q

# %%
my_answer = ["7H"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Build up

# %% [markdown] lang="fr"
# ### Construire en montant

# %% [markdown] lang="en"
# A card goes on a card one rank **lower**: 2 on Ace. Foundations are built up.

# %% [markdown] lang="fr"
# Une carte va sur une carte d'un rang **plus bas** : 2 sur As. Les fondations se construisent en montant.

# %%
lessons.concept("build_up")

# %%
rule = Build(Up(), BY_SUIT)
print(repr(rule), "->", rule.label())
lessons.fits_table(rule, "7H", "8H 8S 6H 9H")

# %%
q = ex.WhichFit(Build(Up(), BY_SUIT), "7H", "8H 8S 6H 9H")
q

# %%
my_answer = ["8H", "6H"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Build up or down

# %% [markdown] lang="fr"
# ### Construire en montant ou en descendant

# %% [markdown] lang="en"
# Both directions are allowed: one rank higher or one rank lower (used by Fortress).

# %% [markdown] lang="fr"
# Les deux sens sont permis : un rang plus haut ou plus bas (Fortress l'utilise).

# %%
lessons.concept("build_up_or_down")

# %%
rule = Build(UpOrDown(), BY_SUIT)
print(repr(rule), "->", rule.label())
lessons.fits_table(rule, "7C", "6C 8C 7C 8D")

# %%
q = ex.WhichFit(Build(UpOrDown(), BY_SUIT), "7C", "6C 8C 7C 8D")
q

# %%
my_answer = ["8C"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Build down by N

# %% [markdown] lang="fr"
# ### Construire en descendant de N

# %% [markdown] lang="en"
# Like build down, but the gap is N ranks. No game of the kit uses it yet: compose it with `Down(by=2)`.

# %% [markdown] lang="fr"
# Comme construire en descendant, mais l'écart est de N rangs. Aucun jeu du kit ne l'utilise encore : composez-le avec `Down(by=2)`.

# %%
lessons.concept("build_down_by")

# %%
rule = Build(Down(by=2), REGARDLESS_OF_SUIT)
print(repr(rule), "->", rule.label())
lessons.fits_table(rule, "9S", "7H 8S 7C JD")

# %%
q = ex.WhichFit(Build(Down(by=2), REGARDLESS_OF_SUIT), "9S", "7H 8S 7C JD")
q

# %%
my_answer = ["8S"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Build up by N

# %% [markdown] lang="fr"
# ### Construire en montant de N

# %% [markdown] lang="en"
# Like build up, with a gap of N ranks: `Up(by=3)`.

# %% [markdown] lang="fr"
# Comme construire en montant, avec un écart de N rangs : `Up(by=3)`.

# %%
lessons.concept("build_up_by")

# %%
rule = Build(Up(by=3), BY_SUIT)
print(repr(rule), "->", rule.label())
lessons.fits_table(rule, "4D", "7D 5D 7S AD")

# %%
q = ex.WhichFit(Build(Up(by=3), BY_SUIT), "4D", "7D 5D 7S AD")
q

# %%
my_answer = ["5D"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Wrap-around

# %% [markdown] lang="fr"
# ### En boucle

# %% [markdown] lang="en"
# With wrap, the King and the Ace are neighbours: an Ace may go on a King when building up (Agnes uses it).

# %% [markdown] lang="fr"
# Avec la boucle, le Roi et l'As sont voisins : un As peut aller sur un Roi en montant (Agnes l'utilise).

# %%
lessons.concept("wrap")

# %%
plain, looped = Build(Up(), BY_SUIT), Build(Up(wrap=True), BY_SUIT)
ace, king = sn.Card.parse("AS"), sn.Card.parse("KS")
print("AS on KS:", plain.fits(ace, king), "| with wrap:", looped.fits(ace, king))
lessons.fits_table(Build(Down(wrap=True), BY_SUIT), "AS", "KS QS 2S")

# %%
q = ex.WhichFit(Build(Down(wrap=True), REGARDLESS_OF_SUIT), "AH", "KC 2C QH")
q

# %%
my_answer = []   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ## Suit rules

# %% [markdown] lang="fr"
# ## Règles de couleur

# %% [markdown] lang="en"
# ### Build by alternate colour

# %% [markdown] lang="fr"
# ### Construire par couleur (rouge et noir) alternée

# %% [markdown] lang="en"
# Red on black, black on red (Klondike, FreeCell tableaux).

# %% [markdown] lang="fr"
# Rouge sur noir, noir sur rouge (tableaux du Klondike et du FreeCell).

# %%
lessons.concept("build_alternate_colour")

# %%
rule = Build(Down(), ALTERNATE_COLOUR)
print(repr(rule), "->", rule.label())
lessons.fits_table(rule, "9C", "8H 8D 8S 7H")

# %%
q = ex.WhichFit(Build(Down(), ALTERNATE_COLOUR), "9C", "8H 8D 8S 7H")
q

# %%
my_answer = ["8H", "8S"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Build by colour

# %% [markdown] lang="fr"
# ### Construire par couleur (rouge et noir)

# %% [markdown] lang="en"
# Red on red, black on black (Agnes, Whitehead).

# %% [markdown] lang="fr"
# Rouge sur rouge, noir sur noir (Agnes, Whitehead).

# %%
lessons.concept("build_by_colour")

# %%
rule = Build(Down(), BY_COLOUR)
print(repr(rule), "->", rule.label())
lessons.fits_table(rule, "9C", "8H 8S 8C 7S")

# %%
q = ex.WhichFit(Build(Down(), BY_COLOUR), "9C", "8H 8S 8C 7S")
q

# %%
my_answer = ["8H"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Build by suit

# %% [markdown] lang="fr"
# ### Construire par couleur (enseigne)

# %% [markdown] lang="en"
# Only on the same suit: hearts on hearts (foundations of almost every game).

# %% [markdown] lang="fr"
# Seulement sur la même enseigne : cœur sur cœur (les fondations de presque tous les jeux).

# %%
lessons.concept("build_by_suit")

# %%
rule = Build(Up(), BY_SUIT)
print(repr(rule), "->", rule.label())
lessons.fits_table(rule, "5H", "6H 6D 4H 6S")

# %%
q = ex.WhichFit(Build(Up(), BY_SUIT), "5H", "6H 6D 4H 6S")
q

# %%
my_answer = ["6H", "6D"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Build by any suit but own

# %% [markdown] lang="fr"
# ### Construire sur n'importe quelle couleur sauf la sienne

# %% [markdown] lang="en"
# Any suit except the card's own (Thumb and Pouch).

# %% [markdown] lang="fr"
# N'importe quelle enseigne sauf la sienne (Thumb and Pouch).

# %%
lessons.concept("build_any_suit_but_own")

# %%
rule = Build(Down(), ANY_SUIT_BUT_OWN)
print(repr(rule), "->", rule.label())
lessons.fits_table(rule, "9S", "8S 8H 8C 7D")

# %%
q = ex.WhichFit(Build(Down(), ANY_SUIT_BUT_OWN), "9S", "8S 8H 8C 7D")
q

# %%
my_answer = ["8S", "8H"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Build regardless of suit

# %% [markdown] lang="fr"
# ### Construire quelle que soit la couleur

# %% [markdown] lang="en"
# Suit and colour do not matter, only the rank (Spider, Baker's Dozen).

# %% [markdown] lang="fr"
# L'enseigne et la couleur ne comptent pas, seulement le rang (Spider, Baker's Dozen).

# %%
lessons.concept("build_regardless_of_suit")

# %%
rule = Build(Down(), REGARDLESS_OF_SUIT)
print(repr(rule), "->", rule.label())
lessons.fits_table(rule, "JD", "TD TS TH 9C")

# %%
q = ex.WhichFit(Build(Down(), REGARDLESS_OF_SUIT), "JD", "TD TS TH 9C")
q

# %%
my_answer = ["TD"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ## Sequences

# %% [markdown] lang="fr"
# ## Les suites

# %% [markdown] lang="en"
# ### Sequence

# %% [markdown] lang="fr"
# ### Suite

# %% [markdown] lang="en"
# A sequence is a run of face-up cards, each built on the one below by the pile's rule. `build.is_sequence(cards)` checks one.

# %% [markdown] lang="fr"
# Une suite est une série de cartes visibles, chacune construite sur la précédente selon la règle de la pile. `build.is_sequence(cartes)` la vérifie.

# %%
lessons.concept("sequence")

# %%
rule = Build(Down(), ALTERNATE_COLOUR)
for text in ["9S 8D 7C", "9S 8D 7D", "KH QS JH TC"]:
    print(text, "->", rule.is_sequence(sn.parse_cards(text)))

# %%
q = ex.Question({"en": "Is 6D 5C 4H a sequence under build down by alternate colour? (True/False)", "fr": "6D 5C 4H est-elle une suite en descendant par couleur alternée ? (True/False)"},
                Build(Down(), ALTERNATE_COLOUR).is_sequence(sn.parse_cards("6D 5C 4H")))
q

# %%
my_answer = False   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ## On a table

# %% [markdown] lang="fr"
# ## Sur une table

# %% [markdown] lang="en"
# Rules the kit's games use can be seen at work in those games; for example *any suit but own* in Thumb and Pouch, and *regardless of suit* in Spider. Select a card and watch where it may go:

# %% [markdown] lang="fr"
# Les règles utilisées par les jeux du kit se voient à l'œuvre dans ces jeux ; par exemple *sauf la sienne* au Thumb and Pouch, et *quelle qu'elle soit* au Spider. Sélectionnez une carte et regardez où elle peut aller :

# %%
g = sn.position("thumb_and_pouch", {"tableau1": "9S", "tableau2": "9H", "tableau3": "8H", "tableau4": "8S", "tableau5": "TS"})
print(g.declaration.piles[-1].build.label() if hasattr(g.declaration.piles[-1], "build") else "")
show(g, select=("tableau3", 1))

# %%
t = sn.play(g)
t.select("tableau4", 1)
t

# %% [markdown] lang="en"
# Building rules no game uses yet can be put on a table too: see [21_your_variant.ipynb](21_your_variant.ipynb).

# %% [markdown] lang="fr"
# Les règles qu'aucun jeu n'utilise encore peuvent aussi aller sur une table : voir [21_your_variant.ipynb](21_your_variant.ipynb).
