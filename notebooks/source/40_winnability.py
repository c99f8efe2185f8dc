# %% [markdown] lang="en"
# # Which deals can be won?
#
# Some deals are lost before the first card moves, however well you play. How many? For FreeCell the answer has
# been known since the 1990s; for Klondike, only since 2019. In this notebook the kit's solver settles deal after
# deal, a table collects its verdicts, and we compare the share of winnable deals with the published figures,
# with honest confidence intervals.
#
# The same code runs on a laptop (every core works) or on a Dask cluster of many machines, for the thousands of
# deals a precise answer needs: section 8 shows the one change.

# %% [markdown] lang="fr"
# # Quelles donnes peuvent être gagnées ?
#
# Certaines donnes sont perdues avant que la première carte ne bouge, aussi bien qu'on joue. Combien ? Pour FreeCell,
# la réponse est connue depuis les années 1990 ; pour le Klondike, depuis 2019 seulement. Dans ce carnet, le
# solveur du kit tranche une donne après l'autre, un tableau recueille ses verdicts, et nous comparons la part de
# donnes gagnables avec les chiffres publiés, avec des intervalles de confiance honnêtes.
#
# Le même code tourne sur un ordinateur portable (tous ses cœurs travaillent) ou sur une grappe Dask de plusieurs
# machines, pour les milliers de donnes qu'une réponse précise demande : la section 8 montre le seul changement.

# %% [markdown] lang="en"
# ## 1. What "winnable" means here
#
# The solver (`game.solve()`) searches the positions that can be reached from the deal, move after move, until it
# reaches a win or has seen them all. It is **thoughtful**: it sees *every* card, the face-down cards of the
# tableau and the order of the stock included, because the engine knows where each card lies. So "winnable" here
# means: *a player who could see through the backs of the cards could win this deal.*
#
# In FreeCell every card is face up from the start, so this changes nothing. In Klondike it changes a lot: a real
# player must guess what lies under the face-down cards, sometimes guesses wrong, and so wins fewer deals than the
# thoughtful share. The share we measure is a ceiling for real play, not a forecast of it.

# %% [markdown] lang="fr"
# ## 1. Ce que « gagnable » veut dire ici
#
# Le solveur (`game.solve()`) explore les positions qu'on peut atteindre depuis la donne, coup après coup, jusqu'à
# trouver une victoire ou les avoir toutes vues. Il est **« réfléchi »** (*thoughtful*) : il voit *toutes* les
# cartes, y compris les cartes face cachée du tableau et l'ordre de la pioche, car le moteur sait où est chaque
# carte. « Gagnable » veut donc dire ici : *un joueur qui verrait à travers le dos des cartes pourrait gagner
# cette donne.*
#
# Au FreeCell, toutes les cartes sont visibles dès le départ : cela ne change rien. Au Klondike, cela change
# beaucoup : un vrai joueur doit deviner ce qui se cache sous les cartes face cachée, se trompe parfois, et gagne
# donc moins de donnes que la part « réfléchie ». La part que nous mesurons est un plafond pour le vrai jeu, pas
# une prévision.

# %% [markdown] lang="en"
# ## 2. Three verdicts
#
# For each deal the solver gives one of three verdicts:
#
# - **winnable** (`"winnable"`): it found a sequence of moves that wins. The survey replays those moves through the
#   engine, one by one, and checks that they really end in a win before it writes the verdict down.
# - **unwinnable** (`"unwinnable"`): it went through *every* position that can be reached from the deal, and none
#   is a win. That is a proof, and the most expensive verdict: nothing can be skipped.
# - **unknown** (`"unknown"`): it stopped at a limit before reaching either conclusion.
#
# Why limits? Some deals need millions of positions; without a limit, a survey could run for days on a single
# stubborn deal. So each search is bounded by `max_nodes` (positions examined) and `max_seconds`. An unknown
# deal tells us **nothing** about that deal: it may be winnable or not, we only ran out of patience. The table
# says which limit stopped the search (column `limit`).
#
# Counting positions (`max_nodes`) gives the same verdicts on every computer; counting seconds does not (a slower
# machine gives up earlier). So in this notebook `max_nodes` is the limit that decides, and `max_seconds` is
# only a safety net.

# %% [markdown] lang="fr"
# ## 2. Trois verdicts
#
# Pour chaque donne, le solveur rend l'un de trois verdicts :
#
# - **gagnable** (`"winnable"`) : il a trouvé une suite de coups qui gagne. L'étude rejoue ces coups dans le
#   moteur, un par un, et vérifie qu'ils mènent vraiment à la victoire avant d'inscrire le verdict.
# - **impossible** (`"unwinnable"`) : il a parcouru *toutes* les positions qu'on peut atteindre depuis la donne, et
#   aucune n'est gagnée. C'est une preuve, et le verdict le plus coûteux : rien ne peut être sauté.
# - **non tranchée** (`"unknown"`) : il s'est arrêté à une limite avant de conclure.
#
# Pourquoi des limites ? Certaines donnes demandent des millions de positions ; sans limite, une étude pourrait
# tourner des jours sur une seule donne récalcitrante. Chaque recherche est donc bornée par `max_nodes` (positions
# examinées) et `max_seconds`. Une donne non tranchée ne nous apprend **rien** sur elle : elle est peut-être
# gagnable, peut-être pas, nous avons seulement manqué de patience. Le tableau dit quelle limite a arrêté la
# recherche (colonne `limit`).
#
# Compter les positions (`max_nodes`) donne les mêmes verdicts sur tous les ordinateurs ; compter les secondes,
# non (une machine plus lente abandonne plus tôt). Dans ce carnet, c'est donc `max_nodes` qui décide, et
# `max_seconds` n'est qu'un garde-fou.

# %% [markdown] lang="en"
# The next cell holds the settings. `N_DEALS` is the number of deals of each game (deals 1 to `N_DEALS`) and
# `MAX_NODES` the solver's limit per deal: both are kept small so that the whole notebook runs in well under a
# minute (its two surveys took 5 to 10 seconds on a computer with 2 cores). **Raise them in class** (100 deals,
# 20 000 positions...) and watch what happens to the unknown deals and to the intervals; that run takes minutes,
# and section 9 gives the times we measured before each task.
#
# A few questions along the way are checked by the engine: replace the `...` after `answer =` with your answer and
# run the cell; the next cell shows your points. A wrong answer first gets a hint; `q.check(answer).reveal()` shows
# the full answer. The "explain" question is read by your teacher and not scored.

# %% [markdown] lang="fr"
# La cellule suivante contient les réglages. `N_DEALS` est le nombre de donnes de chaque jeu (donnes 1 à
# `N_DEALS`) et `MAX_NODES` la limite du solveur par donne : tous deux sont petits pour que le carnet entier
# s'exécute en bien moins d'une minute (ses deux études ont pris 5 à 10 secondes sur un ordinateur à 2 cœurs).
# **Augmentez-les en classe** (100 donnes, 20 000 positions…) et regardez ce que deviennent les donnes non
# tranchées et les intervalles ; cela prend des minutes, et la section 9 donne avant chaque tâche les durées que
# nous avons mesurées.
#
# Quelques questions en chemin sont corrigées par le moteur : remplacez le `...` qui suit `answer =` par votre
# réponse et exécutez la cellule ; la suivante affiche vos points. Une réponse fausse reçoit d'abord un indice ;
# `q.check(answer).reveal()` montre la réponse complète. La question « expliquez » est lue par votre enseignant et
# n'est pas notée.

# %%
import matplotlib.pyplot as plt
from IPython.display import display

import solitaire_nb as sn
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.bank.winnability import label
from solitaire_nb.teaching.exercises import feedback_in_steps
from solitaire_nb.teaching.published import compare, published_table
from solitaire_nb.teaching.winnability import summary, survey, verdict_name

N_DEALS = 12
MAX_NODES = 3000
MAX_SECONDS = 20

sn.set_lang("en")
feedback_in_steps()

# %% [markdown] lang="en"
# ## 3. Which Klondike?
#
# A figure about "Klondike" means little until we know the variant. This kit plays Klondike as AisleRiot does:
# turning **one** card at a time with two redeals (the default), or turning **three** cards at a time with
# **unlimited** redeals. The published figure of section 6 is about the second one, so that is the one we survey.
# Let us check the options the engine really uses:

# %% [markdown] lang="fr"
# ## 3. Quel Klondike ?
#
# Un chiffre sur « le Klondike » ne veut pas dire grand-chose tant qu'on ne connaît pas la variante. Ce kit joue
# au Klondike comme AisleRiot : en retournant **une** carte à la fois avec deux redistributions (par défaut), ou
# **trois** cartes à la fois avec des redistributions **illimitées**. Le chiffre publié de la section 6 porte sur
# la seconde : c'est donc elle que nous étudions. Vérifions les options que le moteur utilise vraiment :

# %%
print(sn.new_game("klondike", 1).options)
print(sn.new_game("klondike", 1, draw=3).options)

# %% [markdown] lang="en"
# ## 4. The survey
#
# `survey(game, deals, options=..., max_nodes=..., max_seconds=...)` solves every deal (a number N means deals 1 to
# N) and returns a table (a pandas DataFrame), one row per deal: its number, the verdict, the length of the
# solution found (`moves`, empty unless winnable), the positions examined (`nodes`), the time taken (`seconds`),
# the limit reached, if any, and `thoughtful` (True when the deal hid cards the solver saw anyway). The deals are
# shared among all the cores of this computer, and the bar shows them finishing.
#
# First FreeCell:

# %% [markdown] lang="fr"
# ## 4. L'étude
#
# `survey(game, deals, options=..., max_nodes=..., max_seconds=...)` résout chaque donne (un nombre N veut dire les
# donnes 1 à N) et renvoie un tableau (un DataFrame de pandas), une ligne par donne : son numéro, le verdict, la
# longueur de la solution trouvée (`moves`, vide sauf si gagnable), les positions examinées (`nodes`), le temps
# pris (`seconds`), la limite atteinte s'il y en a une, et `thoughtful` (True quand la donne cachait des cartes que
# le solveur a vues quand même). Les donnes sont réparties entre tous les cœurs de cet ordinateur, et la barre
# les montre se terminer.
#
# D'abord FreeCell :

# %%
freecell = survey("freecell", N_DEALS, max_nodes=MAX_NODES, max_seconds=MAX_SECONDS)
freecell

# %% [markdown] lang="en"
# Then Klondike, turning three cards:

# %% [markdown] lang="fr"
# Puis le Klondike, à trois cartes :

# %%
klondike = survey("klondike", N_DEALS, options={"draw": 3}, max_nodes=MAX_NODES, max_seconds=MAX_SECONDS)
klondike

# %% [markdown] lang="en"
# ## 5. Pictures
#
# On the left, how many deals got each verdict; on the right, the time each deal took, one dot per deal (the dots
# are spread sideways a little so that they do not hide one another). Look at where the unknown deals are on the
# right: they took longest, since they used their whole allowance of positions.

# %% [markdown] lang="fr"
# ## 5. En images
#
# À gauche, combien de donnes ont reçu chaque verdict ; à droite, le temps pris par chaque donne, un point par
# donne (les points sont un peu écartés sur le côté pour ne pas se cacher les uns les autres). Regardez où sont
# les donnes non tranchées à droite : ce sont les plus longues, puisqu'elles ont épuisé toutes leurs positions.

# %%
surveys = {label("freecell"): freecell, label("klondike3"): klondike}
VERDICTS = ["winnable", "unwinnable", "unknown"]
STYLE = {"winnable": ("tab:green", "o"), "unwinnable": ("tab:red", "X"), "unknown": ("tab:gray", "s")}

fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
width = 0.27
for i, verdict in enumerate(VERDICTS):
    counts = [int((table["verdict"] == verdict).sum()) for table in surveys.values()]
    places = [x + (i - 1) * width for x in range(len(surveys))]
    left.bar(places, counts, width, color=STYLE[verdict][0], label=verdict_name(verdict))
left.set_xticks(range(len(surveys)), list(surveys))
left.set_ylabel(label("deals"))
left.yaxis.get_major_locator().set_params(integer=True)
left.set_title(label("verdicts_title", n=N_DEALS))
left.legend()

for x, table in enumerate(surveys.values()):
    for verdict in VERDICTS:
        rows = table[table["verdict"] == verdict]
        spread = [x + 0.05 * ((deal % 7) - 3) for deal in rows["deal"]]
        colour, marker = STYLE[verdict]
        right.scatter(spread, rows["seconds"], color=colour, marker=marker,
                      label=verdict_name(verdict) if x == 0 else None)
right.set_xticks(range(len(surveys)), list(surveys))
right.set_ylabel(label("seconds"))
right.set_title(label("times_title"))
right.legend()
plt.tight_layout()
plt.show()

# %% [markdown] lang="en"
# ## 6. What the tables say, and what was published
#
# `summary(table)` counts the verdicts and gives two estimates of the winnable share, each with a 95% interval:
#
# - among the **settled** deals only (winnable or unwinnable), with a *Wilson* interval, the usual interval for a
#   proportion, which stays between 0% and 100% even with few deals;
# - for **all** the deals, counting every unknown deal as lost, then as won: the true share of these deals lies
#   between the two whatever the unknown deals turn out to be, and the second interval, from the lower Wilson bound
#   of the first count to the upper bound of the second, holds for the game as a whole.

# %% [markdown] lang="fr"
# ## 6. Ce que disent les tableaux, et ce qui a été publié
#
# `summary(table)` compte les verdicts et donne deux estimations de la part gagnable, chacune avec un intervalle
# à 95 % :
#
# - parmi les donnes **tranchées** seulement (gagnables ou impossibles), avec un intervalle de *Wilson*,
#   l'intervalle habituel pour une proportion, qui reste entre 0 % et 100 % même avec peu de donnes ;
# - pour **toutes** les donnes, en comptant chaque donne non tranchée comme perdue, puis comme gagnée : la vraie
#   part de ces donnes est entre les deux, quelles que soient les donnes non tranchées, et le second intervalle,
#   de la borne basse de Wilson du premier compte à la borne haute du second, vaut pour le jeu tout entier.

# %%
display(summary(freecell))
summary(klondike)

# %% [markdown] lang="en"
# `compare(table)` puts the survey next to the published figures about the same game and the same variant:

# %% [markdown] lang="fr"
# `compare(table)` place l'étude à côté des chiffres publiés sur le même jeu et la même variante :

# %%
display(compare(freecell))
compare(klondike)

# %% [markdown] lang="en"
# Here are the published figures with their sources, the variant each one is about, and where it may differ from
# this kit's game. Read the notes before comparing: a figure about another variant is about another game.

# %% [markdown] lang="fr"
# Voici les chiffres publiés avec leurs sources, la variante dont parle chacun et ce qui peut la distinguer du jeu
# de ce kit. Lisez les remarques avant de comparer : un chiffre sur une autre variante parle d'un autre jeu.

# %%
published_table()

# %% [markdown] lang="en"
# ## 7. Reading the intervals honestly
#
# **A small sample gives a wide interval.** With n deals, the half-width of a 95% interval for a share near 80%
# is about 1.96 × √(0.8 × 0.2 / n): some 23 points with 12 deals, 8 points with 100, 0.8 points with 10 000. To
# reach the ± 0.084 points of Blake and Gent, you need about 800 000 deals. So 12 deals give a rough idea, and
# nothing finer: do not read the middle of an interval as the answer.
#
# **The unknown deals are not a random few.** The share among the settled deals assumes that the unknown deals
# look like the settled ones. They do not: the deals the solver settles within a small limit are mostly the easy,
# winnable ones, while proving a deal unwinnable means visiting *every* position, which is the longest search of
# all. The deals left unknown are the hard ones, among which the unwinnable ones hide. With many unknown deals,
# the share among the settled ones is biased upwards, and its interval does not show it; the interval that counts
# the unknown deals either way is always right, but may be very wide. The cure is not a formula: raise the limits
# until few deals stay unknown.
#
# A survey of 200 deals found 150 winnable, 30 unwinnable and 20 unknown.

# %% [markdown] lang="fr"
# ## 7. Lire les intervalles honnêtement
#
# **Un petit échantillon donne un intervalle large.** Avec n donnes, la demi-largeur d'un intervalle à 95 % pour
# une part proche de 80 % vaut environ 1,96 × √(0,8 × 0,2 / n) : quelque 23 points avec 12 donnes, 8 points avec
# 100, 0,8 point avec 10 000. Pour atteindre les ± 0,084 point de Blake et Gent, il faut environ 800 000 donnes.
# Douze donnes donnent donc une idée grossière, et rien de plus fin : ne prenez pas le milieu d'un intervalle pour
# la réponse.
#
# **Les donnes non tranchées ne sont pas prises au hasard.** La part parmi les donnes tranchées suppose que les
# donnes non tranchées ressemblent aux autres. Ce n'est pas le cas : les donnes que le solveur tranche avec une
# petite limite sont surtout les faciles, gagnables, alors que prouver qu'une donne est impossible demande de
# visiter *toutes* les positions, la plus longue des recherches. Les donnes restées non tranchées sont les
# difficiles, parmi lesquelles se cachent les impossibles. Avec beaucoup de donnes non tranchées, la part parmi les
# donnes tranchées est biaisée vers le haut, et son intervalle ne le montre pas ; l'intervalle qui compte les
# donnes non tranchées dans un sens ou dans l'autre est toujours juste, mais peut être très large. Le remède n'est
# pas une formule : augmentez les limites jusqu'à ce que peu de donnes restent non tranchées.
#
# Une étude de 200 donnes en a trouvé 150 gagnables, 30 impossibles et 20 non tranchées.

# %% exercise="settled_share" part="ask"
q = exercise("winnability.settled_share")
q

# %% exercise="settled_share" part="answer"
answer = ...  # ← your answer, a whole number such as 50
### BEGIN SOLUTION
answer = 83
### END SOLUTION
q.check(answer)

# %% exercise="settled_share" part="score"
q.score(answer)

# %% exercise="highest_share" part="ask"
q = exercise("winnability.highest_share")
q

# %% exercise="highest_share" part="answer"
answer = ...  # ← your answer, a whole number such as 50
### BEGIN SOLUTION
answer = 85
### END SOLUTION
q.check(answer)

# %% exercise="highest_share" part="score"
q.score(answer)

# %% exercise="unknown_bias" part="ask"
q = exercise("winnability.unknown_bias")
q

# %% exercise="unknown_bias" part="explain"
because = ...  # ← your explanation, in a sentence or two
### BEGIN SOLUTION
### en
because = ("Within a small limit the solver settles mostly easy, winnable deals, while proving a deal unwinnable "
           "needs the longest search of all; so the unknown deals hold more than their share of unwinnable ones, "
           "and leaving them out makes the winnable share look higher than it is.")
### fr
because = ("Avec une petite limite, le solveur tranche surtout des donnes faciles et gagnables, alors que "
           "prouver qu'une donne est impossible demande la plus longue recherche ; les donnes inconnues "
           "contiennent donc plus que leur part de donnes impossibles, et les laisser de côté fait paraître "
           "la part des donnes gagnables plus élevée qu'elle ne l'est.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ## 8. Many more deals, on a Dask cluster
#
# A precise answer needs thousands of deals. On one computer, `survey` already uses every core. On a
# [Dask](https://docs.dask.org/) cluster (the machines of a computer room, a university cluster), the same call
# takes one more argument, `client`, and the deals are shared among all the cluster's workers; the table that comes
# back is the same. Every worker needs this kit installed (`pip install` of the same version).
#
# ```python
# from dask.distributed import Client
#
# client = Client("tcp://scheduler:8786")  # the address of your cluster's scheduler
# table = survey("klondike", 10_000, options={"draw": 3}, max_nodes=200_000, max_seconds=600, client=client)
# summary(table)
# ```
#
# With `max_nodes` as the limit that decides (and `max_seconds` high enough never to be reached), the verdicts do
# not depend on which machine solved which deal.

# %% [markdown] lang="fr"
# ## 8. Beaucoup plus de donnes, sur une grappe Dask
#
# Une réponse précise demande des milliers de donnes. Sur un seul ordinateur, `survey` utilise déjà tous les cœurs.
# Sur une grappe [Dask](https://docs.dask.org/) (les machines d'une salle informatique, un calculateur
# d'université), le même appel prend un argument de plus, `client`, et les donnes sont réparties entre tous les
# travailleurs de la grappe ; le tableau qui revient est le même. Chaque travailleur doit avoir ce kit installé
# (`pip install` de la même version).
#
# ```python
# from dask.distributed import Client
#
# client = Client("tcp://scheduler:8786")  # l'adresse de l'ordonnanceur de votre grappe
# table = survey("klondike", 10_000, options={"draw": 3}, max_nodes=200_000, max_seconds=600, client=client)
# summary(table)
# ```
#
# Avec `max_nodes` comme limite qui décide (et `max_seconds` assez grand pour n'être jamais atteint), les verdicts
# ne dépendent pas de la machine qui a résolu chaque donne.

# %% [markdown] lang="en"
# ## 9. Your turn
#
# Some of these tasks keep the computer busy for minutes. The times given are those we measured on 30/11/2026 on a
# computer with **2 cores** while other programs were running; with more cores a survey is quicker (its deals are
# shared among the cores), on a busier computer slower. The bar of a survey shows how far it has got.
#
# 1. Raise `N_DEALS` to 100 and `MAX_NODES` to 20 000, and run the notebook again. **Time: about 4 minutes on 2 cores**
#    (FreeCell some 20 seconds, Klondike the rest), longer on a busy computer. Cheaper, for a class:
#    `N_DEALS = 50` with the same `MAX_NODES` (2 to 3 minutes) shows the same effects with wider intervals. How many
#    deals stay unknown? How do the two intervals of each game change, and does the Klondike interval now hold the
#    published 81.9%?
# 2. Give the unknown deals a second chance with a higher limit, without solving the others again:
#    `survey("klondike", klondike.loc[klondike["verdict"] == "unknown", "deal"], options={"draw": 3}, max_nodes=50_000)`.
#    **Time:** it depends on how many deals are unknown, since each may use its 50 000 positions (or, on a busy
#    computer, stop at 30 seconds, the default `max_seconds`): about 25 seconds after the notebook's own settings
#    (4 unknown deals), about 6 minutes after task 1 (26 unknown deals). Cheaper, for a class: run it after the
#    notebook's own settings, or give only the first five a second chance (add `.head(5)` after `"deal"]`).
#    Which verdicts do they get?
# 3. Microsoft's FreeCell deal 11982 is the famous one that cannot be won. Ask the solver:
#    `sn.new_game("freecell", 11982).solve(max_nodes=None, max_seconds=300)`. **Time: 10 to 25 seconds on 2 cores**
#    in our runs (one core works on it); allow up to a minute on a slower or busier computer. It proves the deal
#    unwinnable after examining 61 643 positions.
# 4. Survey Klondike turning one card (the kit's default, two redeals):
#    `survey("klondike", N_DEALS, max_nodes=MAX_NODES, max_seconds=MAX_SECONDS)`. **Time:** 5 to 10 seconds with
#    the notebook's settings, about 4 minutes with those of task 1. Our table of published figures has nothing on
#    that variant: what do you expect, more or fewer winnable deals than with three cards and unlimited redeals?
#    Why?

# %% [markdown] lang="fr"
# ## 9. À vous
#
# Certaines de ces tâches occupent l'ordinateur pendant des minutes. Les durées indiquées sont celles que nous avons
# mesurées le 30/11/2026 sur un ordinateur à **2 cœurs** pendant que d'autres programmes tournaient ; avec plus de
# cœurs, une étude va plus vite (ses donnes sont réparties entre les cœurs), sur un ordinateur plus chargé, moins
# vite. La barre d'une étude montre où elle en est.
#
# 1. Passez `N_DEALS` à 100 et `MAX_NODES` à 20 000, et exécutez à nouveau le carnet. **Durée : environ 4 minutes sur
#    2 cœurs** (FreeCell une vingtaine de secondes, le Klondike le reste), davantage sur un ordinateur chargé. Moins
#    coûteux, pour une classe : `N_DEALS = 50` avec le même `MAX_NODES` (2 à 3 minutes) montre les mêmes effets avec
#    des intervalles plus larges. Combien de donnes restent non tranchées ? Comment changent les deux intervalles de
#    chaque jeu, et l'intervalle du Klondike contient-il maintenant les 81,9 % publiés ?
# 2. Donnez une seconde chance aux donnes non tranchées avec une limite plus haute, sans résoudre les autres à
#    nouveau :
#    `survey("klondike", klondike.loc[klondike["verdict"] == "unknown", "deal"], options={"draw": 3}, max_nodes=50_000)`.
#    **Durée :** elle dépend du nombre de donnes non tranchées, puisque chacune peut user ses 50 000 positions
#    (ou, sur un ordinateur chargé, s'arrêter au bout de 30 secondes, le `max_seconds` par défaut) : environ
#    25 secondes après les réglages du carnet (4 donnes non tranchées), environ 6 minutes après la tâche 1 (26 donnes
#    non tranchées). Moins coûteux, pour une classe : lancez-la après les réglages du carnet, ou ne donnez une seconde
#    chance qu'aux cinq premières (ajoutez `.head(5)` après `"deal"]`). Quels verdicts reçoivent-elles ?
# 3. La donne 11982 du FreeCell de Microsoft est la célèbre donne qu'on ne peut pas gagner. Demandez au solveur :
#    `sn.new_game("freecell", 11982).solve(max_nodes=None, max_seconds=300)`. **Durée : 10 à 25 secondes sur
#    2 cœurs** dans nos essais (un seul cœur y travaille) ; comptez jusqu'à une minute sur un ordinateur plus lent ou
#    plus chargé. Il prouve que la donne est impossible après avoir examiné 61 643 positions.
# 4. Étudiez le Klondike en retournant une carte (le réglage par défaut du kit, deux redistributions) :
#    `survey("klondike", N_DEALS, max_nodes=MAX_NODES, max_seconds=MAX_SECONDS)`. **Durée :** 5 à 10 secondes
#    avec les réglages du carnet, environ 4 minutes avec ceux de la tâche 1. Notre tableau des chiffres publiés ne
#    dit rien de cette variante : qu'attendez-vous, plus ou moins de donnes gagnables qu'avec trois cartes et des
#    redistributions illimitées ? Pourquoi ?
