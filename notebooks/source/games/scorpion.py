# %% [markdown] lang="en"
# # Scorpion
#
# Scorpion deals the whole pack at once — seven piles of seven, most of it face up, only three cards kept back — and then lets you pick up **any face-up card together with everything lying on it**, in order or not. A move needs only one fit: the card you grab must go on the next higher card of its own suit. What it carries along is your problem.
#
# There are no foundations: you win by turning the seven piles into four King-to-Ace suits (and three empty piles). Scorpion teaches untangling — each move buries or frees something, and an empty pile takes only a King.

# %% [markdown] lang="fr"
# # Le scorpion
#
# Le scorpion distribue tout le paquet d'emblée — sept piles de sept, presque tout face visible, trois cartes seulement mises de côté — puis permet de saisir **n'importe quelle carte visible avec tout ce qui est posé dessus**, en ordre ou non. Un coup ne demande qu'un accord : la carte saisie doit aller sur la carte immédiatement supérieure de sa propre couleur. Ce qu'elle emporte avec elle, c'est votre affaire.
#
# Il n'y a pas de fondations : on gagne en transformant les sept piles en quatre couleurs complètes du Roi à l'As (et trois piles vides). Le scorpion apprend à démêler — chaque coup enterre ou libère quelque chose, et une pile vide n'accepte qu'un Roi.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "scorpion"

# %% [markdown] lang="en"
# ## Deal 1
#
# Piles 1 to 4 hide three cards each; everything else is face up, and the three cards of the stock will land on piles 1 to 3 whenever you click. Find the clubs at the bottom of piles 1 and 3: A♣ sits under 3♦ in pile 1, 2♣ ends pile 3.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Les piles 1 à 4 cachent trois cartes chacune ; tout le reste est visible, et les trois cartes de la pioche tomberont sur les piles 1 à 3 au moment où vous cliquerez. Repérez les trèfles en bas des piles 1 et 3 : l'A♣ est sous le 3♦ dans la pile 1, le 2♣ termine la pile 3.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The line to remember is "any group move": the card you take needs to fit, the cards riding on it do not.

# %% [markdown] lang="fr"
# ## Les règles
#
# La ligne à retenir est « déplacement de n'importe quel groupe » : la carte prise doit s'accorder, celles qu'elle porte n'ont pas à le faire.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Two moves on deal 1
#
# **A♣ onto 2♣, with 3♦ riding on it.** The Ace fits the Two; the 3♦ on top of the Ace simply comes along (the notation `x2` counts two cards). Two clubs now run in pile 3, so the score gains a point — but the 3♦ now covers them.

# %% [markdown] lang="fr"
# ## Deux coups sur la donne 1
#
# **A♣ sur 2♣, avec le 3♦ par-dessus.** L'As va sur le Deux ; le 3♦ posé sur l'As suit simplement le mouvement (la notation `x2` compte deux cartes). Deux trèfles se suivent désormais dans la pile 3 et le score gagne un point — mais le 3♦ les recouvre.

# %%
game.play("t1-t3x2")
show(game)

# %% [markdown] lang="en"
# **7♦ onto 8♦.** A single card this time, building the diamonds of pile 6. Pile 1 is down to J♥ over its three hidden cards.

# %% [markdown] lang="fr"
# **7♦ sur 8♦.** Une seule carte cette fois, qui prolonge les carreaux de la pile 6. La pile 1 se réduit au V♥ posé sur ses trois cartes cachées.

# %%
game.play("t1-t6")
print("score:", game.score)
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — which grabs work?
#
# In this position, which of these moves are allowed? Each notation names the pile taken from, the pile it goes to and, after `x`, how many cards travel.

# %% [markdown] lang="fr"
# ## Exercice 1 — quelles prises marchent ?
#
# Dans cette position, lesquels de ces coups sont permis ? Chaque notation donne la pile de départ, la pile d'arrivée et, après `x`, le nombre de cartes qui voyagent.

# %% exercise="grabs" part="ask"
position = game.copy()
q = LegalMoves(position, ["t6-t1x7", "t3-t2", "t5-t4x2", "t4-t5x2", "t7-t2"])
display(show(position))
q

# %% exercise="grabs" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["a", "e"]
### BEGIN SOLUTION
answer = ["a", "b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="grabs" part="score"
q.score(answer)

# %% exercise="grabs" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau6", 7))

# %% [markdown] lang="en" exercise="grabs" part="reveal"
# Seven cards from pile 6 may go onto J♥ because only their first card, 10♥, has to fit. 3♦ onto 4♦ frees the club run of pile 3 again; 4♠ onto 4♦ fails on both rank and suit.

# %% [markdown] lang="fr" exercise="grabs" part="reveal"
# Sept cartes de la pile 6 peuvent aller sur le V♥, car seule la première, le 10♥, doit s'accorder. Le 3♦ sur le 4♦ libère de nouveau la suite de trèfles de la pile 3 ; le 4♠ sur le 4♦ échoue sur le rang comme sur la couleur.

# %% [markdown] lang="en"
# ## Exercise 2 — how much comes along?
#
# On deal 2, the 4♠ of pile 6 may go onto the 5♠ at the bottom of pile 5. How many cards move in all, 4♠ included?

# %% [markdown] lang="fr"
# ## Exercice 2 — combien de cartes suivent ?
#
# Sur la donne 2, le 4♠ de la pile 6 peut aller sur le 5♠ en bas de la pile 5. Combien de cartes bougent en tout, 4♠ compris ?

# %% exercise="carry" part="ask"
q = exercise("scorpion.carry")
position = q.game
display(show(position))
q

# %% exercise="carry" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 6
### END SOLUTION
q.check(answer)

# %% exercise="carry" part="score"
q.score(answer)

# %% exercise="carry" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau6", 6))

# %% [markdown] lang="en" exercise="carry" part="reveal"
# Only 4♦ stays behind in pile 6. Whether this is good depends on what the six cards will hide in pile 5: 5♠ is covered for good by 4♠, and the 2♥ at the end has travelled away from pile 6.

# %% [markdown] lang="fr" exercise="carry" part="reveal"
# Seul le 4♦ reste dans la pile 6. Savoir si c'est un bon coup dépend de ce que les six cartes cacheront dans la pile 5 : le 5♠ est couvert pour de bon par le 4♠, et le 2♥ du bout est parti avec elles.

# %% [markdown] lang="en"
# ## Exercise 3 — who may fill the gap?
#
# On deal 3, the move `t7-t4x7` lifts all of pile 7 (8♣ fits on 9♣) and leaves it empty. Which cards could then start a group going into pile 7? Give them as a list.

# %% [markdown] lang="fr"
# ## Exercice 3 — qui peut combler le trou ?
#
# Sur la donne 3, le coup `t7-t4x7` soulève toute la pile 7 (le 8♣ va sur le 9♣) et la laisse vide. Quelles cartes pourraient alors commencer un groupe qui entre dans la pile 7 ? Donnez-les sous forme de liste.

# %% exercise="kings" part="ask"
q = exercise("scorpion.kings")
position = q.game
into_gap = [move for move in position.legal_moves() if move.target == "tableau7"]
display(show(position))
q

# %% exercise="kings" part="answer"
answer = ...  # ← your answer: a list of cards, e.g. ["QH", "7C"]
### BEGIN SOLUTION
answer = ["KS", "KH", "KD", "KC"]
### END SOLUTION
q.check(answer)

# %% exercise="kings" part="score"
q.score(answer)

# %% exercise="kings" part="reveal"
display(q.check(answer, reveal=True))
for move in into_gap:
    print(move, "→", position.explain(move))

# %% [markdown] lang="en" exercise="kings" part="reveal"
# Four candidates, but not four equal ones: K♥ would go alone, K♦ drags five cards along. Choosing the King that *frees* the most useful card is the real decision.

# %% [markdown] lang="fr" exercise="kings" part="reveal"
# Quatre candidats, mais pas équivalents : le R♥ partirait seul, le R♦ entraîne cinq cartes avec lui. Choisir le Roi qui *libère* la carte la plus utile, voilà la vraie décision.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual's advice is to uncover the hidden cards of the first four piles early. The player below plays a move that reveals one of them whenever it can, and otherwise lets the kit's greedy player choose. Deals 1 to 40:

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le manuel conseille de découvrir tôt les cartes cachées des quatre premières piles. Le joueur ci-dessous joue un coup qui en révèle une dès qu'il le peut, et laisse sinon choisir le joueur glouton du kit. Donnes 1 à 40 :

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def dig_first_piles():
    greedy = greedy_player()

    def choose(game, moves):
        def reveals(move):
            if str(move) == "deal":
                return False
            cards = game.pile(move.source).cards
            return len(cards) > move.count and not cards[-move.count - 1].face_up
        return greedy(game, [move for move in moves if reveals(move)] or moves)
    return choose


results = play_many({"greedy": greedy_player, "dig first piles": dig_first_piles}, range(1, 41), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:15} wins {wins}/40, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# Unlike the Spider games, Scorpion lets the greedy player win a handful of deals in forty, because almost everything is face up from the start. Digging first does not change that: the two players finish level. What decides a deal is what a move *buries*, which neither player looks at.

# %% [markdown] lang="fr"
# Contrairement aux jeux de l'araignée, le scorpion laisse le joueur glouton gagner une poignée de donnes sur quarante, parce que presque tout est visible dès le départ. Creuser d'abord n'y change rien : les deux joueurs finissent à égalité ou presque. Ce qui décide d'une donne, c'est ce qu'un coup *enterre*, et aucun des deux joueurs ne le regarde.

# %% [markdown] lang="en"
# ## Compared with Yukon
#
# Yukon moves groups exactly the same way and also keeps empty piles for Kings, so it is the closest relative despite the name. What differs: Scorpion builds by suit (Yukon by alternating colour), has no foundations — the suits are completed in the tableau — and keeps a three-card stock.

# %% [markdown] lang="fr"
# ## Par rapport au Yukon
#
# Le Yukon déplace les groupes exactement de la même façon et réserve lui aussi les piles vides aux Rois : c'est le parent le plus proche, malgré le nom. Ce qui change : le scorpion construit par couleur (le Yukon en alternant rouge et noir), n'a pas de fondations — les couleurs se complètent dans le tableau — et garde une pioche de trois cartes.

# %%
for line in differences(GAME, "yukon"):
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
answer = 't4-t6x3'
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
# Deal 2 opens with a six-card move (exercise 2). Before playing it, look for a way to reach the hidden cards of piles 1 to 4 first — and keep the stock's click for when piles 1 to 3 need a fresh card.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 s'ouvre sur un coup de six cartes (exercice 2). Avant de le jouer, cherchez un moyen d'atteindre d'abord les cartes cachées des piles 1 à 4 — et gardez le clic de la pioche pour le moment où les piles 1 à 3 auront besoin d'une carte nouvelle.

# %%
sn.play(GAME, deal=2)
