"""The optional word sets of Forth-2012: every word of each set exists, and its glossary tests in fth/ pass."""
import os

import pytest

from antioch.forth import ForthError

HERE = os.path.dirname(os.path.abspath(__file__))
FTH = os.path.join(HERE, "fth")

# Forth-2012's word lists, each set with its extension words (one name per blank-separated field)
WORDSETS = {
    "exception": "CATCH THROW ABORT ABORT\"",
    "string": "-TRAILING /STRING BLANK CMOVE CMOVE> COMPARE SEARCH SLITERAL REPLACES SUBSTITUTE UNESCAPE",
    "double": "2CONSTANT 2LITERAL 2VARIABLE D+ D- D. D.R D0< D0= D2* D2/ D< D= D>S DABS DMAX DMIN DNEGATE M*/ M+ "
              "2ROT 2VALUE DU<",
    "memory": "ALLOCATE FREE RESIZE",
    "tools": ".S ? DUMP SEE WORDS ;CODE AHEAD ASSEMBLER BYE CODE CS-PICK CS-ROLL EDITOR FORGET N>R NAME>COMPILE "
             "NAME>INTERPRET NAME>STRING NR> STATE SYNONYM TRAVERSE-WORDLIST [DEFINED] [ELSE] [IF] [THEN] "
             "[UNDEFINED]",
    "locals": "(LOCAL) LOCALS| {:",
    "facility": "AT-XY KEY? PAGE +FIELD BEGIN-STRUCTURE CFIELD: EKEY EKEY>CHAR EKEY>FKEY EKEY? EMIT? "
                "END-STRUCTURE FIELD: K-ALT-MASK K-CTRL-MASK K-DELETE K-DOWN K-END K-F1 K-F10 K-F11 K-F12 K-F2 "
                "K-F3 K-F4 K-F5 K-F6 K-F7 K-F8 K-F9 K-HOME K-INSERT K-LEFT K-NEXT K-PRIOR K-RIGHT K-SHIFT-MASK "
                "K-UP MS TIME&DATE",
    "search": "DEFINITIONS FIND FORTH-WORDLIST GET-CURRENT GET-ORDER SEARCH-WORDLIST SET-CURRENT SET-ORDER "
              "WORDLIST ALSO FORTH ONLY ORDER PREVIOUS",
}


@pytest.mark.parametrize("wordset", sorted(WORDSETS))
def test_every_word_exists(forth, wordset):
    assert [w for w in WORDSETS[wordset].split() if forth.forth.find(w) is None] == []


@pytest.mark.parametrize("wordset", sorted(WORDSETS))
def test_glossary_file(forth, wordset):
    forth.forth.include(os.path.join(FTH, "tester.fth"))
    _, out = forth('S" %s" INCLUDED' % os.path.join(FTH, wordset + ".fth"))
    assert "FAIL" not in out, out
    tests, errors = out.strip().splitlines()[-1].split(" tests, ")
    assert int(tests) >= 10 and errors == "0 errors"


def test_dump(forth):
    forth('CREATE d 20 ALLOT  S" Hello, world!" d SWAP CMOVE')
    _, out = forth("d 14 DUMP")
    assert out.startswith("%08X  48 65 6C 6C 6F 2C 20 77 6F 72 6C 64 21 00 " % forth.stack("d")[0])
    assert out.endswith("  Hello, world!.\n") and len(out.splitlines()) == 1


def test_words_and_order_follow_the_search_order(forth):
    forth("WORDLIST CONSTANT w1  GET-ORDER w1 SWAP 1+ SET-ORDER DEFINITIONS : inner1 ; : inner2 ;")
    assert forth("WORDS")[1] == "inner2 inner1\n"
    assert forth("ORDER")[1] == "#%d FORTH  #%d\n" % (forth.stack("w1")[0], forth.stack("w1")[0])
    forth("ONLY FORTH DEFINITIONS")
    assert "inner1" not in forth("WORDS")[1]


@pytest.mark.parametrize("text, code", [
    ("CODE foo", -21), ("0 [IF] 1 2", -58), (": pp PREVIOUS PREVIOUS ; -1 SET-ORDER pp", -50),
    ("0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 17 SET-ORDER", -49), ("FORGET DUP", -15), ("5 SET-CURRENT", -9),
    (": f {: a b", -39), ('S" x" (LOCAL)', -14),
])
def test_bad_input_throws_the_standard_code(forth, text, code):
    with pytest.raises(ForthError) as info:
        forth.forth.evaluate(text, filename="bad.fth")
    assert info.value.code == code
    assert str(info.value).startswith("bad.fth:1: ")


def test_locals_compile_to_python_locals(forth):
    forth(": hyp {: a b :} a a * b b * + ;")
    w = forth.forth.find("hyp")
    assert w.static == (2, 1)
    assert "_v1" in w.func.__code__.co_varnames and "_v2" in w.func.__code__.co_varnames
    assert forth.stack("3 4 hyp") == [25]


def test_terminal_words():
    import io

    from antioch.forth import Forth
    out = io.StringIO()
    f = Forth(out=out, inp=io.StringIO("a\x1b[A\x1b[1;5C\x1b[15~"))
    assert f.evaluate("KEY? EKEY EKEY K-UP = EKEY K-RIGHT K-CTRL-MASK OR = EKEY K-F5 = KEY?") == [-1, 97, -1, -1, -1, 0]
    f.evaluate("3 5 AT-XY PAGE")
    assert out.getvalue() == "\x1b[6;4H\x1b[2J\x1b[H"
