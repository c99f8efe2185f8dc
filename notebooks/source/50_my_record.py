# %% [markdown] lang="en"
# # My record
#
# Every game you play on the table is kept: its deal, each of your moves, whether you won and how long it took. This
# notebook shows what is kept and where, and turns it into statistics: how many games you played and won at each
# game, your win rate, your quickest wins and your streaks. Since you may not have played much yet, we first look
# at the record of an imaginary player, made up in a folder of its own, and your own record comes at the end.

# %% [markdown] lang="fr"
# # Mon palmarès
#
# Chaque partie jouée sur la table est gardée : sa donne, chacun de vos coups, si vous avez gagné et en combien de
# temps. Ce carnet montre ce qui est gardé et où, puis en tire des statistiques : combien de parties vous avez
# jouées et gagnées à chaque jeu, votre taux de victoire, vos victoires les plus rapides et vos séries. Comme vous
# n'avez peut-être pas encore beaucoup joué, nous regardons d'abord le palmarès d'un joueur imaginaire, fabriqué
# dans un dossier à part ; le vôtre vient à la fin.

# %% [markdown] lang="en"
# ## 1. What the kit keeps, and where
#
# - **Every move is saved at once.** Each move on the table (and each undo, redo or restart) is written to a small
#   database on this computer before the table waits for the next one. If the kernel stops or the browser tab
#   closes, nothing is lost but the move being made.
# - **After a restart, the table offers to resume.** Open the same game and deal again (`sn.play("klondike", deal=7)`)
#   and a bar appears above the cards: *Resume* brings the game back with all its moves (Undo still takes them back
#   one by one), *Start again* keeps the fresh deal.
# - **Under your name.** Games are saved under the name of the computer's user; `sn.play("klondike", player="ada")`
#   saves them under another name, for instance when several people share a computer.
# - **Turning it off.** `sn.play("klondike", autosave=False)` plays without saving anything. To turn saving off for a
#   whole session, set the environment variable `SOLITAIRE_NB_AUTOSAVE` to `0` before starting Jupyter.
#
# The next cell prints where the database is (it does not create it). On Binder it lives only as long as your
# session: download the file if you want to keep it. To move it elsewhere, set `SOLITAIRE_NB_DATA` to a folder.

# %% [markdown] lang="fr"
# ## 1. Ce que le kit garde, et où
#
# - **Chaque coup est enregistré aussitôt.** Chaque coup sur la table (et chaque annulation, rétablissement ou
#   recommencement) est écrit dans une petite base de données de cet ordinateur avant que la table n'attende le
#   suivant. Si le noyau s'arrête ou si l'onglet du navigateur se ferme, seul le coup en cours est perdu.
# - **Après un redémarrage, la table propose de reprendre.** Ouvrez à nouveau le même jeu et la même donne
#   (`sn.play("klondike", deal=7)`) : une barre apparaît au-dessus des cartes. *Reprendre* ramène la partie avec tous
#   ses coups (Annuler les reprend toujours un par un), *Recommencer à zéro* garde la nouvelle donne.
# - **À votre nom.** Les parties sont enregistrées au nom de l'utilisateur de l'ordinateur ;
#   `sn.play("klondike", player="ada")` les enregistre sous un autre nom, par exemple quand plusieurs personnes
#   partagent un ordinateur.
# - **Pour ne rien enregistrer.** `sn.play("klondike", autosave=False)` joue sans rien garder. Pour couper
#   l'enregistrement pendant toute une session, donnez la valeur `0` à la variable d'environnement
#   `SOLITAIRE_NB_AUTOSAVE` avant de lancer Jupyter.
#
# La cellule suivante affiche où se trouve la base (sans la créer). Sur Binder, elle ne vit que le temps de votre
# session : téléchargez le fichier si vous voulez le garder. Pour la mettre ailleurs, donnez un dossier à la
# variable `SOLITAIRE_NB_DATA`.

# %%
import tempfile
from pathlib import Path

import matplotlib.pyplot as plt
from IPython.display import display

import solitaire_nb as sn
from solitaire_nb.records import PLAYED_RULE, Store
from solitaire_nb.records.stats import played_games
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.bank.records import label
from solitaire_nb.teaching.exercises import feedback_in_steps
from solitaire_nb.teaching.records_demo import play_demo_games

sn.set_lang("en")
feedback_in_steps()

print(Store().path)

# %% [markdown] lang="en"
# ## 2. A made-up record
#
# Here a player called `demo` plays 30 deals of three games: Klondike, Eight Off (a game like FreeCell, with eight
# free cells) and Clock (a game of pure chance: there is no choice to make). The kit's *greedy* player makes the
# moves, and each game is saved the way the table saves it, in a **temporary folder**: your own database is not
# touched. A game played by code takes no time at all, so each one is given a clock that counts four seconds a
# move.

# %% [markdown] lang="fr"
# ## 2. Un palmarès inventé
#
# Ici, un joueur nommé `demo` joue 30 donnes de trois jeux : le Klondike, Huit en dehors (un jeu comme FreeCell, avec
# huit cellules libres) et l'Horloge (un pur jeu de hasard : il n'y a aucun choix à faire). C'est le joueur
# *glouton* du kit qui joue les coups, et chaque partie est enregistrée comme la table l'enregistre, dans un
# **dossier temporaire** : votre propre base n'est pas touchée. Une partie jouée par du code ne prend aucun temps,
# alors chacune reçoit une horloge qui compte quatre secondes par coup.

# %%
demo_folder = tempfile.TemporaryDirectory(prefix="solitaire_nb_demo_")
demo = Store(demo_folder.name)
deals = range(1, 31)
played = play_demo_games(demo, "demo", {"klondike": deals, "eight_off": deals, "clock": deals})
print(len(played), len(demo.games()))

# %% [markdown] lang="en"
# `sn.statistics(store=...)` turns the saved games into a table, one row per player and game. Without `store`, it
# reads your own database. The columns: games `played` and `won`, `win_rate` (won ÷ played), `best_score`,
# `best_time` (the quickest win, in seconds), `current_streak` (wins in a row up to the latest game) and
# `best_streak` (the longest run of wins); then the played games not won, `lost` (no way on was left) or
# `abandoned` (left while they could go on), and `assisted`, the games in which the solver played moves (**Next
# move**), never counted as played nor won.

# %% [markdown] lang="fr"
# `sn.statistics(store=...)` transforme les parties enregistrées en tableau, une ligne par joueur et par jeu. Sans
# `store`, elle lit votre propre base. Les colonnes : parties jouées (`played`) et gagnées (`won`), le taux de
# victoire `win_rate` (gagnées ÷ jouées), le meilleur score `best_score`, le meilleur temps `best_time` (la victoire
# la plus rapide, en secondes), la série en cours `current_streak` (les victoires d'affilée jusqu'à la dernière
# partie) et la meilleure série `best_streak` (la plus longue suite de victoires) ; puis les parties jouées non
# gagnées, perdues (`lost` : plus aucun coup ne menait plus loin) ou abandonnées (`abandoned` : laissées alors
# qu'elles pouvaient continuer), et `assisted`, les parties dont le solveur a joué des coups (**Coup suivant**),
# jamais comptées comme jouées ni gagnées.

# %%
stats = sn.statistics(store=demo)
stats

# %% [markdown] lang="en"
# When does a game count as *played*? The rule is the same on the table, in this table and in the files handed to
# the teacher:

# %% [markdown] lang="fr"
# Quand une partie compte-t-elle comme *jouée* ? La règle est la même sur la table, dans ce tableau et dans les
# fichiers rendus à l'enseignant :

# %%
print(PLAYED_RULE.text())

# %% [markdown] lang="en"
# ## 3. In pictures
#
# Top left, the games played and won at each game; top right, the win rate; bottom left, the quickest win (no bar:
# no win yet); bottom right, the current and the best streak. The same greedy player wins often at Klondike and
# rarely at Eight Off: the share of wins says as much about the game as about the player.

# %% [markdown] lang="fr"
# ## 3. En images
#
# En haut à gauche, les parties jouées et gagnées à chaque jeu ; en haut à droite, le taux de victoire ; en bas à
# gauche, la victoire la plus rapide (pas de barre : pas encore de victoire) ; en bas à droite, la série en cours et
# la meilleure série. Le même joueur glouton gagne souvent au Klondike et rarement à Huit en dehors : la part de
# victoires en dit autant sur le jeu que sur le joueur.

# %%
names = [sn.game_info(game).names[sn.get_lang()] for game in stats["game"]]
places = range(len(stats))
left = [x - 0.2 for x in places]
right = [x + 0.2 for x in places]

fig, ((played_ax, rate_ax), (time_ax, streak_ax)) = plt.subplots(2, 2, figsize=(11, 7))
played_ax.bar(left, stats["played"], 0.4, color="tab:blue", label=label("played"))
played_ax.bar(right, stats["won"], 0.4, color="tab:green", label=label("won"))
played_ax.set_ylabel(label("games"))
played_ax.set_title(label("played_title"))
played_ax.legend()

rate_ax.bar(places, 100 * stats["win_rate"], color="tab:green")
rate_ax.set_ylim(0, 100)
rate_ax.set_ylabel(label("win_rate"))
rate_ax.set_title(label("rate_title"))

time_ax.bar(places, stats["best_time"].fillna(0), color="tab:orange")
time_ax.set_ylabel(label("best_time"))
time_ax.set_title(label("time_title"))

streak_ax.bar(left, stats["current_streak"], 0.4, color="tab:gray", label=label("current_streak"))
streak_ax.bar(right, stats["best_streak"], 0.4, color="tab:purple", label=label("best_streak"))
streak_ax.set_ylabel(label("streaks"))
streak_ax.set_title(label("streak_title"))
streak_ax.legend()

for ax in (played_ax, rate_ax, time_ax, streak_ax):
    ax.set_xticks(list(places), names)
for ax in (played_ax, streak_ax):
    ax.yaxis.get_major_locator().set_params(integer=True)
plt.tight_layout()
plt.show()

# %% [markdown] lang="en"
# A win rate computed from a few games is shaky. The next picture follows the win rate after each game played, in
# the order the games ended: it jumps about at first, then settles. That is why a record of five games says little,
# and one of thirty a bit more.

# %% [markdown] lang="fr"
# Un taux de victoire calculé sur peu de parties est fragile. L'image suivante suit le taux de victoire après chaque
# partie jouée, dans l'ordre où les parties se sont terminées : il saute d'abord dans tous les sens, puis se
# stabilise. C'est pourquoi un palmarès de cinq parties dit peu de chose, et un de trente un peu plus.

# %%
fig, ax = plt.subplots(figsize=(8, 3.5))
for game, name in zip(stats["game"], names):
    results = [record.won for record in played_games(demo.games(game=game))]
    running = [100 * sum(results[:n]) / n for n in range(1, len(results) + 1)]
    ax.plot(range(1, len(results) + 1), running, marker=".", label=name)
ax.set_ylim(0, 100)
ax.set_xlabel(label("game_number"))
ax.set_ylabel(label("win_rate"))
ax.set_title(label("running_title"))
ax.legend()
plt.show()

# %% [markdown] lang="en"
# ## 4. Your turn to count
#
# The engine checks your answers: replace the `...` after `answer =` and run the cell; the next one shows your
# points. A wrong answer first gets a hint; `q.check(answer).reveal()` shows the full answer. The "explain"
# question is read by your teacher and not scored.
#
# Each answer you check is kept in your record, like your games: how many attempts you made at each question, your
# last answer, whether it was right, and when you first and last tried. Checking the same answer again (the points
# cell after the answer cell) is not a new attempt, and the answer `q.solution()` shows is not yours: it is not kept.

# %% [markdown] lang="fr"
# ## 4. À vous de compter
#
# Le moteur vérifie vos réponses : remplacez le `...` qui suit `answer =` et exécutez la cellule ; la suivante
# affiche vos points. Une réponse fausse reçoit d'abord un indice ; `q.check(answer).reveal()` montre la réponse
# complète. La question « expliquez » est lue par votre enseignant et n'est pas notée.
#
# Chaque réponse que vous vérifiez est gardée dans votre palmarès, comme vos parties : combien d'essais vous avez faits
# à chaque question, votre dernière réponse, si elle était juste, et quand vous avez essayé pour la première et la
# dernière fois. Vérifier à nouveau la même réponse (la cellule des points après celle de la réponse) n'est pas un
# nouvel essai, et la réponse que montre `q.solution()` n'est pas la vôtre : elle n'est pas gardée.

# %% exercise="win_rate" part="ask"
q = exercise("records.win_rate")
q

# %% exercise="win_rate" part="answer"
answer = ...  # ← your answer, a whole number such as 50
### BEGIN SOLUTION
answer = 67
### END SOLUTION
q.check(answer)

# %% exercise="win_rate" part="score"
q.score(answer)

# %% exercise="best_streak" part="ask"
q = exercise("records.best_streak")
q

# %% exercise="best_streak" part="answer"
answer = ...  # ← your answer, a whole number
### BEGIN SOLUTION
answer = 4
### END SOLUTION
q.check(answer)

# %% exercise="best_streak" part="score"
q.score(answer)

# %% exercise="unplayed" part="ask"
q = exercise("records.unplayed")
q

# %% exercise="unplayed" part="explain"
because = ...  # ← your explanation, in a sentence or two
### BEGIN SOLUTION
### en
because = ("A game left before any move was never really tried, and the game in progress may still be won: "
           "counting them as lost would lower the win rate for games that were not lost.")
### fr
because = ("Une partie quittée avant tout coup n'a jamais vraiment été tentée, et la partie en cours peut "
           "encore être gagnée : les compter comme perdues abaisserait le taux de victoires pour des parties "
           "qui n'ont pas été perdues.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ## 5. Your own record
#
# This cell only reads your database (and does not create it if nothing has been saved yet). Every player saved on
# this computer has their rows. If the table is empty, play a game with `sn.play()` (the welcome notebook shows
# how), win it or leave it for another deal after a few moves, and run the cell again.

# %% [markdown] lang="fr"
# ## 5. Votre propre palmarès
#
# Cette cellule ne fait que lire votre base (et ne la crée pas si rien n'a encore été enregistré). Chaque joueur
# enregistré sur cet ordinateur a ses lignes. Si le tableau est vide, jouez une partie avec `sn.play()` (le carnet
# d'accueil montre comment), gagnez-la ou laissez-la pour une autre donne après quelques coups, et exécutez à
# nouveau la cellule.

# %%
mine = Store()
if not mine.path.exists():
    print(label("no_database", path=mine.path))
else:
    my_stats = sn.statistics(store=mine)
    if my_stats.empty:
        print(label("empty"))
    display(my_stats)

# %% [markdown] lang="en"
# ## 6. The file you hand in
#
# When your teacher asks for your progress, run `sn.export_progress("my_name.json")` and hand in the file it writes.
# It holds your statistics, every game that counts as played, your games still in progress (marked as such: they
# count neither as played nor as lost), with all their moves, and the result of each exercise you checked. Your
# teacher's notebook plays every game again through the engine, so a file changed by hand shows.
#
# Games and answers are saved under the name of the computer's user. On a computer the class shares, type your
# own name once, at the top of each notebook you work in: `sn.set_player("your name")`; your games, your answers
# and the file you export then carry it.
#
# The next cell writes your file into the demonstration's temporary folder and reads it back the way your teacher
# will: your games still in progress, then your answers (✅ right, ❌ wrong, ✍ written for your teacher, then the
# number of attempts). It only reads your database, and does nothing if there is none yet.

# %% [markdown] lang="fr"
# ## 6. Le fichier que vous rendez
#
# Quand votre enseignant demande votre progression, exécutez `sn.export_progress("mon_nom.json")` et rendez le
# fichier écrit. Il contient vos statistiques, chaque partie qui compte comme jouée, vos parties encore en cours
# (marquées comme telles : elles ne comptent ni comme jouées ni comme perdues), avec tous leurs coups, et le résultat
# de chaque exercice dont vous avez vérifié une réponse. Le carnet de votre enseignant rejoue chaque partie dans le
# moteur : un fichier modifié à la main se voit.
#
# Parties et réponses sont enregistrées sous le nom de l'utilisateur de l'ordinateur. Sur un ordinateur que la
# classe partage, tapez votre propre nom une fois, en haut de chaque carnet où vous travaillez :
# `sn.set_player("votre nom")` ; vos parties, vos réponses et le fichier que vous exportez le portent alors.
#
# La cellule suivante écrit votre fichier dans le dossier temporaire de la démonstration et le relit comme le fera
# votre enseignant : vos parties encore en cours, puis vos réponses (✅ juste, ❌ faux, ✍ écrit pour votre
# enseignant, puis le nombre d'essais). Elle ne fait que lire votre base, et ne fait rien s'il n'y en a pas encore.

# %%
if mine.path.exists():
    handed_in = Path(demo_folder.name) / "handed_in"
    handed_in.mkdir()
    sn.export_progress(handed_in, store=mine)
    my_progress = sn.read_progress(handed_in)
    c = my_progress.columns
    display(my_progress.games[my_progress.games[c.in_progress]])
    display(my_progress.answers)

# %% [markdown] lang="en"
# The demonstration's temporary folder is no longer needed:

# %% [markdown] lang="fr"
# Le dossier temporaire de la démonstration ne sert plus :

# %%
demo_folder.cleanup()

# %% [markdown] lang="en"
# ## 7. Going further
#
# 1. Copy the plotting cell of section 3 and point it at your own record (`stats = sn.statistics()`). Which game do
#    you win most often? Is the number of games enough to say so?
# 2. Play the same deal twice, once with autoplay on and once off. Does your best time change?
# 3. In section 2, replace the greedy player by the random one (`strategy="random"` in `play_demo_games`). Which
#    game's win rate changes the least, and why? (Think about Clock.)

# %% [markdown] lang="fr"
# ## 7. Pour aller plus loin
#
# 1. Copiez la cellule des graphiques de la section 3 et faites-la porter sur votre propre palmarès
#    (`stats = sn.statistics()`). À quel jeu gagnez-vous le plus souvent ? Le nombre de parties suffit-il pour le
#    dire ?
# 2. Jouez deux fois la même donne, une fois avec le jeu automatique et une fois sans. Votre meilleur temps
#    change-t-il ?
# 3. Dans la section 2, remplacez le joueur glouton par le joueur au hasard (`strategy="random"` dans
#    `play_demo_games`). Quel jeu voit son taux de victoire le moins changer, et pourquoi ? (Pensez à l'Horloge.)
