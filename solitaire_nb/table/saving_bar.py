"""The table saves as it goes, offers to resume, and shows the player's record.

With ``autosave`` on (the default, unless the environment variable
``SOLITAIRE_NB_AUTOSAVE`` is ``0``/``off``/``no``), every change of the game — a move, an
undo, a redo, a restart — is saved at once in the records database
(:mod:`solitaire_nb.records.store`), under the player's name.  Leaving a game for
another deal marks it as left.  :meth:`Saving.offer_resume` (``sn.play`` calls it)
looks for an unfinished game of the same deal and options and, if there is one, shows
a bar above the felt: *Resume* brings it back with its moves (Undo works), *Start
again* keeps the fresh deal.  A game in which the solver plays a move ("Next move") is
saved as *assisted* (``table.assisted``): it never counts as a win nor a best time;
a hint only suggests a move, which the player plays, and leaves the game the player's own.
A database that cannot be used turns saving off: the table says so once and plays on.
"""

from __future__ import annotations

import os
import time
from typing import Any

import ipywidgets as w

from ..records.replaying import MoveLog
from ..records.stats import GameStats, game_stats
from ..records.store import Record, RecordsError, Store, default_player
from ..text.phrases import Phrase, Said, define, get

define("saving", {
    "offer": Phrase(en="An unfinished game of this deal was saved on {when} after {n} {n|move|moves}.",
                    fr="Une partie inachevée de cette donne a été enregistrée le {when} après {n} "
                       "{n|coup|coups}."),
    "resume": Phrase(en="Resume", fr="Reprendre"),
    "start_again": Phrase(en="Start again", fr="Recommencer à zéro"),
    "resumed": Phrase(en="Game resumed after {n} {n|move|moves}: Undo takes them back one by one.",
                      fr="Partie reprise après {n} {n|coup|coups} : Annuler les reprend un par un."),
    "off": Phrase(en="This game is not being saved: {why}",
                  fr="Cette partie n'est pas enregistrée : {why}"),
})

OFF_WORDS = {"0", "off", "no", "false"}


def autosave_default() -> bool:
    """On, unless ``SOLITAIRE_NB_AUTOSAVE`` says off (the test suite sets it)."""
    return os.environ.get("SOLITAIRE_NB_AUTOSAVE", "1").strip().lower() not in OFF_WORDS


class Saving:
    """Autosave, the resume bar and the record in the status line (mixed into :class:`Table`)."""

    # provided by the table
    game: Any
    lang: str
    children: Any
    interaction: Any  # the table's Interaction (selection, hint, press, drag, message...)
    _scroller: Any

    def _init_saving(self, autosave: bool | None, player: str | None, store: Store | str | None) -> None:
        self.autosave = autosave_default() if autosave is None else bool(autosave)
        self.player = player or default_player()
        self.save_error: str | None = None     # why saving stopped, if it did
        self._store_given = store
        self._store: Store | None = None
        self._record_id: int | None = None
        self._move_log: MoveLog | None = None
        #: the solver has played moves of the game on the table (saved so: see the module)
        self.assisted = False
        self._record_stats: GameStats | None = None
        self._offer: Record | None = None
        self._offer_text = w.HTML()
        self._resume_button = w.Button(button_style="primary")
        self._start_again_button = w.Button()
        self._resume_button.on_click(lambda _b: self.resume())
        self._start_again_button.on_click(lambda _b: self.start_again())
        self._resume_bar = w.HBox([self._offer_text, self._resume_button, self._start_again_button],
                                  layout=w.Layout(display="none", align_items="center", margin="0 0 4px 0"))

    # ------------------------------------------------------------------ the database
    @property
    def store(self) -> Store | None:
        """The records database the table saves to (None: not saving)."""
        if not self.autosave or self.save_error is not None:
            return None
        if self._store is None:
            try:
                given = self._store_given
                store = given if isinstance(given, Store) else Store(given)
                store.check()
            except RecordsError as exc:
                self._stop_saving(exc)
                return None
            self._store = store
        return self._store

    def _stop_saving(self, error: RecordsError) -> None:
        self.save_error = str(error)
        self.interaction.message = Said("saving.off", why=str(error))

    # ------------------------------------------------------------------ hooks of the table
    def _track_game(self, game: Any, record_id: int | None = None) -> None:
        """A new game on the table: the one before is left (if it was saved), this one is followed."""
        previous = self._record_id
        if previous is not None and previous != record_id and self.store is not None:
            try:
                self._store.finish(previous)
            except RecordsError as exc:
                self._stop_saving(exc)
        self._record_id = record_id
        self._move_log = MoveLog(game)
        self.assisted = False
        self._hide_offer()
        self._refresh_record()

    def _autosave(self, game: Any) -> None:
        """Save the game as it now stands (called after every change)."""
        store = self.store
        if store is None or self._move_log is None:
            return
        self._move_log.update(game)
        if self._offer is not None and self._move_log.entries:
            self._hide_offer()       # playing the fresh deal: the offer is over
        try:
            if self._record_id is None:
                if not self._move_log.entries:
                    return           # nothing played yet: nothing to keep
                self._record_id = store.start(game, self.player, self._move_log, assisted=self.assisted)
            else:
                store.save(self._record_id, game, self._move_log, assisted=self.assisted)
        except RecordsError as exc:
            self._stop_saving(exc)
            return
        if game.is_won():
            self._refresh_record()

    def _refresh_record(self) -> None:
        store = self.store
        self._record_stats = None
        if store is None:
            return
        try:
            records = store.games(player=self.player, game=self.game.id)
        except RecordsError as exc:
            self._stop_saving(exc)
            return
        self._record_stats = game_stats(records, self.player, self.game.id)

    def _record_part(self) -> str | None:
        """The player's record at this game for the status line, once a game counts."""
        stats = self._record_stats
        counts = stats is not None and (stats.played or stats.assisted)
        return stats.text(None, self.lang) if stats is not None and counts else None

    # ------------------------------------------------------------------ resuming
    def offer_resume(self) -> bool:
        """Offer the player's unfinished game of this deal and options, if one is saved
        and nothing has been played on the table yet; True if the bar is shown."""
        store = self.store
        if store is None or self.game.history:
            return False
        try:
            record = store.unfinished(self.player, self.game)
        except RecordsError as exc:
            self._stop_saving(exc)
            return False
        if record is None:
            return False
        self._offer = record
        self._relabel_saving()
        self._resume_bar.layout.display = "flex"
        if self._resume_bar not in self.children:
            children = list(self.children)
            children.insert(children.index(self._scroller), self._resume_bar)
            self.children = children
        return True

    def resume(self) -> Any:
        """Bring back the game offered (its moves replayed from the deal); returns it."""
        record = self._offer
        if record is None:
            return None
        game = record.replay()
        self._set_game(game)
        self._track_game(game, record.id)
        self.interaction.message = Said("saving.resumed", n=len(game.history))
        self.update_status()
        return game

    def start_again(self) -> None:
        """Keep the fresh deal: the saved game is left (it counts as played if it had moves)."""
        record = self._offer
        self._hide_offer()
        if record is not None and self.store is not None:
            try:
                self._store.finish(record.id)
            except RecordsError as exc:
                self._stop_saving(exc)
            self._refresh_record()
        self.update_status()

    def _hide_offer(self) -> None:
        self._offer = None
        self._resume_bar.layout.display = "none"

    def _relabel_saving(self) -> None:
        lang = self.lang
        self._resume_button.description = get("saving.resume").text(lang)
        self._start_again_button.description = get("saving.start_again").text(lang)
        record = self._offer
        if record is not None:
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(record.updated))
            self._offer_text.value = Said("saving.offer", when=when, n=record.move_count).text(lang)

    # provided by the table
    def _set_game(self, game: Any) -> None:
        raise NotImplementedError

    def update_status(self) -> None:
        raise NotImplementedError
