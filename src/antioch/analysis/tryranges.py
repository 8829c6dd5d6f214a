"""Try ranges as a user states them made into exception-table entries: depths, lasti, flattening.

A :class:`~antioch.ir.TryRange` may leave its ``depth`` (None: the stack depth at its start label)
and ``lasti`` (None: what CPython's compiler gives that kind of handler) to be worked out, and
ranges may nest or overlap when listed innermost first.  :func:`antioch.finishing.finish` makes
table entries of them; the verifier fills in the same depths before it checks an IR.
"""
from typing import Dict, List, Tuple

from antioch.analysis.cfg import ControlFlowGraph, build_cfg
from antioch.analysis.stackdepth import analyse
from antioch.errors import VerifyError
from antioch.ir import Bytecode, Instr, Item, Label, TryRange


def default_lasti(handler_names: Tuple[str, ...]) -> bool:
    """What CPython's compiler gives a handler starting with these opcodes: SETUP_FINALLY's handlers
    (try bodies: PUSH_EXC_INFO; END_ASYNC_FOR; CLEANUP_THROW; 3.12's inlined comprehensions: SWAP,
    POP_TOP) get no lasti, SETUP_CLEANUP's and SETUP_WITH's do (Python/flowgraph.c, push_except_block
    and label_exception_targets).  Checked against every handler of the standard library, 3.11-3.13."""
    first = handler_names[0] if handler_names else ""
    second = handler_names[1] if len(handler_names) > 1 else ""
    if first == "PUSH_EXC_INFO":
        return second == "WITH_EXCEPT_START"
    return first not in ("END_ASYNC_FOR", "CLEANUP_THROW") and (first, second) != ("SWAP", "POP_TOP")


class TryRanges:
    """The try ranges of one IR made into table entries: depths, lasti, flattening, empty ones dropped."""

    def __init__(self, ir: Bytecode) -> None:
        self.ir = ir
        self.label_at: Dict[Label, int] = {}
        self.instrs: List[Instr] = []
        for item in ir.items:
            if isinstance(item, Label):
                self.label_at.setdefault(item, len(self.instrs))
            else:
                self.instrs.append(item)

    def simple(self) -> bool:
        """True when the ranges are entries already: stated, sorted, not overlapping, not empty."""
        last_end = -1
        for r in self.ir.try_ranges:
            if r.depth is None or r.lasti is None:
                return False
            start, end = self.label_at.get(r.start), self.label_at.get(r.end)
            if start is None or end is None or start < last_end or end <= start:
                return start is None or end is None  # a missing label is the verifier's to report
            last_end = end
        return True

    def _lasti(self, r: TryRange) -> bool:
        if r.lasti is not None:
            return bool(r.lasti)
        at = self.label_at.get(r.handler)
        names = tuple(i[0] for i in self.instrs[at:at + 2]) if at is not None else ()
        return default_lasti(names)

    def resolve(self) -> ControlFlowGraph:
        """Depths and lasti filled in (depths by data flow, repeated while handlers' own ranges move)."""
        ranges = [r._replace(lasti=self._lasti(r), depth=r.depth or 0) for r in self.ir.try_ranges]
        open_depth = [r.depth is None for r in self.ir.try_ranges]
        for _ in range(len(ranges) + 1):
            cfg = build_cfg(Bytecode(self.ir.fields, self.ir.items, ranges))
            before = analyse(cfg).before
            changed = False
            for k, r in enumerate(ranges):
                if not open_depth[k]:
                    continue
                at = self.label_at.get(r.start)
                depth = before[at] if at is not None and at < len(before) else None
                if depth is not None and depth != r.depth:
                    ranges[k] = r._replace(depth=depth)
                    changed = True
            if not changed:
                return cfg
        raise VerifyError([], "the try ranges' depths do not settle (a handler inside its own range?)")

    def flatten(self, cfg: ControlFlowGraph) -> Tuple[List[Item], List[TryRange]]:
        """New items (labels added at entry boundaries) and one range per run of instructions that
        the same range covers first."""
        covering = [block.try_range for block in cfg.block_of]
        bounds: Dict[int, Label] = {}
        runs: List[Tuple[int, int, TryRange]] = []
        for i, r in enumerate(covering):
            if r is not None and (i == 0 or covering[i - 1] is not r):
                runs.append((i, i + 1, r))
            elif r is not None:
                runs[-1] = (runs[-1][0], i + 1, r)
        entries = []
        for start, end, r in runs:
            first = bounds.setdefault(start, Label())
            last = bounds.setdefault(end, Label())
            entries.append(TryRange(first, last, r.handler, r.depth, r.lasti))
        items: List[Item] = []
        n = 0
        for item in self.ir.items:
            if not isinstance(item, Label):
                if n in bounds:
                    items.append(bounds.pop(n))
                n += 1
            items.append(item)
        if n in bounds:
            items.append(bounds.pop(n))
        return items, entries


    def resolved(self) -> List[TryRange]:
        """The ranges with their depths and lasti filled in (not flattened)."""
        return list(self.resolve().ir.try_ranges)
