"""The .pyc header of every version: fields as each real CPython writes them, re-stamping, errors."""
import importlib.util
import os
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from antioch.codeobj import HOST
from antioch.errors import PycError
from antioch.pyc import (
    PycFile,
    magic_for,
    new_pyc,
    read_pyc,
    source_hash,
    version_of_magic,
    with_source_hash,
    with_timestamp,
    write_pyc,
)
from antioch.pyc.header import header_size
from test_marshal import VERSIONS, interpreter, vname

SOURCE = b"x = 1\nprint('hello %d' % (x + 1))\n"

# Runs under the target interpreter (2.7 too): timestamp .pyc, and on 3.7+ checked and unchecked hashed ones.
COMPILE_SCRIPT = r"""
import py_compile, sys
src, out = sys.argv[1], sys.argv[2]
py_compile.compile(src, cfile=out + '.ts', doraise=True)
if sys.version_info >= (3, 7):
    for name, mode in (('.checked', py_compile.PycInvalidationMode.CHECKED_HASH),
                       ('.unchecked', py_compile.PycInvalidationMode.UNCHECKED_HASH)):
        py_compile.compile(src, cfile=out + name, doraise=True, invalidation_mode=mode)
"""


@pytest.fixture(params=VERSIONS, ids=vname)
def compiled(request, tmp_path):
    """(version, source path, {kind: pyc bytes}) written by the real CPython of that version."""
    python = interpreter(request.param)
    if python is None:
        pytest.skip("CPython %s is not installed" % vname(request.param))
    src = tmp_path / "mod.py"
    src.write_bytes(SOURCE)
    subprocess.run([python, "-c", COMPILE_SCRIPT, str(src), str(tmp_path / "out")], check=True)
    kinds = [k for k in ("ts", "checked", "unchecked") if (tmp_path / ("out." + k)).exists()]
    return request.param, src, {k: (tmp_path / ("out." + k)).read_bytes() for k in kinds}


def test_header_fields_are_those_cpython_wrote(compiled):
    version, src, pycs = compiled
    pyc = read_pyc(pycs["ts"], "out.ts")
    assert pyc.version == version and pyc.magic == pycs["ts"][:4] and not pyc.hash_based
    assert pyc.mtime == int(os.stat(str(src)).st_mtime)
    assert pyc.source_size == (None if version < (3, 0) else len(SOURCE))
    assert len(pyc.code.code) > 0 and pyc.code.version == version
    for data in pycs.values():
        assert write_pyc(read_pyc(data)) == data
    for kind, checked in (("checked", True), ("unchecked", False)):
        if kind in pycs:
            hashed = read_pyc(pycs[kind])
            assert hashed.hash_based and hashed.check_source == checked and hashed.mtime is None
            assert hashed.source_hash == source_hash(version, SOURCE)  # siphash of any version, here
            restamped = write_pyc(with_source_hash(pyc, SOURCE, checked=checked))
            assert restamped[:16] == pycs[kind][:16]


def test_restamp_hash_then_timestamp_gives_back_the_original(compiled):
    version, _, pycs = compiled
    pyc = read_pyc(pycs["ts"])
    if version < (3, 7):
        with pytest.raises(PycError, match="no hash-based"):
            with_source_hash(pyc, SOURCE)
        return
    again = with_timestamp(with_source_hash(pyc, SOURCE), pyc.mtime, pyc.source_size)
    assert write_pyc(again) == pycs["ts"]


def test_fresh_pyc_runs_in_that_cpython(compiled, tmp_path):
    version, _, pycs = compiled
    fresh = tmp_path / "fresh.pyc"
    fresh.write_bytes(write_pyc(new_pyc(read_pyc(pycs["ts"]).code, mtime=5, source_size=7)))
    out = subprocess.run([interpreter(version), str(fresh)], check=True, stdout=subprocess.PIPE).stdout
    assert out.strip() == b"hello 2"


def test_source_hash_of_the_host_is_importlibs():
    assert source_hash(HOST, SOURCE) == importlib.util.source_hash(SOURCE)


@settings(max_examples=50, deadline=None)
@given(st.binary(max_size=100))
def test_source_hash_matches_importlib_for_any_source(source):
    assert source_hash(HOST, source) == importlib.util.source_hash(source)


@pytest.mark.parametrize("version", VERSIONS, ids=vname)
def test_magic_numbers_name_their_version(version):
    assert version_of_magic(magic_for(version)) == version
    assert header_size(version) == {(2, 7): 8, (3, 6): 12}.get(version, 16)


def test_host_magic_is_importlibs():
    assert magic_for(HOST) == importlib.util.MAGIC_NUMBER


def test_unknown_magic_names_the_bytes():
    with pytest.raises(PycError, match=r"x.pyc: offset 0: unknown magic number 0badf00d"):
        read_pyc(b"\x0b\xad\xf0\x0d" + bytes(20), "x.pyc")


def test_truncated_header_and_body():
    magic = magic_for((3, 8))
    with pytest.raises(PycError, match=r"offset 2: truncated file: expected a 4-byte magic number"):
        read_pyc(magic[:2], "x.pyc")
    with pytest.raises(PycError, match=r"x.pyc: offset 10: truncated header: a CPython 3.8 .pyc header"):
        read_pyc(magic + bytes(6), "x.pyc")
    with pytest.raises(PycError, match=r"x.pyc: offset 16: truncated data: expected a type code"):
        read_pyc(magic + bytes(12), "x.pyc")
    with pytest.raises(PycError, match=r"x.pyc: offset 4: invalid flags 0x00000004"):
        read_pyc(magic + b"\x04" + bytes(11) + b"N", "x.pyc")
    with pytest.raises(PycError, match=r"a .pyc holds a code object, found NoneType"):
        read_pyc(magic + bytes(12) + b"N", "x.pyc")


def test_writing_a_bad_header_is_an_error():
    pyc = PycFile((3, 8), None, flags=1, source_hash=b"short")
    with pytest.raises(PycError, match="8-byte source hash"):
        write_pyc(pyc)
