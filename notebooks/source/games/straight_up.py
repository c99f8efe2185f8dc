# %% [markdown] lang="en"
# # Straight Up
#
# Here the Twos, not the Aces, start the foundations: all four are laid out before the deal, and each suit climbs 3, 4, … up to the King and then the Ace. **Aces are high** — the last card of every foundation. On the tableau an Ace is low again: a King may go on it.
#
# Four tableau piles build down in one suit, fed by a reserve of thirteen cards with only the top one showing. A pile that empties is refilled from the reserve at once; once the reserve is spent, a gap is filled only by you, and only from the waste. The stock turns one card at a time, three passes in all.

# %% [markdown] lang="fr"
# # Droit debout
#
# Ici, ce sont les Deux, et non les As, qui commencent les fondations : les quatre sont posés avant la donne, et chaque couleur monte 3, 4, … jusqu'au Roi puis à l'As. **Les As sont hauts** : c'est la dernière carte de chaque fondation. Au tableau, l'As redevient bas : un Roi peut s'y poser.
#
# Quatre piles de tableau se construisent en descendant dans la même couleur, alimentées par une réserve de treize cartes dont seule celle du dessus se voit. Une pile qui se vide est aussitôt remplie depuis la réserve ; une fois la réserve épuisée, c'est vous qui comblez un trou, et seulement depuis la défausse. La pioche se retourne carte par carte, trois passages en tout.

# %%
import solitaire_nb as sn
from solitaire_nb.text.phrases import Phrase
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "straight_up"

# %% [markdown] lang="en"
# ## Deal 3
#
# The four Twos are in place. On the tableau, 5♦ sits next to 6♦ — a same-suit pair, the only build on offer. The reserve shows J♦.

# %% [markdown] lang="fr"
# ## La donne 3
#
# Les quatre Deux sont en place. Au tableau, le 5♦ est voisin du 6♦ : une paire de même couleur, la seule construction possible. La réserve montre le V♦.

# %%
game = sn.new_game(GAME, deal=3)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Note "build down by suit" on the tableau — stricter than in Kansas or Canfield — and the two redeals. The notes explain why a King may go on an Ace in the tableau while on a foundation the Ace comes last.

# %% [markdown] lang="fr"
# ## Les règles
#
# Notez « construire en descendant par couleur » au tableau, plus strict qu'au Kansas ou au Canfield, et les deux redistributions. Les notes expliquent pourquoi un Roi peut aller sur un As au tableau alors que sur une fondation l'As vient en dernier.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Two moves on deal 3
#
# **5♦ onto 6♦.** Pile 3 empties and the reserve refills it at once with its J♦; under it, 6♠ turns up.

# %% [markdown] lang="fr"
# ## Deux coups sur la donne 3
#
# **5♦ sur 6♦.** La pile 3 se vide et la réserve la remplit aussitôt avec son V♦ ; dessous, le 6♠ se retourne.

# %%
game.play("t3-t2")
show(game)

# %% [markdown] lang="en"
# **6♠ from the reserve onto 7♠.** A second reserve card in play, and K♣ appears. Two moves have dug two cards out of thirteen; the reserve only shrinks when piles empty or its top card finds a place.

# %% [markdown] lang="fr"
# **Le 6♠ de la réserve sur le 7♠.** Une deuxième carte de la réserve en jeu, et le R♣ apparaît. Deux coups ont dégagé deux cartes sur treize ; la réserve ne diminue que si des piles se vident ou si sa carte du dessus trouve une place.

# %%
game.play("r1-t4")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — a run of clubs
#
# Deal 4, after fifty-one moves and one redeal. The club foundation has reached 7♣, and pile 1 holds J♣ 10♣ 9♣ 8♣. How many cards may pile 1 send to the foundation in a single move?

# %% [markdown] lang="fr"
# ## Exercice 1 — une suite de trèfles
#
# La donne 4, après cinquante et un coups et une redistribution. La fondation de trèfle est arrivée au 7♣, et la pile 1 tient V♣ 10♣ 9♣ 8♣. Combien de cartes la pile 1 peut-elle envoyer sur la fondation en un seul coup ?

# %% exercise="clubs" part="ask"
q = exercise("straight_up.clubs")
deal4 = q.game
display(show(deal4, labels=True))
q

# %% exercise="clubs" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="clubs" part="score"
q.score(answer)

# %% exercise="clubs" part="reveal"
display(q.check(answer, reveal=True))
show(deal4, select=("tableau1", 4))

# %% [markdown] lang="en" exercise="clubs" part="reveal"
# Pile 1 empties in one click, and the reserve sends its 7♦ to fill it. Building by suit on the tableau is strict, but it pays off here: every tableau run is already in foundation order.

# %% [markdown] lang="fr" exercise="clubs" part="reveal"
# La pile 1 se vide d'un clic, et la réserve envoie son 7♦ pour la remplir. Construire par couleur au tableau est strict, mais cela paie ici : chaque suite du tableau est déjà dans l'ordre des fondations.

# %% [markdown] lang="en"
# ## Exercise 2 — a King for an Ace
#
# Deal 5, late in the game (sixty-two moves, one redeal used). The reserve is spent and pile 4 is empty; pile 1 holds only A♣. The waste shows K♣. Where may it go?

# %% [markdown] lang="fr"
# ## Exercice 2 — un Roi pour un As
#
# La donne 5, tard dans la partie (soixante-deux coups, une redistribution utilisée). La réserve est épuisée et la pile 4 est vide ; la pile 1 ne tient que l'A♣. La défausse montre le R♣. Où peut-il aller ?

# %% exercise="king" part="ask"
deal5 = sn.new_game(GAME, deal=5)
for move in ("deal deal deal w-f3 deal deal deal deal deal deal deal deal deal deal deal deal deal deal w-f4 deal "
             "deal w-f2 r1-f2 deal deal deal w-f2 t3-f2 t3-f2 t3-t4 r1-f3 t1-t3 r1-f3 w-t4 t2-t4 deal deal deal "
             "w-t4 deal deal deal deal deal deal w-f4 redeal deal deal deal deal w-f2 deal w-t2 t1-t2 r1-f3 t4-f3 "
             "t4-f3x4 t4-t3 r1-f1 t4-f1 w-t3").split():
    deal5.play(move)
q = PickTarget(deal5, "waste", 1)
display(show(deal5, labels=True))
q

# %% exercise="king" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["foundation1"]
### BEGIN SOLUTION
answer = ["tableau1", "tableau4"]
### END SOLUTION
q.check(answer)

# %% exercise="king" part="score"
q.score(answer)

# %% exercise="king" part="reveal"
display(q.check(answer, reveal=True))
show(deal5, select=("waste", 1))

# %% [markdown] lang="en" exercise="king" part="reveal"
# On the A♣, since on the tableau a King follows an Ace; or into the empty pile 4, which now takes the waste's card when you choose. Not onto the club foundation: it stands at 4♣ and needs eight more clubs before the King.

# %% [markdown] lang="fr" exercise="king" part="reveal"
# Sur l'A♣, puisqu'au tableau un Roi suit un As ; ou dans la pile 4 vide, qui prend maintenant la carte de la défausse quand vous le décidez. Pas sur la fondation de trèfle : elle en est au 4♣ et il lui faut encore huit trèfles avant le Roi.

# %% [markdown] lang="en"
# ## Exercise 3 — how far away is the Ace?
#
# Same position. The A♣ of pile 1 will go home last of its suit. How many more club cards must reach the foundation before the A♣ can follow them?

# %% [markdown] lang="fr"
# ## Exercice 3 — à quelle distance est l'As ?
#
# Même position. L'A♣ de la pile 1 montera le dernier de sa couleur. Combien de trèfles doivent encore rejoindre la fondation avant que l'A♣ puisse les suivre ?

# %% exercise="ace_high" part="ask"
q = exercise("straight_up.ace_high")
q

# %% exercise="ace_high" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 9
### END SOLUTION
q.check(answer)

# %% exercise="ace_high" part="score"
q.score(answer)

# %% exercise="ace_high" part="reveal"
display(q.check(answer, reveal=True))
show(deal5, select=("tableau1", 1))

# %% [markdown] lang="en" exercise="ace_high" part="reveal"
# An Ace on the tableau is a card that will wait all game long. Putting the K♣ on it at least turns the dead card into a base for a run of clubs going down.

# %% [markdown] lang="fr" exercise="ace_high" part="reveal"
# Un As au tableau est une carte qui attendra toute la partie. Poser le R♣ dessus transforme au moins cette carte inutile en base pour une suite de trèfles descendante.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual's advice is not to dawdle: send cards home as soon as they fit, because each card gone makes room that the reserve then fills. The kit's greedy player does exactly that. To see what the advice is worth, compare it with a *dawdler* that plays a foundation move only when nothing else is left. Sixty deals:

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le conseil du manuel est de ne pas traîner : envoyer les cartes aux fondations dès qu'elles y vont, car chaque carte partie libère une place que la réserve remplit ensuite. Le joueur glouton du kit fait exactement cela. Pour mesurer ce que vaut le conseil, comparons-le à un *traînard* qui ne joue vers une fondation que s'il n'a plus rien d'autre à faire. Soixante donnes :

# %%
from solitaire_nb.engine.strategy import greedy_player, play_out
from solitaire_nb.teaching.lessons import play_many


def dawdler():
    greedy = greedy_player()

    def choose(game, moves):
        not_home = [move for move in moves if str(move) in ("deal", "redeal") or not move.target.startswith("foundation")]
        return greedy(game, not_home or moves)
    return choose


results = play_many({"greedy": greedy_player, "dawdler": dawdler}, range(1, 61), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:8} wins {wins}/60, average score {sum(s for _, s in games) / len(games):.1f}")

passes = []
for deal in range(1, 61):
    trial = sn.new_game(GAME, deal=deal)
    if play_out(trial, greedy_player(), max_moves=1500, patience=150) == "won":
        passes.append(trial.redeals_used + 1)
print(Phrase(en="greedy wins, by passes through the stock:",
             fr="victoires du glouton, par passages dans la pioche\u00a0:").text(),
      {n: passes.count(n) for n in (1, 2, 3)})

# %% [markdown] lang="en"
# The dawdler collapses: cards it keeps on the tableau block the piles, the reserve stays buried, and the stock's passes run out. The greedy player wins about a third of the deals — and none of its wins comes in the first pass: every one uses at least one of the two redeals.

# %% [markdown] lang="fr"
# Le traînard s'effondre : les cartes qu'il garde au tableau bloquent les piles, la réserve reste enfouie, et les passages de la pioche s'épuisent. Le joueur glouton gagne environ une donne sur trois, et aucune de ses victoires ne vient au premier passage : toutes utilisent au moins une des deux redistributions.

# %% [markdown] lang="en"
# ## Compared with Canfield
#
# The foundations come first: Canfield's base rank is drawn at random and the Ace is low, while Straight Up always starts from the four Twos, dealt out, and ends on high Aces. The tableau builds by suit instead of alternating colours, and the stock turns one card at a time with two redeals instead of three cards with no limit.

# %% [markdown] lang="fr"
# ## Par rapport au Canfield
#
# Les fondations d'abord : le rang de base du Canfield est tiré au hasard et l'As y est bas, alors que Droit debout part toujours des quatre Deux, posés d'avance, et finit sur des As hauts. Le tableau se construit par couleur au lieu d'alterner rouge et noir, et la pioche se retourne carte par carte avec deux redistributions, au lieu de trois cartes sans limite.

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
# Deal 2 begins with nothing to build, only the stock. Watch for the Threes: each one that goes up opens its suit, and you have three passes to find them all.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 commence sans rien à construire, seulement la pioche. Guettez les Trois : chacun qui monte ouvre sa couleur, et vous avez trois passages pour les trouver tous.

# %%
sn.play(GAME, deal=2)
