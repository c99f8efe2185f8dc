"""The card table: layout, scene (one display list), SVG and PNG pictures, and the widget.

The widget (:class:`Table`) needs ipywidgets and ipycanvas; the rest of this
package only needs the engine.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name == "Table":
        from .widget import Table
        return Table
    raise AttributeError(name)
