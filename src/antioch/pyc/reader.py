"""Reading marshal data of CPython 2.7 and 3.6-3.15 (Python/marshal.c, ``r_object``), on any host.

Values: None, bool, int, float, complex, bytes, str, tuple, list, dict, set, frozenset,
Ellipsis, StopIteration, and :class:`~antioch.codeobj.CodeFields` for code objects.
In 2.7 data a ``str`` is ``bytes`` and a ``unicode`` is ``str``, except inside code
objects, whose names, filename and name (always ``str`` in Python 2) are decoded as UTF-8
with ``surrogateescape`` so that every version's CodeFields hold ``str`` names.
Besides the value, the reader returns notes (see :mod:`antioch.pyc.typecodes`) that let
:mod:`antioch.pyc.writer` write the very same bytes back.

How it is fast enough to read thousands of files: one handler per type byte in a 256-entry
table (FLAG_REF variants included, so nothing is masked or tested per object), handlers that
take and return the position instead of keeping it in an attribute, ``struct.unpack_from``
on the buffer, and the two commonest objects of real .pyc files -- references and short
ASCII strings, two thirds of all objects -- read inline by the container loops; inside 3.x
code objects (most of a .pyc) by ``values_at``, which keeps no notes and leaves bounds checks
to the IndexError of reading past the end.  Code objects are gathered as a list of their
fields and made by one positional call (see :class:`~antioch.pyc.code_layouts.CodeBuilder`).
"""
import struct
from typing import Any, Dict, List, Tuple

from antioch.codeobj import CodeFields
from antioch.errors import PycError
from antioch.pyc import typecodes as T
from antioch.pyc.code_layouts import code_builder, code_shape
from antioch.pyc.marshal_values import (
    CONTAINERS,
    INT32_FROM,
    MAX_DEPTH,
    PENDING,
    Handler,
    Recheck,
    ValueReader,
)
from antioch.pyc.spans import SpanTable

__all__ = ["MAX_DEPTH", "MarshalReader", "reread_notes"]


class MarshalReader(ValueReader):
    """Reads one object; ``read()`` returns ``(value, notes)`` and leaves ``pos`` after it."""

    def __init__(self, data: bytes, version: T.Version, pos: int = 0, filename: str = "<marshal>") -> None:
        super().__init__(data, version, pos, filename)
        self.build = code_builder(self.version)
        self.shape = code_shape(self.version)
        self.table = _dispatch_table(self.codes, self.is_py2)

    # -- code objects ----------------------------------------------------------------------------------

    def read_code(self, code_byte: int, pos: int) -> Tuple[Any, Any, int]:
        if self.rereading < 0 and self.lazy:
            return self.read_code_bare(code_byte, pos)
        start = pos - 1
        refs = self.refs
        spans = self.spans
        if start in self.known and spans is not None:  # read before: same object, same numbers taken
            index = self.known[start]
            _, end, _, ref_hi = spans.span(index)
            refs.extend(spans.refs[len(refs):ref_hi])
            return spans.codes[index], (code_byte, index), end
        # Here: 2.7 data (notes everywhere), or the code object whose notes are read again.
        outer_keep = self.keep_notes
        rereading = self.rereading >= 0 and self.code_depth == 0
        self.keep_notes = rereading or not self.lazy
        self.code_depth += 1
        got: List[Any] = []
        notes: List[Any] = []
        for names, ints, types in self.code_steps:
            if ints is not None:  # a run of raw 4-byte ints
                got += self.raw_ints(names, ints, pos)
                pos += ints.size
                continue
            at, ref_at = pos, len(refs)
            items, item_notes, pos = self.items(len(names), pos, start)
            if tuple(map(type, items)) != types:
                self.wrong_field(names, types or (), at, ref_at)
            got += items
            if item_notes is not None:
                notes += item_notes
        self.keep_notes = outer_keep
        self.code_depth -= 1
        if spans is not None and rereading:
            return spans.codes[self.rereading], (code_byte, notes), pos
        return self.make_code(got, start), (code_byte, notes), pos

    def read_code_bare(self, code_byte: int, pos: int) -> Tuple[Any, Any, int]:
        """A 3.x code object read without notes, numbered in the read's SpanTable instead (see
        :mod:`antioch.pyc.spans`): the note is ``(code_byte, number)``, or ``(code_byte, (number,
        table))`` for one not nested in another.

        Every 3.x layout is a run of raw ints, eight objects, the first line number and one or
        two objects (see :class:`~antioch.pyc.code_layouts.CodeShape`): read here in three steps
        and checked by one comparison of types.  Anything wrong (cut off, a field of the wrong
        type) makes the whole read start again strictly (see read), which reads field by field
        and says what is wrong where.
        """
        if self.strict:
            return self.read_code_strict(code_byte, pos)
        start = pos - 1
        refs = self.refs
        spans = self.spans
        if spans is None:
            spans = self.spans = SpanTable(self.data, refs, self.filename, self.version, reread_notes)
        # This object's own number, when it has FLAG_REF, was taken just before (R_REF).
        ref_lo = len(refs) - (code_byte >> 7)
        mutables, first = self.mutables, len(spans.codes)
        shape = self.shape
        data = self.data
        self.code_depth += 1
        try:
            got = list(shape.head(data, pos))
            fields, pos = self.values_at(8, pos + shape.head_size, start)
            fields.append(INT32_FROM(data, pos)[0])
            tail, pos = self.values_at(shape.tail, pos + 4, start)
            fields += tail
        except (struct.error, PycError):
            raise Recheck from None  # the first thing wrong may be a field's type before this
        if tuple(map(type, fields)) != shape.types:
            raise Recheck
        self.code_depth -= 1
        got += fields
        return self.add_code(got, code_byte, start, pos, first, ref_lo, mutables)

    def add_code(self, got: List[Any], code_byte: int, start: int, end: int, first: int, ref_lo: int,
                 mutables: int) -> Tuple[Any, Any, int]:
        """The code object of the field values ``got``, numbered in the read's SpanTable."""
        spans = self.spans
        assert spans is not None
        values = self.code_values(got, start)
        code = CodeFields(*values)
        index = spans.add(code, values, first, start, end, ref_lo, len(self.refs), mutables != self.mutables)
        return code, (code_byte, index if self.code_depth else (index, spans)), end

    def read_code_strict(self, code_byte: int, pos: int) -> Tuple[Any, Any, int]:
        """A 3.x code object read field by field, each checked as soon as it is read, so that the
        error raised is the first thing wrong in stream order (see read)."""
        start = pos - 1
        if self.spans is None:
            self.spans = SpanTable(self.data, self.refs, self.filename, self.version, reread_notes)
        ref_lo = len(self.refs) - (code_byte >> 7)
        mutables, first = self.mutables, len(self.spans.codes)
        self.code_depth += 1
        self.nest(start)
        got: List[Any] = []
        for names, ints, types in self.code_steps:
            if ints is not None:
                got += self.raw_ints(names, ints, pos)
                pos += ints.size
                continue
            for name, wanted in zip(names, types or ()):
                at = pos
                value, _, pos = self.read_at(pos)
                if type(value) is not wanted:
                    raise self.error("bad marshal data: code %s must be %s, found %s"
                                     % (name, wanted.__name__, type(value).__name__), at)
                got.append(value)
        self.depth -= 1
        self.code_depth -= 1
        return self.add_code(got, code_byte, start, pos, first, ref_lo, mutables)

    def raw_ints(self, names: Tuple[str, ...], ints: struct.Struct, pos: int) -> Tuple[int, ...]:
        if pos + ints.size > self.end:
            for name in names:  # name the field that is cut off
                self.int32(pos, "code " + name)
                pos += 4
        return ints.unpack_from(self.data, pos)

    def wrong_field(self, names: Tuple[str, ...], types: Tuple[type, ...], pos: int, ref_at: int) -> None:
        """Raise the error for the first of these code fields that has the wrong type, at its offset."""
        del self.refs[ref_at:]  # read them again from where they started
        for name, wanted in zip(names, types):
            value, _, end = self.read_at(pos)
            if type(value) is not wanted:
                raise self.error("bad marshal data: code %s must be %s, found %s"
                                 % (name, wanted.__name__, type(value).__name__), pos)
            pos = end

    def make_code(self, got: List[Any], start: int) -> CodeFields:
        """The CodeFields of the field values ``got`` in this version's stream order."""
        return CodeFields(*self.code_values(got, start))

    def code_values(self, got: List[Any], start: int) -> Tuple[Any, ...]:
        """The arguments of CodeFields' ``__init__`` (every field, in declaration order) from the
        field values ``got`` in this version's stream order."""
        build = self.build
        if self.is_py2:
            self.decode_py2_names(got, start)
        got.append(self.version)
        if build.localsplus is not None:  # 3.11+: varnames, cellvars, freevars from the slots
            names, kinds = got[build.localsplus], got[build.localsplus + 1]
            if len(names) != len(kinds):
                raise self.error("bad marshal data: %d localsplus names but %d kinds"
                                 % (len(names), len(kinds)), start)
            got += T.split_localsplus(names, kinds)
            got.append(len(got[-3]))
        return build.values(got)

    def decode_py2_names(self, got: List[Any], start: int) -> None:
        for name, at in self.build.py2_names:
            value = got[at]
            items = value if type(value) is tuple else (value,)
            if any(type(item) is not bytes for item in items):
                raise self.error("bad marshal data: Python 2 code %s must hold str (bytes)" % name, start)
            decoded = tuple(item.decode("utf-8", "surrogateescape") for item in items)
            got[at] = decoded if type(value) is tuple else decoded[0]


def reread_notes(spans: SpanTable, index: int) -> List[Any]:
    """The notes of a code object read lazily: its bytes read again, with notes this time.

    The code objects nested in it are not read again: their notes keep their numbers, so the
    writer can still copy those that did not change.
    """
    start, _, ref_lo, _ = spans.span(index)
    again = MarshalReader(spans.data, spans.version, start, spans.filename)
    again.refs.extend(spans.refs[:ref_lo])
    again.spans = spans
    again.rereading = index
    again.known = spans.nested(index)
    _, note, _ = again.read_at(start)
    notes: List[Any] = note[1]
    return notes

# -- the dispatch tables ---------------------------------------------------------------------------

#: The method reading each type code (2.7's TYPE_INTERNED differs: see _dispatch_table).
HANDLERS: Dict[int, str] = {
    T.TYPE_INT: "read_int", T.TYPE_INT64: "read_int64", T.TYPE_LONG: "read_long",
    T.TYPE_BINARY_FLOAT: "read_binary_float", T.TYPE_FLOAT: "read_text_float",
    T.TYPE_BINARY_COMPLEX: "read_binary_complex", T.TYPE_COMPLEX: "read_text_complex",
    T.TYPE_STRING: "read_bytes", T.TYPE_UNICODE: "read_utf8", T.TYPE_INTERNED: "read_utf8",
    T.TYPE_TUPLE: "read_tuple", T.TYPE_SMALL_TUPLE: "read_small_tuple",
    T.TYPE_LIST: "read_list", T.TYPE_DICT: "read_dict",
    T.TYPE_SET: "read_set", T.TYPE_FROZENSET: "read_set",
    T.TYPE_CODE: "read_code", T.TYPE_REF: "read_ref", T.TYPE_STRINGREF: "read_stringref",
    T.TYPE_ASCII: "read_ascii", T.TYPE_ASCII_INTERNED: "read_ascii",
    T.TYPE_SHORT_ASCII: "read_short_ascii", T.TYPE_SHORT_ASCII_INTERNED: "read_short_ascii",
    T.TYPE_SLICE: "read_slice", T.TYPE_FROZENDICT: "read_frozendict",
}
_TABLES: Dict[Tuple[frozenset, bool], List[Handler]] = {}


def _dispatch_table(codes: frozenset, is_py2: bool) -> List[Handler]:
    """Handler per type byte of a version's ``codes``; with FLAG_REF set (3.x), one that also
    numbers the object."""
    key = (codes, is_py2)
    if key in _TABLES:
        return _TABLES[key]
    table: List[Handler] = [MarshalReader.read_unknown] * 256
    for code in codes:
        if code in T.SINGLETONS:
            handler = _constant(T.SINGLETONS[code])
            flagged = handler  # r_object never registers singletons
        else:
            name = "read_interned_27" if is_py2 and code == T.TYPE_INTERNED else HANDLERS[code]
            handler = getattr(MarshalReader, name)
            if code == T.TYPE_REF:
                flagged = handler
            elif code in CONTAINERS:
                flagged = _registering_container(handler)
            else:
                flagged = _registering_leaf(handler)
        table[code] = handler
        if not is_py2:
            table[code | T.FLAG_REF] = flagged
    _TABLES[key] = table
    return table


def _registering_leaf(handler: Handler) -> Handler:
    def read_and_register(reader: ValueReader, byte: int, pos: int) -> Tuple[Any, Any, int]:
        value, note, end = handler(reader, byte, pos)
        reader.refs.append(value)
        return value, note, end

    return read_and_register


def _registering_container(handler: Handler) -> Handler:
    def read_and_register(reader: ValueReader, byte: int, pos: int) -> Tuple[Any, Any, int]:
        # References are numbered in the order objects start (R_REF / r_ref_reserve).
        refs = reader.refs
        index = len(refs)
        refs.append(PENDING)
        value, note, end = handler(reader, byte, pos)
        refs[index] = value
        return value, note, end

    return read_and_register

def _constant(value: Any) -> Handler:
    return lambda reader, byte, pos: (value, byte, pos)

