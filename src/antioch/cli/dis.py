"""``antioch dis``: the listing of a file, module, function, class or source text."""
import argparse
import sys

from antioch.asm.disassemble import disassemble, resolve_target
from antioch.errors import UsageError
from antioch.pycview import is_pyc_target, pyc_target_listing


def add_parser(sub: "argparse._SubParsersAction") -> argparse.ArgumentParser:
    p = sub.add_parser("dis", help="disassemble to antioch assembly (it assembles back exactly)",
                       description="Disassemble TARGET: a .py file, a .pyc file of any version (FILE.pyc[:qualname]), "
                                   "a module name, module:qualname (a function, method, class or nested "
                                   "function), FILE.py:qualname (the file imported as the module named after "
                                   "it, so the same listing as module:qualname) or, with -c, source text. "
                                   "Modules are found in the current folder first. The listing assembles back "
                                   "to the same code object with `antioch asm`.")
    p.add_argument("target", nargs="?", metavar="TARGET")
    p.add_argument("-c", dest="command", metavar="SOURCE", help="disassemble this source text")
    p.add_argument("--raw", action="store_true", help="show offsets, raw arguments, EXTENDED_ARG and CACHE units")
    p.add_argument("--source", action="store_true", help="show each source line above its instructions")
    p.add_argument("--no-color", action="store_true", help="plain text even on a terminal")
    return p


def run(args: argparse.Namespace) -> int:
    if args.target is None and args.command is None:
        raise UsageError("give a TARGET or -c SOURCE")
    if args.command is None and is_pyc_target(args.target):  # a .pyc of any version, on any host
        text = pyc_target_listing(args.target, raw=args.raw, source=args.source)
    else:
        text = disassemble(resolve_target(args.target, args.command), raw=args.raw, source=args.source)
    if not args.no_color and sys.stdout.isatty() and _print_in_color(text):
        return 0
    sys.stdout.write(text)
    return 0


def _print_in_color(text: str) -> bool:
    try:
        from rich.console import Console
        from rich.highlighter import RegexHighlighter
        from rich.theme import Theme
    except ImportError:
        return False

    class ListingHighlighter(RegexHighlighter):
        base_style = "asm."
        highlights = [r"(?P<comment>;.*)$", r"^(?P<directive>\.\w+)", r"^(?P<label>\S+:)$",
                      r"^\s+(?P<opcode>[A-Z_0-9]+)", r"(?P<position>@[\d?]+-[\d?:]+)",
                      r"(?P<string>b?'[^']*'|b?\"[^\"]*\")"]

    theme = Theme({"asm.comment": "dim", "asm.directive": "bold cyan", "asm.label": "bold yellow",
                   "asm.opcode": "bold", "asm.position": "dim blue", "asm.string": "green"})
    console = Console(highlighter=ListingHighlighter(), theme=theme, markup=False, emoji=False)
    for line in text.splitlines():
        console.print(line, soft_wrap=True)
    return True
