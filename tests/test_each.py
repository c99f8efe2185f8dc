"""tests/each.py reports every failing item, with its message, and fails on no item."""

import pytest
from each import assert_each


def test_every_failing_item_is_named_with_its_message():
    def check(n):
        assert n % 2 == 0, f"{n} is odd"
        if n == 4:
            raise KeyError("four")

    with pytest.raises(AssertionError) as failed:
        assert_each(range(6), check, name=lambda n: f"item {n}")
    message = str(failed.value)
    assert message.startswith("4 of 6 items fail:")
    for part in ("item 1: 1 is odd", "item 3: 3 is odd", "item 5: 5 is odd",
                 "item 4: KeyError: 'four'"):
        assert part in message
    assert "item 0" not in message and "item 2" not in message


def test_nothing_to_check_fails():
    with pytest.raises(AssertionError):
        assert_each([], lambda item: None)
