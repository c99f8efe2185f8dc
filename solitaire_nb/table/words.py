"""The table's own words: button labels and the messages of its status line.

Every sentence is a phrase of :mod:`solitaire_nb.text.phrases`; a message waiting
in the status line is kept as a :class:`~solitaire_nb.text.phrases.Said`, so that
switching language re-renders it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..engine.pile import Pile
from ..rules.cards import Card
from ..text.language import LANGUAGES
from ..text.phrases import Phrase, Said, define, join

define("table", {
    "destinations": Phrase(en="legal destinations: {targets}", fr="destinations permises : {targets}"),
    "new_deal": Phrase(en="New deal", fr="Nouvelle donne"),
    "random": Phrase(en="Random deal", fr="Donne au hasard"),
    "new_game": Phrase(en="New game", fr="Nouvelle partie"),
    "play_deal": Phrase(en="Play this deal", fr="Jouer cette donne"),
    "menu": Phrase(en="More", fr="Plus"),
    "menu_tip": Phrase(en="A deal by its number, the solver, helpers, language, the game's options and "
                          "the cards' look",
                       fr="Une donne par son numéro, le solveur, les aides, la langue, les options du jeu "
                          "et l'aspect des cartes"),
    "more": Phrase(en="Full message", fr="Message entier"),
    "more_tip": Phrase(en="Show the whole message", fr="Afficher tout le message"),
    "removed": Phrase(en="Removed", fr="Retirées"),
    "restart": Phrase(en="Restart", fr="Recommencer"),
    "undo": Phrase(en="Undo", fr="Annuler"),
    "redo": Phrase(en="Redo", fr="Rétablir"),
    "hint": Phrase(en="Hint", fr="Indice"),
    "deal_cards": Phrase(en="Turn the stock", fr="Retourner la pioche"),
    "movable": Phrase(en="Show movable cards", fr="Montrer les cartes jouables"),
    "autoplay": Phrase(en="Autoplay", fr="Jeu automatique"),
    "deal": Phrase(en="Deal", fr="Donne"),
    "deal_number": Phrase(en="Deal {n}", fr="Donne {n}"),
    "unlimited": Phrase(en="unlimited", fr="illimitées"),
    "selected": Phrase(en="Selected: {cards}. Legal {n|destination|destinations}: {targets}.",
                       fr="Sélection : {cards}. {n|Destination permise|Destinations permises} : "
                          "{targets}."),
    "no_target": Phrase(en="Selected: {cards}. No legal destination now.",
                        fr="Sélection : {cards}. Aucune destination permise pour l'instant."),
    "solve": Phrase(en="Winnable?", fr="Gagnable ?"),
    "step": Phrase(en="Next move", fr="Coup suivant"),
    "solving": Phrase(en="Searching for a win (at most {seconds} s)…",
                      fr="Recherche d'une victoire (au plus {seconds} s)…"),
    "verdict_winnable": Phrase(en="Winnable: the solver found a win in {n} {n|move|moves}. “Next move” plays "
                                  "it one move at a time; Undo takes moves back.",
                               fr="Gagnable : le solveur a trouvé une victoire en {n} {n|coup|coups}. "
                                  "« Coup suivant » la joue coup par coup ; Annuler reprend les coups."),
    "verdict_winnable_seeing": Phrase(
        en="Winnable: the solver found a win in {n} {n|move|moves}, seeing the face-down cards. "
           "“Next move” plays it one move at a time; Undo takes moves back.",
        fr="Gagnable : le solveur a trouvé une victoire en {n} {n|coup|coups}, en voyant les cartes "
           "face cachée. « Coup suivant » la joue coup par coup ; Annuler reprend les coups.",
    ),
    "verdict_unwinnable": Phrase(en="Not winnable from here: the solver went through every position that "
                                    "can be reached ({n} {n|position|positions}), and none is a win.",
                                 fr="Pas gagnable d'ici : le solveur a parcouru toutes les positions "
                                    "accessibles ({n} {n|position|positions}), et aucune n'est gagnée."),
    "verdict_unknown": Phrase(en="Unknown: no answer within {seconds} s ({n} {n|position|positions} "
                                 "searched). Ask again a few moves later: the search gets shorter.",
                              fr="Inconnu : pas de réponse en {seconds} s ({n} {n|position|positions} "
                                 "examinées). Redemandez quelques coups plus tard : la recherche "
                                 "raccourcit."),
    "step_played": Phrase(en="Move {i} of {n}: {text}", fr="Coup {i} sur {n} : {text}"),
    "step_won": Phrase(en="The game is already won.", fr="La partie est déjà gagnée."),
    "peek": Phrase(en="Peek: {card}.", fr="Coup d'œil : {card}."),
    "nothing_undo": Phrase(en="Nothing to undo.", fr="Rien à annuler."),
    "nothing_redo": Phrase(en="Nothing to redo.", fr="Rien à rétablir."),
    "auto_moves": Phrase(en="Autoplay played {n} {n|move|moves}: {moves}.",
                         fr="Le jeu automatique a joué {n} {n|coup|coups} : {moves}."),
    "said": Phrase(en="{text}", fr="{text}"),
    "won_details": Phrase(en="{n} {n|move|moves} played, score {score}, time {time}.",
                          fr="{n} {n|coup joué|coups joués}, score {score}, temps {time}."),
    "cursor": Phrase(en="Cursor: {pile}, {card}.", fr="Curseur : {pile}, {card}."),
    "cursor_run": Phrase(en="Cursor: {pile}, {n} {n|card|cards}: {cards}.",
                         fr="Curseur : {pile}, {n} {n|carte|cartes} : {cards}."),
    "cursor_empty": Phrase(en="Cursor: {pile}, empty.", fr="Curseur : {pile}, vide."),
    "cursor_face_down": Phrase(en="Cursor: {pile}, {n} face-down {n|card|cards}.",
                               fr="Curseur : {pile}, {n} {n|carte|cartes} face cachée."),
    "card_size": Phrase(en="Cards", fr="Cartes"),
    "card_size_tip": Phrase(en="How big the cards are drawn at most: the table shrinks its cards to "
                               "fit the notebook's width.",
                            fr="La taille maximale des cartes à l'écran : la table rétrécit ses cartes "
                               "pour tenir dans la largeur du notebook."),
    "size_small": Phrase(en="small", fr="petites"),
    "size_medium": Phrase(en="medium", fr="moyennes"),
    "size_large": Phrase(en="large", fr="grandes"),
    "size_extra_large": Phrase(en="extra large", fr="très grandes"),
    "large_print": Phrase(en="Large print", fr="Gros caractères"),
    "large_print_tip": Phrase(en="Big rank and suit in the corner of every card, thick outlines: "
                                 "readable from the back of the room.",
                              fr="Valeur et couleur en grand dans le coin de chaque carte, contours "
                                 "épais : lisible du fond de la salle."),
    "four_colours": Phrase(en="Four colours", fr="Quatre couleurs"),
    "four_colours_tip": Phrase(en="Each suit its own colour: ♠ black, ♥ red, ♦ blue, ♣ green "
                                  "(still distinct for colour-blind eyes).",
                               fr="Chaque couleur a sa teinte : ♠ noir, ♥ rouge, ♦ bleu, ♣ vert "
                                  "(distinctes aussi pour les daltoniens)."),
})


class InEachLanguage:
    """A text written now in every language (an explanation, a refusal, a list of
    cards), given as a phrase parameter: it is rendered in the language of the
    sentence around it, even if the position has changed since."""

    __slots__ = ("texts",)

    def __init__(self, write: Callable[[str], str]) -> None:
        self.texts = {lang: write(lang) for lang in LANGUAGES}

    def phrase_text(self, lang: str = "en") -> str:
        return self.texts[lang]


def cards_text(cards: Iterable[Card]) -> InEachLanguage:
    """Cards with their suit symbols, ``"3♦ 2♣"`` (French rank letters in French)."""
    cards = list(cards)
    return InEachLanguage(lambda lang: " ".join(c.phrase_text(lang) for c in cards))


def names_text(piles: Iterable[Pile]) -> InEachLanguage:
    """Pile names joined as a list, ``"Tableau 2 and Foundation 1"``."""
    piles = list(piles)
    return InEachLanguage(lambda lang: join((p.label(lang) for p in piles), lang))


def said_text(write: Callable[[str], str]) -> Said:
    """A message written now in every language by ``write(lang)`` (a refusal, an explanation)."""
    return Said("table.said", text=InEachLanguage(write))
