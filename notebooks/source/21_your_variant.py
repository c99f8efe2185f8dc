# %% [markdown] lang="en"
# # Your variant

# %% [markdown] lang="fr"
# # Votre variante

# %% [markdown] lang="en"
# A game of the kit is a **declaration**: a deck, some piles, each with its rules taken from the glossary,
# and the steps of the deal. Klondike and FreeCell are written this way (see `solitaire_nb/games/klondike.py`). Here
# you compose your own game from the same pieces, register it, read its rules, and play it on the table.

# %% [markdown] lang="fr"
# Un jeu du kit est une **déclaration** : un paquet, des piles, chacune avec ses règles prises dans le
# glossaire, et les étapes de la donne. Le Klondike et le FreeCell sont écrits ainsi (voir
# `solitaire_nb/games/klondike.py`). Ici, vous composez votre propre jeu avec les mêmes pièces, vous l'enregistrez,
# vous lisez ses règles et vous y jouez sur la table.

# %% [markdown] lang="en"
# Set `LANG` to `"fr"` in the next cell and run the notebook again: every rule, label, message and exercise feedback printed below switches to French. Text cells are written in both languages.

# %% [markdown] lang="fr"
# Mettez `LANG` à `"fr"` dans la cellule suivante et relancez le carnet : règles, noms de piles, messages et corrections d'exercices passent tous en français. Les cellules de texte sont écrites dans les deux langues.

# %%
import solitaire_nb as sn
from solitaire_nb.teaching import exercises as ex
from solitaire_nb.teaching import lessons
from solitaire_nb.table.show import show
from solitaire_nb.rules.cards import STANDARD_DECK
from solitaire_nb.rules.dealing import RestToStock, TurnUpTops, staircase
from solitaire_nb.rules import Declaration, register
from solitaire_nb.rules import Foundations, FreeCells, Stock, Tableau, Waste
from solitaire_nb.rules import *
sn.set_lang("en")

# %% [markdown] lang="en"
# ## 1. The pieces

# %% [markdown] lang="fr"
# ## Les pièces

# %% [markdown] lang="en"
# * **Piles** (`solitaire_nb.rules`): `Stock(deal=..., redeals=...)`, `Waste()`, `Foundations(count, build=...)`,
# `Tableau(count, build=..., moves=..., empty=...)`, `FreeCells(count)`.
# * **Rules** (`solitaire_nb.rules`): building `Build(order, suit)` with `Down()`, `Up()`, `UpOrDown()`, `by=N`,
# `wrap=True` and `BY_SUIT`, `BY_COLOUR`, `ALTERNATE_COLOUR`, `ANY_SUIT_BUT_OWN`, `REGARDLESS_OF_SUIT`; what moves:
# `ONE_CARD`, `SEQUENCE`, `SAME_SUIT_SEQUENCE`, `ANY_GROUP`, `FREE_CELL_LIMITED`; empty piles: `ANY_CARD`,
# `KINGS_ONLY`, `NEVER_FILLED`; the stock: `DealToWaste(n)`, `Redeal(n)`, `NO_REDEAL`, `UNLIMITED_REDEALS`.
# * **Deal steps** (`solitaire_nb.rules.dealing`): `staircase("tableau", 7)`, `DealRows("tableau", count=..., face_up=...)`,
# `DealRow("tableau", piles, face_up=...)`, `TurnUpTops("tableau")`, `RestToStock()`.

# %% [markdown] lang="fr"
# * **Piles** (`solitaire_nb.rules`) : `Stock(deal=..., redeals=...)`, `Waste()`, `Foundations(nombre, build=...)`,
# `Tableau(nombre, build=..., moves=..., empty=...)`, `FreeCells(nombre)`.
# * **Règles** (`solitaire_nb.rules`) : construction `Build(ordre, couleur)` avec `Down()`, `Up()`, `UpOrDown()`,
# `by=N`, `wrap=True` et `BY_SUIT`, `BY_COLOUR`, `ALTERNATE_COLOUR`, `ANY_SUIT_BUT_OWN`, `REGARDLESS_OF_SUIT` ; ce qui
# bouge : `ONE_CARD`, `SEQUENCE`, `SAME_SUIT_SEQUENCE`, `ANY_GROUP`, `FREE_CELL_LIMITED` ; piles vides : `ANY_CARD`,
# `KINGS_ONLY`, `NEVER_FILLED` ; la pioche : `DealToWaste(n)`, `Redeal(n)`, `NO_REDEAL`, `UNLIMITED_REDEALS`.
# * **Étapes de la donne** (`solitaire_nb.rules.dealing`) : `staircase("tableau", 7)`, `DealRows("tableau", count=..., face_up=...)`,
# `DealRow("tableau", piles, face_up=...)`, `TurnUpTops("tableau")`, `RestToStock()`.

# %% [markdown] lang="en"
# ## 2. A new game

# %% [markdown] lang="fr"
# ## Un nouveau jeu

# %% [markdown] lang="en"
# Our example, *Rainbow*: six columns built **up or down, by colour** (rules no classic game of the kit has on
# its tableau), two free cells, a stock turning one card with one redeal, foundations by suit. Change anything and run
# again: the id `"rainbow"` is simply registered again.

# %% [markdown] lang="fr"
# Notre exemple, *Arc-en-ciel* : six colonnes construites **en montant ou en descendant, par couleur (rouge et
# noir)** (des règles qu'aucun jeu classique du kit n'a sur son tableau), deux cellules libres, une pioche qui retourne
# une carte avec une redistribution, des fondations par enseigne. Changez ce que vous voulez et relancez : l'identifiant
# `"rainbow"` est simplement enregistré à nouveau.

# %%
@register("rainbow",
          names={"en": "Rainbow", "fr": "Arc-en-ciel"},
          summary={"en": "Build up or down by colour; two free cells help.",
                   "fr": "Construire en montant ou en descendant par couleur ; deux cellules libres aident."})
def rainbow():
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=Redeal(1)),
            Waste(),
            FreeCells(2),
            Foundations(4, build=Build(Up(), BY_SUIT)),
            Tableau(6, build=Build(UpOrDown(), BY_COLOUR), moves=SEQUENCE, empty=ANY_CARD),
        ],
        deal=[*staircase("tableau", 6), TurnUpTops("tableau"), RestToStock()],
    )


game = sn.new_game("rainbow", deal=1)
print(game.title(), "—", len(game.pile("stock").cards), "cards in the stock / cartes dans la pioche")
lessons.rules(game)

# %% [markdown] lang="en"
# The engine writes the rules from your pieces, in the chosen language: each piece carries its glossary words.
# Now the picture, with a card selected, and the interactive table:

# %% [markdown] lang="fr"
# Le moteur écrit les règles à partir de vos pièces, dans la langue choisie : chaque pièce porte ses mots du
# glossaire. Voici l'image, avec une carte sélectionnée, et la table interactive :

# %%
# the first column whose top card may go onto another column / la première colonne dont la carte peut aller sur une autre
source = next((p.id for p in game.group_piles("tableau")
               if any(t.startswith("tableau") for t in game.targets(p.id, 1))), "tableau1")
show(game, select=(source, 1))

# %%
lessons.destinations(game, source, 1, skip_empty_alike=True)

# %%
sn.play(game)

# %% [markdown] lang="en"
# ## 3. Check your rules

# %% [markdown] lang="fr"
# ## Vérifiez vos règles

# %% [markdown] lang="en"
# A prepared position of your game tests one rule at a time. Here: by colour, up or down.

# %% [markdown] lang="fr"
# Une position préparée de votre jeu teste une règle à la fois. Ici : par couleur, en montant ou en descendant.

# %%
g = sn.position("rainbow", {"tableau1": "8H", "tableau2": "7D", "tableau3": "9H", "tableau4": "7S", "tableau5": "8D", "tableau6": ""})
show(g, select=("tableau1", 1))

# %%
q = ex.LegalMoves(g, ["t1-t2", "t1-t3", "t1-t4", "t1-t5", "t1-t6"])
q

# %%
my_answer = ["a", "c"]   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ## 4. Your turn

# %% [markdown] lang="fr"
# ## À vous

# %% [markdown] lang="en"
# Ideas: *build down by 2 regardless of suit* (`Build(Down(by=2), REGARDLESS_OF_SUIT)`); no free cells but
# `moves=ANY_GROUP`; `empty=NEVER_FILLED`; wrap-around foundations (`Build(Up(wrap=True), BY_SUIT)`); draw three
# with `NO_REDEAL`. Is your game too hard? Let the greedy player of [20_your_strategy.ipynb](20_your_strategy.ipynb)
# play it many times to find out.

# %% [markdown] lang="fr"
# Idées : *construire en descendant de 2 quelle que soit la couleur* (`Build(Down(by=2), REGARDLESS_OF_SUIT)`) ;
# pas de cellules mais `moves=ANY_GROUP` ; `empty=NEVER_FILLED` ; fondations en boucle
# (`Build(Up(wrap=True), BY_SUIT)`) ; trois cartes avec `NO_REDEAL`. Votre jeu est-il trop difficile ? Faites-le jouer
# de nombreuses fois par le joueur glouton de [20_your_strategy.ipynb](20_your_strategy.ipynb).

# %%
import random
from solitaire_nb.engine.strategy import greedy_player, play_out

outcomes = [play_out(sn.new_game("rainbow", deal=d), greedy_player(random.Random(d)), max_moves=800, patience=100)
            for d in range(1, 6)]
print(outcomes)
