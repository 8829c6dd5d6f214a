"""The behaviours a bytecode library's own tests check, held against antioch's IR.

Stack sizes of typical code, jumps that need EXTENDED_ARG (the layout must converge), line numbers
that go backwards or jump far, constants that are equal but not the same, cells and free
variables, exception tables through a round trip and an edit, and ranges given nested.
"""
import dis
import math

import pytest

import antioch
from antioch import Bytecode, Instr, Label, TryRange, lift
from antioch.codeobj import HOST, replace, walk_code
from antioch.edit import body_start
from antioch.encoding.exceptiontable import decode_exception_table
from antioch.opcodes import table_for

TABLE = table_for(HOST)
needs_exception_table = pytest.mark.skipif(not TABLE.has_exception_table, reason="3.11+ exception tables")

STACK_SAMPLES = '''
def calls(a, b):
    return f(a, g(b, h(a, b, 1, 2, 3), *a), **b)

def literals():
    return [1, 2, (3, 4, [5, {6: 7, 8: {9, 10}}])], {"k": [1, 2, 3]}

def loops(n):
    total = 0
    for i in range(n):
        for j in range(i):
            while j:
                j -= 1
                total += i * j
    return total

def handlers(x):
    try:
        try:
            return 1 / x
        finally:
            print(x)
    except (ZeroDivisionError, TypeError) as e:
        return e
    finally:
        x = None

def managers(p, q):
    with open(p) as a, open(q) as b:
        return a.read() + b.read()

def comprehensions(xs):
    return [y for x in xs for y in x if y], {k: v for k, v in xs}, (x for x in xs)

async def awaits(x):
    async with x as y:
        async for z in y:
            await z
    return [w async for w in x]
'''


def test_stack_sizes_are_worked_out_as_the_compiler_does():
    module = compile(STACK_SAMPLES, "<samples>", "exec")
    for code in walk_code(module):
        ir = lift(code)
        ir.fields = replace(ir.fields, stacksize=0)
        assert ir.to_code().co_stacksize == code.co_stacksize, code.co_name


def _counting_loop(padding):
    """total(n) = n, through a loop whose body holds ``padding`` NOPs (to make its jumps long)."""
    ir = Bytecode.new("total", params="n")
    loop, done = Label(), Label()
    ir.items += [Instr("LOAD_CONST", 0), Instr("STORE_FAST", "i"),
                 loop, Instr("LOAD_FAST", "i"), Instr("LOAD_FAST", "n"), Instr("COMPARE_OP", "<"),
                 Instr("POP_JUMP_IF_FALSE", done)]
    ir.items += [Instr("NOP") for _ in range(padding)]
    ir.items += [Instr("LOAD_FAST", "i"), Instr("LOAD_CONST", 1), Instr("BINARY_OP", "+"), Instr("STORE_FAST", "i"),
                 Instr("JUMP", loop), done, Instr("LOAD_FAST", "i"), Instr("RETURN_VALUE")]
    return ir


@pytest.mark.parametrize("padding", [0, 126, 127, 128, 300, 70000])
def test_jumps_that_need_extended_arg_converge(padding):
    ir = _counting_loop(padding)
    code = ir.to_code()
    assert antioch.function(code)(3) == 3
    units = antioch.concrete(code).units
    jumps = [u for u in units if u.info.is_jump]
    assert jumps and (max(u.ext for u in jumps) > 0) == (max(u.arg for u in jumps) > 0xFF)
    again = lift(code)  # the targets come back where they were
    assert [i.name for i in again.instructions()] == [i.name for i in lift(ir.to_code()).instructions()]


@pytest.mark.parametrize("lines", [[1, 1000, 3, 2], [5, 200000, 4, 100000], [10, 9, 8, 7]])
def test_line_numbers_backwards_and_far(lines):
    ir = Bytecode.new("lines", firstlineno=lines[0])
    for line in lines[:-1]:
        ir.items += [Instr("NOP", None, (line, line, 0, 1))]
    ir.items += [Instr("LOAD_CONST", None, (lines[-1], lines[-1], 0, 1)),
                 Instr("RETURN_VALUE", None, (lines[-1], lines[-1], 0, 1))]
    code = ir.to_code()
    starts = [line for _, line in dis.findlinestarts(code) if line is not None]
    assert starts == lines  # each line where it was, in the order given
    assert [i.lineno for i in lift(code).instructions() if i.name != "RESUME"] == lines + [lines[-1]]


def test_a_new_first_line_keeps_the_lines_the_instructions_state():
    def f(x):
        y = x + 1
        return y

    ir = lift(f.__code__)
    ir.fields.firstlineno += 10  # the positions still say where each instruction is
    code = ir.to_code()
    assert [line for _, line in dis.findlinestarts(code) if line is not None] == [
        line for _, line in dis.findlinestarts(f.__code__) if line is not None]
    assert code.co_firstlineno == f.__code__.co_firstlineno + 10


def test_equal_but_different_constants_stay_apart():
    values = (0, 0.0, -0.0, False, 0j, -0j, (0,), (0.0,), (False,))
    ir = Bytecode.new("consts")
    ir.items += [Instr("LOAD_CONST", v) for v in values] + [Instr("BUILD_TUPLE", len(values)), Instr("RETURN_VALUE")]
    got = eval(ir.to_code())
    assert [type(v) for v in got] == [type(v) for v in values]
    assert [repr(v) for v in got] == [repr(v) for v in values]
    assert math.copysign(1.0, got[2]) == -1.0


def test_cells_and_free_variables_survive_an_edit():
    def outer(k):
        def inner(x):
            return x + k * 1000
        k += 1
        return inner

    original = outer(1)
    ir = lift(original.__code__)
    assert ir.fields.freevars == ("k",)
    for instr in ir.instructions():
        if instr.arg == 1000:
            instr.arg = 10
    copy = antioch.function(ir, like=original)
    assert copy(1) == 21 and original(1) == 2001
    outer_ir = lift(outer.__code__)
    assert outer_ir.fields.cellvars == ("k",)
    assert antioch.function(outer_ir, like=outer)(2)(0) == 3000


def test_a_new_ir_with_a_free_variable():
    ir = Bytecode.new("get", params="")
    ir.fields.freevars = ("v",)
    if "COPY_FREE_VARS" in TABLE.by_name:
        ir.items.insert(0, Instr("COPY_FREE_VARS", 1))
    ir.items += [Instr("LOAD_DEREF", "v"), Instr("RETURN_VALUE")]
    assert antioch.function(ir, closure=(42,))() == 42


def test_exception_handling_round_trips_and_survives_an_edit():
    def f(x):
        try:
            return 10 // x
        except ZeroDivisionError:
            return -1

    ir = lift(f.__code__)
    assert ir.to_code() == f.__code__
    start = body_start(ir)
    ir.items[start:start] = [Instr("NOP") for _ in range(300)]  # every offset and the table move
    g = antioch.function(ir, like=f)
    assert g(5) == 2 and g(0) == -1


def _try_except(keep_depth):
    """A function that pushes ``keep_depth`` values, then divides by its argument in a try range
    with ``depth=None``; the handler returns the count of values it finds kept."""
    ir = Bytecode.new("guarded", params="x")
    body, end, handler, handled, cleanup = Label(), Label(), Label(), Label(), Label()
    ir.items += [Instr("LOAD_CONST", "kept") for _ in range(keep_depth)]
    ir.items += [body, Instr("LOAD_CONST", 1), Instr("LOAD_FAST", "x"), Instr("BINARY_OP", "/"), end,
                 Instr("BUILD_TUPLE", keep_depth + 1), Instr("RETURN_VALUE"),
                 handler, Instr("PUSH_EXC_INFO"), Instr("POP_TOP"), handled, Instr("POP_EXCEPT"),
                 Instr("BUILD_TUPLE", keep_depth), Instr("RETURN_VALUE"),
                 cleanup, Instr("COPY", 3), Instr("POP_EXCEPT"), Instr("RERAISE", 1)]
    ir.try_ranges += [TryRange(body, end, handler), TryRange(handler, handled, cleanup)]
    return ir


@needs_exception_table
@pytest.mark.parametrize("keep", [0, 2])
def test_try_range_depth_and_lasti_are_worked_out(keep):
    code = _try_except(keep).to_code()
    entries = decode_exception_table(code.co_exceptiontable)
    assert [(e.depth, e.lasti) for e in entries] == [(keep, False), (keep + 1, True)]
    f = antioch.function(code)
    assert f(1) == ("kept",) * keep + (1.0,) and f(0) == ("kept",) * keep


@needs_exception_table
def test_nested_ranges_listed_innermost_first_are_flattened():
    ir = _try_except(0)
    body = ir.try_ranges[0].start
    # an outer range over the whole body and the inner handler, to a handler that returns "outer"
    outer_start, outer_handler = Label(), Label()
    at = ir.items.index(body)  # before the inner range: x + 0, which raises for a str
    ir.items[at:at] = [outer_start, Instr("LOAD_FAST", "x"), Instr("LOAD_CONST", 0), Instr("BINARY_OP", "+"),
                       Instr("POP_TOP")]
    ir.items += [outer_handler, Instr("PUSH_EXC_INFO"), Instr("POP_TOP"), Instr("POP_EXCEPT"),
                 Instr("LOAD_CONST", "outer"), Instr("RETURN_VALUE")]
    ir.try_ranges.append(TryRange(outer_start, outer_handler, outer_handler))
    code = ir.to_code()
    entries = decode_exception_table(code.co_exceptiontable)
    assert all(a.end <= b.start for a, b in zip(entries, entries[1:]))  # sorted, not overlapping
    f = antioch.function(code)
    assert f(0) == () and f(2) == (0.5,)  # the inner range wins where both cover
    assert f("a") == "outer"  # raised outside the inner range: the outer handler's
