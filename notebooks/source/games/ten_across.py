# %% [markdown] lang="en"
# # Ten Across
#
# Ten Across is Scorpion spread over ten piles of five, with no stock at all and two **temporary slots** that each start with one card. Everything is on the table from the first moment; the hidden cards (twenty of them, in a V-shaped band) come out only as the piles above them move away.
#
# Moves are Scorpion's: grab any face-up card with all that lies on it, provided the grabbed card goes on the next higher card of its suit; only a King may start an empty pile. What is new is the pair of slots: two places for a single card each, which the default option lets you use again and again.

# %% [markdown] lang="fr"
# # À travers dix
#
# À travers dix, c'est le scorpion étalé sur dix piles de cinq, sans aucune pioche, avec deux **cases temporaires** qui commencent chacune avec une carte. Tout est sur la table dès le premier instant ; les cartes cachées (vingt, en bande en forme de V) ne sortent qu'à mesure que les piles posées dessus s'en vont.
#
# Les coups sont ceux du scorpion : saisir n'importe quelle carte visible avec tout ce qui est posé dessus, pourvu que la carte saisie aille sur la carte immédiatement supérieure de sa couleur ; seul un Roi peut commencer une pile vide. La nouveauté, ce sont les deux cases : deux places pour une carte chacune, que l'option par défaut permet de réutiliser autant qu'on veut.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
sn.set_lang("en")
feedback_in_steps()
GAME = "ten_across"

# %% [markdown] lang="en"
# ## Deal 4
#
# The two slots hold 2♦ and 4♣. Pile 1 is fully face up and ends with 6♥; pile 7 ends with 5♥ 3♥, pile 3 with 2♥ 7♥ 5♣ — hearts scattered in three piles.

# %% [markdown] lang="fr"
# ## La donne 4
#
# Les deux cases contiennent le 2♦ et le 4♣. La pile 1 est entièrement visible et se termine par le 6♥ ; la pile 7 finit par 5♥ 3♥, la pile 3 par 2♥ 7♥ 5♣ — des cœurs éparpillés dans trois piles.

# %%
game = sn.new_game(GAME, deal=4)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# No stock line, and a free-cell line instead: the whole game is the 52 cards you see plus the ones under them.

# %% [markdown] lang="fr"
# ## Les règles
#
# Pas de ligne de pioche, mais une ligne de cases libres : toute la partie tient dans les 52 cartes visibles et celles qu'elles recouvrent.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Four group moves, then a slot empties
#
# **Gathering the hearts.** 5♥ (with 3♥ on it) goes onto 6♥; 4♠ onto the 5♠ this uncovers; 9♣ (with J♥) onto 10♣; then 2♥ onto 3♥, dragging 7♥ and 5♣ along. Three face-down cards turn up on the way (5♠, 6♣, 8♣).

# %% [markdown] lang="fr"
# ## Quatre déplacements de groupes, puis une case se vide
#
# **Rassembler les cœurs.** Le 5♥ (avec le 3♥ dessus) va sur le 6♥ ; le 4♠ sur le 5♠ ainsi découvert ; le 9♣ (avec le V♥) sur le 10♣ ; puis le 2♥ sur le 3♥, en entraînant le 7♥ et le 5♣. Trois cartes cachées se retournent en chemin (5♠, 6♣, 8♣).

# %%
for move in ["t7-t1x2", "t6-t7", "t4-t9x2", "t3-t1x3"]:
    game.play(move)
show(game)

# %% [markdown] lang="en"
# **4♣ leaves its slot.** The 5♣ that just arrived at the end of pile 1 takes the 4♣ of the second slot. The slot is empty — and with the default option it is a free cell again, ready for any single card.

# %% [markdown] lang="fr"
# **Le 4♣ quitte sa case.** Le 5♣ qui vient d'arriver au bout de la pile 1 accepte le 4♣ de la deuxième case. La case est vide — et, avec l'option par défaut, redevient une case libre, prête à recevoir n'importe quelle carte seule.

# %%
game.play("r2-t1")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — the grabbed card decides
#
# Back to the opening of deal 1. Pick out the legal moves from the list below.

# %% [markdown] lang="fr"
# ## Exercice 1 — c'est la carte saisie qui décide
#
# Retour au début de la donne 1. Lesquels des coups proposés respectent les règles ?

# %% exercise="grab" part="ask"
position = sn.new_game(GAME, deal=1)
q = LegalMoves(position, ["t1-t5x2", "t5-t1", "t9-t6x4", "t2-t10", "t10-t2"])
display(show(position))
q

# %% exercise="grab" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["b", "e"]
### BEGIN SOLUTION
answer = ["a", "c", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="grab" part="score"
q.score(answer)

# %% exercise="grab" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau9", 4))

# %% [markdown] lang="en" exercise="grab" part="reveal"
# 9♠ goes onto 10♠ and takes A♥ along; the other way round, 10♠ on A♥, makes no sense. A♠ fits on 2♠ and carries three cards that have nothing to do with spades — legal, but they now sit on the spade run.

# %% [markdown] lang="fr" exercise="grab" part="reveal"
# Le 9♠ va sur le 10♠ et emporte l'A♥ ; dans l'autre sens, le 10♠ sur l'A♥, cela n'a pas de sens. L'A♠ va sur le 2♠ et porte trois cartes qui n'ont rien à voir avec les piques — c'est permis, mais elles encombrent désormais la suite de piques.

# %% [markdown] lang="en"
# ## Exercise 2 — an empty slot, option on
#
# Take the position of deal 4 after the slot emptied (default option: slots may be reused). Which of the listed moves pass the rules?

# %% [markdown] lang="fr"
# ## Exercice 2 — une case vide, option active
#
# Prenons la position de la donne 4 après que la case s'est vidée (option par défaut : les cases se réutilisent). Lesquels de ces coups pouvez-vous vraiment jouer ?

# %% exercise="slot_on" part="ask"
position = game.copy()
q = LegalMoves(position, ["t3-t1", "t1-r2", "t10-t2x2", "r1-r2"])
display(show(position))
q

# %% exercise="slot_on" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["b"]
### BEGIN SOLUTION
answer = ["b", "c", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="slot_on" part="score"
q.score(answer)

# %% exercise="slot_on" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau1", 1))

# %% [markdown] lang="en"
# ## Exercise 3 — the same position, option off
#
# Now play the same five moves with the option `temp_slots=False`: a slot, once emptied, stays empty. Same candidate moves — which are allowed now?

# %% [markdown] lang="fr"
# ## Exercice 3 — la même position, option désactivée
#
# Rejouons les cinq mêmes coups avec l'option `temp_slots=False` : une case, une fois vidée, le reste. Mêmes coups candidats — lesquels sont permis maintenant ?

# %% exercise="slot_off" part="ask"
strict = sn.new_game(GAME, deal=4, temp_slots=False)
for move in ["t7-t1x2", "t6-t7", "t4-t9x2", "t3-t1x3", "r2-t1"]:
    strict.play(move)
q = LegalMoves(strict, ["t3-t1", "t1-r2", "t10-t2x2", "r1-r2"])
q

# %% exercise="slot_off" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves
### BEGIN SOLUTION
answer = ["c"]
### END SOLUTION
q.check(answer)

# %% exercise="slot_off" part="score"
q.score(answer)

# %% exercise="slot_off" part="reveal"
display(q.check(answer, reveal=True))
show(strict)

# %% [markdown] lang="en" exercise="slot_off" part="reveal"
# With the option off the slots are a one-way exit: each card leaves once and the slot is gone. With it on, a slot is a true free cell — which is why the manual urges you to play the slot cards out early.

# %% [markdown] lang="fr" exercise="slot_off" part="reveal"
# Option désactivée, les cases sont une sortie à sens unique : chaque carte en part une fois et la case est perdue. Option active, une case est une vraie case libre — d'où le conseil du manuel de jouer tôt les cartes des cases.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual's advice is exactly that: empty the slots early. The player below plays a card out of a slot whenever it can, and otherwise follows the kit's greedy player; both with the default option, deals 1 to 40.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# C'est précisément le conseil du manuel : vider tôt les cases. Le joueur ci-dessous joue la carte d'une case dès qu'il le peut, et suit sinon le joueur glouton du kit ; tous deux avec l'option par défaut, donnes 1 à 40.

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def slots_out_first():
    greedy = greedy_player()

    def choose(game, moves):
        from_slot = [move for move in moves
                     if move.source.startswith("reserve") and move.target.startswith("tableau")]
        return greedy(game, from_slot or moves)
    return choose


results = play_many({"greedy": greedy_player, "slots out first": slots_out_first}, range(1, 41), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:15} wins {wins}/40")

# %% [markdown] lang="en"
# The two players end level, 6 wins each: the greedy player already plays slot cards when they fit, so the advice adds little for a machine. For a human the point is the option: an emptied slot is a free cell only if you know it is there.

# %% [markdown] lang="fr"
# Les deux joueurs finissent à égalité, 6 victoires chacun : le joueur glouton joue déjà les cartes des cases quand elles s'accordent, si bien que le conseil apporte peu à une machine. Pour un humain, l'intérêt tient à l'option : une case vidée n'est une case libre que si l'on pense à s'en servir.

# %% [markdown] lang="en"
# ## Compared with Scorpion
#
# Same building and same group moves. Ten Across trades Scorpion's three-card stock for two temporary slots, and seven piles of seven for ten piles of five with a V-shaped band of hidden cards.

# %% [markdown] lang="fr"
# ## Par rapport au scorpion
#
# Même construction et mêmes déplacements de groupes. À travers dix échange la pioche de trois cartes du scorpion contre deux cases temporaires, et sept piles de sept contre dix piles de cinq, avec une bande de cartes cachées en forme de V.

# %%
for line in differences(GAME, "scorpion"):
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
answer = 't8-t2x7'
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
# Deal 2 offers six moves at once, one of them carrying a whole pile (`t1-t5x5`). Which King would you want to put in the pile it empties?

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 offre d'emblée six coups, dont l'un emporte une pile entière (`t1-t5x5`). Quel Roi voudriez-vous mettre dans la pile qu'il vide ?

# %%
sn.play(GAME, deal=2)
