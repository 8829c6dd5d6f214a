"""Per-version handler tables: for each opcode name, a decoder that picks the handler and resolves the argument.

A decoder is ``decoder(pcode, index, info, raw_arg, offset) -> (handler, argument)``.  The
tables below start from what every version shares and then name, version by version, what
differs; there is no ``sys.version_info`` test anywhere in the handlers.
"""
import ast
import builtins
from typing import Any, Callable, Dict, Tuple

from antioch.opcodes import table_for
from antioch.vm import (
    ops,
    ops_blocks,
    ops_containers,
    ops_flow,
    ops_objects,
    ops_table,
    ops_table_generators,
    ops_table_intrinsics,
    protocols,
)
from antioch.vm.decode import KIND_ASYNC_GENERATOR, HandlerTable, PCode, VMError
from antioch.vm.decoders import (
    Decoder,
    awaitable_context,
    binary,
    const,
    deref,
    flagged_name,
    jump,
    name,
    none,
    pair,
    raw,
    serving,
    unary,
    with_value,
)


@serving(ops_objects.BINARY_OP, *ops_objects.FAST_BINARY.values())
def _binop(pc: PCode, i: int, info: Any, arg: int, off: int) -> Tuple[Callable, Any]:
    symbol = pc.table.nb_ops[arg][1]
    return ops_objects.FAST_BINARY.get(symbol, ops_objects.BINARY_OP), ops_objects.BINARY_OPERATORS[symbol]


@serving(ops_objects.COMPARE_OP, ops_objects.COMPARE_OP_BOOL, *ops_objects.FAST_COMPARE.values())
def _compare(pc: PCode, i: int, info: Any, arg: int, off: int) -> Tuple[Callable, Any]:
    table = pc.table
    symbol = table.cmp_op[arg >> table.compare_shift]
    fn = ops_objects.COMPARE_OPERATORS[symbol]
    if table.compare_shift == 5 and arg & 16:  # 3.13: the result is converted to bool
        return ops_objects.COMPARE_OP_BOOL, fn
    return ops_objects.FAST_COMPARE.get(symbol, ops_objects.COMPARE_OP), fn


def _intrinsic(h: Callable, names_attr: str, table: Dict[str, Callable]) -> Decoder:
    @serving(h)
    def decode(pc: PCode, i: int, info: Any, arg: int, off: int) -> Tuple[Callable, Any]:
        names = getattr(pc.table, names_attr)
        fn = table.get(names[arg]) if arg < len(names) else None
        if fn is None:
            return _missing_handler(pc, i)
        return h, fn
    return decode


@serving(ops_table_intrinsics.LOAD_SUPER_ATTR)
def _super_attr(pc: PCode, i: int, info: Any, arg: int, off: int) -> Tuple[Callable, Any]:
    return ops_table_intrinsics.LOAD_SUPER_ATTR, (pc.names[arg >> 2], bool(arg & 1), bool(arg & 2))


@serving(ops.LOAD_CONST)
def _common_constant(pc: PCode, i: int, info: Any, arg: int, off: int) -> Tuple[Callable, Any]:
    # dis names builtins by name and the other constants (3.15: None, '', -1, ...) by repr
    name = pc.table.common_constants[arg]
    value = getattr(builtins, name) if hasattr(builtins, name) else ast.literal_eval(name)
    return ops.LOAD_CONST, value


_CM = "does not support the context manager protocol (missed %s method)"
_ACM = "does not support the asynchronous context manager protocol (missed %s method)"
#: LOAD_SPECIAL's TypeError (Python/ceval.c, _Py_SpecialMethods): message, suggestion, and the
#: methods whose presence on the type earns the suggestion
SPECIAL_METHOD_ERRORS = {
    "__enter__": (_CM % "__enter__", " but it supports the asynchronous context manager protocol. "
                  "Did you mean to use 'async with'?", ("__aenter__", "__aexit__")),
    "__exit__": (_CM % "__exit__", " but it supports the asynchronous context manager protocol. "
                 "Did you mean to use 'async with'?", ("__aenter__", "__aexit__")),
    "__aenter__": (_ACM % "__aenter__", " but it supports the context manager protocol. Did you mean to use 'with'?",
                   ("__enter__", "__exit__")),
    "__aexit__": (_ACM % "__aexit__", " but it supports the context manager protocol. Did you mean to use 'with'?",
                  ("__enter__", "__exit__")),
}


@serving(ops_table.LOAD_SPECIAL)
def _special(pc: PCode, i: int, info: Any, arg: int, off: int) -> Tuple[Callable, Any]:
    name = pc.table.special_methods[arg]
    return ops_table.LOAD_SPECIAL, ops_table.SpecialMethod(name, *SPECIAL_METHOD_ERRORS[name])


@serving(ops_table_generators.GET_ITER_NULL, ops_table_generators.GET_YIELD_FROM_ITER_NULL)
def _get_iter(pc: PCode, i: int, info: Any, arg: int, off: int) -> Tuple[Callable, Any]:
    # 3.15: the argument says whether GET_ITER stands for GET_YIELD_FROM_ITER (1-3: which coroutine check)
    return (ops_table_generators.GET_YIELD_FROM_ITER_NULL if arg else ops_table_generators.GET_ITER_NULL), None


def _missing_handler(pc: PCode, i: int) -> Tuple[Callable, Any]:
    message = "%s (%s line %s) offset %d: the VM has no handler for %s" % (
        pc.code.co_name, pc.code.co_filename, pc.lines[i], pc.offsets[i], pc.describe(i))

    def missing(f: Any, s: list, a: Any) -> None:
        raise VMError(message)
    return missing, None


COMMON: Dict[str, Decoder] = {
    "NOP": none(ops.NOP), "POP_TOP": none(ops.POP_TOP), "PUSH_NULL": none(ops.PUSH_NULL),
    "COPY": raw(ops.COPY), "SWAP": raw(ops.SWAP),
    "LOAD_CONST": const(ops.LOAD_CONST), "RETURN_CONST": const(ops_flow.RETURN_CONST),
    "LOAD_FAST": raw(ops.LOAD_FAST_CHECKED), "STORE_FAST": raw(ops.STORE_FAST), "DELETE_FAST": raw(ops.DELETE_FAST),
    "LOAD_FAST_CHECK": raw(ops.LOAD_FAST_CHECKED), "LOAD_FAST_AND_CLEAR": raw(ops.LOAD_FAST_AND_CLEAR),
    "LOAD_FAST_LOAD_FAST": pair(ops.LOAD_FAST_LOAD_FAST), "STORE_FAST_LOAD_FAST": pair(ops.STORE_FAST_LOAD_FAST),
    "STORE_FAST_STORE_FAST": pair(ops.STORE_FAST_STORE_FAST),
    "STORE_GLOBAL": name(ops.STORE_GLOBAL), "DELETE_GLOBAL": name(ops.DELETE_GLOBAL),
    "LOAD_NAME": name(ops.LOAD_NAME), "STORE_NAME": name(ops.STORE_NAME), "DELETE_NAME": name(ops.DELETE_NAME),
    "LOAD_LOCALS": none(ops.LOAD_LOCALS), "LOAD_FROM_DICT_OR_GLOBALS": name(ops.LOAD_FROM_DICT_OR_GLOBALS),
    "STORE_ATTR": name(ops_objects.STORE_ATTR), "DELETE_ATTR": name(ops_objects.DELETE_ATTR),
    "BINARY_SUBSCR": none(ops_objects.BINARY_SUBSCR), "STORE_SUBSCR": none(ops_objects.STORE_SUBSCR),
    "DELETE_SUBSCR": none(ops_objects.DELETE_SUBSCR), "BINARY_SLICE": none(ops_objects.BINARY_SLICE),
    "STORE_SLICE": none(ops_objects.STORE_SLICE),
    "UNARY_POSITIVE": unary(lambda v: +v), "UNARY_NEGATIVE": unary(lambda v: -v),
    "UNARY_INVERT": unary(lambda v: ~v), "UNARY_NOT": none(ops_objects.UNARY_NOT), "TO_BOOL": none(ops_objects.TO_BOOL),
    "BINARY_OP": _binop, "COMPARE_OP": _compare, "IS_OP": raw(ops_objects.IS_OP),
    "CONTAINS_OP": raw(ops_objects.CONTAINS_OP),
    "BUILD_TUPLE": raw(ops_containers.BUILD_TUPLE), "BUILD_LIST": raw(ops_containers.BUILD_LIST),
    "BUILD_SET": raw(ops_containers.BUILD_SET),
    "BUILD_MAP": raw(ops_containers.BUILD_MAP), "BUILD_CONST_KEY_MAP": raw(ops_containers.BUILD_CONST_KEY_MAP),
    "BUILD_STRING": raw(ops_containers.BUILD_STRING), "BUILD_SLICE": raw(ops_containers.BUILD_SLICE),
    "LIST_APPEND": raw(ops_containers.LIST_APPEND), "SET_ADD": raw(ops_containers.SET_ADD),
    "MAP_ADD": raw(ops_containers.MAP_ADD),
    "LIST_EXTEND": raw(ops_containers.LIST_EXTEND), "SET_UPDATE": raw(ops_containers.SET_UPDATE),
    "DICT_UPDATE": raw(ops_containers.DICT_UPDATE),
    "DICT_MERGE": with_value(ops_containers.DICT_MERGE, 2), "LIST_TO_TUPLE": none(ops_containers.LIST_TO_TUPLE),
    "UNPACK_SEQUENCE": raw(ops_containers.UNPACK_SEQUENCE), "UNPACK_EX": raw(ops_containers.UNPACK_EX),
    "FORMAT_VALUE": raw(ops_containers.FORMAT_VALUE), "CONVERT_VALUE": raw(ops_containers.CONVERT_VALUE),
    "FORMAT_SIMPLE": none(ops_containers.FORMAT_SIMPLE), "FORMAT_WITH_SPEC": none(ops_containers.FORMAT_WITH_SPEC),
    "JUMP_FORWARD": jump(ops_flow.JUMP), "JUMP_BACKWARD": jump(ops_flow.JUMP), "JUMP_ABSOLUTE": jump(ops_flow.JUMP),
    "JUMP_BACKWARD_NO_INTERRUPT": jump(ops_flow.JUMP),
    "POP_JUMP_IF_FALSE": jump(ops_flow.POP_JUMP_IF_FALSE), "POP_JUMP_IF_TRUE": jump(ops_flow.POP_JUMP_IF_TRUE),
    "POP_JUMP_IF_NONE": jump(ops_flow.POP_JUMP_IF_NONE), "POP_JUMP_IF_NOT_NONE": jump(ops_flow.POP_JUMP_IF_NOT_NONE),
    "POP_JUMP_FORWARD_IF_FALSE": jump(ops_flow.POP_JUMP_IF_FALSE),
    "POP_JUMP_FORWARD_IF_TRUE": jump(ops_flow.POP_JUMP_IF_TRUE),
    "POP_JUMP_FORWARD_IF_NONE": jump(ops_flow.POP_JUMP_IF_NONE),
    "POP_JUMP_FORWARD_IF_NOT_NONE": jump(ops_flow.POP_JUMP_IF_NOT_NONE),
    "POP_JUMP_BACKWARD_IF_FALSE": jump(ops_flow.POP_JUMP_IF_FALSE),
    "POP_JUMP_BACKWARD_IF_TRUE": jump(ops_flow.POP_JUMP_IF_TRUE),
    "POP_JUMP_BACKWARD_IF_NONE": jump(ops_flow.POP_JUMP_IF_NONE),
    "POP_JUMP_BACKWARD_IF_NOT_NONE": jump(ops_flow.POP_JUMP_IF_NOT_NONE),
    "JUMP_IF_FALSE_OR_POP": jump(ops_flow.JUMP_IF_FALSE_OR_POP),
    "JUMP_IF_TRUE_OR_POP": jump(ops_flow.JUMP_IF_TRUE_OR_POP),
    "GET_ITER": none(ops_flow.GET_ITER), "GET_YIELD_FROM_ITER": none(ops_flow.GET_YIELD_FROM_ITER),
    "RETURN_VALUE": none(ops_flow.RETURN_VALUE), "YIELD_VALUE": raw(ops_flow.YIELD_VALUE),
    "GET_LEN": none(ops_flow.GET_LEN),
    "LOAD_ASSERTION_ERROR": none(ops_flow.LOAD_ASSERTION_ERROR), "RAISE_VARARGS": raw(ops_flow.RAISE_VARARGS),
    "IMPORT_NAME": name(ops_flow.IMPORT_NAME), "IMPORT_FROM": name(ops_flow.IMPORT_FROM),
    "IMPORT_STAR": none(ops_flow.IMPORT_STAR),
    "LOAD_BUILD_CLASS": none(ops_flow.LOAD_BUILD_CLASS), "SETUP_ANNOTATIONS": none(ops_flow.SETUP_ANNOTATIONS),
    "PRINT_EXPR": none(ops_flow.PRINT_EXPR), "MATCH_MAPPING": none(ops_flow.MATCH_MAPPING),
    "MATCH_SEQUENCE": none(ops_flow.MATCH_SEQUENCE), "EXTENDED_ARG": none(ops.NOP),
}

@serving(ops_blocks.COMPARE_EXC_MATCH, ops_objects.COMPARE_OP, *ops_objects.FAST_COMPARE.values())
def _compare_blocks(pc: PCode, i: int, info: Any, arg: int, off: int) -> Tuple[Callable, Any]:
    name = pc.table.cmp_op[arg]
    if name == "exception match":
        return ops_blocks.COMPARE_EXC_MATCH, None
    return ops_objects.FAST_COMPARE.get(name, ops_objects.COMPARE_OP), ops_objects.COMPARE_OPERATORS[name]


@serving(ops_flow.YIELD_VALUE, ops_blocks.YIELD_VALUE_ASYNC)
def _yield_value(pc: PCode, i: int, info: Any, arg: int, off: int) -> Tuple[Callable, Any]:
    if pc.kind == KIND_ASYNC_GENERATOR:  # 3.8-3.10 async generators wrap in YIELD_VALUE itself
        return ops_blocks.YIELD_VALUE_ASYNC, None
    return ops_flow.YIELD_VALUE, None


@serving(ops_blocks.CALL_FINALLY)
def _call_finally(pc: PCode, i: int, info: Any, arg: int, off: int) -> Tuple[Callable, Any]:
    return ops_blocks.CALL_FINALLY, (pc.jump_index(info, off, arg), i + 1)


_BINARY_NAMES = {
    "ADD": "+", "SUBTRACT": "-", "MULTIPLY": "*", "TRUE_DIVIDE": "/", "FLOOR_DIVIDE": "//", "MODULO": "%",
    "POWER": "**", "LSHIFT": "<<", "RSHIFT": ">>", "AND": "&", "OR": "|", "XOR": "^", "MATRIX_MULTIPLY": "@",
}

#: 3.8-3.10: the block stack, one opcode per binary operator, CALL_FUNCTION/CALL_METHOD.
BLOCK_FAMILY: Dict[str, Decoder] = {
    "ROT_TWO": none(ops.ROT_TWO), "ROT_THREE": none(ops.ROT_THREE), "ROT_FOUR": none(ops.ROT_FOUR),
    "ROT_N": raw(ops.ROT_N), "DUP_TOP": none(ops.DUP_TOP), "DUP_TOP_TWO": none(ops.DUP_TOP_TWO),
    "LOAD_GLOBAL": name(ops.LOAD_GLOBAL),
    "LOAD_ATTR": name(ops_objects.LOAD_ATTR),
    "LOAD_METHOD": name(ops_objects.LOAD_METHOD_NULL_FIRST),
    "LOAD_DEREF": deref(ops.LOAD_DEREF), "STORE_DEREF": deref(ops.STORE_DEREF),
    "DELETE_DEREF": deref(ops.DELETE_DEREF), "LOAD_CLOSURE": deref(ops.LOAD_CLOSURE),
    "LOAD_CLASSDEREF": deref(ops.LOAD_CLASSDEREF),
    "COMPARE_OP": _compare_blocks, "FOR_ITER": jump(ops_flow.FOR_ITER_POP), "YIELD_VALUE": _yield_value,
    "YIELD_FROM": none(ops_blocks.YIELD_FROM),
    "SETUP_FINALLY": jump(ops_blocks.SETUP_FINALLY), "SETUP_WITH": jump(ops_blocks.SETUP_WITH),
    "SETUP_ASYNC_WITH": jump(ops_blocks.SETUP_ASYNC_WITH), "BEFORE_ASYNC_WITH": none(ops_blocks.BEFORE_ASYNC_WITH),
    "POP_BLOCK": none(ops_blocks.POP_BLOCK), "POP_EXCEPT": none(ops_blocks.POP_EXCEPT),
    "CALL_FUNCTION": raw(ops_blocks.CALL_FUNCTION), "CALL_FUNCTION_KW": raw(ops_blocks.CALL_FUNCTION_KW),
    "CALL_METHOD": raw(ops_blocks.CALL_METHOD), "CALL_FUNCTION_EX": raw(ops_blocks.CALL_FUNCTION_EX),
    "MAKE_FUNCTION": raw(ops_blocks.MAKE_FUNCTION), "END_ASYNC_FOR": none(ops_blocks.END_ASYNC_FOR),
    "GET_AWAITABLE": awaitable_context(protocols.GET_AWAITABLE), "GET_AITER": none(protocols.GET_AITER),
    "GET_ANEXT": none(protocols.GET_ANEXT),
    "DICT_MERGE": with_value(ops_containers.DICT_MERGE, 2),
}
for _opname, _symbol in _BINARY_NAMES.items():
    BLOCK_FAMILY["BINARY_" + _opname] = binary(_symbol)
    BLOCK_FAMILY["INPLACE_" + _opname] = binary(_symbol + "=")


V38: Dict[str, Decoder] = {
    "BEGIN_FINALLY": none(ops_blocks.BEGIN_FINALLY), "CALL_FINALLY": _call_finally,
    "POP_FINALLY": raw(ops_blocks.POP_FINALLY), "END_FINALLY": none(ops_blocks.END_FINALLY),
    "WITH_CLEANUP_START": none(ops_blocks.WITH_CLEANUP_START),
    "BEFORE_ASYNC_WITH": none(ops_blocks.BEFORE_ASYNC_WITH_EXIT_FIRST),
    "WITH_CLEANUP_FINISH": none(ops_blocks.WITH_CLEANUP_FINISH),
    "BUILD_LIST_UNPACK": raw(ops_blocks.BUILD_LIST_UNPACK), "BUILD_TUPLE_UNPACK": raw(ops_blocks.BUILD_TUPLE_UNPACK),
    "BUILD_TUPLE_UNPACK_WITH_CALL": raw(ops_blocks.BUILD_TUPLE_UNPACK_WITH_CALL),
    "BUILD_SET_UNPACK": raw(ops_blocks.BUILD_SET_UNPACK), "BUILD_MAP_UNPACK": raw(ops_blocks.BUILD_MAP_UNPACK),
    "BUILD_MAP_UNPACK_WITH_CALL": raw(ops_blocks.BUILD_MAP_UNPACK_WITH_CALL),
}
V39: Dict[str, Decoder] = {
    "RERAISE": none(ops_blocks.RERAISE), "WITH_EXCEPT_START": none(ops_blocks.WITH_EXCEPT_START),
    "JUMP_IF_NOT_EXC_MATCH": jump(ops_blocks.JUMP_IF_NOT_EXC_MATCH),
}
V310: Dict[str, Decoder] = {
    **V39,
    "RERAISE": raw(ops_blocks.RERAISE), "GEN_START": raw(ops_blocks.GEN_START),
    "MATCH_CLASS": raw(ops_blocks.MATCH_CLASS),
    "MATCH_KEYS": none(ops_blocks.MATCH_KEYS), "COPY_DICT_WITHOUT_KEYS": none(ops_blocks.COPY_DICT_WITHOUT_KEYS),
}

#: 3.11 and later: the exception table, NULL-slot calls, SEND.
TABLE_FAMILY: Dict[str, Decoder] = {
    "LOAD_DEREF": raw(ops.LOAD_DEREF), "STORE_DEREF": raw(ops.STORE_DEREF), "DELETE_DEREF": raw(ops.DELETE_DEREF),
    "LOAD_CLOSURE": raw(ops.LOAD_CLOSURE), "MAKE_CELL": raw(ops.MAKE_CELL), "COPY_FREE_VARS": raw(ops.COPY_FREE_VARS),
    "LOAD_CLASSDEREF": raw(ops.LOAD_CLASSDEREF), "LOAD_FROM_DICT_OR_DEREF": raw(ops.LOAD_FROM_DICT_OR_DEREF),
    "PUSH_EXC_INFO": none(ops_table.PUSH_EXC_INFO), "POP_EXCEPT": none(ops_table.POP_EXCEPT),
    "CHECK_EXC_MATCH": none(ops_table.CHECK_EXC_MATCH), "CHECK_EG_MATCH": none(ops_table.CHECK_EG_MATCH),
    "RERAISE": raw(ops_table.RERAISE), "PREP_RERAISE_STAR": none(ops_table.PREP_RERAISE_STAR),
    "WITH_EXCEPT_START": none(ops_table.WITH_EXCEPT_START), "BEFORE_WITH": none(ops_table.BEFORE_WITH),
    "BEFORE_ASYNC_WITH": none(ops_table.BEFORE_ASYNC_WITH),
    "KW_NAMES": const(ops_table.KW_NAMES), "PRECALL": raw(ops_table.PRECALL), "RESUME": raw(ops_table.RESUME),
    "RETURN_GENERATOR": none(ops_table.RETURN_GENERATOR),
    "CLEANUP_THROW": none(ops_table_generators.CLEANUP_THROW), "END_SEND": none(ops_table_generators.END_SEND),
    "GET_AWAITABLE": raw(protocols.GET_AWAITABLE), "GET_AITER": none(protocols.GET_AITER),
    "GET_ANEXT": none(protocols.GET_ANEXT), "END_ASYNC_FOR": none(ops_table_generators.END_ASYNC_FOR),
    "ASYNC_GEN_WRAP": none(ops_table_generators.ASYNC_GEN_WRAP),
    "LOAD_SUPER_ATTR": _super_attr, "MATCH_CLASS": raw(ops_table_intrinsics.MATCH_CLASS),
    "MATCH_KEYS": none(ops_table_intrinsics.MATCH_KEYS),
    "CALL_INTRINSIC_1": _intrinsic(ops_table_intrinsics.CALL_INTRINSIC_1, "intrinsic1",
                                   ops_table_intrinsics.INTRINSIC1),
    "CALL_INTRINSIC_2": _intrinsic(ops_table_intrinsics.CALL_INTRINSIC_2, "intrinsic2",
                                   ops_table_intrinsics.INTRINSIC2),
    "SET_FUNCTION_ATTRIBUTE": raw(ops_table_intrinsics.SET_FUNCTION_ATTRIBUTE), "CALL_KW": raw(ops_table.CALL_KW),
}

# What each version changes, by name.
V311: Dict[str, Decoder] = {
    "LOAD_GLOBAL": flagged_name(ops.LOAD_GLOBAL, ops_table.LOAD_GLOBAL_NULL_FIRST),
    "LOAD_ATTR": name(ops_objects.LOAD_ATTR), "LOAD_METHOD": name(ops_objects.LOAD_METHOD_NULL_FIRST),
    "CALL": raw(ops_table.CALL_NULL_FIRST), "CALL_FUNCTION_EX": raw(ops_table.CALL_FUNCTION_EX_NULL_FIRST),
    "MAKE_FUNCTION": raw(ops_table_intrinsics.MAKE_FUNCTION_FLAGS), "FOR_ITER": jump(ops_flow.FOR_ITER_POP),
    "SEND": jump(ops_table_generators.SEND_POP),
}
V312: Dict[str, Decoder] = {
    **V311,
    "LOAD_FAST": raw(ops.LOAD_FAST),
    "LOAD_ATTR": flagged_name(ops_objects.LOAD_ATTR, ops_objects.LOAD_METHOD_NULL_FIRST),
    "FOR_ITER": jump(ops_table_generators.FOR_ITER_SKIP1), "END_FOR": none(ops_table_generators.POP_TWO),
    "SEND": jump(ops_table_generators.SEND_KEEP),
}
V313: Dict[str, Decoder] = {
    **V312,
    "LOAD_GLOBAL": flagged_name(ops.LOAD_GLOBAL, ops_table.LOAD_GLOBAL_NULL_AFTER),
    "LOAD_ATTR": flagged_name(ops_objects.LOAD_ATTR, ops_objects.LOAD_METHOD_NULL_AFTER),
    "CALL": raw(ops_table.CALL_NULL_AFTER), "CALL_FUNCTION_EX": raw(ops_table.CALL_FUNCTION_EX_NULL_AFTER),
    "MAKE_FUNCTION": none(ops_table_intrinsics.MAKE_FUNCTION_PLAIN),
    "FOR_ITER": jump(ops_table_generators.FOR_ITER_SKIP2),
    "END_FOR": none(ops.POP_TOP),
    "DICT_MERGE": with_value(ops_containers.DICT_MERGE, 3),  # [f, NULL, args, dict]
}

#: 3.14: subscripts are BINARY_OP [], with/async with look methods up by LOAD_SPECIAL, small ints and
#: common constants have instructions of their own, the iterator stays below END_FOR for POP_ITER.
V314: Dict[str, Decoder] = {
    **V313,
    "LOAD_SMALL_INT": raw(ops.LOAD_CONST), "LOAD_COMMON_CONSTANT": _common_constant,
    "LOAD_FAST_BORROW": raw(ops.LOAD_FAST), "LOAD_FAST_BORROW_LOAD_FAST_BORROW": pair(ops.LOAD_FAST_LOAD_FAST),
    "NOT_TAKEN": none(ops.NOP), "FOR_ITER": jump(ops_table_generators.FOR_ITER_KEEP), "POP_ITER": none(ops.POP_TOP),
    "LOAD_SPECIAL": _special, "WITH_EXCEPT_START": none(ops_table.WITH_EXCEPT_START_SELF),
    "CALL_FUNCTION_EX": none(ops_table.CALL_FUNCTION_EX_4),
    "BUILD_INTERPOLATION": raw(ops_table_intrinsics.BUILD_INTERPOLATION),
    "BUILD_TEMPLATE": none(ops_table_intrinsics.BUILD_TEMPLATE),
}

#: 3.15: iterators take two slots (the iterator and a NULL the VM never fills) through GET_ITER, FOR_ITER,
#: SEND, END_SEND and POP_ITER; GET_ITER's argument replaces GET_YIELD_FROM_ITER; IMPORT_NAME's lazy bits.
V315: Dict[str, Decoder] = {
    **V314,
    "GET_ITER": _get_iter, "FOR_ITER": jump(ops_table_generators.FOR_ITER_KEEP_BELOW_NULL),
    "POP_ITER": none(ops_table_generators.POP_TWO),
    "SEND": jump(ops_table_generators.SEND_BELOW_NULL), "END_SEND": none(ops_table_generators.END_SEND_3),
    # the low bits say lazy (1) or eager (2): builtins.__lazy_import__ refuses to be called from a function
    # (the VM's handler), so the VM imports a `lazy import` at once
    "IMPORT_NAME": name(ops_flow.IMPORT_NAME, shift=2),
}


def _finish_table(pc: PCode, throw_into: Callable = ops_table_generators.throw_into_yield_from) -> None:
    """Per-code facts that need the whole instruction list (3.11+)."""
    names = pc.opnames
    # A generator starts after RETURN_GENERATOR; what comes before it (MAKE_CELL, COPY_FREE_VARS, and in
    # 3.15 generator expressions RESUME, LOAD_FAST, GET_ITER) runs at the call (calls.make_generator).
    start = names.index("RETURN_GENERATOR") + 1 if "RETURN_GENERATOR" in names else 0
    if start:
        pc.first = start
        pc.prime = True
    for i, op in enumerate(names):
        if op == "YIELD_VALUE" and i and names[i - 1] == "SEND":
            pc.yield_from[i] = True
            if names[i + 1:i + 2] == ["RESUME"] and names[i + 2:i + 3] == ["JUMP_BACKWARD_NO_INTERRUPT"] and (
                    pc.args[i + 2] == i - 1):
                pc.resend[i] = i - 1
    # CPython reports no trace/monitoring event for RESUME nor for the prologue before the first one
    # (MAKE_CELL, COPY_FREE_VARS, RETURN_GENERATOR, POP_TOP); the counter skips them the same way.
    first_resume = names.index("RESUME", start) if "RESUME" in names[start:] else -1
    ext_counted = pc.table.version >= (3, 12)  # sys.monitoring reports EXTENDED_ARG as an instruction
    for i, op in enumerate(names):
        if op == "RESUME" or i < first_resume:
            pc.counted[i] = 0
        elif ext_counted:
            pc.counted[i] = 1 + pc.exts[i]
    pc.table_unwind = ops_table.unwind
    pc.table_throw = throw_into


def _finish_table_311(pc: PCode) -> None:
    _finish_table(pc, ops_table_generators.throw_into_yield_from_311)


def _finish_table_315(pc: PCode) -> None:
    _finish_table(pc, ops_table_generators.throw_into_yield_from_below_null)


def _finish_blocks(pc: PCode) -> None:
    names = pc.opnames
    if names and names[0] == "GEN_START":
        pc.prime = True
    for i, op in enumerate(names):
        if op == "YIELD_FROM":
            pc.yield_from[i] = True
    pc.table_unwind = ops_blocks.unwind
    pc.table_throw = ops_blocks.throw_into_yield_from


TABLES: Dict[Tuple[int, int], Tuple[Dict[str, Decoder], Callable]] = {
    (3, 8): ({**COMMON, **BLOCK_FAMILY, **V38}, _finish_blocks),
    (3, 9): ({**COMMON, **BLOCK_FAMILY, **V39}, _finish_blocks),
    (3, 10): ({**COMMON, **BLOCK_FAMILY, **V310}, _finish_blocks),
    (3, 11): ({**COMMON, **TABLE_FAMILY, **V311}, _finish_table_311),
    (3, 12): ({**COMMON, **TABLE_FAMILY, **V312}, _finish_table),
    (3, 13): ({**COMMON, **TABLE_FAMILY, **V313}, _finish_table),
    (3, 14): ({**COMMON, **TABLE_FAMILY, **V314}, _finish_table),
    (3, 15): ({**COMMON, **TABLE_FAMILY, **V315}, _finish_table_315),
}


def handler_names(version: Tuple[int, int]) -> Dict[str, str]:
    """``{opname: handler name}`` of ``version``: which handler serves each opcode (``A | B`` where the
    argument picks one of several, as LOAD_ATTR's method bit does)."""
    if version not in TABLES:
        raise VMError("the VM has no handlers for CPython %d.%d" % version)
    decoders, _finish = TABLES[version]
    opcodes = table_for(version).by_name
    return {opname: " | ".join(dict.fromkeys(h.__name__ for h in getattr(decoder, "handlers", ())))
            for opname, decoder in sorted(decoders.items()) if opname in opcodes}


def build_handler_table(version: Tuple[int, int]) -> HandlerTable:
    """The handler table of ``version`` (the VM executes host code, so in practice the host's)."""
    if version not in TABLES:
        raise VMError("the VM has no handlers for CPython %d.%d" % version)
    decoders, finish = TABLES[version]
    table_for(version)
    return HandlerTable(version, decoders, _missing_handler, finish)
