"""``antioch forth``: the Forth, on files, on text, on standard input or as a REPL."""
import argparse
import contextlib
import sys
from typing import TYPE_CHECKING, Callable, Optional

if TYPE_CHECKING:  # the Forth is read when the command runs: every other command starts without it
    from antioch.forth import Forth, ForthError


def add_parser(sub: "argparse._SubParsersAction") -> argparse.ArgumentParser:
    p = sub.add_parser("forth", help="a Forth whose words compile to CPython bytecode",
                       description="Interpret the FILEs, then the -e TEXTs, then standard input: a REPL with "
                                   "' ok' prompts when it is a terminal, else read as a file. BYE or the end "
                                   "of input quits. An error in a file or in piped input prints antioch forth: "
                                   "FILE:LINE: message and exits 1; in the REPL the stacks are reset and it "
                                   "goes on. SEE word prints the word's bytecode as antioch's listing.")
    p.add_argument("files", nargs="*", metavar="FILE")
    p.add_argument("-e", dest="texts", action="append", default=[], metavar="TEXT", help="interpret TEXT")
    return p


def _report(exc: "ForthError") -> None:
    """An error in the REPL, which goes on: ``FILE:LINE: message``, as gforth writes it."""
    sys.stdout.flush()
    print(str(exc), file=sys.stderr)


def _report_fatal(exc: "ForthError") -> None:
    """An error that ends the command: in antioch's style, ``antioch forth: FILE:LINE: message``."""
    sys.stdout.flush()
    print("antioch forth: %s" % exc, file=sys.stderr)


def _terminal_reader() -> Callable[[], Optional[str]]:
    with contextlib.suppress(ImportError):  # line editing and history for input(), where the platform has it
        import readline  # noqa: F401

    interrupted = [False]

    def read() -> Optional[str]:
        """The next line; None at the end of input or at a second Ctrl-C in a row at the prompt."""
        while True:
            try:
                line = input()
            except EOFError:
                return None
            except KeyboardInterrupt:
                if interrupted[0]:
                    print()
                    return None
                interrupted[0] = True
                print("\n(Ctrl-C again or BYE to leave)")
                continue
            interrupted[0] = False
            return line
    return read


def run(args: argparse.Namespace) -> int:
    from antioch.forth import Forth

    forth = Forth(out=sys.stdout, inp=sys.stdin)
    try:
        return run_with(forth, args)
    finally:
        forth.close_files()      # what the program wrote reaches its files, whatever ended it


def run_with(forth: "Forth", args: argparse.Namespace) -> int:
    from antioch.forth import Bye, ForthError

    try:
        for path in args.files:
            forth.include(path)
        for n, text in enumerate(args.texts):
            forth.evaluate(text, filename="-e" if len(args.texts) == 1 else "-e#%d" % (n + 1))
    except ForthError as exc:
        _report_fatal(exc)
        return 1
    except Bye:
        return 0
    if sys.stdin.isatty():
        def ok() -> None:
            print(" compiled" if forth.state else " ok")
        forth.session(_terminal_reader(), on_error=_report, after_line=ok, interruptible=True)
        return 0
    try:
        forth.session(lambda: sys.stdin.readline() or None)
    except ForthError as exc:
        _report_fatal(exc)
        return 1
    return 0
