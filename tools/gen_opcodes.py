"""Write antioch's opcode table for the running interpreter.

Run it under each supported CPython (2.7, 3.6-3.15; 3.14 and 3.15 are Pyodide's, run by
tools/pyodide.mjs); it writes
src/antioch/opcodes/_pyXY.py from that interpreter's own ``opcode`` and ``dis``
modules and its ``dis.stack_effect``.  The output is deterministic, so a test
can regenerate each table and compare it with the checked-in file.

This file must stay runnable by Python 2.7: no f-strings, no annotations.

    python tools/gen_opcodes.py [--check] [--stdout]
"""
from __future__ import print_function

import binascii
import dis
import opcode
import os
import sys

VERSION = sys.version_info[:2]
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "src", "antioch", "opcodes", "_py%d%d.py" % VERSION)

# Stack effects are probed at these arguments; formulas must agree on all of them.
PROBE_ARGS = list(range(0, 520)) + [1000, 4095, 4096, 65535, 65536, 2 ** 20 + 7, 2 ** 24 - 1]

# Argument kinds named after what the argument indexes or means.  Opcodes in dis's
# has* lists get the list's kind; the rest are decided by name, below.
SPECIAL_KINDS = {
    (3, 11): {"LOAD_GLOBAL": "global", "BINARY_OP": "binop"},
    (3, 12): {"LOAD_GLOBAL": "global", "LOAD_ATTR": "attr", "LOAD_SUPER_ATTR": "super_attr",
              "BINARY_OP": "binop", "CALL_INTRINSIC_1": "intrinsic1", "CALL_INTRINSIC_2": "intrinsic2",
              "FORMAT_VALUE": "format", "MAKE_FUNCTION": "make_function"},
    (3, 13): {"LOAD_GLOBAL": "global", "LOAD_ATTR": "attr", "LOAD_SUPER_ATTR": "super_attr",
              "BINARY_OP": "binop", "CALL_INTRINSIC_1": "intrinsic1", "CALL_INTRINSIC_2": "intrinsic2",
              "CONVERT_VALUE": "convert", "SET_FUNCTION_ATTRIBUTE": "fn_attr",
              "LOAD_FAST_LOAD_FAST": "local_pair", "STORE_FAST_LOAD_FAST": "local_pair",
              "STORE_FAST_STORE_FAST": "local_pair"},
}
# 3.14 adds LOAD_FAST_BORROW_LOAD_FAST_BORROW, LOAD_COMMON_CONSTANT (an index into opcode._common_constants) and
# LOAD_SPECIAL (an index into opcode._special_method_names); 3.15 keeps them (Lib/opcode.py, Python/bytecodes.c).
SPECIAL_KINDS[(3, 14)] = dict(SPECIAL_KINDS[(3, 13)], LOAD_FAST_BORROW_LOAD_FAST_BORROW="local_pair",
                              LOAD_COMMON_CONSTANT="common_const", LOAD_SPECIAL="special_method",
                              LOAD_DEREF="free")  # 3.14's opcode.haslocal lists LOAD_DEREF, hasfree not
# 3.15: IMPORT_NAME keeps lazy/eager bits below the name index (PEP 810; Lib/dis.py: arg//4)
SPECIAL_KINDS[(3, 15)] = dict(SPECIAL_KINDS[(3, 14)], IMPORT_NAME="import_name")
OLD_SPECIAL = {"FORMAT_VALUE": "format", "MAKE_FUNCTION": "make_function"}


def has_arg(op):
    if hasattr(opcode, "hasarg"):
        return op in opcode.hasarg
    return op >= opcode.HAVE_ARGUMENT


def is_backward(name):
    # 3.14's dis knows its backward "jumps" (END_ASYNC_FOR has a target behind it, Lib/dis.py)
    known = getattr(dis, "_is_backward_jump", None)
    if known is not None and name in opcode.opmap and known(opcode.opmap[name]):
        return True
    return "JUMP_BACKWARD" in name or name in ("JUMP_NO_INTERRUPT_BACKWARD",)


def arg_kind(op, name):
    if not has_arg(op):
        return "none"
    special = SPECIAL_KINDS.get(VERSION, OLD_SPECIAL if VERSION < (3, 11) else {})
    if name in special:
        return special[name]
    if VERSION >= (3, 11) and name in ("FORMAT_VALUE", "MAKE_FUNCTION") and VERSION < (3, 13):
        return OLD_SPECIAL[name]
    if op in opcode.hasconst:
        return "const"
    if op in opcode.hasname:
        return "name"
    if op in opcode.hasjrel:
        return "jback" if is_backward(name) else "jrel"
    if op in opcode.hasjabs:
        return "jabs"
    if op in opcode.haslocal:
        return "local"
    if op in opcode.hasfree:
        return "free"
    if op in opcode.hascompare:
        return "compare"
    return "int"


def cache_entries(op, name):
    entries = getattr(opcode, "_inline_cache_entries", None)
    if entries is None:
        return 0
    if hasattr(entries, "get"):  # a dict by name (3.13+; a frozendict in 3.15)
        return entries.get(name, 0)
    return entries[op]


def probe(op, arg, jump):
    try:
        if VERSION >= (3, 8):
            return dis.stack_effect(op, arg, jump=jump)
        return dis.stack_effect(op, arg)
    except ValueError:
        return None


def fits(formula, values):
    return all(evaluate(formula, a) == v for a, v in zip(PROBE_ARGS, values))


def evaluate(formula, arg):
    """Mirror of antioch.opcodes.table.evaluate_effect, kept here so the generator stands alone."""
    if formula is None or isinstance(formula, int):
        return formula
    kind = formula[0]
    if kind == "linear":
        return formula[1] + formula[2] * arg
    if kind == "bytes":
        return formula[1] + formula[2] * (arg & 0xFF) + formula[3] * (arg >> 8)
    if kind == "masked":
        mask, table, per_rest = formula[1], formula[2], formula[3]
        return table[arg & mask] + per_rest * (arg >> mask.bit_length())
    if kind == "cases":
        cases, default = formula[1], formula[2]
        for case_arg, value in cases:
            if case_arg == arg:
                return value
        return evaluate(default, arg)
    raise ValueError(formula)


def fit_effect(op, jump):
    if not has_arg(op):
        return probe(op, None, jump)
    values = [probe(op, a, jump) for a in PROBE_ARGS]
    candidates = [values[0]]
    if None not in values[:2]:
        candidates.append(("linear", values[0], values[1] - values[0]))
        if values[256] is not None:
            candidates.append(("bytes", values[0], values[1] - values[0], values[256] - values[0]))
    for bits in range(1, 6):
        mask = (1 << bits) - 1
        table = tuple(values[: mask + 1])
        step = values[mask + 1]
        per_rest = step - table[0] if (step is not None and table[0] is not None) else 0
        candidates.append(("masked", mask, table, per_rest))
    for formula in candidates:
        if fits(formula, values):
            return formula
    # A few exceptional small arguments over a simple default (BUILD_SLICE: 3 differs).
    for default in candidates[:2]:
        exceptions = tuple((a, v) for a, v in zip(PROBE_ARGS, values) if evaluate(default, a) != v)
        if len(exceptions) <= 4:
            return ("cases", exceptions, default)
    raise SystemExit("cannot fit a stack effect formula for opcode %d (%s)" % (op, opcode.opname[op]))


def magic_number():
    if VERSION >= (3, 5):
        import importlib.util
        return importlib.util.MAGIC_NUMBER
    import imp
    return imp.get_magic()


def opcodes():
    rows = []
    for name, op in sorted(opcode.opmap.items(), key=lambda item: item[1]):
        if op >= 256:  # 3.12+ pseudo-instructions never appear in co_code
            continue
        if VERSION >= (3, 4):
            effects = (fit_effect(op, False), fit_effect(op, True))
        else:
            effects = (None, None)
        rows.append((name, op, arg_kind(op, name), cache_entries(op, name), effects))
    return rows


def specializations():
    specs = getattr(opcode, "_specializations", {})
    return sorted((base, tuple(names)) for base, names in specs.items())


def literal(value):
    if isinstance(value, str) or (sys.version_info[0] == 2 and isinstance(value, unicode)):  # noqa: F821
        return "'%s'" % str(value)
    if isinstance(value, tuple):
        inner = ", ".join(literal(v) for v in value)
        return "(%s,)" % inner if len(value) == 1 else "(%s)" % inner
    return repr(value)


def render():
    magic = magic_number()
    lines = [
        '"""Opcode table of CPython %d.%d."""' % VERSION,
        "# Generated by tools/gen_opcodes.py from CPython %d.%d.%d's opcode and dis modules. Do not edit."
        % sys.version_info[:3],
        "",
        "VERSION = %s" % literal(VERSION),
        "MAGIC = bytes.fromhex(%s)" % literal(binascii.hexlify(magic).decode("ascii")),
        "HAVE_ARGUMENT = %d" % opcode.HAVE_ARGUMENT,
        "EXTENDED_ARG = %d" % opcode.EXTENDED_ARG,
        "",
        "# name, number, argument kind, inline cache units, stack effect (no jump, jump)",
        "OPCODES = (",
    ]
    for row in opcodes():
        lines.append("    %s," % literal(row))
    lines.append(")")
    lines.append("")
    lines.append("CMP_OP = %s" % literal(tuple(opcode.cmp_op)))
    nb_ops = getattr(opcode, "_nb_ops", ())
    lines.append("NB_OPS = %s" % literal(tuple(tuple(pair) for pair in nb_ops)))
    lines.append("INTRINSIC1 = %s" % literal(tuple(getattr(opcode, "_intrinsic_1_descs", ()))))
    lines.append("INTRINSIC2 = %s" % literal(tuple(getattr(opcode, "_intrinsic_2_descs", ()))))
    # 3.13+: the flags SET_FUNCTION_ATTRIBUTE takes, lowest bit first (3.14 adds annotate)
    if hasattr(dis, "FUNCTION_ATTR_FLAGS"):
        lines.append("FUNCTION_ATTR_FLAGS = %s" % literal(tuple(dis.FUNCTION_ATTR_FLAGS)))
    # 3.14+: the tables LOAD_COMMON_CONSTANT and LOAD_SPECIAL index (absent before, so older files stay)
    if hasattr(opcode, "_common_constants"):
        # builtins by name, the rest (3.15: None, '', True, False, -1) as their repr, as dis shows them
        shown = [getattr(c, "__name__", None) if callable(c) else repr(c) for c in opcode._common_constants]
        lines.append("COMMON_CONSTANTS = (%s)" % ", ".join(repr(n) for n in shown))
    if hasattr(opcode, "_special_method_names"):
        lines.append("SPECIAL_METHODS = %s" % literal(tuple(opcode._special_method_names)))
    lines.append("SPECIALIZATIONS = (")
    for row in specializations():
        lines.append("    %s," % literal(row))
    lines.append(")")
    return "\n".join(lines) + "\n"


def main(argv):
    text = render()
    if "--stdout" in argv:
        sys.stdout.write(text)
        return 0
    if "--check" in argv:
        with open(OUT) as f:
            same = f.read() == text
        print("%s: %s" % (OUT, "up to date" if same else "DIFFERS"))
        return 0 if same else 1
    with open(OUT, "w") as f:
        f.write(text)
    print("wrote " + os.path.normpath(OUT))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
