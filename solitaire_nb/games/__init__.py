"""Every game of the kit, one short declaration per module."""

from . import (  # noqa: F401
    agnes,  # noqa: F401
    athena,  # noqa: F401
    aunt_mary,  # noqa: F401
    backbone,  # noqa: F401
    bakers_dozen,  # noqa: F401
    bakers_game,  # noqa: F401
    beleaguered_castle,  # noqa: F401
    bristol,  # noqa: F401
    chessboard,  # noqa: F401
    cruel,  # noqa: F401
    diamond_mine,  # noqa: F401
    easthaven,  # noqa: F401
    eight_off,  # noqa: F401
    fortress,  # noqa: F401
    forty_thieves,  # noqa: F401
    freecell,
    giant,  # noqa: F401
    gold_mine,  # noqa: F401
    gypsy,  # noqa: F401
    jumbo,  # noqa: F401
    king_albert,  # noqa: F401
    klondike,
    odessa,  # noqa: F401
    saratoga,  # noqa: F401
    scorpion,  # noqa: F401
    seahaven,  # noqa: F401
    spider,  # noqa: F401
    spider_three_decks,  # noqa: F401
    spiderette,  # noqa: F401
    streets_and_alleys,  # noqa: F401
    ten_across,  # noqa: F401
    thumb_and_pouch,  # noqa: F401
    union_square,  # noqa: F401
    westhaven,  # noqa: F401
    whitehead,  # noqa: F401
    will_o_the_wisp,  # noqa: F401
    yukon,  # noqa: F401
    zebra,  # noqa: F401
)
