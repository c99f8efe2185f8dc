# %% [markdown] lang="en"
# # Blondes and Brunettes
#
# The name says how the foundations grow: fair and dark in turn, a red card on a black one, then black on red,
# all the way round. Two decks give eight foundations, and here the base card is not chosen, as in Terrace, but
# dealt: the card on the first foundation fixes the starting rank of all eight, and that rank may be anything —
# a King, a Four, an Ace.
#
# What this game teaches is to count from a rank that is not the Ace. A foundation that starts on a King takes
# an Ace next, then a Two, and ends on a Queen; a reserve of ten cards, all in view, can only empty onto the
# foundations, so every card in it has to be placed in that shifted order.

# %% [markdown] lang="fr"
# # Blondes et brunes
#
# Le nom dit comment montent les fondations : blondes et brunes tour à tour, une carte rouge sur une noire, puis
# une noire sur une rouge, tout le long. Deux paquets donnent huit fondations, et ici la carte de base n'est pas
# choisie, comme à la Terrasse, mais distribuée : la carte de la première fondation fixe le rang de départ des
# huit, et ce rang peut être n'importe lequel — un Roi, un Quatre, un As.
#
# Ce jeu apprend à compter à partir d'un rang qui n'est pas l'As. Une fondation qui commence sur un Roi prend
# ensuite un As, puis un Deux, et finit sur une Dame ; une réserve de dix cartes, toutes visibles, ne peut se
# vider que sur les fondations, et chacune de ses cartes doit donc trouver sa place dans cet ordre décalé.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player, move_value
from solitaire_nb.games.terrace import NOTHING_ON_BASE
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, WhichRule, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "blondes_and_brunettes"

# %% [markdown] lang="en"
# ## Deal 1: a King for base
#
# K♥ lies on the first foundation, so every foundation here starts with a King and ends with a Queen. The
# reserve, fanned at the top, ends with 2♥, the only one of its ten cards in play. Eight tableau piles hold one
# card each, and the first stock card, Q♥, is already on the waste.

# %% [markdown] lang="fr"
# ## La donne 1 : un Roi pour base
#
# Le R♥ est sur la première fondation : chaque fondation commence donc ici par un Roi et finit par une Dame. La
# réserve, étalée en haut, se termine par le 2♥, la seule de ses dix cartes qui soit en jeu. Les huit piles du
# tableau ont une carte chacune, et la première carte de la pioche, la D♥, est déjà sur la défausse.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The foundation line ("build up by alternate colour, King and Ace next to each other") is the one to keep in
# mind; the tableau line says the same thing going down, one card at a time.

# %% [markdown] lang="fr"
# ## Les règles
#
# C'est la ligne des fondations (« construire en montant par couleur (rouge et noir) alternée, le Roi et l'As voisins ») qu'il
# faut garder en tête ; celle du tableau dit la même chose en descendant, une carte à la fois.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Two moves on deal 1
#
# **Round the corner.** A♣ in column 2 goes on K♥: one rank up once the King is passed, and black on red.

# %% [markdown] lang="fr"
# ## Deux coups sur la donne 1
#
# **Le passage du Roi à l'As.** L'A♣ de la colonne 2 va sur le R♥ : un rang au-dessus une fois le Roi passé, et
# noir sur rouge.

# %%
game.play("t2-f1")
show(game)

# %% [markdown] lang="en"
# **The reserve follows.** 2♥ is red, A♣ black: the reserve's card goes up at once, and 4♣ takes its place on
# top of the reserve. Column 2 stays empty for now.

# %% [markdown] lang="fr"
# **La réserve suit.** Le 2♥ est rouge, l'A♣ noir : la carte de la réserve monte aussitôt, et le 4♣ la
# remplace sur le dessus de la réserve. La colonne 2 reste vide pour l'instant.

# %%
game.play("r1-f1")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Who may fill the gap?
#
# Column 2 is empty. Which of these moves does the game accept?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Qui peut combler le vide ?
#
# La colonne 2 est vide. Lesquels de ces coups le jeu accepte-t-il ?

# %% exercise="gap" part="ask"
q = LegalMoves(game, ["t5-t2", "w-t2", "r1-t2", "t4-f2", "t1-f1"])
q

# %% exercise="gap" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="gap" part="score"
q.score(answer)

# %% exercise="gap" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("waste", 1))

# %% [markdown] lang="en" exercise="gap" part="reveal"
# Only the waste card may fill a gap; a tableau card may not move into it, and a reserve card never goes to the
# tableau at all. K♥ starts a foundation of its own because it has the base rank; 5♣ would need a red Four
# on a foundation.

# %% [markdown] lang="fr" exercise="gap" part="reveal"
# Seule la carte de la défausse peut combler un vide ; une carte du tableau ne peut pas y aller, et une carte de
# la réserve ne va jamais au tableau. Le R♥ ouvre sa propre fondation parce qu'il a le rang de base ; le 5♣
# demanderait un Quatre rouge sur une fondation.

# %% [markdown] lang="en"
# ### A Queen refused on a King
#
# Q♠ (column 7) on K♥ (column 4) is black on red and one rank down — in Klondike, a textbook build. Here the game
# says no. Which rule refuses it?

# %% [markdown] lang="fr"
# ### Une Dame refusée sur un Roi
#
# La D♠ (colonne 7) sur le R♥ (colonne 4), c'est noir sur rouge et un rang plus bas — au Klondike, une
# construction d'école. Ici le jeu refuse. Quelle règle ?

# %% exercise="queen" part="ask"
q = WhichRule(game, "t7-t4", choices=["build_down", NOTHING_ON_BASE, "single_card_move"])
q

# %% exercise="queen" part="answer"
answer = ...  # ← your answer: one letter
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="queen" part="score"
q.score(answer)

# %% exercise="queen" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("tableau7", 1))

# %% [markdown] lang="en" exercise="queen" part="reveal"
# A King is the base rank on this deal, so nothing is built on K♥: a King of the base rank belongs at the bottom
# of a foundation, not at the head of a tableau pile.

# %% [markdown] lang="fr" exercise="queen" part="reveal"
# Le Roi est le rang de base de cette donne : on ne construit donc rien sur le R♥. Un Roi du rang de base a sa
# place au pied d'une fondation, pas en tête d'une pile du tableau.

# %% [markdown] lang="en"
# ### Counting from a Four
#
# Deal 3 is played with Fours (4♣ on the first foundation). The reserve's top card is 7♣. Counting the base card
# as the first, which card of its foundation will 7♣ be — the 1st, 2nd, 3rd…?

# %% [markdown] lang="fr"
# ### Compter à partir d'un Quatre
#
# La donne 3 se joue avec les Quatre (4♣ sur la première fondation). La carte du dessus de la réserve est le 7♣.
# En comptant la carte de base comme la première, quelle carte de sa fondation le 7♣ sera-t-il : la 1re, la 2e,
# la 3e… ?

# %% exercise="count" part="ask"
q = exercise("blondes_and_brunettes.count")
fours = q.game
display(show(fours))
q

# %% exercise="count" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="count" part="score"
q.score(answer)

# %% exercise="count" part="reveal"
display(q.check(answer, reveal=True))
show(fours, select=("reserve1", 1))

# %% [markdown] lang="en" exercise="count" part="reveal"
# With Fours as base, the Three is the thirteenth and last card of every foundation: the 3♦ and 3♣ that open
# columns 1 and 3 will be among the very last cards home on this deal.

# %% [markdown] lang="fr" exercise="count" part="reveal"
# Avec les Quatre pour base, le Trois est la treizième et dernière carte de chaque fondation : le 3♦ et le 3♣
# qui ouvrent les colonnes 1 et 3 seront parmi les toutes dernières cartes à monter sur cette donne.

# %% [markdown] lang="en"
# ## Keeping gaps for the right card
#
# The manual's advice for this family: start a tableau pile with the last card a foundation needs, one rank
# below the base, so that the whole pile can later go up in one run. The player below follows it strictly: it
# plays like the greedy player but avoids filling an empty pile with any other card. Both draw lots from the same
# fixed seed; deals 1 to 60, wins then the average number of cards home (out of 104).

# %% [markdown] lang="fr"
# Le conseil du manuel pour cette famille : commencer une pile du tableau par la dernière carte dont une
# fondation a besoin, un rang sous la base, pour que toute la pile puisse ensuite monter d'une traite. Le joueur
# ci-dessous le suit à la lettre : il joue comme le joueur glouton mais évite de combler une pile vide avec
# toute autre carte. Les deux tirent au sort avec la même graine fixe ; donnes 1 à 60, victoires puis nombre
# moyen de cartes montées (sur 104).

# %%
def gap_keeper():
    rng = random.Random(1)

    def value(game, move):
        worth = move_value(game, move)
        if move.kind == "move" and move.target.startswith("tableau") and not game.pile(move.target).cards:
            card = game.pile(move.source).top
            if (card.rank - game.state["base_rank"]) % 13 != 12:
                worth -= 30
        return worth

    def choose(game, moves):
        values = [value(game, move) for move in moves]
        best = max(values)
        return rng.choice([move for move, worth in zip(moves, values) if worth == best])
    return choose


players = {"greedy": lambda: greedy_player(random.Random(1)), "gap keeper": gap_keeper}
results = play_many(players, range(1, 61), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/60, {average:.1f}")

# %% [markdown] lang="en"
# Followed to the letter, the advice costs: 5 wins instead of 9 and twelve cards fewer home. A gap left open
# locks the stock as soon as a card is turned, and one card rank in thirteen is a long wait. The advice is a
# preference, not a rule — a person weighs the gap against what is coming, which this player cannot do.

# %% [markdown] lang="fr"
# Suivi à la lettre, le conseil coûte cher : 5 victoires au lieu de 9 et douze cartes montées de moins. Un vide
# laissé ouvert bloque la pioche dès qu'une carte est retournée, et attendre un rang sur treize, c'est long. Le
# conseil est une préférence, pas une règle : une personne pèse le vide contre ce qui arrive, ce que ce joueur ne
# sait pas faire.

# %% [markdown] lang="en"
# ## Blondes and Brunettes and Terrace
#
# The one difference that changes how you play: Terrace lets you choose the base among four cards, Blondes and
# Brunettes deals it, so your first decision is gone and the reading of the reserve starts from a rank imposed on
# you. The rest is a matter of size — a reserve of ten instead of eleven, eight tableau piles instead of nine, all
# eight dealt at once.

# %% [markdown] lang="fr"
# ## Blondes et brunes et la Terrasse
#
# La seule différence qui change la façon de jouer : la Terrasse vous laisse choisir la base parmi quatre
# cartes, Blondes et brunes la distribue ; votre première décision disparaît, et la lecture de la réserve part
# d'un rang imposé. Le reste est affaire de taille : une réserve de dix cartes au lieu de onze, huit piles au
# tableau au lieu de neuf, toutes les huit distribuées d'emblée.

# %%
for line in differences(GAME, "terrace"):
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
answer = 'deal'
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
# Deal 2 is played with Jacks (J♠ on the first foundation), so a Ten is the card that closes a foundation. Watch
# the reserve: its top card, 4♣, is the seventh card of a foundation — how soon can you get it there?

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 se joue avec les Valets (V♠ sur la première fondation) : c'est donc un Dix qui ferme une fondation.
# Surveillez la réserve : sa carte du dessus, le 4♣, est la septième carte d'une fondation — combien de temps
# vous faudra-t-il pour l'y mettre ?

# %%
sn.play(GAME, deal=2)
