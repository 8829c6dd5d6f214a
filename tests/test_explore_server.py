"""The explorer's server: its JSON API against `antioch dis`, the assets it serves and refuses, the loopback rule."""
import dis
import http.client
import json
import os
import signal
import subprocess
import sys
import time

import pytest

from antioch.explore.cfgsvg import graphviz_svg
from antioch.explore.listing import code_objects, compile_user_source
from antioch.explore.server import ExploreError, Explorer, is_loopback, make_server
from antioch.explore.versions import find_interpreters
from explore_helpers import HOST_VERSION, host_interpreter, post, request, running

LOOP = "def total(n):\n    t = 0\n    for i in range(n):\n        t += i\n    return t\n\nprint(total(4))\n"


def antioch_dis(source):
    done = subprocess.run([sys.executable, "-m", "antioch", "dis", "-c", source], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def server():
    with running() as s:
        yield s


def test_listing_is_antioch_dis_text_with_offsets_of_every_instruction(server):
    answer = post(server, "/api/listing", {"source": LOOP})
    assert answer["version"][:2] == list(HOST_VERSION)
    assert answer["text"] == antioch_dis(LOOP)
    lines = answer["text"].split("\n")
    assert len(answer["lines"]) == len(lines)
    codes = code_objects(compile_user_source(LOOP))
    assert [c["qualname"] for c in answer["codes"]] == ["<module>", "total"]
    for index, code in enumerate(codes):
        want = [(i.offset, i.opname) for i in dis.get_instructions(code) if i.opname not in ("CACHE", "EXTENDED_ARG")]
        got = [(r["offset"], r["name"]) for r in answer["lines"] if r["kind"] == "instr" and r["code"] == index]
        assert got == want
    for i, rec in enumerate(answer["lines"]):
        if rec["kind"] == "instr":
            assert lines[i].split()[0] == rec["name"]
            if rec["target"] is not None:  # a jump's target is the line of its label
                assert answer["lines"][rec["target"]]["kind"] == "label"
                assert lines[i].split()[1] == lines[rec["target"]][:-1]
    assert any(r.get("target") is not None for r in answer["lines"])


def test_listing_positions_match_the_compiler(server):
    answer = post(server, "/api/listing", {"source": LOOP})
    total = code_objects(compile_user_source(LOOP))[1]
    if HOST_VERSION >= (3, 11):
        want = {i.offset: list(i.positions) for i in dis.get_instructions(total)}
        for rec in answer["lines"]:
            if rec["kind"] == "instr" and rec["code"] == 1:
                assert rec["pos"] == want[rec["offset"]]
    else:
        want = dict(dis.findlinestarts(total))
        for rec in answer["lines"]:
            if rec["kind"] == "instr" and rec["code"] == 1 and rec["offset"] in want:
                assert rec["pos"][0] == want[rec["offset"]]


def test_syntax_error_is_reported_at_its_line(server):
    answer = post(server, "/api/listing", {"source": "x = 1\ndef f(:\n    pass\n"})
    err = answer["syntax_error"]
    assert err["line"] == 2 and err["type"] == "SyntaxError"
    assert "text" not in answer


def test_cfg_own_layout_has_every_block_as_a_node(server):
    answer = post(server, "/api/cfg", {"source": LOOP, "code": 1, "layout": "own"})
    assert answer["layout"] == "own" and answer["title"] == "total"
    assert len(answer["blocks"]) >= 3
    for block in answer["blocks"]:
        assert "<title>B%d</title>" % block["index"] in answer["svg"]
    assert answer["svg"].startswith("<svg") and answer["svg"].count("<g class=\"node\"") == len(answer["blocks"])
    assert any(e["kind"] == "jump" for e in answer["edges"])
    offsets = [o for b in answer["blocks"] for o in b["offsets"]]
    assert offsets == sorted(offsets) and offsets[0] == 0


@pytest.mark.skipif(graphviz_svg("digraph { a }") is None, reason="Graphviz `dot` is not installed")
def test_cfg_through_graphviz_names_the_same_blocks(server):
    answer = post(server, "/api/cfg", {"source": LOOP, "code": 1})
    assert answer["layout"] == "graphviz"
    for block in answer["blocks"]:
        assert "<title>B%d</title>" % block["index"] in answer["svg"]


def test_cfg_of_a_missing_code_object_says_so(server):
    answer = post(server, "/api/cfg", {"source": LOOP, "code": 7})
    assert "no code object 7" in answer["error"]


def test_trace_steps_through_the_loop_with_locals_and_output(server):
    answer = post(server, "/api/trace", {"source": LOOP, "engine": "tracer"})
    assert answer["engine"] == "tracer"
    assert answer["error"] is None and answer["stopped"] is None
    assert answer["output"] == "6\n"
    events = answer["events"]
    in_total = [e for e in events if e["name"] == "total"]
    assert in_total and all(e["frames"] == ["<module>", "total"] for e in in_total)
    seen_t = [dict(e["locals"]).get("t") for e in in_total]
    assert [t for k, t in enumerate(seen_t) if t is not None and (k == 0 or seen_t[k - 1] != t)] == \
        ["0", "1", "3", "6"]
    assert events[0]["output"] == "" and events[-1]["output"] == "6\n"  # print ran before the last steps
    listing = post(server, "/api/listing", {"source": LOOP})
    for e in events:
        rec = listing["lines"][e["listing_line"]]
        assert (rec["code"], rec["offset"]) == (e["code"], e["offset"])
        assert e["instr"].split()[0] == rec["name"]
    adds = [e for e in in_total if e["instr"].split()[0] in ("INPLACE_ADD", "BINARY_OP")]
    assert len(adds) == 4
    for e in adds:  # t += i: both on the stack, as the locals have them
        local = dict(e["locals"])
        assert e["stack"][-2:] == [local["t"], local["i"]]


def test_trace_engine_can_be_chosen(server):
    answer = post(server, "/api/trace", {"source": "x = 1\n", "engine": "vm"})
    try:
        import antioch.vm.trace  # noqa: F401
    except ImportError:
        assert answer["events"] == [] and "not available" in answer["unavailable"]
    else:
        assert answer["engine"] == "vm" and answer["events"]
    status, body, _ = request(server, "POST", "/api/trace", {"source": "x = 1\n", "engine": "pypy"})
    assert status == 400 and b"engine is auto, vm or tracer" in body


def test_trace_stops_at_the_step_limit(server):
    answer = post(server, "/api/trace", {"source": "while True:\n    pass\n", "limit": 50})
    assert answer["stopped"] == "step limit" and len(answer["events"]) == 50


def test_trace_reports_the_programs_exception(server):
    answer = post(server, "/api/trace", {"source": "print('a')\n1 / 0\n"})
    assert answer["error"] == "ZeroDivisionError: division by zero (line 2)" and answer["output"] == "a\n"
    answer = post(server, "/api/trace", {"source": "def f(d):\n    return d['k']\n\nf({})\n"})
    assert answer["error"] == "KeyError: 'k' (line 2)"


def test_a_child_that_runs_too_long_is_stopped():
    explorer = Explorer([host_interpreter()], timeout=1.0)
    start = time.monotonic()
    answer = explorer.trace({"source": "import time\ntime.sleep(30)\n"})
    assert answer.get("timeout") and "longer than 1 s" in answer["error"]
    assert time.monotonic() - start < 10


def test_page_and_assets_are_served(server):
    status, body, headers = request(server, "GET", "/")
    assert status == 200 and headers["content-type"].startswith("text/html")
    assert b"/assets/explorer.js" in body
    for name, kind in (("explorer.js", "text/javascript"), ("explorer.css", "text/css")):
        status, body, headers = request(server, "GET", "/assets/" + name)
        assert status == 200 and headers["content-type"].startswith(kind)
        here = os.path.join(os.path.dirname(__file__), "..", "src", "antioch", "explore", "assets", name)
        with open(here, "rb") as f:
            assert body == f.read()


@pytest.mark.parametrize("path", [
    "/assets/../server.py", "/assets/..%2fserver.py", "/assets/%2e%2e/%2e%2e/__init__.py", "/../../../etc/passwd",
    "/assets//etc/passwd", "/assets/../../../../../../etc/passwd", "/assets/", "/server.py", "/assets/index.html/..",
    "/assets/C:\\windows\\win.ini", "/assets/%00explorer.js",
])
def test_nothing_outside_the_assets_is_served(server, path):
    status, body, _ = request(server, "GET", path)
    assert status == 404
    assert b"import" not in body and b"root:" not in body


def test_versions_lists_the_interpreters_and_the_initial_source(server):
    status, body, _ = request(server, "GET", "/api/versions")
    data = json.loads(body)
    assert status == 200 and data["source"] == "x = 1\n"
    assert data["default"] == host_interpreter().label
    assert [v["version"] for v in data["versions"]] == ["%d.%d" % HOST_VERSION]


def test_unknown_version_is_a_bad_request(server):
    status, body, _ = request(server, "POST", "/api/listing", {"source": "x = 1", "version": "2.9"})
    assert status == 400 and b"no CPython 2.9" in body


def test_foreign_host_origin_and_content_type_are_refused(server):
    port = server.server_address[1]
    assert request(server, "GET", "/", headers={"Host": "evil.example:%d" % port})[0] == 403
    status, _, _ = request(server, "POST", "/api/listing", {"source": "x"}, headers={"Origin": "http://evil.example"})
    assert status == 403
    status, _, _ = request(server, "POST", "/api/listing", {"source": "x"},
                           headers={"Origin": "http://127.0.0.1:%d" % port})
    assert status == 200
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("POST", "/api/trace", body=b'{"source": "print(1)"}', headers={"Content-Type": "text/plain"})
    assert conn.getresponse().status == 415
    conn.close()


def test_only_loopback_unless_asked():
    explorer = Explorer([host_interpreter()])
    for host in ("0.0.0.0", "::", "192.168.1.10", "example.com"):
        assert not is_loopback(host)
        with pytest.raises(ExploreError, match="refusing to listen on"):
            make_server(explorer, host=host)
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost") and is_loopback("127.1.2.3")
    server = make_server(explorer, host="0.0.0.0", allow_remote=True)
    try:
        assert server.server_address[0] == "0.0.0.0" and server.allowed_hosts is None
    finally:
        server.server_close()


def test_a_port_in_use_is_one_line_error(server):
    with pytest.raises(ExploreError, match="cannot listen on 127.0.0.1:%d" % server.server_address[1]):
        make_server(Explorer([host_interpreter()]), port=server.server_address[1])


def test_interpreters_found_by_version_newest_patch(tmp_path):
    for name in ("3.9.1", "3.9.10", "3.9.2", "3.7.16", "2.7.18", "3.11-dev", "3.12.0"):
        bindir = tmp_path / "versions" / name / "bin"
        bindir.mkdir(parents=True)
        minor = ".".join(name.split(".")[:2])
        exe = bindir / ("python" + minor)
        if name != "3.12.0":  # no interpreter inside: not counted
            exe.write_text("#!/bin/sh\n")
            exe.chmod(0o755)
    host = "%d.%d.%d" % sys.version_info[:3]
    found = [(i.version, i.label) for i in find_interpreters(str(tmp_path)) if i.label != host]
    assert ((3, 9), "3.9.10") in found
    assert all(v not in ((3, 7), (2, 7), (3, 12)) for v, _ in found)


def test_cli_serves_prints_the_url_and_stops_on_ctrl_c():
    proc = subprocess.Popen([sys.executable, "-m", "antioch", "explore", "--no-browser", "-c", "y = 2\n"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                            env=dict(os.environ, PYTHONPATH=os.path.join(os.path.dirname(__file__), "..", "src")))
    try:
        line = proc.stdout.readline()
        assert line.startswith("antioch explore: serving http://127.0.0.1:")
        port = int(line.split("http://127.0.0.1:")[1].split("/")[0])
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("GET", "/api/versions")
        assert json.loads(conn.getresponse().read())["source"] == "y = 2\n"
        conn.close()
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=10)
        assert proc.returncode == 0 and "stopped" in err and "Traceback" not in err
    finally:
        if proc.poll() is None:
            proc.kill()


def test_cli_refuses_a_file_that_is_not_there(tmp_path):
    done = subprocess.run([sys.executable, "-m", "antioch", "explore", "--no-browser", str(tmp_path / "nope.py")],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    assert done.returncode == 1 and done.stderr.startswith("antioch explore: cannot read")
    assert "Traceback" not in done.stderr


TRICKY = '''
import contextlib
class C:
    def m(self, xs):
        try:
            with contextlib.suppress(KeyError):
                return [x * 2 for x in xs if x] + list(map(lambda y: y + 1, xs))
        except (ValueError, TypeError) as exc:
            raise RuntimeError(str(exc)) from exc
        finally:
            print("caf\\u00e9")
async def agen():
    async for v in aiter_():
        yield v
'''


@pytest.mark.parametrize("source", [TRICKY, "x = 1\n", ""], ids=["tricky", "one-line", "empty"])
def test_listing_records_agree_with_dis_on_nested_and_exception_code(source):
    from antioch.explore.listing import listing_of

    answer = listing_of(compile_user_source(source))
    lines = answer["text"].split("\n")
    codes = code_objects(compile_user_source(source))
    assert len(answer["codes"]) == len(codes)
    for index, code in enumerate(codes):
        want = [(i.offset, i.opname) for i in dis.get_instructions(code) if i.opname not in ("CACHE", "EXTENDED_ARG")]
        got = [(r["offset"], r["name"]) for r in answer["lines"] if r["kind"] == "instr" and r["code"] == index]
        assert got == want, answer["codes"][index]["qualname"]
        rec = answer["codes"][index]
        if index:
            assert lines[rec["start"]] == ".code " + rec["ident"] and lines[rec["end"]] == ".end"
    for rec in answer["lines"]:
        if rec["kind"] == "instr" and rec["target"] is not None:
            target = answer["lines"][rec["target"]]
            assert target["kind"] == "label" and target["code"] == rec["code"]


def test_listing_of_a_stdlib_module_matches_dis():
    import textwrap

    from antioch.explore.listing import listing_of

    with open(textwrap.__file__, encoding="utf-8") as f:
        code = compile(f.read(), "<string>", "exec", dont_inherit=True)
    answer = listing_of(code)
    codes = code_objects(code)
    got = sum(1 for r in answer["lines"] if r["kind"] == "instr")
    want = sum(1 for c in codes for i in dis.get_instructions(c) if i.opname not in ("CACHE", "EXTENDED_ARG"))
    assert got == want > 500
