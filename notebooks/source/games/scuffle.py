# %% [markdown] lang="en"
# # Scuffle
#
# Scuffle starts exactly like Auld Lang Syne: the Aces on four foundations that climb one rank at a time whatever the suits, forty-eight cards in the stock, and each click dealing one card onto each of four reserves whose top cards alone can climb. The difference comes when the stock runs out. A click on the empty stock then gathers every card left in the reserves, shuffles them, and turns them into a new stock, which you deal out again. This can happen twice.
#
# Those two second chances change the game's character. Cards buried under a higher card in a reserve are no longer lost for good: the shuffle breaks the bad piles up and deals the cards again in a new order. The pass you are playing still decides how much is left for the next one, so the questions in this notebook are about passes: how many cards go back, how the next pass will be dealt, and when the game is really over.

# %% [markdown] lang="fr"
# # Scuffle
#
# Scuffle commence exactement comme Auld Lang Syne : les As sur quatre fondations qui montent d'un rang à la fois quelles que soient les couleurs, quarante-huit cartes dans la pioche, et chaque clic qui distribue une carte sur chacune des quatre réserves dont seules les cartes du dessus peuvent monter. La différence vient quand la pioche est épuisée. Un clic sur la pioche vide ramasse alors toutes les cartes restées dans les réserves, les mélange et en fait une nouvelle pioche, qu'on distribue de nouveau. Cela peut arriver deux fois.
#
# Ces deux secondes chances changent le caractère du jeu. Les cartes enterrées sous une carte plus haute dans une réserve ne sont plus perdues pour de bon : le mélange défait les mauvaises piles et redistribue les cartes dans un nouvel ordre. Le passage en cours décide tout de même de ce qui reste pour le suivant ; les questions de ce notebook portent donc sur les passages : combien de cartes repartent, comment le passage suivant sera distribué, et quand la partie est vraiment finie.

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
GAME = "scuffle"

# %% [markdown] lang="en"
# ## Deal 1
#
# The four Aces, the empty reserves, the full stock: so far nothing tells Scuffle apart from its parent game.

# %% [markdown] lang="fr"
# ## Donne 1
#
# Les quatre As, les réserves vides, la pioche pleine : pour l'instant rien ne distingue Scuffle du jeu dont il dérive.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Two lines are Scuffle's own: the redeal that gathers and shuffles the reserves, at most twice, and the score, which counts only the cards you play to the foundations (48 at most).

# %% [markdown] lang="fr"
# ## Les règles
#
# Deux lignes sont propres à Scuffle : la redistribution qui ramasse et mélange les réserves, deux fois au plus, et le score, qui ne compte que les cartes jouées sur les fondations (48 au plus).

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## The end of a pass
#
# Two small helpers: `play_up` sends reserve cards to the foundations while any fits, and `first_pass` deals the whole stock once, playing up before each click, and stops right after the last click.

# %% [markdown] lang="fr"
# ## La fin d'un passage
#
# Deux petits outils : `play_up` monte les cartes des réserves tant qu'il y en a une qui va, et `first_pass` distribue toute la pioche une fois, en montant les cartes avant chaque clic, et s'arrête juste après le dernier clic.

# %%
def play_up(game):
    count = 0
    while True:
        ups = [move for move in game.legal_moves() if str(move) not in ("deal", "redeal")]
        if not ups:
            return count
        game.play(ups[0])
        count += 1


def first_pass(deal):
    game = sn.new_game(GAME, deal=deal)
    while game.pile("stock").cards:
        play_up(game)
        game.play("deal")
    return game


game = first_pass(1)
print([str(move) for move in game.legal_moves()])
show(game)

# %% [markdown] lang="en"
# In Auld Lang Syne this would be nearly the end: eleven cards up, thirty-seven stuck. Here, after the last card that fits has climbed, `redeal` gathers the reserves into a new stock, face down and shuffled, and the reserves start again from empty.

# %% [markdown] lang="fr"
# À Auld Lang Syne, ce serait presque la fin : onze cartes montées, trente-sept bloquées. Ici, une fois montée la dernière carte qui peut l'être, `redeal` ramasse les réserves en une nouvelle pioche, face cachée et mélangée, et les réserves repartent à vide.

# %%
play_up(game)
game.play("redeal")
show(game)

# %% [markdown] lang="en"
# ## Exercises
#
# ### Before gathering
#
# Deal 1 again, right after the twelfth click of the first pass. Which of these moves may you make now?

# %% [markdown] lang="fr"
# ## Exercices
#
# ### Avant de ramasser
#
# Encore la donne 1, juste après le douzième clic du premier passage. Lesquels de ces coups pouvez-vous jouer maintenant ?

# %% exercise="before" part="ask"
position = first_pass(1)
q = LegalMoves(position, ["r1-f2", "redeal", "deal", "r1-r2"])
display(show(position))
q

# %% exercise="before" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves
### BEGIN SOLUTION
answer = ["a", "b"]
### END SOLUTION
q.check(answer)

# %% exercise="before" part="score"
q.score(answer)

# %% exercise="before" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("reserve1", 1))

# %% [markdown] lang="en" exercise="before" part="reveal"
# The game lets you gather while a card could still climb. Do not: that card would go back into the stock, and you would have to wait for it to come up again.

# %% [markdown] lang="fr" exercise="before" part="reveal"
# Le jeu vous laisse ramasser alors qu'une carte pourrait encore monter. Ne le faites pas : cette carte repartirait dans la pioche, et il faudrait attendre qu'elle ressorte.

# %% [markdown] lang="en"
# ### The size of the next stock
#
# Same deal, once every card that fits has gone up. How many cards will the first redeal gather into the new stock?

# %% [markdown] lang="fr"
# ### La taille de la prochaine pioche
#
# Même donne, une fois montées toutes les cartes qui peuvent l'être. Combien de cartes la première redistribution ramassera-t-elle dans la nouvelle pioche ?

# %% exercise="gather" part="ask"
q = exercise("scuffle.gather")
position = q.game
gathered = position.copy()
gathered.play("redeal")
display(show(position))
q

# %% exercise="gather" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 36
### END SOLUTION
q.check(answer)

# %% exercise="gather" part="score"
q.score(answer)

# %% exercise="gather" part="reveal"
display(q.check(answer, reveal=True))
show(gathered)

# %% [markdown] lang="en"
# ### The last click of a pass
#
# Deal 3, at the end of its second pass, with every card that fits played. Gather once more, then imagine clicking through the new stock without sending anything up. How many cards will the last click deal?

# %% [markdown] lang="fr"
# ### Le dernier clic d'un passage
#
# Donne 3, à la fin de son deuxième passage, toutes les cartes possibles montées. Ramassez une fois de plus, puis imaginez qu'on clique sur toute la nouvelle pioche sans rien monter. Combien de cartes le dernier clic distribuera-t-il ?

# %% exercise="last_click" part="ask"
q = exercise("scuffle.last_click")
position = q.game


def end_of_pass(deal, gathered):
    """Play deal ``deal`` until the stock is empty after ``gathered`` redeals, every fitting card played."""
    game = first_pass(deal)
    play_up(game)
    while game.redeals_used < gathered:
        game.play("redeal")
        while game.pile("stock").cards:
            game.play("deal")
            play_up(game)
    return game


clicked = position.copy()
clicked.play("redeal")
while clicked.pile("stock").cards:
    before = len(clicked.pile("stock").cards)
    clicked.play("deal")
    last = before - len(clicked.pile("stock").cards)
display(show(position))
q

# %% exercise="last_click" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 2
### END SOLUTION
q.check(answer)

# %% exercise="last_click" part="score"
q.score(answer)

# %% exercise="last_click" part="reveal"
display(q.check(answer, reveal=True))
show(clicked)

# %% [markdown] lang="en"
# ### Over or not?
#
# Deal 2, end of the second pass: no reserve card fits any foundation. Is the game lost?

# %% [markdown] lang="fr"
# ### Fini ou pas ?
#
# Donne 2, fin du deuxième passage : aucune carte des réserves ne va sur une fondation. La partie est-elle perdue ?

# %% exercise="over" part="ask"
q = exercise("scuffle.over")
position = q.game
display(show(position))
q

# %% exercise="over" part="answer"
answer = ...  # ← your answer: True or False
### BEGIN SOLUTION
answer = False
### END SOLUTION
q.check(answer)

# %% exercise="over" part="score"
q.score(answer)

# %% exercise="over" part="reveal"
display(q.check(answer, reveal=True))
print(position.redeals_used, [str(move) for move in position.legal_moves()])
show(position)

# %% [markdown] lang="en"
# ## Attention across three passes, measured
#
# The manual suggests remembering what lies under each reserve's top card, to choose well when two cards could climb. Below, on deals 1 to 100: the kit's greedy player, which plays up everything before it clicks or gathers; a careless player that clicks and gathers as soon as it may; and a player that always picks the card after which the longest run follows, which is what that memory is for.

# %% [markdown] lang="fr"
# ## L'attention sur trois passages, mesurée
#
# Le manuel conseille de retenir ce qu'il y a sous la carte du dessus de chaque réserve, pour bien choisir quand deux cartes pourraient monter. Ci-dessous, sur les donnes 1 à 100 : le joueur glouton du kit, qui monte tout avant de cliquer ou de ramasser ; un joueur distrait qui clique et ramasse dès qu'il le peut ; et un joueur qui prend toujours la carte après laquelle suit la plus longue série, ce à quoi sert justement ce souvenir.

# %%
def careless():
    def choose(game, moves):
        clicks = [move for move in moves if str(move) in ("deal", "redeal")]
        return clicks[0] if clicks else moves[0]
    return choose


def longest_run():
    def choose(game, moves):
        ups = [move for move in moves if str(move) not in ("deal", "redeal")]
        if not ups:
            return moves[0]

        def run(move):
            after = game.copy()
            after.play(move)
            return play_up(after)
        return max(ups, key=run)
    return choose


results = play_many({"greedy": greedy_player, "careless": careless, "longest run": longest_run}, range(1, 101), game=GAME)
summarise(results, Phrase(en="points of 48", fr="points sur 48"))

# %% [markdown] lang="en"
# The two redeals turn a hopeless game into a fair one: an attentive player wins a fifth to a quarter of the deals, where Auld Lang Syne's single pass wins none. The careless player, gathering cards that could have climbed, scores almost nothing. Choosing the longest run adds a few wins at most (26 wins against 21 here): as in Auld Lang Syne, the real choices are rare.

# %% [markdown] lang="fr"
# Les deux redistributions font d'un jeu sans espoir un jeu honnête : un joueur attentif gagne d'un cinquième à un quart des donnes, là où le passage unique d'Auld Lang Syne n'en gagne aucune. Le joueur distrait, qui ramasse des cartes qui auraient pu monter, ne marque presque rien. Choisir la plus longue série ajoute tout au plus quelques victoires (26 victoires contre 21 ici) : comme à Auld Lang Syne, les vrais choix sont rares.

# %% [markdown] lang="en"
# ## Scuffle and Auld Lang Syne
#
# Everything is shared but the end of the stock: Auld Lang Syne stops there, Scuffle gathers the reserves, shuffles them and deals them again, twice. Its score also leaves out the four Aces the deal puts on the foundations.

# %% [markdown] lang="fr"
# ## Scuffle et Auld Lang Syne
#
# Tout est commun sauf la fin de la pioche : Auld Lang Syne s'arrête là, Scuffle ramasse les réserves, les mélange et les redistribue, deux fois. Son score laisse aussi de côté les quatre As que la donne pose sur les fondations.

# %%
for line in differences(GAME, "auld_lang_syne"):
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
answer = 'r2-f4'
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
# Deal 4 can be won. Play every card that fits before each click and each gather, and count how many cards each pass leaves for the next.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 4 peut être gagnée. Montez toutes les cartes possibles avant chaque clic et chaque ramassage, et comptez combien de cartes chaque passage laisse au suivant.

# %%
sn.play(GAME, deal=4)
