"""Pre-decoding: a code object becomes a :class:`PCode` once, the form the run loop indexes.

Instructions are numbered 0..n-1 (EXTENDED_ARG prefixes folded in, inline CACHE units
dropped): ``ops[i]`` is the handler and ``args[i]`` its argument already resolved (a
constant, a name, a slot number, a jump target as an instruction number, an operator
function).  Decoding uses the encoding layer (``scan_units``, the exception table and
line table codecs) and the opcode table of the version, which is data.
"""
import types
from typing import Any, Callable, Dict, List, Optional, Tuple

from antioch.codeobj import fields_of
from antioch.encoding.exceptiontable import decode_exception_table
from antioch.encoding.linetable import decode_positions
from antioch.encoding.units import scan_units
from antioch.errors import AntiochError
from antioch.opcodes import HOST, OpcodeTable, table_for

# co_flags (Include/cpython/code.h)
CO_VARARGS = 0x04
CO_VARKEYWORDS = 0x08
CO_GENERATOR = 0x20
CO_COROUTINE = 0x80
CO_ITERABLE_COROUTINE = 0x100
CO_ASYNC_GENERATOR = 0x200

class VMError(AntiochError):
    """Bytecode the VM cannot execute: names the code object, the offset and the instruction."""


#: what calling a function made of this code gives
KIND_FUNCTION, KIND_GENERATOR, KIND_COROUTINE, KIND_ASYNC_GENERATOR = range(4)
#: the instructions that make a frame handle an exception: an except, finally or with block's handler starts
#: with PUSH_EXC_INFO (3.11+), and 3.8-3.10 enter one through a SETUP_* block
HANDLER_ENTRIES = frozenset(("PUSH_EXC_INFO", "SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH"))


class PCode:
    """One code object, pre-decoded for one version's handler table."""

    __slots__ = (
        "argcount",
        "args",
        "blank",
        "cell2arg",
        "cell_slots",
        "checked",
        "closure_or_generator",
        "code",
        "counted",
        "exts",
        "fast_args",
        "fast_call",
        "fast_ops",
        "first",
        "flags",
        "free_start",
        "fused_end",
        "handlers",
        "handles_exceptions",
        "index_of",
        "keyword_slots",
        "kind",
        "kwargs_slot",
        "kwonly",
        "kwonly_names",
        "lines",
        "names",
        "nfast",
        "nfree",
        "nlocals",
        "offsets",
        "opnames",
        "ops",
        "plain_argcount",
        "positions_cache",
        "posonly",
        "prime",
        "rawargs",
        "resend",
        "rest_blank",
        "run_argcount",
        "simple",
        "slot_names",
        "star_argcount",
        "star_blank",
        "star_call",
        "table",
        "table_throw",
        "table_unwind",
        "total_args",
        "varnames",
        "yield_from",
    )

    def __init__(self, code: types.CodeType, table: OpcodeTable, handler_table: "HandlerTable") -> None:
        self.code = code
        self.table = table
        fields = fields_of(code)
        version = table.version
        # fields.code, not code.co_code: de-optimising a malformed 3.11+ code object can crash CPython
        # (antioch.codeobj.host_code_bytes reads it safely)
        units = scan_units(table, fields.code)
        index_of: Dict[int, int] = {}
        for i, unit in enumerate(units):
            index_of[unit[2]] = i
            index_of[unit[3]] = i
        index_of[len(fields.code)] = len(units)
        self.index_of = index_of
        self.offsets = [unit[2] for unit in units]
        self.opnames = [unit[0].name for unit in units]
        #: whether an except, finally or with block of this code can run (see VMState.base)
        self.handles_exceptions = not HANDLER_ENTRIES.isdisjoint(self.opnames)
        self.rawargs = [unit[1] for unit in units]
        self.exts = [unit[4] for unit in units]
        positions = decode_positions(version, fields.linetable, len(fields.code), code.co_firstlineno)
        self.positions_cache = [positions[off >> 1] if (off >> 1) < len(positions) else None
                                for off in self.offsets]
        self.lines = [p[0] if p is not None and p[0] is not None else -1 for p in self.positions_cache]
        self.flags = flags = code.co_flags
        if flags & CO_ASYNC_GENERATOR:
            self.kind = KIND_ASYNC_GENERATOR
        elif flags & CO_COROUTINE:
            self.kind = KIND_COROUTINE
        elif flags & (CO_GENERATOR | CO_ITERABLE_COROUTINE):
            self.kind = KIND_GENERATOR
        else:
            self.kind = KIND_FUNCTION
        # Slots: locals, then cells, then frees (3.11+ "localsplus"; 3.8-3.10 laid out the same way).
        self.varnames = code.co_varnames
        self.names = code.co_names
        if table.localsplus:
            slot_names = fields.localsplus()
            self.nlocals = len(code.co_varnames)
            self.cell2arg: Tuple[Tuple[int, int], ...] = ()
        else:
            slot_names = code.co_varnames + code.co_cellvars + code.co_freevars
            self.nlocals = len(code.co_varnames)
            pairs = []
            for j, name in enumerate(code.co_cellvars):
                arg = code.co_varnames.index(name) if name in code.co_varnames else -1
                pairs.append((self.nlocals + j, arg))
            self.cell2arg = tuple(pairs)
        self.slot_names = slot_names
        if table.localsplus:
            cellvars = set(code.co_cellvars)
            self.cell_slots = frozenset(j for j, n in enumerate(slot_names[:len(slot_names) - len(code.co_freevars)])
                                        if n in cellvars)
        else:
            self.cell_slots = frozenset(range(self.nlocals, self.nlocals + len(code.co_cellvars)))
        self.nfast = len(slot_names)
        self.nfree = len(code.co_freevars)
        self.free_start = self.nfast - self.nfree
        self.argcount = code.co_argcount
        self.posonly = code.co_posonlyargcount
        self.kwonly = code.co_kwonlyargcount
        self.total_args = self.argcount + self.kwonly + bool(flags & CO_VARARGS) + bool(flags & CO_VARKEYWORDS)
        #: {parameter name: slot} of the parameters a keyword argument may name (binding.bind makes it)
        self.keyword_slots: Optional[Dict[str, int]] = None
        self.simple = not (flags & (CO_VARARGS | CO_VARKEYWORDS)) and not self.kwonly
        self.blank = [NULL] * (self.nfast - self.argcount)
        #: a call with exactly argcount positional arguments needs no binding (cells: 3.8-3.10 make them first);
        #: the frame then runs, or becomes a generator's (calls.call_positional)
        self.fast_call = self.simple and not (
            not table.localsplus and code.co_cellvars)
        #: a call with positional arguments only binds them in place (binding.bind_positional) when the code
        #: has *args, **kwargs or keyword-only parameters: the extra ones packed, keyword-only ones from their
        #: defaults, then ``rest_blank`` (3.8-3.10 cells are made first: those calls bind in full)
        self.star_call = not self.simple and not (not table.localsplus and code.co_cellvars)
        self.kwonly_names = code.co_varnames[self.argcount:self.argcount + self.kwonly]
        self.rest_blank = [NULL] * (self.nfast - self.total_args)
        #: with *args and/or **kwargs and no keyword-only parameters, a call of this many positional arguments
        #: fills the named parameters and leaves ``star_blank`` to add (calls.call_positional), else -1
        self.star_argcount = self.argcount if self.star_call and not self.kwonly else -1
        #: what such a call appends: the empty *args, a place for the **kwargs dict (a new one for each call, in
        #: ``kwargs_slot``, -1 when the code has no **kwargs), then ``rest_blank``
        self.star_blank: List[Any] = [()] * bool(flags & CO_VARARGS)
        self.star_blank += [NULL] * bool(flags & CO_VARKEYWORDS) + self.rest_blank
        self.kwargs_slot = self.total_args - 1 if flags & CO_VARKEYWORDS else -1
        #: a call with this many positional arguments needs its frame and nothing else (no defaults, no free
        #: variables), else -1: calls.call_positional's shortest path
        self.plain_argcount = self.argcount if self.fast_call and not self.nfree else -1
        #: plain_argcount of a function's code, -1 for generator-like code: a call with this many positional
        #: arguments runs its frame at once (calls.call_positional tests nothing else on that path)
        self.run_argcount = self.plain_argcount if self.kind == KIND_FUNCTION else -1
        #: whether a call's frame needs its free variables, or makes a generator: the other path's one test
        self.closure_or_generator = bool(self.nfree or self.kind)
        #: 3.11+: for the yield of each ``yield from``/``await`` loop (SEND, YIELD_VALUE, RESUME, a jump back to
        #: the SEND), the SEND's instruction, else -1: resumed, the generator's loop sends at once (run_generator)
        self.resend: List[int] = [-1] * len(units)
        self.first = 0
        self.prime = False
        self.table_unwind: Callable = _no_unwind
        self.table_throw: Callable = _no_unwind
        self.yield_from = [False] * len(units)
        #: 1 for each instruction the counter counts (what CPython reports to a tracer), 0 otherwise
        self.counted = [1] * len(units)
        ops: List[Callable] = []
        args: List[Any] = []
        decoders = handler_table.decoders
        for i, (info, arg, offset, _start, _ext, _caches) in enumerate(units):
            decoder = decoders.get(info.name)
            if decoder is None:
                handler, value = handler_table.missing(self, i)
            else:
                handler, value = decoder(self, i, info, arg, offset)
            ops.append(handler)
            args.append(value)
        self.ops = ops
        self.args = args
        handler_table.finish(self)
        # 3.11+: for each instruction, the handler that covers it: (target, depth, push lasti).
        self.handlers: List[Optional[Tuple[int, int, bool]]] = [None] * len(units)
        if table.has_exception_table and getattr(code, "co_exceptiontable", b""):
            for entry in decode_exception_table(code.co_exceptiontable):
                handler = (index_of[entry.target], entry.depth, entry.lasti)
                for i in range(index_of[entry.start], index_of[entry.end]):
                    self.handlers[i] = handler
        #: what the untraced loops execute: ops with superinstructions at the start of runs (antioch.vm.fuse)
        self.fast_ops: List[Callable] = ops
        self.fast_args: List[Any] = args
        self.fused_end: List[int] = [0] * len(units)
        #: verified by antioch's verifier (done when the code first raises: see frame.check_sound)
        self.checked = False
        handler_table.fuse(self)

    def jump_index(self, info: Any, offset: int, arg: int) -> int:
        return self.index_of[self.table.jump_target(info, offset, arg)]

    def position(self, i: int) -> Tuple[Optional[int], Optional[int], Optional[int], Optional[int]]:
        """(line, end line, column, end column) of instruction ``i`` (Nones where the version has none)."""
        if 0 <= i < len(self.positions_cache):
            p = self.positions_cache[i]
            if p is not None:
                return p
        return (None, None, None, None)

    def describe(self, i: int) -> str:
        """``NAME arg`` of instruction ``i``, for error messages and traces."""
        return "%s %d" % (self.opnames[i], self.rawargs[i])


def _no_unwind(*args: Any) -> Any:
    raise AssertionError("PCode used before its handler table finished it")


class _Null:
    """The NULL of CPython's value stack and of an unbound local."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "NULL"


NULL = _Null()


class HandlerTable:
    """The handlers and argument decoders of one version, built by :mod:`antioch.vm.versions`."""

    def __init__(self, version: Tuple[int, int], decoders: Dict[str, Callable],
                 missing: Callable, finish: Callable, fuse: Callable = lambda pc: None) -> None:
        self.version = version
        self.table = table_for(version)
        self.decoders = decoders
        self.missing = missing
        self.finish = finish
        self.fuse = fuse
        self.cache: Dict[types.CodeType, PCode] = {}

    def pcode(self, code: types.CodeType) -> PCode:
        pc = self.cache.get(code)
        if pc is None:
            try:
                pc = PCode(code, self.table, self)
            except AntiochError as exc:  # DecodeError: unknown opcode, truncated code, bad tables
                raise VMError("%s (%s line %s): the VM cannot decode it: %s" % (
                    code.co_name, code.co_filename, code.co_firstlineno, exc)) from None
            self.cache[code] = pc
        return pc


__all__ = ["HOST", "KIND_ASYNC_GENERATOR", "KIND_COROUTINE", "KIND_FUNCTION", "KIND_GENERATOR", "NULL",
           "HandlerTable", "PCode", "VMError"]
