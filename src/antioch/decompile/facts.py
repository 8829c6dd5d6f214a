"""What the decompiler needs to know about each CPython version, in one place.

Opcode names, numbers and argument kinds come from the generated tables (:mod:`antioch.opcodes`);
what is here is how the compiler of each version *uses* them, read from CPython's
``Python/compile.c`` (and ``Python/codegen.c``, ``Python/flowgraph.c`` from 3.13), as data.
"""
from functools import lru_cache
from typing import Dict, NamedTuple, Tuple

Version = Tuple[int, int]

#: 3.8-3.10 binary and in-place operators, one opcode each (Lib/opcode.py of those versions)
BINARY_OPCODES: Dict[str, str] = {
    "BINARY_POWER": "**", "BINARY_MULTIPLY": "*", "BINARY_MATRIX_MULTIPLY": "@", "BINARY_FLOOR_DIVIDE": "//",
    "BINARY_TRUE_DIVIDE": "/", "BINARY_MODULO": "%", "BINARY_ADD": "+", "BINARY_SUBTRACT": "-",
    "BINARY_LSHIFT": "<<", "BINARY_RSHIFT": ">>", "BINARY_AND": "&", "BINARY_XOR": "^", "BINARY_OR": "|",
}
INPLACE_OPCODES: Dict[str, str] = {"INPLACE_" + name[len("BINARY_"):]: op for name, op in BINARY_OPCODES.items()}

#: conditional jumps: opcode -> (what the jump tests, whether the value stays on the stack when it jumps)
#: tests: "true"/"false" (truth of the value), "none"/"not none" (``is None``, 3.11+)
CONDITIONAL_JUMPS: Dict[str, Tuple[str, bool]] = {
    "POP_JUMP_IF_FALSE": ("false", False), "POP_JUMP_IF_TRUE": ("true", False),
    "POP_JUMP_FORWARD_IF_FALSE": ("false", False), "POP_JUMP_FORWARD_IF_TRUE": ("true", False),
    "POP_JUMP_BACKWARD_IF_FALSE": ("false", False), "POP_JUMP_BACKWARD_IF_TRUE": ("true", False),
    "POP_JUMP_IF_NONE": ("none", False), "POP_JUMP_IF_NOT_NONE": ("not none", False),
    "POP_JUMP_FORWARD_IF_NONE": ("none", False), "POP_JUMP_FORWARD_IF_NOT_NONE": ("not none", False),
    "POP_JUMP_BACKWARD_IF_NONE": ("none", False), "POP_JUMP_BACKWARD_IF_NOT_NONE": ("not none", False),
    "JUMP_IF_FALSE_OR_POP": ("false", True), "JUMP_IF_TRUE_OR_POP": ("true", True),
}
UNCONDITIONAL_JUMPS = frozenset({"JUMP_FORWARD", "JUMP_ABSOLUTE", "JUMP_BACKWARD", "JUMP_BACKWARD_NO_INTERRUPT",
                                 "JUMP", "JUMP_NO_INTERRUPT"})

#: FORMAT_VALUE's conversion bits (Include/ceval.h FVC_*) and 3.13's CONVERT_VALUE argument
CONVERSIONS = {0: "", 1: "!s", 2: "!r", 3: "!a"}

#: opcodes that only set up the frame or the interpreter's bookkeeping: nothing in the source
PROLOGUE = frozenset({"RESUME", "NOP", "CACHE", "PRECALL", "COPY_FREE_VARS", "MAKE_CELL", "TO_BOOL",
                      "GEN_START", "EXTENDED_ARG", "NOT_TAKEN"})
#: the PROLOGUE opcodes the simulation passes over: TO_BOOL, 3.13+, is mostly a test's or a ``not``'s,
#: but alone it is ``not not x`` (values.py, op_TO_BOOL)
PASSED_OVER = PROLOGUE - {"TO_BOOL"}


class Facts(NamedTuple):
    """How one version's compiler writes what the decompiler reads back."""

    version: Version
    #: MAKE_FUNCTION pops the qualified name above the code (before 3.11)
    qualname_on_stack: bool
    #: a call pops a NULL or self slot below the callable (3.11+: PUSH_NULL, LOAD_GLOBAL's bit, ...)
    call_has_null: bool
    #: the exit of a for loop starts with the exhausted iterator and a dummy on the stack (3.12+: END_FOR)
    for_exit_keeps_iterator: bool
    #: a non-lambda function's first constant is its docstring or None (3.8-3.13, compiler_function)
    docstring_first_const: bool
    #: END_FOR pops the iterator too (3.12); 3.13's pops one value and a POP_TOP follows
    end_for_pops: int
    #: RETURN_CONST exists (3.12, 3.13): a constant returned by LOAD_CONST + RETURN_VALUE is a copied return
    has_return_const: bool
    #: ``assert`` raises a global AssertionError (3.8; LOAD_ASSERTION_ERROR from 3.9)
    assert_loads_global: bool
    #: try statements are read from the exception table (3.11+); before, from SETUP_FINALLY's block stack
    structures_exception_table: bool
    #: a while loop's test is copied to the end of its body (3.10+), where it jumps back to the body
    while_test_at_bottom: bool
    #: a function's first constant is its docstring when the code has this flag (3.14+: CO_HAS_DOCSTRING)
    docstring_flag: int
    #: GET_ITER pushes an index under the iterator, and POP_ITER drops both (3.15)
    get_iter_pushes_index: bool
    #: a finally body is compiled once, entered by BEGIN_FINALLY and CALL_FINALLY too (3.8; twice from 3.9)
    finally_by_call: bool
    #: a small block that leaves (``return None``) is copied into each way that reaches it (3.10+)
    copies_small_exits: bool
    #: names the class body assigns before its own statements (compiler_class_body)
    class_prologue: Tuple[str, ...]
    #: a call of an attribute of a name the module imports is no method call (3.14+: Python/codegen.c,
    #: is_import_originated): a module left as a listing must still import the names it did
    imports_shape_calls: bool = False
    #: an except clause's ``continue`` jumps straight to the loop's head, its ``pass`` at the end of the
    #: loop's body by the jump back (3.11-3.13; 3.14+ threads both straight to the head)
    except_continue_shows: bool = False
    #: constants enter the pool in the order of the source, folded ones last (3.14+: const_order.py)
    consts_in_source_order: bool = False
    #: a value's short circuit that lands on the opposite test of the value around it goes past that
    #: test (3.14+: the JUMP_IF_FALSE/JUMP_IF_TRUE pseudo-instructions, Python/flowgraph.c)
    threads_kept_tests: bool = False
    #: a while loop's body goes back to its test at the top by JUMP_BACKWARD again (3.14+, as before
    #: 3.10): a test in its body that leaves it elsewhere than the test before it is no copy of that test
    while_test_at_top: bool = False
    #: each test of an ``if`` that ends a loop's body jumps back by a JUMP_BACKWARD of its own, with
    #: the test's position (3.12+, Python/flowgraph.c normalize_jumps_in_block; 3.14+ after a
    #: NOT_TAKEN, which drop_bookkeeping takes out: inside a protected region the exception table has a
    #: hole there)
    tests_jump_back: bool = False
    #: the jump over an ``else`` that ends a loop's body goes straight back to the loop's head, on the
    #: line before it (3.12+, Python/flowgraph.c jump_thread: the jump has no position of its own);
    #: 3.8-3.9's peephole optimizer did the same (threaded_jumps.threaded_jump)
    threads_jumps_back: bool = False
    #: ways round a loop meet where they go on to its head or exit through what only they lead to (a
    #: with's exit on the way back); not on 3.10, whose copies of small exits into each way out meet
    #: otherwise (a continue out of nested with statements)
    meets_through_only_ways: bool = False
    #: a ``continue`` written on a line of its own after statements keeps that line on its jump back
    #: (3.10: compiler_continue sets it; the compiler's own jumps back have none and take the line
    #: before them, propagate_line_numbers in Python/compile.c, and 3.10 threads no jump back)
    continue_jump_keeps_line: bool = False
    #: a ``return`` of a constant that starts on a later line leaves a NOP of the constant's line before
    #: the LOAD_CONST, which has the return's (compiler_return in Python/compile.c, codegen_return in
    #: Python/codegen.c; 3.12-3.13 fold the two into RETURN_CONST after that NOP)
    return_constant_nop: bool = False
    #: a block that ways of a loop's body meet at and go round from (``if c: y()`` then ``continue``)
    #: ends the ways through it for an ``if`` around, whose arms meet after it (3.10+; 3.8-3.9's
    #: peephole optimizer threads the jumps of an ``elif`` chain's arms to the jump back that ends
    #: the body, Python/peephole.c: there the arms meet)
    rounds_end_outer_arms: bool = False
    #: where the tests of two statements both jump in a loop body is where their arms meet (3.8-3.10,
    #: whose tests of one condition fall into its body, its last test falling into it)
    tests_meet_in_loops: bool = False
    #: the constants the optimiser folds are appended to the pool, after the code generator's, which
    #: keep the source's order (fold_tuple_on_constants: Python/compile.c, Python/flowgraph.c from 3.12);
    #: read from 3.10
    pool_shows_folds: bool = False
    #: the statements after a ``try`` whose handlers all leave keep plain LOAD_FAST, which an
    #: ``else`` clause's borrow (3.14: Python/flowgraph.c, optimize_load_fast does not reach them;
    #: 3.15 does): try_else.py
    after_try_unwalked: bool = False
    #: statements after a ``try`` in a loop, ending the loop's body in an ``if``, are told from an
    #: ``else`` clause by the jump back inserted after the if's test (3.15: try_statement.py; 3.14 tells
    #: them by their loads, 3.12-3.13's are not read that way yet)
    after_try_jumps_back: bool = False
    #: the return after a ``try`` reached only from its handler is copied into its clauses and kept
    #: nowhere else (3.12+, Python/flowgraph.c: try_statement.py)
    copies_into_handlers: bool = False
    #: a function's final written ``return None`` ends arms of ifs nested in the ``if`` before it as
    #: copies with its own line (3.12+, copied_tails.return_after_nested_ifs; before, an ``else: (if c:
    #: A); return`` ending a function is the source's, and 3.11's ``return`` after an if/elif too)
    copies_end_into_nested_arms: bool = False
    #: an else clause whose last statement is an ``if`` that leaves ends with a NOP of the test's
    #: position where the statement's end is on another line (3.13: else_end.leaving_if_after)
    else_if_end_keeps_nop: bool = False
    #: an else clause whose last statement is an ``if`` ends its body with a NOP of the body's last
    #: line where the statement's end is on another line (3.12: else_end.else_ends_at_jump_nop)
    else_if_body_keeps_nop: bool = False
    #: a jump over an ``else`` that became a NOP before the copy of an exit stays, with the position
    #: of the instruction before it (3.13: inlined_jump_nops.py)
    keeps_inlined_jump_nops: bool = False
    #: the constant of ``while 1:``/``while True:`` stays in the pool, though the test it was loaded
    #: for is folded away (3.10-3.11: compiler_jump_if loads it, the peephole optimiser drops the
    #: LOAD_CONST and POP_JUMP_IF_FALSE; 3.12+ compiles no test and removes unused constants)
    pool_keeps_while_constant: bool = False
    #: the constant of ``while 1:``/``while True:`` keeps the place where the code generator met it
    #: when something else loads it later (3.12-3.13: the code generator adds it to the pool, and
    #: remove_unused_consts in Python/flowgraph.c drops it only when nothing loads it)
    pool_places_while_constant: bool = False
    #: the first constant the code generator met stays in the pool though nothing loads it (3.14+:
    #: remove_unused_consts in Python/flowgraph.c keeps index 0, once the docstring's place), the
    #: test of ``while 1:`` too when nothing came before it; any later one is dropped
    pool_keeps_first_constant: bool = False
    #: a NOP between two statements of a function's block is a statement of its own (``pass``,
    #: ``if __debug__:``): 3.10+, which keep a NOP only for a line no other instruction has
    #: (remove_redundant_nops), where the NOPs of loops and try statements start or end their blocks,
    #: that of a ``case _:`` is read with its case and those of a folded tuple come after its line
    nops_are_statements: bool = False
    #: the names of a body compiled and then dropped as dead stay in ``co_names`` with no NOP to mark
    #: its place; those after every name in use are written as ``if False:`` ending the body (3.10,
    #: dead_names.trailing_dead_names; 3.8-3.9 add no name of a dead body, 3.11+ keep a NOP there)
    trailing_dead_names: bool = False
    #: the pool keeps the constant of a test the optimiser dropped (``if __debug__:``), where the code
    #: generator met it: only those after the last constant loaded are trimmed (3.10, trim_unused_consts
    #: in Python/compile.c; 3.11+ remove every unused one): debug_tests.place_kept_tests
    pool_keeps_dropped_tests: bool = False
    #: the NOP of ``else: pass`` ending a function stays before the implicit ``return None`` it falls
    #: into (3.10: clean_basic_block in Python/compile.c drops a NOP that ends its block only where the
    #: next block starts on its line, and the return, a block of its own, has no line until
    #: propagate_line_numbers runs later; 3.11+ drop it), so a lone ``return None`` there was written
    else_pass_keeps_nop: bool = False
    #: a ``break`` keeps its NOP, in a block of its own, even on the line of the test before it
    #: (``if c: break``): 3.11+; 3.10 drops it there, the copy of the exit after it opening the block
    break_keeps_nop: bool = False
    #: match statements are read (3.10+, match.py)
    reads_match: bool = False
    #: a pattern's MATCH_CLASS and MATCH_KEYS push a bool after the tuple they found, tested by
    #: POP_JUMP_IF_FALSE (3.10, Python/ceval.c); 3.11+ push the tuple or None, tested for None
    match_tests_push_bool: bool = False
    #: ``return a if c else b``'s return is copied into both arms with the condition's line (3.14+,
    #: where no RETURN_CONST tells a copy): only the lines tell it from an if/else of two returns
    copied_returns_on_test_line: bool = False
    #: an except clause's handlers are laid out where the compiler wrote them, after the body's else
    #: clause and its jump past them to the statement's end (3.8-3.11; 3.12+ moves them after
    #: everything: push_cold_blocks_to_end in Python/flowgraph.c)
    handlers_inline: bool = False
    #: a with statement's items may be written in parentheses, over several lines (the 3.9+ parser):
    #: an item on a later line than the first is entered and left on the first's line (3.9-3.12)
    with_items_in_parentheses: bool = False
    #: the POP_TOPs after POP_EXCEPT of a with statement's handler where ``__exit__`` suppressed the
    #: exception (finally_table._meets_suppressed): one on 3.8-3.10, two on 3.11-3.13, three on 3.14+,
    #: where LOAD_SPECIAL pushes ``__exit__`` and its self (Python/codegen.c, codegen_with_except_finish)
    with_suppressed_pops: int = 1


@lru_cache(maxsize=None)  # (asked for each code object; the facts are a NamedTuple, never edited)
def facts_for(version: Version) -> Facts:
    prologue: Tuple[str, ...] = ("__module__", "__qualname__")
    if version >= (3, 13):
        prologue += ("__firstlineno__",)
    return Facts(
        version=version,
        qualname_on_stack=version < (3, 11),
        call_has_null=version >= (3, 11),
        for_exit_keeps_iterator=version >= (3, 12),
        docstring_first_const=version <= (3, 13),
        end_for_pops=2 if version == (3, 12) else 1,
        has_return_const=(3, 12) <= version < (3, 14),
        assert_loads_global=version < (3, 9),
        structures_exception_table=version >= (3, 11),
        while_test_at_bottom=version >= (3, 10),
        docstring_flag=0x4000000 if version >= (3, 14) else 0,
        get_iter_pushes_index=version >= (3, 15),
        finally_by_call=version < (3, 9),
        copies_small_exits=version >= (3, 10),
        class_prologue=prologue,
        imports_shape_calls=version >= (3, 14),
        except_continue_shows=(3, 11) <= version < (3, 14),
        consts_in_source_order=version >= (3, 14),
        threads_kept_tests=version >= (3, 14),
        while_test_at_top=version >= (3, 14),
        tests_jump_back=version >= (3, 12),
        threads_jumps_back=version >= (3, 12),
        meets_through_only_ways=version != (3, 10),
        continue_jump_keeps_line=version == (3, 10),
        return_constant_nop=version >= (3, 10) and not (3, 12) <= version < (3, 14),
        rounds_end_outer_arms=version >= (3, 10),
        tests_meet_in_loops=version < (3, 11),
        pool_shows_folds=version >= (3, 10),
        after_try_unwalked=version == (3, 14),
        after_try_jumps_back=version >= (3, 15),
        copies_into_handlers=version >= (3, 12),
        copies_end_into_nested_arms=version >= (3, 12),
        else_if_end_keeps_nop=version == (3, 13),
        else_if_body_keeps_nop=version == (3, 12),
        keeps_inlined_jump_nops=version == (3, 13),
        pool_keeps_while_constant=(3, 10) <= version < (3, 12),
        pool_places_while_constant=(3, 12) <= version < (3, 14),
        pool_keeps_first_constant=version >= (3, 14),
        nops_are_statements=version >= (3, 10),
        trailing_dead_names=version == (3, 10),
        pool_keeps_dropped_tests=(3, 10) <= version <= (3, 11),
        else_pass_keeps_nop=version == (3, 10),
        break_keeps_nop=version >= (3, 11),
        reads_match=version >= (3, 10),
        match_tests_push_bool=version == (3, 10),
        copied_returns_on_test_line=version >= (3, 14),
        handlers_inline=version <= (3, 11),
        with_items_in_parentheses=version >= (3, 9),
        with_suppressed_pops=1 if version < (3, 11) else 2 if version < (3, 14) else 3,
    )


#: the versions whose code this decompiler reads
DECOMPILES = [(3, minor) for minor in range(8, 16)]
