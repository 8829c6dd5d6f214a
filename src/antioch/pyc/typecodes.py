"""Marshal type codes, the layout of code objects per version, and the side record format.

Facts from Python/marshal.c of CPython 2.7 and 3.6-3.15 (marshal format version 2 in
2.7, version 4 from 3.4 to 3.13, 5 in 3.14 (slices), 6 in 3.15 (frozendict)).

The side record ("notes") that the reader keeps so that the writer can re-emit the
exact bytes is a tree shaped like the value:

* an ``int``: the type byte as read (FLAG_REF bit included), for values with nothing else
  to remember (None, ints, strings, binary floats ...);
* an ``int`` above 255 for TYPE_REF (3.x) and TYPE_STRINGREF (2.7): the type byte in the
  low 8 bits and the reference index plus one above them (:func:`small_note`), so that the
  commonest object of all needs no tuple;
* a ``(type_byte, payload)`` pair otherwise: ``payload`` is the list of the child notes
  for tuples, lists and code objects (in stream order), ``(child_notes, elements)`` for
  sets (the stream order of the elements), ``(child_notes, terminator_byte)`` for dicts,
  and the raw text of text floats/complexes;
* for a 3.x code object, ``(type_byte, number)`` into the read's
  :class:`~antioch.pyc.spans.SpanTable` (``(type_byte, (number, table))`` at the top level),
  whose notes for the fields are made only when the writer needs them (2.7 code objects keep
  the list of their child notes).
"""
import struct
from itertools import compress
from typing import Any, Dict, List, Optional, Tuple

from antioch.codeobj import CO_FAST_CELL, CO_FAST_FREE, CO_FAST_LOCAL
from antioch.errors import PycError

Version = Tuple[int, int]

TYPE_NULL = ord("0")
TYPE_NONE = ord("N")
TYPE_FALSE = ord("F")
TYPE_TRUE = ord("T")
TYPE_STOPITER = ord("S")
TYPE_ELLIPSIS = ord(".")
TYPE_INT = ord("i")
TYPE_INT64 = ord("I")  # written by 2.7 on 64-bit hosts; still read by 3.x
TYPE_FLOAT = ord("f")  # text
TYPE_BINARY_FLOAT = ord("g")
TYPE_COMPLEX = ord("x")  # text
TYPE_BINARY_COMPLEX = ord("y")
TYPE_LONG = ord("l")
TYPE_STRING = ord("s")  # 3.x bytes; 2.7 str
TYPE_INTERNED = ord("t")  # 3.x interned str (UTF-8); 2.7 interned str
TYPE_STRINGREF = ord("R")  # 2.7 only: index into the interned strings read so far
TYPE_REF = ord("r")  # 3.x only
TYPE_TUPLE = ord("(")
TYPE_LIST = ord("[")
TYPE_DICT = ord("{")
TYPE_CODE = ord("c")
TYPE_UNICODE = ord("u")
TYPE_UNKNOWN = ord("?")
TYPE_SET = ord("<")
TYPE_FROZENSET = ord(">")
TYPE_ASCII = ord("a")
TYPE_ASCII_INTERNED = ord("A")
TYPE_SMALL_TUPLE = ord(")")
TYPE_SHORT_ASCII = ord("z")
TYPE_SHORT_ASCII_INTERNED = ord("Z")

TYPE_SLICE = ord(":")  # 3.14+ (marshal version 5): start, stop, step
TYPE_FROZENDICT = ord("}")  # 3.15+ (marshal version 6): items like a dict, then TYPE_NULL

FLAG_REF = 0x80  # 3.x: "add this object to the reference list"


class Py2Long(int):
    """A Python 2 ``long`` read from 2.7 data (TYPE_LONG), kept apart from Python 2 ``int``:
    2.7 compares code constants by type too (``1L`` is not ``1``), so fresh 2.7 data must
    write it as a long again."""

    __slots__ = ()

    def __repr__(self) -> str:
        return int.__repr__(self) + "L"

#: Objects CPython never registers as references, even with FLAG_REF set (r_object).
SINGLETONS: Dict[int, Any] = {
    TYPE_NONE: None, TYPE_FALSE: False, TYPE_TRUE: True,
    TYPE_STOPITER: StopIteration, TYPE_ELLIPSIS: Ellipsis,
}

CODES_27 = frozenset(SINGLETONS) | {
    TYPE_INT, TYPE_INT64, TYPE_FLOAT, TYPE_BINARY_FLOAT, TYPE_COMPLEX, TYPE_BINARY_COMPLEX,
    TYPE_LONG, TYPE_STRING, TYPE_INTERNED, TYPE_STRINGREF, TYPE_TUPLE, TYPE_LIST, TYPE_DICT,
    TYPE_CODE, TYPE_UNICODE, TYPE_SET, TYPE_FROZENSET}
CODES_3 = (CODES_27 - {TYPE_STRINGREF}) | {
    TYPE_REF, TYPE_ASCII, TYPE_ASCII_INTERNED, TYPE_SMALL_TUPLE, TYPE_SHORT_ASCII,
    TYPE_SHORT_ASCII_INTERNED}

#: Type codes a version's marshal added to CODES_3.
ADDED_CODES: Dict[Version, frozenset] = {(3, 14): frozenset({TYPE_SLICE}),
                                         (3, 15): frozenset({TYPE_SLICE, TYPE_FROZENDICT})}
#: The newest version whose marshal data antioch reads and writes.
NEWEST = (3, 15)


def codes_for(version: Version) -> frozenset:
    """The type codes of ``version``'s marshal data."""
    if version < (3, 0):
        return CODES_27
    return CODES_3 | ADDED_CODES.get(version, frozenset())


class FrozenDict(dict):
    """A 3.15 ``frozendict`` read on a host that has none: a dict that is hashable and read-only."""

    __slots__ = ()

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))

    def _read_only(self, *args: Any, **kwargs: Any) -> Any:
        raise TypeError("frozendict is read-only")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _read_only

    def __repr__(self) -> str:
        return "frozendict(%s)" % dict.__repr__(self)


STR_CODES = frozenset({TYPE_UNICODE, TYPE_INTERNED, TYPE_ASCII, TYPE_ASCII_INTERNED,
                       TYPE_SHORT_ASCII, TYPE_SHORT_ASCII_INTERNED})


def small_note(byte: int, n: int) -> int:
    """The note of a reference: type byte and index in one int (see the module docstring)."""
    return (n + 1) << 8 | byte


def split_note(note: Any) -> Tuple[int, Any]:
    """(type byte, payload) of any note; the payload of a plain type byte is None."""
    if type(note) is int:
        return (note, None) if note < 256 else (note & 0xFF, (note >> 8) - 1)
    return note[0], note[1]


def check_version(version: Version) -> Version:
    version = (int(version[0]), int(version[1]))
    if version != (2, 7) and not (3, 6) <= version <= NEWEST:
        raise PycError("antioch reads and writes marshal data of CPython 2.7 and 3.6-%d.%d, not %d.%d"
                       % (NEWEST + version))
    return version


# -- code objects ------------------------------------------------------------------------------
# Each field is (name, is_raw_int): raw ints are 4-byte r_long values with no type byte,
# the others are whole marshalled objects.  Order from r_object's TYPE_CODE case.

def _layout(*names: str) -> Tuple[Tuple[str, bool], ...]:
    raw = {"argcount", "posonlyargcount", "kwonlyargcount", "nlocals", "stacksize", "flags",
           "firstlineno"}
    return tuple((name, name in raw) for name in names)


_TAIL_OLD = ("code", "consts", "names", "varnames", "freevars", "cellvars", "filename", "name",
             "firstlineno", "linetable")
LAYOUT_27 = _layout("argcount", "nlocals", "stacksize", "flags", *_TAIL_OLD)
LAYOUT_36 = _layout("argcount", "kwonlyargcount", "nlocals", "stacksize", "flags", *_TAIL_OLD)
LAYOUT_38 = _layout("argcount", "posonlyargcount", "kwonlyargcount", "nlocals", "stacksize", "flags",
                    *_TAIL_OLD)
LAYOUT_311 = _layout("argcount", "posonlyargcount", "kwonlyargcount", "stacksize", "flags", "code",
                     "consts", "names", "localsplusnames", "localspluskinds", "filename", "name",
                     "qualname", "firstlineno", "linetable", "exceptiontable")


def code_layout(version: Version) -> Tuple[Tuple[str, bool], ...]:
    if version >= (3, 11):
        return LAYOUT_311
    if version >= (3, 8):
        return LAYOUT_38
    if version >= (3, 6):
        return LAYOUT_36
    return LAYOUT_27


#: One step of reading or writing a code object: ``(names, Struct, None)`` for a run of raw
#: 4-byte ints (one ``unpack_from`` for all), ``(names, None, types)`` for a run of object
#: fields and the type the code constructor demands of each.
CodeStep = Tuple[Tuple[str, ...], Optional[struct.Struct], Optional[Tuple[type, ...]]]
_STEPS: Dict[Version, List[CodeStep]] = {}


def code_steps(version: Version) -> List[CodeStep]:
    """The layout of ``version``'s code objects as steps (see :data:`CodeStep`)."""
    if version not in _STEPS:
        steps: List[CodeStep] = []
        layout = code_layout(version)
        at = 0
        while at < len(layout):
            raw = layout[at][1]
            names = []
            while at < len(layout) and layout[at][1] == raw:
                names.append(layout[at][0])
                at += 1
            if raw:
                steps.append((tuple(names), struct.Struct("<%di" % len(names)), None))
            else:
                py2_str = ("filename", "name") if version < (3, 0) else ()
                types = tuple(bytes if name in py2_str else FIELD_TYPES[name] for name in names)
                steps.append((tuple(names), None, types))
        _STEPS[version] = steps
    return _STEPS[version]


#: The type each object field must have (what the code constructor of that version demands).
FIELD_TYPES: Dict[str, type] = {
    "code": bytes, "consts": tuple, "names": tuple, "varnames": tuple, "freevars": tuple,
    "cellvars": tuple, "filename": str, "name": str, "qualname": str, "linetable": bytes,
    "exceptiontable": bytes, "localsplusnames": tuple, "localspluskinds": bytes,
}
#: 2.7 fields whose strings are Python 2 ``str`` (bytes on the stream, ``str`` in CodeFields).
NAME_FIELDS_27 = frozenset({"names", "varnames", "freevars", "cellvars", "filename", "name"})


_LOCAL_ONLY = bytes([CO_FAST_LOCAL])
#: bytes.translate tables: kind byte -> 1 if it has the bit of varnames, cellvars, freevars
_KIND_BITS = [bytes(1 if kind & bit else 0 for kind in range(256))
              for bit in (CO_FAST_LOCAL, CO_FAST_CELL, CO_FAST_FREE)]


def split_localsplus(names: Tuple[str, ...], kinds: bytes) -> Tuple[Tuple[str, ...], ...]:
    """3.11+ slots -> (varnames, cellvars, freevars), as ``code.c`` derives them."""
    if not kinds.strip(_LOCAL_ONLY):  # the common case: plain locals, no cells, no frees
        return names, (), ()
    # itertools.compress with the kind bytes mapped to 0/1 per bit: no Python step per slot
    return tuple(tuple(compress(names, kinds.translate(bit))) for bit in _KIND_BITS)


def join_localsplus(varnames: Tuple[str, ...], cellvars: Tuple[str, ...],
                    freevars: Tuple[str, ...]) -> Tuple[Tuple[str, ...], bytes]:
    """(varnames, cellvars, freevars) -> 3.11+ slots, as the compiler lays them out
    (compute_localsplus_info in Python/compile.c): a local that is also a cell shares its slot."""
    cells = set(cellvars)
    names: List[str] = []
    kinds = bytearray()
    for name in varnames:
        names.append(name)
        kinds.append(CO_FAST_LOCAL | (CO_FAST_CELL if name in cells else 0))
    own = set(varnames)
    for name in cellvars:
        if name not in own:
            names.append(name)
            kinds.append(CO_FAST_CELL)
    for name in freevars:
        names.append(name)
        kinds.append(CO_FAST_FREE)
    return tuple(names), bytes(kinds)
