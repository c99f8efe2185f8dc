"""Questions of the glossary notebook on cards and decks (``01_glossary_cards_and_decks``).

Every expected answer is worked out from the engine (a deal, a game's deck, the cards
themselves), so the question stays right if a game changes; the notebook shows the
position or the game a question is about, never its answer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.start import new_game
from ...rules.cards import Card, parse_cards
from ...rules.roles import Role
from ...text.phrases import Phrase
from ..exercises import PositionQuestion, Question
from .registry import define, explain_why

#: The game and deal whose top cards learners write as codes.
TOP_CARDS_GAME, TOP_CARDS_DEAL = "golf", 9
#: The cards compared with the Q♦ (same colour, other suit?).
COLOUR_CARDS = "4H 9D 9S JH 2C KD"
#: The cards looked for in the decks of both Maze and Gaps.
BOTH_DECKS_CARDS = "AS KS 7D AH QC"


def _question(key: str, expected: Callable[[], Any], **texts: Any) -> None:
    """Register a question whose expected answer ``expected()`` works out when it is asked
    (so that importing the bank builds no game)."""
    define(key)(lambda: Question(texts["question"], expected(), texts.get("explanation"),
                                      texts.get("hint"), texts.get("concept")))


# --------------------------------------------------------------------------- cards


@define("cards.top_cards")
def _top_cards() -> Question:
    game = new_game(TOP_CARDS_GAME, deal=TOP_CARDS_DEAL)
    tops = [pile.cards[-1].code for pile in game.piles if pile.role == Role.TABLEAU]
    return PositionQuestion(
        game,
        Phrase(en=f"Here is deal {TOP_CARDS_DEAL} of Golf. Write the codes of the top cards of its seven "
                  "columns, from the first column to the last, for example `[\"KS\", \"7H\"]`.",
               fr=f"Voici la donne {TOP_CARDS_DEAL} du Golf. Écrivez les codes des cartes du dessus de ses "
                  "sept colonnes, de la première à la dernière, par exemple `[\"KS\", \"7H\"]`."),
        tops,
        explanation=Phrase(en="Rank first (A 2 … 9 T J Q K), then the suit (C D H S), in English letters "
                              "whatever the language of the pictures.",
                           fr="Le rang d'abord (A 2 … 9 T J Q K), puis la couleur (C D H S), en lettres "
                              "anglaises quelle que soit la langue des images : R♠ s'écrit `KS`."),
        hint=Phrase(en="The top card of a column is the last one dealt, lying over the others: the lowest in "
                       "the picture. A ten is written T; a card written as the picture shows it (K♠) is "
                       "accepted too.",
                    fr="La carte du dessus d'une colonne est la dernière distribuée, posée sur les autres : "
                       "la plus basse sur l'image. Un dix s'écrit T ; une carte écrite comme sur l'image "
                       "(R♠) est acceptée aussi."),
        concept="card")


explain_why(
    "cards.why_ten",
    question=Phrase(
        en="The kit writes the ten of diamonds `TD`, not `10D`, although it reads `10D` when you "
           "type it. Why is `T` a good choice?",
        fr="Le kit écrit le dix de carreau `TD` et non `10D`, bien qu'il lise `10D` quand vous le "
           "tapez. Pourquoi `T` est-il un bon choix ?",
    ),
    concept="card")


# --------------------------------------------------------------------------- suits and colours


def _same_colour_other_suit(cards: str, than: str) -> list[str]:
    reference = Card.parse(than)
    return [card.code for card in parse_cards(cards)
            if card.red == reference.red and card.suit != reference.suit]


_question(
    "cards.colour_not_suit",
    question=Phrase(en="Which of these cards have the same colour as the Q♦ but not its suit: "
                       "4♥, 9♦, 9♠, J♥, 2♣, K♦? Answer with a list of cards, for example `[\"4H\"]`.",
                    fr="Lesquelles de ces cartes sont de la même couleur, rouge ou noire, que la D♦, mais "
                       "pas de la même couleur (trèfle, carreau, cœur, pique) : 4♥, 9♦, 9♠, V♥, 2♣, R♦ ? "
                       "Répondez par une liste de cartes, par exemple `[\"4H\"]`."),
    expected=lambda: _same_colour_other_suit(COLOUR_CARDS, "QD"),
    explanation=Phrase(en="The Q♦ is red: hearts are red too but another suit; the diamonds share its suit; "
                          "clubs and spades are black.",
                       fr="La D♦ est rouge : les cœurs sont rouges aussi, mais d'une autre couleur ; les "
                          "carreaux sont de sa couleur ; trèfles et piques sont noirs."),
    hint=Phrase(en="Two tests for each card: is it red like the Q♦? Is its suit different?",
                fr="Deux questions pour chaque carte : est-elle rouge comme la D♦ ? Sa couleur est-elle "
                   "différente ?"),
    concept="colour")


# --------------------------------------------------------------------------- ranks


explain_why(
    "cards.ace_never_discarded",
    question=Phrase(en="In Fortunes, a top card is discarded when another pile shows a higher card of its "
                       "suit, and the Ace counts highest. Why is an Ace never discarded there?",
                    fr="Dans Fortunes, une carte du dessus est écartée quand une autre pile montre une carte "
                       "plus haute de sa couleur, et l'As compte comme la plus haute. Pourquoi un As n'y "
                       "est-il jamais écarté ?"),
    concept="rank")


# --------------------------------------------------------------------------- decks


_question(
    "cards.spiderette_deck",
    question=Phrase(en="Spider plays with a double deck. How many cards does Spiderette, its smaller "
                       "relative, play with?",
                    fr="L'araignée se joue avec un paquet double. Avec combien de cartes se joue « La petite "
                       "araignée », sa cousine plus petite ?"),
    expected=lambda: new_game("spiderette", deal=1).declaration.deck.size,
    explanation=Phrase(en="Spiderette plays with one standard deck: 52 cards, in seven columns as in "
                          "Klondike. A game's relatives do not always share its deck.",
                       fr="La petite araignée se joue avec un seul paquet standard : 52 cartes, sur sept "
                          "colonnes comme au Klondike. Les cousins d'un jeu n'ont pas toujours son paquet."),
    hint=Phrase(en="Look at the game's deck: `sn.new_game(\"spiderette\").declaration.deck`.",
                fr="Regardez le paquet du jeu : `sn.new_game(\"spiderette\").declaration.deck`."),
    concept="deck")


def _stock_after_deal(game_id: str) -> int:
    return len(new_game(game_id, deal=1).pile("stock").cards)


_question(
    "cards.klondike_stock",
    question=Phrase(en="Klondike deals 1 card to its first column, 2 to the second, and so on up to 7 to the "
                       "seventh; the rest of the deck is the stock. How many cards are in the stock?",
                    fr="Le Klondike distribue 1 carte sur sa première colonne, 2 sur la deuxième, et ainsi "
                       "de suite jusqu'à 7 sur la septième ; le reste du paquet forme la pioche. Combien "
                       "de cartes compte la pioche ?"),
    expected=lambda: _stock_after_deal("klondike"),
    explanation=Phrase(en="1 + 2 + … + 7 = 28 cards go to the columns, and 52 − 28 = 24 stay in the stock.",
                       fr="1 + 2 + … + 7 = 28 cartes vont sur les colonnes, et 52 − 28 = 24 restent dans "
                          "la pioche."),
    hint=Phrase(en="Add the cards of the seven columns, then take them from the 52 cards of the deck.",
                fr="Additionnez les cartes des sept colonnes, puis retirez-les des 52 cartes du paquet."),
    concept="standard_deck")


explain_why(
    "cards.eight_foundations",
    question=Phrase(en="Forty Thieves and Gypsy have eight foundations, where Klondike has four. Why?",
                    fr="« Les quarante voleurs » et Bohémien ont huit fondations, là où le Klondike en a "
                       "quatre. Pourquoi ?"),
    concept="double_deck")


_question(
    "cards.thieves_stock",
    question=Phrase(en="Thieves plays with a joker deck. It deals five rows of seven cards face up and one "
                       "card onto the waste; the other cards are the stock. How many cards are in the stock?",
                    fr="« Les Voleurs » se joue avec un paquet Joker. Le jeu distribue cinq rangées de sept "
                       "cartes face visible et une carte sur la défausse ; les autres cartes forment la "
                       "pioche. Combien de cartes compte la pioche ?"),
    expected=lambda: _stock_after_deal("thieves"),
    explanation=Phrase(en="A joker deck has 52 + 2 = 54 cards; 5 × 7 = 35 go to the columns and 1 to the "
                          "waste, so 54 − 36 = 18 stay in the stock.",
                       fr="Un paquet Joker a 52 + 2 = 54 cartes ; 5 × 7 = 35 vont sur les colonnes et 1 sur "
                          "la défausse, donc 54 − 36 = 18 restent dans la pioche."),
    hint=Phrase(en="How many cards has a joker deck? Then take away the 35 cards of the columns and the "
                   "one on the waste.",
                fr="Combien de cartes a un paquet Joker ? Retirez-en ensuite les 35 cartes des colonnes et "
                   "celle de la défausse."),
    concept="joker_deck")


@define("cards.triple_runs")
def _triple_runs() -> Question:
    game = new_game("spider_three_decks", deal=1)
    runs = sum(1 for pile in game.piles if pile.role == Role.FOUNDATION)
    return Question(
        Phrase(
            en="Spider Three Decks is won by building every card into runs of one suit from King down to "
               "Ace, thirteen cards each. How many runs must you build?",
            fr="On gagne « L'araignée à trois paquets » en rangeant toutes les cartes en suites d'une même "
               "couleur, du Roi à l'As, de treize cartes chacune. Combien de suites faut-il construire ?",
        ),
        runs,
        explanation=Phrase(en="A triple deck has 3 × 52 = 156 cards, and 156 ÷ 13 = 12 runs: each suit runs "
                              "three times. The game has one foundation per run.",
                           fr="Un paquet triple a 3 × 52 = 156 cartes, et 156 ÷ 13 = 12 suites : chaque "
                              "couleur y est trois fois. Le jeu a une fondation par suite."),
        hint=Phrase(en="Count the cards of a triple deck, then divide by the thirteen cards of a run.",
                    fr="Comptez les cartes d'un paquet triple, puis divisez par les treize cartes d'une "
                       "suite."),
        concept="triple_deck")


def _in_both_decks(cards: str, *games: str) -> list[str]:
    decks = [{card.code for card in new_game(game, deal=1).declaration.deck.cards()} for game in games]
    return [card.code for card in parse_cards(cards) if all(card.code in deck for deck in decks)]


_question(
    "cards.maze_and_gaps",
    question=Phrase(en="Maze and Gaps both play with a stripped deck of 48 cards. Which of these cards can "
                       "you meet in both games: A♠, K♠, 7♦, A♥, Q♣? Answer with a list of cards.",
                    fr="« Le labyrinthe » et Gaps se jouent tous deux avec un paquet réduit de 48 cartes. "
                       "Lesquelles de ces cartes peut-on rencontrer dans les deux jeux : A♠, R♠, 7♦, A♥, "
                       "D♣ ? Répondez par une liste de cartes."),
    expected=lambda: _in_both_decks(BOTH_DECKS_CARDS, "maze", "gaps"),
    explanation=Phrase(
        en="Maze takes out the Kings and Gaps the Aces: only the cards from Two to Queen "
           "are in both decks.",
        fr="Le labyrinthe retire les Rois et Gaps les As : seules les cartes du Deux à la Dame "
           "sont dans les deux paquets.",
    ),
    hint=Phrase(en="Two games, two different ranks taken out: a card must survive both.",
                fr="Deux jeux, deux rangs retirés différents : une carte doit rester dans les deux."),
    concept="stripped_deck")
