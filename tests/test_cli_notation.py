"""One notation for instructions: the CFG, ``antioch run --trace`` and the explorer write each argument as
the listing does (``LOAD_NAME range``, ``BINARY_OP *``, ``LOAD_CONST None``, a jump's label)."""
import re

import pytest

from antioch import fields_of
from antioch.analysis.cfg import build_cfg
from antioch.asm.argtext import cfg_instruction_texts
from antioch.asm.disassemble import compile_source, disassemble
from antioch.explore.worker import cfg_of
from antioch.lift import lift
from cli_helpers import antioch

SOURCE = """\
def scale(n, k=2):
    t = 0
    for i in range(n):
        if i < 2 and k is not None:
            t += i * k
        else:
            t -= len('ab')
    return t

print(scale(4))
"""
POSITION = re.compile(r"\s+@[\d?]+-[\d?:]+$")


def listing_texts(listing):
    """``NAME ARG`` of each instruction line of a listing, position and comment left out."""
    out = []
    for line in listing.splitlines():
        if not line.startswith("    ") or line.lstrip().startswith(";"):
            continue
        text = line.split(" ; ")[0].rstrip()
        out.append(" ".join(POSITION.sub("", text).split()))
    return out


def function_code():
    module = compile_source(SOURCE)
    return next(c for c in fields_of(module).consts if hasattr(c, "co_code"))


def is_jump(text):
    return re.search(r" (L|B)\d+$", text) is not None


def test_cfg_rows_are_the_listing_instructions():
    code = function_code()
    listed = listing_texts(disassemble(code))
    cfg = build_cfg(lift(fields_of(code)))
    drawn = cfg_instruction_texts(cfg)
    assert len(drawn) == len(listed)
    for mine, theirs in zip(drawn, listed):
        if is_jump(theirs):  # a jump names its target block, the name the drawing gives it
            assert mine.split()[:-1] == theirs.split()[:-1] and re.search(r" B\d+$", mine), (mine, theirs)
        else:
            assert mine == theirs
    assert "LOAD_GLOBAL range +NULL" in drawn or "LOAD_GLOBAL range" in drawn
    assert any(t in drawn for t in ("BINARY_OP *", "BINARY_MULTIPLY"))


@pytest.mark.subprocess
def test_cfg_command_writes_the_listing_notation():
    done = antioch("cfg", "-c", "for i in range(3):\n    print(i * 2 if i else None)\n")
    assert done.returncode == 0, done.stderr
    assert "LOAD_NAME range" in done.stdout and "LOAD_NAME 'range'" not in done.stdout
    assert "LOAD_CONST None\\l" in done.stdout and "LOAD_CONST \\l" not in done.stdout
    if "BINARY_OP" in done.stdout:
        assert "BINARY_OP *" in done.stdout and "BINARY_OP 5" not in done.stdout


def test_explorer_cfg_rows_match_the_dot():
    answer = cfg_of(compile_source(SOURCE), 1)
    rows = [row for block in answer["blocks"] for row in block["rows"]]
    texts = [row.split(" ", 1)[1] for row in rows]
    assert texts == cfg_instruction_texts(build_cfg(lift(fields_of(function_code()))))
    dot = answer["dot"].replace("\\<", "<").replace("\\>", ">")
    for row in rows:
        assert "%4s %s" % tuple(row.split(" ", 1)) in dot


@pytest.mark.subprocess
def test_trace_writes_the_listing_notation_in_columns(tmp_path):
    (tmp_path / "prog.py").write_text(SOURCE)
    done = antioch("run", "--trace", "--trace-only", "scale", "prog.py", cwd=str(tmp_path))
    assert done.returncode == 0 and done.stdout == "-2\n", done.stderr
    lines = [line for line in done.stderr.splitlines() if line.startswith("scale:")]
    assert lines
    listed = set(listing_texts(disassemble(function_code())))
    for line in lines:
        before_stack = line[:line.index(" stack=[")]
        words = before_stack.split()
        text = " ".join(words[2:])
        assert text in listed, (text, line)
    for column in (" @", " stack=["):
        assert len({line.index(column) for line in lines}) == 1, column
    starts = {line.index(line.split()[2], line.index(" @") + 2) for line in lines}
    assert len(starts) == 1
