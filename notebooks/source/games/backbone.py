# %% [markdown] lang="en"
# # Backbone
#
# Two packs, eight foundations, and eight tableau piles that start with a single card each. The heart of the game is its reserve: two columns of nine cards side by side, with one more card lying across their tops — the *backbone*. While that card stays, neither column can be touched; once it has gone, each column gives up its cards from the top, one by one.
#
# The reserve also has a rule of its own: its cards may go to a foundation or onto a tableau card, **never into an empty pile**. A King deep in a column is therefore stuck until the Queen of its suit has reached a foundation.

# %% [markdown] lang="fr"
# # Colonne vertébrale
#
# Deux paquets, huit fondations, et huit piles de tableau qui commencent chacune avec une seule carte. Le cœur du jeu est sa réserve : deux colonnes de neuf cartes côte à côte, avec une carte de plus posée en travers de leur sommet, l'*épine dorsale*. Tant que cette carte reste, aucune des deux colonnes n'est jouable ; une fois partie, chaque colonne livre ses cartes par le haut, une à une.
#
# La réserve a aussi sa règle propre : ses cartes vont sur une fondation ou sur une carte du tableau, **jamais dans une pile vide**. Un Roi enfoui dans une colonne reste donc coincé tant que la Dame de sa couleur n'est pas montée sur une fondation.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import PickTarget, LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "backbone"

# %% [markdown] lang="en"
# ## Deal 1
#
# Find the backbone: the 9♣ lying alone across the columns (reserve 3). Under it, reserve 1 shows 2♦ and reserve 2 shows 6♠, both out of reach for now. In the tableau, 3♦ could go onto 4♦ and Q♠ onto K♠.

# %% [markdown] lang="fr"
# ## La donne 1
#
# Repérez l'épine dorsale : le 9♣ posé seul en travers des colonnes (réserve 3). Dessous, la réserve 1 montre le 2♦ et la réserve 2 le 6♠, tous deux hors d'atteinte pour l'instant. Au tableau, le 3♦ pourrait aller sur le 4♦ et la D♠ sur le R♠.

# %%
game = sn.new_game(GAME, deal=1)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# Two lines here are Backbone's own, and both concern the reserve: the backbone covers the columns, and a reserve card may not fill a space. The tableau moves one card at a time, whatever the number of empty piles.

# %% [markdown] lang="fr"
# ## Les règles
#
# Deux lignes n'appartiennent qu'à ce jeu, et toutes deux parlent de la réserve : l'épine dorsale couvre les colonnes, et une carte de la réserve ne peut pas combler un espace vide. Le tableau bouge une carte à la fois, quel que soit le nombre de piles vides.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Freeing the columns on deal 6
#
# **10♥ onto J♥.** On deal 6 the backbone is 9♠, and pile 2 holds 10♠, the card it needs. First a tableau move: pile 8's 10♥ joins the J♥ of pile 5, leaving pile 8 empty.

# %% [markdown] lang="fr"
# ## Libérer les colonnes sur la donne 6
#
# **10♥ sur V♥.** Sur la donne 6, l'épine dorsale est le 9♠, et la pile 2 tient le 10♠ dont il a besoin. D'abord un coup au tableau : le 10♥ de la pile 8 rejoint le V♥ de la pile 5, et la pile 8 se vide.

# %%
game = sn.new_game(GAME, deal=6)
game.play("t8-t5")
show(game)

# %% [markdown] lang="en"
# **The backbone leaves.** 9♠ goes onto 10♠. Both columns are open now: reserve 1 offers 2♣, reserve 2 offers A♣.

# %% [markdown] lang="fr"
# **L'épine dorsale s'en va.** Le 9♠ se pose sur le 10♠. Les deux colonnes sont ouvertes : la réserve 1 propose le 2♣, la réserve 2 l'A♣.

# %%
game.play("r3-t2")
show(game)

# %% [markdown] lang="en"
# **A♣ then 2♣ up.** The two columns feed the same foundation, one card each. Note that the A♣ could not have gone into the empty pile 8, even had we wanted to keep it in play.

# %% [markdown] lang="fr"
# **L'A♣ puis le 2♣ montent.** Les deux colonnes alimentent la même fondation, une carte chacune. Remarquez que l'A♣ n'aurait pas pu aller dans la pile 8 vide, même si on avait voulu le garder en jeu.

# %%
game.play("r2-f1")
game.play("r1-f1")
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — the Queen on top of the column
#
# In this position, reserve 2 now shows Q♦ and pile 8 is still empty. Where may the Q♦ go?

# %% [markdown] lang="fr"
# ## Exercice 1 — la Dame en haut de la colonne
#
# Dans cette position, la réserve 2 montre maintenant la D♦ et la pile 8 est toujours vide. Où la D♦ peut-elle aller ?

# %% exercise="queen" part="ask"
position = game.copy()
q = PickTarget(position, "reserve2", 1)
display(show(position, labels=True))
q

# %% exercise="queen" part="answer"
answer = ...  # ← your answer: a list of pile ids, or [] for nowhere
### BEGIN SOLUTION
answer = []
### END SOLUTION
q.check(answer)

# %% exercise="queen" part="score"
q.score(answer)

# %% exercise="queen" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("reserve2", 1))

# %% [markdown] lang="en" exercise="queen" part="reveal"
# Nowhere: no K♦ in the tableau, no foundation of diamonds, and the empty pile refuses reserve cards. Any tableau card, the 5♥ or the K♣, could fill pile 8; the Q♦ must wait.

# %% [markdown] lang="fr" exercise="queen" part="reveal"
# Nulle part : pas de R♦ au tableau, pas de fondation de carreau, et la pile vide refuse les cartes de la réserve. N'importe quelle carte du tableau, le 5♥ ou le R♣, pourrait occuper la pile 8 ; la D♦, elle, doit attendre.

# %% [markdown] lang="en"
# ## Exercise 2 — before the backbone moves
#
# Back to deal 1 at the very start, with the 9♣ still lying across the columns. Which of these moves are allowed?

# %% [markdown] lang="fr"
# ## Exercice 2 — avant que l'épine dorsale ne bouge
#
# Retour à la donne 1, au tout début, le 9♣ toujours en travers des colonnes. Parmi ces coups, lesquels la règle accepte-t-elle ?

# %% exercise="covered" part="ask"
start = sn.new_game(GAME, deal=1)
q = LegalMoves(start, ["t6-t1", "r1-t6", "t8-t7", "t4-t6", "t2-t7"])
display(show(start))
q

# %% exercise="covered" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["b"]
### BEGIN SOLUTION
answer = ["a", "c"]
### END SOLUTION
q.check(answer)

# %% exercise="covered" part="score"
q.score(answer)

# %% exercise="covered" part="reveal"
display(q.check(answer, reveal=True))
show(start, select=("reserve3", 1))

# %% [markdown] lang="en" exercise="covered" part="reveal"
# The 2♦ of reserve 1 would fit on 3♦, suit and rank alike, but the backbone still covers it. The other two refusals are plain building errors: a 6♥ does not go on a 3♦, and a J♠ needs a Q♠, not a K♠.

# %% [markdown] lang="fr" exercise="covered" part="reveal"
# Le 2♦ de la réserve 1 irait bien sur le 3♦, couleur et rang compris, mais l'épine dorsale le couvre encore. Les deux autres refus sont de simples erreurs de construction : un 6♥ ne va pas sur un 3♦, et un V♠ demande une D♠, pas un R♠.

# %% [markdown] lang="en"
# ## Exercise 3 — a King in the column
#
# Reserve 1 of deal 1 holds K♣ third from its top. Counting the backbone, how many cards must leave the reserve before that K♣ can be played?

# %% [markdown] lang="fr"
# ## Exercice 3 — un Roi dans la colonne
#
# La réserve 1 de la donne 1 contient le R♣, troisième en partant du haut. En comptant l'épine dorsale, combien de cartes doivent quitter la réserve avant que ce R♣ soit jouable ?

# %% exercise="king" part="ask"
q = exercise("backbone.king")
q

# %% exercise="king" part="answer"
answer = ...  # ← your answer: a number
### BEGIN SOLUTION
answer = 3
### END SOLUTION
q.check(answer)

# %% exercise="king" part="score"
q.score(answer)

# %% exercise="king" part="reveal"
display(q.check(answer, reveal=True))
show(start, select=("reserve1", 3))

# %% [markdown] lang="en" exercise="king" part="reveal"
# And once free, this K♣ still cannot go into a space: it leaves only onto a Q♣ on a foundation. A K♠ sits two cards deeper in the same column, with the same fate.

# %% [markdown] lang="fr" exercise="king" part="reveal"
# Et, une fois libre, ce R♣ ne peut toujours pas aller dans un espace vide : il ne part que sur une D♣ de fondation. Un R♠ attend deux cartes plus bas dans la même colonne, avec le même sort.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual's advice is to use empty tableau piles as stepping stones, moving several cards through them one at a time. A careless player wastes a space on the waste's top card. The player below applies the first half mechanically: it never fills a space from the waste unless nothing else is possible. Against the greedy player, on thirty deals:

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Le conseil du manuel : se servir des piles vides comme de relais, pour déplacer plusieurs cartes une à une. Un joueur distrait gaspille un espace pour la carte du dessus de la défausse. Le joueur ci-dessous applique mécaniquement la première moitié du conseil : il ne remplit jamais un espace depuis la défausse, sauf s'il n'a rien d'autre à jouer. Face au joueur glouton, sur trente donnes :

# %%
from solitaire_nb.engine.strategy import greedy_player
from solitaire_nb.teaching.lessons import play_many


def spaces_kept():
    greedy = greedy_player()

    def choose(game, moves):
        def fills_a_space_from_waste(move):
            return str(move) not in ("deal", "redeal") and move.source == "waste" and not game.pile(move.target).cards
        return greedy(game, [move for move in moves if not fills_a_space_from_waste(move)] or moves)
    return choose


results = play_many({"greedy": greedy_player, "spaces kept": spaces_kept}, range(1, 31), game=GAME)
for name, games in results.items():
    wins = sum(outcome == "won" for outcome, _ in games)
    print(f"{name:12} wins {wins}/30, average score {sum(s for _, s in games) / len(games):.1f}")

# %% [markdown] lang="en"
# A surprise, and a lesson: keeping spaces empty does much *worse*. A space is worth keeping only for a plan that uses it, and this player has none; meanwhile the waste card it refused to place slides under the next one, and the stock runs dry. A piece of advice is a part of a plan, not a rule to apply on its own.

# %% [markdown] lang="fr"
# Une surprise, et une leçon : garder les espaces vides fait nettement *moins bien*. Un espace ne vaut d'être gardé que pour un plan qui s'en sert, et ce joueur n'en a aucun ; pendant ce temps, la carte de la défausse qu'il a refusé de placer disparaît sous la suivante, et la pioche s'épuise. Un conseil fait partie d'un plan : ce n'est pas une règle à appliquer seule.

# %% [markdown] lang="en"
# ## Compared with Forty Thieves
#
# The reserve comes first: Forty Thieves has none, Backbone has nineteen cards locked under the backbone, barred from the spaces. Then the moves: in Forty Thieves a suited run may travel at once when spaces allow; here every card moves on its own. Backbone also starts with eight single cards instead of ten piles of four, and turns its waste over once more.

# %% [markdown] lang="fr"
# ## Par rapport aux quarante voleurs
#
# La réserve d'abord : les quarante voleurs n'en ont pas, ce jeu-ci en a une de dix-neuf cartes, bloquées sous l'épine dorsale et interdites d'espace vide. Ensuite les déplacements : aux quarante voleurs, une suite de même couleur voyage d'un coup si les espaces le permettent ; ici chaque carte bouge seule. Ce jeu-ci commence aussi avec huit cartes isolées au lieu de dix piles de quatre, et retourne sa défausse une fois de plus.

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
# Deal 2 is waiting for you. First find the backbone card and the card it needs; then, before every move into a space, ask which card the space is for.

# %% [markdown] lang="fr"
# ## À vous
#
# La donne 2 vous attend. Trouvez d'abord la carte en travers et celle qu'il lui faut ; puis, avant chaque coup vers un espace vide, demandez-vous à quelle carte cet espace est destiné.

# %%
sn.play(GAME, deal=2)
