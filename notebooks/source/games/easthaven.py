# %% [markdown] lang="en"
# # Easthaven
#
# Easthaven looks like a shrunken Klondike — seven piles of only three cards, two of them face down — but it has no waste at all. Each click on the stock lays a fresh face-up card on **every** pile at once, so each click buries seven cards you may still need, Spider-fashion.
#
# The game's own rule is a brake on that click: while a pile stands empty and a King sitting on other cards could move into it, the stock refuses to deal. So the question a player keeps asking here is *what will the next row cover, and am I allowed to deal yet?*

# %% [markdown] lang="fr"
# # L'asile de l'est
#
# L'asile de l'est ressemble à un Klondike rétréci — sept piles de trois cartes seulement, dont deux face cachée — mais il n'a pas de défausse du tout. Chaque clic sur la pioche pose une nouvelle carte face visible sur **toutes** les piles à la fois : chaque clic enterre donc sept cartes dont vous aurez peut-être encore besoin, comme à l'Araignée.
#
# La règle propre au jeu freine ce clic : tant qu'une pile est vide et qu'un Roi posé sur d'autres cartes pourrait s'y installer, la pioche refuse de distribuer. La question qu'on se pose sans cesse ici est donc : *que va recouvrir la prochaine rangée, et ai-je déjà le droit de distribuer ?*

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "easthaven"

# %% [markdown] lang="en"
# ## Deal 9
#
# Twenty-one cards on the table, thirty-one in the stock. Only the seven top cards are open, and already 4♦ has two homes, 5♣ and 5♠. Every card turned over now is a card the next row will not hide.

# %% [markdown] lang="fr"
# ## La donne 9
#
# Vingt et une cartes sur la table, trente et une dans la pioche. Seules les sept cartes du dessus sont découvertes, et le 4♦ a déjà deux places possibles : le 5♣ et le 5♠. Chaque carte retournée maintenant est une carte que la prochaine rangée ne cachera pas.

# %%
game = sn.new_game(GAME, deal=9)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Read the stock line twice: it holds both the row-by-row deal and its exception. The rest is familiar — alternate colours going down, sequences moving as a block, Kings alone opening an empty pile — except that a card sent home can never come back.

# %% [markdown] lang="fr"
# ## Les règles
#
# Lisez deux fois la ligne de la pioche : elle contient à la fois la distribution rangée par rangée et son exception. Le reste est connu — en descendant par couleur (rouge et noir) alternée, suites déplacées d'un bloc, Rois seuls pour ouvrir une pile vide — sauf qu'une carte montée en fondation ne redescend jamais.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Emptying a pile on deal 9
#
# **Two builds that open two cards.** 4♦ goes onto 5♠ (pile 6), which uncovers 3♣ in pile 7; then 2♥ leaves pile 4 for that 3♣ and uncovers 5♦.

# %% [markdown] lang="fr"
# ## Vider une pile sur la donne 9
#
# **Deux constructions qui ouvrent deux cartes.** Le 4♦ va sur le 5♠ (pile 6), ce qui découvre le 3♣ de la pile 7 ; puis le 2♥ quitte la pile 4 pour ce 3♣ et découvre le 5♦.

# %%
game.play("t7-t6")
game.play("t4-t7")
show(game)

# %% [markdown] lang="en"
# **An Ace appears.** 4♣ onto the new 5♦ turns up A♥ in pile 3; it goes straight home, and 3♥ shows beneath it.

# %% [markdown] lang="fr"
# **Un As apparaît.** Le 4♣ sur le nouveau 5♦ retourne l'As♥ de la pile 3 ; il monte aussitôt en fondation, et le 3♥ se montre en dessous.

# %%
game.play("t3-t4")
game.play("t3-f3")
show(game)

# %% [markdown] lang="en"
# **Hearts climb, and pile 3 is empty.** 2♥ comes back from pile 7 to the foundation, then 3♥ follows it: three cards of one suit home, and a hole in the tableau before the first click. Pile 1 shows K♦ on two face-down cards. Look at the stock before you read on.

# %% [markdown] lang="fr"
# **Les cœurs montent, et la pile 3 est vide.** Le 2♥ repart de la pile 7 vers la fondation, puis le 3♥ le suit : trois cartes d'une même couleur montées, et un trou dans le tableau avant le premier clic. La pile 1 montre le R♦ posé sur deux cartes face cachée. Regardez la pioche avant de lire la suite.

# %%
game.play("t7-f3")
game.play("t3-f3")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — the stock says no
#
# In this very position, which of these five moves does the game accept? Think about the empty pile, and about who may sit in it.

# %% [markdown] lang="fr"
# ## Exercice 1 — la pioche dit non
#
# Dans cette position même, lesquels de ces cinq coups le jeu accepte-t-il ? Pensez à la pile vide, et à qui a le droit de s'y asseoir.

# %% exercise="refused_deal" part="ask"
hole = game.copy()
q = LegalMoves(hole, ["deal", "t4-t3", "t1-t3", "t6-t2", "t2-t3"])
display(show(hole))
q

# %% exercise="refused_deal" part="answer"
answer = ...  # ← your answer: the letters of the accepted moves, e.g. ["a", "e"]
### BEGIN SOLUTION
answer = ["c", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="refused_deal" part="score"
q.score(answer)

# %% exercise="refused_deal" part="reveal"
display(q.check(answer, reveal=True))
show(hole, select=("tableau1", 1))

# %% [markdown] lang="en" exercise="refused_deal" part="reveal"
# K♦ covers two face-down cards, so it *could* fill pile 3 usefully: until it does, the stock stays shut. The 4♣ and the 5♣ may not take the gap either — only a King may. Moving K♦ is good news anyway: one of its two hidden cards turns up.

# %% [markdown] lang="fr" exercise="refused_deal" part="reveal"
# Le R♦ recouvre deux cartes face cachée : il *pourrait* remplir utilement la pile 3, et tant qu'il ne l'a pas fait, la pioche reste fermée. Le 4♣ et le 5♣ ne peuvent pas non plus prendre la place — seul un Roi le peut. Déplacer le R♦ est de toute façon une bonne nouvelle : l'une de ses deux cartes cachées se retourne.

# %% [markdown] lang="en"
# ## Exercise 2 — a King in view, and yet…
#
# Deal 47, fourteen moves in. Pile 2 is empty and K♠ is face up in pile 7. May you click the stock now? Answer yes or no.

# %% [markdown] lang="fr"
# ## Exercice 2 — un Roi en vue, et pourtant…
#
# La donne 47, après quatorze coups. La pile 2 est vide et le R♠ est visible dans la pile 7. Avez-vous le droit de cliquer sur la pioche maintenant ? Répondez oui ou non.

# %% exercise="may_deal" part="ask"
q = exercise("easthaven.may_deal")
king_in_view = q.game
display(show(king_in_view))
q

# %% exercise="may_deal" part="answer"
answer = ...  # ← your answer: yes or no
### BEGIN SOLUTION
answer = "yes"
### END SOLUTION
q.check(answer)

# %% exercise="may_deal" part="score"
q.score(answer)

# %% exercise="may_deal" part="reveal"
display(q.check(answer, reveal=True))
show(king_in_view, select=("tableau7", 1))

# %% [markdown] lang="en" exercise="may_deal" part="reveal"
# The brake only holds when the empty pile could really be filled. A click here also drops a card into pile 2 — the gap is gone, and any King turned up later will have to wait for the next one.

# %% [markdown] lang="fr" exercise="may_deal" part="reveal"
# Le frein ne joue que si la pile vide pouvait vraiment être remplie. Un clic ici dépose d'ailleurs une carte dans la pile 2 : le trou disparaît, et un Roi découvert plus tard devra attendre le suivant.

# %% [markdown] lang="en"
# ## Exercise 3 — the short last row
#
# Thirty-one cards do not split into rows of seven. On deal 1, after four full clicks, how many cards will the fifth and last click lay on the table?

# %% [markdown] lang="fr"
# ## Exercice 3 — la dernière rangée, plus courte
#
# Trente et une cartes ne se partagent pas en rangées de sept. Sur la donne 1, après quatre clics complets, combien de cartes le cinquième et dernier clic posera-t-il sur la table ?

# %% exercise="last_row" part="ask"
q = exercise("easthaven.last_row")
four_rows = q.game
after_last = four_rows.copy()
after_last.play("deal")
display(show(four_rows))
q

# %% exercise="last_row" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="last_row" part="score"
q.score(answer)

# %% exercise="last_row" part="reveal"
display(q.check(answer, reveal=True))
show(after_last)

# %% [markdown] lang="en" exercise="last_row" part="reveal"
# Piles 4 to 7 are safe from the last click: a card you park there at the end will not be covered again.

# %% [markdown] lang="fr" exercise="last_row" part="reveal"
# Les piles 4 à 7 échappent au dernier clic : une carte qu'on y range en fin de partie ne sera plus recouverte.

# %% [markdown] lang="en"
# ## Exercise 4 — a long run and a tempting gap
#
# Deal 40, later on: pile 2 is empty and pile 4 ends with the run J♠ 10♦ 9♠ 8♥. Where may those four cards go together? Answer with pile names such as `t7` (the picture tags every pile).

# %% [markdown] lang="fr"
# ## Exercice 4 — une longue suite et un trou tentant
#
# La donne 40, plus loin : la pile 2 est vide et la pile 4 se termine par la suite V♠ 10♦ 9♠ 8♥. Où ces quatre cartes peuvent-elles aller ensemble ? Répondez par des noms de piles comme `t7` (l'image étiquette chaque pile).

# %% exercise="run" part="ask"
long_runs = sn.new_game(GAME, deal=40)
for move in ["t3-t2", "deal", "t2-f1", "t2-t6x2", "t6-t5", "t6-t1x2", "t5-t1", "deal", "t3-t5", "t5-t2x2",
             "t2-t3x3", "t1-t5", "t3-t2x3", "deal", "t1-f3", "t2-f1", "t2-t3x4", "t6-t3", "t4-t5", "t1-t7x4",
             "t1-t5", "t3-t5x6", "t1-t3", "t5-t3x3", "t5-t1x2", "t4-t3", "t7-t4x5", "t7-f1", "t7-f1", "t7-t2",
             "t7-t6", "t2-t6x2"]:
    long_runs.play(move)
q = PickTarget(long_runs, "tableau4", 4)
display(show(long_runs, labels=True))
q

# %% exercise="run" part="answer"
answer = ...  # ← your answer: a list of piles, e.g. ["t1"]
### BEGIN SOLUTION
answer = ["t7"]
### END SOLUTION
q.check(answer)

# %% exercise="run" part="score"
q.score(answer)

# %% exercise="run" part="reveal"
display(q.check(answer, reveal=True))
show(long_runs, select=("tableau4", 4), labels=True)

# %% [markdown] lang="en" exercise="run" part="reveal"
# Only Q♥ takes the Jack. The empty pile wants a King-headed run: the whole K♣ … 8♥ block of pile 4 could go there, and until it does, the stock will not deal.

# %% [markdown] lang="fr" exercise="run" part="reveal"
# Seule la D♥ accepte le Valet. La pile vide veut une suite menée par un Roi : tout le bloc R♣ … 8♥ de la pile 4 pourrait y aller, et tant qu'il n'y est pas, la pioche ne distribuera pas.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual's advice cuts both ways: send cards home before the next row buries them, yet remember that a card on a foundation is lost to the tableau for good. Below, the kit's greedy player (which sends every card up at once) meets a cautious one that only sends a card home when both foundations of the other colour are at most two ranks below it — so nothing that could still hold a card leaves. Deals 1 to 100, wins and average number of cards home.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le conseil du manuel va dans les deux sens : montez les cartes avant que la rangée suivante ne les enterre, mais souvenez-vous qu'une carte en fondation est perdue pour le tableau. Ci-dessous, le joueur glouton du kit (qui monte chaque carte aussitôt) affronte un joueur prudent qui ne monte une carte que si les deux fondations de l'autre couleur sont au plus deux rangs en dessous — rien de ce qui pourrait encore porter une carte ne s'en va. Donnes 1 à 100, victoires et nombre moyen de cartes montées.

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def cautious_home():
    greedy = greedy_player()

    def choose(game, moves):
        home = {pile.cards[-1].suit: pile.cards[-1].rank for pile in game.group_piles("foundation") if pile.cards}

        def too_early(move):
            if str(move) == "deal" or not move.target.startswith("foundation"):
                return False
            card = game.pile(move.source).cards[-1]
            other_colour = [home.get(suit, 0) for suit in "CDHS" if (suit in "DH") != card.red]
            return card.rank > min(other_colour) + 2
        return greedy(game, [move for move in moves if not too_early(move)] or moves)
    return choose


results = play_many({"greedy": greedy_player, "cautious": cautious_home}, range(1, 101), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:9} wins {wins}/100, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# Caution costs here: the greedy player wins more deals and sends more cards home (10 wins against 6 in a hundred deals). In Easthaven the threat of the next row is worse than the loss of a builder — a card kept back for later is very often under a fresh card by then.

# %% [markdown] lang="fr"
# La prudence coûte cher ici : le joueur glouton gagne plus de donnes et monte plus de cartes (10 victoires contre 6 sur cent donnes). À l'asile de l'est, la menace de la rangée suivante pèse plus que la perte d'un support — une carte gardée pour plus tard se retrouve très souvent sous une nouvelle carte entre-temps.

# %% [markdown] lang="en"
# ## Compared with Klondike
#
# The difference that matters most is where the stock goes: not to a waste you may dig through, but onto the tableau, a row at a time, with the brake on empty piles. Then come the small piles (three cards each), the single pass, and foundations you cannot borrow back from.

# %% [markdown] lang="fr"
# ## Par rapport au Klondike
#
# La différence qui compte le plus, c'est où va la pioche : pas sur une défausse qu'on peut fouiller, mais sur le tableau, une rangée à la fois, avec le frein des piles vides. Viennent ensuite les petites piles (trois cartes chacune), le passage unique, et des fondations auxquelles on ne peut rien reprendre.

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
answer = 't5-t2'
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
# Deal 2 from the start. Before each click, count the face-down cards you could still uncover, and ask whether a King is keeping the stock closed.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 depuis le début. Avant chaque clic, comptez les cartes face cachée que vous pourriez encore découvrir, et demandez-vous si un Roi tient la pioche fermée.

# %%
sn.play(GAME, deal=2)
