"""Accordion: deal, moves one or three places left, closing up, double-click, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "accordion"
pos = position_maker(GAME)


def line(game):
    return [p.cards[0].code if p.cards else "" for p in game.group_piles("tableau")]


def test_deal_fifty_two_cells_face_up():
    game = sn.new_game(GAME, deal=3)
    assert faces(game, "tableau") == [(1, 1)] * 52
    assert not game.pile("foundation1").cards and game.score == 0


def test_one_or_three_places_left_same_suit_or_rank():
    game = pos({"tableau1": "2H", "tableau2": "9S", "tableau3": "7C", "tableau4": "7H", "tableau5": "KD"})
    assert sorted(map(str, game.legal_moves())) == ["t4-t1", "t4-t3"]
    refused_by(game, "t4-t2", "accordion_one_or_three_left")
    refused_by(game, "t5-t4", "accordion_suit_or_rank")
    refused_by(game, "t5-t1", "accordion_one_or_three_left")
    refused_by(game, "t1-t4", "accordion_one_or_three_left")
    refused_by(game, "t3-f1", "accordion_covered_card_leaves")


def test_rows_are_one_line():
    piles = {f"tableau{i}": c for i, c in enumerate("AC 2D 3H 4S 5C 6D 7H 8S 9C TC".split(), 1)}
    game = pos(piles)
    assert game.is_legal("t10-t9")  # the first card of row two lies right of the last of row one
    refused_by(game, "t10-t7", "accordion_suit_or_rank")


def test_covered_card_leaves_and_the_line_closes_up():
    game = pos({"tableau1": "3D", "tableau2": "JS", "tableau3": "QC", "tableau4": "8D", "tableau5": "KH",
                "tableau6": "AS"})
    game.play("t4-t1")
    assert line(game)[:6] == ["8D", "JS", "QC", "KH", "AS", ""]
    assert [c.code for c in game.pile("foundation1").cards] == ["3D"]
    assert game.score == 1
    game.undo()
    assert line(game)[:6] == ["3D", "JS", "QC", "8D", "KH", "AS"] and game.score == 0


def test_double_click_jumps_three_if_it_may_else_one():
    game = pos({"tableau1": "2H", "tableau2": "9S", "tableau3": "7C", "tableau4": "7H"})
    assert str(game.double_click_move("tableau4")) == "t4-t1"
    game = pos({"tableau1": "2S", "tableau2": "9S", "tableau3": "7C", "tableau4": "7H"})
    assert str(game.double_click_move("tableau4")) == "t4-t3"
    assert game.double_click_move("tableau2") is not None
    game = pos({"tableau1": "2S", "tableau2": "9D"})
    assert game.double_click_move("tableau2") is None


def test_one_card_left_wins_with_51_points():
    removed = [f"{r}{s}" for s in "CDHS" for r in "A23456789TJQK"][:51]
    game = pos({"foundation1": " ".join(removed[:50]), "tableau1": removed[50], "tableau2": "KS"})
    assert not game.is_won()
    game.play("t2-t1")
    assert game.is_won() and game.score == 51


def test_no_move_is_a_loss():
    game = pos({"tableau1": "2S", "tableau2": "9D", "tableau3": "4C"})
    assert not game.legal_moves() and game.is_lost() and not game.is_won()
