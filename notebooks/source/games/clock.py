# %% [markdown] lang="en"
# # Clock
#
# Clock is a game you watch rather than play. Twelve piles of four face-down cards stand round a clock face, one
# for each hour, Ace at one o'clock up to Jack at eleven and Queen at twelve; the last four cards make the centre
# pile. The top card of the centre goes to the pile of its hour, and the bottom card of that pile comes out, face
# up, to be played next. A King belongs to the centre itself.
#
# At every moment exactly one move is legal, so the deal decides everything: the game is won or lost before the
# first card moves. What there is to learn is the mechanism, and why it ends: the fourth King to reach the centre
# stops the game, whatever is still face down round the clock.

# %% [markdown] lang="fr"
# # Horloge
#
# L'Horloge est un jeu que l'on regarde plus qu'on ne le joue. Douze piles de quatre cartes face cachée entourent
# un cadran, une par heure, l'As à une heure jusqu'au Valet à onze heures et la Dame à midi ; les quatre dernières
# cartes forment la pile du centre. La carte du dessus du centre va sur la pile de son heure, et la carte du
# dessous de cette pile sort, face visible, pour être jouée ensuite. Un Roi appartient au centre lui-même.
#
# À chaque instant, un seul coup est permis : la donne décide de tout, la partie est gagnée ou perdue avant que
# la première carte ne bouge. Ce qu'il y a à apprendre, c'est le mécanisme, et pourquoi il s'arrête : le
# quatrième Roi arrivé au centre met fin à la partie, quoi qu'il reste face cachée autour du cadran.

# %%
import solitaire_nb as sn
from solitaire_nb.text.phrases import Phrase
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "clock"

# %% [markdown] lang="en"
# ## Deal 1
#
# The centre (reserve 1) shows 9♥; everything else is face down. Foundation 1 is at one o'clock, foundation 12 at
# noon.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Le centre (réserve 1) montre le 9♥ ; tout le reste est face cachée. La fondation 1 est à une heure, la
# fondation 12 à midi.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Note the score line: a card lying face down in the pile of its own hour already counts. That is why deal 1
# starts with a score above zero, and why the deal can be won with cards still face down.

# %% [markdown] lang="fr"
# ## Les règles
#
# Remarquez la ligne du score : une carte face cachée qui se trouve déjà dans la pile de sa propre heure compte.
# C'est pourquoi la donne 1 commence avec un score supérieur à zéro, et pourquoi une donne peut être gagnée avec
# des cartes encore cachées.

# %%
for line in game.rules():
    print("•", line)
print(Phrase(en="score before any move:", fr="score avant tout coup\u00a0:").text(), game.score)

# %% [markdown] lang="en"
# ## Three turns of the clock
#
# 9♥ goes to nine o'clock, and the bottom card of that pile comes up: 9♦, which goes straight back to nine
# o'clock, bringing up 9♣, which does the same. Three Nines in a row: the pile of nine now shows its own three
# Nines on top, and the card that came out next is J♥, for eleven o'clock.

# %% [markdown] lang="fr"
# ## Trois tours d'horloge
#
# Le 9♥ va à neuf heures, et la carte du dessous de cette pile remonte : le 9♦, qui retourne aussitôt à neuf
# heures et fait remonter le 9♣, qui fait de même. Trois Neuf à la suite : la pile de neuf heures porte ses trois
# Neuf sur le dessus, et la carte sortie ensuite est le V♥, pour onze heures.

# %%
for _ in range(3):
    move = game.legal_moves()[0]
    print(move, "—", game.explain(str(move)))
    game.play(str(move))
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### What time is it for J♣?
#
# Deal 2 starts with J♣ on the centre. On which hour does it go? Answer with the number on the clock face.

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Quelle heure pour le V♣ ?
#
# La donne 2 commence avec le V♣ au centre. À quelle heure va-t-il ? Répondez par le nombre du cadran.

# %% exercise="hour" part="ask"
q = exercise("clock.hour")
jack = q.game
display(show(jack))
q

# %% exercise="hour" part="answer"
answer = ...  # ← your answer: a number from 1 to 12
### BEGIN SOLUTION
answer = 11
### END SOLUTION
q.check(answer)

# %% exercise="hour" part="score"
q.score(answer)

# %% exercise="hour" part="reveal"
display(q.check(answer, reveal=True))
show(jack, select=("reserve1", 1))

# %% [markdown] lang="en"
# ### A King in the centre
#
# Deal 4 opens with K♥ on the centre. Name every pile it may go to.

# %% [markdown] lang="fr"
# ### Un Roi au centre
#
# La donne 4 s'ouvre sur le R♥ au centre. Nommez toutes les piles où il peut aller.

# %% exercise="king" part="ask"
king = sn.new_game(GAME, deal=4)
q = PickTarget(king, "reserve1", 1)
display(show(king, labels=True))
q

# %% exercise="king" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["foundation3"]
### BEGIN SOLUTION
answer = ["reserve1"]
### END SOLUTION
q.check(answer)

# %% exercise="king" part="score"
q.score(answer)

# %% exercise="king" part="reveal"
display(q.check(answer, reveal=True))
king.play("r1-r1")
show(king, select=("reserve1", 1))

# %% [markdown] lang="en" exercise="king" part="reveal"
# The King has no hour to go to: it stays in the centre, and the centre's bottom card (7♦) comes
# up on top instead. Each King that arrives brings the end closer: there are four.

# %% [markdown] lang="fr" exercise="king" part="reveal"
# Le Roi ne va sur aucune heure : il reste au centre, et c'est la carte du dessous du centre (7♦) qui remonte sur
# le dessus. Chaque Roi qui arrive rapproche la fin : il y en a quatre.

# %% [markdown] lang="en"
# ### Any choice at all?
#
# The engine plays deal 1 to its end, one legal move after another, and notes how many moves were legal at each
# step. What is the largest number of legal moves it ever met at once?

# %% [markdown] lang="fr"
# ### Le moindre choix ?
#
# Le moteur joue la donne 1 jusqu'au bout, un coup permis après l'autre, et note combien de coups étaient permis
# à chaque étape. Quel est le plus grand nombre de coups permis qu'il ait jamais rencontré à la fois ?

# %% exercise="choices" part="ask"
q = exercise("clock.choices")
whole = q.game
counts = []
while whole.legal_moves():
    counts.append(len(whole.legal_moves()))
    whole.play(str(whole.legal_moves()[0]))
q

# %% exercise="choices" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 1
### END SOLUTION
q.check(answer)

# %% exercise="choices" part="score"
q.score(answer)

# %% exercise="choices" part="reveal"
display(q.check(answer, reveal=True))
print(len(counts), "moves;", whole.outcome(), "score", whole.score)
show(whole)

# %% [markdown] lang="en"
# ## No strategy
#
# Since there is never more than one legal move, there is nothing to advise and no player to measure: every
# player, human or machine, plays the same game on the same deal and gets the same result. A deal is won when the
# fourth King comes to the centre last, after every other card has found its hour; if a King arrives too early,
# the cards still face down round the clock stay where they are. The only thing a player decides is whether to
# deal again.

# %% [markdown] lang="fr"
# ## Pas de stratégie
#
# Comme il n'y a jamais plus d'un coup permis, il n'y a rien à conseiller ni aucun joueur à mesurer : tout joueur,
# humain ou machine, joue la même partie sur la même donne et obtient le même résultat. Une donne est gagnée
# quand le quatrième Roi arrive au centre en dernier, une fois toutes les autres cartes à leur heure ; si un Roi
# arrive trop tôt, les cartes encore cachées autour du cadran restent où elles sont. La seule décision du joueur
# est de redistribuer ou non.

# %% [markdown] lang="en"
# ## Clock and Gaps
#
# No game of the collection is really close to Clock, because no other game is without decisions. The nearest
# by mechanism is Gaps, where, as here, every card has one place it belongs (a cell of its suit's row there, the
# pile of its hour here) and a move into one place opens the next. But in Gaps the player chooses which card moves
# and when; in Clock the previous card chooses for you. The engine's list shows how little the declarations
# share.

# %% [markdown] lang="fr"
# ## L'Horloge et Gaps
#
# Aucun jeu de la collection n'est vraiment proche de l'Horloge, car aucun autre n'est dépourvu de décisions. Le
# plus proche par le mécanisme est Gaps, où, comme ici, chaque carte a une place qui lui revient (une case de la
# rangée de sa couleur là-bas, la pile de son heure ici) et où un coup vers une place ouvre la suivante. Mais à
# Gaps, le joueur choisit quelle carte bouge et quand ; à l'Horloge, c'est la carte précédente qui choisit pour
# vous. La liste du moteur montre combien les deux déclarations ont peu en commun.

# %%
for line in differences(GAME, "gaps"):
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

# %% [markdown] lang="en"
# ## Watch it run
#
# Deal 2 is a won deal. Click through it and watch for the moments a King appears: each one brings the end a step
# nearer.

# %% [markdown] lang="fr"
# ## Regardez-la tourner
#
# La donne 2 est une donne gagnée. Faites-la défiler et guettez les moments où un Roi apparaît : chacun rapproche
# la fin d'un pas.

# %%
sn.play(GAME, deal=2)
