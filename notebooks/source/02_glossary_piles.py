# %% [markdown] lang="en"
# # Glossary 2: piles
#
# Where cards lie on the table and what each place accepts: piles and slots, the tableau, foundations and their
# base card, reserves and free cells, foundations in or out of play, and the rules that say what may fill an
# empty pile.

# %% [markdown] lang="fr"
# # Glossaire 2 : les piles
#
# Où se trouvent les cartes sur la table, et ce que chaque place accepte : piles et emplacements, tableau,
# fondations et carte de base, réserves et cellules libres, fondations en jeu ou hors jeu, et les règles qui
# disent ce qui peut occuper une pile vide.

# %% [markdown] lang="en"
# Each word below comes with its glossary card (definition, rule, example, and the engine object that implements
# it: the same words the engine uses in its messages), a demonstration, and exercises the engine corrects. Cards
# marked *term of the AisleRiot manual's glossary* give the manual's own words; the others are extra words this
# kit needs.
#
# **How to answer an exercise.** Each exercise prints its question. Write your answer in the cell below it, in
# place of `...`, and run that cell; the cell after it shows your points (1 for a right answer, 0 otherwise).
# A wrong answer first gets only how many of its parts are wrong and a hint naming the glossary word to think
# about: look again and try again. To see every part explained, run `q.check(answer, reveal=True)` (or
# `q.check(answer).reveal()`). Answers may be written in every form the kit uses: a pile as `tableau1` or `t1`,
# a card as `7H`, `7h` or `7♥`, yes and no as `True`/`False`, `"yes"`/`"no"` or `"oui"`/`"non"`.
#
# Some exercises show a position: answer **before** you run the cell below the answer, which lights up the table
# or explains each move. A few questions ask you to explain something in a sentence: your teacher reads and grades it; the engine does not.

# %% [markdown] lang="fr"
# Chaque mot ci-dessous vient avec sa fiche de glossaire (définition, règle, exemple, et l'objet du moteur qui le
# réalise : les mêmes mots que ceux des messages du moteur), une démonstration, et des exercices corrigés par le
# moteur. Les fiches marquées *terme du glossaire du manuel d'AisleRiot* reprennent les mots du manuel ; les
# autres sont des mots supplémentaires dont ce kit a besoin.
#
# **Comment répondre à un exercice.** Chaque exercice affiche sa question. Écrivez votre réponse dans la cellule
# qui la suit, à la place de `...`, et exécutez cette cellule ; la cellule suivante affiche vos points (1 pour
# une bonne réponse, 0 sinon). Une réponse fausse reçoit d'abord seulement le nombre de ses parties fausses et
# un indice qui nomme le mot du glossaire auquel penser : regardez de nouveau, puis réessayez. Pour voir chaque
# partie expliquée, exécutez `q.check(answer, reveal=True)` (ou `q.check(answer).reveal()`). Les réponses
# s'écrivent sous toutes les formes qu'emploie le kit : une pile sous la forme `tableau1` ou `t1`, une carte
# `7H`, `7h` ou `7♥` (ou `R♠` pour le Roi de pique), oui et non sous la forme `True`/`False`, `"oui"`/`"non"`
# ou `"vrai"`/`"faux"`.
#
# Certains exercices montrent une position : répondez **avant** d'exécuter la cellule placée après la réponse,
# qui éclaire la table ou explique chaque coup. Quelques questions demandent une explication en une phrase :
# votre texte est lu et noté par votre enseignant, pas par le moteur.

# %%
import solitaire_nb as sn
from solitaire_nb.rules import ANY_CARD, KINGS_ONLY, NEVER_FILLED, BaseCard, FilledAutomatically
from solitaire_nb.table.show import show
from solitaire_nb.teaching import lessons
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.exercises import (
    BuildSequence,
    LegalMoves,
    PickTarget,
    PileIs,
    WhichRule,
    feedback_in_steps,
)

sn.set_lang("en")
feedback_in_steps()

# %% [markdown] lang="en"
# ## Places on the table

# %% [markdown] lang="fr"
# ## Les places de la table

# %% [markdown] lang="en"
# ### Pile
#
# A pile is any place on the table where cards may lie. Each has an id, which you type (`tableau3`,
# `foundation1`, `stock`...), a name, which messages print, and rules for what it gives and what it takes. This
# notebook covers the piles you build on; the stock and the waste, the piles the game deals from and onto, are in
# [Glossary 4](04_glossary_moves_and_stock.ipynb).

# %% [markdown] lang="fr"
# ### Pile
#
# Une pile est une place de la table où des cartes peuvent se trouver. Chacune a un identifiant, que vous tapez
# (`tableau3`, `foundation1`, `stock`…), un nom, qu'affichent les messages, et des règles sur ce qu'elle
# donne et ce qu'elle reçoit. Ce carnet traite des piles sur lesquelles on construit ; la pioche et la défausse,
# les piles d'où le jeu distribue et où il retourne les cartes, sont dans le [Glossaire 4](04_glossary_moves_and_stock.ipynb).

# %%
lessons.concept("pile")

# %% [markdown] lang="en"
# The piles of a Klondike deal: for each, its id, its name and how many cards it holds.

# %% [markdown] lang="fr"
# Les piles d'une donne de Klondike : pour chacune, son identifiant, son nom et le nombre de cartes qu'elle
# contient.

# %%
klondike = sn.new_game("klondike", deal=3)
for pile in klondike.piles:
    print(f"{pile.id:<12} {pile.label():<14} {len(pile.cards):>2}")
show(klondike)

# %% [markdown] lang="en"
# **Count.** Now a FreeCell deal, another game: count its piles on the picture.

# %% [markdown] lang="fr"
# **Comptez.** Voici une donne de FreeCell, un autre jeu : comptez ses piles sur l'image.

# %% exercise="pile_count" part="ask"
q = exercise("piles.freecell_piles")
display(show(sn.new_game("freecell", deal=1)))
q

# %% exercise="pile_count" part="answer"
answer = ...  # ← your answer, a number
### BEGIN SOLUTION
answer = 16
### END SOLUTION
q.check(answer)

# %% exercise="pile_count" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="pile_count" part="reveal"
# **Now look.** The ids of every pile of that FreeCell table:

# %% [markdown] lang="fr" exercise="pile_count" part="reveal"
# **Regardez.** Les identifiants de toutes les piles de cette table de FreeCell :

# %% exercise="pile_count" part="reveal"
[pile.id for pile in sn.new_game("freecell", deal=1).piles]

# %% [markdown] lang="en"
# ### Slot
#
# The manual also says *slot* for a pile: the place itself, even when it is empty. The table draws an empty slot
# as a dashed frame. Here only `tableau1` holds a card; the twelve other slots are empty, and each is still a
# pile with its id.

# %% [markdown] lang="fr"
# ### Emplacement
#
# Le manuel dit aussi *emplacement* pour une pile : la place elle-même, même vide. La table dessine un
# emplacement vide en pointillés. Ici, seul `tableau1` contient une carte ; les douze autres emplacements sont
# vides, et chacun reste une pile avec son identifiant.

# %%
lessons.concept("slot")

# %%
show(sn.position("klondike", {"tableau1": "KD"}))

# %% [markdown] lang="en"
# **Predict, then check.** In the Klondike position below, where may the K♠ of the waste go? Look for the empty
# slots and read their ids. Remember that in Klondike a foundation starts with an Ace, and that an empty tableau
# pile takes a King (more about that further down).

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Dans la position de Klondike ci-dessous, où peut aller le R♠ de la défausse ?
# Cherchez les emplacements vides et lisez leurs identifiants. Rappel : au Klondike, une fondation commence par
# un As, et une pile vide du tableau reçoit un Roi (on y revient plus bas).

# %% exercise="empty_slots" part="ask"
position = sn.position("klondike", {"waste": "KS", "foundation1": "AH", "tableau1": "QH", "tableau2": "JC",
                                    "tableau3": "", "tableau4": "9D", "tableau5": "", "tableau6": "4S",
                                    "tableau7": "8C"})
q = PickTarget(position, "waste")
display(show(position))
q

# %% exercise="empty_slots" part="answer"
answer = ...  # ← your answer, a list of pile ids such as ["tableau2"], or [] for nowhere
### BEGIN SOLUTION
answer = ["t3", "t5"]
### END SOLUTION
q.check(answer)

# %% exercise="empty_slots" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="empty_slots" part="reveal"
# **Now look.** The K♠ selected: the slots where it may go light up.

# %% [markdown] lang="fr" exercise="empty_slots" part="reveal"
# **Regardez.** Le R♠ est sélectionné : les emplacements où il peut aller s'allument.

# %% exercise="empty_slots" part="reveal"
show(position, select=("waste", 1))

# %% [markdown] lang="en"
# ### Tableau
#
# The tableau is the main area, made of several piles (often called columns), where you build sequences (cards
# in order, each on the one before: [Glossary 3](03_glossary_building.ipynb)) and move cards from pile to pile. In a FreeCell deal, the tableau is the eight columns; the top card of column 1 is
# selected below, and the piles where it may go light up.

# %% [markdown] lang="fr"
# ### Tableau
#
# Le tableau est la zone principale, faite de plusieurs piles (souvent appelées colonnes), où l'on construit des
# suites (des cartes en ordre, chacune sur la précédente : [Glossaire 3](03_glossary_building.ipynb)) et déplace des cartes d'une pile à l'autre. Dans une donne de FreeCell, le tableau, ce sont les huit
# colonnes ; ci-dessous, la carte du dessus de la colonne 1 est sélectionnée, et les piles où elle peut aller
# s'allument.

# %%
lessons.concept("tableau")

# %%
show(sn.new_game("freecell", deal=5), select=("tableau1", 1))

# %% [markdown] lang="en"
# **Which moves are legal?** A Klondike position: its tableau is built down by alternate colour (a red 7 on a
# black 8...). Each move is written in the kit's notation: `t2-t1` moves the top card of tableau 2 onto
# tableau 1.

# %% [markdown] lang="fr"
# **Quels coups sont permis ?** Une position de Klondike : son tableau se construit en descendant par couleur
# (rouge et noir) alternée (un 7 rouge sur un 8 noir…). Chaque coup est écrit dans la notation du kit : `t2-t1`
# déplace la carte du dessus du tableau 2 sur le tableau 1.

# %% exercise="tableau_moves" part="ask"
position = sn.position("klondike", {"tableau1": "8S", "tableau2": "7H", "tableau3": "7C", "tableau4": "9D",
                                    "tableau5": "KC", "tableau6": "KH", "tableau7": "QS"})
q = LegalMoves(position, ["t2-t1", "t3-t1", "t3-t4", "t1-t4"])
display(show(position))
q

# %% exercise="tableau_moves" part="answer"
answer = ...  # ← your answer, a list of letters such as ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="tableau_moves" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Foundation
#
# Foundations are where every card should end up: in most games one per suit, built up from the Ace to the King.
# Filling them wins the game. Below, the 3♣ is selected: it may go on the 2♣ of foundation 1.

# %% [markdown] lang="fr"
# ### Fondation
#
# Les fondations sont l'arrivée de toutes les cartes : dans la plupart des jeux, une par couleur, construite en
# montant de l'As au Roi. Les remplir, c'est gagner. Ci-dessous, le 3♣ est sélectionné : il peut aller sur le 2♣
# de la fondation 1.

# %%
lessons.concept("foundation")

# %%
show(sn.position("klondike", {"foundation1": "AC 2C", "tableau1": "3C", "tableau2": "3H", "tableau3": "AD"}),
     select=("tableau1", 1))

# %% [markdown] lang="en"
# **Predict, then check.** Another Klondike position. Where may the 2♠ of tableau 1 go? Think of the
# foundations and of the tableau.

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** Une autre position de Klondike. Où peut aller le 2♠ du tableau 1 ? Pensez aux
# fondations et au tableau.

# %% exercise="foundation_target" part="ask"
position = sn.position("klondike", {"foundation1": "AS", "foundation2": "AH 2H", "tableau1": "2S",
                                    "tableau2": "3D", "tableau3": "9C", "tableau4": "3S"})
q = PickTarget(position, "tableau1")
display(show(position))
q

# %% exercise="foundation_target" part="answer"
answer = ...  # ← your answer, a list of pile ids such as ["tableau6"], or [] for nowhere
### BEGIN SOLUTION
answer = ["foundation1", "tableau2"]
### END SOLUTION
q.check(answer)

# %% exercise="foundation_target" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="foundation_target" part="reveal"
# **Now look.** The 2♠ selected: the piles where it may go light up.

# %% [markdown] lang="fr" exercise="foundation_target" part="reveal"
# **Regardez.** Le 2♠ est sélectionné : les piles où il peut aller s'allument.

# %% exercise="foundation_target" part="reveal"
show(position, select=("tableau1", 1))

# %% [markdown] lang="en"
# ### Base card
#
# The base card is the first card of a foundation: an Ace in Klondike and FreeCell. In some games the deal
# decides it: in Agnes, the card dealt to the first foundation sets the base rank, and every other foundation must
# start with a card of that rank.

# %% [markdown] lang="fr"
# ### Carte de base
#
# La carte de base est la première carte d'une fondation : un As au Klondike et au FreeCell. Dans certains jeux,
# c'est la donne qui la choisit : dans Agnes, la carte distribuée sur la première fondation fixe le rang de
# base, et chaque autre fondation doit commencer par une carte de ce rang.

# %%
lessons.concept("base_card")

# %% [markdown] lang="en"
# Agnes, deal 2: the rule the deal gives its foundations, and the table.

# %% [markdown] lang="fr"
# Agnes, donne 2 : la règle que la donne impose à ses fondations, et la table.

# %%
agnes = sn.new_game("agnes", deal=2)
print(BaseCard(agnes.state["base_rank"]).rule())
show(agnes)

# %% [markdown] lang="en"
# **Which moves are legal?** Another Agnes position, where the deal put the 5♣ on foundation 1. Agnes builds its
# foundations up by suit.

# %% [markdown] lang="fr"
# **Quels coups sont permis ?** Une autre position d'Agnes, où la donne a mis le 5♣ sur la fondation 1. Agnes
# construit ses fondations en montant par couleur.

# %% exercise="base_moves" part="ask"
position = sn.position("agnes", {"foundation1": "5C", "tableau1": "AS", "tableau2": "5H", "tableau3": "6C",
                                 "tableau4": "6H"}, state={"base_rank": 5})
q = LegalMoves(position, ["t1-f2", "t2-f2", "t3-f1", "t4-f1"])
display(show(position))
q

# %% exercise="base_moves" part="answer"
answer = ...  # ← your answer, a list of letters such as ["a", "c"]
### BEGIN SOLUTION
answer = ["b", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="base_moves" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Chosen base card
#
# In a few games (Terrace, General's Patience, Glenwood) no card is dealt to the foundations: your first move
# chooses the base card, by playing one of the cards on offer to a foundation. Its rank then starts every
# foundation, and nothing else may be played before that choice. Terrace, deal 1: four tableau cards are on
# offer.

# %% [markdown] lang="fr"
# ### Carte de base choisie
#
# Dans quelques jeux (« Terrasse », « La patience du général », « La forêt de Glen »), aucune carte n'est distribuée sur les
# fondations : votre premier coup choisit la carte de base, en posant sur une fondation l'une des cartes
# proposées. Son rang fait alors commencer toutes les fondations, et rien d'autre ne peut être joué avant ce
# choix. « Terrasse », donne 1 : quatre cartes du tableau sont proposées.

# %%
lessons.concept("chosen_base_card")

# %%
show(sn.new_game("terrace", deal=1))

# %% [markdown] lang="en"
# **Which moves are legal?** Terrace again, deal 2 this time, before any move. `r1` is a *reserve*, the long pile
# of cards: cards set aside, which you may play elsewhere (the section *Reserve* below says more).

# %% [markdown] lang="fr"
# **Quels coups sont permis ?** De nouveau « Terrasse », donne 2 cette fois, avant tout coup. `r1` est une
# *réserve*, la longue pile de cartes : des cartes mises de côté, qu'on peut jouer ailleurs (la section
# *Réserves* plus bas en dit plus).

# %% exercise="chosen_base" part="ask"
position = sn.new_game("terrace", deal=2)
q = LegalMoves(position, ["r1-f1", "t2-f1", "t1-t5", "t4-f3"])
display(show(position))
q

# %% exercise="chosen_base" part="answer"
answer = ...  # ← your answer, a list of letters such as ["a", "c"]
### BEGIN SOLUTION
answer = ["b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="chosen_base" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Reserve
#
# A reserve holds cards set aside: you may play its cards elsewhere, but usually you may not build on it. The
# reserve piles of a King Albert deal:

# %% [markdown] lang="fr"
# ### Réserves
#
# Une réserve garde des cartes mises de côté : on peut jouer ses cartes ailleurs, mais en général on ne construit
# pas dessus. Les piles de réserve d'une donne du « Roi Albert » :

# %%
lessons.concept("reserve")

# %%
king_albert = sn.new_game("king_albert", deal=1)
print([pile.id for pile in king_albert.piles if pile.role == "reserve"])
show(king_albert)

# %% [markdown] lang="en"
# **Which moves are legal?** A King Albert position; its tableau is built down by alternate colour.

# %% [markdown] lang="fr"
# **Quels coups sont permis ?** Une position du « Roi Albert » ; son tableau se construit en descendant par
# couleur (rouge et noir) alternée.

# %% exercise="reserve_moves" part="ask"
position = sn.position("king_albert", {"reserve1": "5H", "tableau1": "6S", "tableau2": "6H"})
q = LegalMoves(position, ["r1-t1", "r1-t2", "t1-r1"])
display(show(position))
q

# %% exercise="reserve_moves" part="answer"
answer = ...  # ← your answer, a list of letters such as ["a", "c"]
### BEGIN SOLUTION
answer = ["a"]
### END SOLUTION
q.check(answer)

# %% exercise="reserve_moves" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Free cell
#
# A free cell is a reserve that holds one card, any card, until you play it elsewhere. A free cell has three
# names: its id is `reserve1` to `reserve4`, messages call it "Free cell 1" to "Free cell 4", and FreeCell's
# move notation writes it `a` to `d` (the columns are `1` to `8`, the foundations `h`): `1a` moves the top card
# of column 1 into free cell `a`.

# %% [markdown] lang="fr"
# ### Cellule libre
#
# Une cellule libre est une réserve qui garde une carte, n'importe laquelle, jusqu'à ce qu'on la joue ailleurs.
# Une cellule libre a trois noms : son identifiant est `reserve1` à `reserve4`, les messages l'appellent
# « Cellule libre 1 » à « Cellule libre 4 », et la notation des coups du FreeCell l'écrit `a` à `d` (les colonnes
# sont `1` à `8`, les fondations `h`) : `1a` déplace la carte du dessus de la colonne 1 dans la cellule `a`.

# %%
lessons.concept("free_cell")

# %% [markdown] lang="en"
# Below, the 8♦ of column 2 is selected: every empty free cell lights up, as well as the black 9.

# %% [markdown] lang="fr"
# Ci-dessous, le 8♦ de la colonne 2 est sélectionné : toutes les cellules libres vides s'allument, ainsi que le
# 9 noir.

# %%
show(sn.position("freecell", {"reserve2": "JH", "tableau1": "9S", "tableau2": "4C 8D", "tableau3": "KH",
                              "tableau4": "KS", "tableau5": "QC", "tableau6": "2D", "tableau7": "5H",
                              "tableau8": "JC"}),
     select=("tableau2", 1))

# %% [markdown] lang="en"
# **Which moves are legal?** A FreeCell position: the 2♠ is in free cell `a`, and all eight columns hold cards.

# %% [markdown] lang="fr"
# **Quels coups sont permis ?** Une position de FreeCell : le 2♠ est dans la cellule `a`, et les huit colonnes
# contiennent des cartes.

# %% exercise="free_cell_moves" part="ask"
position = sn.position("freecell", {"reserve1": "2S", "tableau1": "6C 9H", "tableau2": "KS", "tableau3": "KH",
                                    "tableau4": "KD", "tableau5": "KC", "tableau6": "QS", "tableau7": "QH",
                                    "tableau8": "QD"})
q = LegalMoves(position, ["1a", "1b", "a1", "ab"])
display(show(position))
q

# %% exercise="free_cell_moves" part="answer"
answer = ...  # ← your answer, a list of letters such as ["a", "c"]
### BEGIN SOLUTION
answer = ["b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="free_cell_moves" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ## Foundations in or out of play

# %% [markdown] lang="fr"
# ## Fondations en jeu ou hors jeu

# %% [markdown] lang="en"
# ### Foundations in play
#
# In some games (Klondike among them) the top card of a foundation may come back to the tableau. Below, the 3♥ of
# foundation 1 is selected: it may go back onto the 4♠.

# %% [markdown] lang="fr"
# ### Fondations en jeu
#
# Dans certains jeux (dont le Klondike), la carte du dessus d'une fondation peut revenir au tableau. Ci-dessous,
# le 3♥ de la fondation 1 est sélectionné : il peut revenir sur le 4♠.

# %%
lessons.concept("in_play")

# %%
show(sn.position("klondike", {"foundation1": "AH 2H 3H", "tableau1": "4S", "tableau2": "4H"}),
     select=("foundation1", 1))

# %% [markdown] lang="en"
# **A sequence of moves.** In the Klondike position below, reach the goal that the exercise prints, in as few
# moves as you can. Write the moves in the kit's notation: `t3-t4` moves the top card of tableau 3 onto
# tableau 4, `f2-t3` the top card of foundation 2 onto tableau 3.

# %% [markdown] lang="fr"
# **Une suite de coups.** Dans la position de Klondike ci-dessous, atteignez le but qu'affiche l'exercice, en le
# moins de coups possible. Écrivez les coups dans la notation du kit : `t3-t4` déplace la carte du dessus du
# tableau 3 sur le tableau 4, `f2-t3` la carte du dessus de la fondation 2 sur le tableau 3.

# %% exercise="take_back" part="ask"
position = sn.position("klondike", {"foundation1": "AD 2D 3D 4D 5D 6D", "tableau1": "7S", "tableau2": "(9H) 5C",
                                    "tableau3": "KS", "tableau4": "QD", "tableau5": "8S", "tableau6": "JH",
                                    "tableau7": "TC"})
q = BuildSequence(position, PileIs("tableau1", "7S 6D 5C"))
display(show(position))
q

# %% exercise="take_back" part="answer"
answer = ...  # ← your answer, a list of moves such as ["t3-t4", "f2-t3"]
### BEGIN SOLUTION
answer = ["f1-t1", "t2-t1"]
### END SOLUTION
q.check(answer)

# %% exercise="take_back" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Explain why.** Answer in a sentence, between quotes.

# %% [markdown] lang="fr"
# **Expliquez pourquoi.** Répondez en une phrase, entre guillemets.

# %% exercise="why_in_play" part="ask"
q = exercise("piles.why_in_play")
q

# %% exercise="why_in_play" part="explain"
because = ...  # ← your explanation, in a sentence
### BEGIN SOLUTION
### en
because = ("Because a foundation card can be the card you need on the tableau: a red 6 taken back onto a black 7 "
           "lets a black 5 go on it, which frees the face-down card under that 5.")
### fr
because = ("Parce qu'une carte de fondation peut être la carte qui manque au tableau : un 6 rouge repris sur "
           "un 7 noir permet d'y poser un 5 noir, ce qui libère la carte face cachée sous ce 5.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ### Foundations out of play
#
# In other games (FreeCell among them) a card placed on a foundation stays there. The engine refuses to take the
# 3♥ back:

# %% [markdown] lang="fr"
# ### Fondations hors jeu
#
# Dans d'autres jeux (dont le FreeCell), une carte posée sur une fondation y reste. Le moteur refuse de reprendre
# le 3♥ :

# %%
lessons.concept("out_of_play")

# %%
freecell = sn.position("freecell", {"foundation1": "AH 2H 3H", "tableau1": "4S"})
print(freecell.explain("f1-t1"))

# %% [markdown] lang="en"
# **Which rule says no?** Forty Thieves builds its tableau down by suit, so the 3♥ would follow the 4♥. Yet the
# engine refuses the move below: name the rule that refuses it. *Build by suit* is taught in [Glossary 3](03_glossary_building.ipynb), *one
# card at a time* in [Glossary 4](04_glossary_moves_and_stock.ipynb).

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** « Les quarante voleurs » construit son tableau en descendant par couleur : le 3♥
# suivrait donc le 4♥. Pourtant le moteur refuse le coup ci-dessous : nommez la règle qui le refuse.
# *Construire par couleur* est enseigné dans le [Glossaire 3](03_glossary_building.ipynb), *une carte à la fois* dans le [Glossaire 4](04_glossary_moves_and_stock.ipynb).

# %% exercise="out_of_play_rule" part="ask"
position = sn.position("forty_thieves", {"foundation1": "AH 2H 3H", "tableau1": "4H", "tableau2": "KS",
                                         "tableau3": "9C"})
q = WhichRule(position, "f1-t1", choices=["build_by_suit", "out_of_play", "single_card_move"])
display(show(position))
q

# %% exercise="out_of_play_rule" part="answer"
answer = ...  # ← your answer, a letter such as "a", or the rule's name
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="out_of_play_rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ## Empty piles
#
# When a tableau pile becomes empty, each game says what may fill it: only a King, any card, nothing ever again,
# a card the game brings by itself, or only the waste card.

# %% [markdown] lang="fr"
# ## Piles vides
#
# Quand une pile du tableau se vide, chaque jeu dit ce qui peut l'occuper : un Roi seulement, n'importe quelle
# carte, plus jamais rien, une carte que le jeu apporte de lui-même, ou seulement la carte de la défausse.

# %% [markdown] lang="en"
# ### Kings only
#
# In Klondike only a King, or a sequence starting with a King, fills an empty tableau pile. Below, the K♣ Q♥ J♣
# of tableau 1 are selected together: the empty tableau 3 lights up.

# %% [markdown] lang="fr"
# ### Rois seulement
#
# Au Klondike, seul un Roi, ou une suite qui commence par un Roi, occupe une pile vide du tableau. Ci-dessous, les
# R♣ D♥ V♣ du tableau 1 sont sélectionnés ensemble : le tableau 3, vide, s'allume.

# %%
lessons.concept("empty_king_only")

# %%
show(sn.position("klondike", {"tableau1": "(5H) KC QH JC", "tableau2": "(2D) QS", "tableau3": "",
                              "tableau4": "8D", "tableau5": "2C", "tableau6": "TH", "tableau7": "4S"}),
     select=("tableau1", 3))

# %% [markdown] lang="en"
# **Which moves are legal?** Another Klondike position, where tableau 7 is empty. `t1-t7x2` moves the top two
# cards of tableau 1 together, `t1-t7x1` only its top card.

# %% [markdown] lang="fr"
# **Quels coups sont permis ?** Une autre position de Klondike, où le tableau 7 est vide. `t1-t7x2` déplace
# ensemble les deux cartes du dessus du tableau 1, `t1-t7x1` seulement sa carte du dessus.

# %% exercise="kings_moves" part="ask"
position = sn.position("klondike", {"tableau1": "(2C) KH QS", "tableau2": "QD", "tableau3": "KC", "tableau4": "5S",
                                    "tableau5": "6D", "tableau6": "7C", "tableau7": ""})
q = LegalMoves(position, ["t2-t7", "t3-t7", "t1-t7x2", "t1-t7x1"])
display(show(position))
q

# %% exercise="kings_moves" part="answer"
answer = ...  # ← your answer, a list of letters such as ["a", "c"]
### BEGIN SOLUTION
answer = ["b", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="kings_moves" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Which rule says no?** Eight Off is a cousin of FreeCell, with eight free cells. Name the rule that refuses
# the move below.

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** « Huit en dehors » est un cousin du FreeCell, avec huit cellules libres. Nommez la
# règle qui refuse le coup ci-dessous.

# %% exercise="kings_rule" part="ask"
position = sn.position("eight_off", {"tableau1": "5D QH", "tableau2": "", "tableau3": "KC", "tableau4": "9S",
                                     "tableau5": "JD", "tableau6": "3C", "tableau7": "8H", "tableau8": "TS",
                                     "reserve1": "KS"})
q = WhichRule(position, "t1-t2", choices=["empty_any_card", "empty_king_only", "build_by_suit"])
display(show(position))
q

# %% exercise="kings_rule" part="answer"
answer = ...  # ← your answer, a letter such as "a", or the rule's name
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="kings_rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Any card
#
# In FreeCell any card, or any sequence allowed to move, fills an empty tableau pile. Below, the 4♦ of tableau 2
# is selected: the empty piles light up, the free cells as well as the empty columns.

# %% [markdown] lang="fr"
# ### N'importe quelle carte
#
# Au FreeCell, n'importe quelle carte, ou toute suite autorisée à bouger, occupe une pile vide du tableau.
# Ci-dessous, le 4♦ du tableau 2 est sélectionné : les piles vides s'allument, les cellules libres comme les
# colonnes vides.

# %%
lessons.concept("empty_any_card")

# %%
show(sn.position("freecell", {"tableau1": "8H 7C", "tableau2": "4D", "tableau3": "KS", "tableau4": "KH",
                              "tableau5": "KD", "tableau6": "KC", "tableau7": "QS"}),
     select=("tableau2", 1))

# %% [markdown] lang="en"
# **Predict, then check.** Streets and Alleys builds its tableau down regardless of suit, its foundations up by
# suit, and lets any card fill an empty pile. Where may the 6♦ of tableau 1 go?

# %% [markdown] lang="fr"
# **Prévoir, puis vérifier.** « Rues et ruelles » construit son tableau en descendant quelle que soit la couleur,
# ses fondations en montant par couleur, et laisse n'importe quelle carte occuper une pile vide. Où peut aller
# le 6♦ du tableau 1 ?

# %% exercise="any_card_target" part="ask"
position = sn.position("streets_and_alleys", {"foundation1": "AD 2D 3D 4D 5D", "tableau1": "9C 6D", "tableau2": "",
                                              "tableau3": "7S", "tableau4": "7D", "tableau5": "KD",
                                              "tableau6": "8C", "tableau7": "JD", "tableau8": "QS"})
q = PickTarget(position, "tableau1")
display(show(position))
q

# %% exercise="any_card_target" part="answer"
answer = ...  # ← your answer, a list of pile ids such as ["tableau6"], or [] for nowhere
### BEGIN SOLUTION
answer = ["foundation1", "tableau2", "tableau3", "tableau4"]
### END SOLUTION
q.check(answer)

# %% exercise="any_card_target" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="any_card_target" part="reveal"
# **Now look.** The 6♦ selected: the piles where it may go light up.

# %% [markdown] lang="fr" exercise="any_card_target" part="reveal"
# **Regardez.** Le 6♦ est sélectionné : les piles où il peut aller s'allument.

# %% exercise="any_card_target" part="reveal"
show(position, select=("tableau1", 1))

# %% [markdown] lang="en"
# ### Never refilled
#
# In some games (Agnes, Baker's Dozen, Bristol, Cruel) a pile that has been emptied stays empty for the rest of
# the game. The three rules seen so far, side by side: for each, the cards among K♠ and 4♥ that may fill an empty
# pile.

# %% [markdown] lang="fr"
# ### Jamais remplie
#
# Dans certains jeux (Agnes, « Les boulangers », « Carte de visite », Cruel), une pile qui a été vidée reste vide jusqu'à la
# fin de la partie. Les trois règles vues jusqu'ici, côte à côte : pour chacune, les cartes parmi R♠ et 4♥ qui
# peuvent occuper une pile vide.

# %%
lessons.concept("empty_never")

# %%
cards = sn.parse_cards("KS 4H")
for rule in (KINGS_ONLY, ANY_CARD, NEVER_FILLED):
    print(rule.label(), "—", [card.phrase_text(sn.get_lang()) for card in cards if rule.accepts(card)])

# %% [markdown] lang="en"
# **Which rule says no?** A Baker's Dozen position: tableau 2 has just been emptied. (*Build down*, one of the
# choices, puts a card on a card one rank higher: [Glossary 3](03_glossary_building.ipynb).)

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Une position des « Boulangers » : le tableau 2 vient d'être vidé. (*Construire en
# descendant*, l'un des choix, pose une carte sur une carte d'un rang plus haut : [Glossaire 3](03_glossary_building.ipynb).)

# %% exercise="never_rule" part="ask"
position = sn.position("bakers_dozen", {"tableau1": "KC QS", "tableau2": "", "tableau3": "QH 7C",
                                        "tableau4": "2S 9D"})
q = WhichRule(position, "t1-t2", choices=["empty_king_only", "empty_never", "build_down"])
display(show(position))
q

# %% exercise="never_rule" part="answer"
answer = ...  # ← your answer, a letter such as "a", or the rule's name
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="never_rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Explain why.** Baker's Dozen deals its cards in thirteen piles, then moves every King to the bottom of its
# pile: its deal has a step of its own for that. Answer in a sentence, between quotes.

# %% [markdown] lang="fr"
# **Expliquez pourquoi.** « Les boulangers » distribue ses cartes en treize piles, puis place chaque Roi tout en
# bas de sa pile : sa donne a une étape rien que pour cela. Répondez en une phrase, entre guillemets.

# %% exercise="kings_to_bottom" part="ask"
q = exercise("piles.kings_to_bottom")
q

# %% exercise="kings_to_bottom" part="explain"
because = ...  # ← your explanation, in a sentence
### BEGIN SOLUTION
### en
because = ("A King can never be built on another card and can never fill an empty pile, so a King lying on top "
           "of other cards could only leave for its foundation and would bury them; at the bottom it blocks "
           "nothing.")
### fr
because = ("Un Roi ne peut jamais se poser sur une autre carte ni remplir une pile vide : un Roi posé sur "
           "d'autres cartes ne pourrait partir que vers sa fondation et les enterrerait ; tout en bas, il ne "
           "bloque rien.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ### Filled automatically
#
# Some games refill an empty pile at once with a card from another pile, and the player does not choose it. In
# Canfield, an emptied tableau pile takes the top card of the reserve by itself:

# %% [markdown] lang="fr"
# ### Remplie automatiquement
#
# Certains jeux remplissent aussitôt une pile vide avec une carte venue d'une autre pile, sans que le joueur la
# choisisse. Dans « Champ de boîtes », une pile vidée du tableau reçoit d'elle-même la carte du dessus de la
# réserve :

# %%
lessons.concept("empty_auto_fill")

# %%
print(FilledAutomatically("reserve").rule())
show(sn.new_game("canfield", deal=1))

# %% [markdown] lang="en"
# **A sequence of moves.** A Canfield position: the reserve is `r1` (the 8♣ on a face-down card), the tableau is
# built down by alternate colour and the foundations up by suit. Reach the goal in as few moves as you can.

# %% [markdown] lang="fr"
# **Une suite de coups.** Une position de « Champ de boîtes » : la réserve est `r1` (le 8♣ sur une carte face
# cachée), le tableau se construit en descendant par couleur (rouge et noir) alternée et les fondations en
# montant par couleur. Atteignez le but en le moins de coups possible.

# %% exercise="auto_fill" part="ask"
position = sn.position("canfield", {"reserve1": "(QS) 8C", "foundation1": "AD 2D 3D 4D", "tableau1": "5D",
                                    "tableau2": "9H", "tableau3": "JS", "tableau4": "KC"}, state={"base_rank": 1})
q = BuildSequence(position, PileIs("tableau1", "QS"))
display(show(position))
q

# %% exercise="auto_fill" part="answer"
answer = ...  # ← your answer, a list of moves such as ["t2-t1", "f1-t3"]
### BEGIN SOLUTION
answer = ["t1-f1", "t1-t2"]
### END SOLUTION
q.check(answer)

# %% exercise="auto_fill" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Filled from the waste
#
# In Kansas and Straight Up, once the reserve is spent, an empty tableau pile takes only the top card of the
# waste, when you choose to play it there. In this Kansas position the reserve is empty: the 7♦ of the waste is
# selected, and the empty tableau 1 lights up.

# %% [markdown] lang="fr"
# ### Remplie depuis la défausse
#
# Dans Kansas et « Droit debout », une fois la réserve épuisée, une pile vide du tableau ne reçoit que la carte du
# dessus de la défausse, quand vous choisissez de l'y jouer. Dans cette position de Kansas, la réserve est vide :
# le 7♦ de la défausse est sélectionné, et le tableau 1, vide, s'allume.

# %%
lessons.concept("empty_from_waste")

# %%
show(sn.position("kansas", {"reserve1": "", "waste": "7D", "tableau1": "", "tableau2": "5S", "tableau3": "8C"}),
     select=("waste", 1))

# %% [markdown] lang="en"
# **Which rule says no?** A Straight Up position, whose reserve is spent too.

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Une position de « Droit debout », dont la réserve est épuisée elle aussi.

# %% exercise="from_waste_rule" part="ask"
position = sn.position("straight_up", {"reserve1": "", "waste": "9H", "foundation1": "2H", "tableau1": "",
                                       "tableau2": "5S", "tableau3": "QC", "tableau4": "7D"})
q = WhichRule(position, "t3-t1", choices=["empty_any_card", "empty_auto_fill", "empty_from_waste"])
display(show(position))
q

# %% exercise="from_waste_rule" part="answer"
answer = ...  # ← your answer, a letter such as "a", or the rule's name
### BEGIN SOLUTION
answer = "c"
### END SOLUTION
q.check(answer)

# %% exercise="from_waste_rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ## How many cards a pile may hold
#
# ### Pile limit
#
# In a few games (Bear River, Eagle Wing, Pileon) a tableau pile never holds more than a fixed number of cards.
# Bear River builds up or down by suit, three cards at most per pile. Below, the 8♠ is selected: it follows the
# 7♠ of tableau 1, yet tableau 1 does not light up, since it is full; only the empty slots at the end of each
# row do.

# %% [markdown] lang="fr"
# ## Combien de cartes une pile peut contenir
#
# ### Limite de cartes par pile
#
# Dans quelques jeux (« Rivière des ours », « L'aile de l'aigle », Pileon), une pile du tableau ne contient
# jamais plus d'un certain nombre de cartes. « Rivière des ours » construit en montant ou en descendant par
# couleur, trois cartes au plus par pile. Ci-dessous, le 8♠ est sélectionné : il suit le 7♠ du tableau 1, et
# pourtant le tableau 1 ne s'allume pas, car il est plein ; seuls les emplacements vides au bout de chaque
# rangée s'allument.

# %%
lessons.concept("pile_limit")

# %%
bear_river = sn.position("bear_river", {"foundation1": "4C", "tableau1": "5S 6S 7S", "tableau2": "8S",
                                        "tableau3": "4H"}, state={"base_rank": 4})
print(bear_river.explain("t2-t1"))
show(bear_river, select=("tableau2", 1))

# %% [markdown] lang="en"
# **Which rule says no?** An Eagle Wing position: its tableau is built down by suit.

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Une position de « L'aile de l'aigle » : son tableau se construit en descendant par
# couleur.

# %% exercise="limit_rule" part="ask"
position = sn.position("eagle_wing", {"foundation1": "4D", "reserve1": "(2C) (3C) 5C", "tableau1": "QH JH TH",
                                      "tableau2": "9H", "tableau3": "8S", "tableau4": "KS", "tableau5": "KC",
                                      "tableau6": "QC", "tableau7": "JC", "tableau8": "KD"},
                         state={"base_rank": 4})
q = WhichRule(position, "t2-t1", choices=["build_by_suit", "pile_limit", "single_card_move"])
display(show(position))
q

# %% exercise="limit_rule" part="answer"
answer = ...  # ← your answer, a letter such as "a", or the rule's name
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="limit_rule" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ## Next
#
# [Glossary 3: building](03_glossary_building.ipynb) tells which card may go on which: rank orders and suit
# rules.

# %% [markdown] lang="fr"
# ## La suite
#
# Le [Glossaire 3 : construire](03_glossary_building.ipynb) dit quelle carte peut aller sur quelle autre : ordres
# des rangs et règles de couleur.
