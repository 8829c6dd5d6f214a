"""Small random programs for the decompiler's check, from a grammar of the constructs it covers.

Deterministic for a seed: ``program(seed)`` is the same text on every version and host.
"""
import random
from typing import List

NAMES = ["a", "b", "c", "d", "n", "x", "y"]
BINARY = ["+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "@"]
COMPARE = ["<", "<=", "==", "!=", ">", ">=", "in", "not in"]


class Grammar:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)
        self.lines: List[str] = []

    def name(self) -> str:
        return self.r.choice(NAMES)

    def atom(self) -> str:
        choice = self.r.randrange(7)
        if choice == 0:
            return str(self.r.randrange(-3, 100))
        if choice == 1:
            return repr(self.r.choice(["s", "it's", "", "a\nb"]))
        if choice == 2:
            return "%s.%s" % (self.name(), self.r.choice(["real", "attr", "items"]))
        if choice == 3:
            return "%s[%s]" % (self.name(), self.r.choice(["0", "1:", ":n", "a, b", "::2"]))
        if choice == 4:
            return "f(%s)" % ", ".join(self.name() for _ in range(self.r.randrange(3)))
        return self.name()

    def tested(self) -> str:
        """An operand of a test: never a constant (the compiler drops a constant test's dead branch)."""
        choice = self.r.randrange(3)
        if choice == 0:
            return "%s.%s" % (self.name(), self.r.choice(["real", "attr"]))
        if choice == 1:
            return "f(%s)" % self.name()
        return self.name()

    def expr(self, depth: int = 0) -> str:
        if depth > 2:
            return self.atom()
        choice = self.r.randrange(9)
        if choice == 0:
            return "%s %s %s" % (self.expr(depth + 1), self.r.choice(BINARY), self.expr(depth + 1))
        if choice == 1:
            return "(%s) %s %s" % (self.expr(depth + 1), self.r.choice(BINARY), self.atom())
        if choice == 2:
            return "%s %s %s" % (self.atom(), self.r.choice(COMPARE), self.atom())
        if choice == 3:
            return "%s < %s <= %s" % (self.atom(), self.atom(), self.atom())
        if choice == 4:
            return "%s %s %s" % (self.tested(), self.r.choice(["and", "or"]), self.atom())
        if choice == 5:
            return "%s if %s else %s" % (self.atom(), self.tested(), self.atom())
        if choice == 6:
            return "(not %s)" % self.atom()
        if choice == 7:
            return "g(%s, k=%s)" % (self.expr(depth + 1), self.atom())
        return "[%s, %s]" % (self.atom(), self.expr(depth + 1))

    def condition(self) -> str:
        choice = self.r.randrange(4)
        if choice == 0:
            return "%s and %s" % (self.tested(), self.tested())
        if choice == 1:
            return "%s or not %s" % (self.tested(), self.tested())
        if choice == 2:
            return "%s %s %s" % (self.tested(), self.r.choice(COMPARE), self.atom())
        if choice == 3 and self.r.randrange(2):
            return "%s is %sNone" % (self.name(), self.r.choice(["", "not "]))
        return self.tested()

    def block(self, indent: int, depth: int, in_loop: bool) -> None:
        for _ in range(self.r.randrange(1, 4)):
            self.statement(indent, depth, in_loop)

    def statement(self, indent: int, depth: int, in_loop: bool) -> None:
        pad = "    " * indent
        choice = self.r.randrange(10 if depth < 2 else 5)
        if choice == 0:
            self.lines.append("%s%s = %s" % (pad, self.name(), self.expr()))
        elif choice == 1:
            self.lines.append("%s%s %s= %s" % (pad, self.name(), self.r.choice(["+", "-", "*", "|"]), self.atom()))
        elif choice == 2:
            self.lines.append("%sprint(%s)" % (pad, self.expr()))
        elif choice == 3:
            self.lines.append("%s%s, %s = %s, %s" % (pad, self.name(), self.name(), self.atom(), self.atom()))
        elif choice == 4:
            if in_loop:
                self.lines.append("%sif %s:" % (pad, self.condition()))
                self.lines.append("%s    %s" % (pad, self.r.choice(["break", "continue"])))
            else:
                self.lines.append("%s%s.attr = %s" % (pad, self.name(), self.atom()))
        elif choice in (5, 6):
            self.lines.append("%sif %s:" % (pad, self.condition()))
            self.block(indent + 1, depth + 1, in_loop)
            if self.r.randrange(2):
                self.lines.append("%selif %s:" % (pad, self.condition()))
                self.block(indent + 1, depth + 1, in_loop)
            if self.r.randrange(2):
                self.lines.append("%selse:" % pad)
                self.block(indent + 1, depth + 1, in_loop)
        elif choice == 7:
            self.lines.append("%sfor %s in %s:" % (pad, self.name(), self.atom()))
            self.block(indent + 1, depth + 1, True)
        elif choice == 8:
            self.lines.append("%swhile %s:" % (pad, self.condition()))
            self.block(indent + 1, depth + 1, True)
        else:
            self.lines.append("%sreturn %s" % (pad, self.expr()) if indent else "%sx = %s" % (pad, self.expr()))


def program(seed: int) -> str:
    """A module of one or two functions and a few top-level statements."""
    g = Grammar(seed)
    for k in range(g.r.randrange(1, 3)):
        params = ", ".join(NAMES[:g.r.randrange(1, 4)])
        g.lines.append("def fn%d(%s, n=1):" % (k, params))
        g.block(1, 0, False)
        g.lines.append("")
    g.block(0, 1, False)
    return "\n".join(g.lines) + "\n"
