"""The tests that Blondes and Brunettes and Wood share: Terrace's rules with ten reserve
cards and a dealt base card; the two games differ only in their number of tableau piles."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn


def dealt_base_terrace_tests(game_id: str, piles: int) -> tuple:
    """The deal, rules and loss tests of a Terrace variant with ``piles`` tableau piles."""
    pos = position_maker(game_id)

    def test_deal():
        game = sn.new_game(game_id, deal=4)
        assert faces(game, "reserve") == [(10, 10)] and faces(game, "tableau") == [(1, 1)] * piles
        assert faces(game, "foundation") == [(1, 1)] + [(0, 0)] * 7 and faces(game, "waste") == [(1, 1)]
        assert len(game.pile("stock").cards) == 104 - 12 - piles

    def test_rules():
        game = pos({"foundation1": "4C", "foundation2": "QD KS", "reserve1": "4D", "tableau1": "5H",
                    "tableau2": "5S", "tableau3": "AH", "tableau4": "", "tableau5": "4S", "tableau6": "3D",
                    "waste": "9C", "stock": "(6C)"}, state={"base_rank": 4})
        assert game.check("t1-f1") is None and game.check("r1-f3") is None and game.check("t3-f2") is None
        refused_by(game, "t2-f1", "build_alternate_colour")
        refused_by(game, "t6-t5", "terrace_nothing_on_base")
        refused_by(game, "r1-t4", "terrace_reserve_to_foundations")
        refused_by(game, "t1-t4", "terrace_empty_from_waste")
        game.play("deal")
        assert game.state.get("stock_locked") is True
        refused_by(game, "deal", "deal_to_waste")

    def test_loss():
        game = pos({"foundation1": "4C", "tableau1": "2H", "waste": "KD"}, state={"base_rank": 4})
        for i in range(2, piles + 1):
            game.pile(f"tableau{i}").cards.append(sn.Card.parse("2S"))
        assert game.is_lost()

    return test_deal, test_rules, test_loss
