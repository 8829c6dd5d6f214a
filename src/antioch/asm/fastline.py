"""The common instruction lines, read without the general reader.

Nearly every line of a listing is an opcode, one simple argument (a name, a label, a small
integer, a plain string) and maybe a ``@col-endcol`` suffix.  :func:`read_common_line` reads
those with ``str.split`` and one dict lookup for the opcode's argument kind; it gives up
(returns False) on anything else, and the parser's full reader then reads the line and
reports any error with its column.  Both readers build the same instruction for a line.
"""
import re
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional, Tuple

from antioch.asm.consts import CodeRef, ConstReader, read_string
from antioch.asm.syntax import COMPARE_BOOL_BIT, NAME_FLAG_BITS, NO_POSITION, compare_mask
from antioch.errors import AsmSyntaxError
from antioch.ir import Instr, Label

if TYPE_CHECKING:  # pragma: no cover
    from antioch.asm.listing import Block
    from antioch.asm.parser import Parser

#: (argument, flag bits) of an instruction line, or None when the full reader must read it
Operand = Optional[Tuple[Any, int]]
_OperandReader = Callable[["Parser", List[str], "Block", str], Operand]

LABEL_NAME = re.compile(r"[A-Za-z_][\w.~]*\Z")
NAME_START = re.compile(r"[^\W\d]|\.\d|[^\s\x00-\x7f]")
_SMALL_INT = re.compile(r"-?\d{1,18}\Z")  # longer: the full reader, which checks the digits
_POSITION_FIRST = frozenset("0123456789?")
_SCALARS = {"None": None, "True": True, "False": False, "...": Ellipsis}
_NAME_FLAGS = {kind: {"+" + name: bit for name, bit in bits} for kind, bits in NAME_FLAG_BITS.items()}


def read_common_line(parser: "Parser", line: str, s: str, block: "Block") -> bool:
    """Read the instruction or label line ``s`` (``line`` stripped) into ``block``; False: not a common shape."""
    if "'" in s or '"' in s:
        return _read_string_const_line(parser, s, block)
    if "[" in s:
        return False
    if ";" in s:
        s = s[:s.index(";")]  # no quotes: the comment starts at the first ';'
    words = s.split()
    info = parser.table.by_name.get(words[0])  # type: ignore[union-attr]
    if info is None:
        return len(words) == 1 and _read_label(parser, s, block)
    position = block.plain_position
    if len(words) > 1:
        last = words[-1]
        if last[0] == "@" and len(last) > 1 and last[1] in _POSITION_FIRST:
            position = _suffix_position(last, block)
            if position is None:
                return False
            del words[-1]
        if len(words) > 1 and words[1][0] == "#":
            return False
    read = _OPERAND_READERS.get(info.kind)
    operand = read(parser, words, block, line) if read is not None else None
    if operand is None:
        return False
    block.add_instr(Instr(words[0], operand[0], position=position, flags=operand[1]))
    return True


def _read_label(parser: "Parser", s: str, block: "Block") -> bool:
    if s[-1] != ":" or not LABEL_NAME.match(s, 0, len(s) - 1):
        return False
    name = s[:-1]
    if name in block.defined:
        return False  # the full reader reports it
    label = block.labels.get(name)
    if label is None:
        label = block.labels[name] = Label(name)
    block.defined[name] = (parser.lineno, 0)
    block.items.append(label)
    return True


def _suffix_position(word: str, block: "Block") -> Any:
    """The position ``@COL-END`` or ``@COL-ENDLINE:END`` states under the current ``.line``."""
    found = block.suffixes.get(word)
    if found is not None:
        return found
    line_no = block.line
    if not block.line_set or line_no is NO_POSITION:
        return None
    col, _, end = word[1:].partition("-")
    end_line = line_no
    try:
        if ":" in end:
            el, _, end = end.partition(":")
            end_line = None if el == "?" else int(el)
            if end_line is not None and line_no is not None and end_line < line_no:
                return None  # the full reader reports it at its place
        found = (line_no, end_line, None if col == "?" else int(col), None if end == "?" else int(end))
    except ValueError:
        return None
    block.suffixes[word] = found
    return found


def _read_string_const_line(parser: "Parser", s: str, block: "Block") -> bool:
    """``LOAD_CONST 'text' [@col-end]``: the one common line with quotes."""
    opcode, _, rest = s.partition(" ")
    info = parser.table.by_name.get(opcode)  # type: ignore[union-attr]
    if info is None or info.kind != "const":
        return False
    rest = rest.lstrip()
    try:
        found = read_string(rest, 0)
    except ValueError:  # the full reader says what is wrong, and where
        return False
    if found is None:
        return False
    value, end = found
    tail = rest[end:].split()
    position = block.plain_position
    if tail:
        if len(tail) != 1 or tail[0][0] != "@" or len(tail[0]) < 2 or tail[0][1] not in _POSITION_FIRST:
            return False
        position = _suffix_position(tail[0], block)
        if position is None:
            return False
    block.add_instr(Instr(opcode, value, position=position))
    return True


# -- one reader per argument kind ------------------------------------------------------------

def _no_operand(parser: "Parser", words: List[str], block: "Block", line: str) -> Operand:
    return (None, 0) if len(words) == 1 else None


def _label_operand(parser: "Parser", words: List[str], block: "Block", line: str) -> Operand:
    if len(words) != 2 or not LABEL_NAME.match(words[1]):
        return None
    return block.label(words[1], parser.lineno, 0), 0


def _name_operand(parser: "Parser", words: List[str], block: "Block", line: str) -> Operand:
    if len(words) != 2 or not NAME_START.match(words[1]):
        return None
    return words[1], 0


def _flagged_name_operand(parser: "Parser", words: List[str], block: "Block", line: str) -> Operand:
    if len(words) < 2 or not NAME_START.match(words[1]):
        return None
    flags = 0
    if len(words) > 2:
        bits = _NAME_FLAGS[parser.table.by_name[words[0]].kind]  # type: ignore[union-attr]
        for word in words[2:]:
            bit = bits.get(word)
            if bit is None:
                return None
            flags |= bit
    return words[1], flags


def _name_pair_operand(parser: "Parser", words: List[str], block: "Block", line: str) -> Operand:
    if len(words) != 3 or not NAME_START.match(words[1]) or not NAME_START.match(words[2]):
        return None
    return (words[1], words[2]), 0


def _const_operand(parser: "Parser", words: List[str], block: "Block", line: str) -> Operand:
    word = words[1] if len(words) > 1 else ""
    if len(words) == 2:
        if word in _SCALARS:
            return _SCALARS[word], 0
        if _SMALL_INT.match(word):
            return int(word), 0
        return None
    if len(words) == 3 and word == "<code" and words[2][-1] == ">":
        text = "<code " + words[2]
        if text not in line:
            return None  # spaced unusually: the full reader decides what it means
        try:
            ref, end = ConstReader(text, parser.filename, parser.lineno).read(0)
        except AsmSyntaxError:
            return None  # the full reader reports it with the right column
        if end != len(text) or not isinstance(ref, CodeRef):
            return None
        block.code_refs.append((ref, parser.lineno, line.index("<code") + 1))
        return ref, 0
    return None


def _int_operand(parser: "Parser", words: List[str], block: "Block", line: str) -> Operand:
    if len(words) != 2 or not _SMALL_INT.match(words[1]):
        return None
    return int(words[1]), 0


def _symbol_operand(parser: "Parser", words: List[str], block: "Block", line: str) -> Operand:
    if len(words) != 2:
        return None
    value = parser.symbols(parser.table.by_name[words[0]].kind).get(words[1])  # type: ignore[union-attr]
    return None if value is None else (value, 0)


def _compare_operand(parser: "Parser", words: List[str], block: "Block", line: str) -> Operand:
    table = parser.table
    assert table is not None
    if len(words) < 2 or words[1] not in table.cmp_op:
        return None
    flags = compare_mask(table, words[1])
    for word in words[2:]:
        if word == "+bool" and table.compare_shift >= 5:
            flags |= COMPARE_BOOL_BIT
        elif word[:1] == "+" and word[1:].isdigit():
            flags = int(word[1:])
        else:
            return None
    return words[1], flags


_OPERAND_READERS: Dict[str, _OperandReader] = {
    "none": _no_operand,
    "jrel": _label_operand, "jabs": _label_operand, "jback": _label_operand,
    "name": _name_operand, "local": _name_operand, "free": _name_operand,
    "global": _flagged_name_operand, "attr": _flagged_name_operand, "super_attr": _flagged_name_operand,
    "import_name": _flagged_name_operand,
    "local_pair": _name_pair_operand,
    "const": _const_operand,
    "int": _int_operand, "make_function": _int_operand, "fn_attr": _int_operand, "format": _int_operand,
    "convert": _int_operand,
    "binop": _symbol_operand, "intrinsic1": _symbol_operand, "intrinsic2": _symbol_operand,
    "common_const": _symbol_operand, "special_method": _symbol_operand,
    "compare": _compare_operand,
}
