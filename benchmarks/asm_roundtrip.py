"""Text round trip of the whole standard library beside ``dis.dis`` and the ``bytecode`` library.

    PYTHONPATH=src python benchmarks/asm_roundtrip.py [--limit N]

For every compilable stdlib module: antioch's disassemble -> assemble (text and back, every
nested code object), ``dis.dis`` into a string, and ``bytecode.Bytecode.from_code(c).to_code()``
for every code object (``pip install bytecode``).  Prints seconds and ratios side by side.
"""
import argparse
import dis
import io
import os
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
    args = parser.parse_args()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        modules = stdlib_modules()
    if args.limit:
        modules = modules[:args.limit]
    count = sum(1 for _, m in modules for _ in walk_code(m))
    print("CPython %d.%d: %d modules, %d code objects" % (sys.version_info[:2] + (len(modules), count)))
    results = [("antioch text round trip", timed(antioch_text, modules)),
               ("dis.dis to a string", timed(dis_text, modules))]
    try:
        results.append(("bytecode from_code().to_code()", timed(bytecode_objects, modules)))
    except ImportError:
        print("(bytecode is not installed: pip install bytecode)")
    base = results[0][1]
    for name, seconds in results:
        print("%-32s %8.2f s   antioch/this = %.2f" % (name, seconds, base / seconds))


if __name__ == "__main__":
    main()
