"""The files of a sample of this interpreter's standard library that one code object alone keeps
from recompiling exactly, counted by the kind of that code object and its first difference: the
fixes that turn most files exact.

    PYTHONPATH=src python3.X tools/decompile_files.py [EVERY] [--list]

checks every EVERY-th file (default 10); ``--list`` names each such file and its code object.  A
class or module can be inexact only because of what it holds: on 3.13+ a class keeps its first line
(``__firstlineno__``) and the attributes its methods assign to self (``__static_attributes__``), so
a method left as a listing, or output that takes more lines than the original, spoils it too.
"""
import re
import sys
from collections import Counter

from antioch.codeobj import CO_OPTIMIZED, fields_of, walk_code
from antioch.decompile.check import check
from antioch.errors import AntiochError
from antioch.roundtrip import python_files, read_source, stdlib_dir


def kind(code):
    f = fields_of(code)
    if f.name == "<module>":
        return "module"
    if not f.flags & CO_OPTIMIZED:
        return "class"
    return "lambda" if f.name == "<lambda>" else "comprehension" if f.name.startswith("<") else "function"


def what(code, result, reasons):
    """The kind of a code object that is not exact and why, with names and numbers left out."""
    if result.stubbed:
        return "%s left as a listing: %s" % (kind(code), reasons.get(result.qualname, "")[:70])
    difference = re.sub(r"(<code [^>]*>|'[^']*'|\b\d+\b)", "_", result.difference)
    if kind(code) == "class" and re.match(r"co_consts\[_\]: _, the output's is _$", difference):
        difference = "its first line (__firstlineno__)"
    return "%s: %s" % (kind(code), difference[:90])


def main(argv):
    every = int(argv[0]) if argv and argv[0].isdigit() else 10
    files = sorted(python_files([stdlib_dir()]))[::every]
    checked = exact = 0
    alone = Counter()
    named = []
    for path in files:
        try:
            code = compile(read_source(path), path, "exec", dont_inherit=True)
            report = check(code)
        except (SyntaxError, ValueError, UnicodeDecodeError, OSError, RecursionError, AntiochError):
            continue
        checked += 1
        exact += report.all_exact
        reasons = {o.qualname: o.reason for o in report.decompiled.outcomes if not o.decompiled}
        bad = [(c, r) for c, r in zip(walk_code(code), report.results) if not r.exact]
        if len(bad) == 1:
            alone[what(bad[0][0], bad[0][1], reasons)] += 1
            named.append("%s: %s" % (path, bad[0][1].qualname))
    print("CPython %d.%d, every %dth file: %d of %d files exact, %d more kept from it by one code object"
          % (sys.version_info[:2] + (every, exact, checked, sum(alone.values()))))
    for text, n in alone.most_common(30):
        print("  %5d  %s" % (n, text))
    if "--list" in argv:
        print("\n".join(named))


if __name__ == "__main__":
    main(sys.argv[1:])
