"""Win finders for games whose deals neither the kit's players nor its solver win often
enough for the puzzle search (``scripts/make_puzzles.py``): each searches a compact model
of one game, seeing every card, and returns only lines the engine replays to a win.
``scripts/puzzle_lines.py`` says which game uses which."""
