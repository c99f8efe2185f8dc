"""The card table: layout, scene (one display list), SVG and PNG pictures, and the widget.

The widget (:class:`Table`) needs ipywidgets and ipycanvas; the rest of this
package only needs the engine.
"""


def __getattr__(name):
    if name == "Table":
        from .widget import Table
        return Table
    raise AttributeError(name)
