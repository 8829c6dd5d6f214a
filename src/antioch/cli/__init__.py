"""The ``antioch`` command: one module per subcommand, this one dispatches and turns errors into one line.

Each subcommand module has ``add_parser(subparsers)`` and ``run(args) -> int``; the CLI
is the only layer that prints and chooses exit codes.
"""
import argparse
import importlib
import sys
from typing import List, Optional, Tuple

from antioch.errors import AntiochError

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


class _PrintVersion(argparse.Action):
    """argparse's own version action re-wraps the text; this prints it as written."""

    def __call__(self, parser: argparse.ArgumentParser, *args: object) -> None:
        print(version_text())
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="antioch", description="A workbench for CPython bytecode.")
    parser.add_argument("--version", action=_PrintVersion, nargs=0, help="show the version and the bytecode versions")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in COMMANDS:
        module = importlib.import_module("antioch.cli." + name)
        sub_parser = module.add_parser(sub)
        sub_parser.set_defaults(run=module.run)
    return parser


def main(argv: Optional[List[str]] = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args) or 0)
    except AntiochError as exc:
        print("antioch: %s" % exc, file=sys.stderr)
        return 1
    except BrokenPipeError:  # `antioch dis ... | head`
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
