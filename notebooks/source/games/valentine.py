# %% [markdown] lang="en"
# # Valentine
#
# Valentine is a small game with a strange engine. Four cards lie on the table; a card goes onto the card of **its own suit one rank higher** (6♥ onto 7♥), one card at a time, and there are no foundations: the aim is to get all fifty-two cards into those four piles, each a single suit from King down to Ace.
#
# Everything else happens in one click on the stock, which does one of three things depending on the table: it fills the empty piles, or it turns one card onto a waste that holds a single card, or — when that waste card is stuck and no pile is empty — it sends all four piles back under the stock and starts again with four new cards. Learning Valentine is learning to predict that click.

# %% [markdown] lang="fr"
# # Valentine
#
# Valentine est un petit jeu au mécanisme étrange. Quatre cartes sont sur la table ; une carte se pose sur la carte **de sa propre couleur d'un rang plus haut** (le 6♥ sur le 7♥), une carte à la fois, et il n'y a pas de fondations : le but est de faire entrer les cinquante-deux cartes dans ces quatre piles, chacune d'une seule couleur, du Roi jusqu'à l'As.
#
# Tout le reste se passe dans un clic sur la pioche, qui fait l'une de trois choses selon la table : il remplit les piles vides, ou il retourne une carte sur une défausse qui n'en tient qu'une, ou — quand cette carte de défausse est bloquée et qu'aucune pile n'est vide — il renvoie les quatre piles sous la pioche et recommence avec quatre nouvelles cartes. Apprendre Valentine, c'est apprendre à prévoir ce clic.

# %%
import solitaire_nb as sn
from solitaire_nb.text.phrases import Phrase
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import BuildSequence, LegalMoves, PileIs, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "valentine"

# %% [markdown] lang="en"
# ## Deal 9
#
# Q♥, 3♣, A♣ and A♦. No card here has the next higher card of its suit in view — A♣ would need 2♣ — so the only thing to do is click.

# %% [markdown] lang="fr"
# ## La donne 9
#
# D♥, 3♣, A♣ et A♦. Aucune carte ici n'a en vue la carte immédiatement supérieure de sa couleur — l'A♣ aurait besoin du 2♣ — et la seule chose à faire est de cliquer.

# %%
game = sn.new_game(GAME, deal=9)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The stock line is long because it describes the three-way click. Note the goal too: it says nothing about foundations, only that the stock and the waste must end empty.

# %% [markdown] lang="fr"
# ## Les règles
#
# La ligne de la pioche est longue parce qu'elle décrit le clic à trois effets. Notez aussi le but : il ne parle pas de fondations, seulement d'une pioche et d'une défausse qui doivent finir vides.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## The three clicks on deal 9
#
# **First click: a card onto the waste.** No pile is empty and the waste is empty, so the click turns 10♠ face up. It has no J♠ to go onto.

# %% [markdown] lang="fr"
# ## Les trois clics sur la donne 9
#
# **Premier clic : une carte sur la défausse.** Aucune pile n'est vide et la défausse est vide : le clic retourne le 10♠. Il n'a pas de V♠ où se poser.

# %%
game.play("deal")
show(game)

# %% [markdown] lang="en"
# **Second click: everything under the stock.** A card waits on the waste and no pile is empty, so the four piles go face down under the stock; 10♠ starts pile 1, and J♠, K♣ and 6♦ start the three others. The kit writes this click `redeal`.

# %% [markdown] lang="fr"
# **Deuxième clic : tout sous la pioche.** Une carte attend sur la défausse et aucune pile n'est vide : les quatre piles passent face cachée sous la pioche ; le 10♠ commence la pile 1, et le V♠, le R♣ et le 6♦ commencent les trois autres. Le kit écrit ce clic `redeal`.

# %%
game.play("redeal")
show(game)

# %% [markdown] lang="en"
# **A move, then the third kind of click.** 10♠ goes onto J♠, leaving pile 1 empty. Now the click fills the gap with a card from the stock (5♦), which fits on 6♦ at once.

# %% [markdown] lang="fr"
# **Un coup, puis le troisième genre de clic.** Le 10♠ va sur le V♠ et laisse la pile 1 vide. Le clic remplit alors le trou avec une carte de la pioche (le 5♦), qui se pose aussitôt sur le 6♦.

# %%
game.play("t1-t2")
game.play("deal")
game.play("t1-t4")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — how big is the stock after the gathering?
#
# Three more steps on deal 9: a click brings 9♠, which goes onto 10♠; a click brings Q♦; a last click turns 2♥ onto the waste, where it is stuck. The next click will gather the piles. How many cards will the stock hold once it has done so?

# %% [markdown] lang="fr"
# ## Exercice 1 — quelle taille a la pioche après le ramassage ?
#
# Trois pas de plus sur la donne 9 : un clic amène le 9♠, qui va sur le 10♠ ; un clic amène la D♦ ; un dernier clic retourne le 2♥ sur la défausse, où il est bloqué. Le prochain clic va ramasser les piles. Combien de cartes la pioche contiendra-t-elle une fois qu'il l'aura fait ?

# %% exercise="gather" part="ask"
q = exercise("valentine.gather")
before_gather = q.game
gathered = before_gather.copy()
gathered.play("redeal")
display(show(before_gather))
q

# %% exercise="gather" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 48
### END SOLUTION
q.check(answer)

# %% exercise="gather" part="score"
q.score(answer)

# %% exercise="gather" part="reveal"
display(q.check(answer, reveal=True))
show(gathered)

# %% [markdown] lang="en" exercise="gather" part="reveal"
# The gathering undoes your building: the three spades you stacked are gone. They are not lost, though — each pile goes under turned over, so a run comes back later with its cards side by side, as the next exercise shows.

# %% [markdown] lang="fr" exercise="gather" part="reveal"
# Le ramassage défait vos constructions : les trois piques empilés sont partis. Ils ne sont pas perdus pour autant — chaque pile passe dessous retournée, si bien qu'une suite revient plus tard avec ses cartes côte à côte, comme le montre l'exercice suivant.

# %% [markdown] lang="en"
# ## Exercise 2 — a waste card that fits
#
# Deal 3, thirteen clicks in: the waste shows 2♣, the piles A♣, 3♣, A♥ and 7♦. Which of these are legal?

# %% [markdown] lang="fr"
# ## Exercice 2 — une carte de défausse qui s'accorde
#
# La donne 3, après treize clics : la défausse montre le 2♣, les piles l'A♣, le 3♣, l'A♥ et le 7♦. Parmi ces coups, lesquels sont jouables ?

# %% exercise="waste" part="ask"
clubs = sn.new_game(GAME, deal=3)
for move in ["deal", "redeal", "deal", "redeal", "deal", "redeal", "deal", "redeal", "deal", "redeal", "deal", "redeal",
             "deal"]:
    clubs.play(move)
q = LegalMoves(clubs, ["w-t2", "w-t1", "t1-t2", "t3-t1", "redeal"])
display(show(clubs))
q

# %% exercise="waste" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["b"]
### BEGIN SOLUTION
answer = ["a", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="waste" part="score"
q.score(answer)

# %% exercise="waste" part="reveal"
display(q.check(answer, reveal=True))
show(clubs, select=("waste", 1))

# %% [markdown] lang="en" exercise="waste" part="reveal"
# Two legal moves, and a world between them. 2♣ onto 3♣ builds, and then A♣ can follow onto 2♣. The click is legal too, but it would sweep 3♣ and A♣ under the stock and put 2♣ alone in pile 1: a card goes *under* the next higher one, never the other way, so 2♣ on A♣ is refused.

# %% [markdown] lang="fr" exercise="waste" part="reveal"
# Deux coups permis, et un monde entre eux. Le 2♣ sur le 3♣ construit, et l'A♣ peut ensuite suivre sur le 2♣. Le clic est permis aussi, mais il balaierait le 3♣ et l'A♣ sous la pioche et laisserait le 2♣ seul dans la pile 1 : une carte va *sous* la carte immédiatement supérieure, jamais l'inverse, d'où le refus du 2♣ sur l'A♣.

# %% [markdown] lang="en"
# ## Exercise 3 — the order of the moves
#
# Deal 9 again, forty moves in. J♠, 10♠ and 9♠ lie side by side in piles 1 to 3 — the run gathered in exercise 1, come back. Stack all three on pile 1, giving your moves in order.

# %% [markdown] lang="fr"
# ## Exercice 3 — l'ordre des coups
#
# Encore la donne 9, après quarante coups. Le V♠, le 10♠ et le 9♠ sont côte à côte dans les piles 1 à 3 — la suite ramassée à l'exercice 1, revenue. Empilez les trois sur la pile 1, en donnant vos coups dans l'ordre.

# %% exercise="order" part="ask"
spades = sn.new_game(GAME, deal=9)
for move in ["deal", "redeal", "t1-t2", "deal", "t1-t4", "deal", "t1-t2", "deal", "deal", "redeal", "deal", "redeal",
             "deal", "redeal", "t4-t1", "deal", "deal", "redeal", "t2-t3", "deal", "deal", "redeal", "deal", "redeal",
             "deal", "redeal", "t4-t3", "deal", "deal", "redeal", "deal", "redeal", "deal", "redeal", "deal", "redeal",
             "t4-t3", "deal", "deal", "redeal"]:
    spades.play(move)
q = BuildSequence(spades, PileIs("tableau1", "JS TS 9S"))
display(show(spades))
q

# %% exercise="order" part="answer"
answer = ...  # ← your answer: a list of moves, e.g. ["t3-t2", "t4-t1"]
### BEGIN SOLUTION
answer = ["t2-t1", "t3-t1"]
### END SOLUTION
q.check(answer)

# %% exercise="order" part="score"
q.score(answer)

# %% exercise="order" part="reveal"
result = q.check(answer, reveal=True)
display(result)
show(result.game or spades)

# %% [markdown] lang="en" exercise="order" part="reveal"
# 10♠ must move first. Start with 9♠ onto 10♠ and the 10♠ is covered: only a pile's top card moves, so the pair can never join J♠. Two piles are now empty, and the next click fills both from the stock.

# %% [markdown] lang="fr" exercise="order" part="reveal"
# Le 10♠ doit partir le premier. Commencez par le 9♠ sur le 10♠, et le 10♠ est couvert : seule la carte du dessus d'une pile bouge, la paire ne rejoindra donc jamais le V♠. Deux piles sont maintenant vides, et le prochain clic les remplit toutes deux depuis la pioche.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The only real decision in Valentine is when to click. Play every move the piles and the waste allow before clicking, because a click with a card on the waste and no empty pile sends the four piles back under the stock. Below, the kit's greedy player (which always moves before it clicks) meets an impatient player that clicks whenever it can. Valentine is very rarely won, so the cell counts, for each player, the largest number of cards the four piles ever held during a thousand clicks, on deals 1 to 20.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# La seule vraie décision à Valentine, c'est quand cliquer. Jouez tous les coups que permettent les piles et la défausse avant de cliquer, car un clic avec une carte sur la défausse et aucune pile vide renvoie les quatre piles sous la pioche. Ci-dessous, le joueur glouton du kit (qui joue toujours avant de cliquer) affronte un joueur impatient qui clique dès qu'il le peut. Valentine ne se gagne que très rarement : la cellule compte donc, pour chaque joueur, le plus grand nombre de cartes que les quatre piles aient jamais contenu en mille clics, sur les donnes 1 à 20.

# %%
from solitaire_nb.engine.strategy import greedy_player


def impatient():
    greedy = greedy_player()

    def choose(game, moves):
        clicks = [move for move in moves if str(move) in ("deal", "redeal")]
        return clicks[0] if clicks else greedy(game, moves)
    return choose


def most_cards_laid(factory, deal, clicks=1000):
    position, choose, best, done = sn.new_game(GAME, deal=deal), factory(), 0, 0
    while done < clicks and not position.is_won():
        move = choose(position, position.legal_moves())
        position.play(move)
        done += str(move) in ("deal", "redeal")
        best = max(best, sum(len(pile.cards) for pile in position.group_piles("tableau")))
    return best, position.is_won()


for name, factory in {"greedy": greedy_player, "impatient": impatient}.items():
    played = [most_cards_laid(factory, deal) for deal in range(1, 21)]
    wins, most = sum(won for _, won in played), sum(best for best, _ in played) / len(played)
    print(Phrase(en=f"{name:9} wins {wins}/20, most cards in the piles {most:.1f} on average",
                 fr=f"{name:9} gagne {wins}/20, au plus {most:.1f} cartes dans les piles en moyenne").text())

# %% [markdown] lang="en"
# Neither player wins, but the patient one builds piles three times as tall: the impatient player keeps sweeping its own work under the stock. Even patience is far from enough, though — with so few choices, Valentine is mostly a game of luck in the order of the stock.

# %% [markdown] lang="fr"
# Aucun des deux ne gagne, mais le joueur patient bâtit des piles trois fois plus hautes : l'impatient ne cesse de balayer son propre travail sous la pioche. La patience est pourtant loin de suffire — avec si peu de choix, Valentine est surtout un jeu de chance dans l'ordre de la pioche.

# %% [markdown] lang="en"
# ## Compared with Cruel
#
# Cruel is the closest relative: it too builds down by suit one card at a time and, when you are stuck, picks the tableau up and deals it out again. But Cruel sends its cards to foundations from the Aces, and lays all its cards out at once; Valentine has no foundations at all, four piles fed by a stock and a one-card waste, and a gathering that comes with every stuck waste card.

# %% [markdown] lang="fr"
# ## Par rapport à Cruel
#
# Cruel est le plus proche parent : lui aussi construit en descendant par couleur, une carte à la fois, et quand on est bloqué, il ramasse le tableau et le redistribue. Mais Cruel envoie ses cartes sur des fondations depuis les As, et étale toutes ses cartes d'emblée ; Valentine n'a pas de fondations du tout, quatre piles nourries par une pioche et une défausse d'une carte, et un ramassage à chaque carte de défausse bloquée.

# %%
for line in differences(GAME, "cruel"):
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
# Valentine's puzzles come from the end of real games: one pile already holds a long run down from its King,
# and a few single cards wait beside it. The question is the order in which they go. Keep two rules in mind: only
# one card moves at a time, so two cards stacked on a single card never move again, and one click fills every
# empty pile at once.

# %% [markdown] lang="fr"
# Les énigmes de Valentine viennent de la fin de vraies parties : une pile tient déjà une longue suite
# descendant de son Roi, et quelques cartes seules attendent à côté. La question est l'ordre dans lequel elles
# partent. Gardez deux règles en tête : une seule carte se déplace à la fois, donc deux cartes empilées sur une
# carte seule ne bougent plus jamais, et un clic remplit d'un coup toutes les piles vides.

# %% exercise="puzzle" part="ask"
from solitaire_nb.teaching.puzzles import PuzzleExercise
puzzle = sn.puzzles(GAME, level=2)[0]
q = PuzzleExercise(puzzle)
display(show(puzzle.game(), labels=True))
q

# %% exercise="puzzle" part="answer"
answer = ...  # ← your answer: one move in the kit's notation, in quotes
### BEGIN SOLUTION
answer = 't3-t2'
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
# Deal 2. Before each click, say which of the three things it will do — and if the answer is "gather the piles", check once more that no card can move.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2. Avant chaque clic, dites laquelle des trois choses il va faire — et si la réponse est « ramasser les piles », vérifiez encore une fois qu'aucune carte ne peut bouger.

# %%
sn.play(GAME, deal=2)
