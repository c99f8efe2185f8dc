# %% [markdown] lang="en"
# # Klondike, step by step

# %% [markdown] lang="fr"
# # Klondike pas à pas

# %% [markdown] lang="en"
# Klondike is the patience most people simply call "Solitaire". One player, one standard deck of 52 cards
# (no jokers). **Goal:** build four piles called *foundations*, one per suit, each going up from the Ace to the King.
# To get there you will use every card of the *tableau* (seven columns) and of the *stock* (the face-down pile).
# Read this page from top to bottom: each rule comes with a small prepared position, a picture where the allowed
# destinations are lit up, the same position on the interactive table, and an exercise. At the end, you play.

# %% [markdown] lang="fr"
# Le Klondike est la patience que beaucoup appellent simplement « Solitaire ». Un joueur, un paquet standard
# de 52 cartes (sans jokers). **But :** construire quatre piles appelées *fondations*, une par couleur (enseigne),
# chacune en montant de l'As au Roi. Pour y arriver, on utilise toutes les cartes du *tableau* (sept colonnes) et
# de la *pioche* (le tas face cachée). Lisez cette page de haut en bas : chaque règle est illustrée par une petite
# position préparée, une image où les destinations permises sont allumées, la même position sur la table
# interactive, et un exercice. À la fin, c'est à vous de jouer.

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
# ## 1. Set-up

# %% [markdown] lang="fr"
# ## Mise en place

# %% [markdown] lang="en"
# The cards are shuffled, then dealt into seven columns: column 1 gets 1 card, column 2 gets 2 cards, ...,
# column 7 gets 7 cards: 28 cards in all. In every column only the top card is face up; the others are hidden. The
# 24 cards left form the **stock**, face down, at the top left. Next to it is the **waste** (empty at first), and on
# the right the four empty **foundations**.

# %% [markdown] lang="fr"
# On mélange, puis on distribue sept colonnes : la colonne 1 reçoit 1 carte, la colonne 2 en reçoit 2, ...,
# la colonne 7 en reçoit 7 : 28 cartes en tout. Dans chaque colonne, seule la carte du dessus est visible ; les
# autres sont cachées. Les 24 cartes restantes forment la **pioche**, face cachée, en haut à gauche. À côté se
# trouve la **défausse** (vide au départ), et à droite les quatre **fondations** vides.

# %%
game = sn.new_game("klondike", deal=7)
for pile in game.group_piles("tableau"):
    hidden = sum(not card.face_up for card in pile.cards)
    print(f"{pile.label():<10} {len(pile.cards)} cards/cartes, {hidden} face down/cachées, top/dessus: {pile.top}")
print(game.pile("stock").label(), len(game.pile("stock").cards))
show(game)

# %% [markdown] lang="en"
# The engine can state all the rules of the game, in the glossary's words:

# %% [markdown] lang="fr"
# Le moteur sait énoncer toutes les règles du jeu, avec les mots du glossaire :

# %%
lessons.rules(game)

# %% [markdown] lang="en"
# ## 2. The rules one by one

# %% [markdown] lang="fr"
# ## Les règles une par une

# %% [markdown] lang="en"
# How to read the pictures: the picked-up cards glow **blue**; every pile that may take them gets a **yellow
# dashed frame** with a ✓. The table under each picture says, for every pile, *allowed* or *refused* and which rule decides.
# Moves are written `source-target`: `t1` is tableau column 1, `f1` foundation 1, `w` the waste; `x2` means two
# cards moving together.

# %% [markdown] lang="fr"
# Comment lire les images : les cartes prises brillent en **bleu** ; chaque pile qui peut les recevoir a un
# **cadre jaune en pointillés** avec un ✓. Le tableau sous chaque image dit, pour chaque pile, *permis* ou *refusé* et quelle règle décide.
# Les coups s'écrivent `source-cible` : `t1` est la colonne 1 du tableau, `f1` la fondation 1, `w` la défausse ;
# `x2` signifie deux cartes déplacées ensemble.

# %% [markdown] lang="en"
# ### 2.1 Building on the tableau

# %% [markdown] lang="fr"
# ### Construire sur le tableau

# %% [markdown] lang="en"
# A face-up card may go on the top card of another column if it is **one rank lower** and of the **other
# colour**: red (hearts ♥, diamonds ♦) on black (spades ♠, clubs ♣), or black on red. So a black Jack goes on a red
# Queen; a red Jack does not; a Ten does not either (two ranks below). The glossary calls this *build down by
# alternate colour*.

# %% [markdown] lang="fr"
# Une carte visible peut aller sur la carte du dessus d'une autre colonne si elle est **d'un rang plus bas**
# et de **l'autre couleur** : rouge (cœur ♥, carreau ♦) sur noir (pique ♠, trèfle ♣), ou noir sur rouge. Un Valet
# noir va donc sur une Dame rouge ; un Valet rouge, non ; un Dix non plus (deux rangs plus bas). Le glossaire
# appelle cela *construire en descendant par couleur alternée*.

# %%
g = sn.position("klondike", {"tableau1": "(5C) QH", "tableau2": "JS", "tableau3": "JD", "tableau4": "TC", "tableau5": "(2S) 9H", "tableau6": "KS", "tableau7": "(8D) 8C"})
show(g, select=('tableau2', 1))

# %%
lessons.destinations(g, "tableau2", 1, piles=[f"tableau{i}" for i in range(1, 8)] + ["foundation1"], skip_empty_alike=True)

# %%
t = sn.play(g)  # the same position on the interactive table: try other moves!
t.select("tableau2", 1)
t

# %% [markdown] lang="en"
# **Exercise.** Which moves are legal? Fill `my_answer` with the letters, run, read the feedback.

# %% [markdown] lang="fr"
# **Exercice.** Quels coups sont permis ? Mettez les lettres dans `my_answer`, exécutez, lisez la correction.

# %%
q1 = ex.LegalMoves(g, ["t2-t1", "t3-t1", "t4-t1", "t5-t4", "t7-t5"])
q1

# %%
my_answer = ["a", "b"]   # ← change me
q1.check(my_answer)

# %% [markdown] lang="en"
# ### 2.2 Moving a group

# %% [markdown] lang="fr"
# ### Déplacer un groupe

# %% [markdown] lang="en"
# Several face-up cards that already follow each other (each one rank lower and of the other colour than the
# card under it) move **together**, as one block: what counts is whether the **bottom card of the block** fits
# on the destination. Here 9♣ 8♥ 7♠ may go onto a red Ten.

# %% [markdown] lang="fr"
# Plusieurs cartes visibles qui se suivent déjà (chacune d'un rang plus bas et de l'autre couleur que celle
# du dessous) se déplacent **ensemble**, d'un bloc : il suffit que la **carte du bas du bloc** aille sur la
# destination. Ici 9♣ 8♥ 7♠ peuvent aller sur un Dix rouge.

# %%
g = sn.position("klondike", {"tableau1": "(3S) (7D) 9C 8H 7S", "tableau2": "(4H) TH", "tableau3": "(QC) TD", "tableau4": "9D", "tableau5": "KC", "tableau6": "KD", "tableau7": "KH"})
show(g, select=('tableau1', 3))

# %%
lessons.destinations(g, "tableau1", 3, piles=[f"tableau{i}" for i in range(1, 8)] + ["foundation1"], skip_empty_alike=True)

# %%
t = sn.play(g)  # the same position on the interactive table: try other moves!
t.select("tableau1", 3)
t

# %% [markdown] lang="en"
# How many cards can be lifted from column 1? The engine answers with `movable_counts`:

# %% [markdown] lang="fr"
# Combien de cartes peut-on soulever de la colonne 1 ? Le moteur répond avec `movable_counts` :

# %%
g.movable_counts("tableau1")

# %% [markdown] lang="en"
# **Exercise.** Where may the two cards 8♥ 7♠ go? (answer with pile ids, `[]` for nowhere)

# %% [markdown] lang="fr"
# **Exercice.** Où peuvent aller les deux cartes 8♥ 7♠ ? (répondez avec des identifiants de piles, `[]` pour nulle part)

# %%
q2 = ex.PickTarget(g, "tableau1", 2)
q2

# %%
my_answer = ["tableau4"]   # ← change me
q2.check(my_answer)

# %% [markdown] lang="en"
# ### 2.3 Empty column: a King only

# %% [markdown] lang="fr"
# ### Colonne vide : seulement un Roi

# %% [markdown] lang="en"
# When a column is empty, only a **King** may fill it — a King alone, or a group whose bottom card is a King.
# A Queen (or anything else) is refused. Emptying a column is precious: it gives a King a place to free the cards
# hidden under it.

# %% [markdown] lang="fr"
# Quand une colonne est vide, seul un **Roi** peut l'occuper — un Roi seul, ou un groupe dont la carte du bas
# est un Roi. Une Dame (ou toute autre carte) est refusée. Vider une colonne est précieux : un Roi peut y venir et
# libérer les cartes cachées sous lui.

# %%
g = sn.position("klondike", {"tableau1": "", "tableau2": "(3C) KH QS", "tableau3": "(2D) QD", "tableau4": "(5S) 6H", "tableau5": "(9S) 4C", "tableau6": "(7C) 3D", "tableau7": "(8S) 2C", "waste": "KC"})
show(g, select=('tableau2', 2))

# %%
lessons.destinations(g, "tableau2", 2, piles=["tableau1"])

# %%
t = sn.play(g)  # the same position on the interactive table: try other moves!
t.select("tableau2", 2)
t

# %% [markdown] lang="en"
# **Exercise.** Which moves are legal?

# %% [markdown] lang="fr"
# **Exercice.** Quels coups sont permis ?

# %%
q3 = ex.LegalMoves(g, ["t2-t1x2", "t2-t1x1", "t3-t1", "w-t1"])
q3

# %%
my_answer = ["a", "c"]   # ← change me
q3.check(my_answer)

# %% [markdown] lang="en"
# ### 2.4 Foundations start with Aces

# %% [markdown] lang="fr"
# ### Les fondations commencent par les As

# %% [markdown] lang="en"
# A foundation starts with an **Ace**, taken from the tableau or from the waste. Then it grows **by suit,
# going up**: 2♥ on A♥, then 3♥... Any top card of a column, or the top card of the waste, may go up. In Klondike
# the top card of a foundation may even come back down to the tableau if you need it (the cards stay *in play*).

# %% [markdown] lang="fr"
# Une fondation commence par un **As**, pris sur le tableau ou sur la défausse. Ensuite elle monte **dans la
# même couleur (enseigne)** : 2♥ sur A♥, puis 3♥... La carte du dessus d'une colonne, ou celle de la défausse, peut
# y monter. Au Klondike, la carte du dessus d'une fondation peut même redescendre sur le tableau si on en a besoin
# (les cartes restent *en jeu*).

# %%
g = sn.position("klondike", {"foundation1": "AH", "tableau1": "2H", "tableau2": "2S", "tableau3": "3H", "tableau4": "AC", "tableau5": "KS", "tableau6": "KD", "tableau7": "KC", "waste": "2C"})
show(g, select=('tableau4', 1))

# %%
lessons.destinations(g, "tableau4", 1, piles=["foundation1", "foundation2", "foundation3", "foundation4"])

# %%
t = sn.play(g)
t.select("tableau1", 1)   # 2♥: only foundation 1 lights up
t

# %% [markdown] lang="en"
# **Exercise.** Put the 2♣ of the waste on a foundation. Give your moves in order.

# %% [markdown] lang="fr"
# **Exercice.** Montez le 2♣ de la défausse sur une fondation. Donnez vos coups dans l'ordre.

# %%
q4 = ex.BuildSequence(g, ex.OnFoundation("2C"), solution=["t4-f2", "w-f2"])
q4

# %%
my_answer = ["w-f2"]   # ← change me
q4.check(my_answer)

# %% [markdown] lang="en"
# ### 2.4 bis Can a card come back from a foundation?

# %% [markdown] lang="fr"
# ### Une carte peut-elle redescendre d'une fondation ?

# %% [markdown] lang="en"
# Two French pages of rules were this kit's starting point: a page on Klondike alone (its tips come in section 4)
# and a page on Klondike **and** FreeCell. They disagree here. The second page says, for both games: « Une fois
# qu'une carte est déplacée dans les fondations, il n'est plus possible de la reprendre pour la remettre dans le
# tableau. » ("Once a card has been moved to the foundations, it can no longer be taken back to the tableau.") That
# is true of FreeCell. It is **not** true of Klondike as AisleRiot plays it, and this kit follows AisleRiot: the
# top card of a Klondike foundation stays *in play* and may come back down onto a column. **Predict** before
# running the next cell: 2♥ is on foundation 1 above A♥, and 3♠ is alone in column 1. In which game may 2♥ go back
# onto 3♠?

# %% [markdown] lang="fr"
# Deux pages françaises de règles ont servi de point de départ à ce kit : une page sur le seul Klondike (ses
# conseils viennent à la section 4) et une page sur le Klondike **et** le FreeCell. Elles ne disent pas la même
# chose ici. La seconde page dit, pour les deux jeux : « Une fois qu'une carte est déplacée dans les fondations, il
# n'est plus possible de la reprendre pour la remettre dans le tableau. » C'est vrai au FreeCell. Ce n'est **pas**
# vrai du Klondike tel qu'AisleRiot le joue, et ce kit suit AisleRiot : la carte du dessus d'une fondation du
# Klondike reste *en jeu* et peut redescendre sur une colonne. **Prédisez** avant d'exécuter la cellule suivante :
# le 2♥ est sur la fondation 1, au-dessus de l'A♥, et le 3♠ est seul dans la colonne 1. Dans quel jeu le 2♥
# peut-il redescendre sur le 3♠ ?

# %%
same_cards = {"foundation1": "AH 2H", "tableau1": "3S"}
for name in ["klondike", "freecell"]:
    both = sn.position(name, same_cards)
    print(f"{name:<9}", both.explain("f1-t1"))

# %% [markdown] lang="en"
# So keep the second page's sentence for FreeCell only. In Klondike a card sent up too early can be fetched back,
# which makes tip 4 below ("start the foundations as soon as possible") less risky than it would be in FreeCell.

# %% [markdown] lang="fr"
# Gardez donc la phrase de la seconde page pour le FreeCell seulement. Au Klondike, une carte montée trop tôt peut
# être reprise, ce qui rend le conseil 4 plus bas (« démarrez les fondations dès que possible ») moins risqué qu'il
# ne le serait au FreeCell.

# %% [markdown] lang="en"
# ### 2.5 Stock and waste

# %% [markdown] lang="fr"
# ### La pioche et la défausse

# %% [markdown] lang="en"
# When the tableau offers nothing useful, **click the stock**: its top card turns face up onto the
# **waste**. The top card of the waste may then go onto a column or a foundation — or you click the stock again,
# which covers it. Only the waste's top card can be played. Here is a position before and after one click:

# %% [markdown] lang="fr"
# Quand le tableau n'offre rien d'utile, **cliquez la pioche** : sa carte du dessus se retourne sur la
# **défausse**. La carte du dessus de la défausse peut alors aller sur une colonne ou une fondation — ou bien on
# clique encore la pioche, ce qui la recouvre. Seule la carte du dessus de la défausse se joue. Voici une position
# avant et après un clic :

# %%
g = sn.position("klondike", {"stock": "(QD) (8C)", "waste": "9H", "tableau1": "TS", "tableau2": "9D",
                             "tableau3": "KC", "tableau4": "KD", "tableau5": "KH", "tableau6": "KS", "tableau7": "QH"})
show(g, select=("waste", 1))

# %%
print(g.explain("deal"))
g.play("deal")         # the same as clicking the stock / comme un clic sur la pioche
show(g, select=("waste", 1))

# %%
g.undo()               # back to the position before the click / retour avant le clic
t = sn.play(g)
t

# %% [markdown] lang="en"
# **Exercise.** Build 10♠ 9♥ 8♣ on column 1 (you will need the stock).

# %% [markdown] lang="fr"
# **Exercice.** Construisez 10♠ 9♥ 8♣ sur la colonne 1 (il faudra la pioche).

# %%
q5 = ex.BuildSequence(g, ex.PileIs("tableau1", "TS 9H 8C"), solution=["w-t1", "deal", "w-t1"])
q5

# %%
my_answer = ["deal", "w-t1"]   # ← change me
q5.check(my_answer)

# %% [markdown] lang="en"
# ### 2.6 Draw three

# %% [markdown] lang="fr"
# ### Tirer trois cartes

# %% [markdown] lang="en"
# A common variant turns **three cards** per click (option `draw=3`). They are spread in a row on the waste,
# and only the **last one**, on top, can be played; the two under it become playable once it has left.

# %% [markdown] lang="fr"
# Une variante courante retourne **trois cartes** par clic (option `draw=3`). Elles sont étalées en ligne
# sur la défausse, et seule la **dernière**, au-dessus, se joue ; les deux du dessous deviennent jouables quand elle
# est partie.

# %%
g3 = sn.position("klondike", {"stock": "(2C) (9S) (4D) (6H) (JC)", "tableau1": "7S", "tableau2": "TD",
                               "tableau3": "5C", "tableau4": "KC", "tableau5": "KD", "tableau6": "KH",
                               "tableau7": "KS"}, draw=3)
g3.play("deal")
show(g3, select=("waste", 1))

# %%
lessons.destinations(g3, "waste", 1, piles=["tableau1", "tableau2", "tableau3"])

# %% [markdown] lang="en"
# **Exercise.** After this click, which card may you play from the waste? (its code, e.g. `"QS"`)

# %% [markdown] lang="fr"
# **Exercice.** Après ce clic, quelle carte de la défausse peut-on jouer ? (son code, par ex. `"QS"`)

# %%
q6 = ex.Question({"en": "Which waste card is playable now?", "fr": "Quelle carte de la défausse se joue maintenant ?"},
                 str(g3.pile("waste").top),
                 explanation={"en": "Only the last card turned, on top of the waste, plays.",
                              "fr": "Seule la dernière carte retournée, au-dessus de la défausse, se joue."},
                 hint={"en": "The last of the three cards turned lies on top.",
                       "fr": "La dernière des trois cartes retournées est au-dessus."})
my_answer = "9S"   # ← change me
q6.check(my_answer)

# %% [markdown] lang="en"
# ### 2.7 Redeals

# %% [markdown] lang="fr"
# ### Redistributions

# %% [markdown] lang="en"
# When the stock is empty, clicking its empty place turns the whole waste over into a **new stock**: a
# *redeal*. How many redeals you get depends on the variant: AisleRiot's Klondike allows 2 when drawing one card,
# unlimited when drawing three, and there is a harder variant with **no redeal** at all (option `redeals=0`).

# %% [markdown] lang="fr"
# Quand la pioche est vide, un clic sur sa place vide retourne toute la défausse pour en faire une
# **nouvelle pioche** : une *redistribution*. Leur nombre dépend de la variante : le Klondike d'AisleRiot en permet 2
# en tirant une carte, un nombre illimité en tirant trois, et une variante plus difficile n'en permet **aucune**
# (option `redeals=0`).

# %%
for options in [{"draw": 1}, {"draw": 3}, {"redeals": 0}]:
    left = sn.new_game("klondike", deal=1, **options).redeals_left
    print(options, "->", "∞" if left is None else left)
empty_stock = {"waste": "4C 5D 8H", "tableau1": "KS"}
normal = sn.position("klondike", empty_stock)
strict = sn.position("klondike", empty_stock, redeals=0)
print(normal.explain("redeal"))
print(strict.explain("redeal"))
show(normal)

# %%
q7 = ex.Question({"en": "Klondike drawing one card: how many times may the waste be turned over?",
                  "fr": "Klondike en tirant une carte : combien de fois peut-on retourner la défausse ?"},
                 normal.redeals_left,
                 explanation={"en": "Two redeals, so three passes through the stock in all.",
                              "fr": "Deux redistributions, donc trois passages dans la pioche en tout."})
my_answer = 3   # ← change me
q7.check(my_answer)

# %% [markdown] lang="en"
# ## 3. End of the game

# %% [markdown] lang="fr"
# ## Fin de la partie

# %% [markdown] lang="en"
# You **win** when all 52 cards are on the foundations. You **lose** when you are stuck: no move is left
# (not even a deal or a redeal). The engine tells both with `g.is_won()` and `g.is_lost()`; `g.outcome()` also
# notices when play only goes round in circles through the stock.

# %% [markdown] lang="fr"
# On **gagne** quand les 52 cartes sont sur les fondations. On **perd** quand on est bloqué : plus aucun coup
# possible (pas même distribuer ou redistribuer). Le moteur le dit avec `g.is_won()` et `g.is_lost()` ;
# `g.outcome()` repère aussi le jeu qui ne fait que tourner en rond dans la pioche.

# %%
ranks = "A 2 3 4 5 6 7 8 9 T J Q K".split()
won = sn.position("klondike", {f"foundation{i}": " ".join(r + s for r in ranks) for i, s in enumerate("CDHS", 1)})
lost = sn.position("klondike", {"tableau1": "(KC) 2H", "tableau2": "(KD) 2S"})
print("won:", won.is_won(), won.is_lost(), "|", won.outcome())
print("lost:", lost.is_won(), lost.is_lost(), "|", lost.outcome())
show(lost)

# %% [markdown] lang="en"
# ### 3.1 Going in circles

# %% [markdown] lang="fr"
# ### Tourner en rond

# %% [markdown] lang="en"
# The Klondike page calls a game lost when you are stuck, unable to move (« Vous vous retrouver bloqué, incapable
# d'effectuer un déplacement, vous perdez la partie »). The Klondike-and-FreeCell page adds a second way to lose:
# « si plus aucun progrès n'est fait après un trop grand nombre de mouvement, i.e. lorsqu'on "tourne en rond".
# Typiquement en n'ayant comme seule possibilité de défiler les cartes de la pioche sans pouvoir rien en faire. »
# (when no progress is made any more: you "go round in circles", typically when all you can still do is turn the
# stock without being able to use its cards). The engine's `g.outcome()` recognises both kinds of circle, exactly:
# it says *stuck* only when every move brings back a position already seen, or when only the stock can still be
# turned and a whole pass through it changes nothing else. `g.is_lost()` stays `False` there, since moves remain.
#
# First circle: in this position, 8♠ may go from 9♥ to 9♦ and back, and that is all. Watch the outcome change as
# the move is played:

# %% [markdown] lang="fr"
# La page sur le Klondike dit qu'on perd quand on est bloqué (« Vous vous retrouver bloqué, incapable d'effectuer un
# déplacement, vous perdez la partie »). La page Klondike et FreeCell ajoute une seconde façon de perdre : « si plus
# aucun progrès n'est fait après un trop grand nombre de mouvement, i.e. lorsqu'on "tourne en rond". Typiquement en
# n'ayant comme seule possibilité de défiler les cartes de la pioche sans pouvoir rien en faire. » Le
# `g.outcome()` du moteur reconnaît exactement les deux sortes de ronds : il dit *bloqué* seulement quand chaque coup
# ramène une position déjà vue, ou quand seule la pioche peut encore être retournée et qu'un passage complet ne
# change rien d'autre. `g.is_lost()` reste `False` dans ces cas, puisqu'il reste des coups.
#
# Premier rond : dans cette position, le 8♠ peut aller du 9♥ au 9♦ et revenir, et c'est tout. Regardez l'issue
# changer quand le coup est joué :

# %%
loop = sn.position("klondike", {"tableau1": "(KC) 9H 8S", "tableau2": "(KD) 9D", "tableau3": "(QC) 2C",
                                "tableau4": "(QD) 4C", "tableau5": "(JC) 6C", "tableau6": "(JD) 2S",
                                "tableau7": "(TC) 4S"})
print("legal moves:", [str(m) for m in loop.legal_moves()], "|", loop.outcome())
for move in ["t1-t2", "t2-t1"]:
    loop.play(move)
    print(f"after {move}: legal moves {[str(m) for m in loop.legal_moves()]}",
          f"| is_lost() {loop.is_lost()} | {loop.outcome()}")
show(loop)

# %% [markdown] lang="en"
# After one move the game is already *stuck*: the only move left, 8♠ back onto 9♥, leads to a position seen
# before. Second circle, the one the page calls typical: the stock holds 2♦ and J♥, which fit nowhere, and in the
# draw-three variant the waste may be turned over without limit. Deal, redeal, deal again: the same cards come back. The engine says *stuck* even before the first card is
# turned, because it walks through the stock once by itself to look for a use of each card.

# %% [markdown] lang="fr"
# Après un coup, la partie est déjà *bloquée* : le seul coup restant, le 8♠ de retour sur le 9♥, ramène une position
# déjà vue. Second rond, celui que la page dit typique : la pioche contient le 2♦ et le V♥, qui ne vont nulle part,
# et dans la variante à trois cartes la défausse peut être retournée sans limite. Distribuer, redistribuer,
# distribuer encore : les mêmes cartes reviennent. Le moteur dit *bloqué* avant même la première carte
# retournée, car il parcourt lui-même la pioche une fois pour chercher un emploi à chaque carte.

# %%
turning = sn.position("klondike", {"stock": "(2D) (JH)", "tableau1": "(KC) 9H", "tableau2": "(KD) 9D",
                                   "tableau3": "(QC) 2C", "tableau4": "(QD) 4C", "tableau5": "(JC) 6C",
                                   "tableau6": "(JD) 2S", "tableau7": "(TC) 4S"}, draw=3)
print("before any move:", turning.outcome())
for move in ["deal", "redeal", "deal"]:
    turning.play(move)
    waste = " ".join(str(card) for card in turning.pile("waste").cards) or "-"
    print(f"{move:<7} waste: {waste:<6} | is_lost() {turning.is_lost()} | {turning.outcome()}")

# %% [markdown] lang="en"
# The automatic players of notebooks 20 and 30 (`play_out`) use the same idea with a patience limit: a game
# ends *stuck* when every move left would bring back a position already seen, or when many moves in a row bring no
# progress (the page's « trop grand nombre de mouvement »: no new card on the foundations, no hidden card turned up).

# %% [markdown] lang="fr"
# Les joueurs automatiques des carnets 20 et 30 (`play_out`) reprennent la même idée avec une limite de
# patience : une partie finit *bloquée* quand chaque coup restant ramènerait une position déjà vue, ou quand beaucoup
# de coups de suite n'apportent aucun progrès (le « trop grand nombre de mouvement » de la page : aucune nouvelle
# carte sur les fondations, aucune carte cachée retournée).

# %% [markdown] lang="en"
# ## 4. The four tips of the Klondike page

# %% [markdown] lang="fr"
# ## Les quatre conseils de la page Klondike

# %% [markdown] lang="en"
# The French Klondike page ends with four tips (« Conseils »). Here they are as the page writes them, each with
# our translation (the same as in notebook 30):
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
# kit's own player gives a move: the **Hint** button and the greedy player of notebook 20 play the move with the
# highest value. You will see that this player does not follow every tip.

# %% [markdown] lang="fr"
# La page française sur le Klondike se termine par quatre conseils :
#
# 1. « Libérez en priorité les colonnes de gauche avec moins de cartes cachées pour créer des colonnes vides. »
# 2. « Déplacez en priorité les cartes des colonnes de droite vers les colonnes vides. »
# 3. « Quand vous placez un Roi dans une colonne vide, choisissez-le en fonction de la couleur de la Reine à votre
#    disposition. »
# 4. « Démarrez la construction des fondations dès que possible. »
#
# Chaque conseil est essayé ci-dessous sur une position préparée pour lui. Nous affichons aussi
# `move_value(game, move)`, la note que le joueur du kit donne à un coup : le bouton **Indice** et le joueur glouton
# du carnet 20 jouent le coup de plus forte note. Vous verrez que ce joueur ne suit pas tous les conseils.

# %% [markdown] lang="en"
# ### 4.1 Tip 1: left-hand columns first

# %% [markdown] lang="fr"
# ### Conseil 1 : les colonnes de gauche d'abord

# %% [markdown] lang="en"
# Two moves turn up a hidden card: 7♠ from column 2 (one hidden card under it) and 7♣ from column 6 (five hidden
# cards) can both go on 8♥. Tip 1 says: work on column 2, the one on the left with fewer hidden cards, because it
# can become empty.

# %% [markdown] lang="fr"
# Deux coups retournent une carte cachée : le 7♠ de la colonne 2 (une carte cachée dessous) et le 7♣ de la colonne 6
# (cinq cartes cachées) peuvent tous deux aller sur le 8♥. Le conseil 1 dit : travaillez sur la colonne 2, celle de
# gauche qui a moins de cartes cachées, car elle peut se vider.

# %%
from solitaire_nb.engine.strategy import move_value

tip1 = sn.position("klondike", {"tableau1": "(QH) KC", "tableau2": "(AD) 7S", "tableau3": "(JD) (TD) KD",
                                "tableau4": "(9D) (3D) (4D) KH", "tableau5": "(5H) (6H) (7H) (9S) 2H",
                                "tableau6": "(3C) (4C) (5C) (6C) (2C) 7C",
                                "tableau7": "(TS) (JS) (QC) (5S) (4S) (3S) 8H"})
for move in ["t2-t7", "t6-t7"]:
    print(f"{move}: move_value {move_value(tip1, tip1.parse_move(move)):g} | {tip1.explain(move)}")
show(tip1)

# %% [markdown] lang="en"
# **Exercise.** Follow tip 1: empty column 2. Give your moves in order (the card under 7♠ is hidden on the table;
# the text form of the position printed above shows hidden cards in brackets).

# %% [markdown] lang="fr"
# **Exercice.** Suivez le conseil 1 : videz la colonne 2. Donnez vos coups dans l'ordre (la carte sous le 7♠ est
# cachée sur la table ; la forme texte de la position affichée ci-dessus montre les cartes cachées entre
# parenthèses).

# %%
q_tip1 = ex.BuildSequence(tip1, ex.Custom(lambda g: not g.pile("tableau2").cards,
                                          {"en": "column 2 is empty", "fr": "la colonne 2 est vide"}))
q_tip1

# %%
my_answer = ["t6-t7"]   # ← change me
q_tip1.check(my_answer)

# %% [markdown] lang="en"
# **What the kit's player does.** `move_value` gives a move that turns up a card 40 points **plus one per card still
# hidden in its column**, so it prefers 7♣ from column 6 (47) to 7♠ from column 2 (43): it digs where the most
# cards are hidden, the **opposite** of tip 1. We keep it that way on purpose: notebook
# [30_klondike_tips.ipynb](30_klondike_tips.ipynb) measured both on 1000 deals, and for this player tip 1 lost
# about five points of win rate.

# %% [markdown] lang="fr"
# **Ce que fait le joueur du kit.** `move_value` donne à un coup qui retourne une carte 40 points **plus un par carte
# encore cachée dans sa colonne** : il préfère donc le 7♣ de la colonne 6 (47) au 7♠ de la colonne 2 (43). Il creuse
# là où le plus de cartes sont cachées, **le contraire** du conseil 1. Nous le gardons ainsi exprès : le carnet
# [30_klondike_tips.ipynb](30_klondike_tips.ipynb) a mesuré les deux sur 1000 donnes, et pour ce joueur le
# conseil 1 a coûté environ cinq points de taux de victoire.

# %% [markdown] lang="en"
# ### 4.2 Tip 2: from the right into empty columns

# %% [markdown] lang="fr"
# ### Conseil 2 : de la droite vers les colonnes vides

# %% [markdown] lang="en"
# Column 1 is empty. Two Kings could go there, each with its Queen: K♦ Q♠ from column 3 (one hidden card under it)
# and K♥ Q♣ from column 7 (five hidden cards). Tip 2 says: take the one from the right. The right-hand columns were
# dealt the most hidden cards, so that is where a King on the move uncovers the most.

# %% [markdown] lang="fr"
# La colonne 1 est vide. Deux Rois pourraient y aller, chacun avec sa Dame : R♦ D♠ de la colonne 3 (une carte cachée
# dessous) et R♥ D♣ de la colonne 7 (cinq cartes cachées). Le conseil 2 dit : prenez celui de droite. Les colonnes
# de droite ont reçu le plus de cartes cachées : c'est là qu'un Roi qui part en découvre le plus.

# %%
tip2 = sn.position("klondike", {"tableau1": "", "tableau2": "(8C) 4H", "tableau3": "(9C) KD QS",
                                "tableau4": "(8D) 6S", "tableau5": "(9H) 2C", "tableau6": "(TH) 8S",
                                "tableau7": "(2D) (3D) (4D) (5D) (6D) KH QC"})
for move in ["t3-t1x2", "t7-t1x2"]:
    print(f"{move}: move_value {move_value(tip2, tip2.parse_move(move)):g} | {tip2.explain(move)}")
tip2.play("t7-t1x2")   # tip 2: the King from the right / le Roi de droite
show(tip2)

# %% [markdown] lang="en"
# Here the kit's player agrees with tip 2, but for its own reason: it counts hidden cards and never looks at left or
# right. Where the left-hand column hides more cards, it takes the King from the left.

# %% [markdown] lang="fr"
# Ici le joueur du kit est d'accord avec le conseil 2, mais pour sa propre raison : il compte les cartes cachées et
# ne regarde jamais la gauche ou la droite. Si la colonne de gauche cache plus de cartes, il prend le Roi de gauche.

# %% [markdown] lang="en"
# ### 4.3 Tip 3: the King for the Queen

# %% [markdown] lang="fr"
# ### Conseil 3 : le Roi pour la Reine

# %% [markdown] lang="en"
# Column 1 is empty, and two Kings may go there: K♠ from the waste, or K♥ from column 6. The Queen you have at hand
# is Q♦, on top of column 4, with a hidden card under it. **Predict** which King tip 3 chooses, then try it.

# %% [markdown] lang="fr"
# La colonne 1 est vide, et deux Rois peuvent y aller : le R♠ de la défausse, ou le R♥ de la colonne 6. La Reine à
# votre disposition (la page dit « Reine », le kit dit Dame) est la D♦, au-dessus de la colonne 4, avec une carte cachée dessous. **Prédisez** quel Roi le
# conseil 3 choisit, puis essayez.

# %%
tip3 = sn.position("klondike", {"waste": "KS", "tableau1": "", "tableau2": "(3S) 5H", "tableau3": "(3H) 9S",
                                "tableau4": "(4S) QD", "tableau5": "(8C) 2H", "tableau6": "(7D) KH",
                                "tableau7": "(5S) 7H"})
for move in ["w-t1", "t6-t1"]:
    print(f"{move}: move_value {move_value(tip3, tip3.parse_move(move)):g} | {tip3.explain(move)}")
show(tip3)

# %% [markdown] lang="en"
# **Exercise.** Put Q♦ on a King in column 1, so that the card hidden under it turns up. Give your moves in order.

# %% [markdown] lang="fr"
# **Exercice.** Posez la D♦ sur un Roi dans la colonne 1, pour que la carte cachée dessous se retourne. Donnez vos
# coups dans l'ordre.

# %%
q_tip3 = ex.BuildSequence(tip3, ex.Custom(
    lambda g: [c.rank for c in g.pile("tableau1").cards] == [13, 12] and str(g.pile("tableau1").top) == "QD",
    {"en": "Q♦ lies on a King in column 1", "fr": "la D♦ est sur un Roi dans la colonne 1"}))
q_tip3

# %%
my_answer = ["t6-t1"]   # ← change me
q_tip3.check(my_answer)

# %% [markdown] lang="en"
# The kit's player ignores tip 3: it prefers the King that turns up a card (K♥, 40 points, against 17 for K♠ from
# the waste), and then Q♦ has nowhere to go, since a red Queen cannot go on a red King.

# %% [markdown] lang="fr"
# Le joueur du kit ignore le conseil 3 : il préfère le Roi qui retourne une carte (R♥, 40 points, contre 17 pour le
# R♠ de la défausse), et la D♦ n'a ensuite nulle part où aller, puisqu'une Dame rouge ne va pas sur un Roi rouge.

# %% [markdown] lang="en"
# ### 4.4 Tip 4: foundations as early as possible

# %% [markdown] lang="fr"
# ### Conseil 4 : les fondations dès que possible

# %% [markdown] lang="en"
# A♣ is on top of column 3, 2♣ on top of the waste, 3♣ on top of column 5. Following tip 4, send them up at once:
# each card that goes up uncovers another (a hidden card of column 3, the waste's next card, a hidden card of
# column 5).

# %% [markdown] lang="fr"
# L'A♣ est au-dessus de la colonne 3, le 2♣ au-dessus de la défausse, le 3♣ au-dessus de la colonne 5. Suivant le
# conseil 4, montez-les tout de suite : chaque carte qui monte en découvre une autre (une carte cachée de la
# colonne 3, la carte suivante de la défausse, une carte cachée de la colonne 5).

# %%
tip4 = sn.position("klondike", {"waste": "9D 2C", "tableau1": "KH", "tableau2": "(6S) JS", "tableau3": "(5H) AC",
                                "tableau4": "(8H) TH", "tableau5": "(4D) (7S) 3C", "tableau6": "(QS) 5D",
                                "tableau7": "(JH) 9H"})
for move in ["t3-f1", "w-f1", "t5-f1"]:
    print(f"{move}: move_value {move_value(tip4, tip4.parse_move(move)):g} | {tip4.explain(move)}")
    tip4.play(move)
show(tip4)

# %% [markdown] lang="en"
# The kit's player follows tip 4 without hesitation: any card sent to a foundation earns 50 points, more than any
# other move. Notebook 30 also tried the opposite (holding cards back until no other card can need them) and found
# no difference it could measure.
#
# **In short**, the kit's player (and the **Hint** button) digs where most cards are hidden (against tip 1), agrees
# with tip 2 only because right-hand columns hide more cards, ignores tip 3, and follows tip 4. Are the tips right
# after all? Notebook [30_klondike_tips.ipynb](30_klondike_tips.ipynb) puts each of them to the test on many deals.

# %% [markdown] lang="fr"
# Le joueur du kit suit le conseil 4 sans hésiter : toute carte montée sur une fondation vaut 50 points, plus que
# n'importe quel autre coup. Le carnet 30 a aussi essayé le contraire (retenir les cartes tant qu'une autre carte
# peut en avoir besoin) et n'a trouvé aucune différence mesurable.
#
# **En bref**, le joueur du kit (et le bouton **Indice**) creuse là où le plus de cartes sont cachées (contre le
# conseil 1), est d'accord avec le conseil 2 seulement parce que les colonnes de droite cachent plus de cartes,
# ignore le conseil 3, et suit le conseil 4. Les conseils sont-ils justes, finalement ? Le carnet
# [30_klondike_tips.ipynb](30_klondike_tips.ipynb) met chacun d'eux à l'épreuve sur de nombreuses donnes.

# %% [markdown] lang="en"
# ## 5. Now play!

# %% [markdown] lang="fr"
# ## À vous de jouer !

# %% [markdown] lang="en"
# Everything you need is above. Click a card then a pile (or drag it), double-click to send a card home,
# click the stock to deal. Use **Undo** freely. Change `deal=` for another game, or add `draw=3` for the harder
# variant. Good luck!

# %% [markdown] lang="fr"
# Tout ce qu'il faut est au-dessus. Cliquez une carte puis une pile (ou glissez-la), double-cliquez pour
# monter une carte, cliquez la pioche pour distribuer. N'hésitez pas à **Annuler**. Changez `deal=` pour une autre
# partie, ou ajoutez `draw=3` pour la variante plus difficile. Bonne chance !

# %%
sn.play("klondike", deal=7)

# %%
# sn.play("klondike", deal=2024, draw=3)   # ← the draw-three variant / la variante à trois cartes
