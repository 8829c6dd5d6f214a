"""The optional word sets of Forth-2012: every word of each set exists, and its glossary tests in fth/ pass."""
import os

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
FTH = os.path.join(HERE, "fth")

# Forth-2012's word lists, each set with its extension words (one name per blank-separated field)
WORDSETS = {
    "exception": "CATCH THROW ABORT ABORT\"",
    "string": "-TRAILING /STRING BLANK CMOVE CMOVE> COMPARE SEARCH SLITERAL REPLACES SUBSTITUTE UNESCAPE",
    "double": "2CONSTANT 2LITERAL 2VARIABLE D+ D- D. D.R D0< D0= D2* D2/ D< D= D>S DABS DMAX DMIN DNEGATE M*/ M+ "
              "2ROT 2VALUE DU<",
    "memory": "ALLOCATE FREE RESIZE",
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
