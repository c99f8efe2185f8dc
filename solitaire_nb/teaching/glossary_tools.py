"""Keep ``glossary/`` in step with the game declarations.

``python -m solitaire_nb.glossary_tools`` rewrites the ``games`` field of every
entry (which games use the concept, computed from the declarations) and the
index ``glossary/README.md``.  A test checks both are up to date.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

from ..rules.declaration import Declaration, game_info, list_games, option_sets
from ..rules.roles import Role
from ..text import glossary

# Words every game uses, whatever its declaration says.
UNIVERSAL = ("card", "rank", "suit", "colour", "pile", "slot", "building", "deck", "score")


def usage() -> dict[str, list[str]]:
    """``{glossary key: [game ids]}`` computed from every declaration and option."""
    used: dict[str, set] = {}
    games = list_games()
    for game_id in games:
        info = game_info(game_id)
        keys = set(UNIVERSAL)
        for options in option_sets(game_id):
            spec = info.declaration(options)
            for concept in spec.concepts():
                keys.update(c.key for c in concept.concepts())
            keys.update((spec.score.key, spec.won.key))
            if spec.autoplay is not None:
                keys.add(spec.autoplay.key)
            if any(not step_face_up for step_face_up in _deal_faces(spec)):
                keys.add("face_down")
            for group in spec.piles:
                if getattr(group, "role", None) is not None and group.role.key == Role.FREE_CELL:
                    keys.update({"free_cell", "reserve"})
                if getattr(group, "moves", None) is not None and group.moves.key != "single_card_move":
                    keys.add("sequence")
        for key in keys:
            used.setdefault(key, set()).add(game_id)
    return {key: sorted(ids) for key, ids in used.items()}


def _deal_faces(spec: Declaration) -> Iterator[bool]:
    for step in spec.deal:
        yield getattr(step, "face_up", True)


def render_index(entries: dict) -> str:
    lines = ["# Glossary / Glossaire", "",
             "One file per concept. Each entry gives the term and a definition in English and "
             "French, the short rule sentence the engine prints when it allows or refuses a move, "
             "a small example in card codes, the engine object that implements it and the games "
             "that use it. The 25 terms of the AisleRiot manual's glossary are marked ★.", "",
             "Card codes: rank `A 2-9 T J Q K` + suit `C D H S` (`TD` = ten of diamonds); "
             "a code in parentheses, `(4C)`, is a face-down card.", "",
             "| | English | Français | Engine object | Games |", "|---|---|---|---|---|"]
    for key, entry in sorted(entries.items(), key=lambda kv: kv[1].term["en"].lower()):
        star = "★" if entry.manual else ""
        games = ", ".join(entry.games) if entry.games else "—"
        en, fr = (entry.generic("term", lang) for lang in ("en", "fr"))
        lines.append(f"| {star} | [{en}]({key}.json) | {fr} | "
                     f"`{entry.engine}` | {games} |")
    return "\n".join(lines) + "\n"


def update(directory: Path | None = None) -> list[str]:
    """Rewrite the ``games`` fields and README.md; returns the files changed."""
    directory = directory or glossary.glossary_dir()
    used = usage()
    changed = []
    for path in sorted(directory.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        games = used.get(data["key"], [])
        if data.get("games") != games:
            data["games"] = games
            path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
            changed.append(path.name)
    index = directory / "README.md"
    text = render_index(glossary.load_entries(directory))
    if not index.exists() or index.read_text(encoding="utf-8") != text:
        index.write_text(text, encoding="utf-8")
        changed.append(index.name)
    glossary._entries = None
    return changed


if __name__ == "__main__":
    files = update()
    print("updated: " + (", ".join(files) if files else "nothing (already up to date)"))
    sys.exit(0)
