"""Text round trip of the whole standard library beside ``dis.dis`` and the ``bytecode`` library.

    PYTHONPATH=src python benchmarks/asm_roundtrip.py [--limit N] [--repeat R]

For every compilable stdlib module: antioch's disassemble -> assemble (text and back, every
nested code object), ``dis.dis`` into a string, and ``bytecode.Bytecode.from_code(c).to_code()``
for every code object (``pip install bytecode``).  The three run in turn, R rounds; prints the
median seconds of each and the ratios of the medians (on a busy machine, compare ratios).
"""
import argparse
import dis
import io
import os
import statistics
import sys
import time
import warnings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))

from antioch.asm.assemble import assemble_fields
from antioch.asm.printer import format_listing
from antioch.codeobj import walk_code
from corpus import stdlib_modules


def antioch_text(modules):
    for path, code in modules:
        assemble_fields(format_listing(code), path)


def dis_text(modules):
    for _, code in modules:
        dis.dis(code, file=io.StringIO())


def bytecode_objects(modules):
    import bytecode

    for _, code in modules:
        for c in walk_code(code):
            bytecode.Bytecode.from_code(c).to_code()


def timed(func, modules):
    start = time.perf_counter()
    func(modules)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--limit", type=int, default=0, help="only the first N modules")
    parser.add_argument("--repeat", type=int, default=3, help="rounds; medians are reported")
    args = parser.parse_args()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        modules = stdlib_modules()
    if args.limit:
        modules = modules[:args.limit]
    count = sum(1 for _, m in modules for _ in walk_code(m))
    print("CPython %d.%d: %d modules, %d code objects" % (sys.version_info[:2] + (len(modules), count)))
    contenders = [("antioch text round trip", antioch_text), ("dis.dis to a string", dis_text)]
    try:
        import bytecode  # noqa: F401
        contenders.append(("bytecode from_code().to_code()", bytecode_objects))
    except ImportError:
        print("(bytecode is not installed: pip install bytecode)")
    times = {name: [] for name, _ in contenders}
    for _ in range(max(1, args.repeat)):  # in turn, so that load on the machine hits all alike
        for name, func in contenders:
            times[name].append(timed(func, modules))
    base = statistics.median(times[contenders[0][0]])
    for name, _ in contenders:
        seconds = statistics.median(times[name])
        rounds = " ".join("%.1f" % t for t in times[name])
        print("%-32s %8.2f s   antioch/this = %.2f   (rounds: %s)" % (name, seconds, base / seconds, rounds))


if __name__ == "__main__":
    main()
