"""The :class:`OpcodeTable`: one CPython version's opcodes, argument kinds and jump rules."""
from types import ModuleType
from typing import Any, Dict, List, Optional, Tuple

# Argument kinds (see tools/gen_opcodes.py): what an instruction's argument indexes or means.
JUMP_KINDS = frozenset({"jrel", "jabs", "jback"})
#: Opcodes whose argument is a jump in the tables (dis lists it as a target) but which never jump:
#: 3.14+ END_ASYNC_FOR names the END_SEND of its loop only so that sys.monitoring can report the
#: loop's exit as a branch from there (Python/bytecodes.c: ``JUMPBY(0); // Pretend jump``).  Control
#: falls through; a control-flow graph gives them no jump edge.
NON_JUMPING = frozenset({"END_ASYNC_FOR"})
NAME_KINDS = frozenset({"name", "global", "attr", "super_attr", "import_name"})
# How many low bits of the argument are flags rather than the name index.
NAME_SHIFT = {"name": 0, "global": 1, "attr": 1, "super_attr": 2, "import_name": 2}

#: 3.13 COMPARE_OP: the result is converted to bool (for a conditional jump)
COMPARE_BOOL_BIT = 16
#: 3.12+ COMPARE_OP low bits the compiler always writes for each comparison (Python/compile.c)
_COMPARE_MASKS = {"<": 2, "<=": 10, "==": 8, "!=": 7, ">": 4, ">=": 12}


def compare_mask(table: "OpcodeTable", op: str) -> int:
    """The result mask CPython's compiler writes beside comparison ``op`` (0 before 3.12)."""
    return _COMPARE_MASKS.get(op, 0) if table.compare_shift else 0


def evaluate_effect(formula: Any, arg: int) -> Optional[int]:
    """Evaluate a generated stack-effect formula for ``arg`` (see tools/gen_opcodes.py)."""
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
        for case_arg, value in formula[1]:
            if case_arg == arg:
                return value
        return evaluate_effect(formula[2], arg)
    raise ValueError("unknown stack effect formula %r" % (formula,))


class OpcodeInfo:
    """One opcode of one version."""

    __slots__ = ("caches", "effect", "effect_jump", "has_arg", "is_jump", "kind", "name", "number")

    def __init__(self, name: str, number: int, kind: str, caches: int, effects: Tuple[Any, Any]) -> None:
        self.name = name
        self.number = number
        #: what the argument means: none, const, name, global, attr, super_attr, import_name, local, local_pair,
        #: free, jrel, jabs, jback, compare, binop, intrinsic1, intrinsic2, format, convert,
        #: make_function, fn_attr, common_const, special_method, int
        self.kind = kind
        #: inline CACHE code units that follow the instruction (3.11+)
        self.caches = caches
        self.effect, self.effect_jump = effects
        self.has_arg = kind != "none"
        self.is_jump = kind in JUMP_KINDS

    def stack_effect(self, arg: int, jump: bool = False) -> Optional[int]:
        """Net stack effect as CPython's compiler computes it, or None where it is undefined."""
        return evaluate_effect(self.effect_jump if jump else self.effect, arg if self.has_arg else 0)

    def __repr__(self) -> str:
        return "<OpcodeInfo %s=%d %s>" % (self.name, self.number, self.kind)


class OpcodeTable:
    """Opcodes of one CPython version, looked up by name or number."""

    def __init__(self, module: ModuleType) -> None:
        self.version: Tuple[int, int] = module.VERSION
        self.magic: bytes = module.MAGIC
        self.have_argument: int = module.HAVE_ARGUMENT
        self.by_name: Dict[str, OpcodeInfo] = {}
        self.by_number: List[Optional[OpcodeInfo]] = [None] * 256
        for name, number, kind, caches, effects in module.OPCODES:
            info = OpcodeInfo(name, number, kind, caches, effects)
            self.by_name[name] = info
            self.by_number[number] = info
        self.extended_arg: int = module.EXTENDED_ARG
        #: 3.11+ instructions may be followed by inline CACHE units
        self.has_caches = any(info.caches for info in self.by_name.values())
        self.cmp_op: Tuple[str, ...] = module.CMP_OP
        self.nb_ops: Tuple[Tuple[str, str], ...] = module.NB_OPS
        self.intrinsic1: Tuple[str, ...] = module.INTRINSIC1
        self.intrinsic2: Tuple[str, ...] = module.INTRINSIC2
        self.specializations: Dict[str, Tuple[str, ...]] = dict(module.SPECIALIZATIONS)
        #: 3.13+: SET_FUNCTION_ATTRIBUTE's flags, lowest bit first (dis.FUNCTION_ATTR_FLAGS)
        self.function_attr_flags: Tuple[str, ...] = getattr(module, "FUNCTION_ATTR_FLAGS", ())
        #: 3.14+: what LOAD_COMMON_CONSTANT's argument indexes (builtins by name, others by repr)
        self.common_constants: Tuple[str, ...] = getattr(module, "COMMON_CONSTANTS", ())
        #: 3.14+: what LOAD_SPECIAL's argument indexes
        self.special_methods: Tuple[str, ...] = getattr(module, "SPECIAL_METHODS", ())
        v = self.version
        #: jump arguments count code units from 3.10 on, bytes before
        self.jump_unit = 2 if v >= (3, 10) else 1
        #: from 3.12 a relative jump counts from after the instruction's inline caches
        self.jump_skips_caches = v >= (3, 12)
        #: COMPARE_OP keeps flag bits below the comparison index (3.12: 4 bits, 3.13: 5 bits)
        self.compare_shift = 5 if v >= (3, 13) else 4 if v >= (3, 12) else 0
        #: 3.11+: locals, cells and frees share one index space ("localsplus")
        self.localsplus = v >= (3, 11)
        #: 3.11+ code objects carry an exception table; older ones use a block stack
        self.has_exception_table = v >= (3, 11)
        self._symbols: Dict[str, Dict[str, int]] = {}

    def arg_symbols(self, kind: str) -> Dict[str, int]:
        """Symbolic arguments of a kind (binary operators, intrinsics, ...) -> their integer values."""
        found = self._symbols.get(kind)
        if found is None:
            found = self._symbols[kind] = self._make_symbols(kind)
        return found

    def _make_symbols(self, kind: str) -> Dict[str, int]:
        if kind == "binop":
            return {symbol: i for i, (_, symbol) in enumerate(self.nb_ops)}
        if kind in ("intrinsic1", "intrinsic2"):
            names = self.intrinsic1 if kind == "intrinsic1" else self.intrinsic2
            out = {n: i for i, n in enumerate(names)}
            out.update((n[len("INTRINSIC_"):], i) for i, n in enumerate(names))
            return out
        if kind == "common_const":
            return {n: i for i, n in enumerate(self.common_constants)}
        if kind == "special_method":
            return {n: i for i, n in enumerate(self.special_methods)}
        return {}

    def __getitem__(self, name: str) -> OpcodeInfo:
        return self.by_name[name]

    def __contains__(self, name: str) -> bool:
        return name in self.by_name

    def jump_target(self, info: OpcodeInfo, offset: int, arg: int) -> int:
        """Byte offset a jump at ``offset`` with argument ``arg`` goes to."""
        if info.kind == "jabs":
            return arg * self.jump_unit
        base = offset + 2
        if self.jump_skips_caches:
            base += 2 * info.caches
        if info.kind == "jback":
            return base - arg * self.jump_unit
        return base + arg * self.jump_unit

    def jump_arg(self, info: OpcodeInfo, offset: int, target: int) -> int:
        """The argument that makes a jump at ``offset`` go to ``target`` (may be negative: bad)."""
        if info.kind == "jabs":
            return target // self.jump_unit
        base = offset + 2
        if self.jump_skips_caches:
            base += 2 * info.caches
        delta = base - target if info.kind == "jback" else target - base
        return delta // self.jump_unit

    def __repr__(self) -> str:
        return "<OpcodeTable CPython %d.%d>" % self.version
