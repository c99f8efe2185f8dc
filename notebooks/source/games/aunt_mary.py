# %% [markdown] lang="en"
# # Aunt Mary
#
# Aunt Mary turns Klondike's staircase upside down. Six piles of six: pile 1 is entirely face up, pile 6 has five hidden cards under a single face-up one, and in between each pile has one hidden card fewer than the next. Twenty-one cards are visible from the start — but most of them sit in the middle of piles, in no order, and can move only once everything above them has gone.
#
# With only sixteen cards in the stock, the game is famously hard; the manual suggests aiming for as many cards home as possible rather than a win.

# %% [markdown] lang="fr"
# # Tante Marie
#
# Tante Marie renverse l'escalier du Klondike. Six piles de six : la pile 1 est entièrement visible, la pile 6 cache cinq cartes sous une seule carte visible, et entre les deux chaque pile a une carte cachée de moins que la suivante. Vingt et une cartes se voient dès le départ — mais la plupart sont au milieu des piles, sans ordre, et ne peuvent bouger qu'une fois partie tout ce qui les recouvre.
#
# Avec seize cartes seulement dans la pioche, le jeu est réputé très difficile ; le manuel conseille de viser le plus de cartes possible en fondation plutôt que la victoire.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "aunt_mary"

# %% [markdown] lang="en"
# ## Deal 2
#
# Two Aces are on top of piles: A♣ (pile 3) and A♦ (pile 5). A♠ is visible too, but buried in pile 2 under four cards.

# %% [markdown] lang="fr"
# ## La donne 2
#
# Deux As sont en haut de leur pile : l'A♣ (pile 3) et l'A♦ (pile 5). L'A♠ se voit aussi, mais enfoui dans la pile 2 sous quatre cartes.

# %%
game = sn.new_game(GAME, deal=2)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Apart from the deal (the line on rows), these are Klondike's rules — including foundation cards that may come back to the tableau.

# %% [markdown] lang="fr"
# ## Les règles
#
# À part la donne (la ligne sur les rangées), ce sont les règles du Klondike — y compris les cartes de fondation qui peuvent revenir au tableau.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Two steps on deal 2
#
# **Both Aces up.** A♣ leaves 5♦ on top of pile 3; A♦ leaves 10♣ on top of pile 5.

# %% [markdown] lang="fr"
# ## Deux étapes sur la donne 2
#
# **Les deux As en fondation.** L'A♣ laisse le 5♦ en haut de la pile 3 ; l'A♦ laisse le 10♣ en haut de la pile 5.

# %%
game.play("t3-f1")
game.play("t5-f2")
show(game)

# %% [markdown] lang="en"
# **10♣ onto J♦.** Pile 5 turns up its first hidden card, 3♣ — it could go on A♣'s foundation once 2♣ is found.

# %% [markdown] lang="fr"
# **10♣ sur V♦.** La pile 5 retourne sa première carte cachée, le 3♣ — il pourra rejoindre la fondation de l'A♣ une fois le 2♣ trouvé.

# %%
game.play("t5-t2")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — movable cards at the start
#
# On the untouched deal 2, how many different tableau cards can move now?

# %% [markdown] lang="fr"
# ## Exercice 1 — les cartes jouables au départ
#
# Sur la donne 2 intacte, combien de cartes différentes du tableau peuvent bouger maintenant ?

# %% exercise="movable" part="ask"
q = exercise("aunt_mary.movable")
opening = q.game
display(show(opening))
q

# %% exercise="movable" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 2
### END SOLUTION
q.check(answer)

# %% exercise="movable" part="score"
q.score(answer)

# %% exercise="movable" part="reveal"
display(q.check(answer, reveal=True))
for move in opening.legal_moves():
    print(move)

# %% [markdown] lang="en"
# ## Exercise 2 — an Ace that comes back
#
# After the two Aces went up (before 10♣ moved), which of these moves are allowed?

# %% [markdown] lang="fr"
# ## Exercice 2 — un As qui redescend
#
# Après la montée des deux As (avant le déplacement du 10♣), lesquels de ces coups sont permis ?

# %% exercise="back" part="ask"
aces_up = sn.new_game(GAME, deal=2)
aces_up.play("t3-f1")
aces_up.play("t5-f2")
q = LegalMoves(aces_up, ["t5-t2", "f2-t4", "t2-t5", "t4-t3", "deal"])
display(show(aces_up))
q

# %% exercise="back" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["c", "d"]
### BEGIN SOLUTION
answer = ["a", "b", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="back" part="score"
q.score(answer)

# %% exercise="back" part="reveal"
display(q.check(answer, reveal=True))
show(aces_up, select=("foundation2", 1))

# %% [markdown] lang="en" exercise="back" part="reveal"
# A♦ may come back down onto 2♠: foundations stay in play. It rarely helps with an Ace, but a higher foundation card brought down can give a stranded card a place to go.

# %% [markdown] lang="fr" exercise="back" part="reveal"
# L'A♦ peut redescendre sur le 2♠ : les fondations restent en jeu. C'est rarement utile pour un As, mais une carte de fondation plus haute, redescendue, peut offrir une place à une carte bloquée.

# %% [markdown] lang="en"
# ## Exercise 3 — under the last pile
#
# On deal 1, A♥ is alone on top of pile 6 and goes up. Which card turns up in its place? Answer with a card, e.g. "2C".

# %% [markdown] lang="fr"
# ## Exercice 3 — sous la dernière pile
#
# Sur la donne 1, l'A♥ est seul visible en haut de la pile 6 et monte en fondation. Quelle carte se retourne à sa place ? Répondez par une carte, par exemple "2C".

# %% exercise="under" part="ask"
q = exercise("aunt_mary.under")
deal_one = q.game
after = deal_one.copy()
after.play("t6-f1")
display(show(deal_one))
q

# %% exercise="under" part="answer"
answer = ...  # ← your answer: a card
### BEGIN SOLUTION
answer = "KS"
### END SOLUTION
q.check(answer)

# %% exercise="under" part="score"
q.score(answer)

# %% exercise="under" part="reveal"
display(q.check(answer, reveal=True))
show(after, select=("tableau6", 1))

# %% [markdown] lang="en"
# ## Strategy, measured
#
# Taking the manual at its word, we measure cards home rather than wins. One idea for this deal: dig the tall hidden piles first, since pile 6 alone hides five cards. The player below prefers any move that turns a hidden card over, else plays like the kit's greedy player; deals 1 to 40.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Prenant le manuel au mot, on mesure les cartes montées plutôt que les victoires. Une idée pour cette disposition : creuser d'abord les hautes piles cachées, puisque la pile 6 à elle seule cache cinq cartes. Le joueur ci-dessous préfère tout coup qui retourne une carte cachée, et joue sinon comme le joueur glouton du kit ; donnes 1 à 40.

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def dig_hidden():
    greedy = greedy_player()

    def choose(game, moves):
        def turns_one(move):
            if not move.source.startswith("tableau"):
                return False
            cards = game.pile(move.source).cards
            return len(cards) > move.count and not cards[-move.count - 1].face_up
        return greedy(game, [move for move in moves if turns_one(move)] or moves)
    return choose


results = play_many({"greedy": greedy_player, "dig hidden": dig_hidden}, range(1, 41), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:10} wins {wins}/40, cards home on average {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# The two players end exactly level: the greedy player already values a move that turns a card over, so the rule seldom changes its choice. Digging still matters to a person: in a game where most visible cards are stuck, every hidden card turned over is a new option, and the skill is to choose *which* pile to dig, which no one-move rule sees.

# %% [markdown] lang="fr"
# Les deux joueurs finissent exactement à égalité : le joueur glouton valorise déjà un coup qui retourne une carte, si bien que la règle change rarement son choix. Creuser compte tout de même pour une personne : dans un jeu où la plupart des cartes visibles sont coincées, chaque carte cachée retournée est une possibilité de plus, et tout l'art est de choisir *quelle* pile creuser, ce qu'aucune règle à un coup ne voit.

# %% [markdown] lang="en"
# ## Compared with Klondike
#
# Same rules; the deal alone differs: six piles of six instead of seven of one to seven, face-up cards stacked in the middle of the piles, and a stock of sixteen cards instead of twenty-four.

# %% [markdown] lang="fr"
# ## Par rapport au Klondike
#
# Mêmes règles ; seule la donne change : six piles de six au lieu de sept piles d'une à sept cartes, des cartes visibles empilées au milieu des piles, et une pioche de seize cartes au lieu de vingt-quatre.

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
answer = 'f1-t1'
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
# Deal 2: set yourself a target — how many cards home? The manual suggests that as the real measure of a game of Aunt Mary.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 : fixez-vous un objectif — combien de cartes en fondation ? Le manuel en fait la vraie mesure d'une partie de tante Marie.

# %%
sn.play(GAME, deal=2)
