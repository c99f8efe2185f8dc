"""What puzzles say: their phrases, in English and French (:mod:`.puzzles`)."""

from __future__ import annotations

from ..text.phrases import Phrase, define

define("puzzle", {
    "ask": Phrase(
        en="**Puzzle ({game}, level {level}).** Exactly one move here keeps the game winnable: find it. "
           "(The win is {depth} {depth|move|moves} away; {n} other {n|move tempts|moves tempt}.){hidden}",
        fr="**Énigme ({game}, niveau {level}).** Un seul coup ici garde la partie gagnable\u00a0: "
           "trouvez-le. (La victoire est à {depth} {depth|coup|coups}\u00a0; {n} autre{n||s} "
           "{n|coup tente|coups tentent}.){hidden}"),
    "ask_quick": Phrase(
        en="**Puzzle ({game}, level {level}).** Exactly one move here wins in {depth} "
           "{depth|move|moves}; every other move needs more, or loses: find it. ({n} other "
           "{n|move tempts|moves tempt}.){hidden}",
        fr="**Énigme ({game}, niveau {level}).** Un seul coup ici gagne en {depth} "
           "{depth|coup|coups}\u00a0; tout autre coup en demande plus, ou perd\u00a0: trouvez-le. "
           "({n} autre{n||s} {n|coup tente|coups tentent}.){hidden}"),
    "one_way": Phrase(
        en=" Moves that lead to the same position (the same card into another free cell, a pair "
           "taken from its other card) count as one.",
        fr=" Des coups qui mènent à la même position (la même carte dans une autre cellule libre, une "
           "paire prise par son autre carte) comptent pour un seul."),
    "hidden": Phrase(
        en=" The solver knew the face-down cards; you must reason without them.",
        fr=" Le solveur connaissait les cartes face cachée\u00a0; à vous de raisonner sans elles."),
    "coming": Phrase(
        en=" The solver knew the face-down cards: on its way to the win, {cards} "
           "{count|turns up|turn up, in that order}.",
        fr=" Le solveur connaissait les cartes face cachée\u00a0: en allant vers la victoire, "
           "{cards} {count|se retourne|se retournent, dans cet ordre}."),
    "coming_first": Phrase(
        en=" The solver knew the face-down cards: on its way to the win, {count} of them turn up, "
           "the first {shown} being {cards}, in that order.",
        fr=" Le solveur connaissait les cartes face cachée\u00a0: en allant vers la victoire, {count} "
           "d'entre elles se retournent, les {shown} premières étant {cards}, dans cet ordre."),
    "answer_hint": Phrase(
        en="Answer with one move in the kit's notation, in quotes, e.g. \"{example}\" (a move of "
           "this position, not necessarily the right one).",
        fr="Répondez par un coup dans la notation du kit, entre guillemets, par exemple \"{example}\" "
           "(un coup de cette position, pas forcément le bon)."),
    "right_quick": Phrase(
        en="`{move}` wins soonest: the quickest win goes on with {line}.",
        fr="`{move}` gagne le plus vite\u00a0: la victoire la plus rapide continue par {line}."),
    "right": Phrase(
        en="`{move}` keeps the game winnable: the solver's win goes on with {line}.",
        fr="`{move}` garde la partie gagnable\u00a0: la victoire du solveur continue par {line}."),
    "lost": Phrase(
        en="`{move}` loses: after it, the solver searched {nodes} {nodes|position|positions} and "
           "proved that no win is left.",
        fr="`{move}` perd\u00a0: après lui, le solveur a examiné {nodes} position{nodes||s} et prouvé "
           "qu'aucune victoire ne reste."),
    "dead_end": Phrase(
        en="`{move}` loses: after it, {why}.",
        fr="`{move}` perd\u00a0: après lui, {why}."),
    "slower": Phrase(
        en="`{move}` does not win in {depth} moves: after it, every line of {rest} more "
           "{rest|move|moves} was tried ({nodes} {nodes|position|positions}) and none wins.",
        fr="`{move}` ne gagne pas en {depth} coups\u00a0: après lui, toutes les suites de {rest} "
           "{rest|coup|coups} de plus ont été essayées ({nodes} position{nodes||s}) et aucune ne gagne."),
    "slower_cut": Phrase(
        en="`{move}` does not win in {depth} moves: after it, every line of {rest} more "
           "{rest|move|moves} was tried, each followed until more moves were needed to send the "
           "cards home than were left ({nodes} {nodes|position|positions} searched), and none wins.",
        fr="`{move}` ne gagne pas en {depth} coups\u00a0: après lui, toutes les suites de {rest} "
           "{rest|coup|coups} de plus ont été essayées, chacune suivie jusqu'à ce qu'il faille plus de "
           "coups pour monter les cartes qu'il n'en restait ({nodes} position{nodes||s} "
           "examinée{nodes||s}), et aucune ne gagne."),
    "too_far": Phrase(
        en="`{move}` does not win in {depth} moves: after it, {away} {away|card is|cards are} still off "
           "the foundations, and each move sends one card home at most, in the {rest} "
           "{rest|move|moves} left.",
        fr="`{move}` ne gagne pas en {depth} coups\u00a0: après lui, {away} carte{away||s} "
           "{away|reste|restent} hors des fondations, et chaque coup en envoie une au plus, dans "
           "{rest|le|les} {rest} coup{rest||s} qui {rest|reste|restent}."),
    "too_far_runs": Phrase(
        en="`{move}` does not win in {depth} moves: after it, {away} {away|card is|cards are} still off "
           "the foundations; a move sends one card home, or a run already in order, and even so "
           "{least} {least|move is|moves are} needed, more than the {rest} left.",
        fr="`{move}` ne gagne pas en {depth} coups\u00a0: après lui, {away} carte{away||s} "
           "{away|reste|restent} hors des fondations\u00a0; un coup en envoie une, ou une suite déjà "
           "en ordre, et il faut tout de même {least} coup{least||s}, plus que {rest|le|les} {rest} "
           "{rest|coup|coups} qui {rest|reste|restent}."),
    "slower_goal": Phrase(
        en="`{move}` does not win in {depth} moves: after it, every line of {rest} more "
           "{rest|move|moves} was tried, each followed until the moves a win still needs were more "
           "than those left ({nodes} {nodes|position|positions} searched), and none wins.",
        fr="`{move}` ne gagne pas en {depth} coups\u00a0: après lui, toutes les suites de {rest} "
           "{rest|coup|coups} de plus ont été essayées, chacune suivie jusqu'à ce que la victoire "
           "demande plus de coups qu'il n'en restait ({nodes} position{nodes||s} "
           "examinée{nodes||s}), et aucune ne gagne."),
    "too_far_goal": Phrase(
        en="`{move}` does not win in {depth} moves: after it, {why}; so a win needs {least} "
           "{least|move|moves} at least, more than the {rest} left.",
        fr="`{move}` ne gagne pas en {depth} coups\u00a0: après lui, {why}\u00a0; la victoire "
           "demande donc au moins {least} coup{least||s}, plus que {rest|le|les} {rest} "
           "{rest|coup|coups} qui {rest|reste|restent}."),
    "illegal": Phrase(
        en="`{move}` cannot be played here: {why}",
        fr="`{move}` ne peut pas se jouer ici\u00a0: {why}"),
    "unread": Phrase(
        en="{answer} is not a move of this game (write it like \"{example}\").",
        fr="{answer} n'est pas un coup de ce jeu (écrivez-le comme \"{example}\")."),
    "the_answer": Phrase(
        en="The move that keeps the win: `{move}`.",
        fr="Le coup qui garde la victoire\u00a0: `{move}`."),
    "count": Phrase(en="Your move loses the game.", fr="Votre coup fait perdre la partie."),
    "step_hint": Phrase(
        en="Look at what each move leaves: which card would be stuck for good?",
        fr="Regardez ce que laisse chaque coup\u00a0: quelle carte resterait bloquée pour de bon\u00a0?"),
    "none": Phrase(
        en="{game} has no puzzle: every move is forced, there is never a decision to make.",
        fr="{game} n'a pas d'énigme\u00a0: chaque coup est forcé, il n'y a jamais de décision à prendre."),
    "same_end": Phrase(
        en="{game} has no puzzle: whichever pair you take, the stock brings the same cards next, so "
           "every way of playing ends the same, and the deal alone decides the game.",
        fr="{game} n'a pas d'énigme\u00a0: quelle que soit la paire retirée, la pioche apporte ensuite "
           "les mêmes cartes\u00a0; toutes les façons de jouer finissent donc pareil, et la donne seule "
           "décide de la partie."),
    "not_yet": Phrase(
        en="{game} has no certified puzzle yet: the search has not found a position where one move "
           "alone keeps the win.",
        fr="{game} n'a pas encore d'énigme certifiée\u00a0: la recherche n'a pas trouvé de position où "
           "un seul coup garde la victoire."),
    "count_levels": Phrase(en="{game}: {n} {n|puzzle|puzzles} ({levels}).",
                           fr="{game}\u00a0: {n} {n|énigme|énigmes} ({levels})."),
    "level_count": Phrase(en="level {level}: {n}", fr="niveau {level}\u00a0: {n}"),
})
