# %% [markdown] lang="en"
# # First Law
#
# Four piles, all empty at the start, and a stock that deals one card onto each of them per click. Only the top cards matter. A top card may move left, but only onto the leftmost pile whose top card has the same rank; when all four tops show the same rank, the four leave together. When the stock is empty, the piles are gathered back into it in order and dealt again, as often as you like.
#
# No move is ever forced. Each card you move changes what lies under what, and so the order in which the cards come back on the next pass: that is the thing to learn here.

# %% [markdown] lang="fr"
# # Première loi
#
# Quatre piles, toutes vides au départ, et une pioche qui distribue une carte sur chacune à chaque clic. Seules les cartes du dessus comptent. Une carte du dessus peut aller vers la gauche, mais seulement sur la pile la plus à gauche dont la carte du dessus a le même rang ; quand les quatre cartes du dessus sont du même rang, elles partent ensemble. Quand la pioche est vide, les piles y sont ramassées dans l'ordre puis redistribuées, autant de fois qu'on veut.
#
# Aucun coup n'est obligatoire. Chaque carte déplacée change ce qui est sous quoi, et donc l'ordre dans lequel les cartes reviennent au tour suivant : c'est ce qu'il faut apprendre ici.

# %%
import solitaire_nb as sn
from solitaire_nb.text.phrases import Phrase
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.lessons import play_many, summarise
from solitaire_nb.engine.strategy import greedy_player, random_player
sn.set_lang("en")
feedback_in_steps()
GAME = "first_law"

# %% [markdown] lang="en"
# ## Deal 1
#
# Nothing on the table yet: every card is in the stock, face down.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Rien encore sur la table : toutes les cartes sont dans la pioche, face cachée.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The word that matters is "leftmost": a card with two same-rank piles to its left may go only to the first one.

# %% [markdown] lang="fr"
# ## Les règles
#
# Le mot qui compte est « la plus à gauche » : une carte qui a deux piles de même rang à sa gauche ne peut aller que sur la première.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Two clicks and a Jack
#
# Two clicks on the stock deal two rows. The second shows J♠ in the third pile and J♦ in the fourth: J♦ may move onto J♠, uncovering 2♠ from the first row.

# %% [markdown] lang="fr"
# ## Deux clics et un Valet
#
# Deux clics sur la pioche distribuent deux rangées. La seconde montre le V♠ sur la troisième pile et le V♦ sur la quatrième : le V♦ peut aller sur le V♠, ce qui découvre le 2♠ de la première rangée.

# %%
game.play("deal")
game.play("deal")
print([str(move) for move in game.legal_moves()])
game.play("t4-t3")
show(game)

# %% [markdown] lang="en"
# Now the third pile holds J♠ under J♦, and 2♠ is on top of the fourth again. After the gathering, these cards will come back in a new order.

# %% [markdown] lang="fr"
# La troisième pile porte maintenant le V♠ sous le V♦, et le 2♠ est revenu sur le dessus de la quatrième. Après le ramassage, ces cartes reviendront dans un autre ordre.

# %% [markdown] lang="en"
# ## Exercises
#
# ### Three Eights in a row
#
# Deal 1, second pass: the piles show 5♦, 8♦, 8♠, 8♥. Where may 8♥, on the fourth pile, go?

# %% [markdown] lang="fr"
# ### Trois 8 à la suite
#
# Donne 1, deuxième tour : les piles montrent 5♦, 8♦, 8♠, 8♥. Où le 8♥, sur la quatrième pile, peut-il aller ?

# %% exercise="leftmost" part="ask"
position = sn.new_game(GAME, deal=1)
for move in ("deal deal t4-t3 deal t4-t1 deal t4-t3 deal deal deal deal t4-t2 deal t3-t2 deal deal deal "
             "t2-t1 deal redeal deal").split():
    position.play(move)
q = PickTarget(position, "tableau4", 1)
display(show(position, labels=True))
q

# %% exercise="leftmost" part="answer"
answer = ...  # ← your answer: a list of piles, e.g. ["tableau1"]
### BEGIN SOLUTION
answer = ["tableau2"]
### END SOLUTION
q.check(answer)

# %% exercise="leftmost" part="score"
q.score(answer)

# %% exercise="leftmost" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau4", 1))

# %% [markdown] lang="en" exercise="leftmost" part="reveal"
# 8♠ is right next to it, but 8♦ is further left: the law sends 8♥ to the second pile.

# %% [markdown] lang="fr" exercise="leftmost" part="reveal"
# Le 8♠ est juste à côté, mais le 8♦ est plus à gauche : la loi envoie le 8♥ sur la deuxième pile.

# %% [markdown] lang="en"
# ### Three Kings
#
# Deal 2, second pass: K♥, 10♥, K♦, K♣. Which of these moves does the law allow?

# %% [markdown] lang="fr"
# ### Trois Rois
#
# Donne 2, deuxième tour : R♥, 10♥, R♦, R♣. Lesquels de ces coups la loi permet-elle ?

# %% exercise="kings" part="ask"
position = sn.new_game(GAME, deal=2)
for move in "deal deal deal t4-t2 deal deal deal deal deal deal deal deal t2-t1 deal deal redeal deal deal deal".split():
    position.play(move)
q = LegalMoves(position, ["t4-t1", "t4-t3", "t3-t1", "t2-t1", "deal"])
display(show(position))
q

# %% exercise="kings" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves
### BEGIN SOLUTION
answer = ["a", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="kings" part="score"
q.score(answer)

# %% exercise="kings" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau4", 1))

# %% [markdown] lang="en"
# ### A Jack with nowhere to go
#
# Deal 1 after the first two clicks, before J♦ moves: and J♠ itself, on the third pile, where may it go?

# %% [markdown] lang="fr"
# ### Un Valet sans destination
#
# La donne 1 après les deux premiers clics, avant que le V♦ bouge : et le V♠ lui-même, sur la troisième pile, où peut-il aller ?

# %% exercise="nowhere" part="ask"
position = sn.new_game(GAME, deal=1)
position.play("deal")
position.play("deal")
q = PickTarget(position, "tableau3", 1)
display(show(position, labels=True))
q

# %% exercise="nowhere" part="answer"
answer = ...  # ← your answer: a list of piles (an empty list for nowhere)
### BEGIN SOLUTION
answer = []
### END SOLUTION
q.check(answer)

# %% exercise="nowhere" part="score"
q.score(answer)

# %% exercise="nowhere" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau3", 1))

# %% [markdown] lang="en" exercise="nowhere" part="reveal"
# Cards only move left. J♦ to its right may come to J♠, never the other way round.

# %% [markdown] lang="fr" exercise="nowhere" part="reveal"
# Les cartes ne vont que vers la gauche. Le V♦, à sa droite, peut venir sur le V♠, jamais l'inverse.

# %% [markdown] lang="en"
# ## Moving or waiting, measured
#
# The manual warns that no move is forced. The simplest policy moves a card whenever it can; the kit's greedy player weighs its moves; a random player does anything. All three play deals 1 to 20.

# %% [markdown] lang="fr"
# ## Bouger ou attendre, mesuré
#
# Le manuel prévient qu'aucun coup n'est obligatoire. La règle la plus simple déplace une carte dès qu'elle le peut ; le joueur glouton du kit pèse ses coups ; un joueur au hasard fait n'importe quoi. Tous trois jouent les donnes 1 à 20.

# %%
def always_move():
    def choose(game, moves):
        card_moves = [move for move in moves if str(move) not in ("deal", "redeal")]
        return (card_moves or moves)[0]
    return choose


results = play_many({"greedy": greedy_player, "always move": always_move, "random": random_player},
                    range(1, 21), game=GAME)
summarise(results, Phrase(en="fours of a kind", fr="carrés"), digits=2)

# %% [markdown] lang="en"
# None of them clears a deal within the move limit, and they rarely remove even one four of a kind. The figures say that blind rules get nowhere in First Law: a player has to follow where each card will be after the gathering, which is exactly what a machine without memory of the order does not do.

# %% [markdown] lang="fr"
# Aucun ne vide une donne dans la limite de coups, et ils retirent rarement ne serait-ce qu'un carré. Les chiffres disent que des règles aveugles ne mènent nulle part à la Première loi : il faut suivre où chaque carte sera après le ramassage, ce qu'une machine sans mémoire de l'ordre ne fait pas.

# %% [markdown] lang="en"
# ## First Law and Accordion
#
# In both, a card moves left onto a card it matches. Accordion looks one or three places away in a line of 52 and also accepts the same suit, while First Law matches rank only, among just four piles, and removes cards only as four of a kind; and Accordion has no stock to go through again.

# %% [markdown] lang="fr"
# ## Première loi et Accordéon
#
# Dans les deux jeux, une carte va vers la gauche sur une carte qui lui correspond. L'Accordéon regarde à une ou trois cases dans une ligne de 52 et accepte aussi la même couleur, alors que la Première loi n'accepte que le même rang, entre quatre piles seulement, et ne retire les cartes que par carrés ; et l'Accordéon n'a pas de pioche à reparcourir.

# %%
for line in differences(GAME, "accordion"):
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
answer = 'deal'
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
# On deal 2, note the order of the first row before you move anything, then watch how your moves reshuffle it after the first gathering.

# %% [markdown] lang="fr"
# ## À vous
#
# Sur la donne 2, notez l'ordre de la première rangée avant de déplacer quoi que ce soit, puis observez comment vos coups le rebattent après le premier ramassage.

# %%
sn.play(GAME, deal=2)
