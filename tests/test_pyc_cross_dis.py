"""Cross-version disassembly equals native: antioch's instructions from a 3.X .pyc equal 3.X's own ``dis``.

For a sample of the stdlib .pyc files of each of 3.8-3.13 (every 20th file, from an offset that
depends on the host; every file with ``ANTIOCH_FULL_CORPUS=1``), the 3.X interpreter writes, for
every code object, ``(offset, opname, arg, argval, line)`` of each instruction
``dis.get_instructions`` gives, as JSON; this host decodes the same file with antioch (``read_pyc``
-> ``lift``) and compares. Argument values travel in a canonical form (``ENCODER``) that both sides
compute alike: ``repr`` would differ between versions for frozensets and for strings with new
characters.
"""
from typing import Any, Dict, List

import pytest

from antioch.codeobj import CodeFields, walk_code
from antioch.encoding.units import decode_units
from antioch.ir import Label
from antioch.lift import lift
from antioch.opcodes import table_for
from antioch.pyc import read_pyc
from corpus import run_parallel
from pyc_corpus import CROSS_VERSIONS, cross_sample, finish_script, read_bytes, start_script, vname

#: the canonical form of an argument value, the same text run on the host and under 3.X
ENCODER = r'''
import json
import types

def encode(v, code_types=(types.CodeType,)):
    t = type(v)
    if v is None or v is Ellipsis or t is bool:
        return [repr(v)]
    if t is int:
        return ["int", hex(v)]
    if t is float:
        return ["float", v.hex()]
    if t is complex:
        return ["complex", v.real.hex(), v.imag.hex()]
    if t is str:
        try:
            v.encode("utf-8")
        except UnicodeEncodeError:  # lone surrogates: JSON would join a pair of them into one character
            return ["str", v.encode("utf-8", "surrogatepass").hex(), "utf-8 with surrogates"]
        return ["str", v]
    if t is bytes:
        return ["bytes", v.hex()]
    if t is tuple:
        return ["tuple"] + [encode(x, code_types) for x in v]
    if t is frozenset:
        return ["frozenset"] + sorted((encode(x, code_types) for x in v), key=json.dumps)
    if isinstance(v, code_types):
        return ["code", v.co_name if t is types.CodeType else v.name,
                v.co_firstlineno if t is types.CodeType else v.firstlineno]
    if repr(v) == "<unknown>":  # 3.11 dis leaves KW_NAMES unresolved
        return ["unknown"]
    return ["other", t.__name__, repr(v)]
'''

# Runs under 3.X: the paths come as JSON on stdin; out goes one list per file, one entry per code
# object (depth first, as antioch.codeobj.walk_code), one row per instruction.
REFERENCE_SCRIPT = ENCODER + r'''
import dis, json, marshal, sys
V = sys.version_info[:2]

def rows(code):
    """(offset, opname, arg, argval, line) per instruction, in one pass of get_instructions."""
    if V == (3, 10):
        lines = {}
        for start, end, line in code.co_lines():
            for offset in range(start, end, 2):
                lines[offset] = line
    out, line = [], None
    for i in dis.get_instructions(code):
        if V >= (3, 11):
            line = i.positions.lineno
        elif V == (3, 10):
            line = lines.get(i.offset)
        elif i.starts_line is not None:
            line = i.starts_line
        if i.opname not in ("EXTENDED_ARG", "CACHE"):
            out.append([i.offset, i.opname, i.arg, encode(i.argval), line])
    return out

def walk(code):
    yield code
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            yield from walk(c)

out = []
for path in json.load(sys.stdin):
    with open(path, "rb") as f:
        code = marshal.loads(f.read()[16:])
    per_file = []
    for co in walk(code):
        per_file.append([co.co_name, rows(co)])
    out.append(per_file)
sys.stdout.write(json.dumps(out))  # json.dump would encode in Python, chunk by chunk
'''

_namespace: Dict[str, Any] = {}
exec(ENCODER, _namespace)


def encode(value: Any) -> Any:
    return _namespace["encode"](value, (CodeFields,))


# Kinds whose dis argval is a value antioch resolves; for the rest dis derives argval from arg alone.
VALUE_KINDS = {"const", "name", "global", "attr", "super_attr", "local", "free", "compare", "local_pair"}


def label_offsets(ir: Any) -> Dict[Label, int]:
    out: Dict[Label, int] = {}
    pending: List[Label] = []
    for item in ir.items:
        if isinstance(item, Label):
            pending.append(item)
        else:
            for label in pending:
                out[label] = item.offset - 2 * item.ext
            pending = []
    for label in pending:
        out[label] = len(ir.fields.code)
    return out


def decoded(f: CodeFields) -> List[List[Any]]:
    """antioch's rows for one code object: (offset, name, arg, argval or None, line)."""
    table = table_for(f.version)
    ir = lift(f)
    where = label_offsets(ir)
    rows = []
    for unit, ins in zip(decode_units(table, f.code), ir.instructions()):
        value = where[ins.arg] if isinstance(ins.arg, Label) else ins.arg
        if ins.name == "KW_NAMES" and f.version == (3, 11):
            value = ["unknown", encode(value)]
        elif unit.info.kind in VALUE_KINDS or unit.info.is_jump:
            value = encode(value)
        else:
            value = None
        rows.append([ins.offset, ins.name, unit.arg if unit.info.has_arg else None, value, ins.lineno])
    return rows


def decode_file(path: str) -> List[List[Any]]:
    """[name, rows] for every code object of the .pyc at ``path``, as antioch decodes it."""
    return [[f.name, decoded(f)] for f in walk_code(read_pyc(read_bytes(path), path).code)]


def mismatches(path: str, mine: List[Any], reference: List[Any]) -> List[str]:
    """Where antioch's decoding of one file (``mine``) differs from 3.X's dis (``reference``)."""
    if len(mine) != len(reference):
        return ["%s: %d code objects, 3.X has %d" % (path, len(mine), len(reference))]
    out = []
    for (_, got), (name, expected) in zip(mine, reference):
        if len(got) != len(expected):
            out.append("%s:%s: %d instructions, dis has %d" % (path, name, len(got), len(expected)))
            continue
        for row, ref in zip(got, expected):
            offset, opname, arg, argval, line = ref
            if row[:3] != [offset, opname, arg]:
                out.append("%s:%s@%d: %s %r vs dis %s %r" % (path, name, offset, row[1], row[2], opname, arg))
                continue
            value = row[3]
            if isinstance(value, list) and value[:1] == ["unknown"]:
                if argval != ["unknown"] and argval != value[1]:
                    out.append("%s:%s@%d KW_NAMES: %r vs dis %r" % (path, name, offset, value[1], argval))
            elif value is not None and value != argval:
                out.append("%s:%s@%d %s: argval %r vs dis %r" % (path, name, offset, opname, value, argval))
            if row[4] != line:
                out.append("%s:%s@%d: line %r vs dis %r" % (path, name, offset, row[4], line))
    return out


@pytest.mark.corpus
@pytest.mark.parametrize("version", CROSS_VERSIONS, ids=vname)
def test_stdlib_pyc_decodes_like_that_versions_dis(version):
    files = cross_sample(version)
    assert len(files) > 50
    proc = start_script(version, REFERENCE_SCRIPT, files)  # 3.X works while this host decodes
    mine = run_parallel(decode_file, files)
    reference = finish_script(proc)
    assert isinstance(reference, list) and len(reference) == len(files)
    bad = [m for path, ours, ref in zip(files, mine, reference) for m in mismatches(path, ours, ref)]
    print("CPython %s: %d of %d files (%d code objects) decoded as its dis does"
          % (vname(version), len(files) - len({b.split(":")[0] for b in bad}), len(files),
             sum(len(r) for r in reference)))
    assert bad == [], "%d mismatches in %d files, first: %s" % (len(bad), len(files), bad[:10])
