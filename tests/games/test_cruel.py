"""Cruel: deal, redeal, rules, score, win and loss."""


import json

import solitaire_nb as sn

GAME = "cruel"
ACES = {"foundation1": "AC", "foundation2": "AD", "foundation3": "AH", "foundation4": "AS"}


def test_deal_aces_on_foundations_and_twelve_piles_of_four():
    game = sn.new_game(GAME, deal=2)
    assert [str(p.cards[0]) for p in game.group_piles("foundation")] == ["AC", "AD", "AH", "AS"]
    assert [len(p.cards) for p in game.group_piles("tableau")] == [4] * 12
    assert all(c.face_up for p in game.piles for c in p.cards)
    assert game.score == 0
    assert all(m.kind == "move" for m in game.legal_moves())  # no redeal at the start


def test_redeal_keeps_the_order_and_deals_four_per_pile():
    piles = {**ACES, "tableau1": "9H 5C", "tableau2": "8S 2D 3D", "tableau3": "", "tableau4": "KC 7D 6S",
             "tableau5": "TC"}
    game = sn.position(GAME, piles)
    game.state["moved"] = True
    game.play("redeal")
    assert [" ".join(map(str, p.cards)) for p in game.group_piles("tableau")[:4]] == \
        ["9H 5C 8S 2D", "3D KC 7D 6S", "TC", ""]
    assert game.check("redeal") is not None
    game.play("t1-f2")
    assert game.check("redeal") is None and game.score == 1
    game.undo()
    assert game.check("redeal") is not None


def test_lost_when_no_move_right_after_a_redeal():
    game = sn.position(GAME, {**ACES, "tableau1": "3C 5C", "tableau2": "3D 6D", "tableau3": "2C 4C 8H 9C"})
    game.state["moved"] = True
    assert not game.is_lost()
    game.play("redeal")  # 3C 5C 3D 6D / 2C 4C 8H 9C: nothing fits
    assert game.is_lost()


def test_last_move_wins():
    full = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}
    game = sn.position(GAME, {**full, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "tableau7": "KS"})
    assert game.score == 47
    game.play("t7-f4")
    assert game.is_won() and game.score == 48


def test_the_solver_redeals_too():
    """The redeal's condition is part of the position (not the move count, which a search
    does not keep): from a fresh deal the search may redeal once a card has moved."""
    game = sn.new_game(GAME, 1)  # once said "unwinnable" after 16 positions: no redeal was tried
    plain = game.solve(max_seconds=60, max_nodes=200_000, shortcuts=False)
    assert plain.winnable and any(move.kind == "cruel_redeal" for move in plain.moves)
    assert {str(move) for move in plain.moves if move.kind != "move"} == {"redeal"}
    replayed = game.copy()
    for move in plain.moves:
        replayed.play(move)
    assert replayed.is_won()


def test_a_save_of_an_earlier_version_keeping_the_move_count_of_the_last_redeal_still_loads():
    game = sn.new_game(GAME, 2)
    move = next(m for m in game.legal_moves() if m.kind == "move")
    game.play(move)
    data = json.loads(game.to_json())
    data["state"] = {"redeal_at": 0}  # the move count right after a redeal, one move ago
    data["start"]["state"] = {}
    loaded = sn.load_game(json.dumps(data))
    assert loaded.state == {"moved": True} and loaded.check("redeal") is None
