"""Decompiling the standard library beside ``antioch roundtrip --stdlib`` over the same files.

    PYTHONPATH=src python3.X benchmarks/decompile.py [--every K] [--repeat R] [--profile N | --sample N]

For every .py file of the running interpreter's standard library (or every K-th, sorted by path):
what ``antioch roundtrip --stdlib`` does per file (compile, code -> IR -> code, compare every
code object), then compiling it and ``antioch.decompile`` of the module (the source of every code
object in it).  The two run in turn, R rounds; prints the median CPU seconds of each and the ratio of
the medians (decompiling / round trip; the target is at most 2).  ``--profile N`` runs the
decompiling once under cProfile instead and prints its N most expensive functions; ``--sample N``
runs it once under a sampling profiler (a SIGPROF every millisecond of CPU time, or every tick of
the system's clock where that is coarser, records the stack)
and prints the N functions most often on the stack and most often running.  cProfile's cost per call
makes functions that call many small ones look several times dearer than they are; samples do not,
but the interpreter takes a signal only between bytecodes of Python code, so the time of a C call
(``compile``, freeing a graph, ``list(code.co_positions())``) goes to the Python line that runs next.
"""
import argparse
import collections
import contextlib
import os
import signal
import statistics
import sys
import time
import warnings

from antioch.decompile import decompile_report
from antioch.errors import AntiochError
from antioch.roundtrip import Report, check_file, python_files, read_source, stdlib_dir


def roundtrip_files(paths):
    report = Report()
    for path in paths:
        report.merge(check_file(path))
    return report.code_objects


def decompile_files(paths):
    n = 0
    for path in paths:
        try:
            code = compile(read_source(path), path, "exec", dont_inherit=True)
        except (SyntaxError, ValueError, UnicodeDecodeError, OSError, RecursionError):
            continue
        with contextlib.suppress(AntiochError, RecursionError):
            decompile_report(code)
        n += 1
    return n


def timed(func, paths):
    """CPU seconds of ``func(paths)``: the machine may be shared, and waiting is not work."""
    start = time.process_time()
    func(paths)
    return time.process_time() - start


def sampled(func, paths, top):
    """Run ``func(paths)`` under a sampling profiler; print the ``top`` functions by share of samples."""
    on_stack, running = collections.Counter(), collections.Counter()
    harness = sys._getframe().f_code  # (this function and its callers are left out)

    def where(frame):
        code = frame.f_code
        return "%s:%d(%s)" % (code.co_filename.rsplit("/src/", 1)[-1], code.co_firstlineno, code.co_name)

    def sample(signum, frame):
        running[where(frame)] += 1
        seen = set()
        while frame is not None and frame.f_code is not harness:
            seen.add(where(frame))
            frame = frame.f_back
        on_stack.update(seen)

    signal.signal(signal.SIGPROF, sample)
    signal.setitimer(signal.ITIMER_PROF, 0.001, 0.001)
    try:
        func(paths)
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
    total = max(1, sum(running.values()))
    print("%d samples" % total)
    for title, counts in (("on the stack", on_stack), ("running", running)):
        print("-- %s" % title)
        for name, n in counts.most_common(top):
            print("%6.1f%%  %s" % (100.0 * n / total, name))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--every", type=int, default=1, help="only every K-th file (sorted by path)")
    parser.add_argument("--repeat", type=int, default=3, help="rounds; medians are reported")
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="profile one decompiling pass and print the N costliest functions")
    parser.add_argument("--sample", type=int, default=0, metavar="N",
                        help="sample one decompiling pass and print the N functions most often seen")
    args = parser.parse_args()
    paths = sorted(python_files([stdlib_dir()]))[::max(1, args.every)]
    warnings.simplefilter("ignore")
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 5000))
    if args.profile:
        import cProfile
        import pstats

        profiler = cProfile.Profile()
        profiler.runcall(decompile_files, paths)
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(args.profile)
        return 0
    if args.sample:
        sampled(decompile_files, paths, args.sample)
        return 0
    rounds = {"roundtrip": [], "decompile": []}
    for _ in range(args.repeat):
        rounds["roundtrip"].append(timed(roundtrip_files, paths))
        rounds["decompile"].append(timed(decompile_files, paths))
    median = {name: statistics.median(times) for name, times in rounds.items()}
    print("CPython %d.%d, %d files of %s, %d rounds (median CPU seconds)"
          % (sys.version_info[0], sys.version_info[1], len(paths), os.path.basename(stdlib_dir()), args.repeat))
    print("  antioch roundtrip (per file, as --stdlib)  %8.2f" % median["roundtrip"])
    print("  compile + antioch.decompile                %8.2f" % median["decompile"])
    print("ratio decompile / roundtrip: %.2f (target: at most 2)" % (median["decompile"] / median["roundtrip"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
