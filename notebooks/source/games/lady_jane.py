# %% [markdown] lang="en"
# # Lady Jane
#
# Lady Jane lays out Klondike's staircase of seven piles, but puts seven single-card reserves beside it and a foundation card that sets the **base rank**. The stock does not feed a waste pile: each click drops one card on every reserve, covering what was there. Only sixteen cards are in the stock, so there are just three clicks in the whole game.
#
# The base rank rules the tableau too. A card of the base rank is meant for a foundation, so nothing may be built on it; and an empty pile takes only the rank just below the base — a Queen when the base is a King.

# %% [markdown] lang="fr"
# # Mademoiselle Jane
#
# Mademoiselle Jane reprend l'escalier de sept piles du Klondike, mais ajoute à côté sept réserves d'une carte et une carte de fondation qui fixe le **rang de base**. La pioche n'alimente pas de défausse : chaque clic pose une carte sur chaque réserve, par-dessus celle qui s'y trouvait. La pioche ne compte que seize cartes : trois clics en tout et pour tout dans la partie.
#
# Le rang de base gouverne aussi le tableau. Une carte du rang de base est destinée à une fondation, on ne construit donc rien dessus ; et une pile vide ne prend que le rang juste en dessous de la base — une Dame quand la base est un Roi.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import PickTarget, LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "lady_jane"

# %% [markdown] lang="en"
# ## Deal 1
#
# The base card is K♥: the foundations start with Kings, go on to Aces, then Twos. That is why the A♥ alone in pile 1 can go up at once, and the K♠ of pile 3 can start a foundation of its own.

# %% [markdown] lang="fr"
# ## La donne 1
#
# La carte de base est le R♥ : les fondations commencent par des Rois, continuent par des As, puis des Deux. Voilà pourquoi l'A♥ seul dans la pile 1 peut monter tout de suite, et le R♠ de la pile 3 ouvrir une fondation à lui.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Three lines need reading twice here: the stock line (cards go to the reserves), the empty-pile line (one rank below the base) and the last tableau rule (nothing on a base-rank card).

# %% [markdown] lang="fr"
# ## Les règles
#
# Trois lignes méritent ici une seconde lecture : celle de la pioche (les cartes vont sur les réserves), celle des piles vides (un rang sous la base) et la dernière règle du tableau (rien sur une carte du rang de base).

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Opening deal 1
#
# **A♥ onto K♥.** The foundation turns the corner from King to Ace straight away. Pile 1 is empty, and from now on only a Queen may enter it.

# %% [markdown] lang="fr"
# ## L'ouverture de la donne 1
#
# **L'A♥ sur le R♥.** La fondation passe du Roi à l'As d'entrée de jeu. La pile 1 est vide, et désormais seule une Dame peut y entrer.

# %%
game.play("t1-f1")
show(game)

# %% [markdown] lang="en"
# **K♠ to a foundation.** A King here is a base card, so it opens the second foundation — and pile 3 turns over its next card, 3♥.

# %% [markdown] lang="fr"
# **Le R♠ sur une fondation.** Un Roi est ici une carte de base : il ouvre la deuxième fondation, et la pile 3 retourne sa carte suivante, le 3♥.

# %%
game.play("t3-f2")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — the Queen in the reserve
#
# Reserve 1 holds Q♦. Where may it go now?

# %% [markdown] lang="fr"
# ## Exercice 1 — la Dame de la réserve
#
# La réserve 1 porte la D♦. Où peut-elle aller maintenant ?

# %% exercise="queen" part="ask"
position = game.copy()
q = PickTarget(position, "reserve1", 1)
display(show(position, labels=True))
q

# %% exercise="queen" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau2"]
### BEGIN SOLUTION
answer = ["tableau1"]
### END SOLUTION
q.check(answer)

# %% exercise="queen" part="score"
q.score(answer)

# %% exercise="queen" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("reserve1", 1))

# %% [markdown] lang="en" exercise="queen" part="reveal"
# The empty pile 1 takes it, because a Queen is one rank below the King base. No Queen goes on a foundation before its Jack, and there is no black King left on the tableau to hold it.

# %% [markdown] lang="fr" exercise="queen" part="reveal"
# La pile 1 vide l'accepte, car la Dame est juste sous la base Roi. Aucune Dame ne monte sur une fondation avant son Valet, et il ne reste au tableau aucun Roi noir pour la recevoir.

# %% [markdown] lang="en"
# ## Exercise 2 — back to the start
#
# Now the untouched deal 1 again, with K♠ still on pile 3 and A♥ on pile 1. Which of these moves are legal?

# %% [markdown] lang="fr"
# ## Exercice 2 — retour au départ
#
# Revoici la donne 1 intacte, le R♠ encore sur la pile 3 et l'A♥ sur la pile 1. Cochez les coups que le jeu laisse jouer.

# %% exercise="start" part="ask"
start = sn.new_game(GAME, deal=1)
q = LegalMoves(start, ["r1-t3", "t3-t1", "r7-t5", "r4-t2"])
display(show(start))
q

# %% exercise="start" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "d"]
### BEGIN SOLUTION
answer = ["b", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="start" part="score"
q.score(answer)

# %% exercise="start" part="reveal"
display(q.check(answer, reveal=True))
show(start, select=("tableau3", 1))

# %% [markdown] lang="en" exercise="start" part="reveal"
# The Q♦ is red and the K♠ black, one rank apart: in Klondike it would go. Here the K♠ is of the base rank, so nothing is built on it. Yet the K♠ itself may go onto the A♥, the King following the Ace round the corner. The A♦ fits the 2♠; the 6♥ fails on the red 7♥.

# %% [markdown] lang="fr" exercise="start" part="reveal"
# La D♦ est rouge et le R♠ noir, à un rang d'écart : au Klondike, le coup passerait. Ici le R♠ est du rang de base, on ne construit donc rien dessus. Pourtant le R♠ lui-même peut aller sur l'A♥, le Roi suivant l'As en faisant le tour. L'A♦ convient au 2♠ ; le 6♥ échoue sur le 7♥, rouge comme lui.

# %% [markdown] lang="en"
# ## Exercise 3 — how many clicks?
#
# Back in the position of Exercise 1, with sixteen cards in the stock. How many times can you click the stock before it refuses?

# %% [markdown] lang="fr"
# ## Exercice 3 — combien de clics ?
#
# Revenons à la position de l'exercice 1, avec seize cartes dans la pioche. Combien de fois peut-on cliquer sur la pioche avant qu'elle ne refuse ?

# %% exercise="clicks" part="ask"
q = exercise("lady_jane.clicks")
position = q.game
trial = position.copy()
clicks = 0
while trial.check("deal") is None:
    trial.play("deal")
    clicks += 1
q

# %% exercise="clicks" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="clicks" part="score"
q.score(answer)

# %% exercise="clicks" part="reveal"
display(q.check(answer, reveal=True))
show(trial)

# %% [markdown] lang="en" exercise="clicks" part="reveal"
# Here is the table after those three clicks: every reserve is three cards deep, and the first ones, Q♦ among them, lie at the bottom. A reserve card you leave behind at a click is buried under two more.

# %% [markdown] lang="fr" exercise="clicks" part="reveal"
# Voici la table après ces trois clics : chaque réserve a trois cartes d'épaisseur, et les premières, dont la D♦, sont au fond. Une carte de réserve laissée en place au moment d'un clic finit sous deux autres.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual's tip: play reserve cards while you can, before the next click covers them. The player below follows the kit's greedy player, except when that player wants to click the stock: then, if a reserve card can move, it moves that card first. Sixty deals each:

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le conseil du manuel : jouez les cartes des réserves tant que vous le pouvez, avant que le clic suivant ne les recouvre. Le joueur ci-dessous suit le joueur glouton du kit, sauf quand celui-ci veut cliquer sur la pioche : alors, si une carte de réserve peut bouger, il la joue d'abord. Soixante donnes chacun :

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def reserves_before_clicking():
    greedy = greedy_player()

    def choose(game, moves):
        move = greedy(game, moves)
        if str(move) == "deal":
            rescues = [m for m in moves if str(m) != "deal" and m.source.startswith("reserve")]
            if rescues:
                return greedy(game, rescues)
        return move
    return choose


results = play_many({"greedy": greedy_player, "reserves first": reserves_before_clicking},
                    range(1, 61), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:14} wins {wins}/60, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# A little under half the deals are won either way, and the figures stay close: the greedy player already values reserve moves, so the rule seldom changes its choice. Lady Jane is kinder than it looks, as long as the three clicks are not wasted.

# %% [markdown] lang="fr"
# Un peu moins d'une donne sur deux est gagnée dans les deux cas, et les chiffres restent proches : le joueur glouton apprécie déjà les coups depuis les réserves, et la règle change rarement son choix. Mademoiselle Jane est plus clémente qu'elle n'en a l'air, pourvu qu'on ne gâche pas les trois clics.

# %% [markdown] lang="en"
# ## Compared with Canfield
#
# Both choose their base rank from a dealt card. The layout differs most: Canfield has one face-down reserve of thirteen and four piles; Lady Jane has seven open reserves and Klondike's seven piles with hidden cards. Then the stock: Canfield turns three to a waste, again and again; Lady Jane deals onto its reserves, three times in all. And a gap in Lady Jane waits for the rank below the base instead of being refilled from the reserve.

# %% [markdown] lang="fr"
# ## Par rapport au Canfield
#
# Les deux jeux tirent leur rang de base d'une carte distribuée. La disposition diffère le plus : le Canfield a une réserve cachée de treize cartes et quatre piles ; Mademoiselle Jane a sept réserves visibles et les sept piles du Klondike avec leurs cartes cachées. Puis la pioche : le Canfield en retourne trois sur une défausse, encore et encore ; Mademoiselle Jane distribue sur ses réserves, trois fois en tout. Et un trou de Mademoiselle Jane attend le rang sous la base au lieu d'être rempli depuis la réserve.

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
# Play deal 2. Before each of your three clicks, look along the seven reserves and ask which card you would miss most if it were covered.

# %% [markdown] lang="fr"
# ## À vous
#
# Jouez la donne 2. Avant chacun de vos trois clics, parcourez les sept réserves et demandez-vous quelle carte vous manquerait le plus si elle était recouverte.

# %%
sn.play(GAME, deal=2)
