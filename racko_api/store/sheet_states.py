"""What a round is placed after: each recently written sheet's version, round count and totals,
shared by every worker process of one server.

Adding a round scores it against the sheet as last written and writes it on condition that the
sheet is still exactly that (`store.round_append` checks the version, the round count and the
totals), so the sheet need not be read first. A process alone would know only its own writes:
with two workers, every other round would find the sheet moved on. So the states live in a file
that the server's master creates before its workers start (gunicorn.conf.py names it in
SHEET_STATE_FILE) and each worker maps into memory; a process on its own keeps a private table.

The table has fixed slots, a sheet's chosen by a hash of its id; a later sheet in the same slot
takes its place. Slots are read and written without locks: what a slot holds is only a hint.
A torn or stale one fails the write's check, which then answers with the sheet as it is.
"""

from __future__ import annotations

import logging
import mmap
import os
import struct
import zlib
from dataclasses import dataclass

import orjson
from flask import Flask, current_app

HEAD = struct.Struct("<32sqH")  # sheet id (NUL-padded), version, length of the JSON that follows
SLOT = 512
EXTENSION = "racko_sheet_states"
logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class SheetState:
    version: int
    round_count: int
    totals: dict[str, int]


class SheetStates:
    """`slots` sheets' states in `memory` (a shared file's mapping, or private memory)."""

    def __init__(self, memory: mmap.mmap, slots: int) -> None:
        self._memory = memory
        self.slots = slots

    @classmethod
    def private(cls, slots: int) -> SheetStates:
        return cls(mmap.mmap(-1, max(1, slots) * SLOT), slots)

    @classmethod
    def shared(cls, path: str, slots: int) -> SheetStates:
        """The table in the file at `path`, sized on first use (workers may race: same size)."""
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            if os.fstat(fd).st_size < slots * SLOT:
                os.ftruncate(fd, slots * SLOT)
            return cls(mmap.mmap(fd, slots * SLOT), slots)
        finally:
            os.close(fd)  # the mapping stays

    def _at(self, sheet_id: bytes) -> int:
        return zlib.crc32(sheet_id) % self.slots * SLOT

    def get(self, sheet_id: str) -> SheetState | None:
        if self.slots <= 0:
            return None
        key = sheet_id.encode()
        at = self._at(key)
        raw = self._memory[at:at + SLOT]
        held, version, length = HEAD.unpack_from(raw)
        if held.rstrip(b"\0") != key or version <= 0 or length > SLOT - HEAD.size:
            return None
        try:
            round_count, totals = orjson.loads(raw[HEAD.size:HEAD.size + length])
        except (orjson.JSONDecodeError, TypeError, ValueError):
            return None  # torn by a write to the same slot
        if type(round_count) is not int or not isinstance(totals, dict) \
                or not all(type(total) is int for total in totals.values()):
            return None
        return SheetState(version, round_count, totals)

    def put(self, sheet_id: str, state: SheetState) -> None:
        """Remember the sheet as it is at `state.version` (not over a newer state of it)."""
        key = sheet_id.encode()
        try:
            payload = orjson.dumps([state.round_count, state.totals])
        except orjson.JSONEncodeError:  # a total beyond 64 bits: the sheet is read each time
            return
        if self.slots <= 0 or len(key) > 32 or len(payload) > SLOT - HEAD.size:
            return
        at = self._at(key)
        held, version, _ = HEAD.unpack_from(self._memory, at)
        if held.rstrip(b"\0") == key and version > state.version:
            return
        self._memory[at:at + HEAD.size + len(payload)] = HEAD.pack(key, state.version, len(payload)) + payload

    def clear(self) -> None:
        self._memory[:] = bytes(len(self._memory))


def register_sheet_states(app: Flask) -> None:
    """SHEET_STATE_SLOTS states, in SHEET_STATE_FILE when it is set (shared), else private; a file
    that cannot be mapped costs only the sharing, so it is logged and a private table kept."""
    slots = int(app.config.get("SHEET_STATE_SLOTS", 4096))
    path = app.config.get("SHEET_STATE_FILE")
    states = None
    if path and slots > 0:
        try:
            states = SheetStates.shared(path, slots)
        except OSError as exc:
            logger.warning("sheet states not shared: cannot map %s (%s)", path, exc)
    app.extensions[EXTENSION] = states or SheetStates.private(slots)


def sheet_states() -> SheetStates:
    return current_app.extensions[EXTENSION]  # type: ignore[no-any-return]
