"""Items -> bytecode: the lowest layer of the Forth code generator (:class:`antioch.forth.codegen.CodeGen`).

An item (:mod:`antioch.forth.ranges`) becomes instructions only where it is consumed; a value that may have left
its cell is wrapped there, behind two comparisons, or not at all where its range is known. Each instruction is a
line of antioch assembly, spelled for the target version (:mod:`antioch.forth.spelling`).
"""
import math
from typing import Any, Dict, List, Set, Tuple

from antioch.forth.invariants import LoopInvariants
from antioch.forth.kernel import HALF, MASK
from antioch.forth.ranges import (
    FOLD,
    MIRROR,
    NEGATE,
    RANGE_CHECKS,
    SIGNED,
    SIMPLE_KINDS,
    Item,
    range_of,
)


class ItemEmitter(LoopInvariants):
    """Locals, labels, instructions, and the code of an item's value or of a jump on it."""

    spelling: Dict[str, Any]
    locals: List[str]
    ntemp: int
    nlabel: int
    pinned: Set[str]                 # locals never wrapped in place: the loop indexes
    stack: List[Item]
    sites: Dict[int, List[Item]]

    # ----- plumbing
    def local(self, name: str) -> str:
        if name not in self.locals:
            self.locals.append(name)
        return name

    def temp(self) -> str:
        self.ntemp += 1
        return self.local("_t%d" % self.ntemp)

    def label(self) -> str:
        self.nlabel += 1
        return "F%d" % self.nlabel

    def instr(self, line: str) -> None:
        self.out.append("    " + line)

    def place_label(self, name: str) -> None:
        self.out.append("%s:" % name)

    def site(self) -> None:
        """Give the instructions that follow (a call, a memory access) a line of their own, remembering the stack."""
        n = len(self.sites) + 1
        self.sites[n] = list(self.stack)
        self.out.append(".line %d" % n)

    def call_begin(self, fname: str) -> None:
        self.site()
        self.instr("LOAD_GLOBAL %s%s" % (fname, self.spelling["null"]))

    def call_end(self, n: int) -> None:
        for form in self.spelling["call"]:
            self.instr(form.format(n=n))

    def binop(self, op: str) -> None:
        table = self.spelling["binary"]
        self.instr(table[op] if table else "BINARY_OP %s" % op)

    def compare(self, op: str) -> None:
        self.instr("COMPARE_OP %s%s" % (op, self.spelling["bool"]))

    # ----- items -> bytecode
    def prepare(self, item: Item) -> Item:
        """Emit the guarded wrapping of every ``norm`` node of ``item``; the item that is left has none."""
        kind = item[0]
        if kind == "norm":
            inner = self.prepare(item[1])
            if inner[0] == "local" and inner[1] not in self.pinned:
                temp = inner[1]   # wrapping a local in place changes no cell value
            else:
                temp = self.temp()
                self.value(inner)
                self.instr("STORE_FAST %s" % temp)
            fix, ok = self.label(), self.label()
            self.instr("LOAD_FAST %s" % temp)
            self.instr("LOAD_CONST %d" % -HALF)
            self.compare("<")
            self.instr("%s %s" % (self.spelling["jump_if_true"], fix))
            self.instr("LOAD_FAST %s" % temp)
            self.instr("LOAD_CONST %d" % HALF)
            self.compare("<")
            self.instr("%s %s" % (self.spelling["jump_if_true"], ok))
            self.place_label(fix)
            self.wrap_local(temp)
            self.place_label(ok)
            return ("local", temp, SIGNED)
        if kind in ("bin", "cmp"):
            a, b = self.prepare(item[2]), self.prepare(item[3])
            if kind == "bin" and a[0] == "const" and b[0] == "const" and (item[1] != "<<" or 0 <= b[1] < 128) \
                    and not (item[1] == "/" and b[1] == 0):
                folded = FOLD[item[1]](a[1], b[1])
                if not isinstance(folded, float) or math.isfinite(folded):   # LOAD_CONST inf has no spelling
                    return ("const", folded)
            return (kind, item[1], a, b) if (a is not item[2] or b is not item[3]) else item
        if kind in ("neg", "inv"):
            a = self.prepare(item[1])
            return (kind, a) if a is not item[1] else item
        if kind == "tofloat":                # S>F: int + 0.0 is float(int), exactly (Python's float_add)
            return ("bin", "+", self.prepare(item[1]), ("const", 0.0))
        return item

    def value(self, item: Item) -> None:
        """Push the value of a prepared item."""
        kind = item[0]
        if kind == "const":
            small = self.spelling["small_int"]
            if isinstance(item[1], float):
                self.instr("LOAD_CONST %r" % item[1])
            else:
                self.instr("%s %d" % (small if small and 0 <= item[1] < 256 else "LOAD_CONST", item[1]))
        elif kind == "local":
            self.instr("LOAD_FAST %s" % item[1])
        elif kind == "bin":
            self.value(item[2])
            self.value(item[3])
            self.binop(item[1])
        elif kind == "neg":
            self.value(item[1])
            self.instr("UNARY_NEGATIVE")
        elif kind == "inv":
            self.value(item[1])
            self.instr("UNARY_INVERT")
        elif kind == "cmp":
            self.value(item[2])
            self.value(item[3])
            self.compare(item[1])
            self.instr("UNARY_NEGATIVE")      # True -> -1, False -> 0
        elif kind == "flag":                 # a Python bool in a local
            self.instr("LOAD_FAST %s" % item[1])
            self.instr("UNARY_NEGATIVE")
        else:  # pragma: no cover - prepare() leaves no other kind
            raise AssertionError(kind)

    def emit(self, item: Item) -> None:
        self.value(self.prepare(item))

    def test(self, item: Item, target: str, jump_if: bool) -> None:
        """Jump forward to ``target`` when the flag ``item`` is true (jump_if) or false."""
        if item[0] == "cmp" and self.fused_test(item, target, jump_if):
            return
        self.flag_value(self.prepare(item), to_bool=True)
        self.instr("%s %s" % (self.spelling["jump_if_true"] if jump_if else self.spelling["jump_if_false"], target))

    def flag_value(self, item: Item, to_bool: bool) -> None:
        """Push the value of a prepared flag for a conditional jump: a comparison, a Python bool in a local, or
        a cell (made a bool first when ``to_bool``: the version's jumps need one)."""
        if item[0] == "cmp":
            self.value(item[2])
            self.value(item[3])
            self.compare(item[1])
        elif item[0] == "flag":
            self.instr("LOAD_FAST %s" % item[1])
        else:
            self.value(item)
            if to_bool:
                for ins in self.spelling["to_bool"]:
                    self.instr(ins)

    def fused_test(self, item: Item, target: str, jump_if: bool) -> bool:
        """A comparison of a maybe-unwrapped x with a constant, then the range check only on the side that needs it.

        The plain comparison is right when x is a signed cell; where the result leaves that open, one more
        comparison checks it, and an x out of range is wrapped in place and compared again.
        """
        op, a, b = item[1], item[2], item[3]
        if a[0] == "const" and b[0] == "norm":
            op, a, b = MIRROR[op], b, a
        if not (a[0] == "norm" and b[0] == "const" and -HALF <= b[1] < HALF):
            return False
        x = self.materialize(a[1])
        if x[0] != "local" or x[1] in self.pinned:
            return False
        name, c = x[1], b[1]
        start, false_side, fix, cont = self.label(), self.label(), self.label(), self.label()
        jt = self.spelling["jump_if_true"]

        def side(checks: List[Tuple[str, int]], dest: str, last: bool) -> None:
            if not checks:
                self.instr("JUMP_FORWARD %s" % dest)
                return
            for cop, bound in checks[:-1]:
                self.instr("LOAD_FAST %s" % name)
                self.instr("LOAD_CONST %d" % bound)
                self.compare(NEGATE[cop])
                self.instr("%s %s" % (jt, fix))
            cop, bound = checks[-1]
            self.instr("LOAD_FAST %s" % name)
            self.instr("LOAD_CONST %d" % bound)
            self.compare(cop)
            self.instr("%s %s" % (jt, dest))
            if not last:
                self.instr("JUMP_FORWARD %s" % fix)

        true_checks, false_checks = RANGE_CHECKS[op]
        self.place_label(start)
        self.instr("LOAD_FAST %s" % name)
        self.instr("LOAD_CONST %d" % c)
        self.compare(op)
        self.instr("%s %s" % (self.spelling["jump_if_false"], false_side))
        side(true_checks, target if jump_if else cont, False)
        self.place_label(false_side)
        side(false_checks, cont if jump_if else target, True)
        self.place_label(fix)
        self.wrap_local(name)
        self.instr("%s %s" % (self.spelling["back"], start))
        self.place_label(cont)
        return True

    def wrap_local(self, name: str) -> None:
        self.instr("LOAD_FAST %s" % name)
        self.instr("LOAD_CONST %d" % HALF)
        self.binop("+")
        self.instr("LOAD_CONST %d" % MASK)
        self.binop("&")
        self.instr("LOAD_CONST %d" % HALF)
        self.binop("-")
        self.instr("STORE_FAST %s" % name)

    def materialize(self, item: Item) -> Item:
        """Evaluate ``item`` into a fresh local now."""
        if item[0] in SIMPLE_KINDS:
            return item
        item = self.prepare(item)
        if item[0] in SIMPLE_KINDS:
            return item
        temp = self.temp()
        if item[0] == "cmp":
            self.value(item[2])
            self.value(item[3])
            self.compare(item[1])
            self.instr("STORE_FAST %s" % temp)
            return ("flag", temp)
        self.value(item)
        self.instr("STORE_FAST %s" % temp)
        return ("local", temp, range_of(item))
