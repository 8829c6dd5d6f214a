"""The loops of a flow graph: natural loops found from its dominators, and those whose only way back
goes through an except clause, which no normal edge reaches."""
from operator import attrgetter
from typing import TYPE_CHECKING, Dict, List, Set

from antioch.analysis.cfg import Block

if TYPE_CHECKING:
    from antioch.decompile.graph import FlowGraph

_INDEX = attrgetter("index")


def natural_loops(flow: "FlowGraph") -> Dict[Block, Set[Block]]:
    """The blocks of each loop, by its head: every block from which a way back reaches a head
    that dominates it, with the except clauses that go back into a loop (:func:`_through_handlers`)."""
    loops: Dict[Block, Set[Block]] = {}
    # (where every edge goes forward, to a later block, a head comes before each block it dominates:
    # no edge goes back to one, and no block need be looked at, nor the dominators worked out)
    dom = flow.dom if flow.back_edges else {}
    for b in flow.cfg.blocks if flow.back_edges else ():
        if b not in flow.analysed:
            continue
        for h in flow.succs[b]:
            if dom.get(b, 0) >> h.index & 1:  # (h dominates b: :meth:`FlowGraph.dominates` written out)
                body = loops.setdefault(h, {h})
                work = [b]
                while work:
                    x = work.pop()
                    if x in body:
                        continue
                    body.add(x)
                    work.extend(p for p in flow.preds[x] if p in flow.analysed)
    _through_handlers(flow, loops)
    return loops


def _through_handlers(flow: "FlowGraph", loops: Dict[Block, Set[Block]]) -> None:
    """Loops whose only way back goes through an except clause (``while True: try: ...; break;
    except E: pass``).  No normal edge reaches a handler, so no block dominates the clause's
    end; the first block of the try statement's body, where the exception leaves, stands for
    the handler: the clause goes back to a block that dominates the try statement."""
    # (the blocks only handlers reach, in code order, that go on into the normal flow: most
    # code has none, and then no try statement need be looked at)
    ways_back = [b for b in sorted(flow.analysed - flow.reachable, key=_INDEX)
                 if any(s in flow.reachable for s in flow.succs[b])]
    if not ways_back:
        return
    by_handler: Dict[Block, List[Block]] = {}
    for entry, handler in flow.try_entries().items():
        # (not a with statement's: what follows a with whose __exit__ swallowed the exception is
        # no clause of the statement)
        if not any(i.name in ("WITH_EXCEPT_START", "WITH_CLEANUP_START") for i in handler.instrs[:2]):
            by_handler.setdefault(handler, []).append(entry)
    for b in ways_back:
        for s in flow.succs[b]:
            if s not in flow.reachable:
                continue
            # (a loop that the normal flow closes too takes in the way back through the clause: it
            # may go back to the head, or on to a block of the body, the jump back at its end)
            heads = [s] if s not in loops else []
            heads += [h for h, inside in loops.items() if s in inside]
            for h in heads:
                _through_handler(flow, loops, h, b, by_handler)


def _through_handler(flow: "FlowGraph", loops: Dict[Block, Set[Block]], h: Block, b: Block,
                     by_handler: Dict[Block, List[Block]]) -> None:
    """Add to the loop at ``h`` the blocks from the try statement that ``h`` dominates to ``b``,
    the end of an except clause that goes back into the loop, if there is such a statement."""
    body = {h} | {x for x in loops.get(h, ()) if x in flow.reachable}
    work = [b]
    while work:
        x = work.pop()
        if x in body:
            continue
        preds = [p for p in flow.preds[x] if p in flow.analysed] + by_handler.get(x, [])
        if (x in flow.reachable and not flow.dominates(h, x)) or not preds:
            break  # (a root: the handler of no try statement)
        body.add(x)
        work.extend(preds)
    else:
        loops.setdefault(h, set()).update(body)
