"""Every game of the kit, one short declaration per module."""

from . import freecell, klondike  # noqa: F401
from . import beleaguered_castle  # noqa: F401
from . import streets_and_alleys  # noqa: F401
from . import fortress  # noqa: F401
from . import bakers_dozen  # noqa: F401
from . import king_albert  # noqa: F401
