# %% [markdown] lang="en"
# # Yukon
#
# Yukon looks like Klondike — seven piles, build down in alternating colours, Aces up by suit — until you notice that the stock is missing. All 52 cards are dealt, 31 of them face up, and the freedom comes from the moves instead: **any face-up card may move with everything on top of it**, in order or not, as long as that one card fits where it lands.
#
# A Yukon player learns to see a pile as a stack of possible handles: grab the card you need to place, and whatever sits on it comes along for the ride.

# %% [markdown] lang="fr"
# # Le Yukon
#
# Le Yukon ressemble au Klondike — sept piles, construction descendante par couleur (rouge et noir) alternée, As montés par couleur — jusqu'à ce qu'on remarque l'absence de pioche. Les 52 cartes sont distribuées, dont 31 face visible, et la liberté vient des coups : **n'importe quelle carte visible peut bouger avec tout ce qui est posé dessus**, en ordre ou non, pourvu que cette carte-là s'accorde avec sa destination.
#
# Un joueur de Yukon apprend à voir une pile comme une série de poignées : on saisit la carte qu'il faut placer, et ce qui est posé dessus suit le mouvement.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "yukon"

# %% [markdown] lang="en"
# ## Deal 1
#
# Pile 1 is a lone 7♦; the other piles carry one to six hidden cards under five face-up ones. Pile 7 holds A♦ and 2♦ side by side, under Q♦ 6♥ 8♥.

# %% [markdown] lang="fr"
# ## La donne 1
#
# La pile 1 n'est qu'un 7♦ ; les autres piles portent de une à six cartes cachées sous cinq cartes visibles. La pile 7 contient l'A♦ et le 2♦ côte à côte, sous D♦ 6♥ 8♥.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# No stock, no waste: every line is about the tableau and the foundations. Note the empty-pile rule — Kings only, as in Klondike.

# %% [markdown] lang="fr"
# ## Les règles
#
# Ni pioche ni talon : chaque ligne parle du tableau et des fondations. Notez la règle de la pile vide — des Rois seulement, comme au Klondike.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Digging out two Diamonds
#
# **Q♦ onto K♣, carrying 6♥ and 8♥.** Only Q♦ has to fit (red Queen on black King); the two hearts on it are out of order and come anyway. Pile 7 now ends with A♦ 2♦.

# %% [markdown] lang="fr"
# ## Dégager deux carreaux
#
# **D♦ sur R♣, en emportant 6♥ et 8♥.** Seule la D♦ doit s'accorder (Dame rouge sur Roi noir) ; les deux cœurs posés dessus ne sont pas en ordre et suivent quand même. La pile 7 se termine maintenant par A♦ 2♦.

# %%
game.play("t7-t2x3")
show(game)

# %% [markdown] lang="en"
# **2♦ onto 3♣, then both Diamonds up.** 2♦ steps aside onto the black Three of pile 3, which frees A♦ for the foundation; 2♦ then follows it from pile 3. Pile 7 turns up 10♠.

# %% [markdown] lang="fr"
# **2♦ sur 3♣, puis les deux carreaux en fondation.** Le 2♦ s'écarte sur le Trois noir de la pile 3, ce qui libère l'A♦ pour la fondation ; le 2♦ l'y suit ensuite depuis la pile 3. La pile 7 retourne le 10♠.

# %%
for move in ["t7-t3", "t7-f1", "t3-f1"]:
    game.play(move)
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — handles in the piles
#
# In this position, which of these moves are allowed?

# %% [markdown] lang="fr"
# ## Exercice 1 — des poignées dans les piles
#
# Dans cette position, lesquels de ces coups sont permis ?

# %% exercise="handles" part="ask"
position = game.copy()
q = LegalMoves(position, ["t4-t7x4", "t2-t6", "t6-t7", "t2-t1x5", "t3-t2"])
display(show(position))
q

# %% exercise="handles" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["b", "c"]
### BEGIN SOLUTION
answer = ["a", "b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="handles" part="score"
q.score(answer)

# %% exercise="handles" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau4", 4))

# %% [markdown] lang="en" exercise="handles" part="reveal"
# 9♦ onto 10♠ takes four cards along; 9♣ onto 10♠ fails because both are black. The colours alternate, whatever rides on top.

# %% [markdown] lang="fr" exercise="handles" part="reveal"
# Le 9♦ sur le 10♠ emporte quatre cartes ; le 9♣ sur le 10♠ échoue, car les deux sont noirs. Rouge et noir alternent, quel que soit le chargement.

# %% [markdown] lang="en"
# ## Exercise 2 — the size of a load
#
# Same position: 6♣ of pile 2 may go onto the 7♦ of pile 1. How many cards move in all, 6♣ included?

# %% [markdown] lang="fr"
# ## Exercice 2 — la taille d'un chargement
#
# Même position : le 6♣ de la pile 2 peut aller sur le 7♦ de la pile 1. Combien de cartes bougent en tout, 6♣ compris ?

# %% exercise="load" part="ask"
q = exercise("yukon.load")
q

# %% exercise="load" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 5
### END SOLUTION
q.check(answer)

# %% exercise="load" part="score"
q.score(answer)

# %% exercise="load" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau2", 5))

# %% [markdown] lang="en"
# ## Exercise 3 — a King for the gap
#
# On deal 3, 3♠ (pile 1, alone) goes onto 4♥ and pile 1 is empty. Which cards could then head a group moving into pile 1? Give them as a list.

# %% [markdown] lang="fr"
# ## Exercice 3 — un Roi pour le trou
#
# Sur la donne 3, le 3♠ (seul dans la pile 1) part sur le 4♥ et la pile 1 se vide. Quelles cartes pourraient alors être en tête d'un groupe entrant dans la pile 1 ? Donnez-les sous forme de liste.

# %% exercise="gap" part="ask"
q = exercise("yukon.gap")
deal_three = q.game
into_gap = [move for move in deal_three.legal_moves() if move.target == "tableau1"]
display(show(deal_three))
q

# %% exercise="gap" part="answer"
answer = ...  # ← your answer: a list of cards, e.g. ["QH", "7C"]
### BEGIN SOLUTION
answer = ["KS", "KH"]
### END SOLUTION
q.check(answer)

# %% exercise="gap" part="score"
q.score(answer)

# %% exercise="gap" part="reveal"
display(q.check(answer, reveal=True))
for move in into_gap:
    print(move, "→", deal_three.explain(move))

# %% [markdown] lang="en" exercise="gap" part="reveal"
# K♥ would bring four cards and leave 2♥ at the end of pile 4; K♠ would bring three and leave 4♣ at the end of pile 3. Neither turns a card over: a King moved into a gap is worth what it makes playable, and here you must look one move further.

# %% [markdown] lang="fr" exercise="gap" part="reveal"
# Le R♥ emmènerait quatre cartes et laisserait le 2♥ au bout de la pile 4 ; le R♠ en emmènerait trois et laisserait le 4♣ au bout de la pile 3. Aucun ne retourne de carte : un Roi déplacé dans un trou vaut ce qu'il rend jouable, et il faut ici voir un coup plus loin.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual's advice: turn the face-down cards up as fast as possible, shifting even disordered piles to reach them. The player below always prefers a move that turns a card over, and otherwise plays like the kit's greedy player; deals 1 to 40.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le conseil du manuel : retourner au plus vite les cartes cachées, quitte à déplacer des piles en désordre pour les atteindre. Le joueur ci-dessous préfère toujours un coup qui retourne une carte, et joue sinon comme le joueur glouton du kit ; donnes 1 à 40.

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def uncover_first():
    greedy = greedy_player()

    def choose(game, moves):
        def turns_one(move):
            cards = game.pile(move.source).cards
            return len(cards) > move.count and not cards[-move.count - 1].face_up
        return greedy(game, [move for move in moves if turns_one(move)] or moves)
    return choose


results = play_many({"greedy": greedy_player, "uncover first": uncover_first}, range(1, 41), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:13} wins {wins}/40, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# Here the advice pays, a little: one more win in forty deals and a slightly higher average. In Yukon the hidden cards are the only unknowns — there is no stock to rescue you — so every card turned over widens the choice for the rest of the game.

# %% [markdown] lang="fr"
# Ici, le conseil paie, un peu : une victoire de plus sur quarante donnes et une moyenne un peu meilleure. Au Yukon, les cartes cachées sont la seule inconnue — aucune pioche ne vient au secours —, si bien que chaque carte retournée élargit le choix pour tout le reste de la partie.

# %% [markdown] lang="en"
# ## Compared with Klondike
#
# The same foundations, the same alternating colours, the same Kings-only gaps. Yukon drops the stock and the waste, deals every card into the tableau, and replaces Klondike's "move an ordered sequence" by "move any face-up card with its load".

# %% [markdown] lang="fr"
# ## Par rapport au Klondike
#
# Mêmes fondations, même alternance du rouge et du noir, mêmes trous réservés aux Rois. Le Yukon supprime la pioche et le talon, distribue toutes les cartes au tableau, et remplace le « déplacer une séquence ordonnée » du Klondike par « déplacer n'importe quelle carte visible avec son chargement ».

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
answer = 't4-t3'
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
# Deal 2 begins with a lone 10♦ in pile 1 and seven moves on offer, none of which turns a card over. Which one prepares a move that will?

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 commence avec un 10♦ seul dans la pile 1 et sept coups possibles, dont aucun ne retourne de carte. Lequel prépare un coup qui en retournera une ?

# %%
sn.play(GAME, deal=2)
