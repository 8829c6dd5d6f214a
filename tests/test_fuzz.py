"""A bounded run of the verifier fuzzer (tests/fuzz.py): accepted mutants must not crash CPython."""
import os

from fuzz import fuzz, summary


def test_accepted_mutants_do_not_crash():
    seconds = float(os.environ.get("FUZZ_SECONDS", "30"))
    counts = fuzz(seconds, seed=int(os.environ.get("FUZZ_SEED", "1")))
    print(summary(counts))
    assert counts["tried"] > 0
    assert counts["accepted"] > 0
    assert counts["crashed"] == 0, counts["crashes"]
