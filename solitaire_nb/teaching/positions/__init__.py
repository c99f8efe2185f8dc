"""The prepared positions of each game, one module per game module of
:mod:`solitaire_nb.games` and named like it: ``EXAMPLES``, a list (a dict by game id where
that module declares several games; see :mod:`solitaire_nb.teaching.examples`)."""
