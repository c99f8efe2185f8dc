# %% [markdown] lang="en"
# # King's Audience
#
# Sixteen cards stand in a ring around the audience chamber, and they can only leave it in couples. A King and the
# Queen of his suit are received together on a throne; an Ace and the Jack of its suit go together to a foundation,
# the Jack on top. Only then does a foundation take single cards: it builds *down* in suit from the Jack, Ten, Nine
# and so on to the Two. Suits matter everywhere here, ranks only inside those two couples and the descent.
#
# The ring refills itself: every cell a card leaves takes at once the top card of the waste, or of the stock when
# the waste is empty. The stock is turned one card at a time and only once. The game is played by spotting
# couples across the ring, the waste included, and by knowing that every move you make also pulls a waste card into
# the ring.

# %% [markdown] lang="fr"
# # L'audience des rois
#
# Seize cartes se tiennent en cercle autour de la chambre d'audience, et elles ne peuvent en sortir qu'en couple.
# Un Roi et la Dame de sa couleur sont reçus ensemble sur un trône ; un As et le Valet de sa couleur partent ensemble
# sur une fondation, le Valet dessus. Alors seulement une fondation prend des cartes seules : elle se construit *en
# descendant* dans la couleur à partir du Valet, Dix, Neuf et ainsi de suite jusqu'au Deux. Les couleurs comptent
# partout ici, les rangs seulement dans ces deux couples et dans la descente.
#
# Le cercle se remplit tout seul : chaque case qu'une carte quitte prend aussitôt la carte du dessus de la défausse,
# ou de la pioche quand la défausse est vide. La pioche se retourne une carte à la fois et une seule fois. On joue
# en repérant les couples à travers le cercle, défausse comprise, et en sachant que chaque coup fait aussi entrer
# une carte de la défausse dans le cercle.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "kings_audience"

# %% [markdown] lang="en"
# ## Deal 1
#
# The ring holds two Kings, K♣ and K♥, and one Queen, Q♣: a couple is ready before the first click. It also holds
# J♠ and J♦, each waiting for its Ace, and four Twos that can only go home last of all, at the end of a descent from
# their Jack.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Le cercle contient deux Rois, le R♣ et le R♥, et une Dame, la D♣ : un couple est prêt avant le premier clic. Il
# contient aussi le V♠ et le V♦, chacun attendant son As, et quatre Deux qui ne pourront partir qu'en tout dernier, au
# bout d'une descente depuis leur Valet.

# %%
game = sn.new_game(GAME, deal=1)
show(game, labels=True)

# %% [markdown] lang="en"
# ## The rules
#
# "Royal pairs" is written twice in the list, for the waste and for the ring: a couple may be made between two cells
# or between a cell and the top of the waste.

# %% [markdown] lang="fr"
# ## Les règles
#
# « Paires royales » figure deux fois dans la liste, pour la défausse et pour le cercle : un couple peut se former
# entre deux cases ou entre une case et le dessus de la défausse.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Deal 1, a throne and a long wait
#
# **Step 1.** Q♣ is dropped on K♣ (cell 4 onto cell 1), and both go to the first throne. The two cells they leave
# are refilled at once; the waste is still empty, so the stock supplies 4♣ and 9♠.

# %% [markdown] lang="fr"
# ## La donne 1, un trône et une longue attente
#
# **Étape 1.** La D♣ est posée sur le R♣ (case 4 sur case 1), et les deux partent sur le premier trône. Les deux
# cases qu'ils quittent sont aussitôt remplies ; la défausse est encore vide, c'est donc la pioche qui fournit le
# 4♣ et le 9♠.

# %%
game.play("r4-r1")
show(game)

# %% [markdown] lang="en"
# **Step 2.** Now nothing pairs, and only the stock can help. The helper below clicks until a given card shows on the
# waste. Nine cards go by without finding a partner; the tenth is A♦.

# %% [markdown] lang="fr"
# **Étape 2.** Plus rien ne s'assortit, et seule la pioche peut aider. La fonction ci-dessous clique jusqu'à ce
# qu'une carte donnée apparaisse sur la défausse. Neuf cartes passent sans trouver de partenaire ; la dixième est
# l'A♦.

# %%
def click_until(position, card):
    """Turn stock cards until `card` is on top of the waste."""
    while not (position.pile("waste").cards and str(position.pile("waste").top) == card):
        position.play("deal")


click_until(game, "AD")
show(game, labels=True)

# %% [markdown] lang="en"
# ## Exercises
#
# ### A partner for A♦
#
# A♦ is on top of the waste. Which pile must it be dropped on to go to a foundation?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Un partenaire pour l'A♦
#
# L'A♦ est sur la défausse. Sur quelle pile faut-il le poser pour qu'il parte sur une fondation ?

# %% exercise="partner" part="ask"
ace = game.copy()
q = PickTarget(ace, "waste", 1)
display(show(ace, labels=True))
q

# %% exercise="partner" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau1"]
### BEGIN SOLUTION
answer = ["reserve16"]
### END SOLUTION
q.check(answer)

# %% exercise="partner" part="score"
q.score(answer)

# %% exercise="partner" part="reveal"
display(q.check(answer, reveal=True))
show(ace, select=("waste", 1))

# %% [markdown] lang="en" exercise="partner" part="reveal"
# Only J♦, in cell 16. J♠ in cell 11 is a Jack too, but of the wrong suit; an Ace is never dropped on an empty
# foundation by itself.

# %% [markdown] lang="fr" exercise="partner" part="reveal"
# Seulement le V♦, dans la case 16. Le V♠ de la case 11 est lui aussi un Valet, mais pas de la bonne couleur ; et un
# As ne se pose jamais seul sur une fondation vide.

# %% [markdown] lang="en"
# ### Spades in pairs
#
# A♦ and J♦ have gone to the first foundation, cell 16 has taken J♣ from the waste, and two clicks later A♠ shows.
# Which of these moves will the game accept with A♠ on the waste?

# %% [markdown] lang="fr"
# ### Les piques en couple
#
# L'A♦ et le V♦ sont partis sur la première fondation, la case 16 a pris le V♣ de la défausse, et deux clics plus
# tard l'A♠ apparaît. Parmi ces coups, lesquels le jeu accepte-t-il avec l'A♠ sur la défausse ?

# %% exercise="spades" part="ask"
game.play("r16-w")
click_until(game, "AS")
spades = game.copy()
q = LegalMoves(spades, ["w-r11", "w-r16", "r11-w", "r5-f1", "r3-f1"])
display(show(spades, labels=True))
q

# %% exercise="spades" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["b"]
### BEGIN SOLUTION
answer = ["a", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="spades" part="score"
q.score(answer)

# %% exercise="spades" part="reveal"
display(q.check(answer, reveal=True))
show(spades, select=("reserve11", 1))

# %% [markdown] lang="en" exercise="spades" part="reveal"
# The couple can be made in either direction, Ace on Jack or Jack on Ace, with the same result. The Diamond
# foundation, for its part, waits for 10♦ and nothing else: 10♣ is the wrong suit, 9♦ one step too far.

# %% [markdown] lang="fr" exercise="spades" part="reveal"
# Le couple peut se former dans un sens ou dans l'autre, As sur Valet ou Valet sur As, avec le même résultat. La
# fondation de carreau, elle, attend le 10♦ et rien d'autre : le 10♣ n'est pas de la bonne couleur, le 9♦ va un cran
# trop loin.

# %% [markdown] lang="en"
# ### The Ten arrives
#
# A♠ and J♠ are paired, and the stock is turned on until 10♦ shows at last. 9♦ is in cell 3, 8♦ in cell 15. How
# many Diamonds go onto the first foundation before the next click?

# %% [markdown] lang="fr"
# ### Le Dix arrive
#
# L'A♠ et le V♠ sont assortis, et la pioche est retournée jusqu'à ce que le 10♦ apparaisse enfin. Le 9♦ est dans la
# case 3, le 8♦ dans la case 15. Combien de carreaux montent sur la première fondation avant le prochain clic ?

# %% exercise="diamonds" part="ask"
q = exercise("kings_audience.diamonds")
ten = q.game
after = ten.copy()
while True:
    plays = [move for move in after.legal_moves() if move.kind == "move"]
    if not plays:
        break
    after.play(plays[0])
display(show(ten, labels=True))
q

# %% exercise="diamonds" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="diamonds" part="score"
q.score(answer)

# %% exercise="diamonds" part="reveal"
display(q.check(answer, reveal=True))
show(after, select=("foundation1", 1))

# %% [markdown] lang="en" exercise="diamonds" part="reveal"
# Q♦ has just come into the ring, and K♦ went by on the waste long ago: that couple will have to wait for K♦ to be
# dug out. In this game, a card that passes too early is often what decides the end.

# %% [markdown] lang="fr" exercise="diamonds" part="reveal"
# La D♦ vient d'entrer dans le cercle, et le R♦ est passé sur la défausse il y a longtemps : ce couple devra attendre
# que le R♦ soit dégagé. Dans ce jeu, une carte qui passe trop tôt est souvent ce qui décide de la fin.

# %% [markdown] lang="en"
# ## Pair first, then click
#
# The advice for this game is short: make every couple and every foundation move as soon as it is there, and click
# only when nothing is left. The kit's greedy player does not quite follow it: its scoring of moves counts any move
# onto a reserve as a cost (in most games, that only parks a card in a cell), so it prefers to click rather than
# pair two cells. Below, it plays against two players that follow the advice, one taking the first move it finds,
# the other the last, on deals 1 to 100. Each line gives the wins out of 100, then the average number of cards in
# the chamber (52 wins).

# %% [markdown] lang="fr"
# ## D'abord les couples, ensuite le clic
#
# Le conseil pour ce jeu est bref : former chaque couple et jouer chaque carte sur une fondation dès que c'est
# possible, et ne cliquer que lorsqu'il ne reste rien. Le joueur glouton du kit ne le suit pas tout à fait : sa
# façon de noter les coups compte comme un coût tout coup vers une réserve (dans la plupart des jeux, cela ne fait que
# ranger une carte dans une case), et il préfère cliquer plutôt qu'assortir deux cases. Ci-dessous, il joue contre deux joueurs
# qui suivent le conseil, l'un prenant le premier coup trouvé, l'autre le dernier, sur les donnes 1 à 100. Chaque
# ligne donne les victoires sur 100, puis le nombre moyen de cartes dans la chambre (52 gagnent).

# %%
def first_move():
    return lambda game, moves: moves[0]


def last_move():
    def choose(game, moves):
        plays = [move for move in moves if move.kind == "move"]
        return plays[-1] if plays else moves[0]
    return choose


players = {"greedy": lambda: greedy_player(random.Random(1)), "pair first (first move)": first_move,
           "pair first (last move)": last_move}
results = play_many(players, range(1, 101), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/100, {average:.1f}")

# %% [markdown] lang="en"
# Pairing before clicking more than doubles the wins, from 12 to 29: a couple left standing in the ring while the
# stock runs on is two cells doing nothing, and the waste cards those cells would have taken get buried instead. The
# two players that follow the advice end exactly level, whatever order they play in: once you never click with a
# move available, the deal decides the rest.

# %% [markdown] lang="fr"
# Assortir avant de cliquer fait plus que doubler les victoires, de 12 à 29 : un couple laissé dans le cercle
# pendant que la pioche défile, ce sont deux cases qui ne servent à rien, et les cartes de la défausse qu'elles
# auraient prises sont enterrées à la place. Les deux joueurs qui suivent le conseil finissent exactement à égalité,
# dans quelque ordre qu'ils jouent : dès qu'on ne clique jamais alors qu'un coup est possible, la donne décide du
# reste.

# %% [markdown] lang="en"
# ## King's Audience and Carpet
#
# Both games keep a block of single cards that refills itself from the waste, with a single pass through the stock.
# Carpet's cards each go home alone, up from an Ace already in place. King's Audience asks for couples first (Kings
# with Queens, Aces with Jacks), sends Kings and Queens to thrones instead of foundations, and builds its
# foundations down from the Jack rather than up from the Ace.

# %% [markdown] lang="fr"
# ## L'audience des rois et le Tapis
#
# Les deux jeux gardent un bloc de cartes seules qui se remplit depuis la défausse, avec un seul passage dans la
# pioche. Au Tapis, chaque carte monte seule, à partir d'un As déjà en place. L'audience des rois exige d'abord des
# couples (Rois et Dames, As et Valets), envoie Rois et Dames sur des trônes plutôt que sur des fondations, et
# construit ses fondations en descendant depuis le Valet au lieu de monter depuis l'As.

# %%
for line in differences(GAME, "carpet"):
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
# On deal 2, look around the whole ring for a King and his Queen, an Ace and its Jack, before every click, and
# remember the waste card on top counts as one of the ring.

# %% [markdown] lang="fr"
# ## À vous
#
# Sur la donne 2, faites le tour du cercle avant chaque clic pour trouver un Roi et sa Dame, un As et son Valet, et
# n'oubliez pas que la carte du dessus de la défausse compte comme une case du cercle.

# %%
sn.play(GAME, deal=2)
