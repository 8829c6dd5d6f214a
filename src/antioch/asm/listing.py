"""What the assembly parser builds: a :class:`Listing` holding one :class:`Block` per code object.

A block is IR not yet lowered, with the directives its text gave and where each instruction
came from in the listing, so that lowering and the verifier can name the listing's line.
"""
from typing import Any, Dict, List, Optional, Tuple

from antioch.asm.consts import CodeRef
from antioch.asm.syntax import NO_POSITION
from antioch.ir import Instr, Label, TryRange


class Block:
    """One code object as parsed: its IR items, try ranges and the fields its directives gave."""

    def __init__(self, ident: Optional[str], parent: Optional["Block"]) -> None:
        self.ident = ident
        self.parent = parent
        #: field name -> value, for every directive given (pools as lists)
        self.values: Dict[str, Any] = {}
        self.items: List[Any] = []
        self.try_ranges: List[TryRange] = []
        self.children: List[Block] = []
        self.labels: Dict[str, Label] = {}
        self.defined: Dict[str, Tuple[int, int]] = {}
        self.label_refs: List[Tuple[str, int, int]] = []
        self.code_refs: List[Tuple[CodeRef, int, int]] = []
        self.line: Any = None  # the current .line (None: instructions get no position)
        self.line_set = False
        #: the position of an instruction with no column suffix under the current .line
        self.plain_position: Any = None
        #: column suffix -> position under the current .line (suffixes repeat within a line)
        self.suffixes: Dict[str, Any] = {}
        self.yields = False
        #: (line, column) in the listing of each instruction, in order, for the verifier's messages
        self.instr_sources: List[Tuple[int, int]] = []
        self.source_at: Tuple[int, int] = (0, 0)

    def set_line(self, line: Any, columns: bool) -> None:
        """Start a ``.line``: a line number, or NO_POSITION for ``.line -``."""
        self.line = line
        self.line_set = True
        self.suffixes = {}
        if line is NO_POSITION:
            self.plain_position = NO_POSITION
        else:
            self.plain_position = (line, line, None, None) if columns else (line, None, None, None)

    def add_instr(self, instr: Instr) -> None:
        self.items.append(instr)
        self.instr_sources.append(self.source_at)
        if instr.name == "YIELD_VALUE":
            self.yields = True

    def label(self, name: str, line: int, col: int) -> Label:
        found = self.labels.get(name)
        if found is None:
            found = self.labels[name] = Label(name)
        self.label_refs.append((name, line, col))
        return found


class Listing:
    """A parsed listing: the version, the top block, and function-level directives."""

    def __init__(self, version: Tuple[int, int], root: Block, function: Dict[str, Any]) -> None:
        self.version = version
        self.root = root
        self.function = function
