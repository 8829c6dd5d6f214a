"""antioch's stack depth equals CPython's co_stacksize over the standard library, and the
per-opcode effects it uses agree with the interpreter's own ``dis.stack_effect``."""
import dis

import pytest

from antioch.analysis import stackdepth
from antioch.analysis.cfg import build_cfg
from antioch.analysis.stackdepth import analyse
from antioch.lift import lift
from antioch.opcodes import HOST, table_for
from corpus import run_parallel, stdlib_code_objects


def _mismatch(item):
    path, co = item
    got = analyse(build_cfg(lift(co))).max_depth
    if got != co.co_stacksize:
        return "%s:%d %s: antioch %d, CPython %d" % (path, co.co_firstlineno, co.co_name, got, co.co_stacksize)
    return None


def test_stdlib_stacksize_matches():
    items = stdlib_code_objects()
    bad = [r for r in run_parallel(_mismatch, items) if r]
    print("CPython %d.%d: %d/%d code objects match co_stacksize" % (HOST + (len(items) - len(bad), len(items))))
    assert not bad, "\n".join(bad[:20])


@pytest.mark.parametrize("jump", [False, True])
def test_effects_match_dis(jump):
    table = table_for(HOST)
    for info in table.by_name.values():
        if info.name.startswith("INSTRUMENTED_") or info.name in ("CACHE", "RESERVED", "ENTER_EXECUTOR"):
            continue
        for arg in (range(300) if info.has_arg else [None]):
            try:
                expected = dis.stack_effect(info.number, arg, jump=jump)
            except ValueError:
                continue
            assert info.stack_effect(arg or 0, jump=jump) == expected, (info.name, arg, jump)


def test_public_function_on_code_and_ir():
    def f(a, b):
        for x in a:
            try:  # noqa: SIM105 - the test needs a real try/except in the bytecode
                b(x, x + 1, [x, x])
            except ValueError:
                pass
        return a

    assert stackdepth(f.__code__) == f.__code__.co_stacksize
    assert stackdepth(lift(f.__code__)) == f.__code__.co_stacksize


def test_ir_without_offsets():
    def g(a):
        return [a, a, (a, a)]

    ir = lift(g.__code__)
    for instr in ir.instructions():
        instr.offset = None
    assert stackdepth(ir) == g.__code__.co_stacksize


def test_blocks_carry_entry_depths():
    def h(xs):
        for _x in xs:
            pass

    cfg = build_cfg(lift(h.__code__))
    analyse(cfg)
    assert cfg.blocks[0].start_depth == 0
    assert all(b.start_depth is not None for b in cfg.blocks)
