"""The safe way from IR to code: Bytecode.to_code(), antioch.function(ir) and a verifying build_code.

Each test names what went wrong when an IR was lowered as it stood: code that crashed CPython,
or that ran and computed the wrong thing.
"""
import asyncio

import pytest

import antioch
from antioch import AsmSyntaxError, Bytecode, EncodeError, Instr, Label, TryRange, VerifyError, lift, lower
from antioch.asm.printer import format_listing
from antioch.codeobj import HOST, CodeFields, Flags, build_code, code_differences, replace
from antioch.finishing import KIND_BITS, finish
from antioch.opcodes import table_for

TABLE = table_for(HOST)
EXCEPTION_TABLE = TABLE.has_exception_table
needs_exception_table = pytest.mark.skipif(not EXCEPTION_TABLE, reason="3.11+ exception tables")


def has(name):
    return name in TABLE.by_name


def binary(symbol):
    """The listing spelling of a binary operator on this host."""
    return "BINARY_OP %s" % symbol if has("BINARY_OP") else "BINARY_ADD"


def head():
    return ".version %d.%d\n" % HOST + ("    RESUME 0\n" if has("RESUME") else "")


# -- derived fields --------------------------------------------------------------------------------

def test_stack_size_and_nlocals_are_worked_out():
    fields = CodeFields(HOST, argcount=1, varnames=("a", "b"), flags=Flags.OPTIMIZED | Flags.NEWLOCALS,
                        name="f", qualname="f")
    ir = Bytecode(fields, Bytecode.new().items + [
        Instr("LOAD_FAST", "a"), Instr("STORE_FAST", "b"), Instr("LOAD_FAST", "b"), Instr("RETURN_VALUE")])
    lowered = lower(ir)
    assert lowered.stacksize == 0 and lowered.nlocals == 0  # lower writes what the fields say
    code = ir.to_code()
    assert code.co_stacksize == 1 and code.co_nlocals == 2
    assert antioch.function(ir)(5) == 5


def test_build_code_verifies_and_says_so():
    ir = Bytecode.new("f", params="a")
    ir.items += [Instr("LOAD_FAST", "a"), Instr("RETURN_VALUE")]
    fields = lower(ir)  # co_stacksize 0, as the new IR states
    with pytest.raises(VerifyError, match="stack-overflow"):
        build_code(fields)
    build_code(fields, verify=False)  # the opt-out builds (and is not run)


def test_lifted_code_comes_back_identical_through_to_code():
    def sample(a, *args, k=1, **kw):
        total = 0
        for x in args:
            try:
                total += x / a
            except ZeroDivisionError:
                continue
            finally:
                total -= 1
        with open(__file__) as fh:
            fh.read(1)
        return [y for y in kw if y != k], total

    def gen(n):
        yield from range(n)

    async def coro(x):
        await asyncio.sleep(0)
        async with x:
            pass
        return x

    async def agen(x):
        await x
        yield x

    for func in (sample, gen, coro, agen):
        code = func.__code__
        assert code_differences(code, lift(code).to_code()) == [], func.__name__


# -- verification ------------------------------------------------------------------------------------

@needs_exception_table
def test_wrong_try_range_depth_is_refused_naming_the_item():
    def f():
        try:
            return 1 / 0
        except ZeroDivisionError:
            return "caught"

    ir = lift(f.__code__)
    # The handler's cleanup range one deeper than the stack there: CPython crashed at the next exception.
    ir.try_ranges = [r._replace(depth=r.depth + 1) if r.lasti else r for r in ir.try_ranges]
    with pytest.raises(VerifyError) as caught:
        ir.to_code()
    assert "item" in str(caught.value) and caught.value.problems


@pytest.mark.skipif(not has("PRECALL"), reason="3.11's PRECALL")
def test_nop_between_precall_and_call_is_refused():
    def f():
        return len("ab")

    ir = lift(f.__code__)
    call = next(k for k, item in enumerate(ir.items) if isinstance(item, Instr) and item.name == "CALL")
    ir.items.insert(call, Instr("NOP"))
    with pytest.raises(VerifyError, match=r"at item \d+ Instr"):
        ir.to_code()


# -- argument encodings the verifier cannot see -------------------------------------------------------

@pytest.mark.skipif(not TABLE.compare_shift, reason="3.12+ COMPARE_OP masks")
def test_new_compare_op_gets_its_result_mask():
    ir = Bytecode.new("is_zero", params="i")
    ir.items += [Instr("LOAD_FAST", "i"), Instr("LOAD_CONST", 0), Instr("COMPARE_OP", "=="), Instr("RETURN_VALUE")]
    is_zero = antioch.function(ir)
    for _ in range(200):  # long enough for COMPARE_OP to specialise
        assert is_zero(0) is True and is_zero(1) is False


@pytest.mark.skipif(not has("LOAD_FAST_LOAD_FAST"), reason="3.13+ pairs of locals")
def test_pair_of_locals_past_slot_15_is_split_or_refused():
    names = ["p%d" % i for i in range(18)]
    ir = Bytecode.new("pick", params=", ".join(names))
    ir.items += [Instr("LOAD_FAST_LOAD_FAST", ("p16", "p17")), Instr("BINARY_OP", "-"), Instr("RETURN_VALUE")]
    with pytest.raises(EncodeError, match="four bits"):
        lower(ir)
    assert antioch.function(ir)(*range(18)) == 16 - 17
    assert "LOAD_FAST_LOAD_FAST" not in [i.name for i in lift(ir.to_code()).instructions()]


@pytest.mark.skipif(not has("LOAD_FAST_LOAD_FAST"), reason="3.13+ pairs of locals")
def test_pair_naming_a_new_local_counts_its_slot_after_the_others():
    """A pair of parameters keeps its slots; one naming a local the code does not have yet gets the
    slot lowering gives it, after the parameters: a pair while that fits in four bits, else split."""
    for count, kept in ((3, [("p0", "p1"), ("p2", "late")]), (16, [("p0", "p1")])):
        names = ["p%d" % i for i in range(count)]
        ir = Bytecode.new("pick", params=", ".join(names))
        last = names[-1]
        ir.items += [Instr("LOAD_FAST_LOAD_FAST", ("p0", "p1")), Instr("BINARY_OP", "-"), Instr("STORE_FAST", "late"),
                     Instr("LOAD_FAST_LOAD_FAST", (last, "late")), Instr("BINARY_OP", "+"), Instr("RETURN_VALUE")]
        assert antioch.function(ir)(*range(count)) == count - 1 + (0 - 1)
        assert [i.arg for i in lift(ir.to_code()).instructions() if i.name == "LOAD_FAST_LOAD_FAST"] == kept


@needs_exception_table
def test_empty_try_range_is_dropped():
    ir = Bytecode.new("f")
    here, handler = Label(), Label()
    ir.items += [here, Instr("LOAD_CONST", None), Instr("RETURN_VALUE"), handler, Instr("PUSH_EXC_INFO"),
                 Instr("RERAISE", 0)]
    ir.try_ranges.append(TryRange(here, here, handler, 0, False))
    assert lower(ir).exceptiontable == b""
    assert eval(ir.to_code()) is None


def test_binary_op_and_push_null_by_name():
    ir = Bytecode.new("show", params="x")
    ir.items += [Instr("LOAD_GLOBAL", "str", push_null=True), Instr("LOAD_FAST", "x"), Instr("LOAD_CONST", 2),
                 Instr("BINARY_OP", "*="), Instr("CALL", 1), Instr("RETURN_VALUE")]
    assert antioch.function(ir, globals={"str": str})(21) == "42"


# -- flags -------------------------------------------------------------------------------------------

def _kinds():
    def gen():
        yield 1

    async def coro(x):
        await x

    async def agen(x):
        await x
        yield 1

    return gen, coro, agen


@pytest.mark.parametrize("func", _kinds(), ids=lambda f: f.__name__)
def test_flags_are_inferred_from_the_ir(func):
    code = func.__code__
    ir = lift(code)
    ir.fields = replace(ir.fields, flags=0)
    assert lower(ir).flags == 0
    assert finish(ir).flags & (KIND_BITS | Flags.OPTIMIZED | Flags.NEWLOCALS) == \
        code.co_flags & (KIND_BITS | Flags.OPTIMIZED | Flags.NEWLOCALS)


@pytest.mark.parametrize("func", _kinds(), ids=lambda f: f.__name__)
def test_flags_are_inferred_from_a_listing(func):
    text = "\n".join(line for line in format_listing(func.__code__).splitlines() if not line.startswith(".flags"))
    code = antioch.assemble(text)
    assert code.co_flags & KIND_BITS == func.__code__.co_flags & KIND_BITS


def test_a_listing_for_function_gets_function_flags():
    listing = head() + "    LOAD_CONST 7\n    STORE_FAST x\n    LOAD_FAST x\n    RETURN_VALUE\n"
    f = antioch.function(listing)
    assert f.__code__.co_flags & (Flags.OPTIMIZED | Flags.NEWLOCALS) == Flags.OPTIMIZED | Flags.NEWLOCALS
    assert f() == 7


# -- parameters in assembly --------------------------------------------------------------------------

def test_argcount_with_a_stored_first_local_is_refused():
    body = "    LOAD_CONST 1\n    STORE_FAST y\n    LOAD_FAST x\n    LOAD_FAST y\n    %s\n    RETURN_VALUE\n" % (
        binary("+"))
    with pytest.raises(AsmSyntaxError, match=r"\.params"):
        antioch.function(head() + ".argcount 1\n" + body)
    assert antioch.function(head() + ".params x\n" + body)(2) == 3


def test_params_directive_sets_every_parameter_field():
    body = "    LOAD_FAST a\n    LOAD_FAST b\n    %s\n    RETURN_VALUE\n" % binary("+")
    f = antioch.function(head() + ".params a, /, b=40, *rest, c, d=1, **kw\n" + body)
    code = f.__code__
    assert code.co_varnames[:6] == ("a", "b", "c", "d", "rest", "kw")
    assert (code.co_argcount, code.co_posonlyargcount, code.co_kwonlyargcount) == (2, 1, 2)
    assert code.co_flags & (Flags.VARARGS | Flags.VARKEYWORDS) == Flags.VARARGS | Flags.VARKEYWORDS
    assert f(2, c=0) == 42 and f.__kwdefaults__ == {"d": 1}


def test_bad_params_directive_names_its_line():
    with pytest.raises(AsmSyntaxError, match=r":2:.*\.params"):
        antioch.assemble(".version %d.%d\n.params a, a=\n" % HOST)


# -- the location table ------------------------------------------------------------------------------

@needs_exception_table
def test_position_less_instructions_at_the_end_are_in_the_location_table():
    def f(x):
        return x

    ir = lift(f.__code__)
    ret = ir.items.pop()
    ir.items += [Instr("LOAD_FAST", "x"), Instr("POP_TOP"), Instr("NOP"), Instr(ret.name, ret.arg)]
    code = ir.to_code()
    assert len(list(code.co_positions())) == len(code.co_code) // 2


def test_compact_drops_replaced_constants():
    def f():
        return "old"

    ir = lift(f.__code__)
    for instr in ir.instructions():
        if instr.arg == "old":
            instr.arg = "new"
    assert "old" in ir.to_code().co_consts
    code = ir.to_code(compact=True)
    assert "old" not in code.co_consts and "new" in code.co_consts


def test_to_code_is_exact_on_a_sample_of_the_standard_library():
    from antioch.codeobj import walk_code
    from corpus import stdlib_modules

    checked = 0
    for _, module in stdlib_modules()[::24]:
        for code in walk_code(module):
            assert code_differences(code, lift(code).to_code(), recursive=False) == [], code.co_qualname \
                if hasattr(code, "co_qualname") else code.co_name
            checked += 1
    assert checked > 300


@pytest.mark.parametrize("version", [(3, 8), (3, 10), (3, 11), (3, 12), (3, 13), (3, 14)])
def test_one_ir_is_finished_for_any_version(version):
    ir = Bytecode.new("f", params="a, b", version=version)
    ir.items += [Instr("LOAD_GLOBAL", "g", push_null=True), Instr("LOAD_FAST", "a"), Instr("LOAD_FAST", "b"),
                 Instr("BINARY_OP", "+"), Instr("CALL", 1), Instr("RETURN_VALUE")]
    names = [i.name for i in lift(finish(ir)).instructions()]
    if version < (3, 11):
        assert names == ["LOAD_GLOBAL", "LOAD_FAST", "LOAD_FAST", "BINARY_ADD", "CALL_FUNCTION", "RETURN_VALUE"]
    elif version == (3, 11):
        assert names[-3:] == ["PRECALL", "CALL", "RETURN_VALUE"]
    else:
        assert names[-3:] == ["BINARY_OP", "CALL", "RETURN_VALUE"]


# -- what the verifier says, and of what --------------------------------------------------------------

def test_verify_error_of_an_ir_from_text_starts_with_its_listing_place():
    text = head() + "    LOAD_CONST None\n    POP_TOP\n    POP_TOP\n    LOAD_CONST None\n    RETURN_VALUE\n"
    with pytest.raises(AsmSyntaxError) as assembled:  # what `antioch asm` says of the same listing
        antioch.assemble(text, "prog.asm")
    place = "prog.asm:%d:%d: " % (assembled.value.line, assembled.value.col)
    assert assembled.value.line == text.splitlines().index("    POP_TOP") + 2
    ir = antioch.assemble_ir(text, "prog.asm")
    ir.items.insert(0, Instr("NOP"))  # an edit before it: the place stays the listing's
    with pytest.raises(VerifyError) as caught:
        ir.to_code()
    assert str(caught.value).startswith(place) and "stack-underflow" in str(caught.value)


def test_an_ir_from_text_runs():
    ir = antioch.assemble_ir(head() + ".params a, b=2\n    LOAD_FAST a\n    LOAD_FAST b\n    %s\n    RETURN_VALUE\n"
                             % binary("+"))
    assert antioch.function(ir)(40) == 42


def test_compact_drops_unused_locals_but_never_parameters():
    from antioch.edit import body_start

    def f(a, unused, *rest, k, **kw):
        temp = a * 2
        return temp

    ir = lift(f.__code__)
    start = body_start(ir)
    ir.items[start:] = [Instr("LOAD_FAST", "a"), Instr("RETURN_VALUE")]
    assert "temp" in ir.to_code().co_varnames  # the pool stays as it was without compact
    code = ir.to_code(compact=True)
    assert code.co_varnames == ("a", "unused", "k", "rest", "kw") and code.co_nlocals == 5
    g = antioch.function(lift(code), like=f)
    assert g(1, 2, k=3) == 1


def test_async_code_marked_only_generator_is_refused():
    async def f(x):
        return await x

    ir = lift(f.__code__)
    ir.fields.flags = (ir.fields.flags & ~KIND_BITS) | Flags.GENERATOR
    problems = antioch.verify(ir)
    assert [p.rule for p in problems] == ["flags"] and "CO_COROUTINE" in problems[0].message
    assert "GET_AWAITABLE" in problems[0].message
    with pytest.raises(VerifyError, match="marked CO_GENERATOR"):
        ir.to_code()
    assert antioch.verify(f.__code__) == []


def test_code_evaluating_an_async_generator_expression_keeps_its_kind():
    # GET_AITER of an async generator expression's first iterable runs in the enclosing code, which may
    # be a plain function or a generator expression
    space = {}
    exec("def plain(ag):\n    return (x async for x in ag)\n"
         "async def outer(ag):\n    return ((x async for x in ag) for i in range(3))\n", space)
    gen = next(c for c in space["outer"].__code__.co_consts if getattr(c, "co_name", "") == "<genexpr>")
    for code in (space["plain"].__code__, gen):
        assert antioch.verify(code) == []
        assert lift(code).to_code().co_flags == code.co_flags


@needs_exception_table
def test_verify_works_out_an_open_try_range_depth():
    def f(x):
        try:
            return 1 / x
        except ZeroDivisionError:
            return "caught"

    ir = lift(f.__code__)
    # the try body's range: its depth is the one at its start (a cleanup range's is not: it keeps less)
    ir.try_ranges = [r if r.lasti else r._replace(depth=None, lasti=None) for r in ir.try_ranges]
    assert antioch.verify(ir) == []
    assert antioch.function(ir, like=f)(0) == "caught"
    ir.items.insert(body_start_of(ir), Instr("POP_TOP"))  # a real fault still comes out as a problem
    assert [p.rule for p in antioch.verify(ir)][:1] == ["stack-underflow"]


def body_start_of(ir):
    from antioch.edit import body_start

    return body_start(ir)


@pytest.mark.parametrize("argument", ["many", 2.5, -3, ("a",)])
def test_a_count_that_is_not_a_number_is_an_encode_error(argument):
    def f(x):
        return x

    ir = lift(f.__code__)
    load = next(item for item in ir.items if isinstance(item, Instr) and item.name.startswith("LOAD_FAST"))
    load.name, load.arg = "BUILD_TUPLE", argument
    with pytest.raises(EncodeError, match="BUILD_TUPLE"):
        ir.to_code()
