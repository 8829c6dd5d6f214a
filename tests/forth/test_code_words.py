"""CODE and ;CODE with antioch assembly: words that compute with this version's instructions, and bad assembly
named by its source line."""
import subprocess
import sys

import pytest

from antioch.forth import ForthError
from antioch.forth.spelling import spelling_for


def plus() -> str:
    """How the running interpreter spells an integer addition."""
    table = spelling_for()["binary"]
    return table["+"] if table else "BINARY_OP +"


def test_code_word_adds_with_this_versions_instruction(forth):
    forth("CODE 3+ ( n -- m )\n LOAD_FAST n\n LOAD_CONST 3\n %s\n RETURN_VALUE\nEND-CODE" % plus())
    assert forth.stack("4 3+  : twice 3+ 3+ ;  10 twice") == [7, 16]


def test_code_result_is_wrapped_to_a_cell(forth):
    forth("CODE big ( -- n )\n LOAD_CONST 18446744073709551615\n RETURN_VALUE\nEND-CODE")
    assert forth.stack("big  : b big ; b") == [-1, -1]


def test_semicolon_code_reads_the_memory_at_the_data_field(forth):
    subscript = spelling_for()["subscript"]
    forth(": char-const CREATE C, ;CODE ( addr -- c )\n LOAD_GLOBAL _M\n LOAD_FAST addr\n %s\n RETURN_VALUE\n"
          "END-CODE  65 char-const A-CHAR" % subscript)
    assert forth.stack("A-CHAR  : a A-CHAR 1+ ; a") == [65, 66]


@pytest.mark.parametrize("text, line, code, message", [
    ("CODE bad ( -- )\n LOAD_CONST None\n NO_SUCH_OPCODE 1\n RETURN_VALUE\nEND-CODE", 3, -260, "NO_SUCH_OPCODE"),
    ("CODE bad ( a -- )\n LOAD_FAST a\n JUMP_FORWARD nowhere\nEND-CODE", 3, -260, "nowhere"),
    ("CODE bad ( a -- )\n POP_TOP\n LOAD_CONST None\n RETURN_VALUE\nEND-CODE", 2, -260, "POP_TOP"),
    ("CODE bad\n RETURN_VALUE\nEND-CODE", 1, -260, "stack comment"),
    ("CODE bad ( a b )\n RETURN_VALUE\nEND-CODE", 1, -260, "--"),
    ("\nCODE bad ( -- )\n LOAD_CONST None\n RETURN_VALUE", 4, -39, "END-CODE"),
    (": d CREATE ;CODE ( -- )\n LOAD_CONST None\n RETURN_VALUE\nEND-CODE", 1, -260, "data field"),
    ("END-CODE", 1, -260, "END-CODE"),
])
def test_bad_assembly_names_its_line(forth, text, line, code, message):
    with pytest.raises(ForthError) as info:
        forth.forth.evaluate(text, filename="bad.fth")
    assert info.value.code == code
    assert str(info.value).startswith("bad.fth:%d: " % line) and message in str(info.value)
    assert "\n" not in str(info.value)


@pytest.mark.subprocess
def test_bad_assembly_is_one_line_from_the_command(tmp_path):
    path = tmp_path / "bad.fs"
    path.write_text("CODE bad ( -- )\n  LOAD_CONST\nEND-CODE\n")
    done = subprocess.run([sys.executable, "-m", "antioch", "forth", str(path)], stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and "bad.fs:2:" in done.stderr and "Traceback" not in done.stderr
