"""Random edits of lifted standard-library code, through to_code(): the result verifies and, for
functions run on inputs of their own, behaves as the original.

The edits are those tools make: NOPs and probe calls at line starts, the body wrapped in a
try/finally, dead code removed.  to_code() verifies, so an edit that made unsafe code would raise.
"""
import colorsys
import contextlib
import fnmatch
import json.decoder
import posixpath
import shlex
import string
import textwrap
import types

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

import antioch
from antioch import Instr, Label, lift
from antioch.analysis.cfg import build_cfg
from antioch.analysis.stackdepth import analyse
from antioch.codeobj import walk_code
from antioch.edit import body_start, line_starts, wrap_try_finally


def _function_of(func):
    return func.__func__ if isinstance(func, types.MethodType) else func


#: functions of the standard library and inputs to run them on
RUNNABLE = [
    (textwrap.dedent, [("  a\n  b\n",), ("x\n  y",)]),
    (textwrap.TextWrapper._split, [(textwrap.TextWrapper(), "some words-to split")]),
    (colorsys.rgb_to_hsv, [(0.2, 0.4, 0.6), (1.0, 1.0, 1.0), (0.0, 0.0, 0.0)]),
    (colorsys.hls_to_rgb, [(0.5, 0.5, 0.5), (0.1, 0.0, 1.0)]),
    (fnmatch.translate, [("*.py",), ("[!a-c]?x",)]),
    (posixpath.normpath, [("/a/./b/../c//d",), ("",), ("..",)]),
    (posixpath.join, [("a", "b", "/c"), ("x",)]),
    (shlex.quote, [("it's",), ("",), ("plain",)]),
    (string.capwords, [("hello  world",), ("a-b c", "-")]),
    (json.decoder.JSONDecoder().decode, [('{"a": [1, 2.5, null, "x\\u00e9"]}',), ("[",)]),
]
# Only those written in Python here (3.15 has posixpath.normpath in C).
RUNNABLE = [(f, inputs) for f, inputs in RUNNABLE if hasattr(_function_of(f), "__code__")]
#: more code that is only finished and verified, not run: generators, coroutines, handlers, with
VERIFIED_ONLY = [c for module in (contextlib, shlex, textwrap) for c in walk_code(compile(
    module.__loader__.get_source(module.__name__), module.__file__, "exec"))][:60]  # Pyodide: from a zip

PROBE = "_antioch_probe"
#: no explain phase: it turns on sys.monitoring, which puts INSTRUMENTED_* opcodes in the live code
PHASES = [Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink]


def probe_items(line):
    return [Instr("LOAD_GLOBAL", PROBE, push_null=True), Instr("LOAD_CONST", line), Instr("CALL", 1),
            Instr("POP_TOP")]


def remove_dead_code(ir):
    """Drop the instructions no path reaches (labels stay; handlers of try ranges stay)."""
    cfg = build_cfg(ir)
    analyse(cfg)
    handlers = {cfg.label_at.get(r.handler) for r in ir.try_ranges}
    dead = {id(i) for b in cfg.blocks if b.start_depth is None and b.first not in handlers for i in b.instrs}
    ir.items = [item for item in ir.items if isinstance(item, Label) or id(item) not in dead]


def edit(ir, choices):
    starts = line_starts(ir)
    if choices["dead"]:
        remove_dead_code(ir)
        starts = line_starts(ir)
    for k in sorted(set(choices["nops"]) & set(range(len(starts))), reverse=True):
        ir.items.insert(starts[k], Instr("NOP"))
    if choices["probes"]:
        for k in reversed(line_starts(ir)):
            ir.items[k:k] = probe_items(ir.items[k].lineno or 0)
    if choices["wrap"]:
        wrap_try_finally(ir, probe_items(-1))


EDITS = st.fixed_dictionaries({
    "nops": st.lists(st.integers(0, 30), max_size=5),
    "probes": st.booleans(),
    "wrap": st.booleans(),
    "dead": st.booleans(),
})


def outcome(func, args):
    try:
        return ("value", func(*args))
    except Exception as exc:
        return ("raised", type(exc))


@settings(max_examples=40, deadline=None, phases=PHASES, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(RUNNABLE), EDITS)
def test_edited_functions_behave_as_the_original(case, choices):
    func, inputs = case
    original = _function_of(func)
    ir = lift(original.__code__)
    edit(ir, choices)
    seen = []
    copy = antioch.function(ir, like=original, globals=dict(original.__globals__, **{PROBE: seen.append}))
    for args in inputs:
        if isinstance(func, types.MethodType):
            args = (func.__self__,) + args
        assert outcome(copy, args) == outcome(original, args)
    assert bool(seen) == (choices["probes"] or choices["wrap"])


@settings(max_examples=40, deadline=None, phases=PHASES, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(VERIFIED_ONLY), EDITS)
def test_edited_code_verifies(code, choices):
    ir = lift(code)
    if body_start(ir) >= len(ir.items):
        return
    edit(ir, choices)
    assert isinstance(ir.to_code(), types.CodeType)
