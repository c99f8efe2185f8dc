"""Every game of the kit, one short declaration per module."""

from . import freecell, klondike  # noqa: F401
from . import beleaguered_castle  # noqa: F401
from . import streets_and_alleys  # noqa: F401
from . import fortress  # noqa: F401
from . import bakers_dozen  # noqa: F401
from . import king_albert  # noqa: F401
from . import athena  # noqa: F401
from . import aunt_mary  # noqa: F401
from . import gold_mine  # noqa: F401
from . import jumbo  # noqa: F401
from . import saratoga  # noqa: F401
from . import thumb_and_pouch  # noqa: F401
from . import agnes  # noqa: F401
from . import easthaven  # noqa: F401
from . import giant  # noqa: F401
from . import gypsy  # noqa: F401
from . import westhaven  # noqa: F401
from . import whitehead  # noqa: F401
from . import spider  # noqa: F401
from . import spider_three_decks  # noqa: F401
from . import spiderette  # noqa: F401
from . import will_o_the_wisp  # noqa: F401
from . import bakers_game  # noqa: F401
from . import eight_off  # noqa: F401
from . import seahaven  # noqa: F401
from . import forty_thieves  # noqa: F401
from . import bristol  # noqa: F401
from . import cruel  # noqa: F401
from . import chessboard  # noqa: F401
from . import yukon  # noqa: F401
from . import odessa  # noqa: F401
from . import scorpion  # noqa: F401
from . import ten_across  # noqa: F401
from . import diamond_mine  # noqa: F401
from . import zebra  # noqa: F401
