# %% [markdown] lang="en"
# # Spider Three Decks
#
# Three packs, 156 cards, twelve columns and twelve foundations: Spider on a bigger table. With three copies of every card a move often has two or three homes, and choosing among identical-looking options is part of the game. One rule also differs from ordinary Spider: the stock deals **even when a column is empty** — the row simply drops a card into the gap.
#
# So an empty column here is a gift with an expiry date: use it before you click the stock, or the next row will fill it for you.

# %% [markdown] lang="fr"
# # L'araignée à trois paquets
#
# Trois paquets, 156 cartes, douze colonnes et douze fondations : l'araignée sur une table plus grande. Chaque carte existe en trois exemplaires, si bien qu'un coup a souvent deux ou trois destinations, et choisir entre des options qui se ressemblent fait partie du jeu. Une règle change aussi par rapport à l'araignée ordinaire : la pioche distribue **même quand une colonne est vide** — la rangée pose simplement une carte dans le trou.
#
# Une colonne vide est donc ici un cadeau à date limite : servez-vous-en avant de cliquer sur la pioche, sinon la rangée suivante la remplira à votre place.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import PickTarget, LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "spider_three_decks"

# %% [markdown] lang="en"
# ## Deal 17
#
# Piles 1 to 6 hide four cards each, piles 7 to 12 three: 42 hidden cards behind twelve face-up ones, and 102 cards in the stock. Pile 10 (8♣ over three hidden cards) will be our target.

# %% [markdown] lang="fr"
# ## La donne 17
#
# Les piles 1 à 6 cachent quatre cartes chacune, les piles 7 à 12 trois : 42 cartes cachées derrière douze cartes visibles, et 102 cartes dans la pioche. La pile 10 (le 8♣ sur trois cartes cachées) sera notre cible.

# %%
game = sn.new_game(GAME, deal=17)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Compare the stock line with Spider's: there is no refusal when a pile is empty.

# %% [markdown] lang="fr"
# ## Les règles
#
# Comparez la ligne de la pioche avec celle de l'araignée : aucun refus quand une pile est vide.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Emptying pile 10
#
# **Five moves that each turn a card.** A♠ onto 2♦, Q♥ onto K♣, 9♣ onto 10♥, Q♣ onto K♠, 8♥ onto 9♣: none joins two cards of one suit, but each uncovers a hidden card, and one of them — 9♦ in pile 1 — is what pile 10's 8♣ needs.

# %% [markdown] lang="fr"
# ## Vider la pile 10
#
# **Cinq coups qui retournent chacun une carte.** A♠ sur 2♦, D♥ sur R♣, 9♣ sur 10♥, D♣ sur R♠, 8♥ sur 9♣ : aucun ne réunit deux cartes d'une même couleur, mais chacun découvre une carte cachée, et l'une d'elles — le 9♦ de la pile 1 — est justement ce qu'attend le 8♣ de la pile 10.

# %%
for move in ["t2-t3", "t4-t8", "t1-t4", "t7-t5", "t11-t4"]:
    game.play(move)
show(game)

# %% [markdown] lang="en"
# **Pile 10 in four moves.** 8♣ onto 9♦ uncovers J♠, which goes onto Q♥; then 2♥ onto 3♣, and J♥ onto Q♣. Every hidden card of pile 10 found a home as soon as it turned up, and the column is empty.

# %% [markdown] lang="fr"
# **La pile 10 en quatre coups.** Le 8♣ sur le 9♦ découvre le V♠, qui part sur la D♥ ; puis le 2♥ sur le 3♣, et le V♥ sur la D♣. Chaque carte cachée de la pile 10 a trouvé sa place dès qu'elle est apparue, et la colonne est vide.

# %%
for move in ["t10-t1", "t10-t8", "t10-t2", "t10-t5"]:
    game.play(move)
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — with pile 10 empty
#
# Which of these moves does the engine allow now?

# %% [markdown] lang="fr"
# ## Exercice 1 — avec la pile 10 vide
#
# Lesquels de ces coups le moteur permet-il maintenant ?

# %% exercise="empty" part="ask"
position = game.copy()
q = LegalMoves(position, ["deal", "t3-t2", "t5-t10x2", "t1-t10"])
display(show(position))
q

# %% exercise="empty" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="empty" part="score"
q.score(answer)

# %% exercise="empty" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau5", 2))

# %% [markdown] lang="en" exercise="empty" part="reveal"
# The stock is open although pile 10 is empty — in Spider it would be shut. Q♣ J♥ do not move together: a club and a heart are not one suit, empty column or not.

# %% [markdown] lang="fr" exercise="empty" part="reveal"
# La pioche est ouverte bien que la pile 10 soit vide — à l'araignée, elle serait fermée. D♣ et V♥ ne bougent pas ensemble : un trèfle et un cœur ne font pas une même couleur, colonne vide ou pas.

# %% [markdown] lang="en"
# ## Exercise 2 — where the Ace may go
#
# Same position. Where may A♠ (the bottom card of pile 3) go?

# %% [markdown] lang="fr"
# ## Exercice 2 — où peut aller l'As
#
# Même position. Où peut aller l'A♠ (la carte du bas de la pile 3) ?

# %% exercise="ace" part="ask"
q = PickTarget(position, "tableau3", 1)
q

# %% exercise="ace" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau4"]
### BEGIN SOLUTION
answer = ["tableau2", "tableau10"]
### END SOLUTION
q.check(answer)

# %% exercise="ace" part="score"
q.score(answer)

# %% exercise="ace" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau3", 1))

# %% [markdown] lang="en" exercise="ace" part="reveal"
# An Ace never goes to a foundation by itself in Spider games: only a full King-to-Ace run does. Spending the empty column on an Ace would be a waste; the 2♥ of pile 2 takes it just as well.

# %% [markdown] lang="fr" exercise="ace" part="reveal"
# Aux jeux de l'araignée, un As ne monte jamais seul sur une fondation : seule une suite complète du Roi à l'As y va. Gaspiller la colonne vide pour un As serait dommage ; le 2♥ de la pile 2 l'accepte tout aussi bien.

# %% [markdown] lang="en"
# ## Exercise 3 — the length of the stock
#
# From the opening deal, clicking only the stock, how many clicks will it accept?

# %% [markdown] lang="fr"
# ## Exercice 3 — la longueur de la pioche
#
# Depuis la donne de départ, en ne cliquant que sur la pioche, combien de clics acceptera-t-elle ?

# %% exercise="clicks" part="ask"
q = exercise("spider_three_decks.clicks")
dealt = sn.new_game(GAME, deal=17)
clicks = 0
while "deal" in [str(move) for move in dealt.legal_moves()]:
    dealt.play("deal")
    clicks += 1
q

# %% exercise="clicks" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 9
### END SOLUTION
q.check(answer)

# %% exercise="clicks" part="score"
q.score(answer)

# %% exercise="clicks" part="reveal"
display(q.check(answer, reveal=True))
show(dealt)

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual repeats Spider's advice and adds one thing: use an empty pile before dealing, since the deal will cover it. The player below takes any move into an empty pile before the kit's greedy choice would click the stock; otherwise it plays greedily. Deals 1 to 40:

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le manuel reprend le conseil de l'araignée et ajoute un point : profiter d'une pile vide avant de distribuer, puisque la distribution la recouvrira. Le joueur ci-dessous joue un coup vers une pile vide plutôt que de laisser le choix glouton du kit cliquer sur la pioche ; sinon il joue en glouton. Donnes 1 à 40 :

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def fill_before_dealing():
    greedy = greedy_player()

    def choose(game, moves):
        move = greedy(game, moves)
        if str(move) == "deal":
            into_gap = [m for m in moves if str(m) != "deal" and m.target.startswith("tableau")
                        and not game.pile(m.target).cards and len(game.pile(m.source).cards) > m.count]
            if into_gap:
                return greedy(game, into_gap)
        return move
    return choose


results = play_many({"greedy": greedy_player, "fill before dealing": fill_before_dealing},
                    range(1, 41), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:19} wins {wins}/40, average score {sum(s for _, s in games) / len(games):.2f}")

# %% [markdown] lang="en"
# The advice, taken literally, costs a little: the filler drops whatever card is handy into the gap, and an empty column filled at random is worth less than the card the stock would have dealt there. The human version of the advice is "use the gap to *sort* something" — move a mixed pile through it, or rebuild a run of one suit — which a one-move player cannot plan.

# %% [markdown] lang="fr"
# Pris au pied de la lettre, le conseil coûte un peu : le joueur remplit le trou avec la première carte venue, et une colonne vide comblée au hasard vaut moins que la carte que la pioche y aurait posée. La version humaine du conseil est « se servir du trou pour *trier* quelque chose » — y faire transiter une pile mélangée, ou y reconstruire une suite d'une même couleur —, ce qu'un joueur qui ne voit qu'un coup ne sait pas préparer.

# %% [markdown] lang="en"
# ## Compared with Spider
#
# The engine lists only the sizes — three packs, twelve foundations, twelve columns — because the stock rule that matters most (dealing onto empty columns) is a setting of the same "deal to each pile" rule. Add the deal: four or five cards per column instead of five or six, and nine clicks of stock instead of five.

# %% [markdown] lang="fr"
# ## Par rapport à l'araignée
#
# Le moteur ne liste que les tailles — trois paquets, douze fondations, douze colonnes — car la règle de pioche qui compte le plus (distribuer sur les colonnes vides) est un réglage de la même règle « distribution sur chaque pile ». Ajoutez la donne : quatre ou cinq cartes par colonne au lieu de cinq ou six, et neuf clics de pioche au lieu de cinq.

# %%
for line in differences(GAME, "spider"):
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
answer = 't5-t10x4'
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
# Deal 2 has only three moves before the first click. Play them, then look for the column you could empty before the stock reaches its ninth row.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 n'offre que trois coups avant le premier clic. Jouez-les, puis cherchez la colonne que vous pourriez vider avant la neuvième rangée de la pioche.

# %%
sn.play(GAME, deal=2)
