"""The ``antioch`` command: one module per subcommand, this one dispatches and turns errors into one line.

Each subcommand module has ``add_parser(subparsers)`` and ``run(args) -> int``; the CLI
is the only layer that prints and chooses exit codes.
"""
import argparse
import importlib
import sys
from typing import List, Optional

from antioch.errors import AntiochError

#: subcommand modules, in the order ``antioch --help`` lists them
COMMANDS = ["dis", "asm", "verify", "cfg", "pyc", "roundtrip"]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="antioch", description="A workbench for CPython bytecode.")
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
