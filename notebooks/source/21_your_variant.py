# %% [markdown] lang="en"
# # Your variant

# %% [markdown] lang="fr"
# # Votre variante

# %% [markdown] lang="en"
# A class project. A game of the kit is a **declaration**: a deck, some piles, each with its rules taken from the
# glossary, and the steps of the deal. Klondike and FreeCell are written this way (see
# `solitaire_nb/games/klondike.py`). Here you compose games from the same pieces, register them, read the rules the
# engine writes for them, check them on prepared positions, play them, and measure how hard they are.
#
# **What you hand in** (your teacher marks it with the rubric of the teacher's guide):
#
# 1. your own game, declared and registered, that deals and can be played on the table;
# 2. at least two pieces that differ from the game you started from, and the name of that game;
# 3. at least two prepared positions, each testing one of your rules, with the moves you expected and the engine's
#    answers (copy the cells of section 3);
# 4. the rules the engine printed for your game, compared with what you meant;
# 5. its difficulty: the greedy player on at least 50 deals, compared with a game of the
#    [index of games](../../docs/teacher/games_en.md).

# %% [markdown] lang="fr"
# Un projet de classe. Un jeu du kit est une **déclaration** : un paquet, des piles, chacune avec ses règles prises
# dans le glossaire, et les étapes de la donne. Le Klondike et le FreeCell sont écrits ainsi (voir
# `solitaire_nb/games/klondike.py`). Ici, vous composez des jeux avec les mêmes pièces, vous les enregistrez, vous
# lisez les règles que le moteur écrit pour eux, vous les vérifiez sur des positions préparées, vous y jouez, et
# vous mesurez leur difficulté.
#
# **Ce que vous rendez** (votre enseignant le note avec la grille du guide de l'enseignant) :
#
# 1. votre propre jeu, déclaré et enregistré, qui se distribue et se joue sur la table ;
# 2. au moins deux pièces qui diffèrent du jeu dont vous êtes parti, et le nom de ce jeu ;
# 3. au moins deux positions préparées, chacune testant une de vos règles, avec les coups que vous attendiez et les
#    réponses du moteur (copiez les cellules de la section 3) ;
# 4. les règles que le moteur a écrites pour votre jeu, comparées à ce que vous vouliez ;
# 5. sa difficulté : le joueur glouton sur au moins 50 donnes, comparé à un jeu de
#    l'[index des jeux](../../docs/teacher/games_fr.md).

# %% [markdown] lang="en"
# **How the exercises work.** Run the cell that asks the question, replace `...` by your answer in the next cell and
# run it; the cell after it shows your points (1 or 0). A wrong answer first gets only a count and a hint naming the
# glossary word to reread; to see everything explained, write `q.check(answer, reveal=True)`. The "explain"
# questions are read and graded by your teacher, not by the engine: they make the write-up of your project.

# %% [markdown] lang="fr"
# **Comment marchent les exercices.** Exécutez la cellule qui pose la question, remplacez `...` par votre réponse
# dans la cellule suivante et exécutez-la ; la cellule d'après affiche vos points (1 ou 0). Une réponse fausse reçoit
# d'abord seulement un décompte et un indice qui nomme le mot du glossaire à relire ; pour tout voir expliqué,
# écrivez `q.check(answer, reveal=True)`. Les questions « expliquez » sont lues et notées par votre enseignant, pas par le moteur : elles forment le compte rendu de votre projet.

# %%
import random

import matplotlib.pyplot as plt
from IPython.display import display

import solitaire_nb as sn
from solitaire_nb.engine.shuffle import shuffled
from solitaire_nb.engine.strategy import greedy_player, play_out
from solitaire_nb.games.klondike import klondike
from solitaire_nb.rules import *
from solitaire_nb.table.show import show
from solitaire_nb.teaching import lessons
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.bank.strategy import games_played, label, results_table
from solitaire_nb.teaching.bank.variant import register_variant
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, WhichRule, feedback_in_steps
from solitaire_nb.teaching.tips import ProgressBar, wilson_interval

sn.set_lang("en")
feedback_in_steps()

# %% [markdown] lang="en"
# ## 1. The pieces

# %% [markdown] lang="fr"
# ## 1. Les pièces

# %% [markdown] lang="en"
# * **Piles** (`solitaire_nb.rules`): `Stock(deal=..., redeals=...)`, `Waste()`, `Foundations(count, build=...,
#   in_play=...)`, `Tableau(count, build=..., moves=..., empty=...)`, `FreeCells(count)`.
# * **Rules** (`solitaire_nb.rules`): building `Build(order, suit)` with `Down()`, `Up()`, `UpOrDown()`, `by=N`,
#   `wrap=True` and `BY_SUIT`, `BY_COLOUR`, `ALTERNATE_COLOUR`, `ANY_SUIT_BUT_OWN`, `REGARDLESS_OF_SUIT`; what moves
#   together: `ONE_CARD`, `SEQUENCE`, `SAME_SUIT_SEQUENCE`, `ANY_GROUP`, `FREE_CELL_LIMITED`; empty piles:
#   `ANY_CARD`, `KINGS_ONLY`, `NEVER_FILLED`; the stock: `DealToWaste(n)`, `Redeal(n)`, `NO_REDEAL`,
#   `UNLIMITED_REDEALS`.
# * **Deal steps** (`solitaire_nb.rules`): `staircase("tableau", 7)`, `DealRows("tableau", count=..., face_up=...)`,
#   `DealRow("tableau", piles, face_up=...)`, `TurnUpTops("tableau")`, `RestToStock()`.
# * **Registering**: `register_variant("my_game", my_game)` registers the game that the function `my_game()`
#   declares, under the id `"my_game"` (which is also its name). Change the declaration and run the cell again: the
#   new rules replace the old ones.

# %% [markdown] lang="fr"
# * **Piles** (`solitaire_nb.rules`) : `Stock(deal=..., redeals=...)`, `Waste()`, `Foundations(nombre, build=...,
#   in_play=...)`, `Tableau(nombre, build=..., moves=..., empty=...)`, `FreeCells(nombre)`.
# * **Règles** (`solitaire_nb.rules`) : construction `Build(ordre, couleur)` avec `Down()`, `Up()`, `UpOrDown()`,
#   `by=N`, `wrap=True` et `BY_SUIT`, `BY_COLOUR`, `ALTERNATE_COLOUR`, `ANY_SUIT_BUT_OWN`, `REGARDLESS_OF_SUIT` ; ce
#   qui se déplace ensemble : `ONE_CARD`, `SEQUENCE`, `SAME_SUIT_SEQUENCE`, `ANY_GROUP`, `FREE_CELL_LIMITED` ; piles
#   vides : `ANY_CARD`, `KINGS_ONLY`, `NEVER_FILLED` ; la pioche : `DealToWaste(n)`, `Redeal(n)`, `NO_REDEAL`,
#   `UNLIMITED_REDEALS`.
# * **Étapes de la donne** (`solitaire_nb.rules`) : `staircase("tableau", 7)`, `DealRows("tableau", count=...,
#   face_up=...)`, `DealRow("tableau", piles, face_up=...)`, `TurnUpTops("tableau")`, `RestToStock()`.
# * **Enregistrer** : `register_variant("mon_jeu", mon_jeu)` enregistre le jeu que déclare la fonction `mon_jeu()`,
#   sous l'identifiant `"mon_jeu"` (qui est aussi son nom). Changez la déclaration et relancez la cellule : les
#   nouvelles règles remplacent les anciennes.

# %% [markdown] lang="en"
# ## 2. A new game

# %% [markdown] lang="fr"
# ## 2. Un nouveau jeu

# %% [markdown] lang="en"
# Our example, *Rainbow*: six columns built **up or down, by colour** (red on red, black on black: rules no classic
# game of the kit has on its tableau), two free cells, a stock turning one card with one redeal, foundations by
# suit. The engine writes the rules from the pieces, in the chosen language: each piece carries its glossary words.

# %% [markdown] lang="fr"
# Notre exemple, *Arc-en-ciel* (`rainbow`) : six colonnes construites **en montant ou en descendant, par couleur**
# (rouge sur rouge, noir sur noir : des règles qu'aucun jeu classique du kit n'a sur son tableau), deux cellules
# libres, une pioche qui retourne une carte avec une redistribution, des fondations par couleur. Le moteur écrit
# les règles à partir des pièces, dans la langue choisie : chaque pièce porte ses mots du glossaire.

# %%
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


register_variant("rainbow", rainbow)
game = sn.new_game("rainbow", deal=1)
print([len(pile.cards) for pile in game.group_piles("tableau")], len(game.pile("stock").cards))
lessons.rules(game)

# %% [markdown] lang="en"
# The first line printed counts the cards of each column, then those left in the stock. And here is how Rainbow
# differs from Klondike, in the glossary's words:

# %% [markdown] lang="fr"
# La première ligne affichée compte les cartes de chaque colonne, puis celles qui restent dans la pioche. Et voici
# en quoi Arc-en-ciel diffère du Klondike, avec les mots du glossaire :

# %%
for line in differences("rainbow", "klondike"):
    print("•", line)

# %% [markdown] lang="en"
# Now the picture, with a card selected (its destinations framed in yellow), and the interactive table:

# %% [markdown] lang="fr"
# Voici l'image, avec une carte sélectionnée (ses destinations encadrées en jaune), et la table interactive :

# %%
source = next((pile.id for pile in game.group_piles("tableau")
               if any(target.startswith("tableau") for target in game.targets(pile.id, 1))), "tableau1")
show(game, select=(source, 1))

# %%
lessons.destinations(game, source, 1, skip_empty_alike=True)

# %%
sn.play(game)

# %% [markdown] lang="en"
# ## 3. Check your rules

# %% [markdown] lang="fr"
# ## 3. Vérifiez vos règles

# %% [markdown] lang="en"
# A prepared position of your game tests one rule at a time: predict first, then let the engine answer. Here: by
# colour, up or down, and an empty column.

# %% [markdown] lang="fr"
# Une position préparée de votre jeu teste une règle à la fois : prévoyez d'abord, puis laissez le moteur répondre.
# Ici : par couleur, en montant ou en descendant, et une colonne vide.

# %% exercise="rainbow_moves" part="ask"
g = sn.position("rainbow", {"tableau1": "6C", "tableau2": "5S", "tableau3": "7C", "tableau4": "5H", "tableau5": "6S",
                            "tableau6": ""})
q = LegalMoves(g, ["t1-t2", "t1-t3", "t1-t4", "t1-t5", "t1-t6"])
display(show(g))
q

# %% exercise="rainbow_moves" part="answer"
answer = ...  # ← your answer, a list of letters such as ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "b", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="rainbow_moves" part="score"
q.score(answer)

# %% exercise="rainbow_moves" part="reveal"
display(show(g, select=("tableau1", 1)))
lessons.destinations(g, "tableau1", 1)

# %% [markdown] lang="en"
# **Exercise: which rule says no?** Another position of Rainbow. The 9♣ could go on the 10♠ by the building rule,
# yet the engine refuses to move the two cards 9♣ 5♠ there together. Which rule refuses it?

# %% [markdown] lang="fr"
# **Exercice : quelle règle dit non ?** Une autre position d'Arc-en-ciel. Le 9♣ pourrait aller sur le 10♠ d'après
# la règle de construction, et pourtant le moteur refuse d'y déplacer ensemble les deux cartes 9♣ 5♠. Quelle règle
# le refuse ?

# %% exercise="rainbow_rule" part="ask"
g2 = sn.position("rainbow", {"tableau1": "KD 9C 5S", "tableau2": "TS", "tableau3": "4S", "tableau4": "8C",
                             "tableau5": "QH", "tableau6": "JD", "reserve1": "2H"})
q = WhichRule(g2, "t1-t2x2", choices=["build_up_or_down", "build_by_colour", "sequence_move", "free_cell"])
display(show(g2))
q

# %% exercise="rainbow_rule" part="answer"
answer = ...  # ← your answer, a letter such as "a", or the rule's name
### BEGIN SOLUTION
answer = "c"
### END SOLUTION
q.check(answer)

# %% exercise="rainbow_rule" part="score"
q.score(answer)

# %% exercise="rainbow_rule" part="reveal"
for move in ["t1-t2x2", "t1-t3", "t1-t2", "t6-t5", "r1-t5"]:
    print(move, "→", g2.explain(move))

# %% [markdown] lang="en"
# ## 4. Variants of Klondike

# %% [markdown] lang="fr"
# ## 4. Des variantes du Klondike

# %% [markdown] lang="en"
# The quickest way to a new game is to change one piece of a known one. `klondike()` returns Klondike's declaration,
# and `.but(groups={...})` returns a copy with some pieces of a pile group changed, the group named by its piles:
# `"tableau"`, `"foundation"`, `"stock"`... For example `klondike().but(groups={"tableau": {"count": 8}})` would have
# eight columns (and would need a deal for eight). The attributes you may change are those of the list above:
# `build`, `moves`, `empty`, `count` for the tableau; `build`, `in_play` for the foundations.
#
# **Predict first.** In the first task, an empty column will take any card, as in FreeCell, instead of a King only.

# %% [markdown] lang="fr"
# Le plus court chemin vers un nouveau jeu est de changer une pièce d'un jeu connu. `klondike()` renvoie la
# déclaration du Klondike, et `.but(groups={...})` en renvoie une copie où certaines pièces d'un groupe de piles sont
# changées, le groupe étant nommé par ses piles : `"tableau"`, `"foundation"`, `"stock"`… Par exemple
# `klondike().but(groups={"tableau": {"count": 8}})` aurait huit colonnes (et demanderait une donne pour huit). Les
# attributs qu'on peut changer sont ceux de la liste ci-dessus : `build`, `moves`, `empty`, `count` pour le tableau ;
# `build`, `in_play` pour les fondations.
#
# **Prévoyez d'abord.** Dans la première tâche, une colonne vide acceptera n'importe quelle carte, comme au FreeCell,
# au lieu d'un Roi seulement.

# %% exercise="predict" part="ask"
q = exercise("variant.predict")
q

# %% exercise="predict" part="explain"
because = ...  # ← your explanation, in a sentence or two
### BEGIN SOLUTION
### en
because = ("Easier: an empty column becomes a place to park any card or sequence, like a big free cell, so more "
           "hidden cards can be turned up; with Kings only, an empty column often stays useless.")
### fr
because = ("Plus facile : une colonne vide devient une place où garer n'importe quelle carte ou suite, comme "
           "une grande cellule libre, et l'on peut donc retourner plus de cartes cachées ; avec les Rois "
           "seulement, une colonne vide reste souvent inutile.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# **Task 1.** Write the declaration in the answer cell, register it, and answer with its id. The check compares your
# game with Klondike aspect by aspect.

# %% [markdown] lang="fr"
# **Tâche 1.** Écrivez la déclaration dans la cellule de réponse, enregistrez-la, et répondez par son identifiant.
# La vérification compare votre jeu au Klondike, aspect par aspect.

# %% exercise="open_klondike" part="ask"
q = exercise("variant.open_klondike")
q

# %% exercise="open_klondike" part="answer"
# def open_klondike():
#     return klondike().but(groups={"tableau": {...}})
# register_variant("open_klondike", open_klondike)
answer = ...  # ← your answer, the id of the game you registered: "open_klondike"
### BEGIN SOLUTION
def open_klondike():
    return klondike().but(groups={"tableau": {"empty": ANY_CARD}})


register_variant("open_klondike", open_klondike)
answer = "open_klondike"
### END SOLUTION
q.check(answer)

# %% exercise="open_klondike" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Task 2.** Now a Klondike whose foundations keep their cards, as FreeCell's do.

# %% [markdown] lang="fr"
# **Tâche 2.** Maintenant un Klondike dont les fondations gardent leurs cartes, comme celles du FreeCell.

# %% exercise="closed_foundations" part="ask"
q = exercise("variant.closed_foundations")
q

# %% exercise="closed_foundations" part="answer"
# def closed_foundations():
#     return klondike().but(groups={"foundation": {...}})
# register_variant("closed_foundations", closed_foundations)
answer = ...  # ← your answer, the id of the game you registered: "closed_foundations"
### BEGIN SOLUTION
def closed_foundations():
    return klondike().but(groups={"foundation": {"in_play": False}})


register_variant("closed_foundations", closed_foundations)
answer = "closed_foundations"
### END SOLUTION
q.check(answer)

# %% exercise="closed_foundations" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ## 5. How hard is it?

# %% [markdown] lang="fr"
# ## 5. Quelle difficulté ?

# %% [markdown] lang="en"
# The greedy player of [20_your_strategy.ipynb](20_your_strategy.ipynb) plays Klondike and each variant you have
# registered. To be fair, every game gets **the same cards**: a deal number alone would shuffle differently for each
# game id, so each deal of a variant is dealt in the order of the Klondike deal of that number
# (`shuffled(..., "klondike", deal)`). `N_DEALS` is small so that the notebook runs quickly: **raise it** (50 at
# least for your project; 50 deals take 10 to 15 s on a 2-core computer).

# %% [markdown] lang="fr"
# Le joueur glouton de [20_your_strategy.ipynb](20_your_strategy.ipynb) joue au Klondike et à chaque variante que
# vous avez enregistrée. Pour être juste, chaque jeu reçoit **les mêmes cartes** : un numéro de donne seul mélangerait
# différemment pour chaque identifiant de jeu, si bien que chaque donne d'une variante est distribuée dans l'ordre de
# la donne du Klondike de même numéro (`shuffled(..., "klondike", deal)`). `N_DEALS` est petit pour que le carnet
# s'exécute vite : **augmentez-le** (au moins 50 pour votre projet ; 50 donnes prennent de 10 à 15 s sur un
# ordinateur à 2 cœurs).

# %%
N_DEALS = 20
GAMES = [name for name in ("klondike", "open_klondike", "closed_foundations") if name in sn.list_games()]

total = len(GAMES) * N_DEALS
bar = ProgressBar(total, "greedy")
results = {name: [] for name in GAMES}
for deal in range(1, N_DEALS + 1):
    cards = shuffled(STANDARD_DECK.cards(), "klondike", deal)
    for name in GAMES:
        g = sn.new_game(name, order=cards)
        outcome = play_out(g, greedy_player(random.Random(deal)), max_moves=1500, patience=150)
        results[name].append((outcome, g.score))
        bar(sum(len(games) for games in results.values()), total)
bar.finish(games_played(total))
results_table(results, first="game")

# %%
wins = [sum(outcome == "won" for outcome, _ in results[name]) for name in GAMES]
rates = [w / N_DEALS for w in wins]
intervals = [wilson_interval(w, N_DEALS) for w in wins]
errors = [[rate - low for rate, (low, _) in zip(rates, intervals)],
          [high - rate for rate, (_, high) in zip(rates, intervals)]]

fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
left.bar(GAMES, rates, yerr=errors, capsize=6, color=["#999", "#4a7", "#36c"][:len(GAMES)])
left.set_ylim(0, 1)
left.set_title(label("rate_title"))
right.boxplot([[score for _, score in results[name]] for name in GAMES])
right.set_xticks(range(1, len(GAMES) + 1), GAMES)
right.set_title(label("score_title"))
fig.suptitle(label("deals", game="greedy", n=N_DEALS))
plt.show()

# %% [markdown] lang="en"
# **Explain.** Compare with your prediction.

# %% [markdown] lang="fr"
# **Expliquez.** Comparez avec votre prévision.

# %% exercise="measured" part="ask"
q = exercise("variant.measured")
q

# %% exercise="measured" part="explain"
because = ...  # ← your explanation, in a sentence or two
### BEGIN SOLUTION
### en
because = ("As I predicted, the open variant looks easier: 17 wins out of 20 against 10 for Klondike, and 8 "
           "with closed foundations. But the intervals (64%-95% against 30%-70%) still overlap a little, and "
           "closed foundations cannot be told apart from Klondike: a few hundred deals would settle it.")
### fr
because = ("Comme je l'avais prévu, la variante ouverte semble plus facile : 17 victoires sur 20 contre 10 "
           "pour le Klondike, et 8 avec les fondations fermées. Mais les intervalles (64 %-95 % contre "
           "30 %-70 %) se chevauchent encore un peu, et les fondations fermées ne se distinguent pas du "
           "Klondike : quelques centaines de donnes trancheraient.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ## 6. Your own game

# %% [markdown] lang="fr"
# ## 6. Votre propre jeu

# %% [markdown] lang="en"
# Start from Rainbow, Klondike or FreeCell and change at least two pieces. Ideas: *build down by 2 regardless of
# suit* (`Build(Down(by=2), REGARDLESS_OF_SUIT)`); no free cells but `moves=ANY_GROUP`; `empty=NEVER_FILLED`;
# wrap-around foundations (`Build(Up(wrap=True), BY_SUIT)`); draw three with `NO_REDEAL`. Declare it in a new cell,
# register it, print its rules with `lessons.rules(...)` and its differences with `differences(...)`, test two rules
# on prepared positions (copy the cells of section 3), add its id to `GAMES` in section 5, and play it:
# `sn.play("my_game")`. Is it too hard, or too easy? Compare its win rate with a game of the
# [index of games](../../docs/teacher/games_en.md).

# %% [markdown] lang="fr"
# Partez d'Arc-en-ciel, du Klondike ou du FreeCell et changez au moins deux pièces. Idées : *construire en
# descendant de 2 quelle que soit la couleur* (`Build(Down(by=2), REGARDLESS_OF_SUIT)`) ; pas de cellules mais
# `moves=ANY_GROUP` ; `empty=NEVER_FILLED` ; des fondations en boucle (`Build(Up(wrap=True), BY_SUIT)`) ; trois
# cartes à la fois avec `NO_REDEAL`. Déclarez-le dans une nouvelle cellule, enregistrez-le, affichez ses règles avec
# `lessons.rules(...)` et ses différences avec `differences(...)`, testez deux règles sur des positions préparées
# (copiez les cellules de la section 3), ajoutez son identifiant à `GAMES` dans la section 5, et jouez-y :
# `sn.play("mon_jeu")`. Est-il trop difficile, ou trop facile ? Comparez son taux de victoire avec un jeu de
# l'[index des jeux](../../docs/teacher/games_fr.md).

# %% exercise="own_game" part="ask"
q = exercise("variant.own_game")
q

# %% exercise="own_game" part="explain"
because = ...  # ← your explanation, in a few sentences
### BEGIN SOLUTION
### en
because = ("I started from Klondike and changed two pieces: the tableau builds down by two regardless of suit, and "
           "the stock deals three cards with no redeal. I wanted longer chains of moves but a stock used only "
           "once. The engine's rules say 'build down by 2 regardless of suit', as I meant.")
### fr
because = ("Je suis parti du Klondike et j'ai changé deux pièces : le tableau se construit en descendant de "
           "2 quelle que soit la couleur, et la pioche distribue trois cartes sans redistribution. Je "
           "voulais de plus longues chaînes de coups, mais une pioche utilisée une seule fois. Les règles du "
           "moteur disent « construire en descendant de 2, quelle que soit la couleur », comme je le "
           "voulais.")
### END SOLUTION
q.check(because)
