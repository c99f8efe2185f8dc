# %% [markdown] lang="en"
# # Your strategy

# %% [markdown] lang="fr"
# # Votre stratégie

# %% [markdown] lang="en"
# A class project. A *strategy* is a Python function `choose(game, moves)`: the engine gives it the position and the
# list of legal moves, and it returns the one to play. The engine then plays many deals with it, and we compare its
# results with two reference players: **random** (any legal move) and **greedy** (the move with the best simple
# score). Write your own, measure it, and try to beat the greedy player.
#
# **What you hand in** (your teacher marks it with the rubric of the teacher's guide):
#
# 1. a strategy that always returns one of the legal moves (section 2 checks it on five positions);
# 2. an idea of your own, different from the greedy player's, said in a sentence;
# 3. a fair measurement: every player plays the same deals, at least 100 of them;
# 4. your reading of the results, with their uncertainty;
# 5. one game replayed, and where your strategy went wrong.

# %% [markdown] lang="fr"
# Un projet de classe. Une *stratégie* est une fonction Python `choose(game, moves)` : le moteur lui donne la
# position et la liste des coups permis, et elle renvoie celui à jouer. Le moteur joue alors beaucoup de donnes avec
# elle, et on compare ses résultats à deux joueurs de référence : **hasard** (`random`, n'importe quel coup permis)
# et **glouton** (`greedy`, le coup qui a la meilleure note simple). Écrivez la vôtre, mesurez-la, et essayez de
# battre le joueur glouton.
#
# **Ce que vous rendez** (votre enseignant le note avec la grille du guide de l'enseignant) :
#
# 1. une stratégie qui renvoie toujours l'un des coups permis (la section 2 le vérifie sur cinq positions) ;
# 2. une idée à vous, différente de celle du joueur glouton, dite en une phrase ;
# 3. une mesure honnête : tous les joueurs jouent les mêmes donnes, au moins 100 ;
# 4. votre lecture des résultats, avec leur incertitude ;
# 5. une partie rejouée, et l'endroit où votre stratégie s'est trompée.

# %% [markdown] lang="en"
# **How the exercises work.** Run the cell that asks the question, replace `...` by your answer in the next cell and
# run it; the cell after it shows your points (1 or 0). A wrong answer first gets only a count and a hint; to see
# everything explained, write `q.check(answer, reveal=True)`. Yes and no are written `True` and `False`. The
# "explain" questions are read and graded by your teacher, not by the engine: together they make the write-up of your project.

# %% [markdown] lang="fr"
# **Comment marchent les exercices.** Exécutez la cellule qui pose la question, remplacez `...` par votre réponse
# dans la cellule suivante et exécutez-la ; la cellule d'après affiche vos points (1 ou 0). Une réponse fausse reçoit
# d'abord seulement un décompte et un indice ; pour tout voir expliqué, écrivez `q.check(answer, reveal=True)`. Oui
# et non s'écrivent `True` et `False` (ou `"oui"` et `"non"`). Les questions « expliquez » sont lues et notées par votre enseignant, pas par le moteur : ensemble, elles forment le compte rendu de votre projet.

# %%
import inspect
import random

import matplotlib.pyplot as plt
from IPython.display import display

import solitaire_nb as sn
from solitaire_nb.engine.strategy import greedy_player, move_value, play_out, random_player
from solitaire_nb.table.show import show
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.bank.strategy import games_played, label, results_table
from solitaire_nb.teaching.exercises import feedback_in_steps
from solitaire_nb.teaching.lessons import play_many
from solitaire_nb.teaching.tips import ProgressBar, wilson_interval

sn.set_lang("en")
feedback_in_steps()

# %% [markdown] lang="en"
# The settings: the game, and `N_DEALS`, the number of deals each player plays. `N_DEALS` is small so that the
# notebook runs in a few seconds. **Raise it in class** (100, 500...): with only 20 deals, a win rate is very
# uncertain. `GAME = "freecell"` works too.

# %% [markdown] lang="fr"
# Les réglages : le jeu, et `N_DEALS`, le nombre de donnes que joue chaque joueur. `N_DEALS` est petit pour que le
# carnet s'exécute en quelques secondes. **Augmentez-le en classe** (100, 500…) : avec seulement 20 donnes, un taux
# de victoire est très incertain. `GAME = "freecell"` marche aussi.

# %%
GAME = "klondike"
N_DEALS = 20
DEALS = range(1, N_DEALS + 1)

# %% [markdown] lang="en"
# ## 1. What a strategy sees

# %% [markdown] lang="fr"
# ## 1. Ce que voit une stratégie

# %% [markdown] lang="en"
# At each turn the engine calls the strategy with the game and the list of legal moves. Here is the start of deal 1:
# each line is a legal move, the greedy player's score for it (`move_value`), and the engine's explanation. The
# greedy player simply takes the move with the highest score; the code of `move_value` follows.

# %% [markdown] lang="fr"
# À chaque tour, le moteur appelle la stratégie avec la partie et la liste des coups permis. Voici le début de la
# donne 1 : chaque ligne donne un coup permis, la note que lui donne le joueur glouton (`move_value`), et
# l'explication du moteur. Le joueur glouton prend simplement le coup le mieux noté ; le code de `move_value` suit.

# %%
g = sn.new_game(GAME, deal=1)
for move in g.legal_moves():
    print(move, move_value(g, move), "—", g.explain(move))
show(g)

# %%
print(inspect.getsource(move_value))

# %% [markdown] lang="en"
# **Exercise.** Read `move_value`, then predict the greedy player's choice on another position.

# %% [markdown] lang="fr"
# **Exercice.** Lisez `move_value`, puis prévoyez le choix du joueur glouton sur une autre position.

# %% exercise="greedy_pick" part="ask"
q = exercise("strategy.greedy_pick")
display(show(q.game))
q

# %% exercise="greedy_pick" part="answer"
answer = ...  # ← your answer, a letter such as "a"
### BEGIN SOLUTION
answer = "b"
### END SOLUTION
q.check(answer)

# %% exercise="greedy_pick" part="score"
q.score(answer)

# %% exercise="greedy_pick" part="reveal"
for move in q.game.legal_moves():
    print(move, move_value(q.game, move))

# %% [markdown] lang="en"
# ## 2. Your player

# %% [markdown] lang="fr"
# ## 2. Votre joueur

# %% [markdown] lang="en"
# A first idea, to improve: prefer moves to the foundations, then moves that turn up a hidden card, then cards from
# the waste; deal from the stock only when nothing else is worth it. Useful tools: `game.pile(move.source).cards`,
# `game.pile(move.target).role` (`"tableau"`, `"foundation"`, `"waste"`, `"reserve"` for a free cell...),
# `move.kind` (`"move"`, `"deal"`, `"redeal"`), `move.count` (how many cards move), `card.face_up`, and
# `move_value(game, move)`. Your function must **return** one of `moves`; it must not play it (the engine does).
# **Your task:** change `my_score` to follow an idea of your own.

# %% [markdown] lang="fr"
# Une première idée, à améliorer : préférer les coups vers les fondations, puis ceux qui retournent une carte cachée,
# puis les cartes de la défausse ; ne tirer de la pioche que si rien d'autre ne vaut la peine. Outils utiles :
# `game.pile(move.source).cards`, `game.pile(move.target).role` (`"tableau"`, `"foundation"`, `"waste"`,
# `"reserve"` pour une cellule libre…), `move.kind` (`"move"`, `"deal"`, `"redeal"`), `move.count` (le nombre de
# cartes qui bougent), `card.face_up`, et `move_value(game, move)`. Votre fonction doit **renvoyer** l'un des coups
# de `moves` ; elle ne doit pas le jouer (c'est le moteur qui joue). **Votre tâche :** changez `my_score` pour
# suivre une idée à vous.

# %%
def choose(game, moves):
    def my_score(move):
        if move.kind != "move":
            return 1  # deal or redeal
        target = game.pile(move.target)
        source = game.pile(move.source)
        below = source.cards[:-move.count]
        score = 0
        if source.role == "waste":
            score += 3
        if target.role == "foundation":
            score += 10
        if below and not below[-1].face_up:
            score += 5
        return score
    return max(moves, key=my_score)


g = sn.new_game(GAME, deal=1)
first = choose(g, g.legal_moves())
print(first, "—", g.explain(first))

# %% [markdown] lang="en"
# **Graded check.** Does your strategy work everywhere? It is tried on five positions, some of them unusual (only
# the stock left, only a redeal, a FreeCell deal with no stock at all).

# %% [markdown] lang="fr"
# **Vérification notée.** Votre stratégie marche-t-elle partout ? Elle est essayée sur cinq positions, dont
# certaines inhabituelles (seule la pioche reste, seule une redistribution, une donne de FreeCell sans pioche du
# tout).

# %% exercise="always_legal" part="ask"
q = exercise("strategy.always_legal")
q

# %% exercise="always_legal" part="answer"
answer = ...  # ← your answer, your strategy function: choose
### BEGIN SOLUTION
answer = choose
### END SOLUTION
q.check(answer)

# %% exercise="always_legal" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Explain.** Your idea, in your own words.

# %% [markdown] lang="fr"
# **Expliquez.** Votre idée, avec vos mots.

# %% exercise="idea" part="ask"
q = exercise("strategy.idea")
q

# %% exercise="idea" part="explain"
because = ...  # ← your explanation, in a sentence or two
### BEGIN SOLUTION
### en
because = ("It adds three bonuses: a card home (+10), a hidden card turned up (+5), a card from the waste (+3). "
           "Unlike the greedy player, it would rather deal from the stock than make a tableau move that gains "
           "nothing, and it ignores how many cards a column hides.")
### fr
because = ("Ma stratégie ajoute trois bonus : une carte montée sur une fondation (+10), une carte cachée "
           "retournée (+5), une carte prise à la défausse (+3). Contrairement au joueur glouton, elle "
           "préfère distribuer la pioche plutôt que faire un coup du tableau qui ne rapporte rien, et elle "
           "ne regarde pas combien de cartes une colonne cache.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ## 3. Many deals

# %% [markdown] lang="fr"
# ## 3. Beaucoup de donnes

# %% [markdown] lang="en"
# Each player plays the same deals. A game ends *won*, *lost* (no move left) or *stuck* (going round in circles, or
# no progress for a long time). The bar below moves as games are played; the table then counts the outcomes and
# gives each win rate with its 95% interval: the range where the true win rate lies, 19 times out of 20.

# %% [markdown] lang="fr"
# Chaque joueur joue les mêmes donnes. Une partie finit *gagnée*, *perdue* (plus de coup) ou *bloquée* (on tourne en
# rond, ou plus aucun progrès depuis longtemps). La barre ci-dessous avance au fil des parties ; le tableau compte
# ensuite les issues et donne chaque taux de victoire avec son intervalle à 95 % : la plage où se trouve le vrai taux
# de victoire, 19 fois sur 20.

# %%
players = {
    "random": lambda: random_player(random.Random(1)),
    "greedy": lambda: greedy_player(random.Random(1)),
    "mine": lambda: choose,
}
total = len(players) * len(DEALS)
bar = ProgressBar(total, GAME)
results = play_many(players, DEALS, GAME, max_moves=1500, patience=150, on_game=bar)
bar.finish(games_played(total))
results_table(results)

# %% [markdown] lang="en"
# The same results as pictures: on the left, each win rate with its interval; on the right, the spread of the scores
# (for Klondike and FreeCell, the cards on the foundations at the end of each game).

# %% [markdown] lang="fr"
# Les mêmes résultats en images : à gauche, chaque taux de victoire avec son intervalle ; à droite, la dispersion
# des scores (pour le Klondike et le FreeCell, les cartes sur les fondations à la fin de chaque partie).

# %%
names = list(results)
wins = [sum(outcome == "won" for outcome, _ in results[name]) for name in names]
rates = [w / N_DEALS for w in wins]
intervals = [wilson_interval(w, N_DEALS) for w in wins]
errors = [[rate - low for rate, (low, _) in zip(rates, intervals)],
          [high - rate for rate, (_, high) in zip(rates, intervals)]]

fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
left.bar(names, rates, yerr=errors, capsize=6, color=["#999", "#4a7", "#36c"])
left.set_ylim(0, 1)
left.set_title(label("rate_title"))
right.boxplot([[score for _, score in results[name]] for name in names])
right.set_xticks(range(1, len(names) + 1), names)
right.set_title(label("score_title"))
fig.suptitle(label("deals", game=GAME, n=N_DEALS))
plt.show()

# %% [markdown] lang="en"
# **Exercise.** Before you write your conclusion, a question about what a few deals can show.

# %% [markdown] lang="fr"
# **Exercice.** Avant d'écrire votre conclusion, une question sur ce que quelques donnes peuvent montrer.

# %% exercise="twenty_deals" part="ask"
q = exercise("strategy.twenty_deals")
q

# %% exercise="twenty_deals" part="answer"
answer = ...  # ← your answer, True or False
### BEGIN SOLUTION
answer = False
### END SOLUTION
q.check(answer)

# %% exercise="twenty_deals" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Explain.** Raise `N_DEALS` to 100 or more (100 deals take 10 s to a minute on a 2-core computer), run
# section 3 again, then say what your results show.

# %% [markdown] lang="fr"
# **Expliquez.** Passez `N_DEALS` à 100 ou plus (100 donnes prennent de 10 s à une minute sur un ordinateur à
# 2 cœurs), relancez la section 3, puis dites ce que montrent vos résultats.

# %% exercise="results" part="ask"
q = exercise("strategy.results")
q

# %% exercise="results" part="explain"
because = ...  # ← your explanation, in a sentence or two
### BEGIN SOLUTION
### en
because = ("On 20 deals my player won 5 games and the greedy player 10: 25% (11%-47%) against 50% (30%-70%). "
           "Greedy looks better, but the intervals overlap, so 20 deals do not prove it; with a few hundred "
           "deals the intervals would be narrow enough to tell.")
### fr
because = ("Sur 20 donnes, mon joueur a gagné 5 parties et le joueur glouton 10 : 25 % (11 %-47 %) contre "
           "50 % (30 %-70 %). Le glouton semble meilleur, mais les intervalles se chevauchent : 20 donnes ne "
           "le prouvent donc pas ; avec quelques centaines de donnes, les intervalles seraient assez "
           "étroits pour trancher.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ## 4. Look at one game

# %% [markdown] lang="fr"
# ## 4. Regarder une partie

# %% [markdown] lang="en"
# Replay one deal with your strategy and look at where it stopped: the first line gives how the game ended and its
# score. Which cards are still hidden? Would you have played differently? On the table, **Undo** takes back the last
# moves one by one.

# %% [markdown] lang="fr"
# Rejouez une donne avec votre stratégie et regardez où elle s'est arrêtée : la première ligne dit comment la partie
# a fini et son score. Quelles cartes restent cachées ? Auriez-vous joué autrement ? Sur la table, **Annuler** reprend
# les derniers coups un par un.

# %%
g = sn.new_game(GAME, deal=2)
print(play_out(g, choose, max_moves=1500, patience=150), "|", g.outcome(), "|", g.score)
show(g)

# %%
sn.play(g)

# %% [markdown] lang="en"
# **Explain.** Look at the position where your strategy stopped, then answer.

# %% [markdown] lang="fr"
# **Expliquez.** Regardez la position où votre stratégie s'est arrêtée, puis répondez.

# %% exercise="one_game" part="ask"
q = exercise("strategy.one_game")
q

# %% exercise="one_game" part="explain"
because = ...  # ← your explanation, in a sentence or two
### BEGIN SOLUTION
### en
because = ("It went through the stock and both redeals while nine cards were still face down, the Ace of spades "
           "among them, under the Queen of diamonds; the King of clubs, which could take that Queen, stayed "
           "buried in the waste. I would make it bring a King out of the waste before dealing on.")
### fr
because = ("Il a parcouru la pioche et les deux redistributions alors que neuf cartes étaient encore face "
           "cachée, dont l'As de pique, sous la Dame de carreau ; le Roi de trèfle, qui aurait pu prendre "
           "cette Dame, est resté enterré dans la défausse. Je lui ferais sortir un Roi de la défausse avant "
           "de continuer à distribuer.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ## 5. Ideas

# %% [markdown] lang="fr"
# ## 5. Pistes

# %% [markdown] lang="en"
# * Avoid moving a whole column onto another one when nothing is gained.
# * `move_value` always sends a card to the foundations (+50); is that always wise? A card sent home can no longer
#   take a card of the other colour one rank lower.
# * `move_value` prefers the columns with many hidden cards (one more point per hidden card). This is the
#   **opposite** of the first Klondike tip of the French page ("free the left-hand columns, which have fewer hidden
#   cards, first"): the four tips are tried in [10_klondike.ipynb](10_klondike.ipynb) and measured in
#   [30_klondike_tips.ipynb](30_klondike_tips.ipynb). Which works better for *your* player?
# * Try `GAME = "freecell"`: what changes?

# %% [markdown] lang="fr"
# * Évitez de déplacer toute une colonne sur une autre sans rien y gagner.
# * `move_value` envoie toujours une carte sur les fondations (+50) : est-ce toujours sage ? Une carte montée ne peut
#   plus recevoir une carte de l'autre couleur (rouge ou noir) d'un rang plus bas.
# * `move_value` préfère les colonnes qui ont beaucoup de cartes cachées (un point de plus par carte cachée). C'est
#   **le contraire** du premier conseil de la page française sur le Klondike (« Libérez en priorité les colonnes de
#   gauche avec moins de cartes cachées ») : les quatre conseils sont essayés dans
#   [10_klondike.ipynb](10_klondike.ipynb) et mesurés dans [30_klondike_tips.ipynb](30_klondike_tips.ipynb). Qu'est-ce
#   qui marche le mieux pour *votre* joueur ?
# * Essayez `GAME = "freecell"` : qu'est-ce qui change ?
