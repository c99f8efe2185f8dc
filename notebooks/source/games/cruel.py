# %% [markdown] lang="en"
# # Cruel
#
# The four Aces wait on the foundations from the start; the other 48 cards lie face up in twelve piles of four.
# Cards move one at a time, down **by suit**, and an empty pile stays empty. What gives Cruel its name and its
# interest is the redeal: as often as you like (after at least one move), the piles are gathered in order and
# dealt out again four by four.
#
# A redeal does not shuffle: it slides every card along. Any pile that lost or gained a card shifts all the
# piles after it, so a card you moved decides which cards come to the top next time.

# %% [markdown] lang="fr"
# # Cruel
#
# Les quatre As attendent sur les fondations dès le départ ; les 48 autres cartes sont découvertes en douze piles
# de quatre. Les cartes se déplacent une à une, en descendant **dans la même couleur**, et une pile vide le reste.
# Ce qui fait le nom et l'intérêt de Cruel, c'est la redistribution : aussi souvent qu'on veut (après au moins
# un coup), les piles sont ramassées dans l'ordre et redistribuées par quatre.
#
# Une redistribution ne mélange pas : elle fait glisser toutes les cartes. Une pile qui a perdu ou gagné une carte
# décale toutes les piles suivantes ; une carte déplacée décide donc des cartes qui viendront au sommet la fois
# suivante.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "cruel"

# %% [markdown] lang="en"
# ## Deal 1
#
# Only two moves are open: the 2♥ on top of pile 10 can join its Ace, and the 8♣ of pile 8 can go onto the 9♣ of
# pile 2. Everything else is stuck — which is exactly when the redeal matters.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Deux coups seulement sont possibles : le 2♥ au sommet de la pile 10 peut rejoindre son As, et le 8♣ de la
# pile 8 peut aller sur le 9♣ de la pile 2. Tout le reste est bloqué, et c'est justement là que la
# redistribution compte.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Read the redeal line word by word: "in order", "four cards to a pile", "only after at least one move".

# %% [markdown] lang="fr"
# ## Les règles
#
# Lisez la ligne de la redistribution mot à mot : « dans l'ordre », « par quatre cartes », « seulement après au
# moins un coup ».

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Two moves, then a redeal
#
# **Step 1.** Play both open moves: 2♥ home (`t10-f3`) and 8♣ onto 9♣ (`t8-t2`). Pile 2 now has five cards, piles 8
# and 10 three each.

# %% [markdown] lang="fr"
# ## Deux coups, puis une redistribution
#
# **Étape 1.** Jouez les deux coups possibles : le 2♥ monte (`t10-f3`) et le 8♣ va sur le 9♣ (`t8-t2`). La pile 2
# a maintenant cinq cartes, les piles 8 et 10 trois chacune.

# %%
game.play("t10-f3")
game.play("t8-t2")
show(game)

# %% [markdown] lang="en"
# **Step 2.** Redeal (`redeal`). Pile 2 keeps its first four cards; its fifth, the 8♣, becomes the bottom card of
# pile 3, and every pile after it shifts by one card until the gap left by the 2♥ absorbs the shift.

# %% [markdown] lang="fr"
# **Étape 2.** Redistribuez (`redeal`). La pile 2 garde ses quatre premières cartes ; la cinquième, le 8♣, devient
# la carte du dessous de la pile 3, et chaque pile suivante se décale d'une carte jusqu'au trou laissé par le 2♥.

# %%
game.play("redeal")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — by suit, one card
#
# On the opening of deal 1, which of these moves are legal?

# %% [markdown] lang="fr"
# ## Exercice 1 — par couleur, une carte
#
# Au début de la donne 1, lesquels de ces coups sont permis ?

# %% exercise="legal" part="ask"
position = sn.new_game(GAME, deal=1)
q = LegalMoves(position, ["t6-f1", "t10-f3", "t4-t5", "t8-t2"])
display(show(position))
q

# %% exercise="legal" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="legal" part="score"
q.score(answer)

# %% exercise="legal" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau6", 1))

# %% [markdown] lang="en" exercise="legal" part="reveal"
# The 3♣ must wait for the 2♣, and the 6♠ cannot go onto the 10♦: the same suit and the next rank, nothing else.

# %% [markdown] lang="fr" exercise="legal" part="reveal"
# Le 3♣ doit attendre le 2♣, et le 6♠ ne va pas sur le 10♦ : même couleur et rang suivant, rien d'autre.

# %% [markdown] lang="en"
# ## Exercise 2 — predict the redeal
#
# After `t10-f3` and `t8-t2` (the position before the redeal above), which card will be on top of pile 3 once
# you redeal?

# %% [markdown] lang="fr"
# ## Exercice 2 — prévoir la redistribution
#
# Après `t10-f3` et `t8-t2` (la position d'avant la redistribution ci-dessus), quelle carte sera au sommet de la
# pile 3 une fois la redistribution faite ?

# %% exercise="top3" part="ask"
q = exercise("cruel.top3")
position = q.game
after = position.copy()
after.play("redeal")
display(show(position))
q

# %% exercise="top3" part="answer"
answer = ...  # ← your answer: a card, e.g. "5D"
### BEGIN SOLUTION
answer = "JH"
### END SOLUTION
q.check(answer)

# %% exercise="top3" part="score"
q.score(answer)

# %% exercise="top3" part="reveal"
display(q.check(answer, reveal=True))
show(after, select=("tableau3", 1))

# %% [markdown] lang="en"
# ## Exercise 3 — what the redeal opened
#
# In the same position after the redeal, how many moves are legal (the redeal itself aside, since no move has been
# played since)? Before the redeal there were only two.

# %% [markdown] lang="fr"
# ## Exercice 3 — ce que la redistribution a ouvert
#
# Dans la même position après la redistribution, combien de coups sont permis (la redistribution elle-même n'en
# fait pas partie, puisqu'aucun coup n'a été joué depuis) ? Avant, il n'y en avait que deux.

# %% exercise="opened" part="ask"
q = exercise("cruel.opened")
after = q.game
display(show(after))
q

# %% exercise="opened" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="opened" part="score"
q.score(answer)

# %% exercise="opened" part="reveal"
display(q.check(answer, reveal=True))
for move in after.legal_moves():
    print(move)

# %% [markdown] lang="en"
# ## When to redeal
#
# A redeal is free and unlimited, so the question is never "whether" but "when": play every move that really helps
# first (cards going home, cards that uncover a low card of the same suit), then redeal to bring new cards to the
# top. A move made only to shift the piles is also a way to steer the next redeal.

# %% [markdown] lang="fr"
# ## Quand redistribuer
#
# Une redistribution est gratuite et illimitée ; la question n'est donc jamais « faut-il » mais « quand » : jouez
# d'abord tous les coups vraiment utiles (cartes qui montent, cartes qui dégagent une petite carte de la même
# couleur), puis redistribuez pour amener de nouvelles cartes au sommet. Un coup joué seulement pour décaler les
# piles est aussi un moyen d'orienter la redistribution suivante.

# %% [markdown] lang="en"
# That advice as a player — any other move before a redeal — measured against the kit's greedy player on deals 1
# to 10 (its ties seeded, so the figures repeat).

# %% [markdown] lang="fr"
# Ce conseil sous forme de joueur (tout autre coup avant une redistribution), mesuré face au joueur glouton du kit
# sur les donnes 1 à 10 (ses tirages fixés, pour que les chiffres se répètent).

# %%
import random
from solitaire_nb.teaching.lessons import play_many, summarise
from solitaire_nb.engine.strategy import greedy_player, move_value


def redeal_last():
    def choose(game, moves):
        return max(moves, key=lambda move: -100 if str(move) == "redeal" else move_value(game, move))
    return choose


results = play_many({"greedy": lambda: greedy_player(random.Random(0)), "redeal last": redeal_last},
                    range(1, 11), game=GAME, max_moves=400, patience=60)
summarise(results)

# %% [markdown] lang="en"
# Neither wins, and redealing last sends only slightly more cards home (about 17 against 15): the order of moves
# matters less than choosing *which* move to play before the redeal, which needs looking ahead at the shift.

# %% [markdown] lang="fr"
# Aucun ne gagne, et redistribuer en dernier ne monte qu'un peu plus de cartes (environ 17 contre 15) : l'ordre des
# coups compte moins que le choix du coup à jouer avant la redistribution, qui demande d'anticiper le décalage.

# %% [markdown] lang="en"
# ## Compared with Baker's Dozen
#
# Both lay every card open and move single cards, and neither refills an empty pile; Cruel builds by suit, starts
# with the Aces already home, and has the redeal, which Baker's Dozen lacks entirely.

# %% [markdown] lang="fr"
# ## Comparé aux boulangers
#
# Les deux jeux montrent toutes les cartes, déplacent les cartes une à une et ne remplissent jamais une pile
# vide ; Cruel construit par couleur, commence avec les As déjà montés, et possède la redistribution, qui manque
# entièrement aux boulangers.

# %%
for line in differences(GAME, "bakers_dozen"):
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
answer = 't4-t6'
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
# On deal 2, before each redeal, predict which card will come to the top of the first pile that changes; check
# your prediction on the table.

# %% [markdown] lang="fr"
# ## À vous
#
# Sur la donne 2, avant chaque redistribution, prévoyez quelle carte viendra au sommet de la première pile qui
# change ; vérifiez sur la table.

# %%
sn.play(GAME, deal=2)
