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
    changed_group,
    check_declaration,
    game_info,
    list_games,
    option_sets,
    register,
    resolve_options,
)
from .double_click import (  # noqa: F401
    TO_FOUNDATION,
    TO_FOUNDATION_OR_FREE_CELL,
    DoubleClickRule,
    ToFoundation,
    ToFoundationOrFreeCell,
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
    NO_SCORE,
    SAFE_AUTOPLAY,
    SPIDER_WIN,
    AllOnFoundations,
    CardsPlayedToFoundations,
    CompleteRunsWon,
    EveryCardAutoplay,
    NoScore,
    SafeAutoplay,
    SameSuitRunScore,
    ScoreRule,
)
from .local import (  # noqa: F401
    Action,
    Effect,
    GameRule,
    LocalConcept,
)
from .piles import (  # noqa: F401
    Foundations,
    FreeCells,
    PileGroup,
    Refusal,
    Reserves,
    Stock,
    Tableau,
    Waste,
)
from .roles import Role  # noqa: F401
from .run_foundations import CompleteRunFoundations, RunFoundations  # noqa: F401
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
    RoleWord,
)

__all__ = [
    'ALTERNATE_COLOUR', 'ANY_SUIT_BUT_OWN', 'BY_COLOUR', 'BY_SUIT', 'REGARDLESS_OF_SUIT', 'WRAP',
    'AlternateColour', 'AnySuitButOwn', 'Build', 'ByColour', 'BySuit', 'Down', 'RankOrder',
    'RegardlessOfSuit', 'SuitRule', 'Up', 'UpOrDown', 'Wrap', 'DOUBLE_DECK', 'JOKER_DECK',
    'ONE_SUIT_DECK', 'RANK_LETTERS', 'RANK_NAMES', 'RED_SUITS', 'STANDARD_DECK', 'SUIT_NAMES',
    'SUIT_SYMBOLS', 'SUITS', 'TRIPLE_DECK', 'TWO_SUIT_DECK', 'Card', 'CardCodeError', 'Deck',
    'parse_cards', 'stripped_deck', 'Concept', 'AcesToFoundations', 'DealBaseCard', 'DealRow',
    'DealRows', 'DealStep', 'KingsToBottom', 'RestToStock', 'TurnUpTops', 'staircase', 'Choice',
    'Declaration', 'GameInfo', 'changed_group', 'check_declaration', 'game_info', 'list_games',
    'option_sets', 'register', 'resolve_options', 'ANY_CARD', 'KINGS_ONLY', 'NEVER_FILLED',
    'AnyCardWhenEmpty', 'EmptyRule', 'FilledAutomatically', 'KingOnlyWhenEmpty', 'NeverFilled',
    'ACE_BASE', 'COMPLETE_RUN', 'IN_PLAY', 'OUT_OF_PLAY', 'RUN_TO_FOUNDATION', 'BaseCard',
    'CompleteRun', 'InPlay', 'OutOfPlay', 'RunToFoundation', 'is_complete_run', 'same_suit_pairs',
    'CARDS_ON_FOUNDATIONS', 'COMPLETE_RUNS_IN_PILES', 'EVERY_CARD_AUTOPLAY', 'SAFE_AUTOPLAY',
    'SPIDER_WIN', 'TO_FOUNDATION', 'TO_FOUNDATION_OR_FREE_CELL', 'AllOnFoundations',
    'CardsPlayedToFoundations', 'CompleteRunsWon', 'EveryCardAutoplay', 'SafeAutoplay',
    'SameSuitRunScore', 'ScoreRule', 'DoubleClickRule', 'ToFoundation', 'ToFoundationOrFreeCell',
    'Action', 'Effect',
    'GameRule', 'LocalConcept', 'CompleteRunFoundations', 'Foundations', 'FreeCells', 'PileGroup',
    'Refusal', 'Reserves', 'RunFoundations', 'Stock', 'Tableau', 'Waste', 'NO_REDEAL',
    'UNLIMITED_REDEALS', 'DealToEachPile', 'DealToWaste', 'Redeal', 'StockDeal', 'ANY_GROUP',
    'FREE_CELL_LIMITED', 'ONE_CARD', 'SAME_SUIT_SEQUENCE', 'SEQUENCE', 'TOP_OR_FACE_UP_PART',
    'AnyGroup', 'FreeCellLimitedSequence', 'SameSuitSequence', 'Sequence', 'SingleCard',
    'TopCardOrFaceUpPart', 'Unit', 'AUTO_PLAY', 'CARD', 'FACE_DOWN', 'FOUNDATION', 'FREE_CELL',
    'PILE', 'RESERVE', 'SEQUENCE_WORD', 'STOCK', 'TABLEAU', 'WASTE', 'RoleWord', 'Role',
]

from .reserve_fed import (  # noqa: E402, F401
    FROM_WASTE_ONLY,
    FaceDownReserve,
    FedTableau,
    FilledFromReserve,
    FromWasteOnly,
)

__all__ += ["FROM_WASTE_ONLY", "FaceDownReserve", "FedTableau", "FilledFromReserve", "FromWasteOnly"]

from .covering import (  # noqa: E402, F401
    FREE_CARD,
    FreeCard,
    TableauToClear,
    inverted_pyramid,
    peaks,
    pyramid,
)
from .onto_waste import (  # noqa: E402, F401
    TABLEAU_CLEARED,
    TO_WASTE,
    WASTE_BUILDING,
    BuildOnWaste,
    CardsCleared,
    TableauCleared,
    ToWaste,
    WasteBuilding,
)
from .pairs import (  # noqa: E402, F401
    KINGS_ALONE,
    PAIR_REMOVAL,
    Discard,
    InLine,
    PairPlace,
    PairRemoval,
    PairRule,
    RemovedAlone,
    SameRank,
    SameSuit,
    SumsTo,
    Touching,
)

__all__ += ["FREE_CARD", "FreeCard", "TableauToClear", "inverted_pyramid", "peaks", "pyramid",
            "TABLEAU_CLEARED", "TO_WASTE", "ToWaste", "WASTE_BUILDING", "BuildOnWaste", "CardsCleared",
            "TableauCleared",
            "WasteBuilding", "KINGS_ALONE", "PAIR_REMOVAL", "Discard", "InLine", "PairPlace",
            "PairRemoval", "PairRule", "RemovedAlone", "SameRank", "SameSuit", "SumsTo", "Touching"]

from .gaps import (  # noqa: E402, F401
    CloseGapsAfterMove,
    GapsClose,
    RefillThenCloseGaps,
    close_gaps,
    fill_from_stock,
    gaps_would_close,
)

__all__ += ["CloseGapsAfterMove", "GapsClose", "RefillThenCloseGaps", "close_gaps",
            "fill_from_stock", "gaps_would_close"]

from .refill import (  # noqa: E402, F401
    STOCK_REFILLS_CELLS,
    RefilledCells,
    StockRefillsCells,
)

__all__ += ["STOCK_REFILLS_CELLS", "RefilledCells", "StockRefillsCells"]

from .grid_gaps import GapFollows, GapGrid, follows  # noqa: E402, F401

__all__ += ["GapFollows", "GapGrid", "follows"]
