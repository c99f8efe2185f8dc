# %% [markdown] lang="en"
# # Diamond Mine
#
# Thirteen piles of four cards, one face up each, no stock: the whole pack is in the mine from the start. The Diamonds are the ore. They alone go to the single foundation, which may start with **any** Diamond and climbs by one rank, the King followed by the Ace; they never go back to the tableau, and nothing may be built on them. Every other card builds down on any suit.
#
# To win you must also tidy up the rest: clubs, hearts and spades each end as a King-to-Ace run in the tableau. The score counts each Diamond at its rank, so a deep K♦ is worth thirteen A♦.

# %% [markdown] lang="fr"
# # La mine de diamants
#
# Treize piles de quatre cartes, une seule visible par pile, pas de pioche : tout le paquet est dans la mine dès le départ. Les carreaux sont le minerai. Eux seuls vont sur l'unique fondation, qui peut commencer par **n'importe quel** carreau et monte d'un rang à la fois, l'As suivant le Roi ; ils ne reviennent jamais au tableau, et rien ne se construit sur eux. Toutes les autres cartes se construisent en descendant, quelle que soit la couleur.
#
# Pour gagner, il faut aussi ranger le reste : trèfles, cœurs et piques doivent finir chacun en une suite du Roi à l'As dans le tableau. Le score compte chaque carreau pour son rang : un R♦ enfoui vaut treize A♦.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "diamond_mine"

# %% [markdown] lang="en"
# ## Deal 2
#
# Four Diamonds show: J♦ (pile 6), 3♦ (pile 7), 2♦ (pile 12), 8♦ (pile 13). Any of them may open the foundation — the choice fixes which Diamond must come next.

# %% [markdown] lang="fr"
# ## La donne 2
#
# Quatre carreaux sont visibles : le V♦ (pile 6), le 3♦ (pile 7), le 2♦ (pile 12), le 8♦ (pile 13). N'importe lequel peut ouvrir la fondation — et ce choix fixe le carreau qui devra suivre.

# %%
game = sn.new_game(GAME, deal=2)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The line headed "Diamonds" is the one that makes this game: a Diamond has one destination only, and it blocks the pile it lies in until the foundation is ready for it.

# %% [markdown] lang="fr"
# ## Les règles
#
# La ligne « Carreaux » fait tout le jeu : un carreau n'a qu'une destination, et il bloque la pile où il se trouve tant que la fondation n'est pas prête à le recevoir.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Opening the foundation on deal 2
#
# **2♦ first.** With 2♦ as the base, 3♦ can follow at once; opening with J♦ or 8♦ would leave both small Diamonds stuck. Pile 12 turns up 8♣.

# %% [markdown] lang="fr"
# ## Ouvrir la fondation sur la donne 2
#
# **Le 2♦ d'abord.** Avec le 2♦ pour base, le 3♦ peut suivre aussitôt ; ouvrir avec le V♦ ou le 8♦ laisserait les deux petits carreaux coincés. La pile 12 retourne le 8♣.

# %%
game.play("t12-f1")
show(game)

# %% [markdown] lang="en"
# **3♦ follows.** Pile 7 turns up 5♦ — a Diamond again, and not the one needed next (4♦ is still buried in pile 6). Pile 7 is blocked until 4♦ is found.

# %% [markdown] lang="fr"
# **Le 3♦ suit.** La pile 7 retourne le 5♦ — encore un carreau, et pas celui qu'il faut (le 4♦ est toujours enfoui dans la pile 6). La pile 7 est bloquée tant qu'on n'a pas trouvé le 4♦.

# %%
game.play("t7-f1")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — what the foundation is worth
#
# What is the score now?

# %% [markdown] lang="fr"
# ## Exercice 1 — ce que vaut la fondation
#
# Que vaut le score maintenant ?

# %% exercise="worth" part="ask"
q = exercise("diamond_mine.worth")
position = q.game
q

# %% exercise="worth" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 5
### END SOLUTION
q.check(answer)

# %% exercise="worth" part="score"
q.score(answer)

# %% exercise="worth" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("foundation1", 2))

# %% [markdown] lang="en"
# ## Exercise 2 — blocked by a Diamond
#
# In the same position, which of these moves are allowed?

# %% [markdown] lang="fr"
# ## Exercice 2 — bloqué par un carreau
#
# Dans la même position, lesquels de ces coups sont permis ?

# %% exercise="blocked" part="ask"
q = LegalMoves(position, ["t6-t4", "t7-f1", "t2-t4", "t8-t3", "t13-f1"])
display(show(position))
q

# %% exercise="blocked" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["a"]
### BEGIN SOLUTION
answer = ["c", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="blocked" part="score"
q.score(answer)

# %% exercise="blocked" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau6", 1))

# %% [markdown] lang="en" exercise="blocked" part="reveal"
# J♦ would fit on Q♣ by rank, but a Diamond never goes to the tableau; 5♦ and 8♦ wait for 4♦. Three piles (6, 7, 13) are frozen behind a Diamond.

# %% [markdown] lang="fr" exercise="blocked" part="reveal"
# Le V♦ irait sur la D♣ par le rang, mais un carreau ne va jamais au tableau ; le 5♦ et le 8♦ attendent le 4♦. Trois piles (6, 7, 13) sont gelées derrière un carreau.

# %% [markdown] lang="en"
# ## Exercise 3 — choosing the base
#
# On deal 1, which face-up cards may go to the empty foundation? Give them as a list.

# %% [markdown] lang="fr"
# ## Exercice 3 — choisir la base
#
# Sur la donne 1, quelles cartes visibles peuvent aller sur la fondation vide ? Donnez-les sous forme de liste.

# %% exercise="base" part="ask"
q = exercise("diamond_mine.base")
deal_one = q.game
to_foundation = [move for move in deal_one.legal_moves() if move.target == "foundation1"]
display(show(deal_one))
q

# %% exercise="base" part="answer"
answer = ...  # ← your answer: a list of cards, e.g. ["AH", "7C"]
### BEGIN SOLUTION
answer = ["3D", "QD"]
### END SOLUTION
q.check(answer)

# %% exercise="base" part="score"
q.score(answer)

# %% exercise="base" part="reveal"
display(q.check(answer, reveal=True))
for move in to_foundation:
    print(move, "→", deal_one.explain(move))

# %% [markdown] lang="en" exercise="base" part="reveal"
# With Q♦ as the base, K♦ comes next and then A♦ (the King and the Ace are neighbours here); with 3♦, the next one is 4♦. Look for the next Diamond before choosing: on deal 1, K♦ lies under two cards in pile 7, 4♦ under three in pile 2.

# %% [markdown] lang="fr" exercise="base" part="reveal"
# Avec la D♦ pour base, le R♦ vient ensuite, puis l'A♦ (le Roi et l'As sont voisins ici) ; avec le 3♦, c'est le 4♦. Cherchez le carreau suivant avant de choisir : sur la donne 1, le R♦ est sous deux cartes dans la pile 7, le 4♦ sous trois dans la pile 2.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# Since only Diamonds score much, a simple rule is to send a Diamond up whenever one can go, before any other move. The player below does so and otherwise plays like the kit's greedy player; deals 1 to 40, average score (at most 100).

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Comme seuls les carreaux rapportent vraiment, une règle simple consiste à monter un carreau dès qu'il le peut, avant tout autre coup. Le joueur ci-dessous fait ainsi, et joue sinon comme le joueur glouton du kit ; donnes 1 à 40, score moyen (100 au plus).

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def diamonds_up_first():
    greedy = greedy_player()

    def choose(game, moves):
        up = [move for move in moves if move.target == "foundation1"]
        return greedy(game, up or moves)
    return choose


results = play_many({"greedy": greedy_player, "diamonds up first": diamonds_up_first}, range(1, 41), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:17} wins {wins}/40, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# Rushing the Diamonds changes nothing: the two players score exactly alike, because the greedy player already sends a Diamond home whenever one can go. What matters more is the base: the first Diamond sent home becomes the base, whatever follows it, and a bad base freezes the other Diamonds in their piles. Choosing the base by looking for its successor — exercise 3 — is worth more than speed.

# %% [markdown] lang="fr"
# Se précipiter sur les carreaux ne change rien : les deux joueurs marquent exactement autant, car le joueur glouton monte déjà un carreau dès qu'il le peut. Ce qui compte davantage, c'est la base : le premier carreau monté devient la base, quelle que soit la suite, et une mauvaise base gèle les autres carreaux dans leurs piles. Choisir la base en cherchant son successeur — l'exercice 3 — vaut mieux que la vitesse.

# %% [markdown] lang="en"
# ## Compared with Spider
#
# Like Spider it builds down on any suit and asks for King-to-Ace runs; unlike Spider it has one pack, thirteen short piles, no stock, a single foundation that takes only Diamonds one at a time from any base, and the three other suits are completed where they lie.

# %% [markdown] lang="fr"
# ## Par rapport à l'araignée
#
# Comme l'araignée, elle construit en descendant sans regarder la couleur et demande des suites du Roi à l'As ; à la différence de l'araignée, elle a un seul paquet, treize piles courtes, pas de pioche, une fondation unique qui ne prend que les carreaux, un à un, à partir de n'importe quelle base, et les trois autres couleurs se complètent sur place.

# %%
for line in differences(GAME, "spider"):
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

# %% [markdown] lang="en"
# Diamond Mine's puzzles are the first position of a deal where the only moves start the foundation: which
# Diamond should be its base? From the base, the foundation takes the Diamonds in one fixed order, and a Diamond
# leaves its pile only for the foundation, so two Diamonds in the same pile go home from the top down. Look for
# the piles that hold two Diamonds. Most of them are still face down: the second picture turns every card face
# up, as the solver saw them.

# %% [markdown] lang="fr"
# Les énigmes de La mine de diamants sont la première position d'une donne où les seuls coups commencent la
# fondation : quel Carreau doit en être la base ? Depuis sa base, la fondation prend les Carreaux dans un ordre
# fixe, et un Carreau ne quitte sa pile que pour la fondation : deux Carreaux d'une même pile montent donc de haut
# en bas. Cherchez les piles qui contiennent deux Carreaux. La plupart sont encore face cachée : la seconde image
# retourne toutes les cartes, comme le solveur les voyait.

# %% exercise="puzzle" part="ask"
from solitaire_nb.teaching.puzzles import PuzzleExercise
puzzle = sn.puzzles(GAME, level=2)[0]
q = PuzzleExercise(puzzle)
display(show(puzzle.game(), labels=True))
every_card = puzzle.game()
for pile in every_card.piles:
    pile.cards[:] = [card.up() for card in pile.cards]
display(show(every_card, labels=True))
q

# %% exercise="puzzle" part="answer"
answer = ...  # ← your answer: one move in the kit's notation, in quotes
### BEGIN SOLUTION
answer = 't9-f1'
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
# Deal 2 again, from the start. Before you open the foundation, find out where 4♦ is hiding: would another base free more piles?

# %% [markdown] lang="fr"
# ## À vous
#
# De nouveau la donne 2, depuis le début. Avant d'ouvrir la fondation, cherchez où se cache le 4♦ : une autre base libérerait-elle plus de piles ?

# %%
sn.play(GAME, deal=2)
