"""Text: the language setting, phrases, the glossary and the engine's phrasebook."""

from . import messages  # noqa: F401  (defines the refusal and move phrases once, on first use of text)
