"""Writing marshal data of CPython 2.7 and 3.6-3.15 (Python/marshal.c, ``w_object``), on any host.

Two modes share one writer:

* exact: given the notes that :class:`~antioch.pyc.reader.MarshalReader` kept, the same
  type codes, FLAG_REF bits and reference numbers are written again, so unchanged data
  comes out byte for byte.  Wherever a value no longer fits its note (it was edited), that
  part is written fresh and the rest stays exact.
* fresh: no notes.  The choices follow CPython's ``w_object`` (TYPE_INT for 32-bit ints,
  binary floats, short/ASCII/interned strings, small tuples), without FLAG_REF: every
  object is written in full, which every CPython's ``marshal.loads`` accepts.
"""
import struct
from typing import Any, Callable, Dict, List, Optional, Tuple

from antioch.codeobj import CodeFields
from antioch.errors import PycError
from antioch.pyc import typecodes as T
from antioch.pyc.fresh_writer import (
    DOUBLE,
    FROZENDICT,
    INT32,
    INT32_RANGE,
    INT64,
    INT64_RANGE,
    TWO_DOUBLES,
    FreshWriter,
)
from antioch.pyc.spans import SpanTable

_BYTE_INT32 = struct.Struct("<Bi")

#: exact_*(writer, value, type byte, payload): wrote ``value`` as its note says, or False
ExactWriter = Callable[["MarshalWriter", Any, int, Any], bool]


class _Skipped:
    """Stands in the reference list for an object that was written fresh, unnumbered."""


_SKIPPED = _Skipped()


def _never(writer: Any, value: Any, byte: int, payload: Any) -> bool:
    return False


_REF = T.TYPE_REF
_SHORT_ASCII = (T.TYPE_SHORT_ASCII, T.TYPE_SHORT_ASCII_INTERNED)


class MarshalWriter(FreshWriter):
    """Writes objects one after another into ``out``; references are numbered per writer."""

    def __init__(self, version: T.Version) -> None:
        super().__init__(version)
        # Per reference number of the reader: the object we wrote with that FLAG_REF, and our
        # own number for it (_SKIPPED where that object was written fresh, unnumbered).
        self.ref_objects: List[Any] = []
        self.ref_numbers: List[int] = []
        self.writer_refs = 0  # FLAG_REF objects written so far
        # Copying a code object's bytes needs the references before it to be the reader's,
        # same numbers, same objects: the reader's list, and how much of ours was checked.
        self.source_refs: Optional[List[Any]] = None
        self.spans: Optional[SpanTable] = None  # the table of the code objects being written
        self.checked_refs = 0
        self.in_step = True
        self.exact = _exact_writers(self.is_py2)

    # -- references ------------------------------------------------------------------------------

    def begin(self, byte: int, value: Any) -> None:
        """Write a type byte; a FLAG_REF object gets the next reference number, before its items."""
        self.out.append(byte)
        if byte & T.FLAG_REF and not self.is_py2:
            self.ref_objects.append(value)
            self.ref_numbers.append(self.writer_refs)
            self.writer_refs += 1

    def skip_ref(self) -> None:
        self.ref_objects.append(_SKIPPED)
        self.ref_numbers.append(-1)

    # -- exact mode -------------------------------------------------------------------------------

    def write(self, value: Any, note: Any = None) -> None:
        """Write ``value`` as its ``note`` says, or fresh where there is no note or it does not fit."""
        if note is None:
            self.fresh(value)
            return
        if type(note) is int:
            if note < 256:
                byte, payload = note, None
            else:
                byte, payload = note & 0xFF, (note >> 8) - 1
        else:
            byte, payload = note
        if self.exact[byte](self, value, byte, payload):
            return
        self.skip(note)
        self.fresh(value)

    def skip(self, note: Any) -> None:
        """Account for the references a note numbered, when its object is written fresh instead."""
        if self.is_py2:
            return
        byte, payload = T.split_note(note)
        code = byte & 0x7F
        if code == T.TYPE_CODE and type(payload) is not list:  # a numbered code object
            spans, index = self.code_span(payload)
            _, _, ref_lo, ref_hi = spans.span(index)
            for _ in range(ref_hi - ref_lo):  # itself included
                self.skip_ref()
            return
        if byte & T.FLAG_REF and code != T.TYPE_REF and code not in T.SINGLETONS:
            self.skip_ref()
        children: Any = ()
        if code in (T.TYPE_TUPLE, T.TYPE_SMALL_TUPLE, T.TYPE_LIST, T.TYPE_CODE, T.TYPE_SLICE):
            children = payload
        elif code in (T.TYPE_SET, T.TYPE_FROZENSET, T.TYPE_DICT, T.TYPE_FROZENDICT):
            children = payload[0]
        for child in children:
            self.skip(child)

    def exact_singleton(self, value: Any, byte: int, payload: Any) -> bool:
        if value is T.SINGLETONS[byte & 0x7F]:
            self.out.append(byte)  # r_object never numbers singletons, even with FLAG_REF
            return True
        return False

    def exact_int(self, value: Any, byte: int, payload: Any) -> bool:
        code = byte & 0x7F
        if type(value) is not int and type(value) is not T.Py2Long:
            return False
        if code == T.TYPE_INT and value in INT32_RANGE:
            self.begin(byte, value)
            self.out += INT32.pack(value)
        elif code == T.TYPE_INT64 and value in INT64_RANGE:
            self.begin(byte, value)
            self.out += INT64.pack(value)
        elif code == T.TYPE_LONG:
            self.begin(byte, value)
            self.long_body(value)
        else:
            return False
        return True

    def exact_float(self, value: Any, byte: int, payload: Any) -> bool:
        if type(value) is not float:
            return False
        if payload is None:
            self.begin(byte, value)
            self.out += DOUBLE.pack(value)
            return True
        if not _same_bits(float(payload), value):
            return False
        self.begin(byte, value)
        self.out.append(len(payload))
        self.out += payload
        return True

    def exact_complex(self, value: Any, byte: int, payload: Any) -> bool:
        if type(value) is not complex:
            return False
        if payload is None:
            self.begin(byte, value)
            self.out += TWO_DOUBLES.pack(value.real, value.imag)
            return True
        real, imag = payload
        if not (_same_bits(float(real), value.real) and _same_bits(float(imag), value.imag)):
            return False
        self.begin(byte, value)
        for text in payload:
            self.out.append(len(text))
            self.out += text
        return True

    def exact_bytes(self, value: Any, byte: int, payload: Any) -> bool:
        if type(value) is not bytes:
            return False
        self.begin(byte, value)
        self.sized(value)
        if self.is_py2 and byte == T.TYPE_INTERNED:
            self.remember_string(value)
        return True

    def exact_str(self, value: Any, byte: int, payload: Any) -> bool:
        if type(value) is not str:
            return False
        code = byte & 0x7F
        if code in (T.TYPE_UNICODE, T.TYPE_INTERNED):
            raw = value.encode("utf-8", "surrogatepass")
        else:
            try:
                raw = value.encode("latin-1")
            except UnicodeEncodeError:
                return False
            if code in (T.TYPE_SHORT_ASCII, T.TYPE_SHORT_ASCII_INTERNED):
                if len(raw) > 255:
                    return False
                self.begin(byte, value)
                self.out.append(len(raw))
                self.out += raw
                return True
        self.begin(byte, value)
        self.sized(raw)
        return True

    def exact_sequence(self, value: Any, byte: int, payload: Any) -> bool:
        code = byte & 0x7F
        wanted = list if code == T.TYPE_LIST else tuple
        if type(value) is not wanted or len(value) != len(payload):
            return False
        self.begin(byte, value)
        out = self.out
        if code == T.TYPE_SMALL_TUPLE:
            out.append(len(value))
        else:
            out += INT32.pack(len(value))
        write = self.write
        fast = not self.is_py2
        objects, numbers = self.ref_objects, self.ref_numbers
        for item, note in zip(value, payload):
            # Inline: references and short ASCII strings (see the reader), when they still fit.
            if fast and type(note) is int:
                if note > 255 and note & 0xFF == _REF:
                    index = (note >> 8) - 1
                    if index < len(objects) and objects[index] is item:
                        out += _BYTE_INT32.pack(_REF, numbers[index])
                        continue
                elif note & 0x7F in _SHORT_ASCII and type(item) is str and len(item) < 256:
                    try:
                        raw = item.encode("latin-1")
                    except UnicodeEncodeError:
                        pass
                    else:
                        if note & T.FLAG_REF:
                            objects.append(item)
                            numbers.append(self.writer_refs)
                            self.writer_refs += 1
                        out.append(note)
                        out.append(len(raw))
                        out += raw
                        continue
            write(item, note)
        return True

    def exact_set(self, value: Any, byte: int, payload: Any) -> bool:
        notes, order = payload
        wanted = set if byte & 0x7F == T.TYPE_SET else frozenset
        if type(value) is not wanted or len(order) != len(value) or value != wanted(order):
            return False
        self.begin(byte, value)
        self.out += INT32.pack(len(order))
        for item, note in zip(order, notes):
            self.write(item, note)
        return True

    def exact_dict(self, value: Any, byte: int, payload: Any) -> bool:
        notes, terminator = payload
        wanted = dict if byte & 0x7F == T.TYPE_DICT else FROZENDICT
        if type(value) is not wanted or 2 * len(value) != len(notes):
            return False
        self.begin(byte, value)
        for i, (key, item) in enumerate(value.items()):
            self.write(key, notes[2 * i])
            self.write(item, notes[2 * i + 1])
        self.out.append(terminator)
        return True

    def exact_slice(self, value: Any, byte: int, payload: Any) -> bool:
        if type(value) is not slice:
            return False
        self.begin(byte, value)
        for item, note in zip((value.start, value.stop, value.step), payload):
            self.write(item, note)
        return True

    def exact_ref(self, value: Any, byte: int, payload: Any) -> bool:
        if payload >= len(self.ref_objects) or self.ref_objects[payload] is not value:
            return False
        self.out += _BYTE_INT32.pack(byte, self.ref_numbers[payload])
        return True

    def exact_stringref(self, value: Any, byte: int, payload: Any) -> bool:
        if type(value) is not bytes:
            return False
        if payload < len(self.string_list) and self.string_list[payload] == value:
            self.out.append(byte)
            self.out += INT32.pack(payload)
            return True
        return False

    def exact_code(self, value: Any, byte: int, payload: Any) -> bool:
        if type(value) is not CodeFields or value.version != self.version:
            return False
        if type(payload) is not list:  # a code object numbered in a SpanTable
            spans, index = self.code_span(payload)
            if self.copy_unchanged(value, spans, index):
                return True
            payload = spans.notes(index)
        self.begin(byte, value)
        self.code_body(value, iter(payload))
        return True

    def code_span(self, payload: Any) -> Tuple[SpanTable, int]:
        """(table, number) of a code object's note: ``(index, table)`` at the top, ``index`` inside."""
        if type(payload) is tuple:
            self.spans = payload[1]
            return payload[1], payload[0]
        if self.spans is None:
            raise PycError("notes of a nested code object given without those of the code holding it")
        return self.spans, payload

    def copy_unchanged(self, value: CodeFields, spans: SpanTable, index: int) -> bool:
        """Copy the bytes ``value`` was read from, if it is unchanged and the references agree."""
        start, end, lo, hi = spans.span(index)
        if not (spans.copyable(index, value) and self.refs_agree(spans, lo)):
            return False
        self.out += memoryview(spans.data)[start:end]
        self.ref_objects.extend(spans.refs[lo:hi])
        self.ref_numbers.extend(range(lo, hi))
        self.writer_refs = self.checked_refs = hi
        return True

    def refs_agree(self, spans: SpanTable, lo: int) -> bool:
        """Are the references numbered so far the reader's first ``lo``, as numbered then?"""
        if self.source_refs is not spans.refs:
            if self.source_refs is not None:
                return False
            self.source_refs = spans.refs
        if not self.in_step or self.writer_refs != lo or len(self.ref_objects) != lo:
            return False
        objects, numbers, refs = self.ref_objects, self.ref_numbers, spans.refs
        for i in range(self.checked_refs, lo):
            if objects[i] is not refs[i] or numbers[i] != i:
                self.in_step = False
                return False
        self.checked_refs = lo
        return True


#: The exact writer of each type code (2.7's TYPE_INTERNED differs: see _exact_writers).
_EXACT: Dict[int, ExactWriter] = dict.fromkeys(T.SINGLETONS, MarshalWriter.exact_singleton)
_EXACT.update({
    T.TYPE_INT: MarshalWriter.exact_int, T.TYPE_INT64: MarshalWriter.exact_int,
    T.TYPE_LONG: MarshalWriter.exact_int,
    T.TYPE_BINARY_FLOAT: MarshalWriter.exact_float, T.TYPE_FLOAT: MarshalWriter.exact_float,
    T.TYPE_BINARY_COMPLEX: MarshalWriter.exact_complex, T.TYPE_COMPLEX: MarshalWriter.exact_complex,
    T.TYPE_STRING: MarshalWriter.exact_bytes, T.TYPE_UNICODE: MarshalWriter.exact_str,
    T.TYPE_INTERNED: MarshalWriter.exact_str,
    T.TYPE_ASCII: MarshalWriter.exact_str, T.TYPE_ASCII_INTERNED: MarshalWriter.exact_str,
    T.TYPE_SHORT_ASCII: MarshalWriter.exact_str, T.TYPE_SHORT_ASCII_INTERNED: MarshalWriter.exact_str,
    T.TYPE_TUPLE: MarshalWriter.exact_sequence, T.TYPE_SMALL_TUPLE: MarshalWriter.exact_sequence,
    T.TYPE_LIST: MarshalWriter.exact_sequence,
    T.TYPE_SET: MarshalWriter.exact_set, T.TYPE_FROZENSET: MarshalWriter.exact_set,
    T.TYPE_DICT: MarshalWriter.exact_dict, T.TYPE_CODE: MarshalWriter.exact_code,
    T.TYPE_REF: MarshalWriter.exact_ref, T.TYPE_STRINGREF: MarshalWriter.exact_stringref,
    T.TYPE_SLICE: MarshalWriter.exact_slice, T.TYPE_FROZENDICT: MarshalWriter.exact_dict,
})
_EXACT_TABLES: Dict[bool, List[ExactWriter]] = {}


def _exact_writers(is_py2: bool) -> List[ExactWriter]:
    """The exact writer of each type byte (3.x: FLAG_REF variants included), made once."""
    if is_py2 not in _EXACT_TABLES:
        by_code = dict(_EXACT)
        if is_py2:
            by_code[T.TYPE_INTERNED] = MarshalWriter.exact_bytes  # 2.7's interned str is bytes
        table: List[ExactWriter] = [_never] * 256
        for code, writer in by_code.items():
            table[code] = writer
            if not is_py2:
                table[code | T.FLAG_REF] = writer
        _EXACT_TABLES[is_py2] = table
    return _EXACT_TABLES[is_py2]


def _same_bits(a: float, b: float) -> bool:
    return DOUBLE.pack(a) == DOUBLE.pack(b)
