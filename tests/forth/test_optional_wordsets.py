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
    "code": "CODE ;CODE END-CODE",
    "facility": "AT-XY KEY? PAGE +FIELD BEGIN-STRUCTURE CFIELD: EKEY EKEY>CHAR EKEY>FKEY EKEY? EMIT? "
                "END-STRUCTURE FIELD: K-ALT-MASK K-CTRL-MASK K-DELETE K-DOWN K-END K-F1 K-F10 K-F11 K-F12 K-F2 "
                "K-F3 K-F4 K-F5 K-F6 K-F7 K-F8 K-F9 K-HOME K-INSERT K-LEFT K-NEXT K-PRIOR K-RIGHT K-SHIFT-MASK "
                "K-UP MS TIME&DATE",
    "file": "( BIN CLOSE-FILE CREATE-FILE DELETE-FILE FILE-POSITION FILE-SIZE INCLUDE-FILE INCLUDED OPEN-FILE R/O "
            "R/W READ-FILE READ-LINE REPOSITION-FILE RESIZE-FILE S\" SOURCE-ID W/O WRITE-FILE WRITE-LINE "
            "FILE-STATUS FLUSH-FILE INCLUDE REFILL RENAME-FILE REQUIRE REQUIRED S\\\"",
    "floating": ">FLOAT D>F F! F* F+ F- F/ F0< F0= F< F>D F@ FALIGN FALIGNED FCONSTANT FDEPTH FDROP FDUP FLITERAL "
                "FLOAT+ FLOATS FLOOR FMAX FMIN FNEGATE FOVER FROT FROUND FSWAP FVARIABLE REPRESENT DF! DF@ DFALIGN "
                "DFALIGNED DFFIELD: DFLOAT+ DFLOATS F** F. F>S FABS FACOS FACOSH FALOG FASIN FASINH FATAN FATAN2 "
                "FATANH FCOS FCOSH FE. FEXP FEXPM1 FFIELD: FLN FLNP1 FLOG FS. FSIN FSINCOS FSINH FSQRT FTAN FTANH "
                "FTRUNC FVALUE F~ PRECISION S>F SET-PRECISION SF! SF@ SFALIGN SFALIGNED SFFIELD: SFLOAT+ SFLOATS",
    "block": "BLK BLOCK BUFFER EVALUATE FLUSH LOAD SAVE-BUFFERS UPDATE EMPTY-BUFFERS LIST REFILL SCR THRU \\",
    "search": "DEFINITIONS FIND FORTH-WORDLIST GET-CURRENT GET-ORDER SEARCH-WORDLIST SET-CURRENT SET-ORDER "
              "WORDLIST ALSO FORTH ONLY ORDER PREVIOUS",
}


@pytest.mark.parametrize("wordset", sorted(WORDSETS))
def test_every_word_exists(forth, wordset):
    assert [w for w in WORDSETS[wordset].split() if forth.forth.find(w) is None] == []


@pytest.mark.parametrize("wordset", sorted(WORDSETS))
def test_glossary_file(forth, wordset, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
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
    ("CODE foo", -260), ("0 [IF] 1 2", -58), (": pp PREVIOUS PREVIOUS ; -1 SET-ORDER pp", -50),
    ("0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 17 SET-ORDER", -49), ("FORGET DUP", -15), ("5 SET-CURRENT", -9),
    (": f {: a b", -39), ('S" /nonexistent/dir/x.fth" INCLUDED', -38), ("12345 CLOSE-FILE THROW", -62),
    ('S" /nonexistent/x" R/O OPEN-FILE NIP THROW', -38), ("99 FILE-SIZE", -37),
    ("F+", -45), ("1E F+", -45), ("FDROP", -45), (": f FDUP ; f", -45), ("1E300 FDUP F* F>S", -11),
    ('S" x" (LOCAL)', -14), ("0 LOAD", -35), ("0 BLOCK", -35), ("-1 BUFFER", -35),
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


def test_write_to_a_read_only_file_is_its_ior(forth, tmp_path):
    path = tmp_path / "ro.txt"
    path.write_text("data\n")
    assert forth.stack('S" %s" R/O OPEN-FILE DROP S" more" ROT WRITE-LINE' % path) == [-76]


@pytest.mark.subprocess
@pytest.mark.parametrize("ending, status", [("BYE", 0), ("no-such-word", 1), ("", 0)])
def test_files_written_are_flushed_and_closed(tmp_path, ending, status):
    """On BYE, on an error that ends the program and at the end of input, what was written is in the file."""
    import subprocess
    import sys
    src = os.path.join(os.path.dirname(os.path.dirname(HERE)), "src")
    out = tmp_path / "out.txt"
    text = 'S" %s" W/O CREATE-FILE THROW CONSTANT f  S" hello" f WRITE-LINE THROW %s' % (out, ending)
    done = subprocess.run([sys.executable, "-m", "antioch", "forth", "-e", text], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, env=dict(os.environ, PYTHONPATH=src), universal_newlines=True)
    assert done.returncode == status, done.stderr
    assert out.read_text() == "hello\n"
    if status:
        assert done.stderr == "antioch forth: -e:1: Undefined word no-such-word\n"


def test_an_abort_flushes_the_files(forth, tmp_path):
    out = tmp_path / "out.txt"
    forth('S" %s" W/O CREATE-FILE THROW CONSTANT f' % out)
    with pytest.raises(ForthError):
        forth.forth.evaluate('S" partial" f WRITE-FILE THROW  nope')
    assert out.read_text() == "partial"


@pytest.mark.parametrize("text, out", [
    ("1E 3E F/ F.", "0.333333333333333 "), ("1.5E0 F.", "1.5 "), ("100E F.", "100. "), ("-0.001E F.", "-0.001 "),
    ("1234.5E FE.", "1.23450000000000E3 "), ("1234.5E FS.", "1.23450000000000E3 "),
    ("12345.6E FE.", "12.3456000000000E3 "),
    ("1E 0E FLN FNEGATE F.", "inf "), ("3 SET-PRECISION 2E FSQRT F.", "1.41 "),
])
def test_float_output_as_gforth(forth, text, out):
    assert forth(text)[1] == out


def test_an_error_in_a_block_names_the_block_and_line(forth, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    forth('7 BUFFER 1024 BLANK  S" 1 2" 7 BUFFER SWAP MOVE  S" 3 oops" 7 BUFFER 128 + SWAP MOVE UPDATE FLUSH')
    assert (tmp_path / "blocks.fb").stat().st_size == 7 * 1024
    with pytest.raises(ForthError) as info:
        forth.forth.evaluate("7 LOAD")
    assert str(info.value) == "block 7:3: Undefined word oops"
