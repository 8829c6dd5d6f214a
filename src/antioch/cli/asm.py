"""``antioch asm``: assemble a listing into a .pyc, or run it."""
import argparse
import importlib.util
import marshal
import sys
import time

from antioch.asm.assemble import assemble
from antioch.errors import AsmSyntaxError


def add_parser(sub: "argparse._SubParsersAction") -> argparse.ArgumentParser:
    p = sub.add_parser("asm", help="assemble a listing (.pyasm) into a .pyc or run it",
                       description="Assemble FILE for this interpreter. Errors are reported as "
                                   "FILE:LINE:COL: error: ...")
    p.add_argument("file", metavar="FILE.pyasm")
    p.add_argument("-o", "--output", metavar="OUT.pyc", help="write a .pyc for this interpreter")
    p.add_argument("--run", dest="run_code", action="store_true", help="run the assembled code as __main__")
    p.add_argument("--no-verify", action="store_true", help="skip the verifier")
    return p


def run(args: argparse.Namespace) -> int:
    try:
        with open(args.file, encoding="utf-8") as f:
            text = f.read()
    except OSError as exc:
        print("%s: error: %s" % (args.file, exc.strerror), file=sys.stderr)
        return 1
    try:
        code = assemble(text, filename=args.file, verify=not args.no_verify)
    except AsmSyntaxError as exc:
        print(str(exc).splitlines()[0], file=sys.stderr)  # FILE:LINE:COL: error: ...
        return 1
    if args.output:
        data = bytearray(importlib.util.MAGIC_NUMBER)
        data += (0).to_bytes(4, "little") + int(time.time()).to_bytes(4, "little") + len(text).to_bytes(4, "little")
        data += marshal.dumps(code)
        with open(args.output, "wb") as f:
            f.write(bytes(data))
    if args.run_code:
        exec(code, {"__name__": "__main__", "__file__": args.file, "__builtins__": __builtins__})
    elif not args.output:
        print("%s: assembled %s (%d bytes of code); use -o OUT.pyc or --run" % (
            args.file, code.co_name, len(code.co_code)))
    return 0
