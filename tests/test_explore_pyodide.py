"""The explorer's CPython 3.14/3.15: Pyodide children compile the listing; the stepper says it cannot run there."""
import json
import os
import sys

import pytest

from antioch.explore.server import Explorer, vm_versions
from antioch.interpreters import Interpreter, all_interpreters, find_interpreters, find_pyodide
from explore_helpers import host_interpreter, post, request, running
from pyodide_support import ROOT, pyodide_missing, run_pyodide

pytestmark = pytest.mark.subprocess  # starts Node from the host

SOURCE = """\
def total(n, *, start=0):
    t = start
    for i in range(n):
        try:
            t += 10 // i
        except ZeroDivisionError:
            continue
    return t

class C:
    def m(self, xs):
        return [x * self.k for x in xs if x]

print(total(4))
"""

# Each Pyodide child takes seconds to start: these run under one host CPython (the newest native one), not
# under every version of the suite, since what they check does not depend on the host.
NATIVE = [i.version for i in find_interpreters() if i.runner is None and i.version <= (3, 13)]
ONCE = (sys.version_info[0], sys.version_info[1]) == max(NATIVE, default=None)
once = pytest.mark.skipif(not ONCE, reason="the Pyodide children are checked once per suite, under CPython "
                                           "%s" % ".".join(map(str, max(NATIVE, default=("?",)))))


def pyodide_interpreter(version):
    reason = pyodide_missing(version)
    if reason is not None:
        pytest.skip(reason)
    found = [i for i in find_pyodide(ROOT) if "%d.%d" % i.version == version]
    assert found, "tools/pyodide.mjs and %s are installed, but find_pyodide did not find them" % version
    return found[0]


@once
@pytest.mark.parametrize("version", ["3.14", "3.15"])
def test_listing_is_antioch_dis_run_inside_pyodide(version):
    interpreter = pyodide_interpreter(version)
    assert interpreter.label.startswith(version + ".")
    done = run_pyodide(version, ["-m", "antioch", "dis", "-c", SOURCE])
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(".version %s\n" % version)
    with running(Explorer([host_interpreter(), interpreter], source=SOURCE)) as server:
        answer = post(server, "/api/listing", {"source": SOURCE, "version": version})
        assert answer.get("error") is None and answer["version"][:2] == [int(p) for p in version.split(".")]
        assert answer["interpreter"] == interpreter.label
        assert answer["text"] == done.stdout
        instrs = [rec for rec in answer["lines"] if rec["kind"] == "instr"]
        assert [rec["name"] for rec in instrs] == [line.split()[0] for line in answer["text"].split("\n")
                                                   if line.startswith("    ") and not line.lstrip().startswith(";")]
        assert any(rec["target"] is not None for rec in instrs)  # the loop's jumps link to their labels
        broken = post(server, "/api/listing", {"source": "x = 1\ndef f(:\n", "version": version})
        assert broken["syntax_error"]["line"] == 2


@once
def test_cfg_of_a_pyodide_listing_and_no_stepping_there():
    interpreter = pyodide_interpreter("3.14")
    with running(Explorer([host_interpreter(), interpreter], source=SOURCE)) as server:
        status, data, _ = request(server, "GET", "/api/versions")
        rows = {row["version"]: row for row in json.loads(data)["versions"]}
        assert status == 200 and rows["3.14"]["title"] == interpreter.label + " (Pyodide)"
        cfg = post(server, "/api/cfg", {"source": SOURCE, "version": "3.14", "code": 1, "layout": "own"})
        assert cfg.get("error") is None and cfg["title"] == "total"
        assert len(cfg["blocks"]) > 3 and all('id="cfg-B%d"' % b["index"] in cfg["svg"] for b in cfg["blocks"])
        trace = post(server, "/api/trace", {"source": SOURCE, "version": "3.14"})
        if (3, 14) in vm_versions():  # the VM learnt 3.14: then it steps there
            assert trace.get("unavailable") is None and trace["events"]
        else:
            assert trace["events"] == [] and "not available for CPython %s" % interpreter.title in trace["unavailable"]


@once
def test_the_vm_steps_inside_pyodide_315():
    # 3.14 steps in the test above; 3.15's two-slot iterators and new instructions go through the VM too
    interpreter = pyodide_interpreter("3.15")
    explorer = Explorer([host_interpreter(), interpreter])
    trace = explorer.trace({"source": "a = 2\nb = a + 3\nfor c in 'x':\n    print(b, c)\n", "version": "3.15"})
    assert trace["engine"] == "vm" and trace.get("unavailable") is None and trace["output"] == "5 x\n"
    after = {event["instr"].split(" @")[0]: event["stack"] for event in trace["events"]}
    assert after["LOAD_SMALL_INT 3"] == ["2", "3"] and after["BINARY_OP +"] == ["5"]
    assert after["GET_ITER 0"][-1] == "NULL"  # 3.15: the iterator and its NULL


def fake_checkout(tmp_path, versions):
    (tmp_path / "tools").mkdir()
    (tmp_path / "tools" / "pyodide.mjs").write_text("// stands in for the runner\n")
    for version, python in versions.items():
        package = tmp_path / "tools" / "pyodide" / "node_modules" / ("pyodide" + version.replace(".", ""))
        package.mkdir(parents=True)
        (package / "pyodide.mjs").write_text("")
        if python is not None:
            (package / "pyodide-lock.json").write_text(json.dumps({"info": {"python": python}, "packages": {}}))
    return str(tmp_path)


def test_pyodide_found_only_where_its_package_is_installed(tmp_path):
    if pyodide_missing("3.14") == "node is not installed":
        assert find_pyodide(fake_checkout(tmp_path, {"3.14": "3.14.2"})) == []
        return
    found = find_pyodide(fake_checkout(tmp_path, {"3.15": None}))
    assert [(i.version, i.label, i.title) for i in found] == [((3, 15), "3.15", "3.15 (Pyodide)")]
    assert found[0].runner == os.path.join(str(tmp_path), "tools", "pyodide.mjs") and found[0].pyodide
    assert find_pyodide(str(tmp_path / "nowhere")) == []


def test_lock_file_names_the_cpython_release(tmp_path):
    if pyodide_missing("3.14") == "node is not installed":
        pytest.skip("node is not installed")
    found = find_pyodide(fake_checkout(tmp_path, {"3.14": "3.14.2", "3.15": "3.15.0rc1"}))
    assert [i.label for i in found] == ["3.14.2", "3.15.0rc1"]


def test_natives_first_then_pyodide_of_the_versions_no_native_has():
    found = all_interpreters()
    native = [i for i in found if not i.pyodide]
    assert found[:len(native)] == find_interpreters()
    assert [i.version for i in found] == sorted(i.version for i in found)  # Pyodide's versions are newer
    assert len({i.version for i in found}) == len(found)


def test_stepping_is_refused_without_starting_a_child_where_the_vm_has_no_handlers():
    # a Pyodide interpreter whose node does not exist: the refusal must come before any child is started
    # (3.16: a version the VM has no handlers for; it runs 3.14 and 3.15 now)
    assert (3, 16) not in vm_versions()
    ghost = Interpreter((3, 16), "3.16.0", "/nonexistent/node", "/nonexistent/tools/pyodide.mjs")
    explorer = Explorer([host_interpreter(), ghost])
    rows = {row["version"]: row for row in explorer.versions()["versions"]}
    assert rows["3.16"]["pyodide"] and rows["3.16"]["title"] == "3.16.0 (Pyodide)"
    assert rows["%d.%d" % sys.version_info[:2]]["no_stepping"] is None
    assert "not available for CPython 3.16.0 (Pyodide)" in rows["3.16"]["no_stepping"]
    answer = explorer.trace({"source": "x = 1", "version": "3.16"})
    assert answer["unavailable"] == rows["3.16"]["no_stepping"] and answer["events"] == []
    listing = explorer.listing({"source": "x = 1", "version": "3.16"})
    assert "cannot run /nonexistent/node" in listing["error"]
