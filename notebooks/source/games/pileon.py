# %% [markdown] lang="en"
# # Pileon
#
# Pileon has no foundations, no stock and no suits that matter. Thirteen piles of four cards are dealt face up, two
# more piles start empty, and the goal is to sort the deck by rank: four Aces on one pile, four Twos on another, and
# so on. A card goes only onto a card of the same rank, and it may take with it the cards of that rank lying just
# under it, as one group.
#
# The rule that makes it hard is the ceiling: no pile ever holds more than four cards. At the deal every pile is
# already full, so at first cards can only go to the two empty piles. And a set of four is finished only when the
# four cards of a rank lie alone on one pile, which means that the card at the bottom of a pile decides what that
# pile can ever become.

# %% [markdown] lang="fr"
# # Pileon
#
# Le Pileon n'a ni fondations, ni pioche, ni couleurs qui comptent. Treize piles de quatre cartes sont distribuées
# face visible, deux autres piles commencent vides, et le but est de trier le paquet par rang : quatre As sur une
# pile, quatre Deux sur une autre, et ainsi de suite. Une carte ne va que sur une carte de même rang, et elle peut
# emmener avec elle les cartes de ce rang posées juste en dessous, en un seul groupe.
#
# La règle qui rend le jeu difficile, c'est le plafond : aucune pile ne contient jamais plus de quatre cartes. À la
# donne, chaque pile est déjà pleine, si bien qu'au début les cartes ne peuvent aller que sur les deux piles vides.
# Et un ensemble de quatre n'est terminé que lorsque les quatre cartes d'un rang sont seules sur une pile : la carte
# du fond d'une pile décide donc de ce que cette pile pourra jamais devenir.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player, random_player
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "pileon"

# %% [markdown] lang="en"
# ## Deal 1
#
# Three Fours lie on top of piles: 4♣ (pile 3), 4♥ (pile 8) and 4♠ (pile 13). The fourth, 4♦, is in pile 10, under
# 3♥. Two Tens are on top as well, 10♣ and 10♦, but they cannot meet yet: every pile from 1 to 13 holds four cards.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Trois Quatre sont en haut de piles : le 4♣ (pile 3), le 4♥ (pile 8) et le 4♠ (pile 13). Le quatrième, le 4♦, est
# dans la pile 10, sous le 3♥. Deux Dix sont aussi sur le dessus, le 10♣ et le 10♦, mais ils ne peuvent pas encore
# se rejoindre : chaque pile de 1 à 13 contient quatre cartes.

# %%
game = sn.new_game(GAME, deal=1)
show(game, labels=True)

# %% [markdown] lang="en"
# ## The rules
#
# Of the five rules on the tableau, "Pile limit" is the one to keep in mind at every move; "A finished set is
# frozen" is the reward.

# %% [markdown] lang="fr"
# ## Les règles
#
# Des cinq règles du tableau, « Limite de cartes par pile » est celle à garder en tête à chaque coup ; « Un ensemble terminé
# est bloqué » est la récompense.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Deal 1, a set of Fours
#
# **Step 1.** 4♣ goes to empty pile 14, and 4♥ and 4♠ join it. Three Fours now lie alone on a pile with room for
# exactly one more card. Each move also uncovered something: 3♣ in pile 3, 10♥ in pile 8, 7♠ in pile 13.

# %% [markdown] lang="fr"
# ## La donne 1, un ensemble de Quatre
#
# **Étape 1.** Le 4♣ va sur la pile vide 14, et le 4♥ et le 4♠ le rejoignent. Trois Quatre sont maintenant seuls sur
# une pile qui a de la place pour exactement une carte de plus. Chaque coup a aussi découvert quelque chose : le 3♣
# dans la pile 3, le 10♥ dans la pile 8, le 7♠ dans la pile 13.

# %%
for move in ["t3-t14", "t8-t14", "t13-t14"]:
    game.play(move)
show(game, labels=True)

# %% [markdown] lang="en"
# **Step 2.** 3♥ leaves pile 10 for 3♣ in pile 3, which has room since 4♣ left it. That frees 4♦, and 4♦ completes
# the set: its top card turns face down, the pile is frozen, and four points are scored. Pile 15 is still empty.

# %% [markdown] lang="fr"
# **Étape 2.** Le 3♥ quitte la pile 10 pour le 3♣ de la pile 3, qui a de la place depuis le départ du 4♣. Cela
# libère le 4♦, et le 4♦ complète l'ensemble : sa carte du dessus se retourne, la pile est bloquée, et quatre points
# sont marqués. La pile 15 est toujours vide.

# %%
game.play("t10-t3")
game.play("t10-t14")
print(game.score)
show(game, labels=True)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Where 10♣ may go
#
# 10♣ is on top of pile 1. Name every pile that will take it now.

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Où peut aller le 10♣
#
# Le 10♣ est en haut de la pile 1. Nommez toutes les piles qui l'acceptent maintenant.

# %% exercise="room" part="ask"
fours = game.copy()
q = PickTarget(fours, "tableau1", 1)
display(show(fours, labels=True))
q

# %% exercise="room" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau1"]
### BEGIN SOLUTION
answer = ["tableau8", "tableau15"]
### END SOLUTION
q.check(answer)

# %% exercise="room" part="score"
q.score(answer)

# %% exercise="room" part="reveal"
display(q.check(answer, reveal=True))
show(fours, select=("tableau1", 1))

# %% [markdown] lang="en" exercise="room" part="reveal"
# 10♥ on pile 8, which lost 4♥ and has room for one more card, and the empty pile 15. 10♦, on top of pile 6, is
# the right rank but its pile is full.

# %% [markdown] lang="fr" exercise="room" part="reveal"
# Le 10♥ de la pile 8, qui a perdu le 4♥ et a de la place pour une carte de plus, et la pile vide 15. Le 10♦, en
# haut de la pile 6, a le bon rang mais sa pile est pleine.

# %% [markdown] lang="en"
# ### Full piles, frozen piles
#
# Same position. Which of these six moves respect the four-card ceiling and the frozen set?

# %% [markdown] lang="fr"
# ### Piles pleines, piles bloquées
#
# Même position. Lesquels de ces six coups respectent le plafond de quatre cartes et l'ensemble bloqué ?

# %% exercise="full" part="ask"
q = LegalMoves(fours, ["t13-t7", "t7-t13", "t4-t12", "t6-t8", "t14-t15", "t2-t3"])
q

# %% exercise="full" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="full" part="score"
q.score(answer)

# %% exercise="full" part="reveal"
display(q.check(answer, reveal=True))
show(fours, select=("tableau7", 1))

# %% [markdown] lang="en" exercise="full" part="reveal"
# The same pair of Sevens works one way and not the other: pile 13 has room, pile 7 has none. The Queens and the
# Threes are refused for the same reason, and the frozen set of Fours gives nothing back.

# %% [markdown] lang="fr" exercise="full" part="reveal"
# La même paire de Sept marche dans un sens et pas dans l'autre : la pile 13 a de la place, la pile 7 n'en a pas.
# Les Dames et les Trois sont refusées pour la même raison, et l'ensemble bloqué des Quatre ne rend rien.

# %% [markdown] lang="en"
# ### Four Tens
#
# 10♣, 10♦ and 10♥ are on top of piles 1, 6 and 8; 10♠ lies at the bottom of pile 10, under 8♠ alone. In how few
# moves can you finish the set of Tens?

# %% [markdown] lang="fr"
# ### Quatre Dix
#
# Le 10♣, le 10♦ et le 10♥ sont en haut des piles 1, 6 et 8 ; le 10♠ est au fond de la pile 10, sous le seul 8♠. En
# combien de coups au moins pouvez-vous terminer l'ensemble des Dix ?


# %% exercise="tens" part="ask"
q = exercise("pileon.tens")
fours = q.game


def fewest_moves(position, done, limit=6):
    """The shortest list of moves reaching a position where done(position) is true (breadth first)."""
    seen, frontier = {position.position_key()}, [(position, [])]
    while frontier:
        following = []
        for here, line in frontier:
            if done(here):
                return line
            if len(line) < limit:
                for move in here.legal_moves():
                    after = here.copy()
                    after.play(move)
                    if after.position_key() not in seen:
                        seen.add(after.position_key())
                        following.append((after, line + [str(move)]))
        frontier = following
    return None


def tens_finished(position):
    return any(len(pile.cards) == 4 and not pile.cards[-1].face_up and pile.cards[0].rank == 10
               for pile in position.piles)


tens_line = fewest_moves(fours, tens_finished)
q

# %% exercise="tens" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="tens" part="score"
q.score(answer)

# %% exercise="tens" part="reveal"
display(q.check(answer, reveal=True))
print(tens_line)
finished = fours.copy()
for move in tens_line:
    finished.play(move)
show(finished, select=("tableau10", 1))

# %% [markdown] lang="en" exercise="tens" part="reveal"
# Piling the Tens on 10♥ would never finish them: pile 8 has K♦ and 7♣ at the bottom, and a set needs a pile of its
# own. The card at the bottom of a pile is the one to read first.

# %% [markdown] lang="fr" exercise="tens" part="reveal"
# Empiler les Dix sur le 10♥ ne les terminerait jamais : la pile 8 a le R♦ et le 7♣ au fond, et un ensemble a besoin
# d'une pile à lui. La carte du fond d'une pile est la première à lire.

# %% [markdown] lang="en"
# ## Can a simple rule play Pileon?
#
# The usual advice is to keep one pile empty as long as you can, and never to let three cards of one rank pile up on
# a card of another rank: that pile is then full and stuck. Below, the kit's random and greedy players and a player
# that follows the advice (it finishes sets first, then prefers piles holding one rank only, and fills the last empty
# pile only when nothing else moves) play deals 1 to 100. Each line gives the wins out of 100, then the average
# score (52 wins). Then the solver tries deals 1 to 5, looking at up to 10,000 positions each.

# %% [markdown] lang="fr"
# ## Une règle simple peut-elle jouer au Pileon ?
#
# Le conseil habituel est de garder une pile vide aussi longtemps que possible, et de ne jamais laisser trois cartes
# d'un rang s'empiler sur une carte d'un autre rang : la pile est alors pleine et coincée. Ci-dessous, les joueurs au
# hasard et glouton du kit, et un joueur qui suit le conseil (il termine d'abord les ensembles, préfère ensuite les
# piles d'un seul rang, et ne remplit la dernière pile vide que si rien d'autre ne bouge) jouent les donnes 1 à 100.
# Chaque ligne donne les victoires sur 100, puis le score moyen (52 gagnent). Puis le solveur essaie les donnes 1 à
# 5, en examinant jusqu'à 10 000 positions chacune.

# %%
def sets_first():
    rng = random.Random(1)

    def choose(game, moves):
        empty_piles = sum(1 for pile in game.piles if not pile.cards)

        def value(move):
            source, target = game.pile(move.source), game.pile(move.target)
            rank = source.cards[-move.count].rank
            one_rank = all(card.rank == rank for card in target.cards)
            if target.cards and one_rank and len(target.cards) + move.count == 4:
                worth = 100
            elif target.cards:
                worth = 40 if one_rank else 10
            else:
                worth = 5 if empty_piles > 1 else -20
            if len(source.cards) == move.count:
                worth -= 30
            return worth + rng.random()
        return max(moves, key=value)
    return choose


players = {"random": lambda: random_player(random.Random(1)), "greedy": lambda: greedy_player(random.Random(1)),
           "sets first": sets_first}
results = play_many(players, range(1, 101), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/100, {average:.1f}")
for deal in range(1, 6):
    verdict = sn.new_game(GAME, deal=deal).solve(max_seconds=None, max_nodes=10000).verdict.value
    print(f"deal {deal}:", {"winnable": "✓", "unwinnable": "✗"}.get(verdict, "?"))

# %% [markdown] lang="en"
# None of them gets far: one or two wins in a hundred, about two points a deal, half a set. The advice is not wrong, but a player that weighs
# one move at a time cannot follow it, because in Pileon the move that matters is chosen for a set five or ten
# moves later, as in the Tens above. The solver, which searches whole lines, wins deals 1, 3, 4 and 5 and cannot
# decide deal 2 within that budget (✓ won, ? undecided). Pileon is a game for planners: pick a rank, find its bottom
# card, and clear the way.

# %% [markdown] lang="fr"
# Aucun ne va loin : une ou deux victoires sur cent, environ deux points par donne, la moitié d'un ensemble. Le conseil n'est pas faux, mais un
# joueur qui pèse un coup à la fois ne peut pas le suivre, car au Pileon le coup qui compte se choisit pour un
# ensemble cinq ou dix coups plus loin, comme pour les Dix ci-dessus. Le solveur, qui explore des lignes entières,
# gagne les donnes 1, 3, 4 et 5 et ne tranche pas la donne 2 dans ces limites (✓ gagnée, ? indécise). Le Pileon est
# un jeu pour ceux qui planifient : choisir un rang, trouver sa carte du fond, et dégager le chemin.

# %% [markdown] lang="en"
# ## Pileon and FreeCell
#
# Both deal every card face up and leave you a little empty space to work with, and in both the game is about
# using that space well. FreeCell builds down in alternate colours towards four foundations, with four free cells
# for single cards. Pileon has no foundations at all: cards gather by rank on the tableau itself, four to a pile, and
# its only spare room is two empty piles.

# %% [markdown] lang="fr"
# ## Le Pileon et le FreeCell
#
# Les deux jeux distribuent toutes les cartes face visible et vous laissent un peu d'espace vide pour travailler,
# et dans les deux, tout l'art est de bien utiliser cet espace. Le FreeCell construit en descendant en alternant les
# couleurs vers quatre fondations, avec quatre cases libres pour des cartes seules. Le Pileon n'a aucune fondation :
# les cartes se regroupent par rang sur le tableau même, quatre par pile, et sa seule place de réserve, ce sont deux
# piles vides.

# %%
for line in differences(GAME, "freecell"):
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
answer = 't9-t6'
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
# Deal 5 can be won. Start by finding, for each rank, the piles where a card of that rank lies at the bottom: those
# are the piles where sets can be finished.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 5 peut être gagnée. Commencez par repérer, pour chaque rang, les piles dont la carte du fond est de ce
# rang : ce sont les piles où des ensembles pourront être terminés.

# %%
sn.play(GAME, deal=5)
