# %% [markdown] lang="en"
# # Spider
#
# Spider plays with two packs, 104 cards, in ten columns where most cards start face down. You may stack any card on a card one rank higher, whatever its suit — but only a run of **one suit** lifts as a whole, and nothing reaches a foundation card by card: a suit goes up only once its thirteen cards lie in one column, King down to Ace, and the whole run leaves together.
#
# The lesson of this game is the gap between what is *allowed* and what is *useful*: a 7♣ on an 8♥ is a legal move that glues two cards you will later have to pull apart one at a time.

# %% [markdown] lang="fr"
# # L'araignée
#
# L'araignée se joue avec deux paquets, 104 cartes, sur dix colonnes dont la plupart des cartes sont d'abord face cachée. On peut poser n'importe quelle carte sur une carte d'un rang au-dessus, quelle que soit sa couleur — mais seule une suite **d'une même couleur** se déplace d'un bloc, et rien ne monte carte par carte aux fondations : une couleur ne part qu'une fois ses treize cartes réunies dans une colonne, du Roi à l'As, et la suite entière s'en va d'un coup.
#
# Ce jeu apprend l'écart entre ce qui est *permis* et ce qui est *utile* : un 7♣ sur un 8♥ est un coup légal qui soude deux cartes qu'il faudra ensuite séparer une à une.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import PickTarget, LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "spider"

# %% [markdown] lang="en"
# ## Deal 1
#
# Count what you can see: ten face-up cards out of 104. Piles 1, 4, 7 and 10 hide five cards each, the other six hide four; the fifty cards of the stock wait for five deals of one row each. Look at the bottom cards for pairs of the same suit one rank apart: 2♣ and A♣, 9♥ and 8♥.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Comptez ce qui se voit : dix cartes face visible sur 104. Les piles 1, 4, 7 et 10 cachent cinq cartes chacune, les six autres quatre ; les cinquante cartes de la pioche attendent cinq distributions d'une rangée chacune. Cherchez en bas des colonnes des paires de même couleur à un rang d'écart : 2♣ et A♣, 9♥ et 8♥.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Two of these lines carry the whole game: building ignores suits, moving a group does not. The stock line matters too — a row lands on *every* column, covering the runs you were working on.

# %% [markdown] lang="fr"
# ## Les règles
#
# Deux de ces lignes portent tout le jeu : pour construire, la couleur ne compte pas ; pour déplacer un groupe, elle compte. La ligne de la pioche pèse aussi : une rangée tombe sur *chaque* colonne et recouvre les suites en cours.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Three moves on deal 1
#
# **A♣ onto 2♣.** Pile 5 holds A♣, pile 6 holds 2♣: same suit, one rank apart. This makes a two-card run of clubs, which scores a point and will travel as one block. Pile 5 now shows a new card, 9♥.

# %% [markdown] lang="fr"
# ## Trois coups sur la donne 1
#
# **A♣ sur 2♣.** La pile 5 montre l'A♣, la pile 6 le 2♣ : même couleur, un rang d'écart. On obtient une suite de deux trèfles, qui rapporte un point et voyagera d'un bloc. La pile 5 découvre une nouvelle carte, le 9♥.

# %%
game.play("t5-t6")
show(game)

# %% [markdown] lang="en"
# **Q♦ onto K♣.** Mixed suits this time, and no point: the move is worth making only because it turns over the card under Q♦ in pile 4 (7♥). Uncovering face-down cards is the other half of Spider.

# %% [markdown] lang="fr"
# **D♦ sur R♣.** Couleurs mêlées cette fois, et aucun point : le coup ne vaut que parce qu'il retourne la carte cachée sous la D♦ dans la pile 4 (le 7♥). Découvrir les cartes cachées, c'est l'autre moitié de l'araignée.

# %%
game.play("t4-t3")
show(game)

# %% [markdown] lang="en"
# **8♥ onto 9♥.** Both goals at once: a run of hearts in pile 1, and a turned card (5♣) in pile 7. The score is now 2, one point per card sitting on a card of its own suit.

# %% [markdown] lang="fr"
# **8♥ sur 9♥.** Les deux buts d'un coup : une suite de cœurs dans la pile 1, et une carte retournée (5♣) dans la pile 7. Le score vaut maintenant 2, un point par carte posée sur une carte de sa propre couleur.

# %%
game.play("t7-t1")
print("score:", game.score)
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — a choice of homes
#
# In the position we just reached, the 8♥ at the bottom of pile 1 may move again. Which piles may it go to?

# %% [markdown] lang="fr"
# ## Exercice 1 — plusieurs places possibles
#
# Dans la position que nous venons d'atteindre, le 8♥ en bas de la pile 1 peut encore bouger. Sur quelles piles peut-il aller ?

# %% exercise="eight" part="ask"
position = game.copy()
q = PickTarget(position, "tableau1", 1)
display(show(position, labels=True))
q

# %% exercise="eight" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau2"]
### BEGIN SOLUTION
answer = ["tableau5", "tableau8"]
### END SOLUTION
q.check(answer)

# %% exercise="eight" part="score"
q.score(answer)

# %% exercise="eight" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau1", 1))

# %% [markdown] lang="en" exercise="eight" part="reveal"
# Both nines accept it, the 9♥ of pile 5 and the 9♣ of pile 8. Moving it would break the heart run of pile 1 for nothing: a legal move is not always a good one.

# %% [markdown] lang="fr" exercise="eight" part="reveal"
# Les deux neuf l'acceptent, le 9♥ de la pile 5 et le 9♣ de la pile 8. Le déplacer casserait pour rien la suite de cœurs de la pile 1 : un coup permis n'est pas toujours un bon coup.

# %% [markdown] lang="en"
# ## Exercise 2 — after a row from the stock
#
# Now the stock deals one row: a card lands on each of the ten piles. Which of these moves does the engine allow?

# %% [markdown] lang="fr"
# ## Exercice 2 — après une rangée de la pioche
#
# La pioche distribue maintenant une rangée : une carte tombe sur chacune des dix piles. Lesquels de ces coups le moteur permet-il ?

# %% exercise="after_deal" part="ask"
position = game.copy()
position.play("deal")
q = LegalMoves(position, ["t10-t1", "t1-t10", "t6-t7", "t2-t8", "t8-t2"])
display(show(position))
q

# %% exercise="after_deal" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "d"]
### BEGIN SOLUTION
answer = ["a", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="after_deal" part="score"
q.score(answer)

# %% exercise="after_deal" part="reveal"
display(q.check(answer, reveal=True))
show(position)

# %% [markdown] lang="en" exercise="after_deal" part="reveal"
# The row buried the 8♥ under a 4♣ and the clubs under a 10♥: the heart run of pile 1 cannot move any more until the 4♣ leaves. Deal only when the columns have nothing better to offer.

# %% [markdown] lang="fr" exercise="after_deal" part="reveal"
# La rangée a enterré le 8♥ sous un 4♣ et les trèfles sous un 10♥ : la suite de cœurs de la pile 1 ne peut plus bouger tant que le 4♣ n'est pas parti. Ne distribuez que lorsque les colonnes n'ont plus rien de mieux à offrir.

# %% [markdown] lang="en"
# ## Exercise 3 — what the score counts
#
# In the position below, two more moves have been played after the row: 6♥ onto 7♥ (pile 8 to pile 2), then 3♠ onto 4♣ (pile 10 to pile 1). What is the score now? Remember that a run covered by the stock's row still lies in the column.

# %% [markdown] lang="fr"
# ## Exercice 3 — ce que compte le score
#
# Dans la position ci-dessous, deux coups ont suivi la rangée : le 6♥ sur le 7♥ (pile 8 vers pile 2), puis le 3♠ sur le 4♣ (pile 10 vers pile 1). Que vaut le score maintenant ? Une suite recouverte par la rangée de la pioche est toujours dans la colonne.

# %% exercise="score" part="ask"
q = exercise("spider.score")
position = q.game
display(show(position))
q

# %% exercise="score" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="score" part="score"
q.score(answer)

# %% exercise="score" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau2", 2))

# %% [markdown] lang="en" exercise="score" part="reveal"
# The score measures exactly what the game rewards: cards already in one-suit order. A full King-to-Ace run is worth 12, and it keeps those 12 points when it goes up.

# %% [markdown] lang="fr" exercise="score" part="reveal"
# Le score mesure exactement ce que le jeu récompense : les cartes déjà rangées dans une même couleur. Une suite complète du Roi à l'As vaut 12, et garde ces 12 points en montant.

# %% [markdown] lang="en"
# ## Exercise 4 — how many rows are left?
#
# Still in that position: how many more times can you click the stock?

# %% [markdown] lang="fr"
# ## Exercice 4 — combien de rangées restent ?
#
# Toujours dans cette position : combien de fois peut-on encore cliquer sur la pioche ?

# %% exercise="rows_left" part="ask"
q = exercise("spider.rows_left")
q

# %% exercise="rows_left" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="rows_left" part="score"
q.score(answer)

# %% exercise="rows_left" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("stock", 1))

# %% [markdown] lang="en" exercise="rows_left" part="reveal"
# Four rows, and each will cover every column once more. The stock also refuses to deal while a column is empty: fill every gap first, even with a lone card.

# %% [markdown] lang="fr" exercise="rows_left" part="reveal"
# Quatre rangées, et chacune recouvrira encore toutes les colonnes. La pioche refuse aussi de distribuer tant qu'une colonne est vide : comblez d'abord chaque trou, même avec une carte seule.

# %% [markdown] lang="en"
# ## Options
#
# The number of suits changes everything: with one suit (eight packs of spades) every build is a same-suit build and every run moves; with two suits (hearts and spades) half the builds still glue. Always 104 cards. Here is deal 1 in one suit.

# %% [markdown] lang="fr"
# ## Options
#
# Le nombre de couleurs change tout : avec une seule (huit jeux de piques), toute construction est de même couleur et toute suite se déplace ; avec deux (cœurs et piques), la moitié des constructions soudent encore. Toujours 104 cartes. Voici la donne 1 à une seule couleur.

# %%
one_suit = sn.new_game(GAME, deal=1, suits=1)
show(one_suit)

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The usual advice: prefer a move that puts a card on its own suit, because that build will move again later; otherwise take the move that turns over a hidden card. The player below keeps the kit's greedy choice but first looks only at same-suit moves when there are any. Forty deals each, four suits:

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le conseil habituel : préférer un coup qui pose une carte sur sa propre couleur, car cette construction pourra encore bouger ; sinon, prendre le coup qui retourne une carte cachée. Le joueur ci-dessous garde le choix glouton du kit, mais ne regarde d'abord que les coups de même couleur quand il y en a. Quarante donnes chacun, quatre couleurs :

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def same_suit_first():
    greedy = greedy_player()

    def choose(game, moves):
        def onto_own_suit(move):
            if str(move) == "deal" or not move.source or not move.target:
                return False
            below, moving = game.pile(move.target).cards, game.pile(move.source).cards
            return bool(below) and below[-1].suit == moving[-move.count].suit
        preferred = [move for move in moves if onto_own_suit(move)]
        return greedy(game, preferred or moves)
    return choose


results = play_many({"greedy": greedy_player, "same suit first": same_suit_first},
                    range(1, 41), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:16} wins {wins}/40, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# Neither player wins a four-suit deal: Spider needs look-ahead (which card will the next move uncover, which column can be emptied) that a one-move player lacks. Yet the same-suit preference raises the average score, which counts exactly the one-suit order the advice aims for.

# %% [markdown] lang="fr"
# Aucun des deux joueurs ne gagne une donne à quatre couleurs : l'araignée demande de voir plus loin (quelle carte le prochain coup découvrira, quelle colonne on peut vider), ce qu'un joueur à un coup ne fait pas. La préférence pour la même couleur fait pourtant monter le score moyen, qui compte justement l'ordre par couleur que vise le conseil.

# %% [markdown] lang="en"
# ## Compared with Klondike
#
# Klondike sends cards home one at a time from the Ace up and fills an empty column with a King only; Spider sends a whole King-to-Ace run at once, takes any card into an empty column, builds regardless of colour, and deals its stock onto the columns instead of into a waste pile, once and without redeal.

# %% [markdown] lang="fr"
# ## Par rapport à Klondike
#
# Le Klondike monte les cartes une à une à partir de l'As et ne met qu'un Roi dans une colonne vide ; l'araignée monte d'un coup une suite entière du Roi à l'As, accepte n'importe quelle carte dans une colonne vide, construit sans regarder la couleur, et distribue sa pioche sur les colonnes au lieu d'un talon, une seule fois et sans redistribution.

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
answer = 't10-t9x9'
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
# Deal 2 is yours. Before each click on the stock, ask yourself whether a column could be emptied first: an empty column is the best place to sort out a mixed pile.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 est à vous. Avant chaque clic sur la pioche, demandez-vous si une colonne peut d'abord être vidée : une colonne vide est le meilleur endroit pour démêler une pile mélangée.

# %%
sn.play(GAME, deal=2)
