# %% [markdown] lang="en"
# # Glossary 3: building
#
# Which card may go on which: rank orders, suit rules, the wrap-around and sequences, first on their own, then
# on the tables of real games.

# %% [markdown] lang="fr"
# # Glossaire 3 : construire
#
# Quelle carte peut aller sur quelle autre : ordres des rangs, règles de couleur, enchaînement Roi-As et suites,
# d'abord hors de tout jeu, puis sur les tables de vrais jeux.

# %% [markdown] lang="en"
# Each word below comes with its glossary card (definition, rule, example, and the engine object that implements
# it: the same words the engine uses in its messages), a demonstration, and exercises the engine corrects. Cards
# marked *term of the AisleRiot manual's glossary* give the manual's own words; the others are extra words this
# kit needs.
#
# **How building works in the engine.** A building rule is one *rank order* (down, up, up or down, by N, with or
# without the wrap-around) combined with one *suit rule* (by suit, by colour, by alternate colour, any suit but
# its own, regardless of suit): `Build(Down(), ALTERNATE_COLOUR)` is Klondike's tableau. `rule.fits(card, onto)`
# answers whether a card may go on another, so you can try every combination, even those no game of the kit
# uses yet.
#
# **How to answer an exercise.** Each exercise prints its question. Write your answer in the cell below it, in
# place of `...`, and run that cell; the cell after it shows your points (1 for a right answer, 0 otherwise).
# A wrong answer first gets only how many of its parts are wrong and a hint naming the glossary word to think
# about: look again and try again. To see every part explained, run `q.check(answer, reveal=True)` (or
# `q.check(answer).reveal()`). Cards may be written as codes, `7H` or `7h`, or with their suit sign, `7♥`;
# yes and no as `True`/`False`, `"yes"`/`"no"` or `"oui"`/`"non"`; a pile as `tableau1` or `t1`. A few
# questions ask you to explain something in a sentence: your teacher reads and grades it; the engine does not.

# %% [markdown] lang="fr"
# Chaque mot ci-dessous vient avec sa fiche de glossaire (définition, règle, exemple, et l'objet du moteur qui le
# réalise : les mêmes mots que ceux des messages du moteur), une démonstration, et des exercices corrigés par le
# moteur. Les fiches marquées *terme du glossaire du manuel d'AisleRiot* reprennent les mots du manuel ; les
# autres sont des mots supplémentaires dont ce kit a besoin.
#
# **La construction dans le moteur.** Une règle de construction combine un *ordre des rangs* (en descendant, en
# montant, dans les deux sens, de N, avec ou sans enchaînement Roi-As) et une *règle de couleur* (par couleur, par
# couleur (rouge et noir), par couleur (rouge et noir) alternée, sauf la sienne, quelle que soit la couleur) :
# `Build(Down(), ALTERNATE_COLOUR)` est le tableau du Klondike. `rule.fits(carte, sur)` dit si une carte peut
# aller sur une autre ; on peut donc essayer toutes les combinaisons, même celles qu'aucun jeu du kit n'utilise
# encore.
#
# **Un mot de vocabulaire.** Comme le manuel d'AisleRiot, ce kit appelle *couleur* chacune des quatre séries
# (♠ pique, ♥ cœur, ♦ carreau, ♣ trèfle), et *couleur (rouge et noir)* le rouge ou le noir d'une carte :
# « par couleur » veut dire « pique sur pique, cœur sur cœur », et « par couleur (rouge et noir) » veut dire
# « rouge sur rouge, noir sur noir ».
#
# **Comment répondre à un exercice.** Chaque exercice affiche sa question. Écrivez votre réponse dans la cellule
# qui la suit, à la place de `...`, et exécutez cette cellule ; la cellule suivante affiche vos points (1 pour
# une bonne réponse, 0 sinon). Une réponse fausse reçoit d'abord seulement le nombre de ses parties fausses et
# un indice qui nomme le mot du glossaire auquel penser : regardez de nouveau, puis réessayez. Pour voir chaque
# partie expliquée, exécutez `q.check(answer, reveal=True)` (ou `q.check(answer).reveal()`). Une carte s'écrit
# par son code, `7H` ou `7h`, ou avec le signe de sa couleur, `7♥` (et `R♠`, `D♥`, `V♣` pour les figures) ;
# oui et non sous la forme `True`/`False`, `"oui"`/`"non"` ou `"vrai"`/`"faux"` ; une pile sous la forme `tableau1`
# ou `t1`. Quelques questions demandent une explication en une phrase : votre texte est lu et noté par votre enseignant, pas par le moteur.

# %%
import solitaire_nb as sn
from solitaire_nb.rules import (
    ALTERNATE_COLOUR,
    ANY_SUIT_BUT_OWN,
    BY_COLOUR,
    BY_SUIT,
    REGARDLESS_OF_SUIT,
    Build,
    Down,
    Up,
    UpOrDown,
)
from solitaire_nb.table.show import show
from solitaire_nb.teaching import lessons
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.exercises import (
    BuildSequence,
    PickTarget,
    PileIs,
    WhichFit,
    WhichRule,
    feedback_in_steps,
)

sn.set_lang("en")
feedback_in_steps()

# %% [markdown] lang="en"
# ### Building
#
# Building means placing a card (or a group of cards) on another card, as the pile's rule allows. Every building
# rule is a rank order plus a suit rule. Klondike's tableau, for example: its rule, then whether 7♥ may go on
# 8♠, and on 8♦. On the table, the 7♥ is selected and the pile where it may go lights up.

# %% [markdown] lang="fr"
# ### Construction
#
# Construire, c'est poser une carte (ou un groupe de cartes) sur une autre carte, comme la règle de la pile le
# permet. Toute règle de construction est un ordre des rangs plus une règle de couleur. Le tableau du Klondike,
# par exemple : sa règle, puis si 7♥ peut aller sur 8♠, et sur 8♦. Sur la table, le 7♥ est sélectionné et la pile
# où il peut aller s'allume.

# %%
lessons.concept("building")

# %%
klondike_tableau = Build(Down(), ALTERNATE_COLOUR)
print(klondike_tableau.label(), "—", klondike_tableau.rule())
print(klondike_tableau.fits(sn.Card.parse("7H"), sn.Card.parse("8S")),
      klondike_tableau.fits(sn.Card.parse("7H"), sn.Card.parse("8D")))
show(sn.position("klondike", {"tableau1": "8S", "tableau2": "7H", "tableau3": "8D", "tableau4": "KC",
                              "tableau5": "KD", "tableau6": "KH", "tableau7": "KS"}),
     select=("tableau2", 1))

# %% [markdown] lang="en"
# **Which cards fit?** The same rule, other cards.

# %% [markdown] lang="fr"
# **Quelles cartes vont ?** La même règle, d'autres cartes.

# %% exercise="fit_building" part="ask"
q = WhichFit(Build(Down(), ALTERNATE_COLOUR), "QD", "JS JH KC JC")
q

# %% exercise="fit_building" part="answer"
answer = ...  # ← your answer, a list of cards such as ["7H"], or [] for none
### BEGIN SOLUTION
answer = ["JS", "J♣"]
### END SOLUTION
q.check(answer)

# %% exercise="fit_building" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ## Rank orders
#
# In each demonstration below, a table says for a few cards whether they may go on one card, and which rule
# refuses them. The exercise after it uses other cards: work it out from the rule.

# %% [markdown] lang="fr"
# ## Ordres des rangs
#
# Dans chaque démonstration ci-dessous, un tableau dit, pour quelques cartes, si elles peuvent aller sur une
# carte donnée, et quelle règle les refuse. L'exercice qui suit emploie d'autres cartes : trouvez la réponse à
# partir de la règle.

# %% [markdown] lang="en"
# ### Build down
#
# A card goes on a card one rank **higher** than itself: a 7 on an 8, a Queen on a King. Here suits do not
# matter.

# %% [markdown] lang="fr"
# ### Construire en descendant
#
# Une carte va sur une carte d'un rang **plus haut** qu'elle : un 7 sur un 8, une Dame sur un Roi. Ici, les
# couleurs ne comptent pas.

# %%
lessons.concept("build_down")

# %%
rule = Build(Down(), REGARDLESS_OF_SUIT)
lessons.fits_table(rule, "8S", "7H 7S 9D 6C")

# %% exercise="fit_down" part="ask"
q = WhichFit(Build(Down(), REGARDLESS_OF_SUIT), "4H", "3H 5C 3S 2D")
q

# %% exercise="fit_down" part="answer"
answer = ...  # ← your answer, a list of cards such as ["7H"], or [] for none
### BEGIN SOLUTION
answer = ["3H", "3S"]
### END SOLUTION
q.check(answer)

# %% exercise="fit_down" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Build up
#
# A card goes on a card one rank **lower** than itself: a 2 on an Ace. Foundations are built up.

# %% [markdown] lang="fr"
# ### Construire en montant
#
# Une carte va sur une carte d'un rang **plus bas** qu'elle : un 2 sur un As. Les fondations se construisent en
# montant.

# %%
lessons.concept("build_up")

# %%
rule = Build(Up(), BY_SUIT)
lessons.fits_table(rule, "7H", "8H 8S 6H 9H")

# %% exercise="fit_up" part="ask"
q = WhichFit(Build(Up(), BY_SUIT), "JC", "QC KC TC QS")
q

# %% exercise="fit_up" part="answer"
answer = ...  # ← your answer, a list of cards such as ["7H"], or [] for none
### BEGIN SOLUTION
answer = ["QC"]
### END SOLUTION
q.check(answer)

# %% exercise="fit_up" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Build up or down
#
# Both directions are allowed: a card goes on a card one rank higher or one rank lower (Fortress, Union Square,
# Golf...). Without the wrap-around, a King and an Ace are not neighbours.

# %% [markdown] lang="fr"
# ### Construire en montant ou en descendant
#
# Les deux sens sont permis : une carte va sur une carte d'un rang plus haut ou plus bas (« Forteresse »,
# Union Square, Golf…). Sans l'enchaînement Roi-As, un Roi et un As ne sont pas voisins.

# %%
lessons.concept("build_up_or_down")

# %%
rule = Build(UpOrDown(), BY_SUIT)
lessons.fits_table(rule, "7C", "6C 8C 7C 8D")

# %% exercise="fit_up_or_down" part="ask"
q = WhichFit(Build(UpOrDown(), BY_SUIT), "KD", "QD AD KD JD")
q

# %% exercise="fit_up_or_down" part="answer"
answer = ...  # ← your answer, a list of cards such as ["7H"], or [] for none
### BEGIN SOLUTION
answer = ["QD"]
### END SOLUTION
q.check(answer)

# %% exercise="fit_up_or_down" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Build down by N
#
# Like build down, but the gap is N ranks instead of one. No game of the kit uses it yet: compose it yourself,
# `Down(by=2)` for a gap of 2.

# %% [markdown] lang="fr"
# ### Construire en descendant de N
#
# Comme construire en descendant, mais l'écart est de N rangs au lieu d'un. Aucun jeu du kit ne l'utilise encore :
# composez-le vous-même, `Down(by=2)` pour un écart de 2.

# %%
lessons.concept("build_down_by")

# %%
rule = Build(Down(by=2), REGARDLESS_OF_SUIT)
lessons.fits_table(rule, "9S", "7H 8S 7C JD")

# %% [markdown] lang="en"
# The exercise uses a gap of 3.

# %% [markdown] lang="fr"
# L'exercice emploie un écart de 3.

# %% exercise="fit_down_by" part="ask"
q = WhichFit(Build(Down(by=3), REGARDLESS_OF_SUIT), "TC", "7H 8C 7C KD")
q

# %% exercise="fit_down_by" part="answer"
answer = ...  # ← your answer, a list of cards such as ["5D"], or [] for none
### BEGIN SOLUTION
answer = ["7H", "7C"]
### END SOLUTION
q.check(answer)

# %% exercise="fit_down_by" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Build up by N
#
# Like build up, with a gap of N ranks: `Up(by=3)` for a gap of 3. Hopscotch uses it: its first foundation is
# built up by 1, the second by 2, the third by 3 and the fourth by 4, whatever the suit, a King being followed by
# an Ace. The examples below join it to **by suit** instead, so that a card must pass both rules: unlike in
# Hopscotch, the suit counts there.

# %% [markdown] lang="fr"
# ### Construire en montant de N
#
# Comme construire en montant, avec un écart de N rangs : `Up(by=3)` pour un écart de 3. Hopscotch l'utilise : sa
# première fondation se construit en montant de 1, la deuxième de 2, la troisième de 3 et la quatrième de 4,
# quelle que soit la couleur, un As suivant le Roi. Les exemples ci-dessous la joignent plutôt à **par couleur**, si
# bien qu'une carte doit respecter les deux règles : contrairement à Hopscotch, la couleur y compte.

# %%
lessons.concept("build_up_by")

# %%
rule = Build(Up(by=3), BY_SUIT)
lessons.fits_table(rule, "4D", "7D 5D 7S AD")

# %% exercise="fit_up_by" part="ask"
q = WhichFit(Build(Up(by=2), BY_SUIT), "9C", "JC TC JS 7C")
q

# %% exercise="fit_up_by" part="answer"
answer = ...  # ← your answer, a list of cards such as ["7H"], or [] for none
### BEGIN SOLUTION
answer = ["JC"]
### END SOLUTION
q.check(answer)

# %% exercise="fit_up_by" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Predict, then check.** A Hopscotch position: from left to right the foundations are built up by 1, 2,
# 3 and 4. Where may the 6♣ of reserve 1 go? (A reserve card of Hopscotch plays only to a foundation.)

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Une position de Hopscotch : de gauche à droite, les fondations se construisent en
# montant de 1, 2, 3 et 4. Où peut aller le 6♣ de la réserve 1 ? (Une carte de réserve de Hopscotch ne se joue que
# sur une fondation.)

# %% exercise="hopscotch" part="ask"
position = sn.position("hopscotch", {"foundation1": "AC 2H 3D 4S 5H", "foundation2": "2C 4D",
                                     "foundation3": "3C 6S", "foundation4": "4C 8H", "reserve1": "6C",
                                     "reserve2": "TD"})
q = PickTarget(position, "reserve1")
display(show(position))
q

# %% exercise="hopscotch" part="answer"
answer = ...  # ← your answer, a list of pile ids such as ["foundation4"], or [] for nowhere
### BEGIN SOLUTION
answer = ["f1", "f2"]
### END SOLUTION
q.check(answer)

# %% exercise="hopscotch" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="hopscotch" part="reveal"
# **Now look.** The 6♣ selected: the foundations where it may go light up.

# %% [markdown] lang="fr" exercise="hopscotch" part="reveal"
# **Regardez.** Le 6♣ est sélectionné : les fondations où il peut aller s'allument.

# %% exercise="hopscotch" part="reveal"
show(position, select=("reserve1", 1))

# %% [markdown] lang="en"
# ### Wrap-around
#
# With the wrap-around, the King and the Ace are neighbours: when building down a King may go on an Ace, and when
# building up an Ace may go on a King. Agnes, Canfield and about twenty other games of the kit use it. First the
# Ace of spades on the King of spades, building up without and with the wrap-around, then a table for building
# down by suit with it.

# %% [markdown] lang="fr"
# ### Enchaînement Roi-As
#
# Avec l'enchaînement Roi-As, le Roi et l'As sont voisins : en descendant, un Roi peut aller sur un As, et en
# montant, un As peut aller sur un Roi. Agnes, « Champ de boîtes » et une vingtaine d'autres jeux du kit
# l'utilisent. D'abord l'As de pique sur le Roi de pique, en montant, sans puis avec l'enchaînement, puis un
# tableau pour la construction en descendant par couleur avec lui.

# %%
lessons.concept("wrap")

# %%
ace, king = sn.Card.parse("AS"), sn.Card.parse("KS")
print(Build(Up(), BY_SUIT).fits(ace, king), Build(Up(wrap=True), BY_SUIT).fits(ace, king))
lessons.fits_table(Build(Down(wrap=True), BY_SUIT), "AS", "KS QS 2S")

# %% [markdown] lang="en"
# **Which cards fit?** Agnes's tableau rule: down by colour, with the wrap-around (the exercise names it:
# "King and Ace next to each other").

# %% [markdown] lang="fr"
# **Quelles cartes vont ?** La règle du tableau d'Agnes : en descendant par couleur (rouge et noir), avec
# l'enchaînement Roi-As (l'exercice le dit : « le Roi et l'As voisins »).

# %% exercise="fit_wrap" part="ask"
q = WhichFit(Build(Down(wrap=True), BY_COLOUR), "AC", "KS KH 2C QC")
q

# %% exercise="fit_wrap" part="answer"
answer = ...  # ← your answer, a list of cards such as ["7H"], or [] for none
### BEGIN SOLUTION
answer = ["KS"]
### END SOLUTION
q.check(answer)

# %% exercise="fit_wrap" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **A sequence of moves.** An Agnes position (down by colour, King and Ace next to each other). Reach the goal
# in as few moves as you can; `t4-t2` moves the top card of tableau 4 onto tableau 2.

# %% [markdown] lang="fr"
# **Une suite de coups.** Une position d'Agnes (en descendant par couleur (rouge et noir), le Roi et l'As
# voisins). Atteignez le but en le moins de coups possible ; `t4-t2` déplace la carte du dessus du tableau 4 sur
# le tableau 2.

# %% exercise="agnes_sequence" part="ask"
position = sn.position("agnes", {"foundation1": "7C", "tableau1": "2C", "tableau2": "QC KS", "tableau3": "AS",
                                 "tableau4": "5H", "tableau5": "8D", "tableau6": "JH", "tableau7": "4D"},
                       state={"base_rank": 7})
q = BuildSequence(position, PileIs("tableau1", "2C AS KS QC"))
display(show(position))
q

# %% exercise="agnes_sequence" part="answer"
answer = ...  # ← your answer, a list of moves such as ["t4-t2", "t1-t4"]
### BEGIN SOLUTION
answer = ["t3-t1", "t2-t1", "t2-t1"]
### END SOLUTION
q.check(answer)

# %% exercise="agnes_sequence" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Explain why.** Answer in a sentence, between quotes.

# %% [markdown] lang="fr"
# **Expliquez pourquoi.** Répondez en une phrase, entre guillemets.

# %% exercise="agnes_wrap" part="ask"
q = exercise("building.agnes_wrap")
q

# %% exercise="agnes_wrap" part="explain"
because = ...  # ← your explanation, in a sentence
### BEGIN SOLUTION
### en
because = ("Built up from a 9, a foundation reaches the King after five cards; to take the Ace, 2, ... 8 of its "
           "suit as well it must go on from the King to the Ace, which only the wrap-around allows.")
### fr
because = ("Montée à partir d'un 9, une fondation atteint le Roi après cinq cartes ; pour prendre aussi "
           "l'As, le 2, … le 8 de sa couleur, elle doit continuer du Roi à l'As, ce que seul l'enchaînement "
           "Roi-As permet.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ## Suit rules

# %% [markdown] lang="fr"
# ## Règles de couleur

# %% [markdown] lang="en"
# ### Build by alternate colour
#
# Red on black, black on red (the tableaux of Klondike and FreeCell).

# %% [markdown] lang="fr"
# ### Construire par couleur (rouge et noir) alternée
#
# Rouge sur noir, noir sur rouge (les tableaux du Klondike et du FreeCell).

# %%
lessons.concept("build_alternate_colour")

# %%
rule = Build(Down(), ALTERNATE_COLOUR)
lessons.fits_table(rule, "9C", "8H 8D 8S 7H")

# %% exercise="fit_alternate" part="ask"
q = WhichFit(Build(Down(), ALTERNATE_COLOUR), "6H", "5S 5D 5C 7S")
q

# %% exercise="fit_alternate" part="answer"
answer = ...  # ← your answer, a list of cards such as ["7H"], or [] for none
### BEGIN SOLUTION
answer = ["5S", "5C"]
### END SOLUTION
q.check(answer)

# %% exercise="fit_alternate" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Build by colour
#
# Red on red, black on black, whatever the suit (Agnes, Whitehead).

# %% [markdown] lang="fr"
# ### Construire par couleur (rouge et noir)
#
# Rouge sur rouge, noir sur noir, quelle que soit la couleur (Agnes, « Tête blanche »).

# %%
lessons.concept("build_by_colour")

# %%
rule = Build(Down(), BY_COLOUR)
lessons.fits_table(rule, "9C", "8H 8S 8C 7S")

# %% exercise="fit_colour" part="ask"
q = WhichFit(Build(Down(), BY_COLOUR), "JD", "TH TS TD QD")
q

# %% exercise="fit_colour" part="answer"
answer = ...  # ← your answer, a list of cards such as ["7H"], or [] for none
### BEGIN SOLUTION
answer = ["TH", "10♦"]
### END SOLUTION
q.check(answer)

# %% exercise="fit_colour" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Build by suit
#
# Only on the same suit: hearts on hearts, spades on spades (the foundations of almost every game, and the
# tableaux of Forty Thieves and Eight Off).

# %% [markdown] lang="fr"
# ### Construire par couleur
#
# Seulement sur la même couleur : cœur sur cœur, pique sur pique (les fondations de presque tous les jeux, et les
# tableaux des « Quarante voleurs » ou de « Huit en dehors »).

# %%
lessons.concept("build_by_suit")

# %%
rule = Build(Up(), BY_SUIT)
lessons.fits_table(rule, "5H", "6H 6D 4H 6S")

# %% [markdown] lang="en"
# The exercise builds down by suit, as the tableau of Forty Thieves does.

# %% [markdown] lang="fr"
# L'exercice construit en descendant par couleur, comme le tableau des « Quarante voleurs ».

# %% exercise="fit_suit" part="ask"
q = WhichFit(Build(Down(), BY_SUIT), "8S", "7S 7C 9S 7H")
q

# %% exercise="fit_suit" part="answer"
answer = ...  # ← your answer, a list of cards such as ["7H"], or [] for none
### BEGIN SOLUTION
answer = ["7S"]
### END SOLUTION
q.check(answer)

# %% exercise="fit_suit" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Build by any suit but own
#
# Any suit except the card's own: a heart may cover a spade, a club or a diamond, never a heart (Thumb and
# Pouch).

# %% [markdown] lang="fr"
# ### Construire sur n'importe quelle couleur sauf la sienne
#
# N'importe quelle couleur sauf la sienne : un cœur peut couvrir un pique, un trèfle ou un carreau, jamais un cœur
# (« Pouce et poche »).

# %%
lessons.concept("build_any_suit_but_own")

# %%
rule = Build(Down(), ANY_SUIT_BUT_OWN)
lessons.fits_table(rule, "9S", "8S 8H 8C 7D")

# %% exercise="fit_not_own" part="ask"
q = WhichFit(Build(Down(), ANY_SUIT_BUT_OWN), "4D", "3D 3H 3C 5S")
q

# %% exercise="fit_not_own" part="answer"
answer = ...  # ← your answer, a list of cards such as ["7H"], or [] for none
### BEGIN SOLUTION
answer = ["3H", "3C"]
### END SOLUTION
q.check(answer)

# %% exercise="fit_not_own" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Build regardless of suit
#
# Neither the suit nor the colour counts, only the rank (Spider, Baker's Dozen, Golf).

# %% [markdown] lang="fr"
# ### Construire quelle que soit la couleur
#
# Ni la couleur ni le rouge ou le noir ne comptent, seulement le rang (« L'araignée », « Les boulangers », Golf).

# %%
lessons.concept("build_regardless_of_suit")

# %%
rule = Build(Down(), REGARDLESS_OF_SUIT)
lessons.fits_table(rule, "JD", "TD TS TH 9C")

# %% [markdown] lang="en"
# The exercise builds up regardless of suit, as the foundations of Sir Tommy do.

# %% [markdown] lang="fr"
# L'exercice construit en montant quelle que soit la couleur, comme les fondations de Sir Tommy.

# %% exercise="fit_any_suit" part="ask"
q = WhichFit(Build(Up(), REGARDLESS_OF_SUIT), "2C", "3H 3C AD 4S")
q

# %% exercise="fit_any_suit" part="answer"
answer = ...  # ← your answer, a list of cards such as ["7H"], or [] for none
### BEGIN SOLUTION
answer = ["3H", "3C"]
### END SOLUTION
q.check(answer)

# %% exercise="fit_any_suit" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Explain why.** Compare the suit rules you have just seen. Answer in a sentence, between quotes.

# %% [markdown] lang="fr"
# **Expliquez pourquoi.** Comparez les règles de couleur que vous venez de voir. Répondez en une phrase, entre
# guillemets.

# %% exercise="suit_harder" part="ask"
q = exercise("building.suit_harder")
q

# %% exercise="suit_harder" part="explain"
because = ...  # ← your explanation, in a sentence
### BEGIN SOLUTION
### en
because = ("In Klondike two cards may go on the 9♣ (8♥ and 8♦) but only one (8♣) when building by suit, so each "
           "card has fewer places to go and piles get stuck more often.")
### fr
because = ("Au Klondike, deux cartes peuvent aller sur le 9♣ (8♥ et 8♦), mais une seule (8♣) quand on "
           "construit par couleur : chaque carte a moins de places où aller, et les piles se bloquent plus "
           "souvent.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ## Sequences

# %% [markdown] lang="fr"
# ## Les suites

# %% [markdown] lang="en"
# ### Sequence
#
# A sequence is a run of face-up cards, each built on the card below it by the pile's rule.
# `rule.is_sequence(cards)` checks one. Three runs under Klondike's rule, down by alternate colour:

# %% [markdown] lang="fr"
# ### Suite
#
# Une suite est une série de cartes visibles, chacune construite sur celle du dessous selon la règle de la pile.
# `rule.is_sequence(cartes)` en vérifie une. Trois séries avec la règle du Klondike, en descendant par couleur
# (rouge et noir) alternée :

# %%
lessons.concept("sequence")

# %%
rule = Build(Down(), ALTERNATE_COLOUR)
for cards in ["9S 8D 7C", "9S 8D 7D", "KH QS JH TC"]:
    print(" ".join(card.phrase_text(sn.get_lang()) for card in sn.parse_cards(cards)), "→",
          rule.is_sequence(sn.parse_cards(cards)))

# %% [markdown] lang="en"
# **True or false?** Another game, another rule.

# %% [markdown] lang="fr"
# **Vrai ou faux ?** Un autre jeu, une autre règle.

# %% exercise="whitehead_sequence" part="ask"
q = exercise("building.whitehead_sequence")
q

# %% exercise="whitehead_sequence" part="answer"
answer = ...  # ← your answer, True or False
### BEGIN SOLUTION
answer = True
### END SOLUTION
q.check(answer)

# %% exercise="whitehead_sequence" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Where does the sequence break?**

# %% [markdown] lang="fr"
# **Où la suite se casse-t-elle ?**

# %% exercise="sequence_break" part="ask"
q = exercise("building.sequence_break")
q

# %% exercise="sequence_break" part="answer"
answer = ...  # ← your answer, one card such as "7H"
### BEGIN SOLUTION
answer = "8♠"
### END SOLUTION
q.check(answer)

# %% exercise="sequence_break" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ## On the tables of real games
#
# **Which rule says no?** On each position below the engine refuses a move. Before you read the engine's reason,
# name the rule that refuses it: a letter when choices are given, or else the rule's glossary term (in English
# or in French, such as `"build by suit"` or `"construire par couleur"`).

# %% [markdown] lang="fr"
# ## Sur les tables de vrais jeux
#
# **Quelle règle dit non ?** Sur chaque position ci-dessous, le moteur refuse un coup. Avant de lire la raison du
# moteur, nommez la règle qui le refuse : une lettre quand des choix sont proposés, sinon le terme du glossaire
# de la règle (en français ou en anglais, comme `"construire par couleur"` ou `"build by suit"`).

# %% [markdown] lang="en"
# Whitehead: the 5♣ of tableau 2 onto the 6♦ of tableau 1.

# %% [markdown] lang="fr"
# « Tête blanche » : le 5♣ du tableau 2 sur le 6♦ du tableau 1.

# %% exercise="rule_whitehead" part="ask"
position = sn.position("whitehead", {"tableau1": "6D", "tableau2": "5C", "tableau3": "5H", "tableau4": "KS"})
q = WhichRule(position, "t2-t1", choices=["build_alternate_colour", "build_by_colour", "build_down"])
display(show(position))
q

# %% exercise="rule_whitehead" part="answer"
answer = ...  # ← your answer, a letter such as "a", or the rule's name
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="rule_whitehead" part="score"
q.score(answer)

# %% [markdown] lang="en"
# Fortress: the 6♥ of tableau 2 onto the 8♥ of tableau 1.

# %% [markdown] lang="fr"
# « Forteresse » : le 6♥ du tableau 2 sur le 8♥ du tableau 1.

# %% exercise="rule_fortress" part="ask"
position = sn.position("fortress", {"tableau1": "8H", "tableau2": "6H", "tableau3": "9S", "tableau4": "7H"})
q = WhichRule(position, "t2-t1", choices=["build_by_suit", "build_up_or_down", "wrap"])
display(show(position))
q

# %% exercise="rule_fortress" part="answer"
answer = ...  # ← your answer, a letter such as "a", or the rule's name
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="rule_fortress" part="score"
q.score(answer)

# %% [markdown] lang="en"
# Thumb and Pouch: the 10♥ of tableau 2 onto the J♥ of tableau 1. No choices this time: write the rule's name.

# %% [markdown] lang="fr"
# « Pouce et poche » : le 10♥ du tableau 2 sur le V♥ du tableau 1. Pas de choix cette fois : écrivez le nom de
# la règle.

# %% exercise="rule_thumb" part="ask"
position = sn.position("thumb_and_pouch", {"tableau1": "JH", "tableau2": "TH", "tableau3": "TC", "tableau4": "QS"})
q = WhichRule(position, "t2-t1")
display(show(position))
q

# %% exercise="rule_thumb" part="answer"
answer = ...  # ← your answer, the rule's name, such as "build by suit"
### BEGIN SOLUTION
### en
answer = "build by any suit but own"
### fr
answer = "construire sur n'importe quelle couleur sauf la sienne"
### END SOLUTION
q.check(answer)

# %% exercise="rule_thumb" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Now check your answer.** The same Thumb and Pouch position with the 10♣ selected: it may go on the J♥, where
# the 10♥ may not. Compare the two tens.

# %% [markdown] lang="fr"
# **Vérifiez votre réponse.** La même position de « Pouce et poche », avec le 10♣ sélectionné : il peut aller
# sur le V♥, où le 10♥ ne peut pas aller. Comparez les deux dix.

# %% exercise="rule_thumb" part="reveal"
show(position, select=("tableau3", 1))

# %% [markdown] lang="en"
# Spider: the 9♠ of tableau 3 onto the 8♠ of tableau 1. No choices either.

# %% [markdown] lang="fr"
# « L'araignée » : le 9♠ du tableau 3 sur le 8♠ du tableau 1. Pas de choix non plus.

# %% exercise="rule_spider" part="ask"
position = sn.position("spider", {"tableau1": "8S", "tableau2": "7H", "tableau3": "9S", "tableau4": "KC"})
q = WhichRule(position, "t3-t1")
display(show(position))
q

# %% exercise="rule_spider" part="answer"
answer = ...  # ← your answer, the rule's name, such as "build by suit"
### BEGIN SOLUTION
answer = "build down"
### END SOLUTION
q.check(answer)

# %% exercise="rule_spider" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ## Play
#
# Try the rules on a live table. This Thumb and Pouch position is built down on any suit but its own: the 8♠ of
# tableau 4 is selected; click a card, then where it should go.

# %% [markdown] lang="fr"
# ## Jouer
#
# Essayez les règles sur une table vivante. Cette position de « Pouce et poche » se construit en descendant sur
# n'importe quelle couleur sauf la sienne : le 8♠ du tableau 4 est sélectionné ; cliquez sur une carte, puis
# sur sa destination.

# %%
table = sn.play(sn.position("thumb_and_pouch", {"tableau1": "9S", "tableau2": "9H", "tableau3": "8H",
                                                "tableau4": "8S", "tableau5": "TS"}))
table.select("tableau4", 1)
table

# %% [markdown] lang="en"
# Building rules that no game uses yet can be put on a table too: see
# [21_your_variant.ipynb](21_your_variant.ipynb). Next, [Glossary 4: moves, stock and waste](04_glossary_moves_and_stock.ipynb)
# tells how many cards move at once and how the stock is dealt.

# %% [markdown] lang="fr"
# Les règles de construction qu'aucun jeu n'utilise encore peuvent aussi aller sur une table : voir
# [21_your_variant.ipynb](21_your_variant.ipynb). Ensuite, le [Glossaire 4 : coups, pioche et défausse](04_glossary_moves_and_stock.ipynb)
# dit combien de cartes bougent à la fois et comment la pioche se distribue.
