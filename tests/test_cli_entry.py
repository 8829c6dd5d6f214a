"""The newcomer's first commands: ``python -m antioch`` and ``antioch --version``."""
import subprocess
import sys

import pytest

import antioch
from antioch.cli import version_text
from antioch.opcodes import SUPPORTED

pytestmark = pytest.mark.subprocess


def run_module(*args):
    return subprocess.run([sys.executable, "-m", "antioch", *args], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True)


def test_python_dash_m_antioch_disassembles():
    done = run_module("dis", "-c", "x = 1")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(".version %d.%d" % sys.version_info[:2])
    assert "STORE_NAME x" in done.stdout


def test_version_names_package_and_every_supported_bytecode_version():
    done = run_module("--version")
    assert done.returncode == 0
    line = done.stdout.strip()
    assert line == version_text()
    assert line.startswith("antioch %s " % antioch.__version__)
    for version in SUPPORTED:
        assert "%d.%d" % version in line


def test_the_package_and_every_command_start_without_the_decompiler_and_the_forth():
    # both are read when first used: `import antioch` and `antioch run` need neither
    probe = ("import sys, antioch, antioch.cli; antioch.cli.build_parser(); "
             "late = ('antioch.decompile', 'antioch.forth'); "
             "print(sorted({m.split('.')[1] for m in sys.modules if m.startswith(late)})); "
             "print(antioch.decompile(compile('x = 1', 'm', 'exec')).strip())")
    done = subprocess.run([sys.executable, "-c", probe], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True)
    assert done.stdout.split("\n")[:2] == ["[]", "x = 1"], done.stderr
