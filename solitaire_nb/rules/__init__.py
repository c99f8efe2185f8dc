"""The vocabulary a game is declared in: every glossary concept is one named object here.

Cards and decks (:mod:`.cards`), building (:mod:`.building`), what moves as a unit
(:mod:`.units`), empty-pile rules (:mod:`.empty`), foundations (:mod:`.foundations`),
the stock (:mod:`.stock`), pile kinds (:mod:`.piles`), deal steps (:mod:`.dealing`),
goals — score, win, autoplay — (:mod:`.goals`), game-only concepts (:mod:`.local`),
and the declaration with the registry of games (:mod:`.declaration`).

This layer knows nothing of positions in play: it describes rules.
"""

from .building import (  # noqa: F401
    ALTERNATE_COLOUR,
    ANY_SUIT_BUT_OWN,
    BY_COLOUR,
    BY_SUIT,
    REGARDLESS_OF_SUIT,
    WRAP,
    AlternateColour,
    AnySuitButOwn,
    Build,
    ByColour,
    BySuit,
    Down,
    RankOrder,
    RegardlessOfSuit,
    SuitRule,
    Up,
    UpOrDown,
    Wrap,
)
from .cards import (  # noqa: F401
    DOUBLE_DECK,
    JOKER_DECK,
    ONE_SUIT_DECK,
    RANK_LETTERS,
    RANK_NAMES,
    RED_SUITS,
    STANDARD_DECK,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    SUITS,
    TRIPLE_DECK,
    TWO_SUIT_DECK,
    Card,
    CardCodeError,
    Deck,
    parse_cards,
    stripped_deck,
)
from .concept import (  # noqa: F401
    Concept,
)
from .dealing import (  # noqa: F401
    AcesToFoundations,
    DealBaseCard,
    DealRow,
    DealRows,
    DealStep,
    KingsToBottom,
    RestToStock,
    TurnUpTops,
    staircase,
)
from .declaration import (  # noqa: F401
    Choice,
    Declaration,
    GameInfo,
    game_info,
    list_games,
    register,
    resolve_options,
)
from .empty import (  # noqa: F401
    ANY_CARD,
    KINGS_ONLY,
    NEVER_FILLED,
    AnyCardWhenEmpty,
    EmptyRule,
    FilledAutomatically,
    KingOnlyWhenEmpty,
    NeverFilled,
)
from .foundations import (  # noqa: F401
    ACE_BASE,
    COMPLETE_RUN,
    IN_PLAY,
    OUT_OF_PLAY,
    RUN_TO_FOUNDATION,
    BaseCard,
    CompleteRun,
    InPlay,
    OutOfPlay,
    RunToFoundation,
    is_complete_run,
    same_suit_pairs,
)
from .goals import (  # noqa: F401
    CARDS_ON_FOUNDATIONS,
    COMPLETE_RUNS_IN_PILES,
    EVERY_CARD_AUTOPLAY,
    SAFE_AUTOPLAY,
    SPIDER_WIN,
    TO_FOUNDATION,
    TO_FOUNDATION_OR_FREE_CELL,
    AllOnFoundations,
    CardsPlayedToFoundations,
    CompleteRunsWon,
    EveryCardAutoplay,
    SafeAutoplay,
    SameSuitRunScore,
    ScoreRule,
    ToFoundation,
    ToFoundationOrFreeCell,
)
from .local import (  # noqa: F401
    Action,
    Effect,
    GameRule,
)
from .piles import (  # noqa: F401
    CompleteRunFoundations,
    Foundations,
    FreeCells,
    PileGroup,
    Refusal,
    Reserves,
    RunFoundations,
    Stock,
    Tableau,
    Waste,
)
from .stock import (  # noqa: F401
    NO_REDEAL,
    UNLIMITED_REDEALS,
    DealToEachPile,
    DealToWaste,
    Redeal,
    StockDeal,
)
from .units import (  # noqa: F401
    ANY_GROUP,
    FREE_CELL_LIMITED,
    ONE_CARD,
    SAME_SUIT_SEQUENCE,
    SEQUENCE,
    TOP_OR_FACE_UP_PART,
    AnyGroup,
    FreeCellLimitedSequence,
    SameSuitSequence,
    Sequence,
    SingleCard,
    TopCardOrFaceUpPart,
    Unit,
)
from .words import (  # noqa: F401
    AUTO_PLAY,
    CARD,
    FACE_DOWN,
    FOUNDATION,
    FREE_CELL,
    PILE,
    RESERVE,
    SEQUENCE_WORD,
    STOCK,
    TABLEAU,
    WASTE,
    Role,
)

__all__ = [
    'Concept', 'Card', 'CardCodeError', 'DOUBLE_DECK', 'Deck', 'JOKER_DECK', 'ONE_SUIT_DECK',
    'RANK_LETTERS', 'RANK_NAMES', 'RED_SUITS', 'STANDARD_DECK', 'SUITS', 'SUIT_NAMES',
    'SUIT_SYMBOLS', 'TRIPLE_DECK', 'TWO_SUIT_DECK', 'parse_cards', 'stripped_deck',
    'ALTERNATE_COLOUR', 'ANY_SUIT_BUT_OWN', 'AlternateColour', 'AnySuitButOwn', 'BY_COLOUR',
    'BY_SUIT', 'Build', 'ByColour', 'BySuit', 'Down', 'REGARDLESS_OF_SUIT', 'RankOrder',
    'RegardlessOfSuit', 'SuitRule', 'Up', 'UpOrDown', 'WRAP', 'Wrap', 'ANY_GROUP', 'AnyGroup',
    'FREE_CELL_LIMITED', 'FreeCellLimitedSequence', 'ONE_CARD', 'SAME_SUIT_SEQUENCE', 'SEQUENCE',
    'SameSuitSequence', 'Sequence', 'SingleCard', 'TOP_OR_FACE_UP_PART', 'TopCardOrFaceUpPart',
    'Unit', 'ANY_CARD', 'AnyCardWhenEmpty', 'EmptyRule', 'FilledAutomatically', 'KINGS_ONLY',
    'KingOnlyWhenEmpty', 'NEVER_FILLED', 'NeverFilled', 'ACE_BASE', 'BaseCard', 'COMPLETE_RUN',
    'CompleteRun', 'IN_PLAY', 'InPlay', 'OUT_OF_PLAY', 'OutOfPlay', 'RUN_TO_FOUNDATION',
    'RunToFoundation', 'is_complete_run', 'same_suit_pairs', 'DealToEachPile', 'DealToWaste',
    'NO_REDEAL', 'Redeal', 'StockDeal', 'UNLIMITED_REDEALS', 'AUTO_PLAY', 'CARD', 'FACE_DOWN',
    'FOUNDATION', 'FREE_CELL', 'PILE', 'RESERVE', 'Role', 'SEQUENCE_WORD', 'STOCK', 'TABLEAU',
    'WASTE', 'CompleteRunFoundations', 'Foundations', 'FreeCells', 'PileGroup', 'Refusal',
    'Reserves', 'RunFoundations', 'Stock', 'Tableau', 'Waste', 'AcesToFoundations', 'DealBaseCard',
    'DealRow', 'DealRows', 'DealStep', 'KingsToBottom', 'RestToStock', 'TurnUpTops', 'staircase',
    'AllOnFoundations', 'CARDS_ON_FOUNDATIONS', 'COMPLETE_RUNS_IN_PILES',
    'CardsPlayedToFoundations', 'CompleteRunsWon', 'EVERY_CARD_AUTOPLAY', 'EveryCardAutoplay',
    'SAFE_AUTOPLAY', 'SPIDER_WIN', 'SafeAutoplay', 'SameSuitRunScore', 'ScoreRule', 'ToFoundation', 'ToFoundationOrFreeCell', 'TO_FOUNDATION', 'TO_FOUNDATION_OR_FREE_CELL', 'Action',
    'Effect', 'GameRule', 'Choice', 'Declaration', 'GameInfo', 'game_info', 'list_games',
    'register', 'resolve_options'
]
