# %% [markdown] lang="en"
# # Saratoga
#
# Saratoga deals Klondike's staircase of twenty-eight cards, one to seven per pile, but **every card is face up**. Nothing in the tableau is hidden; only the twenty-four cards of the stock keep a secret, and you go through them one at a time, three times at most.
#
# With the table open, the game changes from digging to planning. You can see from the first second which cards block an Ace, which runs lie buried in the middle of a pile, and which King will need an empty pile — but a card in the middle still cannot move unless it heads a proper sequence. Saratoga teaches you to read a pile from the bottom up.

# %% [markdown] lang="fr"
# # Saratoga
#
# Saratoga distribue l'escalier de vingt-huit cartes du Klondike, d'une à sept par pile, mais **toutes les cartes sont face visible**. Rien n'est caché au tableau ; seules les vingt-quatre cartes de la pioche gardent un secret, et on les parcourt une à une, trois fois au plus.
#
# Avec la table ouverte, le jeu passe de la fouille à la planification. On voit dès la première seconde quelles cartes bloquent un As, quelles suites dorment au milieu d'une pile, et quel Roi aura besoin d'une pile vide — mais une carte du milieu ne peut toujours pas bouger si elle ne mène pas une vraie suite. Saratoga apprend à lire une pile de bas en haut.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "saratoga"

# %% [markdown] lang="en"
# ## Deal 1
#
# A♥ is alone in pile 1 and A♦ tops pile 5. Look further down too: pile 7 holds K♠ Q♥ under K♥, a run waiting for its cover to leave, and pile 6 ends with J♣ 10♦.

# %% [markdown] lang="fr"
# ## La donne 1
#
# L'As♥ est seul dans la pile 1 et l'As♦ coiffe la pile 5. Regardez aussi plus bas : la pile 7 contient R♠ D♥ sous le R♥, une suite qui attend le départ de sa couverture, et la pile 6 se termine par V♣ 10♦.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# They are Klondike's, word for word, except for one line: the deal puts the tableau face up. The options below add AisleRiot's three-card deal and its unlimited redeals.

# %% [markdown] lang="fr"
# ## Les règles
#
# Ce sont celles du Klondike, mot pour mot, sauf une ligne : la donne place le tableau face visible. Les options plus bas ajoutent la distribution par trois d'AisleRiot et ses redistributions sans limite.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Planning deal 1 in the open
#
# **Two Aces, and a pile is empty.** A♥ goes home from pile 1, A♦ from pile 5 (where 2♠ now shows). Pile 1 is empty at once — a rare gift in a Klondike.

# %% [markdown] lang="fr"
# ## Planifier la donne 1 à découvert
#
# **Deux As, et une pile vide.** L'As♥ monte depuis la pile 1, l'As♦ depuis la pile 5 (où apparaît le 2♠). La pile 1 est vide d'emblée — un cadeau rare dans un Klondike.

# %%
game.play("t1-f1")
game.play("t5-f2")
show(game)

# %% [markdown] lang="en"
# **The King we could see coming.** K♥ fills the empty pile. Because everything is face up, we knew what it would uncover: Q♥ on K♠, which now takes J♣ 10♦ from pile 6.

# %% [markdown] lang="fr"
# **Le Roi qu'on voyait venir.** Le R♥ occupe la pile vide. Comme tout est visible, on savait ce qu'il découvrirait : la D♥ sur le R♠, qui accueille maintenant V♣ 10♦ venus de la pile 6.

# %%
game.play("t7-t1")
show(game, select=("tableau6", 2))

# %% [markdown] lang="en"
# ## Exercise 1 — what moves, and what only shows
#
# In this position (after K♥ has moved), which of these moves are legal? Everything is in view, so read each pile carefully.

# %% [markdown] lang="fr"
# ## Exercice 1 — ce qui bouge, et ce qui se montre seulement
#
# Dans cette position (le R♥ vient de bouger), lesquels de ces coups sont permis ? Tout est sous vos yeux : lisez chaque pile avec soin.

# %% exercise="runs" part="ask"
open_table = game.copy()
q = LegalMoves(open_table, ["t6-t7x2", "t7-t1x2", "t6-t7x3", "f2-t5", "t4-t2"])
display(show(open_table))
q

# %% exercise="runs" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["b", "c"]
### BEGIN SOLUTION
answer = ["a", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="runs" part="score"
q.score(answer)

# %% exercise="runs" part="reveal"
display(q.check(answer, reveal=True))
show(open_table, select=("tableau6", 3))

# %% [markdown] lang="en" exercise="runs" part="reveal"
# 5♥ is in full view under J♣, yet 5♥ J♣ 10♦ is no sequence, so the three cannot travel together. And A♦ may come back down from its foundation onto 2♠ — seldom useful, but the manual reminds you it can save a lost-looking game.

# %% [markdown] lang="fr" exercise="runs" part="reveal"
# Le 5♥ est bien visible sous le V♣, mais 5♥ V♣ 10♦ n'est pas une suite : les trois cartes ne peuvent pas voyager ensemble. Et l'As♦ peut redescendre de sa fondation sur le 2♠ — rarement utile, mais le manuel rappelle que cela peut sauver une partie qui semble perdue.

# %% [markdown] lang="en"
# ## Exercise 2 — a pair with a choice
#
# Deal 1 played differently: after eleven moves pile 5 ends with 7♣ 6♥. Where may these two cards go together? Answer with the tags of the picture.

# %% [markdown] lang="fr"
# ## Exercice 2 — une paire qui a le choix
#
# La donne 1 jouée autrement : après onze coups, la pile 5 se termine par 7♣ 6♥. Où ces deux cartes peuvent-elles aller ensemble ? Répondez avec les étiquettes de l'image.

# %% exercise="pair" part="ask"
other_line = sn.new_game(GAME, deal=1)
for move in ["t1-f4", "t5-f2", "deal", "w-f2", "deal", "deal", "deal", "deal", "w-f3", "t5-f3", "w-t5"]:
    other_line.play(move)
q = PickTarget(other_line, "tableau5", 2)
display(show(other_line, labels=True))
q

# %% exercise="pair" part="answer"
answer = ...  # ← your answer: a list of piles, e.g. ["t4"]
### BEGIN SOLUTION
answer = ["t2", "t3"]
### END SOLUTION
q.check(answer)

# %% exercise="pair" part="score"
q.score(answer)

# %% exercise="pair" part="reveal"
display(q.check(answer, reveal=True))
show(other_line, select=("tableau5", 2), labels=True)

# %% [markdown] lang="en" exercise="pair" part="reveal"
# Here the open table decides for you. Under 8♦ lies 2♣, which clubs will want soon; under 8♥ lie 4♣ and K♦. Covering 8♦ buries the 2♣ deeper, so 8♥ is the better home.

# %% [markdown] lang="fr" exercise="pair" part="reveal"
# Ici, la table ouverte décide pour vous. Sous le 8♦ se trouve le 2♣, que les trèfles réclameront bientôt ; sous le 8♥, le 4♣ et le R♦. Couvrir le 8♦ enterre le 2♣ plus profondément : le 8♥ est la meilleure place.

# %% [markdown] lang="en"
# ## Exercise 3 — two Aces in one pile
#
# Deal 3, at the start. Pile 7 reads, from the bottom, 10♥ 4♥ A♦ A♠ 2♥ 10♣ 8♣. How many cards must leave pile 7 before A♠ can go home?

# %% [markdown] lang="fr"
# ## Exercice 3 — deux As dans une pile
#
# La donne 3, au départ. La pile 7 se lit, depuis le bas, 10♥ 4♥ A♦ A♠ 2♥ 10♣ 8♣. Combien de cartes doivent quitter la pile 7 avant que l'As♠ puisse monter ?

# %% exercise="aces" part="ask"
q = exercise("saratoga.aces")
two_aces = q.game
display(show(two_aces))
q

# %% exercise="aces" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="aces" part="score"
q.score(answer)

# %% exercise="aces" part="reveal"
display(q.check(answer, reveal=True))
show(two_aces, select=("tableau7", 1))

# %% [markdown] lang="en" exercise="aces" part="reveal"
# In Klondike this count would be a guess; here it is a plan. 8♣ can go onto 9♦ right away, and the picture tells you exactly what the next two cards need.

# %% [markdown] lang="fr" exercise="aces" part="reveal"
# Au Klondike, ce compte serait une devinette ; ici, c'est un plan. Le 8♣ peut aller tout de suite sur le 9♦, et l'image dit exactement ce qu'il faut aux deux cartes suivantes.

# %% [markdown] lang="en"
# ## Options: three cards a click, endless passes
#
# AisleRiot's code offers two things the manual leaves out: turning three cards per click, and going through the stock as often as you like. Three cards a click puts two cards out of reach each time; unlimited redeals give them back later.

# %% [markdown] lang="fr"
# ## Options : trois cartes par clic, passages sans fin
#
# Le code d'AisleRiot propose deux choses que le manuel passe sous silence : retourner trois cartes par clic, et parcourir la pioche aussi souvent qu'on veut. Trois cartes par clic mettent chaque fois deux cartes hors de portée ; les redistributions illimitées les rendent plus tard.

# %%
variant = sn.new_game(GAME, deal=1, draw=3, redeals="unlimited")
for line in variant.rules()[:3]:
    print("•", line)
show(variant)

# %% [markdown] lang="en"
# ## Exercise 4 — one pass, three cards a click
#
# With the three-card option, suppose you go once through the whole stock of deal 1 and play nothing. How many different cards will have been playable on top of the waste?

# %% [markdown] lang="fr"
# ## Exercice 4 — un passage, trois cartes par clic
#
# Avec l'option à trois cartes, supposez que vous parcouriez une fois toute la pioche de la donne 1 sans rien jouer. Combien de cartes différentes auront été jouables sur le dessus de la défausse ?

# %% exercise="draw_three" part="ask"
q = exercise("saratoga.draw_three")
three = q.game
first_click = three.copy()
first_click.play("deal")
q

# %% exercise="draw_three" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 8
### END SOLUTION
q.check(answer)

# %% exercise="draw_three" part="score"
q.score(answer)

# %% exercise="draw_three" part="reveal"
display(q.check(answer, reveal=True))
show(first_click, select=("waste", 1))

# %% [markdown] lang="en" exercise="draw_three" part="reveal"
# Unlimited redeals soften the blow: the cards under each top card come back on later passes, in new groups of three as soon as you play one card from the waste.

# %% [markdown] lang="fr" exercise="draw_three" part="reveal"
# Les redistributions illimitées adoucissent le coup : les cartes cachées sous chaque carte du dessus reviennent aux passages suivants, en nouveaux trios dès qu'on joue une carte de la défausse.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual's advice for Saratoga is stubbornness: when the game looks lost, try every move, even unlikely ones, including taking a card back from a foundation. The kit's lookahead player is a machine version of that — it tries the greedy player's best moves several moves ahead before choosing. Both play deals 1 to 6 (the lookahead player is slow).

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le conseil du manuel pour Saratoga, c'est l'obstination : quand la partie semble perdue, essayez tous les coups, même les moins probables, y compris reprendre une carte d'une fondation. Le joueur qui anticipe du kit en est une version mécanique — il essaie les meilleurs coups du joueur glouton plusieurs coups à l'avance avant de choisir. Les deux jouent les donnes 1 à 6 (le joueur qui anticipe est lent).

# %%
from solitaire_nb.engine.strategy import greedy_player, lookahead_player
from solitaire_nb.teaching.lessons import play_many

results = play_many({"greedy": greedy_player, "lookahead": lookahead_player}, range(1, 7), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:9} wins {wins}/6, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# On these six deals the lookahead player does at least as well as the greedy one, and often a little better. Six deals are few, so take the figures as a hint, not a proof. A human has the edge a machine lacks here: with the whole tableau in view, you can try a line in your head before you play it.

# %% [markdown] lang="fr"
# Sur ces six donnes, le joueur qui anticipe fait au moins aussi bien que le glouton, et souvent un peu mieux. Six donnes, c'est peu : prenez ces chiffres comme un indice, pas comme une preuve. Un humain a ici un avantage qui manque à la machine : avec tout le tableau sous les yeux, on peut essayer une ligne de jeu dans sa tête avant de la jouer.

# %% [markdown] lang="en"
# ## Compared with Klondike
#
# One difference only, and it is the whole game: no card of the tableau starts face down. Everything else — building, the stock, the Kings in empty piles, the foundations in play — is Klondike's.

# %% [markdown] lang="fr"
# ## Par rapport au Klondike
#
# Une seule différence, et c'est tout le jeu : aucune carte du tableau ne commence face cachée. Tout le reste — la construction, la pioche, les Rois dans les piles vides, les fondations en jeu — est celui du Klondike.

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
answer = 't5-t3x2'
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
# Deal 2: before your first move, find the four Aces — three are in the tableau — and plan the order in which you will free them.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 : avant votre premier coup, trouvez les quatre As — trois sont au tableau — et prévoyez l'ordre dans lequel vous allez les libérer.

# %%
sn.play(GAME, deal=2)
