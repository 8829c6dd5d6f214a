"""The listing of source text as ``antioch dis -c SOURCE`` prints it, and what each of its lines is.

This module runs in the child interpreter of the chosen version (see :mod:`antioch.explore.worker`):
the source is compiled by that interpreter, so the listing is that version's bytecode.

Besides the text, :func:`listing_of` describes every line: which code object it belongs to, and for an
instruction its offset, source position and jump target (the listing line of the target's label), so
the page can light instructions from source ranges and back.
"""
import types
from typing import Any, Dict, Iterator, List, Optional

from antioch import disassemble, fields_of, lift
from antioch.codeobj import walk_code
from antioch.ir import Instr, Label

#: the file name ``antioch dis -c`` compiles under (antioch.asm.disassemble.compile_source)
FILENAME = "<string>"


class ListingMismatch(Exception):
    """The printed listing and the lifted instructions disagree (a bug, reported as such)."""


def compile_user_source(source: str) -> types.CodeType:
    """Compile as ``antioch dis -c`` does; SyntaxError (and ValueError for NUL bytes) pass through."""
    return compile(source, FILENAME, "exec", dont_inherit=True)


def syntax_error_info(exc: BaseException) -> Dict[str, Any]:
    """Plain data of a SyntaxError (or a ValueError from compile) for the page."""
    if isinstance(exc, SyntaxError):
        return {"type": type(exc).__name__, "message": exc.msg, "line": exc.lineno, "col": exc.offset,
                "end_line": getattr(exc, "end_lineno", None), "end_col": getattr(exc, "end_offset", None),
                "text": exc.text}
    return {"type": type(exc).__name__, "message": str(exc), "line": None, "col": None,
            "end_line": None, "end_col": None, "text": None}


def code_objects(code: Any) -> List[Any]:
    """The code objects in the order the listing prints them (depth first, as antioch's printer)."""
    return list(walk_code(code))


def _code_record(index: int, code: Any, parent: Optional[int]) -> Dict[str, Any]:
    f = fields_of(code)
    return {"index": index, "name": f.name, "qualname": f.qualname or f.name, "firstlineno": f.firstlineno,
            "parent": parent, "ident": None, "start": None, "end": None}


def listing_of(code: Any) -> Dict[str, Any]:
    """``{"text", "lines", "codes"}``: the listing and a record per line and per code object.

    A line record is ``{"kind", "code"}`` plus, for kind ``instr``: ``offset``, ``name``, ``pos``
    (``[line, end_line, col, end_col]``, unknown parts None) and ``target`` (line index of the jump's
    label, or None); for kind ``label``: ``label``.  Other kinds: ``version``, ``code`` (a ``.code``
    line), ``end``, ``line`` (a ``.line`` marker), ``try``, ``directive``, ``comment``, ``blank``.
    """
    text = disassemble(code)
    codes = code_objects(code)
    records: List[Dict[str, Any]] = []
    code_records = [_code_record(0, codes[0], None)]
    lines = text.split("\n")
    stack: List[int] = []  # indexes into codes of the open blocks
    items: Dict[int, Iterator[Any]] = {}
    labels: Dict[int, Dict[str, int]] = {}  # code index -> label name -> line index
    pending: Dict[int, List[Dict[str, Any]]] = {}  # code index -> instr records with a label target
    names: Dict[int, Dict[Label, str]] = {}
    next_code = 1
    for i, line in enumerate(lines):
        current = stack[-1] if stack else 0
        rec: Dict[str, Any] = {"kind": "directive", "code": current}
        if line.startswith(".version"):
            rec["kind"] = "version"
            stack.append(0)
            code_records[0]["start"] = i
            _open(0, codes, items, names)
        elif line.startswith(".code "):
            if next_code >= len(codes):
                raise ListingMismatch("more .code blocks than code objects")
            code_records.append(_code_record(next_code, codes[next_code], current))
            code_records[next_code]["ident"] = line[6:].strip()
            code_records[next_code]["start"] = i
            rec = {"kind": "code", "code": next_code}
            stack.append(next_code)
            _open(next_code, codes, items, names)
            next_code += 1
        elif line == ".end":
            rec["kind"] = "end"
            if stack:
                code_records[stack.pop()]["end"] = i
        elif line == "":
            rec["kind"] = "blank"
        elif line.startswith(".line"):
            rec["kind"] = "line"
        elif line.startswith(".try"):
            rec["kind"] = "try"
        elif line.startswith(";"):
            rec["kind"] = "comment"
        elif line.startswith("    ") and not line.lstrip().startswith(";"):
            item = _next_item(items[current], Instr, line)
            rec = {"kind": "instr", "code": current, "offset": item.offset, "name": item.name,
                   "pos": _position(item), "target": None}
            if isinstance(item.arg, Label):
                rec["label"] = names[current][item.arg]
                pending.setdefault(current, []).append(rec)
        elif line.endswith(":") and not line.startswith("."):
            item = _next_item(items[current], Label, line)
            name = names[current][item]
            if line[:-1] != name:
                raise ListingMismatch("label %s printed as %r" % (name, line))
            rec = {"kind": "label", "code": current, "label": name}
            labels.setdefault(current, {})[name] = i
        records.append(rec)
    if code_records[0]["start"] is not None and code_records[0]["end"] is None:
        code_records[0]["end"] = len(lines) - 1
    for index, recs in pending.items():
        for rec in recs:
            rec["target"] = labels.get(index, {}).get(rec.pop("label"))
    for index, rest in items.items():
        if next(rest, None) is not None:
            raise ListingMismatch("code object %d has instructions the listing did not print" % index)
    return {"text": text, "lines": records, "codes": code_records}


def _open(index: int, codes: List[Any], items: Dict[int, Iterator[Any]], names: Dict[int, Dict[Label, str]]
          ) -> None:
    ir = lift(fields_of(codes[index]))
    # labels are numbered in order of appearance, as antioch.asm.printer does
    names[index] = {}
    for item in ir.items:
        if isinstance(item, Label):
            names[index][item] = "L%d" % (len(names[index]) + 1)
    items[index] = iter(ir.items)


def _next_item(items: Iterator[Any], kind: type, line: str) -> Any:
    item = next(items, None)
    if not isinstance(item, kind):
        raise ListingMismatch("listing line %r: expected %s, lifted %r" % (line, kind.__name__, item))
    if isinstance(item, Instr) and line.split()[0] != item.name:
        raise ListingMismatch("listing line %r: lifted %s" % (line, item.name))
    return item


def _position(item: Instr) -> List[Optional[int]]:
    pos = item.position
    if pos is None:
        return [None, None, None, None]
    return [pos[0], pos[1], pos[2], pos[3]]


def instruction_lines(listing: Dict[str, Any]) -> Dict[Any, int]:
    """(code index, offset) -> listing line index, for the stepper."""
    return {(rec["code"], rec["offset"]): i for i, rec in enumerate(listing["lines"]) if rec["kind"] == "instr"}
