# %% [markdown] lang="en"
# # Class summary (for the teacher)
#
# Every game a student plays on the table is saved on the student's computer (see [50_my_record](50_my_record.ipynb)).
# This notebook gathers the class: each student hands in one file, and you get a table of who played what, win rates
# per game and per student, and any game played again on the table, move by move.
#
# **What the students do.** At the end of a session, each student runs, in any notebook:
#
# ```python
# import solitaire_nb as sn
# sn.export_progress("alice.json")
# ```
#
# and hands in the file `alice.json` (by the school's platform, a shared folder, a USB stick...). The file holds the
# student's statistics and every game that counts as played, with all its moves. **What you do:** put all the files
# in one folder, and give that folder to `sn.read_progress` (section 3).

# %% [markdown] lang="fr"
# # Bilan de la classe (pour l'enseignant)
#
# Chaque partie qu'un élève joue sur la table est enregistrée sur son ordinateur (voir
# [50_my_record](50_my_record.ipynb)). Ce carnet rassemble la classe : chaque élève rend un fichier, et vous obtenez
# un tableau de qui a joué à quoi, les taux de victoire par jeu et par élève, et n'importe quelle partie rejouée sur
# la table, coup par coup.
#
# **Ce que font les élèves.** À la fin d'une séance, chaque élève exécute, dans n'importe quel carnet :
#
# ```python
# import solitaire_nb as sn
# sn.export_progress("alice.json")
# ```
#
# et rend le fichier `alice.json` (par l'espace numérique de l'établissement, un dossier partagé, une clé USB...).
# Le fichier contient les statistiques de l'élève et chaque partie qui compte comme jouée, avec tous ses coups.
# **Ce que vous faites :** mettez tous les fichiers dans un même dossier, et donnez ce dossier à `sn.read_progress`
# (section 3).

# %%
import tempfile
from pathlib import Path

import matplotlib.pyplot as plt
from IPython.display import display

import solitaire_nb as sn
from solitaire_nb.records import Store
from solitaire_nb.teaching.bank.records import label
from solitaire_nb.teaching.records_demo import edit_by_hand, play_demo_games
from solitaire_nb.teaching.replay_table import replay_table

sn.set_lang("en")

# %% [markdown] lang="en"
# ## 1. A class made up for the demonstration
#
# Before real files come in, here is a class of six imaginary students. Each one has a database of their own in a
# temporary folder (nothing is written to your own records), plays a few deals with one of the kit's players
# (*greedy*, or *random* for the less careful ones), and exports a progress file into the class folder, exactly as
# a student would.

# %% [markdown] lang="fr"
# ## 1. Une classe inventée pour la démonstration
#
# En attendant de vrais fichiers, voici une classe de six élèves imaginaires. Chacun a sa propre base dans un
# dossier temporaire (rien n'est écrit dans vos propres parties), joue quelques donnes avec l'un des joueurs du kit
# (*glouton*, ou *au hasard* pour les moins attentifs) et exporte un fichier de progression dans le dossier de la
# classe, exactement comme le ferait un élève.

# %%
work = tempfile.TemporaryDirectory(prefix="solitaire_nb_class_")
class_folder = Path(work.name) / "handed_in"
class_folder.mkdir()

students = {
    "Alice": ("greedy", {"klondike": range(1, 9), "clock": range(1, 5)}),
    "Bilal": ("greedy", {"klondike": range(9, 15), "eight_off": range(1, 7)}),
    "Chloé": ("random", {"klondike": range(1, 7), "clock": range(5, 11)}),
    "Dmitri": ("greedy", {"eight_off": range(1, 9), "clock": range(1, 4)}),
    "Emma": ("random", {"klondike": range(20, 26), "eight_off": range(7, 10)}),
    "Farid": ("greedy", {"klondike": range(30, 36), "clock": range(11, 17)}),
}
for seed, (student, (strategy, games)) in enumerate(students.items()):
    store = Store(Path(work.name) / student)
    play_demo_games(store, student, games, strategy=strategy, seed=seed)
    sn.export_progress(class_folder, player=student, store=store)

sorted(path.name for path in class_folder.iterdir())

# %% [markdown] lang="en"
# ## 2. A file that does not add up
#
# Reading is strict: every game of every file is played again through the engine, move by move, and its result must
# match what the file says. To see what happens otherwise, Farid's file is changed here as a student might change it
# by hand: one of his lost games is marked as won, without a single move changed.

# %% [markdown] lang="fr"
# ## 2. Un fichier qui ne tient pas debout
#
# La lecture est stricte : chaque partie de chaque fichier est rejouée dans le moteur, coup par coup, et son
# résultat doit correspondre à ce que dit le fichier. Pour voir ce qui se passe sinon, le fichier de Farid est
# modifié ici comme un élève pourrait le faire à la main : l'une de ses parties perdues est marquée gagnée, sans
# qu'aucun coup ne change.

# %%
edit_by_hand(class_folder / "Farid.json")

# %% [markdown] lang="en"
# ## 3. Reading the class folder
#
# `sn.read_progress(folder)` reads every `.json` file of the folder. A file that cannot be read, or does not add up,
# is **reported and skipped** (a warning, and a line in `progress.problems` saying why); the other files are read as
# usual. Ask the student for a fresh export of a skipped file.

# %% [markdown] lang="fr"
# ## 3. Lire le dossier de la classe
#
# `sn.read_progress(folder)` lit chaque fichier `.json` du dossier. Un fichier illisible, ou qui ne tient pas
# debout, est **signalé et laissé de côté** (un avertissement, et une ligne dans `progress.problems` qui dit
# pourquoi) ; les autres fichiers sont lus normalement. Demandez à l'élève un nouvel export du fichier écarté.

# %%
progress = sn.read_progress(class_folder)
for path, why in progress.problems:
    print(path.name, "→", why.removeprefix(f"{path}: "))

# %% [markdown] lang="en"
# `progress.games` has one row per game played: the student, the game, the deal, whether it was won, the score,
# the time in seconds, the number of moves, when it ended and the file it came from.

# %% [markdown] lang="fr"
# `progress.games` a une ligne par partie jouée : l'élève, le jeu, la donne, si elle a été gagnée, le score, le
# temps en secondes, le nombre de coups, quand elle s'est terminée et le fichier d'où elle vient.

# %%
progress.games.head(8)

# %% [markdown] lang="en"
# ## 4. Who played what
#
# A pivot table counts the games of each student (rows) at each game (columns); the second one counts the wins.

# %% [markdown] lang="fr"
# ## 4. Qui a joué à quoi
#
# Un tableau croisé compte les parties de chaque élève (lignes) à chaque jeu (colonnes) ; le second compte les
# victoires.

# %%
games = progress.games
display(games.pivot_table(index="player", columns="game", values="won", aggfunc="size", fill_value=0))
games.pivot_table(index="player", columns="game", values="won", aggfunc="sum", fill_value=0).astype(int)

# %% [markdown] lang="en"
# `progress.summary` gives played, won and the win rate for each student and game:

# %% [markdown] lang="fr"
# `progress.summary` donne les parties jouées, gagnées et le taux de victoire pour chaque élève et chaque jeu :

# %%
progress.summary

# %% [markdown] lang="en"
# ## 5. Win rates
#
# On the left, the class as a whole at each game (all its games put together); on the right, each student at each
# game. With six to twelve games per student, one more win moves a rate by ten points or more: read these bars as
# a conversation starter, not as marks.

# %% [markdown] lang="fr"
# ## 5. Taux de victoire
#
# À gauche, la classe entière à chaque jeu (toutes ses parties ensemble) ; à droite, chaque élève à chaque jeu.
# Avec six à douze parties par élève, une victoire de plus déplace un taux de dix points ou davantage : lisez ces
# barres comme un point de départ pour discuter, pas comme des notes.

# %%
def game_name(game):
    return sn.game_info(game).names[sn.get_lang()]


by_game = games.groupby("game")["won"].mean()
rates = 100 * progress.summary.pivot_table(index="player", columns="game", values="win_rate")
players = list(rates.index)

fig, (class_ax, student_ax) = plt.subplots(1, 2, figsize=(12, 4), gridspec_kw={"width_ratios": [1, 2]})
class_ax.bar([game_name(g) for g in by_game.index], 100 * by_game, color="tab:green")
class_ax.set_ylim(0, 100)
class_ax.set_ylabel(label("win_rate"))
class_ax.set_title(label("class_title", n=games["player"].nunique()))

width = 0.8 / len(rates.columns)
for i, game in enumerate(rates.columns):
    places = [x + (i - (len(rates.columns) - 1) / 2) * width for x in range(len(players))]
    student_ax.bar(places, rates[game].fillna(0), width, label=game_name(game))
student_ax.set_xticks(range(len(players)), players)
student_ax.set_ylim(0, 100)
student_ax.set_xlabel(label("student"))
student_ax.set_ylabel(label("win_rate"))
student_ax.set_title(label("student_title"))
student_ax.legend()
plt.tight_layout()
plt.show()

# %% [markdown] lang="en"
# (A missing bar on the right is a game the student did not play, or played without winning.)
#
# ## 6. Watching a game again
#
# `progress.game(i)` plays the game of row `i` of `progress.games` again from its deal, checking every move. Here we
# take Alice's first won game of Klondike, and look at it after 20 moves and at the end:

# %% [markdown] lang="fr"
# (Une barre absente à droite est un jeu auquel l'élève n'a pas joué, ou joué sans gagner.)
#
# ## 6. Revoir une partie
#
# `progress.game(i)` rejoue la partie de la ligne `i` de `progress.games` depuis sa donne, en vérifiant chaque coup.
# Prenons ici la première partie de Klondike gagnée par Alice, et regardons-la après 20 coups puis à la fin :

# %%
chosen = games[(games["player"] == "Alice") & (games["game"] == "klondike") & games["won"]]
row = int(chosen.index[0])
print(games.loc[row, ["player", "game", "deal", "moves", "elapsed"]].to_dict())
game = progress.game(row)
sn.show(game)

# %% [markdown] lang="en"
# `replay_table(game)` puts the game back at its deal on the interactive table, with ◀ and ▶ buttons and a slider
# that step through the recorded moves (a move's automatic moves come with it). It never saves anything. The same
# object also moves from code: `replay.go(20)` shows the position after 20 moves.

# %% [markdown] lang="fr"
# `replay_table(game)` remet la partie à sa donne sur la table interactive, avec des boutons ◀ et ▶ et un curseur
# qui parcourent les coups enregistrés (les coups automatiques d'un coup viennent avec lui). Il n'enregistre rien.
# Le même objet se pilote aussi par le code : `replay.go(20)` montre la position après 20 coups.

# %%
replay = replay_table(game)
replay

# %%
replay.go(20)
sn.show(replay.game)

# %% [markdown] lang="en"
# The demonstration's temporary folder is no longer needed. For your class, replace `class_folder` by the folder of
# the files handed in, say `sn.read_progress("handed_in")`, and run sections 3 to 6 again.

# %% [markdown] lang="fr"
# Le dossier temporaire de la démonstration ne sert plus. Pour votre classe, remplacez `class_folder` par le dossier
# des fichiers rendus, par exemple `sn.read_progress("handed_in")`, et exécutez à nouveau les sections 3 à 6.

# %%
work.cleanup()
