# %% [markdown] lang="en"
# # Signora
#
# Signora is a Terrace with its base card dealt and its gaps filled for you. A card on the first foundation fixes
# the starting rank of the eight foundations, which climb by alternate colour and turn from King to Ace. The
# eleven reserve cards, fanned in view, can only go home. And a tableau pile never stays empty: the moment it
# clears, the game drops the waste card into it — or, if the waste is empty, the next card of the stock.
#
# You never choose what fills a gap, then; you choose *when* to open one. The card that will land there is in
# plain sight on the waste, and reading it before you move is the skill this game asks for.

# %% [markdown] lang="fr"
# # Signora
#
# La Signora est une Terrasse dont la carte de base est distribuée et dont les vides se remplissent tout seuls.
# Une carte sur la première fondation fixe le rang de départ des huit fondations, qui montent en alternant les
# couleurs et passent du Roi à l'As. Les onze cartes de la réserve, étalées en vue, ne peuvent que monter. Et une
# pile du tableau ne reste jamais vide : dès qu'elle se libère, le jeu y pose la carte de la défausse — ou, si la
# défausse est vide, la carte suivante de la pioche.
#
# On ne choisit donc jamais ce qui comble un vide ; on choisit *quand* l'ouvrir. La carte qui viendra s'y poser
# est bien visible sur la défausse, et la lire avant de jouer est tout l'art de ce jeu.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player, move_value
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import BuildSequence, LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.goals import Custom
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "signora"

# %% [markdown] lang="en"
# ## Deal 1
#
# K♥ on the first foundation: Kings are the base, and every foundation will end with a Queen. J♥ is on the
# waste; nine tableau piles hold a card each; the reserve shows 7♦ on top.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Le R♥ est sur la première fondation : les Rois sont la base, et chaque fondation finira par une Dame. Le V♥ est
# sur la défausse ; les neuf piles du tableau ont une carte chacune ; la réserve montre le 7♦ sur le dessus.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Look for "Automatic filling" in the tableau line, and compare it with the stock line: since a gap is filled at
# once, the stock here has no lock.

# %% [markdown] lang="fr"
# ## Les règles
#
# Cherchez « Remplissage automatique » dans la ligne du tableau, et comparez avec celle de la pioche : un vide
# étant comblé aussitôt, la pioche n'a ici aucun blocage.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Kings at the bottom
#
# With Kings as base, which of these moves does the game allow?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Des Rois pour commencer
#
# Avec les Rois pour base, lesquels de ces coups le jeu permet-il ?

# %% exercise="kings" part="ask"
q = LegalMoves(game, ["t2-f2", "t2-f1", "w-t5", "w-t4", "t1-t4"])
q

# %% exercise="kings" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["a", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="kings" part="score"
q.score(answer)

# %% exercise="kings" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("tableau2", 1))

# %% [markdown] lang="en" exercise="kings" part="reveal"
# K♦ opens a second foundation, but it may not go on K♥: a King only starts a foundation. J♥ fits on Q♣ and not
# on Q♦ (same colour).

# %% [markdown] lang="fr" exercise="kings" part="reveal"
# Le R♦ ouvre une deuxième fondation, mais il ne va pas sur le R♥ : un Roi ne fait que commencer une fondation.
# Le V♥ va sur la D♣, pas sur la D♦ (rouge sur rouge).

# %% [markdown] lang="en"
# ### J♥ into column 2
#
# Still on deal 1. Get J♥, now on the waste, into column 2 — in as few moves as you can.

# %% [markdown] lang="fr"
# ### Le V♥ dans la colonne 2
#
# Toujours la donne 1. Faites arriver le V♥, qui est sur la défausse, dans la colonne 2 — en aussi peu de coups
# que possible.

# %% exercise="jack" part="ask"
q = BuildSequence(
    game,
    Custom(lambda position: str(position.pile("tableau2").top) == "JH",
           {"en": "J♥ is in column 2", "fr": "le V♥ est dans la colonne 2"}))
q

# %% exercise="jack" part="answer"
answer = ...  # ← your answer: a list of moves, e.g. ["w-t2"]
### BEGIN SOLUTION
answer = ["t2-f2"]
### END SOLUTION
q.check(answer)

# %% exercise="jack" part="score"
q.score(answer)

# %% exercise="jack" part="reveal"
display(q.check(answer, reveal=True))
opened = game.copy()
opened.play(next(move for move in opened.legal_moves() if move.target.startswith("foundation")))
show(opened)

# %% [markdown] lang="en" exercise="jack" part="reveal"
# One move: K♦ goes home, column 2 empties, and the game fills it with the waste card. `w-t2` itself could never
# be played — a tableau pile is never empty long enough for you to fill it.

# %% [markdown] lang="fr" exercise="jack" part="reveal"
# Un seul coup : le R♦ monte, la colonne 2 se vide, et le jeu la remplit avec la carte de la défausse. Le coup
# `w-t2` lui-même ne pourrait jamais se jouer — une pile du tableau ne reste jamais vide assez longtemps pour
# qu'on la remplisse.

# %% [markdown] lang="en"
# ### Deal 2: which card lands?
#
# Deal 2 is played with Sevens (7♣). 8♦ in column 7 may go home. After `t7-f1`, which card stands in column 7?

# %% [markdown] lang="fr"
# ### La donne 2 : quelle carte arrive ?
#
# La donne 2 se joue avec les Sept (7♣). Le 8♦ de la colonne 7 peut monter. Après `t7-f1`, quelle carte se
# trouve dans la colonne 7 ?

# %% exercise="lands" part="ask"
q = exercise("signora.lands")
sevens = q.game
landed = sevens.copy()
landed.play("t7-f1")
display(show(sevens))
q

# %% exercise="lands" part="answer"
answer = ...  # ← your answer: a card, e.g. "8C"
### BEGIN SOLUTION
answer = "4D"
### END SOLUTION
q.check(answer)

# %% exercise="lands" part="score"
q.score(answer)

# %% exercise="lands" part="reveal"
display(q.check(answer, reveal=True))
show(landed)

# %% [markdown] lang="en" exercise="lands" part="reveal"
# Unlike Redheads, the reserve never fills a gap here: its 8♣ stays in the fan. 4♦ is a poor card to found a
# pile on with Sevens as base (it is the eleventh card of its foundation), which is the price of sending 8♦ home
# now.

# %% [markdown] lang="fr" exercise="lands" part="reveal"
# Contrairement aux Rouquines, la réserve ne comble jamais un vide ici : son 8♣ reste dans l'éventail. Le 4♦ est
# une piètre carte pour fonder une pile avec les Sept pour base (c'est la onzième carte de sa fondation) : c'est
# le prix à payer pour monter le 8♦ maintenant.

# %% [markdown] lang="en"
# ## Looking before emptying
#
# The manual says to check which card will land before emptying a pile. A machine version: play greedily, but
# refuse to empty a pile while a card of the base rank sits on the waste (nothing can ever be built on it in the
# tableau). Deals 1 to 60, same fixed seed; each line: wins, then average cards home out of 104.

# %% [markdown] lang="fr"
# ## Regarder avant de vider
#
# Le manuel conseille de regarder quelle carte viendra avant de vider une pile. Version machine : jouer en
# glouton, mais refuser de vider une pile tant qu'une carte du rang de base est sur la défausse (on ne pourrait
# jamais rien construire dessus au tableau). Donnes 1 à 60, même graine fixe ; chaque ligne : victoires, puis
# nombre moyen de cartes montées sur 104.

# %%
def look_first():
    rng = random.Random(1)

    def value(game, move):
        worth = move_value(game, move)
        if move.kind == "move" and move.source.startswith("tableau") and len(game.pile(move.source).cards) == 1:
            waste = game.pile("waste").top
            if waste is not None and waste.rank == game.state["base_rank"]:
                worth -= 40
        return worth

    def choose(game, moves):
        values = [value(game, move) for move in moves]
        best = max(values)
        return rng.choice([move for move, worth in zip(moves, values) if worth == best])
    return choose


players = {"greedy": lambda: greedy_player(random.Random(1)), "look first": look_first}
results = play_many(players, range(1, 61), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/60, {average:.1f}")

# %% [markdown] lang="en"
# The two lines are identical: the greedy player already sends a base-rank waste card to an empty foundation
# before anything else, so the situation the rule guards against almost never arises for it. The advice matters
# for ordinary cards — a Four that ends up founding a pile under a Seven base — and judging those is a person's
# work, not a one-line rule's.

# %% [markdown] lang="fr"
# Les deux lignes sont identiques : le joueur glouton envoie déjà une carte du rang de base de la défausse sur
# une fondation vide avant toute chose, si bien que la situation visée ne se présente presque jamais pour lui. Le
# conseil compte pour les cartes ordinaires — un Quatre qui finit par fonder une pile sous une base Sept — et en
# juger est le travail d'une personne, pas d'une règle d'une ligne.

# %% [markdown] lang="en"
# ## Signora and Terrace
#
# The difference that decides the play: Terrace's gaps take only the waste card, and only if you put it there,
# with a locked stock as the cost of waiting; Signora fills them itself at once, so there is neither choice nor
# lock. Signora also deals its base card instead of letting you choose it, and deals all nine piles at once.

# %% [markdown] lang="fr"
# ## La Signora et la Terrasse
#
# La différence qui décide du jeu : à la Terrasse, un vide ne prend que la carte de la défausse, et seulement si
# vous l'y posez, une pioche bloquée étant le prix de l'attente ; la Signora les comble elle-même aussitôt, sans
# choix ni blocage. La Signora distribue aussi sa carte de base au lieu de vous la laisser choisir, et distribue
# d'emblée les neuf piles.

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
answer = 't5-t7'
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
# Deal 2 starts with two moves open: 8♦ home, or 7♥ opening a foundation. Each empties a pile and pulls 4♦ into
# it; decide which pile you would rather see 4♦ in, then play on.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 commence avec deux coups possibles : le 8♦ vers la fondation, ou le 7♥ qui ouvre une fondation.
# Chacun vide une pile et y fait venir le 4♦ ; décidez dans quelle pile vous préférez voir le 4♦, puis jouez la
# suite.

# %%
sn.play(GAME, deal=2)
