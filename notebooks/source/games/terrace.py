# %% [markdown] lang="en"
# # Terrace
#
# Terrace hands you the decision other games take for you: the base card. Four cards are dealt to the tableau,
# and your first move sends one of them to a foundation; its rank becomes the first rank of all eight
# foundations, which then climb by alternate colour, round the corner from King to Ace, thirteen cards each.
# Nothing else can be played until you have chosen.
#
# The choice is not blind. Above the tableau lies a reserve of eleven cards, all face up, and its top card may
# only go to a foundation — never to the tableau. So a good base is one that lets the reserve drain onto the
# foundations; a bad one leaves it stuck for the whole game, since the stock is gone through only once.

# %% [markdown] lang="fr"
# # Terrasse
#
# La Terrasse vous confie la décision que d'autres jeux prennent à votre place : la carte de base. Quatre cartes
# sont distribuées au tableau, et votre premier coup en envoie une sur une fondation ; son rang devient le premier
# rang des huit fondations, qui montent ensuite par couleur (rouge et noir) alternée, du Roi à l'As s'il le faut, treize
# cartes chacune. Rien d'autre ne se joue tant que vous n'avez pas choisi.
#
# Ce choix ne se fait pas à l'aveugle. Au-dessus du tableau s'étale une réserve de onze cartes, toutes visibles,
# dont la carte du dessus ne peut aller que sur une fondation, jamais au tableau. Une bonne base est donc celle
# qui laisse la réserve s'écouler vers les fondations ; une mauvaise la laisse bloquée toute la partie, car la
# pioche ne passe qu'une fois.

# %%
import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.games.terrace import NOTHING_ON_BASE
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, WhichRule, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many
sn.set_lang("en")
feedback_in_steps()
GAME = "terrace"

# %% [markdown] lang="en"
# ## Deal 1, before the choice
#
# Two decks, 104 cards. The reserve is fanned so that you can read all eleven cards; the one in play is the last,
# 6♦. The four candidates for the base are J♦, 6♦, 9♣ and 6♣. Five tableau piles and the waste are still empty:
# the game fills them right after your choice.

# %% [markdown] lang="fr"
# ## La donne 1, avant le choix
#
# Deux paquets, 104 cartes. La réserve est étalée pour qu'on lise ses onze cartes ; celle qui est en jeu est la
# dernière, le 6♦. Les quatre candidates à la base sont V♦, 6♦, 9♣ et 6♣. Cinq piles du tableau et la défausse
# sont encore vides : le jeu les remplit juste après votre choix.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Read the foundation line twice: "the player chooses the base card", then "build up by alternate colour" — red
# on black, not suit on suit as in most games with a base card.

# %% [markdown] lang="fr"
# ## Les règles
#
# Lisez deux fois la ligne des fondations : « le joueur choisit la carte de base », puis « construire en montant
# par couleur (rouge et noir) alternée » — rouge sur noir, et non couleur sur couleur comme dans la plupart des jeux à carte de
# base.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Exercises and a first game
#
# ### Which base frees the reserve?
#
# The reserve's 6♦ can only leave for a foundation. Which of the four tableau cards, chosen as the base, would let
# it go home straight after your choice? Give a list of cards.

# %% [markdown] lang="fr"
# ## Exercices et début de partie
#
# ### Quelle base libère la réserve ?
#
# Le 6♦ de la réserve ne peut partir que vers une fondation. Laquelle des quatre cartes du tableau, choisie comme
# base, lui permettrait de monter juste après votre choix ? Donnez une liste de cartes.

# %% exercise="choose" part="ask"
q = exercise("terrace.choose")
game = q.game
display(show(game))
q

# %% exercise="choose" part="answer"
answer = ...  # ← your answer: a list of cards, e.g. ["JD"]
### BEGIN SOLUTION
answer = ["6D", "6C"]
### END SOLUTION
q.check(answer)

# %% exercise="choose" part="score"
q.score(answer)

# %% exercise="choose" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("tableau2", 1))

# %% [markdown] lang="en" exercise="choose" part="reveal"
# Either Six works. The perfect base rarely exists, though: under 6♦ the reserve shows 2♦, and with a Six base a
# Two is the tenth card of its foundation, so the reserve will pause there for a while.

# %% [markdown] lang="fr" exercise="choose" part="reveal"
# Les deux Six conviennent. La base parfaite existe rarement, pourtant : sous le 6♦, la réserve montre le 2♦, et
# avec une base Six un Deux est la dixième carte de sa fondation ; la réserve marquera donc une pause.

# %% [markdown] lang="en"
# ### Step 1: choosing 6♦
#
# We take 6♦ from column 2. At once the game deals a card onto every empty tableau pile (column 2 included) and
# turns the first stock card, 7♠, onto the waste.

# %% [markdown] lang="fr"
# ### Étape 1 : choisir le 6♦
#
# On prend le 6♦ de la colonne 2. Aussitôt le jeu distribue une carte sur chaque pile vide du tableau (la
# colonne 2 comprise) et retourne la première carte de la pioche, le 7♠, sur la défausse.

# %%
game.play("t2-f1")
show(game)

# %% [markdown] lang="en"
# ### Step 2: black on red
#
# 7♠ goes on 6♦: one rank up, and of the other colour. The waste empties, so the game turns the next card (5♥) by
# itself; in Terrace you never need to click while the waste is empty.

# %% [markdown] lang="fr"
# ### Étape 2 : noir sur rouge
#
# Le 7♠ va sur le 6♦ : un rang au-dessus, et de l'autre couleur (rouge ou noir). La défausse se vide, le jeu retourne donc de
# lui-même la carte suivante (5♥) ; à la Terrasse, inutile de cliquer quand la défausse est vide.

# %%
game.play("w-f1")
show(game)

# %% [markdown] lang="en"
# ### Allowed or not?
#
# Same position, five moves; most of them run into a rule that Klondike does not have.

# %% [markdown] lang="fr"
# ### Permis ou non ?
#
# Même position, cinq coups ; la plupart se heurtent à une règle que le Klondike ne connaît pas.

# %% exercise="legal" part="ask"
q = LegalMoves(game, ["r1-f2", "t4-f1", "r1-t3", "t8-t9", "w-t4"])
q

# %% exercise="legal" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["a", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="legal" part="score"
q.score(answer)

# %% exercise="legal" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("reserve1", 1))

# %% [markdown] lang="en" exercise="legal" part="reveal"
# Three refusals, three rules of this game: 6♣ may not go on the started foundation (a Six only starts one —
# thirteen cards each), 6♦ may not go from the reserve to the tableau, and 5♥ may not go on 6♣ because nothing is
# built on a card of the base rank.

# %% [markdown] lang="fr" exercise="legal" part="reveal"
# Trois refus, trois règles propres à ce jeu : le 6♣ ne va pas sur la fondation commencée (un Six ne fait que
# l'ouvrir — treize cartes chacune), le 6♦ ne passe pas de la réserve au tableau, et le 5♥ ne va pas sur le 6♣,
# car on ne construit rien sur une carte du rang de base.

# %% [markdown] lang="en"
# ### When the base is an Ace
#
# On deal 12 the player chooses A♣ (column 4), so the foundations run A, 2, 3 … King. Column 8 then holds K♦ and
# column 9 A♠. In the tableau a King may normally go on an Ace, and K♦ on A♠ alternates colours — yet the game
# refuses. Which rule?

# %% [markdown] lang="fr"
# ### Quand la base est un As
#
# Sur la donne 12, le joueur choisit l'A♣ (colonne 4) : les fondations vont donc A, 2, 3 … Roi. La colonne 8
# porte alors le R♦ et la colonne 9 l'A♠. Au tableau, un Roi peut d'ordinaire aller sur un As, et R♦ sur A♠
# alterne bien les couleurs — pourtant le jeu refuse. Quelle règle ?

# %% exercise="ace_base" part="ask"
aces = sn.new_game(GAME, deal=12)
aces.play("t4-f1")
q = WhichRule(aces, "t8-t9", choices=["wrap", "build_alternate_colour", NOTHING_ON_BASE])
display(show(aces))
q

# %% exercise="ace_base" part="answer"
answer = ...  # ← your answer: one letter
### BEGIN SOLUTION
answer = "c"
### END SOLUTION
q.check(answer)

# %% exercise="ace_base" part="score"
q.score(answer)

# %% exercise="ace_base" part="reveal"
display(q.check(answer, reveal=True))
show(aces, select=("tableau8", 1))

# %% [markdown] lang="en" exercise="ace_base" part="reveal"
# With an Ace base, a King is the last card of every foundation, so the rule that keeps base-rank cards bare
# also kills the King-on-Ace build. The choice of base changes which tableau builds are open for the whole game.

# %% [markdown] lang="fr" exercise="ace_base" part="reveal"
# Avec une base As, le Roi est la dernière carte de chaque fondation, et la règle qui laisse nues les cartes du
# rang de base supprime du même coup le Roi sur l'As. Le choix de la base décide, pour toute la partie, des
# constructions ouvertes au tableau.

# %% [markdown] lang="en"
# ## Does reading the reserve pay?
#
# The manual's advice is to study the reserve before choosing. Here it is as a player: among the four
# candidates it picks the base that puts the most reserve cards within two ranks above it (the cards that the
# foundations will ask for first); after that it plays like the greedy player, which itself chooses the base at
# random (both draw lots from the same fixed seed, so the figures are the same at every run). Deals 1 to 60; each line gives the wins, then the average number of cards home out of 104.

# %% [markdown] lang="fr"
# ## Lire la réserve, est-ce payant ?
#
# Le manuel conseille d'étudier la réserve avant de choisir. Le voici sous forme de joueur : parmi les quatre
# candidates, il prend la base qui place le plus de cartes de la réserve dans les deux rangs au-dessus d'elle
# (celles que les fondations demanderont d'abord) ; ensuite il joue comme le joueur glouton, qui lui choisit la
# base au hasard (tous deux tirent au sort avec la même graine fixe : les chiffres sont les mêmes à chaque exécution). Donnes 1 à 60 ; chaque ligne donne les victoires, puis le nombre moyen de cartes montées sur
# 104.

# %%
def reserve_reader():
    greedy = greedy_player(random.Random(1))

    def choose(game, moves):
        if game.state.get("base_rank") is not None:
            return greedy(game, moves)

        def soon_wanted(move):
            trial = game.copy()
            trial.play(move)
            base = trial.state["base_rank"]
            return sum(1 for card in trial.pile("reserve1").cards if (card.rank - base) % 13 < 3)
        return max(moves, key=soon_wanted)
    return choose


players = {"greedy": lambda: greedy_player(random.Random(1)), "reserve reader": reserve_reader}
results = play_many(players, range(1, 61), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, score in games)
    average = sum(score for outcome, score in games) / len(games)
    print(f"{name}: {wins}/60, {average:.1f}")

# %% [markdown] lang="en"
# The reader does *worse*: 10 wins against 13, and some ten cards fewer home on average. Counting ranks is too
# crude a reading — it ignores where in the fan those cards lie, and a card wanted soon but buried under ten
# others helps nobody. The manual means something finer: avoid a rank buried deep in the reserve, and look for a
# run that one foundation could take off the top in a row. That is where a person looking at the fan of eleven
# cards can beat both machines.

# %% [markdown] lang="fr"
# Le lecteur fait *moins bien* : 10 victoires contre 13, et une dizaine de cartes montées de moins en moyenne.
# Compter des rangs est une lecture trop grossière : elle ignore où ces cartes se trouvent dans l'éventail, et une
# carte bientôt demandée mais enfouie sous dix autres ne sert à rien. Le manuel pense à plus fin : éviter un
# rang enfoui au fond de la réserve, et chercher une suite qu'une fondation pourrait prendre d'affilée sur le
# dessus. C'est là qu'une personne qui regarde l'éventail des onze cartes peut battre les deux machines.

# %% [markdown] lang="en"
# ## Terrace and Canfield
#
# Both start their foundations from a base rank and wrap from King to Ace, and both have a reserve — but in
# Canfield the base is dealt, the reserve refills the tableau, and its cards hide under the top one, while in
# Terrace you choose the base, see the whole reserve, and may send its cards only to the foundations. Terrace
# uses two decks and eight foundations built by alternate colour (Canfield: by suit), moves one card at a time,
# and goes through its stock once instead of without limit.

# %% [markdown] lang="fr"
# ## La Terrasse et le Champ de boîtes
#
# Les deux jeux ouvrent leurs fondations sur un rang de base et passent du Roi à l'As, et tous deux ont une
# réserve — mais au Champ de boîtes la base est distribuée, la réserve remplit le tableau et ses cartes se
# cachent sous celle du dessus, alors qu'à la Terrasse on choisit la base, on voit toute la réserve, et ses
# cartes ne vont que sur les fondations. La Terrasse se joue à deux paquets, avec huit fondations montées en
# alternant les couleurs (au Champ de boîtes : par couleur), déplace une carte à la fois et ne passe sa pioche
# qu'une fois au lieu d'autant qu'on veut.

# %%
for line in differences(GAME, "canfield"):
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
# On deal 2 the candidates are 7♣, 3♣, 8♠ and 6♥, and the reserve ends on 5♣ with 4♠ under it. Before your
# first click, decide which base lets that end of the reserve move soonest, then play the deal through.

# %% [markdown] lang="fr"
# ## À vous
#
# Sur la donne 2, les candidates sont 7♣, 3♣, 8♠ et 6♥, et la réserve se termine par 5♣ avec 4♠ dessous. Avant
# le premier clic, décidez quelle base fait bouger le plus tôt ce bout de la réserve, puis jouez la donne
# jusqu'au bout.

# %%
sn.play(GAME, deal=2)
