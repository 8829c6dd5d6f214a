"""Instructions as a tool author writes them, made into what one CPython version runs.

An IR made by hand says ``Instr("BINARY_OP", "+")`` or ``Instr("COMPARE_OP", "==")`` and leaves
out what the version adds around the operation.  :func:`respell` writes each such instruction
the way the target version's compiler would:

- operators, intrinsics, common constants and special methods given by name become their number;
- 3.12+ COMPARE_OP gets the result mask the compiler writes beside the comparison (without it
  the specialised instruction returns False for ``==``), keeping 3.13's bool bit;
- 3.13+ pairs of locals (LOAD_FAST_LOAD_FAST and friends) hold two 4-bit slot numbers: a pair
  whose slots do not fit is split into its two instructions;
- 3.11's CALL gets the PRECALL it must follow;
- ``JUMP label`` (3.12+'s pseudo-instruction) becomes JUMP_FORWARD, JUMP_BACKWARD or JUMP_ABSOLUTE,
  and 3.11's conditional jumps get their direction (POP_JUMP_FORWARD_IF_FALSE, ...);
- before 3.11, ``BINARY_OP op`` becomes BINARY_ADD, INPLACE_ADD, ... and ``CALL n`` becomes
  CALL_FUNCTION n; the push-NULL bit of LOAD_GLOBAL, which those versions do not have, is dropped.

Instructions that need no change are kept as they are (the same objects); changed ones are copies,
so the caller's IR is never edited.
"""
from typing import Any, Callable, Dict, List, Optional, Tuple

from antioch.codeobj import replace
from antioch.errors import EncodeError
from antioch.ir import Bytecode, Instr, Item, Label, LiftedInstr, RawArg
from antioch.opcodes import OpcodeTable
from antioch.opcodes.table import COMPARE_BOOL_BIT, compare_mask

#: the pre-3.11 opcode name stem of each BINARY_OP operator (Lib/opcode.py of 3.10: BINARY_ADD, INPLACE_ADD, ...)
_OLD_BINARY = {"+": "ADD", "&": "AND", "//": "FLOOR_DIVIDE", "<<": "LSHIFT", "@": "MATRIX_MULTIPLY",
               "*": "MULTIPLY", "%": "MODULO", "|": "OR", "**": "POWER", ">>": "RSHIFT", "-": "SUBTRACT",
               "/": "TRUE_DIVIDE", "^": "XOR"}
#: each 3.13+ instruction on two locals -> the two it does, in order (Python/bytecodes.c: the first
#: slot is the high four bits of the argument and is used first)
PAIR_HALVES = {
    "LOAD_FAST_LOAD_FAST": ("LOAD_FAST", "LOAD_FAST"),
    "STORE_FAST_LOAD_FAST": ("STORE_FAST", "LOAD_FAST"),
    "STORE_FAST_STORE_FAST": ("STORE_FAST", "STORE_FAST"),
    "LOAD_FAST_BORROW_LOAD_FAST_BORROW": ("LOAD_FAST_BORROW", "LOAD_FAST_BORROW"),
}
#: the largest slot number a pair can hold (four bits each)
PAIR_SLOT_LIMIT = 15
_SYMBOL_KINDS = frozenset({"binop", "intrinsic1", "intrinsic2", "common_const", "special_method"})


def _copy(instr: Instr, name: Optional[str] = None, arg: Any = None, flags: Optional[int] = None) -> Instr:
    new = LiftedInstr(instr)
    if name is not None:
        new[0] = name
    if arg is not None:
        new[1] = arg
    if flags is not None:
        new[3] = flags
    return new


def old_binary_name(symbol: Any) -> Optional[str]:
    """BINARY_ADD for ``"+"``, INPLACE_ADD for ``"+="`` (the pre-3.11 opcodes); None for no operator."""
    if not isinstance(symbol, str):
        return None
    inplace = symbol.endswith("=")
    stem = _OLD_BINARY.get(symbol[:-1] if inplace else symbol)
    if stem is None:
        return None
    return ("INPLACE_" if inplace else "BINARY_") + stem


def directed_jump(name: str, forward: bool, by_name: Dict[str, Any]) -> Optional[str]:
    """The version's opcode for a jump given without direction: ``JUMP`` (the pseudo-instruction of
    3.12+'s compiler) and 3.11's POP_JUMP_IF_* (which come as FORWARD and BACKWARD there)."""
    if name == "JUMP":
        options = ("JUMP_FORWARD",) if forward else ("JUMP_BACKWARD", "JUMP_ABSOLUTE")
    else:
        condition = name[len("POP_JUMP_"):]
        options = ("POP_JUMP_%s_%s" % ("FORWARD" if forward else "BACKWARD", condition),)
    return next((o for o in options if o in by_name), None)


def slot_numbers(ir: Bytecode, table: OpcodeTable) -> Dict[str, int]:
    """3.11+: the slot each local will have once lowering has added the IR's new locals."""
    f = ir.fields
    known = f.localsplus()
    seen = set(known)
    new: List[str] = []
    by_name = table.by_name
    # In lowering's order: the names of single locals first, then those only pairs use.
    for kind in ("local", "local_pair"):
        for item in ir.items:
            if isinstance(item, Label) or isinstance(item[1], RawArg):
                continue
            info = by_name.get(item[0])
            if info is None or info.kind != kind:
                continue
            for name in (item[1],) if kind == "local" else item[1]:
                if name not in seen:
                    seen.add(name)
                    new.append(name)
    if new:
        known = replace(f, varnames=f.varnames + tuple(new), localsplusnames=None).localsplus()
    slots: Dict[str, int] = {}
    for i, name in enumerate(known):
        slots.setdefault(name, i)
    return slots


#: the opcodes of each version that respell never changes, whatever their argument
_KEPT: Dict[Tuple[int, int], frozenset] = {}


def _kept_as_written(table: OpcodeTable) -> frozenset:
    kept = _KEPT.get(table.version)
    if kept is None:
        kept = _KEPT[table.version] = frozenset(
            name for name, info in table.by_name.items()
            if name != "CALL" and info.kind not in _SYMBOL_KINDS | {"compare", "local_pair", "const", "name"})
    return kept


def _loads_const(table: OpcodeTable) -> frozenset:
    """The opcodes of a version whose argument is a constant."""
    names = _LOADS_CONST.get(table.version)
    if names is None:
        names = _LOADS_CONST[table.version] = frozenset(
            name for name, info in table.by_name.items() if info.kind == "const")
    return names


_LOADS_CONST: Dict[Tuple[int, int], frozenset] = {}


def respell(ir: Bytecode, table: OpcodeTable,
            finish_nested: Callable[[Bytecode], Any]) -> Tuple[List[Item], List[int]]:
    """The items of ``ir`` as ``table``'s version runs them, and for each the index in ``ir.items``
    of the item it came from.  ``finish_nested`` makes the code of an IR given as a constant."""
    items = ir.items
    changes: List[Tuple[int, List[Item]]] = []  # (index in items, what stands there instead), in order
    kept = _kept_as_written(table)
    loads_const = _loads_const(table)
    speller = _Speller(ir, table, finish_nested)
    # Most instructions are kept as they are, constants but nested IRs too: the loop only looks
    # further at the others.
    for k, item in enumerate(items):
        if isinstance(item, Label):
            continue
        name = item[0]  # by index (ir.INSTR_FIELDS)
        if name in kept or (name in loads_const and not isinstance(item[1], Bytecode)):
            continue
        spelled = speller.respelled(k, item)
        if spelled is not None:
            changes.append((k, spelled))
    if not changes:
        return list(items), list(range(len(items)))
    out: List[Item] = []
    origin: List[int] = []
    done = 0
    for k, spelled in changes:
        out += items[done:k]
        origin += range(done, k)
        out += spelled
        origin += [k] * len(spelled)
        done = k + 1
    out += items[done:]
    origin += range(done, len(items))
    return out, origin


class _Speller:
    """What :func:`respell` works out once per IR, when first needed."""

    def __init__(self, ir: Bytecode, table: OpcodeTable, finish_nested: Callable[[Bytecode], Any]) -> None:
        self.ir = ir
        self.table = table
        self.finish_nested = finish_nested
        self.label_at: Optional[Dict[Label, int]] = None
        self.slots: Optional[Dict[str, int]] = None
        self.all_slots = False  # whether slots has every local, new ones too (slot_numbers)

    def respelled(self, k: int, item: Instr) -> Optional[List[Item]]:
        """What item ``k`` of the IR's items becomes (one or more instructions), or None when it stays."""
        table = self.table
        by_name = table.by_name
        name, arg = item[0], item[1]  # by index (ir.INSTR_FIELDS)
        info = by_name.get(name)
        if info is None:
            if name == "JUMP" or name.startswith("POP_JUMP_IF_"):
                if self.label_at is None:
                    self.label_at = {x: j for j, x in enumerate(self.ir.items) if isinstance(x, Label)}
                spelled = directed_jump(name, self.label_at.get(arg, k) > k, by_name)
                return None if spelled is None else [_copy(item, name=spelled)]
            if name == "BINARY_OP" and old_binary_name(arg) in by_name:
                new = _copy(item, name=old_binary_name(arg), arg=0)
                new[1] = None
                return [new]
            if name == "CALL" and "CALL_FUNCTION" in by_name:
                return [_copy(item, name="CALL_FUNCTION")]
            return None
        if isinstance(arg, RawArg):
            return None
        kind = info.kind
        if kind == "const":
            return [_copy(item, arg=self.finish_nested(arg))] if isinstance(arg, Bytecode) else None
        shift = table.compare_shift
        if kind == "compare" and shift:
            want = compare_mask(table, arg) | (item[3] & COMPARE_BOOL_BIT if shift >= 5 else 0)
            return [_copy(item, flags=want)] if item[3] != want else None
        if kind in _SYMBOL_KINDS and isinstance(arg, str):
            value = table.arg_symbols(kind).get(arg)
            if value is None:
                raise EncodeError("item %d: %s has no argument %r on CPython %d.%d" % ((k, name, arg) + table.version))
            return [_copy(item, arg=value)]
        if kind == "local_pair" and isinstance(arg, tuple):
            slots = self.pair_slots(arg)
            if any(slots.get(n, PAIR_SLOT_LIMIT + 1) > PAIR_SLOT_LIMIT for n in arg):
                return [Instr(half, local, item[2]) for half, local in zip(PAIR_HALVES[name], arg)]
            return None
        if name == "CALL" and "PRECALL" in by_name and _previous_name(self.ir.items, k) != "PRECALL":
            return [Instr("PRECALL", arg, item[2]), item]
        if kind == "name" and item[3]:
            return [_copy(item, flags=0)]  # push_null before 3.11: the call needs no NULL
        return None

    def pair_slots(self, pair: Tuple[Any, ...]) -> Dict[str, int]:
        """Slots by local name, with those of ``pair`` (a 3.13+ pair's argument) among them."""
        slots = self.slots
        if slots is None:
            # The slot of a name in varnames is its first index there, whatever lowering adds (new
            # locals go after them): only a pair naming another local needs the slots of them all.
            slots = self.slots = {}
            varnames = self.ir.fields.varnames
            if self.ir.fields.localsplus()[:len(varnames)] == varnames:
                for i, local in enumerate(varnames):
                    slots.setdefault(local, i)
        if not self.all_slots and not (len(pair) == 2 and pair[0] in slots and pair[1] in slots):
            slots = self.slots = slot_numbers(self.ir, self.table)
            self.all_slots = True
        return slots


def _previous_name(items: List[Item], k: int) -> str:
    """The name of the last instruction before ``items[k]`` ("" for none): respelling turns no
    instruction into PRECALL, nor PRECALL into another."""
    for j in range(k - 1, -1, -1):
        item = items[j]
        if not isinstance(item, Label):
            return str(item[0])  # its name (ir.INSTR_FIELDS)
    return ""
