"""A running explorer server for tests: the host's interpreter only (cheap on every version)."""
import contextlib
import http.client
import json
import sys
import threading
from typing import Any, Dict, Iterator, Optional, Tuple

from antioch.explore.server import TOKEN_HEADER, Explorer, ExplorerServer, make_server
from antioch.interpreters import Interpreter, find_interpreters

HOST_VERSION = (sys.version_info[0], sys.version_info[1])


def host_interpreter() -> Interpreter:
    return Interpreter(HOST_VERSION, "%d.%d.%d" % sys.version_info[:3], sys.executable)


@contextlib.contextmanager
def running(explorer: Optional[Explorer] = None, all_versions: bool = False,
            **options: Any) -> Iterator[ExplorerServer]:
    if explorer is None:
        interpreters = find_interpreters() if all_versions else [host_interpreter()]
        explorer = Explorer(interpreters, source="x = 1\n")
    server = make_server(explorer, **options)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


def request(server: ExplorerServer, method: str, path: str, body: Optional[Any] = None,
            headers: Optional[Dict[str, str]] = None) -> Tuple[int, bytes, Dict[str, str]]:
    """One request on a connection of its own, with the server's token unless ``headers`` say otherwise."""
    conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=30)
    data = None
    all_headers = {TOKEN_HEADER: server.token}
    if body is not None:
        data = json.dumps(body).encode()
        all_headers["Content-Type"] = "application/json"
    all_headers.update(headers or {})
    conn.request(method, path, body=data, headers=all_headers)
    resp = conn.getresponse()
    out = resp.read(), {k.lower(): v for k, v in resp.getheaders()}
    conn.close()
    return resp.status, out[0], out[1]


def post(server: ExplorerServer, path: str, body: Any) -> Dict[str, Any]:
    status, data, _ = request(server, "POST", path, body)
    assert status == 200, data
    return json.loads(data)
