"""Bytecode the VM cannot execute stops the run with one line naming the code object, offset and instruction."""
import dataclasses
import dis
import os
import subprocess
import sys
import types

import pytest

from antioch.codeobj import fields_of
from antioch.pyc import read_pyc, write_pyc
from antioch.vm import VMError, run_code

SRC = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "src")
MODULE = "def g(n):\n    return n + 1\ntry:\n    print(g(41))\nexcept Exception:\n    print('caught')\n"


def underflowing(code: types.CodeType) -> "tuple[bytes, int]":
    """``code``'s bytes with its first load made a POP_TOP: a pop from the empty stack."""
    first = next(i for i in dis.get_instructions(code) if i.opname.startswith("LOAD_"))
    raw = bytearray(fields_of(code).code)
    raw[first.offset:first.offset + 2] = bytes([dis.opmap["POP_TOP"], 0])
    return bytes(raw), first.offset


def with_bad_g(module: types.CodeType) -> "tuple[types.CodeType, int]":
    g = next(c for c in module.co_consts if isinstance(c, types.CodeType))
    raw, offset = underflowing(g)
    bad = g.replace(co_code=raw)
    return module.replace(co_consts=tuple(bad if c is g else c for c in module.co_consts)), offset


def test_sound_code_runs(capsys):
    run_code(compile(MODULE, "<bad>", "exec"))
    assert capsys.readouterr().out == "42\n"


def test_stack_underflow_is_a_vm_error_the_program_cannot_catch(capsys):
    module, offset = with_bad_g(compile(MODULE, "<bad>", "exec"))
    with pytest.raises(VMError) as info:
        run_code(module)
    message = str(info.value)
    assert capsys.readouterr().out == ""  # not 'caught': the program's except clause never saw it
    assert message.startswith("g (<bad> line ") and "offset %d:" % offset in message
    assert "POP_TOP" in message and "stack-underflow" in message and "\n" not in message


def test_undecodable_code_is_a_vm_error():
    module = compile(MODULE, "<bad>", "exec")
    g = next(c for c in module.co_consts if isinstance(c, types.CodeType))
    if hasattr(g, "co_exceptiontable"):  # 3.11+: a truncated entry (code.replace refuses odd co_code)
        broken = g.replace(co_exceptiontable=b"\x80")
    else:
        broken = g.replace(co_code=fields_of(g).code[:-1])  # half an instruction at the end
    bad = module.replace(co_consts=tuple(broken if c is g else c for c in module.co_consts))
    with pytest.raises(VMError, match=r"^g \(<bad> line 1\): the VM cannot decode it: "):
        run_code(bad)


@pytest.mark.subprocess
def test_cli_runs_a_pyc_and_refuses_a_malformed_one(tmp_path):
    source = tmp_path / "prog.py"
    source.write_text(MODULE)
    good = tmp_path / "prog.pyc"
    import py_compile
    py_compile.compile(str(source), cfile=str(good), doraise=True)
    env = dict(os.environ, PYTHONPATH=SRC)
    ran = subprocess.run([sys.executable, "-m", "antioch", "run", str(good)], env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    assert (ran.returncode, ran.stdout, ran.stderr) == (0, "42\n", "")

    pyc = read_pyc(good.read_bytes())
    g = next(c for c in pyc.code.consts if dataclasses.is_dataclass(c))
    raw, offset = underflowing(compile(MODULE, str(source), "exec").co_consts[0])
    consts = tuple(dataclasses.replace(c, code=raw) if c is g else c for c in pyc.code.consts)
    pyc.code = dataclasses.replace(pyc.code, consts=consts)
    bad = tmp_path / "bad.pyc"
    bad.write_bytes(write_pyc(pyc))
    ran = subprocess.run([sys.executable, "-m", "antioch", "run", str(bad)], env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    assert ran.returncode == 1 and ran.stdout == ""
    assert ran.stderr.count("\n") == 1 and "bad.pyc: the VM cannot execute it:" in ran.stderr
    assert "g offset %d: stack-underflow" % offset in ran.stderr and "(at POP_TOP)" in ran.stderr
    assert "Traceback" not in ran.stderr
