"""antioch's VM beside native CPython (and x-python where it is installed) on five small programs,
and with ``--real`` on pyperformance's pure-Python benchmarks.

    PYTHONPATH=src python benchmarks/vm.py [--repeat R] [--scale S] [--xpython] [--clock cpu|wall]
    PYTHONPATH=src python benchmarks/vm.py --real [--repeat R] [--only NAME ...] [--pyperformance DIR]
                                              [--xpython PYTHON]

Each program defines ``bench()``; it runs natively and in the VM in the same process, R times
each, interleaved; prints the median seconds, the VM/native ratio and the VM's instructions per
second (the instruction count comes from one extra counted run, not timed).  ``--xpython``
also times x-python (``pip install x-python`` in a benchmark venv) where it imports.

Times are the process's CPU time by default: on a shared machine wall time also counts the
time other processes hold the CPU, which lengthens the long VM runs far more often than the
short native ones and inflates the ratio (by 2-3x on a loaded 2-core machine).  ``--clock wall``
measures wall time instead.

``--real`` runs each of :data:`REAL_PROGRAMS` (the source ships in the ``pyperformance`` package of
requirements-bench.txt, or give its ``data-files/benchmarks`` folder) in two processes, ``python``
and ``antioch run --deep``, through ``benchmarks/vm_real_program.py``; both run the same number of
loops (enough for 50 ms natively), each reports the median of R runs of the work function, and the
table gives the ratio and the geometric mean.  ``--xpython PYTHON`` adds x-python's ratio to native, from
one run in ``PYTHON`` (an interpreter where x-python is installed) through ``benchmarks/vm_real_xpython.py``,
or n/a where it fails, computes another result, takes longer than ``--xpython-timeout`` or returns
sooner than native code (x-python logs some errors and returns None).  byterun is not on PyPI (pip
cannot install it): it has no column.  CPU time of the process, as for the small programs.
"""
import argparse
import builtins
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))

from antioch.vm import run_code
from antioch.vm.trace import count

PROGRAMS = {
    "fib": """
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
def bench():
    return fib(20 + SCALE)
""",
    "loop": """
def bench():
    total = 0
    i = 0
    while i < 200000 * SCALE:
        total += i * i % 7
        i += 1
    return total
""",
    "methods": """
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def add(self, other):
        return Vec(self.x + other.x, self.y + other.y)
    def dot(self, other):
        return self.x * other.x + self.y * other.y
def bench():
    v = Vec(0, 0)
    step = Vec(1, 2)
    acc = 0
    for _ in range(30000 * SCALE):
        v = v.add(step)
        acc += v.dot(step)
    return acc
""",
    "generators": """
def numbers(n):
    for i in range(n):
        yield i
def squares(it):
    for x in it:
        yield x * x
def evens(it):
    return (x for x in it if x % 2 == 0)
def bench():
    return sum(evens(squares(numbers(60000 * SCALE))))
""",
    "exceptions": """
class Odd(Exception):
    pass
def check(i):
    if i % 2:
        raise Odd(i)
    return i
def bench():
    caught = 0
    for i in range(20000 * SCALE):
        try:
            check(i)
        except Odd:
            caught += 1
        finally:
            caught += 0
    return caught
""",
}


def load(source, scale, in_vm):
    globals_ = {"__name__": "bench", "SCALE": scale}
    code = compile(source, "<bench>", "exec")
    if in_vm:
        run_code(code, globals_)
    else:
        exec(code, globals_)
    return globals_["bench"]


CLOCKS = {"cpu": time.process_time, "wall": time.perf_counter}
clock = CLOCKS["cpu"]


def timed(fn):
    start = clock()
    result = fn()
    return clock() - start, result


def xpython_runner(source, scale):
    """A function running ``bench()`` in x-python that returns its result, or None if x-python is absent."""
    try:
        from xpython.vm import PyVM
    except ImportError:
        return None
    code = compile(source + "\nRESULT = bench()\n", "<bench>", "exec")

    def run():
        globals_ = {"__name__": "bench", "SCALE": scale, "__builtins__": builtins}
        PyVM().run_code(code, f_globals=globals_)
        if "RESULT" not in globals_:  # x-python reports some errors itself and returns
            raise RuntimeError("no result")
        return globals_["RESULT"]
    return run


#: pyperformance benchmarks in pure Python (no third-party package), with their command-line arguments
REAL_PROGRAMS = {
    "richards": [], "richards_super": [], "nbody": [], "chaos": [], "deltablue": [], "go": [], "hexiom": [],
    "raytrace": [], "unpack_sequence": [], "generators": [], "coroutines": [], "deepcopy": [], "fannkuch": [],
    "float": [], "nqueens": [], "spectral_norm": [], "pyflate": [], "meteor_contest": [], "logging": ["silent"],
    "pickle_pure_python": ["--pure-python", "pickle"], "typing_runtime_protocols": [], "comprehensions": [],
    "scimark": ["sor"], "pprint": [],
}
#: benchmarks whose work is in modules antioch itself imports before the program starts (copy, typing):
#: those stay native under --deep, so the ratio says little; shown, left out of the geometric mean
REAL_MOSTLY_NATIVE = frozenset({"deepcopy", "typing_runtime_protocols"})
#: the folder a benchmark lives in, where its name is not the folder's
REAL_FOLDERS = {"pickle_pure_python": "pickle", "logging": "logging"}


def pyperformance_benchmarks(folder=None):
    """pyperformance's ``data-files/benchmarks`` folder: given, or in the installed package."""
    if folder:
        return folder
    import importlib.util
    spec = importlib.util.find_spec("pyperformance")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("vm.py --real: pip install pyperformance (requirements-bench.txt) or give --pyperformance")
    return os.path.join(next(iter(spec.submodule_search_locations)), "data-files", "benchmarks")


def run_real(folder, name, repeat, loops, in_vm, xpython=None, timeout=None):
    """Seconds and digest of one benchmark: natively, in antioch's VM (``in_vm``) or in x-python's (the
    interpreter ``xpython``); None and the reason where it fails or takes longer than ``timeout``."""
    import subprocess
    here = os.path.dirname(os.path.abspath(__file__))
    driver = "vm_real_xpython.py" if xpython else "vm_real_program.py"
    program = [os.path.join(here, driver), folder, REAL_FOLDERS.get(name, name), str(repeat),
               str(loops), *REAL_PROGRAMS[name]]
    if xpython:
        argv = [xpython, *program]
    elif in_vm:
        argv = [sys.executable, "-m", "antioch", "run", "--deep", *program]
    else:
        argv = [sys.executable, *program]
    env = dict(os.environ, PYTHONPATH=os.path.join(here, "..", "src"))
    try:
        proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                              env=env, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "over %d s" % timeout
    if proc.returncode != 0 or not proc.stdout.strip():
        tail = (proc.stderr.strip().splitlines() or ["status %d" % proc.returncode])[-1]
        return None, tail
    seconds, digest = proc.stdout.strip().splitlines()[-1].split(" ", 1)
    return float(seconds), digest


def xpython_real(args, folder, name, loops, native, expected):
    """x-python's ratio to native on one benchmark, or n/a and why (it runs few of them)."""
    seconds, got = run_real(folder, name, 1, loops, False, args.xpython, args.xpython_timeout)
    if seconds is None:
        return "n/a (%s)" % got[:60]
    if got != expected:
        return "n/a (returned %s, native %s)" % (got, expected)
    if seconds < native:
        return "n/a (faster than native: it stopped early)"
    return "%.0fx" % (seconds / native)


def main_real(args):
    folder = pyperformance_benchmarks(args.pyperformance)
    names = args.only or list(REAL_PROGRAMS)
    print("CPython %d.%d, pyperformance benchmarks, median of %d runs, CPU time"
          % (sys.version_info[0], sys.version_info[1], args.repeat))
    header = "%-26s %6s %10s %10s %8s" % ("benchmark", "loops", "native s", "VM s", "VM/nat")
    if args.xpython:
        header += "   x-python/nat (one run, at most %d s)" % args.xpython_timeout
    print(header)
    ratios = []
    for name in names:
        once, digest = run_real(folder, name, 1, 1, False)
        if once is None:
            print("%-26s native failed: %s" % (name, digest))
            continue
        loops = max(1, int(0.05 / max(once, 1e-6)))
        native, expected = run_real(folder, name, args.repeat, loops, False)
        vm, got = run_real(folder, name, args.repeat, loops, True)
        if vm is None or native is None:
            print("%-26s %6d %10s VM failed: %s" % (name, loops, native, got))
            continue
        same = "" if got == expected else "   (VM returned %s, native %s)" % (got, expected)
        if name in REAL_MOSTLY_NATIVE:
            same += "   (its modules stay native: not in the mean)"
        else:
            ratios.append(vm / native)
        line = "%-26s %6d %10.4f %10.4f %7.1fx" % (name, loops, native, vm, vm / native)
        if args.xpython:
            line += "   " + xpython_real(args, folder, name, loops, native, expected)
        print(line + same)
    if ratios:
        geomean = statistics.geometric_mean(ratios)
        print("geometric mean %.1fx over %d benchmarks, highest %.1fx" % (geomean, len(ratios), max(ratios)))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--scale", type=int, default=1)
    parser.add_argument("--xpython", nargs="?", const=sys.executable, metavar="PYTHON",
                        help="also time x-python (with --real: in PYTHON, an interpreter where it is installed)")
    parser.add_argument("--xpython-timeout", type=int, default=120, help="with --real: seconds per x-python run")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="cpu")
    parser.add_argument("--real", action="store_true", help="pyperformance's benchmarks, natively and --deep")
    parser.add_argument("--only", nargs="*", help="with --real: these benchmarks only")
    parser.add_argument("--pyperformance", help="with --real: pyperformance's data-files/benchmarks folder")
    args = parser.parse_args(argv)
    if args.real:
        main_real(args)
        return
    global clock
    clock = CLOCKS[args.clock]
    sys.setrecursionlimit(20000)
    print("CPython %d.%d, median of %d runs, %s time" % (sys.version_info[0], sys.version_info[1], args.repeat,
                                                          args.clock))
    print("%-11s %10s %10s %8s %14s" % ("program", "native s", "VM s", "VM/nat", "VM instr/s"))
    for name, source in PROGRAMS.items():
        native = load(source, args.scale, False)
        vm = load(source, args.scale, True)
        native_times, vm_times = [], []
        for _ in range(args.repeat):
            t, expected = timed(native)
            native_times.append(t)
            t, got = timed(vm)
            vm_times.append(t)
            assert got == expected, (name, got, expected)
        instructions = count(vm)
        n, v = statistics.median(native_times), statistics.median(vm_times)
        line = "%-11s %10.4f %10.4f %7.1fx %14.0f" % (name, n, v, v / n, instructions / v)
        if args.xpython:
            runner = xpython_runner(source, args.scale)
            if runner is None:
                line += "   x-python: not installed"
            else:
                try:
                    runs = [timed(runner) for _ in range(max(1, args.repeat // 2))]
                    assert all(got == expected for _, got in runs), "x-python computed another result"
                    xt = statistics.median(t for t, _ in runs)
                    line += "   x-python %.4f s (%.0fx)" % (xt, xt / n)
                except Exception as exc:  # x-python fails on some versions: report, don't stop
                    line += "   x-python failed: %s" % (str(exc) if isinstance(exc, AssertionError)
                                                            else type(exc).__name__)
        print(line)


if __name__ == "__main__":
    main()
