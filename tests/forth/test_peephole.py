"""Call results kept on the VM stack (antioch.forth.peephole): the stores and loads that go, and those that stay."""
from antioch.forth.peephole import keep_on_stack

CALL_F = ["LOAD_GLOBAL f +NULL", "CALL 0"]


def elided(lines, null=True):
    return [line for line in lines if line not in keep_on_stack(lines, null)]


def test_two_results_read_in_the_order_they_lie():
    lines = CALL_F + ["STORE_FAST a"] + CALL_F + ["STORE_FAST b", "LOAD_FAST a", "LOAD_FAST b", "BINARY_OP +",
                                                  "RETURN_VALUE"]
    assert keep_on_stack(lines, null=True) == CALL_F + CALL_F + ["BINARY_OP +", "RETURN_VALUE"]


def test_two_results_read_swapped():
    # b a -: b stays on the stack, a must go through its local (it lies under b)
    lines = CALL_F + ["STORE_FAST a"] + CALL_F + ["STORE_FAST b", "LOAD_FAST b", "LOAD_FAST a", "BINARY_OP -",
                                                  "RETURN_VALUE"]
    assert elided(lines) == ["STORE_FAST b", "LOAD_FAST b"]


def test_what_stays_in_its_local():
    # read twice; read across a label; consumed under another value; stored from before the straight line
    twice = CALL_F + ["STORE_FAST a", "LOAD_FAST a", "LOAD_FAST a", "BINARY_OP +", "RETURN_VALUE"]
    label = CALL_F + ["STORE_FAST a", "L1:", "LOAD_FAST a", "RETURN_VALUE"]
    under = CALL_F + ["STORE_FAST a", "LOAD_CONST 1", "LOAD_FAST a", "BINARY_OP -", "RETURN_VALUE"]
    jump = CALL_F + ["STORE_FAST a", "LOAD_CONST 1", "POP_JUMP_IF_FALSE L1", "LOAD_FAST a", "RETURN_VALUE"]
    for lines in (twice, label, under, jump):
        assert keep_on_stack(lines, null=True) == lines


def test_3_8_calls_have_no_null_slot():
    lines = ["LOAD_GLOBAL f", "CALL_FUNCTION 0", "STORE_FAST a", "LOAD_GLOBAL f", "LOAD_FAST a",
             "CALL_FUNCTION 1", "RETURN_VALUE"]
    assert elided(lines, null=False) == []          # a lies under the callable: it stays
    lines = ["LOAD_GLOBAL f", "CALL_FUNCTION 0", "STORE_FAST a", "LOAD_GLOBAL g", "CALL_FUNCTION 0", "POP_TOP",
             "LOAD_FAST a", "RETURN_VALUE"]
    assert elided(lines, null=False) == ["STORE_FAST a", "LOAD_FAST a"]
    assert elided(lines, null=True) == []      # CALL 0 with a NULL slot would take a


def test_fib_is_the_bytecode_of_def_fib(forth):
    forth(": fib dup 2 < if exit then dup 1- recurse swap 2 - recurse + ;")
    listing = forth.forth.find("fib").listing
    assert "STORE_FAST" not in listing and "_t1" not in listing.split(".varnames")[0]
    assert forth.stack("20 fib") == [6765]
