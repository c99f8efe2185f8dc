"""The interactive table (needs ipywidgets and ipycanvas)."""

from .table import STRINGS, Table

__all__ = ["STRINGS", "Table"]
