"""What the decompiler keeps of a module it leaves as a listing (3.14+)."""
import ast

import pytest

from antioch.codeobj import HOST
from antioch.decompile.functions import Decompiler
from antioch.decompile.recent import imports_kept
from antioch.decompile.stmts import render
from antioch.lift import lift


def test_a_module_listing_keeps_the_names_it_imports():
    code = compile("import os.path\nfrom json import dumps as d, loads\nx = 1\n", "m.py", "exec")
    text, _ = render(imports_kept(lift(code, HOST)))
    assert text.endswith("if False:\n    import os\n    import d\n    import loads\n")


def test_a_module_without_imports_keeps_nothing():
    assert imports_kept(lift(compile("x = 1\n", "m.py", "exec"), HOST)) == []


@pytest.mark.skipif(HOST < (3, 12), reason="type statements are 3.12+")
def test_a_listing_keeps_no_def_a_source_cannot_write():
    # a type alias's value is a function whose parameter (3.15: `.format`) no def can name
    code = compile("type Alias = list[int]\n", "m.py", "exec")
    text, _ = render(Decompiler(HOST).stub(code, "left as a listing"))
    ast.parse(text)
