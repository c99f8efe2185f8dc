"""The questions of the FreeCell notebook (``11_freecell``).

Answers the engine works out from a position shown in the notebook (where a card may
go, which moves are legal, which rule refuses a move, how many cards may move) are
built in the notebook itself.  Here are the others: a move-sequence puzzle whose
solution must not appear in the notebook, questions whose expected answer the engine
computes from a position or a pretend clock kept out of sight, and "explain why"
questions.
"""

from __future__ import annotations

from ...engine.game import Game
from ...engine.loading import position
from ...rules.roles import Role
from ...text.phrases import Phrase
from ..exercises import BuildSequence, PositionQuestion, Question
from ..goals import AllOf, Custom, PileIs
from .registry import define, explain_why

_KINGS = {"tableau5": "KC", "tableau6": "KD", "tableau7": "KH", "tableau8": "KS"}
_RANKS = "A 2 3 4 5 6 7 8 9 T J Q K".split()


# --------------------------------------------------------------------------- moving a sequence

def _one_card_each(game: Game) -> bool:
    return all(move.count == 1 for move in game.history)


@define("freecell.one_card_at_a_time")
def one_card_at_a_time() -> BuildSequence:
    """Move 5♠ 4♦ onto 6♥ the long way: one card per move, through a free cell."""
    game = position("freecell", {"tableau1": "TC 5S 4D", "tableau2": "7S 6H", "tableau3": "QC",
                                 "tableau4": "QH", **_KINGS})
    goal = AllOf(PileIs("tableau2", "7S 6H 5S 4D"),
                 Custom(_one_card_each, Phrase(en="every move carries a single card",
                                               fr="chaque coup ne déplace qu'une seule carte")))
    return BuildSequence(game, goal, solution=["1a", "12", "a2"])


# --------------------------------------------------------------------------- automatic play

AUTOPLAY_PILES = {"foundation1": "AH", "foundation2": "AD", "foundation3": "AC 2C", "reserve1": "AS",
                  "tableau1": "4C 2S", "tableau2": "9H 3C", "tableau3": "QH", "tableau4": "KD",
                  "tableau5": "KC", "tableau6": "KH", "tableau7": "KS", "tableau8": "QC"}


def _gone_up(game: Game, move: str) -> list[str]:
    """The cards automatic play sends to the foundations after ``move`` (the card played aside)."""
    game = game.copy()
    game.autoplay = True
    played = game.pile(game.parse_move(move).source).cards[-1].code
    before = _on_foundations(game)
    game.play(move)
    return [code for code in _on_foundations(game) if code not in before and code != played]


def _on_foundations(game: Game) -> list[str]:
    return [card.code for pile in game.piles if pile.role == Role.FOUNDATION for card in pile.cards]


@define("freecell.autoplay")
def autoplay() -> PositionQuestion:
    """Predict what automatic play sends home after one move."""
    game = position("freecell", AUTOPLAY_PILES)
    return PositionQuestion(
        game,
        Phrase(en="Automatic play is on. You play `ah`: the A♠ goes from free cell a to its foundation. "
                  "Which cards then go to the foundations by themselves? Answer with a list of cards, "
                  "such as `[\"2H\"]` or `[\"2♥\"]`, or `[]` for none.",
               fr="Le jeu automatique est activé. Vous jouez `ah` : l'A♠ va de la cellule a sur sa "
                  "fondation. Quelles cartes montent ensuite d'elles-mêmes sur les fondations ? "
                  "Répondez par une liste de cartes, comme `[\"2H\"]` ou `[\"2♥\"]`, ou `[]` pour "
                  "aucune."),
        _gone_up(game, "ah"),
        explanation=Phrase(en="2♠ and then 3♣ go up: no card left on the table could still need them. "
                              "4♣ could legally follow, but it stays: the red Threes are not on their "
                              "foundations yet, and one of them could still need a black Four to build "
                              "on.",
                           fr="Le 2♠ puis le 3♣ montent : aucune carte restée sur la table ne peut plus "
                              "en avoir besoin. Le 4♣ pourrait monter lui aussi, mais il reste : les "
                              "Trois rouges ne sont pas encore sur leurs fondations, et l'un d'eux "
                              "pourrait encore avoir besoin d'un Quatre noir pour s'y poser."),
        hint=Phrase(en="A card goes up by itself only when no card left on the table could still need it "
                       "to build on. Look at how far the red foundations have gone.",
                    fr="Une carte ne monte d'elle-même que si aucune carte restée sur la table ne peut "
                       "plus en avoir besoin pour s'y poser. Regardez où en sont les fondations "
                       "rouges."),
        concept="auto_play")


# --------------------------------------------------------------------------- the time-and-moves score

def won_in(moves: int, seconds: float) -> int:
    """The engine's time-and-moves score of a game won in ``moves`` moves after ``seconds``
    seconds of play: the end of such a game is replayed with a pretend clock."""
    piles = {f"foundation{i}": " ".join(rank + suit for rank in _RANKS[:-1])
             for i, suit in enumerate("CDHS", 1)}
    piles |= {"tableau1": "KC", "tableau2": "KD", "tableau3": "KH", "tableau4": "KS"}
    game = position("freecell", piles, scoring="time_and_moves")
    now = [0.0]
    game.clock = lambda: now[0]
    game.move_count = moves - 4  # as if the earlier moves had been played
    for move in ("1h", "2h", "3h"):
        game.play(move)  # the first move starts the clock at 0 s
    now[0] = float(seconds)
    game.play("4h")  # the win stops the clock
    return game.score


@define("freecell.time_and_moves")
def time_and_moves() -> Question:
    """The score of a game won in 93 moves after 3 minutes 19 seconds."""
    return Question(
        Phrase(en="A game is won in 93 moves after 3 minutes 19 seconds of play. What is its "
                  "time-and-moves score? Answer with a number.",
               fr="Une partie est gagnée en 93 coups après 3 minutes 19 secondes de jeu. Quel est son "
                  "score temps et coups ? Répondez par un nombre."),
        won_in(93, 3 * 60 + 19),
        explanation=Phrase(en="93 points for the moves, and 19 for the time: 199 seconds hold 19 "
                              "completed tens of seconds; the last 9 seconds cost nothing.",
                           fr="93 points pour les coups, et 19 pour le temps : 199 secondes contiennent "
                              "19 dizaines de secondes complètes ; les 9 dernières secondes ne coûtent "
                              "rien."),
        hint=Phrase(en="One point per move, plus one per ten seconds the clock has completed, not per ten "
                       "seconds it has started.",
                    fr="Un point par coup, plus un par dizaine de secondes que l'horloge a terminée, pas "
                       "par dizaine commencée."),
        concept="score")


@define("freecell.better_score")
def better_score() -> Question:
    """Which of two won games has the better time-and-moves score?"""
    first, second = won_in(80, 5 * 60), won_in(95, 60)
    return Question(
        Phrase(en="By the time-and-moves score, which game is the better one: **a)** won in 80 moves "
                  "after 5 minutes, or **b)** won in 95 moves after 1 minute? Answer `\"a\"` or `\"b\"`.",
               fr="Selon le score temps et coups, quelle partie est la meilleure : **a)** gagnée en 80 "
                  "coups après 5 minutes, ou **b)** gagnée en 95 coups après 1 minute ? Répondez "
                  "`\"a\"` ou `\"b\"`."),
        "a" if first < second else "b",
        explanation=Phrase(en=f"a) scores 80 + 30 = {first}, b) scores 95 + 6 = {second}; the lower "
                              f"score is the better one.",
                           fr=f"a) obtient 80 + 30 = {first}, b) obtient 95 + 6 = {second} ; le score "
                              f"le plus bas est le meilleur."),
        hint=Phrase(en="Work out both scores; remember that here the lower score wins.",
                    fr="Calculez les deux scores ; rappelez-vous qu'ici le score le plus bas gagne."),
        concept="score")


# --------------------------------------------------------------------------- explain why

explain_why("freecell.why_doubling",
            question=Phrase(en="Why does each empty column double the number of cards that may move "
                               "together, when each empty free cell adds only one?",
                            fr="Pourquoi chaque colonne vide double-t-elle le nombre de cartes qui "
                               "peuvent se déplacer ensemble, alors que chaque cellule libre vide n'en "
                               "ajoute qu'une ?"),
            concept="free_cell_limited_move")

explain_why("freecell.out_of_play",
            question=Phrase(en="In FreeCell a card on a foundation never comes back. Why can sending a "
                               "card home too early make a deal harder to win?",
                            fr="Au FreeCell, une carte posée sur une fondation ne revient jamais. "
                               "Pourquoi envoyer une carte trop tôt sur sa fondation peut-il rendre une "
                               "donne plus difficile à gagner ?"),
            concept="out_of_play")

explain_why("freecell.circles",
            question=Phrase(en="In the position above, `is_lost()` answers False while `outcome()` says "
                               "the game is stuck. Why are both answers right?",
                            fr="Dans la position ci-dessus, `is_lost()` répond False alors que "
                               "`outcome()` dit que la partie est bloquée. Pourquoi les deux réponses "
                               "sont-elles justes ?"))

explain_why("freecell.score_weights",
            question=Phrase(en="This score makes ten seconds of play cost as much as one move. Would you "
                               "weigh time and moves the same way? Why?",
                            fr="Ce score fait coûter dix secondes de jeu autant qu'un coup. Pèseriez-vous "
                               "le temps et les coups de la même façon ? Pourquoi ?"),
            concept="score")
