"""antioch.assemble verifies by default: unsafe listings are assembly errors naming file:line:col."""
import subprocess
import sys

import pytest

import antioch
from antioch.errors import AsmSyntaxError
from antioch.opcodes import HOST

ADD = "BINARY_OP +" if HOST >= (3, 11) else "BINARY_ADD"
UNDERFLOW = """.version %d.%d
.argcount 2
.varnames x, y
    LOAD_FAST x
    %s
    RETURN_VALUE
""" % (HOST + (ADD,))


def test_unsafe_listing_is_refused_with_its_place():
    with pytest.raises(AsmSyntaxError) as info:
        antioch.assemble(UNDERFLOW, filename="bad.pyasm")
    err = info.value
    assert err.filename == "bad.pyasm" and err.line in (5, 6) and err.col == 5
    assert "stack-underflow" in str(err)


def test_verification_can_be_turned_off():
    code = antioch.assemble(UNDERFLOW, verify=False)
    assert antioch.verify(code)  # the verifier still sees the problem when asked


@pytest.mark.subprocess
def test_cli_prints_one_line_and_exits_1(tmp_path):
    path = tmp_path / "bad.pyasm"
    path.write_text(UNDERFLOW)
    out = subprocess.run([sys.executable, "-m", "antioch.cli", "asm", str(path), "--run"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    assert out.returncode == 1
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("antioch asm: %s:" % path) and ": stack-underflow" in lines[0]
