"""A bounded run of the verifier fuzzer (tests/fuzz.py): accepted mutants must not crash CPython."""
import os

import pytest

from fuzz import fuzz, summary


@pytest.mark.xfail(reason="the verifier does not yet type the stack (NULLs, iterators, code objects for "
                          "MAKE_FUNCTION, the list/dict of LIST_APPEND/MAP_ADD, cells made by MAKE_CELL): "
                          "some accepted mutants still crash", strict=False)
def test_accepted_mutants_do_not_crash():
    seconds = float(os.environ.get("FUZZ_SECONDS", "30"))
    counts = fuzz(seconds, seed=int(os.environ.get("FUZZ_SEED", "1")))
    print(summary(counts))
    assert counts["tried"] > 0
    assert counts["crashed"] == 0, counts["crashes"]
