"""The CORE and CORE EXT word sets: every word exists, and the glossary tests in fth/ pass."""
import os

import pytest

import antioch

HERE = os.path.dirname(os.path.abspath(__file__))
FTH = os.path.join(HERE, "fth")

# The word lists of issue 11 (Forth-2012 6.1 and 6.2), as one string each: one name per blank-separated field.
CORE = """! # #> #S ' ( * */ */MOD + +! +LOOP , - . ." / /MOD 0< 0= 1+ 1- 2! 2* 2/ 2@ 2DROP 2DUP 2OVER 2SWAP : ;
< <# = > >BODY >IN >NUMBER >R ?DUP @ ABORT ABORT" ABS ACCEPT ALIGN ALIGNED ALLOT AND BASE BEGIN BL C! C, C@ CELL+
CELLS CHAR CHAR+ CHARS CONSTANT COUNT CR CREATE DECIMAL DEPTH DO DOES> DROP DUP ELSE EMIT ENVIRONMENT? EVALUATE
EXECUTE EXIT FILL FIND FM/MOD HERE HOLD I IF IMMEDIATE INVERT J KEY LEAVE LITERAL LOOP LSHIFT M* MAX MIN MOD MOVE
NEGATE OR OVER POSTPONE QUIT R> R@ RECURSE REPEAT ROT RSHIFT S" S>D SIGN SM/REM SOURCE SPACE SPACES STATE SWAP
THEN TYPE U. U< UM* UM/MOD UNLOOP UNTIL VARIABLE WHILE WORD XOR [ ['] [CHAR] ]"""
CORE_EXT = """.( .R 0<> 0> 2>R 2R> 2R@ :NONAME <> ?DO ACTION-OF AGAIN BUFFER: C" CASE COMPILE, DEFER DEFER! DEFER@
ENDCASE ENDOF ERASE FALSE HEX HOLDS IS MARKER NIP OF PAD PARSE PARSE-NAME PICK REFILL RESTORE-INPUT ROLL S\\"
SAVE-INPUT SOURCE-ID TO TRUE TUCK U.R U> UNUSED VALUE WITHIN [COMPILE] \\"""
OTHERS = "INCLUDED INCLUDE CATCH THROW .S WORDS SEE BYE"


def test_word_lists_complete(forth):
    core, core_ext, others = CORE.split(), CORE_EXT.split(), OTHERS.split()
    assert len(core) == 133 and len(core_ext) == 49
    missing = [w for w in core + core_ext + others if forth.forth.find(w) is None]
    assert missing == []


@pytest.mark.parametrize("name", ["core", "coreext"])
def test_glossary_file(forth, name):
    forth.forth.include(os.path.join(FTH, "tester.fth"))
    _, out = forth("S\" %s\" INCLUDED" % os.path.join(FTH, name + ".fth"))
    assert "FAIL" not in out
    tests, errors = out.strip().splitlines()[-1].split(" tests, ")
    assert int(tests) > 50 and errors == "0 errors"


def test_every_compiled_word_verifies(forth):
    for name in ("core", "coreext"):
        forth.forth.include(os.path.join(FTH, "tester.fth"))
        forth.forth.include(os.path.join(FTH, name + ".fth"))
    compiled = [w for w in forth.forth.words if w.func is not None and w.listing]
    assert len(compiled) > 90
    static = [w for w in compiled if w.static is not None]
    assert len(static) > len(compiled) // 3      # most definitions get the static convention
    for w in compiled:
        assert antioch.verify(w.func.__code__) == [], w.name


def test_conformance_driver_runs_to_the_end(forth, tmp_path):
    """A driver loading its files with S" path" INCLUDED and reporting through TYPE EMIT CR and '.'."""
    driver = tmp_path / "driver.fth"
    lines = ['S" %s" INCLUDED' % os.path.join(FTH, f) for f in ("tester.fth", "core.fth", "coreext.fth")]
    lines.append('S" all done: " TYPE t-errors @ . 33 EMIT CR')
    driver.write_text("\n".join(lines) + "\n")
    _, out = forth('S" %s" INCLUDED' % driver)
    assert out.endswith("all done: 0 !\n")
