# %% [markdown] lang="en"
# # Doublets
#
# Doublets is a game of arithmetic with a single pile to build. The one foundation in the middle of the arch climbs
# by doubling: on a card of rank *r* goes a card of rank 2*r*, less thirteen when that passes thirteen. From an Ace
# the order is A, 2, 4, 8, 3, 6, Q, J, 9, 5, 10, 7, and a Seven (fourteen, less thirteen) brings back the Ace. Suits
# play no part, so each step asks for one rank, any of its four cards.
#
# The twelve ranks of that cycle are all there is: no card doubles into a King, so the four Kings never move and the
# game is won with the other 48 home. The seven cells of the arch hold one card each, and you never choose what goes
# into them: an emptied cell takes the top of the waste at once. Learning Doublets means learning what that refill
# will bring.

# %% [markdown] lang="fr"
# # Doublets
#
# Les Doublets sont un jeu de calcul où l'on ne construit qu'une seule pile. L'unique fondation, au milieu de
# l'arche, monte en doublant : sur une carte de rang *r* va une carte de rang 2*r*, moins treize quand cela dépasse
# treize. À partir d'un As, l'ordre est A, 2, 4, 8, 3, 6, D, V, 9, 5, 10, 7, et un Sept (quatorze, moins treize)
# ramène l'As. Les couleurs ne jouent aucun rôle : chaque étape demande un rang, n'importe laquelle de ses quatre
# cartes.
#
# Les douze rangs de ce cycle sont les seuls qui comptent : aucune carte ne double en Roi, les quatre Rois ne
# bougent donc jamais et la partie est gagnée avec les 48 autres cartes sur la fondation. Les sept cases de l'arche
# contiennent une carte chacune, et ce n'est jamais vous qui choisissez ce qui y entre : une case vidée prend
# aussitôt la carte du dessus de la défausse. Apprendre les Doublets, c'est apprendre ce que ce remplissage va
# apporter.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.text.phrases import Phrase
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "doublets"

# %% [markdown] lang="en"
# ## Deal 1
#
# The foundation starts on 9♠, dealt there by the game. The arch shows 6♠, 4♦, 5♥ along the top, Q♥ and 2♣ down
# the sides, 8♦ and 2♥ beside the foundation; the 44 other cards are in the stock. Double 9 is eighteen, less
# thirteen: five. The only Five in sight is 5♥, in cell 3.

# %% [markdown] lang="fr"
# ## La donne 1
#
# La fondation commence sur le 9♠, que le jeu y a posé. L'arche montre 6♠, 4♦, 5♥ en haut, D♥ et 2♣ sur les
# côtés, 8♦ et 2♥ de part et d'autre de la fondation ; les 44 autres cartes sont dans la pioche. Le double de 9
# fait dix-huit, moins treize : cinq. Le seul Cinq en vue est le 5♥, dans la case 3.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Read the foundation's "Double the top card" and the reserve's "Cells refilled" together: the first says which
# rank you need, the second what a cell becomes once you have taken its card.

# %% [markdown] lang="fr"
# ## Les règles
#
# Lisez ensemble « Le double de la carte du dessus » pour la fondation et « Cases remplies » pour la réserve : la
# première dit quel rang il vous faut, la seconde ce que devient une case dont vous avez pris la carte.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Deal 1, from the Nine to the Seven
#
# **Step 1.** 5♥ goes home on 9♠. Cell 3 is empty for an instant only: the waste is empty, so the refill comes
# from the stock, and 3♦ takes the place of the Five without your having chosen it.

# %% [markdown] lang="fr"
# ## La donne 1, du Neuf au Sept
#
# **Étape 1.** Le 5♥ monte sur le 9♠. La case 3 ne reste vide qu'un instant : la défausse est vide, le
# remplissage vient donc de la pioche, et le 3♦ prend la place du Cinq sans que vous l'ayez choisi.

# %%
game.play("r3-f1")
show(game)

# %% [markdown] lang="en"
# **Step 2.** Now the foundation wants a Ten (double 5), and the arch has none: the stock has to find it. The
# helper below turns stock cards until the one named shows on the waste. 10♥ turns up twentieth; it goes home from
# the waste, and the foundation then asks for a Seven (twenty, less thirteen), which the stock brings eleven cards
# later.

# %% [markdown] lang="fr"
# **Étape 2.** La fondation veut maintenant un Dix (le double de 5), et l'arche n'en a pas : c'est la pioche qui
# doit le trouver. La fonction ci-dessous retourne des cartes de la pioche jusqu'à ce que celle qu'on nomme
# apparaisse sur la défausse. Le 10♥ sort en vingtième ; il monte depuis la défausse, et la fondation demande alors
# un Sept (vingt, moins treize), que la pioche amène onze cartes plus loin.

# %%
def turn_until(position, card):
    """Turn the stock (turning the waste over when it runs out) until `card` is on top of the waste."""
    for _ in range(200):
        waste = position.pile("waste").cards
        if waste and str(waste[-1]) == card:
            return
        position.play("deal" if position.pile("stock").cards else "redeal")
    raise ValueError(Phrase(en=f"{card} never came to the top of the waste",
                            fr=f"{card} n'est jamais arrivé en haut de la défausse").text())


turn_until(game, "TH")
game.play("w-f1")
turn_until(game, "7S")
game.play("w-f1")
show(game)

# %% [markdown] lang="en"
# **Step 3.** After 7♠ the cycle starts again at the Ace, and look at the arch: 2♣ and 2♥, 4♦, 8♦, 3♦, 6♠, Q♥.
# The cells hold, by chance, the whole first half of the cycle. It only needs an Ace to set it going; we turn the
# stock until A♦ shows.

# %% [markdown] lang="fr"
# **Étape 3.** Après le 7♠, le cycle repart de l'As, et regardez l'arche : 2♣ et 2♥, 4♦, 8♦, 3♦, 6♠, D♥. Les
# cases contiennent, par hasard, toute la première moitié du cycle. Il ne manque qu'un As pour la mettre en route ;
# on retourne la pioche jusqu'à l'A♦.

# %%
turn_until(game, "AD")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### A run through the arch
#
# Same position: A♦ on top of the waste, 7♠ on the foundation. Without turning another stock card, how many cards
# can you send home at most? Remember that each card taken from a cell pulls the waste's top card into it, which
# uncovers the next waste card.

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Une série à travers l'arche
#
# Même position : l'A♦ sur la défausse, le 7♠ sur la fondation. Sans retourner une autre carte de la pioche,
# combien de cartes pouvez-vous monter au plus ? N'oubliez pas que chaque carte prise dans une case y fait entrer la
# carte du dessus de la défausse, ce qui découvre la suivante.


# %% exercise="run" part="ask"
q = exercise("doublets.run")
ace = q.game


def longest_run(position):
    """The cards of the longest string of plays to the foundation, stock untouched (every order tried)."""
    best = []
    for move in position.legal_moves():
        if move.kind == "move":
            after = position.copy()
            after.play(str(move))
            run = [position.pile(move.source).top] + longest_run(after)
            if len(run) > len(best):
                best = run
    return best


display(show(ace))
q

# %% exercise="run" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 7
### END SOLUTION
q.check(answer)

# %% exercise="run" part="score"
q.score(answer)

# %% exercise="run" part="reveal"
display(q.check(answer, reveal=True))
print(" ".join(card.phrase_text(sn.get_lang()) for card in longest_run(ace)))
show(ace, select=("waste", 1))

# %% [markdown] lang="en" exercise="run" part="reveal"
# Two Twos were waiting and only one was needed: 2♥ stays in its cell for the next time round the cycle. A cell
# holding a card the cycle will ask for again is not wasted; it is a card you will not have to dig for in the
# stock.

# %% [markdown] lang="fr" exercise="run" part="reveal"
# Deux Deux attendaient et un seul servait : le 2♥ reste dans sa case pour le prochain tour du cycle. Une case qui
# garde une carte que le cycle redemandera n'est pas perdue ; c'est une carte qu'il ne faudra pas chercher dans la
# pioche.

# %% [markdown] lang="en"
# ### The card that will fill the gap
#
# The run is played, and the stock turned on until J♦ went home. The foundation now shows a Jack, so it wants a
# Nine (twenty-two, less thirteen), and 9♥ waits in cell 3. If you play it right now, which card takes its place
# in the arch?

# %% [markdown] lang="fr"
# ### La carte qui comblera le vide
#
# La série est jouée, et la pioche retournée jusqu'à ce que le V♦ monte. La fondation montre un Valet, elle veut
# donc un Neuf (vingt-deux, moins treize), et le 9♥ attend dans la case 3. Si vous le jouez tout de suite, quelle
# carte prend sa place dans l'arche ?

# %% exercise="refill" part="ask"
for move in ["w-f1", "r5-f1", "w-f1", "r6-f1", "r3-f1", "r1-f1", "r4-f1"]:
    game.play(move)
turn_until(game, "JD")
game.play("w-f1")
q = exercise("doublets.refill")
jack = q.game
after = jack.copy()
after.play("r3-f1")
display(show(jack))
q

# %% exercise="refill" part="answer"
answer = ...  # ← your answer: a card, e.g. "5D"
### BEGIN SOLUTION
answer = "KH"
### END SOLUTION
q.check(answer)

# %% exercise="refill" part="score"
q.score(answer)

# %% exercise="refill" part="reveal"
display(q.check(answer, reveal=True))
show(after, select=("reserve3", 1))

# %% [markdown] lang="en" exercise="refill" part="reveal"
# Nothing forces you to play 9♥ this instant: the foundation will still want a Nine after one more stock card.
# Turn A♥ onto the King first, and the Ace, not the King, drops into cell 3.

# %% [markdown] lang="fr" exercise="refill" part="reveal"
# Rien ne vous oblige à jouer le 9♥ à l'instant : la fondation voudra encore un Neuf après une carte de plus. Posez
# d'abord l'A♥ sur le Roi en retournant la pioche, et c'est l'As, pas le Roi, qui tombe dans la case 3.

# %% [markdown] lang="en"
# ### Doubling in your head
#
# We follow that advice: one stock card, then 9♥ home, then the stock turned until 5♠ goes up from the waste. Now
# 5♠ tops the foundation. Of the six moves below, which will the foundation take?

# %% [markdown] lang="fr"
# ### Doubler de tête
#
# On suit ce conseil : une carte de pioche, puis le 9♥ sur la fondation, puis la pioche retournée jusqu'à ce que
# le 5♠ monte depuis la défausse. Le 5♠ est maintenant en haut de la fondation. Des six coups ci-dessous,
# lesquels la fondation accepte-t-elle ?

# %% exercise="double" part="ask"
game.play("deal")
game.play("r3-f1")
turn_until(game, "5S")
game.play("w-f1")
five = game.copy()
q = LegalMoves(five, ["w-f1", "r1-f1", "r2-f1", "r3-f1", "r5-f1", "r6-f1"])
display(show(five))
q

# %% exercise="double" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["e", "f"]
### END SOLUTION
q.check(answer)

# %% exercise="double" part="score"
q.score(answer)

# %% exercise="double" part="reveal"
display(q.check(answer, reveal=True))
show(five, select=("reserve5", 1))

# %% [markdown] lang="en" exercise="double" part="reveal"
# Double five is ten, and both Tens fit, whatever their suit. Which one to play is the real question: the cell you
# empty takes the waste's top card, so look at that card before choosing.

# %% [markdown] lang="fr" exercise="double" part="reveal"
# Le double de cinq fait dix, et les deux Dix conviennent, quelle que soit leur couleur. Lequel jouer, voilà la
# vraie question : la case vidée prend la carte du dessus de la défausse, regardez donc cette carte avant de
# choisir.

# %% [markdown] lang="en"
# ## Keeping Kings out of the arch
#
# The advice of this chapter, as a player: send home any card that fits, from the waste or a cell, except that a
# cell is never emptied while a King lies on top of the waste; then, turn the stock (or turn the waste over) to bury
# that King before going on. The kit's greedy player sends any fitting card home at once. Both play deals 1 to
# 100; each line gives the wins out of 100, then the average number of cards home (48 wins).

# %% [markdown] lang="fr"
# ## Garder les Rois hors de l'arche
#
# Le conseil de ce chapitre, sous forme de joueur : monter toute carte qui convient, de la défausse ou d'une case,
# sauf qu'on ne vide jamais une case tant qu'un Roi est sur la défausse ; on retourne alors la pioche (ou on
# retourne la défausse) pour enterrer ce Roi avant de continuer. Le joueur glouton du kit monte aussitôt toute carte
# qui convient. Les deux jouent les donnes 1 à 100 ; chaque ligne donne les victoires sur 100, puis le nombre moyen
# de cartes montées (48 gagnent).

# %%
def bury_the_kings():
    def choose(game, moves):
        waste = game.pile("waste").cards
        king_on_top = bool(waste) and waste[-1].rank == 13
        plays = [move for move in moves
                 if move.kind == "move" and (move.source == "waste" or not king_on_top)]
        if plays:
            return plays[0]
        turns = [move for move in moves if move.kind != "move"]
        return (turns or moves)[0]
    return choose


results = play_many({"greedy": lambda: greedy_player(random.Random(1)), "bury the kings": bury_the_kings},
                    range(1, 101), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/100, {average:.1f}")

# %% [markdown] lang="en"
# Eleven more wins in a hundred deals, from one rule: that is a large effect for so small a habit. Doublets has
# few real choices (the rank needed is always the same one, whoever supplies it), and most of them are about
# which card the arch will swallow next. Each King shut in a cell leaves six cells, then five, to hold the ranks
# the cycle will ask for.

# %% [markdown] lang="fr"
# Onze victoires de plus sur cent donnes, pour une seule règle : c'est beaucoup pour une si petite habitude. Les
# Doublets offrent peu de vrais choix (le rang demandé est toujours le même, quelle que soit la carte qui le
# fournit), et la plupart portent sur la carte que l'arche avalera ensuite. Chaque Roi enfermé dans une case laisse
# six cases, puis cinq, pour garder les rangs que le cycle demandera.

# %% [markdown] lang="en"
# ## Doublets and Hopscotch
#
# Hopscotch also counts instead of matching suits, but it spreads the counting over four foundations, each with its
# own step (one, two, three, four), and its ranks wrap past the King, so every card can go home. Its reserves are
# piles you choose to feed from the waste; Doublets fills its cells for you, and a King that falls into one stays
# there. Hopscotch goes through its stock once, Doublets three times.

# %% [markdown] lang="fr"
# ## Les Doublets et Hopscotch
#
# Hopscotch compte lui aussi au lieu d'assortir les couleurs, mais il répartit le calcul sur quatre fondations,
# chacune avec son pas (un, deux, trois, quatre), et ses rangs passent du Roi à l'As : toutes les cartes peuvent
# monter. Ses réserves sont des piles que vous choisissez d'alimenter depuis la défausse ; les Doublets remplissent
# leurs cases à votre place, et un Roi qui tombe dans l'une d'elles y reste. Hopscotch passe une fois sa pioche,
# les Doublets trois fois.

# %%
for line in differences(GAME, "hopscotch"):
    print("•", line)

# %% [markdown] lang="en"
# ## Difficulty

# %% [markdown] lang="fr"
# ## Difficulté

# %%
sn.difficulty(GAME)

# %% [markdown] lang="en"
# ## Puzzles

# %% [markdown] lang="fr"
# ## Énigmes

# %%
sn.puzzles(GAME)

# %% exercise="puzzle" part="ask"
from solitaire_nb.teaching.puzzles import PuzzleExercise
puzzle = sn.puzzles(GAME, level=2)[0]
q = PuzzleExercise(puzzle)
display(show(puzzle.game(), labels=True))
q

# %% exercise="puzzle" part="answer"
answer = ...  # ← your answer: one move in the kit's notation, in quotes
### BEGIN SOLUTION
answer = 'r3-f1'
### END SOLUTION
q.check(answer)

# %% exercise="puzzle" part="score"
q.score(answer)

# %% exercise="puzzle" part="reveal"
display(q.check(answer, reveal=True))
puzzle.play()

# %% [markdown] lang="en"
# ## Your turn
#
# Deal 2 opens on 9♣ with no Five in the arch, so the first card home must come from the stock. Say the next rank
# aloud before each click, and look at the waste before you empty a cell.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 s'ouvre sur le 9♣ sans aucun Cinq dans l'arche : la première carte à monter viendra donc de la
# pioche. Dites à voix haute le rang suivant avant chaque clic, et regardez la défausse avant de vider une case.

# %%
sn.play(GAME, deal=2)
