"""What the decompiler keeps of a module it leaves as a listing (3.14+)."""
from antioch.codeobj import HOST
from antioch.decompile.recent import imports_kept
from antioch.decompile.stmts import render
from antioch.lift import lift


def test_a_module_listing_keeps_the_names_it_imports():
    code = compile("import os.path\nfrom json import dumps as d, loads\nx = 1\n", "m.py", "exec")
    text, _ = render(imports_kept(lift(code, HOST)))
    assert text.endswith("if False:\n    import os\n    import d\n    import loads\n")


def test_a_module_without_imports_keeps_nothing():
    assert imports_kept(lift(compile("x = 1\n", "m.py", "exec"), HOST)) == []
