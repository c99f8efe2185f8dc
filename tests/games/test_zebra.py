"""Zebra: deal, automatic filling, foundations in alternate colours, score, win and loss."""


import solitaire_nb as sn

GAME = "zebra"
ACES = {f"foundation{i}": "A" + s for i, s in enumerate("CDHSCDHS", 1)}


def test_deal_eight_aces_eight_cards_and_an_88_card_stock():
    game = sn.new_game(GAME, deal=2)
    assert sorted(str(p.cards[0]) for p in game.group_piles("foundation")) == sorted(ACES.values())
    assert [len(p.cards) for p in game.group_piles("tableau")] == [1] * 8
    assert all(p.cards[0].face_up for p in game.group_piles("tableau"))
    assert len(game.pile("stock").cards) == 88 and game.redeals_left == 1 and game.score == 0


def test_empty_pile_filled_from_waste_then_stock():
    piles = {**ACES, "tableau1": "2D", "tableau2": "2H", "tableau3": "9C", "tableau4": "9S", "tableau5": "9D",
             "tableau6": "9H", "tableau7": "TC", "tableau8": "TS", "waste": "QC", "stock": "(4C)"}
    game = sn.position(GAME, piles)
    game.play("t1-f1")
    assert [str(c) for c in game.pile("tableau1").cards] == ["QC"] and not game.pile("waste").cards
    game.play("t2-f4")
    assert [str(c) for c in game.pile("tableau2").cards] == ["4C"] and game.pile("tableau2").cards[0].face_up
    assert game.score == 2


def test_group_onto_a_foundation_lands_top_card_first():
    game = sn.position(GAME, {**ACES, "tableau1": "4S 3H 2S", "waste": "QC"}, reachable=False)
    game.play("t1-f2x3")
    assert [str(c) for c in game.pile("foundation2").cards] == ["AD", "2S", "3H", "4S"]


def test_last_move_wins():
    deck = [c for c in sn.new_game(GAME, deal=1).declaration.deck.cards()]
    reds = sorted((c for c in deck if c.red), key=lambda c: c.rank)
    blacks = sorted((c for c in deck if not c.red), key=lambda c: c.rank)
    piles = {}
    for i in range(1, 9):
        cards = []
        for rank in range(1, 14):
            pool = reds if (rank + i) % 2 else blacks
            card = next(c for c in pool if c.rank == rank)
            pool.remove(card)
            cards.append(str(card))
        piles[f"foundation{i}"] = cards
    last = piles["foundation8"].pop()
    game = sn.position(GAME, {**piles, "tableau3": last})
    assert game.score == 95
    game.play("t3-f8")
    assert game.is_won() and game.score == 96


def test_loss_when_stock_and_redeal_are_used_up():
    tops = ["9C", "9S", "JC", "JS", "KC", "KS", "7C", "7S"]
    piles = {**ACES, **{f"tableau{i}": c for i, c in enumerate(tops, 1)}}
    game = sn.position(GAME, piles)
    assert game.is_lost()
