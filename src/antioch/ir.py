"""The symbolic IR: instructions whose arguments are values, labels and try ranges.

An :class:`Instr` names its opcode and carries its argument as a value: the
constant itself, a name, a local's name, a :class:`Label` for jumps, or an int
for counts and flag words.  What the original code object had beyond that (the
index a value sat at in its pool, redundant EXTENDED_ARG prefixes, non-zero cache
bytes, flag bits beside a name) is kept on the instruction so that lowering gives
back the same bytes; new instructions leave those at their defaults.
"""
from itertools import compress, repeat
from operator import itemgetter, not_
from typing import TYPE_CHECKING, Any, Dict, Iterator, List, NamedTuple, Optional, Tuple, Union

from antioch.codeobj import CO_NEWLOCALS, CO_OPTIMIZED, HOST, CodeFields
from antioch.opcodes import table_for
from antioch.params import parse_params

#: (lineno, end_lineno, col_offset, end_col_offset); before 3.11 only lineno is known.
Position = Tuple[Optional[int], Optional[int], Optional[int], Optional[int]]


class Label:
    """A place in the instruction list that jumps and try ranges refer to."""

    __slots__ = ("name",)

    def __init__(self, name: Optional[str] = None) -> None:
        self.name = name

    def __repr__(self) -> str:
        return "<Label %s>" % (self.name or hex(id(self)))


class RawArg(int):
    """An argument written as its raw integer, for what has no symbol (an index out of its pool)."""

    def __repr__(self) -> str:
        return "RawArg(%d)" % int(self)


def _field(index: int, doc: str) -> Any:
    """A read-write attribute for item ``index`` of an :class:`Instr` (read at C speed)."""
    def set_field(instr: "Instr", value: Any) -> None:
        instr[index] = value
    return property(itemgetter(index), set_field, doc=doc)


class Instr(list):  # a list of its fields, see below
    """One symbolic instruction: an opcode's name and its argument as a value.

    >>> Instr("LOAD_CONST", 3.5)                    # the constant itself, not its index
    Instr('LOAD_CONST', 3.5)
    >>> Instr("BINARY_OP", "+=").arg                # operators, intrinsics, ... by the name a listing prints
    '+='
    >>> Instr("LOAD_GLOBAL", "print", push_null=True).flags   # 3.11+: also push the NULL a call needs
    1
    >>> jump = Instr("JUMP_FORWARD", Label("done"))  # jumps take a Label placed in the item list

    The argument is the constant for LOAD_CONST, a name for the name opcodes, a local's name for
    LOAD_FAST and friends (a pair of names for 3.13's LOAD_FAST_LOAD_FAST), a :class:`Label` for
    jumps, a comparison such as ``"<"`` for COMPARE_OP, an operator such as ``"+"`` for BINARY_OP,
    and an int for counts; ``None`` for opcodes without one.  ``position`` is
    ``(line, end_line, col, end_col)`` (only the line before 3.11) or None for no line.

    The other fields remember what a lifted instruction had (pool index, redundant EXTENDED_ARG
    prefixes, cache bytes, offset) so that lowering gives back the same bytes; leave them alone
    in new instructions.  :meth:`Bytecode.to_code` fills in what depends on the version (3.12+
    comparison masks, 3.11's PRECALL, the pre-3.11 spellings of BINARY_OP and CALL).

    Underneath it is a list of its fields in the order of :data:`INSTR_FIELDS`, so that lifting
    makes the instructions of a whole code object at C speed (``map`` over rows, with no Python
    ``__init__`` per instruction: see :class:`LiftedInstr`).  Use it through its attributes; like
    any object it compares and hashes by identity, never by its fields.
    """

    __slots__ = ()

    # Positional parameters on purpose: CPython passes positional arguments about twice as fast as keywords.
    def __init__(self, name: str, arg: Any = None, position: Optional[Position] = None, flags: int = 0,
                 ext: int = 0, index: Optional[int] = None, caches: Optional[bytes] = None,
                 offset: Optional[int] = None, *, push_null: bool = False) -> None:
        self.extend((name, arg, position, flags | PUSH_NULL_BIT if push_null else flags, ext, index, caches,
                     offset, None))

    if TYPE_CHECKING:
        name: str
        arg: Any
        position: Optional[Position]
        flags: int
        ext: int
        index: Optional[int]  # type: ignore[assignment]  # hides list.index on purpose
        caches: Optional[bytes]
        offset: Optional[int]
        unit_positions: Optional[Tuple[Any, ...]]
    else:
        name = _field(0, "the opcode's name")
        arg = _field(1, "the argument as a value (see the module docstring); None for arg-less opcodes")
        position = _field(2, "source position, or None for an instruction with no line")
        flags = _field(3, "flag bits kept beside a name or comparison (LOAD_GLOBAL's push-NULL bit, "
                          "3.12+ COMPARE_OP masks)")
        ext = _field(4, "at least this many EXTENDED_ARG prefixes (the original's, redundant ones included)")
        index = _field(5, "the pool index the argument had; reused when the pool still holds the value there")
        caches = _field(6, "raw inline cache bytes when they were not zero")
        offset = _field(7, "byte offset in the code object it was lifted from (None for new instructions)")
        unit_positions = _field(8, "positions of each code unit (prefixes, opcode, caches) when the original "
                                   "table gave them different positions (3.8 does this at some line starts); "
                                   "None when all are ``position``")

    # An instruction is an object in a sequence, not a value: identity, as before it was a list.
    __eq__ = object.__eq__
    __ne__ = object.__ne__
    __hash__ = object.__hash__  # type: ignore[assignment]
    if not TYPE_CHECKING:  # and no ordering, as for any object
        __lt__ = object.__lt__
        __le__ = object.__le__
        __gt__ = object.__gt__
        __ge__ = object.__ge__

    @property
    def lineno(self) -> Optional[int]:
        position = self[2]
        return position[0] if position else None

    def __repr__(self) -> str:
        return "Instr(%r, %r)" % (self[0], self[1])


#: The flag bit of LOAD_GLOBAL (3.11+) and LOAD_ATTR (3.12+) that also pushes NULL (or self) for a call.
PUSH_NULL_BIT = 1

#: The fields of an :class:`Instr`, in the order it holds them.
INSTR_FIELDS = ("name", "arg", "position", "flags", "ext", "index", "caches", "offset", "unit_positions")


class LiftedInstr(Instr):
    """An :class:`Instr` made from one row of all its fields, ``LiftedInstr((name, arg, ..., unit_positions))``.

    Its constructor is list's own, in C: what lifting uses to make thousands of instructions.
    """

    __slots__ = ()
    __init__ = list.__init__


class TryRange(NamedTuple):
    """One 3.11+ exception handler: an exception raised in [start, end) goes to ``handler``.

    ``depth`` is the stack depth the handler unwinds to, and ``lasti`` whether it also gets the
    offset of the raising instruction.  :meth:`Bytecode.to_code` works them out when left as
    None: the depth is the stack depth at ``start``, and ``lasti`` is what CPython's compiler
    gives such a handler (False for a handler that starts with PUSH_EXC_INFO -- try/except and
    try/finally bodies -- or END_ASYNC_FOR, CLEANUP_THROW; True for ``with`` and cleanup
    handlers).  Ranges may nest and overlap when listed innermost first: ``to_code`` flattens
    them into the table's non-overlapping entries, the first listed range winning.

    >>> body, end, handler = Label(), Label(), Label()
    >>> TryRange(body, end, handler).depth is None     # worked out by to_code()
    True
    """

    start: Label
    end: Label
    handler: Label
    # None until Bytecode.to_code works them out; typed as what every analysis reads after that.
    depth: int = None  # type: ignore[assignment]
    lasti: bool = None  # type: ignore[assignment]


Item = Union[Instr, Label]


def split_items(items: List[Item]) -> Tuple[List[Instr], List[Tuple[Label, int]]]:
    """The instructions of ``items``, and each label's placement as (label, the index in the
    instructions of the one it names -- their count for a label at the very end), in order.

    Whatever is not a :class:`Label` counts as an instruction.  Found by whole columns at C speed
    (the graph and lowering each need it of every code object).
    """
    is_label = list(map(isinstance, items, repeat(Label)))
    if True not in is_label:
        return list(items), []  # type: ignore[arg-type]  # no labels: all are instructions
    instrs: List[Instr] = list(compress(items, map(not_, is_label)))  # type: ignore[arg-type]
    # a label's instruction: its own index less the labels before it, which are not instructions
    return instrs, [(items[k], k - before)  # type: ignore[misc]
                    for before, k in enumerate(compress(range(len(items)), is_label))]


class Bytecode:
    """The IR of one code object: its items (instructions and labels), try ranges and every other field.

    Lift one from a code object, edit ``items``, and make code of it again:

    >>> import antioch
    >>> def f(x):
    ...     return x + 1000
    >>> ir = antioch.lift(f.__code__)
    >>> for instr in ir.instructions():
    ...     if instr.name == "LOAD_CONST" and instr.arg == 1000:
    ...         instr.arg = 41
    >>> f.__code__ = ir.to_code()
    >>> f(1)
    42

    or start from nothing with :meth:`new`.  ``fields`` holds the code object's other fields as
    :class:`~antioch.codeobj.CodeFields`; its pools (consts, names, varnames) are where lowering
    starts, and grow by first use.
    """

    def __init__(self, fields: CodeFields, items: Optional[List[Item]] = None,
                 try_ranges: Optional[List[TryRange]] = None) -> None:
        #: every field but the code and its tables; pools (consts, names, ...) are the starting pools
        self.fields = fields
        self.items: List[Item] = items if items is not None else []
        self.try_ranges: List[TryRange] = try_ranges if try_ranges is not None else []
        #: the original line table, the per-code-unit positions it decodes to and the
        #: co_firstlineno it counts from; reused while the code's layout and positions are
        #: unchanged (it keeps the original's entry boundaries), and 3.11+ around an edit
        self.original_linetable: Optional[bytes] = None
        self.original_positions: Optional[List[Any]] = None
        self.original_firstlineno: Optional[int] = None
        #: the defaults and keyword-only defaults a function made of this code gets (:func:`antioch.function`)
        self.defaults: Tuple[Any, ...] = ()
        self.kwdefaults: Dict[str, Any] = {}
        #: id(instr) -> (instr, (file, line, column)) for the instructions of an IR assembled from a
        #: listing (:func:`antioch.assemble_ir`); a VerifyError names the place.  The instruction
        #: is held so that its id stays its own.
        self.sources: Dict[int, Tuple[Instr, Tuple[str, int, int]]] = {}

    @classmethod
    def new(cls, name: str = "<module>", params: Optional[str] = None, version: Tuple[int, int] = HOST,
            filename: str = "<antioch>", firstlineno: int = 1, qualname: Optional[str] = None) -> "Bytecode":
        """An empty IR: a function's when ``params`` is given (as in a ``def``), else a module's.

        On 3.11+ the items start with the ``RESUME 0`` every code object opens with.

        >>> import antioch
        >>> ir = Bytecode.new("add", params="a, b=1")
        >>> ir.items += [Instr("LOAD_FAST", "a"), Instr("LOAD_FAST", "b"), Instr("BINARY_OP", "+"),
        ...              Instr("RETURN_VALUE")]
        >>> antioch.function(ir)(2)
        3
        """
        flags = 0
        fields = CodeFields(version, name=name, qualname=qualname or name, filename=filename,
                            firstlineno=firstlineno)
        ir = cls(fields)
        if params is not None:
            p = parse_params(params)
            fields.varnames = p.varnames
            fields.nlocals = len(p.varnames)
            fields.argcount, fields.posonlyargcount, fields.kwonlyargcount = (
                p.argcount, p.posonlyargcount, p.kwonlyargcount)
            flags = CO_OPTIMIZED | CO_NEWLOCALS | p.flags
            ir.defaults, ir.kwdefaults = p.defaults, p.kwdefaults
        fields.flags = flags
        if "RESUME" in table_for(version).by_name:
            ir.items.append(Instr("RESUME", 0, (firstlineno, firstlineno, 0, 0)))
        return ir

    def to_code(self, compact: bool = False, verify: bool = True) -> Any:
        """A code object of this host, finished and verified (see :func:`antioch.finishing.to_code`)."""
        from antioch.finishing import to_code  # finishing needs the analysis, which is built on this module

        return to_code(self, compact=compact, verify=verify)

    @property
    def version(self) -> Tuple[int, int]:
        return self.fields.version

    def source_of(self, instr: Instr) -> Optional[Tuple[str, int, int]]:
        """(file, line, column) of ``instr`` in the listing this IR was assembled from, or None."""
        held = self.sources.get(id(instr))
        return held[1] if held is not None and held[0] is instr else None

    def instructions(self) -> List[Instr]:
        items = self.items
        return list(compress(items, map(isinstance, items, repeat(Instr))))  # type: ignore[arg-type]  # (at C speed)

    def __iter__(self) -> Iterator[Item]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __repr__(self) -> str:
        return "<Bytecode %s, %d items, CPython %d.%d>" % ((self.fields.qualname, len(self.items)) + self.version)
