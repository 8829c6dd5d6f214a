"""Where a code object lies in the marshal data it was read from, so that writing it back can
copy those bytes when nothing in it changed.

The reader keeps no per-object notes inside code objects (they are most of a .pyc); it keeps a
:class:`CodeSpan` per code object instead.  The writer copies the span's bytes when the code
object, its fields and its nested code objects are the very objects that were read (all the
rest of a code object is immutable: tuples, str, bytes, numbers, frozensets; a span holding a
list, dict or set is never copied) and the references numbered before it are the reader's.
Otherwise it asks for the notes of that one code object, which the reader makes by reading
its bytes again, and writes it object by object as before.
"""
from dataclasses import fields
from operator import attrgetter, is_
from typing import Any, Callable, List, Optional, Tuple

from antioch.codeobj import CodeFields

#: Every field of a CodeFields, as one tuple (operator.attrgetter runs in C).
_FIELDS = attrgetter(*(f.name for f in fields(CodeFields)))


class CodeSpan:
    """One code object read from ``data[start:end]``, which numbered references
    ``ref_lo``..``ref_hi - 1`` of the reader's list ``refs`` (itself first, with FLAG_REF)."""

    __slots__ = (
        "_notes",
        "_reread",
        "children",
        "code",
        "data",
        "end",
        "filename",
        "immutable",
        "ref_hi",
        "ref_lo",
        "refs",
        "snapshot",
        "start",
    )

    def __init__(self, data: bytes, start: int, end: int, refs: List[Any], ref_lo: int, code: CodeFields,
                 children: Tuple["CodeSpan", ...], immutable: bool, notes: Optional[List[Any]],
                 filename: str, reread: Callable[["CodeSpan"], List[Any]]) -> None:
        self.data = data
        self.start = start
        self.end = end
        self.refs = refs
        self.ref_lo = ref_lo
        self.ref_hi = len(refs)
        self.code = code
        self.snapshot = _FIELDS(code)
        self.children = children
        self.immutable = immutable
        self._notes = notes
        self.filename = filename
        self._reread = reread

    def unchanged(self, code: Any) -> bool:
        """Is ``code`` the object read, with the very field values read, nested code objects too?"""
        if code is not self.code or not all(map(is_, _FIELDS(code), self.snapshot)):
            return False
        return all(child.unchanged(child.code) for child in self.children)

    def notes(self) -> List[Any]:
        """The notes of the code object's fields, in stream order (read again on first use)."""
        if self._notes is None:
            self._notes = self._reread(self)
        return self._notes

    def __repr__(self) -> str:
        return "CodeSpan(%d:%d, refs %d:%d)" % (self.start, self.end, self.ref_lo, self.ref_hi)
