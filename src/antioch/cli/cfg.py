"""``antioch cfg``: the control-flow graph of a code object as Graphviz DOT, SVG or PNG."""
import argparse
import os
import shutil
import subprocess
import sys

from antioch.analysis.cfg import build_cfg, check_analysable
from antioch.analysis.dot import to_dot
from antioch.asm.argtext import cfg_instruction_texts
from antioch.asm.disassemble import find_code
from antioch.codeobj import fields_of
from antioch.errors import AntiochError, UsageError
from antioch.lift import lift
from antioch.pycview import analysable_target_code


def add_parser(sub: "argparse._SubParsersAction") -> argparse.ArgumentParser:
    p = sub.add_parser("cfg", help="draw the control-flow graph (DOT, SVG, PNG)",
                       description="Draw the basic blocks of TARGET's code (a .py file, a .pyc file of any "
                                   "version as FILE.pyc[:qualname], a listing FILE.pyasm[:qualname], a module "
                                   "name, module:qualname or, with -c, source text), each with its instructions "
                                   "and its stack depth on entry. "
                                   "Writes DOT to stdout, or to -o FILE: FILE.dot as DOT, FILE.svg or FILE.png "
                                   "through Graphviz's `dot`.")
    p.add_argument("target", nargs="?", metavar="TARGET")
    p.add_argument("-c", dest="command", metavar="SOURCE", help="the code of this source text")
    p.add_argument("-o", "--output", metavar="FILE", help="write here (.dot, .svg or .png)")
    p.add_argument("--code", metavar="QUALNAME", help="a code object nested in TARGET, by qualified name")
    return p


def run(args: argparse.Namespace) -> int:
    if args.target is None and args.command is None:
        raise UsageError("give a TARGET or -c SOURCE")
    code = analysable_target_code(args.target, args.command)
    if args.code:
        code = find_code(code, args.code)
        if code is None:
            raise AntiochError("no code object named %s" % args.code)
    fields = fields_of(code)
    check_analysable(fields.version)
    cfg = build_cfg(lift(fields))
    dot = to_dot(cfg, fields.qualname or fields.name, cfg_instruction_texts(cfg))
    out = args.output
    if out is None or out.endswith(".dot"):
        if out is None:
            sys.stdout.write(dot)
        else:
            _write_text(out, dot)
        return 0
    fmt = os.path.splitext(out)[1].lstrip(".").lower()
    if fmt not in ("svg", "png"):
        raise AntiochError("write .dot, .svg or .png, not %s" % out)
    return render(dot, out, fmt)


def render(dot: str, out: str, fmt: str) -> int:
    """Run Graphviz; without it, write the DOT beside and say so."""
    exe = shutil.which("dot")
    folder = os.path.dirname(out) or "."
    if not os.path.isdir(folder):
        raise AntiochError("%s: cannot write: no folder %s" % (out, folder))
    if exe is None:
        _write_text(os.path.splitext(out)[0] + ".dot", dot)
        print("antioch cfg: Graphviz `dot` is not installed (apt-get install graphviz); wrote %s.dot"
              % os.path.splitext(out)[0], file=sys.stderr)
        return 1
    done = subprocess.run([exe, "-T" + fmt, "-o", out], input=dot.encode(), stderr=subprocess.PIPE)
    if done.returncode:
        why = done.stderr.decode(errors="replace").strip().splitlines()
        raise AntiochError("%s: Graphviz `dot` failed (exit %d)%s" % (out, done.returncode,
                                                                      ": " + why[0] if why else ""))
    return 0


def _write_text(path: str, text: str) -> None:
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as exc:
        raise AntiochError("%s: cannot write: %s" % (path, exc.strerror or exc)) from None
