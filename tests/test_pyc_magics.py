"""Magic numbers of alphas, betas and candidates: read with their version's table, kept when
written back, named in the listing (antioch.pyc.magics, tools/gen_magics.py)."""
import glob
import os
import subprocess
import sys

import pytest

from antioch.errors import PycError
from antioch.opcodes import READABLE
from antioch.pyc import magic_for, prerelease_of_magic, read_pyc, version_of_magic, with_source_hash, write_pyc
from antioch.pyc.magics import MAGIC_HISTORY
from antioch.pycview import header_lines
from test_marshal import interpreter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def magic(number):
    return number.to_bytes(2, "little") + b"\r\n"


def test_every_listed_number_of_a_readable_version_names_it():
    listed = [(n, v, tag) for n, (v, tag) in MAGIC_HISTORY.items() if v in READABLE]
    assert len(listed) > 100
    for number, version, tag in listed:
        assert version_of_magic(magic(number)) == version
        assert tag.startswith("%d.%d" % version)
        expected = None if magic(number) == magic_for(version) else tag
        assert prerelease_of_magic(magic(number)) == expected


def test_known_history():
    assert MAGIC_HISTORY[3410] == ((3, 8), "3.8a1")  # PEP 570
    assert MAGIC_HISTORY[3495] == ((3, 11), "3.11b4")
    assert prerelease_of_magic(magic_for((3, 12))) is None


def test_numbers_of_other_versions_and_gaps_are_refused():
    for number in (3351, 3300, 3440, 20121):  # 3.5.2, 3.4rc2, between 3.10 and 3.11, 1.5
        with pytest.raises(PycError, match="unknown magic number"):
            version_of_magic(magic(number), "x.pyc")


@pytest.fixture(scope="module")
def pyc38(tmp_path_factory):
    python = interpreter((3, 8))
    if python is None:
        pytest.skip("CPython 3.8 is not installed")
    out = tmp_path_factory.mktemp("pre") / "m.pyc"
    src = out.with_suffix(".py")
    src.write_text("def f(a, /, b):\n    return a + b\n")
    subprocess.run([python, "-c", "import py_compile, sys; py_compile.compile(sys.argv[1], sys.argv[2])",
                    str(src), str(out)], check=True)
    return out.read_bytes()


@pytest.mark.subprocess
def test_a_prerelease_pyc_is_read_and_written_back_byte_exactly(pyc38):
    data = magic(3410) + pyc38[4:]  # as a 3.8a1 interpreter would have stamped it
    pyc = read_pyc(data, "m.pyc")
    assert pyc.version == (3, 8) and pyc.prerelease == "3.8a1"
    assert write_pyc(pyc) == data
    release = read_pyc(pyc38)
    assert release.prerelease is None and write_pyc(release) == pyc38
    assert pyc.code == release.code
    assert any("pre-release 3.8a1" in line for line in header_lines(pyc))
    # re-stamped, it keeps the magic number that keys the hash
    assert write_pyc(with_source_hash(pyc, b"x")).startswith(magic(3410))


@pytest.mark.subprocess
def test_cli_names_the_prerelease(pyc38, tmp_path):
    path = tmp_path / "pre.pyc"
    path.write_bytes(magic(3413 - 1) + pyc38[4:])
    done = subprocess.run([sys.executable, "-m", "antioch", "pyc", str(path)], stdout=subprocess.PIPE,
                          universal_newlines=True, env=dict(os.environ, PYTHONPATH=os.path.join(ROOT, "src")))
    assert done.returncode == 0
    assert "(3412, from the pre-release 3.8b2; read as 3.8)" in done.stdout


def test_generated_table_is_what_the_generator_writes():
    found = sorted(glob.glob(os.path.join(os.environ.get("PYENV_ROOT", os.path.expanduser("~/.pyenv")), "versions",
                                          "3.13.*", "lib", "python3.13", "importlib", "_bootstrap_external.py")))
    if not found:
        pytest.skip("no CPython 3.13 under pyenv to read the history from")
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    try:
        import gen_magics
    finally:
        sys.path.pop(0)
    with open(gen_magics.OUT, encoding="utf-8") as f:
        assert f.read() == gen_magics.render(found[-1])


def test_numbers_after_the_known_history_count_up_to_the_release():
    # 3.15's history here ends at 3.15a1 (3656); its release candidate's number is the table's
    final = int.from_bytes(magic_for((3, 15))[:2], "little")
    assert version_of_magic(magic(3656)) == (3, 15) and prerelease_of_magic(magic(3656)) == "3.15a1"
    for number in range(3657, final):
        assert version_of_magic(magic(number)) == (3, 15)
        assert prerelease_of_magic(magic(number)) == "3.15 pre-release"
    with pytest.raises(PycError):
        version_of_magic(magic(final + 1))
