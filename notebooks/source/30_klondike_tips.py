# %% [markdown] lang="en"
# # Klondike tips: does the advice hold up?
#
# The French Klondike page (one of the two French rule pages this kit started from, see notebook 10) ends with four
# strategy tips (« Conseils »). Here they are as the page writes
# them, each with our translation:
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
# Each tip is tried by hand on a small prepared position in section 4 of [10_klondike.ipynb](10_klondike.ipynb).
# Are these tips true? Instead of arguing, we **measure**: a computer player follows each tip and plays many deals,
# and we compare it with a player that does not, on the *same* deals, with confidence intervals.

# %% [markdown] lang="fr"
# # Conseils pour le Klondike : l'expérience les confirme-t-elle ?
#
# La page française sur le Klondike (l'une des deux pages de règles françaises dont ce kit est parti, voir le
# carnet 10) se termine par quatre conseils de stratégie :
#
# 1. « Libérez en priorité les colonnes de gauche avec moins de cartes cachées pour créer des colonnes vides. »
# 2. « Déplacez en priorité les cartes des colonnes de droite vers les colonnes vides. »
# 3. « Quand vous placez un Roi dans une colonne vide, choisissez-le en fonction de la couleur de la Reine à votre
#    disposition. » (La page dit « Reine », le kit dit Dame.)
# 4. « Démarrez la construction des fondations dès que possible. »
#
# Chacun est essayé à la main sur une petite position préparée à la section 4 de
# [10_klondike.ipynb](10_klondike.ipynb). Ces conseils sont-ils justes ? Plutôt que d'en débattre, nous
# **mesurons** : un joueur automatique suit chaque conseil et joue de nombreuses donnes, et nous le comparons à un
# joueur qui ne le suit pas, sur les *mêmes* donnes, avec des intervalles de confiance.

# %% [markdown] lang="en"
# The next cell has two settings. `N_DEALS` is the number of deals each player plays: it is kept small so that the
# notebook runs in under a minute and a half on a 2-core computer (20 s to 1½ min for the players of section 3,
# depending on how busy it is); **raise it in class** (200, 500, 1000…) and watch the intervals shrink.
# `FIRST_DEAL` is the number of the first deal (then `FIRST_DEAL + 1`, ...), Klondike drawing one card with two
# redeals. Each deal costs a third of a second to a second for all the players together: 200 deals take about
# two minutes, 1000 about ten.
#
# A few questions along the way are checked by the engine: replace the `...` after `answer =` with your answer and
# run the cell; the next cell shows your points. A wrong answer first gets a hint; `q.check(answer).reveal()` shows
# the full answer. Yes and no may be written `True`/`False`, `yes`/`no` or `oui`/`non`.

# %% [markdown] lang="fr"
# La cellule suivante a deux réglages. `N_DEALS` est le nombre de donnes jouées par chaque joueur : il est petit pour
# que le carnet s'exécute en moins d'une minute et demie sur un ordinateur à 2 cœurs (20 s à 1 min 30 pour les
# joueurs de la section 3, selon sa charge) ; **augmentez-le en classe** (200, 500, 1000…) et regardez les
# intervalles se resserrer. `FIRST_DEAL` est le numéro de la première donne (puis `FIRST_DEAL + 1`, …), au Klondike
# en tirant une carte, avec deux redistributions. Chaque donne coûte d'un tiers de seconde à une seconde pour tous
# les joueurs ensemble : 200 donnes prennent environ deux minutes, 1000 environ dix.
#
# Quelques questions en chemin sont corrigées par le moteur : remplacez le `...` qui suit `answer =` par votre
# réponse et exécutez la cellule ; la suivante affiche vos points. Une réponse fausse reçoit d'abord un indice ;
# `q.check(answer).reveal()` montre la réponse complète. Oui et non s'écrivent `True`/`False`, `oui`/`non` ou
# `vrai`/`faux`.

# %%
import matplotlib.pyplot as plt

import solitaire_nb as sn
from solitaire_nb.engine.strategy import move_value
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.bank.tips import label, results_line
from solitaire_nb.teaching.exercises import feedback_in_steps
from solitaire_nb.teaching.tips import ProgressBar, paired_difference, play_deals, verdict

N_DEALS = 60
FIRST_DEAL = 1

sn.set_lang("en")
feedback_in_steps()

# %% [markdown] lang="en"
# ## 1. The baseline player
#
# `move_value(game, move)`, from `solitaire_nb.engine.strategy`, gives every legal move a rough score: a card to the
# foundations +50, turning up a hidden card +40 (plus 1 per card still hidden in that column), a card from the waste
# +15, emptying a column +20, pointless shuffles of a whole column from one empty column to another −60... Our
# **baseline** player always takes the move with the best score; on a tie it takes the first legal move, so that a
# deal is always played the same way. A tip is then a **bonus** added to the score: the same player, changed only
# where the tip says something.
#
# `play_out` plays a deal to its end: it never goes back to a position already seen, and gives up (*stuck*) after
# 200 moves without progress.
#
# The next cell defines four helpers: `column_number` (1 to 7 for the columns from left to right, 0 for any other
# pile), `hidden_under` (how many face-down cards stay under the cards a move lifts), `turns_up_a_card` (True when a
# move uncovers a face-down card), `to_empty_column` (True when a move fills an empty column), and `player(*tips)`, a
# strategy that plays the move with the best `move_value` plus the bonus of each tip.

# %% [markdown] lang="fr"
# ## 1. Le joueur de référence
#
# `move_value(game, move)`, de `solitaire_nb.engine.strategy`, donne à chaque coup légal une note grossière : une
# carte vers les fondations +50, retourner une carte cachée +40 (plus 1 par carte encore cachée dans la colonne),
# une carte de la défausse +15, vider une colonne +20, déplacer pour rien une colonne entière d'une colonne vide à
# une autre −60… Le **joueur de référence** joue toujours le coup de meilleure note ; en cas d'égalité, le premier
# coup légal, pour qu'une donne soit toujours jouée de la même façon. Un conseil est alors un **bonus** ajouté à la
# note : le même joueur, modifié seulement là où le conseil dit quelque chose.
#
# `play_out` joue une donne jusqu'au bout : jamais deux fois la même position, abandon (*bloqué*) après 200 coups
# sans progrès.
#
# La cellule suivante définit quatre outils : `column_number` (1 à 7 pour les colonnes de gauche à droite, 0 pour
# toute autre pile), `hidden_under` (combien de cartes face cachée restent sous les cartes qu'un coup soulève),
# `turns_up_a_card` (True quand un coup découvre une carte face cachée), `to_empty_column` (True quand un coup remplit
# une colonne vide), et `player(*tips)`, une stratégie qui joue le coup de meilleure note `move_value` plus le bonus
# de chaque conseil.

# %%
def column_number(pile_id):
    return int(pile_id[len("tableau"):]) if pile_id.startswith("tableau") else 0


def hidden_under(game, move):
    if move.kind != "move" or game.pile(move.source).role != "tableau":
        return 0
    return sum(1 for card in game.pile(move.source).cards[:-move.count] if not card.face_up)


def turns_up_a_card(game, move):
    if move.kind != "move" or game.pile(move.source).role != "tableau":
        return False
    below = game.pile(move.source).cards[:-move.count]
    return bool(below) and not below[-1].face_up


def to_empty_column(game, move):
    target = game.pile(move.target)
    return move.kind == "move" and target.role == "tableau" and not target.cards


def player(*tips):
    def choose(game, moves):
        return max(moves, key=lambda m: move_value(game, m) + sum(tip(game, m) for tip in tips))
    return choose

# %% [markdown] lang="en"
# ## 2. The tips as code
#
# Each tip is a function `tip(game, move) -> bonus`, 0 where the tip has nothing to say. Read them and check that
# they say what the French sentences say. You may disagree with our reading: then write your own version and run the
# notebook again.
#
# - `tip1_left_columns_first`: the baseline digs where the most cards are hidden (+1 per hidden card). This tip does
#   the opposite for a move that turns up a card: −2 per hidden card (cancelling the baseline's +1 and adding −1),
#   and a little less for columns further right.
# - `tip2_right_columns_to_empty`: among moves from a column into an empty column, the further right the source
#   column, the better (instead of the baseline's count of hidden cards).
# - `available_queens`: the Queens the player could move now, on top of the waste or face up in a column (in Klondike
#   the face-up cards of a column can always be lifted together), and not already resting on a King.
# - `tip3_king_for_the_queen`: when a King goes into an empty column, +10 if a Queen of the other colour is
#   available, so that the Queen can go on it; nothing when a whole column just moves from one empty column to
#   another (there is no choice of King then).

# %% [markdown] lang="fr"
# ## 2. Les conseils en code
#
# Chaque conseil est une fonction `tip(game, move) -> bonus`, qui vaut 0 là où le conseil ne dit rien. Lisez-les et
# vérifiez qu'elles disent bien ce que disent les phrases françaises. Vous pouvez ne pas être d'accord avec notre
# lecture : écrivez alors votre version et relancez le carnet.
#
# - `tip1_left_columns_first` : la référence creuse là où le plus de cartes sont cachées (+1 par carte cachée). Ce
#   conseil fait le contraire pour un coup qui retourne une carte : −2 par carte cachée (ce qui annule le +1 de la
#   référence et ajoute −1), et un peu moins pour les colonnes plus à droite.
# - `tip2_right_columns_to_empty` : parmi les coups d'une colonne vers une colonne vide, plus la colonne de départ est
#   à droite, mieux c'est (au lieu du compte de cartes cachées de la référence).
# - `available_queens` : les Dames que le joueur pourrait déplacer maintenant, au-dessus de la défausse ou visibles
#   dans une colonne (au Klondike, les cartes visibles d'une colonne peuvent toujours être soulevées ensemble), et
#   pas déjà posées sur un Roi.
# - `tip3_king_for_the_queen` : quand un Roi va dans une colonne vide, +10 si une Dame de l'autre couleur (rouge ou noir) est
#   disponible, pour que la Dame puisse s'y poser ; rien quand une colonne entière passe d'une colonne vide à une
#   autre (il n'y a alors pas de Roi à choisir).

# %%
def tip1_left_columns_first(game, move):
    if not turns_up_a_card(game, move):
        return 0
    return -2 * hidden_under(game, move) - 0.1 * column_number(move.source)


def tip2_right_columns_to_empty(game, move):
    if not to_empty_column(game, move) or game.pile(move.source).role != "tableau":
        return 0
    return column_number(move.source) - hidden_under(game, move)


def available_queens(game):
    queens = []
    waste = game.pile("waste").cards
    if waste and waste[-1].rank == 12:
        queens.append(waste[-1])
    for pile in game.piles:
        if pile.role != "tableau":
            continue
        for i, card in enumerate(pile.cards):
            if card.face_up and card.rank == 12:
                below = pile.cards[i - 1] if i > 0 else None
                if below is None or not below.face_up or below.rank != 13:
                    queens.append(card)
    return queens


def tip3_king_for_the_queen(game, move):
    if not to_empty_column(game, move):
        return 0
    king = game.pile(move.source).cards[-move.count]
    if king.rank == 13 and len(game.pile(move.source).cards) == move.count:
        return 0
    if king.rank == 13 and any(queen.red != king.red for queen in available_queens(game)):
        return 10
    return 0

# %% [markdown] lang="en"
# Tip 4 needs care: the baseline **already** starts the foundations as soon as possible (+50 beats everything else).
# So we test tip 4 by its **opposite**, the advice experienced players sometimes give: *send a card up only when it
# is safe*, that is when no card of the other colour may still need it to build on (both cards of the other colour
# one rank lower are already up). `is_safe_for_foundation` says when a card is safe; `hold_back_foundations` takes
# away the +50 of an unsafe move to a foundation, which then becomes an ordinary move, made only when nothing better
# is available. If the baseline beats the player that holds cards back, tip 4 is supported.

# %% [markdown] lang="fr"
# Le conseil 4 demande du soin : le joueur de référence démarre **déjà** les fondations dès que possible (+50
# l'emporte sur tout). Nous testons donc le conseil 4 par son **contraire**, que donnent parfois les joueurs
# expérimentés : *ne monter une carte que lorsqu'elle est sans risque*, c'est-à-dire quand aucune carte de l'autre
# couleur (rouge ou noir) ne peut plus avoir besoin d'elle pour s'y poser (les deux cartes d'un rang plus bas de
# l'autre couleur sont
# déjà montées). `is_safe_for_foundation` dit quand une carte est sans risque ; `hold_back_foundations` retire le +50
# d'un coup risqué vers une fondation, qui devient un coup ordinaire, joué seulement faute de mieux. Si la référence
# bat le joueur qui retient ses cartes, le conseil 4 est confirmé.

# %%
def is_safe_for_foundation(game, card):
    tops = {}
    for pile in game.piles:
        if pile.role == "foundation" and pile.cards:
            tops[pile.cards[-1].suit] = pile.cards[-1].rank
    other_suits = "DH" if card.suit in "CS" else "CS"
    return card.rank <= 2 or all(tops.get(suit, 0) >= card.rank - 1 for suit in other_suits)


def hold_back_foundations(game, move):
    if move.kind != "move" or game.pile(move.target).role != "foundation":
        return 0
    source = game.pile(move.source)
    if source.role == "foundation" or is_safe_for_foundation(game, source.cards[-1]):
        return 0
    return -50

# %% [markdown] lang="en"
# ## 3. Same deals for every player
#
# Before reading on, think about the design of the experiment. **Explain why** in a sentence or two (your teacher grades it, not the engine).

# %% [markdown] lang="fr"
# ## 3. Les mêmes donnes pour tous
#
# Avant de lire la suite, réfléchissez à la façon dont l'expérience est construite. **Expliquez pourquoi** en une ou
# deux phrases (votre enseignant la note, pas le moteur).

# %% exercise="same_deals" part="ask"
q = exercise("tips.why_same_deals")
q

# %% exercise="same_deals" part="explain"
because = ...  # ← your explanation, in a sentence or two
### BEGIN SOLUTION
### en
because = ("The luck of the deal is much bigger than the effect of a tip; comparing the two players deal by deal "
           "on the same deals cancels that luck, so the small difference due to the tip can be seen with far "
           "fewer deals.")
### fr
because = ("La chance de la donne pèse bien plus que l'effet d'un conseil ; comparer les deux joueurs donne "
           "par donne, sur les mêmes donnes, annule cette chance, si bien que la petite différence due au "
           "conseil se voit avec beaucoup moins de donnes.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# Some deals are easy, some impossible: the luck of the deal is far bigger than the effect of a tip. So every player
# plays **the same deals**, and a tip is judged by the difference it makes **deal by deal** (a *paired*
# comparison): the luck of the deal cancels out.
#
# The next cell lists the players (`PLAYERS`: a name and a function making a fresh player) and the comparisons
# (`COMPARISONS`: for each tip, the player following it and the player not following it), then plays every deal
# with every player. The cell after it prints, for each player, its wins, its win rate with a 95 % interval, and the
# mean number of cards it sent to the foundations, with its interval.

# %% [markdown] lang="fr"
# Certaines donnes sont faciles, d'autres impossibles : la chance de la donne pèse bien plus que l'effet d'un
# conseil. Tous les joueurs jouent donc **les mêmes donnes**, et un conseil est jugé par la différence qu'il fait
# **donne par donne** (comparaison *appariée*) : la chance de la donne s'annule.
#
# La cellule suivante liste les joueurs (`PLAYERS` : un nom et une fonction qui crée un joueur neuf) et les
# comparaisons (`COMPARISONS` : pour chaque conseil, le joueur qui le suit et celui qui ne le suit pas), puis fait
# jouer chaque donne à chaque joueur. La cellule d'après affiche, pour chaque joueur, ses victoires, son taux de
# victoire avec un intervalle à 95 %, et le nombre moyen de cartes qu'il a montées aux fondations, avec son
# intervalle.

# %%
PLAYERS = {
    "baseline": lambda: player(),
    "tip1": lambda: player(tip1_left_columns_first),
    "tip2": lambda: player(tip2_right_columns_to_empty),
    "tip3": lambda: player(tip3_king_for_the_queen),
    "hold": lambda: player(hold_back_foundations),
    "all": lambda: player(tip1_left_columns_first, tip2_right_columns_to_empty, tip3_king_for_the_queen),
}
COMPARISONS = {"tip1": ("tip1", "baseline"), "tip2": ("tip2", "baseline"), "tip3": ("tip3", "baseline"),
               "tip4": ("baseline", "hold"), "all": ("all", "baseline")}

deals = range(FIRST_DEAL, FIRST_DEAL + N_DEALS)
bar = ProgressBar(len(deals) * len(PLAYERS), label("playing"))
results = play_deals(PLAYERS, deals, "klondike", {"draw": 1}, on_game=bar)
bar.finish(label("played", n=len(deals) * len(PLAYERS), s=round(bar.seconds)))

# %%
for name, res in results.items():
    print(results_line(name, res))

# %% [markdown] lang="en"
# ## 4. The picture
#
# Top: each player on its own, its win rate with its Wilson interval, and the mean number of cards sent to the
# foundations ± 1.96 standard errors. Bottom: the **paired differences**, "following the tip" minus "not following
# it", deal by deal, with their 95 % intervals. The bottom row is the one that answers the question: a tip helps if
# its whole bar is right of the dashed zero line (green), hurts if it is wholly left of it (red); grey means the
# deals cannot tell.

# %% [markdown] lang="fr"
# ## 4. L'image
#
# En haut : chaque joueur seul, son taux de victoire avec son intervalle de Wilson, et le nombre moyen de cartes
# montées aux fondations ± 1,96 erreur type. En bas : les **différences appariées**, « en suivant le conseil » moins
# « sans le suivre », donne par donne, avec leurs intervalles à 95 %. C'est la ligne du bas qui répond à la
# question : un conseil aide si toute sa barre est à droite de la ligne zéro en pointillés (vert), nuit si elle est
# tout entière à gauche (rouge) ; gris veut dire que les donnes ne permettent pas de trancher.

# %%
fig, axes = plt.subplots(2, 2, figsize=(12, 7.5))
names = list(results)
ys = range(len(names))
rates = [results[n].win_rate() for n in names]
cards = [results[n].cards_to_foundation() for n in names]
for ax, estimates, scale, axis_label in ((axes[0, 0], rates, 100, label("win_rate")),
                                         (axes[0, 1], cards, 1, label("cards"))):
    below = [scale * (e.mean - e.low) for e in estimates]
    above = [scale * (e.high - e.mean) for e in estimates]
    ax.errorbar([scale * e.mean for e in estimates], ys, xerr=[below, above], fmt="o", capsize=4)
    ax.set_yticks(list(ys), [label(n) for n in names])
    ax.invert_yaxis()
    ax.set_xlabel(axis_label)
    ax.grid(axis="x", alpha=0.3)
axes[0, 1].set_yticklabels([])

tips = list(COMPARISONS)
diff_cards, diff_wins = {}, {}
for t in tips:
    with_tip, without_tip = (results[name] for name in COMPARISONS[t])
    diff_cards[t] = paired_difference(with_tip.foundation, without_tip.foundation)
    diff_wins[t] = paired_difference(with_tip.won, without_tip.won)
for ax, diffs, scale, axis_label in ((axes[1, 0], diff_wins, 100, label("diff_wins")),
                                     (axes[1, 1], diff_cards, 1, label("diff_cards"))):
    estimates = [diffs[t] for t in tips]
    colours = ["tab:green" if e.low > 0 else "tab:red" if e.high < 0 else "tab:grey" for e in estimates]
    for y, e, colour in zip(range(len(tips)), estimates, colours):
        ax.errorbar([scale * e.mean], [y], xerr=[[scale * (e.mean - e.low)], [scale * (e.high - e.mean)]],
                    fmt="o", capsize=4, color=colour)
    ax.axvline(0, color="black", linestyle="--", linewidth=1)
    ax.set_yticks(list(range(len(tips))), [label(t) for t in tips])
    ax.invert_yaxis()
    ax.set_xlabel(axis_label)
    ax.grid(axis="x", alpha=0.3)
axes[1, 1].set_yticklabels([])
fig.suptitle(label("title", n=N_DEALS))
fig.tight_layout()
plt.show()

# %% [markdown] lang="en"
# ## 5. Conclusions, computed from the numbers
#
# The sentences below are written by code: "better" or "worse" only when the whole 95 % interval of the paired
# difference is on one side of zero. For each tip: how many deals it changed, then its effect on wins and on the
# cards sent to the foundations.

# %% [markdown] lang="fr"
# ## 5. Conclusions, calculées à partir des chiffres
#
# Les phrases ci-dessous sont écrites par le code : « meilleur » ou « moins bon » seulement quand tout l'intervalle à
# 95 % de la différence appariée est d'un même côté de zéro. Pour chaque conseil : combien de donnes il a changées,
# puis son effet sur les victoires et sur les cartes montées aux fondations.

# %%
for t in tips:
    with_tip, without_tip = (results[name] for name in COMPARISONS[t])
    changed = sum(a != b or x != y for a, b, x, y in
                  zip(with_tip.won, without_tip.won, with_tip.foundation, without_tip.foundation))
    print(label(t), "—", label("changed", k=changed, n=N_DEALS))
    print("  ", label("wins_line", verdict=verdict(diff_wins[t], label("unit_wins"), None, scale=100)))
    print("  ", label("cards_line", verdict=verdict(diff_cards[t], label("unit_cards"), None)))
    print()

# %% [markdown] lang="en"
# ## 6. How to read this
#
# * A 95 % confidence interval is the range of effects compatible with what we saw. If it contains 0, the data
#   **cannot tell** the tip from no tip: this is *not* a proof that the tip is useless, only that this sample is too
#   small to see its effect (if it has one).
# * Small samples decide nothing. With 60 deals, a win rate is known to about ±12 points; a tip that adds 2 points of
#   win rate would need thousands of deals to be seen. The paired design helps a lot (the luck of the deal cancels
#   out), but not infinitely.
# * Count the deals a tip actually **changed**: a tip that almost never applies cannot make a visible difference,
#   however wise it is.
# * We test five comparisons at once: even when no tip does anything, one of them will now and then show "evidence"
#   by chance (about 1 time in 20 per comparison). Check a surprising result on **new deals** (change `FIRST_DEAL`)
#   before believing it.
# * Our player is not you: a tip that does not help *this* simple player may still help a human who plans ahead, and
#   the other way round. The result is about the tips *as we wrote them in code*.
#
# Check that you can read an interval:

# %% [markdown] lang="fr"
# ## 6. Comment lire ces résultats
#
# * Un intervalle de confiance à 95 % est la plage des effets compatibles avec ce que l'on a observé. S'il contient
#   0, les données **ne permettent pas** de distinguer le conseil de l'absence de conseil : ce n'est *pas* une preuve
#   que le conseil est inutile, seulement que l'échantillon est trop petit pour voir son effet (s'il en a un).
# * Un petit échantillon ne tranche rien. Avec 60 donnes, un taux de victoire est connu à ±12 points environ ; un
#   conseil qui ajoute 2 points de victoire demanderait des milliers de donnes pour être vu. La comparaison appariée
#   aide beaucoup (la chance de la donne s'annule), mais pas à l'infini.
# * Comptez les donnes qu'un conseil a réellement **changées** : un conseil qui ne s'applique presque jamais ne peut
#   pas faire de différence visible, aussi sage soit-il.
# * Nous faisons cinq comparaisons à la fois : même si aucun conseil n'a d'effet, l'une d'elles montrera de temps en
#   temps une « preuve » par hasard (environ 1 fois sur 20 par comparaison). Vérifiez un résultat surprenant sur
#   **d'autres donnes** (changez `FIRST_DEAL`) avant d'y croire.
# * Notre joueur n'est pas vous : un conseil qui n'aide pas *ce* joueur simple peut aider un humain qui prévoit
#   plusieurs coups à l'avance, et inversement. Le résultat porte sur les conseils *tels que nous les avons écrits en
#   code*.
#
# Vérifiez que vous savez lire un intervalle :

# %% exercise="interval" part="ask"
q = exercise("tips.interval_contains_zero")
q

# %% exercise="interval" part="answer"
answer = ...  # ← your answer, yes or no (True/False, "oui"/"non" work too)
### BEGIN SOLUTION
answer = False
### END SOLUTION
q.check(answer)

# %% exercise="interval" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ## 7. With many more deals
#
# Measured once by the authors on **2026-11-22** with **`N_DEALS = 1000`** (deals 1 to 1000, `FIRST_DEAL = 1`,
# everything else as above; 6000 games, about 3 minutes). Paired differences, "following the tip" minus "not
# following it", with 95 % intervals:
#
# | Tip | deals with a different result | win rate (points) | cards to the foundations |
# |---|---|---|---|
# | 1: left columns first | 314 / 1000 | −5.0 (−7.4 to −2.6) | −2.1 (−3.1 to −1.0) |
# | 2: right columns to empty ones | 52 / 1000 | +0.2 (−0.4 to +0.8) | +0.0 (−0.2 to +0.3) |
# | 3: the King for the Queen | 1 / 1000 | 0 (same wins on every deal) | +0.0 (changed one deal) |
# | 4: foundations early (vs held back) | 95 / 1000 | −0.5 (−1.8 to +0.8) | −0.1 (−0.6 to +0.3) |
# | 1 to 3 together | 344 / 1000 | −5.1 (−7.5 to −2.7) | −2.1 (−3.1 to −1.0) |
#
# Win rates: baseline 46.0 % (Wilson interval 42.9 to 49.1 %), tip 1 41.0 % (38.0 to 44.1 %).
#
# Before reading our conclusion, read the table yourself:

# %% [markdown] lang="fr"
# ## 7. Avec beaucoup plus de donnes
#
# Mesuré une fois par les auteurs le **22/11/2026** avec **`N_DEALS = 1000`** (donnes 1 à 1000, `FIRST_DEAL = 1`, le
# reste comme ci-dessus ; 6000 parties, environ 3 minutes). Différences appariées, « en suivant le conseil » moins
# « sans le suivre », intervalles à 95 % :
#
# | Conseil | donnes au résultat différent | victoires (points) | cartes aux fondations |
# |---|---|---|---|
# | 1 : colonnes de gauche d'abord | 314 / 1000 | −5,0 (−7,4 à −2,6) | −2,1 (−3,1 à −1,0) |
# | 2 : de la droite vers les colonnes vides | 52 / 1000 | +0,2 (−0,4 à +0,8) | +0,0 (−0,2 à +0,3) |
# | 3 : le Roi pour la Reine | 1 / 1000 | 0 (mêmes victoires sur chaque donne) | +0,0 (une donne changée) |
# | 4 : fondations tôt (contre retardées) | 95 / 1000 | −0,5 (−1,8 à +0,8) | −0,1 (−0,6 à +0,3) |
# | 1 à 3 ensemble | 344 / 1000 | −5,1 (−7,5 à −2,7) | −2,1 (−3,1 à −1,0) |
#
# Taux de victoire : référence 46,0 % (intervalle de Wilson 42,9 à 49,1 %), conseil 1 41,0 % (38,0 à 44,1 %).
#
# Avant de lire notre conclusion, lisez vous-même le tableau :

# %% exercise="which_hurts" part="ask"
q = exercise("tips.which_tip_hurts")
q

# %% exercise="which_hurts" part="answer"
answer = ...  # ← your answer, a tip's number such as 2
### BEGIN SOLUTION
answer = 1
### END SOLUTION
q.check(answer)

# %% exercise="which_hurts" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="which_hurts" part="reveal"
# So, for this player and with the tips as written here: tip 1 **hurts** (our player does better digging where the
# most cards are hidden, which is what the baseline does); tips 2 and 4 make no difference we can detect even with
# 1000 deals; tip 3 almost never changes a decision. Note how the 60-deal run above can point the other way for
# tip 1: that is exactly why small samples decide nothing.

# %% [markdown] lang="en"
# **Explain why** tip 3 so rarely matters (your teacher grades it, not the engine). Look again at
# `tip3_king_for_the_queen` and at the baseline's choices in section 4.3 of notebook 10.

# %% [markdown] lang="fr" exercise="which_hurts" part="reveal"
# Donc, pour ce joueur et avec les conseils tels qu'ils sont écrits ici : le conseil 1 **nuit** (notre joueur fait
# mieux en creusant là où le plus de cartes sont cachées, comme la référence) ; les conseils 2 et 4 ne font aucune
# différence détectable, même avec 1000 donnes ; le conseil 3 ne change presque jamais une décision. Remarquez que
# l'exécution à 60 donnes ci-dessus peut indiquer l'inverse pour le conseil 1 : c'est exactement pourquoi un petit
# échantillon ne tranche rien.

# %% [markdown] lang="fr"
# **Expliquez pourquoi** le conseil 3 compte si rarement (votre enseignant la note, pas le moteur). Relisez
# `tip3_king_for_the_queen` et les choix de la référence à la section 4.3 du carnet 10.

# %% exercise="tip3_rare" part="ask"
q = exercise("tips.tip3_rarely_applies")
q

# %% exercise="tip3_rare" part="explain"
because = ...  # ← your explanation, in a sentence or two
### BEGIN SOLUTION
### en
because = ("The tip only matters when a column is empty, two Kings of different colours could go there at the "
           "same moment and a Queen is free; that is rare, and even then the +10 bonus is smaller than the +40 "
           "the baseline gives a King that turns up a hidden card, so the choice seldom changes.")
### fr
because = ("Le conseil ne compte que lorsqu'une colonne est vide, qu'un Roi rouge et un Roi noir pourraient "
           "y aller au même moment et qu'une Dame est libre ; c'est rare, et même alors le bonus de +10 est "
           "plus petit que les +40 que le joueur de référence donne à un Roi qui découvre une carte cachée : "
           "le choix change donc rarement.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ## 8. Your turn
#
# 1. Raise `N_DEALS` (and change `FIRST_DEAL`): which conclusions stay, which change?
# 2. Write your own reading of a tip (for example tip 1 *only* while no column is empty yet) and compare.
# 3. Invent a tip of your own, add it to `PLAYERS` and `COMPARISONS` under a name of your choice (the tables and the
#    plot show that name as you wrote it), and put it to the test.

# %% [markdown] lang="fr"
# ## 8. À vous
#
# 1. Augmentez `N_DEALS` (et changez `FIRST_DEAL`) : quelles conclusions restent, lesquelles changent ?
# 2. Écrivez votre propre lecture d'un conseil (par exemple le conseil 1 *seulement* tant qu'aucune colonne n'est
#    vide) et comparez.
# 3. Inventez votre propre conseil, ajoutez-le à `PLAYERS` et `COMPARISONS` sous le nom de votre choix (les
#    tableaux et l'image affichent ce nom tel que vous l'avez écrit), et mettez-le à l'épreuve.
