"""Where the code objects of one read lie in the marshal data, so that writing them back can copy
those bytes when nothing in them changed.

The reader keeps no per-object notes inside code objects (they are most of a .pyc): it keeps
one :class:`SpanTable` per read instead, and each code object's note is ``(type_byte, index)``
into it (``(type_byte, (index, table))`` for a code object not nested in another, so that the
writer finds the table).  The writer copies a code object's bytes when it, its fields and its
nested code objects are the very objects that were read (the rest of a code object is
immutable: tuples, str, bytes, numbers, frozensets; one holding a list, dict or set is never
copied) and the references numbered before it are the reader's.  Otherwise it asks for the
notes of that one code object, which the reader makes by reading its bytes again (nested code
objects keep their index), and writes it object by object.

Everything is kept in a few flat arrays and lists, not in an object per code object: a .pyc
has thousands of code objects, and a tool that keeps many files in memory would otherwise
pay for them in every run of the cyclic garbage collector.
"""
from array import array
from dataclasses import fields
from itertools import chain
from operator import attrgetter, is_
from typing import Any, Callable, Dict, List, Tuple

from antioch.codeobj import CodeFields

#: Every field of a CodeFields, as one tuple (operator.attrgetter runs in C).
_FIELDS = attrgetter(*(f.name for f in fields(CodeFields)))
#: numbers per code object in SpanTable.bounds
_BOUNDS = 5


class SpanTable:
    """The code objects of one read, numbered in the order their reading ended (nested ones
    first), so that the code objects nested in number ``i`` are ``first`` .. ``i - 1`` (``first``
    is kept in ``bounds``)."""

    __slots__ = (
        "_notes",
        "_reread",
        "bounds",
        "codes",
        "data",
        "filename",
        "mutable",
        "refs",
        "snapshots",
        "version",
    )

    def __init__(self, data: bytes, refs: List[Any], filename: str, version: Tuple[int, int],
                 reread: Callable[["SpanTable", int], List[Any]]) -> None:
        self.data = data
        #: the reader's reference list: object number n is refs[n]
        self.refs = refs
        self.filename = filename
        self.version = version
        self.codes: List[CodeFields] = []
        #: the field values each code object was read with, a tuple per code object (not one
        #: flat list: the cyclic GC stops walking a tuple once it holds no container that it
        #: tracks, as most of these do, while it walks every item of a list at each collection)
        self.snapshots: List[Tuple[Any, ...]] = []
        #: _BOUNDS per code object: start and end offsets, first and past-last reference number
        #: taken, and the number of the first code object nested in it (its own when none is)
        self.bounds = array("q")
        #: per code object: 1 when a list, dict or set was read inside it
        self.mutable = bytearray()
        self._notes: Dict[int, List[Any]] = {}
        self._reread = reread

    def add(self, code: CodeFields, values: Tuple[Any, ...], first: int, start: int, end: int, ref_lo: int,
            ref_hi: int, mutable: bool) -> int:
        """Number a code object just read from ``values`` (its fields in declaration order, the
        tuple its ``__init__`` was called with); ``first`` is the count of code objects before it began."""
        self.codes.append(code)
        self.snapshots.append(values)
        self.bounds.extend((start, end, ref_lo, ref_hi, first))
        self.mutable.append(mutable)
        return len(self.codes) - 1

    def span(self, index: int) -> Tuple[int, int, int, int]:
        """(start, end, first reference number taken, past the last one) of code object ``index``."""
        at = _BOUNDS * index
        bounds = self.bounds
        return bounds[at], bounds[at + 1], bounds[at + 2], bounds[at + 3]

    def copyable(self, index: int, code: Any) -> bool:
        """Is ``code`` code object ``index`` as read, with the very field values read, nested ones too,
        and nothing mutable inside?"""
        if code is not self.codes[index] or self.mutable[index]:
            return False
        first = self.bounds[_BOUNDS * index + 4]
        now = chain.from_iterable(map(_FIELDS, self.codes[first:index + 1]))
        then = chain.from_iterable(self.snapshots[first:index + 1])
        return all(map(is_, now, then))

    def nested(self, index: int) -> Dict[int, int]:
        """The code objects nested in ``index``, by start offset."""
        bounds = self.bounds
        return {bounds[_BOUNDS * i]: i for i in range(bounds[_BOUNDS * index + 4], index)}

    def notes(self, index: int) -> List[Any]:
        """The notes of code object ``index``'s fields, in stream order (read again on first use)."""
        notes = self._notes.get(index)
        if notes is None:
            notes = self._notes[index] = self._reread(self, index)
        return notes

    def __repr__(self) -> str:
        return "<SpanTable of %d code objects>" % len(self.codes)
