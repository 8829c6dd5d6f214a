"""What each instruction does to the kinds, as the type-state pass (:mod:`antioch.analysis.kinds`)
applies it: a *step* (effect argument, pops, pushes, whether ``obj`` satisfies every pop, whether
a push copies a popped kind, whether the special cases apply, and how it is applied), worked out
once per version, opcode and argument and kept in the tables here."""
from typing import Any, Dict, Sequence, Set, Tuple

from antioch.analysis.kindlattice import Kind

CALLS = frozenset({"CALL_FUNCTION", "CALL_METHOD", "CALL", "PRECALL"})
DEREFS = frozenset({"LOAD_DEREF", "STORE_DEREF", "DELETE_DEREF", "LOAD_CLASSDEREF", "LOAD_CLOSURE",
                    "LOAD_FROM_DICT_OR_DEREF"})
#: Loads of 3.14's __conditional_annotations__ (PEP 649: the indexes of the annotations that ran)
CONDITIONAL_ANNOTATION_LOADS = frozenset({"LOAD_NAME", "LOAD_DEREF", "LOAD_FAST", "LOAD_FAST_BORROW",
                                          "LOAD_FROM_DICT_OR_DEREF"})
#: Opcodes that do more to the kinds than their signature says (:meth:`KindChecker._special`),
#: besides the loads of locals (whose signatures push ``local``)
SPECIAL = frozenset({"STORE_FAST_LOAD_FAST", "LOAD_CONST", "STORE_FAST", "STORE_FAST_STORE_FAST", "DELETE_FAST",
                     "MAKE_CELL", "COPY_FREE_VARS", "BUILD_TUPLE", "MAKE_FUNCTION", "SET_FUNCTION_ATTRIBUTE",
                     "BUILD_CONST_KEY_MAP", "CALL_FUNCTION_KW", "CALL_KW"}) | CALLS | DEREFS | \
    CONDITIONAL_ANNOTATION_LOADS
#: 3.8-3.10 opcodes that change the block stack besides SETUP_* (KindChecker._block_stack)
BLOCK_OPS = frozenset({"POP_BLOCK", "POP_EXCEPT", "END_ASYNC_FOR", "END_FINALLY", "POP_FINALLY",
                       "WITH_CLEANUP_FINISH", "RERAISE", "CALL_FINALLY"})
#: What an instruction does to the kinds, by version and (name, effect argument, jump, intrinsic):
#: see KindChecker._step_of; at most MAX_KNOWN_STEPS per version are kept
STEPS: Dict[Tuple[int, int], Dict[Tuple[str, int, bool, str], Any]] = {}
MAX_KNOWN_STEPS = 4096
#: by version, the step of each opcode whose effect argument is 0 (not a RawArg), when it falls through
ZERO_STEPS: Dict[Tuple[int, int], Dict[str, Any]] = {}
#: by version, the same when it jumps
ZERO_JUMP_STEPS: Dict[Tuple[int, int], Dict[str, Any]] = {}
#: by version, the fall-through step of an instruction by its name, flags and argument, which decide
#: its effect argument (stackdepth.effect_arg; the key is kinds.arg_step_key): the steps of every
#: other instruction, found for a whole code object at once
ARG_STEPS: Dict[Tuple[int, int], Dict[Tuple[Any, ...], Any]] = {}
MAX_ARG_STEPS = 1 << 15
#: How a step is applied (the last field of a step, see KindChecker._step_of): as its signature
#: says; or a LOAD_CONST, a load of one local that checks it or not, a STORE_FAST (each done in
#: KindChecker._flow as KindChecker._special would); or by KindChecker._step and _special
PLAIN, CALLING, NAME_LOAD, CONSTANT, CHECKED_LOAD, UNCHECKED_LOAD, STORE, SPECIAL_STEP = range(8)
#: (opcode, whether LOAD_FAST is unchecked (3.12+)) -> how, for the special opcodes done in _flow:
#: calls as plain unless a popped kind is a tuple (a function, closure or constant tuple), LOAD_NAME
#: unless of __conditional_annotations__, the loads and stores of a local named by a str
SIMPLE_SPECIALS = {("LOAD_CONST", False): CONSTANT, ("LOAD_CONST", True): CONSTANT,
                    ("LOAD_NAME", False): NAME_LOAD, ("LOAD_NAME", True): NAME_LOAD,
                    ("LOAD_FAST", False): CHECKED_LOAD, ("LOAD_FAST", True): UNCHECKED_LOAD,
                    ("LOAD_FAST_CHECK", False): CHECKED_LOAD, ("LOAD_FAST_CHECK", True): CHECKED_LOAD,
                    ("STORE_FAST", False): STORE, ("STORE_FAST", True): STORE}
for _call in CALLS | {"CALL_FUNCTION_KW", "CALL_KW"}:
    SIMPLE_SPECIALS[_call, False] = SIMPLE_SPECIALS[_call, True] = CALLING
#: (opcode, requirements, kinds popped) that satisfy every requirement (KindChecker._check_pops)
SATISFIED: Set[Tuple[str, Sequence[str], Tuple[Kind, ...]]] = set()
