"""The 3.11+ exception table codec: differential against dis, plus properties.

The codec is version-independent, so the property tests run on every interpreter; only the
comparison with the host's own tables needs a 3.11+ host.
"""
import dis
import glob
import importlib.util
import marshal
import os
import sys
import types
from typing import Iterator, List

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from antioch.encoding.exceptiontable import ExceptionEntry, decode_exception_table, encode_exception_table
from antioch.errors import DecodeError, EncodeError
from antioch.roundtrip import read_source

HOST = sys.version_info[:2]
SETTINGS = settings(deadline=None)
needs_exception_tables = pytest.mark.skipif(
    HOST < (3, 11), reason="co_exceptiontable exists only on CPython 3.11+; this host uses a block stack")

TRICKY_SOURCE = '''
import os
def nested(items):
    for i in items:
        try:
            try:
                x = 1 / i
            except ZeroDivisionError as exc:
                raise ValueError from exc
            finally:
                i += 1
        except* (TypeError, KeyError):
            pass
    with open(os.devnull) as f, open(os.devnull) as g:
        return [f.read() for _ in range(2)], {g: 1 for _ in ()}

async def coroutine(s):
    async with s as t:
        async for u in t:
            await u

def gen():
    try:
        yield from range(3)
    finally:
        yield
'''


def _all_code(code: types.CodeType) -> Iterator[types.CodeType]:
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from _all_code(const)


def _sample_codes() -> List[types.CodeType]:
    codes = list(_all_code(compile(TRICKY_SOURCE, "<tricky>", "exec", dont_inherit=True)))
    for name in ("asyncio/base_events", "contextlib", "subprocess", "zipfile"):
        path = importlib.util.find_spec(name.replace("/", ".")).origin  # a file or a zip member (Pyodide)
        codes.extend(_all_code(compile(read_source(path), path, "exec", dont_inherit=True)))
    return codes


def _stdlib_pyc_codes() -> Iterator[types.CodeType]:
    pyc_name = "*.cpython-{}{}.pyc".format(*HOST)
    pattern = os.path.join(os.path.dirname(os.__file__), "**", "__pycache__", pyc_name)
    for path in sorted(glob.glob(pattern, recursive=True)):
        with open(path, "rb") as pyc:
            data = pyc.read()
        try:
            module = marshal.loads(data[16:])
        except (ValueError, EOFError, TypeError):
            continue
        yield from _all_code(module)


def _check_against_dis(code: types.CodeType) -> None:
    table = code.co_exceptiontable
    decoded = decode_exception_table(table)
    assert [tuple(e) for e in decoded] == [tuple(e) for e in dis._parse_exception_table(code)], code
    assert encode_exception_table(decoded) == table, code


@needs_exception_tables
def test_decode_agrees_with_dis_and_reencodes_exactly():
    codes = _sample_codes()
    assert any(code.co_exceptiontable for code in codes)
    for code in codes:
        _check_against_dis(code)


@needs_exception_tables
@pytest.mark.corpus
def test_whole_stdlib():
    count = 0
    for code in _stdlib_pyc_codes():
        _check_against_dis(code)
        count += 1
    if not count:
        pytest.skip("no cached .pyc files for this interpreter's stdlib")


def test_by_hand():
    # start 2 units, length 3, target 10, depth 1 with lasti: one byte each, the first marked.
    assert encode_exception_table([ExceptionEntry(4, 10, 20, 1, True)]) == b"\x82\x03\x0a\x03"
    # Target 100 units = 1*64 + 36: two big-endian chunks, the first with the continuation bit.
    entries = [ExceptionEntry(0, 2, 200, 0, False), ExceptionEntry(2, 4, 0, 3, False)]
    table = encode_exception_table(entries)
    assert table == b"\x80\x01\x41\x24\x00" + b"\x81\x01\x00\x06"
    assert decode_exception_table(table) == entries
    assert decode_exception_table(b"") == []


@pytest.mark.parametrize("table, offset", [
    (b"\x02\x03\x0a\x03", 0),        # no start marker
    (b"\x82\x03\x0a", 3),            # entry cut off before its depth
    (b"\x82\x03\x4a", 3),            # varint cut off after a continuation bit
    (b"\x82\x03\x0a\x83", 3),        # the next entry starts inside this one
    (b"\x82\x03\x0a\x03\x05", 4),    # trailing byte without a start marker
])
def test_malformed_tables(table, offset):
    with pytest.raises(DecodeError) as info:
        decode_exception_table(table)
    assert info.value.offset == offset
    assert info.value.where == "co_exceptiontable"


@pytest.mark.parametrize("entry", [
    ExceptionEntry(1, 4, 6, 0, False),
    ExceptionEntry(4, 2, 6, 0, False),
    ExceptionEntry(0, 2, 2 ** 31, 0, False),
    ExceptionEntry(0, 2, 4, -1, False),
])
def test_unencodable_entries(entry):
    with pytest.raises(EncodeError):
        encode_exception_table([entry])


_UNITS = st.integers(0, 2 ** 29)


@st.composite
def _entries(draw) -> ExceptionEntry:
    start = draw(_UNITS)
    length = draw(st.integers(0, 2 ** 30 - 1 - start))
    return ExceptionEntry(2 * start, 2 * (start + length), 2 * draw(_UNITS),
                          draw(st.integers(0, 2 ** 29 - 1)), draw(st.booleans()))


@SETTINGS
@given(st.lists(_entries(), max_size=20))
def test_round_trip(entries):
    table = encode_exception_table(entries)
    assert decode_exception_table(table) == entries
    assert encode_exception_table(decode_exception_table(table)) == table


@SETTINGS
@given(st.binary(max_size=64))
def test_arbitrary_bytes_decode_or_raise_decode_error(table):
    try:
        entries = decode_exception_table(table)
    except DecodeError as error:
        assert error.offset is not None and 0 <= error.offset <= len(table)
        return
    assert all(isinstance(e, ExceptionEntry) for e in entries)
