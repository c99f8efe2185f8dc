# %% [markdown] lang="en"
# # Gypsy
#
# Gypsy is a two-pack game of patience in the Klondike manner — alternating colours in the tableau, Aces up by suit on eight foundations — with two twists. Its 80-card stock is dealt like Spider's, **one card onto each of the eight piles** per click, so every click covers everything. And the foundations stay **in play**: the top card of a foundation may come back down when you need something to build on.
#
# An empty pile takes any card, and only three cards a pile are dealt at first: Gypsy is won by keeping the tableau loose enough to absorb ten rows from the stock.

# %% [markdown] lang="fr"
# # La gitane
#
# La gitane est une réussite à deux paquets à la manière du Klondike — par couleur (rouge et noir) alternée au tableau, As montés par couleur sur huit fondations — avec deux particularités. Sa pioche de 80 cartes se distribue comme celle de l'araignée, **une carte sur chacune des huit piles** par clic, si bien que chaque clic recouvre tout. Et les fondations restent **en jeu** : la carte du dessus d'une fondation peut redescendre quand il faut une carte sur laquelle construire.
#
# Une pile vide accepte n'importe quelle carte, et seules trois cartes par pile sont distribuées au départ : on gagne la gitane en gardant le tableau assez souple pour absorber dix rangées de pioche.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "gypsy"

# %% [markdown] lang="en"
# ## Deal 2
#
# Eight piles of three, one card up each. Two packs means twins: there are two 6♣ face up, in piles 3 and 5, and both would like the 7♦ of pile 2.

# %% [markdown] lang="fr"
# ## La donne 2
#
# Huit piles de trois, une carte visible chacune. Deux paquets, donc des jumelles : deux 6♣ sont visibles, dans les piles 3 et 5, et tous deux voudraient le 7♦ de la pile 2.

# %%
game = sn.new_game(GAME, deal=2)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Look at the foundation line ("in play") and at the score line: Gypsy pays for orderly tableau pairs as well as for cards home.

# %% [markdown] lang="fr"
# ## Les règles
#
# Regardez la ligne des fondations (« en jeu ») et celle du score : la gitane paie les paires bien rangées du tableau autant que les cartes montées.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Two moves on deal 2
#
# **10♦ onto J♠.** A red Ten on a black Jack; pile 8 turns up A♠.

# %% [markdown] lang="fr"
# ## Deux coups sur la donne 2
#
# **10♦ sur V♠.** Un Dix rouge sur un Valet noir ; la pile 8 retourne l'A♠.

# %%
game.play("t8-t7")
show(game)

# %% [markdown] lang="en"
# **A♠ to a foundation.** Pile 8 turns up its last card, 10♥; one more move and pile 8 would be empty, ready for any card.

# %% [markdown] lang="fr"
# **L'A♠ en fondation.** La pile 8 retourne sa dernière carte, le 10♥ ; un coup de plus et la pile 8 serait vide, prête pour n'importe quelle carte.

# %%
game.play("t8-f5")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — counting Gypsy's score
#
# What is the score in this position?

# %% [markdown] lang="fr"
# ## Exercice 1 — compter le score de la gitane
#
# Que vaut le score dans cette position ?

# %% exercise="score" part="ask"
q = exercise("gypsy.score")
position = q.game
display(show(position))
q

# %% exercise="score" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 7
### END SOLUTION
q.check(answer)

# %% exercise="score" part="score"
q.score(answer)

# %% exercise="score" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau7", 2))

# %% [markdown] lang="en"
# ## Exercise 2 — twins and colours
#
# Back to the opening of deal 2. Which of the moves below are legal here?

# %% [markdown] lang="fr"
# ## Exercice 2 — jumelles et couleurs
#
# Retour au début de la donne 2. Triez les coups ci-dessous : lesquels peut-on jouer ?

# %% exercise="twins" part="ask"
opening = sn.new_game(GAME, deal=2)
q = LegalMoves(opening, ["t3-t2", "t5-t2", "t2-t3", "t4-t3", "t1-t4"])
display(show(opening))
q

# %% exercise="twins" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["e"]
### BEGIN SOLUTION
answer = ["a", "b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="twins" part="score"
q.score(answer)

# %% exercise="twins" part="reveal"
display(q.check(answer, reveal=True))
show(opening, select=("tableau3", 1))

# %% [markdown] lang="en" exercise="twins" part="reveal"
# Either 6♣ fits on 7♦, but only one can: choose the twin whose pile has the more useful card underneath. 5♥ takes whichever 6♣ is left.

# %% [markdown] lang="fr" exercise="twins" part="reveal"
# Chacun des 6♣ va sur le 7♦, mais un seul le peut : choisissez le jumeau dont la pile cache la carte la plus utile. Le 5♥ prend le 6♣ restant.

# %% [markdown] lang="en"
# ## Exercise 3 — how many rows?
#
# From the opening, how many clicks will the stock accept?

# %% [markdown] lang="fr"
# ## Exercice 3 — combien de rangées ?
#
# Depuis le départ, combien de clics la pioche acceptera-t-elle ?

# %% exercise="rows" part="ask"
q = exercise("gypsy.rows")
dealt = sn.new_game(GAME, deal=2)
clicks = 0
while "deal" in [str(move) for move in dealt.legal_moves()]:
    dealt.play("deal")
    clicks += 1
q

# %% exercise="rows" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 10
### END SOLUTION
q.check(answer)

# %% exercise="rows" part="score"
q.score(answer)

# %% exercise="rows" part="reveal"
display(q.check(answer, reveal=True))
show(dealt)

# %% [markdown] lang="en" exercise="rows" part="reveal"
# Ten rows on eight piles of three: by the end, most of the pack lies in the tableau. Every pile you have emptied or sorted before a click is a pile the click cannot spoil.

# %% [markdown] lang="fr" exercise="rows" part="reveal"
# Dix rangées sur huit piles de trois : à la fin, l'essentiel du paquet est au tableau. Chaque pile vidée ou rangée avant un clic est une pile que ce clic ne peut pas gâcher.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual: turn up hidden cards whenever you can, and remember that a foundation's top card can come back to build on. The player below prefers moves that turn a card over and otherwise plays like the kit's greedy player; deals 1 to 30.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le manuel : retourner les cartes cachées dès que possible, et se souvenir que la carte du dessus d'une fondation peut redescendre pour servir de support. Le joueur ci-dessous préfère les coups qui retournent une carte et joue sinon comme le joueur glouton du kit ; donnes 1 à 30.

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def turn_up_first():
    greedy = greedy_player()

    def choose(game, moves):
        def turns_one(move):
            if str(move) == "deal" or not move.source.startswith("tableau"):
                return False
            cards = game.pile(move.source).cards
            return len(cards) > move.count and not cards[-move.count - 1].face_up
        return greedy(game, [move for move in moves if turns_one(move)] or moves)
    return choose


results = play_many({"greedy": greedy_player, "turn up first": turn_up_first}, range(1, 31), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:13} wins {wins}/30, average score {sum(s for _, s in games) / len(games):.0f}")

# %% [markdown] lang="en"
# Neither player wins, and turning cards first even lowers the average a little. Gypsy's hidden cards are few (sixteen) and come out anyway; what decides the game is what the ten rows bury, and a one-move player cannot prepare for a click. A human can: empty and sort before each click, and take a card back from a foundation when it unblocks a run.

# %% [markdown] lang="fr"
# Aucun des deux joueurs ne gagne, et retourner d'abord les cartes fait même un peu baisser la moyenne. Les cartes cachées de la gitane sont peu nombreuses (seize) et sortent de toute façon ; ce qui décide de la partie, c'est ce qu'enterrent les dix rangées, et un joueur qui ne voit qu'un coup ne prépare pas un clic. Un humain le peut : vider et ranger avant chaque clic, et reprendre une carte d'une fondation quand elle débloque une suite.

# %% [markdown] lang="en"
# ## Compared with Klondike
#
# The same building (alternating colours down, suits up from the Ace), but two packs and eight foundations, eight short piles, any card in an empty pile, a stock dealt onto the piles rather than into a waste, and foundation cards that may come back.

# %% [markdown] lang="fr"
# ## Par rapport au Klondike
#
# Même construction (couleurs alternées en descendant, par couleur en montant depuis l'As), mais deux paquets et huit fondations, huit piles courtes, n'importe quelle carte dans une pile vide, une pioche distribuée sur les piles et non sur un talon, et des cartes de fondation qui peuvent redescendre.

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
answer = 't3-f2'
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
# Deal 2 again: decide which 6♣ goes onto 7♦, and try to empty pile 8 before your first click.

# %% [markdown] lang="fr"
# ## À vous
#
# De nouveau la donne 2 : décidez quel 6♣ va sur le 7♦, et essayez de vider la pile 8 avant votre premier clic.

# %%
sn.play(GAME, deal=2)
