"""A bounded run of the verifier fuzzer (tests/fuzz.py): accepted mutants must not crash CPython.

The run is a fixed number of mutants from a fixed seed, so its outcome does not depend on how fast
the machine is; `make fuzz FUZZ_SECONDS=600` runs as long as asked, from a fresh seed.
"""
import os

import pytest

from fuzz import fuzz, fuzz_host, summary


@pytest.mark.subprocess
def test_accepted_mutants_do_not_crash():
    mutants = int(os.environ.get("FUZZ_MUTANTS", "1000"))
    counts = fuzz(float(os.environ.get("FUZZ_SECONDS", "600")), seed=int(os.environ.get("FUZZ_SEED", "1")),
                  max_mutants=mutants)
    print(summary(counts))
    assert counts["tried"] == mutants
    assert counts["accepted"] > 0
    assert counts["crashed"] == 0, counts["crashes"]


@pytest.mark.subprocess
def test_host_code_mutants_do_not_crash_the_verifier_or_the_runner():
    counts = fuzz_host(600.0, seed=int(os.environ.get("FUZZ_SEED", "1")), max_mutants=600)
    print(summary(counts))
    assert counts["tried"] == 600
    assert counts["accepted"] > 0 and counts["rejected"] > 0
    assert counts["crashed"] == 0, counts["crashes"]
