"""Declarations: checked by type when a game is registered, found automatically,
derived without sharing, and built for every option combination."""

from __future__ import annotations

import importlib
import itertools

import pytest

import solitaire_nb as sn
from solitaire_nb.games import game_modules
from solitaire_nb.games.union_square import TURN_AROUND
from solitaire_nb.rules import declaration as decl
from solitaire_nb.rules.building import BY_SUIT, Build, Down, Up
from solitaire_nb.rules.cards import STANDARD_DECK
from solitaire_nb.rules.dealing import DealRows
from solitaire_nb.rules.declaration import Choice, Declaration, game_info, option_sets, register
from solitaire_nb.rules.empty import ANY_CARD
from solitaire_nb.rules.foundations import BaseCard
from solitaire_nb.rules.local import GameRule, LocalConcept
from solitaire_nb.rules.piles import Foundations, Tableau
from solitaire_nb.table.layout import layout_for

THROWAWAY = "zz_test_bad_declaration"
TEXT = {"en": "a rule", "fr": "une règle"}


def good(**changes: object) -> Declaration:
    spec = Declaration(
        deck=STANDARD_DECK,
        piles=[Foundations(4, build=Build(Up(), BY_SUIT)),
               Tableau(8, build=Build(Down(), BY_SUIT), empty=ANY_CARD)],
        deal=[DealRows("tableau", face_up=True)],
    )
    for name, value in changes.items():
        setattr(spec, name, value)
    return spec


def register_throwaway(function, options: dict | None = None) -> None:
    try:
        register(THROWAWAY, names={"en": "Test", "fr": "Test"}, summary=TEXT,
                 options=options)(function)
    finally:
        decl._REGISTRY.pop(THROWAWAY, None)


BAD_FIELDS = {
    "deck": "a deck",
    "piles": [Tableau(8, build=Build(Down(), BY_SUIT)), "foundation"],
    "deal": [DealRows("tableau", face_up=True), ("tableau", 1)],
    "score": "cards on foundations",
    "won": object(),
    "rules": [LocalConcept("said_only", TEXT)],
    "actions": [GameRule("not_an_action", TEXT, lambda game, move, cards: False)],
    "effects": [ANY_CARD],
    "autoplay": True,
    "notes": {"en": ["one sentence"], "fr": []},
}


@pytest.mark.parametrize("field", sorted(BAD_FIELDS))
def test_a_bad_field_is_refused_when_registering(field):
    with pytest.raises(TypeError) as error:
        register_throwaway(lambda: good(**{field: BAD_FIELDS[field]}))
    message = str(error.value)
    assert THROWAWAY in message and field in message
    assert THROWAWAY not in sn.list_games()


def test_the_error_names_the_option_set():
    def build(size: int = 8) -> Declaration:
        return good(deck="no deck") if size == 10 else good()

    with pytest.raises(TypeError, match=r"'size': 10.*deck"):
        register_throwaway(build, {"size": Choice((8, 10), 8)})


def test_two_groups_with_one_prefix_are_refused():
    twice = [Tableau(4, build=Build(Down(), BY_SUIT)), Tableau(4, build=Build(Down(), BY_SUIT))]
    with pytest.raises(TypeError, match="piles.*'tableau'"):
        register_throwaway(lambda: good(piles=twice))


def test_option_values_must_be_hashable():
    with pytest.raises(TypeError, match="unhashable"):
        register_throwaway(lambda rows=(): good(), {"rows": Choice(([1], [2]), [1])})


def test_a_good_declaration_registers_and_records_its_module():
    try:
        register(THROWAWAY, names={"en": "Test", "fr": "Test"}, summary=TEXT)(lambda: good())
        assert THROWAWAY in sn.list_games()
        assert game_info(THROWAWAY).module == __name__
    finally:
        decl._REGISTRY.pop(THROWAWAY, None)
    assert THROWAWAY not in sn.list_games()


def test_a_game_rule_needs_a_check_and_a_local_concept_has_none():
    with pytest.raises(TypeError, match="check"):
        GameRule("no_check", TEXT, None)
    with pytest.raises(TypeError, match="'en' and 'fr'"):
        LocalConcept("english_only", {"en": "a rule"})
    said = LocalConcept("said_only", TEXT, label={"en": "Said", "fr": "Dit"})
    assert not hasattr(said, "check")
    assert (said.label("fr"), said.rule("en")) == ("Dit", "a rule")


# --------------------------------------------------------------------------- discovery


def test_every_game_module_registers_a_game_and_every_game_comes_from_one():
    modules = {f"solitaire_nb.games.{name}" for name in game_modules()}
    registered_by = {game_info(game_id).module for game_id in sn.list_games()}
    assert registered_by == modules
    assert len(modules) >= 30


def test_a_module_registers_the_games_it_declares():
    module = importlib.import_module("solitaire_nb.games.klondike")
    assert game_info("klondike").build is module.klondike
    assert game_info("saratoga").module == "solitaire_nb.games.saratoga"


# --------------------------------------------------------------------------- options


def test_option_sets_lists_every_combination():
    sets = option_sets("klondike")
    draws, redeals = game_info("klondike").options["draw"], game_info("klondike").options["redeals"]
    expected = [{"draw": d, "redeals": r} for d, r in itertools.product(draws.values, redeals.values)]
    assert sets == expected
    assert len(sets) == 6  # redeals 0, 2 or unlimited, with draw 1 or 3
    for options in sets:
        assert sn.new_game("klondike", deal=1, **options).options == options


def test_option_sets_of_a_game_without_options():
    assert option_sets("aunt_mary") == [{}]


def test_a_declaration_is_built_once_per_option_set():
    info = game_info("klondike")
    first = info.declaration({"draw": 3, "redeals": 0})
    assert info.declaration({"redeals": 0, "draw": 3}) is first
    assert info.declaration({"draw": 1, "redeals": 0}) is not first


# --------------------------------------------------------------------------- families


def test_a_variant_shares_nothing_mutable_with_its_parent():
    klondike = game_info("klondike").build(draw=1, redeals=2)
    thumb = klondike.but(groups={"tableau": {"empty": ANY_CARD}})
    for mine, theirs in zip(thumb.piles, klondike.piles):
        assert mine is not theirs
    for name in ("piles", "deal", "rules", "actions", "effects", "notes"):
        assert getattr(thumb, name) is not getattr(klondike, name)
    assert thumb.group("tableau").empty is ANY_CARD
    assert klondike.group("tableau").empty is not ANY_CARD
    thumb.group("tableau").count = 3
    thumb.deal.clear()
    assert klondike.group("tableau").count == 7 and klondike.deal


def test_a_variant_states_what_differs():
    klondike = game_info("klondike").build(draw=1, redeals=2)
    aunt_mary = game_info("aunt_mary").build()
    assert aunt_mary.group("tableau").count == 6
    assert repr(aunt_mary.group("tableau").build) == repr(klondike.group("tableau").build)
    saratoga = game_info("saratoga").build(draw=3, redeals="unlimited")
    assert saratoga.group("waste").show == 3 and saratoga.group("stock").redeals.limit is None
    assert all(step.face_up for step in saratoga.deal[:-1])


def test_but_refuses_unknown_fields_groups_and_attributes():
    spec = good()
    with pytest.raises(TypeError, match="colour"):
        spec.but(colour="red")
    with pytest.raises(KeyError, match="waste"):
        spec.but(groups={"waste": {"show": 3}})
    with pytest.raises(AttributeError, match="shape"):
        spec.but(groups={"tableau": {"shape": "round"}})


def test_shared_layouts_are_written_once():
    def layout(game_id: str) -> object:
        return layout_for(sn.new_game(game_id, deal=1))

    assert layout("beleaguered_castle") == layout("streets_and_alleys")
    assert layout("chessboard") == layout("fortress")
    assert layout("beleaguered_castle") != layout("fortress")


# --------------------------------------------------------------------------- game-only rules


def every_declaration():
    for game_id in sn.list_games():
        info = game_info(game_id)
        for options in option_sets(game_id):
            yield game_id, info.declaration(options)


def test_every_foundation_base_is_a_base_card():
    for game_id, spec in every_declaration():
        for group in spec.piles:
            if isinstance(group, Foundations):
                assert isinstance(group.base, BaseCard), game_id


def test_rules_said_but_enforced_elsewhere_are_local_concepts():
    agnes = game_info("agnes").declaration({})
    said = [c for c in agnes.concepts() if c.key == "agnes_sequence_stops_at_base"]
    assert said and all(type(c) is LocalConcept for c in said)
    mine = game_info("diamond_mine").declaration({})
    base = mine.group("foundation").base
    assert base.label("en") == "Any base card" and base.rule("fr").startswith("la fondation")
    assert "diamond_mine_any_start" in {c.key for c in mine.concepts()}


def test_union_square_turn_around_ends_a_complete_foundation():
    down = "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH"
    up = " ".join(reversed(down.split()))
    game = sn.position("union_square", {"foundation1": f"{up} {down}", "tableau3": "AS"})
    assert game.check("t3-f1").rule.key == "build_by_suit"
    assert game.pile("foundation1").group.accept_refusal(game, game.pile("foundation1"),
                                                         [sn.Card.parse("AH")], None) is None
    assert TURN_AROUND.check(game, sn.Move("tableau3", "foundation1"), [sn.Card.parse("AH")]) is False
    game = sn.position("union_square", {"foundation1": up, "tableau1": "KH", "tableau2": "QH"})
    assert game.check("t1-f1") is None
    assert game.check("t2-f1").rule.key == "union_square_turn_around"


def test_an_option_that_follows_another_states_the_value_in_force():
    """Klondike's redeals follow the draw, as in AisleRiot, and the game says which apply."""
    assert sn.new_game("klondike", deal=1).options == {"draw": 1, "redeals": 2}
    assert sn.new_game("klondike", deal=1, draw=3).options == {"draw": 3, "redeals": "unlimited"}
    assert sn.new_game("klondike", deal=1, draw=3, redeals=0).options == {"draw": 3, "redeals": 0}
    assert sn.new_game("klondike", deal=1, redeals=None).options["redeals"] == 2  # an older saved game
    assert "redeals=2" in sn.new_game("klondike", deal=1).to_text()
    with pytest.raises(ValueError, match="redeals"):
        sn.new_game("klondike", deal=1, redeals=1)
