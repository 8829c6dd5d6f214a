"""The decompiler's own check: recompile its output and compare every code object with the original.

Exact means the same instructions and arguments, constants, names, local, cell and free
names, flags, argument counts and exception table (CPython's ``co_code``, ``co_consts``,
``co_names``, ``co_varnames``, ``co_cellvars``, ``co_freevars``, ``co_flags``, ``co_*argcount``,
``co_exceptiontable``); line tables, ``co_firstlineno`` and ``co_stacksize`` are not compared.
The output is compiled by the interpreter of the code's version: this one when it is the
host's, else another installed CPython in a child process, whose marshalled code antioch's
own reader (:mod:`antioch.pyc.marshal`) reads; for 3.14 and 3.15, Pyodide's build run by Node.
"""
import glob
import os
import shutil
import subprocess
from itertools import compress
from operator import itemgetter
from typing import Any, Dict, Iterable, List, NamedTuple, Optional, Tuple

from antioch.codeobj import HOST, CodeFields, fields_of, same_const, walk_code
from antioch.decompile import Decompiled, decompile_report, fields_tree
from antioch.encoding.linetable import host_decodes_positions, host_location_positions
from antioch.errors import AntiochError, DecodeError
from antioch.interpreters import find_pyodide  # the same lookup the explorer makes
from antioch.ir import Label
from antioch.lift import lift
from antioch.lift_fast import plan_for

Version = Tuple[int, int]

_FIRST = itemgetter(0)

#: the fields that must agree, as CodeFields names
CHECKED_FIELDS = ("argcount", "posonlyargcount", "kwonlyargcount", "flags", "names", "varnames", "freevars",
                  "cellvars", "exceptiontable", "name", "qualname")


class CodeResult(NamedTuple):
    """One code object of the original: exact or not, and the first difference."""

    qualname: str
    exact: bool
    #: the decompiler left its body as a listing (so it cannot be exact)
    stubbed: bool
    difference: str
    #: every instruction on the line it had (only looked at for exact code objects)
    lines_kept: bool = False


class CheckReport(NamedTuple):
    decompiled: Decompiled
    results: List[CodeResult]
    #: why the output did not compile, if it did not
    compile_error: str

    @property
    def exact(self) -> int:
        return sum(r.exact for r in self.results)

    @property
    def lines_kept(self) -> int:
        return sum(r.lines_kept for r in self.results)

    @property
    def all_exact(self) -> bool:
        return bool(self.results) and all(r.exact for r in self.results)


def check(code: Any, version: Optional[Version] = None) -> CheckReport:
    """Decompile ``code``, recompile the source and compare each code object with the original."""
    f = fields_of(code)
    version = version or f.version
    decompiled = decompile_report(code, version)
    stubbed = {o.qualname for o in decompiled.outcomes if not o.decompiled}
    results, error = compare(code, decompiled.source, version, stubbed, decompiled.compiled, decompiled)
    return CheckReport(decompiled, results, error)


def compare(code: Any, source: str, version: Version, stubbed: Iterable[str] = (),
            compiled: Any = None, decompiled: Optional[Decompiled] = None) -> Tuple[List[CodeResult], str]:
    """Compile ``source`` with CPython ``version`` and compare each code object of ``code`` with its
    twin there (paired by qualified name, then order): the results, and why the source did not
    compile ('' when it did).  ``stubbed``: qualified names the source left as listings;
    ``compiled``: ``source`` already compiled by the host (:attr:`Decompiled.compiled`), used as it is;
    ``decompiled``: what decompiling ``code`` gave, whose fields of it are used as they were read."""
    f = fields_of(code)
    # (each code object's fields read once, and the host's code object each was read from kept, by the
    # id of its fields: the comparison looks at each many times, and the host decodes its positions)
    live: Dict[int, Any] = {}
    if decompiled is not None and decompiled.fields is not None and decompiled.live is not None:
        live.update(decompiled.live)
        tree = decompiled.fields
    else:
        tree = fields_tree(code, live)
    originals = list(walk_code(tree))
    stubbed = set(stubbed)
    try:
        if compiled is None or version != HOST:
            compiled = recompile(source, f.filename or "<decompiled>", version)
        rebuilt = list(walk_code(fields_tree(compiled, live)))
    except AntiochError as exc:
        return [CodeResult(_qualname(o), False, _qualname(o) in stubbed, "the output does not compile")
                for o in originals], str(exc)
    results = []
    hosts = live if version == HOST else None
    for original, other in zip(originals, twins(originals, rebuilt)):
        name = _qualname(original)
        difference = "no such code object in the output" if other is None else first_difference(original, other,
                                                                                                 version, hosts)
        kept = not difference and other is not None and same_lines(original, other, version, hosts)
        results.append(CodeResult(name, not difference, name in stubbed, difference, kept))
    return results, ""


def twins(originals: List[Any], rebuilt: List[Any]) -> List[Any]:
    """For each original code object (``walk_code`` of a module, in its order), the rebuilt one at the
    same place (None when there is none): the same names from the module down (a qualified name,
    which code objects have only from 3.11, and each enclosing code object's name too), then the
    same rank among equal places; a stub keeps nested functions, so order alone is not enough, and
    one code object missing does not shift the pairs of the others."""
    by_place: Dict[Tuple[str, ...], List[Any]] = {}
    for place, code_object in _places(rebuilt):
        by_place.setdefault(place, []).append(code_object)
    seen: Dict[Tuple[str, ...], int] = {}
    out = []
    for place, _ in _places(originals):
        nth = seen.get(place, 0)
        seen[place] = nth + 1
        candidates = by_place.get(place, [])
        out.append(candidates[nth] if nth < len(candidates) else None)
    return out


def _places(codes: List[Any]) -> List[Tuple[Tuple[str, ...], Any]]:
    """Each code object of ``codes`` (a walk of ``codes[0]``) with the names from the root down to it."""
    out: List[Tuple[Tuple[str, ...], Any]] = []

    def walk(code: Any, above: Tuple[str, ...]) -> None:
        place = above + (_qualname(code),)
        out.append((place, code))
        for const in fields_of(code).consts:
            if isinstance(const, CodeFields) or hasattr(const, "co_code"):
                walk(const, place)

    if codes:
        walk(codes[0], ())
    if len(out) != len(codes):  # not one module's walk: by name alone
        return [((_qualname(code),), code) for code in codes]
    return out


def same_lines(a: Any, b: Any, version: Version, live: Optional[Dict[int, Any]] = None) -> bool:
    """Whether each instruction of two code objects with the same instructions has the same line
    (``live``: the host's code object of a :class:`CodeFields`, by its id, as :func:`fields_tree` gives)."""
    fa, fb = fields_of(a), fields_of(b)
    same_code = fa.code == fb.code
    if same_code and fa.linetable == fb.linetable and fa.firstlineno == fb.firstlineno:
        return True  # (the lines are decoded from these alone: no need to lift either)
    if same_code and live is not None and host_decodes_positions(version):
        # (3.11+ tables hold columns too, which the output's never share.)  Each instruction's line
        # is that of one of its units, as the host decodes them (what lift does with a live code
        # object): the same line for every unit is the same for every instruction; and where each
        # instruction is the one unit whose opcode is no cache (0) and none has an EXTENDED_ARG
        # prefix, that unit's line is the instruction's (lift_fast.fast_items).  Else both are lifted.
        units = len(fa.code) >> 1
        ha, hb = _live(a, fa, live), _live(b, fb, live)
        pa = host_location_positions(ha, units) if ha is not None else None
        pb = host_location_positions(hb, units) if hb is not None and pa is not None else None
        if pa is not None and pb is not None:
            if _lines(pa) == _lines(pb):
                return True
            plan = plan_for(version)
            ops = fa.code[0::2]
            if plan.has_caches and plan.extended_arg not in ops and plan.whole.fullmatch(fa.code):
                return _lines(list(compress(pa, ops))) == _lines(list(compress(pb, ops)))
    try:
        la = [i.lineno for i in lift(fa, version, _live(a, fa, live)).instructions()]
        lb = [i.lineno for i in lift(fb, version, _live(b, fb, live)).instructions()]
    except AntiochError:
        return False
    return la == lb


def _lines(positions: List[Any]) -> List[Optional[int]]:
    """The line of each position, as :attr:`antioch.ir.Instr.lineno` reads it (at C speed where
    none is missing, as the host decodes them: each is a tuple)."""
    if None in positions:
        return [p[0] if p else None for p in positions]
    return list(map(_FIRST, positions))


def _live(code: Any, f: CodeFields, live: Optional[Dict[int, Any]]) -> Any:
    """The host's code object ``f`` was read from (``code`` itself, or found in ``live``), None
    without ``live``."""
    if live is None:
        return None
    return code if code is not f else live.get(id(f))


def _qualname(code: Any) -> str:
    f = fields_of(code)
    return f.qualname or f.name


def first_difference(a: Any, b: Any, version: Version, live: Optional[Dict[int, Any]] = None) -> str:
    """The first instruction or field in which two code objects differ ('' when they agree;
    ``live`` as for :func:`same_lines`)."""
    fa, fb = fields_of(a), fields_of(b)
    if fa.code != fb.code:
        return _first_instruction(fa, fb, version, _live(a, fa, live), _live(b, fb, live))
    if len(fa.consts) != len(fb.consts):
        return "co_consts: %d constants, the output's has %d" % (len(fa.consts), len(fb.consts))
    for i, (x, y) in enumerate(zip(fa.consts, fb.consts)):
        if isinstance(x, CodeFields) or hasattr(x, "co_code"):
            if not (isinstance(y, CodeFields) or hasattr(y, "co_code")):
                return "co_consts[%d]: a code object, the output's is %r" % (i, y)
        elif not same_const(x, y):
            return "co_consts[%d]: %r, the output's is %r" % (i, x, y)
    for name in CHECKED_FIELDS:
        va, vb = getattr(fa, name), getattr(fb, name)
        if va != vb:
            return "co_%s: %r, the output's is %r" % (name, va, vb)
    return ""


def _first_instruction(fa: CodeFields, fb: CodeFields, version: Version, live_a: Any = None,
                       live_b: Any = None) -> str:
    try:
        ir_a, ir_b = lift(fa, version, live_a), lift(fb, version, live_b)
    except AntiochError:
        return "co_code differs"
    ia, ib = ir_a.instructions(), ir_b.instructions()
    # (a jump's target is compared as the index of the instruction it lands on, a place both
    # listings share; the labels of two lifts are never the same objects)
    at_a, at_b = _label_positions(ir_a), _label_positions(ir_b)
    for k in range(max(len(ia), len(ib))):
        x = ia[k] if k < len(ia) else None
        y = ib[k] if k < len(ib) else None
        if x is None or y is None or x.name != y.name or _arg(x.arg, at_a) != _arg(y.arg, at_b):
            where = "offset %d" % (x.offset or 0) if x is not None else "the end"
            return "at %s: %s, the output has %s" % (where, _show(x, at_a), _show(y, at_b))
    return _other_encoding(ia, ib, at_a)


def _other_encoding(ia: List[Any], ib: List[Any], at: Dict[Label, int]) -> str:
    """Where two listings of the same instructions and arguments differ in their bytes: a value at
    another index of its pool (the pool's order differs: constants, names), or a jump with another
    count of EXTENDED_ARG prefixes (3.8-3.9: the peephole optimizer keeps those of a jump whose
    target moved closer when it removed code, so dead code the source had shows)."""
    for x, y in zip(ia, ib):
        if x.index != y.index and x.index is not None and y.index is not None:
            return "at offset %d: %s is at index %d of its pool, the output's at %d" \
                % (x.offset or 0, _show(x, at), x.index, y.index)
        if x.ext != y.ext:
            return "at offset %d: %s has %d EXTENDED_ARG, the output's %d" % (x.offset or 0, _show(x, at), x.ext, y.ext)
    return "co_code differs (same instructions, other encoding)"


def _label_positions(ir: Any) -> Dict[Label, int]:
    """Label -> the index of the instruction it stands before."""
    at = {}
    n = 0
    for item in ir.items:
        if isinstance(item, Label):
            at[item] = n
        else:
            n += 1
    return at


def _arg(arg: Any, at: Any) -> Any:
    if isinstance(arg, Label):
        return ("label", at.get(arg))
    if hasattr(arg, "co_code") or isinstance(arg, CodeFields):
        return "<code>"
    return repr(arg)


def _show(instr: Any, at: Dict[Label, int]) -> str:
    if instr is None:
        return "nothing"
    arg = instr.arg
    if isinstance(arg, Label):
        return "%s to instruction %s" % (instr.name, at.get(arg, "?"))
    if arg is None:
        return instr.name
    if hasattr(arg, "co_code") or isinstance(arg, CodeFields):
        return "%s <code %s>" % (instr.name, fields_of(arg).name)
    return "%s %r" % (instr.name, arg)


# -- compiling with the interpreter of a version ------------------------------------------------

_CHILD = ("import marshal, sys\n"
          "source = sys.stdin.buffer.read().decode('utf-8')\n"
          "try:\n"
          "    code = compile(source, sys.argv[1], 'exec', dont_inherit=True)\n"
          "except (SyntaxError, ValueError) as exc:\n"
          "    sys.stderr.write('%s: %s' % (type(exc).__name__, exc)); sys.exit(3)\n"
          "sys.stdout.buffer.write(marshal.dumps(code))\n")


def recompile(source: str, filename: str, version: Version) -> Any:
    """The module code of ``source`` compiled by CPython ``version``: a code object of this host, a
    :class:`CodeFields` from another interpreter; :class:`DecodeError` when it does not compile."""
    if version == HOST:
        try:
            return compile(source, filename, "exec", dont_inherit=True)
        except (SyntaxError, ValueError) as exc:
            raise DecodeError("the decompiled source does not compile: %s: %s" % (type(exc).__name__, exc)) \
                from None
    command = compiler_command(version)
    if command is None:
        raise DecodeError("no CPython %d.%d is installed to compile the output with" % version)
    done = subprocess.run(command + ["-c", _CHILD, filename], input=source.encode("utf-8"),
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    if done.returncode != 0:
        raise DecodeError("the decompiled source does not compile under CPython %d.%d: %s"
                          % (version + (done.stderr.decode("utf-8", "replace").strip()[-300:],)))
    from antioch.pyc.marshal import loads
    return loads(done.stdout, version, filename)


def compiler_command(version: Version) -> Optional[List[str]]:
    """How to run a CPython of ``version`` (then ``-c CODE ARGS``): an installed one in isolated mode,
    else for 3.14/3.15 Pyodide's build under Node (``tools/pyodide.mjs`` of this checkout)."""
    python = interpreter_for(version)
    if python is not None:
        return [python, "-I"]
    for found in find_pyodide():
        if found.version == version and found.runner is not None:
            return [found.path, found.runner, "%d.%d" % version]
    return None


def interpreter_for(version: Version) -> Optional[str]:
    """An installed CPython of ``version``: ``python3.X`` on the PATH, else the newest under pyenv."""
    name = "python%d.%d" % version
    roots = [os.environ.get("PYENV_ROOT") or "", os.path.expanduser("~/.pyenv")]
    found = sorted(p for root in roots if root
                   for p in glob.glob(os.path.join(root, "versions", "%d.%d.*" % version, "bin", name)))
    if found:
        return found[-1]
    return shutil.which(name)


__all__ = ["CheckReport", "CodeResult", "check", "compare", "compiler_command", "first_difference",
           "interpreter_for", "recompile", "twins"]
