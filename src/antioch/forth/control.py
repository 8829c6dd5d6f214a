"""Control flow in the Forth code generator: labels, the stacks at each, forward and backward jumps.

A label's stack depth and value ranges are those of the jumps that reach it (their hull); a label a backward jump
reaches with values outside the ranges assumed where it was placed makes the compiler run the pass again
(:class:`Widen`). A layer of :class:`antioch.forth.codegen.CodeGen`.
"""
from typing import Dict, List, Optional, Tuple

from antioch.forth.memory_access import MemoryAccess
from antioch.forth.ranges import (
    Item,
    Range,
    contains,
    hull,
    range_of,
)
from antioch.forth.stacks import NotStatic, span_rest


class Widen(Exception):
    """A backward jump reaches a label with values outside the ranges assumed where it was placed."""

    def __init__(self, label: str, placed: List["Range"], ranges: List["Range"]) -> None:
        super().__init__(label)
        self.label = label
        self.placed = placed      # the ranges assumed where the label was placed
        self.ranges = ranges      # the ranges the backward jump brings

    def assume(self, again: bool) -> List["Range"]:
        """The ranges to assume at the label next time: the hull of both the first time, unknown where the
        jump still brings more."""
        if again:
            return [p if contains(p, r) else None for p, r in zip(self.placed, self.ranges)]
        return [hull(p, r) for p, r in zip(self.placed, self.ranges)]


class CompileError(Exception):
    """A definition that cannot be compiled (unbalanced control flow, return stack misuse)."""


class ControlFlow(MemoryAccess):
    """Placing labels and jumping to them with the stacks in their canonical form."""

    dead: bool
    widen: Dict[str, List[Range]]
    name: str

    def state(self) -> Tuple[int, int, int]:
        return (len(self.stack), len(self.rstack), len(self.fstack))

    def branch_to(self, target: str, refine: Optional[Dict[str, Tuple[int, int]]] = None) -> None:
        """Record a jump to ``target`` with the (canonical) stacks as they are, narrowed by ``refine``."""
        depths = self.state()
        old = self.states.get(target)
        if old is None:
            self.states[target] = depths
        elif old != depths:
            if self.mode == "generic":
                raise CompileError("stack depths differ where control paths meet in %s" % self.name)
            raise NotStatic("join")
        saved = self.stack, self.rstack
        self.narrow(refine or {})
        ranges = [range_of(item) for item in self.stack + self.rstack]
        self.stack, self.rstack = saved
        if target in self.placed:
            if not all(contains(a, r) for a, r in zip(self.placed[target], ranges)):
                raise Widen(target, self.placed[target], ranges)
            return
        known = self.ranges_at.get(target)
        self.ranges_at[target] = ranges if known is None else [hull(a, b) for a, b in zip(known, ranges)]

    def place(self, target: str, loop_head: bool = False) -> None:
        """Place a label; the head of a loop gets the loop-invariant values found for it before it."""
        entered = not self.dead and target not in self.states
        if not self.dead:
            self.canon()
            self.branch_to(target)
        if loop_head and entered:
            self.emit_preheader(target)
        depths = self.states.get(target)
        if depths is None:
            self.dead = True
        else:
            self.dead = False
            ranges: List[Range] = self.ranges_at[target]
            if target in self.widen:
                assumed = self.widen[target]
                ranges = ([hull(a, b) for a, b in zip(ranges, assumed)] if len(assumed) == len(ranges)
                          else [None] * len(ranges))
            self.placed[target] = ranges
            self.stack = [("local", self.local("_d%d" % j), ranges[j]) for j in range(depths[0])]
            self.rstack = [("local", self.local("_r%d" % j), ranges[depths[0] + j]) for j in range(depths[1])]
            self.fstack = [("local", self.local("_f%d" % j), None) for j in range(depths[2])]
            lazy = self.lazy_cells.get(target)
            if lazy:
                self.stack[lazy[1]] = span_rest(lazy[2], self.stack[lazy[0]])
        self.place_label(target)
        if loop_head and entered:
            self.open_loop(target)

    def branch_with(self, items: List[Item], target: str) -> None:
        """Jump forward to ``target`` with ``items`` pushed, leaving the compile-time stacks as they were for the
        code that follows (which the jump skips)."""
        saved = list(self.stack), list(self.rstack), list(self.fstack)
        self.stack.extend(items)
        self.canon()
        self.branch_to(target)
        self.instr("JUMP_FORWARD %s" % target)
        self.stack, self.rstack, self.fstack = saved

    def jump_back(self, target: str) -> None:
        self.check_spans(target)
        self.canon(self.lazy_cells.get(target))
        self.branch_to(target)
        self.instr("%s %s" % (self.spelling["back"], target))
        self.dead = True
        self.close_loop(target)

    def cond_back(self, flag: Item, target: str, jump_if: bool) -> None:
        """Jump backward to ``target`` when flag == jump_if (after canon)."""
        self.check_spans(target)
        self.canon(self.lazy_cells.get(target))
        self.branch_to(target)
        if self.spelling["back_if_false"] is not None and jump_if is False:
            self.flag_value(self.prepare(flag), to_bool=False)
            self.instr("%s %s" % (self.spelling["back_if_false"], target))
            self.close_loop(target)
            return
        skip = self.label()
        self.test(flag, skip, not jump_if)
        self.instr("%s %s" % (self.spelling["back"], target))
        self.close_loop(target)
        self.place_label(skip)
