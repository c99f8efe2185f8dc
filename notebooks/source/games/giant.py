# %% [markdown] lang="en"
# # Giant
#
# Giant starts almost empty: eight face-up cards, one per pile, and a stock of 96. Every click lays one card on each of the eight piles — twelve clicks in all — so the tableau grows from nothing under your eyes. Beside it sits a single reserve cell that holds any one card, and the eight foundations stay in play, as in Gypsy.
#
# Nothing is hidden except the order of the stock. The skill is to keep low cards from being buried by the next row, and to use the one reserve cell as a stepping stone, not a cupboard.

# %% [markdown] lang="fr"
# # Le géant
#
# Le géant commence presque vide : huit cartes visibles, une par pile, et une pioche de 96 cartes. Chaque clic pose une carte sur chacune des huit piles — douze clics en tout —, si bien que le tableau se construit sous vos yeux. À côté, une unique case de réserve accepte une carte quelconque, et les huit fondations restent en jeu, comme à la gitane.
#
# Rien n'est caché, sauf l'ordre de la pioche. Tout l'art consiste à ne pas laisser la rangée suivante enterrer les petites cartes, et à se servir de l'unique case de réserve comme d'un marchepied, non comme d'un placard.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "giant"

# %% [markdown] lang="en"
# ## Deal 1
#
# Eight cards: 5♠ 2♦ 9♦ 2♠ 9♣ 6♥ J♣ 2♣. One build is possible at once, 5♠ onto 6♥; three Twos wait for their Aces.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Huit cartes : 5♠ 2♦ 9♦ 2♠ 9♣ 6♥ V♣ 2♣. Une seule construction est possible tout de suite, le 5♠ sur le 6♥ ; trois Deux attendent leurs As.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Note the option line: the same game can be played building in alternating colours (the default) or by suit.

# %% [markdown] lang="fr"
# ## Les règles
#
# Notez la ligne des options : le même jeu se joue par couleur (rouge et noir) alternée (par défaut) ou par couleur.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## The first row
#
# **5♠ onto 6♥, then a click.** Pile 1 is empty after the build, and the stock deals anyway: J♠ lands in pile 1, and a card on every other pile. A♦ has landed right on 2♦ in pile 2.

# %% [markdown] lang="fr"
# ## La première rangée
#
# **5♠ sur 6♥, puis un clic.** La pile 1 est vide après la construction, et la pioche distribue quand même : le V♠ tombe dans la pile 1, et une carte sur chacune des autres. L'A♦ est arrivé juste sur le 2♦ de la pile 2.

# %%
game.play("t1-t6")
game.play("deal")
show(game)

# %% [markdown] lang="en"
# **A♦ and then 2♦ go up.** Two cards home in two moves, and pile 2 is empty again, ready for any card.

# %% [markdown] lang="fr"
# **L'A♦ puis le 2♦ montent.** Deux cartes en fondation en deux coups, et la pile 2 est de nouveau vide, prête pour n'importe quelle carte.

# %%
game.play("t2-f1")
game.play("t2-f1")
print("score:", game.score)
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — the opening, in alternating colours
#
# On the opening of deal 1 (default option), which of these moves are allowed?

# %% [markdown] lang="fr"
# ## Exercice 1 — l'ouverture, par couleur (rouge et noir) alternée
#
# Au début de la donne 1 (option par défaut), lesquels de ces coups sont permis ?

# %% exercise="colours" part="ask"
opening = sn.new_game(GAME, deal=1)
q = LegalMoves(opening, ["t1-t6", "t6-t1", "t1-r1", "t8-f1", "deal"])
display(show(opening))
q

# %% exercise="colours" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["b", "d"]
### BEGIN SOLUTION
answer = ["a", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="colours" part="score"
q.score(answer)

# %% exercise="colours" part="reveal"
display(q.check(answer, reveal=True))
show(opening, select=("tableau1", 1))

# %% [markdown] lang="en"
# ## Exercise 2 — the same opening, building by suit
#
# Now the same deal with `build="same_suit"`. Same candidate moves: which are allowed?

# %% [markdown] lang="fr"
# ## Exercice 2 — la même ouverture, construction par couleur
#
# Maintenant la même donne avec `build="same_suit"`. Mêmes coups candidats : lesquels sont permis ?

# %% exercise="suits" part="ask"
by_suit = sn.new_game(GAME, deal=1, build="same_suit")
q = LegalMoves(by_suit, ["t1-t6", "t6-t1", "t1-r1", "t8-f1", "deal"])
q

# %% exercise="suits" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves
### BEGIN SOLUTION
answer = ["c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="suits" part="score"
q.score(answer)

# %% exercise="suits" part="reveal"
display(q.check(answer, reveal=True))
show(by_suit)

# %% [markdown] lang="en" exercise="suits" part="reveal"
# By suit, 5♠ needs a 6♠, and the opening offers no build at all: only the reserve cell and the stock. The option changes how often the tableau can absorb a row.

# %% [markdown] lang="fr" exercise="suits" part="reveal"
# Par couleur, le 5♠ demande un 6♠, et l'ouverture n'offre plus aucune construction : seulement la case de réserve et la pioche. L'option change la fréquence à laquelle le tableau peut absorber une rangée.

# %% [markdown] lang="en"
# ## Exercise 3 — a click with a gap
#
# After 5♠ onto 6♥ on deal 1, pile 1 is empty. May the stock deal now? Answer yes or no.

# %% [markdown] lang="fr"
# ## Exercice 3 — un clic avec un trou
#
# Après le 5♠ sur le 6♥ de la donne 1, la pile 1 est vide. La pioche peut-elle distribuer maintenant ? Répondez oui ou non.

# %% exercise="gap" part="ask"
q = exercise("giant.gap")
gap = q.game
display(show(gap))
q

# %% exercise="gap" part="answer"
answer = ...  # ← your answer: "yes" or "no"
### BEGIN SOLUTION
answer = "yes"
### END SOLUTION
q.check(answer)

# %% exercise="gap" part="score"
q.score(answer)

# %% exercise="gap" part="reveal"
display(q.check(answer, reveal=True))
print("deal →", gap.explain("deal"))

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual: keep low cards from being buried, and use the reserve only as a short stop. The player below never puts a card into the reserve unless no other move, not even a click, is possible, and otherwise plays like the kit's greedy player; deals 1 to 20.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le manuel : ne pas laisser enterrer les petites cartes, et n'utiliser la réserve que comme une halte brève. Le joueur ci-dessous ne met jamais de carte en réserve sauf s'il n'a aucun autre coup, pas même un clic, et joue sinon comme le joueur glouton du kit ; donnes 1 à 20.

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def sparing_reserve():
    greedy = greedy_player()

    def choose(game, moves):
        others = [move for move in moves if str(move) == "deal" or move.target != "reserve1"]
        return greedy(game, others or moves)
    return choose


results = play_many({"greedy": greedy_player, "sparing reserve": sparing_reserve}, range(1, 21), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:15} wins {wins}/20, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# Keeping the reserve free changes almost nothing for a machine: both players end near the same average and neither wins. The reserve matters when it lets a specific low card escape a row — a judgement about the *next* click, which these players do not make.

# %% [markdown] lang="fr"
# Garder la réserve libre ne change presque rien pour une machine : les deux joueurs finissent avec à peu près la même moyenne, et aucun ne gagne. La réserve compte quand elle permet à une petite carte précise d'échapper à une rangée — un jugement sur le clic *suivant*, que ces joueurs ne portent pas.

# %% [markdown] lang="en"
# ## Compared with Gypsy
#
# The same foundations (in play) and the same stock dealt onto the piles, but Giant starts with one card a pile and nothing face down, gives twelve clicks instead of ten, and adds a reserve cell and a choice of building rule.

# %% [markdown] lang="fr"
# ## Par rapport à la gitane
#
# Mêmes fondations (en jeu) et même pioche distribuée sur les piles, mais le géant commence avec une carte par pile et rien de caché, offre douze clics au lieu de dix, et ajoute une case de réserve ainsi qu'un choix de règle de construction.

# %%
for line in differences(GAME, "gypsy"):
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
answer = 't7-t8x2'
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
# Deal 2 opens with 4♠ onto 5♦ and J♣ onto Q♥. Before each of the twelve clicks, look at which piles end with a low card, and whether the reserve could save one of them.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 s'ouvre sur le 4♠ sur le 5♦ et le V♣ sur la D♥. Avant chacun des douze clics, regardez quelles piles se terminent par une petite carte, et si la réserve pourrait en sauver une.

# %%
sn.play(GAME, deal=2)
