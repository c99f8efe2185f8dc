"""Error messages: what a learner reads when something is refused, in English and French."""

import pytest

import solitaire_nb as sn
from solitaire_nb import Move
from solitaire_nb.text import glossary


@pytest.fixture(autouse=True)
def english():
    sn.set_lang("en")
    yield
    sn.set_lang("en")


def test_unknown_game_lists_the_valid_ids():
    with pytest.raises(ValueError) as info:
        sn.new_game("klondyke")
    message = str(info.value)
    assert "klondyke" in message
    for game_id in sn.list_games():
        assert game_id in message


def test_list_games():
    games = sn.list_games()
    assert {"klondike", "freecell"} <= set(games)
    assert games == sorted(games)


def test_unknown_option_lists_the_valid_ones():
    with pytest.raises(ValueError) as info:
        sn.new_game("klondike", deal=1, drawn=3)
    message = str(info.value)
    assert "drawn" in message and "draw" in message and "redeals" in message
    with pytest.raises(ValueError) as info:
        sn.new_game("freecell", deal=1, draw=3)
    valid = list(sn.game_info("freecell").options) or ["none"]
    assert all(name in str(info.value) for name in valid)


@pytest.mark.parametrize("option, value, valid", [
    ("draw", 2, ["1", "3"]),
    ("redeals", 5, ["0", "2", "'unlimited'"]),
    ("redeals", "forever", ["'unlimited'"]),
])
def test_bad_option_value_lists_the_valid_ones(option, value, valid):
    with pytest.raises(ValueError) as info:
        sn.new_game("klondike", deal=1, **{option: value})
    message = str(info.value)
    assert option in message and repr(value) in message
    for text in valid:
        assert text in message


def test_options_are_documented():
    info = sn.game_info("klondike")
    assert set(info.options) == {"draw", "redeals"}
    assert info.options["draw"].values == (1, 3) and info.options["draw"].default == 1
    for choice in info.options.values():
        assert choice.labels["en"] and choice.labels["fr"]


REFUSALS = [
    # (game, piles, move, glossary key)
    ("klondike", {"tableau1": "8S", "tableau2": "7C"}, "t2-t1", "build_alternate_colour"),
    ("klondike", {"tableau1": "8S", "tableau2": "6H"}, "t2-t1", "build_down"),
    ("klondike", {"tableau1": "QH", "tableau2": ""}, "t1-t2", "empty_king_only"),
    ("klondike", {"tableau1": "2H"}, "t1-f1", "base_card"),
    ("klondike", {"tableau1": "(8S)", "tableau2": "7H"}, "t2-t1", "face_down"),
    ("klondike", {"waste": "7H 8S"}, Move("waste", "tableau1", 2), "single_card_move"),
    ("freecell", {"foundation1": "AS", "tableau1": "3D"}, "f1-t1", "out_of_play"),
    ("freecell", {"reserve1": "AS", "tableau1": "3D"}, "1a", "free_cell"),
    ("freecell", {"reserve1": "KC", "reserve2": "KD", "reserve3": "KH", "reserve4": "KS",
                  "tableau1": "9S 8D", "tableau2": "TH", "tableau3": "QC", "tableau4": "QD", "tableau5": "QH",
                  "tableau6": "QS", "tableau7": "JC", "tableau8": "JD"}, "12x2", "free_cell_limited_move"),
]


@pytest.mark.parametrize("name, piles, move, key", REFUSALS)
def test_illegal_move_names_the_rule_in_english(name, piles, move, key):
    game = sn.position(name, piles, reachable=False)
    before = game.to_json()
    with pytest.raises(sn.IllegalMove) as info:
        game.play(move)
    error = info.value
    assert isinstance(error, ValueError)
    assert error.reason.rule.key == key
    term = glossary.entry(key).term["en"]
    if "{" not in term:
        assert term in str(error)
    assert error.reason.rule.label("en") in str(error)
    assert game.explain(move) == error.reason.text("en")
    assert game.to_json() == before
    assert error.move == game._coerce(move)


@pytest.mark.parametrize("name, piles, move, key", REFUSALS)
def test_explain_in_french(name, piles, move, key):
    game = sn.position(name, piles, reachable=False)
    before = game.to_json()
    french = game.explain(move, lang="fr")
    english = game.explain(move, lang="en")
    assert french != english
    term = glossary.entry(key).term["fr"]
    if "{" not in term:
        assert term in french
    assert glossary.entry(key).term["en"] not in french or \
        glossary.entry(key).term["en"] == glossary.entry(key).term["fr"]
    assert game.to_json() == before


def test_the_language_setting_applies_to_errors():
    game = sn.position("klondike", {"tableau1": "8S", "tableau2": "7C"})
    sn.set_lang("fr")
    assert sn.get_lang() == "fr"
    with pytest.raises(sn.IllegalMove) as info:
        game.play("t2-t1")
    assert glossary.entry("build_alternate_colour").term["fr"] in str(info.value)
    assert info.value.text("en") != info.value.text("fr")
    sn.set_lang("en")
    with pytest.raises(sn.IllegalMove) as info:
        game.play("t2-t1")
    assert glossary.entry("build_alternate_colour").term["en"] in str(info.value)


def test_unknown_language():
    with pytest.raises(ValueError, match="en, fr"):
        sn.set_lang("de")
    game = sn.new_game("freecell", deal=1)
    with pytest.raises(ValueError, match="de"):
        game.explain("1a", lang="de")


def test_explain_a_legal_move():
    game = sn.position("klondike", {"tableau1": "8S", "tableau2": "7H"})
    assert game.explain("t2-t1", lang="en").startswith("Legal")
    assert game.explain("t2-t1", lang="fr").startswith("Coup permis")


def test_moves_with_unknown_piles_or_counts_are_refused_cleanly():
    game = sn.new_game("klondike", deal=2)
    before = game.to_json()
    for move in [Move("tableau9", "tableau1"), Move("tableau1", "pile"), Move("tableau1", "tableau1"),
                 Move("tableau1", "tableau2", 0), Move("tableau1", "tableau2", 5),
                 Move("tableau1", "tableau2", -1)]:
        with pytest.raises(sn.IllegalMove) as info:
            game.play(move)
        assert info.value.reason.rule.key == "pile"
        assert str(info.value)
    assert game.to_json() == before


def test_pile_lookup_names_the_valid_piles():
    game = sn.new_game("freecell", deal=1)
    with pytest.raises(KeyError) as info:
        game.pile("stock")
    assert "reserve1" in str(info.value) and "tableau8" in str(info.value)


def test_dealing_in_freecell_is_refused():
    game = sn.new_game("freecell", deal=1)
    with pytest.raises(sn.IllegalMove):
        game.play("deal")
    with pytest.raises(sn.IllegalMove):
        game.play("redeal")


def test_every_refusal_message_renders_in_both_languages():
    game = sn.new_game("klondike", deal=8)
    pile_ids = [p.id for p in game.piles]
    for source in pile_ids:
        for target in pile_ids:
            for count in (1, 2, 3):
                move = Move(source, target, count)
                refusal = game.check(move)
                if refusal is None:
                    continue
                for lang in ("en", "fr"):
                    text = refusal.text(lang)
                    assert text and "{" not in text and "}" not in text
                    assert text.startswith(refusal.rule.label(lang))
