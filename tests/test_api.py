"""The public API: its examples run, and everything in __all__ is there."""
import doctest

import antioch
import antioch.asm.assemble


def test_public_names_exist():
    for name in antioch.__all__:
        assert hasattr(antioch, name), name


def test_docstring_examples_run():
    for module in (antioch, antioch.asm.assemble):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted > 0, module.__name__
