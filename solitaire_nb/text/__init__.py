"""Words for learners: the language setting, the glossary entries and the phrases."""
