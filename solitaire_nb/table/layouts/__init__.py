"""The table layout of each game that does not use the default one, one module per game
module of :mod:`solitaire_nb.games` and named like it: ``LAYOUT`` (a dict by game id where
that module declares several games), or ``layout(**options)`` where the table depends on
the game's options (see :func:`solitaire_nb.table.layout.layout_for`)."""
