"""Reading marshal data of CPython 2.7 and 3.6-3.15 (Python/marshal.c, ``r_object``), on any host.

Values: None, bool, int, float, complex, bytes, str, tuple, list, dict, set, frozenset,
Ellipsis, StopIteration, slice (3.14+), frozendict (3.15+), and :class:`~antioch.codeobj.CodeFields` for code objects.
In 2.7 data a ``str`` is ``bytes`` and a ``unicode`` is ``str``, except inside code
objects, whose names, filename and name (always ``str`` in Python 2) are decoded as UTF-8
with ``surrogateescape`` so that every version's CodeFields hold ``str`` names.
Besides the value, the reader returns notes (see :mod:`antioch.pyc.typecodes`) that let
:mod:`antioch.pyc.writer` write the very same bytes back.
"""
import struct
from typing import Any, Callable, Dict, List, Optional, Tuple

from antioch.codeobj import CodeFields
from antioch.errors import PycError
from antioch.pyc import typecodes as T

_INT32 = struct.Struct("<i")
_INT64 = struct.Struct("<q")
_DOUBLE = struct.Struct("<d")
_TWO_DOUBLES = struct.Struct("<dd")
_DIGITS = "<%dH"

#: Deeper nesting than this is refused (CPython's own limit is 2000, MAX_MARSHAL_STACK_DEPTH),
#: to stay far from Python's recursion limit on any host.
MAX_DEPTH = 120


#: 3.15's frozendict where the host has it, else antioch's stand-in
_FROZENDICT: Any = getattr(__import__("builtins"), "frozendict", T.FrozenDict)


class _Pending:
    """Placeholder in the reference list for an object whose reading has not finished."""


_PENDING = _Pending()
Handler = Callable[[int], Tuple[Any, Any]]


def _constant(value: Any) -> Handler:
    return lambda start: (value, None)


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
        self.layout = T.code_layout(self.version)
        self.end = len(self.data)
        self.table = self._dispatch_table()

    # -- errors and primitives ---------------------------------------------------------------

    def error(self, message: str, offset: int = -1) -> PycError:
        return PycError(message, filename=self.filename, offset=self.pos if offset < 0 else offset)

    def take(self, n: int, what: str) -> bytes:
        pos = self.pos
        end = pos + n
        if end > len(self.data):
            raise self.error("truncated data: expected %d bytes of %s, found %d"
                             % (n, what, len(self.data) - pos))
        self.pos = end
        return self.data[pos:end]

    def int32(self, what: str) -> int:
        pos = self.pos
        if pos + 4 > len(self.data):
            raise self.error("truncated data: expected a 4-byte %s" % what)
        self.pos = pos + 4
        return _INT32.unpack_from(self.data, pos)[0]

    def size(self, what: str, unit: int = 1) -> int:
        """A 4-byte count of items at least ``unit`` bytes long each; it must fit what is left."""
        at = self.pos
        n = self.int32(what)
        if n < 0 or n * unit > len(self.data) - self.pos:
            raise self.error("bad %s %d: only %d bytes remain" % (what, n, len(self.data) - self.pos), at)
        return n

    def byte_size(self, what: str) -> int:
        return self.take(1, what)[0]

    # -- the dispatcher ------------------------------------------------------------------------

    def read(self) -> Tuple[Any, Any]:
        start = self.pos
        if start >= self.end:
            raise self.error("truncated data: expected a type code, found the end of the data")
        byte = self.data[start]
        self.pos = start + 1
        handler = self.table[byte]
        if handler is None:
            raise self.error("bad marshal data: unknown type code %r (0x%02x)" % (chr(byte), byte), start)
        value, payload = handler(start)
        return value, (byte if payload is None else (byte, payload))

    def _dispatch_table(self) -> List[Optional[Handler]]:
        """Handler per type byte; with FLAG_REF set, one that also numbers the object."""
        table: List[Optional[Handler]] = [None] * 256
        handlers = self._handlers()
        for code in self.codes:
            if code in T.SINGLETONS:
                handler = _constant(T.SINGLETONS[code])
                flagged = handler  # r_object never registers singletons
            else:
                handler = handlers[code]
                flagged = handler if code == T.TYPE_REF else self._registering(handler)
            table[code] = handler
            if not self.is_py2:
                table[code | T.FLAG_REF] = flagged
        return table

    def _registering(self, handler: Handler) -> Handler:
        refs = self.refs

        def read_and_register(start: int) -> Tuple[Any, Any]:
            # References are numbered in the order objects start (R_REF / r_ref_reserve).
            index = len(refs)
            refs.append(_PENDING)
            value, payload = handler(start)
            refs[index] = value
            return value, payload

        return read_and_register

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
            T.TYPE_SLICE: self.read_slice, T.TYPE_FROZENDICT: self.read_frozendict,
        }
        h[T.TYPE_INTERNED] = self.read_interned_27 if self.is_py2 else self.read_utf8
        return h

    # -- numbers -----------------------------------------------------------------------------------

    def read_int(self, start: int) -> Tuple[Any, Any]:
        return self.int32("int"), None

    def read_int64(self, start: int) -> Tuple[Any, Any]:
        return _INT64.unpack(self.take(8, "64-bit int"))[0], None

    def read_long(self, start: int) -> Tuple[Any, Any]:
        # 15-bit digits in 16-bit units, least significant first (PyLong_MARSHAL_SHIFT).
        n = self.int32("long digit count")
        count = abs(n)
        if count * 2 > len(self.data) - self.pos:
            raise self.error("bad long digit count %d: only %d bytes remain"
                             % (n, len(self.data) - self.pos), start + 1)
        digits = struct.unpack(_DIGITS % count, self.take(2 * count, "long digits"))
        value = 0
        for i, digit in enumerate(digits):
            if digit >= 1 << 15:
                raise self.error("bad marshal data: long digit %d out of range" % digit, self.pos)
            value |= digit << (15 * i)
        if count and digits[-1] == 0:
            raise self.error("bad marshal data: unnormalized long (top digit is 0)", self.pos)
        value = -value if n < 0 else value
        return (T.Py2Long(value) if self.is_py2 else value), None

    def read_binary_float(self, start: int) -> Tuple[Any, Any]:
        return _DOUBLE.unpack(self.take(8, "binary float"))[0], None

    def read_binary_complex(self, start: int) -> Tuple[Any, Any]:
        real, imag = _TWO_DOUBLES.unpack(self.take(16, "binary complex"))
        return complex(real, imag), None

    def float_text(self) -> Tuple[float, bytes]:
        at = self.pos
        text = self.take(self.byte_size("float text length"), "float text")
        try:
            return float(text.decode("ascii")), text
        except (UnicodeDecodeError, ValueError):
            raise self.error("bad marshal data: %r is not a float" % text, at) from None

    def read_text_float(self, start: int) -> Tuple[Any, Any]:
        value, text = self.float_text()
        return value, text

    def read_text_complex(self, start: int) -> Tuple[Any, Any]:
        real, real_text = self.float_text()
        imag, imag_text = self.float_text()
        return complex(real, imag), (real_text, imag_text)

    # -- strings -------------------------------------------------------------------------------------

    def read_bytes(self, start: int) -> Tuple[Any, Any]:
        return self.take(self.size("bytes length"), "bytes"), None

    def read_interned_27(self, start: int) -> Tuple[Any, Any]:
        value = self.take(self.size("string length"), "string")
        self.refs.append(value)
        return value, None

    def read_stringref(self, start: int) -> Tuple[Any, Any]:
        n = self.int32("interned string index")
        if not 0 <= n < len(self.refs):
            raise self.error("bad marshal data: string reference %d, but only %d interned strings read"
                             % (n, len(self.refs)), start)
        return self.refs[n], n

    def read_utf8(self, start: int) -> Tuple[Any, Any]:
        raw = self.take(self.size("string length"), "UTF-8 string")
        try:
            return raw.decode("utf-8", "surrogatepass"), None
        except UnicodeDecodeError as exc:
            raise self.error("bad marshal data: invalid UTF-8 (%s)" % exc.reason, start) from None

    def read_ascii(self, start: int) -> Tuple[Any, Any]:
        # CPython builds these as 1-byte-kind strings without checking they are ASCII.
        return self.take(self.size("string length"), "ASCII string").decode("latin-1"), None

    def read_short_ascii(self, start: int) -> Tuple[Any, Any]:
        return self.take(self.byte_size("string length"), "ASCII string").decode("latin-1"), None

    def read_ref(self, start: int) -> Tuple[Any, Any]:
        n = self.int32("reference index")
        if not 0 <= n < len(self.refs):
            raise self.error("bad marshal data: reference %d to an object not yet read (%d known)"
                             % (n, len(self.refs)), start)
        value = self.refs[n]
        if value is _PENDING:
            raise self.error("bad marshal data: reference %d to an object still being read" % n, start)
        return value, n

    # -- containers ------------------------------------------------------------------------------------

    def items(self, n: int) -> Tuple[List[Any], List[Any]]:
        values: List[Any] = []
        notes: List[Any] = []
        read = self.read
        self.nest(self.pos)
        for _ in range(n):
            at = self.pos
            value, note = read()
            if note == T.TYPE_NULL:
                raise self.error("bad marshal data: NULL object inside a container", at)
            values.append(value)
            notes.append(note)
        self.depth -= 1
        return values, notes

    def read_tuple(self, start: int) -> Tuple[Any, Any]:
        values, notes = self.items(self.size("tuple length"))
        return tuple(values), notes

    def read_small_tuple(self, start: int) -> Tuple[Any, Any]:
        values, notes = self.items(self.byte_size("tuple length"))
        return tuple(values), notes

    def read_list(self, start: int) -> Tuple[Any, Any]:
        values, notes = self.items(self.size("list length"))
        return values, notes

    def read_set(self, start: int) -> Tuple[Any, Any]:
        values, notes = self.items(self.size("set length"))
        try:
            made = set(values) if self.data[start] & 0x7F == T.TYPE_SET else frozenset(values)
        except TypeError:
            raise self.error("bad marshal data: unhashable set element", start) from None
        return made, (notes, values)

    def read_dict(self, start: int) -> Tuple[Any, Any]:
        result: Dict[Any, Any] = {}
        notes: List[Any] = []
        self.nest(start)
        while True:
            at = self.pos
            if at < self.end and self.data[at] & 0x7F == T.TYPE_NULL:
                self.pos = at + 1
                self.depth -= 1
                return result, (notes, self.data[at])
            key, key_note = self.read()
            value, value_note = self.read()
            try:
                result[key] = value
            except TypeError:
                raise self.error("bad marshal data: unhashable dict key", at) from None
            notes.append(key_note)
            notes.append(value_note)

    def read_slice(self, start: int) -> Tuple[Any, Any]:
        values, notes = self.items(3)
        return slice(*values), notes

    def read_frozendict(self, start: int) -> Tuple[Any, Any]:
        items, payload = self.read_dict(start)
        return _FROZENDICT(items), payload

    # -- code objects ----------------------------------------------------------------------------------

    def read_code(self, start: int) -> Tuple[Any, Any]:
        values: Dict[str, Any] = {}
        notes: List[Any] = []
        self.nest(start)
        for name, is_raw_int in self.layout:
            at = self.pos
            if is_raw_int:
                values[name] = self.int32("code " + name)
                continue
            value, note = self.read()
            wanted = bytes if self.is_py2 and name in ("filename", "name") else T.FIELD_TYPES[name]
            if type(value) is not wanted:
                raise self.error("bad marshal data: code %s must be %s, found %s"
                                 % (name, wanted.__name__, type(value).__name__), at)
            notes.append(note)
            values[name] = value
        self.depth -= 1
        return self.make_code(values, start), notes

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
