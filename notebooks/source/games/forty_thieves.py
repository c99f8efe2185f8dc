# %% [markdown] lang="en"
# # Forty Thieves
#
# Forty cards lie face up in ten piles of four, and sixty-four more wait in the stock, which you may run through once only. Every card is visible from the start, yet the game is famously hard: you build down **in one suit**, and a card moves alone. A run of several cards travels only when empty piles could have ferried it card by card, so the whole game turns on one question: how soon can you empty a pile?
#
# Two packs also mean two of every card. A Jack of clubs has two Queens of clubs to choose from, and each suit climbs on two foundations side by side.

# %% [markdown] lang="fr"
# # Les quarante voleurs
#
# Quarante cartes sont étalées face visible en dix piles de quatre, et soixante-quatre autres attendent dans la pioche, qu'on ne traverse qu'une fois. Tout se voit dès le départ, et pourtant le jeu est réputé difficile : on construit en descendant **dans la même couleur**, et une carte se déplace seule. Une suite de plusieurs cartes ne voyage que si des piles vides auraient permis de la transporter carte par carte ; toute la partie tourne donc autour d'une question : quand pourrez-vous vider une pile ?
#
# Deux paquets, c'est aussi deux exemplaires de chaque carte. Un Valet de trèfle a deux Dames de trèfle où se poser, et chaque couleur monte sur deux fondations côte à côte.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "forty_thieves"

# %% [markdown] lang="en"
# ## Deal 3
#
# Read the bottom row, the only cards that can move. Three Aces are already free (A♣ on piles 4 and 8, A♦ on pile 5), and a fourth, A♥, hides just under the A♣ of pile 8. Pile 10 offers 2♥, which will follow its Ace at once.

# %% [markdown] lang="fr"
# ## La donne 3
#
# Lisez la rangée du bas : ce sont les seules cartes qui bougent. Trois As sont déjà libres (l'A♣ des piles 4 et 8, l'A♦ de la pile 5), et un quatrième, l'A♥, se cache juste sous l'A♣ de la pile 8. La pile 10 offre le 2♥, qui suivra aussitôt son As.

# %%
game = sn.new_game(GAME, deal=3)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Look for the tableau line: "build down by suit" and the power of two. With no empty pile, 2⁰ = 1: only single cards move. Each empty pile doubles what may travel in one move.

# %% [markdown] lang="fr"
# ## Les règles
#
# Cherchez la ligne du tableau : « construire en descendant par couleur » et la puissance de deux. Sans pile vide, 2⁰ = 1 : seules des cartes isolées bougent. Chaque pile vide double ce qui peut voyager en un coup.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Opening deal 3
#
# **Four Aces home.** The two A♣, the A♦ and, once the upper A♣ of pile 8 has gone, the A♥ beneath it. Each suit gets two foundations in this game, so the second Ace of clubs starts a foundation of its own.

# %% [markdown] lang="fr"
# ## L'ouverture de la donne 3
#
# **Quatre As aux fondations.** Les deux A♣, l'A♦ puis, une fois parti l'A♣ du dessus de la pile 8, l'A♥ qu'il couvrait. Chaque couleur a deux fondations dans ce jeu : le second As de trèfle en commence donc une à lui.

# %%
for move in ["t4-f5", "t5-f8", "t8-f4", "t8-f1"]:
    game.play(move)
show(game)

# %% [markdown] lang="en"
# **2♥ up, then 9♣ down.** The 2♥ leaves pile 10 for the A♥ and uncovers 10♣. The 9♣ at the foot of pile 3 is of the same suit and one rank lower, so it may sit on that 10♣: a proper Forty Thieves build.

# %% [markdown] lang="fr"
# **Le 2♥ monte, le 9♣ descend.** Le 2♥ quitte la pile 10 pour rejoindre l'A♥ et dégage le 10♣. Le 9♣ au pied de la pile 3, même couleur et un rang plus bas, peut se poser sur ce 10♣ : une vraie construction des quarante voleurs.

# %%
game.play("t10-f1")
game.play("t3-t10")
show(game)

# %% [markdown] lang="en"
# **Two Jacks find their Queens.** J♣ from pile 6 onto Q♣ in pile 7, then J♠ from pile 4 onto the Q♠ that the 9♣ just uncovered. Note what the J♠ could *not* do: a Q♥ or Q♦ would refuse it, however convenient.

# %% [markdown] lang="fr"
# **Deux Valets trouvent leur Dame.** Le V♣ de la pile 6 sur la D♣ de la pile 7, puis le V♠ de la pile 4 sur la D♠ que le 9♣ vient de découvrir. Remarquez ce que le V♠ ne pouvait *pas* faire : une D♥ ou une D♦ le refuserait, même si cela arrangeait.

# %%
game.play("t6-t7")
game.play("t4-t3")
print("score:", game.score)
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — two Queens of clubs
#
# The game went on: twelve more moves turned the stock a few times and emptied pile 9. Its Q♣ went onto the K♣ of pile 8. Now look at the J♣ at the foot of pile 7. Where may it go?

# %% [markdown] lang="fr"
# ## Exercice 1 — deux Dames de trèfle
#
# La partie a continué : douze coups de plus ont fait tourner la pioche et vidé la pile 9, dont la D♣ est partie sur le R♣ de la pile 8. Regardez maintenant le V♣ au pied de la pile 7. Où peut-il aller ?

# %% exercise="jack" part="ask"
position = game.copy()
for move in "deal deal deal deal w-t4 deal deal w-f6 t9-f6 t9-t8 t9-f7 t9-f3".split():
    position.play(move)
q = PickTarget(position, "tableau7", 1)
display(show(position, labels=True))
q

# %% exercise="jack" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau2"]
### BEGIN SOLUTION
answer = ["tableau8", "tableau9"]
### END SOLUTION
q.check(answer)

# %% exercise="jack" part="score"
q.score(answer)

# %% exercise="jack" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau7", 1))

# %% [markdown] lang="en" exercise="jack" part="reveal"
# The other Q♣, now on pile 8, takes it; so does the empty pile 9, which accepts any card. Moving it changes nothing here, though: the useful move is 10♣ with 9♣ from pile 10 onto the J♣, two cards at once thanks to the empty pile.

# %% [markdown] lang="fr" exercise="jack" part="reveal"
# L'autre D♣, désormais sur la pile 8, l'accepte ; la pile 9 vide aussi, puisqu'elle prend n'importe quelle carte. Ce déplacement ne sert à rien ici : le coup utile est de poser 10♣ et 9♣ de la pile 10 sur le V♣, deux cartes d'un coup grâce à la pile vide.

# %% [markdown] lang="en"
# ## Exercise 2 — counting the score
#
# Same position. What does the score show?

# %% [markdown] lang="fr"
# ## Exercice 2 — compter le score
#
# Même position. Quel score s'affiche ?

# %% exercise="score" part="ask"
q = exercise("forty_thieves.score")
q

# %% exercise="score" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 45
### END SOLUTION
q.check(answer)

# %% exercise="score" part="score"
q.score(answer)

# %% exercise="score" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("foundation1", 2))

# %% [markdown] lang="en" exercise="score" part="reveal"
# A full game is worth 1000: 104 cards at five points, plus sixty for each of the eight finished foundations.

# %% [markdown] lang="fr" exercise="score" part="reveal"
# Une partie gagnée vaut 1000 : 104 cartes à cinq points, plus soixante pour chacune des huit fondations terminées.

# %% [markdown] lang="en"
# ## Exercise 3 — a run into an empty pile
#
# A new position, from deal 7 after ninety-one moves. Pile 9 is empty, and pile 3 ends with a run of clubs, 10♣ 9♣ 8♣ 7♣. How many of its cards may move into pile 9 in a single move?

# %% [markdown] lang="fr"
# ## Exercice 3 — une suite vers une pile vide
#
# Une nouvelle position, tirée de la donne 7 après quatre-vingt-onze coups. La pile 9 est vide, et la pile 3 se termine par une suite de trèfles, 10♣ 9♣ 8♣ 7♣. Combien de ses cartes peuvent aller dans la pile 9 en un seul coup ?

# %% exercise="into_gap" part="ask"
q = exercise("forty_thieves.into_gap")
late = q.game
display(show(late, labels=True))
q

# %% exercise="into_gap" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 1
### END SOLUTION
q.check(answer)

# %% exercise="into_gap" part="score"
q.score(answer)

# %% exercise="into_gap" part="reveal"
display(q.check(answer, reveal=True))
show(late, select=("tableau3", 1))

# %% [markdown] lang="en" exercise="into_gap" part="reveal"
# Only the 7♣. Yet the same empty pile lets 6♣ 5♣ of pile 1 go onto that 7♣ together: aimed at a card, a move may count pile 9 as its spare, so two cards pass.

# %% [markdown] lang="fr" exercise="into_gap" part="reveal"
# Seul le 7♣ y va. Pourtant, la même pile vide permet au 6♣ et au 5♣ de la pile 1 de rejoindre ensemble ce 7♣ : quand on vise une carte, la pile 9 sert de relais, et deux cartes passent.

# %% [markdown] lang="en"
# ## Exercise 4 — a run that goes home
#
# Still deal 7. The spade foundation 6 has reached 5♠, and pile 2 ends with J♠ 10♠ 9♠ 8♠ 7♠ 6♠. How many spades can go up from pile 2 in one move?

# %% [markdown] lang="fr"
# ## Exercice 4 — une suite qui rentre
#
# Toujours la donne 7. La fondation 6 des piques est montée jusqu'au 5♠, et la pile 2 se termine par V♠ 10♠ 9♠ 8♠ 7♠ 6♠. Combien de piques peuvent monter de la pile 2 en un seul coup ?

# %% exercise="run_home" part="ask"
q = exercise("forty_thieves.run_home")
q

# %% exercise="run_home" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 6
### END SOLUTION
q.check(answer)

# %% exercise="run_home" part="score"
q.score(answer)

# %% exercise="run_home" part="reveal"
display(q.check(answer, reveal=True))
show(late, select=("tableau2", 6))

# %% [markdown] lang="en" exercise="run_home" part="reveal"
# Six cards home in one click, and pile 2 is left with J♦ 8♥ Q♣: three cards from a second empty pile.

# %% [markdown] lang="fr" exercise="run_home" part="reveal"
# Six cartes rentrent d'un clic, et il ne reste à la pile 2 que V♦ 8♥ D♣ : trois cartes d'une deuxième pile vide.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The classic advice is to keep the waste out of the tableau: a waste card laid on a pile makes that pile longer and harder to empty. Take it only to a foundation, and prefer the moves that shorten piles. The player below follows this: it ignores the stock and any waste-to-tableau move while the tableau itself offers something, and otherwise plays like the kit's greedy player. Thirty deals each:

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le conseil classique : tenir la défausse à l'écart du tableau. Une carte de la défausse posée sur une pile l'allonge et la rend plus dure à vider ; ne la jouez que vers une fondation, et préférez les coups qui raccourcissent les piles. Le joueur ci-dessous l'applique : il ignore la pioche et tout coup de la défausse vers le tableau tant que le tableau propose autre chose, et joue sinon comme le joueur glouton du kit. Trente donnes chacun :

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def tableau_first():
    greedy = greedy_player()

    def choose(game, moves):
        def leaves_the_waste_alone(move):
            return move.source != "waste" or move.target.startswith("foundation")
        preferred = [move for move in moves if str(move) != "deal" and leaves_the_waste_alone(move)]
        return greedy(game, preferred or moves)
    return choose


results = play_many({"greedy": greedy_player, "tableau first": tableau_first}, range(1, 31), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:14} wins {wins}/30, average score {sum(s for _, s in games) / len(games):.0f}")

# %% [markdown] lang="en"
# No win for either: Forty Thieves needs plans many moves deep. Keeping the waste off the tableau lifts the average score, though (158 against 137): more cards reach the foundations before the stock runs out.

# %% [markdown] lang="fr"
# Aucune victoire d'un côté comme de l'autre : les quarante voleurs demandent des plans sur de nombreux coups. Tenir la défausse loin du tableau fait pourtant monter le score moyen (158 contre 137) : davantage de cartes atteignent les fondations avant que la pioche ne s'épuise.

# %% [markdown] lang="en"
# ## Compared with FreeCell
#
# Both games show every card and limit runs by the free space. FreeCell has four free cells and no stock; Forty Thieves has none, so only empty piles help, and it adds a stock turned once. It also builds in suit rather than alternating colours, on ten piles with two packs.

# %% [markdown] lang="fr"
# ## Par rapport à FreeCell
#
# Les deux jeux montrent toutes les cartes et limitent les suites selon la place libre. FreeCell a quatre cellules libres et aucune pioche ; les quarante voleurs n'en ont aucune, seules les piles vides aident, et ajoutent une pioche parcourue une fois. On y construit aussi par couleur plutôt qu'en alternant rouge et noir, sur dix piles avec deux paquets.

# %%
for line in differences(GAME, "freecell"):
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
answer = 'w-t2'
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
# Now play deal 2 yourself. Set yourself a target: one empty pile before the stock is half gone. Each time you want to put a waste card on the tableau, first look for a tableau move that does the same job.

# %% [markdown] lang="fr"
# ## À vous
#
# Jouez maintenant la donne 2 vous-même. Fixez-vous un but : une pile vide avant d'avoir tourné la moitié de la pioche. Chaque fois que vous voulez poser une carte de la défausse sur le tableau, cherchez d'abord un coup du tableau qui rende le même service.

# %%
sn.play(GAME, deal=2)
