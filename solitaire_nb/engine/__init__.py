"""Playing: positions, moves, notation, saving, outcome and play-outs.

The engine plays the rules declared in :mod:`solitaire_nb.rules`; it never
imports a game module (games register themselves) nor anything of the table.
"""
