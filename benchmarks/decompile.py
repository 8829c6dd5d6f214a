"""Decompiling the standard library beside ``antioch roundtrip --stdlib`` over the same files.

    PYTHONPATH=src python3.X benchmarks/decompile.py [--every K] [--repeat R] [--profile N]

For every .py file of the running interpreter's standard library (or every K-th, sorted by path):
what ``antioch roundtrip --stdlib`` does per file (compile, code -> IR -> code, compare every
code object), then compiling it and ``antioch.decompile`` of the module (the source of every code
object in it).  The two run in turn, R rounds; prints the median CPU seconds of each and the ratio of
the medians (decompiling / round trip; the target is at most 2).  ``--profile N`` runs the
decompiling once under cProfile instead and prints its N most expensive functions.
"""
import argparse
import contextlib
import os
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


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--every", type=int, default=1, help="only every K-th file (sorted by path)")
    parser.add_argument("--repeat", type=int, default=3, help="rounds; medians are reported")
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="profile one decompiling pass and print the N costliest functions")
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
