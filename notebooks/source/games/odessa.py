# %% [markdown] lang="en"
# # Odessa
#
# Odessa is Yukon with two changes that pull in the same direction. Cards build down **by suit** instead of by alternating colour, so fits are rarer; and the score pays for **runs of one suit**: every move onto a tableau card earns one point per card of the same-suit run it makes there. Sending cards home earns only one point each.
#
# So Odessa teaches a tension that most games hide: the move that wins is not always the move that scores, and the manual's own advice is to keep cards out of the foundations while they can still earn points.

# %% [markdown] lang="fr"
# # Odessa
#
# Odessa, c'est le Yukon avec deux changements qui vont dans le même sens. Les cartes se construisent en descendant **par couleur** au lieu d'alterner rouge et noir, si bien que les accords sont plus rares ; et le score paie les **suites d'une même couleur** : chaque coup sur une carte du tableau rapporte un point par carte de la suite de même couleur qu'il y forme. Monter une carte en fondation ne rapporte qu'un point.
#
# Odessa enseigne ainsi une tension que la plupart des jeux cachent : le coup qui fait gagner n'est pas toujours celui qui fait marquer, et le manuel conseille lui-même de garder les cartes hors des fondations tant qu'elles peuvent encore rapporter.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "odessa"

# %% [markdown] lang="en"
# ## Deal 1
#
# Six to eight cards a pile, the top three to five face up. Only two moves exist: 3♦ (with the four cards on it) onto 4♦, or 4♠ onto 5♠. Suits are strict here — 3♥ does not go on 4♦.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Six à huit cartes par pile, dont les trois à cinq du dessus sont visibles. Deux coups seulement : le 3♦ (avec les quatre cartes posées dessus) sur le 4♦, ou le 4♠ sur le 5♠. Les couleurs sont strictes — le 3♥ ne va pas sur le 4♦.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Read the score lines closely: a run counts when it is dealt, when a move forms it, and a card counts once more when it reaches a foundation.

# %% [markdown] lang="fr"
# ## Les règles
#
# Lisez attentivement les lignes du score : une suite compte quand elle est distribuée, quand un coup la forme, et une carte compte encore une fois quand elle arrive en fondation.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Two moves on deal 1
#
# **3♦ onto 4♦, with J♦ K♠ K♥ 5♠ riding on it.** Only the 3♦ must fit. The run formed is 4♦ 3♦, two cards, so the move earns 2 points — the cards carried along do not count. Pile 5 turns up A♦.

# %% [markdown] lang="fr"
# ## Deux coups sur la donne 1
#
# **3♦ sur 4♦, avec V♦ R♠ R♥ 5♠ par-dessus.** Seul le 3♦ doit s'accorder. La suite formée est 4♦ 3♦, deux cartes : le coup rapporte 2 points — les cartes emportées ne comptent pas. La pile 5 retourne l'A♦.

# %%
game.play("t5-t2x5")
print("score:", game.score)
show(game)

# %% [markdown] lang="en"
# **A♦ to a foundation.** One point, and pile 5 turns up 10♥. The Ace could earn nothing in the tableau anyway: no card is built on an Ace.

# %% [markdown] lang="fr"
# **L'A♦ en fondation.** Un point, et la pile 5 retourne le 10♥. L'As ne pouvait de toute façon rien rapporter au tableau : aucune carte ne se pose sur un As.

# %%
game.play("t5-f1")
print("score:", game.score)
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — suit or colour?
#
# Back to the opening of deal 1. Sort the moves below: which ones may be played?

# %% [markdown] lang="fr"
# ## Exercice 1 — couleur ou rouge et noir ?
#
# Retour au début de la donne 1. Quels coups de cette liste avez-vous le droit de jouer ?

# %% exercise="suit" part="ask"
position = sn.new_game(GAME, deal=1)
q = LegalMoves(position, ["t5-t2x5", "t4-t5", "t2-t5", "t7-t2", "t3-t1"])
display(show(position))
q

# %% exercise="suit" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["c"]
### BEGIN SOLUTION
answer = ["a", "b"]
### END SOLUTION
q.check(answer)

# %% exercise="suit" part="score"
q.score(answer)

# %% exercise="suit" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau7", 1))

# %% [markdown] lang="en" exercise="suit" part="reveal"
# 3♥ on 4♦ would be refused in Yukon too (two red cards), but in Odessa even a 3♣ would be refused: only 3♦ fits on 4♦. With one possible card per spot instead of two, moves are scarce — deal 1 offers only two.

# %% [markdown] lang="fr" exercise="suit" part="reveal"
# Le 3♥ sur le 4♦ serait refusé au Yukon aussi (deux cartes rouges), mais à Odessa même un 3♣ serait refusé : seul le 3♦ va sur le 4♦. Avec une seule carte possible par emplacement au lieu de deux, les coups sont rares — la donne 1 n'en offre que deux.

# %% [markdown] lang="en"
# ## Exercise 2 — what a move earns
#
# Take the other opening: 4♠ onto 5♠ (2 points). Now 3♠ lies at the end of pile 4. How many points does moving 3♠ onto 4♠ earn?

# %% [markdown] lang="fr"
# ## Exercice 2 — ce que rapporte un coup
#
# Prenons l'autre ouverture : le 4♠ sur le 5♠ (2 points). Le 3♠ se trouve maintenant au bout de la pile 4. Combien de points rapporte le 3♠ posé sur le 4♠ ?

# %% exercise="earn" part="ask"
q = exercise("odessa.earn")
position = q.game
after = position.copy()
after.play("t4-t5")
display(show(position))
q

# %% exercise="earn" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="earn" part="score"
q.score(answer)

# %% exercise="earn" part="reveal"
display(q.check(answer, reveal=True))
show(after, select=("tableau5", 3))

# %% [markdown] lang="en" exercise="earn" part="reveal"
# Runs pay again each time they grow: a run built card by card down to the Ace would earn 2 + 3 + … + 13. That is why the manual's maximum (412) is so far above 52.

# %% [markdown] lang="fr" exercise="earn" part="reveal"
# Une suite rapporte de nouveau chaque fois qu'elle grandit : une suite construite carte à carte jusqu'à l'As rapporterait 2 + 3 + … + 13. D'où le maximum du manuel (412), très au-dessus de 52.

# %% [markdown] lang="en"
# ## Exercise 3 — points before the first move
#
# Deal 7, untouched. What is its score?

# %% [markdown] lang="fr"
# ## Exercice 3 — des points avant le premier coup
#
# La donne 7, intacte. Que vaut son score ?

# %% exercise="dealt" part="ask"
q = exercise("odessa.dealt")
deal_seven = q.game
display(show(deal_seven))
q

# %% exercise="dealt" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 2
### END SOLUTION
q.check(answer)

# %% exercise="dealt" part="score"
q.score(answer)

# %% exercise="dealt" part="reveal"
display(q.check(answer, reveal=True))
show(deal_seven, select=("tableau6", 2))

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual: be patient, keep cards out of the foundations while they can still earn, and build long runs of one suit. The player below sends a card home only when no tableau move exists, and otherwise plays like the kit's greedy player; deals 1 to 40, wins and average score.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le manuel : être patient, garder les cartes hors des fondations tant qu'elles peuvent rapporter, et construire de longues suites d'une même couleur. Le joueur ci-dessous n'envoie une carte en fondation que s'il n'a aucun coup au tableau, et joue sinon comme le joueur glouton du kit ; donnes 1 à 40, victoires et score moyen.

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def patient():
    greedy = greedy_player()

    def choose(game, moves):
        in_tableau = [move for move in moves if move.target.startswith("tableau")]
        return greedy(game, in_tableau or moves)
    return choose


results = play_many({"greedy": greedy_player, "patient": patient}, range(1, 41), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:7} wins {wins}/40, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# Patience buys a few points on average and costs every win: the greedy player, which sends cards home when it can, finishes four deals; the patient one finishes none. Odessa asks you to choose what you play for — the score or the win.

# %% [markdown] lang="fr"
# La patience rapporte quelques points en moyenne et coûte toutes les victoires : le joueur glouton, qui monte les cartes quand il le peut, termine quatre donnes ; le patient n'en termine aucune. Odessa demande de choisir ce pour quoi l'on joue — le score ou la victoire.

# %% [markdown] lang="en"
# ## Compared with Yukon
#
# The engine finds a single difference in the rules — building by suit instead of by alternating colour — to which add the score, which Yukon keeps as a simple count of cards home, and the deal: piles of six to eight cards here, against Yukon's one to eleven.

# %% [markdown] lang="fr"
# ## Par rapport au Yukon
#
# Le moteur ne trouve qu'une différence de règle — construire par couleur au lieu d'alterner rouge et noir — à laquelle s'ajoutent le score, que le Yukon réduit au nombre de cartes montées, et la donne : des piles de six à huit cartes ici, contre une à onze au Yukon.

# %%
for line in differences(GAME, "yukon"):
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
answer = 't4-t1x2'
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
# Deal 2 has two moves: 4♥ onto 5♥, or 3♥ with three cards onto that same 4♥. Which earns more, and which opens more?

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 offre deux coups : le 4♥ sur le 5♥, ou le 3♥ avec trois cartes sur ce même 4♥. Lequel rapporte le plus, et lequel ouvre le plus de jeu ?

# %%
sn.play(GAME, deal=2)
