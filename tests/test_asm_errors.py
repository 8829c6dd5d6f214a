"""Bad assembly: a typed exception with file, line and column from the API; one line and exit 1 from the CLI."""
import os
import subprocess
import sys

import pytest

import antioch
from antioch.errors import AsmSyntaxError

SRC = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src")

# (kind, listing, line, col, words the message must contain)
BAD = [
    ("unknown opcode", "    LOAD_CONST None\n    FROB_TOP\n", 2, 5, "unknown opcode FROB_TOP"),
    ("wrong argument kind", "    LOAD_FAST 42\n", 1, 15, "LOAD_FAST needs a name"),
    ("jump to a number", "    JUMP_FORWARD 3\n", 1, 18, "needs a label"),
    ("argument for no-argument opcode", "    POP_TOP 3\n", 1, 13, "takes no argument"),
    ("undefined label", "    JUMP_FORWARD nowhere\n    RETURN_VALUE\n", 1, 18, "undefined label nowhere"),
    ("unterminated string", "    LOAD_CONST 'abc\n", 1, 16, "unterminated string"),
    ("const index out of range", ".consts None\n    LOAD_CONST #5\n", 2, 16, "const index 5 out of range"),
    ("stray .end", "    NOP\n.end\n", 2, 1, "stray directive .end"),
    ("unknown directive", ".frobnicate 3\n", 1, 1, "stray directive .frobnicate"),
    ("late .version", "    NOP\n.version 3.12\n", 2, 1, "stray directive .version"),
]


@pytest.mark.parametrize("kind,text,line,col,words", BAD, ids=[b[0] for b in BAD])
def test_api_raises_asm_syntax_error(kind, text, line, col, words):
    with pytest.raises(AsmSyntaxError) as info:
        antioch.assemble(text, filename="bad.pyasm")
    err = info.value
    assert (err.filename, err.line, err.col) == ("bad.pyasm", line, col), str(err)
    assert words in err.message
    assert str(err) == "bad.pyasm:%d:%d: error: %s" % (line, col, err.message)


@pytest.mark.parametrize("kind,text,line,col,words", BAD, ids=[b[0] for b in BAD])
@pytest.mark.subprocess
def test_cli_prints_one_line_and_exits_1(tmp_path, kind, text, line, col, words):
    path = tmp_path / "bad.pyasm"
    path.write_text(text)
    env = dict(os.environ, PYTHONPATH=SRC)
    proc = subprocess.run([sys.executable, "-m", "antioch.cli", "asm", str(path), "--run"],
                          capture_output=True, text=True, env=env)
    assert proc.returncode == 1
    assert proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("antioch asm: %s:%d:%d: " % (path, line, col))
    assert words in lines[0]
