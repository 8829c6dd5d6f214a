"""What the decompiler's shortcuts rely on: a body made once for each code object gives the same
text and outcomes as making it each time its def is run again, stack values compare by
identity (antioch.decompile.lines compares lists of them with ==), and the 3.8-3.10 graph refined
in place is the graph built again; an instruction's place in its block is found as a walk finds it."""
import importlib
import pathlib
import pkgutil
import sys
import types

import pytest

import antioch.decompile
from antioch.analysis.cfg import build_cfg
from antioch.codeobj import walk_code
from antioch.decompile import blockstack, decompile_report, functions
from antioch.decompile.expr import Expr, Unsupported
from antioch.decompile.facts import DECOMPILES
from antioch.decompile.instr_index import position_in
from antioch.lift import lift

HOST = tuple(sys.version_info[:2])
pytestmark = pytest.mark.skipif(HOST not in DECOMPILES, reason="the decompiler reads CPython 3.8-3.15 bytecode")

# the def sits in a block that the merging of the two tests runs on trial first
RUN_AGAIN = '''\
def outer(parts, prefix=None):
    if prefix is not None and len(prefix) > 3:
        def lines(items, indent):
            return [indent + item for item in items if item]
        result = lines(parts, prefix)
    else:
        result = parts
    return result


class Holder:
    if sys.platform and len(sys.argv) > 1:
        def method(self, key=lambda k: k):
            return sorted(self, key=key)
    else:
        def method(self):
            try:
                return sorted(self)
            except TypeError:
                raise NotImplementedError(self) from None
'''


def _decompiled(monkeypatch, every_time: bool):
    made = []
    requested = []
    body, made_body = functions.Decompiler.body, functions.Decompiler._made_body

    def requesting(self, code, kind):
        requested.append((code.name, code.firstlineno))
        if every_time:
            self.bodies.clear()
        return body(self, code, kind)

    def making(self, code, kind):
        made.append((code.name, code.firstlineno))
        return made_body(self, code, kind)

    with monkeypatch.context() as m:
        m.setattr(functions.Decompiler, "body", requesting)
        m.setattr(functions.Decompiler, "_made_body", making)
        report = decompile_report(compile("import sys\n" + RUN_AGAIN, "run_again.py", "exec", dont_inherit=True))
    return report, requested, made


def test_a_body_run_again_is_made_once(monkeypatch):
    report, requested, made = _decompiled(monkeypatch, every_time=False)
    assert [name for name, _ in requested].count("lines") > 1  # (else this test shows nothing)
    assert len(made) == len(set(made))
    assert "def lines(items, indent):" in report.source


def test_a_body_made_once_reads_as_one_made_each_time(monkeypatch):
    once, _, _ = _decompiled(monkeypatch, every_time=False)
    each_time, _, made = _decompiled(monkeypatch, every_time=True)
    assert len(made) > len(set(made))
    assert once.source == each_time.source
    # made each time, a body records new outcomes at each run; made once, each is recorded once
    assert sorted(set(once.outcomes)) == sorted(set(each_time.outcomes))
    assert once.lines_kept == each_time.lines_kept


def test_each_code_object_has_one_outcome_however_often_it_is_read():
    source = "import sys\n" + RUN_AGAIN + '''
def table(rows, wide=None):
    if wide is not None and len(wide) > 3:
        cells = [str(cell) for row in rows for cell in row]
    else:
        cells = []
    return cells
'''
    code = compile(source, "run_again.py", "exec", dont_inherit=True)
    report = decompile_report(code)
    assert len(report.outcomes) == len(list(walk_code(code)))
    assert len(set(map(id, report.outcomes))) == len(report.outcomes)


def test_stack_values_compare_by_identity():
    for info in pkgutil.iter_modules(antioch.decompile.__path__):
        importlib.import_module("antioch.decompile." + info.name)
    work, seen = [Expr], []
    while work:
        cls = work.pop()
        seen.append(cls)
        work.extend(cls.__subclasses__())
    assert len(seen) > 10
    assert [cls.__name__ for cls in seen if cls.__eq__ is not object.__eq__] == []


def _graph(cfg):
    """Everything of a graph the decompiler reads, with blocks by their index."""
    return ([(b.index, b.first, b.instrs, b.labels, [(e.target.index, e.kind, e.depth) for e in b.edges],
              b.try_range, b.start_depth) for b in cfg.blocks],
            [b.index for b in cfg.block_of], cfg.instrs, cfg.names, cfg.label_at, cfg.defects, cfg.ir.items)


@pytest.mark.skipif(not (3, 8) <= HOST <= (3, 10), reason="3.8-3.10 read the block stack as try ranges")
def test_the_graph_refined_with_block_ranges_is_the_graph_built_again():
    cases = sorted((pathlib.Path(__file__).parent / "cases").glob("*.py"))
    refined = 0
    for path in cases:
        try:
            code = compile(path.read_text(encoding="utf-8"), str(path), "exec", dont_inherit=True)
        except SyntaxError:
            continue  # (a case of a later version's syntax)
        for each in walk_code(code):
            ir = lift(each)
            cfg = build_cfg(ir)
            if blockstack.SETUPS.isdisjoint(cfg.names):
                continue
            try:
                ranged, marks = blockstack._with_marks(ir, cfg)
            except Unsupported:
                continue  # (a block stack the decompiler does not read: POP_BLOCK of no SETUP...)
            rebuilt = build_cfg(ranged)
            blocks = len(cfg.blocks)
            cfg.refine(ranged, marks)
            assert _graph(cfg) == _graph(rebuilt), (path.name, each.co_name)
            refined += len(cfg.blocks) > blocks
    assert refined > 20  # graphs whose blocks were split


def _graphs():
    """The flow graph of every code object of the cases, built as the decompiler builds it."""
    from antioch.decompile.graph import FlowGraph

    for path in sorted((pathlib.Path(__file__).parent / "cases").glob("*.py")):
        try:
            code = compile(path.read_text(encoding="utf-8"), str(path), "exec", dont_inherit=True)
        except SyntaxError:
            continue  # (a case of a later version's syntax)
        for each in walk_code(code):
            ir = lift(each)
            try:
                cfg = blockstack.block_stack_cfg(ir) if HOST < (3, 11) else build_cfg(ir)
            except Unsupported:
                continue
            if cfg.blocks and not cfg.defects:
                yield (path.name, each.co_name), cfg, FlowGraph


def _flow_facts(graph):
    """Everything the structurer asks a flow graph, with blocks as their indexes."""
    blocks = graph.cfg.blocks
    follows = [graph.follow(b) for b in blocks if b in graph.analysed and len(graph.succs[b]) == 2]
    follows += [graph.follow(h, body, frozenset([h])) for h, body in graph.loops.items()]
    meeting = [graph._meeting_sets(None, frozenset(), ending_free) for ending_free in (True, False)]
    return ({b.index: d for b, d in graph.dom.items()}, {b.index: d for b, d in graph.pdom.items()},
            [{b.index: d for b, d in sets.items()} for sets in meeting],
            sorted((h.index, sorted(x.index for x in body)) for h, body in graph.loops.items()),
            [(None if b is None else b.index, again) for b, again in follows])


def _cold_block_graph():
    """0 tests and falls to 1 or jumps to 4, the last block, which jumps back to 2 (no loop: the
    layout of 3.11+ puts cold blocks last); 1 falls to 2, 2 to 3, which returns.  A pass in code order
    meets 4 after 2: the dominators of 2 and the post-dominators of 4 and 0 need a second pass."""
    from antioch.analysis.cfg import Block, Edge
    from antioch.decompile.graph import FlowGraph
    from antioch.ir import Instr

    blocks = [Block(k, k) for k in range(5)]
    for block, name in zip(blocks, ("POP_JUMP_IF_FALSE", "NOP", "NOP", "RETURN_VALUE", "JUMP_BACKWARD")):
        block.instrs = [Instr(name)]
    for source, target, kind in ((0, 1, "fall"), (0, 4, "jump"), (1, 2, "fall"), (2, 3, "fall"), (4, 2, "jump")):
        blocks[source].edges.append(Edge(blocks[target], kind))
    return ("cold block", ""), types.SimpleNamespace(blocks=blocks, version=HOST), FlowGraph


def test_one_pass_over_a_flow_without_back_edges_is_the_whole_iteration(monkeypatch):
    cold = _cold_block_graph()
    graph = cold[2](cold[1])
    blocks = cold[1].blocks
    assert graph.back_edges
    assert graph.dom[blocks[2]] == 0b101 and graph.pdom[blocks[4]] == 0b11100  # (bits: blocks)
    assert graph.pdom[blocks[0]] == 0b1101
    plain = graph._meeting_sets(None, frozenset(), False)  # (bit 6: the way out of the code)
    assert plain[blocks[4]] == 0b1011100 and plain[blocks[0]] == 0b1001101
    forward = 0
    for where, cfg, flow_graph in [cold, *_graphs()]:
        shortcut = flow_graph(cfg)
        forward += len(cfg.blocks) > 1 and not shortcut.back_edges
        facts = _flow_facts(shortcut)
        monkeypatch.setattr(flow_graph, "one_pass", False)
        assert _flow_facts(flow_graph(cfg)) == facts, where
        monkeypatch.undo()
    assert forward > 50  # graphs of several blocks that the shortcut took


def _cases_decompiled():
    """The text, outcomes and lines of every case, decompiled."""
    out = []
    for path in sorted((pathlib.Path(__file__).parent / "cases").glob("*.py")):
        try:
            code = compile(path.read_text(encoding="utf-8"), str(path), "exec", dont_inherit=True)
        except SyntaxError:
            continue  # (a case of a later version's syntax)
        report = decompile_report(code)
        out.append((path.name, report.source, report.outcomes, report.lines_kept))
    return out


def test_what_one_block_and_bodies_without_clauses_skip_changes_nothing(monkeypatch):
    """A flow of one block looks for no statement NOPs or shared returns, and a body whose statements
    hold no clauses skips the passes that mend clauses: the same text as when everything runs."""
    from antioch.decompile.facts import facts_for
    from antioch.decompile.graph import FlowGraph

    if not facts_for(HOST).copies_small_exits:
        pytest.skip("3.8-3.9 copy no exits: none of these passes runs")
    skipped = {"single": 0, "flat": 0}
    has_clauses = functions.has_clauses

    def counted(stmts):
        found = has_clauses(stmts)
        skipped["flat"] += not found
        return found

    class Counted(FlowGraph):
        def __init__(self, cfg):
            FlowGraph.__init__(self, cfg)
            skipped["single"] += self.single

    monkeypatch.setattr(functions, "has_clauses", counted)
    monkeypatch.setattr(functions, "FlowGraph", Counted)
    shortcuts = _cases_decompiled()
    assert skipped["single"] > 100 and skipped["flat"] > 100  # (else this test shows nothing)

    class Whole(FlowGraph):
        def __init__(self, cfg):
            FlowGraph.__init__(self, cfg)
            self.single = False

    monkeypatch.setattr(functions, "has_clauses", lambda stmts: True)
    monkeypatch.setattr(functions, "FlowGraph", Whole)
    assert _cases_decompiled() == shortcuts


def test_an_instruction_found_in_its_block_is_found_by_a_walk():
    """position_in (a block's last two instructions first, then a search at C speed) gives what a
    walk from the start of the block by identity gives, for each instruction of every block of the
    cases, and None for one of another block."""
    cases = sorted((pathlib.Path(__file__).parent / "cases").glob("*.py"))
    looked = 0
    for path in cases:
        try:
            code = compile(path.read_text(encoding="utf-8"), str(path), "exec", dont_inherit=True)
        except SyntaxError:
            continue  # (a case of a later version's syntax)
        for each in walk_code(code):
            blocks = build_cfg(lift(each)).blocks
            for b in blocks:
                for k, instr in enumerate(b.instrs):
                    assert position_in(b.instrs, instr) == next(j for j, i in enumerate(b.instrs) if i is instr) == k
                    looked += 1
                other = blocks[0].instrs[0] if b is not blocks[0] else None
                if other is not None:
                    assert position_in(b.instrs, other) is None
    assert looked > 1000
