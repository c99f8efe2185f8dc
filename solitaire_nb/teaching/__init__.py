"""Teaching: prepared positions, exercises checked by the engine, lessons and tips."""
