"""A web page of another origin attacks the explorer from a real browser; nothing it sends may run.

The page comes from another loopback port (a different origin on the same machine, as any site the user
visits would be) and tries what a hostile page can: a request smuggled inside the body of a POST the
server refuses early, a plain cross-origin POST, a CORS request with guessed headers, and DNS rebinding
(its own origin's name pointed at 127.0.0.1, so its requests look same-origin to the browser but carry a
foreign Host).  Each would run a program that leaves a file behind.
"""
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from explore_helpers import post, running

pytestmark = pytest.mark.browser

from conftest import REBIND_NAME  # noqa: E402  (the name the browser's resolver points at 127.0.0.1)

ATTACK = """<!doctype html><meta charset="utf-8"><title>attacking</title><script>
const TARGET = %(target)s, PORT = %(port)d, PROGRAM = %(program)s;
const seen = [];
async function attempt(name, url, init) {
  try {
    const resp = await fetch(url, init);
    seen.push([name, resp.type === "opaque" ? "opaque" : resp.status]);
  } catch (exc) {
    seen.push([name, "blocked"]);
  }
}
async function attack() {
  const body = JSON.stringify({source: PROGRAM, engine: "tracer"});
  const inner = "POST /api/trace HTTP/1.1\\r\\nHost: 127.0.0.1:" + PORT + "\\r\\nContent-Type: application/json\\r\\n" +
    "Content-Length: " + new TextEncoder().encode(body).length + "\\r\\n\\r\\n" + body;
  for (let k = 0; k < 3; k++) {  // smuggled: the outer POST is refused (text/plain), the inner one must not run
    await attempt("smuggled", TARGET + "/api/trace", {mode: "no-cors", method: "POST", body: inner});
    await attempt("smuggled-404", TARGET + "/api/none", {mode: "no-cors", method: "POST", body: inner});
  }
  await attempt("plain-post", TARGET + "/api/trace", {mode: "no-cors", method: "POST", body: body});
  await attempt("cors-json", TARGET + "/api/trace", {method: "POST", body: body,
    headers: {"Content-Type": "application/json", "X-Antioch-Token": "guess"}});
  document.title = "done " + JSON.stringify(seen);
}
attack();
</script>"""


class AttackerPages:
    """Another origin on this machine: a server on its own loopback port serving the attack page."""

    def __init__(self, html):
        page = html.encode()

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(page)))
                self.end_headers()
                self.wfile.write(page)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = "http://127.0.0.1:%d/" % self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()


def attack_page(target, port, marker):
    return ATTACK % {"target": json.dumps(target), "port": port,
                     "program": json.dumps("open(%r, 'w').write('ran')\n" % str(marker))}


def run_attack(page, url):
    page.goto(url)
    page.wait_for_function("() => document.title.startsWith('done')", timeout=30000)
    return json.loads(page.title()[len("done "):])


@pytest.fixture()
def explorer_server():
    with running() as server:
        yield server


def test_the_program_would_leave_its_file_when_the_explorer_runs_it(explorer_server, tmp_path):
    marker = tmp_path / "ran"
    post(explorer_server, "/api/trace", {"source": "open(%r, 'w').write('ran')\n" % str(marker), "engine": "tracer"})
    assert marker.exists()


def test_a_page_of_another_origin_cannot_run_code(browser, explorer_server, tmp_path):
    marker = tmp_path / "ran"
    port = explorer_server.server_address[1]
    with AttackerPages(attack_page("http://127.0.0.1:%d" % port, port, marker)) as attacker:
        context = browser.new_context()
        try:
            seen = run_attack(context.new_page(), attacker.url)
        finally:
            context.close()
    assert [name for name, _ in seen].count("smuggled") == 3 and ["cors-json", "blocked"] in seen, seen
    time.sleep(1.0)  # a request the server took would have run by now
    assert not marker.exists()


def test_a_dns_rebinding_page_cannot_run_code(browser, explorer_server, tmp_path):
    marker = tmp_path / "ran"
    port = explorer_server.server_address[1]
    origin = "http://%s:%d" % (REBIND_NAME, port)
    context = browser.new_context()
    try:
        page = context.new_page()
        # the attacker's page as its own server gave it out, before the name was pointed at 127.0.0.1
        page.route(origin + "/", lambda route: route.fulfill(
            status=200, content_type="text/html", body=attack_page(origin, port, marker)))
        seen = run_attack(page, origin + "/")
        # same-origin to the browser now: it reads the answers, and the server refused the foreign Host
        answers = page.evaluate("""async () => {
            const out = [];
            for (const [path, init] of [["/api/versions", {}], ["/assets/explorer.js", {}],
                ["/api/trace", {method: "POST", headers: {"Content-Type": "application/json"},
                                body: JSON.stringify({source: "1"})}]]) {
              const resp = await fetch(path, init);
              out.push([path, resp.status, await resp.text()]);
            }
            return out;
        }""")
    finally:
        context.close()
    assert seen and all(status in ("blocked", "opaque") or status in (403, 404) for _, status in seen), seen
    for path, status, text in answers:
        assert status == 403 and "unexpected Host header" in text, (path, status, text)
    time.sleep(1.0)
    assert not marker.exists()


def test_the_page_without_its_token_says_what_to_open(browser, explorer_server):
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(explorer_server.url.split("?")[0])
        page.wait_for_selector("#error:not([hidden])")
        assert "X-Antioch-Token" in page.text_content("#error")
        assert page.evaluate("() => document.querySelectorAll('#listing .ln').length") == 0
    finally:
        context.close()
