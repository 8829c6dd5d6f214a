"""The kinds the type-state pass (:mod:`antioch.analysis.kinds`) gives values, and how they meet.

A kind says what CPython may find in a stack slot or a local: ``obj`` (any object), ``null``,
``null?`` (NULL on some path), ``iter``, ``list``, ``exc``, a code constant, a function still
owed its closure, ...  Where paths meet, :func:`join` gives a kind that satisfies no more than
either; :func:`satisfies` tells whether a kind meets an instruction's requirement (the
requirements are those of :func:`~antioch.analysis.signatures.signature`).
"""
from typing import Any, Dict, List, Optional, Tuple

Kind = Any  # a str, or a tuple: ("code", nfree, comprehension), ("func", closure owed, comprehension),
# ("closure", n cells), ("ctuple", length, all names): a constant tuple.  comprehension: False, True,
# "gen" (a generator expression) or "async" (its .0 is an async iterator: see constkinds.dot0_is_async)
Finding = Tuple[Optional[int], str, str]

#: kinds that may be NULL at run time
NULLISH = frozenset({"null", "null?", "exc?", "fin", "finx"})
#: what 3.8's END_FINALLY / POP_FINALLY accept: its NULL or return address, or an exception
FINALLY = frozenset({"fin", "finx", "exc", "exc?"})
TUPLES = ("closure", "ctuple")
#: Requirements an ``obj`` satisfies (see :func:`satisfies`)
OBJ_SATISFIES = frozenset({"any", "obj", "callee"})


def dangerous(k: Kind) -> bool:
    """A function still owed its closure (3.13), or one that must only be called with an iterator."""
    return type(k) is tuple and k[0] == "func" and (k[1] > 0 or k[2])


def join(a: Kind, b: Kind) -> Kind:
    if a == b:
        return a
    if a == "bad" or b == "bad" or dangerous(a) or dangerous(b):
        return "bad"
    if a in ("exc", "exc?") and b in ("exc", "exc?"):
        return "exc?"
    if a in FINALLY and b in FINALLY:
        return "finx"
    if a in NULLISH or b in NULLISH:
        return "null?"
    if is_tuple(a) and is_tuple(b):
        return "tuple"
    return "obj"


def is_tuple(k: Kind) -> bool:
    return k == "tuple" or (type(k) is tuple and k[0] in TUPLES)


def satisfies(req: str, k: Kind) -> bool:
    if req == "any":
        return True
    if req in ("obj", "callee"):
        return k not in NULLISH and k != "bad" and not dangerous(k)
    if req == "exc?":
        return k in ("exc", "exc?")
    if req == "fin":
        return k in FINALLY
    if req == "tuple":
        return is_tuple(k)
    if req == "kwnames":
        return type(k) is tuple and k[0] == "ctuple" and k[2]
    if req in ("code", "func", "closure"):
        return type(k) is tuple and k[0] == req
    return k == req


def nonnull(k: Kind) -> Kind:
    """What a checked load pushes: it raises instead of pushing NULL."""
    if k == "exc?":
        return "exc"
    return "obj" if k in NULLISH else k



def join_locals(a: Dict[str, Kind], b: Dict[str, Kind]) -> Dict[str, Kind]:
    """The kinds of the locals where two paths meet (an unset local is NULL)."""
    out = dict(a)
    if a == b:
        return out
    for name, kind in b.items() - a.items():  # join(k, k) is k: only where they differ (kinds hash)
        mine = a.get(name)
        out[name] = join("null" if mine is None else mine, kind)
    if len(out) > len(b):
        for name in a.keys() - b.keys():
            out[name] = join(a[name], "null")
    return out


class State:
    """The kinds on the stack, in the locals, and (3.8-3.10) the block stack."""

    __slots__ = ("blocks", "locals", "stack")

    def __init__(self, stack: List[Kind], locals_: Dict[str, Kind], blocks: Tuple[str, ...]) -> None:
        self.stack = stack
        self.locals = locals_
        self.blocks = blocks

    def copy(self) -> "State":
        return State(list(self.stack), dict(self.locals), self.blocks)

    def joined(self, other: "State") -> "State":
        mine, theirs = self.stack, other.stack
        same_stack = mine == theirs
        if same_stack and self.locals == other.locals and self.blocks == other.blocks:
            return self  # states are copied before they change (KindChecker._flow)
        # join(k, k) is k: the call only where the kinds differ (zip stops at the shorter stack)
        stack = list(mine) if same_stack else [x if x == y else join(x, y) for x, y in zip(mine, theirs)]
        locals_ = join_locals(self.locals, other.locals)
        blocks = self.blocks
        if other.blocks != blocks:
            common = 0
            for a, b in zip(self.blocks, other.blocks):
                if a != b:
                    break
                common += 1
            blocks = self.blocks[:common] + ("?",)
        return State(stack, locals_, blocks)

    def same(self, other: "State") -> bool:
        return self.stack == other.stack and self.locals == other.locals and self.blocks == other.blocks



def describe(k: Kind) -> str:
    if type(k) is tuple:
        if k[0] == "code":
            return "a code object"
        if k[0] == "func":
            return "a comprehension's function" if k[2] else "a function without its closure"
        if k[0] == "closure":
            return "a closure of %d cells" % k[1]
        return "a constant tuple of %d" % k[1]
    return {"obj": "an object", "null": "NULL", "null?": "a value that may be NULL", "iter": "an iterator",
            "aiter": "an async iterator", "list": "a list", "set": "a set", "dict": "a dict", "tuple": "a tuple",
            "str": "a str",
            "exc": "an exception", "exc?": "an exception slot", "lasti": "the saved instruction offset",
            "fin": "a finally marker", "finx": "a finally marker", "cell": "a cell", "module": "a module",
            "bad": "values of different kinds", "any": "a value", "callee": "a callable"}.get(k, str(k))
