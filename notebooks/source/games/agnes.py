# %% [markdown] lang="en"
# # Agnes
#
# Agnes deals like Klondike — seven piles of one to seven cards — but turns one extra card onto the first foundation, and that card sets the **base rank** of all four foundations: if it is a 9, every suit must climb from its 9 up to the King, round to the Ace and on to the 8. In the tableau, cards build down **by colour** (red on red, black on black), a King may even go on an Ace, and an emptied pile stays empty until the next click of the stock drops a card in it.
#
# Agnes is about reading ranks in a circle, and about living without the refuge of an empty column.

# %% [markdown] lang="fr"
# # Agnès
#
# Agnès se distribue comme le Klondike — sept piles d'une à sept cartes — mais retourne une carte de plus sur la première fondation, et cette carte fixe le **rang de base** des quatre fondations : si c'est un 9, chaque couleur doit monter de son 9 jusqu'au Roi, passer à l'As et continuer jusqu'au 8. Au tableau, les cartes se construisent en descendant **par couleur** (rouge et noir) (rouge sur rouge, noir sur noir), un Roi peut même aller sur un As, et une pile vidée reste vide jusqu'à ce que le prochain clic de la pioche y dépose une carte.
#
# Agnès apprend à lire les rangs en cercle, et à vivre sans le refuge d'une colonne vide.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "agnes"

# %% [markdown] lang="en"
# ## Deal 2
#
# The first foundation shows 9♥: the base rank of this deal is 9. The 9♣ at the bottom of pile 2 may therefore start a foundation of its own.

# %% [markdown] lang="fr"
# ## La donne 2
#
# La première fondation montre le 9♥ : le rang de base de cette donne est 9. Le 9♣ en bas de la pile 2 peut donc ouvrir sa propre fondation.

# %%
game = sn.new_game(GAME, deal=2)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Three lines matter most: the base card, building by colour with the King-Ace wrap, and the empty pile that is never refilled by hand.

# %% [markdown] lang="fr"
# ## Les règles
#
# Trois lignes comptent le plus : la carte de base, la construction par couleur avec le passage du Roi à l'As, et la pile vide qu'on ne remplit jamais à la main.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Two moves on deal 2
#
# **9♣ to a foundation.** A second foundation opens at the base rank; pile 2 turns up 3♦.

# %% [markdown] lang="fr"
# ## Deux coups sur la donne 2
#
# **Le 9♣ en fondation.** Une deuxième fondation s'ouvre au rang de base ; la pile 2 retourne le 3♦.

# %%
game.play("t2-f2")
show(game)

# %% [markdown] lang="en"
# **6♥ onto 7♦.** Red on red, one rank lower: in Agnes the colour must be the *same*, not the opposite. Pile 7 turns up a new card.

# %% [markdown] lang="fr"
# **6♥ sur 7♦.** Rouge sur rouge, un rang plus bas : à Agnès, la couleur doit être la *même*, non l'opposée. La pile 7 retourne une nouvelle carte.

# %%
game.play("t7-t5")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — the base rank
#
# On deal 1, look at the first foundation. Which rank must start each of the four foundations? Answer with a number (Jack 11, Queen 12, King 13).

# %% [markdown] lang="fr"
# ## Exercice 1 — le rang de base
#
# Sur la donne 1, regardez la première fondation. Par quel rang chacune des quatre fondations doit-elle commencer ? Répondez par un nombre (Valet 11, Dame 12, Roi 13).

# %% exercise="base" part="ask"
q = exercise("agnes.base")
deal_one = q.game
display(show(deal_one))
q

# %% exercise="base" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 6
### END SOLUTION
q.check(answer)

# %% exercise="base" part="score"
q.score(answer)

# %% exercise="base" part="reveal"
display(q.check(answer, reveal=True))
show(deal_one, select=("foundation1", 1))

# %% [markdown] lang="en"
# ## Exercise 2 — same colour, one rank down
#
# Still on deal 1: which of these moves are allowed?

# %% [markdown] lang="fr"
# ## Exercice 2 — même couleur, un rang plus bas
#
# Toujours sur la donne 1 : lesquels de ces coups sont permis ?

# %% exercise="colour" part="ask"
q = LegalMoves(deal_one, ["t7-t1", "t1-t7", "t2-t5", "t6-t5", "t4-t6"])
q

# %% exercise="colour" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["b", "e"]
### BEGIN SOLUTION
answer = ["a", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="colour" part="score"
q.score(answer)

# %% exercise="colour" part="reveal"
display(q.check(answer, reveal=True))
show(deal_one, select=("tableau7", 1))

# %% [markdown] lang="en" exercise="colour" part="reveal"
# 7♠ on 8♠ and 3♣ on 4♠: black on black, suit free. Building in suit when you can (7♠ on 8♠) is better: such runs can later climb to a foundation in order.

# %% [markdown] lang="fr" exercise="colour" part="reveal"
# 7♠ sur 8♠ et 3♣ sur 4♠ : noir sur noir, quelle que soit la couleur. Construire dans la même couleur quand on le peut (7♠ sur 8♠) vaut mieux : ces suites pourront ensuite monter en ordre sur une fondation.

# %% [markdown] lang="en"
# ## Exercise 3 — the short stock
#
# From the opening, how many clicks will the stock accept?

# %% [markdown] lang="fr"
# ## Exercice 3 — la courte pioche
#
# Depuis le départ, combien de clics la pioche acceptera-t-elle ?

# %% exercise="clicks" part="ask"
q = exercise("agnes.clicks")
dealt = sn.new_game(GAME, deal=1)
clicks = 0
while "deal" in [str(move) for move in dealt.legal_moves()]:
    dealt.play("deal")
    clicks += 1
q

# %% exercise="clicks" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="clicks" part="score"
q.score(answer)

# %% exercise="clicks" part="reveal"
display(q.check(answer, reveal=True))
show(dealt)

# %% [markdown] lang="en" exercise="clicks" part="reveal"
# These four clicks are also the only way an empty pile gets a card again: empty pile 1 just before the last click and it receives one of the last two cards.

# %% [markdown] lang="fr" exercise="clicks" part="reveal"
# Ces quatre clics sont aussi le seul moyen de rendre une carte à une pile vide : videz la pile 1 juste avant le dernier clic, et elle reçoit l'une des deux dernières cartes.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual's advice: whenever you have the choice, build in suit rather than merely in colour. The player below prefers a build onto a card of its own suit and otherwise plays like the kit's greedy player; deals 1 to 40, wins and average number of cards home.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le conseil du manuel : quand on a le choix, construire dans la même couleur plutôt que dans le seul rouge ou noir. Le joueur ci-dessous préfère poser une carte sur une carte de sa propre couleur, et joue sinon comme le joueur glouton du kit ; donnes 1 à 40, victoires et nombre moyen de cartes montées.

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def in_suit_first():
    greedy = greedy_player()

    def choose(game, moves):
        def onto_own_suit(move):
            if str(move) == "deal" or not move.target.startswith("tableau"):
                return False
            below = game.pile(move.target).cards
            return bool(below) and below[-1].suit == game.pile(move.source).cards[-move.count].suit
        return greedy(game, [move for move in moves if onto_own_suit(move)] or moves)
    return choose


results = play_many({"greedy": greedy_player, "in suit first": in_suit_first}, range(1, 41), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:13} wins {wins}/40, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# No win in forty deals for either player, about five or six cards home on average, and the in-suit preference does not help a one-move player. Its benefit comes late, when a suited run goes up card after card — a payoff several clicks away.

# %% [markdown] lang="fr"
# Aucune victoire en quarante donnes pour l'un ou l'autre, cinq ou six cartes montées en moyenne, et la préférence pour la couleur n'aide pas un joueur qui ne voit qu'un coup. Son bénéfice arrive tard, quand une suite de même couleur monte carte après carte — un gain situé plusieurs clics plus loin.

# %% [markdown] lang="en"
# ## Compared with Klondike
#
# The same staircase deal, but foundations from a base rank that changes every deal, building by colour instead of alternating colours, no refilling of empty piles by hand, and a stock dealt onto the piles, once.

# %% [markdown] lang="fr"
# ## Par rapport au Klondike
#
# La même donne en escalier, mais des fondations qui partent d'un rang de base changeant à chaque donne, une construction par couleur (rouge sur rouge, noir sur noir) au lieu d'alterner rouge et noir, aucune pile vide remplie à la main, et une pioche distribuée sur les piles, une seule fois.

# %%
for line in differences(GAME, "klondike"):
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
answer = 't7-t3'
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
# Deal 2, from the start: open the second foundation with 9♣, then look for same-suit builds before you click.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2, depuis le début : ouvrez la deuxième fondation avec le 9♣, puis cherchez des constructions dans la même couleur avant de cliquer.

# %%
sn.play(GAME, deal=2)
