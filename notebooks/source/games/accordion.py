# %% [markdown] lang="en"
# # Accordion
#
# All 52 cards lie face up in one long line, and the aim is to fold that line down to a single card. A card may cover its left-hand neighbour, or the card exactly three places to its left, when the two share a suit or a rank. The covered card leaves the game and everything to its right slides one place left, like the bellows of an accordion closing.
#
# What this game teaches is distance: every move changes who sits one and three places away from whom, so a move can create chances further down the line, or destroy them.

# %% [markdown] lang="fr"
# # Accordéon
#
# Les 52 cartes sont étalées face visible en une seule longue ligne, et le but est de la replier jusqu'à une carte unique. Une carte peut recouvrir sa voisine de gauche, ou la carte située exactement trois cases à sa gauche, si elles ont la même couleur ou le même rang. La carte recouverte quitte le jeu et tout ce qui est à sa droite recule d'une case, comme le soufflet d'un accordéon qui se referme.
#
# Ce jeu apprend les distances : chaque coup change qui se trouve à une et à trois cases de qui, si bien qu'un coup peut créer des occasions plus loin dans la ligne, ou en détruire.

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
GAME = "accordion"

# %% [markdown] lang="en"
# ## Deal 1
#
# The rows only make the line fit on the table: read them like a book, cell `t1` top left to `t52`. The last card of a row is the left-hand neighbour of the first card of the next row. Deal 1 starts with K♦, K♥, J♣, 5♦.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Les rangées servent seulement à faire tenir la ligne sur la table : lisez-les comme un livre, de la case `t1` en haut à gauche jusqu'à `t52`. La dernière carte d'une rangée est la voisine de gauche de la première carte de la rangée suivante. La donne 1 commence par R♦, R♥, V♣, 5♦.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Watch for "one or three places": a card two places away is out of reach, however well it matches.

# %% [markdown] lang="fr"
# ## Les règles
#
# Retenez « une ou trois cases » : une carte à deux cases est hors d'atteinte, même si elle convient parfaitement.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Folding the start of deal 1
#
# K♥ matches K♦ by rank, one place to its left. Once K♦ is gone, the whole line shifts: J♣ becomes the second card, 5♦ the third, 4♥ the fourth.

# %% [markdown] lang="fr"
# ## Replier le début de la donne 1
#
# Le R♥ va sur le R♦ par le rang, une case à sa gauche. Le R♦ parti, toute la ligne recule : le V♣ devient la deuxième carte, le 5♦ la troisième, le 4♥ la quatrième.

# %%
game.play("t2-t1")
print([str(move) for move in game.legal_moves()][:6])
show(game)

# %% [markdown] lang="en"
# Now 4♥ sits exactly three places right of K♥: same suit, so it may jump over J♣ and 5♦ and cover the King. Those two cards stay, and 4♥ now heads the line.

# %% [markdown] lang="fr"
# Le 4♥ est maintenant exactement trois cases à droite du R♥ : même couleur, il peut donc sauter par-dessus le V♣ et le 5♦ et recouvrir le Roi. Ces deux cartes restent, et le 4♥ est désormais en tête de ligne.

# %%
game.play("t4-t1")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### One place, two places, three places
#
# On the fresh deal 1, which of these moves does the engine allow? Mind the distances as much as the suits and ranks.

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Une case, deux cases, trois cases
#
# Sur la donne 1 toute neuve, lesquels de ces coups le moteur permet-il ? Surveillez les distances autant que les couleurs et les rangs.

# %% exercise="distance" part="ask"
position = sn.new_game(GAME, deal=1)
q = LegalMoves(position, ["t2-t1", "t3-t1", "t4-t1", "t10-t7", "t5-t2"])
display(show(position))
q

# %% exercise="distance" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["b", "d"]
### BEGIN SOLUTION
answer = ["a", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="distance" part="score"
q.score(answer)

# %% exercise="distance" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau4", 1))

# %% [markdown] lang="en" exercise="distance" part="reveal"
# J♣ and K♦ share neither suit nor rank, and two places is never allowed anyway. 5♦ reaches K♦ by suit across three places; Q♦ and K♣ have nothing in common.

# %% [markdown] lang="fr" exercise="distance" part="reveal"
# Le V♣ et le R♦ n'ont ni la même couleur ni le même rang, et deux cases ne sont de toute façon jamais permises. Le 5♦ atteint le R♦ par la couleur, à trois cases ; la D♦ et le R♣ n'ont rien en commun.

# %% [markdown] lang="en"
# ### Two ways for one card
#
# Deal 2 begins 8♥, 9♣, K♣, A♠, A♥, J♠, K♠. K♠ has a choice. Name the cards it may cover.

# %% [markdown] lang="fr"
# ### Deux chemins pour une carte
#
# La donne 2 commence par 8♥, 9♣, R♣, A♠, A♥, V♠, R♠. Le R♠ a le choix. Nommez les cartes qu'il peut recouvrir.

# %% exercise="two_ways" part="ask"
q = exercise("accordion.two_ways")
position = q.game
display(show(position))
q

# %% exercise="two_ways" part="answer"
answer = ...  # ← your answer: a list of cards, e.g. ["9C"]
### BEGIN SOLUTION
answer = ["AS", "JS"]
### END SOLUTION
q.check(answer)

# %% exercise="two_ways" part="score"
q.score(answer)

# %% exercise="two_ways" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau7", 1))

# %% [markdown] lang="en"
# ### What the shift brings
#
# Back on deal 1, 7♠ covers 7♣ three places to its left (`t9-t6`). Every card after it slides one place left. Which card that could not move before can move afterwards?

# %% [markdown] lang="fr"
# ### Ce qu'apporte le décalage
#
# Retour à la donne 1 : le 7♠ recouvre le 7♣ trois cases à sa gauche (`t9-t6`). Toutes les cartes qui le suivent reculent d'une case. Quelle carte, bloquée avant, peut bouger après ?

# %% exercise="shift" part="ask"
q = exercise("accordion.shift")
position = q.game
after = position.copy()
after.play("t9-t6")
display(show(position))
q

# %% exercise="shift" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["QD"]
### END SOLUTION
q.check(answer)

# %% exercise="shift" part="score"
q.score(answer)

# %% exercise="shift" part="reveal"
display(q.check(answer, reveal=True))
show(after)

# %% [markdown] lang="en"
# ## A strategy, measured
#
# The manual's advice is to spare a few cards of one rank near the end of the line, to finish by dropping them onto one another. A simpler rule for a machine: play the rightmost move first, so that the shifts disturb as few cards as possible. It is measured here against the greedy player on deals 1 to 20.

# %% [markdown] lang="fr"
# ## Une stratégie, mesurée
#
# Le manuel conseille d'épargner quelques cartes d'un même rang près de la fin de la ligne, pour finir en les posant l'une sur l'autre. Une règle plus simple pour une machine : jouer d'abord le coup le plus à droite, pour que les décalages dérangent le moins de cartes possible. On la mesure ici contre le joueur glouton sur les donnes 1 à 20.

# %%
def rightmost_first():
    def choose(game, moves):
        return max(moves, key=lambda move: int(move.source.removeprefix("tableau")))
    return choose


results = play_many({"greedy": greedy_player, "rightmost first": rightmost_first}, range(1, 21), game=GAME)
summarise(results, Phrase(en="cards taken away", fr="cartes retirées"))

# %% [markdown] lang="en"
# Neither wins a deal: Accordion is very hard. Playing from the right removes a few more cards on average, because a move at the end of the line leaves the pairs further left where they were.

# %% [markdown] lang="fr"
# Aucun des deux ne gagne une donne : l'Accordéon est très difficile. Jouer par la droite retire en moyenne quelques cartes de plus, car un coup en fin de ligne laisse en place les paires situées plus à gauche.

# %% [markdown] lang="en"
# ## Accordion and Monte Carlo
#
# Both remove cards and close the gaps by sliding cards towards the start. But Accordion has one line instead of a grid, matches suit as well as rank, keeps the covering card in play, and has no stock: all 52 cards are out from the start.

# %% [markdown] lang="fr"
# ## Accordéon et Monte Carlo
#
# Les deux jeux retirent des cartes et comblent les vides en faisant reculer les cartes vers le début. Mais l'Accordéon a une ligne au lieu d'une grille, accepte la même couleur autant que le même rang, garde en jeu la carte qui recouvre, et n'a pas de pioche : les 52 cartes sont étalées dès le départ.

# %%
for line in differences(GAME, "monte_carlo"):
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
answer = 't7-t4'
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
# Deal 2 offers K♠ two ways at once. Try both on a copy in your head, and see which leaves more moves for the cards behind it.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 offre deux chemins au R♠. Essayez les deux en pensée et voyez lequel laisse le plus de coups aux cartes qui le suivent.

# %%
sn.play(GAME, deal=2)
