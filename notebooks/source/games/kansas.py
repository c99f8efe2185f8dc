# %% [markdown] lang="en"
# # Kansas
#
# Kansas is a small Canfield with its own quirks. The foundations do not start at the Ace: the card dealt to the first one sets the **base rank** for all four, and each suit climbs from there, going round the corner from King to Ace. Three tableau piles build down with no care for suit, a King going on an Ace.
#
# Behind them waits a reserve of twelve cards, only the top one visible. You never play it by choice alone: whenever a tableau pile empties, the game refills it from the reserve at once. Emptying piles is how you dig the reserve out, and the stock is turned only once.

# %% [markdown] lang="fr"
# # Kansas
#
# Le Kansas est un petit Canfield qui a ses manies. Les fondations ne commencent pas à l'As : la carte posée sur la première fixe le **rang de base** des quatre, et chaque couleur monte à partir de là, en passant du Roi à l'As. Trois piles de tableau se construisent en descendant sans souci de couleur, un Roi pouvant aller sur un As.
#
# Derrière elles attend une réserve de douze cartes, dont seule celle du dessus se voit. Elle ne se joue pas seulement à votre guise : dès qu'une pile du tableau se vide, le jeu la remplit aussitôt depuis la réserve. Vider des piles, c'est ainsi qu'on creuse la réserve, et la pioche ne se parcourt qu'une fois.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "kansas"

# %% [markdown] lang="en"
# ## Deal 5
#
# The base is 4♣: the three other Fours will start the other foundations. The tableau shows 6♣, 7♠ and 5♠ — a ready-made chain, since colours do not matter. The reserve's top card is 2♦.

# %% [markdown] lang="fr"
# ## La donne 5
#
# La base est le 4♣ : les trois autres Quatre ouvriront les autres fondations. Le tableau montre 6♣, 7♠ et 5♠, une chaîne toute prête puisque les couleurs ne comptent pas. La carte du dessus de la réserve est le 2♦.

# %%
game = sn.new_game(GAME, deal=5)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Two lines shape every decision: the tableau line, where empty piles are refilled from the reserve by the game, and the stock line — one pass, no redeal. The foundation line adds the wrap: King and Ace are neighbours.

# %% [markdown] lang="fr"
# ## Les règles
#
# Deux lignes pèsent sur chaque décision : celle du tableau, où les piles vides sont remplies par le jeu depuis la réserve, et celle de la pioche, un seul passage, sans redistribution. La ligne des fondations ajoute le passage du Roi à l'As : ils sont voisins.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Two moves that dig
#
# **6♣ onto 7♠.** A club on a spade is fine in Kansas. Pile 1 empties and the reserve fills it on the spot with 2♦; the next reserve card, 6♠, turns face up.

# %% [markdown] lang="fr"
# ## Deux coups qui creusent
#
# **6♣ sur 7♠.** Un trèfle sur un pique, cela passe au Kansas. La pile 1 se vide et la réserve la remplit sur-le-champ avec le 2♦ ; la carte suivante de la réserve, le 6♠, se retourne.

# %%
game.play("t1-t2")
show(game)

# %% [markdown] lang="en"
# **5♠ onto 6♣.** Same idea: pile 3 empties, the 6♠ comes down from the reserve to fill it, and J♥ appears on the reserve. Two moves, two reserve cards brought into play, without touching the stock.

# %% [markdown] lang="fr"
# **5♠ sur 6♣.** Même idée : la pile 3 se vide, le 6♠ descend de la réserve pour la remplir, et le V♥ apparaît sur la réserve. Deux coups, deux cartes de la réserve mises en jeu, sans toucher à la pioche.

# %%
game.play("t3-t2")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — a King with a choice
#
# Deal 12 starts with K♠ on the first foundation, so every foundation starts with a King. The reserve shows K♥ and the tableau 10♣, 6♣ and A♣. Where may the K♥ go?

# %% [markdown] lang="fr"
# ## Exercice 1 — un Roi qui a le choix
#
# La donne 12 commence avec le R♠ sur la première fondation : toutes les fondations commencent donc par un Roi. La réserve montre le R♥ et le tableau 10♣, 6♣ et A♣. Où le R♥ peut-il aller ?

# %% exercise="king" part="ask"
deal12 = sn.new_game(GAME, deal=12)
q = PickTarget(deal12, "reserve1", 1)
display(show(deal12, labels=True))
q

# %% exercise="king" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["tableau2"]
### BEGIN SOLUTION
answer = ["foundation2", "foundation3", "foundation4", "tableau1"]
### END SOLUTION
q.check(answer)

# %% exercise="king" part="score"
q.score(answer)

# %% exercise="king" part="reveal"
display(q.check(answer, reveal=True))
show(deal12, select=("reserve1", 1))

# %% [markdown] lang="en" exercise="king" part="reveal"
# Any of the three empty foundations, since it has the base rank; and onto the A♣, since in the Kansas tableau a King follows an Ace. The 10♣ and 6♣ are not its neighbours.

# %% [markdown] lang="fr" exercise="king" part="reveal"
# L'une des trois fondations vides, puisqu'il a le rang de base ; et sur l'A♣, car au tableau du Kansas un Roi suit un As. Le 10♣ et le 6♣ ne sont pas ses voisins.

# %% [markdown] lang="en"
# ## Exercise 2 — which Fives are still to come?
#
# Deal 6, after twenty-one moves. Its base is 5♥, and 5♣ has started a second foundation. Which cards may still start a foundation?

# %% [markdown] lang="fr"
# ## Exercice 2 — quels Cinq restent à venir ?
#
# La donne 6, après vingt et un coups. Sa base est le 5♥, et le 5♣ a ouvert une deuxième fondation. Quelles cartes peuvent encore ouvrir une fondation ?

# %% exercise="fives" part="ask"
q = exercise("kansas.fives")
deal6 = q.game
display(show(deal6))
q

# %% exercise="fives" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["5D", "5S"]
### END SOLUTION
q.check(answer)

# %% exercise="fives" part="score"
q.score(answer)

# %% exercise="fives" part="reveal"
display(q.check(answer, reveal=True))
show(deal6, select=("waste", 1))

# %% [markdown] lang="en" exercise="fives" part="reveal"
# The 5♦ is ready now; it could also go onto the 6♠ of pile 2. On a foundation it starts a suit; on the tableau it only waits.

# %% [markdown] lang="fr" exercise="fives" part="reveal"
# Le 5♦ est prêt tout de suite ; il pourrait aussi aller sur le 6♠ de la pile 2. Sur une fondation, il ouvre une couleur ; au tableau, il ne fait qu'attendre.

# %% [markdown] lang="en"
# ## Exercise 3 — the last card of a foundation
#
# Back to deal 12, whose foundations start with Kings. A foundation climbs K, A, 2, … and ends after twelve more cards. Which card will complete the club foundation?

# %% [markdown] lang="fr"
# ## Exercice 3 — la dernière carte d'une fondation
#
# Retour à la donne 12, dont les fondations commencent par des Rois. Une fondation monte R, A, 2, … et s'achève douze cartes plus loin. Quelle carte complétera la fondation de trèfle ?

# %% exercise="last" part="ask"
q = exercise("kansas.last")
q

# %% exercise="last" part="answer"
answer = ...  # ← your answer: a card, e.g. "7C"
### BEGIN SOLUTION
answer = "QC"
### END SOLUTION
q.check(answer)

# %% exercise="last" part="score"
q.score(answer)

# %% exercise="last" part="reveal"
display(q.check(answer, reveal=True))
show(deal12, select=("foundation1", 1))

# %% [markdown] lang="en" exercise="last" part="reveal"
# With a King as base, the Queens are the cards to keep an eye on: every Queen played onto the tableau early is a card the foundations will want only at the very end.

# %% [markdown] lang="fr" exercise="last" part="reveal"
# Avec un Roi pour base, ce sont les Dames à surveiller : chaque Dame posée tôt au tableau est une carte que les fondations ne réclameront qu'à la toute fin.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual's tip: with no redeal, a card buried in the waste is lost, so move waste cards onto the tableau, where they stay within reach. The player below does that first whenever it can, and otherwise plays like the kit's greedy player. Sixty deals each:

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# L'astuce du manuel : sans redistribution, une carte enfouie dans la défausse est perdue, alors placez les cartes de la défausse sur le tableau, où elles restent à portée. Le joueur ci-dessous le fait d'abord chaque fois qu'il le peut, et joue sinon comme le joueur glouton du kit. Soixante donnes chacun :

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def waste_to_tableau():
    greedy = greedy_player()

    def choose(game, moves):
        rescues = [move for move in moves
                   if str(move) != "deal" and move.source == "waste" and move.target.startswith("tableau")]
        return greedy(game, rescues or moves)
    return choose


results = play_many({"greedy": greedy_player, "waste to tableau": waste_to_tableau}, range(1, 61), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:16} wins {wins}/60, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# Kansas beats both: around a dozen cards home on average, no win. Rescuing waste cards does not help the score, and there is a reason: a waste card laid on a pile keeps that pile from emptying, and only an empty pile brings the reserve's cards into play. The two goals pull against each other, which is what makes this small game hard.

# %% [markdown] lang="fr"
# Le Kansas bat les deux joueurs : une douzaine de cartes montées en moyenne, aucune victoire. Sauver les cartes de la défausse n'améliore pas le score, et pour une raison précise : une carte de la défausse posée sur une pile empêche cette pile de se vider, et seule une pile vide fait entrer en jeu les cartes de la réserve. Les deux buts tirent en sens contraire, et c'est ce qui rend ce petit jeu difficile.

# %% [markdown] lang="en"
# ## Compared with Canfield
#
# The stock makes the biggest difference: Canfield turns three cards at a time and lets you go through them as often as you like; Kansas turns one, once. Building comes next: regardless of suit here, alternate colours there. Both refill a gap from the reserve at once; when the reserve is spent, Canfield lets any card fill it, Kansas only the waste's. Kansas keeps its foundation cards out of play and has one pile and one reserve card fewer.

# %% [markdown] lang="fr"
# ## Par rapport au Canfield
#
# La pioche fait la plus grande différence : le Canfield retourne trois cartes à la fois et laisse les parcourir autant de fois qu'on veut ; le Kansas en retourne une, une seule fois. La construction vient ensuite : sans regarder la couleur ici, en alternant rouge et noir là-bas. Les deux jeux remplissent un trou depuis la réserve aussitôt ; une fois la réserve épuisée, le Canfield y accepte n'importe quelle carte, le Kansas seulement celle de la défausse. Le Kansas garde ses cartes de fondation hors jeu et compte une pile et une carte de réserve de moins.

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
# Try deal 2, whose base is 4♥ and whose reserve shows A♠, ready to go onto the 2♣. Count how many reserve cards you bring out before the stock is half spent.

# %% [markdown] lang="fr"
# ## À vous
#
# Essayez la donne 2, dont la base est le 4♥ et dont la réserve montre l'A♠, prêt à aller sur le 2♣. Comptez combien de cartes de la réserve vous sortez avant d'avoir tourné la moitié de la pioche.

# %%
sn.play(GAME, deal=2)
