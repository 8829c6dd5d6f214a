"""Assembly text -> code objects and functions.

Each ``.code`` block is lowered after the blocks it refers to, so that a parent's constants
hold its nested code objects.  What a block does not state is derived: pools from first use
(by :func:`antioch.lower.lower`), ``co_nlocals`` from the varnames, the line table from the
positions, the exception table from the try ranges, the flags from the kind of block, and the
stack size by data flow.
"""
import types
from typing import Any, Dict, List, Optional, Set, Tuple

from antioch.asm.consts import CodeRef
from antioch.asm.listing import Block, Listing
from antioch.asm.parser import parse_listing
from antioch.asm.syntax import FLAG_VALUES
from antioch.codeobj import HOST, CodeFields, build_code, parameter_count
from antioch.encoding.units import scan_units
from antioch.errors import AntiochError, AsmSyntaxError, EncodeError
from antioch.finishing import code_kind
from antioch.ir import Bytecode, Instr, RawArg
from antioch.lower import lower
from antioch.opcodes import table_for

_FUNCTION_FLAGS = FLAG_VALUES["OPTIMIZED"] | FLAG_VALUES["NEWLOCALS"]


class _Lowering:
    """Lowers the blocks of one listing, each once, children before the code that loads them."""

    def __init__(self, listing: Listing, filename: str, as_function: bool = False) -> None:
        self.listing = listing
        self.filename = filename
        #: the top block becomes a function (:func:`function`): without .flags it gets a function's
        self.as_function = as_function
        self.blocks: Dict[str, Block] = {}
        self.done: Dict[int, CodeFields] = {}
        self.busy: Set[int] = set()
        #: every code object lowered, with the listing (line, column) of each of its instructions
        self.sources: List[Tuple[CodeFields, List[Tuple[int, int]]]] = []
        self._collect(listing.root)

    def _collect(self, block: Block) -> None:
        for child in block.children:
            if child.ident in self.blocks:
                raise AsmSyntaxError(".code %s is defined twice" % child.ident, self.filename, 0, 0)
            self.blocks[child.ident] = child  # type: ignore[index]
            self._collect(child)

    def code_for(self, ref: CodeRef, line: int, col: int) -> CodeFields:
        block = self.blocks.get(ref.id)
        if block is None:
            raise AsmSyntaxError("no .code %s in this listing" % ref.id, self.filename, line, col)
        if id(block) in self.busy:
            raise AsmSyntaxError("code object %s contains itself" % ref.id, self.filename, line, col)
        return self.lower(block)

    def lower(self, block: Block) -> CodeFields:
        done = self.done.get(id(block))
        if done is not None:
            return done
        ir = self.ir_of(block)
        try:
            out = lower(ir)
        except EncodeError as exc:
            raise AsmSyntaxError(str(exc), self.filename, 0, 0) from None
        values = block.values
        self._check_parameters(block, out)
        out.nlocals = values.get("nlocals", len(out.varnames))  # out is a fresh copy: set in place
        if "linetable" in values:
            out.linetable = values["linetable"]
        if "exceptiontable" in values:
            out.exceptiontable = values["exceptiontable"]
        out.stacksize = values["stacksize"] if "stacksize" in values else derive_stacksize(out)
        self.busy.discard(id(block))
        self.done[id(block)] = out
        self.sources.append((out, block.instr_sources))
        return out

    def ir_of(self, block: Block) -> Bytecode:
        """The IR of ``block``, the code objects it loads lowered first."""
        self.busy.add(id(block))
        resolved: Dict[int, CodeFields] = {}
        for ref, line, col in block.code_refs:
            resolved[id(ref)] = self.code_for(ref, line, col)
        f = self._fields(block, resolved)
        for item in block.items:
            if isinstance(item, Instr) and isinstance(item.arg, CodeRef):
                item.arg = resolved[id(item.arg)]
        return Bytecode(f, block.items, block.try_ranges)

    def _fields(self, block: Block, resolved: Dict[int, CodeFields]) -> CodeFields:
        v = block.values
        parent = block.parent
        name = v.get("name", block.ident if block.ident is not None else "<module>")
        consts = tuple(resolved[id(c)] if isinstance(c, CodeRef) else c for c in v.get("consts", ()))
        filename = v.get("filename")
        if filename is None:
            filename = self.done_filename(parent) if parent is not None else self.filename
        return CodeFields(
            version=self.listing.version,
            argcount=v.get("argcount", 0),
            posonlyargcount=v.get("posonlyargcount", 0),
            kwonlyargcount=v.get("kwonlyargcount", 0),
            flags=v["flags"] if "flags" in v else self._flags(block),
            consts=consts,
            names=tuple(v.get("names", ())),
            varnames=tuple(v.get("varnames", ())),
            cellvars=tuple(v.get("cellvars", ())),
            freevars=tuple(v.get("freevars", ())),
            filename=filename,
            name=name,
            qualname=v.get("qualname", name),
            firstlineno=v.get("firstlineno", _first_line(block)),
        )

    def done_filename(self, block: Block) -> str:
        while block is not None:
            if "filename" in block.values:
                return block.values["filename"]
            block = block.parent  # type: ignore[assignment]
        return self.filename

    def _flags(self, block: Block) -> int:
        """What a block without ``.flags`` gets: a function's flags for nested blocks, blocks with
        parameters and the code of :func:`function`; the kind of code the instructions show
        (generator, coroutine, async generator: :func:`antioch.finishing.code_kind`)."""
        v = block.values
        function_like = block.parent is not None or "params" in v or any(
            v.get(k) for k in ("argcount", "posonlyargcount", "kwonlyargcount")) or bool(self.listing.function) \
            or self.as_function
        table = table_for(self.listing.version)
        kind = code_kind([item for item in block.items if isinstance(item, Instr)], table)
        if not function_like:
            return kind
        flags = _FUNCTION_FLAGS | kind
        if "params" in v:
            flags |= v["params"].flags
        if v.get("freevars"):
            flags |= FLAG_VALUES["NESTED"]
        if self.listing.version < (3, 10) and not v.get("freevars") and not v.get("cellvars"):
            flags |= FLAG_VALUES["NOFREE"]
        return flags

    def _check_parameters(self, block: Block, out: CodeFields) -> None:
        """Refuse parameters taken from first use when one of them is first stored: ``.argcount 1``
        over code that stores ``y`` before it loads ``x`` would make ``y`` the argument."""
        v = block.values
        if "varnames" in v or "params" in v:
            return
        parameters = set(out.varnames[:parameter_count(out)])
        table = table_for(out.version)
        seen = set()
        for item, (line, col) in zip([i for i in block.items if isinstance(i, Instr)], block.instr_sources):
            info = table.by_name.get(item.name)
            if info is None or info.kind not in ("local", "local_pair") or isinstance(item.arg, RawArg):
                continue
            names = item.arg if info.kind == "local_pair" else (item.arg,)
            stores = item.name.startswith(("STORE_", "DELETE_"))
            for k, name in enumerate(names):
                if name in parameters and name not in seen and stores and (k == 0 or item.name.endswith("STORE_FAST")):
                    raise AsmSyntaxError(
                        "%s %s: parameters are the first locals used, and this first use of %r stores it; "
                        "name the parameters with .params (or .varnames)" % (item.name, name, name),
                        self.filename, line, col)
                seen.add(name)


def _first_line(block: Block) -> int:
    for item in block.items:
        if isinstance(item, Instr) and item.position and item.position[0] is not None:
            return item.position[0]
    return 1


def derive_stacksize(f: CodeFields) -> int:
    """co_stacksize by data flow (antioch.analysis when present, else a simple walk)."""
    from antioch.analysis.stackdepth import stackdepth

    try:
        return int(stackdepth(f))
    except Exception:  # a listing the analysis cannot follow still assembles; the verifier says why
        from antioch.asm.stacksize import simple_stacksize

        return simple_stacksize(f)


def assemble_listing(text: str, filename: str = "<asm>",
                     version: Optional[Tuple[int, int]] = None) -> Tuple[CodeFields, Dict[str, Any]]:
    """(top code object as :class:`CodeFields`, function-level directives) of a listing of any version."""
    f, function, _ = _assemble(text, filename, version)
    return f, function


def _assemble(text: str, filename: str, version: Optional[Tuple[int, int]],
              as_function: bool = False) -> Tuple[CodeFields, Dict[str, Any], Any]:
    """assemble_listing, plus every code object lowered with the listing places of its instructions."""
    listing = parse_listing(text, filename, version)
    lowering = _Lowering(listing, filename, as_function)
    return lowering.lower(listing.root), listing.function, lowering.sources


def assemble_ir(text: str, filename: str = "<asm>", version: Optional[Tuple[int, int]] = None) -> Bytecode:
    """The IR of a listing's top code object, to edit before :meth:`~antioch.ir.Bytecode.to_code`.

    Its instructions remember their place in the listing, and a ``VerifyError`` of ``to_code()``
    starts with it (``FILE:LINE:COL:``); the code objects it loads are lowered already.  What the
    listing states of the stack size, ``co_nlocals`` and the tables is worked out again by
    ``to_code()``; ``.defaults`` and ``.kwdefaults`` become the IR's.

    >>> ir = assemble_ir(".version %d.%d\\n    LOAD_CONST 7\\n    RETURN_VALUE\\n" % HOST, "seven.asm")
    >>> eval(ir.to_code())
    7
    """
    listing = parse_listing(text, filename, version)
    root = listing.root
    ir = _Lowering(listing, filename).ir_of(root)
    instrs = [item for item in root.items if isinstance(item, Instr)]
    ir.sources = {id(instr): (instr, (filename, line, col)) for instr, (line, col) in zip(instrs, root.instr_sources)}
    ir.defaults = tuple(listing.function.get("defaults", ()))
    ir.kwdefaults = dict(listing.function.get("kwdefaults", {}))
    return ir


def assemble_fields(text: str, filename: str = "<asm>", version: Optional[Tuple[int, int]] = None,
                    verify: bool = False) -> CodeFields:
    """The code object of a listing of any version, as :class:`CodeFields` (write it to a .pyc); with
    ``verify``, refused as :func:`assemble` refuses what the verifier finds unsafe."""
    f, _, lowered = _assemble(text, filename, version)
    if verify:
        _verify(lowered, filename)
    return f


def _verify(lowered: List[Tuple[CodeFields, List[Tuple[int, int]]]], filename: str) -> None:
    """Refuse code the verifier finds unsafe, naming the listing's line and column of the first problem."""
    from antioch.analysis.verify import verify

    for f, sources in lowered:
        problems = verify(f, nested=False)
        if problems:
            first = problems[0]
            line, col = _source_of(f, sources, first.offset)
            more = " (and %d more)" % (len(problems) - 1) if len(problems) > 1 else ""
            raise AsmSyntaxError("%s: %s%s" % (first.rule, first.message, more), filename, line, col)


def _source_of(f: CodeFields, sources: List[Tuple[int, int]], offset: Optional[int]) -> Tuple[int, int]:
    """Listing (line, column) of the instruction at byte ``offset`` of ``f`` ((0, 0) when unknown)."""
    if offset is None:
        return (0, 0)
    try:
        units = scan_units(table_for(f.version), f.code)
    except AntiochError:
        return (0, 0)
    for unit, source in zip(units, sources):
        if unit[3] <= offset <= unit[2]:
            return source
    return (0, 0)


def assemble(text: str, filename: str = "<asm>", verify: bool = True) -> types.CodeType:
    """A code object of this interpreter from assembly ``text``.

    >>> code = assemble('''
    ... .version %d.%d
    ... .consts None
    ...     LOAD_CONST None
    ...     RETURN_VALUE
    ... ''' % HOST)
    >>> exec(code)
    """
    f, _, lowered = _assemble(text, filename, HOST)
    return _host_code(f, filename, lowered if verify else None)


def _host_code(f: CodeFields, filename: str, lowered: Optional[List[Any]]) -> types.CodeType:
    if f.version != HOST:
        raise EncodeError("%s is CPython %d.%d assembly; this is CPython %d.%d (write a .pyc with "
                          "`antioch asm -o`)" % ((filename,) + f.version + HOST))
    if lowered is not None:
        _verify(lowered, filename)
    return build_code(f, verify=False)  # verified above, naming the listing's lines, or not asked to be


def function(source: Any, defaults: Optional[Tuple[Any, ...]] = None, kwdefaults: Optional[Dict[str, Any]] = None,
             closure: Optional[Tuple[Any, ...]] = None, globals: Optional[Dict[str, Any]] = None,
             name: Optional[str] = None, filename: str = "<asm>", verify: bool = True,
             like: Optional[types.FunctionType] = None) -> types.FunctionType:
    """A function from a listing (its ``.defaults``/``.kwdefaults``/``.closure`` apply), an IR
    (:class:`~antioch.ir.Bytecode`: made with :meth:`~antioch.ir.Bytecode.to_code`, its defaults
    apply) or a code object.

    ``closure`` holds cell contents or ``types.CellType`` cells; arguments override the listing.
    ``like`` copies a function: its globals, defaults, keyword defaults, closure cells, name,
    qualified name, docstring, annotations and ``__dict__`` go to the new one (arguments still win).
    ``verify=False`` skips the verifier (CPython may crash on what it builds).
    """
    if like is not None:
        globals = like.__globals__ if globals is None else globals
        defaults = like.__defaults__ if defaults is None else defaults
        kwdefaults = like.__kwdefaults__ if kwdefaults is None else kwdefaults
        closure = like.__closure__ if closure is None else closure
        name = like.__name__ if name is None else name
    given: Dict[str, Any] = {}
    if isinstance(source, str):
        f, given, lowered = _assemble(source, filename, HOST, as_function=True)
        code = _host_code(f, filename, lowered if verify else None)
    elif isinstance(source, Bytecode):
        code = source.to_code(verify=verify)
        given = {"defaults": source.defaults, "kwdefaults": source.kwdefaults}
    else:
        code = source
    if defaults is None and "defaults" in given:
        defaults = tuple(given["defaults"])
    if kwdefaults is None and "kwdefaults" in given:
        kwdefaults = dict(given["kwdefaults"])
    if closure is None and "closure" in given:
        closure = tuple(given["closure"])
    cells = None
    if code.co_freevars:
        values = tuple(closure or ())
        if len(values) != len(code.co_freevars):
            raise EncodeError("%s needs %d closure cells (%s), got %d" % (
                code.co_name, len(code.co_freevars), ", ".join(code.co_freevars), len(values)))
        cells = tuple(v if type(v).__name__ == "cell" else _cell(v) for v in values)
    fn = types.FunctionType(code, globals if globals is not None else {"__builtins__": __builtins__},
                            name, tuple(defaults) if defaults else None, cells)
    if kwdefaults:
        fn.__kwdefaults__ = dict(kwdefaults)
    if like is not None:
        fn.__qualname__, fn.__doc__ = like.__qualname__, like.__doc__
        fn.__annotations__ = dict(like.__annotations__)
        fn.__dict__.update(like.__dict__)
        fn.__module__ = like.__module__
    return fn


def _cell(value: Any) -> Any:
    return (lambda: value).__closure__[0]  # type: ignore[index]
