"""``antioch verify``: every reason a code object could crash CPython, one line each."""
import argparse

from antioch.analysis import verify
from antioch.codeobj import walk_code
from antioch.errors import UsageError
from antioch.pycview import analysable_target_code


def add_parser(sub: "argparse._SubParsersAction") -> argparse.ArgumentParser:
    p = sub.add_parser("verify", help="check bytecode for what could crash the interpreter",
                       description="Verify the code of TARGET (a .py file, a .pyc file of any version as "
                                   "FILE.pyc[:qualname], a listing FILE.pyasm[:qualname], a module name, "
                                   "module:qualname or, with -c, source text) and its nested code objects: "
                                   "stack depth, jumps, argument indexes, "
                                   "opcodes, unbound locals, flags and the exception table. Prints one line per "
                                   "problem and exits 1 when there is any.")
    p.add_argument("target", nargs="?", metavar="TARGET")
    p.add_argument("-c", dest="command", metavar="SOURCE", help="verify this source text")
    return p


def run(args: argparse.Namespace) -> int:
    if args.target is None and args.command is None:
        raise UsageError("give a TARGET or -c SOURCE")
    code = analysable_target_code(args.target, args.command)
    problems = verify(code)
    for problem in problems:
        print(problem)
    if problems:
        return 1
    count = sum(1 for _ in walk_code(code))
    print("%d code object%s, no problem found" % (count, "" if count == 1 else "s"))
    return 0
