"""What the IR costs its users: lift + edit + to_code() beside the `bytecode` library, and the parts.

    PYTHONPATH=src python benchmarks/ir_users.py      (STEP=8: every 8th stdlib file; R=3: rounds)

With the `bytecode` library importable (requirements-bench.txt) it times, over the same code
objects of the standard library, antioch's ``lift(code)``, an edit (a NOP at the body's start) and
``ir.to_code()`` -- which recomputes the stack size and flags and verifies -- against
``bytecode``'s ``Bytecode.from_code(code).to_code()``, and prints the ratio (antioch / bytecode).
Then the parts: lift, lower, the verifier and the text round trip.  Process times, median of R.
Code objects either tool cannot take are counted and left out of both timings.
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
from antioch.edit import body_start
from antioch.errors import AntiochError
from antioch.ir import Instr
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


def antioch_edit(code, verify=True):
    """lift, a NOP where the body starts, and the safe way back (finished and verified)."""
    ir = lift(code)
    ir.items.insert(body_start(ir), Instr("NOP"))
    return ir.to_code(verify=verify)


def antioch_edit_unverified(code):
    return antioch_edit(code, verify=False)


def bytecode_round_trip(code):
    from bytecode import Bytecode

    return Bytecode.from_code(code).to_code()


def beside_bytecode(codes, rounds):
    """{figures} of antioch's lift + edit + to_code() against bytecode's from_code + to_code()."""
    try:
        import bytecode
    except ImportError:
        return {"bytecode": "not installed (pip install -r requirements-bench.txt)"}
    both, refused, failed = [], 0, 0
    for code in codes:
        try:
            antioch_edit(code)
        except AntiochError:
            refused += 1
            continue
        try:
            bytecode_round_trip(code)
        except Exception:  # what bytecode cannot take
            failed += 1
            continue
        both.append(code)
    ours = timed(antioch_edit, both, rounds)
    unverified = timed(antioch_edit_unverified, both, rounds)
    theirs = timed(bytecode_round_trip, both, rounds)
    return {"bytecode": bytecode.__version__, "timed code objects": len(both),
            "refused by antioch": refused, "failed in bytecode": failed,
            "antioch lift+edit+to_code": round(ours, 3), "bytecode from_code+to_code": round(theirs, 3),
            "ratio": round(ours / theirs, 3),
            "antioch with verify=False": round(unverified, 3), "ratio with verify=False": round(unverified / theirs, 3)}


def main():
    rounds = int(os.environ.get("R", "3"))
    modules = sample(int(os.environ.get("STEP", "8")))
    codes = [c for _, m in modules for c in walk_code(m)]
    result = {"code objects": len(codes)}
    result.update(beside_bytecode(codes, rounds))
    if os.environ.get("PARTS", "1") != "0":
        irs = [lift(c) for c in codes]
        result.update({
            "lift": timed(lift, codes, rounds),
            "lower(ir)": timed(lower, irs, rounds),
            "verify_ir(ir)": timed(verify_ir, irs, rounds),
            "lift+lower": timed(lambda c: lower(lift(c)), codes, rounds),
            "build(lower(lift))": timed(lambda c: build_code(lower(lift(c)), verify=False), codes, rounds),
            "verify(module)": timed(verify, [m for _, m in modules], rounds),
            "text round trip": timed(lambda pm: assemble_fields(format_listing(pm[1]), pm[0]), modules, rounds),
        })
    print(json.dumps(result))


if __name__ == "__main__":
    main()
