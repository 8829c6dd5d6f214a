"""Writing marshal data fresh (Python/marshal.c, ``w_object``): the type codes CPython would choose
(TYPE_INT for 32-bit ints, binary floats, short/ASCII/interned strings, small tuples), without
FLAG_REF, so that every object is written in full, which every CPython's ``marshal.loads`` accepts."""
import struct
import sys
import types
from dataclasses import fields
from typing import Any, Dict, List

from antioch.codeobj import CodeFields, fields_of
from antioch.errors import PycError
from antioch.pyc import typecodes as T

#: 3.15's frozendict where the host has it, else antioch's stand-in (as the reader makes them)
FROZENDICT: Any = getattr(__import__("builtins"), "frozendict", T.FrozenDict)
INT32 = struct.Struct("<i")
INT64 = struct.Struct("<q")
DOUBLE = struct.Struct("<d")
TWO_DOUBLES = struct.Struct("<dd")
HOST = (sys.version_info[0], sys.version_info[1])
INT32_RANGE = range(-(1 << 31), 1 << 31)
INT64_RANGE = range(-(1 << 63), 1 << 63)
NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
#: every field of a CodeFields, in declaration order
_CODE_FIELDS = tuple(f.name for f in fields(CodeFields))
_STRING_FIELDS_3 = frozenset({"names", "varnames", "freevars", "cellvars", "localsplusnames", "name",
                              "qualname"})


class FreshWriter:
    """Writes objects one after another into ``out`` with the type codes CPython would choose and
    no references (the fresh mode; :class:`~antioch.pyc.writer.MarshalWriter` adds the exact one)."""

    def __init__(self, version: T.Version) -> None:
        self.version = T.check_version(version)
        self.is_py2 = self.version < (3, 0)
        self.code_steps = T.code_steps(self.version)
        self.codes = T.codes_for(self.version)
        self.out = bytearray()
        self.strings: Dict[bytes, int] = {}  # 2.7: interned string -> first index
        self.string_list: List[bytes] = []

    def getvalue(self) -> bytes:
        return bytes(self.out)

    # -- primitives ------------------------------------------------------------------------------

    def int32(self, value: int, what: str) -> None:
        if type(value) is not int or value not in INT32_RANGE:
            raise PycError("cannot write %s %r: it must be an int of 32 bits" % (what, value))
        self.out += INT32.pack(value)

    def sized(self, raw: bytes) -> None:
        self.out += INT32.pack(len(raw))
        self.out += raw

    def write(self, value: Any, note: Any = None) -> None:
        """Write ``value`` fresh: notes are for :class:`~antioch.pyc.writer.MarshalWriter`."""
        self.fresh(value)

    # -- fresh mode --------------------------------------------------------------------------------

    def fresh(self, value: Any, interned: bool = False) -> None:
        """Write ``value`` with the type codes CPython would choose, and no references."""
        out = self.out
        kind = type(value)
        if value is None:
            out.append(T.TYPE_NONE)
        elif value is True or value is False:
            out.append(T.TYPE_TRUE if value else T.TYPE_FALSE)
        elif value is Ellipsis:
            out.append(T.TYPE_ELLIPSIS)
        elif value is StopIteration:
            out.append(T.TYPE_STOPITER)
        elif kind is int:
            self.fresh_int(value)
        elif kind is T.Py2Long:
            self.fresh_long(value)
        elif kind is float:
            out.append(T.TYPE_BINARY_FLOAT)
            out += DOUBLE.pack(value)
        elif kind is complex:
            out.append(T.TYPE_BINARY_COMPLEX)
            out += TWO_DOUBLES.pack(value.real, value.imag)
        elif kind is bytes:
            self.fresh_bytes(value, interned)
        elif kind is str:
            self.fresh_str(value, interned)
        elif kind in (tuple, list, set, frozenset):
            self.fresh_sequence(value)
        elif kind is dict or (kind is FROZENDICT and T.TYPE_FROZENDICT in self.codes):
            out.append(T.TYPE_DICT if kind is dict else T.TYPE_FROZENDICT)  # (3.15: items as in a dict)
            for key, item in value.items():
                self.fresh(key)
                self.fresh(item)
            out.append(T.TYPE_NULL)
        elif kind is slice and T.TYPE_SLICE in self.codes:
            out.append(T.TYPE_SLICE)
            for item in (value.start, value.stop, value.step):
                self.fresh(item)
        elif kind is CodeFields or kind is types.CodeType:
            self.fresh_code(value)
        else:
            raise PycError("cannot write a %s in CPython %d.%d marshal data"
                           % (kind.__name__, *self.version))

    def fresh_int(self, value: int) -> None:
        if value in INT32_RANGE:
            self.out.append(T.TYPE_INT)
            self.out += INT32.pack(value)
        elif self.is_py2 and value in INT64_RANGE:
            # A Python 2 ``int`` of a 64-bit build (w_object's TYPE_INT64 case).
            self.out.append(T.TYPE_INT64)
            self.out += INT64.pack(value)
        else:
            self.out.append(T.TYPE_LONG)
            self.long_body(value)

    def fresh_long(self, value: int) -> None:
        if not self.is_py2:
            self.fresh_int(int(value))
            return
        self.out.append(T.TYPE_LONG)
        self.long_body(value)

    def long_body(self, value: int) -> None:
        magnitude = abs(value)
        digits = []
        while magnitude:
            digits.append(magnitude & 0x7FFF)
            magnitude >>= 15
        if len(digits) > 0x7FFFFFFF:
            raise PycError("int too large to marshal")
        self.out += INT32.pack(-len(digits) if value < 0 else len(digits))
        self.out += struct.pack("<%dH" % len(digits), *digits)

    def fresh_bytes(self, value: bytes, interned: bool) -> None:
        if self.is_py2 and interned:
            index = self.strings.get(value)
            if index is not None:
                self.out.append(T.TYPE_STRINGREF)
                self.out += INT32.pack(index)
                return
            self.out.append(T.TYPE_INTERNED)
            self.sized(value)
            self.remember_string(value)
            return
        self.out.append(T.TYPE_STRING)
        self.sized(value)

    def fresh_str(self, value: str, interned: bool) -> None:
        if self.is_py2:
            self.out.append(T.TYPE_UNICODE)
            self.sized(value.encode("utf-8", "surrogatepass"))
            return
        if value.isascii():
            raw = value.encode("ascii")
            if len(raw) < 256:
                self.out.append(T.TYPE_SHORT_ASCII_INTERNED if interned else T.TYPE_SHORT_ASCII)
                self.out.append(len(raw))
                self.out += raw
                return
            self.out.append(T.TYPE_ASCII_INTERNED if interned else T.TYPE_ASCII)
        else:
            raw = value.encode("utf-8", "surrogatepass")
            self.out.append(T.TYPE_INTERNED if interned else T.TYPE_UNICODE)
        self.sized(raw)

    def fresh_sequence(self, value: Any) -> None:
        kind = type(value)
        if kind is tuple and len(value) < 256 and not self.is_py2:
            self.out.append(T.TYPE_SMALL_TUPLE)
            self.out.append(len(value))
        else:
            code: Dict[type, int] = {tuple: T.TYPE_TUPLE, list: T.TYPE_LIST, set: T.TYPE_SET,
                                     frozenset: T.TYPE_FROZENSET}
            self.out.append(code[kind])
            self.out += INT32.pack(len(value))
        # Constants named by interning-worthy strings (all name characters) are interned by
        # CPython's compiler; doing the same keeps fresh data close to CPython's.
        for item in value:
            self.fresh(item, interned=type(item) is str and NAME_CHARS.issuperset(item))

    def fresh_code(self, value: Any) -> None:
        if type(value) is types.CodeType:
            if self.version != HOST:
                raise PycError("cannot write a CPython %d.%d code object as %d.%d marshal data"
                               % (HOST + self.version))
            value = fields_of(value)
        if value.version != self.version:
            raise PycError("cannot write a CPython %d.%d code object as %d.%d marshal data"
                           % (value.version + self.version))
        self.out.append(T.TYPE_CODE)
        self.code_body(value, None)

    # -- code objects ------------------------------------------------------------------------------

    def code_body(self, code: CodeFields, notes: Any) -> None:
        stream = self.stream_fields(code)
        out = self.out
        for names, ints, _ in self.code_steps:
            if ints is not None:  # a run of raw 4-byte ints
                values = [stream[name] for name in names]
                if all(type(value) is int and value in INT32_RANGE for value in values):
                    out += ints.pack(*values)
                else:
                    for name, value in zip(names, values):  # name the one that does not fit
                        self.int32(value, "code " + name)
                continue
            for name in names:
                value = stream[name]
                if notes is not None:
                    self.write(value, next(notes, None))
                elif self.is_py2:
                    self.fresh(value, interned=name in T.NAME_FIELDS_27 and name != "filename")
                else:
                    self.fresh(value, interned=name in _STRING_FIELDS_3)

    def stream_fields(self, code: CodeFields) -> Dict[str, Any]:
        """The field values as this version's marshal data holds them."""
        stream = {name: getattr(code, name) for name in _CODE_FIELDS}
        if self.version >= (3, 11):
            names, kinds = code.localsplusnames, code.localspluskinds
            if names is None or kinds is None or len(names) != len(kinds) or \
                    T.split_localsplus(names, kinds) != (code.varnames, code.cellvars, code.freevars):
                names, kinds = T.join_localsplus(code.varnames, code.cellvars, code.freevars)
            stream["localsplusnames"], stream["localspluskinds"] = names, kinds
        if self.is_py2:
            for name in T.NAME_FIELDS_27:
                stream[name] = _encode_py2(stream[name])
        return stream

    def remember_string(self, value: bytes) -> None:
        self.strings.setdefault(value, len(self.string_list))
        self.string_list.append(value)


def _encode_py2(value: Any) -> Any:
    if type(value) is tuple:
        return tuple(_encode_py2(item) for item in value)
    if type(value) is str:
        return value.encode("utf-8", "surrogateescape")
    return value
