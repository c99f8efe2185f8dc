"""The prepared positions of each game, one module per game module of
:mod:`solitaire_nb.games` and named like it (see :mod:`solitaire_nb.teaching.examples`)."""
