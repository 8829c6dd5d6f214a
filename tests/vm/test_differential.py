"""Differential tests: every program in programs.PROGRAMS runs natively and in the VM with the same outcome."""
import pytest
from vm_harness import HOST, compare
from vm_programs import PROGRAMS


def _params():
    for name, source, since in PROGRAMS:
        marks = [pytest.mark.skipif(since > HOST, reason="needs %d.%d" % since)] if since else []
        yield pytest.param(source, id=name, marks=marks)


@pytest.mark.parametrize("source", list(_params()))
def test_same_outcome(source):
    expected, got = compare(source)
    assert got == expected
