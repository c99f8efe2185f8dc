# %% [markdown] lang="en"
# # Zebra
#
# Red, black, red, black: Zebra earns its stripes twice. Its tableau builds down in alternate colours, as in Klondike, and so do its **foundations**, which climb from the Ace in alternate colours too — a 2♦ goes on A♣ or A♠, never on A♦. The eight Aces of the two packs are laid out before play, so every foundation is open from the first move.
#
# The eight tableau piles start with one card each, and a pile never stays empty: the game fills it at once with the top card of the waste, or of the stock when the waste is empty. You never choose what goes into a gap.

# %% [markdown] lang="fr"
# # Zèbre
#
# Rouge, noir, rouge, noir : le Zèbre mérite deux fois ses rayures. Son tableau se construit en descendant par couleur (rouge et noir) alternée, comme au Klondike, et ses **fondations** aussi, qui montent depuis l'As par couleur (rouge et noir) alternée — un 2♦ va sur l'A♣ ou l'A♠, jamais sur l'A♦. Les huit As des deux paquets sont posés avant la partie : toutes les fondations sont ouvertes dès le premier coup.
#
# Les huit piles du tableau commencent avec une carte chacune, et une pile ne reste jamais vide : le jeu la remplit aussitôt avec la carte du dessus de la défausse, ou de la pioche si la défausse est vide. Vous ne choisissez jamais ce qui comble un trou.

# %%
import solitaire_nb as sn
from solitaire_nb.text.phrases import Phrase
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "zebra"

# %% [markdown] lang="en"
# ## Deal 1
#
# Three red Twos in the tableau (2♦ on pile 1, 2♥ on piles 5 and 7) and four black Aces on the foundations: each Two has four foundations to choose from.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Trois Deux rouges au tableau (le 2♦ de la pile 1, les 2♥ des piles 5 et 7) et quatre As noirs sur les fondations : chaque Deux a le choix entre quatre fondations.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# "Build up by alternate colour" on the foundation line is the rule to remember. Notice the tableau line too: empty piles are refilled by the game itself, and only single cards move onto the tableau.

# %% [markdown] lang="fr"
# ## Les règles
#
# « Construire en montant par couleur (rouge et noir) alternée », sur la ligne des fondations, est la règle à retenir. Lisez aussi la ligne du tableau : les piles vides sont remplies par le jeu lui-même, et seules des cartes isolées vont sur le tableau.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## First moves on deal 1
#
# **2♦ onto A♣.** A red card on a black Ace. Pile 1 empties, and since the waste is still empty the game fills it straight from the stock: 2♣ appears.

# %% [markdown] lang="fr"
# ## Premiers coups sur la donne 1
#
# **2♦ sur l'A♣.** Une carte rouge sur un As noir. La pile 1 se vide, et comme la défausse est encore vide, le jeu la remplit directement depuis la pioche : le 2♣ apparaît.

# %%
game.play("t1-f1")
show(game)

# %% [markdown] lang="en"
# **Both 2♥ up.** They go on the other two black foundations, A♣ and A♠; their piles are refilled from the stock in turn, with 2♦ and 2♠.

# %% [markdown] lang="fr"
# **Les deux 2♥ montent.** Ils vont sur deux autres fondations noires, l'A♣ et l'A♠ ; leurs piles sont remplies à leur tour depuis la pioche, par le 2♦ et le 2♠.

# %%
game.play("t5-f2")
game.play("t7-f7")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — the black Two
#
# Go back one step, to the moment the 2♣ had just filled pile 1. Where may that 2♣ go?

# %% [markdown] lang="fr"
# ## Exercice 1 — le Deux noir
#
# Revenons un pas en arrière, au moment où le 2♣ venait de remplir la pile 1. Où ce 2♣ peut-il aller ?

# %% exercise="black_two" part="ask"
position = sn.new_game(GAME, deal=1)
position.play("t1-f1")
q = PickTarget(position, "tableau1", 1)
display(show(position, labels=True))
q

# %% exercise="black_two" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["foundation1"]
### BEGIN SOLUTION
answer = ["foundation3", "foundation4", "foundation5", "foundation6", "tableau4"]
### END SOLUTION
q.check(answer)

# %% exercise="black_two" part="score"
q.score(answer)

# %% exercise="black_two" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("tableau1", 1))

# %% [markdown] lang="en" exercise="black_two" part="reveal"
# The four red Aces take it, and so does the 3♦ of pile 4 — five homes for one card. The black Aces refuse it: same colour.

# %% [markdown] lang="fr" exercise="black_two" part="reveal"
# Les quatre As rouges l'acceptent, ainsi que le 3♦ de la pile 4 : cinq places pour une seule carte. Les As noirs le refusent, car il est de la même couleur.

# %% [markdown] lang="en"
# ## Exercise 2 — a striped run goes home
#
# Deal 10, after thirty-two moves. Foundation 8 has climbed A♠ 2♦ 3♣ 4♥ 5♣ 6♦, and pile 7 holds 9♣ 8♥ 7♣. How many cards can pile 7 send to foundation 8 in one move?

# %% [markdown] lang="fr"
# ## Exercice 2 — une suite rayée rentre
#
# La donne 10, après trente-deux coups. La fondation 8 est montée A♠ 2♦ 3♣ 4♥ 5♣ 6♦, et la pile 7 tient 9♣ 8♥ 7♣. Combien de cartes la pile 7 peut-elle envoyer sur la fondation 8 en un seul coup ?

# %% exercise="stripes" part="ask"
q = exercise("zebra.stripes")
deal10 = q.game
display(show(deal10, labels=True))
q

# %% exercise="stripes" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="stripes" part="score"
q.score(answer)

# %% exercise="stripes" part="reveal"
display(q.check(answer, reveal=True))
show(deal10, select=("tableau7", 3))

# %% [markdown] lang="en" exercise="stripes" part="reveal"
# A tableau pile built down in alternate colours is, read backwards, exactly what the foundation wants. That is why Zebra lets such a group go home in one move, while onto the tableau cards travel one at a time.

# %% [markdown] lang="fr" exercise="stripes" part="reveal"
# Une pile du tableau construite en descendant par couleur (rouge et noir) alternée est, lue à l'envers, exactement ce que veut la fondation. C'est pourquoi le Zèbre laisse un tel groupe rentrer d'un coup, alors que vers le tableau les cartes voyagent une à une.

# %% [markdown] lang="en"
# ## Exercise 3 — who fills the gap?
#
# Same position. Once those three cards have gone up, pile 7 is empty for an instant. Which card will the game put there?

# %% [markdown] lang="fr"
# ## Exercice 3 — qui comble le trou ?
#
# Même position. Une fois ces trois cartes montées, la pile 7 est vide un instant. Quelle carte le jeu y mettra-t-il ?

# %% exercise="refill" part="ask"
q = exercise("zebra.refill")
deal10 = q.game
after = deal10.copy()
after.play("t7-f8x3")
q

# %% exercise="refill" part="answer"
answer = ...  # ← your answer: a card, e.g. "5C"
### BEGIN SOLUTION
answer = "3D"
### END SOLUTION
q.check(answer)

# %% exercise="refill" part="score"
q.score(answer)

# %% exercise="refill" part="reveal"
display(q.check(answer, reveal=True))
show(after, select=("tableau7", 1))

# %% [markdown] lang="en" exercise="refill" part="reveal"
# The refill is a gift when the waste card is useful and a burden when it is not: this 3♦ will sit on pile 7 until a black 2 reaches a foundation or a black 4 shows up.

# %% [markdown] lang="fr" exercise="refill" part="reveal"
# Ce remplissage est un cadeau quand la carte de la défausse est utile, un fardeau sinon : ce 3♦ restera sur la pile 7 jusqu'à ce qu'un 2 noir monte sur une fondation ou qu'un 4 noir se présente.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual warns that you will most likely need the single redeal, so the first pass should be spent noting where the key cards lie. Is the redeal really needed that often? The cell below lets the kit's greedy player play thirty deals and counts, among its wins, those that turned the waste over.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le manuel prévient qu'on aura très probablement besoin de l'unique redistribution, et qu'il faut donc passer le premier tour à noter où sont les cartes clés. La redistribution sert-elle vraiment si souvent ? La cellule ci-dessous fait jouer trente donnes au joueur glouton du kit et compte, parmi ses victoires, celles qui ont retourné la défausse.

# %%
from solitaire_nb.engine.strategy import greedy_player, play_out

wins = with_redeal = 0
for deal in range(1, 31):
    trial = sn.new_game(GAME, deal=deal)
    if play_out(trial, greedy_player(), max_moves=1500, patience=150) == "won":
        wins += 1
        with_redeal += trial.redeals_used > 0
print(Phrase(en=f"greedy player: {wins}/30 won, {with_redeal} of them after turning the waste over",
             fr=f"joueur glouton\u00a0: {wins}/30 gagnées, dont {with_redeal} après avoir retourné la défausse").text())

# %% [markdown] lang="en"
# Zebra is generous: a one-move player wins every one of these deals, and most wins never touch the redeal. The manual's warning is about careless play; still, when a deal does go to a second pass, what you noticed on the first one is what wins it.

# %% [markdown] lang="fr"
# Le Zèbre est généreux : un joueur qui ne voit qu'un coup à l'avance gagne chacune de ces donnes, et la plupart des victoires ne touchent pas à la redistribution. L'avertissement du manuel vise le jeu distrait ; mais quand une donne exige un second passage, c'est ce qu'on a remarqué au premier qui la fait gagner.

# %% [markdown] lang="en"
# ## Compared with Forty Thieves
#
# The colours make the first difference: Forty Thieves builds by suit everywhere, Zebra alternates colours on the tableau *and* on the foundations. Then the gaps: in Forty Thieves you fill an empty pile with any card you like; Zebra fills it for you from the waste. Zebra also starts with its Aces out, with one card per pile, and turns its waste over once.

# %% [markdown] lang="fr"
# ## Par rapport aux quarante voleurs
#
# Les couleurs font la première différence : les quarante voleurs construisent par couleur partout, le Zèbre alterne rouge et noir au tableau *et* sur les fondations. Puis les trous : aux quarante voleurs, on remplit une pile vide avec la carte de son choix ; le Zèbre la remplit pour vous depuis la défausse. Le Zèbre commence aussi avec ses As sortis, une carte par pile, et retourne sa défausse une fois.

# %%
for line in differences(GAME, "forty_thieves"):
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
answer = 't2-f2x2'
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
# Here is deal 2. On the first pass through the stock, jot down the black and red Threes and Fours as they go by: they are the cards the young foundations will beg for.

# %% [markdown] lang="fr"
# ## À vous
#
# Voici la donne 2. Au premier passage dans la pioche, notez les Trois et les Quatre noirs et rouges qui défilent : ce sont les cartes que réclameront les jeunes fondations.

# %%
sn.play(GAME, deal=2)
