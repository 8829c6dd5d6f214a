"""``--deep`` in process: the finder hands pure-Python modules, from files or from a zip archive (Pyodide's
standard library), to a loader that executes their code in the VM."""
import colorsys
import importlib.util
import sys
import textwrap

import pytest

from antioch.vm import Function
from antioch.vm.program import VMFinder, VMSourceLoader, VMZipLoader


@pytest.mark.parametrize("name, check", [
    ("colorsys", lambda m: m.rgb_to_hls(0.2, 0.4, 0.6) == colorsys.rgb_to_hls(0.2, 0.4, 0.6)),
    ("textwrap", lambda m: m.fill("a b c d e f", 5) == textwrap.fill("a b c d e f", 5)),
])
def test_a_standard_module_runs_in_the_vm(name, check):
    spec = VMFinder().find_spec(name)
    zipped = ".zip/" in (spec.origin or "")
    assert type(spec.loader) is (VMZipLoader if zipped else VMSourceLoader)
    assert zipped == (sys.platform == "emscripten")  # Pyodide's standard library is a zip archive
    module = importlib.util.module_from_spec(spec)  # a fresh copy: sys.modules is left alone
    spec.loader.exec_module(module)
    functions = [v for v in vars(module).values() if callable(v) and getattr(v, "__module__", None) == name
                 and not isinstance(v, type)]
    assert functions and all(type(v) is Function for v in functions)
    assert check(module)
    if zipped:
        assert spec.loader.get_source(name) == spec.loader.archive.get_source(name)


def test_the_vm_and_its_own_modules_stay_native():
    assert VMFinder().find_spec("antioch.vm.frame") is None
