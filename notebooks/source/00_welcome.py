# %% [markdown] lang="en"
# # Welcome to solitaire_nb

# %% [markdown] lang="fr"
# # Bienvenue dans solitaire_nb

# %% [markdown] lang="en"
# This kit teaches the patience (solitaire) games of the GNOME **AisleRiot** manual inside Jupyter.
# A small engine knows the rules and speaks the words of the manual's glossary (*tableau*, *foundation*, *build
# down by alternate colour*...). You can read a rule, see on a picture what it allows and refuses, check yourself
# with exercises the engine corrects, and play real games on an interactive table.

# %% [markdown] lang="fr"
# Ce kit fait découvrir dans Jupyter les patiences (réussites) du manuel de **AisleRiot** (GNOME). Un petit
# moteur connaît les règles et parle avec les mots du glossaire du manuel (*tableau*, *fondation*, *construire en
# descendant par couleur alternée*...). Vous pouvez lire une règle, voir sur une image ce qu'elle permet et ce
# qu'elle refuse, vous tester avec des exercices corrigés par le moteur, et jouer de vraies parties sur une table
# interactive.

# %% [markdown] lang="en"
# ## 1. One language switch

# %% [markdown] lang="fr"
# ## Un seul choix de langue

# %% [markdown] lang="en"
# Set `LANG` to `"fr"` in the next cell and run the notebook again: every rule, label, message and exercise feedback printed below switches to French. Text cells are written in both languages.

# %% [markdown] lang="fr"
# Mettez `LANG` à `"fr"` dans la cellule suivante et relancez le carnet : règles, noms de piles, messages et corrections d'exercices passent tous en français. Les cellules de texte sont écrites dans les deux langues.

# %%
import solitaire_nb as sn
from solitaire_nb.teaching import exercises as ex
from solitaire_nb.table.show import show
sn.set_lang("en")

# %% [markdown] lang="en"
# `sn.set_lang(...)` sets the language of **everything** the kit prints: rule sentences, pile names on the
# table, the table's buttons and messages, the engine's explanations and the feedback of exercises. Watch the
# same objects speak the chosen language:

# %% [markdown] lang="fr"
# `sn.set_lang(...)` règle la langue de **tout** ce qu'affiche le kit : phrases des règles, noms des piles
# sur la table, boutons et messages de la table, explications du moteur et corrections des exercices. Voyez les
# mêmes objets parler la langue choisie :

# %%
from solitaire_nb.text import glossary

for key in ["stock", "waste", "tableau", "foundation"]:
    print(f"{key:>10} -> {glossary.term(key)}")
game = sn.new_game("klondike", deal=7)
print(game.explain("t1-t2"))

# %% [markdown] lang="en"
# ## 2. The table

# %% [markdown] lang="fr"
# ## La table

# %% [markdown] lang="en"
# A first game: Klondike, deal number 7 (the same deal number always gives the same cards, so a whole
# class can play the same game). Run the cell: the interactive table appears.

# %% [markdown] lang="fr"
# Une première partie : Klondike, donne numéro 7 (un même numéro donne toujours les mêmes cartes : toute
# une classe peut jouer la même partie). Exécutez la cellule : la table interactive apparaît.

# %%
table = sn.play("klondike", deal=7)
table

# %% [markdown] lang="en"
# ### How to play
#
# | Do this | 🇬🇧 to... |
# |---|---|---|---|
# | click a card, then click a pile | move that card and every card on it | cliquez une carte, puis une pile | déplacer cette carte et celles posées dessus |
# | drag a card and drop it on a pile | same move, with the mouse held down | glissez une carte et lâchez-la sur une pile | le même coup, bouton enfoncé |
# | — | while cards are picked up, the piles that may take them **light up** | — | pendant qu'on tient des cartes, les piles qui peuvent les recevoir **s'allument** |
# | double-click a card | send it to its foundation, if it fits | double-cliquez une carte | l'envoyer sur sa fondation, si elle y va |
# | click the stock | deal (turn cards onto the waste) | cliquez la pioche | distribuer (retourner des cartes sur la défausse) |
# | click the empty stock | redeal: the waste becomes the stock again, if redeals are left | cliquez la pioche vide | redistribuer : la défausse redevient la pioche, s'il reste des redistributions |
# | press and hold a covered card (about half a second) | peek at it: it is raised on top for a moment | appui long (une demi-seconde environ) sur une carte recouverte | la regarder : elle passe un instant au-dessus |
# | **Hint** | the table suggests a move | **Indice** | la table propose un coup |
# | **Undo** / **Redo** | take back a move / play it again | **Annuler** / **Rétablir** | reprendre un coup / le rejouer |
# | **Restart**, **New deal**, **Random deal** | start this deal again, or another one | **Recommencer**, **Nouvelle donne**, **Donne au hasard** | rejouer cette donne, ou une autre |
# | **Show movable cards** | highlight every card that can move now | **Montrer les cartes jouables** | surligner toutes les cartes qui peuvent bouger |
# | **Autoplay** | cards that are safe to send up go to the foundations by themselves | **Jeu automatique** | les cartes sans risque montent seules sur les fondations |
#
# The line under the table tells the score, the moves, the redeals left, and why a move was refused. /
# La ligne sous la table donne le score, le nombre de coups, les redistributions restantes, et la raison d'un coup
# refusé.

# %% [markdown] lang="fr"
# ### Comment jouer
#
# | Faites ceci | 🇫🇷 pour... |
# |---|---|---|---|
# | click a card, then click a pile | move that card and every card on it | cliquez une carte, puis une pile | déplacer cette carte et celles posées dessus |
# | drag a card and drop it on a pile | same move, with the mouse held down | glissez une carte et lâchez-la sur une pile | le même coup, bouton enfoncé |
# | — | while cards are picked up, the piles that may take them **light up** | — | pendant qu'on tient des cartes, les piles qui peuvent les recevoir **s'allument** |
# | double-click a card | send it to its foundation, if it fits | double-cliquez une carte | l'envoyer sur sa fondation, si elle y va |
# | click the stock | deal (turn cards onto the waste) | cliquez la pioche | distribuer (retourner des cartes sur la défausse) |
# | click the empty stock | redeal: the waste becomes the stock again, if redeals are left | cliquez la pioche vide | redistribuer : la défausse redevient la pioche, s'il reste des redistributions |
# | press and hold a covered card (about half a second) | peek at it: it is raised on top for a moment | appui long (une demi-seconde environ) sur une carte recouverte | la regarder : elle passe un instant au-dessus |
# | **Hint** | the table suggests a move | **Indice** | la table propose un coup |
# | **Undo** / **Redo** | take back a move / play it again | **Annuler** / **Rétablir** | reprendre un coup / le rejouer |
# | **Restart**, **New deal**, **Random deal** | start this deal again, or another one | **Recommencer**, **Nouvelle donne**, **Donne au hasard** | rejouer cette donne, ou une autre |
# | **Show movable cards** | highlight every card that can move now | **Montrer les cartes jouables** | surligner toutes les cartes qui peuvent bouger |
# | **Autoplay** | cards that are safe to send up go to the foundations by themselves | **Jeu automatique** | les cartes sans risque montent seules sur les fondations |
#
# The line under the table tells the score, the moves, the redeals left, and why a move was refused. /
# La ligne sous la table donne le score, le nombre de coups, les redistributions restantes, et la raison d'un coup
# refusé.

# %% [markdown] lang="en"
# The table and the code share the same game: `table.game`. A move played in code appears on the table
# at once. Here we ask for a hint and play it, then select a card from code, as a teacher pointing at it: its
# legal destinations light up.

# %% [markdown] lang="fr"
# La table et le code partagent la même partie : `table.game`. Un coup joué dans le code apparaît aussitôt
# sur la table. Ici on demande un indice et on le joue, puis on sélectionne une carte depuis le code, comme un
# professeur qui la montre du doigt : ses destinations permises s'allument.

# %%
move = table.game.hint()
print(move, "->", table.game.explain(move))
table.game.play(move)
table.select("tableau7", 1)
print(table.status)
table

# %% [markdown] lang="en"
# For a page that must read well without running anything (or on GitHub), the kit also draws **static
# pictures**: `show(game, select=(pile, count))` lights up the same destinations.

# %% [markdown] lang="fr"
# Pour une page qui doit se lire sans rien exécuter (ou sur GitHub), le kit dessine aussi des **images
# fixes** : `show(game, select=(pile, nombre))` allume les mêmes destinations.

# %%
show(table.game, select=("tableau7", 1))

# %% [markdown] lang="en"
# ## 3. A first exercise

# %% [markdown] lang="fr"
# ## Un premier exercice

# %% [markdown] lang="en"
# Exercises are checked by the engine. Change `my_answer` and run the cell again until it says *Right*.

# %% [markdown] lang="fr"
# Les exercices sont corrigés par le moteur. Changez `my_answer` et relancez la cellule jusqu'à obtenir
# *Bravo*.

# %%
first = ex.PickTarget(table.game, "tableau5", 1)
first

# %%
my_answer = []   # e.g. ["tableau2"]
first.check(my_answer)

# %% [markdown] lang="en"
# ## 4. Map of the notebooks
#
# | Notebook / Carnet | |
# |---|---|---|
# | [00_welcome.ipynb](00_welcome.ipynb) | this page: the language switch, the table, the map | cette page : le choix de langue, la table, le plan |
# | [01_glossary_cards_and_decks.ipynb](01_glossary_cards_and_decks.ipynb) | cards, suits, colours, ranks, decks (standard, double, joker...) | cartes, couleurs, rangs, paquets (standard, double, joker...) |
# | [02_glossary_piles.ipynb](02_glossary_piles.ipynb) | piles and slots, tableau, foundations and base card, reserves, free cells, empty piles | piles et emplacements, tableau, fondations et carte de base, réserves, cellules libres, piles vides |
# | [03_glossary_building.ipynb](03_glossary_building.ipynb) | building: up, down, up or down, by N, wrap; by suit, by colour, alternate colour, any suit but own, regardless of suit | construire : en montant, en descendant, les deux, de N, en boucle ; par couleur, alternée, sauf la sienne, quelle qu'elle soit |
# | [04_glossary_moves_and_stock.ipynb](04_glossary_moves_and_stock.ipynb) | stock, waste, deals and redeals; what moves: one card, sequences, groups; autoplay, score | pioche, défausse, distributions et redistributions ; ce qui se déplace : une carte, les suites, les groupes ; jeu automatique, score |
# | [10_klondike.ipynb](10_klondike.ipynb) | Klondike step by step, then play | Klondike pas à pas, puis à vous de jouer |
# | [11_freecell.ipynb](11_freecell.ipynb) | FreeCell step by step, then play | FreeCell pas à pas, puis à vous de jouer |
# | [20_your_strategy.ipynb](20_your_strategy.ipynb) | class project: write a player, measure its win rate | projet de classe : écrire un joueur, mesurer ses victoires |
# | [21_your_variant.ipynb](21_your_variant.ipynb) | class project: compose glossary rules into your own game | projet de classe : composer votre propre jeu avec les règles du glossaire |
# | [30_klondike_tips.ipynb](30_klondike_tips.ipynb) | do the Klondike tips really help? an experiment with statistics | les conseils du Klondike aident-ils vraiment ? une expérience statistique |
#
# Start with the game walkthroughs (10, 11) to play at once, or with the glossary (01–04) to learn the words first. The folder [games/](games/) holds one notebook for each of the 93 games of the manual, written from the game's own rules.

# %% [markdown] lang="fr"
# ## Plan des carnets
#
# | Notebook / Carnet | |
# |---|---|---|
# | [00_welcome.ipynb](00_welcome.ipynb) | this page: the language switch, the table, the map | cette page : le choix de langue, la table, le plan |
# | [01_glossary_cards_and_decks.ipynb](01_glossary_cards_and_decks.ipynb) | cards, suits, colours, ranks, decks (standard, double, joker...) | cartes, couleurs, rangs, paquets (standard, double, joker...) |
# | [02_glossary_piles.ipynb](02_glossary_piles.ipynb) | piles and slots, tableau, foundations and base card, reserves, free cells, empty piles | piles et emplacements, tableau, fondations et carte de base, réserves, cellules libres, piles vides |
# | [03_glossary_building.ipynb](03_glossary_building.ipynb) | building: up, down, up or down, by N, wrap; by suit, by colour, alternate colour, any suit but own, regardless of suit | construire : en montant, en descendant, les deux, de N, en boucle ; par couleur, alternée, sauf la sienne, quelle qu'elle soit |
# | [04_glossary_moves_and_stock.ipynb](04_glossary_moves_and_stock.ipynb) | stock, waste, deals and redeals; what moves: one card, sequences, groups; autoplay, score | pioche, défausse, distributions et redistributions ; ce qui se déplace : une carte, les suites, les groupes ; jeu automatique, score |
# | [10_klondike.ipynb](10_klondike.ipynb) | Klondike step by step, then play | Klondike pas à pas, puis à vous de jouer |
# | [11_freecell.ipynb](11_freecell.ipynb) | FreeCell step by step, then play | FreeCell pas à pas, puis à vous de jouer |
# | [20_your_strategy.ipynb](20_your_strategy.ipynb) | class project: write a player, measure its win rate | projet de classe : écrire un joueur, mesurer ses victoires |
# | [21_your_variant.ipynb](21_your_variant.ipynb) | class project: compose glossary rules into your own game | projet de classe : composer votre propre jeu avec les règles du glossaire |
# | [30_klondike_tips.ipynb](30_klondike_tips.ipynb) | do the Klondike tips really help? an experiment with statistics | les conseils du Klondike aident-ils vraiment ? une expérience statistique |
#
# Commencez par les présentations des jeux (10, 11) pour jouer tout de suite, ou par le glossaire (01–04) pour apprendre d'abord les mots. Le dossier [games/](games/) contient un carnet pour chacun des 93 jeux du manuel, écrit à partir des règles du jeu.

# %% [markdown] lang="en"
# All the games of the kit (`sn.list_games()`), each with its name in the chosen language:

# %% [markdown] lang="fr"
# Tous les jeux du kit (`sn.list_games()`), chacun avec son nom dans la langue choisie :

# %%
print(", ".join(sn.game_info(g).name() for g in sn.list_games()))

# %% [markdown] lang="en"
# ## 5. For teachers
#
# The teacher's guide gives each notebook's objectives and prerequisites, three 50-minute lesson plans and rubrics for the projects: [guide_en.md](../docs/teacher/guide_en.md). The [index of the games](../docs/teacher/games_en.md) lists them by family and by measured difficulty, with a printable rule sheet for each.

# %% [markdown] lang="fr"
# ## Pour les enseignants
#
# Le guide de l'enseignant donne les objectifs et prérequis de chaque carnet, trois séances de 50 minutes et des grilles d'évaluation des projets : [guide_fr.md](../docs/teacher/guide_fr.md). L'[index des jeux](../docs/teacher/games_fr.md) les range par famille et par difficulté mesurée, avec une fiche de règles imprimable pour chacun.
