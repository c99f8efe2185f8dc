# %% [markdown] lang="en"
# # Thumb and Pouch
#
# Thumb and Pouch deals exactly like Klondike and keeps its stock — one card a click, two redeals — but loosens the two rules that make Klondike tight. A card goes down onto **any suit except its own**: 6♦ may sit on 7♥ or 7♣ or 7♠, only not on 7♦. And **any card or run** may fill an empty pile, not just a King.
#
# Colour no longer matters, only suit, and three of every four cards one rank higher are possible homes. The lesson of this game is the other side of freedom: with so many legal moves, many of them lead nowhere, and the player must tell the moves that change something from those that only shuffle cards about.

# %% [markdown] lang="fr"
# # Pouce et poche
#
# Pouce et poche se distribue exactement comme le Klondike et en garde la pioche — une carte par clic, deux redistributions — mais desserre les deux règles qui rendent le Klondike serré. Une carte descend sur **n'importe quelle couleur sauf la sienne** : le 6♦ peut se poser sur le 7♥, le 7♣ ou le 7♠, mais pas sur le 7♦. Et **n'importe quelle carte ou suite** peut occuper une pile vide, pas seulement un Roi.
#
# Le rouge ou le noir ne compte plus, seule la couleur compte, et trois cartes sur quatre d'un rang au-dessus sont des places possibles. La leçon de ce jeu, c'est l'envers de la liberté : avec tant de coups permis, beaucoup ne mènent nulle part, et il faut distinguer les coups qui changent quelque chose de ceux qui ne font que déplacer des cartes.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "thumb_and_pouch"

# %% [markdown] lang="en"
# ## Deal 1
#
# Two Aces on top, A♠ and A♥. Then a move a Klondike player would never look for: 6♦ in pile 2 may go onto 7♥ in pile 1, red on red, because the suits differ.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Deux As sur le dessus, l'As♠ et l'As♥. Puis un coup qu'un joueur de Klondike ne chercherait jamais : le 6♦ de la pile 2 peut aller sur le 7♥ de la pile 1, rouge sur rouge, parce que les couleurs diffèrent.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The tableau line carries both changes: building on any suit but the card's own, and the empty pile that takes anything. The rest — stock, redeals, foundations that can give a card back — is Klondike's.

# %% [markdown] lang="fr"
# ## Les règles
#
# La ligne du tableau porte les deux changements : construire sur n'importe quelle couleur sauf la sienne, et la pile vide qui accepte tout. Le reste — la pioche, les redistributions, les fondations qui peuvent rendre une carte — est celui du Klondike.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Three steps on deal 1
#
# **The Aces first.** A♥ leaves pile 6 and A♠ leaves pile 4; J♦ and J♠ turn up.

# %% [markdown] lang="fr"
# ## Trois pas sur la donne 1
#
# **D'abord les As.** L'As♥ quitte la pile 6 et l'As♠ la pile 4 ; le V♦ et le V♠ se retournent.

# %%
game.play("t6-f4")
game.play("t4-f2")
show(game)

# %% [markdown] lang="en"
# **5♠ onto 6♦.** Pile 7 turns up 9♦. This one would be legal in Klondike too.

# %% [markdown] lang="fr"
# **Le 5♠ sur le 6♦.** La pile 7 retourne le 9♦. Celui-ci serait permis au Klondike aussi.

# %%
game.play("t7-t2")
show(game)

# %% [markdown] lang="en"
# **6♦ 5♠ onto 7♥.** A run built by this game's rule moves as one unit, and lands red on red. Pile 2 shows 7♣ — and notice that the pair could now go straight back onto it: a legal move that changes nothing.

# %% [markdown] lang="fr"
# **6♦ 5♠ sur le 7♥.** Une suite construite selon la règle de ce jeu se déplace d'un bloc, et se pose rouge sur rouge. La pile 2 montre le 7♣ — et remarquez que la paire pourrait maintenant y revenir : un coup permis qui ne change rien.

# %%
game.play("t2-t1x2")
show(game, select=("tableau1", 2))

# %% [markdown] lang="en"
# ## Exercise 1 — only the own suit is barred
#
# Deal 4, four moves in; pile 2 is empty. Which of these four moves pass the any-suit-but-its-own test, or the empty-pile one?

# %% [markdown] lang="fr"
# ## Exercice 1 — seule la couleur de la carte est interdite
#
# La donne 4, après quatre coups ; la pile 2 est vide. Lesquels de ces quatre coups passent l'épreuve de la couleur interdite, ou celle de la pile vide ?

# %% exercise="own_suit" part="ask"
barred = sn.new_game(GAME, deal=4)
for move in ["t6-f4", "t3-t4", "t2-t6", "t2-t5"]:
    barred.play(move)
q = LegalMoves(barred, ["t3-t7", "t1-t3", "t4-t2x2", "t7-t4"])
display(show(barred))
q

# %% exercise="own_suit" part="answer"
answer = ...  # ← your answer: the letters of the accepted moves, e.g. ["a", "d"]
### BEGIN SOLUTION
answer = ["b", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="own_suit" part="score"
q.score(answer)

# %% exercise="own_suit" part="reveal"
display(q.check(answer, reveal=True))
show(barred, select=("tableau3", 1))

# %% [markdown] lang="en" exercise="own_suit" part="reveal"
# 4♣ is refused on 5♣ — the one 5 it may not use — while 3♠ settles on 4♣, black on black. And 8♣ 7♦ may take the empty pile although no King heads it.

# %% [markdown] lang="fr" exercise="own_suit" part="reveal"
# Le 4♣ est refusé sur le 5♣ — le seul 5 qui lui soit interdit — tandis que le 3♠ s'installe sur le 4♣, noir sur noir. Et 8♣ 7♦ peut prendre la pile vide bien qu'aucun Roi ne la mène.

# %% [markdown] lang="en"
# ## Exercise 2 — two eights, two colours
#
# Deal 7, eight moves in: 7♠ is on top of the waste. Which piles will take this 7♠? Use the tags on the picture.

# %% [markdown] lang="fr"
# ## Exercice 2 — deux huit, deux couleurs
#
# La donne 7, après huit coups : le 7♠ est sur le dessus de la défausse. Quelles piles accepteront ce 7♠ ? Servez-vous des étiquettes de l'image.

# %% exercise="eights" part="ask"
eights = sn.new_game(GAME, deal=7)
for move in ["t7-t6", "t7-f4", "t4-t7", "deal", "deal", "deal", "deal", "deal"]:
    eights.play(move)
q = PickTarget(eights, "waste", 1)
display(show(eights, labels=True))
q

# %% exercise="eights" part="answer"
answer = ...  # ← your answer: a list of piles, e.g. ["t5"]
### BEGIN SOLUTION
answer = ["t3", "t4"]
### END SOLUTION
q.check(answer)

# %% exercise="eights" part="score"
q.score(answer)

# %% exercise="eights" part="reveal"
display(q.check(answer, reveal=True))
show(eights, select=("waste", 1), labels=True)

# %% [markdown] lang="en" exercise="eights" part="reveal"
# 8♥ as in Klondike, and 8♣ as well, since a club is not a spade. Which to choose? Under 8♣ lie two hidden cards, under 8♥ two more: the one you do not cover can still move to uncover its pile.

# %% [markdown] lang="fr" exercise="eights" part="reveal"
# Le 8♥ comme au Klondike, et le 8♣ aussi, puisqu'un trèfle n'est pas un pique. Lequel choisir ? Sous le 8♣ dorment deux cartes cachées, sous le 8♥ deux aussi : celui que vous ne recouvrez pas peut encore partir pour découvrir sa pile.

# %% [markdown] lang="en"
# ## Exercise 3 — a black run
#
# Deal 3, sixteen moves in. Pile 5 ends with 6♠ 5♣ 4♠ 3♣, four black cards. How many cards of pile 5, at most, may move together?

# %% [markdown] lang="fr"
# ## Exercice 3 — une suite toute noire
#
# La donne 3, après seize coups. La pile 5 se termine par 6♠ 5♣ 4♠ 3♣, quatre cartes noires. Combien de cartes de la pile 5, au plus, peuvent bouger ensemble ?

# %% exercise="black_run" part="ask"
q = exercise("thumb_and_pouch.black_run")
black_run = q.game
display(show(black_run))
q

# %% exercise="black_run" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="black_run" part="score"
q.score(answer)

# %% exercise="black_run" part="reveal"
display(q.check(answer, reveal=True))
show(black_run, select=("tableau5", 4))

# %% [markdown] lang="en" exercise="black_run" part="reveal"
# Runs like this are why an empty pile is so useful here: any of them, whatever card heads it, can move into one.

# %% [markdown] lang="fr" exercise="black_run" part="reveal"
# Ce genre de suite explique pourquoi une pile vide est si utile ici : n'importe laquelle, quelle que soit sa carte de tête, peut s'y installer.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual's advice: with any card allowed in an empty pile and three passes through the stock, there is room to experiment, so try several rearrangements before giving up. For a machine, room to experiment has a cost. The kit's greedy player values a move between two face-up cards above a click on the stock, so it can shuffle a run back and forth. Below it meets two players that restrict it: one keeps Klondike's habit of alternating colours, the other refuses any tableau move that uncovers nothing. Deals 1 to 30.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le conseil du manuel : avec n'importe quelle carte permise sur une pile vide et trois passages dans la pioche, on a de la marge pour expérimenter, alors essayez plusieurs réorganisations avant d'abandonner. Pour une machine, cette marge a un prix. Le joueur glouton du kit préfère un déplacement entre deux cartes visibles à un clic sur la pioche : il peut donc faire aller et venir une suite. Ci-dessous, il affronte deux joueurs qui le brident : l'un garde l'habitude du Klondike d'alterner rouge et noir, l'autre refuse tout coup de tableau qui ne découvre rien. Donnes 1 à 30.

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def klondike_habit():
    greedy = greedy_player()

    def choose(game, moves):
        def same_colour(move):
            if str(move) in ("deal", "redeal") or not move.target.startswith("tableau"):
                return False
            below = game.pile(move.target).cards
            return bool(below) and below[-1].red == game.pile(move.source).cards[-move.count].red
        return greedy(game, [move for move in moves if not same_colour(move)] or moves)
    return choose


def purposeful():
    greedy = greedy_player()

    def choose(game, moves):
        def idle(move):
            if str(move) in ("deal", "redeal") or not (move.source.startswith("tableau")
                                                       and move.target.startswith("tableau")):
                return False
            below = game.pile(move.source).cards[:-move.count]
            return bool(below) and below[-1].face_up
        return greedy(game, [move for move in moves if not idle(move)] or moves)
    return choose


results = play_many({"greedy": greedy_player, "klondike habit": klondike_habit, "purposeful": purposeful},
                    range(1, 31), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:14} wins {wins}/30, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# The plain greedy player loses most deals, wandering among idle moves until play is cut off. Both restrictions help enormously, and the purposeful player wins nearly everything: a move here should turn a card, empty a pile, or send a card home. Experiment, as the manual says — but with a purpose for each move.

# %% [markdown] lang="fr"
# Le joueur glouton tout simple perd la plupart des donnes, en errant parmi des coups inutiles jusqu'à ce que la partie soit arrêtée. Les deux restrictions aident énormément, et le joueur qui vise un but gagne presque tout : ici, un coup doit retourner une carte, vider une pile ou monter une carte. Expérimentez, comme dit le manuel — mais avec un but à chaque coup.

# %% [markdown] lang="en"
# ## Compared with Klondike
#
# The building rule changes first: Klondike asks for the opposite colour, Thumb and Pouch only for a different suit, so a card has three possible homes of the next rank instead of two. Then the empty pile, open to any card. Deal, stock and foundations are the same.

# %% [markdown] lang="fr"
# ## Par rapport au Klondike
#
# La règle de construction change d'abord : le Klondike exige rouge sur noir ou noir sur rouge, Pouce et poche seulement une autre couleur, si bien qu'une carte a trois places possibles au rang du dessus au lieu de deux. Ensuite la pile vide, ouverte à toute carte. La donne, la pioche et les fondations sont les mêmes.

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
# Deal 2. Before each move, say aloud what it achieves — a card turned, a pile emptied, a card home. If the answer is "nothing", click the stock instead.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2. Avant chaque coup, dites à voix haute ce qu'il apporte — une carte retournée, une pile vidée, une carte montée. Si la réponse est « rien », cliquez plutôt sur la pioche.

# %%
sn.play(GAME, deal=2)
