"""One test for many cheap items, that names every failing item and its message.

``assert_each(items, check)`` calls ``check(item)`` on every item; an item fails when its
check raises ``AssertionError`` (or any other exception).  The test fails once, at the end,
listing every failing item, so one run shows the whole list, not just the first failure.
Each item starts with a fresh kit, as each test does (tests/conftest.py): in English, with
full feedback and no explanation written.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterable
from typing import Any


def fresh_kit() -> None:
    """The kit as a test starts with it: English, full feedback, no explanation written."""
    import solitaire_nb as sn
    from solitaire_nb.teaching.feedback import feedback_in_steps
    from solitaire_nb.teaching.why import explanations

    sn.set_lang("en")
    feedback_in_steps(False)
    explanations().clear()


def assert_each(items: Iterable[Any], check: Callable[[Any], object], *,
                name: Callable[[Any], str] = repr, limit: int = 200) -> None:
    """Run ``check`` on every item; fail once naming each item that failed, with its message."""
    failures: list[str] = []
    count = 0
    for item in items:
        count += 1
        fresh_kit()
        try:
            check(item)
        except AssertionError as error:
            message = str(error).split("\nassert ", 1)[0].strip()  # pytest's rewriting aside
            if message.startswith("assert "):
                message = message.split("\n", 1)[0]
            failures.append(f"{name(item)}: {message or 'assertion failed'}")
        except Exception as error:  # noqa: BLE001 - every failing item is reported
            where = traceback.extract_tb(error.__traceback__)[-1]
            failures.append(f"{name(item)}: {type(error).__name__}: {error} "
                            f"({where.filename}:{where.lineno})")
    assert count, "no item to check"
    if failures:
        shown = "\n".join(failures[:limit])
        more = f"\n... and {len(failures) - limit} more" if len(failures) > limit else ""
        raise AssertionError(f"{len(failures)} of {count} items fail:\n{shown}{more}")
    fresh_kit()
