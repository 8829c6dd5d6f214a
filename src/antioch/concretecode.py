"""The concrete layer: a code object's instructions with integer arguments, as the interpreter reads them.

Below the symbolic IR (:mod:`antioch.ir`), for what has no symbol: arguments are raw pool
indexes and jump offsets, EXTENDED_ARG prefixes are folded into the argument they extend, and
3.11+ inline CACHE units stay with their instruction.

>>> import antioch
>>> def f(x):
...     return x * 1000
>>> raw = antioch.concrete(f.__code__)
>>> load = next(u for u in raw.units if u.name == "LOAD_CONST")
>>> f.__code__.co_consts[load.arg]
1000
>>> f.__code__ = raw.to_code()     # encoded again, verified, built
>>> f(2)
2000
"""
from typing import Any, List, Optional, Tuple

from antioch.codeobj import HOST, CodeFields, build_code, fields_of, replace
from antioch.encoding.units import ConcreteInstr, decode_units, encode_units
from antioch.opcodes import table_for


class ConcreteCode:
    """The concrete instructions of one code object (``units``) and its other fields (``fields``)."""

    def __init__(self, fields: CodeFields, units: List[ConcreteInstr]) -> None:
        self.fields = fields
        self.units = units

    @property
    def version(self) -> Tuple[int, int]:
        return self.fields.version

    def instr(self, name: str, arg: int = 0) -> ConcreteInstr:
        """A new concrete instruction of this code's version, e.g. ``raw.instr("LOAD_CONST", 0)``."""
        return ConcreteInstr(table_for(self.version)[name], arg)

    def to_fields(self) -> CodeFields:
        """The code object's fields with ``co_code`` written from the units (nothing else recomputed)."""
        return replace(self.fields, code=encode_units(table_for(self.version), self.units))

    def to_code(self, verify: bool = True) -> Any:
        """A host code object; the verifier checks it first unless ``verify=False``."""
        return build_code(self.to_fields(), verify=verify)

    def __repr__(self) -> str:
        return "<ConcreteCode %s, %d units, CPython %d.%d>" % ((self.fields.qualname, len(self.units)) + self.version)


def concrete(code: Any, version: Optional[Tuple[int, int]] = None) -> ConcreteCode:
    """The :class:`ConcreteCode` of a code object or :class:`~antioch.codeobj.CodeFields`."""
    f = fields_of(code)
    if version is not None:
        f = replace(f, version=(version[0], version[1]))
    return ConcreteCode(f, decode_units(table_for(f.version), f.code))


__all__ = ["HOST", "ConcreteCode", "ConcreteInstr", "concrete"]
