"""Every gesture the table refuses names the rule, in the glossary's words and in both
languages: a click on the stock, a double-click, a selection with nowhere to go, a drop,
a key; a game that waits for its first choice (Terrace's base card) says so."""

from __future__ import annotations

import ipycanvas  # noqa: F401  (the table needs it: the [dev] extras install it)

import solitaire_nb as sn
from solitaire_nb.engine.moves import Move
from solitaire_nb.engine.status import double_click_move
from solitaire_nb.table import Table
from solitaire_nb.text.phrases import french_typography


def table(game_id, deal=3, **options):
    return Table(sn.new_game(game_id, deal=deal, **options), lang="en")


def message(t, lang="en"):
    t.set_lang(lang)
    said = t._message()
    return said.text(lang) if said is not None else ""


def refused_pile(game):
    """A tableau pile whose top card a double-click sends nowhere."""
    return next(p.id for p in game.piles if p.role == "tableau" and p.cards and p.cards[-1].face_up
                and double_click_move(game, p.id) is None)


def click(t, pile_id, index=None):
    x, y = t.point(pile_id, index)
    t.on_mouse_down(x, y)
    t.on_mouse_up(x, y)


def drag(t, pile_id, target_id, steps=6):
    x0, y0 = t.point(pile_id)
    x1, y1 = t.point(target_id)
    t.on_mouse_down(x0, y0)
    for k in range(1, steps + 1):
        t.on_mouse_move(x0 + (x1 - x0) * k / steps, y0 + (y1 - y0) * k / steps)
    t.on_mouse_up(x1, y1)


# --------------------------------------------------------------------------- a first choice


def test_terrace_asks_for_its_base_card_until_it_is_chosen():
    t = table("terrace")
    assert message(t) == ("Choose the base card first: play a card of the tableau to an empty "
                          "foundation; its rank then starts every foundation.")
    assert message(t, "fr") == ("Choisissez d'abord la carte de base\u00a0: posez une carte du tableau "
                                "sur une fondation vide\u00a0; son rang commence ensuite chaque fondation.")
    t.set_lang("en")
    assert "Choose the base card first" in t.status
    assert t.play(Move("tableau1", "foundation1"))
    assert "Choose the base card" not in t.status


def test_the_stock_of_terrace_waits_for_the_base_card_and_says_so():
    t = table("terrace")
    assert len(t.game.pile("stock").cards) > 80
    assert not t.stock_click()
    text = message(t)
    assert text.startswith("Chosen base card — the player chooses the base card")
    assert "stock is empty" not in text
    assert message(t, "fr").startswith("Carte de base choisie — le joueur choisit la carte de base")
    # the same from the keyboard: space with no cursor clicks the stock
    t.set_lang("en")
    t.handle_event({"type": "keydown", "key": " "})
    assert message(t).startswith("Chosen base card — ")


# --------------------------------------------------------------------------- the stock


def test_an_empty_stock_names_the_rule_that_forbids_a_redeal():
    t = table("spider", suits=4)
    while t.game.pile("stock").cards:
        t.game.pile("stock").cards.pop()
    assert not t.stock_click()
    assert message(t) == "Redeal — this game has no waste and no redeal: the stock is dealt out only once."
    assert message(t, "fr").startswith("Redistribution — ce jeu n'a ni défausse ni redistribution")


def test_the_stock_button_is_not_called_deal():
    t = table("klondike")
    assert t._buttons["deal_cards"].description == "Turn the stock"
    t.set_lang("fr")
    assert t._buttons["deal_cards"].description == "Retourner la pioche"


# --------------------------------------------------------------------------- the double-click


def test_a_refused_double_click_in_golf_names_the_rule_of_the_waste():
    t = table("golf")
    pile = refused_pile(t.game)
    card = t.game.pile(pile).top
    why = t.game.explain(Move(pile, "waste"), "en")
    assert not t.double_click(pile)
    assert message(t) == f"{card.phrase_text('en')} cannot go on the waste now. {why}"
    assert message(t, "fr") == french_typography(
        f"{card.phrase_text('fr')} ne peut pas aller sur la défausse pour l'instant. "
        f"{t.game.explain(Move(pile, 'waste'), 'fr')}")


def test_a_double_click_in_poker_says_there_is_no_foundation():
    t = table("poker")
    t.play(t.game.legal_moves()[0])
    cell = next(p.id for p in t.game.piles if p.role == "tableau" and p.cards)
    card = t.game.pile(cell).top
    assert not t.double_click(cell)
    assert message(t) == (f"Poker has no foundation: a double-click sends {card.phrase_text('en')} nowhere. "
                          "Click a card, then the pile it goes to.")
    assert message(t, "fr").startswith("Poker n'a pas de fondation\u00a0: un double-clic")


def test_a_refused_double_click_in_spider_names_the_full_run_rule():
    t = table("spider", suits=4)
    pile = refused_pile(t.game)
    assert not t.double_click(pile)
    text = message(t)
    assert text.startswith(f"No foundation takes {t.game.pile(pile).top.phrase_text('en')} now. ")
    assert text.split("now. ", 1)[1] == t.game.explain(Move(pile, "foundation1"), "en")


def test_a_refused_double_click_in_klondike_names_the_foundation_rule_in_both_languages():
    t = table("klondike", deal=7)
    pile = refused_pile(t.game)
    top = t.game.pile(pile).top
    assert not t.double_click(pile)
    assert message(t) == f"No foundation takes {top.phrase_text('en')} now. " + \
        t.game.explain(Move(pile, "foundation1"), "en")
    assert message(t, "fr").startswith(f"Aucune fondation ne prend {top.phrase_text('fr')} pour l'instant. ")
    assert "—" in message(t, "fr")


def test_a_refused_double_click_in_freecell_names_the_foundation_and_the_full_cells():
    game = sn.position("freecell", {"tableau1": "9H", "tableau2": "5C", "reserve1": "KS", "reserve2": "KH",
                                    "reserve3": "KD", "reserve4": "KC"})
    t = Table(game, lang="en")
    assert not t.double_click("tableau1")
    text = message(t)
    assert text.startswith("Neither a foundation nor a free cell takes 9♥ now. ")
    assert t.game.explain(Move("tableau1", "reserve1"), "en") in text
    assert t.game.explain(Move("tableau1", "foundation1"), "en") in text


# --------------------------------------------------------------------------- selection, drop, key


def test_a_golf_card_selected_before_the_waste_can_take_it_says_why():
    t = table("golf")
    pile = refused_pile(t.game)
    click(t, pile)
    why = t.game.explain(Move(pile, "waste"), "en")
    card = t.game.pile(pile).top.phrase_text("en")
    assert message(t) == f"Selected: {card}. No legal destination now. {why}"
    assert message(t, "fr").startswith(f"Sélection\u00a0: {t.game.pile(pile).top.phrase_text('fr')}. Aucune "
                                       "destination permise pour l'instant. ")


def test_a_refused_drop_and_a_refused_key_name_the_rule():
    t = table("klondike", deal=7)
    refusal = t.game.explain(Move("tableau7", "tableau2"), "en")
    drag(t, "tableau7", "tableau2")
    assert t.game.move_count == 0 and message(t) == refusal
    assert message(t, "fr") == french_typography(t.game.explain(Move("tableau7", "tableau2"), "fr"))
    t.set_lang("en")
    t.set_cursor("tableau7")
    t.handle_event({"type": "keydown", "key": "Enter"})       # select at the cursor
    t.set_cursor("tableau2")
    t.handle_event({"type": "keydown", "key": "Enter"})       # and try it there
    assert t.game.move_count == 0 and message(t) == refusal
    assert message(t, "fr") == french_typography(t.game.explain(Move("tableau7", "tableau2"), "fr"))


def test_a_click_on_cards_that_cannot_be_lifted_names_the_rule():
    t = table("klondike", deal=7)
    click(t, "tableau7", 0)                                     # a face-down card
    assert t.selection is None
    assert message(t) == t.game.explain(Move("tableau7", "tableau1", 7), "en")
    assert "face down" in message(t) and "face cachée" in message(t, "fr")


def test_click_then_click_names_the_rule_in_both_languages():
    t = table("klondike", deal=7)
    click(t, "tableau7")
    click(t, "tableau2")
    assert t.game.move_count == 0
    assert message(t) == t.game.explain(Move("tableau7", "tableau2"), "en")
    assert message(t, "fr") == french_typography(t.game.explain(Move("tableau7", "tableau2"), "fr"))


def test_a_run_with_nowhere_to_go_names_the_rule_of_its_own_piles():
    game = sn.position("klondike", {"tableau1": "9S 8H", "tableau2": "KD", "tableau3": "2C"})
    t = Table(game, lang="en")
    assert t.select("tableau1", 2) == []
    assert message(t) == ("Selected: 9♠ 8♥. No legal destination now. "
                          + t.game.explain(Move("tableau1", "tableau2", 2), "en"))
