"""The standard library of the running interpreter as a corpus of compiled modules.

Compiled once per test session and shared; ``run_parallel`` forks workers that inherit it,
so a corpus test uses both cores without compiling twice.

By default the corpus is the standard library without its own test suites (``test/``,
``tests/``, ``idle_test/``): about 21,000 code objects per version, the figure the issues
quote.  ``ANTIOCH_FULL_CORPUS=1`` adds the test suites (about 70,000-80,000 code objects).
"""
import os
import sys
from typing import Any, Callable, List, Optional, Sequence, Tuple

from antioch.codeobj import walk_code
from antioch.roundtrip import python_files, read_source, stdlib_dir

_modules: Optional[List[Tuple[str, Any]]] = None


TEST_DIRS = {"test", "tests", "idle_test"}


def full_corpus() -> bool:
    return os.environ.get("ANTIOCH_FULL_CORPUS", "") not in ("", "0")


def is_test_suite(path: str) -> bool:
    return any(part in TEST_DIRS for part in path.split(os.sep))


def stdlib_modules() -> List[Tuple[str, Any]]:
    """(path, module code object) for every compilable .py file of this interpreter's stdlib."""
    global _modules
    if _modules is None:
        _modules = []
        full = full_corpus()
        for path in python_files([stdlib_dir()]):
            if not full and is_test_suite(path):
                continue
            try:
                _modules.append((path, compile(read_source(path), path, "exec", dont_inherit=True)))
            except (SyntaxError, ValueError, UnicodeDecodeError, OSError):
                continue  # test data written to be uncompilable (lib2to3, badsyntax_*)
    return _modules


def stdlib_code_objects() -> List[Tuple[str, Any]]:
    return [(path, co) for path, module in stdlib_modules() for co in walk_code(module)]


_work: Optional[Tuple[Callable[[Any], Any], Sequence[Any]]] = None


def _call(bounds: Tuple[int, int]) -> List[Any]:
    assert _work is not None
    func, items = _work  # inherited through fork: code objects do not pickle
    return [func(item) for item in items[bounds[0]:bounds[1]]]


def run_parallel(func: Callable[[Any], Any], items: Sequence[Any], jobs: int = 2) -> List[Any]:
    """[func(item) for item in items], over ``jobs`` forked workers (in order)."""
    jobs = min(jobs, os.cpu_count() or 1)
    if jobs <= 1 or sys.platform == "win32" or len(items) < 100:
        return [func(item) for item in items]
    import multiprocessing

    ctx = multiprocessing.get_context("fork")
    chunk = (len(items) + 8 * jobs - 1) // (8 * jobs)
    global _work
    _work = (func, items)
    try:
        with ctx.Pool(jobs) as pool:
            bounds = [(i, min(i + chunk, len(items))) for i in range(0, len(items), chunk)]
            return [result for part in pool.map(_call, bounds) for result in part]
    finally:
        _work = None
