"""How one game differs from another: the differences that change play most come first."""

from __future__ import annotations

from solitaire_nb.teaching.compare import differences


def test_the_face_up_pyramid_of_treize_comes_first():
    lines = differences("treize", "thirteen", "en")
    assert lines[0] == "Tableau, cards dealt face down — here: 0 of 28; in Thirteen: 21 of 28."
    assert "0 sur 28" in differences("treize", "thirteen", "fr")[0]


def test_a_different_goal_comes_before_everything():
    lines = differences("poker", "gaps", "en")
    assert lines[0].startswith("Goal — here: Fill the grid") and ".;" not in lines[0]
    assert lines[-1].startswith("Deck")


def test_a_kind_of_pile_one_game_lacks_comes_before_the_rules_it_shares():
    lines = differences("freecell", "klondike", "en")
    assert lines[0] == "Free cell — here: 4 piles; in Klondike: 0 piles."
    assert lines.index("Tableau — here: 8 piles; in Klondike: 7 piles.") == len(lines) - 1


def test_same_rules_dealt_alike_say_so():
    assert differences("klondike", "klondike", "en") == [
        "Same piles and the same rules, in the glossary's words, as in Klondike: the difference lies "
        "in the deal or in the game's notes."]
