# %% [markdown] lang="en"
# # Labyrinth
#
# Labyrinth starts like Carpet, with the four Aces already home and a row of free cards, but only eight of them,
# and it grows downwards. Each click on the stock deals a new row, one card under each top-row card, so that
# eight columns lengthen below the top row as the game goes on. Nothing is ever built; every card that moves goes
# to the foundation of its suit.
#
# What makes the maze is that each column can be entered from both ends. Its last card, at the bottom, is free.
# And when the top-row card above it goes home, the column's *first* card climbs into the top row to take its
# place. A card stuck in the middle of a column comes out only once everything on one side of it is gone.

# %% [markdown] lang="fr"
# # Labyrinthe
#
# Le Labyrinthe commence comme le Tapis, avec les quatre As déjà en place et une rangée de cartes libres, mais
# huit seulement, et il pousse vers le bas. Chaque clic sur la pioche distribue une nouvelle rangée, une carte sous
# chaque carte de la rangée du haut, si bien que huit colonnes s'allongent sous la rangée du haut au fil de la
# partie. On ne construit jamais rien ; toute carte qui bouge va sur la fondation de sa couleur.
#
# Ce qui fait le labyrinthe, c'est que chaque colonne a deux entrées. Sa dernière carte, en bas, est libre. Et
# quand la carte de la rangée du haut qui la surmonte monte, la *première* carte de la colonne grimpe dans la
# rangée du haut pour prendre sa place. Une carte coincée au milieu d'une colonne ne sort qu'une fois parti tout ce
# qui est d'un côté d'elle.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "labyrinth"

# %% [markdown] lang="en"
# ## Deal 1
#
# The top row reads Q♣, 6♣, 7♣, 4♠, 3♣, 4♣, J♥, 8♥, and there is not a single Two in it. Until the first click, a
# top-row card that goes home is replaced straight from the stock; here none can go, so that privilege is wasted
# and the first move has to be a click.

# %% [markdown] lang="fr"
# ## La donne 1
#
# La rangée du haut montre D♣, 6♣, 7♣, 4♠, 3♣, 4♣, V♥, 8♥, et pas un seul Deux. Jusqu'au premier clic, une carte
# de la rangée du haut qui monte est remplacée directement depuis la pioche ; ici aucune ne peut monter, ce
# privilège est donc perdu et le premier coup doit être un clic.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Read the "Top row" line twice: it changes meaning at the first click. Before it, a gap in the top row draws from
# the stock; after it, from the column underneath.

# %% [markdown] lang="fr"
# ## Les règles
#
# Lisez deux fois la ligne « Rangée du haut » : son sens change au premier clic. Avant, un trou de la rangée du haut
# puise dans la pioche ; après, dans la colonne qui est dessous.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Deal 1, the first rows
#
# **Step 1.** The first click deals eight cards, one at the head of each column. 2♦ lands at the foot of column 3,
# and the last card of a column is always free: it goes home at once.

# %% [markdown] lang="fr"
# ## La donne 1, les premières rangées
#
# **Étape 1.** Le premier clic distribue huit cartes, une en tête de chaque colonne. Le 2♦ arrive au pied de la
# colonne 3, et la dernière carte d'une colonne est toujours libre : il monte aussitôt.

# %%
game.play("deal")
game.play("column3-f2")
show(game)

# %% [markdown] lang="en"
# **Step 2.** The second click puts a card under each column again; 3♦ is the new foot of column 4 and goes home
# too. Columns 3 and 4 have lost a card each, so they are one card shorter than the others: a column empties from
# the bottom as well as from the top.

# %% [markdown] lang="fr"
# **Étape 2.** Le deuxième clic ajoute encore une carte sous chaque colonne ; le 3♦ est le nouveau pied de la
# colonne 4 et monte lui aussi. Les colonnes 3 et 4 ont perdu une carte chacune, elles ont donc une carte de moins
# que les autres : une colonne se vide par le bas comme par le haut.

# %%
game.play("deal")
game.play("column4-f2")
show(game)

# %% [markdown] lang="en"
# **Step 3.** The third click brings 2♣ to the foot of column 4, and the clubs are everywhere on this table: in the
# top row, at the feet of columns, under other cards. The exercises below start from here.

# %% [markdown] lang="fr"
# **Étape 3.** Le troisième clic amène le 2♣ au pied de la colonne 4, et les trèfles sont partout sur cette
# table : dans la rangée du haut, au pied des colonnes, sous d'autres cartes. Les exercices ci-dessous partent
# d'ici.

# %%
game.play("deal")
show(game, labels=True)

# %% [markdown] lang="en"
# ## Exercises
#
# ### What climbs up
#
# 2♣ goes home from column 4, and then 3♣ from the top row, above column 5. Column 5 holds 10♦, J♦, 6♦, from top
# to bottom. Which card takes the place 3♣ leaves in the top row?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Ce qui remonte
#
# Le 2♣ monte depuis la colonne 4, puis le 3♣ depuis la rangée du haut, au-dessus de la colonne 5. La colonne 5
# contient 10♦, V♦, 6♦, de haut en bas. Quelle carte prend la place que le 3♣ laisse dans la rangée du haut ?

# %% exercise="climb" part="ask"
q = exercise("labyrinth.climb")
clubs = q.game
after = clubs.copy()
after.play("column4-f1")
after.play("t5-f1")
q

# %% exercise="climb" part="answer"
answer = ...  # ← your answer: a card, e.g. "5D"
### BEGIN SOLUTION
answer = "TD"
### END SOLUTION
q.check(answer)

# %% exercise="climb" part="score"
q.score(answer)

# %% exercise="climb" part="reveal"
display(q.check(answer, reveal=True))
show(after, select=("tableau5", 1))

# %% [markdown] lang="en"
# ### A run of clubs
#
# Same position as before 2♣ went home. Every Club from 2♣ to Q♣ is on the table: some in the top row, some at the
# feet of columns, some half-way down. Before the next click, how many cards can go home?

# %% [markdown] lang="fr"
# ### Une série de trèfles
#
# Même position qu'avant la montée du 2♣. Tous les trèfles du 2♣ à la D♣ sont sur la table : certains dans la
# rangée du haut, d'autres au pied des colonnes, d'autres à mi-hauteur. Avant le prochain clic, combien de cartes
# peuvent monter ?


# %% exercise="clubs" part="ask"
q = exercise("labyrinth.clubs")
clubs = q.game


def longest_run(position):
    """The cards of the longest string of plays home before the next click (every order tried)."""
    best = []
    for move in position.legal_moves():
        if move.kind == "move":
            after = position.copy()
            after.play(move)
            run = [position.pile(move.source).top] + longest_run(after)
            if len(run) > len(best):
                best = run
    return best


display(show(clubs))
q

# %% exercise="clubs" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 11
### END SOLUTION
q.check(answer)

# %% exercise="clubs" part="score"
q.score(answer)

# %% exercise="clubs" part="reveal"
display(q.check(answer, reveal=True))
print(" ".join(card.phrase_text(sn.get_lang()) for card in longest_run(clubs)))
RUN = ["column4-f1", "t5-f1", "t6-f1", "column8-f1", "t2-f1", "t3-f1", "column4-f1", "column7-f1",
       "column7-f1", "column6-f1", "t1-f1"]
ran = clubs.copy()
for move in RUN:
    ran.play(move)
show(ran, select=("foundation1", 1))

# %% [markdown] lang="en" exercise="clubs" part="reveal"
# K♣ is still missing; it is not on the table yet. Notice what the run did to the top row: five of its eight places
# were refilled from the columns, which are now shorter from above.

# %% [markdown] lang="fr" exercise="clubs" part="reveal"
# Il manque le R♣, qui n'est pas encore sur la table. Voyez ce que la série a fait à la rangée du haut : cinq
# de ses huit places ont été remplies depuis les colonnes, maintenant raccourcies par le haut.

# %% [markdown] lang="en"
# ### The fourth row
#
# The run is played and the stock clicked a fourth time. The foundations show Q♣, 3♦, A♥ and A♠. Which of these
# moves are possible now?

# %% [markdown] lang="fr"
# ### La quatrième rangée
#
# La série est jouée et la pioche cliquée une quatrième fois. Les fondations montrent D♣, 3♦, A♥ et A♠. Lesquels
# de ces coups sont possibles maintenant ?

# %% exercise="fourth" part="ask"
fourth = clubs.copy()
for move in RUN + ["deal"]:
    fourth.play(move)
q = LegalMoves(fourth, ["column1-f1", "t1-f2", "t4-f4", "column7-f2", "column5-f3", "column8-f4"])
display(show(fourth, labels=True))
q

# %% exercise="fourth" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="fourth" part="score"
q.score(answer)

# %% exercise="fourth" part="reveal"
display(q.check(answer, reveal=True))
show(fourth, select=("column7", 1))

# %% [markdown] lang="en" exercise="fourth" part="reveal"
# K♣ closes the Clubs from the foot of column 1, and 4♦ from the foot of column 7 calls 5♦ down from the top row
# next. 5♥ and 8♠ are free but early: their foundations are still on the Ace.

# %% [markdown] lang="fr" exercise="fourth" part="reveal"
# Le R♣ ferme les trèfles depuis le pied de la colonne 1, et le 4♦ du pied de la colonne 7 appelle ensuite le 5♦ de
# la rangée du haut. Le 5♥ et le 8♠ sont libres mais trop tôt : leurs fondations en sont encore à l'As.

# %% [markdown] lang="en"
# ## What is there to decide?
#
# All moves go to a foundation, so the choices are the order of the plays and the moment to click. Four players
# test them on deals 1 to 100: the kit's greedy player, one that always plays the first card it finds, one that
# plays the last, and one that clicks the stock whenever it can and plays only once the stock is empty. Each line
# gives the wins out of 100, then the average number of cards played home (48 wins).

# %% [markdown] lang="fr"
# ## Qu'y a-t-il à décider ?
#
# Tous les coups vont sur une fondation : les choix sont donc l'ordre des coups et le moment de cliquer. Quatre
# joueurs les mettent à l'épreuve sur les donnes 1 à 100 : le joueur glouton du kit, un qui joue toujours la
# première carte trouvée, un qui joue la dernière, et un qui clique sur la pioche dès qu'il le peut et ne joue
# qu'une fois la pioche vide. Chaque ligne donne les victoires sur 100, puis le nombre moyen de cartes montées (48
# gagnent).

# %%
def first_card():
    return lambda game, moves: moves[0]


def last_card():
    def choose(game, moves):
        plays = [move for move in moves if move.kind == "move"]
        return plays[-1] if plays else moves[0]
    return choose


def click_first():
    def choose(game, moves):
        clicks = [move for move in moves if str(move) == "deal"]
        return (clicks or moves)[0]
    return choose


players = {"greedy": lambda: greedy_player(random.Random(1)), "first card": first_card,
           "last card": last_card, "click first": click_first}
results = play_many(players, range(1, 101), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/100, {average:.1f}")

# %% [markdown] lang="en"
# The order of the plays barely matters: the "last card" player differs from the others on two deals out of a
# hundred, and then by a few cards only. The click matters
# enormously. Dealing the whole stock first makes eight long columns whose middles are out of reach from both ends,
# and the player wins nothing. The manual's advice, to play everything before each click, is the whole strategy;
# beyond it, the deal decides. Five wins in a hundred also says something: Labyrinth is a hard game to win.

# %% [markdown] lang="fr"
# L'ordre des coups ne compte presque pas : le joueur « dernière carte » ne diffère des autres que sur deux donnes
# sur cent, et alors de quelques cartes seulement. Le clic, lui, compte énormément. Distribuer d'abord toute la pioche donne huit longues colonnes dont le milieu est
# hors d'atteinte par les deux bouts, et ce joueur ne gagne rien. Le conseil du manuel, tout jouer avant chaque
# clic, est toute la stratégie ; au-delà, c'est la donne qui décide. Cinq victoires sur cent disent aussi quelque
# chose : le Labyrinthe est un jeu difficile à gagner.

# %% [markdown] lang="en"
# ## Labyrinth and Carpet
#
# In Carpet every card on the table is free, and a gap is filled from the waste, so nothing is ever buried for
# good. Labyrinth has no waste: the stock comes down in rows, and each row covers the feet of the columns, which
# only their two ends can uncover again. Carpet's stock goes card by card; Labyrinth's goes eight at a time,
# which is why the click is the one decision that matters here.

# %% [markdown] lang="fr"
# ## Le Labyrinthe et le Tapis
#
# Au Tapis, chaque carte de la table est libre, et un trou se remplit depuis la défausse : rien n'y est jamais
# enterré pour de bon. Le Labyrinthe n'a pas de défausse : la pioche descend par rangées, et chaque rangée recouvre
# le pied des colonnes, que seuls leurs deux bouts permettent de dégager. La pioche du Tapis passe carte par carte ;
# celle du Labyrinthe huit à la fois, et c'est pourquoi le clic est ici la seule décision qui compte.

# %%
for line in differences(GAME, "carpet"):
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
answer = 'column2-f4'
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
# Deal 2 opens with 2♥ in the top row. Play it before you click, so that the stock refills its place; then, at
# each click, look for the next card of every suit at both ends of every column.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 s'ouvre avec le 2♥ dans la rangée du haut. Jouez-le avant de cliquer, pour que la pioche remplisse sa
# place ; puis, à chaque clic, cherchez la carte suivante de chaque couleur aux deux bouts de chaque colonne.

# %%
sn.play(GAME, deal=2)
