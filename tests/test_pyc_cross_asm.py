"""Cross-version assembly: a 3.X .pyc disassembled and assembled again on this host, for 3.X.

For a sample of the stdlib .pyc files of each of 3.8-3.13 (every 30th file, from an offset that
depends on the host; every file with ``ANTIOCH_FULL_CORPUS=1``), the listing printed here is
assembled with the target 3.X into a new .pyc; the 3.X interpreter then loads both files and
compares the two code objects field by field, constants recursively.  A few side-effect-free
stdlib modules reassembled the same way, and a hand-made module taken through the command line
(``antioch dis FILE.pyc``, ``antioch asm --target 3.X``), are imported and run by 3.X.
"""
import os
import subprocess
import sys
from typing import List, Tuple

import pytest

from antioch.asm.printer import format_listing
from antioch.codeobj import code_differences
from antioch.errors import AntiochError
from antioch.pyc import read_pyc
from antioch.pycview import assemble_pyc
from corpus import run_parallel
from pyc_corpus import CROSS_VERSIONS, corpus, cross_sample, finish_script, interpreter, read_bytes, start_script, vname

#: printing and assembling cost more than decoding: a sparser sample than the dis test's
ASM_STRIDE = 30

# Runs under 3.X: pairs of (original, reassembled) .pyc paths on stdin; prints the differences.
COMPARE_SCRIPT = r'''
import importlib.util, json, marshal, math, sys, types
V = sys.version_info[:2]
FIELDS = ["co_argcount", "co_posonlyargcount", "co_kwonlyargcount", "co_nlocals", "co_stacksize",
          "co_flags", "co_code", "co_names", "co_varnames", "co_freevars", "co_cellvars", "co_filename",
          "co_name", "co_firstlineno", "co_linetable" if V >= (3, 10) else "co_lnotab"]
if V >= (3, 11):
    FIELDS += ["co_qualname", "co_exceptiontable"]

def same(a, b):
    if type(a) is not type(b):
        return False
    if isinstance(a, types.CodeType):
        return not differences(a, b, "")
    if isinstance(a, float):
        return (math.isnan(a) and math.isnan(b)) or (a == b and math.copysign(1, a) == math.copysign(1, b))
    if isinstance(a, complex):
        return same(a.real, b.real) and same(a.imag, b.imag)
    if isinstance(a, tuple):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, frozenset):
        return len(a) == len(b) and all(any(same(x, y) for y in b) for x in a)
    return a == b

def differences(a, b, where):
    where += a.co_name
    out = [where + "." + f for f in FIELDS if getattr(a, f) != getattr(b, f)
           or type(getattr(a, f)) is not type(getattr(b, f))]
    if len(a.co_consts) != len(b.co_consts):
        return out + [where + ".co_consts (length)"]
    for i, (x, y) in enumerate(zip(a.co_consts, b.co_consts)):
        if isinstance(x, types.CodeType) and isinstance(y, types.CodeType):
            out += differences(x, y, where + ".")
        elif not same(x, y):
            out.append("%s.co_consts[%d]: %r vs %r" % (where, i, x, y))
    return out

def load(path):
    with open(path, "rb") as f:
        data = f.read()
    assert data[:4] == importlib.util.MAGIC_NUMBER, (path, data[:4])
    return marshal.loads(data[16:])

out = []
for original, new in json.load(sys.stdin):
    out.append([original, differences(load(original), load(new), "")])
sys.stdout.write(json.dumps(out))
'''


def reassemble(job: Tuple[str, str]) -> List[str]:
    """Disassemble the .pyc ``job[0]`` and assemble the listing for its version into ``job[1]``.

    Returns what antioch itself already sees differ (3.X checks again); empty when all is equal.
    """
    path, out = job
    pyc = read_pyc(read_bytes(path), path)
    try:
        data = assemble_pyc(format_listing(pyc.code), pyc.version, path)
    except AntiochError as exc:
        return ["%s: %s" % (path, exc)]
    with open(out, "wb") as f:
        f.write(data)
    return ["%s: %s" % (path, d[0]) for d in code_differences(pyc.code, read_pyc(data, out).code)]


@pytest.mark.corpus
@pytest.mark.parametrize("version", CROSS_VERSIONS, ids=vname)
def test_stdlib_pyc_reassembled_for_its_version_is_equal_in_every_field(version, tmp_path):
    files = cross_sample(version, ASM_STRIDE)
    assert len(files) > 40
    jobs = [(path, str(tmp_path / ("%d.pyc" % i))) for i, path in enumerate(files)]
    seen_here = [d for ds in run_parallel(reassemble, jobs) for d in ds]
    assert seen_here == [], "%d files differ, first: %s" % (len(seen_here), seen_here[:5])
    checked = finish_script(start_script(version, COMPARE_SCRIPT, jobs))
    assert isinstance(checked, list) and len(checked) == len(files)
    bad = [(path, ds) for path, ds in checked if ds]
    print("CPython %s: %d of %d reassembled .pyc files equal in every field, checked by %s"
          % (vname(version), len(files) - len(bad), len(files), vname(version)))
    assert bad == [], "%d files differ, first: %s" % (len(bad), bad[:5])


# -- loads and runs: through the command line, imported by 3.X ----------------------------------

HANDMADE = r'''
import sys

def squares_of_odds(n):
    for i in range(n):
        if i % 2:
            yield i * i

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x!r}, {self.y:>3})"
    @property
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

def adder(k):
    def add(v, *, scale=2):
        nonlocal k
        k += 1
        return (v + k) * scale
    return add

def divide(x):
    try:
        return 10 // x
    except ZeroDivisionError as e:
        return type(e).__name__
    finally:
        x = None

async def answer():
    return 42

def run(coro):
    try:
        coro.send(None)
    except StopIteration as e:
        return e.value

def main():
    add = adder(5)
    return [list(squares_of_odds(7)), repr(Point(1, 2)), Point(3, 4).norm, add(1, scale=3), add(1),
            [divide(0), divide(3)], {k: v for k, v in zip("abc", range(3)) if v}, run(answer()),
            (-0.0, 1e300 * 1e300, b"\x00", frozenset({1, 2}), (1, (2, (3,))), 1j, 2 ** 70, ...),
            sorted([3, 1, 2], key=lambda v: -v), len(sys.argv) >= 0]

RESULT = main()
'''

#: stdlib modules without import-time side effects, and a call each whose result is compared
STDLIB_RUNS = {"colorsys": "colorsys.rgb_to_hls(0.2, 0.4, 0.4)", "keyword": "keyword.iskeyword('with')",
               "fnmatch": "fnmatch.filter(['a.py', 'b.txt'], '*.py')", "shlex": "shlex.split('a \"b c\" d')",
               "textwrap": "textwrap.wrap('the quick brown fox ' * 5, 20)", "heapq": "heapq.nsmallest(2, [5, 1, 4])"}

# Runs under 3.X: imports each module from the reassembled directory, then natively, and compares.
RUN_SCRIPT = r'''
import importlib, json, sys
new_dir, old_dir, runs = json.load(sys.stdin)
out = {}
for name, call in runs.items():
    results = []
    for where in (new_dir, old_dir):
        sys.path.insert(0, where)
        sys.modules.pop(name, None)
        module = importlib.import_module(name)
        results.append([module.__file__, repr(eval(call, {name: module}))])
        sys.path.remove(where)
    out[name] = results
sys.stdout.write(json.dumps(out))
'''


def antioch_cli(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    return subprocess.run([sys.executable, "-m", "antioch.cli", *args], capture_output=True, text=True, env=env)


@pytest.mark.parametrize("version", CROSS_VERSIONS, ids=vname)
def test_reassembled_modules_load_and_run_under_their_version(version, tmp_path):
    python = interpreter(version)
    if python is None:
        pytest.skip("CPython %s is not installed" % vname(version))
    old_dir, new_dir = tmp_path / "old", tmp_path / "new"
    old_dir.mkdir()
    new_dir.mkdir()
    (tmp_path / "handmade.py").write_text(HANDMADE)
    subprocess.run([python, "-m", "py_compile", str(tmp_path / "handmade.py")], check=True)
    compiled = [str(p) for p in (tmp_path / "__pycache__").iterdir()]
    os.replace(compiled[0], str(old_dir / "handmade.pyc"))  # sourceless: imported from the .pyc itself
    top_level = [p for p in corpus(version) if os.path.basename(os.path.dirname(p)).startswith(vname(version) + ".")]
    stdlib = {os.path.basename(p)[:-4]: p for p in top_level}
    runs = dict(STDLIB_RUNS, handmade="handmade.RESULT")
    for name in STDLIB_RUNS:
        assert reassemble((stdlib[name], str(new_dir / (name + ".pyc")))) == []
    # the hand-made module goes through the command line
    listing = antioch_cli("dis", str(old_dir / "handmade.pyc"))
    assert listing.returncode == 0, listing.stderr
    assert listing.stdout.startswith(".version %s\n" % vname(version))
    (tmp_path / "handmade.pyasm").write_text(listing.stdout)
    made = antioch_cli("asm", "--target", vname(version), str(tmp_path / "handmade.pyasm"),
                       "-o", str(new_dir / "handmade.pyc"))
    assert made.returncode == 0, made.stderr
    results = finish_script(start_script(version, RUN_SCRIPT, [str(new_dir), str(old_dir), runs]))
    for name, ((new_file, new_result), (old_file, old_result)) in results.items():  # type: ignore[union-attr]
        assert new_file == str(new_dir / (name + ".pyc"))
        assert old_file != new_file
        assert new_result == old_result, name
