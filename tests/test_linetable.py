"""Line table codecs: differential against the host's own code objects and dis, plus properties.

The host's version is the version under test here (the codec itself takes any version), so
running this file under each interpreter checks every format.
"""
import dis
import glob
import marshal
import opcode
import os
import sys
import types
from typing import Iterator, List, Optional

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from antioch.encoding import linetable as lt
from antioch.encoding import linetable_encode as lte
from antioch.errors import DecodeError
from antioch.roundtrip import read_source

HOST = sys.version_info[:2]
SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Python 3.8 stdlib residuals are explained in the report: same-line pairs for statements that
# start on the line already current, several line changes stacked at one offset after NOP removal,
# and lines for code beyond the end of co_code; none of these survive in per-unit lines.
MIN_CANONICAL_FRACTION = {(3, 8): 0.90, (3, 9): 0.99}

TRICKY_SOURCE = '''
import os
def simple(a, b):
    return a + b

def multi_line_call(x):
    return max(
        x,
        1,
    ) + min(x,
            2)

def loops_and_try(items):
    total = 0
    for i in items:
        while i > 0:
            i -= 1
            if i == 3: continue
            try:
                total += 1 / i
            except ZeroDivisionError as exc:
                del exc
            finally:
                total -= 1
    with open(os.devnull) as f, open(os.devnull) as g:
        f.read(); g.read()
    return [y for y in items if y] or {k: v for k, v in zip(items, items)}

async def coroutine(s):
    async with s as t:
        async for u in t:
            await u
    return lambda q: (yield q)

def gen():
    yield from range(3)
    x = yield
    return x

class Klass:
    @staticmethod
    @property
    def decorated(self): pass

def far_column():
    return (''' + ' + '.join(["abcdefgh"] * 30) + ''')
''' + "\n" * 300 + '''
def after_a_gap():
    a = 1''' + "\n" * 200 + '''
    b = 2''' + "\n" * 140 + '''
    return a + b

def many_args():
    return dict(''' + ", ".join(f"k{i}={i}" for i in range(300)) + ''')

def huge_ints():
    x = ''' + " + ".join(str(2 ** 70 + i) for i in range(150)) + '''
    return x
'''

STDLIB_SAMPLE = ["dis", "inspect", "argparse", "typing", "tokenize", "asyncio/tasks"]


def _all_code(code: types.CodeType) -> Iterator[types.CodeType]:
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from _all_code(const)


def _stdlib_dir() -> str:
    return os.path.dirname(os.__file__)


def _sample_codes() -> List[types.CodeType]:
    codes = list(_all_code(compile(TRICKY_SOURCE, "<tricky>", "exec", dont_inherit=True)))
    for name in STDLIB_SAMPLE:
        path = os.path.join(_stdlib_dir(), name + ".py")
        codes.extend(_all_code(compile(read_source(path), path, "exec", dont_inherit=True)))
    return codes


def _stdlib_pyc_codes() -> Iterator[types.CodeType]:
    """Every code object of the host stdlib's cached .pyc files (much faster than compiling)."""
    tag = "cpython-{}{}".format(*HOST)
    pattern = os.path.join(_stdlib_dir(), "**", "__pycache__", f"*.{tag}.pyc")
    for path in sorted(glob.glob(pattern, recursive=True)):
        if "site-packages" in path:
            continue
        with open(path, "rb") as pyc:
            data = pyc.read()
        try:
            module = marshal.loads(data[16:])  # 16-byte header since 3.7
        except (ValueError, EOFError, TypeError):
            continue
        yield from _all_code(module)


def _table(code: types.CodeType) -> bytes:
    return code.co_lnotab if HOST < (3, 10) else code.co_linetable


def _decode(code: types.CodeType) -> List[Optional[lt.Position]]:
    return lt.decode_positions(HOST, _table(code), len(code.co_code), code.co_firstlineno)


def _expected_positions(code: types.CodeType) -> list:
    """What the host itself says about each code unit."""
    units = len(code.co_code) // 2
    if HOST >= (3, 11):
        return list(code.co_positions())
    if HOST == (3, 10):
        expected: list = [None] * units
        for start, end, line in code.co_lines():
            for unit in range(start // 2, end // 2):
                expected[unit] = (line, None, None, None)
        return expected
    # 3.8/3.9: the line of a unit is the last line start at or before it.
    starts = dict(dis.findlinestarts(code))
    line = None
    expected = []
    for unit in range(units):
        line = starts.get(unit * 2, line)
        expected.append((line, None, None, None))
    return expected


def _as_host_reports(positions: list) -> list:
    # co_positions() reports a unit the table does not reach as four Nones.
    if HOST >= (3, 11):
        return [lt.NO_POSITION if p is None else p for p in positions]
    return positions


def _instruction_offsets(code: types.CodeType) -> Optional[List[int]]:
    """Where instructions (with their EXTENDED_ARG prefix) begin: 3.11 writes an entry for each."""
    if HOST != (3, 11):
        return None
    caches = opcode._inline_cache_entries  # type: ignore[attr-defined]
    offsets = []
    prefixed = False
    raw = code.co_code
    offset = 0
    while offset < len(raw):
        op = raw[offset]
        if not prefixed:
            offsets.append(offset)
        prefixed = op == opcode.EXTENDED_ARG
        offset += 2 if prefixed else 2 + 2 * caches[op]
    return offsets


def _reencodes_exactly(code: types.CodeType) -> bool:
    table = _table(code)
    encoded = lte.encode_positions(HOST, _decode(code), code.co_firstlineno, _instruction_offsets(code))
    return encoded == table


# ------------------------------------------------------------------------------------------
# Differential: the host's code objects.
# ------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def sample_codes() -> List[types.CodeType]:
    return _sample_codes()


def test_decode_agrees_with_host(sample_codes):
    for code in sample_codes:
        assert _as_host_reports(_decode(code)) == _expected_positions(code), code


def test_line_starts_agree_with_dis(sample_codes):
    for code in sample_codes:
        got = lt.line_starts(HOST, _table(code), len(code.co_code), code.co_firstlineno)
        assert got == list(dis.findlinestarts(code)), code


def test_entries_round_trip_on_host_tables(sample_codes):
    for code in sample_codes:
        table = _table(code)
        assert lt.write_entries(HOST, lt.parse_entries(HOST, table)) == table, code


def test_reencode_gives_back_the_positions(sample_codes):
    for code in sample_codes:
        positions = _decode(code)
        table = lte.encode_positions(HOST, positions, code.co_firstlineno)
        assert lt.decode_positions(HOST, table, len(code.co_code), code.co_firstlineno) == positions, code


def test_tricky_functions_reencode_canonically():
    codes = list(_all_code(compile(TRICKY_SOURCE, "<tricky>", "exec", dont_inherit=True)))
    exact = [code.co_name for code in codes if _reencodes_exactly(code)]
    if HOST >= (3, 10):
        assert len(exact) == len(codes)
    else:
        assert len(exact) >= 0.8 * len(codes)


@pytest.mark.corpus
def test_whole_stdlib():
    # Every third code object (~25,000 per version) keeps this within seconds, not minutes.
    codes = list(_stdlib_pyc_codes())[::3]
    if not codes:
        pytest.skip("no cached .pyc files for this interpreter's stdlib")
    canonical = 0
    for index, code in enumerate(codes):
        positions = _decode(code)
        assert _as_host_reports(positions) == _expected_positions(code), code
        if index % 3 == 0:  # line_starts builds on decode_positions; a sample will do
            got = lt.line_starts(HOST, _table(code), len(code.co_code), code.co_firstlineno)
            assert got == list(dis.findlinestarts(code)), code
        canonical += _reencodes_exactly(code)
    fraction = canonical / len(codes)
    print(f"canonical re-encode on {HOST}: {canonical}/{len(codes)} = {fraction:.4f}")
    assert fraction >= MIN_CANONICAL_FRACTION.get(HOST, 1.0)


# ------------------------------------------------------------------------------------------
# Known tables, by hand.
# ------------------------------------------------------------------------------------------

def test_lnotab_by_hand():
    # Offsets 0..5 on line 10, 6.. on line 12, 8.. back on line 11.
    table = bytes([6, 2, 2, 0xFF])
    assert lt.decode_positions((3, 8), table, 12, 10) == [(10, None, None, None)] * 3 + [
        (12, None, None, None), (11, None, None, None), (11, None, None, None)]
    assert lt.line_starts((3, 8), table, 12, 10) == [(0, 10), (6, 12), (8, 11)]
    assert lt.parse_entries((3, 8), table) == [(6, 2), (2, -1)]
    # Before 3.6 the line increment was unsigned.
    assert lt.parse_entries((2, 7), table) == [(6, 2), (2, 255)]


def test_lnotab_big_jumps_split_like_the_compiler():
    positions = [(1, None, None, None)] * 200 + [(400, None, None, None)]
    table = lte.encode_positions((3, 8), positions, 1)
    # 400 bytes -> (255, 0) then 145; 399 lines -> 127 three times, then the rest.
    assert lt.parse_entries((3, 8), table) == [(255, 0), (145, 127), (0, 127), (0, 127), (0, 18)]
    assert lt.decode_positions((3, 8), table, 402, 1) == positions


def test_linetable_310_no_line_and_uncovered_units():
    table = bytes([4, 0, 2, 0x80, 2, 3])  # 2 units line 5, 1 unit no line, 1 unit line 8
    got = lt.decode_positions((3, 10), table, 10, 5)
    assert got == [(5, None, None, None)] * 2 + [lt.NO_POSITION, (8, None, None, None), None]
    assert lte.encode_positions((3, 10), got, 5) == table


def test_line_starts_313_reports_no_line_stretches():
    table = bytes([2, 0, 2, 0x80, 2, 0])
    assert lt.line_starts((3, 10), table, 6, 5) == [(0, 5)]
    positions = [(5, 5, None, None), lt.NO_POSITION, (5, 5, None, None)]
    for version in ((3, 12), (3, 13)):
        located = lte.encode_positions(version, positions, 5)
        expected = [(0, 5)] if version < (3, 13) else [(0, 5), (2, None), (4, 5)]
        assert lt.line_starts(version, located, 6, 5) == expected


def test_location_forms_by_hand():
    positions = [
        (1, 1, 4, 9),            # short form 0: column 4, width 5
        (2, 2, 100, 120),        # one-line form 11 (line +1)
        (2, 2, None, None),      # no-column form 13
        (1, 3, 0, 5),            # long form 14 (line -1, spans lines)
        lt.NO_POSITION,          # form 15
    ]
    table = lte.encode_positions((3, 12), positions, 1)
    assert [e.form for e in lt.parse_entries((3, 12), table)] == [0, 11, 13, 14, 15]
    assert lt.decode_positions((3, 12), table, 10, 1) == positions


def test_long_runs_are_cut_into_entries_of_eight():
    positions = [(3, 3, 0, 200)] * 20
    entries = lt.parse_entries((3, 13), lte.encode_positions((3, 13), positions, 1))
    assert [(e.form, e.length) for e in entries] == [(14, 8), (14, 8), (14, 4)]
    assert [e.line_delta for e in entries] == [2, 0, 0]


def test_311_instruction_offsets_keep_entries_apart():
    positions = [(1, 1, 0, 4)] * 3
    merged = lte.encode_positions((3, 11), positions, 1)
    apart = lte.encode_positions((3, 11), positions, 1, instruction_offsets=[0, 2])
    assert [e.length for e in lt.parse_entries((3, 11), merged)] == [3]
    assert [e.length for e in lt.parse_entries((3, 11), apart)] == [1, 2]
    # 3.12+ merges whatever the offsets say.
    assert lte.encode_positions((3, 12), positions, 1, instruction_offsets=[0, 2]) == merged


# ------------------------------------------------------------------------------------------
# Malformed tables.
# ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("version, table, offset", [
    ((3, 8), b"\x02", 0),
    ((3, 10), b"\x02\x00\x04", 2),
    ((3, 11), b"\x00", 0),                  # no entry-start bit
    ((3, 11), b"\x80", 0),                  # short form without its column byte
    ((3, 11), b"\x80\x80", 1),              # column byte with bit 7 set
    ((3, 12), b"\xd0\x01", 0),              # one-line form cut off
    ((3, 12), b"\xf0\x02\x00\x41", 4),      # long form: varint runs off the end
    ((3, 13), b"\xe8\x42\x80", 2),          # no-column form: varint runs into the next entry
])
def test_malformed_tables_raise_decode_error(version, table, offset):
    with pytest.raises(DecodeError) as info:
        lt.decode_positions(version, table, 32, 1)
    assert info.value.offset == offset
    assert info.value.where in ("co_lnotab", "co_linetable")
    assert info.value.version == version
    with pytest.raises(DecodeError):
        lt.parse_entries(version, table)


VERSIONS = [(2, 7), (3, 8), (3, 9), (3, 10), (3, 11), (3, 12), (3, 13)]


@SETTINGS
@given(version=st.sampled_from(VERSIONS), table=st.binary(max_size=64),
       code_len=st.integers(0, 200), firstlineno=st.integers(0, 1000))
def test_arbitrary_bytes_decode_or_raise_decode_error(version, table, code_len, firstlineno):
    try:
        positions = lt.decode_positions(version, table, code_len, firstlineno)
    except DecodeError:
        return
    assert len(positions) == code_len // 2
    lt.line_starts(version, table, code_len, firstlineno)
    assert lt.write_entries(version, lt.parse_entries(version, table)) is not None


# ------------------------------------------------------------------------------------------
# Properties: entries round-trip, positions round-trip.
# ------------------------------------------------------------------------------------------

def _location_entries() -> st.SearchStrategy:
    length = st.integers(1, 8)
    column = st.one_of(st.none(), st.integers(0, 5000))
    short = st.integers(0, 79).flatmap(lambda col: st.builds(
        lambda n, width: lt.LocationEntry(col >> 3, n, 0, 0, col, col + width), length, st.integers(0, 15)))
    one_line = st.builds(lambda form, n, col, end: lt.LocationEntry(form, n, form - 10, 0, col, end),
                         st.integers(10, 12), length, st.integers(0, 255), st.integers(0, 255))
    line_delta = st.integers(-10 ** 6, 10 ** 6)
    no_columns = st.builds(lambda n, delta: lt.LocationEntry(13, n, delta), length, line_delta)
    long_form = st.builds(lambda n, d, e, c, ec: lt.LocationEntry(14, n, d, e, c, ec),
                          length, line_delta, st.integers(0, 10 ** 5), column, column)
    none = st.builds(lambda n: lt.LocationEntry(15, n), length)
    return st.one_of(short, one_line, no_columns, long_form, none)


@SETTINGS
@given(st.data())
def test_entries_round_trip(data):
    version = data.draw(st.sampled_from(VERSIONS))
    if version >= (3, 11):
        entries = data.draw(st.lists(_location_entries(), max_size=30))
    else:
        line_deltas = st.integers(-128, 127) if version >= (3, 6) else st.integers(0, 255)
        entries = data.draw(st.lists(st.tuples(st.integers(0, 255), line_deltas), max_size=30))
    table = lt.write_entries(version, entries)
    assert lt.parse_entries(version, table) == entries
    assert lt.write_entries(version, lt.parse_entries(version, table)) == table


def _line_positions(allow_no_line: bool) -> st.SearchStrategy:
    line = st.integers(0, 100000).map(lambda n: (n, None, None, None))
    return st.one_of(line, st.just(lt.NO_POSITION)) if allow_no_line else line


def _full_positions() -> st.SearchStrategy:
    def build(line, span, column, end_column):
        return (line, line + span, column, end_column)
    column = st.one_of(st.none(), st.integers(0, 300))
    return st.one_of(
        st.just(lt.NO_POSITION),
        st.builds(build, st.integers(0, 3000), st.sampled_from([0, 0, 0, 1, 5, 500]), column, column),
        # Runs of near neighbours exercise the short and one-line forms.
        st.builds(build, st.integers(1, 4), st.just(0), st.integers(0, 90), st.integers(0, 100)),
    )


@SETTINGS
@given(st.data())
def test_positions_round_trip(data):
    version = data.draw(st.sampled_from(VERSIONS))
    if version >= (3, 11):
        element = _full_positions()
    else:
        element = _line_positions(allow_no_line=version == (3, 10))
    runs = data.draw(st.lists(st.tuples(element, st.integers(1, 300)), max_size=12))
    positions = [position for position, count in runs for _ in range(count)]
    firstlineno = data.draw(st.integers(0, 100000))
    if version < (3, 6):
        # The unsigned lnotab cannot go backwards, not even from co_firstlineno.
        positions = sorted(positions)
        firstlineno = min([firstlineno] + [p[0] for p in positions])
    table = lte.encode_positions(version, positions, firstlineno)
    assert lt.decode_positions(version, table, 2 * len(positions), firstlineno) == positions
    if version == (3, 11):
        offsets = data.draw(st.lists(st.integers(0, len(positions)), max_size=20))
        apart = lte.encode_positions(version, positions, firstlineno, [2 * o for o in offsets])
        assert lt.decode_positions(version, apart, 2 * len(positions), firstlineno) == positions
