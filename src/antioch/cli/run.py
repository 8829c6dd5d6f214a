"""``antioch run SCRIPT [ARGS]`` / ``-m MODULE [ARGS]`` / ``-c SOURCE [ARGS]``: the program executed by antioch's VM.

As with ``python``, everything after the script, ``-m MODULE`` or ``-c SOURCE`` is the program's
(``antioch run -m http.server --help`` is the server's help): :func:`split_program_args` cuts the
command line there before argparse sees it.
"""
import argparse
import contextlib
import sys
from typing import Any, List, Tuple

from antioch.errors import UsageError


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    p = subparsers.add_parser(
        "run", help="run a Python program in antioch's VM",
        description="Run a program with every instruction of its code executed by antioch's VM "
                    "(same output and exit status as python). Imported modules run natively unless --deep.")
    what = p.add_mutually_exclusive_group()
    what.add_argument("-m", dest="module", metavar="MODULE", help="run a module as a script, like python -m")
    what.add_argument("-c", dest="source", metavar="SOURCE", help="run this source text, like python -c")
    p.add_argument("--deep", action="store_true", help="run imported pure-Python modules in the VM too")
    p.add_argument("--trace", action="store_true",
                   help="print each executed instruction with its position and the stack after it (to stderr)")
    p.add_argument("--trace-only", metavar="NAME", action="append", default=[],
                   help="trace only code objects with this name or qualified name (repeatable)")
    p.add_argument("--count", action="store_true", help="print how many instructions the VM executed (to stderr)")
    p.add_argument("script", nargs="?", metavar="SCRIPT", help="the program file")
    p.add_argument("program_args", nargs="*", metavar="ARG",
                   help="arguments passed to the program: everything after SCRIPT, -m MODULE or -c SOURCE")
    return p


#: antioch run's own options that take a value (the others are flags)
_OPTIONS_WITH_VALUE = ("--trace-only",)


def split_program_args(argv: List[str]) -> Tuple[List[str], List[str]]:
    """(``run`` and its own options up to the script, ``-m MODULE`` or ``-c SOURCE``; the program's arguments)."""
    i = 1
    while i < len(argv):
        word = argv[i]
        if word in ("-m", "-c"):
            return argv[:i + 2], argv[i + 2:]
        if word == "--":
            return argv[:i + 2], argv[i + 2:]
        if word.startswith(("-m", "-c")) and not word.startswith("--"):  # -mjson.tool, as python takes it
            return argv[:i + 1], argv[i + 1:]
        if word.startswith("-") and word != "-":
            i += 2 if word in _OPTIONS_WITH_VALUE else 1
            continue
        return argv[:i + 1], argv[i + 1:]
    return argv, []
#: Python/pythonrun.c, _Py_HandleSystemExit: a status outside C long's range is the -1 of a failed
#: PyLong_AsLong, and the OverflowError it leaves set is printed from 3.12 on (3.13: at threading shutdown)
LONG_RANGE = range(-(2 ** 63), 2 ** 63)
OVERFLOW_NOTICE = {
    (3, 12): "OverflowError: Python int too large to convert to C long\n",
    (3, 13): "Exception ignored on threading shutdown:\nOverflowError: Python int too large to convert to C long\n",
}


def _exit_code(exc: SystemExit) -> int:
    code = exc.code
    if code is None:
        return 0
    if isinstance(code, int):
        if code not in LONG_RANGE:
            sys.stderr.write(OVERFLOW_NOTICE.get(sys.version_info[:2], ""))
            return 255
        return code & 0xFF  # what the OS keeps of the status, as for python
    print(code, file=sys.stderr)
    return 1


def _die_by_sigint() -> None:
    """Python/pythonrun.c / Modules/main.c, exit_sigint: after an uncaught KeyboardInterrupt python ends by
    SIGINT (status 130 in a shell), so that the shell knows the user stopped it."""
    import os
    import signal

    if hasattr(signal, "SIGINT") and hasattr(os, "kill"):
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGINT)


def run(args: argparse.Namespace) -> int:
    from antioch.vm import STATE, VMError, get_vm
    from antioch.vm import program as prog
    from antioch.vm.trace import CountingTracer, TextTracer
    from antioch.vm.tracebacks import print_exception

    rest = list(args.program_args)
    if args.module is not None:
        code, globals_ = prog.prepare_module(args.module, rest)
    elif args.source is not None:
        code, globals_ = prog.prepare_source(args.source, rest)
    elif args.script is not None:
        code, globals_ = prog.prepare_script(args.script, rest)
    else:
        raise UsageError("give a SCRIPT, -m MODULE or -c SOURCE")
    vm = get_vm()
    if args.deep:
        prog.install_deep_import()
    if args.trace:
        STATE.tracer = TextTracer(sys.stderr, only=args.trace_only)
    elif args.count:
        STATE.tracer = CountingTracer()
    status = 0
    interrupted = False
    try:
        vm.run_code(code, globals_, native_depth=0)
    except SystemExit as exc:
        status = _exit_code(exc)
    except VMError:  # bytecode the VM cannot execute: one line (antioch.cli.main), status 1
        _flush()
        raise
    except BaseException as exc:  # the program's uncaught exception: CPython's traceback text, status 1
        _flush()
        print_exception(exc)
        status = 1
        interrupted = isinstance(exc, KeyboardInterrupt)
    finally:
        _flush()
        if args.count or args.trace:
            print("antioch: %d instructions executed" % STATE.count, file=sys.stderr)
        STATE.tracer = None
    if interrupted:
        _die_by_sigint()
    return status


def _flush() -> None:
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
