"""co_flags in listings: every bit a version defines is named, by that version's own names and values."""
import __future__

import dis

import pytest

from antioch.asm.assemble import assemble_fields
from antioch.asm.syntax import code_flags, flag_values, format_flags
from antioch.errors import AsmSyntaxError
from antioch.opcodes import HOST, SUPPORTED

VERSIONS = [(2, 7), (3, 6), (3, 7)] + list(SUPPORTED)


def test_the_running_interpreter_names_no_bit_we_do_not():
    """dis's flag names and __future__'s flags of the running CPython (3.14/3.15 when run inside Pyodide)."""
    ours = flag_values(HOST)
    for bit, name in dis.COMPILER_FLAG_NAMES.items():
        assert ours.get(name) == bit, name
    for name in dir(__future__):
        if name.startswith("CO_FUTURE_"):
            assert ours.get(name[3:]) == getattr(__future__, name), name


@pytest.mark.parametrize("version", VERSIONS)
def test_names_and_bits_are_one_to_one(version):
    flags = code_flags(version)
    assert len({name for name, _ in flags}) == len({bit for _, bit in flags}) == len(flags)
    for name, bit in flags:
        assert format_flags(bit, version) == name


def test_the_future_bits_moved_in_3_8():
    assert format_flags(0x100000, (3, 7)) == "FUTURE_ANNOTATIONS"
    assert format_flags(0x100000, (3, 8)) == "FUTURE_PRINT_FUNCTION"
    assert format_flags(0x2000, (3, 7)) == "FUTURE_DIVISION"
    assert format_flags(0x2000, (3, 8)) == "0x2000"


def test_method_and_docstring_are_3_14_names():
    assert format_flags(0xC000003, (3, 14)) == "OPTIMIZED NEWLOCALS HAS_DOCSTRING METHOD"
    assert format_flags(0xC000003, (3, 13)) == "OPTIMIZED NEWLOCALS 0xc000000"


@pytest.mark.parametrize("version", [(3, 13), (3, 14), (3, 15)])
def test_flags_read_back_with_an_unnamed_bit(version):
    flags = 0x3 | 0x10000000 | (0x8000000 if version >= (3, 14) else 0)
    text = ".version %d.%d\n.flags %s\n    RESUME 0\n    LOAD_CONST None\n    RETURN_VALUE\n" % (
        version + (format_flags(flags, version),))
    assert assemble_fields(text).flags == flags


def test_a_name_of_another_version_is_refused():
    text = ".version 3.13\n.flags OPTIMIZED METHOD\n    RESUME 0\n    LOAD_CONST None\n    RETURN_VALUE\n"
    with pytest.raises(AsmSyntaxError, match="unknown code flag 'METHOD'"):
        assemble_fields(text)
