"""The check over generated programs (tests/decompile/programs.py): the share that recompiles
exactly on this interpreter's version must not fall below what the decompiler achieves today.

The floors are the measured shares; raise them when the decompiler learns more.
"""
import sys
import warnings

import pytest
from programs import program

from antioch.decompile.check import check
from antioch.decompile.facts import DECOMPILES

HOST = tuple(sys.version_info[:2])
PROGRAMS = 300
#: version -> (files exact, code objects exact) out of PROGRAMS programs, as measured
FLOORS = {
    (3, 8): (186, 623), (3, 9): (186, 623), (3, 10): (206, 645),
    (3, 11): (207, 646), (3, 12): (203, 642), (3, 13): (167, 600), (3, 14): (127, 539), (3, 15): (157, 587),
}

pytestmark = pytest.mark.skipif(HOST not in DECOMPILES, reason="the decompiler reads CPython 3.8-3.15 bytecode")


def test_generated_programs_recompile_exactly_at_least_as_often_as_measured():
    exact_files = exact_objects = objects = 0
    for seed in range(PROGRAMS):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            code = compile(program(seed), "program%d.py" % seed, "exec", dont_inherit=True)
        report = check(code)
        exact_files += report.all_exact
        exact_objects += report.exact
        objects += len(report.results)
    assert objects == 747  # the generator is deterministic
    files_floor, objects_floor = FLOORS[HOST]
    assert (exact_files, exact_objects) >= (files_floor, objects_floor), (exact_files, exact_objects)
    assert exact_files >= files_floor and exact_objects >= objects_floor


def test_what_is_not_exact_still_compiles():
    for seed in range(20):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            code = compile(program(seed), "program%d.py" % seed, "exec", dont_inherit=True)
        assert check(code).compile_error == ""
