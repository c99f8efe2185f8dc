# %% [markdown] lang="en"
# # Plait
#
# In the middle of the table lies the plait: twenty cards fanned out, of which only the top one plays. Around it, four *edges* and eight *cells* hold one card each, and eight foundations wait for two packs. The card dealt to the first foundation sets the base rank, and here is the twist: the foundations may go **up or down**, but the first card built on any of them decides the direction for all eight.
#
# The plait drains through its edges. When an edge card goes to a foundation, the plait's top card slides into its place; and a plait card may never go straight into a cell — only to a foundation or an empty edge.

# %% [markdown] lang="fr"
# # Tresse
#
# Au milieu de la table se trouve la tresse : vingt cartes en éventail, dont seule celle du dessus se joue. Autour, quatre *bords* et huit *emplacements* tiennent une carte chacun, et huit fondations attendent les deux paquets. La carte posée sur la première fondation fixe le rang de base, et voici la subtilité : les fondations peuvent monter **ou descendre**, mais la première carte construite sur l'une d'elles décide du sens pour les huit.
#
# La tresse se vide par ses bords. Quand la carte d'un bord monte sur une fondation, la carte du dessus de la tresse prend sa place ; et une carte de la tresse ne va jamais directement dans un emplacement, seulement sur une fondation ou sur un bord vide.

# %%
import solitaire_nb as sn
from solitaire_nb.text.phrases import Phrase
from solitaire_nb.table.show import show
from solitaire_nb.teaching.compare import differences
from solitaire_nb.teaching.exercises import PickTarget, LegalMoves, feedback_in_steps
from solitaire_nb.teaching.bank import exercise
sn.set_lang("en")
feedback_in_steps()
GAME = "plait"

# %% [markdown] lang="en"
# ## Deal 4
#
# The base card is 5♣, so every foundation starts with a Five. One is ready: the 5♠ in cell 7. Next to it, cell 2 holds 6♠ — and whichever way the first build goes, up with 6♠ or down with a 4♠, all eight foundations will follow.

# %% [markdown] lang="fr"
# ## La donne 4
#
# La carte de base est le 5♣ : chaque fondation commence donc par un Cinq. L'un d'eux est prêt, le 5♠ de l'emplacement 7. À côté, l'emplacement 2 tient le 6♠ — et quel que soit le sens de la première construction, en montant avec le 6♠ ou en descendant avec un 4♠, les huit fondations suivront.

# %%
game = sn.new_game(GAME, deal=4)
show(game)

# %% [markdown] lang="en"
# ## The rules
#
# The plait is listed as a reserve, the cells and edges as free cells. Read the line about plait cards skipping the cells, and the note on the direction chosen by the first build.

# %% [markdown] lang="fr"
# ## Les règles
#
# La tresse figure comme une réserve, les emplacements et les bords comme des cellules libres. Lisez la ligne sur les cartes de la tresse qui évitent les emplacements, et la note sur le sens choisi par la première construction.

# %%
for line in game.rules():
    print("•", line)

# %% [markdown] lang="en"
# ## Deciding the direction on deal 4
#
# **5♠ opens a foundation, 6♠ goes on it.** The first card is just a base; the second one is the decision. From now on every foundation of this game climbs: 5, 6, 7 … King, Ace … 4.

# %% [markdown] lang="fr"
# ## Choisir le sens sur la donne 4
#
# **Le 5♠ ouvre une fondation, le 6♠ s'y pose.** La première carte n'est qu'une base ; la deuxième est la décision. Désormais, toutes les fondations de cette partie montent : 5, 6, 7 … Roi, As … 4.

# %%
game.play("r7-f8")
game.play("r2-f8")
print(game.state["direction"])
show(game)

# %% [markdown] lang="en"
# **6♣, 7♣, 8♣ up the club foundation.** The stock's first card is 6♣; it goes onto the base 5♣. The plait's top card happens to be 7♣, and cell 1 holds 8♣: three cards in a row, all climbing as the first build decided.

# %% [markdown] lang="fr"
# **6♣, 7♣, 8♣ sur la fondation de trèfle.** La première carte de la pioche est le 6♣ ; il se pose sur la base 5♣. La carte du dessus de la tresse est justement le 7♣, et l'emplacement 1 tient le 8♣ : trois cartes de suite, toutes en montant comme l'a voulu la première construction.

# %%
for move in ["deal", "w-f1", "plait-f1", "r1-f1"]:
    game.play(move)
show(game)

# %% [markdown] lang="en"
# ## Exercise 1 — where can the plait go?
#
# Continue from there: the 6♥ of edge 1 is parked in the empty cell 1. Three places are now free — edge 1, cells 2 and 7. The plait's top card is 2♦. Where may it go?

# %% [markdown] lang="fr"
# ## Exercice 1 — où la tresse peut-elle aller ?
#
# Continuons : le 6♥ du bord 1 est rangé dans l'emplacement 1 vide. Trois places sont maintenant libres, le bord 1 et les emplacements 2 et 7. La carte du dessus de la tresse est le 2♦. Où peut-elle aller ?

# %% exercise="plait_card" part="ask"
position = game.copy()
position.play("edge1-r1")
q = PickTarget(position, "plait", 1)
display(show(position, labels=True))
q

# %% exercise="plait_card" part="answer"
answer = ...  # ← your answer: a list of pile ids, e.g. ["reserve2"]
### BEGIN SOLUTION
answer = ["edge1"]
### END SOLUTION
q.check(answer)

# %% exercise="plait_card" part="score"
q.score(answer)

# %% exercise="plait_card" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("plait", 1))

# %% [markdown] lang="en" exercise="plait_card" part="reveal"
# Only the empty edge. The cells refuse plait cards, and a 2♦ is no Five for a new foundation. Edge 1 stayed empty because its card went to a cell: only a move to a foundation pulls the plait's top card into an edge.

# %% [markdown] lang="fr" exercise="plait_card" part="reveal"
# Seulement le bord vide. Les emplacements refusent les cartes de la tresse, et un 2♦ n'est pas un Cinq pour ouvrir une fondation. Le bord 1 est resté vide parce que sa carte est allée dans un emplacement : seul un coup vers une fondation attire la carte du dessus de la tresse dans un bord.

# %% [markdown] lang="en"
# ## Exercise 2 — the cells of deal 1
#
# Deal 1 has 8♦ for base. Its first move was 9♦ from cell 4 onto the 8♦, which emptied cell 4 (and chose "up"). Which of these moves are allowed now?

# %% [markdown] lang="fr"
# ## Exercice 2 — les emplacements de la donne 1
#
# La donne 1 a le 8♦ pour base. Son premier coup a posé le 9♦ de l'emplacement 4 sur le 8♦, ce qui a vidé l'emplacement 4 (et choisi de monter). Lesquels de ces coups sont permis maintenant ?

# %% exercise="cells" part="ask"
deal1 = sn.new_game(GAME, deal=1)
deal1.play("r4-f1")
q = LegalMoves(deal1, ["edge2-r4", "plait-r4", "r2-f2", "r1-r4"])
display(show(deal1))
q

# %% exercise="cells" part="answer"
answer = ...  # ← your answer: the letters of the legal moves, e.g. ["b"]
### BEGIN SOLUTION
answer = ["a", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="cells" part="score"
q.score(answer)

# %% exercise="cells" part="reveal"
display(q.check(answer, reveal=True))
show(deal1, select=("reserve4", 1))

# %% [markdown] lang="en" exercise="cells" part="reveal"
# An edge card or a cell card may take the empty cell; the plait's 6♠ may not. And 3♥ cannot open a foundation: only Eights can, on this deal.

# %% [markdown] lang="fr" exercise="cells" part="reveal"
# La carte d'un bord ou d'un emplacement peut occuper l'emplacement vide ; le 6♠ de la tresse, non. Et le 3♥ ne peut pas ouvrir une fondation : sur cette donne, seuls les Huit le peuvent.

# %% [markdown] lang="en"
# ## Exercise 3 — the end of the climb
#
# Back to deal 4, where every foundation climbs from the Fives. A foundation holds thirteen cards, turning from King to Ace. Which card will be the last one on the club foundation?

# %% [markdown] lang="fr"
# ## Exercice 3 — la fin de la montée
#
# Retour à la donne 4, où toutes les fondations montent à partir des Cinq. Une fondation contient treize cartes, en passant du Roi à l'As. Quelle carte sera la dernière de la fondation de trèfle ?

# %% exercise="last" part="ask"
q = exercise("plait.last")
q

# %% exercise="last" part="answer"
answer = ...  # ← your answer: a card, e.g. "9C"
### BEGIN SOLUTION
answer = "4C"
### END SOLUTION
q.check(answer)

# %% exercise="last" part="score"
q.score(answer)

# %% exercise="last" part="reveal"
display(q.check(answer, reveal=True))
show(position, select=("foundation1", 4))

# %% [markdown] lang="en" exercise="last" part="reveal"
# Had the first build gone down (4♠ on 5♠), the same foundation would have ended with 6♣. Before you choose the direction, look for the cards of rank base+1 and base−1 you can reach: the side with more of them is usually the better start.

# %% [markdown] lang="fr" exercise="last" part="reveal"
# Si la première construction avait été descendante (4♠ sur 5♠), la même fondation se serait terminée par le 6♣. Avant de choisir le sens, cherchez les cartes de rang base+1 et base−1 à votre portée : le côté qui en compte le plus est souvent le meilleur départ.

# %% [markdown] lang="en"
# ## Strategy, measured
#
# The manual's first advice: free the plait early, its cards are the hardest to reach. The player below prefers any move that takes the plait's top card, or sends an edge card to a foundation (which pulls the plait into the edge). Plait has no score, so the cell counts wins and the cards brought home, over sixty deals:

# %% [markdown] lang="fr"
# ## Stratégie, mesurée
#
# Premier conseil du manuel : libérez la tresse tôt, ses cartes sont les plus difficiles à atteindre. Le joueur ci-dessous préfère tout coup qui prend la carte du dessus de la tresse, ou qui envoie la carte d'un bord sur une fondation (ce qui fait descendre la tresse dans le bord). La Tresse n'a pas de score : la cellule compte les victoires et les cartes montées, sur soixante donnes :

# %%
from solitaire_nb.engine.strategy import greedy_player, play_out


def plait_first():
    greedy = greedy_player()

    def choose(game, moves):
        def frees_the_plait(move):
            return str(move) not in ("deal", "redeal") and (
                move.source == "plait" or (move.source.startswith("edge") and move.target.startswith("foundation")))
        return greedy(game, [move for move in moves if frees_the_plait(move)] or moves)
    return choose


for name, player in {"greedy": greedy_player, "plait first": plait_first}.items():
    wins = home = 0
    for deal in range(1, 61):
        trial = sn.new_game(GAME, deal=deal)
        wins += play_out(trial, player(), max_moves=1500, patience=150) == "won"
        home += sum(len(pile.cards) for pile in trial.group_piles("foundation"))
    print(Phrase(en=f"{name:12} wins {wins}/60, on average {home / 60:.0f} of 104 cards home",
                 fr=f"{name:12} gagne {wins}/60, en moyenne {home / 60:.0f} cartes sur 104 montées").text())

# %% [markdown] lang="en"
# The advice nudges a machine player's figures up: one win more in sixty deals, and two cards more home on average. The plait is the only place where cards stay locked until you act, so time spent on it is rarely wasted.

# %% [markdown] lang="fr"
# Le conseil fait un peu monter les chiffres d'un joueur machine : une victoire de plus sur soixante donnes, et deux cartes montées de plus en moyenne. La tresse est le seul endroit où les cartes restent bloquées tant qu'on n'agit pas : le temps qu'on lui consacre est rarement perdu.

# %% [markdown] lang="en"
# ## Compared with Canfield
#
# Both games open a base rank with a dealt card and feed the foundations from a reserve. In Canfield the reserve is a face-down pile and you build down on four tableau piles; in Plait every card is visible, there is no tableau at all, only single-card cells and edges — and the foundations may run either way, the first build deciding for all eight. Two packs, one card turned at a time, three passes.

# %% [markdown] lang="fr"
# ## Par rapport au Canfield
#
# Les deux jeux fixent un rang de base par une carte distribuée et nourrissent les fondations depuis une réserve. Au Canfield, la réserve est une pile cachée et l'on construit en descendant sur quatre piles de tableau ; à la Tresse, toutes les cartes sont visibles, il n'y a aucun tableau, seulement des emplacements et des bords d'une carte — et les fondations peuvent aller dans un sens ou dans l'autre, la première construction décidant pour les huit. Deux paquets, une carte retournée à la fois, trois passages.

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
# On deal 2, before building anything, count the cards one rank above and one rank below the base that you can reach: let that count choose your direction.

# %% [markdown] lang="fr"
# ## À vous
#
# Sur la donne 2, avant toute construction, comptez les cartes d'un rang au-dessus et d'un rang au-dessous de la base que vous pouvez atteindre : laissez ce compte choisir votre sens.

# %%
sn.play(GAME, deal=2)
