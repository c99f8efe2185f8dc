"""Learner-facing sentences (English and French) built around glossary terms.

The words of each rule come from the glossary entry of the concept that
forbids a move; this module only frames them ("7H cannot go on 8H: ...").
"""

from __future__ import annotations

from .language import resolve_lang

_TEMPLATES = {
    "face_down": {
        "en": "{card} is face down: face-down cards cannot be moved.",
        "fr": "{card} est face cachée : une carte face cachée ne peut pas être déplacée.",
    },
    "onto_face_down": {
        "en": "{card} cannot go on a face-down card.",
        "fr": "{card} ne peut pas aller sur une carte face cachée.",
    },
    "unit": {
        "en": "these {n} cards cannot move together: {rule}.",
        "fr": "ces {n} cartes ne peuvent pas être déplacées ensemble : {rule}.",
    },
    "build": {
        "en": "{card} cannot go on {onto}: {rule}.",
        "fr": "{card} ne peut pas aller sur {onto} : {rule}.",
    },
    "empty": {
        "en": "{card} cannot fill this empty pile: {rule}.",
        "fr": "{card} ne peut pas occuper cette pile vide : {rule}.",
    },
    "from_stock": {
        "en": "cards are not taken from the stock by hand: click it to deal.",
        "fr": "on ne prend pas de carte dans la pioche à la main : cliquez dessus pour distribuer.",
    },
    "onto_stock": {
        "en": "no card can be placed on the stock.",
        "fr": "aucune carte ne peut être posée sur la pioche.",
    },
    "onto_waste": {
        "en": "only the stock deals cards onto the waste.",
        "fr": "seule la pioche distribue des cartes sur la défausse.",
    },
    "out_of_play": {
        "en": "{rule}.",
        "fr": "{rule}.",
    },
    "foundation_one": {
        "en": "cards go to a foundation one at a time.",
        "fr": "les cartes vont sur une fondation une par une.",
    },
    "base": {
        "en": "{card} cannot start this foundation: {rule}.",
        "fr": "{card} ne peut pas commencer cette fondation : {rule}.",
    },
    "capacity": {
        "en": "{n} cards cannot move at once, the free cells and empty piles allow {limit}: {rule}.",
        "fr": "{n} cartes ne peuvent pas être déplacées d'un coup, les cellules libres et les piles "
              "vides en permettent {limit} : {rule}.",
    },
    "onto_reserve": {
        "en": "no card can be placed on a reserve: {rule}.",
        "fr": "aucune carte ne peut être posée sur une réserve : {rule}.",
    },
    "cell_one": {
        "en": "a free cell holds a single card.",
        "fr": "une cellule libre ne contient qu'une seule carte.",
    },
    "cell_full": {
        "en": "this free cell is already occupied: {rule}.",
        "fr": "cette cellule libre est déjà occupée : {rule}.",
    },
    "no_pile": {
        "en": "this game has no pile {pile}.",
        "fr": "ce jeu n'a pas de pile {pile}.",
    },
    "same_pile": {
        "en": "the cards are already on this pile.",
        "fr": "les cartes sont déjà sur cette pile.",
    },
    "too_few": {
        "en": "this pile does not have {n} card(s) to move.",
        "fr": "cette pile n'a pas {n} carte(s) à déplacer.",
    },
    "no_deal": {
        "en": "the stock cannot deal now: {rule}.",
        "fr": "la pioche ne peut pas distribuer maintenant : {rule}.",
    },
    "no_redeal": {
        "en": "no redeal is possible now: {rule}.",
        "fr": "aucune redistribution n'est possible maintenant : {rule}.",
    },
    "game_rule": {
        "en": "{rule}.",
        "fr": "{rule}.",
    },
    "legal": {
        "en": "Legal: {what}",
        "fr": "Coup permis : {what}",
    },
}


def template(key: str, lang: str | None = None) -> str:
    return _TEMPLATES[key][resolve_lang(lang)]


def refusal_text(refusal, lang: str | None = None) -> str:
    """The full sentence for a refusal: the concept's term, then why."""
    lang = resolve_lang(lang)
    rule = refusal.rule
    params = {"rule": rule.rule(lang)}
    d = refusal.details
    key = refusal.message
    if key in ("face_down", "empty", "base"):
        params["card"] = d[0]
    elif key in ("build", "onto_face_down"):
        params["card"], params["onto"] = d[0], d[1]
        if key == "build":
            params["rule"] = d[2].rule(lang)
    elif key == "unit" or key == "foundation_one" or key == "cell_one" or key == "too_few":
        params["n"] = d[0] if d else ""
    elif key == "no_pile":
        params["pile"] = d[0]
    elif key == "capacity":
        params["n"], params["limit"] = d
    elif key == "game_rule":
        params["rule"] = d[0][lang] if d else params["rule"]
    text = template(key, lang).format(**params)
    return f"{rule.label(lang)} — {text}"


_PLAIN = {
    "move": {"en": "move {what} from {source} to {target}",
             "fr": "déplacer {what} de {source} vers {target}"},
    "deal": {"en": "deal from the stock", "fr": "distribuer depuis la pioche"},
    "redeal": {"en": "turn the waste over to make a new stock (redeal)",
               "fr": "retourner la défausse pour refaire la pioche (redistribution)"},
    "cards": {"en": "{n} cards from {card}", "fr": "{n} cartes à partir de {card}"},
}


def plain(key: str, lang: str | None = None, **params) -> str:
    return _PLAIN[key][resolve_lang(lang)].format(**params)
