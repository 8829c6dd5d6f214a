"""The ``antioch`` command: one module per subcommand, this one dispatches and turns errors into one line.

Each subcommand module has ``add_parser(subparsers)`` and ``run(args) -> int``, and may have
``split_program_args(argv) -> (own, program's)`` when everything after some point belongs to the
program it runs (``antioch run``, ``antioch asm --run``).  The CLI is the only layer that prints
and chooses exit codes.

Every error is one line on stderr in one style, ``antioch COMMAND: [PLACE: ]MESSAGE``: an
:class:`~antioch.errors.AntiochError` exits 1 (or its ``exit_status``: 2 for a script that ``antioch
run`` cannot open, as python); a usage error (an unknown option, a missing argument) prints the
command's own usage line first and exits 2.
"""
import argparse
import contextlib
import errno
import importlib
import os
import sys
from typing import List, NoReturn, Optional, Tuple

from antioch.errors import AntiochError, UsageError

#: subcommand modules, in the order ``antioch --help`` lists them
COMMANDS = ["dis", "asm", "verify", "cfg", "pyc", "roundtrip", "decompile", "run", "explore", "forth"]


def version_text() -> str:
    """``antioch 0.1.0 (bytecode of CPython 3.8, ...; .pyc of 2.7, ...)``: what ``--version`` prints."""
    from antioch import __version__
    from antioch.opcodes import READABLE, SUPPORTED

    def dotted(versions: "List[Tuple[int, int]]") -> str:
        return ", ".join("%d.%d" % v for v in versions)

    return "antioch %s (bytecode of CPython %s; .pyc files also of %s; running on CPython %d.%d)" % (
        __version__, dotted(list(SUPPORTED)), dotted([v for v in READABLE if v not in SUPPORTED]),
        sys.version_info[0], sys.version_info[1])


#: commands whose output is antioch's own text (the program's output under `run` stays the program's)
LISTING_COMMANDS = frozenset({"dis", "asm", "verify", "cfg", "pyc", "roundtrip"})


def _escape_what_the_terminal_cannot_show() -> None:
    """A character the output's encoding lacks (PYTHONIOENCODING=ascii) is written as a backslash escape,
    which inside a listing's quoted string reads back as the same character."""
    for stream in (sys.stdout, sys.stderr):
        if getattr(stream, "errors", None) == "strict" and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")


class _PrintVersion(argparse.Action):
    """argparse's own version action re-wraps the text; this prints it as written."""

    def __call__(self, parser: argparse.ArgumentParser, *args: object) -> None:
        print(version_text())
        parser.exit()


class CommandParser(argparse.ArgumentParser):
    """argparse's parser with antioch's error line: the usage, then ``antioch COMMAND: MESSAGE``."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, "%s: %s\n" % (self.prog, message))


def build_parser() -> argparse.ArgumentParser:
    parser = CommandParser(prog="antioch", description="A workbench for CPython bytecode.")
    parser.add_argument("--version", action=_PrintVersion, nargs=0, help="show the version and the bytecode versions")
    sub = parser.add_subparsers(dest="subcommand", metavar="COMMAND", parser_class=CommandParser)
    sub.required = True
    for name in COMMANDS:
        module = importlib.import_module("antioch.cli." + name)
        sub_parser = module.add_parser(sub)
        sub_parser.set_defaults(run=module.run, parser=sub_parser)
    return parser


def parse_command_line(parser: argparse.ArgumentParser, argv: List[str]) -> argparse.Namespace:
    """``argv`` parsed; options nobody knows are reported by the command's own parser, with its usage."""
    program_args: Optional[List[str]] = None
    if argv and argv[0] in COMMANDS:
        split = getattr(importlib.import_module("antioch.cli." + argv[0]), "split_program_args", None)
        if split is not None:
            argv, program_args = split(argv)
    args, unknown = parser.parse_known_args(argv)
    if unknown:
        args.parser.error("unrecognized arguments: %s" % " ".join(unknown))
    args.program_args = program_args if program_args is not None else []
    return args


def _current_directory_first() -> None:
    """Module names are looked up in the current directory first, by the installed ``antioch`` script as by
    ``python -m antioch`` (whose ``sys.path[0]`` is that directory: Modules/main.c, pymain_run_module)."""
    here = os.getcwd()
    if here not in sys.path and "" not in sys.path:
        sys.path.insert(0, here)


def main(argv: Optional[List[str]] = None) -> int:
    parser = build_parser()
    if argv is None:  # the command itself, not a call from Python
        _current_directory_first()
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:  # bare `antioch`: what there is to do
        parser.print_help()
        return 0
    args = parse_command_line(parser, argv)
    if sys.stdout is None:  # started with standard output closed (`antioch dis x >&-`)
        if sys.stderr is not None:
            print("antioch %s: cannot write the output: %s" % (args.subcommand, os.strerror(errno.EBADF)),
                  file=sys.stderr)
        return 1
    if args.run.__module__.rpartition(".")[2] in LISTING_COMMANDS:  # (args.command: dis -c takes the name)
        _escape_what_the_terminal_cannot_show()
    try:
        status = int(args.run(args) or 0)
        with contextlib.suppress(ValueError, AttributeError):  # (a program run may close or drop it)
            sys.stdout.flush()  # a full disk is reported here, not by the interpreter's exit
        return status
    except UsageError as exc:
        args.parser.print_usage(sys.stderr)
        print("antioch %s: %s" % (args.subcommand, exc), file=sys.stderr)
        return 2
    except AntiochError as exc:
        print("antioch %s: %s" % (args.subcommand, exc), file=sys.stderr)
        return int(getattr(exc, "exit_status", 1))
    except BrokenPipeError:  # `antioch dis ... | head`: the reader has all it wanted
        _drop_unwritten_output()
        return 0
    except OSError as exc:  # `antioch dis ... > /dev/full`
        _drop_unwritten_output()
        print("antioch %s: %s" % (args.subcommand, _write_failure(exc)), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


#: errno values of a write that failed for good (a full disk or quota, a closed pipe, an I/O error)
WRITE_FAILURES = frozenset(getattr(errno, name) for name in ("ENOSPC", "EDQUOT", "EFBIG", "EPIPE", "EIO", "EBADF")
                           if hasattr(errno, name))


def _write_failure(exc: OSError) -> str:
    """An OSError no command turned into its own message, in one line that names its place."""
    if exc.filename is not None:
        return "%s: %s" % (exc.filename, exc.strerror or exc)
    if exc.errno in WRITE_FAILURES:
        return "cannot write the output: %s" % (exc.strerror or exc)
    return "%s: %s" % (type(exc).__name__, exc.strerror or exc)


def _drop_unwritten_output() -> None:
    """Standard output to /dev/null, so that the interpreter's own flush at exit neither fails nor complains
    of what is still buffered (the recipe of the signal module's documentation, "Note on SIGPIPE")."""
    if sys.stdout is not sys.__stdout__ or sys.stdout is None:
        return  # output captured by a caller
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


if __name__ == "__main__":
    sys.exit(main())
