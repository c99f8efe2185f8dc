# %% [markdown] lang="en"
# # Whitehead
#
# Whitehead lays out Klondike's staircase with every card face up, then splits one rule in two. You **build** by colour — a red card on the red card one rank higher, a black on a black: 4♥ may sit on 5♦. But you may only **move** together a run whose cards are all of one suit: 5♦ 4♥ will never travel as a pair. Any card or movable run may fill an empty pile, and the stock is turned once, one card at a time.
#
# The gap between what you may build and what you may carry is the whole game. Every build in a foreign suit joins two cards that will never travel together again — the top one can only leave alone; every build in the same suit adds to a block you can still move. Whitehead rewards the player who builds in suit whenever there is a choice.

# %% [markdown] lang="fr"
# # Tête blanche
#
# Tête blanche étale l'escalier du Klondike avec toutes les cartes face visible, puis coupe une règle en deux. On **construit** par couleur (rouge et noir) — une carte rouge sur la carte rouge d'un rang plus haut, une noire sur une noire : le 4♥ peut se poser sur le 5♦. Mais on ne peut **déplacer** ensemble qu'une suite dont toutes les cartes sont de la même couleur : 5♦ 4♥ ne voyageront jamais en paire. Toute carte ou suite déplaçable peut occuper une pile vide, et la pioche se parcourt une seule fois, carte par carte.
#
# L'écart entre ce qu'on peut construire et ce qu'on peut emporter, c'est tout le jeu. Chaque construction dans une autre couleur unit deux cartes qui ne voyageront plus jamais ensemble — celle du dessus ne peut repartir que seule ; chaque construction dans la même couleur agrandit un bloc qu'on peut encore déplacer. Tête blanche récompense qui construit dans la couleur chaque fois qu'il a le choix.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "whitehead"

# %% [markdown] lang="en"
# ## Deal 1
#
# Three builds are open at once: Q♣ onto K♣, 10♥ onto J♦ and 4♥ onto 5♦. Only the first one is in suit. No Ace is in view; all four are still in the stock.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Trois constructions s'offrent d'emblée : la D♣ sur le R♣, le 10♥ sur le V♦ et le 4♥ sur le 5♦. Seule la première reste dans la couleur. Aucun As n'est en vue : les quatre sont encore dans la pioche.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The tableau line holds the split: "build down by colour", then "same-suit sequence move". The last note adds a gift from AisleRiot: a run of one suit may go up to its foundation in a single move.

# %% [markdown] lang="fr"
# ## Les règles
#
# La ligne du tableau porte la coupure : « construire en descendant par couleur (rouge et noir) », puis « déplacement de suite d'une même couleur » — au sens du glossaire, la couleur est ici pique, cœur, carreau ou trèfle. La dernière note ajoute un cadeau d'AisleRiot : une suite d'une seule couleur peut monter sur sa fondation en un seul coup.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Building on deal 1
#
# **One build in suit.** Q♣ goes onto K♣: black on black, and clubs on clubs, so K♣ Q♣ stays a block that can move as one. Pile 7 shows 10♣.

# %% [markdown] lang="fr"
# ## Construire sur la donne 1
#
# **Une construction dans la couleur.** La D♣ va sur le R♣ : noir sur noir, et trèfle sur trèfle, si bien que R♣ D♣ reste un bloc qui peut bouger d'une pièce. La pile 7 montre le 10♣.

# %%
game.play("t7-t4")
show(game)

# %% [markdown] lang="en"
# **Two builds by colour only.** 10♥ onto J♦, then 4♥ onto 5♦. Both are legal, both are red on red — and each joins two suits that can now only come apart card by card.

# %% [markdown] lang="fr"
# **Deux constructions par le seul rouge ou noir.** Le 10♥ sur le V♦, puis le 4♥ sur le 5♦. Les deux sont permises, rouges sur rouges — et chacune unit deux couleurs qui ne se sépareront plus que carte par carte.

# %%
game.play("t3-t5")
game.play("t6-t1")
show(game)

# %% [markdown] lang="en"
# **From the stock.** The first card, Q♥, goes onto K♥ (in suit); the next, 3♦, goes onto 4♥. Pile 1 is now 5♦ 4♥ 3♦, a tidy red staircase.

# %% [markdown] lang="fr"
# **Depuis la pioche.** La première carte, la D♥, va sur le R♥ (dans la couleur) ; la suivante, le 3♦, va sur le 4♥. La pile 1 est maintenant 5♦ 4♥ 3♦, un joli escalier rouge.

# %%
game.play("deal")
game.play("w-t3")
game.play("deal")
game.play("w-t1")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — what pile 1 can carry
#
# In this position, how many cards of pile 1 (5♦ 4♥ 3♦) can move together as one unit?

# %% [markdown] lang="fr"
# ## Exercice 1 — ce que la pile 1 peut emporter
#
# Dans cette position, combien de cartes de la pile 1 (5♦ 4♥ 3♦) peuvent bouger ensemble, d'un seul bloc ?

# %% exercise="carry" part="ask"
q = exercise("whitehead.carry")
staircase = q.game
display(show(staircase))
q

# %% exercise="carry" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 1
### END SOLUTION
q.check(answer)

# %% exercise="carry" part="score"
q.score(answer)

# %% exercise="carry" part="reveal"
display(q.check(answer, reveal=True))
show(staircase, select=("tableau1", 1))

# %% [markdown] lang="en" exercise="carry" part="reveal"
# Compare pile 4, which ends K♣ Q♣: both cards are clubs, so the pair may go together into an empty pile the day one opens.

# %% [markdown] lang="fr" exercise="carry" part="reveal"
# Comparez avec la pile 4, qui se termine par R♣ D♣ : deux trèfles, la paire pourra donc partir ensemble vers une pile vide le jour où il s'en ouvrira une.

# %% [markdown] lang="en"
# ## Exercise 2 — a heart and a diamond
#
# Deal 3, at the start. Where may 2♥, on top of pile 2, go? Name the piles by their tags.

# %% [markdown] lang="fr"
# ## Exercice 2 — un cœur et un carreau
#
# La donne 3, au départ. Où peut aller le 2♥, sur le dessus de la pile 2 ? Nommez les piles par leurs étiquettes.

# %% exercise="two_reds" part="ask"
deal_three = sn.new_game(GAME, deal=3)
q = PickTarget(deal_three, "tableau2", 1)
display(show(deal_three, labels=True))
q

# %% exercise="two_reds" part="answer"
answer = ...  # ← your answer: a list of piles, e.g. ["t5"]
### BEGIN SOLUTION
answer = ["t4", "t6"]
### END SOLUTION
q.check(answer)

# %% exercise="two_reds" part="score"
q.score(answer)

# %% exercise="two_reds" part="reveal"
display(q.check(answer, reveal=True))
show(deal_three, select=("tableau2", 1), labels=True)

# %% [markdown] lang="en" exercise="two_reds" part="reveal"
# Both 3♥ and 3♦ take it, but they are not worth the same. On 3♥ the 2♥ makes a heart pair that can later move — or go home — as one block; on 3♦ it sits on a card of another suit and can only ever leave it alone.

# %% [markdown] lang="fr" exercise="two_reds" part="reveal"
# Le 3♥ et le 3♦ l'acceptent tous deux, mais ils ne se valent pas. Sur le 3♥, le 2♥ forme une paire de cœurs qui pourra plus tard bouger — ou monter — d'un bloc ; sur le 3♦, il repose sur une carte d'une autre couleur et ne pourra jamais la quitter que seul.

# %% [markdown] lang="en"
# ## Exercise 3 — a block with a foreign card
#
# Deal 3, seven moves later. Pile 1 is empty, and pile 7 ends with 8♦ 7♥ 6♥ 5♥. Which of these moves are allowed?

# %% [markdown] lang="fr"
# ## Exercice 3 — un bloc avec une carte étrangère
#
# La donne 3, sept coups plus tard. La pile 1 est vide, et la pile 7 se termine par 8♦ 7♥ 6♥ 5♥. Lesquels de ces coups restent possibles ?

# %% exercise="blocks" part="ask"
seven_later = sn.new_game(GAME, deal=3)
for move in ["t7-f4", "t1-t7", "t2-t4", "t4-t6", "t7-t5x2", "t6-t4", "t5-t7x3"]:
    seven_later.play(move)
q = LegalMoves(seven_later, ["t7-t3x4", "t7-t1x3", "t2-t5", "t4-t1x3", "t3-t1x2"])
display(show(seven_later))
q

# %% exercise="blocks" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["a", "d"]
### BEGIN SOLUTION
answer = ["b", "c", "e"]
### END SOLUTION
q.check(answer)

# %% exercise="blocks" part="score"
q.score(answer)

# %% exercise="blocks" part="reveal"
display(q.check(answer, reveal=True))
show(seven_later, select=("tableau7", 3))

# %% [markdown] lang="en" exercise="blocks" part="reveal"
# 8♦ 7♥ 6♥ 5♥ would fit on 9♥ by colour, but the diamond on top of the hearts spoils the block: the three hearts may leave, the four cards may not. 7♠ on 8♠ is a build in suit, the kind this game rewards, and 10♥ 9♥, a pure heart pair, may take the empty pile.

# %% [markdown] lang="fr" exercise="blocks" part="reveal"
# 8♦ 7♥ 6♥ 5♥ irait sur le 9♥ par le rouge, mais le carreau au-dessus des cœurs gâte le bloc : les trois cœurs peuvent partir, les quatre cartes non. Le 7♠ sur le 8♠ est une construction dans la couleur, celle que ce jeu récompense, et 10♥ 9♥, une paire de cœurs pure, peut prendre la pile vide.

# %% [markdown] lang="en"
# ## Exercise 4 — a run goes home in one move
#
# Deal 13, twenty-two moves in: A♥ is on a foundation, and pile 2 ends with 5♥ 4♥ 3♥ 2♥. How many cards can go up to the hearts foundation in a single move?

# %% [markdown] lang="fr"
# ## Exercice 4 — une suite monte en un coup
#
# La donne 13, après vingt-deux coups : l'As♥ est sur une fondation, et la pile 2 se termine par 5♥ 4♥ 3♥ 2♥. Combien de cartes peuvent monter sur la fondation à cœur en un seul coup ?

# %% exercise="home_run" part="ask"
q = exercise("whitehead.home_run")
hearts = q.game
display(show(hearts))
q

# %% exercise="home_run" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="home_run" part="score"
q.score(answer)

# %% exercise="home_run" part="reveal"
display(q.check(answer, reveal=True))
show(hearts, select=("tableau2", 4))

# %% [markdown] lang="en" exercise="home_run" part="reveal"
# A second reward for building in suit: the same block that can move together can also go home together.

# %% [markdown] lang="fr" exercise="home_run" part="reveal"
# Une seconde récompense pour qui construit dans la couleur : le bloc qui peut bouger ensemble peut aussi monter ensemble.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual's advice for Whitehead is about empty piles: since any card or run may go there, do not fill one just because you can — keep it for a move that really needs it. Below, the kit's greedy player meets two players that follow the advice in different degrees: one never fills a gap while anything else is possible, the other fills a gap only with a run of two or more cards that leaves cards behind. Deals 1 to 40.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le conseil du manuel pour Tête blanche porte sur les piles vides : puisque n'importe quelle carte ou suite peut y aller, ne les remplissez pas simplement parce que c'est possible — gardez-les pour un coup qui en a vraiment besoin. Ci-dessous, le joueur glouton du kit affronte deux joueurs qui suivent le conseil à des degrés divers : l'un ne remplit jamais un vide tant qu'autre chose est possible, l'autre ne le remplit qu'avec une suite d'au moins deux cartes qui laisse des cartes derrière elle. Donnes 1 à 40.

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def keep_gaps():
    greedy = greedy_player()

    def choose(game, moves):
        def fills_gap(move):
            return str(move) != "deal" and move.target.startswith("tableau") and not game.pile(move.target).cards
        return greedy(game, [move for move in moves if not fills_gap(move)] or moves)
    return choose


def gaps_for_runs():
    greedy = greedy_player()

    def choose(game, moves):
        def wasted_gap(move):
            if str(move) == "deal" or not move.target.startswith("tableau") or game.pile(move.target).cards:
                return False
            return move.count < 2 or len(game.pile(move.source).cards) == move.count
        return greedy(game, [move for move in moves if not wasted_gap(move)] or moves)
    return choose


results = play_many({"greedy": greedy_player, "keeps gaps": keep_gaps, "gaps for runs": gaps_for_runs},
                    range(1, 41), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:13} wins {wins}/40, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# None of the three wins a deal, and all bring home about the same handful of cards: handling empty piles carefully is not enough for players that look one move ahead. Whitehead punishes the builds made in a foreign suit long before it rewards a well-kept gap; winning it takes a plan that keeps suits together from the first move.

# %% [markdown] lang="fr"
# Aucun des trois ne gagne une donne, et tous montent à peu près la même poignée de cartes : soigner les piles vides ne suffit pas à des joueurs qui ne voient qu'un coup à l'avance. Tête blanche punit les constructions dans une couleur étrangère bien avant de récompenser un vide bien gardé ; pour gagner, il faut un plan qui garde les couleurs ensemble dès le premier coup.

# %% [markdown] lang="en"
# ## Compared with Klondike
#
# The split between building and moving is the difference that matters: Klondike builds and moves by alternating colours, Whitehead builds by colour but moves only runs of one suit. Then come the open tableau, the empty piles that take any card, and a single pass through the stock instead of three.

# %% [markdown] lang="fr"
# ## Par rapport au Klondike
#
# La coupure entre construire et déplacer est la différence qui compte : le Klondike construit et déplace par couleur (rouge et noir) alternée, Tête blanche construit par couleur (rouge et noir) mais ne déplace que des suites d'une seule couleur. Viennent ensuite le tableau découvert, les piles vides qui acceptent toute carte, et un seul passage dans la pioche au lieu de trois.

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
answer = 'w-t4'
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
# Deal 2. Whenever a card can go onto two cards of its colour, choose the one of its own suit, and watch how much longer your blocks stay mobile.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2. Chaque fois qu'une carte peut aller sur deux cartes de son rouge ou de son noir, choisissez celle de sa propre couleur, et voyez combien de temps vos blocs restent mobiles.

# %%
sn.play(GAME, deal=2)
