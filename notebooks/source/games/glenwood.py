# %% [markdown] lang="en"
# # Glenwood
#
# Glenwood (also known as Duchess) starts with a decision. Four reserves of three cards lie face up at the top, and
# your first move takes the top card of one of them to the first foundation: its rank becomes the base of all
# four foundations, which then climb by suit and go round from King to Ace. Nothing else may be played before.
#
# After that, the reserves serve the tableau: an emptied tableau pile takes the top card of any reserve (the waste
# card only once every reserve is empty). And the tableau has its own way of moving: a top card may go home, but
# towards another tableau pile a pile travels only as a whole.

# %% [markdown] lang="fr"
# # La forêt de Glen
#
# La Forêt de Glen (qu'on appelle aussi la Duchesse) commence par une décision. Quatre réserves de trois cartes
# sont étalées face visible en haut, et votre premier coup envoie la carte du dessus de l'une d'elles sur la
# première fondation : son rang devient la base des quatre fondations, qui montent ensuite par couleur et passent
# du Roi à l'As. Rien d'autre ne se joue avant.
#
# Ensuite, les réserves servent le tableau : une pile vidée du tableau prend la carte du dessus de n'importe
# quelle réserve (la carte de la défausse seulement quand toutes les réserves sont vides). Et le tableau a sa
# propre façon de bouger : une carte du dessus peut monter, mais vers une autre pile du tableau, une pile ne se
# déplace qu'en entier.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "glenwood"

# %% [markdown] lang="en"
# ## Deal 1
#
# The four candidates are the reserves' top cards: 4♥, 7♣, 10♦ and J♥. The tableau shows J♣, Q♥, 5♥ and A♠.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Les quatre candidates sont les cartes du dessus des réserves : 4♥, 7♣, 10♦ et V♥. Le tableau montre V♣, D♥, 5♥
# et A♠.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The tableau line's "Top card or whole pile" is the rule that surprises players coming from Canfield.

# %% [markdown] lang="fr"
# ## Les règles
#
# La règle « Carte du dessus ou pile entière », dans la ligne du tableau, est celle qui surprend les joueurs
# venus du Champ de boîtes.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Exercises
#
# ### The best base
#
# Which of the four reserve cards, chosen as the base, opens the most moves to the foundations at once?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### La meilleure base
#
# Laquelle des quatre cartes des réserves, choisie comme base, ouvre aussitôt le plus de coups vers les
# fondations ?

# %% exercise="base" part="ask"
q = exercise("glenwood.base")
q

# %% exercise="base" part="answer"
answer = ...  # ← your answer: a card, e.g. "4H"
### BEGIN SOLUTION
answer = "JH"
### END SOLUTION
q.check(answer)

# %% exercise="base" part="score"
q.score(answer)

# %% exercise="base" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("reserve4", 1))

# %% [markdown] lang="en" exercise="base" part="reveal"
# We choose J♥.

# %% [markdown] lang="fr" exercise="base" part="reveal"
# On choisit le V♥.

# %%
game.play("r4-f1")
show(game)

# %% [markdown] lang="en"
# ### After the choice
#
# Which of these moves are legal now?

# %% [markdown] lang="fr"
# ### Après le choix
#
# Lesquels de ces coups sont permis maintenant ?

# %% exercise="after" part="ask"
q = LegalMoves(game, ["t2-f1", "t1-f2", "t3-f1", "r3-t1", "t4-t2"])
q

# %% exercise="after" part="answer"
answer = ...  # ← your answer: the letters of the legal moves
### BEGIN SOLUTION
answer = ["a", "b", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="after" part="score"
q.score(answer)

# %% exercise="after" part="reveal"
display(q.check(answer, reveal=True))
show(game, select=("reserve3", 1))

# %% [markdown] lang="en" exercise="after" part="reveal"
# A reserve card may build on the tableau (10♦ on J♣), and a Jack now opens a foundation; 5♥ is far from J♥, and
# A♠ is not one below Q♥.

# %% [markdown] lang="fr" exercise="after" part="reveal"
# Une carte des réserves peut se construire sur le tableau (10♦ sur V♣), et un Valet ouvre désormais une
# fondation ; le 5♥ est loin du V♥, et l'A♠ n'est pas juste sous la D♥.

# %% [markdown] lang="en"
# ### A pile moves as a whole
#
# Play `r3-t1`: pile 1 becomes J♣ 10♦. Where may those two cards go together?

# %% [markdown] lang="fr"
# ### Une pile se déplace en entier
#
# Jouez `r3-t1` : la pile 1 devient V♣ 10♦. Où ces deux cartes peuvent-elles aller ensemble ?

# %% exercise="whole" part="ask"
built = game.copy()
built.play("r3-t1")
q = PickTarget(built, "tableau1", 2)
display(show(built, labels=True))
q

# %% exercise="whole" part="answer"
answer = ...  # ← your answer: a list of pile ids
### BEGIN SOLUTION
answer = ["tableau2"]
### END SOLUTION
q.check(answer)

# %% exercise="whole" part="score"
q.score(answer)

# %% exercise="whole" part="reveal"
display(q.check(answer, reveal=True))
show(built, select=("tableau1", 2))

# %% [markdown] lang="en" exercise="whole" part="reveal"
# J♣ at the bottom of the pile fits on Q♥, so the whole pile goes there. The 10♦ alone could only go to a
# foundation — never to another tableau pile.

# %% [markdown] lang="fr" exercise="whole" part="reveal"
# Le V♣, au bas de la pile, va sur la D♥ : toute la pile y va donc. Le 10♦ seul ne pourrait aller que sur une
# fondation — jamais sur une autre pile du tableau.

# %% [markdown] lang="en"
# ## Strategy
#
# The manual's advice: choose the base with care, empty the reserves early, and remember that foundation cards
# never come back — a card is sometimes more useful kept in the tableau, where other cards can be built on it. The
# first exercise measured one side of the base choice, the cards it sends home at once; the other side, how many
# reserve cards the base leaves buried, is worth the same look before the first move.

# %% [markdown] lang="fr"
# ## Stratégie
#
# Le conseil du manuel : choisir la base avec soin, vider tôt les réserves, et se rappeler que les cartes des
# fondations ne reviennent jamais — une carte est parfois plus utile gardée au tableau, où d'autres peuvent se
# construire sur elle. Le premier exercice a mesuré une face du choix de la base, les cartes qu'elle fait monter
# aussitôt ; l'autre face, combien de cartes des réserves elle laisse enfouies, mérite le même regard avant le
# premier coup.

# %% [markdown] lang="en"
# ## Glenwood and Canfield
#
# Canfield deals its base card; Glenwood makes you choose it among four reserve cards. Canfield's single reserve
# refills an empty pile by itself; Glenwood's four let you pick which card fills it. Canfield moves any sequence
# and keeps its foundation cards in play; Glenwood moves a top card home or a whole pile across, and its
# foundation cards stay there. Its stock turns one card, with one redeal.

# %% [markdown] lang="fr"
# ## La forêt de Glen et le Champ de boîtes
#
# Le Champ de boîtes distribue sa carte de base ; la Forêt de Glen vous la fait choisir parmi quatre cartes des
# réserves. L'unique réserve du Champ de boîtes remplit d'elle-même une pile vide ; les quatre de la Forêt de Glen
# vous laissent choisir la carte qui la remplit. Le Champ de boîtes déplace toute suite et garde ses cartes de
# fondation en jeu ; la Forêt de Glen monte une carte du dessus ou déplace une pile entière, et ses cartes de
# fondation y restent. Sa pioche retourne une carte, avec une redistribution.

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
answer = 'w-f2'
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
# On deal 2 the candidates are 6♠, 5♠, 6♣ and Q♦. Before choosing, count for each what it would send home at once
# and what it would leave buried.

# %% [markdown] lang="fr"
# ## À vous
#
# Sur la donne 2, les candidates sont 6♠, 5♠, 6♣ et D♦. Avant de choisir, comptez pour chacune ce qu'elle ferait
# monter aussitôt et ce qu'elle laisserait enfoui.

# %%
sn.play(GAME, deal=2)
