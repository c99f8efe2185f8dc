"""Published winnability figures, to set a survey (:mod:`.winnability`) against.

Only figures whose source and variant are known are listed, each with the deals it
covers, the variant of the game it is about and where it differs from this kit's
game.  A figure is either a count over fixed deals (Microsoft's FreeCell deals, which
this kit deals alike: not a sample, so no interval) or an estimate from a sample of
random deals, with its 95 % interval.

    >>> [figure.game for figure in figures("klondike", {"draw": 3})]
    ['klondike']
    >>> figures("klondike")  # the default variant, draw one with two redeals: none known
    []
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..text.phrases import Phrase, define, percent_text, say
from .winnability import game_name, game_options, summary

define("published", {
    "game": Phrase(en="Game", fr="Jeu"),
    "variant": Phrase(en="Variant", fr="Variante"),
    "deals": Phrase(en="Deals", fr="Donnes"),
    "share": Phrase(en="Winnable share", fr="Part gagnable"),
    "interval": Phrase(en="95% interval", fr="Intervalle à 95\u00a0%"),
    "source": Phrase(en="Source", fr="Source"),
    "note": Phrase(en="Note", fr="Remarque"),
    "estimate": Phrase(en="Estimate", fr="Estimation"),
    "exact": Phrase(en="exact count", fr="décompte exact"),
    "range": Phrase(en="{low} to {high}", fr="de {low} à {high}"),
    "settled_row": Phrase(en="this survey, settled deals only ({m} of {n})",
                          fr="cette étude, donnes tranchées seulement ({m} sur {n})"),
    "either_row": Phrase(en="this survey, unknown deals counted as lost or as won",
                         fr="cette étude, donnes non tranchées comptées perdues ou gagnées"),
    "these_deals": Phrase(en="deals {first} to {last} ({n} in all)",
                          fr="donnes {first} à {last} ({n} en tout)"),
    "some_deals": Phrase(en="{n} chosen deals", fr="{n} donnes choisies"),
})


@dataclass(frozen=True)
class Figure:
    """One published figure: the share of ``game``'s deals that can be won.

    ``options`` are this kit's options of the same variant (None: the figure holds for
    every option, none changing what can be won); ``half_width`` is the half-width of the
    95 % interval of a sampled estimate, None for an exact count over fixed deals;
    ``digits`` the decimals the source gives (of the percentage); ``by`` names the source
    in a few words (names of people and projects, the same in every language)."""

    game: str
    options: Mapping[str, Any] | None
    share: float
    half_width: float | None
    digits: int
    deals: Phrase
    variant: Phrase
    source: Phrase
    note: Phrase
    by: str

    def interval(self) -> tuple[float, float] | None:
        if self.half_width is None:
            return None
        return self.share - self.half_width, self.share + self.half_width


MICROSOFT_FREECELL = Phrase(
    en="FreeCell as Microsoft's Windows game plays it: four free cells, eight columns, every card face up",
    fr="FreeCell comme le joue le jeu de Windows de Microsoft : quatre cellules libres, huit colonnes, "
       "toutes les cartes visibles")

FIGURES = (
    Figure("freecell", None, 31_999 / 32_000, None, 3,
           Phrase(en="Microsoft's deals 1 to 32,000 (this kit deals them alike)",
                  fr="les donnes 1 à 32 000 de Microsoft (ce kit les distribue de même)"),
           MICROSOFT_FREECELL,
           Phrase(en="the Internet FreeCell Project led by Dave Ring (1994–1995), every deal solved by hand "
                     "but one; exhaustive solvers later showed that deal 11982 cannot be won",
                  fr="le projet Internet FreeCell mené par Dave Ring (1994-1995), toutes les donnes "
                     "résolues à la main sauf une ; des solveurs exhaustifs ont ensuite montré que la donne "
                     "11982 ne peut pas être gagnée"),
           Phrase(en="not a sample: every deal was settled, and only deal 11982 is lost",
                  fr="pas un échantillon : chaque donne a été tranchée, et seule la donne 11982 est perdue"),
           "Internet FreeCell Project, 1995"),
    Figure("freecell", None, 999_992 / 1_000_000, None, 4,
           Phrase(en="Microsoft's deals 1 to 1,000,000", fr="les donnes 1 à 1 000 000 de Microsoft"),
           MICROSOFT_FREECELL,
           Phrase(en="the solvers of Danny A. Jones and Gary D. Campbell, as reported by the English "
                     "Wikipedia article on FreeCell",
                  fr="les solveurs de Danny A. Jones et de Gary D. Campbell, d'après l'article FreeCell de "
                     "Wikipédia en anglais"),
           Phrase(en="no solution was found for 8 deals: 11982, 146692, 186216, 455889, 495505, 512118, "
                     "517776 and 781948",
                  fr="aucune solution n'a été trouvée pour 8 donnes : 11982, 146692, 186216, 455889, 495505, "
                     "512118, 517776 et 781948"),
           "D. A. Jones, G. D. Campbell"),
    Figure("klondike", {"draw": 3, "redeals": "unlimited"}, 0.81945, 0.00084, 3,
           Phrase(en="a large sample of random deals", fr="un grand échantillon de donnes au hasard"),
           Phrase(en="thoughtful Klondike (the player knows where every card is), turning three cards at a "
                     "time, unlimited redeals",
                  fr="Klondike « réfléchi » (le joueur sait où est chaque carte), trois cartes retournées "
                     "à la fois, redistributions illimitées"),
           Phrase(en="Charlie Blake and Ian P. Gent, The Winnability of Klondike Solitaire and Many Other "
                     "Patience Games (the Solvitaire solver), arXiv:1906.12314, 2019",
                  fr="Charlie Blake et Ian P. Gent, The Winnability of Klondike Solitaire and Many Other "
                     "Patience Games (le solveur Solvitaire), arXiv:1906.12314, 2019"),
           Phrase(en="AisleRiot's Klondike turning three cards also has unlimited redeals, and this kit's "
                     "solver is thoughtful too; the rules may still differ in details (AisleRiot lets a "
                     "card come back from a foundation), so compare with care",
                  fr="le Klondike d'AisleRiot à trois cartes a lui aussi des redistributions illimitées, et "
                     "le solveur de ce kit est lui aussi « réfléchi » ; les règles peuvent encore différer "
                     "dans le détail (AisleRiot permet de reprendre une carte d'une fondation) : comparez "
                     "avec prudence"),
           "Blake & Gent, 2019"),
)


def figures(game: str | None = None, options: Mapping[str, Any] | None = None) -> list[Figure]:
    """The published figures about ``game`` (every game: None) with ``options`` (filled in
    as :func:`~.winnability.game_options` does: ``{"draw": 3}`` is Klondike's draw three
    with unlimited redeals)."""
    if game is None:
        return list(FIGURES)
    resolved = game_options(game, options)
    return [figure for figure in FIGURES if figure.game == game
            and (figure.options is None or dict(figure.options) == resolved)]


def _percent(value: float, lang: str | None, digits: int) -> str:
    return percent_text(value, lang, digits, trim=False)


def _interval_text(low: float, high: float, lang: str | None, digits: int = 1) -> str:
    return say("published.range", lang, low=_percent(low, lang, digits), high=_percent(high, lang, digits))


def _figure_interval(figure: Figure, lang: str | None) -> str:
    interval = figure.interval()
    if interval is None:
        return say("published.exact", lang)
    return _interval_text(*interval, lang, figure.digits)


def published_table(game: str | None = None, options: Mapping[str, Any] | None = None,
                    lang: str | None = None) -> Any:
    """The published figures (those of ``game`` and ``options`` when given) as a pandas
    DataFrame whose headings and texts are in ``lang`` (default: the current language)."""
    import pandas as pd

    rows = [{say("published.game", lang): game_name(figure.game, lang),
             say("published.variant", lang): figure.variant.text(lang),
             say("published.deals", lang): figure.deals.text(lang),
             say("published.share", lang): _percent(figure.share, lang, figure.digits),
             say("published.interval", lang): _figure_interval(figure, lang),
             say("published.source", lang): figure.source.text(lang),
             say("published.note", lang): figure.note.text(lang)}
            for figure in figures(game, options)]
    columns = [say(f"published.{key}", lang)
               for key in ("game", "variant", "deals", "share", "interval", "source", "note")]
    return pd.DataFrame(rows, columns=columns)


def _deals_text(deals: list[int], lang: str | None) -> str:
    if deals and deals == list(range(deals[0], deals[0] + len(deals))):
        return say("published.these_deals", lang, first=deals[0], last=deals[-1], n=len(deals))
    return say("published.some_deals", lang, n=len(deals))


def compare(table: Any, lang: str | None = None) -> Any:
    """A survey's ``table`` next to the published figures of the same game and options: one
    row per estimate, as a pandas DataFrame in ``lang`` (default: the current language).  The
    survey gives two rows (see :func:`~.winnability.summary`): the winnable share among its
    settled deals, and the bounds that hold whatever its unknown deals turn out to be."""
    import pandas as pd

    found = summary(table)
    estimate, share, interval, deals = (say(f"published.{key}", lang)
                                        for key in ("estimate", "share", "interval", "deals"))
    ours = _deals_text(sorted(int(deal) for deal in table["deal"]), lang)
    rows = []
    if found.share is not None:
        rows.append({estimate: say("published.settled_row", lang, m=found.settled_deals, n=found.deals),
                     share: _percent(found.share, lang, 1),
                     interval: _interval_text(*found.settled, lang), deals: ours})
    rows.append({estimate: say("published.either_row", lang),
                 share: _interval_text(*found.bounds, lang),
                 interval: _interval_text(*found.wide, lang), deals: ours})
    try:
        known = figures(found.game, found.options)
    except ValueError:  # a table made by hand, of no game the kit knows
        known = []
    for figure in known:
        rows.append({estimate: figure.by, share: _percent(figure.share, lang, figure.digits),
                     interval: _figure_interval(figure, lang), deals: figure.deals.text(lang)})
    return pd.DataFrame(rows, columns=[estimate, share, interval, deals])
