"""Every game of the kit, one short declaration per module."""

from . import freecell, klondike  # noqa: F401
