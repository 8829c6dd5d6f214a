"""antioch's marshal: read and write the data of CPython 2.7 and 3.6-3.15 on any host.

>>> from antioch.pyc.marshal import loads, dumps, read_marshal, write_marshal
>>> data = dumps((1, "a", b"b", 2.5, None), (3, 8))
>>> loads(data, (3, 8))
(1, 'a', b'b', 2.5, None)
>>> m = read_marshal(data, (3, 8))
>>> write_marshal(m.value, m.notes, (3, 8)) == data
True

See :mod:`antioch.pyc.reader` for how values are represented (2.7 ``str`` is ``bytes``)
and :mod:`antioch.pyc.typecodes` for the notes that make writing back exact.
"""
import gc
import sys
from contextlib import contextmanager
from typing import Any, Iterator, NamedTuple

from antioch.errors import PycError
from antioch.pyc.reader import MAX_DEPTH, MarshalReader
from antioch.pyc.typecodes import Version
from antioch.pyc.writer import MarshalWriter


class Marshalled(NamedTuple):
    """One object read from marshal data: its value, the notes to write it back, where it ended."""

    value: Any
    notes: Any
    end: int


def read_marshal(data: bytes, version: Version, offset: int = 0,
                 filename: str = "<marshal>") -> Marshalled:
    """Read one object of CPython ``version``'s marshal format at ``offset`` of ``data``.

    Raises :class:`PycError` (with the file and the offset) for anything malformed.
    """
    reader = MarshalReader(data, version, offset, filename)
    with collector_paused(), recursion_room(FRAMES_PER_LEVEL * MAX_DEPTH):
        try:
            value, notes = reader.read()
        except RecursionError:
            raise reader.error("marshal data nested too deeply for this host's recursion limit") from None
    return Marshalled(value, notes, reader.pos)


#: Python frames the reader takes per level of nesting at most (a code object read strictly:
#: read_at, the handler numbering it, read_code, read_code_bare, read_code_strict, read_at, ...)
FRAMES_PER_LEVEL = 5


@contextmanager
def recursion_room(frames: int) -> Iterator[None]:
    """Python's recursion limit raised, inside, to leave ``frames`` frames beside a default limit's
    worth for the caller (a read nested MAX_DEPTH deep needs more than the default 1000; 2,500 frames
    of this reader take well under a megabyte of C stack on 3.8-3.10, and none on 3.11+)."""
    limit = sys.getrecursionlimit()
    wanted = frames + 1000
    if wanted <= limit:
        yield
        return
    sys.setrecursionlimit(wanted)
    try:
        yield
    finally:
        sys.setrecursionlimit(limit)


@contextmanager
def collector_paused() -> Iterator[None]:
    """No automatic run of the cyclic garbage collector inside: a read makes hundreds of thousands
    of objects and no cycles, and every collection it would trigger also walks all the objects that
    earlier reads made and the caller kept (C marshal's objects are mostly untracked, ours not).
    Once enabled again, the collector runs at the next allocation as it would have, once."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def loads(data: bytes, version: Version, filename: str = "<marshal>") -> Any:
    """The object at the start of ``data`` (bytes after it are ignored, as ``marshal.loads`` does)."""
    return read_marshal(data, version, 0, filename).value


def write_marshal(value: Any, notes: Any, version: Version) -> bytes:
    """``value`` written as its ``notes`` say: the same bytes as read when nothing changed.

    Parts that were edited so that they no longer fit their notes are written fresh.
    """
    writer = MarshalWriter(version)
    try:
        writer.write(value, notes)
    except RecursionError:
        raise PycError("value nested too deeply to marshal") from None
    return writer.getvalue()


def dumps(value: Any, version: Version) -> bytes:
    """``value`` as CPython ``version``'s marshal data, choosing type codes as CPython does."""
    return write_marshal(value, None, version)


__all__ = ["Marshalled", "dumps", "loads", "read_marshal", "write_marshal"]
