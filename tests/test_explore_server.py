"""The explorer's server: its JSON API against `antioch dis`, the assets it serves and refuses, the loopback rule."""
import dis
import http.client
import json
import os
import re
import signal
import subprocess
import sys
import time

import pytest

from antioch.explore.cfgsvg import graphviz_svg
from antioch.explore.listing import code_objects, compile_user_source
from antioch.explore.server import TOKEN_HEADER, ExploreError, Explorer, is_loopback, make_server
from antioch.interpreters import find_interpreters
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


def test_cfg_folds_each_nested_definition_and_long_blocks(server):
    source = "".join("def f%d(x=%d):\n    return x\n\n" % (k, k) for k in range(30)) + "class C:\n    pass\n"
    folded = post(server, "/api/cfg", {"source": source, "code": 0, "layout": "own"})
    whole = post(server, "/api/cfg", {"source": source, "code": 0, "layout": "own", "fold": False})
    definitions = folded["blocks"][0]["definitions"]
    assert [name for _, _, name in definitions] == ["f%d" % k for k in range(30)] + ["C"]
    rows = folded["blocks"][0]["rows"]
    for first, last, name in definitions:
        assert "<code %s>" % name in " ".join(rows[first:last + 1]) and rows[last].split()[1].startswith("STORE_")
    assert whole["folded"] == 0 and folded["folded"] > 60
    assert "\u25b8 &lt;code f0&gt; \u2026" in folded["svg"] and "more instructions" in folded["svg"]
    assert folded["svg"].count("<text") * 3 < whole["svg"].count("<text")
    assert folded["blocks"] == whole["blocks"]  # the drawing is folded, the blocks stay whole


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
    assert events[0]["output_len"] == 0 and events[-1]["output_len"] == 2  # print ran before the last steps
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


def test_trace_events_say_how_much_of_the_output_came_before_them(server):
    source = "for c in ['a', '\u00e9', '\U0001f600']:\n    print(c * 100)\n"
    answer = post(server, "/api/trace", {"source": source, "engine": "tracer"})
    assert answer["output"] == "a" * 100 + "\n" + "\u00e9" * 100 + "\n" + "\U0001f600" * 100 + "\n"
    lengths = [e["output_len"] for e in answer["events"]]
    assert lengths == sorted(lengths) and sorted(set(lengths)) == [0, 101, 202, 403]  # an emoji is 2 UTF-16 units
    assert all("output" not in e for e in answer["events"])
    assert json.dumps(answer).count("a" * 100) == 1  # the output once, not again at each step


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
    conn.request("POST", "/api/trace", body=b'{"source": "print(1)"}',
                 headers={"Content-Type": "text/plain", TOKEN_HEADER: server.token})
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
    # SIGINT as a user's Ctrl-C, even under a runner started in the background of a shell (which ignores it)
    proc = subprocess.Popen([sys.executable, "-m", "antioch", "explore", "--no-browser", "-c", "y = 2\n"],
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                            env=dict(os.environ, PYTHONPATH=os.path.join(os.path.dirname(__file__), "..", "src")))
    try:
        line = proc.stdout.readline()
        found = re.match(r"antioch explore: serving http://127\.0\.0\.1:(\d+)/\?token=([\w-]{40,}) ", line)
        assert found, line
        port, token = int(found.group(1)), found.group(2)
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("GET", "/api/versions", headers={TOKEN_HEADER: token})
        assert json.loads(conn.getresponse().read())["source"] == "y = 2\n"
        conn.request("GET", "/api/versions")
        assert conn.getresponse().status == 403
        conn.close()
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
        assert proc.returncode == 0 and "stopped" in err and "Traceback" not in err
    finally:
        if proc.poll() is None:
            proc.kill()


def test_cli_refuses_a_file_that_is_not_there(tmp_path):
    done = subprocess.run([sys.executable, "-m", "antioch", "explore", "--no-browser", str(tmp_path / "nope.py")],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    assert done.returncode == 1 and done.stderr.startswith("antioch explore: %s: cannot read" % (tmp_path / "nope.py"))
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


# -- a hostile client: the page of another site, a raw socket, abuse of the limits ------------------------

def marker_program(marker):
    """A program that, if it ever ran, leaves a file behind."""
    return "open(%r, 'w').write('ran')\n" % str(marker)


def raw_exchange(server, data, wait=5.0):
    """Send ``data`` on one connection; (everything the server answered, whether it closed the connection)."""
    import socket

    sock = socket.create_connection(("127.0.0.1", server.server_address[1]), timeout=wait)
    try:
        sock.sendall(data)
        got = b""
        while True:
            try:
                chunk = sock.recv(65536)
            except socket.timeout:
                return got, False
            if not chunk:
                return got, True
            got += chunk
    finally:
        sock.close()


def inner_request(server, marker):
    """A whole request the API would serve (right Host, the token): the one hidden in a body."""
    body = json.dumps({"source": marker_program(marker), "engine": "tracer"}).encode()
    return (b"POST /api/trace HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n%s: %s\r\nContent-Type: application/json\r\n"
            b"Content-Length: %d\r\n\r\n" % (server.server_address[1], TOKEN_HEADER.encode(),
                                             server.token.encode(), len(body))) + body


def test_the_hidden_request_runs_when_sent_on_its_own(server, tmp_path):
    marker = tmp_path / "ran"
    answer, _ = raw_exchange(server, inner_request(server, marker).replace(b"HTTP/1.1", b"HTTP/1.0", 1))
    assert answer.startswith(b"HTTP/1.1 200 ") and marker.exists()


SMUGGLERS = {  # how the outer request is refused early (before its body is read), and its status
    "text/plain": (b"POST /api/trace", b"Content-Type: text/plain\r\n", 415),
    "foreign-origin": (b"POST /api/trace", b"Origin: http://127.0.0.1:1\r\nContent-Type: application/json\r\n", 403),
    "cross-site": (b"POST /api/trace", b"Sec-Fetch-Site: cross-site\r\nContent-Type: application/json\r\n", 403),
    "unknown-path": (b"POST /api/nothing", b"Content-Type: application/json\r\n", 404),
    "too-large": (b"POST /api/trace", b"Content-Type: application/json\r\nContent-Length: 99999999\r\n", 413),
    "chunked": (b"POST /api/listing", b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n", 400),
    "get-with-body": (b"GET /api/versions", b"", 400),
}


@pytest.mark.parametrize("how", sorted(SMUGGLERS))
def test_a_request_inside_an_early_refused_body_is_never_served(server, tmp_path, how):
    line, headers, status = SMUGGLERS[how]
    marker = tmp_path / "ran"
    inner = inner_request(server, marker)
    if b"Content-Length" not in headers and b"Transfer-Encoding" not in headers:
        headers += b"Content-Length: %d\r\n" % len(inner)
    outer = (line + b" HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n%s: %s\r\n" % (
        server.server_address[1], TOKEN_HEADER.encode(), server.token.encode()) + headers + b"\r\n")
    answer, closed = raw_exchange(server, outer + inner)
    assert answer.startswith(b"HTTP/1.1 %d" % status), answer[:200]
    assert answer.count(b"HTTP/1.1 ") == 1 and b"Connection: close" in answer
    assert closed  # the server ended the connection instead of reading the body as a request
    time.sleep(0.2)
    assert not marker.exists()


@pytest.mark.parametrize("token", [None, "", "wrong", "x" * 43])
def test_the_api_needs_the_token(server, token):
    headers = {} if token is None else {TOKEN_HEADER: token}
    conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
    try:
        for method, path, body in (("GET", "/api/versions", None), ("POST", "/api/listing", b'{"source": "1"}')):
            conn.request(method, path, body=body, headers=dict(headers, **{"Content-Type": "application/json"}))
            resp = conn.getresponse()
            assert resp.status == 403 and b"X-Antioch-Token" in resp.read()
            assert resp.getheader("Connection") == "close"
            conn.close()
    finally:
        conn.close()
    assert request(server, "GET", "/", headers={})[0] == 200  # the page itself holds no secret


@pytest.mark.parametrize("body", [
    b'{"source": "x = 1", "limit": Infinity}', b'{"source": "x = 1", "code": -Infinity}', b'{"source": NaN}',
    b"[" * 100000 + b"]" * 100000, b'{"a": ' * 100000 + b"1" + b"}" * 100000, b'{"source": "x", "limit": 1e999}',
    b'{"source": "x", "limit": 10' + b"0" * 5000 + b"}", b"\xff\xfe{}",
], ids=["infinity", "minus-infinity", "nan", "deep-list", "deep-object", "huge-float", "huge-int", "not-utf8"])
def test_hostile_json_gets_one_400_and_no_traceback(server, capfd, body):
    conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=30)
    conn.request("POST", "/api/trace", body=body,
                 headers={"Content-Type": "application/json", TOKEN_HEADER: server.token})
    resp = conn.getresponse()
    answer = json.loads(resp.read())
    conn.close()
    assert resp.status == 400 and "\n" not in answer["error"], answer
    assert "Traceback" not in capfd.readouterr().err
    assert post(server, "/api/listing", {"source": "x = 1\n"})["text"]  # and it still serves


def test_a_silent_connection_is_dropped_and_its_thread_freed():
    import socket
    import threading

    with running(connection_timeout=1.5) as server:
        before = threading.active_count()
        idle = [socket.create_connection(("127.0.0.1", server.server_address[1])) for _ in range(20)]
        idle[0].sendall(b"POST /api/trace HTTP/1.1\r\n")  # half a request, then silence
        most, deadline = before, time.monotonic() + 1.2
        while time.monotonic() < deadline:
            most = max(most, threading.active_count())
            time.sleep(0.02)
        assert most >= before + 15  # a thread holds each connection...
        deadline = time.monotonic() + 10
        while threading.active_count() > before and time.monotonic() < deadline:
            time.sleep(0.1)
        assert threading.active_count() <= before  # ...until its silence times out
        for sock in idle:
            sock.settimeout(5)
            assert sock.recv(100) == b""  # closed by the server
            sock.close()


def test_at_most_max_children_run_at_once(tmp_path):
    import threading

    explorer = Explorer([host_interpreter()], max_children=2)
    program = ("import time\nstart = time.time()\ntime.sleep(1.0)\n"
               "open(%r, 'w').write('%%r %%r' %% (start, time.time()))\n")
    answers = []
    threads = [threading.Thread(target=lambda k=k: answers.append(explorer.trace(
        {"source": program % str(tmp_path / str(k)), "engine": "tracer"}))) for k in range(5)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert len(answers) == 5 and all(a["error"] is None for a in answers), answers
    spans = [tuple(map(float, (tmp_path / str(k)).read_text().split())) for k in range(5)]
    most = max(sum(1 for s, e in spans if s <= t < e) for t, _ in spans)
    assert most == 2  # never three at once, and the bound is used


def test_the_answer_cache_is_bounded_in_bytes():
    explorer = Explorer([host_interpreter()], cache_bytes=200000)
    sizes = []
    for k in range(8):
        source = "".join("v%d_%d = %d\n" % (k, i, i) for i in range(120))
        answer = explorer.listing({"source": source})
        sizes.append(len(json.dumps(answer)))
        assert explorer.cache.bytes <= 200000
    assert sum(sizes) > 200000 and 1 < len(explorer.cache) < 8
    assert explorer.listing({"source": source}) is answer  # the latest is kept


def test_answer_cache_drops_the_least_recently_used_and_never_keeps_a_giant():
    from antioch.explore.answercache import AnswerCache

    cache = AnswerCache(limit=1000)
    for key in "abcd":
        assert cache.put(key, {"text": key * 230})  # 242 bytes of JSON each
    assert cache.get("a") is not None  # a is now the most recent
    cache.put("e", {"text": "e" * 230})
    assert cache.get("b") is None and cache.get("a") is not None and cache.bytes == 4 * 242
    assert not cache.put("giant", {"text": "g" * 300}) and cache.get("giant") is None


def _alive(pid):
    """Whether process ``pid`` exists and is not a zombie waiting to be reaped."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


FORKING = '''import os, time
pid = os.fork()
if pid == 0:
    open(%r, 'w').write(str(os.getpid()))
    time.sleep(60)
    os._exit(0)
time.sleep(%s)
'''


@pytest.mark.skipif(not hasattr(os, "fork") or not os.path.isdir("/proc"), reason="needs fork and /proc")
@pytest.mark.parametrize("parent_sleeps, timeout", [(30, 4.0), (0.5, 10.0)],
                         ids=["child-killed-at-time-limit", "child-ends-by-itself"])
def test_a_forked_grandchild_dies_with_its_child(tmp_path, parent_sleeps, timeout):
    pidfile = tmp_path / "pid"
    explorer = Explorer([host_interpreter()], timeout=timeout)
    answer = explorer.trace({"source": FORKING % (str(pidfile), parent_sleeps), "engine": "tracer"})
    assert answer.get("timeout") is (True if parent_sleeps == 30 else None), answer
    grandchild = int(pidfile.read_text())
    deadline = time.monotonic() + 5
    while _alive(grandchild) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _alive(grandchild)


def test_deep_json_is_refused_before_parsing_whatever_the_recursion_limit():
    """A program in the same process (the Forth, a test) may raise the recursion limit past what a server
    thread's C stack holds: the depth is measured before the parser recurses."""
    from antioch.explore.server import MAX_JSON_DEPTH, json_nesting, parse_request_body

    assert json_nesting('{"a": "[[[[", "b": [[1], {"c": "\\\\\\"]"}]}') == 3
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(10 ** 6)
    try:
        with pytest.raises(ValueError, match="nested deeper than %d" % MAX_JSON_DEPTH):
            parse_request_body(b"[" * 200000 + b"]" * 200000)
    finally:
        sys.setrecursionlimit(limit)
    assert parse_request_body(b'{"source": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}')["source"].startswith("[[")
