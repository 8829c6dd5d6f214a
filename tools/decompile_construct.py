"""The decompiler's check over the files of this interpreter's standard library that use one construct.

    PYTHONPATH=src python3.X tools/decompile_construct.py match|typeparams [-j JOBS]

finds the library's files whose syntax tree holds the construct (``match`` statements; type parameters
of functions, classes and ``type`` statements), checks each, and prints how many of those files and
of the code objects that hold the construct itself (the function, class or module whose instructions
carry the statement's first line) come back exact, with the reasons of those left as listings.
"""
import ast
import sys
from collections import Counter
from types import CodeType
from typing import Iterator, List, Set, Tuple

from antioch.decompile.check import check
from antioch.parallel import map_ordered
from antioch.roundtrip import python_files, read_source, stdlib_dir


def _lines_of(source: str, construct: str) -> Set[int]:
    """The first lines of the construct's uses in ``source``."""
    lines = set()
    for node in ast.walk(ast.parse(source)):
        is_match = type(node).__name__ == "Match"
        if (construct == "match" and is_match) or (construct == "typeparams" and getattr(node, "type_params", None)):
            lines.add(node.lineno)
    return lines


def _code_objects(code: CodeType) -> Iterator[CodeType]:
    yield code
    for const in code.co_consts:
        if isinstance(const, CodeType):
            yield from _code_objects(const)


def check_one(job: Tuple[str, str]) -> Tuple[int, int, int, bool, List[str]]:
    """(code objects holding the construct, how many exact, code objects, file exact, reasons)."""
    path, construct = job
    source = read_source(path)
    lines = _lines_of(source, construct)
    code = compile(source, path, "exec", dont_inherit=True)
    holding = [c.co_qualname if hasattr(c, "co_qualname") else c.co_name for c in _code_objects(code)
               if lines & {line for _, _, line in c.co_lines() if line is not None}]
    report = check(code)
    exact = {r.qualname for r in report.results if r.exact}
    reasons = [o.reason for o in report.decompiled.outcomes if not o.decompiled]
    return (len(holding), sum(q in exact for q in holding), len(report.results), report.all_exact, reasons)


def _uses(path: str, construct: str) -> bool:
    try:
        return bool(_lines_of(read_source(path), construct))
    except (SyntaxError, ValueError, UnicodeDecodeError, OSError, RecursionError):
        return False


def main(argv: List[str]) -> int:
    if not argv or argv[0] not in ("match", "typeparams"):
        print("usage: decompile_construct.py match|typeparams [-j JOBS]", file=sys.stderr)
        return 2
    construct = argv[0]
    jobs = int(argv[argv.index("-j") + 1]) if "-j" in argv else 1
    files = [p for p in sorted(python_files([stdlib_dir()])) if _uses(p, construct)]
    holding = holding_exact = files_exact = 0
    reasons: Counter = Counter()
    for n, n_exact, _, all_exact, why in map_ordered(check_one, [(p, construct) for p in files], jobs, None):
        holding += n
        holding_exact += n_exact
        files_exact += all_exact
        reasons.update(r[:90] for r in why)
    print("CPython %d.%d, %s: %d of %d code objects holding it exact, %d of %d files exact"
          % (sys.version_info[:2] + (construct, holding_exact, holding, files_exact, len(files))))
    for reason, n in reasons.most_common(12):
        print("  %4d  %s" % (n, reason))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
