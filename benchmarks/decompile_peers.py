"""antioch's decompiler beside other decompilers, all measured by antioch's own check.

    PYTHONPATH=src python3.8 benchmarks/decompile_peers.py [--every K] [-j N]
        [--peers-python VENV/bin/python] [--pycdc PATH/pycdc]

For every .py file of the running interpreter's standard library (or every K-th, sorted by path):
the file is compiled by this interpreter and written as a .pyc; each tool is run on the .pyc (one
process per file, its standard output taken as the source); antioch decompiles the code object in
process.  Every output is then recompiled by this interpreter and each code object compared with the
original exactly as ``antioch decompile --check`` does (instructions and arguments, constants,
names, local/cell/free names, flags, argument counts, exception table).  A file whose tool fails,
times out or prints nothing counts as no code object exact.  uncompyle6 and decompyle3 are called
through their ``decompile_file`` with the grammar trace off (decompyle3 3.9.3's command line turns
it on whatever its options say, which puts the trace into the source).  ``make decompile-peers`` installs the
tools (pinned) and runs this; the table it prints is in docs/performance.md.
"""
import argparse
import importlib.util
import marshal
import os
import subprocess
import sys
import tempfile
import time
import warnings
from typing import Dict, List, Tuple

from antioch.codeobj import walk_code
from antioch.decompile import decompile_report
from antioch.decompile.check import compare
from antioch.errors import AntiochError
from antioch.parallel import map_ordered
from antioch.roundtrip import python_files, read_source, stdlib_dir

VERSION = (sys.version_info[0], sys.version_info[1])
#: name, command (the .pyc is added as the last argument): filled from the options
TOOLS: List[Tuple[str, List[str]]] = []
TIMEOUT = 60.0

#: per tool: [files, exact files, code objects, exact code objects, failed runs, seconds]
Counts = Dict[str, List[float]]


def write_pyc(code, path: str) -> None:
    with open(path, "wb") as f:
        f.write(importlib.util.MAGIC_NUMBER + bytes(12) + marshal.dumps(code))


#: the call of uncompyle6's or decompyle3's library on the .pyc in argv[1], source to stdout
_PYTHON_TOOL = ("import sys\nfrom %s.main import decompile_file\n"
                "decompile_file(sys.argv[1], sys.stdout, showgrammar={})\n")


def run_tool(command: List[str], pyc: str) -> Tuple[str, float]:
    """The tool's source for ``pyc`` ('' when it fails) and the seconds it took."""
    start = time.perf_counter()
    try:
        done = subprocess.run(command + [pyc], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=TIMEOUT)
    except (OSError, subprocess.SubprocessError):
        return "", time.perf_counter() - start
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        return "", seconds
    return done.stdout.decode("utf-8", "replace"), seconds


def measure_file(path: str) -> Counts:
    counts: Counts = {}
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            code = compile(read_source(path), path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError, UnicodeDecodeError, OSError, RecursionError):
        return counts
    n = len(list(walk_code(code)))
    with tempfile.TemporaryDirectory() as tmp:
        pyc = os.path.join(tmp, os.path.basename(path)[:-3] + ".pyc")
        write_pyc(code, pyc)
        for name, command in [("antioch", [])] + TOOLS:
            start = time.perf_counter()
            if command:
                source, seconds = run_tool(command, pyc)
            else:
                try:
                    source = decompile_report(code).source
                except (AntiochError, RecursionError):
                    source = ""
                seconds = time.perf_counter() - start
            exact = 0
            if source.strip():
                try:
                    results, _ = compare(code, source, VERSION)
                    exact = sum(r.exact for r in results)
                except (AntiochError, RecursionError):
                    exact = 0
            counts[name] = [1, int(exact == n), n, exact, int(not source.strip()), seconds]
    return counts


def main() -> int:
    global TIMEOUT
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--every", type=int, default=1, help="only every K-th file (sorted by path)")
    parser.add_argument("--peers-python", metavar="PYTHON",
                        help="a python of this version with uncompyle6 and decompyle3 installed")
    parser.add_argument("--pycdc", metavar="PATH", help="Decompyle++'s pycdc program")
    parser.add_argument("--timeout", type=float, default=TIMEOUT, help="seconds a tool may take on one file")
    parser.add_argument("-j", "--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args()
    TIMEOUT = args.timeout
    for program in (args.peers_python, args.pycdc):
        if program and not os.access(program, os.X_OK):
            print("decompile_peers: no such program: %s" % program, file=sys.stderr)
            return 2
    if args.peers_python:
        for module in ("uncompyle6", "decompyle3"):
            TOOLS.append((module, [args.peers_python, "-c", _PYTHON_TOOL % module]))
    if args.pycdc:
        TOOLS.append(("pycdc", [args.pycdc]))
    paths = sorted(python_files([stdlib_dir()]))[::max(1, args.every)]
    total: Counts = {}
    for counts in map_ordered(measure_file, paths, max(1, args.jobs)):
        for name, row in counts.items():
            total.setdefault(name, [0] * 6)
            total[name] = [a + b for a, b in zip(total[name], row)]
    print("CPython %d.%d standard library, %d files (every %d-th of %s), by antioch's check"
          % (VERSION + (len(paths), max(1, args.every), stdlib_dir())))
    print("| decompiler | code objects exact | files exact | no output | seconds |")
    print("|---|---|---|---|---|")
    for name, _ in [("antioch", [])] + TOOLS:
        files, exact_files, objects, exact, failed, seconds = total.get(name, [0] * 6)
        print("| %s | %d of %d (%.1f%%) | %d of %d (%.1f%%) | %d | %.0f |" % (
            name, exact, objects, 100.0 * exact / max(1, objects), exact_files, files,
            100.0 * exact_files / max(1, files), failed, seconds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
