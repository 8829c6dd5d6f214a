"""A class's ``__static_attributes__`` (3.13+) kept when one of its methods is left as a listing.

From 3.13 the compiler gives each class body a tuple of the attribute names that the functions
inside it (methods, and functions and lambdas nested in them) assign to ``self``: each
``self.NAME = ...`` (also as a ``for`` or ``with`` target, and where no instruction of it is ever
run), ``self`` being that very name, is added to the nearest class around it, unmangled; an
augmented assignment is not (Python/compile.c, ``compiler_maybe_add_static_attribute_to_class``;
Python/codegen.c from 3.14).  The body stores the sorted tuple as ``__static_attributes__``.

A method left as a listing loses its assignments, and with them the class's tuple would lose
names; the class would not compile back the same.  So the stub of such a code object writes, after
its ``raise``, one assignment to ``self`` of each name of the class's tuple that the code stores
as an attribute: never run, it says which attributes the lost body sets, and the compiler records
them again.
"""
from typing import Any, Iterator, List, Optional, Tuple

from antioch.codeobj import CO_OPTIMIZED, CodeFields, fields_of
from antioch.decompile.private_names import owner_class, unmangled
from antioch.errors import AntiochError
from antioch.ir import Instr
from antioch.lift import lift

Version = Tuple[int, int]


def class_static_attributes(ir: Any) -> Optional[Tuple[str, ...]]:
    """The tuple a class body's code stores as ``__static_attributes__`` (None: it stores none)."""
    previous = None
    for instr in ir.instructions():
        if instr.name == "STORE_NAME" and instr.arg == "__static_attributes__":
            if previous is not None and previous.name == "LOAD_CONST" and isinstance(previous.arg, tuple):
                return previous.arg
            return None
        previous = instr
    return None


def kept_assignments(code: Any, version: Version, attributes: Optional[Tuple[str, ...]]) -> str:
    """What a stub of ``code`` adds after its ``raise`` (``; self.a = self.b = None``) so that the
    class around it keeps the names of ``attributes`` (its tuple) that ``code`` stores ('' when none,
    or where ``self`` is not a name of ``code``: writing it would make it a free variable)."""
    f = fields_of(code)
    if not attributes or "self" not in f.varnames + f.freevars + f.cellvars:
        return ""
    wanted = set(attributes)
    owner = owner_class(f.qualname or f.name, False)
    stored = {unmangled(name, owner) for name in _stored_attributes(code, version)}
    names = sorted(stored & wanted)
    return "; %s = None" % " = ".join("self." + name for name in names) if names else ""


def _stored_attributes(code: Any, version: Version) -> Iterator[str]:
    """The names STORE_ATTR stores under, in ``code`` and the functions inside it (not classes)."""
    for f in _functions(code):
        try:
            instructions: List[Instr] = list(lift(f, version).instructions())
        except AntiochError:
            continue
        for instr in instructions:
            if instr.name == "STORE_ATTR" and isinstance(instr.arg, str):
                yield instr.arg


def _functions(code: Any) -> Iterator[Any]:
    yield code
    for const in fields_of(code).consts:
        if (isinstance(const, CodeFields) or hasattr(const, "co_code")) and fields_of(const).flags & CO_OPTIMIZED:
            yield from _functions(const)
