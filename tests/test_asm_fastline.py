"""The parser's fast path for common lines builds exactly what the full reader builds."""
import importlib.util

import pytest

from antioch.asm import parser as parser_module
from antioch.asm.consts import CodeRef
from antioch.asm.printer import format_listing
from antioch.ir import Instr, Label
from antioch.roundtrip import read_source

MODULES = ["argparse.py", "dataclasses.py", "json/decoder.py", "string.py", "enum.py"]


def _items(block):
    out = []
    for item in block.items:
        if isinstance(item, Label):
            out.append(("label", item.name))
        else:
            assert isinstance(item, Instr)
            arg = item.arg
            if isinstance(arg, Label):
                arg = ("label", arg.name)
            elif isinstance(arg, CodeRef):
                arg = ("code", arg.id)
            out.append((item.name, type(arg).__name__, repr(arg), item.flags, item.position, item.ext, item.caches))
    refs = [(ref.id, line, col) for ref, line, col in block.code_refs]
    return [(block.ident, out, refs, block.yields)] + [x for child in block.children for x in _items(child)]


@pytest.mark.parametrize("name", MODULES)
def test_fast_path_agrees_with_full_reader(name, monkeypatch):
    # where the module is (string is a package from 3.14 on; Pyodide keeps the stdlib in a zip)
    path = importlib.util.find_spec(name[:-3].replace("/", ".")).origin
    code = compile(read_source(path), path, "exec", dont_inherit=True)
    text = format_listing(code)
    fast = parser_module.parse_listing(text, path)
    monkeypatch.setattr(parser_module, "read_common_line", lambda *args: False)
    full = parser_module.parse_listing(text, path)
    assert _items(fast.root) == _items(full.root)
