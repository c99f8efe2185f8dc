# %% [markdown] lang="en"
# # FreeCell, step by step

# %% [markdown] lang="fr"
# # FreeCell pas à pas

# %% [markdown] lang="en"
# FreeCell is played with one deck of 52 cards, **all dealt face up**: nothing is hidden, so every deal is a
# puzzle you can think through. **Goal:** as in Klondike, build the four foundations, one per suit, from the Ace up
# to the King. Your helpers are four **free cells**, each able to hold one card for a while.
#
# This kit plays FreeCell as **AisleRiot** does (the solitaire program of the GNOME desktop, whose manual the kit
# follows), and it compares AisleRiot with the French Klondike and FreeCell page, one of the two French rule pages
# this kit started from (the other, the French Klondike page, is quoted in notebook 10). Read from top to bottom,
# answer each exercise, then play.

# %% [markdown] lang="fr"
# Le FreeCell se joue avec un paquet de 52 cartes, **toutes distribuées face visible** : rien n'est caché, chaque
# donne est donc un casse-tête qu'on peut réfléchir. **But :** comme au Klondike, construire les quatre fondations,
# une par couleur, de l'As jusqu'au Roi. Vos alliées sont quatre **cellules libres**, qui peuvent chacune
# garder une carte un moment.
#
# Ce kit joue au FreeCell comme **AisleRiot** (le programme de patiences du bureau GNOME, dont le kit suit le
# manuel), et il compare AisleRiot à la page française sur le Klondike et le FreeCell, l'une des deux pages de
# règles françaises dont ce kit est parti (l'autre, la page française sur le Klondike, est citée dans le carnet 10).
# Lisez de haut en bas, répondez à chaque exercice, puis jouez.

# %% [markdown] lang="en"
# **How the exercises work.** Run the cell that asks the question. In the next cell, replace `...` by your answer
# and run it; the cell after it shows your points (1 or 0). A wrong answer first gets only the number of mistakes
# and a hint naming the glossary word to reread: think, change your answer, run again. To see every part of the
# answer explained, write `q.check(answer, reveal=True)` (or `q.check(answer).reveal()`). Answers may be written
# in every form the kit uses: a column as `tableau3`, `t3` or FreeCell's `3`; a free cell as `reserve2`, `r2` or
# `b`; a card as `K♠` or `KS`; yes and no as `True`/`False`. Some questions ask you to explain in a sentence: your teacher reads and grades those; the engine does not.

# %% [markdown] lang="fr"
# **Comment marchent les exercices.** Exécutez la cellule qui pose la question. Dans la cellule suivante, remplacez
# `...` par votre réponse et exécutez-la ; la cellule d'après affiche vos points (1 ou 0). Une réponse fausse reçoit
# d'abord seulement le nombre d'erreurs et un indice qui nomme le mot du glossaire à relire : réfléchissez, changez
# votre réponse, relancez. Pour voir chaque partie de la réponse expliquée, écrivez
# `q.check(answer, reveal=True)` (ou `q.check(answer).reveal()`). Les réponses s'écrivent sous toutes les formes
# que le kit utilise : une colonne `tableau3`, `t3` ou `3` comme au FreeCell ; une cellule libre `reserve2`, `r2`
# ou `b` ; une carte `R♠` ou `KS` ; oui et non `True`/`False` (ou `"oui"`/`"non"`). Certaines questions demandent
# d'expliquer en une phrase : votre enseignant les lit et les note ; le moteur ne les note pas.

# %%
import solitaire_nb as sn
from IPython.display import display
from solitaire_nb.table.show import show
from solitaire_nb.teaching import lessons
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.exercises import CountCapacity, LegalMoves, PickTarget, WhichRule, feedback_in_steps

sn.set_lang("en")
feedback_in_steps()

# %% [markdown] lang="en"
# ## 1. Set-up

# %% [markdown] lang="fr"
# ## 1. Mise en place

# %% [markdown] lang="en"
# Eight columns: the first four get 7 cards, the last four get 6 (52 in all), every card face up. Above them, on the
# left, the four empty **free cells**; on the right, the four empty **foundations**. There is no stock.
#
# Deal numbers are those of the FreeCell that Microsoft has shipped with Windows since 1995, which numbered its
# deals: deal 1 here is game 1 there, so a whole class can play, and compare, the same deal.

# %% [markdown] lang="fr"
# Huit colonnes : les quatre premières reçoivent 7 cartes, les quatre dernières 6 (52 en tout), toutes face
# visible. Au-dessus, à gauche, les quatre **cellules libres** vides ; à droite, les quatre **fondations** vides. Il
# n'y a pas de pioche.
#
# Les numéros de donne sont ceux du FreeCell livré avec Windows depuis 1995, qui numérotait ses donnes : la donne 1
# ici est la partie 1 là-bas, si bien qu'une classe entière peut jouer, et comparer, la même donne.

# %%
game = sn.new_game("freecell", deal=1)
print([len(pile.cards) for pile in game.group_piles("tableau")])
show(game)

# %%
lessons.rules(game)

# %% [markdown] lang="en"
# A free cell has three names, depending on where you meet it: `reserve1` to `reserve4` as a pile id (in code and
# answers), "Free cell 1" to "Free cell 4" in the engine's messages, and `a` to `d` in FreeCell's short notation
# for moves (below). They are the same four places.

# %% [markdown] lang="fr"
# Une cellule libre a trois noms, selon l'endroit où on la rencontre : `reserve1` à `reserve4` comme identifiant de
# pile (dans le code et les réponses), « Cellule libre 1 » à « Cellule libre 4 » dans les messages du moteur, et
# `a` à `d` dans la notation courte des coups du FreeCell (plus bas). Ce sont les quatre mêmes places.

# %% [markdown] lang="en"
# ## 2. The rules one by one

# %% [markdown] lang="fr"
# ## 2. Les règles une par une

# %% [markdown] lang="en"
# Pictures: the picked-up cards glow **blue**; each pile that may take them gets a **yellow dashed frame** with a ✓.
# FreeCell writes moves in its own short way: columns are `1`–`8`, free cells `a`–`d`, the foundations `h`
# (*home*). `1a` = column 1 to free cell a, `a3` = cell a to column 3, `34` = column 3 to column 4, `3h` = column 3
# to its foundation; `34x3` = three cards at once. The longer form `t3-t4` (and `r1` for free cell a, `f1` for a
# foundation) is understood too.

# %% [markdown] lang="fr"
# Images : les cartes prises brillent en **bleu** ; chaque pile qui peut les recevoir a un **cadre jaune en
# pointillés** avec un ✓. Le FreeCell note les coups à sa façon : colonnes `1`–`8`, cellules `a`–`d`, fondations
# `h` (*home*, la maison). `1a` = colonne 1 vers la cellule a, `a3` = cellule a vers la colonne 3, `34` = colonne 3
# vers colonne 4, `3h` = colonne 3 vers sa fondation ; `34x3` = trois cartes d'un coup. La forme longue `t3-t4` (et
# `r1` pour la cellule a, `f1` pour une fondation) est comprise aussi.

# %% [markdown] lang="en"
# ### 2.1 Free cells

# %% [markdown] lang="fr"
# ### 2.1 Les cellules libres

# %% [markdown] lang="en"
# A free cell takes **any single card**. It is a parking place: the card waits there until it can go to a column or
# a foundation. A full cell takes nothing more. Here cell a is already used by the K♦: the 9♣ may go to cells b, c
# or d, and to no column.

# %% [markdown] lang="fr"
# Une cellule libre reçoit **n'importe quelle carte, seule**. C'est une place de parking : la carte y attend de
# pouvoir aller sur une colonne ou une fondation. Une cellule pleine ne reçoit plus rien. Ici la cellule a est déjà
# prise par le R♦ : le 9♣ peut aller dans les cellules b, c ou d, et sur aucune colonne.

# %%
g = sn.position("freecell", {"reserve1": "KD", "tableau1": "5H 9C", "tableau2": "JS", "tableau3": "KC",
                             "tableau4": "KH", "tableau5": "KS", "tableau6": "QD", "tableau7": "4S",
                             "tableau8": "2H"})
show(g, select=("tableau1", 1))

# %%
lessons.destinations(g, "tableau1", 1, piles=["reserve1", "reserve2", "reserve3", "reserve4", "tableau2"])

# %%
t = sn.play(g)
t.select("tableau1", 1)
t

# %% [markdown] lang="en"
# **Exercise.** A new position: two cells are full. Where may the top card of column 1 go? Think of the free cells
# *and* of the columns before you answer.

# %% [markdown] lang="fr"
# **Exercice.** Une nouvelle position : deux cellules sont pleines. Où peut aller la carte du dessus de la
# colonne 1 ? Pensez aux cellules libres *et* aux colonnes avant de répondre.

# %% exercise="free_cell" part="ask"
cells = sn.position("freecell", {"reserve1": "7D", "reserve3": "QS", "tableau1": "4S JH 6S", "tableau2": "7H",
                                 "tableau3": "7C", "tableau4": "8D", "tableau5": "KC", "tableau6": "KD",
                                 "tableau7": "KH", "tableau8": "KS"})
q = PickTarget(cells, "tableau1", 1)
display(show(cells))
q

# %% exercise="free_cell" part="answer"
answer = ...  # ← your answer, a list of piles such as ["a", "t5"] (or ["reserve1", "tableau5"])
### BEGIN SOLUTION
answer = ["b", "d", "t2"]
### END SOLUTION
q.check(answer)

# %% exercise="free_cell" part="score"
q.score(answer)

# %% exercise="free_cell" part="reveal"
display(show(cells, select=("tableau1", 1)))
lessons.destinations(cells, "tableau1", 1)

# %% [markdown] lang="en"
# ### 2.2 Building down in alternate colours

# %% [markdown] lang="fr"
# ### 2.2 Construire en descendant par couleur (rouge et noir) alternée

# %% [markdown] lang="en"
# On the columns you build as in Klondike: you may place a card on a card that is **one rank higher** and of the
# **other colour** (a red 8 on a black 9). The columns of the deal are not in order, and that is fine: only the
# cards you place must follow the rule. Each move of the rules carries **one card**; the next section explains how
# several cards may still move at once.

# %% [markdown] lang="fr"
# Sur les colonnes, on construit comme au Klondike : on peut poser une carte sur une carte **d'un rang plus haut**
# et de **l'autre couleur (rouge ou noir)** (un 8 rouge sur un 9 noir). Les colonnes de la donne ne sont pas en ordre, et c'est
# normal : seules les cartes qu'on pose doivent suivre la règle. Chaque coup des règles déplace **une carte** ; la
# section suivante explique comment plusieurs cartes peuvent tout de même bouger d'un coup.

# %%
g = sn.position("freecell", {"tableau1": "QS 8H", "tableau2": "9C", "tableau3": "9D", "tableau4": "KD",
                             "tableau5": "KC", "tableau6": "KH", "tableau7": "KS", "tableau8": "3C"})
show(g, select=("tableau1", 1))

# %%
lessons.destinations(g, "tableau1", 1, piles=[f"tableau{i}" for i in range(1, 9)])

# %% [markdown] lang="en"
# **Exercise: which rule says no?** In another position, the engine refuses the move below. Name the rule that
# refuses it (a letter, or the rule's name) before you look at the table.

# %% [markdown] lang="fr"
# **Exercice : quelle règle dit non ?** Dans une autre position, le moteur refuse le coup ci-dessous. Nommez la
# règle qui le refuse (par une lettre, ou par le nom de la règle) avant de regarder la table.

# %% exercise="build_rule" part="ask"
build = sn.position("freecell", {"tableau1": "KC 5H", "tableau2": "6D", "tableau3": "6S", "tableau4": "7C",
                                 "tableau5": "QD", "tableau6": "KD", "tableau7": "KH", "tableau8": "KS"})
q = WhichRule(build, "12", choices=["build_down", "build_alternate_colour", "free_cell",
                                     "free_cell_limited_move"])
display(show(build))
q

# %% exercise="build_rule" part="answer"
answer = ...  # ← your answer, a letter such as "a", or the rule's name
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="build_rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Exercise.** Same position: which of these moves are legal?

# %% [markdown] lang="fr"
# **Exercice.** Même position : lesquels de ces coups sont permis ?

# %% exercise="build_legal" part="ask"
q = LegalMoves(build, ["13", "14", "41", "1a"])
q

# %% exercise="build_legal" part="answer"
answer = ...  # ← your answer, a list of letters such as ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="build_legal" part="score"
q.score(answer)

# %% exercise="build_legal" part="reveal"
display(show(build, select=("tableau1", 1)))
lessons.destinations(build, "tableau1", 1, piles=[f"tableau{i}" for i in range(1, 9)])

# %% [markdown] lang="en"
# ### 2.3 Moving a sequence: count your free spaces

# %% [markdown] lang="fr"
# ### 2.3 Déplacer une suite : comptez vos places libres

# %% [markdown] lang="en"
# Suppose you want to move 5♠ 4♦ onto 6♥. The rules move one card at a time, so the two cards cannot go in one
# move: one of them must wait somewhere while the other moves. The kit (like AisleRiot) lets you move the whole
# sequence in one go, **but only if** you have enough free spaces to do it card by card.
#
# **Exercise.** Do it the long way first: one card per move.

# %% [markdown] lang="fr"
# Supposons qu'on veuille déplacer 5♠ 4♦ sur 6♥. Les règles déplacent une carte à la fois : les deux cartes ne
# peuvent donc pas partir en un coup, l'une doit attendre quelque part pendant que l'autre se déplace. Le kit
# (comme AisleRiot) permet de déplacer toute la suite d'un coup, **à condition** d'avoir assez de places libres
# pour le faire carte par carte.
#
# **Exercice.** Faites-le d'abord à la main : une carte par coup.

# %% exercise="by_hand" part="ask"
q = exercise("freecell.one_card_at_a_time")
display(show(q.game))
q

# %% exercise="by_hand" part="answer"
answer = ...  # ← your answer, a list of moves such as ["1b", "b3"]
### BEGIN SOLUTION
answer = ["1a", "12", "a2"]
### END SOLUTION
q.check(answer)

# %% exercise="by_hand" part="score"
q.score(answer)

# %% exercise="by_hand" part="reveal"
q.check(answer, reveal=True)

# %% [markdown] lang="en"
# **The rule.** With **n** empty free cells you can carry **n + 1** cards: n cards wait in the cells while one
# moves. Each **empty column** doubles that, because a column can hold a whole part of the sequence while you use
# the cells again. So with *n* empty free cells and *m* empty columns, at most **(n + 1) × 2^m** cards move
# together, and the column you move **into** does not count as free. The French Klondike and FreeCell page says it
# for the cells alone: with 4 empty cells, sequences of up to 5 cards; and « une colonne vide double cette capacité » (an empty column
# doubles that capacity).
#
# **Exercises.** Work the limit out yourself before you look at the table.

# %% [markdown] lang="fr"
# **La règle.** Avec **n** cellules libres vides, on peut transporter **n + 1** cartes : n cartes attendent dans
# les cellules pendant qu'une bouge. Chaque **colonne vide** double ce nombre, car une colonne peut garder toute une
# partie de la suite pendant qu'on réutilise les cellules. Avec *n* cellules vides et *m* colonnes vides, au plus
# **(n + 1) × 2^m** cartes se déplacent donc ensemble, et la colonne **d'arrivée** ne compte pas comme libre. La
# page française sur le Klondike et le FreeCell le dit pour les cellules seules : avec 4 cellules vides, des suites jusqu'à 5 cartes ; et « une
# colonne vide double cette capacité ».
#
# **Exercices.** Calculez la limite vous-même avant de regarder le tableau.

# %% exercise="capacity_cells" part="ask"
q = CountCapacity(free_cells=3, empty_piles=1)
q

# %% exercise="capacity_cells" part="answer"
answer = ...  # ← your answer, a number
### BEGIN SOLUTION
answer = 8
### END SOLUTION
q.check(answer)

# %% exercise="capacity_cells" part="score"
q.score(answer)

# %% [markdown] lang="en"
# This time the sequence goes *into* one of the empty columns.

# %% [markdown] lang="fr"
# Cette fois, la suite va *dans* l'une des colonnes vides.

# %% exercise="capacity_onto" part="ask"
q = CountCapacity(free_cells=1, empty_piles=2, onto_empty=True)
q

# %% exercise="capacity_onto" part="answer"
answer = ...  # ← your answer, a number
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="capacity_onto" part="score"
q.score(answer)

# %% [markdown] lang="en"
# The whole table, and the rule as the glossary writes it:

# %% [markdown] lang="fr"
# Le tableau complet, et la règle telle que le glossaire l'écrit :

# %%
lessons.capacity_table(max_cells=4, max_piles=3)

# %%
lessons.concept("free_cell_limited_move")

# %% [markdown] lang="en"
# On the table: three cells are full, one is empty, no column is empty, so 2 cards may move, not 3. 9♠ 8♥ 7♣
# cannot go onto 10♦, but 8♥ 7♣ can go onto 9♣. The engine's explanation of each move follows the picture.

# %% [markdown] lang="fr"
# Sur la table : trois cellules sont pleines, une est vide, aucune colonne n'est vide ; 2 cartes peuvent donc
# bouger, pas 3. 9♠ 8♥ 7♣ ne peuvent pas aller sur 10♦, mais 8♥ 7♣ peuvent aller sur 9♣. L'explication de chaque
# coup par le moteur suit l'image.

# %%
g = sn.position("freecell", {"reserve1": "2C", "reserve2": "3C", "reserve3": "4C", "tableau1": "9S 8H 7C",
                             "tableau2": "TD", "tableau3": "KC", "tableau4": "KD", "tableau5": "KH",
                             "tableau6": "KS", "tableau7": "9C", "tableau8": "QD"})
show(g, select=("tableau1", 3))

# %%
print(g.explain("12x3"))
print(g.explain("17x2"))

# %%
t = sn.play(g)
t.select("tableau1", 3)
t

# %% [markdown] lang="en"
# **Exercise.** Another position: two free cells are empty and no column is. Which of these moves are legal?
# Count before you answer.

# %% [markdown] lang="fr"
# **Exercice.** Une autre position : deux cellules libres sont vides, aucune colonne ne l'est. Lesquels de ces
# coups sont permis ? Comptez avant de répondre.

# %% exercise="capacity_moves" part="ask"
seq = sn.position("freecell", {"reserve1": "2D", "reserve2": "3D", "tableau1": "QC TS 9D 8C 7H",
                               "tableau2": "JH", "tableau3": "TC", "tableau4": "9S", "tableau5": "KC",
                               "tableau6": "KD", "tableau7": "KH", "tableau8": "KS"})
q = LegalMoves(seq, ["13x3", "12x4", "14x2", "1c"])
display(show(seq))
q

# %% exercise="capacity_moves" part="answer"
answer = ...  # ← your answer, a list of letters such as ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="capacity_moves" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Explain why.** Answer in a sentence (your teacher reads it).

# %% [markdown] lang="fr"
# **Expliquez pourquoi.** Répondez en une phrase (votre enseignant la lira).

# %% exercise="why_doubling" part="ask"
q = exercise("freecell.why_doubling")
q

# %% exercise="why_doubling" part="explain"
because = ...  # ← your explanation, in a sentence
### BEGIN SOLUTION
### en
because = ("With n empty cells I can move n + 1 cards onto a column. An empty column can first receive such a "
           "group of n + 1 cards, which frees the cells again for the next group of n + 1; that group then goes "
           "onto the target and the first group follows it: twice as many cards.")
### fr
because = ("Avec n cellules vides, je peux déplacer n + 1 cartes sur une colonne. Une colonne vide peut "
           "d'abord recevoir un tel groupe de n + 1 cartes, ce qui libère de nouveau les cellules pour le "
           "groupe suivant de n + 1 ; ce groupe va ensuite sur la cible, et le premier groupe le suit : deux "
           "fois plus de cartes.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ### 2.4 Empty columns take any card

# %% [markdown] lang="fr"
# ### 2.4 Une colonne vide accepte n'importe quelle carte

# %% [markdown] lang="en"
# Unlike Klondike, where only a King may fill an empty column, here **any card** (or any sequence you are allowed
# to move) may fill one. An empty column is the most useful space of the game: keep one free when you can.

# %% [markdown] lang="fr"
# Contrairement au Klondike, où seul un Roi peut occuper une colonne vide, ici **n'importe quelle carte** (ou toute
# suite qu'on a le droit de déplacer) peut en occuper une. Une colonne vide est la place la plus utile du jeu :
# gardez-en une libre si vous le pouvez.

# %%
g = sn.position("freecell", {"tableau1": "8H 7C", "tableau2": "", "tableau3": "4D", "tableau4": "KD",
                             "tableau5": "KC", "tableau6": "KH", "tableau7": "KS", "tableau8": "JC"})
show(g, select=("tableau3", 1))

# %%
lessons.destinations(g, "tableau3", 1, piles=[f"tableau{i}" for i in range(1, 9)])

# %% [markdown] lang="en"
# **Exercise.** Now the four free cells are full and column 2 is empty. Where may the two cards 5♣ 4♥ of column 1
# go, together? Remember the previous section.

# %% [markdown] lang="fr"
# **Exercice.** Cette fois les quatre cellules sont pleines et la colonne 2 est vide. Où peuvent aller, ensemble,
# les deux cartes 5♣ 4♥ de la colonne 1 ? Souvenez-vous de la section précédente.

# %% exercise="empty_pair" part="ask"
pair = sn.position("freecell", {"reserve1": "2D", "reserve2": "3D", "reserve3": "2H", "reserve4": "3H",
                                "tableau1": "QH 5C 4H", "tableau2": "", "tableau3": "6D", "tableau4": "6S",
                                "tableau5": "KC", "tableau6": "KD", "tableau7": "KH", "tableau8": "KS"})
q = PickTarget(pair, "tableau1", 2)
display(show(pair))
q

# %% exercise="empty_pair" part="answer"
answer = ...  # ← your answer, a list of piles such as ["t4"], or [] for nowhere
### BEGIN SOLUTION
answer = ["t3"]
### END SOLUTION
q.check(answer)

# %% exercise="empty_pair" part="score"
q.score(answer)

# %% exercise="empty_pair" part="reveal"
display(show(pair, select=("tableau1", 2)))
lessons.destinations(pair, "tableau1", 2, piles=[f"tableau{i}" for i in range(2, 9)])

# %% [markdown] lang="en" exercise="empty_pair" part="reveal"
# The empty column takes any card, but a sequence going *into* it cannot count on it as a free space: with no
# empty cell, only one card may go there at a time.

# %% [markdown] lang="fr" exercise="empty_pair" part="reveal"
# La colonne vide accepte n'importe quelle carte, mais une suite qui va *dans* cette colonne ne peut pas la compter
# comme place libre : sans cellule vide, une seule carte à la fois peut y aller.

# %% [markdown] lang="en"
# ### 2.5 Foundations

# %% [markdown] lang="fr"
# ### 2.5 Les fondations

# %% [markdown] lang="en"
# A foundation starts with an **Ace** and goes **up in the same suit**, from a column or from a free cell. In
# FreeCell a card on a foundation is **out of play**: it never comes back. The FreeCell part of the French Klondike
# and FreeCell page says so in its own words (« il n'est plus possible de la reprendre pour la remettre dans le
# tableau ou dans les emplacements de transit »: it can no longer be taken back to the tableau or the free cells).
# Its Klondike part says the same without the free cells, but there AisleRiot, and this kit, let the top card of
# a foundation come back down: the same move is tried in both games in [10_klondike.ipynb](10_klondike.ipynb).

# %% [markdown] lang="fr"
# Une fondation commence par un **As** et monte **dans la même couleur**, depuis une colonne ou une cellule libre.
# Au FreeCell, une carte posée sur une fondation est **hors jeu** : elle ne revient jamais. La partie sur le
# FreeCell de la page française sur le Klondike et le FreeCell le dit à sa façon (il n'est « plus possible de la
# reprendre pour la remettre dans le tableau ou dans les emplacements de transit »). Sa partie sur le Klondike
# dit la même chose sans les cellules, mais là AisleRiot, et ce kit, laissent redescendre la carte du dessus d'une
# fondation : le même coup est essayé dans les deux jeux dans [10_klondike.ipynb](10_klondike.ipynb).

# %%
g = sn.position("freecell", {"foundation1": "AH 2H", "tableau1": "3H", "tableau2": "3S", "tableau3": "4S",
                             "tableau4": "2C", "reserve1": "AC", "tableau5": "KD", "tableau6": "KC",
                             "tableau7": "KS", "tableau8": "QH"})
show(g, select=("tableau1", 1))

# %%
lessons.destinations(g, "tableau1", 1, piles=["foundation1", "foundation2", "foundation3", "foundation4"])

# %% [markdown] lang="en"
# **Exercise: which rule says no?** Three spades are on a foundation. Taking the 3♠ back onto the 4♥ would follow
# the building rule of the columns, yet the engine refuses it. Which rule refuses it?

# %% [markdown] lang="fr"
# **Exercice : quelle règle dit non ?** Trois piques sont sur une fondation. Reprendre le 3♠ pour le poser sur le
# 4♥ suivrait la règle de construction des colonnes, et pourtant le moteur le refuse. Quelle règle le refuse ?

# %% exercise="foundation_rule" part="ask"
home = sn.position("freecell", {"foundation1": "AS 2S 3S", "tableau1": "4H", "tableau2": "KD", "tableau3": "KC",
                                "tableau4": "KH", "tableau5": "QS", "tableau6": "QD", "tableau7": "JC",
                                "tableau8": "JH"})
q = WhichRule(home, "f1-t1", choices=["build_alternate_colour", "build_by_suit", "out_of_play", "base_card"])
display(show(home))
q

# %% exercise="foundation_rule" part="answer"
answer = ...  # ← your answer, a letter such as "a", or the rule's name
### BEGIN SOLUTION
answer = "c"
### END SOLUTION
q.check(answer)

# %% exercise="foundation_rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Exercise.** In this position, which moves to the foundations are legal?

# %% [markdown] lang="fr"
# **Exercice.** Dans cette position, quels coups vers les fondations sont permis ?

# %% exercise="foundation_moves" part="ask"
up = sn.position("freecell", {"foundation1": "AD 2D", "foundation2": "AC", "reserve1": "3D", "tableau1": "2C",
                              "tableau2": "3C", "tableau3": "AH", "tableau4": "4D", "tableau5": "KC",
                              "tableau6": "KD", "tableau7": "KH", "tableau8": "KS"})
q = LegalMoves(up, ["r1-f1", "t1-f2", "t2-f2", "t3-f3", "t4-f1"])
display(show(up))
q

# %% exercise="foundation_moves" part="answer"
answer = ...  # ← your answer, a list of letters such as ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="foundation_moves" part="score"
q.score(answer)

# %% exercise="foundation_moves" part="reveal"
for move in ["r1-f1", "t1-f2", "t2-f2", "t3-f3", "t4-f1"]:
    print(move, "→", up.explain(move))

# %% [markdown] lang="en"
# **Explain why.** Think of what a card on a foundation can no longer do for the cards still in the columns.

# %% [markdown] lang="fr"
# **Expliquez pourquoi.** Pensez à ce qu'une carte posée sur une fondation ne peut plus faire pour les cartes restées dans les colonnes.

# %% exercise="out_of_play" part="ask"
q = exercise("freecell.out_of_play")
q

# %% exercise="out_of_play" part="explain"
because = ...  # ← your explanation, in a sentence
### BEGIN SOLUTION
### en
because = ("A card on a foundation can no longer hold a card of the other colour one rank lower: if a red 5 is "
           "still buried, sending both black 6s home leaves it nowhere to go in the columns but an empty "
           "column or a free cell.")
### fr
because = ("Une carte sur une fondation ne peut plus recevoir la carte d'un rang plus bas qui alterne rouge "
           "et noir avec elle (rouge sur noir, noir sur rouge) : si un 5 rouge est encore enterré, envoyer "
           "les deux 6 noirs sur les fondations ne lui laisse, dans les colonnes, qu'une colonne vide ou une"
           " cellule libre.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# **Automatic play.** AisleRiot sends "safe" cards to the foundations by itself. A card is safe when no card left
# on the table could still need it to build on: a black card goes up by itself when its rank is at most 2 more than
# the lower red foundation (and at most 3 more than the lower black one); the same with the colours swapped. Here
# that is the **Autoplay** switch of the table, or `g.autoplay = True` in code. Below, the A♣ goes home from a free
# cell; the first line printed is the move played, the second the moves played automatically after it.

# %% [markdown] lang="fr"
# **Jeu automatique.** AisleRiot monte de lui-même les cartes « sûres » sur les fondations. Une carte est sûre
# quand aucune carte restée sur la table ne peut plus en avoir besoin pour s'y poser : une carte noire monte
# d'elle-même quand son rang dépasse d'au plus 2 la plus basse des fondations rouges (et d'au plus 3 la plus basse
# des noires) ; de même en échangeant les couleurs. Ici, c'est l'interrupteur **Jeu automatique** de la table, ou
# `g.autoplay = True` en code. Ci-dessous, l'A♣ monte depuis une cellule ; la première ligne affichée est le coup
# joué, la seconde les coups joués automatiquement à sa suite.

# %%
g = sn.position("freecell", {"reserve1": "AC", "tableau1": "3C 2C", "tableau2": "KD", "tableau3": "KH",
                             "tableau4": "KS", "tableau5": "QH", "tableau6": "QD", "tableau7": "JC",
                             "tableau8": "JS"})
g.autoplay = True
g.play("ah")
print([str(move) for move in g.history])
print([str(move) for move in g.last_auto_moves])
show(g)

# %% [markdown] lang="en"
# The 2♣ went up, the 3♣ stayed: with no red card on the foundations, a red 2 could still need the 3♣.
#
# **Exercise.** Predict before you run anything: in this new position, automatic play is on and you play `ah`.

# %% [markdown] lang="fr"
# Le 2♣ est monté, le 3♣ est resté : sans carte rouge sur les fondations, un 2 rouge pourrait encore avoir besoin
# du 3♣.
#
# **Exercice.** Prévoyez avant de rien exécuter : dans cette nouvelle position, le jeu automatique est activé et
# vous jouez `ah`.

# %% exercise="autoplay" part="ask"
q = exercise("freecell.autoplay")
display(show(q.game))
q

# %% exercise="autoplay" part="answer"
answer = ...  # ← your answer, a list of cards such as ["2H"] (or ["2♥"]), or [] for none
### BEGIN SOLUTION
answer = ["2♠", "3♣"]
### END SOLUTION
q.check(answer)

# %% exercise="autoplay" part="score"
q.score(answer)

# %% exercise="autoplay" part="reveal"
after = q.game.copy()
after.autoplay = True
after.play("ah")
print([str(move) for move in after.last_auto_moves])
display(show(after))
lessons.concept("auto_play")

# %% [markdown] lang="en"
# ## 3. Winning and losing

# %% [markdown] lang="fr"
# ## 3. Gagner et perdre

# %% [markdown] lang="en"
# You **win** when all the cards are on the foundations. The French Klondike and FreeCell page says you **lose** when no move is left, or
# when you only go round in circles, moving the same cards back and forth; most deals can be won with careful
# planning, but not all. AisleRiot itself never declares a FreeCell game lost: it only announces a win. The kit
# reports both: `g.is_lost()` is true when no move is left, and `g.outcome()` also says *stuck* when play goes in
# circles; a game it calls lost or stuck is one that page would call lost.
#
# Below, first a won position (every card home), then a position with no move left. Each line prints `is_won()`
# or `is_lost()`, then the outcome.

# %% [markdown] lang="fr"
# On **gagne** quand toutes les cartes sont sur les fondations. La page française sur le Klondike et le FreeCell dit qu'on **perd** quand plus
# aucun coup n'est possible, ou quand on tourne en rond en déplaçant les mêmes cartes d'avant en arrière ; la
# plupart des donnes se gagnent avec de la réflexion, mais pas toutes. AisleRiot lui-même ne déclare jamais une
# partie de FreeCell perdue : il annonce seulement la victoire. Le kit dit les deux : `g.is_lost()` est vrai quand
# il ne reste aucun coup, et `g.outcome()` dit aussi *bloqué* quand on tourne en rond ; une partie qu'il dit perdue
# ou bloquée est une partie que cette page dirait perdue.
#
# Ci-dessous, d'abord une position gagnée (toutes les cartes montées), puis une position sans aucun coup. Chaque
# ligne affiche `is_won()` ou `is_lost()`, puis l'issue.

# %%
ranks = "A 2 3 4 5 6 7 8 9 T J Q K".split()
won = sn.position("freecell", {f"foundation{i}": " ".join(r + s for r in ranks) for i, s in enumerate("CDHS", 1)})
print(won.is_won(), "|", won.outcome())
no_move = sn.position("freecell", {f"reserve{i}": c for i, c in enumerate(["9C", "9D", "9H", "9S"], 1)} |
                      {f"tableau{i}": c for i, c in enumerate(["2C", "4C", "6C", "8C", "2S", "4S", "6S", "8S"], 1)})
print(no_move.is_lost(), "|", no_move.outcome())
show(no_move)

# %% [markdown] lang="en"
# ### 3.1 Going in circles

# %% [markdown] lang="fr"
# ### 3.1 Tourner en rond

# %% [markdown] lang="en"
# The page's second way to lose: « si plus aucun progrès n'est fait après un trop grand nombre de mouvement, i.e.
# lorsqu'on "tourne en rond" » (when no progress is made after too many moves, when you "go round in circles").
# FreeCell has no stock, so its circles are moves back and forth. In this position the four free cells are full and
# the 8♠ may only go from the 9♥ to the 9♦ and back. The first line prints the legal moves and the outcome; then
# each line prints the move played, the legal moves after it, `is_lost()` and the outcome.

# %% [markdown] lang="fr"
# La seconde façon de perdre selon la page : « si plus aucun progrès n'est fait après un trop grand nombre de
# mouvement, i.e. lorsqu'on "tourne en rond" ». Le FreeCell n'a pas de pioche : ses ronds sont des allers-retours.
# Dans cette position, les quatre cellules sont pleines et le 8♠ peut seulement aller du 9♥ au 9♦ et revenir. La
# première ligne affiche les coups permis et l'issue ; puis chaque ligne affiche le coup joué, les coups permis
# après lui, `is_lost()` et l'issue.

# %%
loop = sn.position("freecell", {"reserve1": "KC", "reserve2": "KD", "reserve3": "KH", "reserve4": "KS",
                                "tableau1": "9H 8S", "tableau2": "9D", "tableau3": "2C", "tableau4": "4C",
                                "tableau5": "6C", "tableau6": "2S", "tableau7": "4S", "tableau8": "6S"})
print([str(m) for m in loop.legal_moves()], "|", loop.outcome())
for move in ["12", "21", "12"]:
    loop.play(move)
    print(move, "|", [str(m) for m in loop.legal_moves()], "|", loop.is_lost(), "|", loop.outcome())
show(loop)

# %% [markdown] lang="en"
# After the first move the game is already *stuck*: the only move left brings back the position seen before it.

# %% [markdown] lang="fr"
# Dès le premier coup, la partie est *bloquée* : le seul coup restant ramène la position vue juste avant.

# %% [markdown] lang="en"
# **Explain why.** Compare what the two functions look at.

# %% [markdown] lang="fr"
# **Expliquez pourquoi.** Comparez ce que regardent les deux fonctions.

# %% exercise="circles" part="ask"
q = exercise("freecell.circles")
q

# %% exercise="circles" part="explain"
because = ...  # ← your explanation, in a sentence
### BEGIN SOLUTION
### en
because = ("is_lost() only asks whether a legal move is left, and one is (the 8 of spades can always move); "
           "outcome() also looks where the moves lead, and every one of them brings back a position already "
           "seen, so the game can make no more progress.")
### fr
because = ("is_lost() demande seulement s'il reste un coup permis, et il en reste un (le 8 de pique peut "
           "toujours bouger) ; outcome() regarde aussi où mènent les coups, et chacun d'eux ramène à une "
           "position déjà vue : la partie ne peut plus progresser.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ## 4. The score: time and moves

# %% [markdown] lang="fr"
# ## 4. Le score : temps et coups

# %% [markdown] lang="en"
# The French Klondike and FreeCell page scores a won game by its time and its number of moves: « Le score final est alors calculé en
# fonction du temps et du nombre total de mouvements effectués. Plus le temps passé et plus ce nombre de mouvements
# est petit, meilleur est le score. Il faut donc obtenir le plus petit score possible. » (The final score depends on
# the time and the total number of moves; the less time and the fewer moves, the better: aim for the **lowest**
# score.) The page gives no formula. AisleRiot scores differently (one point per card on the foundations, the
# higher the better), and that stays the kit's default. The page's score is the option `scoring="time_and_moves"`;
# here is the engine's own code for it, and the rule it prints:

# %% [markdown] lang="fr"
# La page française sur le Klondike et le FreeCell note une partie gagnée par son temps et son nombre de coups : « Le score final est alors
# calculé en fonction du temps et du nombre total de mouvements effectués. Plus le temps passé et plus ce nombre de
# mouvements est petit, meilleur est le score. Il faut donc obtenir le plus petit score possible. » La page ne
# donne pas de formule. AisleRiot compte autrement (un point par carte sur les fondations, le plus haut est le
# meilleur), et cela reste le choix par défaut du kit. Le score de la page est l'option
# `scoring="time_and_moves"` ; voici le code du moteur qui le calcule, et la règle qu'il affiche :

# %%
import inspect

from solitaire_nb.games.freecell import TimeAndMovesScore

print(inspect.getsource(TimeAndMovesScore.score))
print(TimeAndMovesScore().rule())

# %% [markdown] lang="en"
# One point per move, plus `int(elapsed // 10)`: the seconds of play divided by ten, **rounded down**. So the time
# counts only **completed** tens of seconds: 9.9 seconds cost nothing, 10 seconds cost one point, 155 seconds
# cost 15. Counting *started* tens of seconds instead would give 1 point for 0.1 s and 16 for 155 s: a rule is read
# as the code applies it. The clock starts at the first move and stops at the win.
#
# Here is a game near its end, with a pretend clock so that the result is the same at every run: the first King
# goes up at 0 s, the second at 9.9 s, the last one, which wins, at 155 s. Each line prints the move, the clock
# (seconds), the number of moves, the time counted so far and the score.

# %% [markdown] lang="fr"
# Un point par coup, plus `int(elapsed // 10)` : les secondes de jeu divisées par dix, **arrondies vers le bas**.
# Le temps ne compte donc que les dizaines de secondes **complètes** : 9,9 secondes ne coûtent rien, 10 secondes
# coûtent un point, 155 secondes en coûtent 15. Compter les dizaines de secondes *commencées* donnerait au
# contraire 1 point pour 0,1 s et 16 pour 155 s : une règle se lit comme le code l'applique. L'horloge part au
# premier coup et s'arrête à la victoire.
#
# Voici une partie près de sa fin, avec une horloge simulée pour que le résultat soit le même à chaque exécution :
# le premier Roi monte à 0 s, le deuxième à 9,9 s, le dernier, qui gagne, à 155 s. Chaque ligne affiche le coup,
# l'horloge (en secondes), le nombre de coups, le temps compté jusque-là et le score.

# %%
almost_won = {f"foundation{i}": " ".join(rank + suit for rank in ranks) for i, suit in enumerate("CDHS", 1)}
for i, suit in [(2, "D"), (3, "H"), (4, "S")]:
    almost_won[f"foundation{i}"] = " ".join(rank + suit for rank in ranks[:-1])
almost_won |= {"tableau1": "KD", "tableau2": "KH", "tableau3": "KS"}

timed = sn.position("freecell", almost_won, scoring="time_and_moves")
now = [0.0]
timed.clock = lambda: now[0]
for move, at in [("1h", 0.0), ("2h", 9.9), ("3h", 155.0)]:
    now[0] = at
    timed.play(move)
    print(move, at, timed.move_count, round(timed.elapsed, 1), timed.score)
print(timed.outcome())

# %% [markdown] lang="en"
# **Exercise.** Predict first. The answer is checked by the engine itself: it replays the end of such a game with
# the pretend clock and reads its score.

# %% [markdown] lang="fr"
# **Exercice.** Prévoyez d'abord. La réponse est vérifiée par le moteur lui-même : il rejoue la fin d'une telle
# partie avec l'horloge simulée et lit son score.

# %% exercise="time_score" part="ask"
q = exercise("freecell.time_and_moves")
q

# %% exercise="time_score" part="answer"
answer = ...  # ← your answer, a number
### BEGIN SOLUTION
answer = 112
### END SOLUTION
q.check(answer)

# %% exercise="time_score" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Exercise.** Two won games: which one is better by this score? Work both scores out.

# %% [markdown] lang="fr"
# **Exercice.** Deux parties gagnées : laquelle est la meilleure selon ce score ? Calculez les deux scores.

# %% exercise="better_score" part="ask"
q = exercise("freecell.better_score")
q

# %% exercise="better_score" part="answer"
answer = ...  # ← your answer, "a" or "b"
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="better_score" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **To discuss.** The function below replays the end of a game won in `moves` moves after `seconds` seconds and
# returns the engine's score: try other games with it. Then say how you would weigh time and moves.

# %% [markdown] lang="fr"
# **À discuter.** La fonction ci-dessous rejoue la fin d'une partie gagnée en `moves` coups après `seconds` secondes
# et renvoie le score du moteur : essayez-la sur d'autres parties. Puis dites comment vous pèseriez le temps et les
# coups.

# %%
def engine_score(moves, seconds):
    game = sn.position("freecell", almost_won, scoring="time_and_moves")
    now = [0.0]
    game.clock = lambda: now[0]
    game.move_count = moves - 3
    game.play("1h")
    game.play("2h")
    now[0] = float(seconds)
    game.play("3h")
    return game.score


print(engine_score(80, 5 * 60), engine_score(95, 60))

# %% [markdown] lang="en"
# **Explain why.** There is no single right answer: give your reason.

# %% [markdown] lang="fr"
# **Expliquez pourquoi.** Il n'y a pas une seule bonne réponse : donnez votre raison.

# %% exercise="score_weights" part="ask"
q = exercise("freecell.score_weights")
q

# %% exercise="score_weights" part="explain"
because = ...  # ← your explanation, in a sentence
### BEGIN SOLUTION
### en
because = ("Not quite: a move is a decision while ten seconds may be spent thinking, so I would make a move cost "
           "more, for example one point per move and one per minute, to reward careful play over fast play.")
### fr
because = ("Pas tout à fait : un coup est une décision, alors que dix secondes peuvent passer à réfléchir ; "
           "je ferais coûter davantage un coup, par exemple un point par coup et un par minute, pour "
           "récompenser le jeu réfléchi plutôt que le jeu rapide.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ## 5. Now play!

# %% [markdown] lang="fr"
# ## 5. À vous de jouer !

# %% [markdown] lang="en"
# Tips: free the Aces and Twos early; keep free cells empty as long as you can; an empty column is worth more than a
# free cell. Click a card, then the place it should go (or drag it), double-click to send a card home, and use
# **Undo** as much as you like.

# %% [markdown] lang="fr"
# Conseils : libérez tôt les As et les Deux ; gardez les cellules vides aussi longtemps que possible ; une colonne
# vide vaut plus qu'une cellule libre. Cliquez sur une carte, puis sur la place où elle doit aller (ou faites-la
# glisser), double-cliquez pour monter une carte, et **annulez** autant que vous voulez.

# %%
sn.play("freecell", deal=1)
