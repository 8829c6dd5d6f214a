"""Reading marshal data of CPython 2.7 and 3.6-3.13 (Python/marshal.c, ``r_object``), on any host.

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
ASCII strings, two thirds of all objects -- read inline by the container loops.
"""
import struct
from typing import Any, Callable, Dict, List, Tuple

from antioch.codeobj import CodeFields
from antioch.errors import PycError
from antioch.pyc import typecodes as T

_INT32_FROM = struct.Struct("<i").unpack_from
_INT64_FROM = struct.Struct("<q").unpack_from
_DOUBLE_FROM = struct.Struct("<d").unpack_from
_TWO_DOUBLES_FROM = struct.Struct("<dd").unpack_from
_DIGITS = "<%dH"

#: Deeper nesting than this is refused (CPython's own limit is 2000, MAX_MARSHAL_STACK_DEPTH),
#: to stay far from Python's recursion limit on any host.
MAX_DEPTH = 120


class _Pending:
    """Placeholder in the reference list for an object whose reading has not finished."""


_PENDING = _Pending()
#: handler(type_byte, position after it) -> (value, note, position after the object)
Handler = Callable[[int, int], Tuple[Any, Any, int]]
#: Type codes whose objects hold other objects (FLAG_REF numbers them before their items).
CONTAINERS = frozenset({T.TYPE_TUPLE, T.TYPE_SMALL_TUPLE, T.TYPE_LIST, T.TYPE_DICT, T.TYPE_SET,
                        T.TYPE_FROZENSET, T.TYPE_CODE})
_REF = T.TYPE_REF
_SHORT_ASCII = (T.TYPE_SHORT_ASCII, T.TYPE_SHORT_ASCII_INTERNED)


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
        self.codes = T.CODES_27 if self.is_py2 else T.CODES_3
        self.code_steps = T.code_steps(self.version)
        self.end = len(self.data)
        self.table = self._dispatch_table()
        # Inline fast paths: only 3.x data numbers references, and has short strings.
        self.fast = not self.is_py2

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
        value, note, self.pos = self.read_at(self.pos)
        return value, note

    def read_at(self, pos: int) -> Tuple[Any, Any, int]:
        if pos >= self.end:
            raise self.error("truncated data: expected a type code, found the end of the data", pos)
        byte = self.data[pos]
        return self.table[byte](byte, pos + 1)

    def _dispatch_table(self) -> List[Handler]:
        """Handler per type byte; with FLAG_REF set, one that also numbers the object."""
        table: List[Handler] = [self.read_unknown] * 256
        handlers = self._handlers()
        for code in self.codes:
            if code in T.SINGLETONS:
                handler = _constant(T.SINGLETONS[code])
                flagged = handler  # r_object never registers singletons
            else:
                handler = handlers[code]
                if code == T.TYPE_REF:
                    flagged = handler
                elif code in CONTAINERS:
                    flagged = self._registering_container(handler)
                else:
                    flagged = self._registering_leaf(handler)
            table[code] = handler
            if not self.is_py2:
                table[code | T.FLAG_REF] = flagged
        return table

    def _registering_leaf(self, handler: Handler) -> Handler:
        refs = self.refs

        def read_and_register(byte: int, pos: int) -> Tuple[Any, Any, int]:
            value, note, end = handler(byte, pos)
            refs.append(value)
            return value, note, end

        return read_and_register

    def _registering_container(self, handler: Handler) -> Handler:
        refs = self.refs

        def read_and_register(byte: int, pos: int) -> Tuple[Any, Any, int]:
            # References are numbered in the order objects start (R_REF / r_ref_reserve).
            index = len(refs)
            refs.append(_PENDING)
            value, note, end = handler(byte, pos)
            refs[index] = value
            return value, note, end

        return read_and_register

    def read_unknown(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        raise self.error("bad marshal data: unknown type code %r (0x%02x)" % (chr(byte), byte), pos - 1)

    def nest(self, start: int) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.error("marshal data nested deeper than %d containers" % MAX_DEPTH, start)

    def _handlers(self) -> Dict[int, Handler]:
        h: Dict[int, Handler] = {
            T.TYPE_INT: self.read_int, T.TYPE_INT64: self.read_int64, T.TYPE_LONG: self.read_long,
            T.TYPE_BINARY_FLOAT: self.read_binary_float, T.TYPE_FLOAT: self.read_text_float,
            T.TYPE_BINARY_COMPLEX: self.read_binary_complex, T.TYPE_COMPLEX: self.read_text_complex,
            T.TYPE_STRING: self.read_bytes, T.TYPE_UNICODE: self.read_utf8,
            T.TYPE_TUPLE: self.read_tuple, T.TYPE_SMALL_TUPLE: self.read_small_tuple,
            T.TYPE_LIST: self.read_list, T.TYPE_DICT: self.read_dict,
            T.TYPE_SET: self.read_set, T.TYPE_FROZENSET: self.read_set,
            T.TYPE_CODE: self.read_code, T.TYPE_REF: self.read_ref,
            T.TYPE_STRINGREF: self.read_stringref,
            T.TYPE_ASCII: self.read_ascii, T.TYPE_ASCII_INTERNED: self.read_ascii,
            T.TYPE_SHORT_ASCII: self.read_short_ascii, T.TYPE_SHORT_ASCII_INTERNED: self.read_short_ascii,
        }
        h[T.TYPE_INTERNED] = self.read_interned_27 if self.is_py2 else self.read_utf8
        return h

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

    def items(self, n: int, pos: int, start: int) -> Tuple[List[Any], List[Any], int]:
        """``n`` objects from ``pos``: (values, their notes, the position after them)."""
        self.nest(start)
        values: List[Any] = []
        notes: List[Any] = []
        add_value = values.append
        add_note = notes.append
        data = self.data
        end = self.end
        table = self.table
        refs = self.refs
        fast = self.fast
        for _ in range(n):
            if pos >= end:
                raise self.error("truncated data: expected a type code, found the end of the data", pos)
            byte = data[pos]
            # Inline: references (TYPE_REF, no flag) and short ASCII strings, when whole.
            if fast and byte == _REF and pos + 5 <= end:
                index = _INT32_FROM(data, pos + 1)[0]
                if 0 <= index < len(refs):
                    value = refs[index]
                    if value is not _PENDING:
                        add_value(value)
                        add_note((index + 1) << 8 | byte)  # T.small_note
                        pos += 5
                        continue
            elif fast and byte & 0x7F in _SHORT_ASCII and pos + 1 < end:
                stop = pos + 2 + data[pos + 1]
                if stop <= end:
                    value = data[pos + 2:stop].decode("latin-1")
                    if byte & T.FLAG_REF:
                        refs.append(value)
                    add_value(value)
                    add_note(byte)
                    pos = stop
                    continue
            value, note, pos = table[byte](byte, pos + 1)
            add_value(value)
            add_note(note)
        self.depth -= 1
        return values, notes, pos

    def read_tuple(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        values, notes, end = self.items(self.size(pos, "tuple length"), pos + 4, pos - 1)
        return tuple(values), (byte, notes), end

    def read_small_tuple(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        values, notes, end = self.items(self.byte_size(pos, "tuple length"), pos + 1, pos - 1)
        return tuple(values), (byte, notes), end

    def read_list(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        values, notes, end = self.items(self.size(pos, "list length"), pos + 4, pos - 1)
        return values, (byte, notes), end

    def read_set(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        values, notes, end = self.items(self.size(pos, "set length"), pos + 4, pos - 1)
        try:
            made = set(values) if byte & 0x7F == T.TYPE_SET else frozenset(values)
        except TypeError:
            raise self.error("bad marshal data: unhashable set element", pos - 1) from None
        return made, (byte, (notes, values)), end

    def read_dict(self, byte: int, pos: int) -> Tuple[Any, Any, int]:
        result: Dict[Any, Any] = {}
        notes: List[Any] = []
        self.nest(pos - 1)
        data = self.data
        while True:
            at = pos
            if at < self.end and data[at] & 0x7F == T.TYPE_NULL:
                self.depth -= 1
                return result, (byte, (notes, data[at])), at + 1
            key, key_note, pos = self.read_at(pos)
            value, value_note, pos = self.read_at(pos)
            try:
                result[key] = value
            except TypeError:
                raise self.error("bad marshal data: unhashable dict key", at) from None
            notes.append(key_note)
            notes.append(value_note)

    # -- code objects ----------------------------------------------------------------------------------

    def read_code(self, code_byte: int, pos: int) -> Tuple[Any, Any, int]:
        start = pos - 1
        values: Dict[str, Any] = {}
        notes: List[Any] = []
        self.nest(start)
        for names, ints, wanted in self.code_steps:
            if ints is not None:  # a run of raw 4-byte ints
                if pos + ints.size > self.end:
                    for name in names:  # name the field that is cut off
                        self.int32(pos, "code " + name)
                        pos += 4
                values.update(zip(names, ints.unpack_from(self.data, pos)))
                pos += ints.size
                continue
            at = pos
            if pos >= self.end:
                raise self.error("truncated data: expected a type code, found the end of the data", pos)
            byte = self.data[pos]
            value, note, pos = self.table[byte](byte, pos + 1)
            if type(value) is not wanted:
                raise self.error("bad marshal data: code %s must be %s, found %s"
                                 % (names[0], getattr(wanted, "__name__", "?"), type(value).__name__), at)
            notes.append(note)
            values[names[0]] = value
        self.depth -= 1
        return self.make_code(values, start), (code_byte, notes), pos

    def make_code(self, values: Dict[str, Any], start: int) -> CodeFields:
        if self.is_py2:
            self.decode_py2_names(values, start)
        if self.version >= (3, 11):
            names, kinds = values["localsplusnames"], values["localspluskinds"]
            if len(names) != len(kinds):
                raise self.error("bad marshal data: %d localsplus names but %d kinds"
                                 % (len(names), len(kinds)), start)
            varnames, cellvars, freevars = T.split_localsplus(names, kinds)
            values.update(varnames=varnames, cellvars=cellvars, freevars=freevars,
                          nlocals=len(varnames))
        values.setdefault("qualname", values["name"])
        return CodeFields(version=self.version, **values)

    def decode_py2_names(self, values: Dict[str, Any], start: int) -> None:
        for name in T.NAME_FIELDS_27:
            value = values[name]
            items = value if type(value) is tuple else (value,)
            if any(type(item) is not bytes for item in items):
                raise self.error("bad marshal data: Python 2 code %s must hold str (bytes)" % name, start)
            decoded = tuple(item.decode("utf-8", "surrogateescape") for item in items)
            values[name] = decoded if type(value) is tuple else decoded[0]


def _constant(value: Any) -> Handler:
    return lambda byte, pos: (value, byte, pos)

