# %% [markdown] lang="en"
# # Your strategy

# %% [markdown] lang="fr"
# # Votre stratégie

# %% [markdown] lang="en"
# A class project. A *strategy* is a Python function `choose(game, moves) -> move`: the engine gives it the
# position and the list of legal moves; it returns the one to play. The engine then plays many deals with it, and we
# compare its results with two reference players: **random** (any legal move) and **greedy** (the move with the best
# simple score). Write your own, run, and try to beat greedy.

# %% [markdown] lang="fr"
# Un projet de classe. Une *stratégie* est une fonction Python `choose(game, moves) -> move` : le moteur lui
# donne la position et la liste des coups permis ; elle renvoie celui à jouer. Le moteur joue alors beaucoup de
# donnes avec elle, et on compare ses résultats à deux joueurs de référence : **hasard** (n'importe quel coup
# permis) et **glouton** (le coup qui a la meilleure note simple). Écrivez la vôtre, exécutez, et essayez de battre
# le glouton.

# %% [markdown] lang="en"
# Set `LANG` to `"fr"` in the next cell and run the notebook again: every rule, label, message and exercise feedback printed below switches to French. Text cells are written in both languages.

# %% [markdown] lang="fr"
# Mettez `LANG` à `"fr"` dans la cellule suivante et relancez le carnet : règles, noms de piles, messages et corrections d'exercices passent tous en français. Les cellules de texte sont écrites dans les deux langues.

# %%
import solitaire_nb as sn
from solitaire_nb.table.show import show
import random

import matplotlib.pyplot as plt
from IPython.display import display
from ipywidgets import IntProgress
from solitaire_nb.engine.strategy import greedy_player, move_value, play_out, random_player
sn.set_lang("en")

# %% [markdown] lang="en"
# `N_DEALS` is kept small so that the notebook runs in a few seconds. **Raise it in class** (100, 500...):
# with only 20 deals, a win rate is very uncertain.

# %% [markdown] lang="fr"
# `N_DEALS` est petit pour que le carnet s'exécute en quelques secondes. **Augmentez-le en classe** (100,
# 500...) : avec seulement 20 donnes, un taux de victoire est très incertain.

# %%
GAME = "klondike"   # or "freecell"
N_DEALS = 20        # ← raise it in class / augmentez-le en classe
DEALS = range(1, N_DEALS + 1)

# %% [markdown] lang="en"
# ## 1. Your player

# %% [markdown] lang="fr"
# ## Votre joueur

# %% [markdown] lang="en"
# A first idea, to improve: prefer moves to the foundations, then moves that turn up a hidden card, else
# anything but the stock. Useful tools: `game.pile(move.source).cards`, `game.pile(move.target).role`, `move.kind`
# (`"move"`, `"deal"`, `"redeal"`), `move.count`, and `move_value(game, move)` (the greedy player's score).

# %% [markdown] lang="fr"
# Une première idée, à améliorer : préférer les coups vers les fondations, puis ceux qui retournent une carte
# cachée, sinon n'importe quoi sauf la pioche. Outils utiles : `game.pile(move.source).cards`,
# `game.pile(move.target).role`, `move.kind` (`"move"`, `"deal"`, `"redeal"`), `move.count`, et
# `move_value(game, move)` (la note du joueur glouton).

# %%
def choose(game, moves):
    """My strategy / Ma stratégie: return one of `moves`."""
    def my_score(move):
        if move.kind != "move":
            return 1                                        # deal or redeal
        target = game.pile(move.target)
        source = game.pile(move.source)
        below = source.cards[:-move.count]
        score = 0                                           # other moves: worth nothing special
        if source.role == "waste":
            score += 3                                      # uses a card of the stock
        if target.role == "foundation":
            score += 10                                     # cards home first
        if below and not below[-1].face_up:
            score += 5                                      # turns up a hidden card
        return score
    return max(moves, key=my_score)


g = sn.new_game(GAME, deal=1)
first = choose(g, g.legal_moves())
print(first, "—", g.explain(first))
print("move_value (the greedy score / la note du glouton):", move_value(g, first))

# %% [markdown] lang="en"
# ## 2. Many deals

# %% [markdown] lang="fr"
# ## Beaucoup de donnes

# %% [markdown] lang="en"
# Each player plays the same deals. A game ends *won*, *lost* (no move left) or *stuck* (going round in
# circles). The bar below moves as games are played.

# %% [markdown] lang="fr"
# Chaque joueur joue les mêmes donnes. Une partie finit *gagnée*, *perdue* (plus de coup) ou *bloquée* (on
# tourne en rond). La barre ci-dessous avance au fil des parties.

# %%
players = {
    "random": lambda: random_player(random.Random(1)),
    "greedy": lambda: greedy_player(random.Random(1)),
    "mine": lambda: choose,
}
total = len(players) * len(DEALS)
bar = IntProgress(min=0, max=total, description={"en": "games", "fr": "parties"}[LANG])
handle = display(bar, display_id=True)
results = {name: [] for name in players}
for deal in DEALS:
    for name, make in players.items():
        game = sn.new_game(GAME, deal=deal)
        outcome = play_out(game, make(), max_moves=1500, patience=150)
        results[name].append((outcome, game.score))
        bar.value += 1
# once finished, the bar is replaced by one line of text (a saved notebook keeps no widget)
handle.update({"text/plain": f"{bar.value} / {total} " + {"en": "games played", "fr": "parties jouées"}[LANG]}, raw=True)

# %%
labels = {"en": ("player", "won", "lost", "stuck", "win rate", "mean score"),
          "fr": ("joueur", "gagnées", "perdues", "bloquées", "taux de victoire", "score moyen")}[LANG]
print("{:<8} {:>7} {:>7} {:>8} {:>17} {:>11}".format(*labels))
for name, games in results.items():
    outcomes = [o for o, _ in games]
    scores = [s for _, s in games]
    print(f"{name:<8} {outcomes.count('won'):>7} {outcomes.count('lost'):>7} {outcomes.count('stuck'):>8} "
          f"{outcomes.count('won') / len(games):>17.0%} {sum(scores) / len(scores):>11.1f}")

# %%
fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
names = list(results)
rates = [sum(o == "won" for o, _ in results[n]) / len(results[n]) for n in names]
left.bar(names, rates, color=["#999", "#4a7", "#36c"])
left.set_ylim(0, 1)
left.set_title({"en": "Win rate", "fr": "Taux de victoire"}[LANG])
right.boxplot([[s for _, s in results[n]] for n in names])
right.set_xticks(range(1, len(names) + 1), names)
right.set_title({"en": f"Score ({GAME}): cards on the foundations",
                 "fr": f"Score ({GAME}) : cartes sur les fondations"}[LANG])
fig.suptitle({"en": f"{N_DEALS} deals", "fr": f"{N_DEALS} donnes"}[LANG])
plt.show()

# %% [markdown] lang="en"
# ## 3. Look at one game

# %% [markdown] lang="fr"
# ## Regarder une partie

# %% [markdown] lang="en"
# Replay one deal with your strategy and look at where it got stuck: which cards are still hidden? would you
# have played differently?

# %% [markdown] lang="fr"
# Rejouez une donne avec votre stratégie et regardez où elle s'est bloquée : quelles cartes restent cachées ?
# auriez-vous joué autrement ?

# %%
g = sn.new_game(GAME, deal=2)
print(play_out(g, choose, max_moves=1500, patience=150), "—", g.outcome(), "— score", g.score)
show(g)

# %%
t = sn.play(g)   # undo on the table to see the last moves / annulez sur la table pour revoir les derniers coups
t

# %% [markdown] lang="en"
# ## 4. Ideas

# %% [markdown] lang="fr"
# ## Pistes

# %% [markdown] lang="en"
# * Avoid moving a whole column onto another one when nothing is gained.
# * Do not send a card to the foundations if you still need it to build on (look at `move_value`).
# * Prefer columns with many hidden cards, as `move_value` does (one more point per hidden card). This is the
#   **opposite** of the first Klondike tip ("free the left-hand columns, which have fewer hidden cards, first"):
#   the four tips are tried in [10_klondike.ipynb](10_klondike.ipynb) and measured in
#   [30_klondike_tips.ipynb](30_klondike_tips.ipynb). Which works better for *your* player?
# * Try `GAME = "freecell"`: what changes?

# %% [markdown] lang="fr"
# * Évitez de déplacer toute une colonne sur une autre sans rien y gagner.
# * N'envoyez pas une carte sur les fondations si vous en avez encore besoin pour construire (voir `move_value`).
# * Préférez les colonnes avec beaucoup de cartes cachées, comme le fait `move_value` (un point de plus par carte
#   cachée). C'est **le contraire** du premier conseil de Klondike (« Libérez en priorité les colonnes de gauche
#   avec moins de cartes cachées ») : les quatre conseils sont essayés dans [10_klondike.ipynb](10_klondike.ipynb)
#   et mesurés dans [30_klondike_tips.ipynb](30_klondike_tips.ipynb). Qu'est-ce qui marche le mieux pour *votre*
#   joueur ?
# * Essayez `GAME = "freecell"` : qu'est-ce qui change ?
