"""Differential: antioch's decoded instructions equal dis.get_instructions, for the whole stdlib."""
import dis

from antioch.codeobj import same_const
from antioch.encoding.units import decode_units
from antioch.ir import Label
from antioch.lift import lift
from antioch.opcodes import HOST, table_for
from corpus import run_parallel, stdlib_code_objects

TABLE = table_for(HOST)
# Kinds whose dis argval is a value antioch resolves; for the rest dis derives argval from arg alone.
VALUE_KINDS = {"const", "name", "global", "attr", "super_attr", "local", "free", "compare", "local_pair"}


def label_offsets(ir):
    """Offset each label stands at: the start of the next instruction (prefixes included)."""
    out = {}
    pending = []
    for item in ir.items:
        if isinstance(item, Label):
            pending.append(item)
        else:
            start = item.offset - 2 * item.ext
            for label in pending:
                out[label] = start
            pending = []
    for label in pending:
        out[label] = len(ir.fields.code)
    return out


def dis_lines(code):
    """The line dis attributes to each instruction offset."""
    lines = {}
    if HOST >= (3, 11):
        for ins in dis.get_instructions(code):
            lines[ins.offset] = ins.positions.lineno
        return lines
    if HOST >= (3, 10):
        for start, end, line in code.co_lines():
            for offset in range(start, end, 2):
                lines[offset] = line
        return lines
    line = None
    for ins in dis.get_instructions(code):
        if ins.starts_line is not None:
            line = ins.starts_line
        lines[ins.offset] = line
    return lines


def mismatches(code):
    """Differences between antioch and dis for one code object, as short strings."""
    ir = lift(code)
    units = decode_units(TABLE, code.co_code)
    expected = [i for i in dis.get_instructions(code) if i.opname != "EXTENDED_ARG"
                and i.opname != "CACHE"]
    got = ir.instructions()
    if len(got) != len(expected):
        return ["%s: %d instructions, dis has %d" % (code.co_name, len(got), len(expected))]
    where = label_offsets(ir)
    lines = dis_lines(code)
    out = []
    for unit, ins, ref in zip(units, got, expected):
        if (ins.offset, ins.name, unit.arg if unit.info.has_arg else None) != (ref.offset, ref.opname, ref.arg):
            out.append("%s@%d: %s %r vs dis %s %r" % (code.co_name, ref.offset, ins.name, unit.arg,
                                                      ref.opname, ref.arg))
            continue
        if isinstance(ins.arg, Label):
            value = where[ins.arg]
        else:
            value = ins.arg
        # 3.11's dis leaves KW_NAMES unresolved (argval is its <unknown> sentinel); antioch resolves it.
        if repr(ref.argval) == "<unknown>" and ins.name == "KW_NAMES":
            if not same_const(value, code.co_consts[unit.arg]):
                out.append("%s@%d KW_NAMES: %r" % (code.co_name, ref.offset, value))
        elif (unit.info.kind in VALUE_KINDS or unit.info.is_jump) and not same_const(value, ref.argval):
            out.append("%s@%d %s: argval %r vs dis %r" % (code.co_name, ref.offset, ins.name, value, ref.argval))
        if ins.lineno != lines.get(ref.offset):
            out.append("%s@%d: line %r vs dis %r" % (code.co_name, ref.offset, ins.lineno, lines.get(ref.offset)))
    return out


def test_small_function_matches_dis():
    def f(a, *, k=1):
        global G
        x = [a for a in range(k) if a < 3]
        try:
            return x[a] + G
        finally:
            del x
    assert mismatches(f.__code__) == []


def test_every_stdlib_code_object_decodes_like_dis():
    codes = [code for _, code in stdlib_code_objects()]
    results = run_parallel(mismatches, codes)
    bad = [m for ms in results for m in ms]
    assert len(codes) > 15000
    assert bad == [], "%d mismatches in %d code objects, first: %s" % (len(bad), len(codes), bad[:10])
