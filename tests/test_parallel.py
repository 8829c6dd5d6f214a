"""Corpus runs on every core: ``antioch pyc DIR``, ``antioch roundtrip DIR``, antioch.parallel."""
import io
import os
import shutil

import pytest

from antioch.cli import main
from antioch.parallel import ProgressBar, map_ordered
from antioch.roundtrip import check_paths
from pyc_corpus import corpus, read_bytes


def square(n):
    return n * n


def test_map_ordered_keeps_the_input_order_with_any_number_of_jobs():
    done = []
    assert map_ordered(square, list(range(50)), jobs=3, progress=lambda d, t: done.append((d, t))) \
        == [n * n for n in range(50)]
    assert done[-1] == (50, 50) and len(done) == 50
    assert map_ordered(square, list(range(5)), jobs=1) == [0, 1, 4, 9, 16]
    assert map_ordered(square, [], jobs=4) == []


class Terminal(io.StringIO):
    def __init__(self, tty):
        super().__init__()
        self.tty = tty

    def isatty(self):
        return self.tty


def test_the_progress_bar_is_drawn_only_on_a_terminal():
    shown, hidden = Terminal(True), Terminal(False)
    for stream in (shown, hidden):
        bar = ProgressBar("files", stream, width=10)
        for done in range(1, 21):
            bar(done, 20)
    assert hidden.getvalue() == ""
    text = shown.getvalue()
    assert "\r[#####.....] 10/20 files" in text and "[##########] 20/20 files" in text
    assert text.endswith("\r")  # cleared at the end: the next output starts on a clean line


@pytest.fixture
def pyc_dir(tmp_path):
    files = corpus((3, 8))[:40:4] + corpus((3, 13))[:40:4]
    for n, path in enumerate(files):
        shutil.copy(path, str(tmp_path / ("%02d_%s" % (n, os.path.basename(path)))))
    return tmp_path, len(files)


def test_pyc_of_a_directory_checks_every_file_the_same_with_any_jobs(capsys, pyc_dir):
    directory, n = pyc_dir
    broken = directory / "99_broken.pyc"
    broken.write_bytes(read_bytes(corpus((3, 8))[0])[:30])
    outputs = []
    for jobs in ("1", "2"):
        assert main(["pyc", str(directory), "-j", jobs]) == 1
        out, err = capsys.readouterr()
        assert err == ""  # no progress bar: stderr is not a terminal here
        outputs.append(out)
    assert outputs[0] == outputs[1]
    lines = outputs[0].splitlines()
    assert lines[0] == "%d .pyc files, %d written back byte-identical, 0 not, 1 unreadable" % (n + 1, n)
    assert lines[1].startswith("%s: offset " % broken) and "truncated" in lines[1]
    broken.unlink()
    assert main(["pyc", str(directory)]) == 0


def test_pyc_of_a_directory_refuses_single_file_options(capsys, pyc_dir):
    directory, _ = pyc_dir
    assert main(["pyc", str(directory), "-o", str(directory / "x.pyc")]) == 1
    assert "-o applies to one .pyc file" in capsys.readouterr().err


def test_roundtrip_reports_are_the_same_with_any_number_of_jobs(tmp_path):
    for n in range(6):
        (tmp_path / ("m%d.py" % n)).write_text("def f%d(x):\n    return [y + %d for y in x]\n" % (n, n))
    (tmp_path / "bad.py").write_text("def (:\n")
    serial, parallel = check_paths([str(tmp_path)], jobs=1), check_paths([str(tmp_path)], jobs=2)
    assert serial == parallel
    assert serial.files == 6 and serial.ok and [p for p, _ in serial.skipped] == [str(tmp_path / "bad.py")]
