"""What several games share: teaching positions and layouts of a family of games."""
