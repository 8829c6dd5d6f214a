"""Assembly text -> a :class:`Listing`: one :class:`Block` of IR per code object, not yet lowered.

The grammar is in docs/assembly.md.  Every error is an :class:`AsmSyntaxError` carrying the
file, line and column.  Pools that a block does not declare are left empty, so that lowering
fills them in first-use order; fields that are not given stay unset and are derived later
(see :mod:`antioch.asm.assemble`).
"""
import re
from typing import Any, Dict, List, Optional, Tuple

from antioch.asm.consts import CodeRef, ConstReader, read_name
from antioch.asm.fastline import LABEL_NAME, NAME_START, read_common_line
from antioch.asm.listing import Block, Listing
from antioch.asm.syntax import COMPARE_BOOL_BIT, NAME_FLAG_BITS, NO_POSITION, compare_mask, flag_values
from antioch.errors import AsmSyntaxError, UnsupportedVersionError
from antioch.ir import Instr, Label, RawArg, TryRange
from antioch.opcodes import SUPPORTED, OpcodeTable, parse_version, table_for
from antioch.opcodes.table import NAME_SHIFT
from antioch.params import parse_params

_WORD = re.compile(r"[^\s;]+")
_INT = re.compile(r"[-+]?(?:0[xX][0-9a-fA-F]+|\d+)\Z")
#: the largest value of a C int: line numbers and the integer fields of a code object
C_INT_MAX = 2 ** 31 - 1
#: the most EXTENDED_ARG prefixes an instruction may state (four carry any argument; CPython
#: runs any number, so a listing may keep more, within reason: each is two bytes of code)
MAX_EXT = 4096
_INT_FIELDS = ("firstlineno", "argcount", "posonlyargcount", "kwonlyargcount", "stacksize", "nlocals")
_STR_FIELDS = ("name", "qualname", "filename")
_NAME_POOLS = ("names", "varnames", "cellvars", "freevars")
_FUNCTION_DIRECTIVES = ("defaults", "kwdefaults", "closure")
_INT_KINDS = ("int", "format", "convert", "make_function", "fn_attr", "binop", "intrinsic1", "intrinsic2")


class Parser:
    def __init__(self, text: str, filename: str = "<asm>", version: Optional[Tuple[int, int]] = None) -> None:
        self.text = text
        self.filename = filename
        self.version = version
        self.table: Optional[OpcodeTable] = None
        self.lineno = 0
        self._columns = False

    def error(self, message: str, col: int = 0) -> AsmSyntaxError:
        return AsmSyntaxError(message, self.filename, self.lineno, col + 1)

    def parse(self) -> Listing:
        root = Block(None, None)
        block = root
        function: Dict[str, Any] = {}
        started = False
        text = self.text[1:] if self.text.startswith("\ufeff") else self.text  # a byte order mark, as Python allows
        for lineno, line in enumerate(text.splitlines(), 1):
            self.lineno = lineno
            s = line.strip()
            if not s or s[0] == ";":
                continue
            if started:
                if s[0] != ".":
                    block.source_at = (lineno, len(line) - len(line.lstrip()) + 1)
                    if read_common_line(self, line, s, block):
                        continue
                    self._statement(line, len(line) - len(line.lstrip()), block)
                    continue
                if s.startswith(".line ") and ";" not in s:
                    word = s[6:].strip()
                    if word.isdigit() and len(word) < 10:  # else the full reader checks its range
                        block.set_line(int(word), self._columns)
                        continue
            col = len(line) - len(line.lstrip())
            if s.startswith(".version") and (len(s) == 8 or s[8].isspace()):
                if started:
                    raise self.error("stray directive .version: it must come first", col)
                self._set_version(s[8:].split(";")[0].strip(), col + 9)
                started = True
                continue
            if not started:
                started = True
                if self.table is None:
                    self._set_version(None, col)
            if s[0] == ".":
                block = self._directive(line, col, block, function)
            else:
                self._statement(line, col, block)
        if block is not root:
            raise self.error(".code %s has no .end" % block.ident)
        if self.table is None:
            self._set_version(None, 0)
        assert self.version is not None
        return Listing(self.version, root, function)

    def _set_version(self, text: Optional[str], col: int) -> None:
        if text is None:
            from antioch.opcodes import HOST
            version = self.version or HOST
        else:
            try:
                version = parse_version(text)
            except UnsupportedVersionError as exc:
                raise self.error(str(exc), col) from None
        if version not in SUPPORTED:
            raise self.error("cannot assemble for CPython %d.%d" % version, col)
        self.version = version
        self.table = table_for(version)
        self._columns = version >= (3, 11)

    # -- directives -----------------------------------------------------------------------------

    def _directive(self, line: str, col: int, block: Block, function: Dict[str, Any]) -> Block:
        m = _WORD.match(line, col)
        assert m is not None
        name = m.group()[1:]
        pos = m.end()
        values = block.values
        if name == "code":
            ident = line[pos:].split(";")[0].strip()
            if not ident:
                raise self.error(".code needs a name", pos)
            child = Block(ident, block)
            block.children.append(child)
            return child
        if name == "end":
            if block.parent is None:
                raise self.error("stray directive .end: no .code block is open", col)
            self._rest_empty(line, pos)
            self._check_labels(block)
            return block.parent
        if name == "line":
            word = line[pos:].split(";")[0].strip()
            if word == "-":
                block.set_line(NO_POSITION, self._columns)
            elif _INT.match(word):
                block.set_line(self._int(line, pos, name, 0, C_INT_MAX), self._columns)
            else:
                raise self.error(".line needs a line number or -", pos)
            return block
        if name == "try":
            self._try(line, pos, block)
            return block
        if name == "params":
            self._params(line, pos, block, function)
            return block
        reader = ConstReader(line, self.filename, self.lineno)
        if name in _INT_FIELDS:
            values[name] = self._int(line, pos, name, -C_INT_MAX - 1 if name == "firstlineno" else 0, C_INT_MAX)
        elif name in _STR_FIELDS:
            value, end = read_name(line, pos, reader)
            if not isinstance(value, str):
                raise self.error(".%s needs a string" % name, pos)
            self._rest_empty(line, end)
            values[name] = value
        elif name == "flags":
            flags = 0
            assert self.version is not None
            named = flag_values(self.version)
            for word in line[pos:].split(";")[0].split():
                if word in named:
                    flags |= named[word]
                elif _INT.match(word):
                    flags |= int(word, 0)
                else:
                    raise self.error("unknown code flag %r" % word, line.index(word, pos))
            if not 0 <= flags <= C_INT_MAX:
                raise self.error(".flags must be from 0 to %d (a C int), not %d" % (C_INT_MAX, flags), pos)
            values["flags"] = flags
        elif name in ("linetable", "exceptiontable"):
            text = line[pos:].split(";")[0].strip()
            try:
                values[name] = bytes.fromhex(text)
            except ValueError:
                raise self.error(".%s needs hexadecimal bytes" % name, pos) from None
        elif name in _NAME_POOLS:
            values[name] = self._list(reader, pos, lambda p: read_name(line, p, reader))
        elif name == "consts":
            values[name] = self._list(reader, pos, lambda p: self._const(reader, p, block))
        elif name in _FUNCTION_DIRECTIVES:
            if block.parent is not None:
                raise self.error("stray directive .%s: only the top code object makes a function" % name, col)
            if name == "kwdefaults":
                function[name] = dict(self._list(reader, pos, lambda p: self._keyword(reader, p)))
            else:
                function[name] = self._list(reader, pos, lambda p: reader.read(p))
        else:
            raise self.error("stray directive .%s" % name, col)
        return block

    def _params(self, line: str, pos: int, block: Block, function: Dict[str, Any]) -> None:
        """``.params a, b=1, /, *args, c, **kw``: the parameters, as in a ``def``."""
        try:
            params = parse_params(line[pos:].split(";")[0])
        except ValueError as exc:
            raise self.error(".params: %s" % exc, pos) from None
        values = block.values
        if "params" in values:
            raise self.error(".params is given twice", pos)
        values["params"] = params
        values["varnames"] = list(params.varnames) + [n for n in values.get("varnames", ())
                                                      if n not in params.varnames]
        values["argcount"], values["posonlyargcount"], values["kwonlyargcount"] = (
            params.argcount, params.posonlyargcount, params.kwonlyargcount)
        if block.parent is None:
            if params.defaults:
                function.setdefault("defaults", list(params.defaults))
            if params.kwdefaults:
                function.setdefault("kwdefaults", dict(params.kwdefaults))

    def _int(self, line: str, pos: int, name: str, low: int, high: int) -> int:
        word = line[pos:].split(";")[0].strip()
        if not _INT.match(word) or len(word) > 40:
            raise self.error(".%s needs an integer" % name, pos)
        value = int(word, 0)
        if not low <= value <= high:
            raise self.error(".%s must be from %d to %d (a C int), not %s" % (name, low, high, word), pos)
        return value

    def _rest_empty(self, line: str, pos: int) -> None:
        rest = line[pos:].lstrip()
        if rest and rest[0] != ";":
            raise self.error("unexpected %r" % rest.split()[0], len(line) - len(rest))

    def _list(self, reader: ConstReader, pos: int, item: Any) -> List[Any]:
        line = reader.text
        out = []
        pos = reader.skip(pos)
        while pos < len(line) and line[pos] != ";":
            value, pos = item(pos)
            out.append(value)
            pos = reader.skip(pos)
            if line.startswith(",", pos):
                pos = reader.skip(pos + 1)
            elif pos < len(line) and line[pos] != ";":
                raise self.error("expected ','", pos)
        return out

    def _keyword(self, reader: ConstReader, pos: int) -> Tuple[Tuple[str, Any], int]:
        m = _KEYWORD.match(reader.text, pos)
        if m is None:
            raise self.error("expected name=value", pos)
        value, pos = reader.read(m.end())
        return (m.group(1), value), pos

    def _const(self, reader: ConstReader, pos: int, block: Block) -> Tuple[Any, int]:
        value, end = reader.read(pos)
        if isinstance(value, CodeRef):
            block.code_refs.append((value, self.lineno, pos + 1))
        return value, end

    def _try(self, line: str, pos: int, block: Block) -> None:
        words = line[pos:].split(";")[0].split()
        # START END -> HANDLER depth N [lasti]
        if len(words) not in (6, 7) or words[2] != "->" or words[4] != "depth" or not words[5].isdigit() \
                or (len(words) == 7 and words[6] != "lasti"):
            raise self.error(".try needs: START END -> HANDLER depth N [lasti]", pos)
        start, end, handler = (block.label(w, self.lineno, line.index(w, pos) + 1) for w in
                               (words[0], words[1], words[3]))
        block.try_ranges.append(TryRange(start, end, handler, int(words[5]), len(words) == 7))

    def _check_labels(self, block: Block) -> None:
        for name, line, col in block.label_refs:
            if name not in block.defined:
                raise AsmSyntaxError("undefined label %s" % name, self.filename, line, col)

    # -- labels and instructions ----------------------------------------------------------------

    def _statement(self, line: str, col: int, block: Block) -> None:
        m = _WORD.match(line, col)
        assert m is not None
        word = m.group()
        if word.endswith(":"):
            name = word[:-1]
            if not LABEL_NAME.match(name):
                raise self.error("bad label name %r" % name, col)
            if name in block.defined:
                raise self.error("label %s is defined twice" % name, col)
            label = block.labels.get(name)
            if label is None:
                label = block.labels[name] = Label(name)
            block.defined[name] = (self.lineno, col)
            block.items.append(label)
            self._rest_empty(line, m.end())
            return
        table = self.table
        assert table is not None
        info = table.by_name.get(word)
        if info is None:
            raise self.error("unknown opcode %s for CPython %d.%d" % ((word,) + table.version), col)
        instr = Instr(word)
        reader = ConstReader(line, self.filename, self.lineno)
        pos = self._operand(line, m.end(), info.kind, instr, block, reader)
        position: Any = None
        while True:
            pos = reader.skip(pos)
            if pos >= len(line) or line[pos] == ";":
                break
            if line[pos] == "[":
                pos = self._attribute(line, pos, instr)
            elif _POSITION_START.match(line, pos):
                position, pos = self._position(line, pos + 1, block)
            else:
                raise self.error("unexpected %r after the argument of %s" % (line[pos:].split()[0], word), pos)
        instr.position = block.plain_position if position is None else position
        block.add_instr(instr)

    def _operand(self, line: str, pos: int, kind: str, instr: Instr, block: Block, reader: ConstReader) -> int:
        pos = reader.skip(pos)
        # "[" opens an attribute, but "[]" is 3.14's subscript operator (BINARY_OP [], opcode._nb_ops)
        at_end = (pos >= len(line) or line[pos] == ";" or (line[pos] == "[" and not line.startswith("[]", pos))
                  or _POSITION_START.match(line, pos) is not None)
        name = instr.name
        if not at_end and line[pos] == "#":
            m = _WORD.match(line, pos + 1)
            if m is None or not m.group().isdigit() or len(m.group()) > 40:
                raise self.error("expected a raw argument #n", pos)
            raw = int(m.group())
            if kind == "const":
                pool = block.values.get("consts")
                if pool is None or raw >= len(pool):
                    raise self.error("const index %d out of range (.consts has %d)"
                                     % (raw, len(pool or ())), pos)
            instr.arg = RawArg(raw)
            return m.end()
        if kind == "none":
            if not at_end:
                raise self.error("%s takes no argument" % name, pos)
            return pos
        if at_end:
            raise self.error("%s needs an argument (%s)" % (name, _KIND_TEXT.get(kind, kind)), pos)
        if kind == "const":
            instr.arg, pos = self._const(reader, pos, block)
            return pos
        if kind in ("jrel", "jabs", "jback"):
            m = _WORD.match(line, pos)
            assert m is not None
            if not LABEL_NAME.match(m.group()):
                raise self.error("%s needs a label, not %r" % (name, m.group()), pos)
            instr.arg = block.label(m.group(), self.lineno, pos + 1)
            return m.end()
        if kind in NAME_SHIFT or kind in ("local", "free", "local_pair"):
            if line[pos] not in "'\"" and not NAME_START.match(line, pos):
                raise self.error("%s needs a name (%s), not %r" % (name, _KIND_TEXT[kind], line[pos:].split()[0]),
                                 pos)
            name, pos = read_name(line, pos, reader)
            value: Any = name
            if kind == "local_pair":
                second, pos = read_name(line, pos, reader)
                value = (name, second)
            instr.arg = value
            if kind in NAME_FLAG_BITS:
                instr.flags, pos = self._flags(line, pos, reader, dict(NAME_FLAG_BITS[kind]), 0)
            return pos
        if kind == "compare":
            table = self.table
            assert table is not None
            if line[pos] in "'\"":
                value, pos = read_name(line, pos, reader)
            else:
                m = _WORD.match(line, pos)
                assert m is not None
                value, pos = m.group(), m.end()
            if value not in table.cmp_op:
                raise self.error("%s needs a comparison (%s), not %r" % (name, " ".join(table.cmp_op), value), pos)
            instr.arg = value
            named = {"bool": COMPARE_BOOL_BIT} if table.compare_shift >= 5 else {}
            instr.flags, pos = self._flags(line, pos, reader, named, compare_mask(table, value))
            return pos
        m = _WORD.match(line, pos)
        assert m is not None
        word = m.group()
        if _INT.match(word):
            if len(word) > 40:  # far past 32 bits, and maybe past the int-from-text limit of 3.11+
                raise self.error("%s takes an argument of at most 32 bits, not %d digits" % (name, len(word)), pos)
            instr.arg = int(word, 0)
            return m.end()
        symbols = self.symbols(kind)
        if word in symbols:
            instr.arg = symbols[word]
            return m.end()
        raise self.error("%s needs %s, not %r" % (name, _KIND_TEXT.get(kind, "an integer"), word), pos)

    def symbols(self, kind: str) -> Dict[str, int]:
        """Symbolic arguments of a kind (binary operators, intrinsics) -> their integer values."""
        table = self.table
        assert table is not None
        return table.arg_symbols(kind)

    def _flags(self, line: str, pos: int, reader: ConstReader, named: Dict[str, int], default: int
               ) -> Tuple[int, int]:
        flags = default
        while True:
            p = reader.skip(pos)
            if not line.startswith("+", p):
                return flags, pos
            m = _WORD.match(line, p + 1)
            word = m.group() if m else ""
            if word in named:
                flags |= named[word]
            elif word.isdigit():
                flags = int(word)
            else:
                raise self.error("unknown flag +%s (known: %s)" % (word, " ".join("+" + n for n in named)), p)
            pos = p + 1 + len(word)

    def _attribute(self, line: str, pos: int, instr: Instr) -> int:
        end = line.find("]", pos)
        if end < 0:
            raise self.error("missing ']'", pos)
        key, eq, value = line[pos + 1:end].partition("=")
        try:
            if key == "ext" and eq:
                instr.ext = int(value)
                if not 0 <= instr.ext <= MAX_EXT:
                    raise self.error("[ext=N] takes N from 0 to %d, not %s" % (MAX_EXT, value), pos)
            elif key == "cache" and eq:
                instr.caches = bytes.fromhex(value)
            else:
                raise ValueError
        except ValueError:
            raise self.error("unknown attribute [%s] (known: [ext=N], [cache=HEX])" % line[pos + 1:end],
                             pos) from None
        return end + 1

    def _position(self, line: str, pos: int, block: Block) -> Tuple[Any, int]:
        m = _POSITION.match(line, pos)
        if m is None:
            raise self.error("bad position: expected @COL-ENDCOL or @COL-ENDLINE:ENDCOL", pos)
        if not block.line_set or block.line is NO_POSITION:
            raise self.error("a column position needs a .line before it", pos)
        col, end_line, end_col = m.groups()
        line_no = block.line
        if end_line is not None and end_line != "?" and line_no is not None and int(end_line) < line_no:
            # the location table keeps the end line as a distance after the line (Objects/locations.md)
            raise self.error("end line %s is before the .line %d" % (end_line, line_no), pos - 1)
        return (line_no, line_no if end_line is None else _opt(end_line), _opt(col), _opt(end_col)), m.end()


def _opt(text: str) -> Optional[int]:
    return None if text == "?" else int(text)


_POSITION_START = re.compile(r"@[\d?]")
_KEYWORD = re.compile(r"\s*([^\W\d]\w*)\s*=")
_POSITION = re.compile(r"(\d+|\?)-(?:(\d+|\?):)?(\d+|\?)")
_KIND_TEXT = {
    "const": "a constant", "name": "a name", "global": "a global name", "attr": "an attribute name",
    "super_attr": "an attribute name", "local": "a local variable", "local_pair": "two local variables",
    "free": "a cell or free variable", "jrel": "a label", "jabs": "a label", "jback": "a label",
    "compare": "a comparison", "binop": "a binary operator like + or +=",
    "intrinsic1": "an intrinsic function", "intrinsic2": "an intrinsic function", "int": "an integer",
    "import_name": "a module name", "common_const": "a common constant like AssertionError",
    "special_method": "a special method like __enter__",
}


def parse_listing(text: str, filename: str = "<asm>", version: Optional[Tuple[int, int]] = None) -> Listing:
    """Parse assembly text into a :class:`Listing` (nothing is lowered yet)."""
    parser = Parser(text, filename, version)
    listing = parser.parse()
    parser.lineno = 0
    parser._check_labels(listing.root)
    return listing
