"""Whole-stdlib decoding and round trip: antioch beside dis and the bytecode library.

    python benchmarks/roundtrip.py [--repeat N] [--limit FILES] [--full]

Compiles the running interpreter's standard library once (without its test suites, about
21,000 code objects; --full adds them), then times, over the same
code objects and in the same process:
  dis        list(dis.get_instructions(code))
  lift       antioch.lift(code)                        (decoding to the IR)
  roundtrip  build_code(lower(lift(code)))             (code -> IR -> code)
  bytecode   Bytecode.from_code(code).to_code()        (if the bytecode library is installed)
and prints the median of each and the ratios the foundation issue sets targets for:
lift/dis <= 1.0 and roundtrip/bytecode <= 0.5.
"""
import argparse
import dis
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))

from antioch.codeobj import build_code, walk_code
from antioch.lift import lift
from antioch.lower import lower
from antioch.roundtrip import python_files, read_source, stdlib_dir

TEST_DIRS = {"test", "tests", "idle_test"}


def corpus(limit, full):
    codes = []
    paths = [p for p in python_files([stdlib_dir()]) if full or not TEST_DIRS.intersection(p.split(os.sep))]
    for i, path in enumerate(paths):
        if limit and i >= limit:
            break
        try:
            codes.extend(walk_code(compile(read_source(path), path, "exec", dont_inherit=True)))
        except (SyntaxError, ValueError, UnicodeDecodeError):
            continue
    return codes


def timed(func, codes, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        for code in codes:
            func(code)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--limit", type=int, default=0, help="only the first N files")
    parser.add_argument("--full", action="store_true", help="include the stdlib's own test suites")
    args = parser.parse_args()
    codes = corpus(args.limit, args.full)
    print("CPython %d.%d, %d code objects, median of %d runs" % (sys.version_info[:2] + (len(codes), args.repeat)))
    runs = {
        "dis": lambda c: list(dis.get_instructions(c)),
        "lift": lift,
        "roundtrip": lambda c: build_code(lower(lift(c))),
    }
    try:
        from bytecode import Bytecode

        runs["bytecode"] = lambda c: Bytecode.from_code(c).to_code()
        usable = []
        for c in codes:
            try:
                runs["bytecode"](c)
                usable.append(c)
            except Exception:  # bytecode 0.19 fails on some 3.14 code objects
                pass
        if len(usable) < len(codes):
            print("(timing the %d code objects the bytecode library can round-trip, of %d)" % (len(usable), len(codes)))
            codes = usable
    except ImportError:
        print("(the bytecode library is not installed: pip install bytecode)")
    # The tools take turns, one run each per round, so that a change in the machine's load
    # during the benchmark falls on all of them alike.
    times = {name: [] for name in runs}
    for _ in range(args.repeat):
        for name, func in runs.items():
            times[name].append(timed(func, codes, 1))
    results = {name: statistics.median(seconds) for name, seconds in times.items()}
    for name, seconds in results.items():
        print("  %-10s %8.2f s" % (name, seconds))
    print("lift / dis.get_instructions       = %.2f  (target <= 0.5, issue 13)" % (results["lift"] / results["dis"]))
    if "bytecode" in results:
        print("roundtrip / bytecode round trip   = %.2f  (target <= 0.5)"
              % (results["roundtrip"] / results["bytecode"]))


if __name__ == "__main__":
    main()
