# %% [markdown] lang="en"
# # Union Square
#
# Sixteen single cards make a four-by-four square, and two packs feed it from the stock. On the square a card may go on its suit's neighbour **above or below** — but only until the pile holds two cards: from then on the pile keeps the direction those two cards chose. Up it goes, or down, never both.
#
# The foundations are unusual too. There is one per suit, not two, and each takes all 26 cards of its suit: Ace up to King, then the second King, and back down to the second Ace.

# %% [markdown] lang="fr"
# # Union Square
#
# Seize cartes isolées forment un carré de quatre sur quatre, et deux paquets l'alimentent par la pioche. Sur le carré, une carte peut se poser sur sa voisine de même couleur **au-dessus ou au-dessous** — mais seulement tant que la pile n'a pas deux cartes : dès lors, elle garde le sens choisi par ces deux cartes. Elle monte ou elle descend, jamais les deux.
#
# Les fondations sortent aussi de l'ordinaire. Il n'y en a qu'une par couleur, pas deux, et chacune reçoit les 26 cartes de sa couleur : de l'As au Roi, puis le second Roi, et on redescend jusqu'au second As.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import PickTarget, LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.text.phrases import Phrase
sn.set_lang("en")
feedback_in_steps()
GAME = "union_square"

# %% [markdown] lang="en"
# ## Deal 8
#
# Two A♠ in the square (piles 3 and 7), yet only one spade foundation exists. Look also at the clubs: 2♣, 3♣ and 4♣ are all on the table, on piles 9, 16 and 6, ready to line up.

# %% [markdown] lang="fr"
# ## La donne 8
#
# Deux A♠ dans le carré (piles 3 et 7), mais une seule fondation de pique existe. Regardez aussi les trèfles : le 2♣, le 3♣ et le 4♣ sont tous sur la table, sur les piles 9, 16 et 6, prêts à s'aligner.

# %%
game = sn.new_game(GAME, deal=8)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Three lines are the game's own, after the usual ones: one direction per pile, one foundation per suit, and the turn at the King. Note also "one card at a time": no run ever moves.

# %% [markdown] lang="fr"
# ## Les règles
#
# Après les lignes habituelles, trois sont propres au jeu : un seul sens par pile, une fondation par couleur, et le demi-tour au Roi. Notez aussi « une carte à la fois » : aucune suite ne se déplace jamais.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Three moves on deal 8
#
# **A♠ home.** The A♠ of pile 3 starts the spade foundation. The other one has to wait until this foundation has climbed to the King and come back down to the 2♠.

# %% [markdown] lang="fr"
# ## Trois coups sur la donne 8
#
# **L'A♠ monte.** L'A♠ de la pile 3 ouvre la fondation de pique. L'autre devra attendre que cette fondation soit montée au Roi puis redescendue jusqu'au 2♠.

# %%
game.play("t3-f1")
show(game)

# %% [markdown] lang="en"
# **3♣ onto 2♣: pile 9 now climbs.** A single 2♣ would have taken the A♣ below or the 3♣ above. Once 3♣ lies on it, the pile has chosen: from now on it takes only 4♣, then 5♣, and so on.

# %% [markdown] lang="fr"
# **3♣ sur 2♣ : la pile 9 monte désormais.** Seul, le 2♣ aurait pris l'A♣ en dessous ou le 3♣ au-dessus. Avec le 3♣ posé dessus, la pile a choisi : elle ne prendra plus que le 4♣, puis le 5♣, et ainsi de suite.

# %%
game.play("t16-t9")
show(game)

# %% [markdown] lang="en"
# **10♠ onto J♠: pile 2 goes down.** The opposite choice on another pile. Pile 2 will now want 9♠; a Q♠ would be refused there, even though it is the J♠'s other neighbour.

# %% [markdown] lang="fr"
# **10♠ sur V♠ : la pile 2 descend.** Le choix inverse, sur une autre pile. La pile 2 attend maintenant le 9♠ ; une D♠ y serait refusée, bien qu'elle soit l'autre voisine du V♠.

# %%
game.play("t13-t2")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — which moves pass?
#
# In the position just reached, which of these moves does the engine accept?

# %% [markdown] lang="fr"
# ## Exercice 1 — quels coups passent ?
#
# Dans la position que nous venons d'atteindre, lesquels de ces coups le moteur accepte-t-il ?

# %% exercise="accepted" part="ask"
position = game.copy()
q = LegalMoves(position, ["t7-f2", "t6-t9", "t12-f1", "t5-t15"])
display(show(position))
q

# %% exercise="accepted" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a"]
### BEGIN SOLUTION
answer = ["b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="accepted" part="score"
q.score(answer)

# %% exercise="accepted" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau7", 1))

# %% [markdown] lang="en" exercise="accepted" part="reveal"
# The second A♠ finds no foundation to start: the spades already have theirs. The 3♠ cannot skip the 2♠. The 4♣ follows the climb of pile 9, and the 2♥ may go on the lone 3♥, which would make pile 15 a descending pile.

# %% [markdown] lang="fr" exercise="accepted" part="reveal"
# Le second A♠ ne trouve aucune fondation à ouvrir : les piques ont déjà la leur. Le 3♠ ne peut pas sauter le 2♠. Le 4♣ suit la montée de la pile 9, et le 2♥ peut se poser sur le 3♥ isolé, ce qui ferait de la pile 15 une pile descendante.

# %% [markdown] lang="en"
# ## Exercise 2 — the Queen of hearts from the waste
#
# Another deal, deal 1, after fifteen moves. Pile 16 holds Q♥ then K♥; the waste offers the second Q♥. Where may that Q♥ go?

# %% [markdown] lang="fr"
# ## Exercice 2 — la Dame de cœur de la défausse
#
# Une autre donne, la 1, après quinze coups. La pile 16 tient la D♥ puis le R♥ ; la défausse propose la seconde D♥. Où cette D♥ peut-elle aller ?

# %% exercise="queen" part="ask"
deal1 = sn.new_game(GAME, deal=1)
for move in "t11-f4 t15-f2 t14-f2 t5-t12 t6-t16 deal w-t11 deal w-f3 deal w-t15 t15-t2 deal w-t6 deal".split():
    deal1.play(move)
q = PickTarget(deal1, "waste", 1)
display(show(deal1, labels=True))
q

# %% exercise="queen" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau2"]
### BEGIN SOLUTION
answer = ["tableau5", "tableau14", "tableau15"]
### END SOLUTION
q.check(answer)

# %% exercise="queen" part="score"
q.score(answer)

# %% exercise="queen" part="reveal"
display(q.check(answer, reveal=True))
show(deal1, select=("waste", 1))

# %% [markdown] lang="en" exercise="queen" part="reveal"
# Only the three empty piles. The K♥ of pile 16 is the Queen's neighbour, but that pile went *up*, from Q♥ to K♥, and nothing comes after a King: the pile is finished. Building up to a King closes a pile for good.

# %% [markdown] lang="fr" exercise="queen" part="reveal"
# Seulement les trois piles vides. Le R♥ de la pile 16 est bien le voisin de la Dame, mais cette pile est *montée*, de la D♥ au R♥, et rien ne suit un Roi : la pile est terminée. Monter jusqu'au Roi ferme une pile pour de bon.

# %% [markdown] lang="en"
# ## Exercise 3 — the long road of a foundation
#
# Back to deal 8, where the A♠ has just gone up. How many more cards will the spade foundation take before it is complete?

# %% [markdown] lang="fr"
# ## Exercice 3 — le long chemin d'une fondation
#
# Retour à la donne 8, où l'A♠ vient de monter. Combien de cartes la fondation de pique recevra-t-elle encore avant d'être complète ?

# %% exercise="road" part="ask"
q = exercise("union_square.road")
q

# %% exercise="road" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 25
### END SOLUTION
q.check(answer)

# %% exercise="road" part="score"
q.score(answer)

# %% exercise="road" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("foundation1", 1))

# %% [markdown] lang="en" exercise="road" part="reveal"
# Low cards are needed twice, at the very start and at the very end: the second A♠ waits on the table for almost the whole game, so give it a pile you will not need.

# %% [markdown] lang="fr" exercise="road" part="reveal"
# Les petites cartes servent deux fois, au tout début et à la toute fin : le second A♠ attend sur la table presque toute la partie, donnez-lui donc une pile dont vous n'aurez pas besoin.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual says: leave a pile's direction open as long as you can, since a lone card takes its neighbour on either side. The player below keeps the kit's greedy judgement, but among its best moves it prefers one that does not put a second card on a lone one. Thirty deals:

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le manuel conseille de laisser le sens d'une pile ouvert le plus longtemps possible, puisqu'une carte seule accepte sa voisine des deux côtés. Le joueur ci-dessous garde le jugement glouton du kit, mais parmi ses meilleurs coups il préfère celui qui ne pose pas une deuxième carte sur une carte seule. Trente donnes :

# %%
from solitaire_nb.engine.strategy import greedy_player, move_value
from solitaire_nb.teaching.lessons import play_many


def direction_left_open():
    greedy = greedy_player()

    def choose(game, moves):
        def fixes_a_direction(move):
            return str(move) != "deal" and move.target.startswith("tableau") and len(game.pile(move.target).cards) == 1
        best = max(move_value(game, move) for move in moves)
        top = [move for move in moves if move_value(game, move) == best]
        return greedy(game, [move for move in top if not fixes_a_direction(move)] or top)
    return choose


results = play_many({"greedy": greedy_player, "direction left open": direction_left_open},
                    range(1, 31), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:20} wins {wins}/30, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# The two players end up close: choosing among equally good moves changes little for a player who does not know what the stock will bring. The advice pays when you remember which cards have gone by — a human strength.

# %% [markdown] lang="fr"
# Les deux joueurs finissent au coude à coude : choisir entre des coups aussi bons l'un que l'autre change peu pour qui ignore ce que la pioche va apporter. Le conseil paie quand on se souvient des cartes déjà passées, une force humaine.

# %% [markdown] lang="en"
# ## Compared with Forty Thieves
#
# The piles first: Forty Thieves builds only down, and suited runs may travel together; Union Square builds either way, but a pile keeps the direction it starts with, and every card moves alone. Then the foundations: four of 26 cards that turn at the King, instead of eight of 13. And sixteen single cards instead of ten piles of four.

# %% [markdown] lang="fr"
# ## Par rapport aux quarante voleurs
#
# Les piles d'abord : les quarante voleurs ne construisent qu'en descendant, et les suites de même couleur voyagent ensemble ; Union Square construit dans les deux sens, mais chaque pile garde le sens de son départ, et chaque carte bouge seule. Puis les fondations : quatre de 26 cartes qui font demi-tour au Roi, au lieu de huit de 13. Et seize cartes isolées au lieu de dix piles de quatre.

# %%
for line in differences(GAME, "forty_thieves"):
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
# The table shows the top two cards of a pile, as AisleRiot does: the rest are listed here.
print(Phrase(en="Piles of more than two cards, bottom to top:", fr="Piles de plus de deux cartes, de bas en haut :").text())
for pile in puzzle.game().group_piles("tableau"):
    if len(pile.cards) > 2:
        print(f"  {pile.id.replace('tableau', 't')}:", Phrase(
            en=" ".join(card.phrase_text("en") for card in pile.cards),
            fr=" ".join(card.phrase_text("fr") for card in pile.cards)).text())
q

# %% exercise="puzzle" part="answer"
answer = ...  # ← your answer: one move in the kit's notation, in quotes
### BEGIN SOLUTION
answer = 't8-t1'
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
# Take deal 2 now. Before each build on a lone card, say aloud which direction you are choosing for that pile, and which card it will want next.

# %% [markdown] lang="fr"
# ## À vous
#
# Prenez maintenant la donne 2. Avant chaque construction sur une carte seule, dites à voix haute quel sens vous choisissez pour cette pile, et quelle carte elle attendra ensuite.

# %%
sn.play(GAME, deal=2)
