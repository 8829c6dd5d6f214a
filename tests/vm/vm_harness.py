"""The byterun pattern: run a program natively and in the VM, compare stdout, the result and the exception."""
import contextlib
import gc
import io
import sys
import textwrap

from vm_asyncio import host_asyncio

from antioch.vm import run_code
from antioch.vm.trace import count


def _outcome(runner, code):
    out = io.StringIO()
    globals_ = {"__name__": "__main__", "__builtins__": __builtins__}
    exc = None
    with contextlib.redirect_stdout(out):
        try:
            runner(code, globals_)
        except Exception as e:  # the program's own exception is part of the outcome
            exc = e
    result = globals_.get("result", "<no result>")
    return out.getvalue(), repr(result)[:2000] if not isinstance(result, str) else result, \
        None if exc is None else (type(exc).__name__, str(exc))


def native(code, globals_):
    exec(code, globals_)


def compare(source):
    """(native outcome, VM outcome) of ``source``: (stdout, repr of ``result``, (exc type, message) or None)."""
    source = textwrap.dedent(source)
    code = compile(source, "<program>", "exec")
    with host_asyncio():
        expected = _outcome(native, code)
        got = _outcome(run_code, code)
    return expected, got


HOST = sys.version_info[:2]


def assert_same_cold_and_hot(source):
    """``source`` gives CPython's outcome twice in one process: the first run compiles the superinstructions
    (with ``fuse.HOT`` at 1, see the ``compile_at_once`` fixture), the second executes them."""
    for variant in (source + "\n", source + "\n\n"):
        expected, got = compare(variant)
        assert got == expected


def hot_and_cold_counts(source):
    """(instructions counted running ``source`` after its superinstructions ran, counted running it fresh,
    the ``result`` of each): the traced loop counts every instruction one by one, hot or cold."""
    source = textwrap.dedent(source)
    hot = {"__name__": "hot"}
    run_code(compile(source, "<hot>", "exec"), hot)  # compiles every run and executes them
    cold = {"__name__": "cold"}
    # what a run left for the garbage collector (a suspended generator's ``finally``) runs before the next
    # count, not inside it whenever a collection happens to come
    gc.collect()
    cold_count = count(lambda: run_code(compile(source, "<cold>", "exec"), cold))
    gc.collect()
    hot_count = count(lambda: run_code(compile(source, "<hot>", "exec"), hot))
    return hot_count, cold_count, hot["result"], cold["result"]
