# %% [markdown] lang="en"
# # Jumbo
#
# Jumbo is Klondike played with two decks shuffled together: 104 cards, nine piles dealt as a staircase from nine cards down to one, eight foundations, and a stock of fifty-nine cards turned one at a time with a single redeal. The rules of building are Klondike's; what changes is the scale, and the fact that **every card exists twice**.
#
# Twins change the arithmetic of choice. A black 8 may have four red 9s to choose from, a Queen may find two identical Kings, a 2 may go up on either of two Aces of its suit. Meanwhile the first pile hides eight cards, so digging is long work, and the stock forgives only one pass more.

# %% [markdown] lang="fr"
# # Jumbo
#
# Jumbo, c'est le Klondike joué avec deux paquets mêlés : 104 cartes, neuf piles distribuées en escalier de neuf cartes à une, huit fondations, et une pioche de cinquante-neuf cartes retournées une à une avec une seule redistribution. Les règles de construction sont celles du Klondike ; ce qui change, c'est l'échelle, et le fait que **chaque carte existe en deux exemplaires**.
#
# Les jumelles changent l'arithmétique du choix. Un 8 noir peut avoir quatre 9 rouges où se poser, une Dame peut trouver deux Rois identiques, un 2 peut monter sur l'un ou l'autre des deux As de sa couleur. Pendant ce temps, la première pile cache huit cartes : creuser est un long travail, et la pioche ne pardonne qu'un passage de plus.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "jumbo"

# %% [markdown] lang="en"
# ## Deal 1
#
# The staircase runs the other way from Klondike's: the deep pile is on the left. K♣ crowns pile 1, and Q♥ in pile 8 fits on it at once. Eight foundation places wait on the right.

# %% [markdown] lang="fr"
# ## La donne 1
#
# L'escalier descend dans l'autre sens que celui du Klondike : la pile profonde est à gauche. Le R♣ coiffe la pile 1, et la D♥ de la pile 8 s'y pose tout de suite. Huit places de fondation attendent à droite.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Read the deck line first — a double deck — then the foundation line: eight piles, each from its own Ace. The rest is Klondike's text with a single redeal instead of two.

# %% [markdown] lang="fr"
# ## Les règles
#
# Lisez d'abord la ligne du paquet — un double paquet — puis celle des fondations : huit piles, chacune depuis son propre As. Le reste est le texte du Klondike, avec une seule redistribution au lieu de deux.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Opening deal 1
#
# **Q♥ onto K♣.** Pile 8 turns up J♥ and has no hidden card left: one of the two short piles on the right is already cleared of secrets.

# %% [markdown] lang="fr"
# ## L'ouverture de la donne 1
#
# **La D♥ sur le R♣.** La pile 8 retourne le V♥ et n'a plus de carte cachée : l'une des deux petites piles de droite n'a déjà plus de secret.

# %%
game.play("t8-t1")
show(game)

# %% [markdown] lang="en"
# **J♠ onto Q♥.** Pile 5 shows 9♥. Now look at 8♠ in pile 7: with 9♦ on pile 4 and 9♥ on pile 5, it has two places to go — a choice that two decks make common.

# %% [markdown] lang="fr"
# **Le V♠ sur la D♥.** La pile 5 montre le 9♥. Regardez maintenant le 8♠ de la pile 7 : avec le 9♦ sur la pile 4 et le 9♥ sur la pile 5, il a deux places possibles — un choix que deux paquets rendent courant.

# %%
game.play("t5-t1")
show(game, select=("tableau7", 1))

# %% [markdown] lang="en"
# **8♠ onto 9♦.** Pile 7 turns up 6♠. Which red 9 to use hardly matters here, but it will later: keep the other one free for another black 8 — there are four.

# %% [markdown] lang="fr"
# **Le 8♠ sur le 9♦.** La pile 7 retourne le 6♠. Le choix du 9 rouge compte peu ici, mais il comptera plus tard : gardez l'autre libre pour un autre 8 noir — il y en a quatre.

# %%
game.play("t7-t4")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — two identical Kings
#
# Deal 3, at the very start. Where may Q♦, on top of pile 7, go? Use the pile tags.

# %% [markdown] lang="fr"
# ## Exercice 1 — deux Rois identiques
#
# La donne 3, tout au début. Où peut aller la D♦, sur le dessus de la pile 7 ? Servez-vous des étiquettes des piles.

# %% exercise="twins" part="ask"
twins = sn.new_game(GAME, deal=3)
q = PickTarget(twins, "tableau7", 1)
display(show(twins, labels=True))
q

# %% exercise="twins" part="answer"
answer = ...  # ← your answer: a list of piles, e.g. ["t1"]
### BEGIN SOLUTION
answer = ["t3", "t8"]
### END SOLUTION
q.check(answer)

# %% exercise="twins" part="score"
q.score(answer)

# %% exercise="twins" part="reveal"
display(q.check(answer, reveal=True))
show(twins, select=("tableau7", 1), labels=True)

# %% [markdown] lang="en" exercise="twins" part="reveal"
# Two K♣, one from each deck. Either way pile 7 turns up the same card; the choice matters later. Each K♣ will one day have to move to an empty pile, with whatever is built on it, to free what it covers (six cards under pile 3's, one under pile 8's), and the other K♣ stays free for another red Queen — the two decks hold four.

# %% [markdown] lang="fr" exercise="twins" part="reveal"
# Deux R♣, un de chaque paquet. Dans les deux cas, la pile 7 découvre la même carte ; le choix compte plus tard. Chaque R♣ devra un jour partir vers une pile vide, avec tout ce qui est construit sur lui, pour libérer ce qu'il recouvre (six cartes sous celui de la pile 3, une sous celui de la pile 8), et l'autre R♣ reste libre pour une autre Dame rouge — les deux paquets en comptent quatre.

# %% [markdown] lang="en"
# ## Exercise 2 — eight foundations, two of a suit
#
# Deal 16, eight moves in: two foundations have started on diamonds, one at A♦, the other at 2♦. Which of these five moves are legal, the odd-looking one included?

# %% [markdown] lang="fr"
# ## Exercice 2 — huit fondations, deux par couleur
#
# La donne 16, après huit coups : deux fondations ont commencé les carreaux, l'une à l'As♦, l'autre au 2♦. Lesquels de ces cinq coups sont permis, y compris celui qui a l'air bizarre ?

# %% exercise="foundations" part="ask"
two_diamonds = sn.new_game(GAME, deal=16)
for move in ["t3-f7", "t2-f7", "t3-f1", "t3-f4", "t7-f8", "t9-f6", "t5-f6", "t2-f6"]:
    two_diamonds.play(move)
q = LegalMoves(two_diamonds, ["t1-f6", "t3-t9", "f7-f1", "t6-t2", "t1-f1"])
display(show(two_diamonds))
q

# %% exercise="foundations" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["b", "e"]
### BEGIN SOLUTION
answer = ["a", "c", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="foundations" part="score"
q.score(answer)

# %% exercise="foundations" part="reveal"
display(q.check(answer, reveal=True))
show(two_diamonds, select=("foundation7", 1))

# %% [markdown] lang="en" exercise="foundations" part="reveal"
# The surprise is c): 2♦ may hop from one diamond foundation to the other, since each follows its own Ace. Such a move gains nothing by itself, but it shows that the eight foundations are independent piles — two A♦ may each grow their own ladder.

# %% [markdown] lang="fr" exercise="foundations" part="reveal"
# La surprise, c'est c) : le 2♦ peut sauter d'une fondation à carreau à l'autre, puisque chacune suit son propre As. Ce coup ne rapporte rien en soi, mais il montre que les huit fondations sont des piles indépendantes — deux As♦ peuvent chacun monter leur propre échelle.

# %% [markdown] lang="en"
# ## Exercise 3 — the two Aces of clubs
#
# Deal 21, much later: two foundations hold A♣ each, and 2♣ has just come up on the waste. Where may this 2♣ be played?

# %% [markdown] lang="fr"
# ## Exercice 3 — les deux As de trèfle
#
# La donne 21, bien plus tard : deux fondations portent chacune un As♣, et le 2♣ vient d'apparaître sur la défausse. Où peut-on jouer ce 2♣ ?

# %% exercise="clubs" part="ask"
clubs = sn.new_game(GAME, deal=21)
for move in ["t5-f7", "t6-f8", "t3-t2", "t5-t9", "t7-t9", "t9-t6x3", "t7-t9", "t7-f3", "deal", "deal", "w-t6",
             "deal", "deal", "w-t7", "deal", "w-t6", "t4-t6", "deal", "deal", "deal", "w-f4", "t8-f4", "t8-t4",
             "t4-t6", "deal", "t6-t4", "deal", "t4-t6", "deal", "w-f5", "t6-t4", "deal", "w-t8", "t4-t6", "deal",
             "t6-t4", "deal", "t4-t6", "deal"]:
    clubs.play(move)
q = PickTarget(clubs, "waste", 1)
display(show(clubs, labels=True))
q

# %% exercise="clubs" part="answer"
answer = ...  # ← your answer: a list of piles, e.g. ["f2"]
### BEGIN SOLUTION
answer = ["f5", "f8", "t6"]
### END SOLUTION
q.check(answer)

# %% exercise="clubs" part="score"
q.score(answer)

# %% exercise="clubs" part="reveal"
display(q.check(answer, reveal=True))
show(clubs, select=("waste", 1), labels=True)

# %% [markdown] lang="en" exercise="clubs" part="reveal"
# Three homes for one card: either club foundation, or 3♥ at the foot of pile 6's long run. With two decks, it pays to keep the two foundations of a suit level — the second 2♣ will then find its place whichever one you chose.

# %% [markdown] lang="fr" exercise="clubs" part="reveal"
# Trois places pour une seule carte : l'une ou l'autre fondation à trèfle, ou le 3♥ au pied de la longue suite de la pile 6. Avec deux paquets, il vaut mieux faire monter de front les deux fondations d'une même couleur — le second 2♣ trouvera alors sa place quel que soit votre choix.

# %% [markdown] lang="en"
# ## Exercise 4 — after the second pass
#
# On deal 1, suppose you do nothing but click: fifty-nine cards through the stock, the one redeal, fifty-nine cards again. The stock is empty once more. May you turn the waste over again? Answer yes or no.

# %% [markdown] lang="fr"
# ## Exercice 4 — après le second passage
#
# Sur la donne 1, supposez que vous ne fassiez que cliquer : cinquante-neuf cartes de pioche, l'unique redistribution, puis de nouveau cinquante-neuf cartes. La pioche est vide une fois encore. Pouvez-vous retourner encore la défausse ? Répondez oui ou non.

# %% exercise="redeal" part="ask"
q = exercise("jumbo.redeal")
clicked = q.game
display(show(clicked))
q

# %% exercise="redeal" part="answer"
answer = ...  # ← your answer: yes or no
### BEGIN SOLUTION
answer = "no"
### END SOLUTION
q.check(answer)

# %% exercise="redeal" part="score"
q.score(answer)

# %% exercise="redeal" part="reveal"
display(q.check(answer, reveal=True))
show(clicked, select=("waste", 1))

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The advice for Jumbo: turn up the hidden cards first, beginning with the deep piles on the left, since pile 1 hides eight. The player below does just that — among the moves that uncover a card, it picks the one from the pile hiding the most — and otherwise plays like the kit's greedy player. Twenty deals, wins and average number of cards home (out of 104).

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le conseil pour Jumbo : retournez d'abord les cartes cachées, en commençant par les piles profondes de gauche, puisque la pile 1 en cache huit. Le joueur ci-dessous fait exactement cela — parmi les coups qui découvrent une carte, il prend celui de la pile qui en cache le plus — et joue sinon comme le joueur glouton du kit. Vingt donnes, victoires et nombre moyen de cartes montées (sur 104).

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def deep_piles_first():
    greedy = greedy_player()

    def choose(game, moves):
        def hidden_below(move):
            if str(move) in ("deal", "redeal") or not move.source.startswith("tableau"):
                return 0
            below = game.pile(move.source).cards[:-move.count]
            if not below or below[-1].face_up:
                return 0
            return sum(1 for card in below if not card.face_up)
        deepest = max(hidden_below(move) for move in moves)
        if deepest:
            return greedy(game, [move for move in moves if hidden_below(move) == deepest])
        return greedy(game, moves)
    return choose


results = play_many({"greedy": greedy_player, "deep piles first": deep_piles_first}, range(1, 21), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:16} wins {wins}/20, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# Neither player wins a deal, and both bring home only a small fraction of the 104 cards; digging the deep piles first makes no clear difference. A two-deck Klondike with one redeal is hard for players that see one move ahead: the long work of Jumbo is planning which twin takes which place.

# %% [markdown] lang="fr"
# Aucun des deux joueurs ne gagne une donne, et tous deux ne montent qu'une petite part des 104 cartes ; creuser d'abord les piles profondes ne change rien de net. Un Klondike à deux paquets avec une seule redistribution est dur pour des joueurs qui ne voient qu'un coup à l'avance : le long travail de Jumbo, c'est de prévoir quelle jumelle prendra quelle place.

# %% [markdown] lang="en"
# ## Compared with Klondike
#
# Everything doubles except the redeals: two decks, eight foundations, nine piles holding thirty-six hidden cards instead of twenty-one, and a stock you may go through twice rather than three times.

# %% [markdown] lang="fr"
# ## Par rapport au Klondike
#
# Tout double, sauf les redistributions : deux paquets, huit fondations, neuf piles qui cachent trente-six cartes au lieu de vingt et une, et une pioche qu'on parcourt deux fois au lieu de trois.

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
# Deal 2, with its nine piles, is yours. Whenever a card has two identical places to go, stop and look at what each choice covers or uncovers.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 et ses neuf piles sont à vous. Chaque fois qu'une carte a deux places identiques, arrêtez-vous et regardez ce que chaque choix recouvre ou découvre.

# %%
sn.play(GAME, deal=2)
