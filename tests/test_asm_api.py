"""The public API: short hand-written assembly, functions with defaults and closures, disassembly targets."""

import antioch
from antioch.codeobj import code_differences
from antioch.opcodes import HOST

ADD = """
.argcount 2
.line 1
    %s
    LOAD_FAST a
    LOAD_FAST b
    %s
    RETURN_VALUE
""" % ("RESUME 0" if HOST >= (3, 11) else "NOP", "BINARY_OP +" if HOST >= (3, 11) else "BINARY_ADD")


def test_a_function_that_adds_two_numbers_is_a_few_lines():
    add = antioch.function(ADD.replace(".argcount 2", ".argcount 2\n.name add\n.varnames a, b"))
    assert add(2, 3) == 5
    assert add.__code__.co_varnames == ("a", "b")
    assert add.__code__.co_stacksize == 2


def test_pools_are_derived_from_first_use():
    code = antioch.assemble(ADD)
    assert code.co_varnames == ("a", "b") and code.co_nlocals == 2


def gunk(a=1, *args, b=3):
    print(args)
    c = None
    return (a + b, c)


def test_a_function_listing_assembles_to_an_equivalent_function(capsys):
    text = antioch.disassemble(gunk)
    assert ".defaults 1" in text and ".kwdefaults b=3" in text
    assert "keyword-only     b = 3" in text
    fn = antioch.function(text, globals=globals())
    assert fn(10, 20, b=5) == (15, None)
    assert capsys.readouterr().out == "(20,)\n"
    assert code_differences(fn.__code__, gunk.__code__) == []


def make_closure():
    x = [1, 2]

    def inner():
        return x

    return inner


def test_closures_keep_their_cells():
    inner = make_closure()
    text = antioch.disassemble(inner)
    assert "closure cell   x = [1, 2]" in text
    fn = antioch.function(text, closure=([3],))
    assert fn() == [3]


def test_disassemble_accepts_code_source_classes_and_methods():
    assert antioch.disassemble("x = 1").startswith(".version %d.%d" % HOST)
    assert "LOAD_GLOBAL" in antioch.disassemble(test_closures_keep_their_cells)
    text = antioch.disassemble(Widget)
    assert ".code" not in text.splitlines()[0] and "STORE_NAME" in text
    assert antioch.disassemble(Widget().size).count(".version") == 1


class Widget:
    colour = "red"

    def size(self):
        return 3
