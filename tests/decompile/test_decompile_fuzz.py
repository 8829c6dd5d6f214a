"""Damaged bytecode never makes the decompiler raise anything but antioch's own error, and its
output stays valid Python; the command line answers a damaged file with one line."""
import os
import random
import subprocess
import sys

import pytest

from antioch.codeobj import fields_of, replace
from antioch.decompile import decompile_report
from antioch.decompile.facts import DECOMPILES
from antioch.errors import AntiochError

HERE = os.path.dirname(os.path.abspath(__file__))
HOST = tuple(sys.version_info[:2])
ROOT = os.path.dirname(os.path.dirname(HERE))

pytestmark = pytest.mark.skipif(HOST not in DECOMPILES, reason="the decompiler reads CPython 3.8-3.15 bytecode")


def sample_codes():
    for name in sorted(os.listdir(os.path.join(HERE, "cases"))):
        with open(os.path.join(HERE, "cases", name), encoding="utf-8") as f:
            try:
                module = compile(f.read(), name, "exec")
            except SyntaxError:  # a case of a newer version's syntax (t-strings)
                continue
        yield module
        for const in module.co_consts:
            if hasattr(const, "co_code"):
                yield const


def mutants(seed, count):
    r = random.Random(seed)
    codes = list(sample_codes())
    for _ in range(count):
        f = fields_of(r.choice(codes))
        code = bytearray(f.code)
        for _ in range(r.randrange(1, 4)):
            at = r.randrange(len(code))
            code[at] = r.randrange(256)
        if r.randrange(4) == 0:
            del code[r.randrange(len(code)):]
        yield replace(f, code=bytes(code))


def test_mutated_bytecode_gives_source_or_antiochs_error():
    for mutant in mutants(1, 300):
        try:
            result = decompile_report(mutant)
        except AntiochError:
            continue
        compile(result.source, "<decompiled>", "exec")  # valid Python whatever happened


@pytest.mark.subprocess
def test_a_damaged_pyc_is_one_line(tmp_path):
    junk = tmp_path / "junk.pyc"
    junk.write_bytes(bytes(random.Random(2).randrange(256) for _ in range(64)))
    done = subprocess.run([sys.executable, "-m", "antioch", "decompile", str(junk)], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True,
                          env=dict(os.environ, PYTHONPATH=os.path.join(ROOT, "src")))
    assert done.returncode == 1
    assert done.stdout == ""
    assert len(done.stderr.strip().split("\n")) == 1 and done.stderr.startswith("antioch decompile: ")
