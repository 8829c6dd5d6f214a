"""Running a Forth system from Python: in a thread with a large C stack, a REPL session, Ctrl-C.

Deep Forth recursion is deep Python recursion, so Forth runs in a thread whose C stack can hold it (where threads
exist: not in Pyodide). The methods are a mixin of :class:`antioch.forth.system.Forth`.
"""
import contextlib
import queue
import sys
import threading
from typing import Any, Callable, List, Optional

from antioch.forth.kernel import HAS_THREADS, RECURSION_LIMIT, SRC_TOP, THREAD_STACK, Bye, ForthError, Quit
from antioch.forth.sources import InputSources, Source, release_traceback


def interrupt_thread(thread: threading.Thread) -> None:
    """Raise KeyboardInterrupt in ``thread`` at its next bytecode boundary (CPython's PyThreadState_SetAsyncExc)."""
    try:
        import ctypes
    except ImportError:   # pragma: no cover - a Python without ctypes: Ctrl-C waits for the line to end
        return
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread.ident or 0), ctypes.py_object(KeyboardInterrupt))


class LineReply(queue.Queue):
    """A request for the next line of the user's input, answered by the thread that reads the terminal."""

    def __init__(self, read_line: Callable[[], Optional[str]]) -> None:
        super().__init__()
        self.read_line = read_line


class Runner(InputSources):
    """evaluate, include, and the REPL's loop."""

    def _in_big_stack(self, fn: Callable[[], None], requests: "Optional[queue.Queue[Any]]" = None) -> None:
        """Run ``fn`` in a thread with a large C stack, so deep Forth recursion is a deep Python recursion.

        With ``requests``, this thread serves them while ``fn`` runs: ("read", reply) asks for the next line of
        the user's input (read here, in the main thread, where Ctrl-C arrives) and ("done", None) ends; a Ctrl-C
        meanwhile is raised in ``fn``'s thread as KeyboardInterrupt (an abort to the prompt).
        """
        box: List[BaseException] = []

        def target() -> None:
            try:
                fn()
            except BaseException as exc:   # handed back to the caller's thread
                box.append(exc)
            finally:
                if requests is not None:
                    requests.put(("done", None))
        # the limit is the interpreter's, not the thread's: raised only while Forth runs, so that threads
        # with ordinary C stacks (a server's, a test runner's) are not left with a limit they cannot hold
        previous_limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(previous_limit, RECURSION_LIMIT))
        try:
            self._run_in_thread(fn, target, box, requests)
        finally:
            sys.setrecursionlimit(previous_limit)
        if box:
            raise box[0]

    def _run_in_thread(self, fn: Callable[[], None], target: Callable[[], None], box: List[BaseException],
                       requests: "Optional[queue.Queue[Any]]") -> None:
        if not HAS_THREADS:
            fn()
            return
        old = threading.stack_size()
        threading.stack_size(THREAD_STACK)
        try:
            t = threading.Thread(target=target, daemon=True)   # Ctrl-C in the REPL must not wait for it
            t.start()
        except RuntimeError:  # no room for the large stack (an address-space limit): here, less deep
            fn()
            return
        finally:
            threading.stack_size(old)
        while requests is not None:
            try:
                kind, reply = requests.get()
            except KeyboardInterrupt:
                if not self.awaiting_input:      # between the lines, nothing runs that Ctrl-C could abort
                    interrupt_thread(t)
                continue
            if kind == "done":
                break
            reply.put(reply.read_line())
        t.join()

    def session(self, read_line: Callable[[], Optional[str]], filename: str = "<stdin>",
                on_error: Optional[Callable[[ForthError], None]] = None,
                after_line: Optional[Callable[[], None]] = None, interruptible: bool = False) -> bool:
        """Interpret the user's lines from ``read_line()`` (None at the end) until the end or BYE (returns True).

        Without ``on_error`` the first error propagates (input from a pipe); with it, each error goes to
        ``on_error``, the stacks are reset and the session goes on (the REPL). ``after_line`` runs after each
        line that went well (" ok"). ``interruptible``: Ctrl-C aborts what runs (THROW -28, to ``on_error``)
        and the session goes on with its definitions; ``read_line`` is then called in the calling thread.
        """
        result: List[bool] = []
        requests: Optional[queue.Queue[Any]] = queue.Queue() if interruptible and HAS_THREADS else None

        def next_line() -> Optional[str]:
            if requests is None:
                return read_line()
            reply = LineReply(read_line)
            self.awaiting_input = True
            requests.put(("read", reply))
            line = reply.get()
            self.awaiting_input = False
            return line

        def failed(exc: ForthError) -> None:
            del self.sources[1:]
            self.reset()
            if on_error is None:
                raise exc
            on_error(exc)

        def run() -> None:
            s = Source("user", 0, lines=next_line, filename=filename)
            self.push_source(s)
            try:
                while True:
                    try:
                        if not self.refill():
                            break
                        self.guarded(self.interpret_line)
                    except ForthError as exc:
                        failed(exc)
                        continue
                    except KeyboardInterrupt as exc:
                        if not interruptible:
                            raise
                        release_traceback(exc)
                        err = ForthError(-28)
                        err.where = self.location()
                        failed(err)
                        continue
                    except Quit:
                        del self.sources[1:]
                        self.reset()
                    if after_line is not None:
                        after_line()
            except Bye:
                self.close_files()
                result.append(True)
            finally:
                del self.sources[:]
                self.src_top = SRC_TOP
        self._guard_top(run, requests)
        return bool(result)

    def evaluate(self, text: str, filename: str = "<string>") -> List[int]:
        """Interpret ``text`` (all its lines). A ForthError resets the stacks and propagates. Returns the stack."""
        def run() -> None:
            self.run_source(Source("file", 0, lines=text.splitlines(), filename=filename))
        self._guard_top(run)
        return self.stack

    def include(self, path: str) -> None:
        """INCLUDED from Python."""
        self._guard_top(lambda: self.included(path))

    def _guard_top(self, fn: Callable[[], None], requests: "Optional[queue.Queue[Any]]" = None) -> None:
        try:
            self._in_big_stack(fn, requests)
        except ForthError:
            self.reset()
            raise
        except Quit:
            self.reset()
        except Bye:
            self.close_files()
            raise
        finally:
            self.flush_out()

    def reset(self) -> None:
        """After an error that reached the top (ABORT): empty stacks, interpretation state."""
        del self.S[:]
        del self.R[:]
        if self.pending:
            self.abandon_def()
        self.state = 0
        self.flush_files()

    def flush_files(self) -> None:
        """Write what the open files hold (after an abort: nothing written is lost)."""
        for fh in self.files.values():
            with contextlib.suppress(OSError, ValueError):
                fh.flush()

    def close_files(self) -> None:
        """Flush and close every open file (BYE, the end of the program)."""
        for fh in self.files.values():
            with contextlib.suppress(OSError, ValueError):
                fh.close()
        self.files.clear()
