# %% [markdown] lang="en"
# # Glossary 4: moves, stock and waste

# %% [markdown] lang="fr"
# # Glossaire 4 : coups, pioche et défausse

# %% [markdown] lang="en"
# This notebook covers the words about what you can do with the cards: how the stock and the waste work, how many
# cards move at once, and what the game does by itself. Each word comes with its glossary card (definition, rule,
# example, and the engine object behind it; the engine uses the same words in its messages), a demonstration, and
# an exercise the engine checks. Words marked *term of the AisleRiot manual's glossary* are the manual's own; the
# others are extra words this kit needs.

# %% [markdown] lang="fr"
# Ce carnet présente les mots qui disent ce qu'on peut faire des cartes : comment marchent la pioche et la défausse,
# combien de cartes se déplacent à la fois, et ce que le jeu fait tout seul. Chaque mot vient avec sa fiche de
# glossaire (définition, règle, exemple, et l'objet du moteur qui la réalise ; le moteur emploie les mêmes mots dans
# ses messages), une démonstration et un exercice corrigé par le moteur. Les mots marqués *terme du glossaire du
# manuel d'AisleRiot* sont ceux du manuel ; les autres sont des mots dont ce kit a besoin en plus.

# %% [markdown] lang="en"
# **How to answer an exercise.** Each exercise prints its question. Replace the `...` after `answer =` in the cell
# below it with your answer, then run that cell: the engine checks it. The next cell shows your points (1.0 when
# right). A wrong answer first gets only a count of what is wrong and a hint naming the glossary word to reread,
# so that you can try again. To see every part of the answer explained, run `q.check(answer).reveal()` (or
# `q.check(answer, reveal=True)`). Answers may be written in every form this kit uses: `t1` or `tableau1` for a
# pile, `K♠`, `KS` or `R♠` for a card, `True`, `yes` or `oui` for yes.

# %% [markdown] lang="fr"
# **Comment répondre à un exercice.** Chaque exercice affiche sa question. Dans la cellule en dessous, remplacez le
# `...` qui suit `answer =` par votre réponse, puis exécutez cette cellule : le moteur la corrige. La cellule
# suivante affiche vos points (1 point si c'est juste). Une réponse fausse reçoit d'abord seulement le nombre
# d'erreurs et un indice qui nomme le mot du glossaire à relire, pour que vous puissiez réessayer. Pour voir
# chaque partie de la réponse expliquée, exécutez `q.check(answer).reveal()` (ou `q.check(answer, reveal=True)`).
# Toutes les formes de ce kit sont acceptées : `t1` ou `tableau1` pour une pile, `K♠`, `KS` ou `R♠` pour une
# carte, `True`, `oui` ou `vrai` pour oui.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching import lessons
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.exercises import (
    BuildSequence,
    CountCapacity,
    LegalMoves,
    PickTarget,
    PileIs,
    WhichRule,
    feedback_in_steps,
)
sn.set_lang("en")
feedback_in_steps()

# %% [markdown] lang="en"
# ## Stock and waste

# %% [markdown] lang="fr"
# ## Pioche et défausse

# %% [markdown] lang="en"
# ### Stock

# %% [markdown] lang="fr"
# ### Pioche

# %% [markdown] lang="en"
# The stock holds the cards left after the deal, face down. You never take a card from it by hand: a click on it
# deals.

# %% [markdown] lang="fr"
# La pioche garde les cartes restées après la donne, face cachée. On n'y prend jamais une carte à la main : un
# clic dessus distribue.

# %%
lessons.concept("stock")

# %% [markdown] lang="en"
# After a Klondike deal, the cards not dealt to the columns stay in the stock (the number printed first). Trying
# to take its top card by hand (`s-t1`: `s` is the stock in a move) is refused, and the engine says why.

# %% [markdown] lang="fr"
# Après une donne de Klondike, les cartes qui ne sont pas allées sur les colonnes restent dans la pioche (le
# nombre affiché en premier). Prendre sa carte du dessus à la main (`s-t1` : `s` est la pioche dans un coup) est
# refusé, et le moteur dit pourquoi.

# %%
g = sn.new_game("klondike", deal=3)
print(len(g.pile("stock").cards))
print(g.explain("s-t1"))
show(g)

# %% [markdown] lang="en"
# **A move-sequence puzzle.** Below, the stock holds two hidden cards; the text form of the position shows them in
# parentheses, the last one on top. Give the moves, in order, that bring the top card of the stock onto 10♠ (a click
# on the stock is written `deal`).

# %% [markdown] lang="fr"
# **Un casse-tête en plusieurs coups.** Ci-dessous, la pioche contient deux cartes cachées ; la forme texte de la
# position les montre entre parenthèses, la dernière au-dessus. Donnez dans l'ordre les coups qui amènent la carte
# du dessus de la pioche sur le 10♠ (un clic sur la pioche s'écrit `deal`).

# %% exercise="stock_to_column" part="ask"
q = BuildSequence(sn.position("klondike", {"stock": "(4C) (9D)", "tableau1": "TS"}), PileIs("tableau1", "TS 9D"))
display(show(q.game))
q

# %% exercise="stock_to_column" part="answer"
answer = ...  # ← your answer, a list of moves such as ["deal", "t2-t1"]
### BEGIN SOLUTION
answer = ["deal", "w-t1"]
### END SOLUTION
q.check(answer)

# %% exercise="stock_to_column" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Waste

# %% [markdown] lang="fr"
# ### Défausse

# %% [markdown] lang="en"
# The waste receives the cards turned over from the stock, face up; only its top card may be played. Two clicks on
# the stock of the deal above: the lit-up piles are those where the waste's top card may go.

# %% [markdown] lang="fr"
# La défausse reçoit les cartes retournées de la pioche, face visible ; seule sa carte du dessus se joue. Deux
# clics sur la pioche de la donne ci-dessus : les piles allumées sont celles où peut aller la carte du dessus de la
# défausse.

# %%
lessons.concept("waste")

# %%
g.play("deal")
g.play("deal")
show(g, select=("waste", 1))

# %% [markdown] lang="en"
# **Predict, then check.** A new position, with three cards on the waste. Where may the waste's playable card go?

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Une nouvelle position, avec trois cartes sur la défausse. Où peut aller la carte
# jouable de la défausse ?

# %% exercise="waste_top" part="ask"
waste = sn.position("klondike", {"waste": "7D QC 6H", "tableau1": "7S", "tableau2": "7H",
                                 "tableau3": "(2C) 7C", "tableau4": "KD"})
q = PickTarget(waste, "waste", 1)
display(show(waste))
q

# %% exercise="waste_top" part="answer"
answer = ...  # ← your answer, a list of pile ids such as ["tableau2"], or [] for nowhere
### BEGIN SOLUTION
answer = ["tableau1", "tableau3"]
### END SOLUTION
q.check(answer)

# %% exercise="waste_top" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="waste_top" part="reveal"
# **Now look.** 6♥ goes on a black Seven. Q♣ would fit on K♦, but it is under 6♥: it is not playable yet.

# %% [markdown] lang="fr" exercise="waste_top" part="reveal"
# **Regardez.** Le 6♥ va sur un Sept noir. La D♣ irait sur le R♦, mais elle est sous le 6♥ : elle n'est pas
# encore jouable.

# %% exercise="waste_top" part="reveal"
show(waste, select=("waste", 1))

# %% [markdown] lang="en"
# **Which rule says no?** In the same position, the engine refuses to move Q♣ and 6♥ together onto K♦. Name the
# rule that refuses it.

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Dans la même position, le moteur refuse de déplacer ensemble la D♣ et le 6♥ sur le
# R♦. Nommez la règle qui le refuse.

# %% exercise="waste_pair" part="ask"
q = WhichRule(waste, "w-t4x2", choices=["waste", "single_card_move", "build_alternate_colour"])
q

# %% exercise="waste_pair" part="answer"
answer = ...  # ← your answer, a letter such as "a"
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="waste_pair" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Deal to the waste

# %% [markdown] lang="fr"
# ### Distribution sur la défausse

# %% [markdown] lang="en"
# Each click on the stock turns a set number of cards onto the waste: 1 or 3 in Klondike. The engine says the rule
# of each variant:

# %% [markdown] lang="fr"
# Chaque clic sur la pioche retourne un nombre fixe de cartes sur la défausse : 1 ou 3 au Klondike. Le moteur
# énonce la règle de chaque variante :

# %%
lessons.concept("deal_to_waste")

# %%
for draw in (1, 3):
    print(sn.new_game("klondike", deal=1, draw=draw).declaration.piles[0].deal.rule())

# %% [markdown] lang="en"
# **A move-sequence puzzle, drawing three.** The stock below holds five hidden cards (in parentheses in the text form,
# the last one on top), and each click turns three of them. Put J♦ on Q♠.

# %% [markdown] lang="fr"
# **Un casse-tête en tirant trois cartes.** La pioche ci-dessous contient cinq cartes cachées (entre parenthèses
# dans la forme texte, la dernière au-dessus), et chaque clic en retourne trois. Posez le V♦ sur la D♠.

# %% exercise="draw_three" part="ask"
q = BuildSequence(sn.position("klondike", {"stock": "(5S) (2C) (JD) (9C) (AH)", "tableau2": "QS"}, draw=3),
                  PileIs("tableau2", "QS JD"))
display(show(q.game))
q

# %% exercise="draw_three" part="answer"
answer = ...  # ← your answer, a list of moves such as ["deal", "w-f1"]
### BEGIN SOLUTION
answer = ["deal", "w-t2"]
### END SOLUTION
q.check(answer)

# %% exercise="draw_three" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="draw_three" part="reveal"
# **Now look.** One click turns A♥, then 9♣, then J♦, which ends on top: it is the one card you may play.

# %% [markdown] lang="fr" exercise="draw_three" part="reveal"
# **Regardez.** Un clic retourne l'A♥, puis le 9♣, puis le V♦, qui finit au-dessus : c'est la seule carte
# jouable.

# %% exercise="draw_three" part="reveal"
dealt = q.game.copy()
dealt.play("deal")
show(dealt, select=("waste", 1))

# %% [markdown] lang="en"
# ### Deal to each pile

# %% [markdown] lang="fr"
# ### Distribution sur chaque pile

# %% [markdown] lang="en"
# In the Spider family, a click on the stock deals one card onto every pile of the tableau.

# %% [markdown] lang="fr"
# Dans la famille du Spider (« L'araignée » dans le manuel d'AisleRiot), un clic sur la pioche pose une carte sur
# chaque pile du tableau.

# %%
lessons.concept("deal_to_each_pile")

# %%
g = sn.new_game("spider", deal=1)
print(g.explain("deal"))
g.play("deal")
show(g)

# %% [markdown] lang="en"
# **Which rule says no?** In this Spider position, column 10 is empty and the stock still has ten cards, yet the
# engine refuses to deal. Which rule refuses it?

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Dans cette position du Spider, la colonne 10 est vide et la pioche a encore dix
# cartes, pourtant le moteur refuse de distribuer. Quelle règle le refuse ?

# %% exercise="spider_deal" part="ask"
spider = sn.position("spider", {"stock": "(5S) (2C) (JD) (9C) (AH) (5H) (2D) (JC) (9S) (AS)",
                                "tableau1": "(KS) 9H", "tableau2": "(3D) QS", "tableau3": "(TC) 4D",
                                "tableau4": "(8H) 7S", "tableau5": "(6C) KH", "tableau6": "(2S) 5C",
                                "tableau7": "(QD) 8D", "tableau8": "(4S) TH", "tableau9": "(7C) 3S",
                                "tableau10": ""})
q = WhichRule(spider, "deal", choices=["redeal", "deal_to_each_pile", "same_suit_sequence_move"])
display(show(spider))
q

# %% exercise="spider_deal" part="answer"
answer = ...  # ← your answer, a letter such as "a"
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="spider_deal" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="spider_deal" part="reveal"
# **Now look.** As in AisleRiot, Spider deals only when no column is empty: a card must be put into column 10
# first. Once it is filled, the same click deals.

# %% [markdown] lang="fr" exercise="spider_deal" part="reveal"
# **Regardez.** Comme dans AisleRiot, le Spider ne distribue que si aucune colonne n'est vide : il faut d'abord
# poser une carte dans la colonne 10. Une fois celle-ci remplie, le même clic distribue.

# %% exercise="spider_deal" part="reveal"
print(spider.explain("deal"))
spider.play("t9-t10")
print(spider.explain("deal"))

# %% [markdown] lang="en"
# ### Redeal

# %% [markdown] lang="fr"
# ### Redistribution

# %% [markdown] lang="en"
# A redeal turns the waste over to make a new stock. Each game says how many times: a set number, never, or
# without limit.

# %% [markdown] lang="fr"
# Une redistribution retourne la défausse pour refaire la pioche. Chaque jeu dit combien de fois : un nombre fixe,
# jamais, ou sans limite.

# %%
lessons.concept("redeal")

# %%
from solitaire_nb.rules import NO_REDEAL, UNLIMITED_REDEALS, Redeal

for rule in (Redeal(2), NO_REDEAL, UNLIMITED_REDEALS):
    print(rule.rule())

# %% [markdown] lang="en"
# **Predict, then check.** Klondike with no redeal (`redeals=0`); the stock is empty and the waste holds 4♣ 5♦.
# Which of these moves are legal?

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Klondike sans redistribution (`redeals=0`) ; la pioche est vide et la défausse
# contient 4♣ 5♦. Lesquels de ces coups sont permis ?

# %% exercise="no_redeal" part="ask"
q = LegalMoves(sn.position("klondike", {"waste": "4C 5D", "tableau1": "6S"}, redeals=0),
               ["redeal", "w-t1", "deal"])
display(show(q.game))
q

# %% exercise="no_redeal" part="answer"
answer = ...  # ← your answer, a list of letters in quotes, or [] for none
### BEGIN SOLUTION
answer = ["b"]
### END SOLUTION
q.check(answer)

# %% exercise="no_redeal" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Explain why.** Answer in a sentence; your teacher reads it (the engine does not score it).

# %% [markdown] lang="fr"
# **Expliquez pourquoi.** Répondez par une phrase ; votre enseignant la lira (c'est votre enseignant qui la note, pas le moteur).

# %% exercise="redeal_why" part="ask"
q = exercise("moves.redeal_draw_three")
q

# %% exercise="redeal_why" part="explain"
because = ...  # ← your explanation, in a sentence
### BEGIN SOLUTION
### en
because = ("Drawing three, you can only play every third card of the stock, and the order changes only when "
           "you play one; drawing one, every card comes up on each pass, so more passes are needed with three "
           "to reach the same cards.")
### fr
because = ("En tirant trois cartes, on ne peut jouer qu'une carte de la pioche sur trois, et l'ordre ne "
           "change que lorsqu'on en joue une ; en tirant une carte, chaque carte apparaît à chaque passage : "
           "il faut donc plus de passages en tirant trois pour atteindre les mêmes cartes.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ## What moves together

# %% [markdown] lang="fr"
# ## Ce qui se déplace ensemble

# %% [markdown] lang="en"
# ### One card at a time

# %% [markdown] lang="fr"
# ### Une carte à la fois

# %% [markdown] lang="en"
# Only the top card of a pile moves. In Baker's Dozen, the engine lets you lift 1 card from a column, never more
# (`movable_counts` lists how many cards may be lifted):

# %% [markdown] lang="fr"
# Seule la carte du dessus d'une pile se déplace. Aux Boulangers (Baker's Dozen), le moteur laisse soulever 1 carte d'une
# colonne, jamais plus (`movable_counts` donne combien de cartes peuvent être soulevées) :

# %%
lessons.concept("single_card_move")

# %%
g = sn.new_game("bakers_dozen", deal=1)
print(g.declaration.piles[-1].moves.label(), g.movable_counts("tableau1"))

# %% [markdown] lang="en"
# **Which rule says no?** In Baker's Dozen, where a card goes on any card one rank higher, 7♠ 6♦ may not move
# together onto 8♣. Which rule refuses it?

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Aux Boulangers, où une carte va sur n'importe quelle carte d'un rang plus haut, le
# 7♠ et le 6♦ ne peuvent pas aller ensemble sur le 8♣. Quelle règle le refuse ?

# %% exercise="bakers_pair" part="ask"
bakers = sn.position("bakers_dozen", {"tableau1": "7S 6D", "tableau2": "8C"})
q = WhichRule(bakers, "t1-t2x2", choices=["build_regardless_of_suit", "single_card_move", "sequence_move"])
display(show(bakers))
q

# %% exercise="bakers_pair" part="answer"
answer = ...  # ← your answer, a letter such as "a"
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="bakers_pair" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Sequence move

# %% [markdown] lang="fr"
# ### Déplacement de suite

# %% [markdown] lang="en"
# In Klondike a whole sequence moves at once. Here 1, 2 or 3 cards may be lifted from column 1, and the three
# cards 9♣ 8♥ 7♠ may go onto either red Ten (lit up):

# %% [markdown] lang="fr"
# Au Klondike, une suite entière se déplace d'un coup. Ici on peut soulever 1, 2 ou 3 cartes de la colonne 1, et
# les trois cartes 9♣ 8♥ 7♠ peuvent aller sur l'un ou l'autre Dix rouge (allumés) :

# %%
lessons.concept("sequence_move")

# %%
g = sn.position("klondike", {"tableau1": "(3S) 9C 8H 7S", "tableau2": "TH", "tableau3": "TD"})
print(g.movable_counts("tableau1"))
show(g, select=("tableau1", 3))

# %% [markdown] lang="en"
# **Predict, then check.** Another column: where may the two cards 10♦ 9♠ go?

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Une autre colonne : où peuvent aller les deux cartes 10♦ 9♠ ?

# %% exercise="pair_target" part="ask"
pair = sn.position("klondike", {"tableau1": "(4D) JC TD 9S", "tableau2": "QD", "tableau3": "JS",
                                "tableau4": "JH"})
q = PickTarget(pair, "tableau1", 2)
display(show(pair))
q

# %% exercise="pair_target" part="answer"
answer = ...  # ← your answer, a list of pile ids such as ["tableau2"], or [] for nowhere
### BEGIN SOLUTION
answer = ["tableau3"]
### END SOLUTION
q.check(answer)

# %% exercise="pair_target" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="pair_target" part="reveal"
# **Now look.** Only the bottom card of the pair, 10♦, has to fit: on a black Jack, so J♠ and not J♥.

# %% [markdown] lang="fr" exercise="pair_target" part="reveal"
# **Regardez.** Seule la carte du bas de la paire, le 10♦, doit convenir : sur un Valet noir, donc le V♠ et non le
# V♥.

# %% exercise="pair_target" part="reveal"
show(pair, select=("tableau1", 2))

# %% [markdown] lang="en"
# ### Sequence limited by free spaces

# %% [markdown] lang="fr"
# ### Suite limitée par les places libres

# %% [markdown] lang="en"
# In FreeCell, a sequence moves at once only if it could also move card by card through the empty free cells and
# empty columns: at most (n + 1) × 2^m cards, with n empty free cells and m empty columns, the column it goes to
# not counted.

# %% [markdown] lang="fr"
# Au FreeCell, une suite ne se déplace d'un coup que si elle pouvait aussi passer carte par carte par les cellules
# libres vides et les colonnes vides : au plus (n + 1) × 2^m cartes, avec n cellules libres vides et m colonnes
# vides, sans compter la colonne où elle va.

# %%
lessons.concept("free_cell_limited_move")

# %% [markdown] lang="en"
# **Predict, then check.** Work it out with the formula before looking at the table below it.

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Calculez-le avec la formule avant de regarder le tableau qui suit.

# %% exercise="capacity" part="ask"
q = CountCapacity(free_cells=2, empty_piles=2, onto_empty=True)
q

# %% exercise="capacity" part="answer"
answer = ...  # ← your answer, a number such as 3
### BEGIN SOLUTION
answer = 6
### END SOLUTION
q.check(answer)

# %% exercise="capacity" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="capacity" part="reveal"
# **Now look.** The limit for every number of free cells and empty columns (those counted):

# %% [markdown] lang="fr" exercise="capacity" part="reveal"
# **Regardez.** La limite pour chaque nombre de cellules libres et de colonnes vides (celles qui comptent) :

# %% exercise="capacity" part="reveal"
lessons.capacity_table(max_cells=4, max_piles=2)

# %% [markdown] lang="en"
# ### Same-suit sequence move

# %% [markdown] lang="fr"
# ### Déplacement de suite d'une même couleur

# %% [markdown] lang="en"
# In Spider, only a sequence of one suit moves together. From 9♠ 8♠ 7♥ only 7♥ may be lifted; from 9♥ 8♥ 7♥, up
# to all three:

# %% [markdown] lang="fr"
# Au Spider, seule une suite d'une même couleur se déplace ensemble. De 9♠ 8♠ 7♥, seul le 7♥ peut être
# soulevé ; de 9♥ 8♥ 7♥, jusqu'aux trois :

# %%
lessons.concept("same_suit_sequence_move")

# %%
g = sn.position("spider", {"tableau1": "9S 8S 7H", "tableau2": "9H 8H 7H", "tableau3": "9D"})
print(g.movable_counts("tableau1"), g.movable_counts("tableau2"))

# %% [markdown] lang="en"
# **Which rule says no?** In Spider a card goes on any card one rank higher, whatever its suit, so J♦ fits on Q♠.
# Yet J♦ 10♦ 9♣ may not move together onto Q♠. Which rule refuses it?

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Au Spider, une carte va sur n'importe quelle carte d'un rang plus haut, quelle que
# soit sa couleur : le V♦ convient donc sur la D♠. Pourtant V♦ 10♦ 9♣ ne peuvent pas aller ensemble sur la D♠.
# Quelle règle le refuse ?

# %% exercise="spider_run" part="ask"
run = sn.position("spider", {"tableau1": "(3C) JD TD 9C", "tableau2": "QS"})
q = WhichRule(run, "t1-t2x3", choices=["same_suit_sequence_move", "build_down", "single_card_move"])
display(show(run))
q

# %% exercise="spider_run" part="answer"
answer = ...  # ← your answer, a letter such as "c"
### BEGIN SOLUTION
answer = "a"
### END SOLUTION
q.check(answer)

# %% exercise="spider_run" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Any group move

# %% [markdown] lang="fr"
# ### Déplacement de groupe quelconque

# %% [markdown] lang="en"
# In Yukon, any face-up card moves with everything on top of it, in order or not. Here 8♣ 7♦ 2♠ K♥ may all move
# onto a red Nine:

# %% [markdown] lang="fr"
# Au Yukon, n'importe quelle carte visible se déplace avec tout ce qui est posé dessus, en ordre ou non. Ici
# 8♣ 7♦ 2♠ R♥ peuvent aller ensemble sur un Neuf rouge :

# %%
lessons.concept("any_group_move")

# %%
g = sn.position("yukon", {"tableau1": "(4C) 8C 7D 2S KH", "tableau2": "9H", "tableau3": "9D"})
print(g.movable_counts("tableau1"))
show(g, select=("tableau1", 4))

# %% [markdown] lang="en"
# **Predict, then check.** Another Yukon column, with four face-up cards in no order: where may the whole group,
# from 6♥ up, go?

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Une autre colonne du Yukon, avec quatre cartes visibles sans ordre : où peut aller
# tout le groupe, à partir du 6♥ ?

# %% exercise="yukon_group" part="ask"
yukon = sn.position("yukon", {"tableau1": "(5S) 6H JC 3D 9S", "tableau2": "7C", "tableau3": "7S",
                              "tableau4": "7D"})
q = PickTarget(yukon, "tableau1", 4)
display(show(yukon))
q

# %% exercise="yukon_group" part="answer"
answer = ...  # ← your answer, a list of pile ids such as ["tableau6"], or [] for nowhere
### BEGIN SOLUTION
answer = ["tableau2", "tableau3"]
### END SOLUTION
q.check(answer)

# %% exercise="yukon_group" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="yukon_group" part="reveal"
# **Now look.** Only 6♥, at the bottom of the group, has to fit: on a black Seven.

# %% [markdown] lang="fr" exercise="yukon_group" part="reveal"
# **Regardez.** Seul le 6♥, en bas du groupe, doit convenir : sur un Sept noir.

# %% exercise="yukon_group" part="reveal"
show(yukon, select=("tableau1", 4))

# %% [markdown] lang="en"
# ### Top card or whole face-up part

# %% [markdown] lang="fr"
# ### Carte du dessus ou toute la partie visible

# %% [markdown] lang="en"
# Either the top card alone, or all the face-up cards together, nothing in between (Westhaven). From
# (4♣) 9♠ 8♥ 7♣, 1 or 3 cards may be lifted:

# %% [markdown] lang="fr"
# Soit la carte du dessus seule, soit toutes les cartes visibles ensemble, rien entre les deux (« L'asile de l'ouest »,
# Westhaven). De
# (4♣) 9♠ 8♥ 7♣, on peut soulever 1 ou 3 cartes :

# %%
lessons.concept("top_or_face_up_part")

# %%
from solitaire_nb.rules import TOP_OR_FACE_UP_PART

cards = sn.parse_cards("(4C) 9S 8H 7C")
print([k for k in (1, 2, 3) if TOP_OR_FACE_UP_PART.allows_count(cards, k)])

# %% [markdown] lang="en"
# **Predict, then check.** A Westhaven position, where cards build down by alternate colour. Which of these moves
# are legal?

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Une position de « L'asile de l'ouest », où l'on construit en descendant par couleur (rouge et noir) alternée.
# Lesquels de ces coups sont permis ?

# %% exercise="westhaven" part="ask"
westhaven = sn.position("westhaven", {"tableau1": "(2H) (5S) JD TC 9H", "tableau2": "QC", "tableau3": "JH",
                                      "tableau4": "TS"})
q = LegalMoves(westhaven, ["t1-t2x3", "t1-t3x2", "t1-t4"])
display(show(westhaven))
q

# %% exercise="westhaven" part="answer"
answer = ...  # ← your answer, a list of letters in quotes, or [] for none
### BEGIN SOLUTION
answer = ["a", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="westhaven" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ## The game plays by itself

# %% [markdown] lang="fr"
# ## Le jeu joue tout seul

# %% [markdown] lang="en"
# ### Automatic play

# %% [markdown] lang="fr"
# ### Jeu automatique

# %% [markdown] lang="en"
# A card that no card left on the table could still need to build on is *safe*: safe cards go up to the
# foundations by themselves (the **Autoplay** switch of the table). Here A♥ is sent up by
# hand, and 2♥ follows by itself (the list printed holds the moves the game made alone):

# %% [markdown] lang="fr"
# Une carte dont aucune carte restée sur la table ne peut plus avoir besoin pour s'y poser est *sûre* : les
# cartes sûres montent seules sur les fondations (l'interrupteur **Jeu automatique** de la table). Ici
# l'A♥ est monté à la main, et le 2♥ suit tout seul (la liste affichée contient les coups que le jeu a joués
# seul) :

# %%
lessons.concept("auto_play")

# %%
g = sn.position("klondike", {"tableau1": "2H", "tableau2": "AH", "tableau3": "KS"})
g.autoplay = True
g.play("t2-f1")
print([str(move) for move in g.last_auto_moves])
show(g)

# %% exercise="autoplay" part="ask"
q = exercise("moves.autoplay_red_three")
q

# %% exercise="autoplay" part="answer"
answer = ...  # ← your answer, yes or no (True/False, "oui"/"non" work too)
### BEGIN SOLUTION
answer = False
### END SOLUTION
q.check(answer)

# %% exercise="autoplay" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="autoplay" part="reveal"
# **Now look.** 3♥ is uncovered twice: first with only A♥ 2♥ up (it stays), then with both black Aces up too (it
# goes up by itself).

# %% [markdown] lang="fr" exercise="autoplay" part="reveal"
# **Regardez.** Le 3♥ est découvert deux fois : d'abord avec seulement A♥ 2♥ montés (il reste), puis avec aussi
# les deux As noirs montés (il monte tout seul).

# %% exercise="autoplay" part="reveal"
for foundations in ({"foundation1": "AH 2H"}, {"foundation1": "AH 2H", "foundation2": "AS", "foundation3": "AC"}):
    p = sn.position("klondike", {**foundations, "tableau1": "3H QC", "tableau2": "KD"})
    p.autoplay = True
    p.play("t1-t2")
    print([str(move) for move in p.last_auto_moves])

# %% [markdown] lang="en"
# ### Score

# %% [markdown] lang="fr"
# ### Score

# %% [markdown] lang="en"
# By default, one point per card on the foundations. After the automatic play above, two cards are up:

# %% [markdown] lang="fr"
# Par défaut, un point par carte sur les fondations. Après le jeu automatique ci-dessus, deux cartes sont montées :

# %%
lessons.concept("score")

# %%
print(g.score, "—", g.declaration.score.rule())

# %% exercise="score" part="ask"
q = exercise("moves.score_after_coming_back")
q

# %% exercise="score" part="answer"
answer = ...  # ← your answer, a number such as 3
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="score" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="score" part="reveal"
# **Now look.** The engine plays that very move and gives the score.

# %% [markdown] lang="fr" exercise="score" part="reveal"
# **Regardez.** Le moteur joue ce coup et donne le score.

# %% exercise="score" part="reveal"
back = sn.position("klondike", {"foundation1": "AS 2S 3S", "foundation2": "AH 2H", "tableau1": "3C"})
print(back.score)
back.play("f2-t1")
print(back.score)

# %% [markdown] lang="en"
# ## Try it
#
# The table below is live. Try each word of this notebook on it:
#
# 1. play **9♥** from the waste onto **10♠** (**one card at a time** from the waste), then try to move **10♠ 9♥**
#    together (a **sequence move**) onto an empty column: only a King may fill it, and the table names the rule
#    that refuses;
# 2. click the stock to **deal** a card onto the **waste**, go on until the stock is empty, then click its empty
#    place to **redeal**;
# 3. double-click **A♥** to send it to a **foundation**, and watch the **score** in the status line.

# %% [markdown] lang="fr"
# ## Essayez
#
# La table ci-dessous est vivante. Essayez-y chaque mot de ce carnet :
#
# 1. jouez le **9♥** de la défausse sur le **10♠** (**une carte à la fois** depuis la défausse), puis essayez de
#    déplacer **10♠ 9♥** ensemble (un **déplacement de suite**) vers une colonne vide : seul un Roi peut l'occuper,
#    et la table nomme la règle qui refuse ;
# 2. cliquez sur la pioche pour **distribuer** une carte sur la **défausse**, continuez jusqu'à vider la pioche,
#    puis cliquez sur sa place vide pour **redistribuer** ;
# 3. double-cliquez sur l'**A♥** pour l'envoyer sur une **fondation**, et regardez le **score** dans la ligne
#    d'état.

# %%
sn.play(sn.position("klondike", {"stock": "(QD) (8C) (2H)", "waste": "9H", "tableau1": "TS", "tableau2": "9D",
                                 "tableau3": "AH", "tableau4": "KC"}))
