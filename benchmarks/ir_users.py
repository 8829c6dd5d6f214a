"""What lifting and the IR cost their users: lift, lower, the verifier and the text round trip.

    PYTHONPATH=src python benchmarks/ir_users.py      (STEP=8: every 8th stdlib file; R=3: rounds)

Prints one JSON line of process times (median of R) over the same code objects, so that two
trees can be compared side by side: run it alternately with PYTHONPATH=<other tree>/src.
"""
import json
import os
import statistics
import time
import warnings

from antioch.analysis.verify import verify, verify_ir
from antioch.asm.assemble import assemble_fields
from antioch.asm.printer import format_listing
from antioch.codeobj import build_code, walk_code
from antioch.lift import lift
from antioch.lower import lower
from antioch.roundtrip import python_files, read_source, stdlib_dir

TEST_DIRS = {"test", "tests", "idle_test"}


def sample(step):
    modules = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for i, path in enumerate(python_files([stdlib_dir()])):
            if i % step or TEST_DIRS.intersection(path.split(os.sep)):
                continue
            try:
                modules.append((path, compile(read_source(path), path, "exec", dont_inherit=True)))
            except (SyntaxError, ValueError, UnicodeDecodeError):
                continue
    return modules


def timed(func, items, rounds):
    times = []
    for _ in range(rounds):
        start = time.process_time()
        for item in items:
            func(item)
        times.append(time.process_time() - start)
    return statistics.median(times)


def main():
    rounds = int(os.environ.get("R", "3"))
    modules = sample(int(os.environ.get("STEP", "8")))
    codes = [c for _, m in modules for c in walk_code(m)]
    irs = [lift(c) for c in codes]
    result = {
        "code objects": len(codes),
        "lift": timed(lift, codes, rounds),
        "lower(ir)": timed(lower, irs, rounds),
        "verify_ir(ir)": timed(verify_ir, irs, rounds),
        "lift+lower": timed(lambda c: lower(lift(c)), codes, rounds),
        "build(lower(lift))": timed(lambda c: build_code(lower(lift(c))), codes, rounds),
        "verify(module)": timed(verify, [m for _, m in modules], rounds),
        "text round trip": timed(lambda pm: assemble_fields(format_listing(pm[1]), pm[0]), modules, rounds),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
