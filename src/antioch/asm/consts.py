"""Constants and names as assembly text, and back.

Every constant a code object can hold is written so that reading it gives the very same
value: ``-0.0``, ``nan``, ``inf``, complex numbers with signed zero parts, bytes, nested
tuples, frozensets, ``...`` and integers of any size (hexadecimal past 100 digits, which
sidesteps the int/str conversion limit of 3.11+).  Nested code objects are written as a
reference ``<code ID>`` to a ``.code ID`` block of the same listing.
"""
import codecs
import math
import re
from typing import Any, Callable, Optional, Tuple

from antioch.errors import AsmSyntaxError


class CodeRef:
    """A reference to the nested code object of a ``.code ID`` block, resolved after parsing."""

    __slots__ = ("id",)

    def __init__(self, id: str) -> None:
        self.id = id

    def __repr__(self) -> str:
        return "<code %s>" % self.id


_BIG_INT_DIGITS = 100
#: Constants nested deeper are refused (the reader recurses; marshal data nests at most 500 containers)
MAX_NESTING = 200
_BARE_NAME = re.compile(r"(?:[^\W\d]\w*|\.\d+)\Z")
# "unrolled": ``(?:[^'\\]|\\.)*`` keeps a backtracking mark per character, 120 bytes each (a 10 MB
# string took 1.2 GB); runs of plain characters between escapes keep none.
_STRING = re.compile(r"""[bB]?(?:'[^'\\\n]*(?:\\.[^'\\\n]*)*'|"[^"\\\n]*(?:\\.[^"\\\n]*)*")""")
_NUMBER = re.compile(r"[-+]?(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|"
                     r"(?:\d[\d_]*\.?[\d_]*(?:[eE][-+]?\d+)?|\.\d[\d_]*(?:[eE][-+]?\d+)?)|inf|nan)j?")
_WORD = re.compile(r"[^\s,;()\[\]{}<>'\"]+")
_SPACE = re.compile(r"\s*")
_SCALARS = {"None": None, "True": True, "False": False, "...": Ellipsis, "Ellipsis": Ellipsis}


def format_name(name: str) -> str:
    """A name bare when it reads back as itself (identifiers, ``.0``), else quoted."""
    if _BARE_NAME.match(name) and name not in _SCALARS:
        return name
    return repr(name)


def format_float(value: float) -> str:
    if math.isnan(value):
        return "-nan" if math.copysign(1.0, value) < 0 else "nan"
    return repr(value)  # inf, -inf, -0.0 and every finite float read back exactly


def format_const(value: Any, code_id: Optional[Callable[[Any], Optional[str]]] = None) -> str:
    """``value`` as assembly text; ``code_id`` names nested code objects."""
    t = type(value)
    if t is str or t is bytes:
        return repr(value)
    if t is int:
        if -10 ** _BIG_INT_DIGITS < value < 10 ** _BIG_INT_DIGITS:
            return repr(value)
        return hex(value)
    if value is None or t is bool:
        return repr(value)
    if t is float:
        return format_float(value)
    if t is tuple:
        if len(value) == 1:
            return "(%s,)" % format_const(value[0], code_id)
        return "(%s)" % ", ".join(format_const(v, code_id) for v in value)
    if t is frozenset:
        if not value:
            return "frozenset()"
        items = sorted(format_const(v, code_id) for v in value)
        return "frozenset({%s})" % ", ".join(items)
    if t is complex:
        if value.real == 0.0 and math.copysign(1.0, value.real) > 0 and not math.isnan(value.real):
            return format_float(value.imag) + "j"
        return "complex(%s, %s)" % (format_float(value.real), format_float(value.imag))
    if value is Ellipsis:
        return "..."
    if t is slice:  # 3.14+ folds constant slices (a[1:2])
        return "slice(%s)" % ", ".join(format_const(v, code_id) for v in (value.start, value.stop, value.step))
    if code_id is not None:
        ident = code_id(value)
        if ident is not None:
            return "<code %s>" % ident
    raise ValueError("no assembly syntax for a constant of type %s" % t.__name__)


def _unescape(body: str, is_bytes: bool) -> Any:
    """The value of a literal's body; ValueError naming what is wrong with a bad escape."""
    try:
        if is_bytes:
            return codecs.escape_decode(body.encode("latin-1", "backslashreplace"))[0]
        if "\\" not in body:
            return body
        return body.encode("latin-1", "backslashreplace").decode("unicode_escape")
    except UnicodeDecodeError as exc:  # '\U99999999', '\x4', '\N{no such name}'
        bad = exc.object[exc.start:exc.end].decode("latin-1")
        raise ValueError("bad escape %s in a string: %s" % (bad, exc.reason)) from None


def read_string(text: str, pos: int) -> Optional[Tuple[Any, int]]:
    """(str or bytes value, end) of the literal at ``pos``; None when there is none or it is unterminated,
    ValueError for a bad escape."""
    m = _STRING.match(text, pos)
    if m is None:
        return None
    token = m.group()
    is_bytes = token[0] in "bB"
    return _unescape(token[2 if is_bytes else 1:-1], is_bytes), m.end()


def _number(text: str) -> Any:
    if text.endswith("j"):
        return complex(0.0, _number(text[:-1]))
    if text.lstrip("-+") in ("inf", "nan"):
        return float(text)
    if "." in text or ("e" in text.lower() and not text.lower().lstrip("-+").startswith("0x")):
        return float(text)
    return int(text, 0)


class ConstReader:
    """Reads one constant from ``text`` at ``pos``; errors carry the file, line and column."""

    def __init__(self, text: str, filename: str, line: int, col0: int = 0) -> None:
        self.text = text
        self.filename = filename
        self.line = line
        self.col0 = col0
        self.depth = 0  # tuples, frozensets and calls open

    def error(self, message: str, pos: int) -> AsmSyntaxError:
        return AsmSyntaxError(message, self.filename, self.line, self.col0 + pos + 1)

    def skip(self, pos: int) -> int:
        return _SPACE.match(self.text, pos).end()  # type: ignore[union-attr]

    def read(self, pos: int) -> Tuple[Any, int]:
        text = self.text
        pos = self.skip(pos)
        if pos >= len(text):
            raise self.error("expected a constant", pos)
        c = text[pos]
        if c in "'\"" or (c in "bB" and text[pos + 1:pos + 2] in ("'", '"')):
            try:
                found = read_string(text, pos)
            except ValueError as exc:
                raise self.error(str(exc), pos) from None
            if found is None:
                raise self.error("unterminated string", pos)
            return found
        if c == "(":
            return self._sequence(pos + 1, ")", tuple)
        if c == "<":
            return self._code_ref(pos)
        m = _NUMBER.match(text, pos)
        if m is not None and not text[m.end():m.end() + 1].isalnum():
            try:
                return _number(m.group().replace("_", "")), m.end()
            except ValueError:  # past 3.11+'s limit on converting decimal text to int
                raise self.error("an integer of %d decimal digits is more than this Python converts from text "
                                 "(sys.get_int_max_str_digits()): write it in hexadecimal" % len(m.group()),
                                 pos) from None
        if text.startswith("...", pos):
            return Ellipsis, pos + 3
        m = _WORD.match(text, pos)
        word = m.group() if m else c
        if word in _SCALARS:
            return _SCALARS[word], m.end()  # type: ignore[union-attr]
        if word == "frozenset" and text.startswith("(", m.end()):  # type: ignore[union-attr]
            p = self.skip(m.end() + 1)  # type: ignore[union-attr]
            if text.startswith(")", p):
                return frozenset(), p + 1
            if not text.startswith("{", p):
                raise self.error("expected { after frozenset(", p)
            items, p = self._sequence(p + 1, "}", list)
            p = self.skip(p)
            if not text.startswith(")", p):
                raise self.error("expected ) to close frozenset(", p)
            return frozenset(items), p + 1
        if word == "complex" and text.startswith("(", m.end()):  # type: ignore[union-attr]
            parts, p = self._sequence(m.end() + 1, ")", tuple)  # type: ignore[union-attr]
            if len(parts) != 2 or not all(type(x) in (int, float) for x in parts):
                raise self.error("complex() takes two real numbers", pos)
            return complex(float(parts[0]), float(parts[1])), p
        if word == "slice" and text.startswith("(", m.end()):  # type: ignore[union-attr]
            parts, p = self._sequence(m.end() + 1, ")", list)  # type: ignore[union-attr]
            if len(parts) != 3:
                raise self.error("slice() takes three constants (start, stop, step)", pos)
            return slice(*parts), p
        raise self.error("expected a constant, found %r" % word, pos)

    def _sequence(self, pos: int, close: str, kind: Callable[[Any], Any]) -> Tuple[Any, int]:
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise self.error("a constant nested deeper than %d levels" % MAX_NESTING, pos - 1)
        items = []
        text = self.text
        pos = self.skip(pos)
        comma = False
        while True:
            if pos >= len(text):
                raise self.error("missing %r" % close, pos)
            if text[pos] == close:
                break
            value, pos = self.read(pos)
            items.append(value)
            pos = self.skip(pos)
            comma = text.startswith(",", pos)
            if comma:
                pos = self.skip(pos + 1)
            elif not text.startswith(close, pos):
                raise self.error("expected ',' or %r" % close, pos)
        self.depth -= 1
        if kind is tuple and len(items) == 1 and not comma:
            return items[0], pos + 1  # (x) is x, as in Python
        return kind(items), pos + 1

    def _code_ref(self, pos: int) -> Tuple[CodeRef, int]:
        text = self.text
        if not text.startswith("<code ", pos):
            raise self.error("expected a constant", pos)
        depth = 0
        p = pos + 6
        start = p
        while p < len(text):
            c = text[p]
            if c == "<":
                depth += 1
            elif c == ">":
                if depth == 0:
                    return CodeRef(text[start:p]), p + 1
                depth -= 1
            p += 1
        raise self.error("missing '>' after <code", pos)


def read_name(text: str, pos: int, reader: ConstReader) -> Tuple[str, int]:
    """A bare or quoted name at ``pos``."""
    pos = reader.skip(pos)
    if pos < len(text) and text[pos] in "'\"":
        value, end = reader.read(pos)
        return value, end
    m = _WORD.match(text, pos)
    if m is None:
        raise reader.error("expected a name", pos)
    return m.group(), m.end()
