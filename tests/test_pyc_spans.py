"""Writing back copies the bytes of unchanged code objects (antioch.pyc.spans): edits anywhere in
the tree must still come out as the edited values, checked by this host's own marshal."""
import marshal
import textwrap
from dataclasses import replace

import pytest

from antioch.codeobj import HOST, CodeFields, code_differences, walk_code
from antioch.pyc import dumps, read_marshal, read_pyc, write_marshal, write_pyc
from antioch.pyc.header import header_size, magic_for
from antioch.pyc.spans import SpanTable

SOURCE = textwrap.dedent('''
    import os
    NAME = "module"

    def first(a, b=2):
        x = a + b
        return [y * x for y in range(3)], NAME

    class Thing:
        def method(self, value):
            def inner():
                return value, self, "inner"
            return inner

    def last(*args, **kwargs):
        return os.path.join(*args), kwargs, "last"
''')


def header() -> bytes:
    return magic_for(HOST) + b"\0" * (header_size(HOST) - 4)


def host_pyc() -> bytes:
    return header() + marshal.dumps(compile(SOURCE, "mod.py", "exec"))


def rebuilt(code: CodeFields, target: CodeFields, change: dict) -> CodeFields:
    """``code`` with ``target`` (found by identity) replaced by ``replace(target, **change)``."""
    if code is target:
        return replace(code, **change)
    consts = tuple(rebuilt(c, target, change) if isinstance(c, CodeFields) else c for c in code.consts)
    return replace(code, consts=consts) if consts != code.consts or any(
        a is not b for a, b in zip(consts, code.consts)) else code


def loaded(data: bytes) -> object:
    return marshal.loads(data[header_size(HOST):])


def test_unchanged_code_is_copied_byte_for_byte():
    data = host_pyc()
    pyc = read_pyc(data)
    index, spans = pyc.notes[1]
    assert isinstance(spans, SpanTable) and spans.codes[index] is pyc.code
    assert write_pyc(pyc) == data


@pytest.mark.parametrize("which", range(6))
@pytest.mark.parametrize("change", [{"firstlineno": 99}, {"names": ("renamed",)}, {"filename": "other.py"}])
def test_a_replaced_code_object_anywhere_is_written_as_edited(which, change):
    data = host_pyc()
    pyc = read_pyc(data)
    codes = list(walk_code(pyc.code))
    target = codes[which % len(codes)]
    if "names" in change:
        change = {"names": target.names[:1] + ("renamed",) + target.names[2:]} if target.names else {}
    edited = rebuilt(pyc.code, target, change)
    out = write_pyc(replace(pyc, code=edited))
    assert code_differences(loaded(out), edited) == []
    assert code_differences(read_pyc(out).code, edited) == []


@pytest.mark.parametrize("which", range(6))
def test_a_code_object_mutated_in_place_is_written_as_mutated(which):
    pyc = read_pyc(host_pyc())
    codes = list(walk_code(pyc.code))
    target = codes[which % len(codes)]
    target.firstlineno += 1000  # CodeFields is mutable: no copy may hide this
    target.consts = target.consts + ("added",)
    out = write_pyc(pyc)
    assert code_differences(loaded(out), pyc.code) == []


def test_edits_before_a_copied_code_object_keep_its_references_right():
    # Strings of the first function are numbered (FLAG_REF) and referred to later; writing the
    # first function fresh drops those numbers, so later code objects may not be copied as is.
    pyc = read_pyc(host_pyc())
    first = next(c for c in walk_code(pyc.code) if c.name == "first")
    edited = rebuilt(pyc.code, first, {"name": "first"})  # equal, but a new object
    out = write_pyc(replace(pyc, code=edited))
    assert code_differences(loaded(out), edited) == []
    for change in ({"consts": first.consts + (1.5,)}, {"names": first.names + ("extra",)},
                   {"varnames": first.varnames + ("extra",), "nlocals": first.nlocals + 1}):
        fresh_first = rebuilt(pyc.code, first, change)
        out = write_pyc(replace(pyc, code=fresh_first))
        assert code_differences(loaded(out), fresh_first) == []


def test_a_list_inside_a_code_object_is_never_copied_blindly():
    code = read_pyc(host_pyc()).code
    holder = replace(code, consts=code.consts + (["mutable"],))
    data = header() + dumps(holder, HOST)
    pyc = read_pyc(data)
    index, spans = pyc.notes[1]
    assert spans.mutable[index]
    pyc.code.consts[-1].append("more")
    assert loaded(write_pyc(pyc)).co_consts[-1] == ["mutable", "more"]


def test_two_code_objects_in_one_stream_and_notes_read_again():
    code = read_pyc(host_pyc()).code
    data = dumps((code, code.consts[0], "tail"), HOST)
    m = read_marshal(data, HOST)
    assert write_marshal(m.value, m.notes, HOST) == data
    first = replace(m.value[0], name="changed", qualname="changed")  # 3.8-3.10 store no qualname
    out = write_marshal((first,) + m.value[1:], m.notes, HOST)
    assert marshal.loads(out)[0].co_name == "changed"
    assert code_differences(marshal.loads(out)[0], first) == []
