# %% [markdown] lang="en"
# # Welcome to solitaire_nb
#
# *This is the English edition. [version française](../fr/00_welcome.ipynb)*

# %% [markdown] lang="fr"
# # Bienvenue dans solitaire_nb
#
# *Ceci est l'édition française. [English version](../en/00_welcome.ipynb)*

# %% [markdown] lang="en"
# **AisleRiot** is the solitaire program of the GNOME desktop (on Linux). Its manual describes more than ninety
# patience games and ends with a glossary of the words those rules use, such as *tableau* and *foundation*
# (taught in [Glossary 2](02_glossary_piles.ipynb)) or *build down by alternate colour* (in [Glossary 3](03_glossary_building.ipynb)). This kit brings those games into Jupyter. A small engine knows their rules and explains
# every move in the words of the manual's glossary. In these notebooks you read a rule, see on a picture what it
# allows and what it refuses, answer exercises the engine checks, and play real games on an interactive table.

# %% [markdown] lang="fr"
# **AisleRiot** est le programme de réussites du bureau GNOME (sous Linux). Son manuel décrit plus de quatre-vingt-dix
# patiences et se termine par un glossaire des mots qu'emploient leurs règles, comme *tableau* et *fondation*
# (vus dans le [Glossaire 2](02_glossary_piles.ipynb)) ou *construire en descendant par couleur (rouge et noir) alternée* (dans le [Glossaire 3](03_glossary_building.ipynb)). Ce kit fait entrer ces jeux dans Jupyter. Un petit moteur
# connaît leurs règles et explique chaque coup avec les mots du glossaire du manuel. Dans ces carnets, vous lisez
# une règle, vous voyez sur une image ce qu'elle permet et ce qu'elle refuse, vous répondez à des exercices que le
# moteur corrige, et vous jouez de vraies parties sur une table interactive.

# %% [markdown] lang="en"
# ## 1. Two languages, one kit
#
# Every notebook of the kit exists in English and in French, with the same code cells. In this edition,
# everything the kit prints is in English: rules, pile names, the table's buttons and messages, the engine's
# explanations and the feedback of the exercises. The first code cell below sets that language with
# `sn.set_lang("en")`; the French edition says `sn.set_lang("fr")`. The interactive table also has an **EN / FR**
# switch of its own.
#
# Run the cells in order, from the top: click in a cell and press **Shift + Enter**.

# %% [markdown] lang="fr"
# ## 1. Deux langues, un seul kit
#
# Chaque carnet du kit existe en français et en anglais, avec les mêmes cellules de code. Dans cette édition,
# tout ce qu'affiche le kit est en français : les règles, les noms des piles, les boutons et les messages de la
# table, les explications du moteur et les corrections des exercices. La première cellule de code ci-dessous
# choisit cette langue avec `sn.set_lang("fr")` ; l'édition anglaise écrit `sn.set_lang("en")`. La table
# interactive a en plus son propre bouton **EN / FR**.
#
# Exécutez les cellules dans l'ordre, depuis le haut : cliquez dans une cellule et appuyez sur **Maj + Entrée**.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.exercises import PickTarget, WhichRule, feedback_in_steps
from solitaire_nb.text import glossary
sn.set_lang("en")
feedback_in_steps()

# %% [markdown] lang="en"
# The engine speaks the words of the glossary. In the next cell, the left column is the id of a place of the
# table, which you type in code (ids are always in English: `stock`, `tableau3`, `foundation1`...); the right
# column is the glossary's word for it, in the language of this edition. A Klondike table has four kinds of
# places: the **stock**, the cards not dealt yet, face down, and the **waste**, where the stock's cards are turned
# up ([Glossary 4](04_glossary_moves_and_stock.ipynb) teaches both); the **tableau**, the columns where you build, and the **foundations**, where each suit
# climbs from its Ace ([Glossary 2](02_glossary_piles.ipynb)).
#
# **How a move is written.** In code, a move names its source pile, a dash, then its target pile: `t1-t2` moves
# the top card of tableau column 1 onto column 2, `t4-f1` sends the top card of column 4 to foundation 1. The
# short names are `t` for a tableau column, `f` a foundation, `w` the waste, `s` the stock, `r` a reserve; a count
# at the end moves several cards at once (`t1-t2x3`: the top three cards), and a click on the stock is `deal`.
# The last line of the next cell is the engine's answer to `t1-t2` on a Klondike deal.

# %% [markdown] lang="fr"
# Le moteur parle avec les mots du glossaire. Dans la cellule suivante, la colonne de gauche est l'identifiant
# d'une place de la table, celui que l'on tape dans le code (les identifiants sont toujours en anglais : `stock`,
# `tableau3`, `foundation1`…) ; la colonne de droite est le mot du glossaire pour cette place, dans la langue
# de cette édition. Une table de Klondike a quatre sortes de places : la **pioche**, les cartes pas encore
# distribuées, face cachée, et la **défausse**, où les cartes de la pioche sont retournées (le [Glossaire 4](04_glossary_moves_and_stock.ipynb) enseigne les
# deux) ; le **tableau**, les colonnes où l'on construit, et les **fondations**, où chaque couleur monte à partir
# de son As ([Glossaire 2](02_glossary_piles.ipynb)).
#
# **Comment s'écrit un coup.** En code, un coup nomme sa pile de départ, un tiret, puis sa pile d'arrivée :
# `t1-t2` pose la carte du dessus de la colonne 1 du tableau sur la colonne 2, `t4-f1` envoie la carte du dessus
# de la colonne 4 sur la fondation 1. Les noms courts sont `t` pour une colonne du tableau, `f` une fondation,
# `w` la défausse (*waste*), `s` la pioche (*stock*), `r` une réserve ; un nombre à la fin déplace plusieurs cartes
# d'un coup (`t1-t2x3` : les trois cartes du dessus), et un clic sur la pioche s'écrit `deal`. La dernière ligne
# de la cellule suivante est la réponse du moteur à `t1-t2` sur une donne du Klondike.

# %%
for key in ["stock", "waste", "tableau", "foundation"]:
    print(f"{key:>10} -> {glossary.term(key)}")
game = sn.new_game("klondike", deal=7)
print(game.explain("t1-t2"))

# %% [markdown] lang="en"
# ## 2. The table
#
# A first game: Klondike, deal number 7. A deal number chooses how the cards are shuffled, and the same number
# always gives the same cards, so a whole class can play the same game and compare. Run the cell: the
# interactive table appears. This table is yours to play on: no cell below changes it.

# %% [markdown] lang="fr"
# ## 2. La table
#
# Une première partie : Klondike, donne numéro 7. Le numéro de donne choisit comment les cartes sont mélangées,
# et un même numéro donne toujours les mêmes cartes : toute une classe peut jouer la même partie et comparer.
# Exécutez la cellule : la table interactive apparaît. Cette table est à vous, pour jouer : aucune cellule
# plus bas ne la modifie.

# %%
table = sn.play("klondike", deal=7)
table

# %% [markdown] lang="en"
# ### How to play
#
# The toolbar holds what you need all the time; **More** opens a menu with the rest (the solver, a deal
# by its number, the helpers, the language, the game's options and the cards' look).
#
# | Do this | to... |
# |---|---|
# | click a card, then click a pile | move that card and every card lying on it |
# | drag a card and drop it on a pile | make the same move with the mouse button held down |
# | (while you hold cards) | the piles that may take them **light up** |
# | double-click a card | send it to its foundation, if it fits there |
# | click the stock, or the **Turn the stock** button | deal: turn cards from the stock onto the waste |
# | click the empty stock | redeal ([Glossary 4](04_glossary_moves_and_stock.ipynb)): the waste becomes the stock again, if the game allows a redeal |
# | press and hold a covered card (about half a second), or hold the right button on it | peek at it: it is raised on top while you hold |
# | **Hint** | get a suggested move in one sentence, with the reason in the game's own terms: the first move of a win the solver finds within about a second, else a move chosen by simple rules (*Thinking…* shows while it searches; in a game where no choice matters, such as Clock, it says so) |
# | **More**, then **Winnable?** | ask the solver whether this position can still be won (it searches up to 5 seconds, seeing face-down cards too): winnable, not winnable, or unknown |
# | **Next move** | play the next move of the win the solver found, one at a time (**Undo** takes them back); a game the solver played moves of counts as assisted in your record, never as a win |
# | **Undo** / **Redo** | take back a move / play it again |
# | **Restart** | start this deal again |
# | in **More**, type a number in the **Deal** box, then **Play this deal** | play that deal |
# | **New game** | play a new deal chosen at random: its number shows above the felt and in the **Deal** box, so you can play it again; the game you leave counts as abandoned, not lost |
# | **More**, then **Show movable cards** | highlight every card that can move now |
# | **More**, then **Autoplay** | a card that no card left on the table could still need goes to its foundation by itself |
# | the menus in **More** | change the game's options (for Klondike: how many cards a deal turns, how many redeals) |
# | **More**, then **Cards**, **Large print**, **Four colours**, **EN** / **FR** | draw the cards bigger, with large indices, or with a colour for each suit (easier to tell apart, also for colour-blind players); switch the table's language. The table always fits the notebook's width: its cards shrink as much as a wide game needs |
#
# The two lines just above the felt give the score, the number of moves, the redeals left and the time, then
# what just happened: the cards you hold and where they may go, the reason when a move is refused, the hint's
# explanation. Each keeps one line, so the cards never move: **Full message** shows a long message whole.
# When the game is won, lost or going in circles, a panel says so there, with **Undo** and **New deal** at
# hand; a won game is celebrated first.
#
# **The keyboard plays too**, while the mouse pointer is over the table: the next cell lists the keys.

# %% [markdown] lang="fr"
# ### Comment jouer
#
# La barre d'outils garde ce qui sert tout le temps ; **Plus** ouvre un menu avec le reste (le solveur, une
# donne par son numéro, les aides, la langue, les options du jeu et l'aspect des cartes).
#
# | Faites ceci | pour… |
# |---|---|
# | cliquez sur une carte, puis sur une pile | déplacer cette carte et toutes celles posées dessus |
# | faites glisser une carte et lâchez-la sur une pile | faire le même coup, bouton de la souris enfoncé |
# | (pendant que vous tenez des cartes) | les piles qui peuvent les recevoir **s'allument** |
# | double-cliquez sur une carte | l'envoyer sur sa fondation, si elle peut y aller |
# | cliquez sur la pioche, ou sur le bouton **Retourner la pioche** | distribuer : retourner des cartes de la pioche sur la défausse |
# | cliquez sur la pioche vide | redistribuer ([Glossaire 4](04_glossary_moves_and_stock.ipynb)) : la défausse redevient la pioche, si le jeu permet une redistribution |
# | appuyez longuement sur une carte recouverte (une demi-seconde environ), ou maintenez le bouton droit dessus | y jeter un coup d'œil : elle passe au-dessus tant que vous appuyez |
# | **Indice** | obtenir un coup conseillé en une phrase, avec sa raison dans les termes du jeu : le premier coup d'une victoire que le solveur trouve en une seconde environ, sinon un coup choisi par des règles simples (*Réflexion…* s'affiche pendant la recherche ; dans un jeu où aucun choix ne compte, comme l'Horloge, il le dit) |
# | **Plus**, puis **Gagnable ?** | demander au solveur si cette position peut encore être gagnée (il cherche jusqu'à 5 secondes, en voyant aussi les cartes face cachée) : gagnable, pas gagnable, ou inconnu |
# | **Coup suivant** | jouer le coup suivant de la victoire trouvée par le solveur, un à la fois (**Annuler** les reprend) ; une partie dont le solveur a joué des coups compte comme assistée dans votre bilan, jamais comme une victoire |
# | **Annuler** / **Rétablir** | reprendre un coup / le rejouer |
# | **Recommencer** | rejouer cette donne depuis le début |
# | dans **Plus**, tapez un numéro dans la case **Donne**, puis **Jouer cette donne** | jouer cette donne |
# | **Nouvelle partie** | jouer une nouvelle donne tirée au hasard : son numéro s'affiche au-dessus du tapis et dans la case **Donne**, pour la rejouer ; la partie quittée compte comme abandonnée, pas comme perdue |
# | **Plus**, puis **Montrer les cartes jouables** | surligner toutes les cartes qui peuvent bouger maintenant |
# | **Plus**, puis **Jeu automatique** | une carte dont aucune carte restée sur la table ne peut plus avoir besoin monte seule sur sa fondation |
# | les menus de **Plus** | changer les options du jeu (pour le Klondike : combien de cartes une distribution retourne, combien de redistributions) |
# | **Plus**, puis **Cartes**, **Gros caractères**, **Quatre couleurs**, **EN** / **FR** | dessiner les cartes plus grandes, avec de gros indices, ou avec une teinte par couleur (plus faciles à distinguer, y compris pour les joueurs daltoniens) ; changer la langue de la table. La table tient toujours dans la largeur du notebook : ses cartes rétrécissent autant qu'un jeu large le demande |
#
# Les deux lignes juste au-dessus du tapis donnent le score, le nombre de coups, les redistributions restantes et
# le temps, puis ce qui vient de se passer : les cartes que vous tenez et où elles peuvent aller, la raison d'un
# coup refusé, l'explication de l'indice. Chacune tient sur une ligne, pour que les cartes ne bougent jamais :
# **Message entier** affiche un long message en entier. Quand la partie est gagnée, perdue ou tourne en rond,
# un panneau le dit à cet endroit, avec **Annuler** et **Nouvelle donne** à portée de main ; une partie gagnée
# est d'abord fêtée.
#
# **Le clavier joue aussi**, tant que le pointeur de la souris est au-dessus de la table : la cellule suivante
# donne les touches.

# %%
from solitaire_nb.table.keys import key_help
key_help()

# %% [markdown] lang="en"
# ### The table and the code
#
# **Predict first.** A table is a window on a game that code can reach too: the game of your table is
# `table.game`. Before you run the cells that follow, answer this question (your answer goes in the cell with
# `answer = ...`; the cell after it shows your points).

# %% [markdown] lang="fr"
# ### La table et le code
#
# **Prévoyez d'abord.** Une table est une fenêtre sur une partie que le code peut atteindre lui aussi : la
# partie de votre table s'appelle `table.game`. Avant d'exécuter les cellules suivantes, répondez à cette
# question (votre réponse va dans la cellule `answer = ...` ; la cellule d'après affiche vos points).

# %% exercise="table_and_code" part="ask"
q = exercise("welcome.table_and_code")
q

# %% exercise="table_and_code" part="answer"
answer = ...  # ← your answer: True or False (yes/no, oui/non, vrai/faux work too)
### BEGIN SOLUTION
answer = True
### END SOLUTION
q.check(answer)

# %% exercise="table_and_code" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now look.** So that your own table stays as you play it, the demonstration has a table of its own. In
# section 1, the code made `game`, a Klondike deal 7 on which nothing has been played yet. The next cell puts
# that game on a new table, `demo`: this table is a window on `game`, and `demo.game` is `game` itself.

# %% [markdown] lang="fr"
# **Regardez.** Pour que votre table reste telle que vous la jouez, la démonstration a sa propre table. À la
# section 1, le code a créé `game`, une donne 7 du Klondike sur laquelle aucun coup n'a encore été joué. La
# cellule suivante pose cette partie sur une nouvelle table, `demo` : cette table est une fenêtre sur `game`,
# et `demo.game` est `game` lui-même.

# %%
demo = sn.play(game)
demo

# %% [markdown] lang="en"
# The next cell drives that game from code. It asks `game` for a hint and plays it: the move appears at once on
# the `demo` table just above, and not on yours. Then it selects a card of `demo` from code, as a teacher
# pointing at it: the piles where that card may go light up on that table, and its status line names them.

# %% [markdown] lang="fr"
# La cellule suivante conduit cette partie depuis le code. Elle demande un indice à `game` et le joue : le coup
# apparaît aussitôt sur la table `demo` juste au-dessus, et pas sur la vôtre. Puis elle sélectionne depuis le
# code une carte de `demo`, comme un professeur qui la montre du doigt : les piles où cette carte peut aller
# s'allument sur cette table, et sa ligne d'état les nomme.

# %%
move = game.hint()
print(move, "->", game.explain(move))
game.play(move)
demo.select("tableau7", 1)
print(demo.status)

# %% [markdown] lang="en"
# Why a second table? Writing `table` again at the end of a cell would not make a new table: it would show
# yours a second time, one game seen through two windows, and a move made in either would appear in both. You
# get a new table only when you ask for one: `sn.play(...)` makes one, and `table.copy()` makes a table that
# starts from the position yours has reached, with a game of its own.

# %% [markdown] lang="fr"
# Pourquoi une seconde table ? Écrire de nouveau `table` à la fin d'une cellule ne créerait pas de nouvelle
# table : cela montrerait la vôtre une deuxième fois, une seule partie vue par deux fenêtres, et un coup joué
# dans l'une apparaîtrait dans les deux. Une nouvelle table ne vient que si vous la demandez : `sn.play(...)` en
# crée une, et `table.copy()` crée une table qui part de la position où en est la vôtre, avec sa propre partie.

# %% [markdown] lang="en"
# A page that must read well without running anything (on GitHub, or printed) uses **static pictures** instead
# of the live table: `show(game, select=(pile, count))` draws the position and lights up the same destinations.

# %% [markdown] lang="fr"
# Une page qui doit se lire sans rien exécuter (sur GitHub, ou imprimée) utilise des **images fixes** au lieu de
# la table vivante : `show(game, select=(pile, nombre))` dessine la position et allume les mêmes destinations.

# %%
show(game, select=("tableau7", 1))

# %% [markdown] lang="en"
# ## 3. Exercises
#
# Every exercise of the kit comes in the same cells:
#
# 1. a cell that **asks**: it builds the exercise, `q`, and shows the question (and often a picture). Many
#    questions come from the kit's bank by their name, as in `q = exercise("welcome.same_deal")`: the part before
#    the dot names the notebook, the rest the question;
# 2. your **answer** cell: replace the `...` after `answer =` with your answer, then run the cell; the engine
#    checks it and says why;
# 3. a cell that shows your **points**, `q.score(answer)`: 1.0 when the answer is right, 0.0 otherwise;
# 4. sometimes a cell that **shows** the answer (the table lit up, the engine's reasons): run it only after you
#    have answered. The text that explains an answer is folded under *Once you have answered: open to see why*;
#    open it after answering.
#
# A wrong answer first gets a short reply: how many parts of it are wrong, and a hint naming the glossary word to
# think about. Try again! To see the whole correction, with every part explained, run `q.check(answer).reveal()`
# in a new cell, or `q.check(answer, reveal=True)`.
#
# Answers may be written in every form the kit uses: a pile as `tableau7` or `t7`, `foundation1` or `f1`; yes
# and no as `True`/`False`, `"yes"`/`"no"`, `"oui"`/`"non"` or `"vrai"`/`"faux"`; a card as its code `"KS"` or
# as pictures show it, `"K♠"` (the French letters `"R♠"` work too).

# %% [markdown] lang="fr"
# ## 3. Les exercices
#
# Chaque exercice du kit se présente dans les mêmes cellules :
#
# 1. une cellule qui **pose la question** : elle construit l'exercice, `q`, et affiche la question (et souvent une
#    image). Beaucoup de questions viennent de la banque du kit, par leur nom, comme dans
#    `q = exercise("welcome.same_deal")` : la partie avant le point nomme le carnet, le reste la question ;
# 2. votre cellule de **réponse** : remplacez les `...` après `answer =` par votre réponse, puis exécutez la
#    cellule ; le moteur la corrige et dit pourquoi ;
# 3. une cellule qui affiche vos **points**, `q.score(answer)` : 1 point si la réponse est juste, 0 sinon ;
# 4. parfois une cellule qui **montre** la réponse (la table éclairée, les raisons du moteur) : ne l'exécutez
#    qu'après avoir répondu. Le texte qui explique une réponse est replié sous *Une fois votre réponse donnée :
#    ouvrez pour voir pourquoi* ; ouvrez-le après avoir répondu.
#
# Une réponse fausse reçoit d'abord une réponse courte : combien de ses parties sont fausses, et un indice qui
# nomme le mot du glossaire auquel penser. Réessayez ! Pour voir toute la correction, chaque partie expliquée,
# exécutez `q.check(answer).reveal()` dans une nouvelle cellule, ou `q.check(answer, reveal=True)`.
#
# Les réponses s'écrivent sous toutes les formes qu'utilise le kit : une pile comme `tableau7` ou `t7`,
# `foundation1` ou `f1` ; oui et non comme `True`/`False`, `"oui"`/`"non"`, `"vrai"`/`"faux"` ou
# `"yes"`/`"no"` ; une carte par son code `"KS"` ou comme les images l'écrivent, `"R♠"` (les lettres anglaises,
# `"K♠"`, marchent aussi).

# %% [markdown] lang="en"
# ### Where may this card go?
#
# This exercise has a position of its own: Klondike deal 7 just after its Ace of spades has gone up to a
# foundation. Whatever you play on the table above, its question and its answer stay the same. **Predict, then
# check**: look at the picture and say where the 2♣ at the top of column 5 may go. Think of every pile, the
# foundations too.

# %% [markdown] lang="fr"
# ### Où cette carte peut-elle aller ?
#
# Cet exercice a sa propre position : la donne 7 du Klondike juste après que son As de pique est monté sur une
# fondation. Quoi que vous jouiez sur la table plus haut, sa question et sa réponse ne changent pas. **Prévoyez,
# puis vérifiez** : regardez l'image et dites où peut aller le 2♣ du dessus de la colonne 5. Pensez à toutes les
# piles, fondations comprises.

# %% exercise="where" part="ask"
position = sn.new_game("klondike", deal=7)
position.play("t4-f1")
q = PickTarget(position, "tableau5", 1)
display(show(position))
q

# %% exercise="where" part="answer"
answer = ...  # ← your answer, a list of pile ids such as ["tableau2"] (or ["t2"]), or [] for nowhere
### BEGIN SOLUTION
answer = ["tableau7"]
### END SOLUTION
q.check(answer)

# %% exercise="where" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="where" part="reveal"
# **Now look.** The picture lights up the piles that may take the 2♣.

# %% [markdown] lang="fr" exercise="where" part="reveal"
# **Regardez.** L'image allume les piles qui peuvent recevoir le 2♣.

# %% exercise="where" part="reveal"
show(position, select=("tableau5", 1))

# %% [markdown] lang="en"
# ### Which rule says no?
#
# On the same position, the engine refuses to put the 2♣ on the foundation that holds the A♠. Which rule of the
# glossary refuses it? Answer with a letter or with the rule's name. The three choices are rules you will meet
# again: a *base card* is the card a foundation must start with, and *build by suit* lets a card go only on a card
# of its own suit ([Glossary 2](02_glossary_piles.ipynb) and
# [Glossary 3](03_glossary_building.ipynb)); a *face-down* card shows its back and cannot move
# ([Glossary 1](01_glossary_cards_and_decks.ipynb)).

# %% [markdown] lang="fr"
# ### Quelle règle dit non ?
#
# Sur la même position, le moteur refuse de poser le 2♣ sur la fondation qui porte l'A♠. Quelle règle du glossaire
# le refuse ? Répondez par une lettre ou par le nom de la règle. Les trois choix sont des règles que vous
# retrouverez : une *carte de base* est la carte par laquelle une fondation doit commencer, et *construire par
# couleur* ne laisse une carte aller que sur une carte de sa couleur ([Glossaire 2](02_glossary_piles.ipynb) et [Glossaire 3](03_glossary_building.ipynb)) ; une carte *face cachée*
# montre son dos et ne peut pas bouger ([Glossaire 1](01_glossary_cards_and_decks.ipynb)).

# %% exercise="which_rule" part="ask"
q = WhichRule(position, "t5-f1", choices=["base_card", "build_by_suit", "face_down"])
q

# %% exercise="which_rule" part="answer"
answer = ...  # ← your answer, a letter such as "a", or the rule's name
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="which_rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Explain why
#
# Some questions ask for a sentence. The engine does not grade it: it keeps it for your teacher. Write your
# sentence between quotes after `because =`.

# %% [markdown] lang="fr"
# ### Expliquez pourquoi
#
# Certaines questions demandent une phrase. Le moteur ne la note pas : il la garde pour votre enseignant. Écrivez
# votre phrase entre guillemets après `because =`.

# %% exercise="same_deal" part="ask"
q = exercise("welcome.same_deal")
q

# %% exercise="same_deal" part="explain"
because = ...  # ← your explanation, in a sentence
### BEGIN SOLUTION
### en
because = ("Everyone has the same cards, so the class can compare moves, scores and strategies on the same "
           "game, and the teacher can show a move that everyone can play.")
### fr
because = ("Tout le monde a les mêmes cartes : la classe peut donc comparer coups, scores et stratégies sur "
           "la même partie, et l'enseignant peut montrer un coup que chacun peut jouer.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ## 4. Map of the notebooks
#
# | Notebook | What it teaches |
# |---|---|
# | [00_welcome](00_welcome.ipynb) | this page: the two languages, the table, the exercises, the map |
# | [01_glossary_cards_and_decks](01_glossary_cards_and_decks.ipynb) | cards, suits, colours, ranks, face-down cards; the decks of the games (standard, double, triple, with jokers, stripped) |
# | [02_glossary_piles](02_glossary_piles.ipynb) | piles and slots, tableau, foundations and base card, reserves, free cells, empty piles |
# | [03_glossary_building](03_glossary_building.ipynb) | building: down, up, up or down, by N, with a wrap; by suit, by colour, by alternate colour, any suit but its own, regardless of suit |
# | [04_glossary_moves_and_stock](04_glossary_moves_and_stock.ipynb) | stock, waste, deals and redeals; what moves together: one card, sequences, groups; autoplay, score |
# | [10_klondike](10_klondike.ipynb) | Klondike one rule at a time, then play |
# | [11_freecell](11_freecell.ipynb) | FreeCell one rule at a time, then play |
# | [20_your_strategy](20_your_strategy.ipynb) | class project: write a player in Python and measure how often it wins |
# | [21_your_variant](21_your_variant.ipynb) | class project: compose a game of your own from the rules of the glossary |
# | [30_klondike_tips](30_klondike_tips.ipynb) | class project: do the Klondike tips really help? an experiment with statistics |
# | [40_winnability](40_winnability.ipynb) | what share of the deals can be won? the solver settles many deals, on one computer or a cluster, and we compare with published figures |
# | [50_my_record](50_my_record.ipynb) | what the kit keeps of every game you play, and your statistics: games won, win rate, quickest wins, streaks |
# | [51_class_summary](51_class_summary.ipynb) | for the teacher: gather the students' progress files, see who played what and their win rates, replay any game move by move |
#
# To play at once, start with the walkthroughs of Klondike and FreeCell (10, 11); to learn the words first, start
# with the glossary (01 to 04).
#
# Every other game of the manual has a notebook of its own in the folder [games](games/): its rules, what
# changes from the game it resembles, exercises on prepared positions and a table to play on. Here are all the
# games, by family (Klondike and FreeCell lead to their walkthroughs, 10 and 11):

# %% [markdown] lang="fr"
# ## 4. Plan des carnets
#
# | Carnet | Ce qu'il enseigne |
# |---|---|
# | [00_welcome](00_welcome.ipynb) | cette page : les deux langues, la table, les exercices, le plan |
# | [01_glossary_cards_and_decks](01_glossary_cards_and_decks.ipynb) | cartes, couleurs (♠♥♦♣), rouge et noir, rangs, cartes face cachée ; les paquets des jeux (standard, double, triple, avec jokers, réduit) |
# | [02_glossary_piles](02_glossary_piles.ipynb) | piles et emplacements, tableau, fondations et carte de base, réserves, cellules libres, piles vides |
# | [03_glossary_building](03_glossary_building.ipynb) | construire : en descendant, en montant, dans les deux sens, de N en N, en boucle ; par couleur, par couleur (rouge et noir), par couleur (rouge et noir) alternée, sauf la sienne, quelle que soit la couleur |
# | [04_glossary_moves_and_stock](04_glossary_moves_and_stock.ipynb) | pioche, défausse, distributions et redistributions ; ce qui se déplace ensemble : une carte, les suites, les groupes ; jeu automatique, score |
# | [10_klondike](10_klondike.ipynb) | le Klondike une règle après l'autre, puis à vous de jouer |
# | [11_freecell](11_freecell.ipynb) | FreeCell une règle après l'autre, puis à vous de jouer |
# | [20_your_strategy](20_your_strategy.ipynb) | projet de classe : écrire un joueur en Python et mesurer combien de fois il gagne |
# | [21_your_variant](21_your_variant.ipynb) | projet de classe : composer votre propre jeu avec les règles du glossaire |
# | [30_klondike_tips](30_klondike_tips.ipynb) | projet de classe : les conseils du Klondike aident-ils vraiment ? une expérience statistique |
# | [40_winnability](40_winnability.ipynb) | quelle part des donnes peut être gagnée ? le solveur tranche de nombreuses donnes, sur un ordinateur ou une grappe, et on compare avec les chiffres publiés |
# | [50_my_record](50_my_record.ipynb) | ce que le kit garde de chaque partie jouée, et vos statistiques : parties gagnées, taux de victoire, victoires les plus rapides, séries |
# | [51_class_summary](51_class_summary.ipynb) | pour l'enseignant : rassembler les fichiers de progression des élèves, voir qui a joué à quoi et leurs taux de victoire, rejouer n'importe quelle partie coup par coup |
#
# Pour jouer tout de suite, commencez par les présentations du Klondike et de FreeCell (10, 11) ; pour apprendre
# d'abord les mots, commencez par le glossaire (01 à 04).
#
# Chacun des autres jeux du manuel a son propre carnet dans le dossier [games](games/) : ses règles, ce qui
# change par rapport au jeu auquel il ressemble, des exercices sur des positions préparées et une table pour
# jouer. Voici tous les jeux, par famille (Klondike et FreeCell mènent à leurs présentations, 10 et 11) :

# %% [markdown] lang="en"
# - **Klondike and its relatives** (15): [Agnes](games/agnes.ipynb), [Athena](games/athena.ipynb), [Aunt Mary](games/aunt_mary.ipynb), [Easthaven](games/easthaven.ipynb), [Giant](games/giant.ipynb), [Gold Mine](games/gold_mine.ipynb), [Gypsy](games/gypsy.ipynb), [Jumbo](games/jumbo.ipynb), [Klondike](10_klondike.ipynb), [Odessa](games/odessa.ipynb), [Saratoga](games/saratoga.ipynb), [Thumb and Pouch](games/thumb_and_pouch.ipynb), [Westhaven](games/westhaven.ipynb), [Whitehead](games/whitehead.ipynb), [Yukon](games/yukon.ipynb)
# - **FreeCell and the open builders (every card in sight)** (16): [Backbone](games/backbone.ipynb), [Baker's Dozen](games/bakers_dozen.ipynb), [Baker's Game](games/bakers_game.ipynb), [Beleaguered Castle](games/beleaguered_castle.ipynb), [Bristol](games/bristol.ipynb), [Chessboard](games/chessboard.ipynb), [Cruel](games/cruel.ipynb), [Eight Off](games/eight_off.ipynb), [Fortress](games/fortress.ipynb), [Forty Thieves](games/forty_thieves.ipynb), [FreeCell](11_freecell.ipynb), [King Albert](games/king_albert.ipynb), [Seahaven Towers](games/seahaven.ipynb), [Streets and Alleys](games/streets_and_alleys.ipynb), [Union Square](games/union_square.ipynb), [Zebra](games/zebra.ipynb)
# - **Spider and its relatives** (6): [Scorpion](games/scorpion.ipynb), [Spider](games/spider.ipynb), [Spider Three Decks](games/spider_three_decks.ipynb), [Spiderette](games/spiderette.ipynb), [Ten Across](games/ten_across.ipynb), [Will o' the Wisp](games/will_o_the_wisp.ipynb)
# - **Canfield and the games with a base card** (16): [Bear River](games/bear_river.ipynb), [Blondes and Brunettes](games/blondes_and_brunettes.ipynb), [Canfield](games/canfield.ipynb), [Eagle Wing](games/eagle_wing.ipynb), [Falling Stars](games/falling_stars.ipynb), [General's Patience](games/generals_patience.ipynb), [Glenwood](games/glenwood.ipynb), [Kansas](games/kansas.ipynb), [Lady Jane](games/lady_jane.ipynb), [Plait](games/plait.ipynb), [Redheads](games/redheads.ipynb), [Royal East](games/royal_east.ipynb), [Signora](games/signora.ipynb), [Straight Up](games/straight_up.ipynb), [Terrace](games/terrace.ipynb), [Wood](games/wood.ipynb)
# - **Golf and the pyramids (building on the waste)** (5): [Elevator](games/elevator.ipynb), [Escalator](games/escalator.ipynb), [Golf](games/golf.ipynb), [Thieves](games/thieves.ipynb), [Triple Peaks](games/triple_peaks.ipynb)
# - **Removing pairs** (16): [Accordion](games/accordion.ipynb), [Block Ten](games/block_ten.ipynb), [Cover](games/cover.ipynb), [First Law](games/first_law.ipynb), [Fortunes](games/fortunes.ipynb), [Fourteen](games/fourteen.ipynb), [Gay Gordons](games/gay_gordons.ipynb), [Helsinki](games/helsinki.ipynb), [Isabel](games/isabel.ipynb), [Jamestown](games/jamestown.ipynb), [Monte Carlo](games/monte_carlo.ipynb), [Neighbor](games/neighbor.ipynb), [Quatorze](games/quatorze.ipynb), [Thirteen](games/thirteen.ipynb), [Treize](games/treize.ipynb), [Yield](games/yield.ipynb)
# - **Grids and special games** (19): [Auld Lang Syne](games/auld_lang_syne.ipynb), [Camelot](games/camelot.ipynb), [Carpet](games/carpet.ipynb), [Clock](games/clock.ipynb), [Diamond Mine](games/diamond_mine.ipynb), [Doublets](games/doublets.ipynb), [Gaps](games/gaps.ipynb), [Hopscotch](games/hopscotch.ipynb), [King's Audience](games/kings_audience.ipynb), [Labyrinth](games/labyrinth.ipynb), [Maze](games/maze.ipynb), [Napoleon's Tomb](games/napoleons_tomb.ipynb), [Osmosis](games/osmosis.ipynb), [Peek](games/peek.ipynb), [Pileon](games/pileon.ipynb), [Poker](games/poker.ipynb), [Scuffle](games/scuffle.ipynb), [Sir Tommy](games/sir_tommy.ipynb), [Valentine](games/valentine.ipynb)

# %% [markdown] lang="fr"
# - **Le Klondike et ses cousins** (15) : [Agnes](games/agnes.ipynb), [Athena](games/athena.ipynb), [Bohémien](games/gypsy.ipynb), [Géant](games/giant.ipynb), [Jumbo](games/jumbo.ipynb), [Klondike](10_klondike.ipynb), [L'asile de l'est](games/easthaven.ipynb), [L'asile de l'ouest](games/westhaven.ipynb), [La mine d'or](games/gold_mine.ipynb), [Odessa](games/odessa.ipynb), [Pouce et poche](games/thumb_and_pouch.ipynb), [Saratoga](games/saratoga.ipynb), [Tante Marie](games/aunt_mary.ipynb), [Tête blanche](games/whitehead.ipynb), [Yukon](games/yukon.ipynb)
# - **FreeCell et les jeux à découvert (toutes les cartes visibles)** (16) : [Carte de visite](games/bristol.ipynb), [Colonne vertébrale](games/backbone.ipynb), [Cruel](games/cruel.ipynb), [Forteresse](games/fortress.ipynb), [FreeCell](11_freecell.ipynb), [Huit en dehors](games/eight_off.ipynb), [L'asile maritime](games/seahaven.ipynb), [Le château assiégé](games/beleaguered_castle.ipynb), [Le jeu des boulangers](games/bakers_game.ipynb), [Le Roi Albert](games/king_albert.ipynb), [Les boulangers](games/bakers_dozen.ipynb), [Les quarante voleurs](games/forty_thieves.ipynb), [Plateau d'échecs](games/chessboard.ipynb), [Rues et ruelles](games/streets_and_alleys.ipynb), [Union Square](games/union_square.ipynb), [Zèbre](games/zebra.ipynb)
# - **L'araignée et ses cousins** (6) : [À travers Dix](games/ten_across.ipynb), [L'araignée](games/spider.ipynb), [L'araignée à trois paquets](games/spider_three_decks.ipynb), [La petite araignée](games/spiderette.ipynb), [La volonté de Wisp](games/will_o_the_wisp.ipynb), [Scorpion](games/scorpion.ipynb)
# - **Champ de boîtes et les jeux à carte de base** (16) : [Blondes et brunes](games/blondes_and_brunettes.ipynb), [Bois](games/wood.ipynb), [Champ de boîtes](games/canfield.ipynb), [Droit debout](games/straight_up.ipynb), [Est Royal](games/royal_east.ipynb), [Étoiles filantes](games/falling_stars.ipynb), [Kansas](games/kansas.ipynb), [L'aile de l'aigle](games/eagle_wing.ipynb), [La forêt de Glen](games/glenwood.ipynb), [La patience du général](games/generals_patience.ipynb), [Mademoiselle Jane](games/lady_jane.ipynb), [Rivière des ours](games/bear_river.ipynb), [Rouquines](games/redheads.ipynb), [Signora](games/signora.ipynb), [Terrasse](games/terrace.ipynb), [Tresse](games/plait.ipynb)
# - **Golf et les pyramides (construire sur la défausse)** (5) : [Golf](games/golf.ipynb), [Jeu de tuiles](games/triple_peaks.ipynb), [L'ascenseur](games/elevator.ipynb), [L'escalier roulant](games/escalator.ipynb), [Les Voleurs](games/thieves.ipynb)
# - **Retirer des paires** (16) : [Accordéon](games/accordion.ipynb), [Bloc 10](games/block_ten.ipynb), [Couvercle](games/cover.ipynb), [Fortunes](games/fortunes.ipynb), [Fourteen (14)](games/fourteen.ipynb), [Helsinki](games/helsinki.ipynb), [Isabelle](games/isabel.ipynb), [Jamestown](games/jamestown.ipynb), [Le Voisin](games/neighbor.ipynb), [Les joyeux gordons](games/gay_gordons.ipynb), [Monte Carlo](games/monte_carlo.ipynb), [Première loi](games/first_law.ipynb), [Quatorze](games/quatorze.ipynb), [Rendement](games/yield.ipynb), [Thirteen (13)](games/thirteen.ipynb), [Treize](games/treize.ipynb)
# - **Grilles et jeux à part** (19) : [Auld Lang Syne](games/auld_lang_syne.ipynb), [Camelot](games/camelot.ipynb), [Coup d'œil](games/peek.ipynb), [Doublets](games/doublets.ipynb), [Gaps](games/gaps.ipynb), [Hopscotch](games/hopscotch.ipynb), [Horloge](games/clock.ipynb), [L'audience des rois](games/kings_audience.ipynb), [La mine de diamants](games/diamond_mine.ipynb), [Labyrinthe](games/labyrinth.ipynb), [Le labyrinthe](games/maze.ipynb), [Le tombeau de Napoléon](games/napoleons_tomb.ipynb), [Osmose](games/osmosis.ipynb), [Pileon](games/pileon.ipynb), [Poker](games/poker.ipynb), [Scuffle](games/scuffle.ipynb), [Sir Tommy](games/sir_tommy.ipynb), [Tapis](games/carpet.ipynb), [Valentine](games/valentine.ipynb)

# %% [markdown] lang="en"
# The kit knows every game by an id, which you type in code: `sn.play("golf")`, `sn.new_game("spider", deal=3)`.
# `sn.list_games()` gives all the ids; the next cell prints how many there are, then each id with the game's name
# in the language of this edition.

# %% [markdown] lang="fr"
# Le kit connaît chaque jeu par un identifiant, que l'on tape dans le code : `sn.play("golf")`,
# `sn.new_game("spider", deal=3)`. `sn.list_games()` donne tous les identifiants ; la cellule suivante affiche
# leur nombre, puis chaque identifiant avec le nom du jeu dans la langue de cette édition.

# %%
print(len(sn.list_games()))
print(", ".join(f"{g} ({sn.game_info(g).name()})" for g in sn.list_games()))

# %% [markdown] lang="en"
# ## 5. For teachers
#
# - The [teacher's guide](../../docs/teacher/guide_en.md) gives each notebook's objectives and prerequisites,
#   three 50-minute lesson plans and rubrics for the class projects.
# - The [index of the games](../../docs/teacher/games_en.md) lists every game by family and by measured
#   difficulty, with a printable rule sheet for each.

# %% [markdown] lang="en" teacher=true
# - The [answer key](../../docs/teacher/answer_key_en.md) gives the answer to every exercise of the notebooks.
# - Each notebook also has a teacher edition, with the answers filled in and the outputs shown, in the folders
#   `notebooks/teacher_en` and `notebooks/teacher_fr`; its exercise cells carry nbgrader metadata. The student
#   editions say nothing of the answer key.

# %% [markdown] lang="fr"
# ## 5. Pour les enseignants
#
# - Le [guide de l'enseignant](../../docs/teacher/guide_fr.md) donne les objectifs et prérequis de chaque carnet,
#   trois séances de 50 minutes et des grilles d'évaluation des projets de classe.
# - L'[index des jeux](../../docs/teacher/games_fr.md) range tous les jeux par famille et par difficulté mesurée,
#   avec une fiche de règles imprimable pour chacun.

# %% [markdown] lang="fr" teacher=true
# - Le [corrigé](../../docs/teacher/answer_key_fr.md) donne la réponse de chaque exercice des carnets.
# - Chaque carnet a aussi une édition de l'enseignant, réponses remplies et sorties affichées, dans les dossiers
#   `notebooks/teacher_en` et `notebooks/teacher_fr` ; ses cellules d'exercice portent les métadonnées de
#   nbgrader. Les éditions des élèves ne parlent pas du corrigé.
