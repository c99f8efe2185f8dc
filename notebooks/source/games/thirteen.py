# %% [markdown] lang="en"
# # Thirteen
#
# A pyramid of twenty-eight cards, seven rows deep, of which you see only the bottom row: the other twenty-one lie face down. Two face-up cards leave together when their ranks add up to thirteen (Ace 1, Jack 11, Queen 12); a King leaves on its own. A hidden card turns over once both cards resting on it have gone. The twenty-four other cards wait in a stock that you turn one at a time onto a waste, a single time through.
#
# Thirteen is a game of incomplete information. Each pair is a small gamble on what lies underneath, and the waste is a trap of its own: a card turned onto it can only leave from the top, so every card you bury there must be dug out again later. You win only when all fifty-two cards are gone.

# %% [markdown] lang="fr"
# # Thirteen (13)
#
# Une pyramide de vingt-huit cartes sur sept rangées, dont vous ne voyez que la rangée du bas : les vingt et une autres sont face cachée. Deux cartes visibles partent ensemble quand leurs rangs font treize (As 1, Valet 11, Dame 12) ; un Roi part seul. Une carte cachée se retourne dès que les deux cartes posées sur elle sont parties. Les vingt-quatre autres cartes attendent dans une pioche qu'on retourne une à une sur une défausse, en un seul passage.
#
# Thirteen est un jeu d'information incomplète. Chaque paire est un petit pari sur ce qu'il y a dessous, et la défausse est un piège à part : une carte qui y tombe ne peut repartir que par le dessus, si bien que chaque carte enterrée là devra être déterrée plus tard. On ne gagne que lorsque les cinquante-deux cartes sont parties.

# %%

import solitaire_nb as sn
from solitaire_nb.text.phrases import Phrase
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import feedback_in_steps
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.lessons import play_many, summarise
from solitaire_nb.engine.strategy import greedy_player
sn.set_lang("en")
feedback_in_steps()
GAME = "thirteen"

# %% [markdown] lang="en"
# ## Deal 6
#
# Seven visible cards along the bottom: 9♦, K♦, Q♦, 4♥, Q♣, 7♦, 3♦. One King, ready to go by itself, and one pair, 9♦ with 4♥. Everything above them is a question mark.

# %% [markdown] lang="fr"
# ## Donne 6
#
# Sept cartes visibles en bas : 9♦, R♦, D♦, 4♥, D♣, 7♦, 3♦. Un Roi, prêt à partir seul, et une paire, le 9♦ avec le 4♥. Tout ce qui est au-dessus est un point d'interrogation.

# %%
game = sn.new_game(GAME, deal=6)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Two lines decide everything: the face-down cards turn up only when uncovered, and the stock is never turned over again (no redeal).

# %% [markdown] lang="fr"
# ## Les règles
#
# Deux lignes décident de tout : les cartes cachées ne se retournent qu'une fois découvertes, et la pioche n'est jamais retournée (pas de redistribution).

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Opening a hole in the bottom row
#
# First K♦, removed alone (`t23-f1`). It was the second card of the bottom row; nothing turns over yet, because each card of the row above rests on two cards of the bottom row.

# %% [markdown] lang="fr"
# ## Ouvrir une brèche dans la rangée du bas
#
# D'abord le R♦, retiré seul (`t23-f1`). C'était la deuxième carte de la rangée du bas ; rien ne se retourne encore, car chaque carte de la rangée du dessus repose sur deux cartes de la rangée du bas.

# %%
print([str(move) for move in game.legal_moves()])
game.play("t23-f1")
show(game)

# %% [markdown] lang="en"
# Now 4♥ onto 9♦ (`t25-t22`). The first card of the bottom row goes, and with it the last support of the card above the gap: it turns over, and it is K♠, which can leave at once (`t16-f1`).

# %% [markdown] lang="fr"
# Puis le 4♥ sur le 9♦ (`t25-t22`). La première carte de la rangée du bas part, et avec elle le dernier appui de la carte au-dessus de la brèche : elle se retourne, c'est le R♠, qui peut partir aussitôt (`t16-f1`).

# %%
game.play("t25-t22")
show(game)

# %%
game.play("t16-f1")
print([str(move) for move in game.legal_moves()])

# %% [markdown] lang="en"
# Only `deal` is left: Q♦ and Q♣ wait for an Ace, 7♦ for a Six, 3♦ for a Ten, and those can only come from the stock now.

# %% [markdown] lang="fr"
# Il ne reste que `deal` : la D♦ et la D♣ attendent un As, le 7♦ un 6, le 3♦ un 10, et ceux-là ne peuvent plus venir que de la pioche.

# %% [markdown] lang="en"
# ## Exercises
#
# ### What turns over?
#
# Deal 4. Remove K♦ alone, then A♣ with Q♣ at the right end of the bottom row. How many face-down cards turn over?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Qu'est-ce qui se retourne ?
#
# Donne 4. Retirez le R♦ seul, puis l'A♣ avec la D♣, au bout droit de la rangée du bas. Combien de cartes cachées se retournent ?

# %% exercise="turn_over" part="ask"
q = exercise("thirteen.turn_over")
position = q.game


def face_down(game):
    return sum(1 for pile in game.piles if pile.id.startswith("tableau") for card in pile.cards if not card.face_up)


after = position.copy()
for move in ["t26-f1", "t28-t27"]:
    after.play(move)
display(show(position))
q

# %% exercise="turn_over" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 2
### END SOLUTION
q.check(answer)

# %% exercise="turn_over" part="score"
q.score(answer)

# %% exercise="turn_over" part="reveal"
display(q.check(answer, reveal=True))
show(after)

# %% [markdown] lang="en" exercise="turn_over" part="reveal"
# Both new cards are Jacks, and both want the same 2♠: luck giveth, and then it makes you choose.

# %% [markdown] lang="fr" exercise="turn_over" part="reveal"
# Les deux nouvelles cartes sont des Valets, et tous deux veulent le même 2♠ : la chance donne, puis elle oblige à choisir.

# %% [markdown] lang="en"
# ### Three Fours for one Nine
#
# Deal 5. 9♠, second in the bottom row, could go with 4♥, 4♣ or 4♦. Which Four should it take if you want a hidden card to turn over?

# %% [markdown] lang="fr"
# ### Trois 4 pour un 9
#
# Donne 5. Le 9♠, deuxième de la rangée du bas, pourrait partir avec le 4♥, le 4♣ ou le 4♦. Quel 4 doit-il prendre pour qu'une carte cachée se retourne ?

# %% exercise="which_four" part="ask"
q = exercise("thirteen.which_four")
position = q.game


def turned_over(move):
    after = position.copy()
    after.play(move)
    return face_down(position) - face_down(after)


fours = {"t23-t22": "tableau22", "t23-t25": "tableau25", "t23-t26": "tableau26"}
best = max(fours, key=turned_over)
display(show(position))
q

# %% exercise="which_four" part="answer"
answer = ...  # ← your answer: one card
### BEGIN SOLUTION
answer = "4H"
### END SOLUTION
q.check(answer)

# %% exercise="which_four" part="score"
q.score(answer)

# %% exercise="which_four" part="reveal"
display(q.check(answer, reveal=True))
print({move: turned_over(move) for move in fours})
after = position.copy()
after.play(best)
show(after)

# %% [markdown] lang="en"
# ### Partners for the waste card
#
# Deal 2, a few turns of the stock later. A♥ lies on top of the waste, over Q♣, 6♣ and 2♦. With which cards could A♥ leave now?

# %% [markdown] lang="fr"
# ### Des partenaires pour la carte de la défausse
#
# Donne 2, quelques cartes de pioche plus tard. L'A♥ est sur le dessus de la défausse, par-dessus la D♣, le 6♣ et le 2♦. Avec quelles cartes l'A♥ pourrait-il partir maintenant ?

# %% exercise="waste" part="ask"
q = exercise("thirteen.waste")
position = q.game
display(show(position))
q

# %% exercise="waste" part="answer"
answer = ...  # ← your answer: a list of cards
### BEGIN SOLUTION
answer = ["QS", "QH", "QC"]
### END SOLUTION
q.check(answer)

# %% exercise="waste" part="score"
q.score(answer)

# %% exercise="waste" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("waste", 1))

# %% [markdown] lang="en" exercise="waste" part="reveal"
# Taking Q♣ with A♥ (`w-w`) digs two cards out of the waste at once. Taking a Queen of the pyramid instead opens the bottom row but leaves Q♣ buried on top of 6♣ and 2♦.

# %% [markdown] lang="fr" exercise="waste" part="reveal"
# Prendre la D♣ avec l'A♥ (`w-w`) dégage deux cartes de la défausse d'un coup. Prendre plutôt une Dame de la pyramide ouvre la rangée du bas mais laisse la D♣ enterrée sur le 6♣ et le 2♦.

# %% [markdown] lang="en"
# ## When is Thirteen won, and when is it lost?
#
# **Won**: every one of the 52 cards has been taken away, the whole pyramid including its top card, and the waste and the stock as well. **Lost**: the stock is empty and no King and no pair of thirteen is left to take, whether the leftover cards are in the pyramid or in the waste. An empty pyramid is therefore not a win by itself.
#
# ### Did the greedy player win?
#
# Below, the kit's greedy player plays deal 151 to the end. Look at the final table: has it won?

# %% [markdown] lang="fr"
# ## Quand Thirteen est-il gagné, et quand est-il perdu ?
#
# **Gagné** : les 52 cartes ont toutes été retirées, toute la pyramide sommet compris, et aussi la défausse et la pioche. **Perdu** : la pioche est vide et il ne reste ni Roi ni paire de treize à retirer, que les cartes restantes soient dans la pyramide ou dans la défausse. Une pyramide vide ne suffit donc pas à gagner.
#
# ### Le joueur glouton a-t-il gagné ?
#
# Ci-dessous, le joueur glouton du kit joue la donne 151 jusqu'au bout. Regardez la table finale : a-t-il gagné ?

# %% exercise="won" part="ask"
q = exercise("thirteen.won")
position = q.game
display(show(position))
q

# %% exercise="won" part="answer"
answer = ...  # ← your answer: True or False
### BEGIN SOLUTION
answer = False
### END SOLUTION
q.check(answer)

# %% exercise="won" part="score"
q.score(answer)

# %% exercise="won" part="reveal"
display(q.check(answer, reveal=True))
print(position.outcome().text(), "—", position.score, "/ 52")
show(position)

# %% [markdown] lang="en"
# ## Uncovering first, measured
#
# The manual's advice is to work on the bottom of the pyramid and, given a choice, to take the pair that uncovers the most cards. Written as a player, it picks the move after which the fewest cards stay face down, and turns the stock only as a last resort. Against the kit's greedy player on deals 1 to 30:

# %% [markdown] lang="fr"
# ## Découvrir d'abord, mesuré
#
# Le manuel conseille de travailler le bas de la pyramide et, quand on a le choix, de prendre la paire qui découvre le plus de cartes. Écrit comme un joueur, ce conseil choisit le coup après lequel il reste le moins de cartes cachées, et ne retourne la pioche qu'en dernier recours. Contre le joueur glouton du kit, sur les donnes 1 à 30 :

# %%
def uncover_most():
    def choose(game, moves):
        def still_hidden(move):
            after = game.copy()
            after.play(move)
            return (str(move) == "deal", face_down(after))
        return min(moves, key=still_hidden)
    return choose


results = play_many({"greedy": greedy_player, "uncover most": uncover_most}, range(1, 31), game=GAME)
summarise(results, Phrase(en="cards of 52 taken away", fr="cartes sur 52 retirées"))

# %% [markdown] lang="en"
# Neither player wins a deal, and both take away a little over half the deck. The kit's greedy player already rewards a move that turns a card over, so the advice adds nothing it did not do; what beats both is the hidden order of the pyramid and of the stock. Thirteen is won rarely, by anyone.

# %% [markdown] lang="fr"
# Aucun des deux joueurs ne gagne une donne, et tous deux retirent un peu plus de la moitié du paquet. Le joueur glouton du kit récompense déjà un coup qui retourne une carte, donc le conseil n'ajoute rien à ce qu'il faisait ; ce qui les bat tous les deux, c'est l'ordre caché de la pyramide et de la pioche. Thirteen se gagne rarement, quel que soit le joueur.

# %% [markdown] lang="en"
# ## Thirteen and Triple Peaks
#
# Triple Peaks hides its three peaks the same way, face down until the cards resting on them go, with the stock turned once onto a waste. The difference is what removes a card: in Triple Peaks you play a free card onto the waste one rank above or below, building long chains; in Thirteen two cards must add up to thirteen, and the cards you turn onto the waste must be paired off as well, since the game is only won when they have all gone too.

# %% [markdown] lang="fr"
# ## Thirteen et Triple Peaks
#
# Triple Peaks cache ses trois pics de la même façon, face cachée jusqu'à ce que les cartes posées dessus partent, avec une pioche retournée une seule fois sur une défausse. Ce qui change, c'est ce qui fait partir une carte : à Triple Peaks, on joue une carte libre sur la défausse au rang juste au-dessus ou au-dessous, en longues chaînes ; à Thirteen, deux cartes doivent faire treize, et les cartes retournées sur la défausse doivent partir elles aussi, puisque la partie n'est gagnée que lorsqu'elles ont toutes disparu.

# %%
for line in differences(GAME, "triple_peaks"):
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
# Deal 2 starts with no pair at all. Before each click on the stock, look at the top of the waste: will the next card bury it, and can you pair it first?

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 commence sans aucune paire. Avant chaque clic sur la pioche, regardez le dessus de la défausse : la prochaine carte va-t-elle l'enterrer, et pouvez-vous l'apparier avant ?

# %%
sn.play(GAME, deal=2)
