# %% [markdown] lang="en"
# # Fortress
#
# Fortress deals the whole deck face up into ten piles, five on each side of the four empty foundations, and then
# gives you nothing more: no stock, no cells, one card moved at a time. A card may go on the top card of another
# pile when both are of the same suit and one rank apart, *up or down*, so that on one pile 6♥ can follow 7♥ and
# then 5♥ can follow 6♥, or the other way round. Ranks do not wrap: a King and an Ace are not neighbours.
#
# Because everything is visible and nothing is left to chance after the deal, Fortress is a game of planning.
# Most deals cannot be won at all, and on those that can, a single careless move early on is enough to lose. The
# thing to learn here is to see which of two legal moves still leaves a way out.

# %% [markdown] lang="fr"
# # Forteresse
#
# La Forteresse distribue tout le paquet face visible en dix piles, cinq de chaque côté des quatre fondations vides,
# puis ne vous donne plus rien : ni pioche, ni cases, une carte déplacée à la fois. Une carte peut aller sur la
# carte du dessus d'une autre pile quand les deux sont de la même couleur et à un rang d'écart, *en montant ou en
# descendant* : sur une même pile, le 6♥ peut suivre le 7♥ puis le 5♥ suivre le 6♥, ou l'inverse. Les rangs ne
# bouclent pas : le Roi et l'As ne sont pas voisins.
#
# Comme tout est visible et que plus rien ne dépend du hasard après la donne, la Forteresse est un jeu de
# planification. La plupart des donnes ne peuvent pas être gagnées du tout, et sur celles qui le peuvent, un seul coup
# irréfléchi au début suffit à perdre. Ce qu'il faut apprendre ici, c'est voir lequel de deux coups permis laisse
# encore une issue.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player, move_value
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "fortress"

# %% [markdown] lang="en"
# ## Deal 1
#
# Piles 1 to 5 form the left wing, 6 to 10 the right wing; the top pile of each wing has six cards, the others
# five. Only the ten top cards, the last dealt to each pile, can move. Look for the Aces: A♣
# lies under 7♥ and K♣ in pile 4, A♦ at the bottom of pile 2, A♠ and A♥ at the
# bottom of pile 5, under 6♠, 4♠ and Q♣.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Les piles 1 à 5 forment l'aile gauche, les piles 6 à 10 l'aile droite ; la première pile de chaque aile a six
# cartes, les autres cinq. Seules les dix cartes du dessus, les dernières posées sur chaque pile, peuvent bouger. Cherchez les As :
# l'A♣ est sous le 7♥ et le R♣ dans la pile 4, l'A♦ tout au fond de la pile 2, l'A♠ et l'A♥ au fond de la pile 5,
# sous le 6♠, le 4♠ et la D♣.

# %%
game = sn.new_game(GAME, deal=1)
show(game, labels=True)

# %% [markdown] lang="en"
# ## The rules
#
# The tableau line "build up or down by suit" together with "One card at a time" is the whole game: each move shifts
# a single card one step along its own suit.

# %% [markdown] lang="fr"
# ## Les règles
#
# La ligne du tableau « construire en montant ou en descendant dans la couleur », avec « Une carte à la fois », est
# tout le jeu : chaque coup décale une seule carte d'un pas dans sa propre couleur.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Deal 1, two directions, two outcomes
#
# **Step 1.** Four moves are legal, in two pairs of opposites: Q♣ onto K♣ or K♣ onto Q♣, 3♦ onto 4♦ or 4♦ onto
# 3♦. The kit's solver can tell, for each one, whether the deal can still be won afterwards (✓) or not (✗). The cell below asks it.

# %% [markdown] lang="fr"
# ## La donne 1, deux sens, deux issues
#
# **Étape 1.** Quatre coups sont permis, en deux paires de contraires : la D♣ sur le R♣ ou le R♣ sur la D♣, le 3♦
# sur le 4♦ ou le 4♦ sur le 3♦. Le solveur du kit peut dire, pour chacun, si la donne peut encore être gagnée
# ensuite (✓) ou non (✗). La cellule ci-dessous le lui demande.

# %%
for move in game.legal_moves():
    after = game.copy()
    after.play(move)
    verdict = after.solve(max_seconds=None, max_nodes=20000).verdict.value
    print(move, {"winnable": "✓", "unwinnable": "✗"}.get(verdict, "?"))

# %% [markdown] lang="en"
# **Step 2.** Two of the four moves lose the deal. The first, `t4-t5`, K♣ onto Q♣, is the move that looks most
# useful, since it brings A♣ one card nearer. But a King on top of a pile is a lid: nothing can go on it except
# Q♣, which is now under it, and it can only leave for an empty pile. A♠ and A♥, at the bottom of pile 5, are shut
# in, and the solver finds no way to open an empty pile in time. Q♣ onto K♣ does the opposite: it uncovers 4♠ and
# stays mobile, since it can move on to J♣ later. The second losing move, `t7-t8`, piles 4♦ on 3♦ in pile 8, over
# 9♦ and 4♣, two cards the winning line needs to move early.

# %% [markdown] lang="fr"
# **Étape 2.** Deux des quatre coups perdent la donne. Le premier, `t4-t5`, le R♣ sur la D♣, est le coup qui a
# l'air le plus utile, puisqu'il rapproche l'A♣ d'une carte. Mais un Roi sur une pile est un couvercle : rien ne
# peut aller dessus sauf la D♣, qui est maintenant dessous, et il ne peut partir que vers une pile vide. L'A♠ et
# l'A♥, au fond de la pile 5, sont enfermés, et le solveur ne trouve aucun moyen de libérer une pile à temps. La D♣
# sur le R♣ fait l'inverse : elle découvre le 4♠ et reste mobile, puisqu'elle pourra passer plus tard sur le V♣. Le
# second coup perdant, `t7-t8`, empile le 4♦ sur le 3♦ dans la pile 8, par-dessus le 9♦ et le 4♣, deux cartes que
# la ligne gagnante doit déplacer tôt.

# %%
trap = game.copy()
trap.play("t4-t5")
show(trap, select=("tableau5", 1))

# %% [markdown] lang="en"
# **Step 3.** The solver's own winning line starts elsewhere, with seven moves that dig out A♦: 3♦ onto 4♦, 9♦
# onto 10♦, 5♣ onto 4♣, 8♦ onto 9♦, J♣ onto Q♣, 3♥ onto 4♥, and A♦ is free. Each move sends a card from pile 2 (or
# pile 8, to make room) to a neighbour of its own suit.

# %% [markdown] lang="fr"
# **Étape 3.** La ligne gagnante du solveur commence ailleurs, par sept coups qui dégagent l'A♦ : 3♦ sur 4♦, 9♦
# sur 10♦, 5♣ sur 4♣, 8♦ sur 9♦, V♣ sur D♣, 3♥ sur 4♥, et l'A♦ est libre. Chaque coup envoie une carte de la pile 2
# (ou de la pile 8, pour faire de la place) chez une voisine de sa propre couleur.

# %%
for move in ["t8-t7", "t8-t9", "t2-t8", "t2-t9", "t2-t5", "t2-t1", "t2-f1"]:
    game.play(move)
print(game.solve(max_seconds=None, max_nodes=20000).winnable)
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Up and down on deal 3
#
# Deal 3's top cards are Q♦, 2♥, 3♥, 10♠, 6♦, 9♣, J♦, K♠, 8♦ and 5♥. Which of these six single-card moves are legal?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Monter et descendre sur la donne 3
#
# Les cartes du dessus de la donne 3 sont D♦, 2♥, 3♥, 10♠, 6♦, 9♣, V♦, R♠, 8♦ et 5♥. Lesquels de ces six déplacements d'une carte sont
# permis ?

# %% exercise="both_ways" part="ask"
three = sn.new_game(GAME, deal=3)
q = LegalMoves(three, ["t7-t1", "t10-t3", "t1-t7", "t8-t1", "t2-t3", "t9-t5"])
display(show(three, labels=True))
q

# %% exercise="both_ways" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="both_ways" part="score"
q.score(answer)

# %% exercise="both_ways" part="reveal"
display(q.check(answer, reveal=True))
show(three, select=("tableau7", 1))

# %% [markdown] lang="en" exercise="both_ways" part="reveal"
# J♦ and Q♦ may trade places in either direction, and so may 2♥ and 3♥. 5♥ is two ranks from 3♥, K♠ is of the
# wrong suit for Q♦, and 8♦ is two ranks from 6♦.

# %% [markdown] lang="fr" exercise="both_ways" part="reveal"
# Le V♦ et la D♦ peuvent s'empiler dans un sens ou dans l'autre, de même que le 2♥ et le 3♥. Le 5♥ est à deux
# rangs du 3♥, le R♠ n'est pas de la couleur de la D♦, et le 8♦ est à deux rangs du 6♦.

# %% [markdown] lang="en"
# ### An Ace with a choice
#
# On deal 2, A♣ is on top of pile 7. Name every pile that will take it.

# %% [markdown] lang="fr"
# ### Un As qui a le choix
#
# Sur la donne 2, l'A♣ est en haut de la pile 7. Nommez toutes les piles qui l'acceptent.

# %% exercise="ace" part="ask"
two = sn.new_game(GAME, deal=2)
q = PickTarget(two, "tableau7", 1)
display(show(two, labels=True))
q

# %% exercise="ace" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau1"]
### BEGIN SOLUTION
answer = ["foundation1", "foundation2", "foundation3", "foundation4", "tableau8"]
### END SOLUTION
q.check(answer)

# %% exercise="ace" part="score"
q.score(answer)

# %% exercise="ace" part="reveal"
display(q.check(answer, reveal=True))
show(two, select=("tableau7", 1))

# %% [markdown] lang="en" exercise="ace" part="reveal"
# Any of the four empty foundations, and also 2♣ on pile 8: an Ace is one rank below a Two of its suit, and the
# tableau builds down as well as up. There is no reason to prefer that here, but in Fortress even an Ace has more
# than one home.

# %% [markdown] lang="fr" exercise="ace" part="reveal"
# N'importe laquelle des quatre fondations vides, et aussi le 2♣ de la pile 8 : un As est un rang sous le Deux de
# sa couleur, et le tableau se construit en descendant comme en montant. Rien ne pousse à le faire ici, mais à la
# Forteresse, même un As a plus d'une place.

# %% [markdown] lang="en"
# ### The move that loses deal 2
#
# Deal 2 can be won, and eight moves are legal at the start. Exactly one of them makes it unwinnable. Which one?
# (Answer with its notation, e.g. `"t9-t6"`.)

# %% [markdown] lang="fr"
# ### Le coup qui perd la donne 2
#
# La donne 2 peut être gagnée, et huit coups sont permis au départ. Un seul d'entre eux la rend impossible à gagner.
# Lequel ? (Répondez avec sa notation, par exemple `"t9-t6"`.)

# %% exercise="lid" part="ask"
q = exercise("fortress.lid")
q

# %% exercise="lid" part="answer"
answer = ...  # ← your answer: a move, e.g. "t9-t6"
### BEGIN SOLUTION
answer = "t6-t9"
### END SOLUTION
q.check(answer)

# %% exercise="lid" part="score"
q.score(answer)

# %% exercise="lid" part="reveal"
display(q.check(answer, reveal=True))
show(two, select=("tableau6", 1))

# %% [markdown] lang="en"
# ## Lids and empty piles
#
# Two pieces of advice come out of these positions: never put a King on a pile that still hides cards you need,
# and keep an empty pile empty until it is worth filling (it is the only place a King can go). Below, the kit's
# greedy player plays deals 1 to 100 against a player that follows both pieces of advice and otherwise plays as
# greedily; each line gives the wins out of 100, then the average number of cards home. Then the solver looks at
# deals 1 to 20 and counts those it can win.

# %% [markdown] lang="fr"
# ## Couvercles et piles vides
#
# Deux conseils ressortent de ces positions : ne jamais poser un Roi sur une pile qui cache encore des cartes utiles,
# et garder une pile vide tant qu'il ne vaut pas la peine de la remplir (c'est le seul endroit où un Roi peut aller).
# Ci-dessous, le joueur glouton du kit joue les donnes 1 à 100 contre un joueur qui suit les deux conseils et joue
# par ailleurs tout aussi goulûment ; chaque ligne donne les victoires sur 100, puis le nombre moyen de cartes
# montées. Ensuite, le solveur examine les donnes 1 à 20 et compte celles qu'il sait gagner.

# %%
def no_lids():
    rng = random.Random(1)

    def choose(game, moves):
        def value(move):
            worth = move_value(game, move)
            if move.kind == "move" and game.pile(move.target).role == "tableau":
                if not game.pile(move.target).cards:
                    worth -= 50
                elif game.pile(move.source).top.rank == 13:
                    worth -= 100
            return worth
        values = [value(move) for move in moves]
        return rng.choice([move for move, worth in zip(moves, values) if worth == max(values)])
    return choose


results = play_many({"greedy": lambda: greedy_player(random.Random(1)), "no lids": no_lids},
                    range(1, 101), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/100, {average:.1f}")
solved = [deal for deal in range(1, 21) if sn.new_game(GAME, deal=deal).solve(max_seconds=None, max_nodes=20000).winnable]
print("solver:", solved)

# %% [markdown] lang="en"
# Neither player wins a single deal, and both get stuck after sending home fewer than two cards on average: the
# advice is sound, but a player that looks one move ahead cannot use it, because in Fortress the moves that matter
# prepare something ten or twenty moves later. The solver, which searches whole lines of play, wins three deals out
# of twenty here; over a hundred deals, it finds about one in four that can be won. To play Fortress well, a person must do what the
# solver does: follow a plan for one Ace at a time, and check before each move what it shuts in.

# %% [markdown] lang="fr"
# Aucun des deux joueurs ne gagne une seule donne, et tous deux se bloquent après avoir monté moins de deux cartes
# en moyenne : le conseil est juste, mais un joueur qui ne regarde qu'un coup en avant ne peut pas s'en servir, car
# à la Forteresse les coups qui comptent préparent quelque chose dix ou vingt coups plus loin. Le solveur, qui
# explore des lignes de jeu entières, gagne ici trois donnes sur vingt ; sur cent donnes, il en trouve environ une
# sur quatre qui peut être gagnée. Pour bien jouer à la Forteresse, il faut faire comme le solveur : suivre un plan pour un As à la fois, et
# vérifier avant chaque coup ce qu'il enferme.

# %% [markdown] lang="en"
# ## Fortress and Beleaguered Castle
#
# Beleaguered Castle also moves single cards between open piles, but it builds down only, and whatever the suit:
# any card fits on any card one rank higher, which gives far more moves. Fortress asks for the same suit and allows
# both directions. Beleaguered Castle also starts with the Aces already home and eight piles of six; Fortress hides
# its Aces in ten piles and keeps its foundation cards out of play.

# %% [markdown] lang="fr"
# ## La Forteresse et le Château assiégé
#
# Le Château assiégé déplace lui aussi des cartes seules entre des piles ouvertes, mais il ne construit qu'en
# descendant, et quelle que soit la couleur : n'importe quelle carte va sur n'importe quelle carte d'un rang plus
# haut, ce qui donne bien plus de coups. La Forteresse exige la même couleur et permet les deux sens. Le Château
# assiégé commence aussi avec les As déjà en place et huit piles de six ; la Forteresse cache ses As dans dix piles
# et garde hors jeu les cartes de ses fondations.

# %%
for line in differences(GAME, "beleaguered_castle"):
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
answer = 't8-t3'
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
# Deal 2 can be won. Before each move, name the pile it covers and the card it uncovers, and never put K♣ on Q♣.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 peut être gagnée. Avant chaque coup, nommez la pile qu'il recouvre et la carte qu'il découvre, et ne
# posez jamais le R♣ sur la D♣.

# %%
sn.play(GAME, deal=2)
