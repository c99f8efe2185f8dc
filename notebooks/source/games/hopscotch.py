# %% [markdown] lang="en"
# # Hopscotch
#
# The Ace, Two, Three and Four of clubs are laid out before the first card is turned, each starting its own foundation, and each foundation climbs by its own step: the first by one (A, 2, 3...), the second by two (2, 4, 6...), the third by three (3, 6, 9, Q, 2...), the fourth by four (4, 8, Q, 3...), suits ignored and the count running on from King to Ace. The rest is Sir Tommy: the stock is turned once, one card at a time, and a card that fits no foundation must be filed on one of four reserves that give back only their top card.
#
# The four steps are what make Hopscotch a puzzle. A Seven is wanted soon by one foundation and much later by another, and the same card may be welcome on two foundations at once. Before filing a card, a good player asks how soon any foundation will want it, and files it on a card that will be wanted later. Learning the four sequences by heart is the first step.

# %% [markdown] lang="fr"
# # Hopscotch
#
# L'As, le 2, le 3 et le 4 de trèfle sont posés avant qu'on retourne la première carte, chacun commençant sa propre fondation, et chaque fondation monte de son propre pas : la première de un en un (A, 2, 3…), la deuxième de deux en deux (2, 4, 6…), la troisième de trois en trois (3, 6, 9, D, 2…), la quatrième de quatre en quatre (4, 8, D, 3…), sans tenir compte des couleurs, le compte repartant du Roi vers l'As. Le reste, c'est Sir Tommy : la pioche est retournée une seule fois, carte par carte, et une carte qui ne va sur aucune fondation doit être rangée sur l'une des quatre réserves, qui ne rendent que leur carte du dessus.
#
# Les quatre pas font de Hopscotch une énigme. Un 7 est attendu bientôt par une fondation et bien plus tard par une autre, et une même carte peut être bienvenue sur deux fondations à la fois. Avant de ranger une carte, un bon joueur se demande dans combien de temps une fondation la voudra, et la range sur une carte qui sera voulue plus tard. Apprendre par cœur les quatre suites est le premier pas.

# %%
import solitaire_nb as sn
from solitaire_nb.text.phrases import Phrase
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many, summarise
from solitaire_nb.engine.strategy import greedy_player
sn.set_lang("en")
feedback_in_steps()
GAME = "hopscotch"

# %% [markdown] lang="en"
# ## Deal 1
#
# Four clubs already in place, A♣ to 4♣, four empty reserves, and forty-eight cards in the stock. Each foundation will end on a King after thirteen cards.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Quatre trèfles déjà en place, de l'A♣ au 4♣, quatre réserves vides, et quarante-huit cartes dans la pioche. Chaque fondation finira sur un Roi au bout de treize cartes.

# %%
game = sn.new_game(GAME, deal=1)
show(game, labels=True)

# %% [markdown] lang="en"
# ## The rules
#
# Read the line on the foundations slowly and write out the four sequences: they are the whole game.

# %% [markdown] lang="fr"
# ## Les règles
#
# Lisez lentement la ligne sur les fondations et écrivez les quatre suites : elles sont tout le jeu.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Filing by waiting time
#
# We play with one rule. A card that fits a foundation goes there, from the waste or from a reserve. Otherwise we count, for the waste card and for each reserve's top card, how many cards the quickest foundation still needs before it takes them (its waiting time), and file the waste card on a top card that will wait at least as long, so the card needed first is always on top.

# %% [markdown] lang="fr"
# ## Ranger selon l'attente
#
# On joue avec une règle. Une carte qui va sur une fondation y va, depuis la défausse ou une réserve. Sinon, on compte, pour la carte de la défausse et pour la carte du dessus de chaque réserve, combien de cartes la fondation la plus rapide doit encore recevoir avant de les prendre (leur attente), et on range la carte de la défausse sur une carte qui attendra au moins autant : la carte nécessaire en premier est toujours dessus.

# %%
RANKS = "A23456789TJQK"


def rank(card):
    return RANKS.index(str(card)[0]) + 1


def waiting(game, card):
    """How many cards the quickest foundation needs before it takes ``card``."""
    best = 99
    for step in range(1, 5):
        cards = game.pile(f"foundation{step}").cards
        top = rank(cards[-1])
        for wait in range(1, 14 - len(cards)):
            if (top + wait * step - 1) % 13 + 1 == rank(card):
                best = min(best, wait)
                break
    return best


def soonest_on_top():
    def choose(game, moves):
        home = [move for move in moves if move.target.startswith("foundation")]
        if home:
            return home[0]
        if not game.pile("waste").cards:
            return moves[0]  # turn the stock
        card_wait = waiting(game, game.pile("waste").cards[-1])

        def cost(move):
            reserve = game.pile(move.target).cards
            if not reserve:
                return (1, 0)
            top_wait = waiting(game, reserve[-1])
            return (0, top_wait - card_wait) if top_wait >= card_wait else (2, -top_wait)
        return min((move for move in moves if move.target.startswith("reserve")), key=cost)
    return choose


player = soonest_on_top()
for _ in range(9):
    move = player(game, game.legal_moves())
    print(move, end="  ")
    game.play(move)
show(game, labels=True)

# %% [markdown] lang="en"
# 10♥ opened reserve 1 and 9♣ went on top of it: the third foundation wants a Nine two cards from now, and nobody wants a Ten as soon. Then 6♥ fitted the third foundation (3, then 6), which at once freed 9♣ to follow it (`r1-f3`). 2♦ went on A♣.

# %% [markdown] lang="fr"
# Le 10♥ a ouvert la réserve 1 et le 9♣ s'est posé dessus : la troisième fondation veut un 9 dans deux cartes, et personne ne veut un 10 aussi tôt. Puis le 6♥ est allé sur la troisième fondation (3, puis 6), ce qui a aussitôt libéré le 9♣ pour le suivre (`r1-f3`). Le 2♦ est allé sur l'A♣.

# %% [markdown] lang="en"
# Eight cards later, 8♣ comes up: the fourth foundation, 4♣, climbs by four, and 4 + 4 = 8.

# %% [markdown] lang="fr"
# Huit cartes plus loin, le 8♣ sort : la quatrième fondation, le 4♣, monte de quatre en quatre, et 4 + 4 = 8.

# %%
for _ in range(16):
    move = player(game, game.legal_moves())
    game.play(move)
print(move)
show(game, labels=True)

# %% [markdown] lang="en"
# ## Exercises
#
# Each position below comes from the same rule playing on through deal 1. `position_after(n)` replays its first `n` moves.

# %% [markdown] lang="fr"
# ## Exercices
#
# Chaque position ci-dessous vient de la même règle, qui continue de jouer la donne 1. `position_after(n)` rejoue ses `n` premiers coups.

# %%
def position_after(moves):
    game = sn.new_game(GAME, deal=1)
    player = soonest_on_top()
    for _ in range(moves):
        game.play(player(game, game.legal_moves()))
    return game


def foundation_run(game):
    """Play to the foundations while anything fits; return the cards played, in order."""
    game = game.copy()
    played = []
    while True:
        home = [move for move in game.legal_moves() if move.target.startswith("foundation")]
        if not home:
            return played
        played.append(str(game.pile(home[0].source).cards[-1]))
        game.play(home[0])

# %% [markdown] lang="en"
# ### Past the King
#
# After 62 moves, Q♦ is on the waste and fits the fourth foundation, which shows 8♣ (4, 8, Q). Which reserve cards will follow Q♦ onto the foundations, one after the other?

# %% [markdown] lang="fr"
# ### Au-delà du Roi
#
# Après 62 coups, la D♦ est sur la défausse et va sur la quatrième fondation, qui montre le 8♣ (4, 8, D). Quelles cartes des réserves suivront la D♦ sur les fondations, l'une après l'autre ?

# %% exercise="wrap" part="ask"
q = exercise("hopscotch.wrap")
position = q.game
display(show(position, labels=True))
q

# %% exercise="wrap" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["3D", "7S"]
### END SOLUTION
q.check(answer)

# %% exercise="wrap" part="score"
q.score(answer)

# %% exercise="wrap" part="reveal"
display(q.check(answer, reveal=True))
print(foundation_run(position))
show(position, labels=True, select=("waste", 1))

# %% [markdown] lang="en"
# ### A long run
#
# After 81 moves, 4♦ is on the waste and fits the second foundation (2, then 4). Counting 4♦ itself, how many cards can go up one after another before the stock must be turned again?

# %% [markdown] lang="fr"
# ### Une longue série
#
# Après 81 coups, le 4♦ est sur la défausse et va sur la deuxième fondation (2, puis 4). En comptant le 4♦, combien de cartes peuvent monter l'une après l'autre avant qu'il faille retourner la pioche ?

# %% exercise="run" part="ask"
q = exercise("hopscotch.run")
position = q.game
display(show(position, labels=True))
q

# %% exercise="run" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 7
### END SOLUTION
q.check(answer)

# %% exercise="run" part="score"
q.score(answer)

# %% exercise="run" part="reveal"
display(q.check(answer, reveal=True))
print(foundation_run(position))
after = position.copy()
while any(move.target.startswith("foundation") for move in after.legal_moves()):
    after.play(next(move for move in after.legal_moves() if move.target.startswith("foundation")))
show(after, labels=True)

# %% [markdown] lang="en"
# ### Four steps, four answers
#
# After 97 moves, 8♦ waits on the waste. The foundations show 7♦, Q♥, 8♠ and 7♠. Which of these moves are allowed?

# %% [markdown] lang="fr"
# ### Quatre pas, quatre réponses
#
# Après 97 coups, le 8♦ attend sur la défausse. Les fondations montrent 7♦, D♥, 8♠ et 7♠. Quels coups de la liste sont autorisés ?

# %% exercise="steps" part="ask"
position = position_after(97)
q = LegalMoves(position, ["w-f1", "w-f2", "w-f3", "r4-f2", "w-r2"])
display(show(position, labels=True))
q

# %% exercise="steps" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves
### BEGIN SOLUTION
answer = ["a", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="steps" part="score"
q.score(answer)

# %% exercise="steps" part="reveal"
display(q.check(answer, reveal=True))
show(position, labels=True, select=("waste", 1))

# %% [markdown] lang="en" exercise="steps" part="reveal"
# The second foundation, at Q♥, wants an Ace next (Queen plus two wraps round past the King), the third a Jack, the fourth a Jack too. Only the first, climbing by one, wants the Eight.

# %% [markdown] lang="fr" exercise="steps" part="reveal"
# La deuxième fondation, à la D♥, veut ensuite un As (Dame plus deux fait le tour après le Roi), la troisième un Valet, la quatrième un Valet aussi. Seule la première, qui monte de un en un, veut le 8.

# %% [markdown] lang="en"
# ## Filing rules, measured
#
# The manual says to think about the cards a filed card will cover, and to consider keeping one reserve for Kings, the last card of every foundation. Below, on deals 1 to 100: the kit's greedy player, which files at random; our waiting-time rule; and the same rule with reserve 4 kept for Kings.

# %% [markdown] lang="fr"
# ## Règles de rangement, mesurées
#
# Le manuel conseille de penser aux cartes qu'une carte rangée va recouvrir, et d'envisager de garder une réserve pour les Rois, dernière carte de chaque fondation. Ci-dessous, sur les donnes 1 à 100 : le joueur glouton du kit, qui range au hasard ; notre règle de l'attente ; et la même règle avec la réserve 4 gardée pour les Rois.

# %%
def kings_apart():
    filing = soonest_on_top()

    def choose(game, moves):
        waste = game.pile("waste").cards
        home = [move for move in moves if move.target.startswith("foundation")]
        if waste and not home:
            if str(waste[-1])[0] == "K":
                return next(move for move in moves if move.target == "reserve4")
            others = [move for move in moves if move.target != "reserve4"]
            return filing(game, others)
        return filing(game, moves)
    return choose


results = play_many({"greedy": greedy_player, "waiting time": soonest_on_top, "Kings apart": kings_apart},
                    range(1, 101), game=GAME)
summarise(results, Phrase(en="cards of 52 on the foundations", fr="cartes sur 52 montées sur les fondations"))

# %% [markdown] lang="en"
# Filing by waiting time places a few more cards than filing at random, but none of these players wins more than a deal in a hundred, and setting a reserve aside for Kings costs more than it saves for this player, since it leaves only three reserves for everything else. A one-move rule cannot plan the long juggling act Hopscotch asks for: which foundation to feed, and which card to keep on top for which foundation, several cards ahead.

# %% [markdown] lang="fr"
# Ranger selon l'attente place quelques cartes de plus que ranger au hasard, mais aucun de ces joueurs ne gagne plus d'une donne sur cent, et mettre une réserve de côté pour les Rois coûte plus qu'il ne rapporte à ce joueur, puisqu'il ne lui reste que trois réserves pour tout le reste. Une règle qui ne voit qu'un coup ne peut pas planifier le long numéro de jonglage que demande Hopscotch : quelle fondation nourrir, et quelle carte garder dessus pour quelle fondation, plusieurs cartes à l'avance.

# %% [markdown] lang="en"
# ## Hopscotch and Sir Tommy
#
# The stock, the one-card waste and the four reserves that take only from the waste are Sir Tommy's. Sir Tommy, though, starts its foundations with whichever Aces come up and climbs every one of them by one; Hopscotch deals four clubs to the foundations first and gives each its own step, so that each card has four different moments at which it may be wanted.

# %% [markdown] lang="fr"
# ## Hopscotch et Sir Tommy
#
# La pioche, la défausse d'une carte et les quatre réserves qui ne prennent qu'à la défausse viennent de Sir Tommy. Mais Sir Tommy commence ses fondations avec les As qui se présentent et les fait toutes monter de un en un ; Hopscotch pose d'abord quatre trèfles sur les fondations et donne à chacune son propre pas, si bien que chaque carte a quatre moments différents où elle peut être attendue.

# %%
for line in differences(GAME, "sir_tommy"):
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
answer = 'r2-f3'
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
# Play deal 2 with the four sequences written beside you. Before filing each card, ask which foundation will want it first, and how soon.

# %% [markdown] lang="fr"
# ## À vous
#
# Jouez la donne 2 avec les quatre suites écrites à côté de vous. Avant de ranger chaque carte, demandez-vous quelle fondation la voudra en premier, et dans combien de temps.

# %%
sn.play(GAME, deal=2)
