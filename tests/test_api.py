"""The public API: its examples run, and everything in __all__ is there."""
import doctest
import importlib

import antioch

#: modules whose docstring examples are the documentation of the IR and assembler API
DOCUMENTED = ("antioch.asm.assemble", "antioch.analysis.cfg", "antioch.codeobj", "antioch.concretecode",
              "antioch.edit", "antioch.finishing", "antioch.ir", "antioch.lift", "antioch.lower", "antioch.params")


def test_public_names_exist():
    for name in antioch.__all__:
        assert hasattr(antioch, name), name


def test_docstring_examples_run():
    # by import_module: ``antioch.lift`` is the function the package exports, not its module
    for module in [antioch] + [importlib.import_module(name) for name in DOCUMENTED]:
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted > 0, module.__name__
