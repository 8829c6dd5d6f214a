"""Reading the marshal values that are not code objects (Python/marshal.c, ``r_object``):
numbers, strings, references and containers, fast (see :mod:`antioch.pyc.reader`)."""
import struct
from typing import Any, Callable, Dict, List, Optional, Tuple

from antioch.errors import PycError
from antioch.pyc import typecodes as T
from antioch.pyc.spans import SpanTable

INT32_FROM = struct.Struct("<i").unpack_from
_UINT32_FROM = struct.Struct("<I").unpack_from
_INT64_FROM = struct.Struct("<q").unpack_from
_DOUBLE_FROM = struct.Struct("<d").unpack_from
_TWO_DOUBLES_FROM = struct.Struct("<dd").unpack_from
_DIGITS = "<%dH"

#: Deeper nesting than this is refused (CPython's own limit is 2000, MAX_MARSHAL_STACK_DEPTH in
#: Python/marshal.c); read_marshal lets Python recurse deep enough for it on any host.
MAX_DEPTH = 500


class Pending:
    """Placeholder in the reference list for an object whose reading has not finished."""


class Recheck(Exception):
    """Something in a 3.x code object read fast is wrong: MarshalReader.read reads it all again
    strictly.  Once, from the start: re-reading each failed code object where it failed would
    re-read the code objects inside it each time, exponential in their nesting."""


PENDING = Pending()
#: handler(reader, type_byte, position after it) -> (value, note, position after the object)
Handler = Callable[["ValueReader", int, int], Tuple[Any, Any, int]]
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


class ValueReader:
    """Reads every marshal value but code objects, which :class:`~antioch.pyc.reader.MarshalReader`
    adds (with the dispatch table, ``table``, that picks each type byte's handler)."""

    table: List["Handler"]

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
        self.end = len(self.data)
        # The data as text, one character per byte: a short ASCII string is then one slice of it
        # (CPython too makes these strings from the bytes as they are, ASCII or not).
        self.text = self.data.decode("latin-1")
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
        return INT32_FROM(self.data, pos)[0]

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
        except Recheck:
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
        if value is PENDING:
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
        unpack, pending = INT32_FROM, PENDING
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
        kinds, unpack, pending = _BARE_KINDS, _UINT32_FROM, PENDING
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

    def read_code_bare(self, code_byte: int, pos: int) -> Tuple[Any, Any, int]:
        raise NotImplementedError  # MarshalReader reads code objects
