# %% [markdown] lang="en"
# # Class summary (for the teacher)
#
# Every game a student plays on the table is saved on the student's computer (see [50_my_record](50_my_record.ipynb)).
# This notebook gathers the class: each student hands in one file, and you get a table of who played what, who
# answered which exercise, win rates per game and per student, and any game played again on the table, move by move.
#
# **What the students do.** At the end of a session, each student runs, in any notebook:
#
# ```python
# import solitaire_nb as sn
# sn.export_progress("alice.json")
# ```
#
# and hands in the file `alice.json` (by the school's platform, a shared folder, a USB stick...). The file holds the
# student's statistics, every game that counts as played and every game still in progress (marked as such, not
# counted in the statistics), with all their moves, and, for each exercise the student checked an answer to, the
# number of attempts, the last answer and whether it was right (its points), and the times of the first and last
# attempts. **What you do:** put all the files in one folder, and give that folder to `sn.read_progress` (section 3).

# %% [markdown] lang="fr"
# # Bilan de la classe (pour l'enseignant)
#
# Chaque partie qu'un élève joue sur la table est enregistrée sur son ordinateur (voir
# [50_my_record](50_my_record.ipynb)). Ce carnet rassemble la classe : chaque élève rend un fichier, et vous obtenez
# un tableau de qui a joué à quoi, les taux de victoire par jeu et par élève, et n'importe quelle partie rejouée sur
# la table, coup par coup, et qui a répondu à quel exercice.
#
# **Ce que font les élèves.** À la fin d'une séance, chaque élève exécute, dans n'importe quel carnet :
#
# ```python
# import solitaire_nb as sn
# sn.export_progress("alice.json")
# ```
#
# et rend le fichier `alice.json` (par l'espace numérique de l'établissement, un dossier partagé, une clé USB…).
# Le fichier contient les statistiques de l'élève, chaque partie qui compte comme jouée et chaque partie encore en
# cours (marquée comme telle, non comptée dans les statistiques), avec tous leurs coups, et, pour chaque exercice dont
# l'élève a vérifié une réponse, le nombre d'essais, la dernière réponse et si elle était juste (ses points), et
# l'heure du premier et du dernier essai. **Ce que vous faites :** mettez tous les fichiers dans un même dossier, et
# donnez ce dossier à `sn.read_progress` (section 3).

# %%
import tempfile
from pathlib import Path

import matplotlib.pyplot as plt
from IPython.display import display

import solitaire_nb as sn
from solitaire_nb.records import Store
from solitaire_nb.teaching.bank.records import label
from solitaire_nb.teaching.records_demo import (
    answer_demo_exercises,
    copy_under_name,
    edit_by_hand,
    play_demo_games,
)
from solitaire_nb.teaching.replay_table import replay_table
from solitaire_nb.text.phrases import Phrase

sn.set_lang("en")

# %% [markdown] lang="en"
# ## 1. A class made up for the demonstration
#
# Before real files come in, here is a class of six imaginary students. Each one has a database of their own in a
# temporary folder (nothing is written to your own records), plays a few deals with one of the kit's players
# (*greedy*, or *random* for the less careful ones), leaves a game of Golf in progress after a few moves, answers the
# three questions of [50_my_record](50_my_record.ipynb) (some at the second attempt), and exports a progress file
# into the class folder, exactly as a student would.

# %% [markdown] lang="fr"
# ## 1. Une classe inventée pour la démonstration
#
# En attendant de vrais fichiers, voici une classe de six élèves imaginaires. Chacun a sa propre base dans un
# dossier temporaire (rien n'est écrit dans vos propres parties), joue quelques donnes avec l'un des joueurs du kit
# (*glouton*, ou *au hasard* pour les moins attentifs), laisse une partie de Golf en cours après quelques coups,
# répond aux trois questions de [50_my_record](50_my_record.ipynb) (certains au deuxième essai) et exporte un fichier
# de progression dans le dossier de la classe, exactement comme le ferait un élève.

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
answers = [
    {"records.win_rate": [67], "records.best_streak": [4]},
    {"records.win_rate": [50, 67], "records.best_streak": [3],
     "records.unplayed": [Phrase(en="It may still be won.", fr="Elle peut encore être gagnée.")]},
    {"records.win_rate": [8]},
    {"records.win_rate": [67], "records.best_streak": [5, 4],
     "records.unplayed": [Phrase(en="Not lost yet.", fr="Pas encore perdue.")]},
    {},
    {"records.best_streak": [4],
     "records.unplayed": [Phrase(en="A game in progress is not over.", fr="Une partie en cours n'est pas finie.")]},
]
for seed, (student, (strategy, games)) in enumerate(students.items()):
    store = Store(Path(work.name) / student)
    play_demo_games(store, student, games, strategy=strategy, seed=seed, in_progress={"golf": (seed + 1, 5)})
    answer_demo_exercises(store, student, answers[seed])
    sn.export_progress(class_folder, player=student, store=store)

sorted(path.name for path in class_folder.iterdir())

# %% [markdown] lang="en"
# ## 2. A game that does not add up, and a copied file
#
# Reading is strict: every game of every file is played again through the engine, move by move, and its result must
# match what the file says. To see what happens otherwise, Farid's file is changed here as a student might change it
# by hand: one of his lost games is marked as won, without a single move changed.
#
# Then a seventh student, Gaspard, hands in a copy of Bilal's file with the name changed.

# %% [markdown] lang="fr"
# ## 2. Une partie qui ne tient pas debout, et un fichier copié
#
# La lecture est stricte : chaque partie de chaque fichier est rejouée dans le moteur, coup par coup, et son
# résultat doit correspondre à ce que dit le fichier. Pour voir ce qui se passe sinon, le fichier de Farid est
# modifié ici comme un élève pourrait le faire à la main : l'une de ses parties perdues est marquée gagnée, sans
# qu'aucun coup ne change.
#
# Puis un septième élève, Gaspard, rend une copie du fichier de Bilal dont il a changé le nom.

# %%
edit_by_hand(class_folder / "Farid.json")
copy_under_name(class_folder / "Bilal.json", "Gaspard")

# %% [markdown] lang="en"
# ## 3. Reading the class folder
#
# `sn.read_progress(folder)` reads every `.json` file of the folder. What does not add up is **reported** (a warning,
# and a line in `progress.problems` saying why):
#
# - a file that cannot be read as a whole (not a progress file, damaged) is skipped: ask for a fresh export;
# - a game whose moves do not give what the file says is **set aside alone**: the student's other games and
#   exercises are read as usual;
# - two files that share games with the same moves started at the same instant, to the microsecond (or the same
#   answers checked at the same instants), are both **flagged as a likely copy**, and both read: only the same record,
#   copied, gives that. Two students who played the same deal, even move for move, did not start at the same
#   microsecond and are not flagged.

# %% [markdown] lang="fr"
# ## 3. Lire le dossier de la classe
#
# `sn.read_progress(folder)` lit chaque fichier `.json` du dossier. Ce qui ne tient pas debout est **signalé** (un
# avertissement, et une ligne dans `progress.problems` qui dit pourquoi) :
#
# - un fichier illisible dans son ensemble (pas un fichier de progression, abîmé) est écarté : demandez un nouvel
#   export ;
# - une partie dont les coups ne donnent pas ce que dit le fichier est **écartée seule** : les autres parties et les
#   exercices de l'élève sont lus normalement ;
# - deux fichiers qui partagent des parties aux mêmes coups commencées au même instant, à la microseconde près (ou
#   les mêmes réponses vérifiées aux mêmes instants), sont tous deux **signalés comme une copie probable**, et tous
#   deux lus : seul le même palmarès, copié, donne cela. Deux élèves qui ont joué la même donne, même coup pour
#   coup, n'ont pas commencé à la même microseconde et ne sont pas signalés.

# %%
progress = sn.read_progress(class_folder)
for path, why in progress.problems:
    print(path.name, "→", why)

# %% [markdown] lang="en"
# `progress.games` has one row per game, numbered from 1: the student, the game, the deal, whether it is still in
# progress, whether it was won, the score, the time in seconds, the number of moves, when it ended (empty for a game
# in progress) and the file it came from. The headings are in the language chosen with `sn.set_lang`; in code,
# `progress.columns` gives them by their English name (`c.player` is the "player" column in English, "élève" in
# French), so the cells below work in both languages.

# %% [markdown] lang="fr"
# `progress.games` a une ligne par partie, numérotée à partir de 1 : l'élève, le jeu, la donne, si elle est encore en
# cours, si elle a été gagnée, le score, la durée en secondes, le nombre de coups, quand elle s'est terminée (vide
# pour une partie en cours) et le fichier d'où elle vient. Les titres des colonnes sont dans la langue choisie avec
# `sn.set_lang` ; dans le code, `progress.columns` les donne par leur nom anglais (`c.player` est la colonne
# « élève » en français, « player » en anglais), si bien que les cellules ci-dessous marchent dans les deux langues.

# %%
c = progress.columns
games = progress.games
display(games.head(8))
games[games[c.in_progress]]

# %% [markdown] lang="en"
# ## 4. Who played what
#
# A pivot table counts the games of each student (rows) at each game (columns), games in progress left out; the second
# one counts the wins.

# %% [markdown] lang="fr"
# ## 4. Qui a joué à quoi
#
# Un tableau croisé compte les parties de chaque élève (lignes) à chaque jeu (colonnes), parties en cours exclues ;
# le second compte les victoires.

# %%
done = games[~games[c.in_progress]]
display(done.pivot_table(index=c.player, columns=c.game, values=c.won, aggfunc="size", fill_value=0))
done.pivot_table(index=c.player, columns=c.game, values=c.won, aggfunc="sum", fill_value=0).astype(int)

# %% [markdown] lang="en"
# `progress.summary` gives played, won and the win rate for each student and game, and how many games are in
# progress (not counted as played):

# %% [markdown] lang="fr"
# `progress.summary` donne les parties jouées, gagnées et le taux de victoire pour chaque élève et chaque jeu, et
# combien de parties sont en cours (non comptées comme jouées) :

# %%
progress.summary

# %% [markdown] lang="en"
# ## 5. Who answered what
#
# `progress.answers` has one row per student and one column per exercise (its key in the kit's bank, or a name made
# from its question for an exercise built in a notebook): ✅ right, ❌ wrong (the last attempt counts), ✍ an
# "explain" answer written for you to read, then the number of attempts; an empty cell is an exercise not tried.
# Gaspard's row is Bilal's, as his whole file is.

# %% [markdown] lang="fr"
# ## 5. Qui a répondu à quoi
#
# `progress.answers` a une ligne par élève et une colonne par exercice (sa clé dans la banque du kit, ou un nom tiré
# de sa question pour un exercice construit dans un carnet) : ✅ juste, ❌ faux (le dernier essai compte), ✍ une
# réponse « expliquez » écrite pour que vous la lisiez, puis le nombre d'essais ; une case vide est un exercice non
# tenté. La ligne de Gaspard est celle de Bilal, comme tout son fichier.

# %%
progress.answers

# %% [markdown] lang="en"
# `progress.exercises` gives the details, one row per student and exercise: the attempts, the last answer, whether
# it was right, its points (1 or 0; empty for an "explain" answer, which is not scored), and the times of the first
# and last attempts (the time spent is the difference). The points of each student:

# %% [markdown] lang="fr"
# `progress.exercises` donne le détail, une ligne par élève et par exercice : les essais, la dernière réponse, si elle
# était juste, ses points (1 ou 0 ; vide pour une réponse « expliquez », qui n'est pas notée) et l'heure du premier et
# du dernier essai (le temps passé est la différence). Les points de chaque élève :

# %%
exercises = progress.exercises
display(exercises.head(6))
exercises.groupby(c.player)[c.points].sum()

# %% [markdown] lang="en"
# ## 6. Win rates
#
# On the left, the class as a whole at each game (all its games put together); on the right, each student at each
# game. With six to twelve games per student, one more win moves a rate by ten points or more: read these bars as
# a conversation starter, not as marks.

# %% [markdown] lang="fr"
# ## 6. Taux de victoire
#
# À gauche, la classe entière à chaque jeu (toutes ses parties ensemble) ; à droite, chaque élève à chaque jeu.
# Avec six à douze parties par élève, une victoire de plus déplace un taux de dix points ou davantage : lisez ces
# barres comme un point de départ pour discuter, pas comme des notes.

# %%
def game_name(game):
    return sn.game_info(game).names[sn.get_lang()]


by_game = done.groupby(c.game)[c.won].mean()
rates = 100 * progress.summary.pivot_table(index=c.player, columns=c.game, values=c.win_rate)
players = list(rates.index)

fig, (class_ax, student_ax) = plt.subplots(1, 2, figsize=(12, 4), gridspec_kw={"width_ratios": [1, 2]})
class_ax.bar([game_name(g) for g in by_game.index], 100 * by_game, color="tab:green")
class_ax.set_ylim(0, 100)
class_ax.set_ylabel(label("win_rate"))
class_ax.set_title(label("class_title", n=games[c.player].nunique()))

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
# ## 7. Watching a game again
#
# `progress.game(n)` plays game number `n` of `progress.games` (numbered from 1, like the rows of the table and the
# games in the problems above) again from its deal, checking every move; a game in progress comes back as far as it
# went. Here we take Alice's first won game of Klondike, and look at it after 20 moves and at the end:

# %% [markdown] lang="fr"
# (Une barre absente à droite est un jeu auquel l'élève n'a pas joué, ou joué sans gagner.)
#
# ## 7. Revoir une partie
#
# `progress.game(n)` rejoue la partie numéro `n` de `progress.games` (numérotées à partir de 1, comme les lignes du
# tableau et les parties des problèmes ci-dessus) depuis sa donne, en vérifiant chaque coup ; une partie en cours
# revient là où elle en était. Prenons ici la première partie de Klondike gagnée par Alice, et regardons-la après 20
# coups puis à la fin :

# %%
chosen = games[(games[c.player] == "Alice") & (games[c.game] == "klondike") & games[c.won]]
number = int(chosen.index[0])
print(number, games.loc[number, [c.player, c.game, c.deal, c.moves, c.elapsed]].to_dict())
game = progress.game(number)
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
# the files handed in, say `sn.read_progress("handed_in")`, and run sections 3 to 7 again.

# %% [markdown] lang="fr"
# Le dossier temporaire de la démonstration ne sert plus. Pour votre classe, remplacez `class_folder` par le dossier
# des fichiers rendus, par exemple `sn.read_progress("handed_in")`, et exécutez à nouveau les sections 3 à 7.

# %%
work.cleanup()
