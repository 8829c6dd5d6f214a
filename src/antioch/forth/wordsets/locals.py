"""The LOCALS and LOCALS EXT word sets (Forth-2012 13.6.1, 13.6.2): locals are Python locals of the word's code.

``{: a b | c -- d :}`` declares a and b, taken from the stack (b from the top), and c, which starts at 0; the
part after ``--`` is a comment. ``LOCALS| x y |`` takes x from the top. A local's name is found before any word
while its definition is compiled; ``TO name`` stores into it. At most MAX_LOCALS locals a definition (-21 beyond).
"""
from typing import TYPE_CHECKING, List

from antioch.forth.kernel import ForthError
from antioch.forth.registry import WordSet

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.system import Forth

LOCALS = WordSet("LOCALS")
MAX_LOCALS = 256


def declare(f: "Forth", name: str) -> str:
    """A new local ``name`` of the definition being compiled; its Python name."""
    if not f.pending:
        raise ForthError(-14)
    if len(f.local_names) >= MAX_LOCALS:
        raise ForthError(-21, "More than %d locals" % MAX_LOCALS)
    pyname = "_v%d" % (len(f.local_names) + 1)
    f.local_names[name.upper()] = pyname
    return pyname


@LOCALS.generic("(LOCAL)")
def paren_local(f: "Forth") -> None:
    """13.6.1.0086 ( c-addr u -- ) one local more, or with u = 0 the end of the declarations: then each local
    declared takes an item of the stack, the first declared the top."""
    a, n = f.popn(2)
    pending: List[str] = f.__dict__.setdefault("pending_locals", [])
    if n:
        pending.append(declare(f, f.string_at(a, n)))
        return
    f.emit_token(("locals", list(pending), len(pending)))
    del pending[:]


@LOCALS.generic("LOCALS|", immediate=True, compile_only=True)
def locals_bar(f: "Forth") -> None:
    """13.6.2.1795 LOCALS| name1 ... namen | ( xn ... x1 -- ): name1 takes x1, the top."""
    names = []
    while True:
        name = f.need_name()
        if name == "|":
            break
        names.append(declare(f, name))
    f.emit_token(("locals", names, len(names)))


@LOCALS.generic("{:", immediate=True, compile_only=True)
def brace_colon(f: "Forth") -> None:
    """13.6.2.0086 {: a b | c -- outputs :}: a, b from the stack (b the top); c is 0."""
    taken: List[str] = []
    zeroed: List[str] = []
    part = taken
    while True:
        name = f.parse_name()
        if not name:
            if not f.refill():
                raise ForthError(-39, "{: without :}")
            continue
        if name == ":}":
            break
        if name == "|":
            part = zeroed
        elif name == "--":
            while name != ":}":
                name = f.parse_name()
                if not name and not f.refill():
                    raise ForthError(-39, "{: without :}")
            break
        else:
            part.append(name)
    names = [declare(f, name) for name in reversed(taken)] + [declare(f, name) for name in zeroed]
    f.emit_token(("locals", names, len(taken)))
