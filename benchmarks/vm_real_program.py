"""One of pyperformance's benchmarks, its work function timed without pyperf (run by ``benchmarks/vm.py --real``).

    python benchmarks/vm_real_program.py BENCHMARKS_DIR NAME REPEAT LOOPS [ARGS...]
    antioch run --deep benchmarks/vm_real_program.py BENCHMARKS_DIR NAME REPEAT LOOPS [ARGS...]

``BENCHMARKS_DIR`` is pyperformance's ``data-files/benchmarks`` (the package ships each benchmark's
source; nothing of it is copied here).  The benchmark's ``__main__`` block runs with a stand-in for
``pyperf`` whose ``Runner`` only records the work function and its arguments (from the benchmark's
own command line, ``ARGS``); the work function then runs ``REPEAT`` times (``LOOPS`` loops each for
the functions pyperf would time by loops), and
this prints the median seconds of CPU time and a digest of what it returned (``None`` for timed functions).
Under ``antioch run --deep`` everything here, the benchmark and the pure-Python modules it imports
run in the VM.
"""
import argparse
import os
import statistics
import sys
import time
import types

#: the process's CPU time: on a shared machine wall time also counts what other processes take, which
#: lengthens the long VM runs far more often than the short native ones (pyperf's perf_counter is this too)
perf_counter = time.process_time


class Runner:
    """pyperf.Runner as far as the benchmarks' ``__main__`` blocks use it."""

    recorded: list = []

    def __init__(self, *args, **kwargs):
        self.metadata = {}
        self.argparser = argparse.ArgumentParser()
        self.args = None

    def parse_args(self, args=None):
        self.args = self.argparser.parse_args(sys.argv[1:])
        return self.args

    def bench_func(self, name, func, *args, **kwargs):
        Runner.recorded.append((name, "func", func, args))

    def bench_time_func(self, name, func, *args, **kwargs):
        Runner.recorded.append((name, "time", func, args))

    def bench_async_func(self, name, func, *args, **kwargs):
        Runner.recorded.append((name, "async", func, args))


def _stand_in_pyperf():
    module = types.ModuleType("pyperf")
    module.Runner = Runner
    module.perf_counter = perf_counter
    module.python_implementation = lambda: sys.implementation.name
    sys.modules["pyperf"] = module


def _digest(value):
    if isinstance(value, float):
        return "float"  # a timed function returns its own duration
    text = repr(value)
    return text if len(text) <= 60 else "%s of length %d" % (type(value).__name__, len(text))


def main(execute=None):
    """Run the benchmark; ``execute(code, globals)`` runs its module code (``exec`` by default)."""
    folder, name, repeat, loops = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    bench_args = sys.argv[5:]
    path = os.path.join(folder, "bm_" + name, "run_benchmark.py")
    with open(path) as fh:
        source = fh.read()
    _stand_in_pyperf()
    sys.path.insert(0, os.path.dirname(path))
    sys.argv[:] = [path, *bench_args]
    globals_ = {"__name__": "__main__", "__file__": path, "__builtins__": __builtins__}
    (execute or exec)(compile(source, path, "exec"), globals_)
    _label, kind, func, args = Runner.recorded[0]
    times = []
    result = None
    for _ in range(repeat):
        start = perf_counter()
        if kind == "time":
            result = func(loops, *args)
        elif kind == "async":
            import asyncio
            result = asyncio.run(func(*args))
        else:
            result = func(*args)
        times.append(perf_counter() - start)
    print("%.6f %s" % (statistics.median(times), _digest(result)))


if __name__ == "__main__":
    main()
