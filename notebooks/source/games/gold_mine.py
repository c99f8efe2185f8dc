# %% [markdown] lang="en"
# # Gold Mine
#
# Gold Mine starts where other games end: with an empty table. All fifty-two cards lie in the stock; each click turns three of them onto the waste, only the top one of the three is playable, and when the stock runs out it is never turned over again. The seven tableau piles are built from nothing, and an empty one accepts **any** card or run.
#
# So the skill here is placement. Every card you lift from the waste uncovers the one beneath it, every card you leave there gets buried by the next three, and every card you park on an empty pile takes up a place you may want later for something better.

# %% [markdown] lang="fr"
# # La mine d'or
#
# La mine d'or commence là où les autres jeux finissent : par une table vide. Les cinquante-deux cartes sont dans la pioche ; chaque clic en retourne trois sur la défausse, seule la dernière des trois se joue, et quand la pioche est épuisée, on ne la refait jamais. Les sept piles du tableau se bâtissent à partir de rien, et une pile vide accepte **n'importe quelle** carte ou suite.
#
# Le savoir-faire, ici, c'est le placement. Chaque carte prise sur la défausse découvre celle du dessous, chaque carte qu'on y laisse est enterrée par les trois suivantes, et chaque carte rangée sur une pile vide occupe une place qu'on voudra peut-être plus tard pour mieux.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "gold_mine"

# %% [markdown] lang="en"
# ## Deal 2
#
# Nothing to look at yet but a full stock and eleven empty places. The only legal move is the click.

# %% [markdown] lang="fr"
# ## La donne 2
#
# Rien à regarder encore, sinon une pioche pleine et onze places vides. Le seul coup permis est le clic.

# %%
game = sn.new_game(GAME, deal=2)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Two lines make the game: the stock, three cards a click and a single pass, and the empty pile that takes any card. Note too that the foundations are in play — a card may come back down from them.

# %% [markdown] lang="fr"
# ## Les règles
#
# Deux lignes font le jeu : la pioche, trois cartes par clic et un seul passage, et la pile vide qui accepte n'importe quelle carte. Notez aussi que les fondations sont en jeu — une carte peut en redescendre.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Opening the mine on deal 2
#
# **The first click.** Q♥, 5♠ and J♦ are turned over, J♦ last, so J♦ lies on top: the two others can only be reached once it has gone.

# %% [markdown] lang="fr"
# ## Ouvrir la mine sur la donne 2
#
# **Le premier clic.** La D♥, le 5♠ et le V♦ sont retournés, le V♦ en dernier : c'est lui qui est dessus, et les deux autres ne seront accessibles qu'une fois qu'il sera parti.

# %%
game.play("deal")
show(game)

# %% [markdown] lang="en"
# **Emptying the waste.** J♦, then 5♠, then Q♥ each take an empty pile. Three of the seven places are used before any building has happened — the price of not leaving a card to be buried.

# %% [markdown] lang="fr"
# **Vider la défausse.** Le V♦, puis le 5♠, puis la D♥ prennent chacun une pile vide. Trois des sept places sont prises avant la moindre construction — le prix à payer pour ne laisser aucune carte se faire enterrer.

# %%
game.play("w-t7")
game.play("w-t4")
game.play("w-t1")
show(game)

# %% [markdown] lang="en"
# **A click, and a first build.** The next three are J♠, 9♠ and 3♥. 3♥ and 9♠ go to empty piles, then J♠ lands straight on Q♥: a card placed without using up a pile.

# %% [markdown] lang="fr"
# **Un clic, et une première construction.** Les trois suivantes sont le V♠, le 9♠ et le 3♥. Le 3♥ et le 9♠ vont sur des piles vides, puis le V♠ se pose directement sur la D♥ : une carte placée sans consommer de pile.

# %%
game.play("deal")
game.play("w-t6")
game.play("w-t3")
game.play("w-t1")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — three clicks, three cards
#
# Number the cards in the order the stock turns them over: first, second, third… Suppose you click three times and play nothing: nine cards pass through the waste. Which of them will have been playable at some moment, on top of the waste? Answer with their numbers.

# %% [markdown] lang="fr"
# ## Exercice 1 — trois clics, trois cartes
#
# Numérotez les cartes dans l'ordre où la pioche les retourne : première, deuxième, troisième… Supposez que vous cliquiez trois fois sans rien jouer : neuf cartes passent sur la défausse. Lesquelles auront été jouables à un moment, sur le dessus de la défausse ? Répondez par leurs numéros.

# %% exercise="tops" part="ask"
q = exercise("gold_mine.tops")
untouched = sn.new_game(GAME, deal=1)
tops = []
for _ in range(3):
    untouched.play("deal")
    tops.append(len(untouched.pile("waste").cards))
q

# %% exercise="tops" part="answer"
answer = ...  # ← your answer: a list of numbers, e.g. [1, 2]
### BEGIN SOLUTION
answer = [3, 6, 9]
### END SOLUTION
q.check(answer)

# %% exercise="tops" part="score"
q.score(answer)

# %% exercise="tops" part="reveal"
display(q.check(answer, reveal=True))
show(untouched, select=("waste", 1))

# %% [markdown] lang="en" exercise="tops" part="reveal"
# With one pass, a card you never uncover by playing the cards above it is lost in the waste until the very end. That is why Gold Mine pushes you to play from the waste often — and why empty piles are precious.

# %% [markdown] lang="fr" exercise="tops" part="reveal"
# Avec un seul passage, une carte qu'on ne dégage pas en jouant celles du dessus reste perdue dans la défausse jusqu'à la toute fin. Voilà pourquoi la mine d'or pousse à jouer souvent depuis la défausse — et pourquoi les piles vides sont précieuses.

# %% [markdown] lang="en"
# ## Exercise 2 — where may 4♥ go?
#
# Deal 2 again, one click after the guided moves. The waste shows 2♦, J♥ and 4♥ on top. Where may 4♥ be played? Name every pile by its tag.

# %% [markdown] lang="fr"
# ## Exercice 2 — où peut aller le 4♥ ?
#
# Encore la donne 2, un clic après les coups guidés. La défausse montre le 2♦, le V♥ et, dessus, le 4♥. Où peut-on jouer le 4♥ ? Nommez chaque pile par son étiquette.

# %% exercise="four" part="ask"
one_more = game.copy()
one_more.play("deal")
q = PickTarget(one_more, "waste", 1)
display(show(one_more, labels=True))
q

# %% exercise="four" part="answer"
answer = ...  # ← your answer: a list of piles, e.g. ["t6"]
### BEGIN SOLUTION
answer = ["t2", "t4", "t5"]
### END SOLUTION
q.check(answer)

# %% exercise="four" part="score"
q.score(answer)

# %% exercise="four" part="reveal"
display(q.check(answer, reveal=True))
show(one_more, select=("waste", 1), labels=True)

# %% [markdown] lang="en" exercise="four" part="reveal"
# Onto 5♠ is the thrifty choice: J♥ becomes playable, and both empty piles stay free for it and for 2♦.

# %% [markdown] lang="fr" exercise="four" part="reveal"
# Sur le 5♠, c'est le choix économe : le V♥ devient jouable, et les deux piles vides restent libres pour lui et pour le 2♦.

# %% [markdown] lang="en"
# ## Exercise 3 — a card comes back down
#
# Still deal 2, ten moves further on. 2♦ has gone up to its foundation. Which of these moves, one of them from that foundation, are legal now?

# %% [markdown] lang="fr"
# ## Exercice 3 — une carte redescend
#
# Toujours la donne 2, dix coups plus loin. Le 2♦ est monté sur sa fondation. Lesquels de ces coups, dont un part de cette fondation, sont permis maintenant ?

# %% exercise="back" part="ask"
further = sn.new_game(GAME, deal=2)
for move in ["deal", "w-t7", "w-t4", "w-t1", "deal", "w-t6", "w-t3", "w-t2", "t2-t1", "deal", "w-t5", "t5-t4",
             "w-t2", "w-t5", "deal", "w-t4", "t5-t4", "w-t5", "w-f3", "t4-f3"]:
    further.play(move)
q = LegalMoves(further, ["f3-t4", "f3-t6", "t6-t5", "t5-t6"])
display(show(further))
q

# %% exercise="back" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["d"]
### BEGIN SOLUTION
answer = ["a", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="back" part="score"
q.score(answer)

# %% exercise="back" part="reveal"
display(q.check(answer, reveal=True))
show(further, select=("foundation3", 1))

# %% [markdown] lang="en" exercise="back" part="reveal"
# 2♦ may leave its foundation for 3♣, a black card one rank higher — the ordinary building rule applies to it like to any other card. Bringing a card back is rarely needed, but in a game that starts from nothing, one more card to build on can save a pile.

# %% [markdown] lang="fr" exercise="back" part="reveal"
# Le 2♦ peut quitter sa fondation pour le 3♣, une carte noire d'un rang plus haut — la règle de construction ordinaire s'applique à lui comme à toute autre carte. Faire redescendre une carte est rarement nécessaire, mais dans un jeu qui part de rien, un support de plus peut sauver une pile.

# %% [markdown] lang="en"
# ## Exercise 4 — how long is the single pass?
#
# From the start of any deal, how many clicks will the stock accept before it is empty for good?

# %% [markdown] lang="fr"
# ## Exercice 4 — combien dure l'unique passage ?
#
# Depuis le début de n'importe quelle donne, combien de clics la pioche acceptera-t-elle avant d'être vide pour de bon ?

# %% exercise="clicks" part="ask"
q = exercise("gold_mine.clicks")
counted = sn.new_game(GAME, deal=1)
clicks = 0
while "deal" in [str(move) for move in counted.legal_moves()]:
    counted.play("deal")
    clicks += 1
q

# %% exercise="clicks" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 18
### END SOLUTION
q.check(answer)

# %% exercise="clicks" part="score"
q.score(answer)

# %% exercise="clicks" part="reveal"
display(q.check(answer, reveal=True))
show(counted)

# %% [markdown] lang="en" exercise="clicks" part="reveal"
# Eighteen decisions about when to click, and the whole deck sits in the waste if you never play. Only its top card is ever in reach, so from here on the game is a race to unstack it.

# %% [markdown] lang="fr" exercise="clicks" part="reveal"
# Dix-huit décisions sur le moment de cliquer, et tout le paquet dort dans la défausse si l'on ne joue jamais. Seule sa carte du dessus est à portée : à partir de là, la partie devient une course pour la dépiler.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual asks you to think about what you put on each empty pile, because any card may go there and a poor choice blocks the cards you will need. One way a machine could "think" is to keep two piles empty in reserve. Below, that careful player meets the kit's greedy player, which fills gaps freely; deals 1 to 30.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le manuel demande de réfléchir à ce qu'on pose sur chaque pile vide, car n'importe quelle carte peut y aller et un mauvais choix bloque les cartes dont on aura besoin. Une façon pour une machine de « réfléchir » serait de garder deux piles vides en réserve. Ci-dessous, ce joueur prudent affronte le joueur glouton du kit, qui remplit les vides sans retenue ; donnes 1 à 30.

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def two_in_reserve():
    greedy = greedy_player()

    def choose(game, moves):
        empty = sum(1 for pile in game.group_piles("tableau") if not pile.cards)

        def spends_reserve(move):
            return (str(move) != "deal" and move.target.startswith("tableau")
                    and not game.pile(move.target).cards and empty <= 2)
        return greedy(game, [move for move in moves if not spends_reserve(move)] or moves)
    return choose


results = play_many({"greedy": greedy_player, "two in reserve": two_in_reserve}, range(1, 31), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:14} wins {wins}/30, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# The reserve is a disaster: the careful player clicks instead of placing, and the cards it refuses to place vanish under the next three. The manual's advice is about *which* card to put in a gap, not about keeping gaps idle — a choice a one-move player cannot make well, but you can, by looking at what lies beneath the waste's top card.

# %% [markdown] lang="fr"
# La réserve est un désastre : le joueur prudent clique au lieu de placer, et les cartes qu'il refuse de poser disparaissent sous les trois suivantes. Le conseil du manuel porte sur *quelle* carte mettre dans un vide, pas sur l'art de garder des vides inutiles — un choix qu'un joueur qui ne voit qu'un coup fait mal, mais que vous pouvez faire, en regardant ce qui dort sous la carte du dessus de la défausse.

# %% [markdown] lang="en"
# ## Compared with Klondike
#
# Klondike hands you twenty-eight cards on the table; Gold Mine hands you none, so its empty piles must take any card, not only Kings. Its stock is harsher too: three cards a click and one pass, where Klondike turns one card and lets you go round again.

# %% [markdown] lang="fr"
# ## Par rapport au Klondike
#
# Le Klondike vous donne vingt-huit cartes sur la table ; la mine d'or aucune, si bien que ses piles vides doivent accepter n'importe quelle carte, pas seulement les Rois. Sa pioche est aussi plus dure : trois cartes par clic et un seul passage, quand le Klondike retourne une carte et permet de recommencer.

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
# Deal 2 from the first click. Before each placement, look at the card that will appear under it, and keep building on what you have rather than opening a new pile.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 dès le premier clic. Avant chaque placement, regardez la carte qui va apparaître dessous, et construisez sur ce que vous avez plutôt que d'ouvrir une nouvelle pile.

# %%
sn.play(GAME, deal=2)
