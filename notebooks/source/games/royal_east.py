# %% [markdown] lang="en"
# # Royal East
#
# A three-by-three grid: the four foundations sit at the corners, and five single cards form a cross between them. The card dealt to the top-left corner sets the **base rank**, and each suit climbs from it, turning from King to Ace. On the cross you build down regardless of suit, a King going on an Ace.
#
# What makes Royal East its own game is how little moves: **one card at a time**, only the top card of a pile. A card you cover stays covered until every card above it has left, one by one — so every build on the cross is also a decision about which card to bury.

# %% [markdown] lang="fr"
# # Est Royal
#
# Une grille de trois sur trois : les quatre fondations occupent les coins, et cinq cartes seules forment une croix entre elles. La carte posée dans le coin en haut à gauche fixe le **rang de base**, et chaque couleur monte à partir de lui, en passant du Roi à l'As. Sur la croix, on construit en descendant sans regarder la couleur, un Roi pouvant aller sur un As.
#
# Ce qui fait l'Est Royal, c'est le peu qui bouge : **une carte à la fois**, seulement celle du dessus d'une pile. Une carte recouverte le reste jusqu'à ce que toutes celles qui la couvrent soient parties, une à une ; chaque construction sur la croix décide donc aussi de la carte qu'on enterre.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import PickTarget, LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "royal_east"

# %% [markdown] lang="en"
# ## Deal 1
#
# The corner card is 4♥, so the foundations start with Fours. In the cross: Q♦ at the top, 6♣, 2♥ and 5♥ across the middle, 5♣ at the bottom. The 5♥ can follow the 4♥ at once.

# %% [markdown] lang="fr"
# ## La donne 1
#
# La carte du coin est le 4♥ : les fondations commencent donc par des Quatre. Dans la croix, la D♦ en haut, 6♣, 2♥ et 5♥ au milieu, le 5♣ en bas. Le 5♥ peut suivre le 4♥ tout de suite.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The tableau line holds the game: build down in any suit, one card at a time, any card on an empty pile. The stock line is short and strict: one card at a time, one pass.

# %% [markdown] lang="fr"
# ## Les règles
#
# La ligne du tableau contient tout le jeu : construire en descendant dans n'importe quelle couleur, une carte à la fois, n'importe quelle carte sur une pile vide. La ligne de la pioche est courte et stricte : une carte à la fois, un seul passage.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Opening deal 1
#
# **5♥ onto 4♥.** The heart foundation grows, and pile 4 is empty.

# %% [markdown] lang="fr"
# ## L'ouverture de la donne 1
#
# **5♥ sur 4♥.** La fondation de cœur grandit, et la pile 4 est vide.

# %%
game.play("t4-f1")
show(game)

# %% [markdown] lang="en"
# **5♣ onto 6♣.** Suits do not matter on the cross, so the 5♣ could also have gone onto the empty pile. Putting it on 6♣ empties pile 5 instead — but notice the price: 6♣ is now buried, and it can move again only after the 5♣ has gone.

# %% [markdown] lang="fr"
# **5♣ sur 6♣.** La couleur ne compte pas sur la croix : le 5♣ aurait aussi pu aller dans la pile vide. Le poser sur le 6♣ vide plutôt la pile 5 — mais voyez le prix : le 6♣ est maintenant enterré, et ne pourra rebouger qu'après le départ du 5♣.

# %%
game.play("t5-t2")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — a Seven with three homes
#
# The game went on through the stock for seventeen more moves. The waste now shows 7♥. Where may it go?

# %% [markdown] lang="fr"
# ## Exercice 1 — un Sept et trois places
#
# La partie a continué dans la pioche pendant dix-sept coups de plus. La défausse montre maintenant le 7♥. Où peut-il aller ?

# %% exercise="seven" part="ask"
position = game.copy()
for move in "deal w-t5 deal w-t4 deal w-f3 t5-f3 deal w-t5 deal w-t1 deal deal deal deal w-f1 deal".split():
    position.play(move)
q = PickTarget(position, "waste", 1)
display(show(position, labels=True))
q

# %% exercise="seven" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau2"]
### BEGIN SOLUTION
answer = ["foundation1", "tableau4", "tableau5"]
### END SOLUTION
q.check(answer)

# %% exercise="seven" part="score"
q.score(answer)

# %% exercise="seven" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("waste", 1))

# %% [markdown] lang="en" exercise="seven" part="reveal"
# The heart foundation wants it (4♥ 5♥ 6♥), and both Eights of the cross accept it, 8♥ and 8♠ alike. The foundation is the right choice here: on the cross the 7♥ would only bury an Eight.

# %% [markdown] lang="fr" exercise="seven" part="reveal"
# La fondation de cœur le réclame (4♥ 5♥ 6♥), et les deux Huit de la croix l'acceptent, le 8♥ comme le 8♠. La fondation est ici le bon choix : sur la croix, le 7♥ ne ferait qu'enterrer un Huit.

# %% [markdown] lang="en"
# ## Exercise 2 — the buried cards
#
# Same position. Which cards of the cross are covered by another card, and so cannot move now?

# %% [markdown] lang="fr"
# ## Exercice 2 — les cartes enterrées
#
# Même position. Quelles cartes de la croix sont recouvertes par une autre, et ne peuvent donc pas bouger maintenant ?

# %% exercise="buried" part="ask"
q = exercise("royal_east.buried")
q

# %% exercise="buried" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["QD", "6C"]
### END SOLUTION
q.check(answer)

# %% exercise="buried" part="score"
q.score(answer)

# %% exercise="buried" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau1", 2))

# %% [markdown] lang="en" exercise="buried" part="reveal"
# In Kansas the 6♣ 5♣ pair could move as a group; here it cannot. To reach the 6♣ you must first find a place for the 5♣ — a Six or an empty pile.

# %% [markdown] lang="fr" exercise="buried" part="reveal"
# Au Kansas, la paire 6♣ 5♣ pourrait se déplacer en bloc ; ici, non. Pour atteindre le 6♣, il faut d'abord trouver une place au 5♣, un Six ou une pile vide.

# %% [markdown] lang="en"
# ## Exercise 3 — an Ace base
#
# Deal 3 opens with A♠ in the corner: the foundations start with Aces, as in most games, yet the cross still wraps round. Which of these moves are legal?

# %% [markdown] lang="fr"
# ## Exercice 3 — une base As
#
# La donne 3 s'ouvre avec l'A♠ dans le coin : les fondations commencent par des As, comme dans la plupart des jeux, et pourtant la croix fait toujours le tour. Quels coups de cette liste sont légaux ?

# %% exercise="ace_base" part="ask"
deal3 = sn.new_game(GAME, deal=3)
q = LegalMoves(deal3, ["t2-t5", "t1-t2", "t3-f1", "t4-t1", "t5-f2"])
display(show(deal3))
q

# %% exercise="ace_base" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["c"]
### BEGIN SOLUTION
answer = ["a", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="ace_base" part="score"
q.score(answer)

# %% exercise="ace_base" part="reveal"
display(q.check(answer, reveal=True))
show(deal3, select=("tableau2", 1))

# %% [markdown] lang="en" exercise="ace_base" part="reveal"
# K♦ may sit on A♥ in the cross, and A♥ may open a foundation. J♦ needs a Queen, not a King; 9♦ needs a Ten; and 5♥ cannot go on the A♠, another suit.

# %% [markdown] lang="fr" exercise="ace_base" part="reveal"
# Le R♦ peut se poser sur l'A♥ dans la croix, et l'A♥ peut ouvrir une fondation. Le V♦ demande une Dame, pas un Roi ; le 9♦ un Dix ; et le 5♥ ne va pas sur l'A♠, d'une autre couleur.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual says: keep track of the cards you cover. One way to act on it: never cover a card that could go to a foundation right now. The player below applies that filter to the kit's greedy player. Sixty deals each:

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le manuel conseille de retenir les cartes qu'on recouvre. Une façon de l'appliquer : ne jamais recouvrir une carte qui pourrait monter tout de suite sur une fondation. Le joueur ci-dessous ajoute ce filtre au joueur glouton du kit. Soixante donnes chacun :

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def no_burying():
    greedy = greedy_player()

    def choose(game, moves):
        def buries_a_card_wanted_home(move):
            if str(move) == "deal" or not move.target.startswith("tableau") or not game.pile(move.target).cards:
                return False
            return any(target.startswith("foundation") for target in game.targets(move.target, 1))
        return greedy(game, [move for move in moves if not buries_a_card_wanted_home(move)] or moves)
    return choose


results = play_many({"greedy": greedy_player, "no burying": no_burying}, range(1, 61), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:10} wins {wins}/60, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# The two players come out almost level: the greedy player already sends a card home as soon as it can, so it rarely buries one that is wanted. The advice is really about the future — the card the foundation will want *three* moves from now — and only a player who remembers the cross can follow it.

# %% [markdown] lang="fr"
# Les deux joueurs finissent presque à égalité : le joueur glouton envoie déjà une carte à la fondation dès qu'il le peut, et n'en enterre donc guère une qui est attendue. Le conseil porte en réalité sur l'avenir, la carte que la fondation voudra dans *trois* coups, et seul un joueur qui garde la croix en mémoire peut le suivre.

# %% [markdown] lang="en"
# ## Compared with Kansas
#
# Kansas is the nearest relative: same base card, same suit-blind building with a King on an Ace, same single pass through a one-card stock. The differences that matter: Kansas moves built groups while Royal East moves single cards; Kansas refills its gaps from a twelve-card reserve while Royal East lets you put any card in a gap, and has no reserve at all.

# %% [markdown] lang="fr"
# ## Par rapport au Kansas
#
# Le Kansas est le plus proche parent : même carte de base, même construction indifférente à la couleur avec un Roi sur un As, même passage unique dans une pioche retournée carte par carte. Les différences qui comptent : le Kansas déplace des groupes construits, l'Est Royal des cartes seules ; le Kansas remplit ses trous depuis une réserve de douze cartes, l'Est Royal laisse mettre n'importe quelle carte dans un trou, et n'a aucune réserve.

# %%
for line in differences(GAME, "kansas"):
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
answer = 'w-t4'
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
# Deal 2 opens with no move at all but the stock. As the cards come, try to keep one pile of the cross empty as long as you can: it is your only spare place.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 ne propose au départ aucun coup, sauf la pioche. À mesure que les cartes arrivent, essayez de garder une pile de la croix vide aussi longtemps que possible : c'est votre seule place de secours.

# %%
sn.play(GAME, deal=2)
