"""Compiled definitions against the interpreter, on random programs over edge values of 64-bit cells.

The interpreter runs each word on the shared stack with exact semantics; a definition is compiled with value
ranges, deferred wrapping and values kept on the VM stack. Both must leave the same cells.
"""
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from antioch.forth import Forth, ForthError
from antioch.forth.kernel import RECURSION_LIMIT

sys.setrecursionlimit(max(sys.getrecursionlimit(), RECURSION_LIMIT))   # as Forth sets it, before hypothesis
# older hypothesis (3.8) lowers the limit around each example, and Forth raises it again: harmless
pytestmark = pytest.mark.filterwarnings("ignore:The recursion limit will not be reset")

HALF = 1 << 63
EDGES = [0, 1, 2, -1, -2, 7, 255, 256, 2**31, 2**32, HALF - 1, HALF - 2, -HALF, -HALF + 1, 2**62, 3037000500]
WORDS = ["+", "-", "*", "1+", "1-", "2*", "NEGATE", "INVERT", "AND", "OR", "XOR", "<", ">", "=", "<>", "0<", "0=",
         "0>", "U<", "DUP", "DROP", "SWAP", "OVER", "ROT", "NIP", "TUCK", "ABS", "MAX", "MIN", "helper"]
# helper: a compiled word, static (1 in, 1 out), whose argument is a signed cell by convention
HELPER = ": helper dup 2 < if 1+ exit then 2 - ;"

literal = st.sampled_from(EDGES).map(str)
word = st.sampled_from(WORDS)
# near the edges: a constant and a small step, then something that observes the cell
nudge = st.tuples(literal, st.sampled_from(["1+", "1-", "2 +", "2 -", "2*", "NEGATE"]),
                  st.sampled_from(["0<", "0=", "0>", "helper", "1 <", "DUP -1 >"])).map(" ".join)
straight = st.lists(st.one_of(literal, word, word, nudge), min_size=1, max_size=12)
# a comparison with a constant narrows the range of what is tested on each side
test = st.tuples(st.sampled_from(EDGES), st.sampled_from(["<", ">", "=", "<>"])).map(lambda t: "DUP %d %s" % t)
arm = st.lists(st.sampled_from(["1+", "1-", "2 +", "2 -", "2*", "NEGATE", "INVERT", "DUP *", "DUP +", "helper",
                                "%d +" % (HALF - 1), "0 SWAP -", "DUP 0<", "DUP 2 <", "DROP 0"]), max_size=4)


@st.composite
def program(draw):
    """Words, and maybe an IF ... ELSE ... THEN whose branches leave the stack as deep as each other."""
    head = draw(straight)
    if not draw(st.booleans()):
        return " ".join(head)
    cond = draw(st.one_of(test, st.just("")))
    return "%s %s IF %s 0< ELSE %s 0> THEN %s" % (" ".join(head), cond, " ".join(draw(arm)),
                                                 " ".join(draw(arm)), " ".join(draw(straight)))


def cells(stack):
    return [((x + HALF) % (1 << 64)) - HALF for x in stack]


def interpreted(forth, inputs, body):
    """Run ``body`` word by word at the outer interpreter; IF ... THEN decided here (they compile only)."""
    forth.S[:] = list(inputs)
    words = body.split()
    i = 0
    while i < len(words):
        w = words[i]
        if w == "IF":
            if not forth.S:
                raise ForthError(-4)
            flag = cells([forth.S.pop()])[0]
            els, then = words.index("ELSE", i), words.index("THEN", i)
            part = words[i + 1:els] if flag else words[els + 1:then]
            forth.evaluate(" ".join(part))
            i = then + 1
            continue
        forth.evaluate(w)
        i += 1
    return cells(forth.S)


@settings(max_examples=300, deadline=None)
@given(inputs=st.lists(st.sampled_from(EDGES), min_size=3, max_size=3), body=program())
def test_compiled_equals_interpreted(inputs, body):
    forth = Forth()
    forth.evaluate(HELPER)
    try:
        expected = interpreted(forth, inputs, body)
    except ForthError:
        return                      # stack underflow: nothing to compare
    forth.evaluate(": t %s ;" % body)
    forth.S[:] = list(inputs)
    forth.evaluate("t")
    assert cells(forth.S) == expected, body


def test_ranges_narrowed_by_a_test_at_the_edges():
    """``x c op IF`` narrows x on each side: one off at the boundary and x +- 2 would leave the range unseen."""
    forth = Forth()
    forth.evaluate(HELPER)
    signed = range(-HALF, HALF)
    n = 0
    for c in (HALF - 1, HALF - 2, -HALF, -HALF + 1, 0, 2):
        for op in ("<", ">", "=", "<>"):
            for then, other in (("2 + 0<", "2 - 0>"), ("2 - 0>", "2 + 0<"), ("1+ helper", "1- helper")):
                n += 1
                body = "DUP %d %s IF %s ELSE %s THEN" % (c, op, then, other)
                forth.evaluate(": r%d %s ;" % (n, body))
                for x in (v for v in range(c - 2, c + 3) if v in signed):
                    expected = interpreted(forth, [x], body)
                    forth.S[:] = [x]
                    forth.evaluate("r%d" % n)
                    assert cells(forth.S) == expected, (x, body)


@pytest.mark.parametrize("shuffle", ["SWAP", "OVER", "ROT", "-ROT", "TUCK", "NIP"])
@pytest.mark.parametrize("inputs", [[0, 0, 1], [0, 1, 0], [1, 0, 0], [5, -1, 0], [0, 0, 0]])
def test_flag_in_a_local_that_the_join_overwrites(shuffle, inputs):
    """``SWAP IF``: the flag is the word's first argument's local, into which the item under it moves
    before the branch; the flag must be read before that (found by test_compiled_equals_interpreted)."""
    body = "%s IF 0< ELSE 0> THEN 0" % shuffle
    forth = Forth()
    try:
        expected = interpreted(forth, inputs, body)
    except ForthError:
        return
    forth.evaluate(": t %s ;" % body)
    forth.S[:] = list(inputs)
    forth.evaluate("t")
    assert cells(forth.S) == expected
