"""What exercises say: their phrases, in English and French."""

from __future__ import annotations

from ..text.phrases import Phrase, define

define("exercise", {
    "right": Phrase(en="✅ Right!", fr="✅ Bravo, c'est juste !"),
    "wrong": Phrase(en="❌ Not quite — read the notes below and try again.",
                    fr="❌ Pas tout à fait — lisez les remarques ci-dessous et réessayez."),
    "why_reminder": Phrase(en="{question} (« {term} »)", fr="{question} (« {term} »)"),
    "quoted": Phrase(en="« {term} »", fr="« {term} »"),
    "no_answer": Phrase(en="No answer yet: replace `...` with your answer, then run the cell again.",
                        fr="Pas encore de réponse\u00a0: remplacez `...` par votre réponse, puis exécutez "
                           "à nouveau la cellule."),
    "legal": Phrase(en="legal", fr="permis"),
    "illegal": Phrase(en="refused", fr="refusé"),
    "ask_legal": Phrase(en="Which of these moves are legal? Answer with a list of letters "
                           "(for example `[\"a\", \"c\"]`) or of move notations.",
                        fr="Lesquels de ces coups sont permis ? Répondez par une liste de lettres "
                           "(par exemple `[\"a\", \"c\"]`) ou de notations de coups."),
    "said_move": Phrase(
        en="**{letter})** `{move}`: you said **{said}**, the engine says **{truth}**.",
        fr="**{letter})** `{move}`\u00a0: vous avez dit **{said}**, le moteur dit **{truth}**.",
    ),
    "move_line": Phrase(en="{cards} from {source} to {target}",
                        fr="{cards} {source} vers {target}"),
    "ask_target": Phrase(en="Where may {cards} from {source} go now? Answer with a list of piles, "
                            "each named by its id or by the card on top of it (for example "
                            "`[\"tableau3\", \"foundation1\"]` or `[\"5D\"]`), or `[]` for nowhere.",
                         fr="Où peut aller {cards} {source} maintenant ? Répondez par une liste de "
                            "piles, chacune nommée par son identifiant ou par la carte du dessus (par "
                            "exemple `[\"tableau3\", \"foundation1\"]` ou `[\"5D\"]`), ou `[]` pour "
                            "nulle part."),
    "found": Phrase(en="{pile}: yes, a legal destination — {why}",
                    fr="{pile} : oui, une destination permise — {why}"),
    "missed": Phrase(en="{pile}: you left it out, but it is legal — {why}",
                     fr="{pile} : ne figure pas dans votre réponse, mais c'est permis — {why}"),
    "wrong_target": Phrase(en="{pile}: not legal — {why}", fr="{pile} : pas permis — {why}"),
    "no_targets": Phrase(en="Indeed, no pile takes these cards now.",
                         fr="En effet, aucune pile ne prend ces cartes pour l'instant."),
    "unknown_pile": Phrase(en="{pile}: there is no such pile here; piles: {piles}",
                           fr="{pile} : cette pile n'existe pas ici ; piles : {piles}"),
    "ask_build": Phrase(en="Goal: {goal}. Answer with the list of moves, in order (their notations, "
                           "for example `[\"t2-t1\", \"w-f1\"]`).",
                        fr="But : {goal}. Répondez par la liste des coups, dans l'ordre (leurs "
                           "notations, par exemple `[\"t2-t1\", \"w-f1\"]`)."),
    "step_ok": Phrase(en="move {i} `{move}`: played — {why}", fr="coup {i} `{move}` : joué — {why}"),
    "step_bad": Phrase(en="move {i} `{move}`: refused — {why} (the moves after it were not played)",
                       fr="coup {i} `{move}` : refusé — {why} (les coups suivants n'ont pas été "
                          "joués)"),
    "step_unreadable": Phrase(en="move {i} `{move}`: not understood — {why}",
                              fr="coup {i} `{move}` : incompris — {why}"),
    "goal_met": Phrase(en="goal reached: {goal}", fr="but atteint : {goal}"),
    "goal_missed": Phrase(en="goal not reached yet: {goal}", fr="but pas encore atteint : {goal}"),
    "too_long": Phrase(en="it works, though {best} moves are enough (you used {n})",
                       fr="ça marche, mais {best} coups suffisent (vous en avez joué {n})"),
    "pile_is": Phrase(en="{pile} holds {cards}", fr="{pile} contient {cards}"),
    "on_foundation": Phrase(en="{card} ({name}) is on a foundation",
                            fr="{card} ({name}) est sur une fondation"),
    "won": Phrase(en="every card is on the foundations", fr="toutes les cartes sont sur les fondations"),
    "ask_capacity": Phrase(en="With {cells} empty free {cells|cell|cells} and {piles} empty "
                              "{piles|column|columns}, how many cards at most may a sequence have to move "
                              "in one go{onto}?",
                           fr="Avec {cells} {cells|cellule libre vide|cellules libres vides} et {piles} "
                              "{piles|colonne vide|colonnes vides}, combien de cartes au plus une suite "
                              "peut-elle avoir pour se déplacer d'un coup{onto} ?"),
    "onto_empty": Phrase(en=" into one of those empty columns", fr=" vers l'une de ces colonnes vides"),
    "capacity": Phrase(en="(free cells + 1) × 2^(empty columns) = ({cells} + 1) × 2^{piles} = **{value}**",
                       fr="(cellules libres + 1) × 2^(colonnes vides) = ({cells} + 1) × 2^{piles} = "
                          "**{value}**"),
    "capacity_onto": Phrase(en="the column the sequence goes to does not count as a free space, so only "
                               "{piles} empty {piles|column helps|columns help}",
                            fr="la colonne d'arrivée ne compte pas comme place libre : {piles|seule|seules} "
                               "{piles} {piles|colonne vide aide|colonnes vides aident}"),
    "your_answer": Phrase(en="your answer: {answer}", fr="votre réponse : {answer}"),
    "ask_fit": Phrase(en="Rule: **{rule}**. Which of these cards may go on {onto} ({name})? {cards}. "
                         "Answer with a list of card codes.",
                      fr="Règle : **{rule}**. Lesquelles de ces cartes peuvent aller sur {onto} ({name}) ? "
                         "{cards}. Répondez par une liste de codes de cartes."),
    "fits": Phrase(en="fits", fr="va"), "not_fits": Phrase(en="does not fit", fr="ne va pas"),
    "fit_line": Phrase(en="{card}: you said it {said}; it {truth} — {why}",
                       fr="{card} : selon vous elle {said} ; en fait elle {truth} — {why}"),
    "fit_why_ok": Phrase(en="{rule}", fr="{rule}"),
    "fit_why_no": Phrase(en="refused by « {concept} »: {rule}", fr="refusé par « {concept} » : {rule}"),
    "count_one": Phrase(en="Your answer is wrong.", fr="Votre réponse est fausse."),
    "count_of": Phrase(en="{n} of your {total} answers {n|is|are} wrong.",
                       fr="{n} de vos {total} réponses {n|est fausse|sont fausses}."),
    "count_piles": Phrase(en="{n} {n|pile is|piles are} wrong or missing in your list.",
                          fr="{n} {n|pile est fausse ou manquante|piles sont fausses ou manquantes} dans "
                             "votre liste."),
    "count_step": Phrase(en="Move {i} of your list is refused.", fr="Le coup {i} de votre liste est refusé."),
    "count_unread": Phrase(en="Move {i} of your list cannot be read.",
                           fr="Le coup {i} de votre liste est illisible."),
    "count_goal": Phrase(en="Your moves are all legal, but the goal is not reached.",
                         fr="Vos coups sont tous permis, mais le but n'est pas atteint."),
    "hint_concept": Phrase(en="Hint: think about {terms} (see the {n|glossary entry|glossary entries}).",
                           fr="Indice : pensez à {terms} (voir {n|la fiche|les fiches} du glossaire)."),
    "how_to_reveal": Phrase(en="Try again; to see every answer explained, run the check again with "
                               "`reveal=True`.",
                            fr="Réessayez ; pour voir chaque réponse expliquée, relancez la vérification "
                               "avec `reveal=True`."),
    "ask_rule": Phrase(en="Which rule refuses this move? {move}. Answer with the rule's name (its glossary "
                          "term, in English or French).",
                       fr="Quelle règle refuse ce coup ? {move}. Répondez par le nom de la règle (son terme "
                          "du glossaire, en français ou en anglais)."),
    "ask_rule_choices": Phrase(
        en="Which rule refuses this move? {move}. Answer with a letter, or name the rule in words, as a "
           "choice below or the glossary writes it, in English or French, in capitals or not.",
        fr="Quelle règle refuse ce coup ? {move}. Répondez par une lettre, ou nommez la règle en toutes "
           "lettres, comme l'écrit un des choix ci-dessous ou le glossaire, en français ou en anglais, avec "
           "ou sans majuscules."),
    "rule_right": Phrase(en="« {concept} » refuses it: {why}", fr="« {concept} » le refuse : {why}"),
    "rule_wrong": Phrase(en="you named {given}; the rule that refuses it is « {concept} »: {why}",
                         fr="vous avez nommé {given} ; la règle qui le refuse est « {concept} » : {why}"),
    "rule_unknown": Phrase(en="« {given} » is not a glossary term; the rule that refuses it is "
                              "« {concept} »: {why}",
                           fr="« {given} » n'est pas un terme du glossaire ; la règle qui le refuse est "
                              "« {concept} » : {why}"),
    "rule_not_a_choice": Phrase(
        en="« {given} » names none of the choices. Answer with a letter, or with a choice's name: {choices}.",
        fr="« {given} » ne nomme aucun des choix. Répondez par une lettre, ou par le nom d'un choix : "
           "{choices}."),
    "rule_ambiguous": Phrase(
        en="« {given} » fits more than one choice ({matches}). Answer with a letter, or with a choice's "
           "whole name: {choices}.",
        fr="« {given} » correspond à plusieurs choix ({matches}). Répondez par une lettre, ou par le nom "
           "complet d'un choix : {choices}."),
    "rule_hint": Phrase(en="Look at what {pile} accepts, and at the cards that move.",
                        fr="Regardez ce qu'accepte {pile}, et les cartes qui bougent."),
    "noted": Phrase(en="📝 Noted — your teacher will read it (the engine does not score it).",
                    fr="📝 C'est enregistré — votre enseignant le lira (le moteur ne note pas cette "
                       "réponse)."),
    "write_it": Phrase(en="✏️ Write your explanation as a sentence between quotes, then run the cell again.",
                       fr="✏️ Écrivez votre explication en une phrase entre guillemets, puis relancez la "
                          "cellule."),
    "your_text": Phrase(en="your explanation: {text}", fr="votre explication : {text}"),
    "no_explanations": Phrase(en="No explanation written yet.",
                              fr="Aucune explication écrite pour l'instant."),
    "solution": Phrase(en="Solution", fr="Solution"),
    "nothing": Phrase(en="nothing", fr="rien"),
    "and": Phrase(en="{first} and {second}", fr="{first} et {second}"),
})
