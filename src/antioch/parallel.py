"""Running one function over many files on every core, results in input order.

``antioch pyc DIR`` and ``antioch roundtrip DIR`` use :func:`map_ordered`: worker processes
(``multiprocessing``) when more than one job is asked for, the calling process otherwise or
when ``multiprocessing`` is not available (some sandboxes have no semaphores).  The results
come back in the order of the inputs, so the output does not depend on the number of jobs.
"""
import os
import sys
from typing import Any, Callable, List, Optional, Sequence, TextIO, TypeVar

T = TypeVar("T")
R = TypeVar("R")


def cores() -> int:
    """The cores this process may run on."""
    affinity = getattr(os, "sched_getaffinity", None)  # Linux only
    if affinity is not None:
        try:
            return max(1, len(affinity(0)))
        except OSError:
            pass
    return max(1, os.cpu_count() or 1)


def map_ordered(func: Callable[[T], R], items: Sequence[T], jobs: int = 1,
                progress: Optional[Callable[[int, int], None]] = None) -> List[R]:
    """``[func(item) for item in items]`` with ``jobs`` processes; ``progress(done, total)`` after each.

    ``func`` must be a module-level function (it is pickled to the workers).
    """
    total = len(items)
    results: List[R] = []
    pool = _pool(jobs) if jobs > 1 and total > 1 else None
    if pool is None:
        for item in items:
            results.append(func(item))
            if progress is not None:
                progress(len(results), total)
        return results
    chunk = max(1, min(16, total // (jobs * 8)))
    with pool:
        for result in pool.imap(func, items, chunksize=chunk):
            results.append(result)
            if progress is not None:
                progress(len(results), total)
    return results


def _pool(jobs: int) -> Any:
    if sys.platform == "emscripten":  # WebAssembly (Pyodide) has no processes
        return None
    try:
        import multiprocessing

        return multiprocessing.Pool(jobs)
    except (ImportError, OSError, NotImplementedError):  # no sem_open, no /dev/shm, no fork
        return None


class ProgressBar:
    """``[#####.....] 120/1773`` redrawn on ``stream`` (stderr), only when it is a terminal."""

    def __init__(self, what: str, stream: Optional[TextIO] = None, width: int = 30) -> None:
        self.what = what
        self.stream = stream if stream is not None else sys.stderr
        self.width = width
        self.shown = -1
        isatty = getattr(self.stream, "isatty", None)
        self.enabled = bool(isatty and isatty())

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled or total <= 0:
            return
        filled = self.width * done // total
        if filled == self.shown and done != total:
            return  # redraw only when the bar moves
        self.shown = filled
        self.stream.write("\r[%s%s] %d/%d %s" % ("#" * filled, "." * (self.width - filled), done, total,
                                                  self.what))
        if done == total:
            self.stream.write("\r" + " " * (self.width + 2 * len(str(total)) + len(self.what) + 5) + "\r")
        self.stream.flush()


__all__ = ["ProgressBar", "cores", "map_ordered"]
