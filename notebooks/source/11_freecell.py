# %% [markdown] lang="en"
# # FreeCell, step by step

# %% [markdown] lang="fr"
# # FreeCell pas à pas

# %% [markdown] lang="en"
# FreeCell is played with one deck of 52 cards, **all dealt face up**: nothing is hidden, so every game is a
# puzzle you can think through. **Goal:** as in Klondike, build the four foundations, one per suit, from the Ace up to
# the King. Your helpers are four **free cells**, each able to hold one card for a while. Read from top to bottom,
# try each exercise, then play.

# %% [markdown] lang="fr"
# Le FreeCell se joue avec un paquet de 52 cartes, **toutes distribuées face visible** : rien n'est caché,
# chaque partie est un casse-tête qu'on peut réfléchir. **But :** comme au Klondike, construire les quatre fondations,
# une par couleur (enseigne), de l'As jusqu'au Roi. Vos alliées sont quatre **cellules libres**, qui peuvent chacune
# garder une carte un moment. Lisez de haut en bas, faites chaque exercice, puis jouez.

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
# Eight columns: the first four get 7 cards, the last four get 6 (52 in all), every card face up. Above
# them, on the left, the four empty **free cells**; on the right, the four empty **foundations**. There is no stock.
# Deal numbers are those of Microsoft's FreeCell: deal 1 here is game 1 there.

# %% [markdown] lang="fr"
# Huit colonnes : les quatre premières reçoivent 7 cartes, les quatre dernières 6 (52 en tout), toutes face
# visible. Au-dessus, à gauche, les quatre **cellules libres** vides ; à droite, les quatre **fondations** vides. Il
# n'y a pas de pioche. Les numéros de donne sont ceux du FreeCell de Microsoft : la donne 1 ici est la partie 1
# là-bas.

# %%
game = sn.new_game("freecell", deal=1)
print([len(p.cards) for p in game.group_piles("tableau")])
show(game)

# %%
lessons.rules(game)

# %% [markdown] lang="en"
# ## 2. The rules one by one

# %% [markdown] lang="fr"
# ## Les règles une par une

# %% [markdown] lang="en"
# Pictures: the picked-up cards glow **blue**; each pile that may take them gets a **yellow dashed frame**
# with a ✓. FreeCell writes moves in its own short way: columns are `1`–`8`, free cells `a`–`d`, the foundations
# `h` (home). `1a` = column 1 to free cell a, `a3` = cell a to column 3, `34` = column 3 to column 4, `3h` = column 3
# to its foundation; `34x3` = three cards at once. The longer form `t3-t4` is understood too.

# %% [markdown] lang="fr"
# Images : les cartes prises brillent en **bleu** ; chaque pile qui peut les recevoir a un **cadre jaune en
# pointillés** avec un ✓. Le FreeCell note les coups à sa façon : colonnes `1`–`8`, cellules `a`–`d`, fondations `h`
# (*home*). `1a` = colonne 1 vers la cellule a, `a3` = cellule a vers la colonne 3, `34` = colonne 3 vers colonne 4,
# `3h` = colonne 3 vers sa fondation ; `34x3` = trois cartes d'un coup. La forme longue `t3-t4` est comprise aussi.

# %% [markdown] lang="en"
# ### 2.1 Free cells

# %% [markdown] lang="fr"
# ### Les cellules libres

# %% [markdown] lang="en"
# A free cell takes **any single card**. It is a parking place: the card waits there until it can go to a
# column or a foundation. A full cell takes nothing more. Here cell a is already used by the K♦: the 9♣ may go to
# cells b, c or d.

# %% [markdown] lang="fr"
# Une cellule libre reçoit **n'importe quelle carte, seule**. C'est une place de parking : la carte y attend
# de pouvoir aller sur une colonne ou une fondation. Une cellule pleine ne reçoit plus rien. Ici la cellule a est
# déjà prise par le R♦ : le 9♣ peut aller dans les cellules b, c ou d.

# %%
g = sn.position("freecell", {"reserve1": "KD", "tableau1": "5H 9C", "tableau2": "JS", "tableau3": "KC", "tableau4": "KH", "tableau5": "KS", "tableau6": "QD", "tableau7": "4S", "tableau8": "2H"})
show(g, select=('tableau1', 1))

# %%
lessons.destinations(g, "tableau1", 1, piles=["reserve1", "reserve2", "reserve3", "reserve4", "tableau2"])

# %%
t = sn.play(g)  # the same position on the table: try it
t.select("tableau1", 1)
t

# %% [markdown] lang="en"
# **Exercise.** Where may the 9♣ go? (pile ids: free cells are `reserve1`…`reserve4`)

# %% [markdown] lang="fr"
# **Exercice.** Où peut aller le 9♣ ? (identifiants : les cellules sont `reserve1`…`reserve4`)

# %%
q1 = ex.PickTarget(g, "tableau1", 1)
q1

# %%
my_answer = ["reserve1", "reserve2"]   # ← change me
q1.check(my_answer)

# %% [markdown] lang="en"
# ### 2.2 Building down in alternate colours

# %% [markdown] lang="fr"
# ### Construire en descendant en alternant les couleurs

# %% [markdown] lang="en"
# On the columns you build as in Klondike: a card goes on a card **one rank higher** and of the **other
# colour** (a red 8 on a black 9). The columns of the deal are not in order, and that is fine: only new cards you place
# must follow the rule. Cards move **one at a time** — the next rule explains how several may seem to move at once.

# %% [markdown] lang="fr"
# Sur les colonnes on construit comme au Klondike : une carte va sur une carte **d'un rang plus haut** et de
# **l'autre couleur** (un 8 rouge sur un 9 noir). Les colonnes de la donne ne sont pas en ordre, et c'est normal :
# seules les cartes qu'on pose doivent suivre la règle. Les cartes se déplacent **une à la fois** — la règle suivante
# explique comment plusieurs semblent bouger d'un coup.

# %%
g = sn.position("freecell", {"tableau1": "QS 8H", "tableau2": "9C", "tableau3": "9D", "tableau4": "KD", "tableau5": "KC", "tableau6": "KH", "tableau7": "KS", "tableau8": "3C"})
show(g, select=('tableau1', 1))

# %%
lessons.destinations(g, "tableau1", 1, piles=[f"tableau{i}" for i in range(1, 9)])

# %%
q2 = ex.LegalMoves(g, ["12", "13", "81", "1a", "2h"])
q2

# %%
my_answer = ["a", "b"]   # ← change me
q2.check(my_answer)

# %% [markdown] lang="en"
# ### 2.3 Moving a sequence: count your free spaces

# %% [markdown] lang="fr"
# ### Déplacer une suite : comptez vos places libres

# %% [markdown] lang="en"
# Suppose you want to move 5♠ 4♦ onto 6♥. Strictly, only one card moves at a time, so you would do it in three
# moves: 4♦ to a free cell, 5♠ onto 6♥, then 4♦ back onto 5♠. That needs **one empty free cell**. The kit (like
# AisleRiot) lets you move the whole sequence in one go — **but only if** you have enough free spaces to do it card by
# card. Try the three single moves first:

# %% [markdown] lang="fr"
# Supposons qu'on veuille déplacer 5♠ 4♦ sur 6♥. En principe une seule carte bouge à la fois : il faut donc
# trois coups : 4♦ dans une cellule, 5♠ sur 6♥, puis 4♦ revient sur 5♠. Cela demande **une cellule libre vide**. Le kit
# (comme AisleRiot) permet de déplacer toute la suite d'un coup — **à condition** d'avoir assez de places libres pour
# le faire carte par carte. Essayez d'abord les trois coups simples :

# %%
g = sn.position("freecell", {"tableau1": "TC 5S 4D", "tableau2": "7S 6H", "tableau3": "KC", "tableau4": "KD",
                             "tableau5": "KH", "tableau6": "KS", "tableau7": "QC", "tableau8": "QH"})
q3 = ex.BuildSequence(g, ex.PileIs("tableau2", "7S 6H 5S 4D"), solution=["1a", "12", "a2"])
q3

# %%
my_answer = ["12x1"]   # ← change me (three moves, one card each)
q3.check(my_answer)

# %% [markdown] lang="en"
# **The rule.** With **n** empty free cells you can carry **n + 1** cards (n cards wait in the cells, one
# moves). Each **empty column** doubles that, because a column can hold a whole partial sequence while you use the
# cells again. So with *n* empty free cells and *m* empty columns, at most **(n + 1) × 2^m** cards move together
# (the column you move **into** does not count as free). With 4 empty cells and no empty column: 5 cards.

# %% [markdown] lang="fr"
# **La règle.** Avec **n** cellules libres vides, on peut transporter **n + 1** cartes (n cartes attendent
# dans les cellules, une bouge). Chaque **colonne vide** double ce nombre, car une colonne peut garder une partie de
# la suite pendant qu'on réutilise les cellules. Avec *n* cellules vides et *m* colonnes vides, au plus
# **(n + 1) × 2^m** cartes se déplacent ensemble (la colonne **d'arrivée** ne compte pas). Avec 4 cellules vides et
# aucune colonne vide : 5 cartes.

# %%
lessons.capacity_table(max_cells=4, max_piles=3)

# %%
from solitaire_nb.rules import FREE_CELL_LIMITED, FreeCellLimitedSequence
print(FREE_CELL_LIMITED.label(), "—", FREE_CELL_LIMITED.rule())
print(FreeCellLimitedSequence.capacity(4, 0), FreeCellLimitedSequence.capacity(2, 1))

# %% [markdown] lang="en"
# On the table: three cells are full, one is empty, no column is empty — so 2 cards may move, not 3.
# 9♠ 8♥ 7♣ cannot go onto 10♦, but 8♥ 7♣ can go onto 9♣.

# %% [markdown] lang="fr"
# Sur la table : trois cellules sont pleines, une est vide, aucune colonne n'est vide — 2 cartes peuvent donc
# bouger, pas 3. 9♠ 8♥ 7♣ ne peuvent pas aller sur 10♦, mais 8♥ 7♣ peuvent aller sur 9♣.

# %%
g = sn.position("freecell", {"reserve1": "2C", "reserve2": "3C", "reserve3": "4C", "tableau1": "9S 8H 7C", "tableau2": "TD", "tableau3": "KC", "tableau4": "KD", "tableau5": "KH", "tableau6": "KS", "tableau7": "9C", "tableau8": "QD"})
show(g, select=('tableau1', 3))

# %%
lessons.destinations(g, "tableau1", 3, piles=["tableau2", "tableau7"])

# %%
t = sn.play(g)  # the same position on the table: try it
t.select("tableau1", 3)
t

# %%
print(g.explain("12x3"))
print(g.explain("17x2"))
print(g.movable_counts("tableau1"))

# %% [markdown] lang="en"
# **Exercises.** Compute the limit yourself.

# %% [markdown] lang="fr"
# **Exercices.** Calculez la limite vous-même.

# %%
q4 = ex.CountCapacity(free_cells=2, empty_piles=1)
q4

# %%
my_answer = 4   # ← change me
q4.check(my_answer)

# %%
q5 = ex.CountCapacity(free_cells=3, empty_piles=2, onto_empty=True)
q5

# %%
my_answer = 16   # ← change me
q5.check(my_answer)

# %% [markdown] lang="en"
# ### 2.4 Empty columns take any card

# %% [markdown] lang="fr"
# ### Une colonne vide accepte n'importe quelle carte

# %% [markdown] lang="en"
# Unlike Klondike, **any card** (or any sequence you are allowed to move) may fill an empty column. An empty
# column is the most useful space of the game: keep one free when you can.

# %% [markdown] lang="fr"
# Contrairement au Klondike, **n'importe quelle carte** (ou toute suite qu'on a le droit de déplacer) peut
# occuper une colonne vide. Une colonne vide est la place la plus utile du jeu : gardez-en une libre si possible.

# %%
g = sn.position("freecell", {"tableau1": "8H 7C", "tableau2": "", "tableau3": "4D", "tableau4": "KD", "tableau5": "KC", "tableau6": "KH", "tableau7": "KS", "tableau8": "JC"})
show(g, select=('tableau3', 1))

# %%
lessons.destinations(g, "tableau3", 1, piles=[f"tableau{i}" for i in range(1, 9)])

# %%
q6 = ex.LegalMoves(g, ["32", "12x2", "82", "38"])
q6

# %%
my_answer = ["a"]   # ← change me
q6.check(my_answer)

# %% [markdown] lang="en"
# ### 2.5 Foundations

# %% [markdown] lang="fr"
# ### Les fondations

# %% [markdown] lang="en"
# A foundation starts with an **Ace** and goes **up in the same suit**, from a column or from a free cell.
# In FreeCell a card on a foundation is **out of play**: it never comes back. The French page on Klondike and
# FreeCell says so in its own words (« il n'est plus possible de la reprendre pour la remettre dans le tableau
# ou dans les emplacements de transit »). It says the same of Klondike, but there AisleRiot, and this kit, let
# the top card of a foundation come back down: see section 2.4 bis of
# [10_klondike.ipynb](10_klondike.ipynb), where the same move is tried in both games.

# %% [markdown] lang="fr"
# Une fondation commence par un **As** et monte **dans la même couleur (enseigne)**, depuis une colonne ou une
# cellule libre. Au FreeCell, une carte posée sur une fondation est **hors jeu** : elle ne revient jamais. La page française
# sur le Klondike et le FreeCell le dit à sa façon (« il n'est plus possible de la reprendre pour la remettre
# dans le tableau ou dans les emplacements de transit »). Elle dit la même chose du Klondike, mais là AisleRiot,
# et ce kit, laissent redescendre la carte du dessus d'une fondation : voyez la section 2.4 bis de
# [10_klondike.ipynb](10_klondike.ipynb), où le même coup est essayé dans les deux jeux.

# %%
g = sn.position("freecell", {"foundation1": "AH 2H", "tableau1": "3H", "tableau2": "3S", "tableau3": "4S", "tableau4": "2C", "reserve1": "AC", "tableau5": "KD", "tableau6": "KC", "tableau7": "KS", "tableau8": "QH"})
show(g, select=('tableau1', 1))

# %%
lessons.destinations(g, "tableau1", 1, piles=["foundation1", "foundation2", "foundation3", "foundation4"])

# %%
q7 = ex.LegalMoves(g, ["t1-f1", "t2-f1", "f1-t3", "r1-f2", "t4-f2"])
q7

# %%
my_answer = ["a", "c"]   # ← change me
q7.check(my_answer)

# %% [markdown] lang="en"
# **Automatic play.** AisleRiot sends "safe" cards (cards no other card on the table could still need) to the
# foundations by itself. Here that is the **Autoplay** switch of the table, or `g.autoplay = True` in code:

# %% [markdown] lang="fr"
# **Jeu automatique.** AisleRiot monte de lui-même les cartes « sûres » (qu'aucune carte restée sur la table ne
# peut plus demander). Ici, c'est l'interrupteur **Jeu automatique** de la table, ou `g.autoplay = True` en code :

# %%
g = sn.position("freecell", {"reserve1": "AC", "tableau1": "3C 2C", "tableau2": "KD", "tableau3": "KH",
                             "tableau4": "KS", "tableau5": "QH", "tableau6": "QD", "tableau7": "JC", "tableau8": "JS"})
g.autoplay = True
g.play("ah")
print([str(m) for m in g.history], "+ automatic / automatiques:", [str(m) for m in g.last_auto_moves])
show(g)

# %% [markdown] lang="en"
# ## 3. Winning and losing

# %% [markdown] lang="fr"
# ## Gagner et perdre

# %% [markdown] lang="en"
# You **win** when all cards are on the foundations. You **lose** when no move is left, or when you only go
# round in circles, moving the same cards back and forth. Most deals can be won with careful planning, but not all. That is the French page's rule; AisleRiot itself
# never declares a FreeCell game lost, it only announces a win. The kit follows the page: `g.is_lost()` is true
# when no move is left, and `g.outcome()` also says *stuck* when play goes in circles.

# %% [markdown] lang="fr"
# On **gagne** quand toutes les cartes sont sur les fondations. On **perd** quand plus aucun coup n'est
# possible, ou quand on tourne en rond en déplaçant les mêmes cartes d'avant en arrière. La plupart des donnes se
# gagnent avec de la réflexion, mais pas toutes. C'est la règle de la page française ;
# AisleRiot lui-même ne déclare jamais une partie de FreeCell perdue, il annonce seulement la victoire. Le kit
# suit la page : `g.is_lost()` est vrai quand il ne reste aucun coup, et `g.outcome()` dit aussi *bloqué*
# quand on tourne en rond.

# %%
ranks = "A 2 3 4 5 6 7 8 9 T J Q K".split()
won = sn.position("freecell", {f"foundation{i}": " ".join(r + s for r in ranks) for i, s in enumerate("CDHS", 1)})
print("won:", won.is_won(), "|", won.outcome())
no_move = sn.position("freecell", {f"reserve{i}": c for i, c in enumerate(["9C", "9D", "9H", "9S"], 1)} |
                    {f"tableau{i}": c for i, c in enumerate(["2C", "4C", "6C", "8C", "2S", "4S", "6S", "8S"], 1)})
print("no move left:", no_move.is_lost(), "|", no_move.outcome())
show(no_move)

# %% [markdown] lang="en"
# ### 3.1 Going in circles

# %% [markdown] lang="fr"
# ### Tourner en rond

# %% [markdown] lang="en"
# The page's second way to lose: « si plus aucun progrès n'est fait après un trop grand nombre de mouvement, i.e.
# lorsqu'on "tourne en rond" » (when no progress is made any more, you "go round in circles"). FreeCell has no stock,
# so its circles are moves back and forth. In this position the four free cells are full and 8♠ may only go from 9♥
# to 9♦ and back. Watch the engine's outcome as the moves are played:

# %% [markdown] lang="fr"
# La seconde façon de perdre selon la page : « si plus aucun progrès n'est fait après un trop grand nombre de
# mouvement, i.e. lorsqu'on "tourne en rond" ». Le FreeCell n'a pas de pioche : ses ronds sont des allers-retours.
# Dans cette position, les quatre cellules sont pleines et le 8♠ peut seulement aller du 9♥ au 9♦ et revenir.
# Regardez l'issue donnée par le moteur pendant qu'on joue les coups :

# %%
loop = sn.position("freecell", {"reserve1": "KC", "reserve2": "KD", "reserve3": "KH", "reserve4": "KS",
                                "tableau1": "9H 8S", "tableau2": "9D", "tableau3": "2C", "tableau4": "4C",
                                "tableau5": "6C", "tableau6": "2S", "tableau7": "4S", "tableau8": "6S"})
print("legal moves:", [str(m) for m in loop.legal_moves()], "|", loop.outcome())
for move in ["12", "21", "12"]:
    loop.play(move)
    print(f"after {move}: legal moves {[str(m) for m in loop.legal_moves()]}",
          f"| is_lost() {loop.is_lost()} | {loop.outcome()}")
show(loop)

# %% [markdown] lang="en"
# After the first move the game is already *stuck*: the only move left brings back the position seen before it.
# `is_lost()` stays `False`, since a move remains; only `outcome()` sees the circle.

# %% [markdown] lang="fr"
# Dès le premier coup, la partie est *bloquée* : le seul coup restant ramène la position vue juste avant.
# `is_lost()` reste `False`, puisqu'il reste un coup ; seul `outcome()` voit le rond.

# %% [markdown] lang="en"
# ## 4. The score: time and moves

# %% [markdown] lang="fr"
# ## Le score : temps et coups

# %% [markdown] lang="en"
# The French page scores a won game by its time and its number of moves: « Le score final est alors calculé en
# fonction du temps et du nombre total de mouvements effectués. Plus le temps passé et plus ce nombre de mouvements
# est petit, meilleur est le score. Il faut donc obtenir le plus petit score possible. » (The final score depends on
# the time and the total number of moves; the less time and the fewer moves, the better: aim for the **lowest**
# score.) The page gives no formula. AisleRiot scores differently (one point per card on the foundations, the higher
# the better), and that stays the kit's default. The page's score is the option `scoring="time_and_moves"`; here is
# the engine's own code for it:

# %% [markdown] lang="fr"
# La page française note une partie gagnée par son temps et son nombre de coups : « Le score final est alors calculé
# en fonction du temps et du nombre total de mouvements effectués. Plus le temps passé et plus ce nombre de
# mouvements est petit, meilleur est le score. Il faut donc obtenir le plus petit score possible. » La page ne donne
# pas de formule. AisleRiot compte autrement (un point par carte sur les fondations, le plus haut est le meilleur),
# et cela reste le choix par défaut du kit. Le score de la page est l'option `scoring="time_and_moves"` ; voici le
# code du moteur qui le calcule :

# %%
import inspect
from solitaire_nb.games.freecell import TimeAndMovesScore

print(inspect.getsource(TimeAndMovesScore.score))
print(TimeAndMovesScore().rule())

# %% [markdown] lang="en"
# One point per move, plus `int(elapsed // 10)`: the seconds of play divided by ten, **rounded down**. So the
# time counts only **completed** tens of seconds: 9.9 seconds cost nothing, 10 seconds cost one point, 155 seconds
# cost 15. Counting *started* tens of seconds instead would give 1 point for 0.1 s and 16 for 155 s: read a
# rule as the code applies it. The clock starts at the first move and
# stops at the win.
#
# Here is a game near its end, with a pretend clock so that the result is the same at every run: the first King goes
# up at 0 s, the second at 9.9 s, the last one, which wins, at 155 s.

# %% [markdown] lang="fr"
# Un point par coup, plus `int(elapsed // 10)` : les secondes de jeu divisées par dix, **arrondies vers le bas**.
# Le temps ne compte donc que les dizaines de secondes **complètes** : 9,9 secondes ne coûtent rien, 10 secondes
# coûtent un point, 155 secondes en coûtent 15. Compter les tranches de dix secondes *commencées* donnerait au
# contraire 1 point pour 0,1 s et 16 pour 155 s : une règle se lit comme le code l'applique. L'horloge part au premier coup et s'arrête à la victoire.
#
# Voici une partie près de sa fin, avec une horloge simulée pour que le résultat soit le même à chaque exécution :
# le premier Roi monte à 0 s, le deuxième à 9,9 s, le dernier, qui gagne, à 155 s.

# %%
ranks = "A 2 3 4 5 6 7 8 9 T J Q K".split()
almost_won = {f"foundation{i}": " ".join(rank + suit for rank in ranks) for i, suit in enumerate("CDHS", 1)}
for i, suit in [(2, "D"), (3, "H"), (4, "S")]:
    almost_won[f"foundation{i}"] = " ".join(rank + suit for rank in ranks[:-1])
almost_won |= {"tableau1": "KD", "tableau2": "KH", "tableau3": "KS"}


def play_the_kings(game, seconds):
    """Send the three Kings home, the last one `seconds` after the first move (a pretend clock)."""
    now = [0.0]
    game.clock = lambda: now[0]
    for move, at in [("1h", 0.0), ("2h", 9.9), ("3h", seconds)]:
        now[0] = at
        game.play(move)
        print(f"{move} at {at:5.1f} s: moves {game.move_count}, time {game.elapsed:5.1f} s, score {game.score}")


timed = sn.position("freecell", almost_won, scoring="time_and_moves")
play_the_kings(timed, 155.0)
print(timed.outcome())

# %% [markdown] lang="en"
# **Exercise.** Predict first: a player wins a game after **87 moves** in **2 minutes 35 seconds**. What is the
# time-and-moves score? The answer is checked by the engine itself: it replays the end of such a game with the
# pretend clock and reads its score.

# %% [markdown] lang="fr"
# **Exercice.** Prédisez d'abord : une joueuse gagne une partie en **87 coups** et **2 minutes 35 secondes**. Quel
# est son score temps et coups ? La réponse est vérifiée par le moteur lui-même : il rejoue la fin d'une telle partie
# avec l'horloge simulée et lit son score.

# %%
def engine_score(moves, seconds):
    """The engine's time-and-moves score of a game won in `moves` moves after `seconds` seconds."""
    game = sn.position("freecell", almost_won, scoring="time_and_moves")
    now = [0.0]
    game.clock = lambda: now[0]
    game.move_count = moves - 3          # as if the earlier moves had been played
    game.play("1h")                      # the clock starts at 0 s
    game.play("2h")
    now[0] = float(seconds)
    game.play("3h")                      # the win stops the clock
    return game.score


q_score = ex.Question({"en": "A game won in 87 moves and 2 minutes 35 seconds: what is its time-and-moves score?",
                       "fr": "Une partie gagnée en 87 coups et 2 minutes 35 secondes : quel est son score temps "
                             "et coups ?"},
                      engine_score(87, 2 * 60 + 35),
                      explanation={"en": "87 moves, and 155 seconds make 15 completed tens of seconds.",
                                   "fr": "87 coups, et 155 secondes font 15 dizaines de secondes complètes."},
                      hint={"en": "Count the tens of seconds the clock has completed, not the ones it has started.",
                            "fr": "Comptez les dizaines de secondes que l'horloge a terminées, pas celles qu'elle "
                                  "a commencées."})
q_score

# %%
my_answer = 103   # ← change me
q_score.check(my_answer)

# %% [markdown] lang="en"
# **To discuss.** Is a game won in 80 moves and 5 minutes better than one won in 95 moves and 1 minute, by this
# score? Would you weigh time and moves the same way? Try it with `engine_score`.

# %% [markdown] lang="fr"
# **À discuter.** Selon ce score, une partie gagnée en 80 coups et 5 minutes est-elle meilleure qu'une partie gagnée
# en 95 coups et 1 minute ? Pèseriez-vous le temps et les coups de la même façon ? Essayez avec `engine_score`.

# %% [markdown] lang="en"
# ## 5. Now play!

# %% [markdown] lang="fr"
# ## À vous de jouer !

# %% [markdown] lang="en"
# Tips: free the Aces and Twos early; keep free cells empty as long as you can; an empty column is worth more
# than a full free cell. Click a card then a place (or drag), double-click to send a card home, **Undo** as much as you
# like.

# %% [markdown] lang="fr"
# Conseils : libérez tôt les As et les Deux ; gardez les cellules vides aussi longtemps que possible ; une
# colonne vide vaut plus qu'une cellule pleine. Cliquez une carte puis une place (ou glissez), double-cliquez pour
# monter une carte, **Annulez** autant que vous voulez.

# %%
sn.play("freecell", deal=1)
