# %% [markdown] lang="en"
# # Klondike, step by step

# %% [markdown] lang="fr"
# # Klondike pas à pas

# %% [markdown] lang="en"
# Klondike is the patience most people simply call "Solitaire". One player, one standard deck of 52 cards (no
# jokers). **Goal:** build four piles called *foundations*, one per suit, each going up from the Ace to the King.
# To get there you use every card of the *tableau* (seven columns) and of the *stock* (the face-down pile). Read
# this page from top to bottom: each rule comes with a small prepared position, a picture where the allowed
# destinations are lit up, the same position on the interactive table, and an exercise on a new position, to
# answer before you see it lit up. At the end, you play.

# %% [markdown] lang="fr"
# Le Klondike est la patience que beaucoup appellent simplement « Solitaire ». Un joueur, un paquet standard de
# 52 cartes (sans jokers). **But :** construire quatre piles appelées *fondations*, une par couleur,
# chacune en montant de l'As au Roi. Pour y arriver, on utilise toutes les cartes du *tableau* (sept colonnes) et de
# la *pioche* (le tas face cachée). Lisez cette page de haut en bas : chaque règle est illustrée par une petite
# position préparée, une image où les destinations permises sont allumées, la même position sur la table
# interactive, et un exercice sur une nouvelle position, auquel on répond avant de la voir allumée. À la fin, c'est
# à vous de jouer.

# %% [markdown] lang="en"
# **How to answer an exercise.** Each exercise prints its question. Replace the `...` after `answer =` in the cell
# below it with your answer and run that cell: the engine checks it, and the next cell shows your points (1.0 when
# right). A wrong answer first gets only a count of what is wrong and a hint naming the glossary word to reread;
# try again, or run `q.check(answer).reveal()` (or `q.check(answer, reveal=True)`) to see every part explained.
# Every form this kit uses is accepted: `t1` or `tableau1`, `K♠`, `KS` or `R♠`, `True`, `yes` or `oui`.

# %% [markdown] lang="fr"
# **Comment répondre à un exercice.** Chaque exercice affiche sa question. Dans la cellule en dessous, remplacez le
# `...` qui suit `answer =` par votre réponse et exécutez cette cellule : le moteur la corrige, et la cellule
# suivante affiche vos points (1 point si c'est juste). Une réponse fausse reçoit d'abord seulement le nombre d'erreurs
# et un indice qui nomme le mot du glossaire à relire ; réessayez, ou exécutez `q.check(answer).reveal()` (ou
# `q.check(answer, reveal=True)`) pour voir chaque partie expliquée. Toutes les formes de ce kit sont acceptées :
# `t1` ou `tableau1`, `K♠`, `KS` ou `R♠`, `True`, `oui` ou `vrai`.

# %%
import solitaire_nb as sn
from solitaire_nb.engine.strategy import move_value
from solitaire_nb.table.show import show
from solitaire_nb.teaching import lessons
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.exercises import (
    BuildSequence,
    LegalMoves,
    OnFoundation,
    PickTarget,
    PileIs,
    WhichRule,
    feedback_in_steps,
)
sn.set_lang("en")
feedback_in_steps()

# %% [markdown] lang="en"
# ## 1. Set-up

# %% [markdown] lang="fr"
# ## 1. Mise en place

# %% [markdown] lang="en"
# The cards are shuffled, then dealt into seven columns: column 1 gets 1 card, column 2 gets 2 cards, ..., column 7
# gets 7 cards, 28 cards in all. In every column only the top card is face up; the others are hidden. The cards
# left form the **stock**, face down, at the top left. Next to it is the **waste** (empty at first), and on the
# right the four empty **foundations**.

# %% [markdown] lang="fr"
# On mélange, puis on distribue sept colonnes : la colonne 1 reçoit 1 carte, la colonne 2 en reçoit 2, …, la
# colonne 7 en reçoit 7, soit 28 cartes en tout. Dans chaque colonne, seule la carte du dessus est visible ; les
# autres sont cachées. Les cartes restantes forment la **pioche**, face cachée, en haut à gauche. À côté se
# trouve la **défausse** (vide au départ), et à droite les quatre **fondations** vides.

# %% exercise="hidden_at_start" part="ask"
q = exercise("klondike.hidden_at_start")
q

# %% exercise="hidden_at_start" part="answer"
answer = ...  # ← your answer, a number such as 12
### BEGIN SOLUTION
answer = 21
### END SOLUTION
q.check(answer)

# %% exercise="hidden_at_start" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="hidden_at_start" part="reveal"
# **Now look.** For each column the engine prints its name, its number of cards, how many of them are face down,
# and its top card; then the stock and its number of cards.

# %% [markdown] lang="fr" exercise="hidden_at_start" part="reveal"
# **Regardez.** Pour chaque colonne, le moteur affiche son nom, son nombre de cartes, combien sont face cachée, et
# sa carte du dessus ; puis la pioche et son nombre de cartes.

# %% exercise="hidden_at_start" part="reveal"
game = sn.new_game("klondike", deal=7)
for pile in game.group_piles("tableau"):
    print(pile.label(), len(pile.cards), sum(not card.face_up for card in pile.cards), pile.top)
print(game.pile("stock").label(), len(game.pile("stock").cards))
show(game)

# %% [markdown] lang="en"
# The engine can state all the rules of the game, in the glossary's words:

# %% [markdown] lang="fr"
# Le moteur sait énoncer toutes les règles du jeu, avec les mots du glossaire :

# %%
lessons.rules(game)

# %% [markdown] lang="en"
# ## 2. The rules one by one

# %% [markdown] lang="fr"
# ## 2. Les règles une par une

# %% [markdown] lang="en"
# How to read the pictures: the picked-up cards glow **blue**; every pile that may take them gets a **yellow dashed
# frame** with a ✓. The table under each picture says, for every pile, *allowed* or *refused* and which rule
# decides. Moves are written `source-target`: `t1` is tableau column 1, `f1` foundation 1, `w` the waste, `deal` a
# click on the stock; `x2` means two cards moving together.

# %% [markdown] lang="fr"
# Comment lire les images : les cartes prises brillent en **bleu** ; chaque pile qui peut les recevoir a un **cadre
# jaune en pointillés** avec un ✓. Le tableau sous chaque image dit, pour chaque pile, *permis* ou *refusé* et
# quelle règle décide. Les coups s'écrivent `source-cible` : `t1` est la colonne 1 du tableau, `f1` la fondation 1,
# `w` la défausse, `deal` un clic sur la pioche ; `x2` signifie deux cartes déplacées ensemble.

# %% [markdown] lang="en"
# ### 2.1 Building on the tableau

# %% [markdown] lang="fr"
# ### 2.1 Construire sur le tableau

# %% [markdown] lang="en"
# A face-up card may go on the top card of another column if it is **one rank lower** and of the **other colour**:
# red (hearts ♥, diamonds ♦) on black (spades ♠, clubs ♣), or black on red. So a black Jack goes on a red Queen; a
# red Jack does not; a Ten does not either (two ranks lower). The glossary calls this *build down by alternate
# colour*.

# %% [markdown] lang="fr"
# Une carte visible peut aller sur la carte du dessus d'une autre colonne si elle est **d'un rang plus bas** et de
# **l'autre couleur (rouge ou noir)** : rouge (cœur ♥, carreau ♦) sur noir (pique ♠, trèfle ♣), ou noir sur rouge. Un Valet noir va
# donc sur une Dame rouge ; un Valet rouge, non ; un Dix non plus (deux rangs plus bas). Le glossaire appelle cela
# *construire en descendant par couleur (rouge et noir) alternée*.

# %%
g = sn.position("klondike", {"tableau1": "(5C) QH", "tableau2": "JS", "tableau3": "JD", "tableau4": "TC",
                             "tableau5": "(2S) 9H", "tableau6": "KS", "tableau7": "(8D) 8C"})
show(g, select=("tableau2", 1))

# %%
lessons.destinations(g, "tableau2", 1, piles=[f"tableau{i}" for i in range(1, 8)] + ["foundation1"],
                     skip_empty_alike=True)

# %% [markdown] lang="en"
# The same position on the interactive table: try other moves.

# %% [markdown] lang="fr"
# La même position sur la table interactive : essayez d'autres coups.

# %%
t = sn.play(g)
t.select("tableau2", 1)
t

# %% [markdown] lang="en"
# **Predict, then check.** A new position, around K♦. Which of these moves are legal?

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Une nouvelle position, autour du R♦. Lesquels de ces coups sont permis ?

# %% exercise="build_legal" part="ask"
build = sn.position("klondike", {"tableau1": "(4S) KD", "tableau2": "QC", "tableau3": "QH", "tableau4": "JS",
                                 "tableau5": "(3C) TH", "tableau6": "(2D) 9C", "tableau7": "(6H) JD"})
q = LegalMoves(build, ["t2-t1", "t3-t1", "t4-t1", "t5-t4", "t6-t5", "t6-t7"])
display(show(build))
q

# %% exercise="build_legal" part="answer"
answer = ...  # ← your answer, a list of letters such as ["a", "c"], or [] for none
### BEGIN SOLUTION
answer = ["a", "d", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="build_legal" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Which rule says no?** J♠ is black and K♦ red: the colours do alternate. Yet `t4-t1` is refused. Name the rule
# that refuses it.

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Le V♠ est noir et le R♦ rouge : rouge et noir alternent bien. Pourtant `t4-t1` est
# refusé. Nommez la règle qui le refuse.

# %% exercise="jack_on_king" part="ask"
q = WhichRule(build, "t4-t1", choices=["build_alternate_colour", "build_down", "empty_king_only"])
q

# %% exercise="jack_on_king" part="answer"
answer = ...  # ← your answer, a letter such as "a"
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="jack_on_king" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="jack_on_king" part="reveal"
# **Now look.** Where J♠ may go in this position, pile by pile:

# %% [markdown] lang="fr" exercise="jack_on_king" part="reveal"
# **Regardez.** Où le V♠ peut aller dans cette position, pile par pile :

# %% exercise="jack_on_king" part="reveal"
lessons.destinations(build, "tableau4", 1, piles=[f"tableau{i}" for i in range(1, 8)])

# %% [markdown] lang="en"
# ### 2.2 Moving a group

# %% [markdown] lang="fr"
# ### 2.2 Déplacer un groupe

# %% [markdown] lang="en"
# Several face-up cards that already follow each other (each one rank lower than the card under it, and of the
# other colour) move **together**, as one block: what counts is whether the **bottom card of the block**, the one
# that will touch the destination, fits there. Here 9♣ 8♥ 7♠ may go onto a red Ten.

# %% [markdown] lang="fr"
# Plusieurs cartes visibles qui se suivent déjà (chacune d'un rang plus bas que celle du dessous, et de l'autre
# couleur) se déplacent **ensemble**, d'un bloc : il suffit que la **carte du bas du bloc**, celle qui touchera la
# destination, y aille. Ici 9♣ 8♥ 7♠ peuvent aller sur un Dix rouge.

# %%
g = sn.position("klondike", {"tableau1": "(3S) (7D) 9C 8H 7S", "tableau2": "(4H) TH", "tableau3": "(QC) TD",
                             "tableau4": "9D", "tableau5": "KC", "tableau6": "KD", "tableau7": "KH"})
show(g, select=("tableau1", 3))

# %%
lessons.destinations(g, "tableau1", 3, piles=[f"tableau{i}" for i in range(1, 8)] + ["foundation1"],
                     skip_empty_alike=True)

# %%
t = sn.play(g)
t.select("tableau1", 3)
t

# %% [markdown] lang="en"
# How many cards can be lifted from column 1? The engine answers with `movable_counts`: 1, 2 or 3.

# %% [markdown] lang="fr"
# Combien de cartes peut-on soulever de la colonne 1 ? Le moteur répond avec `movable_counts` : 1, 2 ou 3.

# %%
g.movable_counts("tableau1")

# %% [markdown] lang="en"
# **Predict, then check.** Another column, with four face-up cards. Where may the three cards J♠ 10♥ 9♣ go?

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Une autre colonne, avec quatre cartes visibles. Où peuvent aller les trois cartes
# V♠ 10♥ 9♣ ?

# %% exercise="group_target" part="ask"
group = sn.position("klondike", {"tableau1": "(5C) (2H) 4D JS TH 9C", "tableau2": "(8S) KC",
                                 "tableau3": "(7C) QH", "tableau4": "QS", "tableau5": "(6D) QD"})
q = PickTarget(group, "tableau1", 3)
display(show(group))
q

# %% exercise="group_target" part="answer"
answer = ...  # ← your answer, a list of pile ids such as ["tableau2"], or [] for nowhere
### BEGIN SOLUTION
answer = ["tableau3", "tableau5"]
### END SOLUTION
q.check(answer)

# %% exercise="group_target" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="group_target" part="reveal"
# **Now look.** J♠, at the bottom of the block, goes on either red Queen; 4♦ is not part of the block.

# %% [markdown] lang="fr" exercise="group_target" part="reveal"
# **Regardez.** Le V♠, en bas du bloc, va sur l'une ou l'autre Dame rouge ; le 4♦ ne fait pas partie du bloc.

# %% exercise="group_target" part="reveal"
show(group, select=("tableau1", 3))

# %% [markdown] lang="en"
# ### 2.3 Empty column: a King only

# %% [markdown] lang="fr"
# ### 2.3 Colonne vide : seulement un Roi

# %% [markdown] lang="en"
# When a column is empty, only a **King** may fill it: a King alone, or a group whose bottom card is a King. A
# Queen (or anything else) is refused. Emptying a column is precious: a King can go there and free the cards hidden
# under it.

# %% [markdown] lang="fr"
# Quand une colonne est vide, seul un **Roi** peut l'occuper : un Roi seul, ou un groupe dont la carte du bas est un
# Roi. Une Dame (ou toute autre carte) est refusée. Vider une colonne est précieux : un Roi peut y venir et libérer
# les cartes cachées sous lui.

# %%
g = sn.position("klondike", {"tableau1": "", "tableau2": "(3C) KH QS", "tableau3": "(2D) QD", "tableau4": "(5S) 6H",
                             "tableau5": "(9S) 4C", "tableau6": "(7C) 3D", "tableau7": "(8S) 2C", "waste": "KC"})
show(g, select=("tableau2", 2))

# %%
lessons.destinations(g, "tableau2", 2, piles=["tableau1"])

# %%
t = sn.play(g)
t.select("tableau2", 2)
t

# %% [markdown] lang="en"
# **Predict, then check.** A new position with an empty column 1. Which of these moves are legal?

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Une nouvelle position, avec la colonne 1 vide. Lesquels de ces coups sont permis ?

# %% exercise="empty_column" part="ask"
empty = sn.position("klondike", {"tableau1": "", "tableau2": "(3D) QC JH", "tableau3": "(5S) KS QD JC",
                                 "tableau4": "(2C) 8H", "tableau5": "(4H) 9S", "tableau6": "(6C) 5D",
                                 "tableau7": "(TS) 3H", "waste": "KD"})
q = LegalMoves(empty, ["t2-t1x2", "w-t1", "t3-t1x3", "t3-t1x2"])
display(show(empty))
q

# %% exercise="empty_column" part="answer"
answer = ...  # ← your answer, a list of letters such as ["a", "c"], or [] for none
### BEGIN SOLUTION
answer = ["b", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="empty_column" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### 2.4 Foundations start with Aces

# %% [markdown] lang="fr"
# ### 2.4 Les fondations commencent par les As

# %% [markdown] lang="en"
# A foundation starts with an **Ace**, taken from the tableau or from the waste. Then it grows **by suit, going
# up**: 2♥ on A♥, then 3♥... Any top card of a column, or the top card of the waste, may go up. In Klondike the top
# card of a foundation may even come back down to the tableau if you need it (the cards stay *in play*).

# %% [markdown] lang="fr"
# Une fondation commence par un **As**, pris sur le tableau ou sur la défausse. Ensuite elle monte **dans la même
# couleur** : 2♥ sur A♥, puis 3♥… La carte du dessus d'une colonne, ou celle de la défausse, peut y
# monter. Au Klondike, la carte du dessus d'une fondation peut même redescendre sur le tableau si on en a besoin
# (les cartes restent *en jeu*).

# %%
g = sn.position("klondike", {"foundation1": "AH", "tableau1": "2H", "tableau2": "2S", "tableau3": "3H",
                             "tableau4": "AC", "tableau5": "KS", "tableau6": "KD", "tableau7": "KC", "waste": "2C"})
show(g, select=("tableau4", 1))

# %%
lessons.destinations(g, "tableau4", 1, piles=["foundation1", "foundation2", "foundation3", "foundation4"])

# %% [markdown] lang="en"
# On the interactive table, 2♥ of column 1 is picked up: only foundation 1, where A♥ lies, lights up.

# %% [markdown] lang="fr"
# Sur la table interactive, le 2♥ de la colonne 1 est pris : seule la fondation 1, où se trouve l'A♥, s'allume.

# %%
t = sn.play(g)
t.select("tableau1", 1)
t

# %% [markdown] lang="en"
# **A move-sequence puzzle.** In this same position, put the 2♣ of the waste on a foundation. Give your moves in
# order.

# %% [markdown] lang="fr"
# **Un casse-tête en plusieurs coups.** Dans cette même position, montez le 2♣ de la défausse sur une fondation.
# Donnez vos coups dans l'ordre.

# %% exercise="two_clubs" part="ask"
q = exercise("klondike.two_clubs_up")
q

# %% exercise="two_clubs" part="answer"
answer = ...  # ← your answer, a list of moves such as ["t1-f1", "w-t2"]
### BEGIN SOLUTION
answer = ["t4-f2", "w-f2"]
### END SOLUTION
q.check(answer)

# %% exercise="two_clubs" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### 2.4 bis Can a card come back from a foundation?

# %% [markdown] lang="fr"
# ### 2.4 bis Une carte peut-elle redescendre d'une fondation ?

# %% [markdown] lang="en"
# Two French pages of rules were this kit's starting point: the French Klondike page (its tips come in section 4)
# and the French Klondike and FreeCell page. They disagree here. The French Klondike and FreeCell page says it in
# the part on each game; of Klondike: « Une fois qu'une carte est déplacée dans les fondations, il n'est plus
# possible de la reprendre pour la remettre dans le tableau. » ("Once a card has been moved to the foundations, it
# can no longer be taken back to the tableau.") Its FreeCell part ends the same sentence with « ou dans les
# emplacements de transit » (or to the free cells). Is that so in both games as AisleRiot plays them? This kit
# follows AisleRiot. **Predict** before the engine answers.

# %% [markdown] lang="fr"
# Deux pages françaises de règles ont servi de point de départ à ce kit : la page française sur le Klondike (ses
# conseils viennent à la section 4) et la page française sur le Klondike et le FreeCell. Elles ne disent pas la
# même chose ici. La page française sur le Klondike et le FreeCell le dit dans la partie consacrée à chaque jeu ;
# pour le Klondike : « Une fois qu'une carte est déplacée dans les fondations, il n'est plus possible de la
# reprendre pour la remettre dans le tableau. » Sa partie sur le FreeCell termine la même phrase par « ou dans
# les emplacements de transit ». En est-il ainsi dans les deux jeux tels qu'AisleRiot les joue ? Ce kit suit
# AisleRiot. **Prédisez** avant que le moteur ne réponde.

# %% exercise="comes_back" part="ask"
q = exercise("klondike.foundation_comes_back")
q

# %% exercise="comes_back" part="answer"
answer = ...  # ← your answer, a game's name such as "FreeCell", or "both", or "neither"
### BEGIN SOLUTION
answer = "Klondike"
### END SOLUTION
q.check(answer)

# %% exercise="comes_back" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="comes_back" part="reveal"
# **Now look.** The same cards in both games, and the engine's verdict on `f1-t1`:

# %% [markdown] lang="fr" exercise="comes_back" part="reveal"
# **Regardez.** Les mêmes cartes dans les deux jeux, et le verdict du moteur sur `f1-t1` :

# %% exercise="comes_back" part="reveal"
for name in ["klondike", "freecell"]:
    both = sn.position(name, {"foundation1": "AH 2H", "tableau1": "3S"})
    print(both.title(), "—", both.explain("f1-t1"))

# %% [markdown] lang="en" exercise="comes_back" part="reveal"
# So keep that page's sentence for FreeCell only. In Klondike a card sent up too early can be fetched back,
# which makes tip 4 below ("start the foundations as early as possible") less risky than it would be in FreeCell.

# %% [markdown] lang="fr" exercise="comes_back" part="reveal"
# Gardez donc la phrase de cette page pour le FreeCell seulement. Au Klondike, une carte montée trop tôt peut
# être reprise, ce qui rend le conseil 4 plus bas (« démarrez les fondations dès que possible ») moins risqué qu'il
# ne le serait au FreeCell.

# %% [markdown] lang="en"
# ### 2.5 Stock and waste

# %% [markdown] lang="fr"
# ### 2.5 La pioche et la défausse

# %% [markdown] lang="en"
# When the tableau offers nothing useful, **click the stock**: its top card turns face up onto the **waste**. The
# top card of the waste may then go onto a column or a foundation, or you click the stock again, which covers it.
# Only the waste's top card can be played. Here is a position before and after one click (the engine first says
# what the click does):

# %% [markdown] lang="fr"
# Quand le tableau n'offre rien d'utile, **cliquez sur la pioche** : sa carte du dessus se retourne sur la
# **défausse**. La carte du dessus de la défausse peut alors aller sur une colonne ou une fondation ; ou bien on
# clique encore sur la pioche, ce qui la recouvre. Seule la carte du dessus de la défausse se joue. Voici une
# position avant et après un clic (le moteur dit d'abord ce que fait le clic) :

# %%
g = sn.position("klondike", {"stock": "(QD) (8C)", "waste": "9H", "tableau1": "TS", "tableau2": "9D",
                             "tableau3": "KC", "tableau4": "KD", "tableau5": "KH", "tableau6": "KS", "tableau7": "QH"})
show(g, select=("waste", 1))

# %%
print(g.explain("deal"))
g.play("deal")
show(g, select=("waste", 1))

# %% [markdown] lang="en"
# `g.undo()` takes the click back; then the position before the click goes on the interactive table.

# %% [markdown] lang="fr"
# `g.undo()` annule le clic ; puis la position d'avant le clic va sur la table interactive.

# %%
g.undo()
t = sn.play(g)
t

# %% [markdown] lang="en"
# **A move-sequence puzzle.** In the position before the click, build 10♠ 9♥ 8♣ in column 1 (you will need the
# stock: a click on it is written `deal`).

# %% [markdown] lang="fr"
# **Un casse-tête en plusieurs coups.** Dans la position d'avant le clic, construisez 10♠ 9♥ 8♣ dans la colonne 1
# (il faudra la pioche : un clic dessus s'écrit `deal`).

# %% exercise="stock_sequence" part="ask"
q = exercise("klondike.stock_to_column")
q

# %% exercise="stock_sequence" part="answer"
answer = ...  # ← your answer, a list of moves such as ["deal", "w-t2"]
### BEGIN SOLUTION
answer = ["w-t1", "deal", "w-t1"]
### END SOLUTION
q.check(answer)

# %% exercise="stock_sequence" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### 2.6 Draw three

# %% [markdown] lang="fr"
# ### 2.6 Tirer trois cartes

# %% [markdown] lang="en"
# A common variant turns **three cards** per click (option `draw=3`). They are spread in a row on the waste, and only
# the **last one**, on top, can be played; the two under it become playable once it has left. Here one click has
# turned J♣, 6♥ and 4♦: only 4♦ plays.

# %% [markdown] lang="fr"
# Une variante courante retourne **trois cartes** par clic (option `draw=3`). Elles sont étalées en ligne sur la
# défausse, et seule la **dernière**, au-dessus, se joue ; les deux du dessous deviennent jouables quand elle est
# partie. Ici un clic a retourné le V♣, le 6♥ et le 4♦ : seul le 4♦ se joue.

# %%
g3 = sn.position("klondike", {"stock": "(2C) (9S) (4D) (6H) (JC)", "tableau1": "7S", "tableau2": "TD",
                              "tableau3": "5C", "tableau4": "KC", "tableau5": "KD", "tableau6": "KH",
                              "tableau7": "KS"}, draw=3)
g3.play("deal")
show(g3, select=("waste", 1))

# %%
lessons.destinations(g3, "waste", 1, piles=["tableau1", "tableau2", "tableau3"])

# %% [markdown] lang="en"
# **A move-sequence puzzle, drawing three.** A new stock of five hidden cards (in parentheses in the text form of the
# position, the last one on top). Put 6♥ on 7♣, in as few moves as you can.

# %% [markdown] lang="fr"
# **Un casse-tête en tirant trois cartes.** Une nouvelle pioche de cinq cartes cachées (entre parenthèses dans la
# forme texte de la position, la dernière au-dessus). Posez le 6♥ sur le 7♣, en aussi peu de coups que possible.

# %% exercise="draw_three" part="ask"
q = exercise("klondike.draw_three")
display(show(q.game))
q

# %% exercise="draw_three" part="answer"
answer = ...  # ← your answer, a list of moves such as ["deal", "w-f1"]
### BEGIN SOLUTION
answer = ["deal", "deal", "w-t1"]
### END SOLUTION
q.check(answer)

# %% exercise="draw_three" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="draw_three" part="reveal"
# **Now look.** The expected moves, played by the engine: the first click turns 9♦, K♣, 2♠ (2♠ on top); the
# second turns the last two cards, 10♦ then 6♥, which ends on top.

# %% [markdown] lang="fr" exercise="draw_three" part="reveal"
# **Regardez.** Les coups attendus, joués par le moteur : le premier clic retourne 9♦, R♣, 2♠ (2♠ au-dessus) ; le
# second retourne les deux dernières cartes, 10♦ puis 6♥, qui finit au-dessus.

# %% exercise="draw_three" part="reveal"
q.check(answer, reveal=True)

# %% [markdown] lang="en"
# ### 2.7 Redeals

# %% [markdown] lang="fr"
# ### 2.7 Redistributions

# %% [markdown] lang="en"
# When the stock is empty, clicking its empty place turns the whole waste over into a **new stock**: a *redeal*.
# How many redeals you get depends on the variant: AisleRiot's Klondike allows 2 when drawing one card, as many as
# you like when drawing three, and there is a harder variant with **no redeal** at all (option `redeals=0`).

# %% [markdown] lang="fr"
# Quand la pioche est vide, un clic sur sa place vide retourne toute la défausse pour en faire une **nouvelle
# pioche** : une *redistribution*. Leur nombre dépend de la variante : le Klondike d'AisleRiot en permet 2 en tirant
# une carte, autant qu'on veut en tirant trois, et une variante plus difficile n'en permet **aucune** (option
# `redeals=0`).

# %% exercise="passes" part="ask"
q = exercise("klondike.passes_draw_one")
q

# %% exercise="passes" part="answer"
answer = ...  # ← your answer, a number such as 5
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="passes" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="passes" part="reveal"
# **Now look.** The redeals left at the start of each variant (∞: no limit), then what the engine says of a redeal
# with the stock empty, in the usual variant and in the one without redeals.

# %% [markdown] lang="fr" exercise="passes" part="reveal"
# **Regardez.** Les redistributions restantes au départ de chaque variante (∞ : sans limite), puis ce que dit le
# moteur d'une redistribution quand la pioche est vide, dans la variante habituelle et dans celle sans
# redistribution.

# %% exercise="passes" part="reveal"
for options in [{"draw": 1}, {"draw": 3}, {"redeals": 0}]:
    left = sn.new_game("klondike", deal=1, **options).redeals_left
    print(options, "∞" if left is None else left)
empty_stock = {"waste": "4C 5D 8H", "tableau1": "KS"}
print(sn.position("klondike", empty_stock).explain("redeal"))
print(sn.position("klondike", empty_stock, redeals=0).explain("redeal"))

# %% [markdown] lang="en"
# ## 3. End of the game

# %% [markdown] lang="fr"
# ## 3. Fin de la partie

# %% [markdown] lang="en"
# You **win** when all 52 cards are on the foundations. You **lose** when no move is left (not even a deal or a
# redeal). The engine tells both with `g.is_won()` and `g.is_lost()`; `g.outcome()` also notices when play only goes
# round in circles, and then calls the game *stuck* (section 3.1). Below, for a won position and then a lost one,
# the engine prints `is_won()`, `is_lost()` and `outcome()`.

# %% [markdown] lang="fr"
# On **gagne** quand les 52 cartes sont sur les fondations. On **perd** quand plus aucun coup n'est possible (pas
# même distribuer ou redistribuer). Le moteur le dit avec `g.is_won()` et `g.is_lost()` ; `g.outcome()` repère aussi
# le jeu qui ne fait que tourner en rond, et dit alors la partie *bloquée* (partie 3.1). Ci-dessous, pour une
# position gagnée puis une position perdue, le moteur affiche `is_won()`, `is_lost()` et `outcome()`.

# %%
ranks = "A 2 3 4 5 6 7 8 9 T J Q K".split()
won = sn.position("klondike", {f"foundation{i}": " ".join(r + s for r in ranks) for i, s in enumerate("CDHS", 1)})
lost = sn.position("klondike", {"tableau1": "(KC) 2H", "tableau2": "(KD) 2S"})
for position in (won, lost):
    print(position.is_won(), position.is_lost(), position.outcome())
show(lost)

# %% [markdown] lang="en"
# ### 3.1 Going in circles

# %% [markdown] lang="fr"
# ### 3.1 Tourner en rond

# %% [markdown] lang="en"
# The Klondike page calls a game lost when you can no longer move (« Vous vous retrouver bloqué, incapable
# d'effectuer un déplacement, vous perdez la partie »). The Klondike-and-FreeCell page adds a second way to lose:
# « si plus aucun progrès n'est fait après un trop grand nombre de mouvement, i.e. lorsqu'on "tourne en rond".
# Typiquement en n'ayant comme seule possibilité de défiler les cartes de la pioche sans pouvoir rien en faire. »
# (when no progress is made any more: you "go round in circles", typically when all you can still do is turn the
# stock without being able to use its cards). The engine's `g.outcome()` recognises both kinds of circle, exactly:
# it says *stuck* only when every move brings back a position already seen, or when only the stock can still be
# turned and a whole pass through it changes nothing else. `g.is_lost()` stays `False` there, since moves remain.
#
# First circle: in this position, 8♠ may go from 9♥ to 9♦ and back, and that is all. Watch the outcome change as the
# move is played. The first line gives the legal moves and the outcome at the start; each next line gives the move
# played, the legal moves left, `is_lost()` and the outcome.

# %% [markdown] lang="fr"
# La page sur le Klondike dit qu'on perd quand on ne peut plus bouger (« Vous vous retrouver bloqué, incapable d'effectuer un
# déplacement, vous perdez la partie »). La page Klondike et FreeCell ajoute une seconde façon de perdre : « si plus
# aucun progrès n'est fait après un trop grand nombre de mouvement, i.e. lorsqu'on "tourne en rond". Typiquement en
# n'ayant comme seule possibilité de défiler les cartes de la pioche sans pouvoir rien en faire. » Le `g.outcome()`
# du moteur reconnaît exactement les deux sortes de ronds : il dit *bloqué* seulement quand chaque coup ramène une
# position déjà vue, ou quand seule la pioche peut encore être retournée et qu'un passage complet ne change rien
# d'autre. `g.is_lost()` reste `False` dans ces cas, puisqu'il reste des coups.
#
# Premier rond : dans cette position, le 8♠ peut aller du 9♥ au 9♦ et revenir, et c'est tout. Regardez l'issue
# changer quand le coup est joué. La première ligne donne les coups permis et l'issue au départ ; chaque ligne
# suivante donne le coup joué, les coups permis restants, `is_lost()` et l'issue.

# %%
loop = sn.position("klondike", {"tableau1": "(KC) 9H 8S", "tableau2": "(KD) 9D", "tableau3": "(QC) 2C",
                                "tableau4": "(QD) 4C", "tableau5": "(JC) 6C", "tableau6": "(JD) 2S",
                                "tableau7": "(TC) 4S"})
print([str(m) for m in loop.legal_moves()], loop.outcome())
for move in ["t1-t2", "t2-t1"]:
    loop.play(move)
    print(move, [str(m) for m in loop.legal_moves()], loop.is_lost(), loop.outcome())
show(loop)

# %% [markdown] lang="en"
# After one move the game is already *stuck*: the only move left, 8♠ back onto 9♥, leads to a position seen before.
# **Explain why** in a sentence; your teacher reads it (the engine does not score it).

# %% [markdown] lang="fr"
# Après un coup, la partie est déjà *bloquée* : le seul coup restant, le 8♠ de retour sur le 9♥, ramène une position
# déjà vue. **Expliquez pourquoi** en une phrase ; votre enseignant la lira (c'est votre enseignant qui la note, pas le moteur).

# %% exercise="stuck_not_lost" part="ask"
q = exercise("klondike.stuck_but_not_lost")
q

# %% exercise="stuck_not_lost" part="explain"
because = ...  # ← your explanation, in a sentence
### BEGIN SOLUTION
### en
because = ("is_lost() only asks whether any move is left, and one is (8♠ back onto 9♥); the engine says stuck "
           "because that move and every other only brings back a position already seen, so no progress is "
           "possible.")
### fr
because = ("is_lost() demande seulement s'il reste un coup, et il en reste un (le 8♠ repris sur le 9♥) ; le "
           "moteur dit bloquée parce que ce coup, comme tous les autres, ne ramène qu'à une position déjà "
           "vue : aucun progrès n'est possible.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# Second circle, the one the page calls typical: the stock holds 2♦ and J♥, which fit nowhere, and in the draw-three
# variant the waste may be turned over without limit. Deal, redeal, deal again: the same cards come back. The first
# line is the outcome before any move; each next line gives the move, the waste, `is_lost()` and the outcome. The
# engine says *stuck* even before the first card is turned, because it walks through the stock once by itself to
# look for a use of each card.

# %% [markdown] lang="fr"
# Second rond, celui que la page dit typique : la pioche contient le 2♦ et le V♥, qui ne vont nulle part, et dans la
# variante à trois cartes la défausse peut être retournée sans limite. Distribuer, redistribuer, distribuer encore :
# les mêmes cartes reviennent. La première ligne est l'issue avant tout coup ; chaque ligne suivante donne le coup,
# la défausse, `is_lost()` et l'issue. Le moteur dit *bloqué* avant même la première carte retournée, car il
# parcourt lui-même la pioche une fois pour chercher un emploi à chaque carte.

# %%
turning = sn.position("klondike", {"stock": "(2D) (JH)", "tableau1": "(KC) 9H", "tableau2": "(KD) 9D",
                                   "tableau3": "(QC) 2C", "tableau4": "(QD) 4C", "tableau5": "(JC) 6C",
                                   "tableau6": "(JD) 2S", "tableau7": "(TC) 4S"}, draw=3)
print(turning.outcome())
for move in ["deal", "redeal", "deal"]:
    turning.play(move)
    print(move, " ".join(str(card) for card in turning.pile("waste").cards) or "-", turning.is_lost(),
          turning.outcome())

# %% [markdown] lang="en"
# The automatic players of notebooks 20 and 30 (`play_out`) have a test of their own, looser than `outcome()`'s,
# with a patience limit: they end a game *stuck* when every move left would bring back a position already seen, or
# when many moves in a row bring no progress (the page's « trop grand nombre de mouvement »: no new card on the
# foundations, no hidden card turned up).

# %% [markdown] lang="fr"
# Les joueurs automatiques des carnets 20 et 30 (`play_out`) ont leur propre test, plus large que celui de
# `outcome()`, avec une limite de patience : ils finissent une partie *bloquée* quand chaque coup restant ramènerait
# une position déjà vue, ou quand beaucoup de coups de suite n'apportent aucun progrès (le « trop grand nombre de
# mouvement » de la page : aucune nouvelle carte sur les fondations, aucune carte cachée retournée).

# %% [markdown] lang="en"
# ## 4. The four tips of the Klondike page

# %% [markdown] lang="fr"
# ## 4. Les quatre conseils de la page Klondike

# %% [markdown] lang="en"
# The French Klondike page ends with four tips (« Conseils »). Here they are as the page writes them, each with our
# translation (the same as in notebook 30):
#
# 1. « Libérez en priorité les colonnes de gauche avec moins de cartes cachées pour créer des colonnes vides. »
#    Free the left-hand columns, which have fewer hidden cards, first, to create empty columns.
# 2. « Déplacez en priorité les cartes des colonnes de droite vers les colonnes vides. »
#    Move cards from the right-hand columns into the empty columns first.
# 3. « Quand vous placez un Roi dans une colonne vide, choisissez-le en fonction de la couleur de la Reine à votre
#    disposition. » When you put a King into an empty column, choose it by the colour of the Queen you have
#    available (so that the Queen can go on it).
# 4. « Démarrez la construction des fondations dès que possible. » Start building the foundations as early as
#    possible.
#
# Each tip is tried below on a position prepared for it. We also print `move_value(game, move)`, the score the
# kit's own player gives a move: the greedy player of notebook 20 plays the move with the highest value. You will
# see that this player does not follow every tip. The **Hint** button works differently (it asks a solver first,
# then the tips); the end of this section shows how.

# %% [markdown] lang="fr"
# La page française sur le Klondike se termine par quatre conseils :
#
# 1. « Libérez en priorité les colonnes de gauche avec moins de cartes cachées pour créer des colonnes vides. »
# 2. « Déplacez en priorité les cartes des colonnes de droite vers les colonnes vides. »
# 3. « Quand vous placez un Roi dans une colonne vide, choisissez-le en fonction de la couleur de la Reine à votre
#    disposition. » (La page dit « Reine », le kit dit Dame.)
# 4. « Démarrez la construction des fondations dès que possible. »
#
# Chaque conseil est essayé ci-dessous sur une position préparée pour lui. Nous affichons aussi
# `move_value(game, move)`, la note que le joueur du kit donne à un coup : le joueur glouton du carnet 20 joue le
# coup de plus forte note. Vous verrez que ce joueur ne suit pas tous les conseils. Le bouton **Indice** fait
# autrement (il interroge d'abord un solveur, puis les conseils) ; la fin de cette section montre comment.

# %% [markdown] lang="en"
# ### 4.1 Tip 1: left-hand columns first

# %% [markdown] lang="fr"
# ### 4.1 Conseil 1 : les colonnes de gauche d'abord

# %% [markdown] lang="en"
# Two moves turn up a hidden card: 7♠ from column 2 (one hidden card under it) and 7♣ from column 6 (five hidden
# cards) can both go on 8♥. Tip 1 says: work on column 2, the one on the left with fewer hidden cards, because it
# can become empty. For each move the engine prints its `move_value` and its verdict.

# %% [markdown] lang="fr"
# Deux coups retournent une carte cachée : le 7♠ de la colonne 2 (une carte cachée dessous) et le 7♣ de la
# colonne 6 (cinq cartes cachées) peuvent tous deux aller sur le 8♥. Le conseil 1 dit : travaillez sur la
# colonne 2, celle de gauche qui a moins de cartes cachées, car elle peut se vider. Pour chaque coup, le moteur
# affiche sa note `move_value` et son verdict.

# %%
tip1 = sn.position("klondike", {"tableau1": "(QH) KC", "tableau2": "(AD) 7S", "tableau3": "(JD) (TD) KD",
                                "tableau4": "(9D) (3D) (4D) KH", "tableau5": "(5H) (6H) (7H) (9S) 2H",
                                "tableau6": "(3C) (4C) (5C) (6C) (2C) 7C",
                                "tableau7": "(TS) (JS) (QC) (5S) (4S) (3S) 8H"})
for move in [move for move in tip1.legal_moves() if move.target == "tableau7"]:
    print(move, f"{move_value(tip1, move):g}", tip1.explain(str(move)))
show(tip1)

# %% [markdown] lang="en"
# **A move-sequence puzzle.** Follow tip 1: empty column 2. Give your moves in order. The card under 7♠ is hidden
# on the table; the text form of the position above shows hidden cards in parentheses.

# %% [markdown] lang="fr"
# **Un casse-tête en plusieurs coups.** Suivez le conseil 1 : videz la colonne 2. Donnez vos coups dans l'ordre. La
# carte sous le 7♠ est cachée sur la table ; la forme texte de la position ci-dessus montre les cartes cachées entre
# parenthèses.

# %% exercise="tip1" part="ask"
q = BuildSequence(tip1, PileIs("tableau2", ""))
q

# %% exercise="tip1" part="answer"
answer = ...  # ← your answer, a list of moves such as ["t1-t2", "w-f1"]
### BEGIN SOLUTION
answer = ["t2-t7", "t2-f1"]
### END SOLUTION
q.check(answer)

# %% exercise="tip1" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **What the kit's player does.** `move_value` starts every move at 2 points, and gives one that turns up a card 40
# more **plus one per card still hidden in its column**, so it prefers 7♣ from column 6 (2 + 40 + 5 = 47) to 7♠ from
# column 2 (2 + 40 + 1 = 43): it digs where the most cards
# are hidden, the **opposite** of tip 1. We keep it that way on purpose: notebook
# [30_klondike_tips.ipynb](30_klondike_tips.ipynb) measured both on 1000 deals, and for this player tip 1 cost about
# five points of win rate.

# %% [markdown] lang="fr"
# **Ce que fait le joueur du kit.** `move_value` part de 2 points pour tout coup, et donne à un coup qui retourne une
# carte 40 de plus **plus un par carte encore cachée dans sa colonne** : il préfère donc le 7♣ de la colonne 6
# (2 + 40 + 5 = 47) au 7♠ de la colonne 2 (2 + 40 + 1 = 43). Il creuse
# là où le plus de cartes sont cachées, **le contraire** du conseil 1. Nous le gardons ainsi exprès : le carnet
# [30_klondike_tips.ipynb](30_klondike_tips.ipynb) a mesuré les deux sur 1000 donnes, et pour ce joueur le
# conseil 1 a coûté environ cinq points de taux de victoire.

# %% [markdown] lang="en"
# **Explain why** in a sentence (your teacher grades it, not the engine).

# %% [markdown] lang="fr"
# **Expliquez pourquoi** en une phrase (votre enseignant la note, pas le moteur).

# %% exercise="tip1_why" part="ask"
q = exercise("klondike.tip1_for_humans")
q

# %% exercise="tip1_why" part="explain"
because = ...  # ← your explanation, in a sentence
### BEGIN SOLUTION
### en
because = ("An empty column is what lets a human move a King and plan several moves ahead, and a short column "
           "on the left empties quickly; the kit's player does not plan, so it gains more by turning up the "
           "many cards hidden on the right.")
### fr
because = ("Une colonne vide permet à un humain d'y placer un Roi et de prévoir plusieurs coups à l'avance, "
           "et une colonne courte à gauche se vide vite ; le joueur du kit ne prévoit rien, il gagne donc "
           "davantage à découvrir les nombreuses cartes cachées à droite.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ### 4.2 Tip 2: from the right into empty columns

# %% [markdown] lang="fr"
# ### 4.2 Conseil 2 : de la droite vers les colonnes vides

# %% [markdown] lang="en"
# Column 1 is empty. Two Kings could go there, each with its Queen: K♦ Q♠ from column 3 (one hidden card under it)
# and K♥ Q♣ from column 7 (five hidden cards). Follow tip 2: which one goes? The right-hand columns were dealt the
# most hidden cards, so that is where a King on the move uncovers the most.

# %% [markdown] lang="fr"
# La colonne 1 est vide. Deux Rois pourraient y aller, chacun avec sa Dame : R♦ D♠ de la colonne 3 (une carte cachée
# dessous) et R♥ D♣ de la colonne 7 (cinq cartes cachées). Suivez le conseil 2 : lequel part ? Les colonnes de
# droite ont reçu le plus de cartes cachées : c'est là qu'un Roi qui part en découvre le plus.

# %% exercise="tip2" part="ask"
q = exercise("klondike.tip2")
display(show(q.game))
q

# %% exercise="tip2" part="answer"
answer = ...  # ← your answer, a list of moves such as ["t2-t1x2"]
### BEGIN SOLUTION
answer = ["t7-t1x2"]
### END SOLUTION
q.check(answer)

# %% exercise="tip2" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="tip2" part="reveal"
# **Now look.** Both moves with their `move_value`, then the King from the right played:

# %% [markdown] lang="fr" exercise="tip2" part="reveal"
# **Regardez.** Les deux coups avec leur note `move_value`, puis le Roi de droite joué :

# %% exercise="tip2" part="reveal"
tip2 = q.game.copy()
kings = [move for move in tip2.legal_moves() if move.target == "tableau1"]
for move in kings:
    print(move, f"{move_value(tip2, move):g}", tip2.explain(str(move)))
tip2.play(max(kings, key=lambda move: move_value(tip2, move)))
show(tip2)

# %% [markdown] lang="en"
# Here the kit's player agrees with tip 2, but for its own reason: it counts hidden cards and never looks at left or
# right. Where the left-hand column hides more cards, it takes the King from the left.

# %% [markdown] lang="fr"
# Ici le joueur du kit est d'accord avec le conseil 2, mais pour sa propre raison : il compte les cartes cachées et ne
# regarde jamais la gauche ou la droite. Si la colonne de gauche cache plus de cartes, il prend le Roi de gauche.

# %% [markdown] lang="en"
# ### 4.3 Tip 3: the King for the Queen

# %% [markdown] lang="fr"
# ### 4.3 Conseil 3 : le Roi pour la Reine

# %% [markdown] lang="en"
# Column 1 is empty, and two Kings may go there: K♠ from the waste, or K♥ from column 6. The Queen you have at hand is
# Q♦, on top of column 4, with a hidden card under it. **Predict** which King tip 3 chooses, then put Q♦ on a King in
# column 1, so that the card hidden under it turns up. Give your moves in order.

# %% [markdown] lang="fr"
# La colonne 1 est vide, et deux Rois peuvent y aller : le R♠ de la défausse, ou le R♥ de la colonne 6. La Reine à
# votre disposition (la page dit « Reine », le kit dit Dame) est la D♦, au-dessus de la colonne 4, avec une carte
# cachée dessous. **Prédisez** quel Roi le conseil 3 choisit, puis posez la D♦ sur un Roi dans la colonne 1, pour que
# la carte cachée dessous se retourne. Donnez vos coups dans l'ordre.

# %% exercise="tip3" part="ask"
q = exercise("klondike.tip3")
display(show(q.game))
q

# %% exercise="tip3" part="answer"
answer = ...  # ← your answer, a list of moves such as ["t6-t1", "t2-t1"]
### BEGIN SOLUTION
answer = ["w-t1", "t4-t1"]
### END SOLUTION
q.check(answer)

# %% exercise="tip3" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="tip3" part="reveal"
# **Now look.** The two King moves with their `move_value`:

# %% [markdown] lang="fr" exercise="tip3" part="reveal"
# **Regardez.** Les deux coups de Roi avec leur note `move_value` :

# %% exercise="tip3" part="reveal"
tip3 = q.game.copy()
for move in [move for move in tip3.legal_moves() if move.target == "tableau1"]:
    print(move, f"{move_value(tip3, move):g}", tip3.explain(str(move)))

# %% [markdown] lang="en" exercise="tip3" part="reveal"
# The kit's player ignores tip 3: it prefers the King that turns up a card (K♥, 40 points, against 17 for K♠ from
# the waste), and then Q♦ has nowhere to go, since a red Queen cannot go on a red King.

# %% [markdown] lang="fr" exercise="tip3" part="reveal"
# Le joueur du kit ignore le conseil 3 : il préfère le Roi qui retourne une carte (R♥, 40 points, contre 17 pour le
# R♠ de la défausse), et la D♦ n'a ensuite nulle part où aller, puisqu'une Dame rouge ne va pas sur un Roi rouge.

# %% [markdown] lang="en"
# ### 4.4 Tip 4: foundations as early as possible

# %% [markdown] lang="fr"
# ### 4.4 Conseil 4 : les fondations dès que possible

# %% [markdown] lang="en"
# A♣ is on top of column 3, 2♣ on top of the waste, 3♣ on top of column 5. Following tip 4, send the clubs up at
# once, up to 3♣. Give your moves in order.

# %% [markdown] lang="fr"
# L'A♣ est au-dessus de la colonne 3, le 2♣ au-dessus de la défausse, le 3♣ au-dessus de la colonne 5. Suivant le
# conseil 4, montez les trèfles tout de suite, jusqu'au 3♣. Donnez vos coups dans l'ordre.

# %% exercise="tip4" part="ask"
tip4 = sn.position("klondike", {"waste": "9D 2C", "tableau1": "KH", "tableau2": "(6S) JS", "tableau3": "(5H) AC",
                                "tableau4": "(8H) TH", "tableau5": "(4D) (7S) 3C", "tableau6": "(QS) 5D",
                                "tableau7": "(JH) 9H"})
q = BuildSequence(tip4, OnFoundation("3C"))
display(show(tip4))
q

# %% exercise="tip4" part="answer"
answer = ...  # ← your answer, a list of moves such as ["t2-t4", "t6-f2"]
### BEGIN SOLUTION
answer = ["t3-f1", "w-f1", "t5-f1"]
### END SOLUTION
q.check(answer)

# %% exercise="tip4" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="tip4" part="reveal"
# **Now look.** Each card that goes up uncovers another: a hidden card of column 3, the waste's next card, a hidden
# card of column 5. The engine plays the three moves, printing their `move_value`:

# %% [markdown] lang="fr" exercise="tip4" part="reveal"
# **Regardez.** Chaque carte qui monte en découvre une autre : une carte cachée de la colonne 3, la carte suivante de
# la défausse, une carte cachée de la colonne 5. Le moteur joue les trois coups en affichant leur note `move_value` :

# %% exercise="tip4" part="reveal"
for move in answer if q.score(answer) else []:  # your moves, once they reach the goal
    print(move, f"{move_value(tip4, tip4.parse_move(move)):g}", tip4.explain(move))
    tip4.play(move)
show(tip4)

# %% [markdown] lang="en"
# Recall section 2.4 bis: in Klondike a card on a foundation may come back down. **Explain why** that matters for tip 4
# (your teacher grades it, not the engine).

# %% [markdown] lang="fr"
# Souvenez-vous de la section 2.4 bis : au Klondike, une carte d'une fondation peut redescendre. **Expliquez pourquoi**
# cela compte pour le conseil 4 (votre enseignant la note, pas le moteur).

# %% exercise="tip4_why" part="ask"
q = exercise("klondike.in_play_and_tip4")
q

# %% exercise="tip4_why" part="explain"
because = ...  # ← your explanation, in a sentence
### BEGIN SOLUTION
### en
because = ("If a card sent up early turns out to be needed to build on, Klondike lets you take it back down, so "
           "starting the foundations early costs little; in FreeCell the card could never come back.")
### fr
because = ("Si une carte montée tôt se révèle utile pour construire, le Klondike permet de la reprendre : "
           "commencer tôt les fondations coûte donc peu ; au FreeCell, la carte ne pourrait jamais revenir.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# The kit's player follows tip 4 without hesitation: any card sent to a foundation earns 50 points, more than any
# other move. Notebook 30 also tried the opposite (holding cards back until no other card can need them) and found
# no difference it could measure.
#
# **In short**, the kit's player digs where most cards are hidden (against tip 1), agrees with tip 2 only because
# right-hand columns hide more cards, ignores tip 3, and follows tip 4.
#
# The **Hint** button, on the other hand, first asks the kit's solver for a win from the current position, for
# about a second. If the solver finds one, the hint is that win's first move, and its message says so (the
# solver sees the face-down cards, so such a hint knows more than you do). Otherwise the hint follows the four
# tips, in the page's order, wherever the columns still hide cards: the first tip that has something to say about
# one of the legal moves decides, and the message names that tip. When two tips disagree,
# the earlier one wins. The next cell asks for the hint in the positions of tips 2 and 3. They hold only some of
# the cards, so no win exists: the solver proves it at once, the hint says so, then follows the tips. In the
# second position, the hint takes K♥ from column 6 rather than the K♠ of tip 3, because tip 2 (cards from the
# right-hand columns into the empty column) comes first. **Winnable?** asks the same solver for longer (5
# seconds) and only says whether a win exists; **Next move** then plays that win one move at a time. Are the tips right after all? Notebook
# [30_klondike_tips.ipynb](30_klondike_tips.ipynb) puts each of them to the test on many deals.

# %% [markdown] lang="fr"
# Le joueur du kit suit le conseil 4 sans hésiter : toute carte montée sur une fondation vaut 50 points, plus que
# n'importe quel autre coup. Le carnet 30 a aussi essayé le contraire (retenir les cartes tant qu'une autre carte peut
# en avoir besoin) et n'a trouvé aucune différence mesurable.
#
# **En bref**, le joueur du kit creuse là où le plus de cartes sont cachées (contre le conseil 1), est d'accord avec
# le conseil 2 seulement parce que les colonnes de droite cachent plus de cartes, ignore le conseil 3, et suit le
# conseil 4.
#
# Le bouton **Indice**, lui, demande d'abord au solveur du kit une victoire depuis la position du moment, pendant
# une seconde environ. Si le solveur en trouve une, l'indice est le premier coup de cette victoire, et son message
# le dit (le solveur voit les cartes face cachée : un tel indice en sait donc plus que vous).
# Sinon, l'indice suit les quatre conseils, dans l'ordre de la page, tant que les colonnes cachent des cartes : le
# premier conseil qui a quelque chose à dire sur l'un des coups permis décide, et le message nomme ce conseil. Quand deux conseils se contredisent, le premier l'emporte. La cellule suivante
# demande l'indice dans les positions des conseils 2 et 3. Elles ne contiennent qu'une partie des cartes : aucune
# victoire n'y existe, le solveur le prouve aussitôt, l'indice le dit, puis suit les conseils. Dans la seconde,
# l'indice prend le R♥ de la colonne 6 plutôt que le R♠ du conseil 3, parce que le conseil 2 (les cartes des
# colonnes de droite vers la colonne vide) passe avant. **Gagnable ?** interroge le même solveur plus longtemps
# (5 secondes) et dit seulement si une victoire existe ; **Coup suivant** joue ensuite cette victoire coup par
# coup. Les
# conseils sont-ils justes, finalement ? Le carnet [30_klondike_tips.ipynb](30_klondike_tips.ipynb) met chacun d'eux
# à l'épreuve sur de nombreuses donnes.

# %%
for name in ["klondike.tip2", "klondike.tip3"]:
    position = exercise(name).game
    hint = position.explained_hint()
    print(name, hint.move, "·", position.explain(hint.move), "·", hint.source_text(), "·", hint.reason)

# %% [markdown] lang="en"
# ## 5. Now play!

# %% [markdown] lang="fr"
# ## 5. À vous de jouer !

# %% [markdown] lang="en"
# Everything you need is above. Click a card, then a pile (or drag it); double-click to send a card home; click the
# stock to deal. Use **Undo** freely. Change `deal=` for another game. The last cell, once you remove its `#`, starts
# the harder draw-three variant. Good luck!

# %% [markdown] lang="fr"
# Tout ce qu'il faut est au-dessus. Cliquez sur une carte, puis sur une pile (ou glissez-la) ; double-cliquez pour
# monter une carte ; cliquez sur la pioche pour distribuer. N'hésitez pas à **Annuler**. Changez `deal=` pour une
# autre partie. La dernière cellule, une fois son `#` retiré, lance la variante plus difficile à trois cartes. Bonne
# chance !

# %%
sn.play("klondike", deal=7)

# %%
# sn.play("klondike", deal=2024, draw=3)
