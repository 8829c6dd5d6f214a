"""antioch's marshal against CPython's: every version's stdlib .pyc files, the host's marshal, fuzzing.

The corpus is each installed interpreter's standard library compiled by that interpreter
(py_compile, as compileall does) into a cache outside the repository:
``$ANTIOCH_PYC_CORPUS`` or ``<tmp>/antioch-pyc-corpus/<X.Y.Z>/`` (built once, a few seconds
per version).  By default a fixed sample of every eighth file is checked per version;
``ANTIOCH_FULL_CORPUS=1`` checks every file.
"""
import contextlib
import marshal
import os
import subprocess
import sys
from typing import List

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from antioch.codeobj import HOST, code_differences, fields_of, same_const
from antioch.errors import PycError
from antioch.pyc import dumps, loads, read_marshal, read_pyc, write_marshal, write_pyc
from antioch.pyc.code_layouts import code_shape
from antioch.pyc.header import header_size
from pyc_corpus import STRIDE, VERSIONS, corpus, interpreter, read_bytes, sample, vname

# -- every version's stdlib, read and written back on this host ---------------------------------

@pytest.mark.corpus
@pytest.mark.parametrize("version", VERSIONS, ids=vname)
def test_stdlib_pyc_round_trip_is_byte_identical(version):
    files = sample(version)
    assert len(files) > 100 // STRIDE
    different = []
    for path in files:
        data = read_bytes(path)
        pyc = read_pyc(data, path)
        assert pyc.version == version
        if write_pyc(pyc) != data:
            different.append(path)
    assert different == []


# -- the host's own marshal --------------------------------------------------------------------

def host_files() -> List[str]:
    return sample(HOST)[::2]


@pytest.mark.corpus
def test_reads_what_cpython_marshal_reads():
    size = header_size(HOST)
    for path in host_files():
        data = read_bytes(path)
        real = marshal.loads(data[size:])
        assert code_differences(real, read_pyc(data, path).code) == [], path


@pytest.mark.corpus
def test_fresh_dumps_loads_in_cpython_as_an_equal_code_object():
    size = header_size(HOST)
    for path in host_files():
        data = read_bytes(path)
        fresh = dumps(read_pyc(data, path).code, HOST)
        assert code_differences(marshal.loads(data[size:]), marshal.loads(fresh)) == [], path


# Written by the real CPython X.Y: load the original body and antioch's fresh one, compare.
COMPARE_SCRIPT = r"""
import marshal, sys
bad = []
for i in range(1, len(sys.argv), 2):
    a = marshal.loads(open(sys.argv[i], 'rb').read())
    b = marshal.loads(open(sys.argv[i + 1], 'rb').read())
    if a != b or a.co_filename != b.co_filename:
        bad.append(sys.argv[i])
print('bad: %r' % (bad,))
"""


@pytest.mark.corpus
@pytest.mark.parametrize("version", VERSIONS, ids=vname)
def test_fresh_dumps_of_every_version_load_in_that_cpython(version, tmp_path):
    args = []
    for n, path in enumerate(corpus(version)[::40]):
        data = read_bytes(path)
        original, fresh = tmp_path / ("%d.orig" % n), tmp_path / ("%d.fresh" % n)
        original.write_bytes(data[header_size(version):])
        fresh.write_bytes(dumps(read_pyc(data, path).code, version))
        args += [str(original), str(fresh)]
    out = subprocess.run([interpreter(version), "-c", COMPARE_SCRIPT, *args], check=True,
                         stdout=subprocess.PIPE, text=True).stdout
    assert out.strip() == "bad: []"


# -- values ------------------------------------------------------------------------------------

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(-(2 ** 200), 2 ** 200),
    st.floats(allow_nan=False), st.complex_numbers(allow_nan=False), st.binary(max_size=40),
    st.text(max_size=40), st.text(alphabet="abc_", max_size=300), st.just(Ellipsis), st.just(StopIteration))
hashables = st.recursive(scalars, lambda inner: st.tuples(inner, inner) | st.frozensets(inner, max_size=4),
                         max_leaves=10)
values = st.recursive(
    hashables,
    lambda inner: st.lists(inner, max_size=5) | st.lists(inner, max_size=5).map(tuple)
    | st.dictionaries(hashables, inner, max_size=4),
    max_leaves=25)


@settings(max_examples=300, deadline=None)
@given(values, st.integers(0, 4))
def test_values_match_cpython_marshal(value, marshal_version):
    # Versions 0-1 of the format use text floats, 2+ binary ones; 3+ add FLAG_REF, 4 short strings.
    data = marshal.dumps(value, marshal_version)
    ours = read_marshal(data, HOST)
    assert ours.value == value and ours.end == len(data)
    assert write_marshal(ours.value, ours.notes, HOST) == data
    assert marshal.loads(dumps(value, HOST)) == value


@pytest.mark.parametrize("version", VERSIONS, ids=vname)
def test_special_floats_keep_their_bits(version):
    for value in (float("nan"), -0.0, float("inf"), complex(-0.0, float("nan")), 1e300):
        assert same_const(loads(dumps(value, version), version), value)


def test_edited_values_are_written_fresh_and_the_rest_stays_exact():
    data = marshal.dumps(("x", ["x", 1.5], 7), 4)
    m = read_marshal(data, HOST)
    edited = (m.value[0], m.value[1], 8)
    assert marshal.loads(write_marshal(edited, m.notes, HOST)) == ("x", ["x", 1.5], 8)
    replaced = ("y", m.value[1], 7)  # the later reference to "x" must not be kept
    assert marshal.loads(write_marshal(replaced, m.notes, HOST)) == replaced


def test_python2_str_is_bytes_and_unicode_is_str():
    data = b"(\x03\x00\x00\x00s\x02\x00\x00\x00abt\x01\x00\x00\x00cu\x02\x00\x00\x00\xc3\xa9"
    value = loads(data + b"R\x00\x00\x00\x00", (2, 7))
    assert value == (b"ab", b"c", "\xe9")
    m = read_marshal(data, (2, 7))
    assert write_marshal(m.value, m.notes, (2, 7)) == data


# -- errors ------------------------------------------------------------------------------------

@pytest.mark.parametrize("data, expected", [
    (b"", "offset 0: truncated data: expected a type code"),
    (b"s\x05\x00\x00\x00ab", "offset 1: bad bytes length 5: only 2 bytes remain"),
    (b"s\xff\xff\xff\x7f", "bad bytes length 2147483647"),
    (b"(\x02\x00\x00\x00N", "offset 1: bad tuple length 2: only 1 bytes remain"),
    (b")\x02N", "offset 3: truncated data: expected a type code"),
    (b"\x01", "offset 0: bad marshal data: unknown type code"),
    (b")\x02Nr\x00\x00\x00\x00", "offset 3: bad marshal data: reference 0 to an object not yet read"),
    (b"\xa9\x01r\x00\x00\x00\x00", "offset 2: bad marshal data: reference 0 to an object still being read"),
    (b"g\x00\x00", "truncated data: expected 8 bytes of binary float"),
    (b"f\x03abc", "offset 1: bad marshal data: b'abc' is not a float"),
    (b"l\x01\x00\x00\x00\x00\x80", "long digit 32768 out of range"),
    (b")\x01" * 5000, "nested deeper than"),
    (b"{N", "truncated data"),
    (b"{[\x00\x00\x00\x00N0", "unhashable dict key"),
])
def test_bad_data_raises_pyc_error_naming_the_offset(data, expected):
    with pytest.raises(PycError) as info:
        read_marshal(data, (3, 8), filename="f.pyc")
    assert str(info.value).startswith("f.pyc: offset ")
    assert expected in str(info.value)


def test_python2_has_no_flag_ref_and_checks_string_refs():
    with pytest.raises(PycError, match="unknown type code"):
        loads(b"\xe9\x01\x00\x00\x00", (2, 7))
    with pytest.raises(PycError, match="string reference 0, but only 0 interned strings read"):
        loads(b"R\x00\x00\x00\x00", (2, 7))


def test_unknown_version_is_refused():
    with pytest.raises(PycError, match=r"not 3\.5"):
        loads(b"N", (3, 5))


# -- fuzzing -----------------------------------------------------------------------------------

def small_pyc_files() -> List[str]:
    files = [p for v in VERSIONS if interpreter(v) for p in corpus(v)[::50]]
    return [p for p in files if os.path.getsize(p) < 3000] or pytest.skip("no corpus")


def mutate(data: bytes, draw) -> bytes:
    kind = draw(st.sampled_from(["flip", "truncate", "insert", "delete"]))
    at = draw(st.integers(0, len(data)))
    if kind == "flip" and at < len(data):
        return data[:at] + bytes([draw(st.integers(0, 255))]) + data[at + 1:]
    if kind == "truncate":
        return data[:at]
    if kind == "insert":
        return data[:at] + draw(st.binary(min_size=1, max_size=8)) + data[at:]
    return data[:at] + data[at + draw(st.integers(1, 8)):]


def read_or_pyc_error(data: bytes) -> None:
    try:
        pyc = read_pyc(data, "fuzz.pyc")
    except PycError:
        return
    try:
        written = write_pyc(pyc)
    except PycError:
        return
    # Only duplicate dict keys or set elements would merge into a smaller value.
    if b"{" not in data and b"<" not in data and b">" not in data:
        assert written == data


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_mutated_pyc_files_give_a_value_or_pyc_error(data):
    original = read_bytes(data.draw(st.sampled_from(small_pyc_files())))
    mutated = original
    for _ in range(data.draw(st.integers(1, 3))):
        mutated = mutate(mutated, data.draw)
    read_or_pyc_error(mutated)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(VERSIONS), st.binary(max_size=200))
def test_arbitrary_bytes_give_a_value_or_pyc_error(version, body):
    with contextlib.suppress(PycError):
        read_marshal(body, version)


@pytest.mark.parametrize("names, known", [
    (b")\x03r\x63\x00\x00\x00\xda\x02aa\xda\x02bb", 0),
    (b")\x03\xda\x02aa\xda\x02bbr\x63\x00\x00\x00", 2),
])
def test_a_bad_reference_inside_a_code_object_counts_each_numbered_object_once(names, known):
    """The names tuple read inline fails at its reference and is read again for the error: the strings
    numbered before it on the first try must not be numbered twice."""
    data = dumps(fields_of(compile("aa.bb.cc", "m.py", "exec")), HOST)
    assert data.count(b")\x03Z\x02aaZ\x02bbZ\x02cc") == 1
    data = data.replace(b")\x03Z\x02aaZ\x02bbZ\x02cc", names)
    with pytest.raises(PycError, match=r"reference 99 to an object not yet read \(%d known\)" % known):
        loads(data, HOST)


# -- nesting: linear time, as deep as CPython's own marshal reads ---------------------------------

def nested_defs(levels: int) -> str:
    """``levels`` nested ``def``s, as py_compile would compile them (the tokenizer allows 100 indents)."""
    return "".join(" " * i + "def f%d():\n" % i for i in range(levels)) + " " * levels + "return 1\n"


def nested_code(levels: int):
    """A code object holding one holding one ... ``levels`` deep (deeper than source can say)."""
    code = compile("x = 1", "m.py", "exec")
    for _ in range(levels):
        code = compile("def f(): pass", "m.py", "exec").replace(co_consts=(code,))
    return code


@pytest.mark.subprocess
@pytest.mark.parametrize("levels, source", [(60, True), (90, True), (200, False), (240, False)])
def test_nested_code_objects_read_in_linear_time_whole_and_cut(levels, source, tmp_path):
    """Reading a failed code object again for its error re-read the ones inside it each time:
    16 levels cut in half took 2 s, 20 took 53 s, and a whole file of 60 nested defs never ended."""
    code = compile(nested_defs(levels), "m.py", "exec") if source else nested_code(levels)
    data = marshal.dumps(code)
    script = (
        "import sys, time\n"
        "from antioch.errors import PycError\n"
        "from antioch.pyc import read_marshal\n"
        "data = open(sys.argv[1], 'rb').read()\n"
        "value = read_marshal(data, sys.version_info[:2]).value\n"
        "assert value.name == '<module>'\n"
        "for cut in (len(data) // 2, len(data) - 1, 200):\n"
        "    try:\n"
        "        read_marshal(data[:cut], sys.version_info[:2])\n"
        "    except PycError as exc:\n"
        "        assert 'truncated' in str(exc) or 'bad' in str(exc), exc\n"
        "    else:\n"
        "        raise AssertionError('a cut file was read')\n")
    path = tmp_path / "nested.marshal"
    path.write_bytes(data)
    run = subprocess.run([sys.executable, "-c", script, str(path)], timeout=60, capture_output=True,
                         text=True, env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert run.returncode == 0, run.stderr


def test_the_first_wrong_field_in_stream_order_is_named_when_a_nested_one_is_cut():
    """A code object whose ``code`` is a str and whose nested code object is cut: the wrong type,
    earlier in the stream, is the error, as a strict reading field by field finds it."""
    data = bytearray(dumps(fields_of(nested_code(3)), HOST))
    at = 1 + code_shape(HOST).head_size  # the code field, after the raw ints
    assert data[at] & 0x7F == ord("s")
    data[at] = ord("a") | data[at] & 0x80  # the same bytes as an ASCII str
    bad = bytes(data[:len(data) // 2])
    with pytest.raises(PycError, match="code code must be bytes, found str"):
        loads(bad, HOST)


def test_nesting_past_the_limit_is_one_error_not_a_recursion_error():
    with pytest.raises(PycError, match="nested deeper than 500"):
        loads(marshal.dumps(nested_code(300)), HOST)


def test_a_frozendict_is_written_fresh_as_315s_and_refused_before():
    from antioch.pyc.fresh_writer import FROZENDICT
    value = FROZENDICT({"a": 1, "b": (2, 3)})
    data = dumps(value, (3, 15))
    assert data[0] == ord("}") and data[-1] == ord("0")  # TYPE_FROZENDICT ... TYPE_NULL
    back = loads(data, (3, 15))
    assert type(back) is FROZENDICT and back == value
    assert dumps({"a": 1}, (3, 15))[0] == ord("{")
    with pytest.raises(PycError):
        dumps(value, (3, 14))
