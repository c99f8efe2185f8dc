"""What several games share: rules of a family of games (their layouts are in
:mod:`solitaire_nb.table.family_layouts`, their prepared positions in
:mod:`solitaire_nb.teaching.family_positions`)."""
