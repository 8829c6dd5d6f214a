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
fields and made by one positional call (see _CodeBuilder).
"""
import struct
from dataclasses import fields
from operator import itemgetter
from typing import Any, Callable, Dict, List, Optional, Tuple

from antioch.codeobj import CodeFields
from antioch.errors import PycError
from antioch.pyc import typecodes as T
from antioch.pyc.spans import SpanTable

_INT32_FROM = struct.Struct("<i").unpack_from
_UINT32_FROM = struct.Struct("<I").unpack_from
_INT64_FROM = struct.Struct("<q").unpack_from
_DOUBLE_FROM = struct.Struct("<d").unpack_from
_TWO_DOUBLES_FROM = struct.Struct("<dd").unpack_from
_DIGITS = "<%dH"

#: Deeper nesting than this is refused (CPython's own limit is 2000, MAX_MARSHAL_STACK_DEPTH in
#: Python/marshal.c); read_marshal lets Python recurse deep enough for it on any host.
MAX_DEPTH = 500


class _Pending:
    """Placeholder in the reference list for an object whose reading has not finished."""


class _Recheck(Exception):
    """Something in a 3.x code object read fast is wrong: MarshalReader.read reads it all again
    strictly.  Once, from the start: re-reading each failed code object where it failed would
    re-read the code objects inside it each time, exponential in their nesting."""


_PENDING = _Pending()
#: handler(reader, type_byte, position after it) -> (value, note, position after the object)
Handler = Callable[["MarshalReader", int, int], Tuple[Any, Any, int]]
#: Type codes whose objects hold other objects (FLAG_REF numbers them before their items).
CONTAINERS = frozenset({T.TYPE_TUPLE, T.TYPE_SMALL_TUPLE, T.TYPE_LIST, T.TYPE_DICT, T.TYPE_SET,
                        T.TYPE_FROZENSET, T.TYPE_CODE, T.TYPE_SLICE, T.TYPE_FROZENDICT})
#: 3.15's frozendict where the host has it, else antioch's stand-in
_FROZENDICT: Any = getattr(__import__("builtins"), "frozendict", T.FrozenDict)


def _fast_kinds() -> bytes:
    """Per type byte, how MarshalReader.items reads it inline (0: by its handler)."""
    kinds = bytearray(256)
    for code, kind in ((T.TYPE_REF, 1), (T.TYPE_SHORT_ASCII, 2), (T.TYPE_SHORT_ASCII_INTERNED, 2),
                       (T.TYPE_STRING, 3), (T.TYPE_NONE, 4), (T.TYPE_SMALL_TUPLE, 5)):
        kinds[code] = kind
        if code not in (T.TYPE_REF, T.TYPE_NONE, T.TYPE_SMALL_TUPLE):  # these read as usual with FLAG_REF
            kinds[code | T.FLAG_REF] = kind
    return bytes(kinds)


_FAST_KINDS = _fast_kinds()  # 3.x
#: as _FAST_KINDS, for MarshalReader.values_at (3.x, no notes)
_BARE_KINDS = bytes(6 if byte == T.TYPE_CODE else kind for byte, kind in enumerate(_FAST_KINDS))
_NO_FAST_KINDS = bytes(256)  # 2.7: its 's' and 't' differ, it has no refs


class MarshalReader:
    """Reads one object; ``read()`` returns ``(value, notes)`` and leaves ``pos`` after it."""

    def __init__(self, data: bytes, version: T.Version, pos: int = 0, filename: str = "<marshal>") -> None:
        self.data = bytes(data)
        self.version = T.check_version(version)
        self.pos = pos
        self.filename = filename
        self.is_py2 = self.version < (3, 0)
        self.refs: List[Any] = []  # 3.x FLAG_REF objects; 2.7 interned strings
        self.depth = 0
        self.codes = T.codes_for(self.version)
        self.code_steps = T.code_steps(self.version)
        self.build = _code_builder(self.version)
        self.shape = _code_shape(self.version)
        self.end = len(self.data)
        # The data as text, one character per byte: a short ASCII string is then one slice of it
        # (CPython too makes these strings from the bytes as they are, ASCII or not).
        self.text = self.data.decode("latin-1")
        self.table = _dispatch_table(self.codes, self.is_py2)
        self.kinds = _NO_FAST_KINDS if self.is_py2 else _FAST_KINDS
        # 3.x code objects are numbered in a SpanTable instead of keeping notes (see
        # antioch.pyc.spans); 2.7 data
        # keeps notes everywhere.
        self.lazy = not self.is_py2
        self.keep_notes = True  # False while reading the inside of a code object lazily
        self.spans: Optional[SpanTable] = None  # made at the first code object
        self.code_depth = 0  # code objects open
        self.mutables = 0  # lists, dicts and sets read so far
        # Reading one code object again for its notes (SpanTable.notes): its number, and the
        # numbers of the code objects nested in it by start offset (those are not read again).
        self.rereading = -1
        self.known: Dict[int, int] = {}
        self.strict = False  # reading again after a failure (see read)

    # -- errors and primitives ---------------------------------------------------------------

    def error(self, message: str, offset: int = -1) -> PycError:
        return PycError(message, filename=self.filename, offset=self.pos if offset < 0 else offset)

    def truncated(self, pos: int, n: int, what: str) -> PycError:
        return self.error("truncated data: expected %d bytes of %s, found %d" % (n, what, self.end - pos), pos)

    def int32(self, pos: int, what: str) -> int:
        if pos + 4 > self.end:
            raise self.error("truncated data: expected a 4-byte %s" % what, pos)
        return _INT32_FROM(self.data, pos)[0]

    def size(self, pos: int, what: str, unit: int = 1) -> int:
        """A 4-byte count at ``pos`` of items at least ``unit`` bytes long each; it must fit what is left."""
        n = self.int32(pos, what)
        if n < 0 or n * unit > self.end - pos - 4:
            raise self.error("bad %s %d: only %d bytes remain" % (what, n, self.end - pos - 4), pos)
        return n

    def byte_size(self, pos: int, what: str) -> int:
        if pos >= self.end:
            raise self.truncated(pos, 1, what)
        return self.data[pos]

    def chunk(self, pos: int, n: int, what: str) -> bytes:
        end = pos + n
        if end > self.end:
            raise self.truncated(pos, n, what)
        return self.data[pos:end]

    # -- the dispatcher ------------------------------------------------------------------------

    def read(self) -> Tuple[Any, Any]:
        """The object at ``pos``: read fast, and when anything in a 3.x code object is wrong, read
        again once from the start, strictly (see read_code_strict), to say what is wrong first."""
        start, mark = self.pos, len(self.refs)
        try:
            value, note, self.pos = self.read_at(start)
        except _Recheck:
            del self.refs[mark:]
            self.spans, self.depth, self.code_depth, self.mutables = None, 0, 0, 0
            self.keep_notes, self.strict = True, True
            value, note, self.pos = self.read_at(start)
        return value, note

    def read_at(self, pos: int) -> Tuple[Any, Any, int]:
        if pos >= self.end:
            raise self.error("truncated data: expected a type code, found the end of the data", pos)
        byte = self.data[pos]
        return self.table[byte](self, byte, pos + 1)

    def read_unknown(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        raise self.error("bad marshal data: unknown type code %r (0x%02x)" % (chr(byte), byte), pos - 1)

    def nest(self, start: int) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.error("marshal data nested deeper than %d containers" % MAX_DEPTH, start)

    # -- numbers -----------------------------------------------------------------------------------

    def read_int(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        return self.int32(pos, "int"), byte, pos + 4

    def read_int64(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        return _INT64_FROM(self.chunk(pos, 8, "64-bit int"))[0], byte, pos + 8

    def read_long(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        # 15-bit digits in 16-bit units, least significant first (PyLong_MARSHAL_SHIFT).
        n = self.int32(pos, "long digit count")
        count = abs(n)
        pos += 4
        if count * 2 > self.end - pos:
            raise self.error("bad long digit count %d: only %d bytes remain" % (n, self.end - pos), pos - 4)
        digits = struct.unpack_from(_DIGITS % count, self.data, pos)
        end = pos + 2 * count
        value = 0
        for i, digit in enumerate(digits):
            if digit >= 1 << 15:
                raise self.error("bad marshal data: long digit %d out of range" % digit, end)
            value |= digit << (15 * i)
        if count and digits[-1] == 0:
            raise self.error("bad marshal data: unnormalized long (top digit is 0)", end)
        value = -value if n < 0 else value
        return (T.Py2Long(value) if self.is_py2 else value), byte, end

    def read_binary_float(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        if pos + 8 > self.end:
            raise self.truncated(pos, 8, "binary float")
        return _DOUBLE_FROM(self.data, pos)[0], byte, pos + 8

    def read_binary_complex(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        if pos + 16 > self.end:
            raise self.truncated(pos, 16, "binary complex")
        real, imag = _TWO_DOUBLES_FROM(self.data, pos)
        return complex(real, imag), byte, pos + 16

    def float_text(self, pos: int) -> Tuple[float, bytes, int]:
        n = self.byte_size(pos, "float text length")
        text = self.chunk(pos + 1, n, "float text")
        try:
            return float(text.decode("ascii")), text, pos + 1 + n
        except (UnicodeDecodeError, ValueError):
            raise self.error("bad marshal data: %r is not a float" % text, pos) from None

    def read_text_float(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        value, text, end = self.float_text(pos)
        return value, (byte, text), end

    def read_text_complex(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        real, real_text, pos = self.float_text(pos)
        imag, imag_text, end = self.float_text(pos)
        return complex(real, imag), (byte, (real_text, imag_text)), end

    # -- strings -------------------------------------------------------------------------------------

    def read_bytes(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        n = self.size(pos, "bytes length")
        end = pos + 4 + n
        return self.data[pos + 4:end], byte, end

    def read_interned_27(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        n = self.size(pos, "string length")
        end = pos + 4 + n
        value = self.data[pos + 4:end]
        self.refs.append(value)
        return value, byte, end

    def read_stringref(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        n = self.int32(pos, "interned string index")
        if not 0 <= n < len(self.refs):
            raise self.error("bad marshal data: string reference %d, but only %d interned strings read"
                             % (n, len(self.refs)), pos - 1)
        return self.refs[n], T.small_note(byte, n), pos + 4

    def read_utf8(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        n = self.size(pos, "string length")
        end = pos + 4 + n
        try:
            return self.data[pos + 4:end].decode("utf-8", "surrogatepass"), byte, end
        except UnicodeDecodeError as exc:
            raise self.error("bad marshal data: invalid UTF-8 (%s)" % exc.reason, pos - 1) from None

    def read_ascii(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        # CPython builds these as 1-byte-kind strings without checking they are ASCII.
        n = self.size(pos, "string length")
        end = pos + 4 + n
        return self.data[pos + 4:end].decode("latin-1"), byte, end

    def read_short_ascii(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        n = self.byte_size(pos, "string length")
        return self.chunk(pos + 1, n, "ASCII string").decode("latin-1"), byte, pos + 1 + n

    def read_ref(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        n = self.int32(pos, "reference index")
        if not 0 <= n < len(self.refs):
            raise self.error("bad marshal data: reference %d to an object not yet read (%d known)"
                             % (n, len(self.refs)), pos - 1)
        value = self.refs[n]
        if value is _PENDING:
            raise self.error("bad marshal data: reference %d to an object still being read" % n, pos - 1)
        return value, T.small_note(byte, n), pos + 4

    # -- containers ------------------------------------------------------------------------------------

    def items(self, n: int, pos: int, start: int) -> Tuple[List[Any], Optional[List[Any]], int]:
        """``n`` objects from ``pos``: (values, their notes or None, the position after them)."""
        if not self.keep_notes:
            bare, pos = self.values_at(n, pos, start)
            return bare, None, pos
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.error("marshal data nested deeper than %d containers" % MAX_DEPTH, start)
        values: List[Any] = []
        notes: Optional[List[Any]] = [] if self.keep_notes else None
        add = values.append
        data, end, table, refs = self.data, self.end, self.table, self.refs
        kinds = self.kinds
        unpack, pending = _INT32_FROM, _PENDING
        for _ in range(n):
            if pos >= end:
                raise self.error("truncated data: expected a type code, found the end of the data", pos)
            byte = data[pos]
            kind = kinds[byte]
            # The commonest objects read inline when whole and valid (else by their handler,
            # which also reports what is wrong).  See _FAST_KINDS.
            if kind == 1:  # a reference
                if pos + 5 <= end:
                    index = unpack(data, pos + 1)[0]
                    if 0 <= index < len(refs):
                        value = refs[index]
                        if value is not pending:
                            add(value)
                            if notes is not None:
                                notes.append((index + 1) << 8 | byte)  # T.small_note
                            pos += 5
                            continue
            elif kind == 2:  # a short ASCII string, maybe with FLAG_REF
                if pos + 1 < end:
                    stop = pos + 2 + data[pos + 1]
                    if stop <= end:
                        value = data[pos + 2:stop].decode("latin-1")
                        if byte & 0x80:
                            refs.append(value)
                        add(value)
                        if notes is not None:
                            notes.append(byte)
                        pos = stop
                        continue
            elif kind == 3:  # bytes, maybe with FLAG_REF
                if pos + 5 <= end:
                    size = unpack(data, pos + 1)[0]
                    stop = pos + 5 + size
                    if size >= 0 and stop <= end:
                        value = data[pos + 5:stop]
                        if byte & 0x80:
                            refs.append(value)
                        add(value)
                        if notes is not None:
                            notes.append(byte)
                        pos = stop
                        continue
            elif kind == 4:  # None
                add(None)
                if notes is not None:
                    notes.append(byte)
                pos += 1
                continue
            elif kind == 5 and pos + 1 < end:  # a small tuple without FLAG_REF (nothing to number)
                inner, inner_notes, pos = self.items(data[pos + 1], pos + 2, pos)
                add(tuple(inner))
                if notes is not None:
                    notes.append((byte, inner_notes))
                continue
            value, note, pos = table[byte](self, byte, pos + 1)
            add(value)
            if notes is not None:
                notes.append(note)
        self.depth -= 1
        return values, notes, pos

    def values_at(self, n: int, pos: int, start: int) -> Tuple[List[Any], int]:
        """``n`` objects from ``pos``, no notes kept (inside 3.x code objects, most of a .pyc):
        (values, the position after them).

        The loop that reads most objects of a .pyc, so every test it can leave out is left out.
        References (half of all objects) are tested for first, by their type byte; the other
        commonest objects (see _BARE_KINDS) are read inline without bounds checks.  Reading past
        the end shows as an IndexError or struct.error, or, for a string or bytes cut off, as a
        position past the end once the loop is done; then the objects are read again from the
        start by their handlers, which say what is wrong and where (see reread_to_fail).
        """
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.error("marshal data nested deeper than %d containers" % MAX_DEPTH, start)
        values: List[Any] = []
        add = values.append
        data, text, table, refs = self.data, self.text, self.table, self.refs
        kinds, unpack, pending = _BARE_KINDS, _UINT32_FROM, _PENDING
        begin, mark = pos, len(refs)
        try:
            for _ in range(n):
                byte = data[pos]
                if byte == 114:  # TYPE_REF; the index unsigned, so a negative one is out of range
                    value = refs[unpack(data, pos + 1)[0]]
                    if value is not pending:
                        add(value)
                        pos += 5
                        continue
                    kind = 0
                else:
                    kind = kinds[byte]
                if kind == 2:  # a short ASCII string, maybe with FLAG_REF
                    stop = pos + 2 + data[pos + 1]
                    value = text[pos + 2:stop]
                    add(value)
                    if byte & 0x80:
                        refs.append(value)
                    pos = stop
                    continue
                if kind == 5:  # a small tuple without FLAG_REF (nothing to number)
                    # Most hold only references and short strings (names): read here, without
                    # a call; at anything else, forget what was read and call values_at.
                    inner: List[Any] = []
                    put = inner.append
                    at = pos + 2
                    inner_mark = len(refs)
                    for _ in range(data[pos + 1]):
                        byte = data[at]
                        if byte == 114:
                            value = refs[unpack(data, at + 1)[0]]
                            if value is pending:
                                break
                            put(value)
                            at += 5
                        elif kinds[byte] == 2:
                            stop = at + 2 + data[at + 1]
                            value = text[at + 2:stop]
                            put(value)
                            if byte & 0x80:
                                refs.append(value)
                            at = stop
                        else:
                            break
                    else:
                        add(tuple(inner))
                        pos = at
                        continue
                    del refs[inner_mark:]
                    inner, pos = self.values_at(data[pos + 1], pos + 2, pos)
                    add(tuple(inner))
                    continue
                if kind == 3:  # bytes, maybe with FLAG_REF
                    stop = pos + 5 + unpack(data, pos + 1)[0]
                    value = data[pos + 5:stop]
                    add(value)
                    if byte & 0x80:
                        refs.append(value)
                    pos = stop
                    continue
                if kind == 4:  # None
                    add(None)
                    pos += 1
                    continue
                if kind == 6:  # a code object without FLAG_REF
                    value, _, pos = self.read_code_bare(byte, pos + 1)
                    add(value)
                    continue
                value, _, pos = table[byte](self, byte, pos + 1)
                add(value)
        except (IndexError, struct.error):
            pos = self.end + 1
        if pos > self.end:
            self.reread_to_fail(n, begin, mark)
        self.depth -= 1
        return values, pos

    def reread_to_fail(self, n: int, pos: int, mark: int) -> None:
        """Raise the error of the ``n`` objects from ``pos``, read one by one by their handlers
        (the references numbered from ``mark`` on are numbered again)."""
        del self.refs[mark:]
        for _ in range(n):
            pos = self.read_at(pos)[2]
        raise self.error("truncated data: an object runs past the end of the data", pos)

    def read_tuple(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        values, notes, end = self.items(self.size(pos, "tuple length"), pos + 4, pos - 1)
        return tuple(values), byte if notes is None else (byte, notes), end

    def read_small_tuple(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        values, notes, end = self.items(self.byte_size(pos, "tuple length"), pos + 1, pos - 1)
        return tuple(values), byte if notes is None else (byte, notes), end

    def read_list(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        self.mutables += 1
        values, notes, end = self.items(self.size(pos, "list length"), pos + 4, pos - 1)
        return values, byte if notes is None else (byte, notes), end

    def read_set(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        values, notes, end = self.items(self.size(pos, "set length"), pos + 4, pos - 1)
        try:
            if byte & 0x7F == T.TYPE_SET:
                self.mutables += 1
                made: Any = set(values)
            else:
                made = frozenset(values)
        except TypeError:
            raise self.error("bad marshal data: unhashable set element", pos - 1) from None
        return made, byte if notes is None else (byte, (notes, values)), end

    def read_dict(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        result: Dict[Any, Any] = {}
        notes: List[Any] = []
        self.mutables += 1
        self.nest(pos - 1)
        data = self.data
        while True:
            at = pos
            if at < self.end and data[at] & 0x7F == T.TYPE_NULL:
                self.depth -= 1
                return result, (byte, (notes, data[at])) if self.keep_notes else byte, at + 1
            key, key_note, pos = self.read_at(pos)
            value, value_note, pos = self.read_at(pos)
            try:
                result[key] = value
            except TypeError:
                raise self.error("bad marshal data: unhashable dict key", at) from None
            notes.append(key_note)
            notes.append(value_note)

    def read_slice(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        # 3.14+ (marshal version 5): start, stop and step
        values, notes, end = self.items(3, pos, pos - 1)
        return slice(*values), byte if notes is None else (byte, notes), end

    def read_frozendict(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        # 3.15+ (marshal version 6): items as in a dict, then TYPE_NULL
        items, note, end = self.read_dict(byte, pos)
        return _FROZENDICT(items), note, end

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
        two objects (see _CodeShape): read here in three steps and checked by one comparison of
        types.  Anything wrong (cut off, a field of the wrong type) makes the whole read start
        again strictly (see read), which reads field by field and says what is wrong where.
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
            fields.append(_INT32_FROM(data, pos)[0])
            tail, pos = self.values_at(shape.tail, pos + 4, start)
            fields += tail
        except (struct.error, PycError):
            raise _Recheck from None  # the first thing wrong may be a field's type before this
        if tuple(map(type, fields)) != shape.types:
            raise _Recheck
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
    def read_and_register(reader: MarshalReader, byte: int, pos: int) -> Tuple[Any, Any, int]:
        value, note, end = handler(reader, byte, pos)
        reader.refs.append(value)
        return value, note, end

    return read_and_register


def _registering_container(handler: Handler) -> Handler:
    def read_and_register(reader: MarshalReader, byte: int, pos: int) -> Tuple[Any, Any, int]:
        # References are numbered in the order objects start (R_REF / r_ref_reserve).
        refs = reader.refs
        index = len(refs)
        refs.append(_PENDING)
        value, note, end = handler(reader, byte, pos)
        refs[index] = value
        return value, note, end

    return read_and_register


#: Every field of CodeFields and its default, in declaration order (its __init__'s parameters).
_DEFAULTS = {f.name: f.default for f in fields(CodeFields)}
#: 3.11+ fields derived from the slots, in the order MarshalReader.make_code appends them
_FROM_LOCALSPLUS = ("varnames", "cellvars", "freevars", "nlocals")


class _CodeBuilder:
    """Makes a version's CodeFields from the list MarshalReader.make_code gathers: the fields in
    stream order, the version, and (3.11+) the fields derived from the slots.

    CodeFields' ``__init__`` is called with every field by position, picked from that list by
    one ``itemgetter`` (by keyword, from a dict, it took twice as long; a .pyc has thousands of
    code objects).  A field the version's data lacks takes its default, except ``qualname``
    (before 3.11), which is the name.
    """

    __slots__ = ("localsplus", "pick", "py2_names", "tail")

    def __init__(self, version: T.Version) -> None:
        stream = [name for name, _ in T.code_layout(version)]
        self.localsplus = stream.index("localsplusnames") if "localsplusnames" in stream else None
        self.py2_names = [(name, stream.index(name)) for name in sorted(T.NAME_FIELDS_27)] \
            if version < (3, 0) else []
        gathered = stream + ["version"] + (list(_FROM_LOCALSPLUS) if self.localsplus is not None else [])
        tail: List[Any] = []
        at = []
        for name, default in _DEFAULTS.items():
            if name in gathered:
                at.append(gathered.index(name))
            elif name == "qualname":
                at.append(gathered.index("name"))
            else:
                at.append(len(gathered) + len(tail))
                tail.append(default)
        self.tail = tuple(tail)
        self.pick = itemgetter(*at)

    def values(self, got: List[Any]) -> Tuple[Any, ...]:
        got += self.tail
        values: Tuple[Any, ...] = self.pick(got)
        return values


_BUILDERS: Dict[T.Version, _CodeBuilder] = {}


class _CodeShape:
    """A 3.x layout as MarshalReader.read_code_bare reads it: ``head`` unpacks the raw ints
    before the objects (``head_size`` bytes), eight objects follow, then the first line number
    and ``tail`` objects; ``types`` is what the objects and the line number must be."""

    __slots__ = ("head", "head_size", "tail", "types")

    def __init__(self, version: T.Version) -> None:
        steps = T.code_steps(version)
        self.head: Callable[[bytes, int], Tuple[int, ...]] = struct.Struct("").unpack_from
        self.head_size, self.tail = 0, 0
        self.types: Tuple[type, ...] = ()
        if version < (3, 0):
            return
        (_, head, _), (mid_names, _, mid_types), (_, line, _), (tail_names, _, tail_types) = steps
        assert head is not None and line is not None and line.size == 4 and len(mid_names) == 8
        self.head, self.head_size = head.unpack_from, head.size
        self.tail = len(tail_names)
        self.types = (mid_types or ()) + (int,) + (tail_types or ())


_SHAPES: Dict[T.Version, _CodeShape] = {}


def _code_shape(version: T.Version) -> _CodeShape:
    if version not in _SHAPES:
        _SHAPES[version] = _CodeShape(version)
    return _SHAPES[version]


def _code_builder(version: T.Version) -> _CodeBuilder:
    if version not in _BUILDERS:
        _BUILDERS[version] = _CodeBuilder(version)
    return _BUILDERS[version]


def _constant(value: Any) -> Handler:
    return lambda reader, byte, pos: (value, byte, pos)

