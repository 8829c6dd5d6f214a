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


@pytest.mark.subprocess
def test_a_short_seeded_slice_of_the_whole_sweep_has_no_traceback_hang_or_signal(tmp_path):
    """tests/fuzz_all.py for a few seconds (`make fuzz-all` runs it for minutes per version)."""
    import fuzz_all
    sweep = fuzz_all.Sweep(float(os.environ.get("FUZZ_ALL_SECONDS", "8")), seed=1, workdir=str(tmp_path),
                           min_cases=24)
    sweep.run()
    print(sweep.table())
    cases = sum(sum(row.values()) for row in sweep.counts.values())
    assert cases >= 24
    assert sweep.findings == []


def test_special_files_are_refused_in_one_line(tmp_path, capsys):
    """/dev/zero was read until memory ran out; a FIFO blocks the open until someone writes."""
    from antioch.cli import main
    cases = [["asm", "/dev/zero"], ["pyc", "/dev/zero"], ["forth", "/dev/zero"], ["dis", str(tmp_path)]]
    if hasattr(os, "mkfifo"):  # not under Pyodide
        fifo = tmp_path / "fifo.pyc"
        os.mkfifo(str(fifo))
        cases += [["pyc", str(fifo)], ["dis", str(fifo)]]
    for args in cases:
        assert main(args) != 0
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1, err
        assert "not a regular file" in err or "directory" in err.lower(), err
