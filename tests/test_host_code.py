"""Live code objects that ``code.replace`` accepts never make antioch corrupt the interpreter.

On 3.11-3.13 reading ``co_code`` of code whose inline CACHE units are cut off writes past the end
of a buffer (antioch.codeobj explains why); antioch must read such code without letting CPython
do that, and report it.  Heap damage shows only later, so the mutants run in a child process
under ``PYTHONMALLOC=debug``, which aborts at the first damaged block, and the child must exit 0.
"""
import json
import os
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(os.path.dirname(HERE), "src")
HAS_CACHES = sys.version_info >= (3, 11)
pytestmark = pytest.mark.subprocess


def run_child(args, script=None):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([SRC, HERE]), PYTHONMALLOC="debug")
    command = [sys.executable, "-X", "faulthandler"] + (["-c", script] if script else args)
    return subprocess.run(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True, timeout=300)


def test_mutants_of_every_kind_leave_the_interpreter_whole():
    done = run_child([os.path.join(HERE, "host_mutants.py"), "11", "900"])
    assert done.returncode == 0, done.stderr[-2000:]
    counts = json.loads(done.stdout.splitlines()[0])
    assert counts["mutants"] == 900
    assert counts["foreign"] == []
    assert counts["accepted"] > 0 and counts["rejected"] > 0
    if HAS_CACHES:
        assert counts["by_rule"].get("truncated-cache", 0) > 0


CUT_CACHES = r'''
import json, types
import antioch
from antioch.codeobj import host_code_hazards

def f(x):
    return x.attribute
code = f.__code__
raw = code.co_code
# the last LOAD_ATTR, cut after its first inline cache unit
at = max(i for i in range(0, len(raw), 2) if raw[i] == __import__("opcode").opmap["LOAD_ATTR"])
cut = code.replace(co_code=raw[:at + 4])
problems = antioch.verify(cut)
hazards = host_code_hazards(cut)
fields = antioch.fields_of(cut)
print(json.dumps({"at": at, "rules": [(p.rule, p.offset) for p in problems],
                  "hazards": [(o, r) for o, r, _ in hazards], "code": fields.code.hex(),
                  "adaptive": cut._co_code_adaptive.hex()}))
'''


@pytest.mark.skipif(not HAS_CACHES, reason="inline caches exist from CPython 3.11")
def test_cut_caches_are_a_problem_at_their_instruction():
    done = run_child([], CUT_CACHES)
    assert done.returncode == 0, done.stderr[-2000:]
    out = json.loads(done.stdout)
    assert out["hazards"] == [[out["at"], "truncated-cache"]]
    assert ["truncated-cache", out["at"]] in out["rules"]
    # fields_of de-optimised the units itself: same length, the cache unit that is there zeroed
    assert len(out["code"]) == len(out["adaptive"])
    assert out["code"].endswith("0000")


def test_clean_code_has_no_hazards_and_reads_as_co_code():
    from antioch.codeobj import fields_of, host_code_bytes, host_code_hazards

    def sample(a, b=1):
        try:
            return [a.x(i) for i in range(b)]
        except KeyError:
            return None
    for code in (sample.__code__, test_clean_code_has_no_hazards_and_reads_as_co_code.__code__):
        assert host_code_hazards(code) == []
        assert host_code_bytes(code) == code.co_code == fields_of(code).code


@pytest.mark.skipif(sys.version_info < (3, 12), reason="instrumented opcodes exist from CPython 3.12")
def test_instrumented_opcodes_in_the_bytes_that_run_are_refused():
    """``co_code`` de-optimises INSTRUMENTED_RETURN_CONST back to RETURN_CONST, but the instrumented
    one is what runs, and calling the function then crashes: verify looks at what runs."""
    import opcode

    from antioch import verify

    def f():
        return 1
    raw = bytearray(f.__code__.co_code)
    names = {number: name for name, number in opcode.opmap.items()}
    swapped = []
    for at in range(0, len(raw), 2):
        instrumented = "INSTRUMENTED_" + names.get(raw[at], "")
        if instrumented in opcode.opmap:
            raw[at] = opcode.opmap[instrumented]
            swapped.append(at)
    assert swapped
    bad = f.__code__.replace(co_code=bytes(raw))
    assert bad.co_code == f.__code__.co_code  # what co_code shows hides them
    problems = verify(bad)
    assert [(p.offset, p.rule) for p in problems if p.rule == "host-opcode"] == [(at, "host-opcode") for at in swapped]
    assert "INSTRUMENTED_" in problems[0].message
