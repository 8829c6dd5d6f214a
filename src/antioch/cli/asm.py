"""``antioch asm``: assemble a listing into a .pyc, or run it.

The listing's ``.version`` says which CPython it is for (``--target`` names it for a listing without
one, and must agree with one that has it): a listing for this interpreter can run (``--run [ARGS...]``,
everything after ``--run`` being the program's) or be written with this interpreter's marshal; a
listing for another version is written as that version's .pyc through antioch's own marshal.
"""
import argparse
import importlib.util
import linecache
import marshal
import sys
import time
from typing import Any, List, Tuple

from antioch.asm.assemble import assemble
from antioch.asm.parser import parse_listing
from antioch.errors import AntiochError, AsmSyntaxError, UsageError
from antioch.files import cannot_read, read_bytes
from antioch.opcodes import HOST, Version, parse_version
from antioch.pycview import assemble_pyc


def add_parser(sub: "argparse._SubParsersAction") -> argparse.ArgumentParser:
    p = sub.add_parser("asm", help="assemble a listing (.pyasm) into a .pyc or run it",
                       description="Assemble FILE for the CPython version its .version line names (this "
                                   "interpreter's when it names none). Errors are reported as "
                                   "antioch asm: FILE:LINE:COL: message.")
    p.add_argument("file", metavar="FILE.pyasm")
    p.add_argument("-o", "--output", metavar="OUT.pyc", help="write a .pyc for the listing's version")
    p.add_argument("--run", dest="run_code", action="store_true",
                   help="run the assembled code as __main__ (a listing for this interpreter); every "
                        "argument after --run is the program's: --run [ARG ...]")
    p.add_argument("--no-verify", action="store_true", help="skip the verifier")
    p.add_argument("--target", metavar="3.X", help="write a .pyc for CPython 3.X (any of 3.8-3.15): a listing "
                                                   "without .version is assembled for it, one with another "
                                                   ".version is refused; needs -o")
    return p


#: antioch asm's own options that take a value
_OPTIONS_WITH_VALUE = ("-o", "--output", "--target")


def split_program_args(argv: List[str]) -> Tuple[List[str], List[str]]:
    """(``asm`` and its own arguments up to ``--run`` and FILE; the arguments after them, the program's)."""
    if "--run" not in argv:
        return argv, []
    at = argv.index("--run") + 1
    i, file_given = 1, False
    while i < at - 1:
        file_given = file_given or not argv[i].startswith("-")
        i += 2 if argv[i] in _OPTIONS_WITH_VALUE else 1
    if not file_given and at < len(argv):  # antioch asm --run FILE ARGS...
        at += 1
    return argv[:at], argv[at:]


def run(args: argparse.Namespace) -> int:
    try:
        text = read_bytes(args.file).decode("utf-8")
    except OSError as exc:
        raise AntiochError(cannot_read(args.file, exc)) from None
    except UnicodeDecodeError as exc:
        raise AntiochError("%s: not UTF-8 text (byte 0x%02x at offset %d)"
                           % (args.file, exc.object[exc.start], exc.start)) from None
    try:
        if args.target is not None:
            if not args.output or args.run_code:
                raise UsageError("--target writes a .pyc: give -o OUT.pyc (and no --run)")
            version = parse_version(args.target)
        else:
            version = parse_listing(text, args.file).version
        if version != HOST or args.target is not None:  # --target: the listing must be for that version
            return _write_foreign(args, text, version)
        code = assemble(text, filename=args.file, verify=not args.no_verify)
    except AsmSyntaxError as exc:  # the place, then the message: antioch asm: FILE:LINE:COL: ...
        raise AntiochError("%s:%d:%d: %s" % (exc.filename, exc.line, exc.col, exc.message)) from None
    if args.output:
        data = bytearray(importlib.util.MAGIC_NUMBER)
        data += (0).to_bytes(4, "little") + int(time.time()).to_bytes(4, "little") + len(text).to_bytes(4, "little")
        data += marshal.dumps(code)
        _write(args.output, bytes(data), HOST, quiet=args.run_code)
    if args.run_code:
        return _run_as_main(code, args.file, list(args.program_args))
    if not args.output:
        print("%s: assembled %s (%d bytes of code); use -o OUT.pyc or --run" % (
            args.file, code.co_name, len(code.co_code)))
    return 0


def _write_foreign(args: argparse.Namespace, text: str, version: Version) -> int:
    """A listing for another CPython: written as its .pyc with antioch's own marshal; it cannot run here."""
    if args.run_code:
        raise AntiochError("%s is CPython %d.%d assembly and this is CPython %d.%d: it cannot run here "
                           "(write its .pyc with -o)" % ((args.file,) + version + HOST))
    data = assemble_pyc(text, version, args.file, int(time.time()), len(text.encode("utf-8")),
                        verify=not args.no_verify)
    if args.output:
        _write(args.output, data, version)
    else:
        print("%s: assembled for CPython %d.%d; use -o OUT.pyc to write it" % ((args.file,) + version))
    return 0


def _run_as_main(code: Any, filename: str, program_args: List[str]) -> int:
    """Run ``code`` as ``__main__``; its uncaught exception is printed as python would, without antioch's frames."""
    from antioch.vm.tracebacks import print_exception

    if code.co_filename == filename:
        # The listing names no source file: its .line numbers are not lines of the listing itself, so the
        # traceback shows no source text rather than the wrong one.
        linecache.cache[filename] = (0, None, [], filename)
    sys.argv[:] = [filename, *program_args]
    try:
        exec(code, {"__name__": "__main__", "__file__": filename, "__builtins__": __builtins__})
    except SystemExit:
        raise
    except BaseException as exc:  # the program's uncaught exception, as CPython prints it
        sys.stdout.flush()
        print_exception(exc)
        return 1
    return 0


def _write(path: str, data: bytes, version: Version, quiet: bool = False) -> None:
    try:
        with open(path, "wb") as f:
            f.write(data)
    except OSError as exc:
        raise AntiochError("%s: cannot write: %s" % (path, exc.strerror or exc)) from None
    if not quiet:  # with --run, standard output is the program's
        print("%s: wrote CPython %d.%d .pyc, %d bytes" % ((path,) + version + (len(data),)))
