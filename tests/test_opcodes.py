"""The generated opcode tables: regeneration is exact, and they agree with the host's dis."""
import dis
import glob
import opcode
import os
import subprocess
import sys

import pytest

from antioch.errors import UnsupportedVersionError
from antioch.opcodes import HOST, READABLE, parse_version, table_for

ROOT = os.path.join(os.path.dirname(__file__), "..")
GENERATOR = os.path.join(ROOT, "tools", "gen_opcodes.py")


def checked_in(version):
    with open(os.path.join(ROOT, "src", "antioch", "opcodes", "_py%d%d.py" % version)) as f:
        return f.read()


@pytest.mark.subprocess
def test_regenerating_the_host_table_reproduces_the_checked_in_file():
    out = subprocess.run([sys.executable, GENERATOR, "--stdout"], stdout=subprocess.PIPE, check=True)
    assert out.stdout.decode() == checked_in(HOST)


def pyenv_python(version):
    root = os.environ.get("PYENV_ROOT") or os.path.expanduser("~/.pyenv")
    found = sorted(glob.glob(os.path.join(root, "versions", "%d.%d.*" % version, "bin", "python%d.%d" % version)))
    return found[-1] if found else None


@pytest.mark.parametrize("version", [(2, 7), (3, 6), (3, 7)])
def test_old_tables_regenerate_when_their_interpreter_is_installed(version):
    python = pyenv_python(version)
    if python is None:
        pytest.skip("CPython %d.%d is not installed" % version)
    out = subprocess.run([python, GENERATOR, "--stdout"], stdout=subprocess.PIPE, check=True)
    assert out.stdout.decode() == checked_in(version)


def test_host_table_matches_opcode_module():
    table = table_for(HOST)
    for name, number in opcode.opmap.items():
        if number < 256:
            assert table[name].number == number
    assert table.extended_arg == opcode.EXTENDED_ARG


def test_stack_effects_match_dis_for_many_arguments():
    table = table_for(HOST)
    for info in table.by_name.values():
        args = range(0, 300, 7) if info.has_arg else [None]
        for arg in args:
            for jump in (False, True):
                try:
                    expected = dis.stack_effect(info.number, arg, jump=jump)
                except ValueError:
                    expected = None
                assert info.stack_effect(arg or 0, jump) == expected, (info.name, arg, jump)


def test_jump_target_and_argument_are_inverse():
    for version in READABLE[3:]:
        table = table_for(version)
        for info in table.by_name.values():
            if info.is_jump:
                for arg in (0, 1, 5, 300):
                    offset = 2000
                    target = table.jump_target(info, offset, arg)
                    assert table.jump_arg(info, offset, target) == arg


def test_every_supported_version_has_a_distinct_magic_number():
    magics = [table_for(v).magic for v in READABLE]
    assert len(set(magics)) == len(magics)
    assert all(m.endswith(b"\r\n") for m in magics)


def test_versions_are_parsed_and_checked():
    assert parse_version("3.11") == (3, 11)
    with pytest.raises(UnsupportedVersionError):
        parse_version("3.99")
    with pytest.raises(UnsupportedVersionError):
        parse_version("three")


@pytest.mark.subprocess  # runs Node from the host
@pytest.mark.parametrize("version", [(3, 14), (3, 15)])
def test_pyodide_tables_regenerate_inside_their_interpreter(version):
    from pyodide_support import run_pyodide

    result = run_pyodide("%d.%d" % version, ["tools/gen_opcodes.py", "--stdout"])
    assert result.returncode == 0, result.stderr
    assert result.stdout == checked_in(version)
