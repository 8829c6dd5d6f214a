"""co_code <-> concrete instructions."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from antioch.encoding.units import ConcreteInstr, decode_units, encode_units, ext_needed
from antioch.errors import DecodeError
from antioch.opcodes import HOST, SUPPORTED, table_for


def sample_code():
    def f(a, b=2, *args, c, **kw):
        for i in range(a):
            if i % 2:
                continue
            try:
                b += i
            except ValueError as e:
                print(e)
        return [x * b for x in args if x]
    return f.__code__


def test_host_code_round_trips_through_units():
    code = sample_code().co_code
    units = decode_units(table_for(HOST), code)
    assert encode_units(table_for(HOST), units) == code
    assert [u.offset for u in units] == sorted(u.offset for u in units)


def unit_streams(version):
    """Valid co_code of ``version``: instructions with prefixes and their cache units."""
    table = table_for(version)
    infos = [i for i in table.by_name.values() if i.name != "EXTENDED_ARG"]

    @st.composite
    def build(draw):
        out = []
        for _ in range(draw(st.integers(0, 30))):
            info = draw(st.sampled_from(infos))
            arg = draw(st.integers(0, 0xFFFFFFFF)) if draw(st.booleans()) else draw(st.integers(0, 255))
            ext = draw(st.integers(ext_needed(arg), 3))
            caches = None
            if info.caches and draw(st.booleans()):
                caches = bytes(draw(st.lists(st.integers(0, 255), min_size=2 * info.caches,
                                             max_size=2 * info.caches)))
                if not any(caches):
                    caches = None
            out.append(ConcreteInstr(info, arg, ext=ext, caches=caches))
        return encode_units(table, out)
    return build()


@pytest.mark.parametrize("version", SUPPORTED)
def test_encode_of_decode_is_identity(version):
    table = table_for(version)

    @settings(max_examples=60, deadline=None)
    @given(unit_streams(version))
    def check(code):
        assert encode_units(table, decode_units(table, code)) == code
    check()


@pytest.mark.parametrize("version", SUPPORTED)
@settings(max_examples=80, deadline=None)
@given(data=st.binary(max_size=64))
def test_arbitrary_bytes_decode_or_raise_decode_error(version, data):
    table = table_for(version)
    try:
        units = decode_units(table, data)
    except DecodeError as exc:
        assert exc.version == version and exc.offset is not None
    else:
        assert encode_units(table, units) == data


def test_malformed_code_names_the_offset_and_version():
    table = table_for((3, 11))
    with pytest.raises(DecodeError, match=r"offset 2 \(CPython 3.11\).*unknown opcode"):
        decode_units(table, bytes([151, 0, 255, 0]))
    with pytest.raises(DecodeError, match="odd length"):
        decode_units(table, b"\x97\x00\x01")
    binary_op = table["BINARY_OP"].number
    with pytest.raises(DecodeError, match="inline cache"):
        decode_units(table, bytes([binary_op, 0]))


def test_redundant_extended_args_are_kept():
    table = table_for((3, 10))
    nop_with_prefix = bytes([table.extended_arg, 0, table["LOAD_CONST"].number, 1])
    units = decode_units(table, nop_with_prefix)
    assert len(units) == 1 and units[0].ext == 1 and units[0].arg == 1
    assert encode_units(table, units) == nop_with_prefix
