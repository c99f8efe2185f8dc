# %% [markdown] lang="en"
# # Canfield
#
# In Canfield the foundations do not wait for Aces. The deal itself lays one card on the first foundation, and
# that card's rank becomes the starting point of all four: if it is an 8♦, every foundation starts with an Eight
# and climbs 9, 10, Jack, Queen, King, then turns the corner to Ace, 2… and ends on a Seven. The rank changes
# from one deal to the next, so the first thing to read on the table is that card.
#
# The second thing is the reserve: thirteen cards, only the top one visible, and every time a tableau pile
# empties, the game refills it from there. The four tableau piles are really a pump that draws the reserve into
# play; the stock, turned three cards at a time as often as you like, is what keeps the pump going.

# %% [markdown] lang="fr"
# # Champ de boîtes
#
# Au Champ de boîtes (le Canfield des Anglo-Saxons), les fondations n'attendent pas les As. La donne pose
# elle-même une carte sur la première fondation, et le rang de cette carte devient le point de départ des
# quatre : si c'est un 8♦, chaque fondation commence par un Huit et monte 9, 10, Valet, Dame, Roi, puis repart à
# l'As, 2… pour finir sur un Sept. Ce rang change d'une donne à l'autre : c'est la première carte à lire sur la
# table.
#
# La seconde, c'est la réserve : treize cartes dont seule celle du dessus est visible, et chaque fois qu'une pile
# du tableau se vide, le jeu la remplit depuis la réserve. Les quatre piles du tableau sont en fait une pompe qui
# fait entrer la réserve en jeu ; la pioche, retournée trois cartes par trois cartes autant de fois qu'on veut,
# sert à entretenir cette pompe.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.games.canfield import BASE_STAYS
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, WhichRule, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "canfield"

# %% [markdown] lang="en"
# ## Deal 1
#
# Look at the first foundation: 8♦, so this deal is played with Eights as the base. The reserve on its own shows
# 3♣; the twelve cards under it are face down. The four tableau cards are 3♠, K♠, A♣ and 2♦, and 34 cards wait in
# the stock.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Regardez la première fondation : 8♦, cette donne se joue donc avec les Huit pour base. La réserve ne montre que
# son 3♣ ; les douze cartes dessous sont cachées. Les quatre cartes du tableau sont 3♠, R♠, A♣ et 2♦, et
# 34 cartes attendent dans la pioche.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Two phrases in this list carry the game: "each foundation must start with" the dealt rank, and "King and Ace
# next to each other", which holds on the foundations and in the tableau alike.

# %% [markdown] lang="fr"
# ## Les règles
#
# Deux expressions de cette liste portent tout le jeu : « chaque fondation doit commencer par » le rang distribué,
# et « le Roi et l'As voisins », qui vaut sur les fondations comme sur le tableau.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Three moves on deal 1
#
# **Step 1.** A♣ may go on 2♦: black on red, one rank lower. Column 3 is then empty, but not for long: the reserve
# hands over its 3♣ at once, and the card that was under it turns face up.

# %% [markdown] lang="fr"
# ## Trois coups sur la donne 1
#
# **Étape 1.** L'A♣ peut aller sur le 2♦ : noir sur rouge, un rang plus bas. La colonne 3 est alors vide, mais
# pas longtemps : la réserve y envoie aussitôt son 3♣, et la carte qui était dessous se retourne.

# %%
game.play("t3-t4")
show(game)

# %% [markdown] lang="en"
# **Step 2.** The pair 2♦ A♣ is a sequence, so it travels as one block onto 3♠. Column 4 empties in its turn and
# the reserve refills it with 5♦. Each emptied column has pulled one more reserve card into play.

# %% [markdown] lang="fr"
# **Étape 2.** Le couple 2♦ A♣ forme une suite : il part d'un bloc sur le 3♠. La colonne 4 se vide à son tour et
# la réserve la remplit avec le 5♦. Chaque colonne vidée a fait entrer une carte de plus de la réserve.

# %%
game.play("t4-t1x2")
show(game)

# %% [markdown] lang="en"
# **Step 3.** The new reserve card is 8♣, an Eight: the base rank. It may start any empty foundation. Sending a
# reserve card home is the best kind of move in Canfield: it costs nothing in the tableau and uncovers the next
# reserve card (10♦).

# %% [markdown] lang="fr"
# **Étape 3.** La nouvelle carte de la réserve est le 8♣, un Huit : le rang de base. Il peut commencer n'importe
# quelle fondation vide. Monter une carte de la réserve est le meilleur coup qui soit au Champ de boîtes : il ne
# coûte rien au tableau et découvre la carte suivante de la réserve (10♦).

# %%
game.play("r1-f2")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Not an Ace in sight
#
# Deal 5 is played with Nines: 9♠ lies on the first foundation. Which of these moves does the game allow? Think
# of what a Klondike player would try first.

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Pas un As à l'horizon
#
# La donne 5 se joue avec les Neuf : le 9♠ est sur la première fondation. Lesquels de ces coups le jeu
# accepte-t-il ? Pensez à ce qu'un joueur de Klondike tenterait d'abord.

# %% exercise="base" part="ask"
nines = sn.new_game(GAME, deal=5)
q = LegalMoves(nines, ["t2-f2", "t4-f2", "t3-f2", "t1-f1", "t2-t1"])
display(show(nines))
q

# %% exercise="base" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="base" part="score"
q.score(answer)

# %% exercise="base" part="reveal"
display(q.check(answer, reveal=True))
show(nines, select=("tableau2", 1))

# %% [markdown] lang="en" exercise="base" part="reveal"
# A♦ and 8♥ are refused for the same reason: on this deal a foundation only opens with a Nine. 9♣ has two homes,
# an empty foundation or the red Ten; 10♥ would need a 9♥ under it, not the 9♠.

# %% [markdown] lang="fr" exercise="base" part="reveal"
# L'A♦ et le 8♥ sont refusés pour la même raison : sur cette donne, une fondation ne s'ouvre qu'avec un Neuf. Le
# 9♣ a deux destinations, une fondation vide ou le Dix rouge ; le 10♥ demanderait un 9♥ sous lui, pas le 9♠.

# %% [markdown] lang="en"
# ### The Nine that will not come back
#
# Foundation cards are still in play in Canfield: a card on top of a foundation may come down to the tableau.
# Yet the game refuses to put 9♠ back on 10♥, although a black Nine on a red Ten is a perfectly good build. Which
# rule is in the way?

# %% [markdown] lang="fr"
# ### Le Neuf qui ne redescend pas
#
# Au Champ de boîtes, les cartes des fondations restent en jeu : celle du dessus peut redescendre au tableau.
# Pourtant le jeu refuse de remettre le 9♠ sur le 10♥, alors qu'un Neuf noir sur un Dix rouge est une construction
# tout à fait correcte. Quelle règle s'y oppose ?

# %% exercise="base_stays" part="ask"
q = WhichRule(nines, "f1-t1", choices=["in_play", "build_alternate_colour", BASE_STAYS])
q

# %% exercise="base_stays" part="answer"
answer = ...  # ← your answer: one letter
### BEGIN SOLUTION
answer = "c"
### END SOLUTION
q.check(answer)

# %% exercise="base_stays" part="score"
q.score(answer)

# %% exercise="base_stays" part="reveal"
display(q.check(answer, reveal=True))
show(nines, select=("foundation1", 1))

# %% [markdown] lang="en"
# ### Where the King goes
#
# Deal 75 has a Queen for base (Q♦), so a King is the second card of a foundation. K♦ sits alone in column 4.
# Name every pile that will take it — remember that ranks wrap round in the tableau too.

# %% [markdown] lang="fr"
# ### Où va le Roi
#
# La donne 75 a une Dame pour base (D♦) : un Roi y est donc la deuxième carte d'une fondation. Le R♦ est seul dans
# la colonne 4. Nommez toutes les piles qui l'acceptent — rappelez-vous que les rangs font le tour sur le tableau
# aussi.

# %% exercise="king" part="ask"
queens = sn.new_game(GAME, deal=75)
q = PickTarget(queens, "tableau4", 1)
display(show(queens, labels=True))
q

# %% exercise="king" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau1"]
### BEGIN SOLUTION
answer = ["foundation1", "tableau3"]
### END SOLUTION
q.check(answer)

# %% exercise="king" part="score"
q.score(answer)

# %% exercise="king" part="reveal"
display(q.check(answer, reveal=True))
show(queens, select=("tableau4", 1))

# %% [markdown] lang="en" exercise="king" part="reveal"
# K♦ follows Q♦ by suit on the foundation, and it may rest on A♠ because a King counts as one rank above an Ace.
# On this deal the ♦ foundation will run Q♦ K♦ A♦ 2♦ … and close with J♦, the rank just below the base.

# %% [markdown] lang="fr" exercise="king" part="reveal"
# Le R♦ suit la D♦ dans sa couleur sur la fondation, et il peut se poser sur l'A♠ parce qu'un Roi compte pour un
# rang au-dessus de l'As. Sur cette donne, la fondation ♦ ira D♦ R♦ A♦ 2♦ … et se fermera sur le V♦, le rang juste
# sous la base.

# %% [markdown] lang="en"
# ### Every third card
#
# Back to deal 1, after the three moves above. The stock holds 34 cards and each click turns three, of which
# only the last one lands on top of the waste, within reach. If you click through the whole stock without
# playing anything from the waste, how many different cards will have been within reach?

# %% [markdown] lang="fr"
# ### Une carte sur trois
#
# Retour à la donne 1, après les trois coups ci-dessus. La pioche contient 34 cartes et chaque clic en retourne
# trois, dont seule la dernière arrive sur le dessus de la défausse, à portée de main. Si l'on fait défiler toute
# la pioche sans rien jouer de la défausse, combien de cartes différentes auront été à portée de main ?


# %% exercise="threes" part="ask"
q = exercise("canfield.threes")


def tops_of_a_pass(position):
    """The waste's top card after each click, until the stock is empty, nothing played."""
    copy, tops = position.copy(), []
    while copy.pile("stock").cards:
        copy.play("deal")
        tops.append(copy.pile("waste").top)
    return tops


def in_words(cards):
    return " ".join(card.phrase_text(sn.get_lang()) for card in cards)


q

# %% exercise="threes" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 12
### END SOLUTION
q.check(answer)

# %% exercise="threes" part="score"
q.score(answer)

# %% exercise="threes" part="reveal"
display(q.check(answer, reveal=True))
print(in_words(tops_of_a_pass(game)))

# %% [markdown] lang="en" exercise="threes" part="reveal"
# So two cards out of three stay out of reach on a pass where you play nothing, and the next pass, dealing the
# same cards in the same order, shows the same twelve. Playing one card from the waste shifts the rhythm. On this
# pass the ninth click shows 9♦, which goes on 8♦ (and 10♦ from the reserve follows it). Compare the second pass
# without that move (first line) and with it (second line): after 9♦, other cards come within reach.

# %% [markdown] lang="fr" exercise="threes" part="reveal"
# Deux cartes sur trois restent donc hors d'atteinte lors d'un tour où l'on ne joue rien, et le tour suivant,
# qui redistribue les mêmes cartes dans le même ordre, montre les mêmes douze. Jouer une seule carte de la
# défausse décale le rythme. Dans ce tour, le neuvième clic montre le 9♦, qui va sur le 8♦ (et le 10♦ de la
# réserve le suit). Comparez le deuxième tour sans ce coup (première ligne) et avec lui (seconde ligne) : après le 9♦,
# d'autres cartes passent à portée.

# %%
untouched = game.copy()
while untouched.pile("stock").cards:
    untouched.play("deal")
untouched.play("redeal")
print("—    ", in_words(tops_of_a_pass(untouched)))

shifted = game.copy()
for _ in range(9):
    shifted.play("deal")
shifted.play("w-f1")
shifted.play("r1-f1")
while shifted.pile("stock").cards:
    shifted.play("deal")
shifted.play("redeal")
print("+ 9♦ ", in_words(tops_of_a_pass(shifted)))

# %% [markdown] lang="en"
# ## Playing for points
#
# Canfield deals are rarely won; the game was a casino bet, paid by the card sent home, and ten cards on the
# foundations was already a fair result. The plain advice is to send every card home the moment it can go.
# Below, a player written from this chapter's lessons: a card home first, then a card from the reserve (it draws
# the next one into view), then a move that empties a column (the reserve refills it), then the waste; it never
# takes a card back from a foundation. It plays deals 1 to 100 against the kit's greedy player; each line gives
# the wins out of 100, then the average number of cards home.

# %% [markdown] lang="fr"
# ## Jouer aux points
#
# Une donne de Champ de boîtes se gagne rarement ; c'était un pari de casino, payé à la carte montée, et dix
# cartes sur les fondations faisaient déjà un résultat honnête. Le conseil de base : monter chaque carte dès
# qu'elle le peut. Ci-dessous, un joueur écrit d'après les leçons de ce chapitre : d'abord une carte vers les
# fondations, puis une carte de la réserve (elle fait apparaître la suivante), puis un coup qui vide une colonne
# (la réserve la remplit), puis la défausse ; il ne reprend jamais une carte d'une fondation. Il joue les donnes
# 1 à 100 contre le joueur glouton du kit ; chaque ligne donne les victoires sur 100, puis le nombre moyen de
# cartes montées.

# %%
def reserve_pump():
    def choose(game, moves):
        def priority(move):
            if move.kind != "move":
                return 0 if move.kind == "deal" else -1
            source, target = game.pile(move.source), game.pile(move.target)
            if source.role == "foundation":
                return -5
            if target.role == "foundation":
                return 10
            if source.role == "reserve":
                return 8
            if source.role == "tableau" and len(source.cards) == move.count and target.cards:
                return 6
            if source.role == "waste":
                return 4
            return 1 if target.cards else -3
        return max(moves, key=priority)
    return choose


players = {"greedy": lambda: greedy_player(random.Random(1)), "reserve pump": reserve_pump}
results = play_many(players, range(1, 101), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/100, {average:.1f}")

# %% [markdown] lang="en"
# The two players end level, around fifteen cards home and a win in seven deals or so (the greedy player breaks
# ties by drawing lots, from a fixed seed so that the figures do not move from run to run). That is the honest lesson of Canfield: the order
# of good moves matters less than the cards the stock happens to bring within reach. Where a person does better
# than both is in the rhythm of threes seen above — choosing *when* to take a waste card so that the next pass
# shows the cards you need.

# %% [markdown] lang="fr"
# Les deux joueurs finissent à égalité, autour de quinze cartes montées et une victoire sur sept donnes environ
# (le joueur glouton tire au sort entre coups égaux, avec une graine fixe pour que les chiffres ne bougent pas
# d'une exécution à l'autre).
# C'est la leçon honnête du Champ de boîtes : l'ordre des bons coups compte moins que les cartes que la pioche
# met à portée. Là où une personne fait mieux que les deux, c'est dans le rythme des trois cartes vu plus haut :
# choisir *quand* prendre une carte de la défausse pour que le tour suivant montre celles dont on a besoin.

# %% [markdown] lang="en"
# ## Canfield and Klondike
#
# Both build down in alternate colours and up by suit, but almost everything else differs. Klondike's
# foundations open with Aces, Canfield's with the dealt rank, and only Canfield wraps from King to Ace.
# Klondike hides 21 cards under its seven columns and fills a gap only with a King; Canfield shows its four
# columns face up, hides its cards in the reserve instead, and fills every gap from it. And Klondike's stock
# turns one card and allows two redeals, where Canfield's turns three, without limit.

# %% [markdown] lang="fr"
# ## Le Champ de boîtes et le Klondike
#
# Les deux jeux construisent en descendant par couleur (rouge et noir) alternée et montent par couleur sur les
# fondations, mais presque tout le reste diffère. Les fondations du Klondike s'ouvrent avec les As, celles du
# Champ de boîtes avec le rang distribué, et seul le Champ de boîtes passe du Roi à l'As. Le Klondike cache
# 21 cartes sous ses sept colonnes et ne comble un vide qu'avec un Roi ; le Champ de boîtes montre ses quatre
# colonnes, cache ses cartes dans la réserve et comble chaque vide avec elle. Enfin la pioche du Klondike
# retourne une carte et permet deux redistributions, celle du Champ de boîtes en retourne trois, sans limite.

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
# Deal 2 is played with Threes, and its first column holds an A♣ that will only go home near the end. Try to
# bring the whole reserve into play before the stock's second pass, and count your cards home when you stop.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 se joue avec les Trois, et sa première colonne porte un A♣ qui ne montera qu'à la toute fin. Essayez
# de faire entrer toute la réserve en jeu avant le deuxième tour de pioche, et comptez vos cartes montées quand
# vous vous arrêtez.

# %%
sn.play(GAME, deal=2)
