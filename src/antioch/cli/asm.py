"""``antioch asm``: assemble a listing into a .pyc, or run it."""
import argparse
import importlib.util
import marshal
import sys
import time

from antioch.asm.assemble import assemble
from antioch.errors import AsmSyntaxError
from antioch.files import read_bytes
from antioch.opcodes import parse_version
from antioch.pycview import assemble_pyc


def add_parser(sub: "argparse._SubParsersAction") -> argparse.ArgumentParser:
    p = sub.add_parser("asm", help="assemble a listing (.pyasm) into a .pyc or run it",
                       description="Assemble FILE for this interpreter. Errors are reported as "
                                   "FILE:LINE:COL: error: ...")
    p.add_argument("file", metavar="FILE.pyasm")
    p.add_argument("-o", "--output", metavar="OUT.pyc", help="write a .pyc for this interpreter")
    p.add_argument("--run", dest="run_code", action="store_true", help="run the assembled code as __main__")
    p.add_argument("--no-verify", action="store_true", help="skip the verifier")
    p.add_argument("--target", metavar="3.X", help="write a .pyc for CPython 3.X (any of 3.8-3.15) from any "
                                                   "host; needs -o")
    return p


def run(args: argparse.Namespace) -> int:
    try:
        text = read_bytes(args.file).decode("utf-8")
    except OSError as exc:
        print("%s: error: %s" % (args.file, exc.strerror), file=sys.stderr)
        return 1
    except UnicodeDecodeError as exc:
        print("%s: error: not UTF-8 text (byte 0x%02x at offset %d)" % (args.file, exc.object[exc.start], exc.start),
              file=sys.stderr)
        return 1
    if args.target is not None:
        return _write_for_target(args, text)
    try:
        code = assemble(text, filename=args.file, verify=not args.no_verify)
    except AsmSyntaxError as exc:
        print(str(exc).splitlines()[0], file=sys.stderr)  # FILE:LINE:COL: error: ...
        return 1
    if args.output:
        data = bytearray(importlib.util.MAGIC_NUMBER)
        data += (0).to_bytes(4, "little") + int(time.time()).to_bytes(4, "little") + len(text).to_bytes(4, "little")
        data += marshal.dumps(code)
        try:
            with open(args.output, "wb") as f:
                f.write(bytes(data))
        except OSError as exc:
            print("%s: error: %s" % (args.output, exc.strerror), file=sys.stderr)
            return 1
    if args.run_code:
        exec(code, {"__name__": "__main__", "__file__": args.file, "__builtins__": __builtins__})
    elif not args.output:
        print("%s: assembled %s (%d bytes of code); use -o OUT.pyc or --run" % (
            args.file, code.co_name, len(code.co_code)))
    return 0


def _write_for_target(args: argparse.Namespace, text: str) -> int:
    """``--target 3.X -o OUT.pyc``: assemble as CPython 3.X, write with antioch's own marshal."""
    if not args.output or args.run_code:
        print("antioch asm: error: --target writes a .pyc: give -o OUT.pyc (and no --run)", file=sys.stderr)
        return 2
    version = parse_version(args.target)
    try:
        data = assemble_pyc(text, version, args.file, int(time.time()), len(text.encode("utf-8")))
    except AsmSyntaxError as exc:
        print(str(exc).splitlines()[0], file=sys.stderr)
        return 1
    try:
        with open(args.output, "wb") as f:
            f.write(data)
    except OSError as exc:
        print("%s: error: %s" % (args.output, exc.strerror), file=sys.stderr)
        return 1
    return 0
