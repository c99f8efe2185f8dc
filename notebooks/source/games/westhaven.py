# %% [markdown] lang="en"
# # Westhaven
#
# Westhaven spreads thirty cards over ten piles — two face down, one face up in each — and keeps a one-pass stock of twenty-two cards beside them. Its tableau builds like Klondike's, down in alternate colours, but lifting cards follows a stricter rule: from a pile you take **either its top card or all of its face-up cards**, nothing in between.
#
# That all-or-one rule is the lesson of the game. A long run is a block you can only move whole, so you must see in advance where its head card will land. In return any card, or any whole face-up part, may settle in an empty pile, and gaps come quickly with piles this short.

# %% [markdown] lang="fr"
# # L'asile de l'ouest
#
# L'asile de l'ouest étale trente cartes sur dix piles — deux face cachée et une face visible dans chacune — et garde à côté une pioche de vingt-deux cartes qu'on ne parcourt qu'une fois. Son tableau se construit comme celui du Klondike, en descendant par couleur (rouge et noir) alternée, mais pour soulever des cartes la règle est plus stricte : d'une pile, on prend **soit la carte du dessus, soit toutes ses cartes visibles**, rien entre les deux.
#
# Cette règle du tout ou un, c'est la leçon du jeu. Une longue suite est un bloc qu'on ne déplace qu'entier : il faut prévoir où atterrira la carte qui la mène. En échange, n'importe quelle carte, ou n'importe quelle partie visible entière, peut s'installer dans une pile vide, et avec des piles aussi courtes les vides arrivent vite.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import LegalMoves, PickTarget, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "westhaven"

# %% [markdown] lang="en"
# ## Deal 1
#
# Two Aces are showing already, A♠ in pile 1 and A♦ in pile 5, and pile 10's 8♣ fits under the 9♥ of pile 3. Count the face-down cards: twenty, two per pile, and turning them over is the whole game.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Deux As se montrent déjà, l'As♠ de la pile 1 et l'As♦ de la pile 5, et le 8♣ de la pile 10 s'accorde sous le 9♥ de la pile 3. Comptez les cartes face cachée : vingt, deux par pile, et les retourner, c'est tout le jeu.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The tableau line says what may move: the top card, or the whole face-up part. Notice also that an empty pile takes anything, and that a card gone home stays home.

# %% [markdown] lang="fr"
# ## Les règles
#
# La ligne du tableau dit ce qui peut bouger : la carte du dessus, ou toute la partie visible. Remarquez aussi qu'une pile vide accepte n'importe quoi, et qu'une carte montée en fondation y reste.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Building a block on deal 1
#
# **Three Aces in three moves.** A♠ goes home and uncovers A♣, which follows it; pile 1 is down to J♣, with nothing hidden beneath. A♦ from pile 5 makes three.

# %% [markdown] lang="fr"
# ## Construire un bloc sur la donne 1
#
# **Trois As en trois coups.** L'As♠ monte et découvre l'As♣, qui le suit ; la pile 1 se réduit au V♣, sans plus rien de caché dessous. L'As♦ de la pile 5 fait le troisième.

# %%
game.play("t1-f1")
game.play("t1-f2")
game.play("t5-f3")
show(game)

# %% [markdown] lang="en"
# **A whole face-up part travels.** 7♥ drops onto 8♣ in pile 10; now pile 10 shows 8♣ 7♥ over its hidden cards, and those two face-up cards together are its whole face-up part, so they may go onto 9♥ in one move. Pile 10 turns up 5♣.

# %% [markdown] lang="fr"
# **Une partie visible entière voyage.** Le 7♥ descend sur le 8♣ de la pile 10 ; la pile 10 montre alors 8♣ 7♥ au-dessus de ses cartes cachées, et ces deux cartes forment toute sa partie visible : elles peuvent aller ensemble sur le 9♥. La pile 10 retourne le 5♣.

# %%
game.play("t4-t10")
game.play("t10-t3x2")
show(game)

# %% [markdown] lang="en"
# **What pile 3 allows now.** It shows 9♥ 8♣ 7♥. From it you may lift 7♥ alone, or all three cards headed by 9♥ — but never the pair 8♣ 7♥ that arrived together a moment ago. The highlighted picture shows where the whole block could go (nowhere yet).

# %% [markdown] lang="fr"
# **Ce que permet maintenant la pile 3.** Elle montre 9♥ 8♣ 7♥. On peut en soulever le 7♥ seul, ou les trois cartes menées par le 9♥ — mais jamais la paire 8♣ 7♥ arrivée ensemble il y a un instant. L'image éclairée montre où le bloc entier pourrait aller (nulle part pour l'instant).

# %%
show(game, select=("tableau3", 3))

# %% [markdown] lang="en"
# ## Exercise 1 — the middle of a run
#
# Deal 3, five moves in. Pile 6 shows 9♣ 8♦ 7♠ 6♦ over one hidden card, and pile 3 ends with 10♥ 9♠. Which of these moves are allowed?

# %% [markdown] lang="fr"
# ## Exercice 1 — le milieu d'une suite
#
# La donne 3, après cinq coups. La pile 6 montre 9♣ 8♦ 7♠ 6♦ au-dessus d'une carte cachée, et la pile 3 se termine par 10♥ 9♠. Quels coups de la liste le jeu autorise-t-il ?

# %% exercise="middle" part="ask"
middle = sn.new_game(GAME, deal=3)
for move in ["t5-t7", "t1-t9", "t6-t3", "t7-t4x2", "t4-t6x3"]:
    middle.play(move)
q = LegalMoves(middle, ["t6-t3x3", "t3-t4x2", "t7-t5", "t6-t4x4"])
display(show(middle))
q

# %% exercise="middle" part="answer"
answer = ...  # ← your answer: the letters of the allowed moves, e.g. ["a"]
### BEGIN SOLUTION
answer = ["b", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="middle" part="score"
q.score(answer)

# %% exercise="middle" part="reveal"
display(q.check(answer, reveal=True))
show(middle, select=("tableau3", 2))

# %% [markdown] lang="en" exercise="middle" part="reveal"
# 8♦ 7♠ 6♦ would fit on 9♠ by colour and rank, but it is only part of pile 6's face-up cards: refused. 10♥ 9♠, on the other hand, is all that pile 3 shows, so it may go onto J♠ and turn up the hidden card beneath.

# %% [markdown] lang="fr" exercise="middle" part="reveal"
# 8♦ 7♠ 6♦ irait sur le 9♠ par la couleur et le rang, mais ce n'est qu'une partie des cartes visibles de la pile 6 : refusé. 10♥ 9♠, en revanche, c'est tout ce que montre la pile 3 : le bloc peut aller sur le V♠ et faire retourner la carte cachée dessous.

# %% [markdown] lang="en"
# ## Exercise 2 — which cards can you take hold of?
#
# Deal 7, ten moves in: piles 4 and 10 are empty, so every card that may be lifted has somewhere to go. Pile 2 shows 6♠ 5♥ 4♠ 3♦. Which of its cards can you pick up (carrying whatever lies on it)? Answer with a list of cards.

# %% [markdown] lang="fr"
# ## Exercice 2 — quelles cartes peut-on saisir ?
#
# La donne 7, après dix coups : les piles 4 et 10 sont vides, donc toute carte qu'on a le droit de soulever a une place où aller. La pile 2 montre 6♠ 5♥ 4♠ 3♦. Lesquelles de ses cartes peut-on prendre (avec ce qui est posé dessus) ? Répondez par une liste de cartes.

# %% exercise="lift" part="ask"
q = exercise("westhaven.lift")
two_gaps = q.game
display(show(two_gaps))
q

# %% exercise="lift" part="answer"
answer = ...  # ← your answer: a list of cards, e.g. ["5H"]
### BEGIN SOLUTION
answer = ["3D", "6S"]
### END SOLUTION
q.check(answer)

# %% exercise="lift" part="score"
q.score(answer)

# %% exercise="lift" part="reveal"
display(q.check(answer, reveal=True))
show(two_gaps, select=("tableau2", 4))

# %% [markdown] lang="en" exercise="lift" part="reveal"
# However long a pile grows, it offers two grips, never more. To get at 4♠ here, 3♦ must first leave on its own.

# %% [markdown] lang="fr" exercise="lift" part="reveal"
# Quelle que soit la longueur d'une pile, elle n'offre que deux prises, jamais plus. Pour atteindre le 4♠ ici, il faut d'abord que le 3♦ parte seul.

# %% [markdown] lang="en"
# ## Exercise 3 — a pair with two ways out
#
# Back to deal 1, fourteen moves later: pile 1 holds only J♣ 10♦, and pile 9 has just been emptied. Where may the pair J♣ 10♦ go? Name the piles by the tags on the picture.

# %% [markdown] lang="fr"
# ## Exercice 3 — une paire et deux issues
#
# Retour à la donne 1, quatorze coups plus tard : la pile 1 ne contient plus que V♣ 10♦, et la pile 9 vient d'être vidée. Où la paire V♣ 10♦ peut-elle aller ? Nommez les piles avec les étiquettes de l'image.

# %% exercise="pair" part="ask"
later = sn.new_game(GAME, deal=1)
for move in ["t1-f4", "t5-f2", "t1-f1", "t9-t5", "t9-f4", "t4-t10", "t7-t4", "t10-t3x2", "t2-t5", "t8-t1",
             "t8-t10", "t7-t3", "t4-t8x2", "t9-t7"]:
    later.play(move)
q = PickTarget(later, "tableau1", 2)
display(show(later, labels=True))
q

# %% exercise="pair" part="answer"
answer = ...  # ← your answer: a list of piles, e.g. ["t3"]
### BEGIN SOLUTION
answer = ["t7", "t9"]
### END SOLUTION
q.check(answer)

# %% exercise="pair" part="score"
q.score(answer)

# %% exercise="pair" part="reveal"
display(q.check(answer, reveal=True))
show(later, select=("tableau1", 2), labels=True)

# %% [markdown] lang="en" exercise="pair" part="reveal"
# Both are legal, but they are not worth the same: onto Q♥ the pair leaves pile 1 empty *and* keeps pile 9 free, two gaps instead of one. Moving it into pile 9 only swaps one empty pile for another.

# %% [markdown] lang="fr" exercise="pair" part="reveal"
# Les deux sont permis, mais ils ne se valent pas : sur la D♥, la paire vide la pile 1 *et* laisse la pile 9 libre, deux vides au lieu d'un. La mettre dans la pile 9 ne fait qu'échanger une pile vide contre une autre.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual says: play boldly, make every move you can, because turning over the twenty hidden cards counts for more than prudence; and use the gaps to dig out buried cards. The kit's greedy player, which always takes the move that turns a card or sends one home, plays that way. Below it meets a player that refuses to fill a gap unless nothing else is possible, and a player choosing at random. Deals 1 to 40.

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le manuel dit : jouez avec audace, faites tous les coups possibles, car retourner les vingt cartes cachées compte plus que la prudence ; et servez-vous des vides pour dégager les cartes enterrées. Le joueur glouton du kit, qui prend toujours le coup qui retourne une carte ou en monte une, joue de cette façon. Ci-dessous, il affronte un joueur qui refuse de remplir un vide sauf s'il n'a rien d'autre à faire, et un joueur qui choisit au hasard. Donnes 1 à 40.

# %%
from solitaire_nb.engine.strategy import greedy_player, random_player
from solitaire_nb.teaching.lessons import play_many


def keep_gaps_empty():
    greedy = greedy_player()

    def choose(game, moves):
        def fills_gap(move):
            return str(move) != "deal" and move.target.startswith("tableau") and not game.pile(move.target).cards
        return greedy(game, [move for move in moves if not fills_gap(move)] or moves)
    return choose


results = play_many({"bold (greedy)": greedy_player, "keeps gaps": keep_gaps_empty, "random": random_player},
                    range(1, 41), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:13} wins {wins}/40, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# Westhaven is forgiving: the bold player wins practically every deal, and even a player moving at random wins most of them. Hoarding empty piles changes little for a machine that sees one move ahead, because gaps keep coming back. Where a human loses here, it is usually by burying a low card under a block that can then only move whole.

# %% [markdown] lang="fr"
# L'asile de l'ouest pardonne beaucoup : le joueur audacieux gagne pratiquement toutes les donnes, et même un joueur qui bouge au hasard en gagne la plupart. Garder des piles vides change peu de chose pour une machine qui ne voit qu'un coup à l'avance, car les vides reviennent sans cesse. Quand un humain perd ici, c'est en général pour avoir enterré une petite carte sous un bloc qui ne peut plus bouger qu'entier.

# %% [markdown] lang="en"
# ## Compared with Klondike
#
# First, the grip: Klondike lets you split a run anywhere, Westhaven only at its top card or its head. Then the gaps — any card here, a King only in Klondike — and the shape: ten piles of three instead of seven growing ones, a stock seen once, foundations that keep their cards.

# %% [markdown] lang="fr"
# ## Par rapport au Klondike
#
# D'abord la prise : le Klondike permet de couper une suite n'importe où, l'asile de l'ouest seulement à sa carte du dessus ou à sa tête. Ensuite les vides — n'importe quelle carte ici, un Roi seulement au Klondike — et la forme : dix piles de trois au lieu de sept piles croissantes, une pioche vue une seule fois, des fondations qui gardent leurs cartes.

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
# Deal 2. Before you build a run on a pile, ask where its head card could go later, since it will have to take every card on it along.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2. Avant de construire une suite sur une pile, demandez-vous où pourra aller plus tard la carte qui la mène, puisqu'elle devra emmener toutes les cartes posées sur elle.

# %%
sn.play(GAME, deal=2)
