"""The verifier: no false alarms over the standard library, and every rule hit by hand-made bad code."""
import dis
from dataclasses import replace

import pytest

from antioch.analysis import kinds, verify
from antioch.cli import main
from antioch.codeobj import CO_GENERATOR, fields_of
from antioch.encoding.exceptiontable import ExceptionEntry, decode_exception_table, encode_exception_table
from antioch.errors import VerifyError
from antioch.ir import Instr, Label, RawArg
from antioch.lift import lift
from antioch.lower import lower
from antioch.opcodes import HOST, table_for
from corpus import run_parallel, stdlib_code_objects

TABLE = table_for(HOST)


def _problems(item):
    path, co = item
    return ["%s: %s" % (path, p) for p in verify(co, nested=False)]


def test_no_false_alarms_over_stdlib():
    items = stdlib_code_objects()
    found = [p for ps in run_parallel(_problems, items) for p in ps]
    print("CPython %d.%d: %d code objects, %d problems" % (HOST + (len(items), len(found))))
    assert not found, "\n".join(found[:20])


def sample(a, b):
    c = a + b
    for x in b:
        c = c * x
    return c


def rules(code_or_ir):
    return {p.rule for p in verify(code_or_ir)}


def edited(edit, func=sample):
    ir = lift(func.__code__)
    edit(ir)
    return ir


def first(ir, name):
    return next(k for k, item in enumerate(ir.items) if isinstance(item, Instr) and item.name == name)


def test_clean_code_has_no_problems():
    assert verify(sample.__code__) == []
    assert verify(lift(sample.__code__)) == []


async def _async_for(xs, cm):
    async with cm:
        async for x in xs:
            yield x
    async for _x in xs:
        pass


def test_async_for_is_clean():
    """3.14+: END_ASYNC_FOR's argument names the loop's END_SEND for sys.monitoring, but it never jumps."""
    assert verify(_async_for.__code__) == []
    assert verify(lift(_async_for.__code__)) == []


def test_stack_underflow():
    ir = edited(lambda ir: ir.items.insert(first(ir, "RETURN_VALUE"), Instr("POP_TOP")))
    ir.items.insert(first(ir, "RETURN_VALUE"), Instr("POP_TOP"))
    assert "stack-underflow" in rules(ir)


def test_stack_overflow():
    f = fields_of(sample.__code__)
    assert "stack-overflow" in rules(replace(f, stacksize=f.stacksize - 1))


def test_inconsistent_depth():
    def push_before_loop_jump(ir):
        k = max(k for k, item in enumerate(ir.items) if isinstance(item, Instr) and item.name in (
            "JUMP_ABSOLUTE", "JUMP_BACKWARD"))
        ir.items.insert(k, Instr("LOAD_CONST", None))

    assert "inconsistent-depth" in rules(edited(push_before_loop_jump))


def test_jump_to_a_non_instruction():
    def raw_jump(ir):
        ir.items[first(ir, "FOR_ITER")].arg = RawArg(200)

    assert "jump-target" in rules(edited(raw_jump))


def test_jump_to_a_label_outside_the_code():
    def lost(ir):
        ir.items[first(ir, "FOR_ITER")].arg = Label("nowhere")

    assert "jump-target" in rules(edited(lost))


def test_argument_out_of_its_pool():
    def bad_const(ir):
        load = next(k for k, item in enumerate(ir.items) if isinstance(item, Instr)
                    and item.name.startswith("LOAD_FAST"))  # 3.14: LOAD_FAST_BORROW
        ir.items[load] = Instr("LOAD_CONST", RawArg(99))

    assert "arg-index" in rules(edited(bad_const))


def test_opcode_of_another_version():
    name = "BINARY_ADD" if HOST >= (3, 11) else "BINARY_OP"
    ir = edited(lambda ir: ir.items.insert(0, Instr(name, 0)))
    assert "unknown-opcode" in rules(ir)


def test_specialized_or_instrumented_opcodes_are_refused():
    special = [n for names in TABLE.specializations.values() for n in names]
    forbidden = [n for n in TABLE.by_name if n.startswith("INSTRUMENTED_")] or ["EXTENDED_ARG"]
    if special:
        assert "specialized-opcode" in rules(edited(lambda ir: ir.items.insert(0, Instr(special[0], 0))))
    assert "forbidden-opcode" in rules(edited(lambda ir: ir.items.insert(0, Instr(forbidden[0], 0))))


def test_missing_argument():
    assert "missing-argument" in rules(edited(lambda ir: ir.items.insert(0, Instr("BUILD_TUPLE", None))))


def test_raw_code_that_does_not_decode():
    f = fields_of(sample.__code__)
    assert "decode" in rules(replace(f, code=f.code + b"\x01"))
    unknown = next(n for n in range(256) if TABLE.by_number[n] is None)
    assert "unknown-opcode" in rules(replace(f, code=bytes([unknown, 0]) + f.code))


def test_extended_arg_prefixing_nothing():
    f = fields_of(sample.__code__)
    assert "extended-arg" in rules(replace(f, code=f.code + bytes([TABLE.extended_arg, 0])))


@pytest.mark.skipif(HOST < (3, 11), reason="inline caches are 3.11+")
def test_non_zero_cache():
    f = fields_of(sample.__code__)
    code = bytearray(f.code)
    units = lift(f).instructions()
    with_cache = next(i for i in units if TABLE[i.name].caches)
    code[with_cache.offset + 2] = 7
    assert "cache" in rules(replace(f, code=bytes(code)))


@pytest.mark.skipif(HOST < (3, 12), reason="LOAD_FAST checks its local before 3.12")
def test_unbound_local():
    def g(a):
        if a:
            b = 1
        return b  # compiled as LOAD_FAST_CHECK; the test makes it unchecked

    def unchecked(ir):
        ir.items[first(ir, "LOAD_FAST_CHECK")].name = "LOAD_FAST"

    assert verify(g.__code__) == []
    assert "unbound-local" in rules(edited(unchecked, g))


@pytest.mark.skipif(HOST < (3, 11), reason="exception tables are 3.11+")
def test_exception_table_problems():
    def h(x):
        try:
            return x()
        except ValueError:
            return 0

    f = fields_of(h.__code__)
    entries = decode_exception_table(f.exceptiontable)
    deep = [entries[0]._replace(depth=entries[0].depth + 5)] + entries[1:]
    assert "exception-table" in rules(replace(f, exceptiontable=encode_exception_table(deep)))
    inside = next(i.offset + 2 for i in lift(f).instructions() if TABLE[i.name].caches)  # a CACHE unit
    odd = [ExceptionEntry(entries[0].start, entries[0].end, inside, 0, False)]
    assert "exception-table" in rules(replace(f, exceptiontable=encode_exception_table(odd)))
    outside = [ExceptionEntry(entries[0].start, entries[0].end, len(f.code) + 20, 0, False)]
    assert "exception-table" in rules(replace(f, exceptiontable=encode_exception_table(outside)))


def test_generator_opcodes_need_the_flag():
    def gen():
        yield 1

    f = fields_of(gen.__code__)
    assert verify(f) == []
    assert "flags" in rules(replace(f, flags=f.flags & ~CO_GENERATOR))


def test_falling_off_the_end():
    def drop_return(ir):
        k = max(k for k, item in enumerate(ir.items) if isinstance(item, Instr))
        del ir.items[k]

    assert "falls-off-end" in rules(edited(drop_return))


def test_ir_from_text_without_offsets_reports_lines():
    ir = edited(lambda ir: ir.items.insert(first(ir, "RETURN_VALUE"), Instr("POP_TOP")))
    ir.items.insert(first(ir, "RETURN_VALUE"), Instr("POP_TOP"))
    for instr in ir.instructions():
        instr.offset = None
    problems = verify(ir)
    assert problems and all(p.offset is not None for p in problems if p.rule == "stack-underflow")
    assert lower(lift(sample.__code__))  # the IR still lowers


def test_cli(capsys, tmp_path):
    src = tmp_path / "ok.py"
    src.write_text("def f(a):\n    return a + 1\n")
    assert main(["verify", str(src)]) == 0
    assert main(["verify", "-c", "x = [i for i in range(3)]"]) == 0
    assert capsys.readouterr().out.splitlines()[-1].endswith(", no problem found")
    assert main(["cfg", "-c", "for i in range(3):\n    print(i)"]) == 0
    out = capsys.readouterr().out
    # the loop body holds the iterator: one slot, two from 3.15 (iterator and index or NULL)
    assert out.startswith("digraph cfg {") and "depth %d" % (2 if HOST >= (3, 15) else 1) in out


async def _agen(n):
    for i in range(n):
        yield i


async def _f(x):
    return x


async def _async_comprehensions(xs):
    a = [v async for v in _agen(2)]
    b = [await _f(x) for x in xs]
    c = (await _f(x) for x in xs)
    d = [y async for x in _agen(2) for y in range(x)]
    e = [y for x in xs async for y in _agen(x)]
    g = (v async for v in _agen(2))
    h = (y async for x in _agen(2) for y in range(x))
    return a, b, c, d, e, g, h


def test_async_comprehensions_are_clean():
    """An async comprehension is called with GET_AITER's result and reads .0 with GET_ANEXT; an
    await in a comprehension makes it async but it FOR_ITERs .0 (3.8-3.11 compile each apart)."""
    assert verify(_async_comprehensions.__code__) == []
    assert verify(lift(_async_comprehensions.__code__)) == []


def _nested(func, name):
    return next(c for c in func.__code__.co_consts if type(c).__name__ == "code" and c.co_name == name)


@pytest.mark.skipif(HOST >= (3, 15), reason="3.15's comprehensions take the iterable and call GET_ITER")
def test_an_async_comprehension_that_for_iters_dot0_needs_an_iterator():
    async def awaits(xs):
        return (await _f(x) for x in xs)  # async, but .0 is FOR_ITERed

    def aiter_argument(ir):
        ir.items[first(ir, "GET_ITER")] = Instr("GET_AITER")

    assert verify(awaits.__code__) == []
    found = verify(edited(aiter_argument, awaits))
    assert {p.rule for p in found} == {"call-shape"}
    assert "an iterator, not an async iterator" in found[0].message


@pytest.mark.skipif(HOST >= (3, 15), reason="3.15's comprehensions take the iterable and call GET_ITER")
def test_a_crafted_async_comprehension_cannot_for_iter_its_async_iterator():
    async def nested():
        return (y async for x in _agen(2) for y in range(x))

    ir = lift(_nested(nested, "<genexpr>"))
    inner = first(ir, "GET_ITER")  # the sync inner loop's: made to FOR_ITER .0, the async iterator
    ir.items[inner:inner + 1] = [Instr("POP_TOP"), Instr("LOAD_FAST", ".0")]
    assert verify(_nested(nested, "<genexpr>")) == []
    assert rules(ir) == {"stack-kind"}


# -- kinds of values: what CPython's interpreter trusts without checking --------------------------


def test_for_iter_needs_an_iterator():
    # 3.15's FOR_ITER takes two slots: without GET_ITER it also pops what is not there
    assert rules(edited(lambda ir: ir.items.pop(first(ir, "GET_ITER")))) & {"stack-kind", "stack-underflow"}


def test_make_function_needs_a_code_object():
    def outer():
        def inner():
            return 1
        return inner

    def not_code(ir):
        k = next(k for k, item in enumerate(ir.items) if isinstance(item, Instr) and item.name == "LOAD_CONST"
                 and type(item.arg).__name__ in ("code", "CodeFields", "Bytecode"))
        ir.items[k].arg = "inner"

    assert verify(outer.__code__) == []
    assert "stack-kind" in rules(edited(not_code, outer))


def test_a_null_is_only_for_calls():
    def h(a):
        return (a, a.append(1))

    def one_argument_less(ir):
        for instr in ir.instructions():
            if instr.name in ("CALL_METHOD", "PRECALL", "CALL"):
                instr.arg = 0

    assert verify(h.__code__) == []
    assert "stack-kind" in rules(edited(one_argument_less, h))


def test_list_append_needs_its_list():
    def lc(xs):
        return [x for x in xs]  # noqa: C416 - the comprehension is the point

    code = next((c for c in lc.__code__.co_consts if type(c).__name__ == "code"), lc.__code__)

    def wrong_slot(ir):
        ir.items[first(ir, "LIST_APPEND")].arg = 1

    ir = lift(code)
    wrong_slot(ir)
    assert verify(code) == []
    assert "stack-kind" in rules(ir)


@pytest.mark.skipif(HOST < (3, 11), reason="cells are made by MAKE_CELL from 3.11")
def test_deref_needs_a_cell():
    def outer():
        x = 1

        def inner():
            return x
        return inner

    assert verify(outer.__code__) == []
    # 3.13 also loads the cell with LOAD_FAST, which the unbound-local rule catches first
    assert rules(edited(lambda ir: ir.items.pop(first(ir, "MAKE_CELL")), outer)) & {"no-cell", "unbound-local"}


@pytest.mark.skipif(HOST >= (3, 11), reason="the block stack is gone in 3.11")
def test_block_stack():
    def t(x):
        try:
            return x()
        finally:
            x = None

    assert verify(t.__code__) == []
    assert "block-stack" in rules(edited(lambda ir: ir.items.pop(first(ir, "SETUP_FINALLY")), t))


@pytest.mark.skipif(not (3, 11) <= HOST < (3, 13), reason="KW_NAMES is 3.11-3.12")
def test_kw_names_belongs_before_its_call():
    def k(f):
        return f(a=1)

    def drop_call(ir):
        ir.items[first(ir, "CALL")].arg = 0

    assert verify(k.__code__) == []
    assert "call-shape" in rules(edited(drop_call, k))


def test_load_classderef_in_an_optimized_function_is_refused():
    # Found by the fuzzer on 3.10: LOAD_CLASSDEREF reads the frame's locals dict, which an
    # optimized function does not have (ceval.c only asserts it), and CPython crashed.
    def outer():
        a = 1

        def inner():
            return a
        return inner
    inner = outer.__code__.co_consts[[type(c).__name__ for c in outer.__code__.co_consts].index("code")]
    if "LOAD_CLASSDEREF" not in table_for(HOST):
        pytest.skip("no LOAD_CLASSDEREF in this version")
    ir = lift(inner)
    for instr in ir.instructions():
        if instr.name == "LOAD_DEREF":
            instr.name = "LOAD_CLASSDEREF"
    problems = verify(ir)
    assert any(p.rule == "flags" and "LOAD_CLASSDEREF" in p.message for p in problems)


def test_a_jump_back_into_the_prologue_is_refused():
    # Found by the fuzzer on 3.13: a generator jumping back to RETURN_GENERATOR corrupted the heap.
    if HOST < (3, 11):
        pytest.skip("no prologue before 3.11")

    def gen(n):
        while n:
            yield n
    ir = lift(gen.__code__)
    first = Label()
    ir.items.insert(0, first)
    back = next(i for i in ir.instructions() if table_for(HOST)[i.name].kind == "jback")
    back.arg = first
    problems = verify(ir)
    assert any(p.rule == "jump-target" and "prologue" in p.message for p in problems)


def test_popping_below_a_with_blocks_level_is_refused():
    # Found by the fuzzer on 3.9: an operator in a `with` body consumed the __exit__ below the
    # block's level; the exception it raised unwound into slots that were not there.
    if HOST >= (3, 11):
        pytest.skip("block stacks are 3.8-3.10")

    def f(cm, x):
        with cm:
            x = x + 1
        return x
    ir = lift(f.__code__)
    instrs = ir.instructions()
    k = next(n for n, i in enumerate(instrs) if i.name == "SETUP_WITH")
    store = next(i for i in instrs[k:] if i.name == "STORE_FAST" and i.arg == "x")
    store.name, store.arg, store.index = "BINARY_SUBTRACT", None, None  # same depth, eats __exit__
    problems = verify(ir)
    assert any(p.rule == "block-stack" and "pops below" in p.message for p in problems)


CLASS_WITH_CELL = "class C:\n    def m(self):\n        return super().m()\n"


@pytest.mark.skipif(table_for(HOST).localsplus, reason="3.11+ reads the cell by its slot (the no-cell rule)")
def test_load_classderef_of_a_cell_is_refused_before_311():
    """Found by `make fuzz` on 3.8: a class body whose DUP_TOP after LOAD_CLOSURE __class__ became
    LOAD_CLASSDEREF 0 crashed CPython when run, as ceval reads co_freevars[0 - 1]."""
    body = next(c for c in compile(CLASS_WITH_CELL, "<c>", "exec").co_consts if hasattr(c, "co_code"))
    ops = dis.opmap
    dup = bytes([ops["LOAD_CLOSURE"], 0, ops["DUP_TOP"], 0])
    assert body.co_code.count(dup) == 1 and body.co_cellvars == ("__class__",)
    mutant = body.replace(co_code=body.co_code.replace(dup, bytes([ops["LOAD_CLOSURE"], 0, ops["LOAD_CLASSDEREF"], 0])))
    assert verify(body) == []
    assert [(p.rule, "LOAD_CLASSDEREF" in p.message) for p in verify(mutant)] == [("arg-index", True)]


CLASS_CELL_AND_FREE = """
class T:
    def t(self):
        class X:
            x = __class__
            def f():
                __class__
        return X, __class__
"""


@pytest.mark.skipif(table_for(HOST).localsplus, reason="3.11+ reads the cell by its slot (the no-cell rule)")
def test_load_classderef_of_a_free_variable_named_like_a_cell_is_accepted_before_311():
    """test_super's test_various___class___pathologies: a class body in a method that uses ``__class__`` has
    ``__class__`` both as its own cell and as a free variable; CPython's LOAD_CLASSDEREF names the free one."""
    module = compile(CLASS_CELL_AND_FREE, "<c>", "exec")

    def code(parent, name):
        return next(c for c in parent.co_consts if getattr(c, "co_name", None) == name)
    body = code(code(code(module, "T"), "t"), "X")
    assert body.co_cellvars == body.co_freevars == ("__class__",)
    assert [i.arg for i in dis.get_instructions(body) if i.opname == "LOAD_CLASSDEREF"] == [1]
    assert verify(body) == []
    ops = dis.opmap
    cell = body.replace(co_code=body.co_code.replace(bytes([ops["LOAD_CLASSDEREF"], 1]),
                                                     bytes([ops["LOAD_CLASSDEREF"], 0])))
    assert [(p.rule, "LOAD_CLASSDEREF" in p.message) for p in verify(cell)] == [("arg-index", True)]


# -- arguments that move more values than the declared stack holds ------------------------------

def _listing_with(source, pattern, replacement, stacksize=None):
    import re

    from antioch import assemble_fields, disassemble
    text = re.sub(pattern, replacement, disassemble(compile(source, "m.py", "exec")), flags=re.M)
    if stacksize is not None:
        text = re.sub(r"^\.stacksize \d+", ".stacksize %d" % stacksize, text, flags=re.M)
    return assemble_fields(text, "m.pyasm")


@pytest.mark.parametrize("source, pattern, replacement, rule", [
    ("a, b = x", r"UNPACK_SEQUENCE 2\b", "UNPACK_SEQUENCE 2000000000", "stack-overflow"),
    ("f(x)", r"\b(CALL_FUNCTION|PRECALL|CALL) 1\b", r"\1 2147483648", "stack-underflow"),
])
def test_an_argument_beyond_the_declared_stack_is_refused_at_once_in_constant_memory(
        source, pattern, replacement, rule):
    """Verifying UNPACK_SEQUENCE 2000000000 built a tuple of that size (MemoryError), CALL
    2147483648 took 37 s and 16.8 GB."""
    import time
    import tracemalloc
    f = _listing_with(source, pattern, replacement, stacksize=3)
    tracemalloc.start()
    began = time.perf_counter()
    try:
        problems = verify(f)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert time.perf_counter() - began < 5
    assert peak < 5_000_000
    assert problems and problems[0].rule == rule
    assert "more than co_stacksize 3" in problems[0].message


def test_a_declared_stack_too_deep_to_model_is_refused_unchecked():
    """UNPACK_SEQUENCE 200000000 under a declared stack that deep was accepted after 28 s and 4.7 GB."""
    from antioch.analysis.verify import MAX_STACKSIZE
    f = _listing_with("a, b = x", r"UNPACK_SEQUENCE 2\b", "UNPACK_SEQUENCE 200000000", stacksize=200000001)
    problems = verify(f)
    assert [p.rule for p in problems] == ["limit"]
    assert "co_stacksize 200000001 is more than antioch verifies (%d)" % MAX_STACKSIZE in problems[0].message


# -- blaming the right instruction -----------------------------------------------------------------

def _binary_of_one(x):
    x + y  # noqa: F821  (never run)


def test_an_underflow_is_reported_at_the_instruction_that_pops_too_much():
    """LOAD_FAST x; BINARY_OP +; POP_TOP: the net effect of the binary operation is -1, so the
    underflow was reported at POP_TOP."""
    ir = lift(_binary_of_one.__code__)
    del ir.items[first(ir, "LOAD_GLOBAL")]
    binary = next(item for item in ir.items if isinstance(item, Instr) and item.name.startswith("BINARY_"))
    problems = [p for p in verify(ir) if p.rule == "stack-underflow"]
    assert problems, verify(ir)
    assert problems[0].offset == _offset_of(ir, binary)
    assert "pops 2 values but the stack holds 1" in problems[0].message


def _offset_of(ir, instr):
    from antioch.analysis.cfg import build_cfg
    cfg = build_cfg(ir)
    return cfg.offsets[cfg.instrs.index(instr)]


def test_paths_that_meet_with_different_depths_name_both_last_instructions():
    def f(xs):
        for x in xs:
            g(x)  # noqa: F821  (never run)
    ir = lift(f.__code__)
    # one more value on the path back to the loop's head than on the path into it
    back = max(k for k, item in enumerate(ir.items) if isinstance(item, Instr) and item.name in (
        "JUMP_BACKWARD", "JUMP_ABSOLUTE"))
    ir.items.insert(back, Instr("LOAD_CONST", None))
    messages = [p.message for p in verify(ir) if p.rule == "inconsistent-depth"]
    assert messages and messages[0].count("(after ") == 2, messages
    assert messages[0].startswith("paths meet at offset ") and messages[0].count(" at offset ") == 3, messages
    assert "GET_ITER" in messages[0] and "JUMP_" in messages[0]


def _calls_in_a_loop(xs, g):
    for x in xs:
        g(x)


def _call_in_a_branch(xs, g, c):
    for x in xs:
        z = g(x) if c else 0
        print(z)


def _without_push_null(func):
    """``func`` lifted, with the NULL below ``g`` (3.11+: its PUSH_NULL) or, before 3.11, ``g``
    itself missing: either way the call takes the loop's iterator as one of its values."""
    ir = lift(func.__code__)
    names = [item.name if isinstance(item, Instr) else None for item in ir.items]
    if "PUSH_NULL" in names:
        del ir.items[names.index("PUSH_NULL")]
    else:
        del ir.items[next(k for k, item in enumerate(ir.items)
                          if isinstance(item, Instr) and item.name.startswith("LOAD_") and item.arg == "g")]
    return ir


@pytest.mark.parametrize("func", [_calls_in_a_loop, _call_in_a_branch])
def test_a_call_missing_its_push_null_is_blamed_at_the_call(func):
    """It was reported at the loop's head (FOR_ITER), where the paths meet with different depths."""
    ir = _without_push_null(func)
    problems = [p for p in verify(ir) if p.rule == "inconsistent-depth"]
    assert problems, verify(ir)
    call = next(item for item in ir.items if isinstance(item, Instr) and item.name in (
        "CALL", "CALL_FUNCTION") and item.arg == 1)
    assert {p.offset for p in problems} == {_offset_of(ir, call)}, problems
    message = problems[0].message
    assert message.startswith("%s pops 1 value more than its path pushed since offset " % call.name), message
    # and where the paths meet, both paths' last instructions
    assert "(after GET_ITER at offset " in message and message.count("(after ") == 2, message


def _shift_register(n):
    """Locals x1..xn hold lists and a loop copies each into the next, the last first, so the loop's
    entry state gains one local of another kind per run of the type-state analysis; after the loop
    ``xn`` (an int after n turns) is the list of a LIST_APPEND, which would crash CPython."""
    source = "def shift(cond, x0):\n    %s = []\n    while cond:\n%s\n    return x%d\n" % (
        " = ".join("x%d" % k for k in range(1, n + 1)),
        "\n".join("        x%d = x%d" % (k, k - 1) for k in range(n, 0, -1)), n)
    space = {}
    exec(compile(source, "<shift>", "exec"), space)
    ir = lift(space["shift"].__code__)
    at = max(k for k, item in enumerate(ir.items) if isinstance(item, Instr) and item.name == "RETURN_VALUE")
    ir.items[at:at] = [Instr("LOAD_CONST", 1), Instr("LIST_APPEND", 1)]
    return ir


@pytest.mark.parametrize("n, rule", [(20, "stack-kind"), (kinds.MAX_RUNS + 10, "limit")])
def test_a_fixed_point_the_type_state_pass_gives_up_on_is_refused(n, rule):
    # Given up on, a block no longer passed its states on: what came after it was checked with
    # states from before its last runs, and this code was accepted.
    with pytest.raises(VerifyError) as caught:
        _shift_register(n).to_code()
    assert rule in {p.rule for p in caught.value.problems}, caught.value
