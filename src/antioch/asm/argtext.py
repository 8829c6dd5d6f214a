"""Instructions written outside a listing, in the listing's notation: the CFG, ``--trace``, the explorer.

``LOAD_NAME range``, ``BINARY_OP *``, ``LOAD_CONST None``, ``COMPARE_OP <``, a jump's label: the text
:class:`~antioch.asm.printer.ListingPrinter` writes for an argument, from the same code, so that a
reader meets one notation wherever antioch shows an instruction.  Jump targets are the listing's
labels (``L1``, ``L2`` ... in the order the listing places them) unless the caller names them
otherwise: the CFG names a target by its block (``B3``), the name its drawing gives that block.
"""
from typing import Any, Callable, Dict, List, Optional

from antioch.asm.printer import ListingPrinter, _Pools
from antioch.codeobj import fields_of
from antioch.ir import Bytecode, Instr, Label
from antioch.lift import lift
from antioch.opcodes import table_for


class ArgumentFormatter:
    """The argument text of each instruction of one code object's IR, as its listing writes it."""

    def __init__(self, ir: Bytecode, label_name: Optional[Callable[[Label], str]] = None) -> None:
        self.table = table_for(ir.version)
        self._pools = _Pools(ir.fields, self.table)
        self._printer = ListingPrinter()
        self._printer._ids = ListingPrinter._code_ids(ir.fields)  # nested code as the listing names it
        self._labels: Dict[Label, str] = {}
        for item in ir.items:
            if isinstance(item, Label):
                self._labels[item] = label_name(item) if label_name else "L%d" % (len(self._labels) + 1)

    def text(self, instr: Instr) -> str:
        """``NAME ARG`` (``NAME`` alone when it has no argument) in the listing's notation."""
        info = self.table.by_name.get(instr[0])  # its name (by index, as in ListingPrinter._body)
        if info is None:
            return instr[0]
        arg, _ = self._printer._arg(instr, info.kind, self.table, self._pools, self._labels)
        return instr[0] + " " + arg if arg else instr[0]


def instruction_texts(ir: Bytecode, label_name: Optional[Callable[[Label], str]] = None) -> List[str]:
    """``NAME ARG`` of every instruction of ``ir``, in order."""
    formatter = ArgumentFormatter(ir, label_name)
    return [formatter.text(item) for item in ir.items if isinstance(item, Instr)]


def cfg_instruction_texts(cfg: Any) -> List[str]:
    """``NAME ARG`` of every instruction of a :class:`~antioch.analysis.cfg.ControlFlowGraph`, jumps to ``B<n>``."""
    def block_name(label: Label) -> str:
        at = cfg.label_at.get(label)
        block = cfg.block_at(at) if at is not None else None
        return "B%d" % block.index if block is not None else "?"
    return instruction_texts(cfg.ir, block_name)


def texts_by_offset(code: Any) -> Dict[int, str]:
    """Offset of each instruction of ``code`` (a code object) -> its ``NAME ARG``, jumps to the listing's labels."""
    ir = lift(fields_of(code))
    formatter = ArgumentFormatter(ir)
    return {item[7]: formatter.text(item) for item in ir.items if isinstance(item, Instr)}  # by its offset
