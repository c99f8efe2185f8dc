# %% [markdown] lang="en"
# # Klondike tips: does the advice hold up?
#
# **English.** A French page of Klondike rules ends with four strategy tips ("Conseils"):
#
# 1. *Libérez en priorité les colonnes de gauche avec moins de cartes cachées pour créer des colonnes vides.*
#    Free the left-hand columns, which have fewer hidden cards, first, to create empty columns.
# 2. *Déplacez en priorité les cartes des colonnes de droite vers les colonnes vides.*
#    Move cards from the right-hand columns into the empty columns first.
# 3. *Quand vous placez un Roi dans une colonne vide, choisissez-le en fonction de la couleur de la Reine
#    à votre disposition.* When you put a King into an empty column, choose it by the colour of the Queen
#    you have available (so that the Queen can go on it).
# 4. *Démarrez la construction des fondations dès que possible.* Start building the foundations as early
#    as possible.
#
# Each tip is tried by hand on a small prepared position in section 4 of
# [10_klondike.ipynb](10_klondike.ipynb). Are these tips true? Instead of arguing, we **measure**: a computer player follows each tip, plays many
# deals, and we compare it with a player that does not — on the *same* deals — with confidence intervals.
#
# **Français.** Une page de règles de Klondike se termine par les quatre conseils ci-dessus. Chacun est
# essayé à la main sur une petite position préparée à la section 4 de [10_klondike.ipynb](10_klondike.ipynb).
# Sont-ils justes ? Plutôt que d'en débattre, nous **mesurons** : un joueur automatique suit chaque conseil, joue de
# nombreuses donnes, et nous le comparons à un joueur qui ne le suit pas — sur les *mêmes* donnes — avec
# des intervalles de confiance.

# %% [markdown] lang="fr"
# # Conseils pour Klondike : l'expérience les confirme-t-elle ?
#
# **English.** A French page of Klondike rules ends with four strategy tips ("Conseils"):
#
# 1. *Libérez en priorité les colonnes de gauche avec moins de cartes cachées pour créer des colonnes vides.*
#    Free the left-hand columns, which have fewer hidden cards, first, to create empty columns.
# 2. *Déplacez en priorité les cartes des colonnes de droite vers les colonnes vides.*
#    Move cards from the right-hand columns into the empty columns first.
# 3. *Quand vous placez un Roi dans une colonne vide, choisissez-le en fonction de la couleur de la Reine
#    à votre disposition.* When you put a King into an empty column, choose it by the colour of the Queen
#    you have available (so that the Queen can go on it).
# 4. *Démarrez la construction des fondations dès que possible.* Start building the foundations as early
#    as possible.
#
# Each tip is tried by hand on a small prepared position in section 4 of
# [10_klondike.ipynb](10_klondike.ipynb). Are these tips true? Instead of arguing, we **measure**: a computer player follows each tip, plays many
# deals, and we compare it with a player that does not — on the *same* deals — with confidence intervals.
#
# **Français.** Une page de règles de Klondike se termine par les quatre conseils ci-dessus. Chacun est
# essayé à la main sur une petite position préparée à la section 4 de [10_klondike.ipynb](10_klondike.ipynb).
# Sont-ils justes ? Plutôt que d'en débattre, nous **mesurons** : un joueur automatique suit chaque conseil, joue de
# nombreuses donnes, et nous le comparons à un joueur qui ne le suit pas — sur les *mêmes* donnes — avec
# des intervalles de confiance.

# %% [markdown]
# **English.** Two settings: the language of everything printed, and `N_DEALS`, the number of deals each
# player plays. It is kept small so that the notebook runs in a few seconds; **raise it in class** (200,
# 500, 1000...) and watch the intervals shrink.
#
# **Français.** Deux réglages : la langue de tout ce qui est affiché, et `N_DEALS`, le nombre de donnes
# jouées par chaque joueur. Il est petit pour que le carnet s'exécute en quelques secondes ; **augmentez-le
# en classe** (200, 500, 1000...) et regardez les intervalles se resserrer.

# %%
import matplotlib.pyplot as plt

import solitaire_nb as sn
from solitaire_nb.engine.strategy import move_value
from solitaire_nb.teaching.tips import ProgressBar, paired_difference, play_deals, verdict

N_DEALS = 60  # the sample size: raise it in class (each deal costs about 0.1 s for all players)
FIRST_DEAL = 1  # deals FIRST_DEAL, FIRST_DEAL + 1, ... (Klondike, drawing one card, two redeals)

sn.set_lang("en")

# %% [markdown] lang="en"
# ## 1. The baseline player
#
# **English.** `solitaire_nb.engine.strategy.move_value(game, move)` gives every legal move a rough score: a card
# to the foundations +50, turning up a hidden card +40 (plus 1 per card still hidden in that column), a
# card from the waste +15, emptying a column +20, pointless shuffles of a whole column from one empty
# column to another −60... Our **baseline** player always takes the move with the best score; on a tie it
# takes the first legal move, so that a deal is always played the same way. A tip is then a **bonus**
# added to the score: the same player, changed only where the tip says something.
#
# `play_out` plays a deal to its end: it never goes back to a position already seen, and gives up
# (*stuck*) after 200 moves without progress.
#
# **Français.** `move_value(game, move)` donne à chaque coup légal une note grossière : une carte vers les
# fondations +50, retourner une carte cachée +40 (plus 1 par carte encore cachée dans la colonne), une
# carte de la défausse +15, vider une colonne +20, déplacer une colonne entière d'une colonne vide à une
# autre −60... Le **joueur de référence** joue toujours le coup de meilleure note ; en cas d'égalité, le
# premier coup légal, pour qu'une donne soit toujours jouée de la même façon. Un conseil est alors un
# **bonus** ajouté à la note : le même joueur, modifié seulement là où le conseil dit quelque chose.
# `play_out` joue une donne jusqu'au bout : jamais deux fois la même position, abandon (*bloqué*) après 200
# coups sans progrès.

# %% [markdown] lang="fr"
# ## Le joueur de référence
#
# **English.** `solitaire_nb.engine.strategy.move_value(game, move)` gives every legal move a rough score: a card
# to the foundations +50, turning up a hidden card +40 (plus 1 per card still hidden in that column), a
# card from the waste +15, emptying a column +20, pointless shuffles of a whole column from one empty
# column to another −60... Our **baseline** player always takes the move with the best score; on a tie it
# takes the first legal move, so that a deal is always played the same way. A tip is then a **bonus**
# added to the score: the same player, changed only where the tip says something.
#
# `play_out` plays a deal to its end: it never goes back to a position already seen, and gives up
# (*stuck*) after 200 moves without progress.
#
# **Français.** `move_value(game, move)` donne à chaque coup légal une note grossière : une carte vers les
# fondations +50, retourner une carte cachée +40 (plus 1 par carte encore cachée dans la colonne), une
# carte de la défausse +15, vider une colonne +20, déplacer une colonne entière d'une colonne vide à une
# autre −60... Le **joueur de référence** joue toujours le coup de meilleure note ; en cas d'égalité, le
# premier coup légal, pour qu'une donne soit toujours jouée de la même façon. Un conseil est alors un
# **bonus** ajouté à la note : le même joueur, modifié seulement là où le conseil dit quelque chose.
# `play_out` joue une donne jusqu'au bout : jamais deux fois la même position, abandon (*bloqué*) après 200
# coups sans progrès.

# %%
def column_number(pile_id):
    """1 to 7 for "tableau1" to "tableau7" (left to right), 0 for any other pile."""
    return int(pile_id[len("tableau"):]) if pile_id.startswith("tableau") else 0


def hidden_under(game, move):
    """How many face-down cards stay in the source column under the cards the move lifts."""
    if move.kind != "move" or game.pile(move.source).role != "tableau":
        return 0
    return sum(1 for card in game.pile(move.source).cards[:-move.count] if not card.face_up)


def turns_up_a_card(game, move):
    """True when the move uncovers a face-down card of a column (it will be turned up)."""
    if move.kind != "move" or game.pile(move.source).role != "tableau":
        return False
    below = game.pile(move.source).cards[:-move.count]
    return bool(below) and not below[-1].face_up


def to_empty_column(game, move):
    """True when the move puts cards into an empty column of the tableau."""
    target = game.pile(move.target)
    return move.kind == "move" and target.role == "tableau" and not target.cards


def player(*tips):
    """A strategy: the move with the best value, where value = ``move_value`` (the baseline)
    plus the bonus each tip gives.  Ties go to the first legal move, so that the same deal
    is always played the same way (no dice)."""
    def choose(game, moves):
        return max(moves, key=lambda m: move_value(game, m) + sum(tip(game, m) for tip in tips))
    return choose

# %% [markdown] lang="en"
# ## 2. The tips as code
#
# **English.** Each tip is a function `tip(game, move) -> bonus`: 0 where the tip has nothing to say.
# Read them and check that they say what the French sentences say — you may disagree with our reading:
# then write your own version and run the notebook again.
#
# **Français.** Chaque conseil est une fonction `tip(game, move) -> bonus` : 0 là où le conseil ne dit
# rien. Lisez-les et vérifiez qu'elles disent bien ce que disent les phrases françaises — vous pouvez ne
# pas être d'accord avec notre lecture : écrivez alors votre version et relancez le carnet.

# %% [markdown] lang="fr"
# ## Les conseils en code
#
# **English.** Each tip is a function `tip(game, move) -> bonus`: 0 where the tip has nothing to say.
# Read them and check that they say what the French sentences say — you may disagree with our reading:
# then write your own version and run the notebook again.
#
# **Français.** Chaque conseil est une fonction `tip(game, move) -> bonus` : 0 là où le conseil ne dit
# rien. Lisez-les et vérifiez qu'elles disent bien ce que disent les phrases françaises — vous pouvez ne
# pas être d'accord avec notre lecture : écrivez alors votre version et relancez le carnet.

# %%
def tip1_left_columns_first(game, move):
    """Tip 1 - free the left-hand columns, with fewer hidden cards, first.

    The baseline digs where the most cards are hidden (+1 per hidden card).  This tip
    does the opposite: -1 per hidden card, and a little more for columns further left."""
    if not turns_up_a_card(game, move):
        return 0
    return -2 * hidden_under(game, move) - 0.1 * column_number(move.source)


def tip2_right_columns_to_empty(game, move):
    """Tip 2 - into an empty column, move cards from the right-hand columns first.

    Among moves into an empty column, the further right the source column, the better
    (instead of the baseline's count of hidden cards)."""
    if not to_empty_column(game, move) or game.pile(move.source).role != "tableau":
        return 0
    return column_number(move.source) - hidden_under(game, move)


def available_queens(game):
    """The Queens the player could move now: on top of the waste, or face up in a column
    (in Klondike the face-up cards of a column can always be lifted together) and not
    already resting on a King."""
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
    """Tip 3 - when a King goes into an empty column, choose it by the colour of the
    available Queen: prefer a King of the other colour, so that the Queen can go on it."""
    if not to_empty_column(game, move):
        return 0
    king = game.pile(move.source).cards[-move.count]
    if king.rank == 13 and len(game.pile(move.source).cards) == move.count:
        return 0  # a whole column moved to another empty column: no choice of King here
    if king.rank == 13 and any(queen.red != king.red for queen in available_queens(game)):
        return 10
    return 0

# %% [markdown]
# **English.** Tip 4 needs care: the baseline **already** starts the foundations as soon as possible
# (+50 beats everything else). So we test tip 4 by its **opposite**, the advice experienced players
# sometimes give: *send a card up only when it is safe* (no card of the other colour may still need it
# to build on). If the baseline beats the player that holds cards back, tip 4 is supported.
#
# **Français.** Le conseil 4 demande du soin : le joueur de référence démarre **déjà** les fondations dès
# que possible (+50 l'emporte sur tout). Nous testons donc le conseil 4 par son **contraire**, que donnent
# parfois les joueurs expérimentés : *ne monter une carte que lorsqu'elle n'est plus utile* (aucune carte
# de l'autre couleur ne peut plus avoir besoin d'elle). Si la référence bat le joueur qui retient ses
# cartes, le conseil 4 est confirmé.

# %%
def is_safe_for_foundation(game, card):
    """A card is *safe* on the foundations when no card of the other colour may still need
    it to build on: both cards of the other colour one rank lower are already there."""
    tops = {}
    for pile in game.piles:
        if pile.role == "foundation" and pile.cards:
            tops[pile.cards[-1].suit] = pile.cards[-1].rank
    other_suits = "DH" if card.suit in "CS" else "CS"
    return card.rank <= 2 or all(tops.get(suit, 0) >= card.rank - 1 for suit in other_suits)


def hold_back_foundations(game, move):
    """The OPPOSITE of tip 4 - send a card to the foundations early only when it is safe.

    An unsafe foundation move loses the baseline's +50: it becomes an ordinary move,
    made only when nothing better is available."""
    if move.kind != "move" or game.pile(move.target).role != "foundation":
        return 0
    source = game.pile(move.source)
    if source.role == "foundation" or is_safe_for_foundation(game, source.cards[-1]):
        return 0
    return -50

# %% [markdown] lang="en"
# ## 3. Same deals for every player
#
# **English.** Some deals are easy, some impossible: the luck of the deal is far bigger than the effect
# of a tip. So every player plays **the same deals**, and a tip is judged by the difference it makes
# **deal by deal** (a *paired* comparison): the luck of the deal cancels out.
#
# **Français.** Certaines donnes sont faciles, d'autres impossibles : la chance de la donne pèse bien plus
# que l'effet d'un conseil. Tous les joueurs jouent donc **les mêmes donnes**, et un conseil est jugé par
# la différence qu'il fait **donne par donne** (comparaison *appariée*) : la chance de la donne s'annule.

# %% [markdown] lang="fr"
# ## Les mêmes donnes pour tous
#
# **English.** Some deals are easy, some impossible: the luck of the deal is far bigger than the effect
# of a tip. So every player plays **the same deals**, and a tip is judged by the difference it makes
# **deal by deal** (a *paired* comparison): the luck of the deal cancels out.
#
# **Français.** Certaines donnes sont faciles, d'autres impossibles : la chance de la donne pèse bien plus
# que l'effet d'un conseil. Tous les joueurs jouent donc **les mêmes donnes**, et un conseil est jugé par
# la différence qu'il fait **donne par donne** (comparaison *appariée*) : la chance de la donne s'annule.

# %%
TEXT = {
    "en": {"baseline": "Baseline", "tip1": "Tip 1: left columns first",
           "tip2": "Tip 2: right columns to empty ones", "tip3": "Tip 3: the King for the Queen",
           "hold": "Opposite of tip 4: foundations held back", "all": "Tips 1 to 3 together",
           "tip4": "Tip 4: foundations early (baseline vs its opposite)",
           "playing": "Playing", "played": "{n} games played in {s:.1f} s",
           "win_rate": "win rate (%)", "cards": "cards sent to the foundations (mean)",
           "diff_cards": "difference in cards to the foundations",
           "diff_wins": "difference in win rate (points)",
           "unit_cards": "cards", "unit_wins": "points of win rate",
           "title": "{n} deals, 95 % confidence intervals",
           "changed": "deals with a different result: {k} of {n}", "wins_line": "  wins: ",
           "cards_line": "  cards to the foundations: ",
           "table": "{name:<42} {w:>4}/{n}  win rate {p:5.1f} % [{lo:.1f}, {hi:.1f}]"
           "   cards {m:5.1f} [{mlo:.1f}, {mhi:.1f}]"},
    "fr": {"baseline": "Référence", "tip1": "Conseil 1 : colonnes de gauche d'abord",
           "tip2": "Conseil 2 : de la droite vers les colonnes vides",
           "tip3": "Conseil 3 : le Roi pour la Reine",
           "hold": "Contraire du conseil 4 : fondations retardées", "all": "Conseils 1 à 3 ensemble",
           "tip4": "Conseil 4 : fondations tôt (référence contre son contraire)",
           "playing": "Parties", "played": "{n} parties jouées en {s:.1f} s",
           "win_rate": "taux de victoire (%)", "cards": "cartes montées aux fondations (moyenne)",
           "diff_cards": "différence de cartes montées aux fondations",
           "diff_wins": "différence de taux de victoire (points)",
           "unit_cards": "cartes", "unit_wins": "points de taux de victoire",
           "title": "{n} donnes, intervalles de confiance à 95 %",
           "changed": "donnes au résultat différent : {k} sur {n}", "wins_line": "  victoires : ",
           "cards_line": "  cartes aux fondations : ", "table": "{name:<48} {w:>4}/{n}  victoires {p:5.1f} % "
           "[{lo:.1f} ; {hi:.1f}]   cartes {m:5.1f} [{mlo:.1f} ; {mhi:.1f}]"},
}[LANG]

# name -> a function making a fresh player
PLAYERS = {
    "baseline": lambda: player(),
    "tip1": lambda: player(tip1_left_columns_first),
    "tip2": lambda: player(tip2_right_columns_to_empty),
    "tip3": lambda: player(tip3_king_for_the_queen),
    "hold": lambda: player(hold_back_foundations),
    "all": lambda: player(tip1_left_columns_first, tip2_right_columns_to_empty, tip3_king_for_the_queen),
}
# tip -> (the player following it, the player not following it)
COMPARISONS = {"tip1": ("tip1", "baseline"), "tip2": ("tip2", "baseline"), "tip3": ("tip3", "baseline"),
               "tip4": ("baseline", "hold"), "all": ("all", "baseline")}

deals = range(FIRST_DEAL, FIRST_DEAL + N_DEALS)
bar = ProgressBar(len(deals) * len(PLAYERS), TEXT["playing"])
results = play_deals(PLAYERS, deals, "klondike", {"draw": 1}, on_game=bar)
done = TEXT["played"].format(n=len(deals) * len(PLAYERS), s=bar.seconds)
bar.finish(done.replace(".", ",") if LANG == "fr" else done)

# %%
for name, res in results.items():
    rate, cards = res.win_rate(), res.cards_to_foundation()
    line = TEXT["table"].format(name=TEXT[name], w=res.wins, n=len(res.won),
                                p=100 * rate.mean, lo=100 * rate.low, hi=100 * rate.high,
                                m=cards.mean, mlo=cards.low, mhi=cards.high)
    print(line.replace(".", ",") if LANG == "fr" else line)

# %% [markdown] lang="en"
# ## 4. The picture
#
# **English.** Top: each player on its own — win rate with its Wilson interval, and the mean number of
# cards sent to the foundations ± 1.96 standard errors. Bottom: the **paired differences**, "following the
# tip" minus "not following it", deal by deal, with their 95 % intervals. The bottom row is the one that
# answers the question: a tip helps if its whole bar is right of the dashed zero line.
#
# **Français.** En haut : chaque joueur seul — taux de victoire avec son intervalle de Wilson, et nombre
# moyen de cartes montées aux fondations ± 1,96 erreur type. En bas : les **différences appariées**, « en
# suivant le conseil » moins « sans le suivre », donne par donne, avec leurs intervalles à 95 %. C'est la
# ligne du bas qui répond à la question : un conseil aide si toute sa barre est à droite de la ligne zéro.

# %% [markdown] lang="fr"
# ## L'image
#
# **English.** Top: each player on its own — win rate with its Wilson interval, and the mean number of
# cards sent to the foundations ± 1.96 standard errors. Bottom: the **paired differences**, "following the
# tip" minus "not following it", deal by deal, with their 95 % intervals. The bottom row is the one that
# answers the question: a tip helps if its whole bar is right of the dashed zero line.
#
# **Français.** En haut : chaque joueur seul — taux de victoire avec son intervalle de Wilson, et nombre
# moyen de cartes montées aux fondations ± 1,96 erreur type. En bas : les **différences appariées**, « en
# suivant le conseil » moins « sans le suivre », donne par donne, avec leurs intervalles à 95 %. C'est la
# ligne du bas qui répond à la question : un conseil aide si toute sa barre est à droite de la ligne zéro.

# %%
fig, axes = plt.subplots(2, 2, figsize=(12, 7.5))
names = list(results)
ys = range(len(names))
rates = [results[n].win_rate() for n in names]
cards = [results[n].cards_to_foundation() for n in names]
for ax, estimates, scale, label in ((axes[0, 0], rates, 100, TEXT["win_rate"]),
                                    (axes[0, 1], cards, 1, TEXT["cards"])):
    below = [scale * (e.mean - e.low) for e in estimates]
    above = [scale * (e.high - e.mean) for e in estimates]
    ax.errorbar([scale * e.mean for e in estimates], ys, xerr=[below, above], fmt="o", capsize=4)
    ax.set_yticks(list(ys), [TEXT[n] for n in names])
    ax.invert_yaxis()
    ax.set_xlabel(label)
    ax.grid(axis="x", alpha=0.3)
axes[0, 1].set_yticklabels([])

tips = list(COMPARISONS)
diff_cards, diff_wins = {}, {}  # tip -> paired difference (following the tip minus not following it)
for t in tips:
    with_tip, without_tip = (results[name] for name in COMPARISONS[t])
    diff_cards[t] = paired_difference(with_tip.foundation, without_tip.foundation)
    diff_wins[t] = paired_difference(with_tip.won, without_tip.won)
for ax, diffs, scale, label in ((axes[1, 0], diff_wins, 100, TEXT["diff_wins"]),
                                (axes[1, 1], diff_cards, 1, TEXT["diff_cards"])):
    estimates = [diffs[t] for t in tips]
    colours = ["tab:green" if e.low > 0 else "tab:red" if e.high < 0 else "tab:grey" for e in estimates]
    for y, e, colour in zip(range(len(tips)), estimates, colours):
        ax.errorbar([scale * e.mean], [y], xerr=[[scale * (e.mean - e.low)], [scale * (e.high - e.mean)]],
                    fmt="o", capsize=4, color=colour)
    ax.axvline(0, color="black", linestyle="--", linewidth=1)
    ax.set_yticks(list(range(len(tips))), [TEXT[t] for t in tips])
    ax.invert_yaxis()
    ax.set_xlabel(label)
    ax.grid(axis="x", alpha=0.3)
axes[1, 1].set_yticklabels([])
fig.suptitle(TEXT["title"].format(n=N_DEALS))
fig.tight_layout()
plt.show()

# %% [markdown] lang="en"
# ## 5. Conclusions, computed from the numbers
#
# **English.** The sentences below are written by code: "better" or "worse" only when the whole 95 %
# interval of the paired difference is on one side of zero.
#
# **Français.** Les phrases ci-dessous sont écrites par le code : « meilleur » ou « moins bon » seulement
# quand tout l'intervalle à 95 % de la différence appariée est d'un même côté de zéro.

# %% [markdown] lang="fr"
# ## Conclusions, calculées à partir des chiffres
#
# **English.** The sentences below are written by code: "better" or "worse" only when the whole 95 %
# interval of the paired difference is on one side of zero.
#
# **Français.** Les phrases ci-dessous sont écrites par le code : « meilleur » ou « moins bon » seulement
# quand tout l'intervalle à 95 % de la différence appariée est d'un même côté de zéro.

# %%
for t in tips:
    with_tip, without_tip = (results[name] for name in COMPARISONS[t])
    changed = sum(a != b or x != y for a, b, x, y in
                  zip(with_tip.won, without_tip.won, with_tip.foundation, without_tip.foundation))
    print(f"{TEXT[t]} — {TEXT['changed'].format(k=changed, n=N_DEALS)}")
    print(TEXT["wins_line"] + verdict(diff_wins[t], TEXT["unit_wins"], LANG, scale=100))
    print(TEXT["cards_line"] + verdict(diff_cards[t], TEXT["unit_cards"], LANG))
    print()

# %% [markdown] lang="en"
# ## 6. How to read this
#
# **English.**
#
# * A 95 % confidence interval is the range of effects compatible with what we saw. If it contains 0,
#   the data **cannot tell** the tip from no tip: this is *not* a proof that the tip is useless, only that
#   this sample is too small to see its effect (if it has one).
# * Small samples decide nothing. With 60 deals, a win rate is known to about ±12 points; a tip that adds
#   2 points of win rate would need thousands of deals to be seen. The paired design helps a lot (the luck
#   of the deal cancels out), but not infinitely.
# * Count the deals a tip actually **changed**: a tip that almost never applies cannot make a visible
#   difference, however wise it is.
# * We test five comparisons at once: even when no tip does anything, one of them will now and then
#   show "evidence" by chance (about 1 time in 20 per comparison). Check a surprising result on **new
#   deals** (change `FIRST_DEAL`) before believing it.
# * Our player is not you: a tip that does not help *this* simple player may still help a human who
#   plans ahead, and the other way round. The result is about the tips *as we wrote them in code*.
#
# **Français.**
#
# * Un intervalle de confiance à 95 % est la plage des effets compatibles avec ce que l'on a observé. S'il
#   contient 0, les données **ne permettent pas** de distinguer le conseil de l'absence de conseil : ce
#   n'est *pas* une preuve que le conseil est inutile, seulement que l'échantillon est trop petit pour voir
#   son effet (s'il en a un).
# * Un petit échantillon ne tranche rien. Avec 60 donnes, un taux de victoire est connu à ±12 points
#   environ ; un conseil qui ajoute 2 points de victoire demanderait des milliers de donnes pour être vu.
#   La comparaison appariée aide beaucoup (la chance de la donne s'annule), mais pas à l'infini.
# * Comptez les donnes qu'un conseil a réellement **changées** : un conseil qui ne s'applique presque
#   jamais ne peut pas faire de différence visible, aussi sage soit-il.
# * Nous faisons cinq comparaisons à la fois : même si aucun conseil n'a d'effet, l'une d'elles montrera
#   de temps en temps une « preuve » par hasard (environ 1 fois sur 20 par comparaison). Vérifiez un
#   résultat surprenant sur **d'autres donnes** (changez `FIRST_DEAL`) avant d'y croire.
# * Notre joueur n'est pas vous : un conseil qui n'aide pas *ce* joueur simple peut aider un humain qui
#   prévoit plusieurs coups à l'avance, et inversement. Le résultat porte sur les conseils *tels que nous
#   les avons écrits en code*.

# %% [markdown] lang="fr"
# ## Comment lire ces résultats
#
# **English.**
#
# * A 95 % confidence interval is the range of effects compatible with what we saw. If it contains 0,
#   the data **cannot tell** the tip from no tip: this is *not* a proof that the tip is useless, only that
#   this sample is too small to see its effect (if it has one).
# * Small samples decide nothing. With 60 deals, a win rate is known to about ±12 points; a tip that adds
#   2 points of win rate would need thousands of deals to be seen. The paired design helps a lot (the luck
#   of the deal cancels out), but not infinitely.
# * Count the deals a tip actually **changed**: a tip that almost never applies cannot make a visible
#   difference, however wise it is.
# * We test five comparisons at once: even when no tip does anything, one of them will now and then
#   show "evidence" by chance (about 1 time in 20 per comparison). Check a surprising result on **new
#   deals** (change `FIRST_DEAL`) before believing it.
# * Our player is not you: a tip that does not help *this* simple player may still help a human who
#   plans ahead, and the other way round. The result is about the tips *as we wrote them in code*.
#
# **Français.**
#
# * Un intervalle de confiance à 95 % est la plage des effets compatibles avec ce que l'on a observé. S'il
#   contient 0, les données **ne permettent pas** de distinguer le conseil de l'absence de conseil : ce
#   n'est *pas* une preuve que le conseil est inutile, seulement que l'échantillon est trop petit pour voir
#   son effet (s'il en a un).
# * Un petit échantillon ne tranche rien. Avec 60 donnes, un taux de victoire est connu à ±12 points
#   environ ; un conseil qui ajoute 2 points de victoire demanderait des milliers de donnes pour être vu.
#   La comparaison appariée aide beaucoup (la chance de la donne s'annule), mais pas à l'infini.
# * Comptez les donnes qu'un conseil a réellement **changées** : un conseil qui ne s'applique presque
#   jamais ne peut pas faire de différence visible, aussi sage soit-il.
# * Nous faisons cinq comparaisons à la fois : même si aucun conseil n'a d'effet, l'une d'elles montrera
#   de temps en temps une « preuve » par hasard (environ 1 fois sur 20 par comparaison). Vérifiez un
#   résultat surprenant sur **d'autres donnes** (changez `FIRST_DEAL`) avant d'y croire.
# * Notre joueur n'est pas vous : un conseil qui n'aide pas *ce* joueur simple peut aider un humain qui
#   prévoit plusieurs coups à l'avance, et inversement. Le résultat porte sur les conseils *tels que nous
#   les avons écrits en code*.

# %% [markdown] lang="en"
# ## 7. With many more deals
#
# **English.** Measured once by the authors on **2026-11-22** with **`N_DEALS = 1000`** (deals 1 to
# 1000, `FIRST_DEAL = 1`, everything else as above; 6000 games, about 3 minutes). Paired differences,
# "following the tip" minus "not following it", with 95 % intervals:
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
# So, for this player and with the tips as written here: tip 1 **hurts** (our player does better digging
# where the most cards are hidden, which is what the baseline does); tips 2 and 4 make no difference we
# can detect even with 1000 deals; tip 3 almost never changes a decision. Note how the 60-deal run above
# can point the other way for tip 1: that is exactly why small samples decide nothing.
#
# **Français.** Mesuré une fois par les auteurs le **22/11/2026** avec **`N_DEALS = 1000`** (donnes 1 à
# 1000, `FIRST_DEAL = 1`, le reste comme ci-dessus ; 6000 parties, environ 3 minutes). Différences
# appariées, « en suivant le conseil » moins « sans le suivre », intervalles à 95 % :
#
# | Conseil | donnes au résultat différent | victoires (points) | cartes aux fondations |
# |---|---|---|---|
# | 1 : colonnes de gauche d'abord | 314 / 1000 | −5,0 (−7,4 à −2,6) | −2,1 (−3,1 à −1,0) |
# | 2 : de la droite vers les colonnes vides | 52 / 1000 | +0,2 (−0,4 à +0,8) | +0,0 (−0,2 à +0,3) |
# | 3 : le Roi pour la Reine | 1 / 1000 | 0 (mêmes victoires sur chaque donne) | +0,0 (une donne changée) |
# | 4 : fondations tôt (contre retardées) | 95 / 1000 | −0,5 (−1,8 à +0,8) | −0,1 (−0,6 à +0,3) |
# | 1 à 3 ensemble | 344 / 1000 | −5,1 (−7,5 à −2,7) | −2,1 (−3,1 à −1,0) |
#
# Taux de victoire : référence 46,0 % (intervalle de Wilson 42,9 à 49,1 %), conseil 1 41,0 % (38,0 à
# 44,1 %). Donc, pour ce joueur et avec les conseils tels qu'ils sont écrits ici : le conseil 1 **nuit**
# (notre joueur fait mieux en creusant là où le plus de cartes sont cachées, comme la référence) ; les
# conseils 2 et 4 ne font aucune différence détectable, même avec 1000 donnes ; le conseil 3 ne change
# presque jamais une décision. Remarquez que l'exécution à 60 donnes ci-dessus peut indiquer l'inverse pour
# le conseil 1 : c'est exactement pourquoi un petit échantillon ne tranche rien.

# %% [markdown] lang="fr"
# ## Avec beaucoup plus de donnes
#
# **English.** Measured once by the authors on **2026-11-22** with **`N_DEALS = 1000`** (deals 1 to
# 1000, `FIRST_DEAL = 1`, everything else as above; 6000 games, about 3 minutes). Paired differences,
# "following the tip" minus "not following it", with 95 % intervals:
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
# So, for this player and with the tips as written here: tip 1 **hurts** (our player does better digging
# where the most cards are hidden, which is what the baseline does); tips 2 and 4 make no difference we
# can detect even with 1000 deals; tip 3 almost never changes a decision. Note how the 60-deal run above
# can point the other way for tip 1: that is exactly why small samples decide nothing.
#
# **Français.** Mesuré une fois par les auteurs le **22/11/2026** avec **`N_DEALS = 1000`** (donnes 1 à
# 1000, `FIRST_DEAL = 1`, le reste comme ci-dessus ; 6000 parties, environ 3 minutes). Différences
# appariées, « en suivant le conseil » moins « sans le suivre », intervalles à 95 % :
#
# | Conseil | donnes au résultat différent | victoires (points) | cartes aux fondations |
# |---|---|---|---|
# | 1 : colonnes de gauche d'abord | 314 / 1000 | −5,0 (−7,4 à −2,6) | −2,1 (−3,1 à −1,0) |
# | 2 : de la droite vers les colonnes vides | 52 / 1000 | +0,2 (−0,4 à +0,8) | +0,0 (−0,2 à +0,3) |
# | 3 : le Roi pour la Reine | 1 / 1000 | 0 (mêmes victoires sur chaque donne) | +0,0 (une donne changée) |
# | 4 : fondations tôt (contre retardées) | 95 / 1000 | −0,5 (−1,8 à +0,8) | −0,1 (−0,6 à +0,3) |
# | 1 à 3 ensemble | 344 / 1000 | −5,1 (−7,5 à −2,7) | −2,1 (−3,1 à −1,0) |
#
# Taux de victoire : référence 46,0 % (intervalle de Wilson 42,9 à 49,1 %), conseil 1 41,0 % (38,0 à
# 44,1 %). Donc, pour ce joueur et avec les conseils tels qu'ils sont écrits ici : le conseil 1 **nuit**
# (notre joueur fait mieux en creusant là où le plus de cartes sont cachées, comme la référence) ; les
# conseils 2 et 4 ne font aucune différence détectable, même avec 1000 donnes ; le conseil 3 ne change
# presque jamais une décision. Remarquez que l'exécution à 60 donnes ci-dessus peut indiquer l'inverse pour
# le conseil 1 : c'est exactement pourquoi un petit échantillon ne tranche rien.

# %% [markdown] lang="en"
# ## 8. Your turn
#
# **English.**
# 1. Raise `N_DEALS` (and change `FIRST_DEAL`): which conclusions stay, which change?
# 2. Write your own reading of a tip (for example tip 1 *only* while no column is empty yet) and compare.
# 3. Invent a tip of your own, add it to `PLAYERS` and `COMPARISONS`, and put it to the test.
#
# **Français.**
# 1. Augmentez `N_DEALS` (et changez `FIRST_DEAL`) : quelles conclusions restent, lesquelles changent ?
# 2. Écrivez votre propre lecture d'un conseil (par exemple le conseil 1 *seulement* tant qu'aucune
#    colonne n'est vide) et comparez.
# 3. Inventez votre propre conseil, ajoutez-le à `PLAYERS` et `COMPARISONS`, et mettez-le à l'épreuve.

# %% [markdown] lang="fr"
# ## À vous
#
# **English.**
# 1. Raise `N_DEALS` (and change `FIRST_DEAL`): which conclusions stay, which change?
# 2. Write your own reading of a tip (for example tip 1 *only* while no column is empty yet) and compare.
# 3. Invent a tip of your own, add it to `PLAYERS` and `COMPARISONS`, and put it to the test.
#
# **Français.**
# 1. Augmentez `N_DEALS` (et changez `FIRST_DEAL`) : quelles conclusions restent, lesquelles changent ?
# 2. Écrivez votre propre lecture d'un conseil (par exemple le conseil 1 *seulement* tant qu'aucune
#    colonne n'est vide) et comparez.
# 3. Inventez votre propre conseil, ajoutez-le à `PLAYERS` et `COMPARISONS`, et mettez-le à l'épreuve.
