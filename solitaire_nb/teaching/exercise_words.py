"""What exercises say: their phrases, in English and French."""

from __future__ import annotations

from ..text.phrases import define

define("exercise", {
    "right": {"en": "✅ Right!", "fr": "✅ Bravo, c'est juste !"},
    "wrong": {"en": "❌ Not quite — read the notes below and try again.",
              "fr": "❌ Pas tout à fait — lisez les remarques ci-dessous et réessayez."},
    "legal": {"en": "legal", "fr": "permis"},
    "illegal": {"en": "refused", "fr": "refusé"},
    "ask_legal": {"en": "Which of these moves are legal? Answer with a list of letters "
                        "(for example `[\"a\", \"c\"]`) or of move notations.",
                  "fr": "Lesquels de ces coups sont permis ? Répondez par une liste de lettres "
                        "(par exemple `[\"a\", \"c\"]`) ou de notations de coups."},
    "said": {"en": "you said **{said}**, the engine says **{truth}**",
             "fr": "vous avez dit **{said}**, le moteur dit **{truth}**"},
    "move_line": {"en": "{cards} from {source} to {target}",
                  "fr": "{cards} {source} vers {target}"},
    "ask_target": {"en": "Where may {cards} from {source} go now? Answer with a list of pile ids "
                         "(for example `[\"tableau3\", \"foundation1\"]`), or `[]` for nowhere.",
                   "fr": "Où peut aller {cards} {source} maintenant ? Répondez par une liste "
                         "d'identifiants de piles (par exemple `[\"tableau3\", \"foundation1\"]`), "
                         "ou `[]` pour nulle part."},
    "found": {"en": "{pile}: yes, a legal destination — {why}",
              "fr": "{pile} : oui, une destination permise — {why}"},
    "missed": {"en": "{pile}: you left it out, but it is legal — {why}",
               "fr": "{pile} : ne figure pas dans votre réponse, mais c'est permis — {why}"},
    "wrong_target": {"en": "{pile}: not legal — {why}", "fr": "{pile} : pas permis — {why}"},
    "no_targets": {"en": "Indeed, no pile takes these cards now.",
                   "fr": "En effet, aucune pile ne prend ces cartes pour l'instant."},
    "unknown_pile": {"en": "{pile}: there is no such pile here; piles: {piles}",
                     "fr": "{pile} : cette pile n'existe pas ici ; piles : {piles}"},
    "ask_build": {"en": "Goal: {goal}. Answer with the list of moves, in order (their notations, "
                        "for example `[\"t2-t1\", \"w-f1\"]`).",
                  "fr": "But : {goal}. Répondez par la liste des coups, dans l'ordre (leurs "
                        "notations, par exemple `[\"t2-t1\", \"w-f1\"]`)."},
    "step_ok": {"en": "move {i} `{move}`: played — {why}", "fr": "coup {i} `{move}` : joué — {why}"},
    "step_bad": {"en": "move {i} `{move}`: refused — {why} (the moves after it were not played)",
                 "fr": "coup {i} `{move}` : refusé — {why} (les coups suivants n'ont pas été "
                       "joués)"},
    "step_unreadable": {"en": "move {i} `{move}`: not understood — {why}",
                        "fr": "coup {i} `{move}` : incompris — {why}"},
    "goal_met": {"en": "goal reached: {goal}", "fr": "but atteint : {goal}"},
    "goal_missed": {"en": "goal not reached yet: {goal}", "fr": "but pas encore atteint : {goal}"},
    "too_long": {"en": "it works, though {best} moves are enough (you used {n})",
                 "fr": "ça marche, mais {best} coups suffisent (vous en avez joué {n})"},
    "pile_is": {"en": "{pile} holds {cards}", "fr": "{pile} contient {cards}"},
    "on_foundation": {"en": "{card} ({name}) is on a foundation",
                      "fr": "{card} ({name}) est sur une fondation"},
    "won": {"en": "every card is on the foundations", "fr": "toutes les cartes sont sur les fondations"},
    "ask_capacity": {"en": "With {cells} empty free {cells|cell|cells} and {piles} empty "
                           "{piles|column|columns}, how many cards at most may a sequence have to move "
                           "in one go{onto}?",
                     "fr": "Avec {cells} {cells|cellule libre vide|cellules libres vides} et {piles} "
                           "{piles|colonne vide|colonnes vides}, combien de cartes au plus une suite "
                           "peut-elle avoir pour se déplacer d'un coup{onto} ?"},
    "onto_empty": {"en": " into one of those empty columns", "fr": " vers l'une de ces colonnes vides"},
    "capacity": {"en": "(free cells + 1) × 2^(empty columns) = ({cells} + 1) × 2^{piles} = **{value}**",
                 "fr": "(cellules libres + 1) × 2^(colonnes vides) = ({cells} + 1) × 2^{piles} = "
                       "**{value}**"},
    "capacity_onto": {"en": "the column the sequence goes to does not count as a free space, so only "
                            "{piles} empty {piles|column helps|columns help}",
                      "fr": "la colonne d'arrivée ne compte pas comme place libre : {piles|seule|seules} "
                            "{piles} {piles|colonne vide aide|colonnes vides aident}"},
    "your_answer": {"en": "your answer: {answer}", "fr": "votre réponse : {answer}"},
    "ask_fit": {"en": "Rule: **{rule}**. Which of these cards may go on {onto} ({name})? {cards}. "
                      "Answer with a list of card codes.",
                "fr": "Règle : **{rule}**. Lesquelles de ces cartes peuvent aller sur {onto} ({name}) ? "
                      "{cards}. Répondez par une liste de codes de cartes."},
    "fits": {"en": "fits", "fr": "va"}, "not_fits": {"en": "does not fit", "fr": "ne va pas"},
    "fit_line": {"en": "{card}: you said it {said}; it {truth} — {why}",
                 "fr": "{card} : selon vous elle {said} ; en fait elle {truth} — {why}"},
    "fit_why_ok": {"en": "{rule}", "fr": "{rule}"},
    "fit_why_no": {"en": "refused by « {concept} »: {rule}", "fr": "refusé par « {concept} » : {rule}"},
    "solution": {"en": "Solution", "fr": "Solution"},
    "nothing": {"en": "nothing", "fr": "rien"},
    "and": {"en": "{first} and {second}", "fr": "{first} et {second}"},
})
