"""Decoders: for one instruction, the handler that serves it and its argument resolved.

A decoder is ``decoder(pcode, index, info, raw_arg, offset) -> (handler, argument)``; the version
tables (:mod:`antioch.vm.versions`) map each opcode name to one.  Each decoder records the handlers
it may pick in ``decoder.handlers``, so the tables can say which handler serves which opcode
(:func:`antioch.vm.versions.handler_names`) without decoding anything.
"""
from typing import Any, Callable, Dict, Optional, Tuple

from antioch.vm import ops_objects
from antioch.vm.decode import PCode

Decoder = Callable[[PCode, int, Any, int, int], Tuple[Callable, Any]]


def serving(*handlers: Any) -> Callable[[Callable], Decoder]:
    """Mark a decoder with the handlers it picks from."""
    def mark(decoder: Callable) -> Decoder:
        decoder.handlers = handlers  # type: ignore[attr-defined]
        return decoder
    return mark


def raw(h: Callable) -> Decoder:
    """The argument as it is (a count, a flag set, a slot number)."""
    return serving(h)(lambda pc, i, info, arg, off: (h, arg))


def none(h: Callable) -> Decoder:
    return serving(h)(lambda pc, i, info, arg, off: (h, None))


def const(h: Callable) -> Decoder:
    return serving(h)(lambda pc, i, info, arg, off: (h, pc.code.co_consts[arg]))


def name(h: Callable, shift: int = 0) -> Decoder:
    return serving(h)(lambda pc, i, info, arg, off: (h, pc.names[arg >> shift]))


def jump(h: Callable) -> Decoder:
    """The jump target as an instruction number."""
    return serving(h)(lambda pc, i, info, arg, off: (h, pc.jump_index(info, off, arg)))


def flagged_name(plain: Callable, flagged: Callable, shift: int = 1) -> Decoder:
    """A name whose low bit picks the handler (LOAD_GLOBAL's NULL, LOAD_ATTR's method form)."""
    return serving(plain, flagged)(lambda pc, i, info, arg, off: (flagged if arg & 1 else plain,
                                                                   pc.names[arg >> shift]))


def unary(fn: Callable) -> Decoder:
    return serving(ops_objects.UNARY_OP)(lambda pc, i, info, arg, off: (ops_objects.UNARY_OP, fn))


def pair(h: Callable) -> Decoder:
    """Two slots packed in one argument (3.13 LOAD_FAST_LOAD_FAST and its kind)."""
    return serving(h)(lambda pc, i, info, arg, off: (h, (arg >> 4, arg & 15)))


def deref(h: Callable) -> Decoder:
    """3.8-3.10 number cells and frees after the locals: the slot is nlocals + arg."""
    return serving(h)(lambda pc, i, info, arg, off: (h, pc.nlocals + arg))


def binary(symbol: str) -> Decoder:
    """3.8-3.10 BINARY_* / INPLACE_*: one opcode per operator."""
    fn = ops_objects.BINARY_OPERATORS[symbol]
    handler = ops_objects.FAST_BINARY.get(symbol, ops_objects.BINARY_OP)
    return serving(handler)(lambda pc, i, info, arg, off: (handler, fn))


def with_value(h: Callable, value: Any) -> Decoder:
    """A fixed argument (DICT_MERGE's depth of the callable)."""
    return serving(h)(lambda pc, i, info, arg, off: (h, (arg, value)))


#: instructions whose result a 3.8-3.10 GET_AWAITABLE awaits for ``async with``: (opname before it, the one
#: before that or None for any) -> GET_AWAITABLE's 3.11 argument, 1 for __aenter__, 2 for __aexit__
_ASYNC_WITH_AWAITS: Dict[Tuple[Optional[str], Optional[str]], int] = {
    ("BEFORE_ASYNC_WITH", None): 1, ("WITH_CLEANUP_START", None): 2, ("WITH_EXCEPT_START", None): 2,
    ("CALL_FUNCTION", "DUP_TOP"): 2}


def awaitable_context(h: Callable) -> Decoder:
    """3.8-3.10 GET_AWAITABLE: the argument 3.11 gives it (1 after __aenter__, 2 after __aexit__), read
    from the instructions before it as Python/ceval.c's format_awaitable_error reads them there."""
    def decode(pc: PCode, i: int, info: Any, arg: int, off: int) -> Tuple[Callable, Any]:
        before = pc.opnames[i - 1] if i >= 1 else None
        before2 = pc.opnames[i - 2] if i >= 2 else None
        found = _ASYNC_WITH_AWAITS.get((before, None)) or _ASYNC_WITH_AWAITS.get((before, before2), 0)
        return h, found
    return serving(h)(decode)
