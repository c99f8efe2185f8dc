# %% [markdown] lang="en"
# # Treize
#
# The same twenty-eight-card pyramid as Thirteen, with one big change: every card is dealt face up. Pairs adding up to thirteen leave together, Kings leave alone, and a card may be played only once nothing lies on it. Since you can read the whole pyramid from the start, nothing in it is a surprise; only the stock, turned one card at a time and never reused, keeps a secret.
#
# The waste is the other novelty. Treize keeps its oldest card apart, in a slot of its own, and lets you play both that bottom card and the top one. So a card turned from the stock is not buried for good: when the cards under it have gone, it becomes the oldest and is back within reach. What Treize teaches is planning with full sight: finding the order in which the pyramid comes apart.

# %% [markdown] lang="fr"
# # Treize
#
# La même pyramide de vingt-huit cartes que Thirteen, avec un grand changement : toutes les cartes sont distribuées face visible. Les paires qui font treize partent ensemble, les Rois partent seuls, et une carte ne se joue qu'une fois que plus rien n'est posé sur elle. Comme on lit toute la pyramide dès le départ, elle ne réserve aucune surprise ; seule la pioche, retournée carte par carte et jamais réutilisée, garde un secret.
#
# La défausse est l'autre nouveauté. Treize met sa plus ancienne carte à part, dans une case à elle, et permet de jouer cette carte du dessous comme celle du dessus. Une carte tirée de la pioche n'est donc pas enterrée pour toujours : quand les cartes sous elle sont parties, elle devient la plus ancienne et redevient accessible. Treize apprend à planifier en voyant tout : trouver l'ordre dans lequel la pyramide se défait.

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
GAME = "treize"

# %% [markdown] lang="en"
# ## Deal 1
#
# Read the pyramid from the bottom up. Two Kings sit side by side in the bottom row, K♦ and K♠, and right above them, resting on both, is Q♣. K♣ waits near the top, in the second row, under five rows of cards.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Lisez la pyramide de bas en haut. Deux Rois sont côte à côte dans la rangée du bas, le R♦ et le R♠, et juste au-dessus d'eux, posée sur les deux, se trouve la D♣. Le R♣ attend près du sommet, dans la deuxième rangée, sous cinq rangées de cartes.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The long note on the waste is worth reading twice: waste 1 keeps the oldest card, waste 2 piles up the others, and both of their top cards are in play.

# %% [markdown] lang="fr"
# ## Les règles
#
# La longue note sur la défausse mérite deux lectures : la défausse 1 garde la plus ancienne carte, la défausse 2 empile les autres, et leurs deux cartes du dessus sont en jeu.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Two Kings, one Queen set free
#
# K♦ and K♠ each leave alone (`t24-f1`, `t25-f1`). With both of its supports gone, Q♣ is free; it now waits for an Ace.

# %% [markdown] lang="fr"
# ## Deux Rois, une Dame libérée
#
# Le R♦ et le R♠ partent chacun seul (`t24-f1`, `t25-f1`). Ses deux appuis partis, la D♣ est libre ; elle attend maintenant un As.

# %%
print([str(move) for move in game.legal_moves()])
game.play("t24-f1")
game.play("t25-f1")
show(game)

# %% [markdown] lang="en"
# No pair is left in the pyramid, so we turn the stock (`deal`). The first card, K♥, goes to waste 1, the slot of the oldest card, and can leave alone from there (`w1-f1`).

# %% [markdown] lang="fr"
# Plus aucune paire dans la pyramide : on retourne la pioche (`deal`). La première carte, le R♥, va dans la défausse 1, la case de la plus ancienne carte, et peut partir seule de là (`w1-f1`).

# %%
game.play("deal")
print([str(move) for move in game.legal_moves()])
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Which cards are free?
#
# Deal 6. Remove 3♠ with 10♥ at the left of the bottom row, and 8♥ with 5♥ on the right. Which pyramid cards are free afterwards, that is, have no card lying on them?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Quelles cartes sont libres ?
#
# Donne 6. Retirez le 3♠ avec le 10♥ à gauche de la rangée du bas, et le 8♥ avec le 5♥ à droite. Quelles cartes de la pyramide sont libres ensuite, c'est-à-dire sans aucune carte posée sur elles ?

# %% exercise="free" part="ask"
q = exercise("treize.free")
position = q.game
display(show(position))
q

# %% exercise="free" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["9H", "9S", "6S", "7C"]
### END SOLUTION
q.check(answer)

# %% exercise="free" part="score"
q.score(answer)

# %% exercise="free" part="reveal"
display(q.check(answer, reveal=True))
print([str(move) for move in position.legal_moves()])
show(position, select=("tableau16", 1))

# %% [markdown] lang="en" exercise="free" part="reveal"
# 7♣ and 6♠ now make thirteen, and taking them frees K♦ and J♦ in turn: with the whole pyramid in view, you can follow such chains before playing a single card.

# %% [markdown] lang="fr" exercise="free" part="reveal"
# Le 7♣ et le 6♠ font maintenant treize, et les prendre libère à leur tour le R♦ et le V♦ : avec toute la pyramide sous les yeux, on peut suivre ces enchaînements avant de jouer la moindre carte.

# %% [markdown] lang="en"
# ### On top of its partner
#
# Deal 3, after 9♦ has gone with 4♥ and 3♣ with 10♠. Which of these moves does the game allow? Look at which card lies on which.

# %% [markdown] lang="fr"
# ### Posée sur sa partenaire
#
# Donne 3, une fois le 9♦ parti avec le 4♥ et le 3♣ avec le 10♠. Lesquels de ces coups le jeu permet-il ? Regardez quelle carte est posée sur quelle autre.

# %% exercise="covering" part="ask"
position = sn.new_game(GAME, deal=3)
for move in ["t26-t25", "t19-t24"]:
    position.play(move)
q = LegalMoves(position, ["t23-t17", "t18-t27", "t28-t22", "t20-f1"])
display(show(position))
q

# %% exercise="covering" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves
### BEGIN SOLUTION
answer = ["b", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="covering" part="score"
q.score(answer)

# %% exercise="covering" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau23", 1))

# %% [markdown] lang="en" exercise="covering" part="reveal"
# 6♦ and 7♠ add up to thirteen, yet 6♦ lies on 7♠: the card underneath is not free while its partner still covers it. 7♠ will be free only once 6♦ has left with another Seven.

# %% [markdown] lang="fr" exercise="covering" part="reveal"
# Le 6♦ et le 7♠ font treize, mais le 6♦ est posé sur le 7♠ : la carte du dessous n'est pas libre tant que sa partenaire la recouvre. Le 7♠ ne sera libre qu'une fois le 6♦ parti avec un autre 7.

# %% [markdown] lang="en"
# ### Both ends of the waste
#
# Back to deal 1. Both Kings of the bottom row have gone, then five cards were turned from the stock without playing any: K♥ is the oldest, alone in waste 1, and 9♦, Q♥, 2♦, J♣ pile up in waste 2. Which waste cards could leave right now?

# %% [markdown] lang="fr"
# ### Les deux bouts de la défausse
#
# Retour à la donne 1. Les deux Rois de la rangée du bas sont partis, puis cinq cartes ont été retournées de la pioche sans en jouer aucune : le R♥ est la plus ancienne, seule dans la défausse 1, et 9♦, D♥, 2♦, V♣ s'empilent dans la défausse 2. Quelles cartes de la défausse pourraient partir maintenant ?

# %% exercise="waste" part="ask"
q = exercise("treize.waste")
position = q.game
display(show(position))
q

# %% exercise="waste" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["KH", "JC", "2D"]
### END SOLUTION
q.check(answer)

# %% exercise="waste" part="score"
q.score(answer)

# %% exercise="waste" part="reveal"
display(q.check(answer, reveal=True))
print([str(move) for move in position.legal_moves()])
show(position, select=("waste1", 1))

# %% [markdown] lang="en" exercise="waste" part="reveal"
# Once K♥ leaves waste 1, 9♦ moves into its place and becomes the new oldest card, playable in turn. In Thirteen it would have stayed buried under three cards.

# %% [markdown] lang="fr" exercise="waste" part="reveal"
# Dès que le R♥ quitte la défausse 1, le 9♦ prend sa place et devient la nouvelle plus ancienne carte, jouable à son tour. À Thirteen, il serait resté enterré sous trois cartes.

# %% [markdown] lang="en"
# ## Clear the pyramid first, measured
#
# The manual insists on looking ahead and on not forgetting the oldest waste card. Because the waste can be worked from both ends, cards parked there are less dangerous than in Thirteen, which suggests a rule: among the pairs on offer, prefer the one that takes the most cards out of the pyramid, then the one that leaves the most pairs, and turn the stock last. Against the kit's greedy player, deals 1 to 30:

# %% [markdown] lang="fr"
# ## Vider la pyramide d'abord, mesuré
#
# Le manuel insiste : anticiper, et ne pas oublier la plus ancienne carte de la défausse. Comme la défausse se travaille par les deux bouts, les cartes qui y attendent sont moins dangereuses qu'à Thirteen, d'où une règle : parmi les paires offertes, préférer celle qui sort le plus de cartes de la pyramide, puis celle qui laisse le plus de paires, et ne retourner la pioche qu'en dernier. Contre le joueur glouton du kit, donnes 1 à 30 :

# %%
def pyramid_first():
    def pyramid_left(game):
        return sum(len(game.pile(f"tableau{n}").cards) for n in range(1, 29))

    def choose(game, moves):
        def value(move):
            after = game.copy()
            after.play(move)
            pairs_left = sum(1 for other in after.legal_moves() if str(other) != "deal")
            return (str(move) != "deal", -pyramid_left(after), pairs_left)
        return max(moves, key=value)
    return choose


results = play_many({"greedy": greedy_player, "pyramid first": pyramid_first}, range(1, 31), game=GAME)
summarise(results, Phrase(en="cards of 52 taken away", fr="cartes sur 52 retirées"))

# %% [markdown] lang="en"
# Both players win only a handful of these deals; the rule takes away a couple more cards on average, no more. Neither player looks further than one move, while the manual's advice is about whole sequences. Treize is easier than Thirteen for a person precisely because a person can plan such sequences with every card in sight: a greedy machine gains much less from the open pyramid.

# %% [markdown] lang="fr"
# Les deux joueurs ne gagnent qu'une poignée de ces donnes ; la règle retire en moyenne une ou deux cartes de plus, pas davantage. Aucun des deux ne regarde plus loin qu'un coup, alors que le conseil du manuel porte sur des enchaînements entiers. Treize est plus facile que Thirteen pour une personne justement parce qu'elle peut planifier ces enchaînements en voyant toutes les cartes : une machine gloutonne tire bien moins parti de la pyramide découverte.

# %% [markdown] lang="en"
# ## Treize and Thirteen
#
# The first difference is the one you see: Treize deals its pyramid entirely face up, where Thirteen hides twenty-one of its twenty-eight cards until they are uncovered. The second is the waste: Thirteen plays only its top card, Treize also its oldest one, kept in a second slot. The pairs of thirteen, the lone Kings and the single pass through the stock are the same.

# %% [markdown] lang="fr"
# ## Treize et Thirteen
#
# La première différence se voit : Treize distribue sa pyramide entièrement face visible, là où Thirteen cache vingt et une de ses vingt-huit cartes jusqu'à ce qu'elles soient découvertes. La seconde est la défausse : Thirteen n'en joue que la carte du dessus, Treize aussi la plus ancienne, gardée dans une seconde case. Les paires de treize, les Rois seuls et l'unique passage de la pioche sont les mêmes.

# %%
for line in differences(GAME, "thirteen"):
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
# Deal 3 opens with a choice: two Nines for two Fours. Before playing, trace which pairing frees 3♣ and what 3♣ then frees.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 3 s'ouvre sur un choix : deux 9 pour deux 4. Avant de jouer, cherchez quel appariement libère le 3♣ et ce que le 3♣ libère ensuite.

# %%
sn.play(GAME, deal=3)
