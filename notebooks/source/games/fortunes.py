# %% [markdown] lang="en"
# # Fortunes
#
# This is the game many players know as Aces Up. Four piles are dealt one row at a time from the stock. Whenever two top cards share a suit, the lower one may be discarded; Aces count highest, so they can never go. The game is won when the stock is empty and only the four Aces remain.
#
# Nothing is ever built. The one tool you have is the empty pile: any card, with everything on top of it, may move into it, and that is how buried cards are dug out.

# %% [markdown] lang="fr"
# # Fortunes
#
# C'est le jeu que beaucoup connaissent sous le nom d'Aces Up. Quatre piles reçoivent les cartes de la pioche une rangée à la fois. Quand deux cartes du dessus sont de la même couleur, la plus faible peut être défaussée ; l'As compte comme la plus forte, il ne part donc jamais. On gagne quand la pioche est vide et qu'il ne reste que les quatre As.
#
# On ne construit jamais rien. Le seul outil est la pile vide : n'importe quelle carte, avec tout ce qui la recouvre, peut y aller, et c'est ainsi qu'on dégage les cartes enterrées.

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
GAME = "fortunes"

# %% [markdown] lang="en"
# ## Deal 1
#
# The four piles start empty: the first click on the stock deals the first row.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Les quatre piles sont vides au départ : le premier clic sur la pioche distribue la première rangée.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Two rules do all the work: discarding the lower card of a suit, and filling an empty pile.

# %% [markdown] lang="fr"
# ## Les règles
#
# Deux règles font tout le travail : défausser la plus faible d'une couleur, et remplir une pile vide.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## The first row of deal 1
#
# 7♦, 9♥, 4♦, 4♥: each Four has a higher card of its suit on the table, so both go, and two piles are empty before the second row.

# %% [markdown] lang="fr"
# ## La première rangée de la donne 1
#
# 7♦, 9♥, 4♦, 4♥ : chaque 4 a une carte plus forte de sa couleur sur la table, les deux partent donc, et deux piles sont vides avant la deuxième rangée.

# %%
game.play("deal")
game.play("t3-f1")
game.play("t4-f1")
show(game)

# %% [markdown] lang="en"
# The next click will fill both empty piles anyway, so keeping them empty gains nothing now. Moving 7♦ into one of them (`t1-t3`) at least leaves the first pile empty for a moment; the deal then covers every pile, but 7♦ and the card that lands on the first pile will no longer be stacked.

# %% [markdown] lang="fr"
# Le prochain clic remplira de toute façon les deux piles vides : les garder vides ne rapporte rien maintenant. Déplacer le 7♦ dans l'une d'elles (`t1-t3`) vide au moins la première pile un moment ; la distribution recouvre ensuite chaque pile, mais le 7♦ et la carte qui tombe sur la première pile ne seront plus empilés.

# %%
game.play("t1-t3")
game.play("deal")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### What goes on the first row?
#
# Deal 3, first row. List the top cards that may be discarded now.

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Que part sur la première rangée ?
#
# Donne 3, première rangée. Nommez les cartes du dessus qui peuvent être défaussées maintenant.

# %% exercise="discard" part="ask"
q = exercise("fortunes.discard")
position = q.game
display(show(position))
q

# %% exercise="discard" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["7H", "6D"]
### END SOLUTION
q.check(answer)

# %% exercise="discard" part="score"
q.score(answer)

# %% exercise="discard" part="reveal"
display(q.check(answer, reveal=True))
show(position)

# %% [markdown] lang="en"
# ### Three Spades
#
# Deal 2, after one discard and the second row: 4♠, 10♠, 2♠, 2♦. Which cards may be discarded?

# %% [markdown] lang="fr"
# ### Trois piques
#
# Donne 2, après une défausse et la deuxième rangée : 4♠, 10♠, 2♠, 2♦. Quelles cartes peuvent être défaussées ?

# %% exercise="spades" part="ask"
q = exercise("fortunes.spades")
position = q.game
display(show(position))
q

# %% exercise="spades" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["4S", "2S"]
### END SOLUTION
q.check(answer)

# %% exercise="spades" part="score"
q.score(answer)

# %% exercise="spades" part="reveal"
display(q.check(answer, reveal=True))
show(position)

# %% [markdown] lang="en"
# ### Using an empty pile
#
# Deal 3 a few moves in: the first pile is empty, the others show 3♣, K♦ and K♠, each on a card dealt earlier. Which of these moves would the engine accept?

# %% [markdown] lang="fr"
# ### Se servir d'une pile vide
#
# La donne 3 quelques coups plus loin : la première pile est vide, les autres montrent 3♣, R♦ et R♠, chacun sur une carte distribuée avant. Parmi les coups ci-dessous, lesquels sont permis ici ?

# %% exercise="empty" part="ask"
position = sn.new_game(GAME, deal=3)
for move in ["deal", "t3-f1", "t1-f1", "deal", "t1-f1"]:
    position.play(move)
q = LegalMoves(position, ["t2-t1", "t4-t1x2", "t3-f1", "t2-t3", "deal"])
display(show(position))
q

# %% exercise="empty" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves
### BEGIN SOLUTION
answer = ["a", "b", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="empty" part="score"
q.score(answer)

# %% exercise="empty" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau4", 2))

# %% [markdown] lang="en" exercise="empty" part="reveal"
# An empty pile takes a single card or a whole group; nothing goes onto a card, and K♦ has no higher Diamond to be discarded against.

# %% [markdown] lang="fr" exercise="empty" part="reveal"
# Une pile vide prend une carte seule ou tout un groupe ; rien ne se pose sur une carte, et le R♦ n'a pas de carreau plus fort pour être défaussé.

# %% [markdown] lang="en"
# ## The empty pile, measured
#
# The manual's advice: between deals, keep an empty pile as long as you can, but fill it before you deal, since the deal fills it anyway. The player below discards whenever it can; otherwise, just before dealing, it moves into an empty pile the top card of the tallest pile (never a card alone on its pile, which would only swap an empty pile for another). It plays deals 1 to 30 against the greedy player.

# %% [markdown] lang="fr"
# ## La pile vide, mesurée
#
# Le conseil du manuel : entre deux distributions, garder une pile vide aussi longtemps que possible, mais la remplir avant de distribuer, puisque la distribution la remplit de toute façon. Le joueur ci-dessous défausse dès qu'il le peut ; sinon, juste avant de distribuer, il met dans une pile vide la carte du dessus de la pile la plus haute (jamais une carte seule sur sa pile, ce qui ne ferait qu'échanger une pile vide contre une autre). Il joue les donnes 1 à 30 contre le joueur glouton.

# %%
def fill_before_dealing():
    def choose(game, moves):
        discards = [move for move in moves if move.target == "foundation1"]
        if discards:
            return discards[0]
        singles = [move for move in moves if move.target.startswith("tableau") and move.count == 1
                   and len(game.pile(move.source).cards) > 1]
        if singles:
            return max(singles, key=lambda move: len(game.pile(move.source).cards))
        return moves[0]
    return choose


results = play_many({"greedy": greedy_player, "fill before dealing": fill_before_dealing}, range(1, 31), game=GAME)
summarise(results, Phrase(en="cards discarded", fr="cartes écartées"))

# %% [markdown] lang="en"
# Using the empty piles before each deal discards clearly more cards than the greedy player, which often deals with a pile still empty. Neither wins a deal here: Aces Up is won only when the Aces come out in useful places, and a machine that never plans two deals ahead rarely gets there.

# %% [markdown] lang="fr"
# Se servir des piles vides avant chaque distribution défausse nettement plus de cartes que le joueur glouton, qui distribue souvent avec une pile encore vide. Aucun des deux ne gagne ici : on ne gagne que si les As sortent à des places utiles, et une machine qui ne prévoit jamais deux distributions à l'avance y arrive rarement.

# %% [markdown] lang="en"
# ## Fortunes and Cover
#
# Both have four piles and care only about suits. But in Cover a same-suit pair leaves together and the stock refills the cells by itself, while in Fortunes only the lower card goes, the stock deals a whole row at your click, and the piles grow taller as the game goes on.

# %% [markdown] lang="fr"
# ## Fortunes et Couvercle
#
# Les deux jeux ont quatre piles et ne regardent que les couleurs. Mais au Couvercle une paire de même couleur part ensemble et la pioche remplit les cases toute seule, alors qu'à Fortunes seule la plus faible part, la pioche distribue une rangée entière quand vous cliquez, et les piles montent au fil de la partie.

# %%
for line in differences(GAME, "cover"):
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
answer = 't1-f1'
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
# Deal 3 empties two piles on its first row. Try to keep one of them empty until a King or an Ace gets buried, and use it then.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 3 vide deux piles dès sa première rangée. Essayez d'en garder une vide jusqu'à ce qu'un Roi ou un As soit enterré, et servez-vous-en à ce moment.

# %%
sn.play(GAME, deal=3)
