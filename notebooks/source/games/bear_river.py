# %% [markdown] lang="en"
# # Bear River
#
# Bear River deals every card face up: eighteen small piles in three rows of six, and one card on the first
# foundation that sets the base rank for all four. There is no stock and no reserve — what you see is all there
# is. Tableau cards build on each other by suit, up *or* down, with King and Ace next to each other; the
# foundations climb by suit from the base rank and wrap round from King to Ace.
#
# The catch is space. No pile may hold more than three cards, and an emptied pile is gone for good — except the
# last pile of each row, the *hole*, which takes any card once empty. Most moves are refused not because the card
# does not fit, but because the pile is full.

# %% [markdown] lang="fr"
# # Rivière des ours
#
# La Rivière des ours distribue toutes les cartes face visible : dix-huit petites piles en trois rangées de six,
# et une carte sur la première fondation qui fixe le rang de base des quatre. Ni pioche ni réserve — tout ce qu'on
# voit, c'est tout ce qu'il y a. Au tableau, les cartes se construisent par couleur, en montant *ou* en
# descendant, le Roi et l'As étant voisins ; les fondations montent par couleur à partir du rang de base et
# passent du Roi à l'As.
#
# Le piège, c'est la place. Aucune pile ne peut dépasser trois cartes, et une pile vidée disparaît pour de bon —
# sauf la dernière pile de chaque rangée, le *trou*, qui prend n'importe quelle carte une fois vide. La plupart
# des coups sont refusés non parce que la carte ne convient pas, mais parce que la pile est pleine.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player, move_value
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, WhichRule, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "bear_river"

# %% [markdown] lang="en"
# ## Deal 1
#
# 4♠ on the first foundation: Fours are the base, Threes the last cards home. Piles 6, 12 and 18 are the holes,
# with two cards each; the fifteen others hold three.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Le 4♠ sur la première fondation : les Quatre sont la base, les Trois les dernières cartes à monter. Les piles 6,
# 12 et 18 sont les trous, avec deux cartes chacune ; les quinze autres en ont trois.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Two rules do most of the work: "build up or down by suit" in the tableau line, and "No tableau pile may hold
# more than three cards" near the end.

# %% [markdown] lang="fr"
# ## Les règles
#
# Deux règles font l'essentiel : « construire en montant ou en descendant par couleur » dans la ligne du tableau,
# et « Aucune pile du tableau ne peut contenir plus de trois cartes » vers la fin.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Exercises
#
# ### What is open on deal 1?
#
# Which of these moves does the game accept?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Qu'est-ce qui est jouable sur la donne 1 ?
#
# Lesquels de ces coups le jeu accepte-t-il ?

# %% exercise="open" part="ask"
q = LegalMoves(game, ["t15-t12", "t17-f2", "t12-t15", "t1-t14"])
q

# %% exercise="open" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["a", "b"]
### END SOLUTION
q.check(answer)

# %% exercise="open" part="score"
q.score(answer)

# %% exercise="open" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("tableau15", 1))

# %% [markdown] lang="en" exercise="open" part="reveal"
# K♠ may go on A♠ (the hole, with two cards) because King and Ace are next to each other; the reverse move, A♠ on
# K♠, fits by suit too but pile 15 is full.

# %% [markdown] lang="fr" exercise="open" part="reveal"
# Le R♠ peut aller sur l'A♠ (le trou, qui a deux cartes) parce que le Roi et l'As sont voisins ; le coup inverse,
# l'A♠ sur le R♠, convient aussi par la couleur, mais la pile 15 est pleine.

# %% [markdown] lang="en"
# ### 4♣ on 3♣?
#
# 4♣ (pile 17) is one rank above 3♣ (pile 9), same suit, and the tableau builds up or down. Yet the game refuses
# `t17-t9`. Which rule?

# %% [markdown] lang="fr"
# ### Le 4♣ sur le 3♣ ?
#
# Le 4♣ (pile 17) est d'un rang au-dessus du 3♣ (pile 9), de même couleur, et le tableau se construit dans les
# deux sens. Pourtant le jeu refuse `t17-t9`. Quelle règle ?

# %% exercise="full" part="ask"
q = WhichRule(game, "t17-t9", choices=["build_up_or_down", "base_card", "pile_limit"])
q

# %% exercise="full" part="answer"
answer = ...  # ← your answer: one letter
### BEGIN SOLUTION
answer = "c"
### END SOLUTION
q.check(answer)

# %% exercise="full" part="score"
q.score(answer)

# %% exercise="full" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("tableau17", 1))

# %% [markdown] lang="en"
# ### After both moves
#
# Play the two legal moves: 4♣ opens the second foundation, K♠ goes on A♠. How many legal moves are left then?

# %% [markdown] lang="fr"
# ### Après les deux coups
#
# Jouez les deux coups permis : le 4♣ ouvre la deuxième fondation, le R♠ va sur l'A♠. Combien de coups permis
# reste-t-il alors ?

# %% exercise="left" part="ask"
q = exercise("bear_river.left")
after = q.game
display(show(after))
q

# %% exercise="left" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 0
### END SOLUTION
q.check(answer)

# %% exercise="left" part="score"
q.score(answer)

# %% exercise="left" part="reveal"
display(q.check(answer, reveal=True))
print(after.outcome().text())

# %% [markdown] lang="en" exercise="left" part="reveal"
# Some deals of Bear River cannot be won whatever you do; this one ends before it starts. The open layout lets
# you see such a dead end coming, which is also why the game rewards looking at every pile before the first move.

# %% [markdown] lang="fr" exercise="left" part="reveal"
# Certaines donnes de la Rivière des ours ne peuvent être gagnées quoi qu'on fasse ; celle-ci s'arrête avant
# d'avoir commencé. La disposition ouverte permet de voir venir une telle impasse, et c'est aussi pourquoi le jeu
# récompense l'examen de chaque pile avant le premier coup.

# %% [markdown] lang="en"
# ## Keeping the holes for later
#
# The manual says to free the holes early, since they are the only piles that take a card once empty. The player
# below adds a preference to the greedy player's scores: moving a card out of a hole counts 25 more, filling an
# empty hole 25 less. Deals 1 to 60, the same fixed seed for both; each line: wins, then average cards home out
# of 52.

# %% [markdown] lang="fr"
# ## Garder les trous pour plus tard
#
# Le manuel conseille de libérer tôt les trous, seules piles qui prennent une carte une fois vides. Le joueur
# ci-dessous ajoute une préférence aux notes du joueur glouton : sortir une carte d'un trou vaut 25 de plus,
# remplir un trou vide 25 de moins. Donnes 1 à 60, la même graine fixe pour les deux ; chaque ligne : victoires,
# puis nombre moyen de cartes montées sur 52.

# %%
HOLES = {"tableau6", "tableau12", "tableau18"}


def hole_keeper():
    rng = random.Random(1)

    def value(game, move):
        worth = move_value(game, move)
        if move.kind == "move" and move.source in HOLES:
            worth += 25
        if move.kind == "move" and move.target in HOLES and not game.pile(move.target).cards:
            worth -= 25
        return worth

    def choose(game, moves):
        values = [value(game, move) for move in moves]
        best = max(values)
        return rng.choice([move for move, worth in zip(moves, values) if worth == best])
    return choose


players = {"greedy": lambda: greedy_player(random.Random(1)), "hole keeper": hole_keeper}
results = play_many(players, range(1, 61), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/60, {average:.1f}")

# %% [markdown] lang="en"
# Neither player wins a deal, and both send barely five cards home on average, the hole keeper half a card more.
# The manual reckons a person wins about one game in three: the gap is planning. With everything face up, a player
# can work out a whole sequence of moves before the first one — which piles to shorten so that a full pile has room
# again — and a one-move-at-a-time scorer cannot.

# %% [markdown] lang="fr"
# Aucun des deux joueurs ne gagne une donne, et tous deux montent à peine cinq cartes en moyenne, le gardien des
# trous une demi-carte de plus. Le manuel estime qu'une personne gagne environ une partie sur trois : l'écart,
# c'est la prévision. Tout étant visible, on peut établir toute une suite de coups avant le premier — quelles
# piles raccourcir pour qu'une pile pleine retrouve de la place — ce que ne sait pas faire un joueur qui note un
# coup à la fois.

# %% [markdown] lang="en"
# ## Bear River and Canfield
#
# They share the dealt base card and the foundations that climb by suit and wrap from King to Ace. Everything else
# is opposite: Canfield hides a reserve and turns a stock, Bear River shows all 51 cards at once and has neither;
# Canfield builds down in alternate colours on four piles of any length, Bear River builds up or down by suit on
# eighteen piles of at most three cards, one card at a time, and only its three holes can be refilled.

# %% [markdown] lang="fr"
# ## La Rivière des ours et le Champ de boîtes
#
# Ils partagent la carte de base distribuée et les fondations qui montent par couleur et passent du Roi à l'As.
# Tout le reste s'oppose : le Champ de boîtes cache une réserve et retourne une pioche, la Rivière des ours montre
# ses 51 cartes d'emblée et n'a ni l'une ni l'autre ; le Champ de boîtes descend par couleur (rouge et noir) alternée sur
# quatre piles de longueur libre, la Rivière des ours monte ou descend par couleur sur dix-huit piles de trois
# cartes au plus, une carte à la fois, et seuls ses trois trous peuvent être remplis.

# %%
for line in differences(GAME, "canfield"):
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
answer = 't15-t14'
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
# Deal 2 is yours. Before the first move, find which piles are full and which card would give each of them room;
# then see whether you can free a hole.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 est à vous. Avant le premier coup, repérez les piles pleines et la carte qui redonnerait de la place
# à chacune ; puis voyez si vous pouvez libérer un trou.

# %%
sn.play(GAME, deal=2)
