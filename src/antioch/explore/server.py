"""The explorer's HTTP server: the page's own assets and a small JSON API, on loopback by default.

``GET /``                      the page (``assets/index.html``)
``GET /assets/NAME``           one of the package's own asset files, looked up by name in a fixed table
                               built at start-up (so no path can reach outside them)
``GET /api/versions``          the interpreters found, the host's, and the initial source
``POST /api/listing``          ``{"source", "version"}`` -> the worker's listing answer
``POST /api/cfg``              ``{"source", "version", "code", "layout", "fold"}``
                               -> ``{"svg", "layout", "folded", "blocks", ...}``
``POST /api/trace``            ``{"source", "version", "limit"}`` -> step events

The API runs the code it is sent, so it answers only the page this server gave out (docs/explorer.md
has the whole model):

- every ``/api/`` call carries the server's random token in an ``X-Antioch-Token`` header; the token is
  in the URL the command prints and opens, and the page's script sends it.  A page elsewhere cannot
  read it, and a cross-origin request without CORS approval (which this server never gives) cannot
  set a custom header at all;
- POSTs are ``application/json`` and, when the browser says where they come from (``Origin``,
  ``Sec-Fetch-Site``), come from this server's own page; the ``Host`` header must name this server,
  which keeps DNS rebinding out when it listens on loopback;
- any refusal ends the connection, so an unread body is never parsed as a request of its own;
  a body is read to its one ``Content-Length`` (no transfer codings);
- a silent connection is dropped after a timeout, at most MAX_CONNECTIONS are open at once, at most
  a few child interpreters run at once (later requests wait their turn), and the answer cache is
  bounded in bytes.
"""
import hmac
import ipaddress
import json
import re
import secrets
import socket
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, List, Optional, Tuple
from urllib.parse import urlsplit

from antioch.explore.api import ExploreError, Explorer, default_explorer, vm_versions

__all__ = ["TOKEN_HEADER", "ExploreError", "Explorer", "ExplorerServer", "default_explorer", "is_loopback",
           "make_server", "vm_versions"]

MAX_BODY = 1 << 20
#: the header that carries the token
TOKEN_HEADER = "X-Antioch-Token"
#: seconds a connection may stay silent before it is dropped
CONNECTION_SECONDS = 20.0
#: connections open at once; more are closed as they arrive
MAX_CONNECTIONS = 64


def is_loopback(host: str) -> bool:
    """Whether ``host`` (a name or an address) is only reachable from this machine."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class Handler(BaseHTTPRequestHandler):
    """One connection: requests served one after the other, each body read to its declared end.

    Every refusal ends the connection (``Connection: close``) without reading what follows, so an unread
    body can never be taken for the next request on the connection.
    """
    server: "ExplorerServer"
    server_version = "antioch-explore"
    protocol_version = "HTTP/1.1"

    def setup(self) -> None:
        super().setup()
        # a connection that sends nothing for connection_timeout seconds (half-open, or idle) times
        # out and lets its thread go
        self.connection.settimeout(self.server.connection_timeout)

    def log_message(self, format: str, *args: Any) -> None:
        if self.server.verbose:
            super().log_message(format, *args)

    def _send(self, status: int, body: bytes, content_type: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Content-Security-Policy",
                         "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'")
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(body)

    def _json(self, status: int, data: Any) -> None:
        self._send(status, json.dumps(data).encode("utf-8"), "application/json")

    def _refuse(self, status: int, message: str) -> None:
        """An error answer, and the end of the connection: nothing after this request on it is read."""
        self.close_connection = True
        self._json(status, {"error": message})

    def _host_ok(self) -> bool:
        allowed = self.server.allowed_hosts
        return allowed is None or self.headers.get("Host", "") in allowed

    def _token_ok(self) -> bool:
        given = self.headers.get(TOKEN_HEADER, "").encode("latin-1")
        return hmac.compare_digest(given, self.server.token.encode("ascii"))

    def _body_length(self) -> Optional[int]:
        """The body's length from its one Content-Length header (0 when there is none), or None.

        None for what a proxy and this server could frame differently: chunked or any other transfer
        coding (this server reads none), several Content-Length headers, or one that is not digits.
        """
        if self.headers.get_all("Transfer-Encoding"):
            return None
        lengths = self.headers.get_all("Content-Length") or ["0"]
        if len(lengths) != 1 or not lengths[0].strip().isdigit():
            return None
        return int(lengths[0])

    def _api_refusal(self) -> Optional[Tuple[int, str]]:
        """Why an API call may not be served, or None: wrong Host, foreign page, no or wrong token."""
        if not self._host_ok():
            return 403, "unexpected Host header"
        # a browser says where a request comes from; the page's own calls are same-origin
        if self.headers.get("Sec-Fetch-Site", "same-origin") not in ("same-origin", "none"):
            return 403, "cross-site request refused"
        origin = self.headers.get("Origin")
        if origin is not None:
            own = self.server.allowed_hosts or [self.headers.get("Host", "")]
            if urlsplit(origin).netloc not in own:
                return 403, "cross-origin request refused"
        if not self._token_ok():
            return 403, "missing or wrong %s: open the URL `antioch explore` printed" % TOKEN_HEADER
        return None

    def do_GET(self) -> None:
        if self._body_length() != 0:
            return self._refuse(400, "a GET has no body")
        if not self._host_ok():
            return self._refuse(403, "unexpected Host header")
        path = urlsplit(self.path).path
        if path.startswith("/api/"):
            refusal = self._api_refusal()
            if refusal is not None:
                return self._refuse(*refusal)
            if path == "/api/versions":
                return self._json(200, self.server.explorer.versions())
            return self._refuse(404, "not found")
        name = "index.html" if path == "/" else path[len("/assets/"):] if path.startswith("/assets/") else None
        asset = self.server.explorer.assets.get(name) if name is not None else None
        if asset is None:
            return self._refuse(404, "not found")
        self._send(200, asset[0], asset[1])

    def do_POST(self) -> None:
        explorer = self.server.explorer
        routes = {"/api/listing": explorer.listing, "/api/cfg": explorer.cfg, "/api/trace": explorer.trace}
        route = routes.get(urlsplit(self.path).path)
        if route is None:
            return self._refuse(404, "not found")
        refusal = self._api_refusal()
        if refusal is not None:
            return self._refuse(*refusal)
        if self.headers.get("Content-Type", "").split(";")[0].strip() != "application/json":
            return self._refuse(415, "send application/json")
        length = self._body_length()
        if length is None:
            return self._refuse(400, "send one Content-Length and no Transfer-Encoding")
        if length > MAX_BODY:
            return self._refuse(413, "request too large")
        data = self.rfile.read(length)
        if len(data) != length:
            return self._refuse(400, "the body ended before its Content-Length")
        try:
            body = parse_request_body(data)
        except ValueError as exc:
            return self._refuse(400, "bad request: %s" % exc)
        try:
            answer = route(body)
        except (ValueError, TypeError, OverflowError) as exc:
            return self._refuse(400, str(exc))
        except Exception as exc:  # a defect: one line on the server's stderr and one answer, no traceback
            print("antioch explore: %s on %s: %s: %s" % (self.command, self.path, type(exc).__name__, exc),
                  file=sys.stderr, flush=True)
            return self._refuse(500, "internal error: %s: %s" % (type(exc).__name__, exc))
        self._json(200, answer)


def _no_constant(name: str) -> Any:
    raise ValueError("%s is not JSON" % name)


#: how deep a request's JSON may nest; the API's requests are flat objects
MAX_JSON_DEPTH = 32
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_JSON_BRACKET = re.compile(r"[\[\]{}]")


def json_nesting(text: str) -> int:
    """The deepest nesting of arrays and objects in ``text`` (brackets inside strings do not count).

    Measured before parsing, so that the parser's own recursion -- bounded only by the interpreter's
    recursion limit, which a program in this process may have raised past what a thread's C stack
    holds -- never sees a deep document."""
    depth = deepest = 0
    for bracket in _JSON_BRACKET.findall(_JSON_STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


def parse_request_body(data: bytes) -> Dict[str, Any]:
    """A request body as a JSON object: strict JSON (no ``NaN``, ``Infinity``), nested at most
    MAX_JSON_DEPTH deep, else ValueError with one line."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("the body is not UTF-8") from None
    if json_nesting(text) > MAX_JSON_DEPTH:
        raise ValueError("JSON nested deeper than %d" % MAX_JSON_DEPTH)
    try:
        body = json.loads(text or "{}", parse_constant=_no_constant)
    except RecursionError:
        raise ValueError("JSON nested too deeply") from None
    if not isinstance(body, dict):
        raise ValueError("the request must be a JSON object")
    return body


class ExplorerServer(ThreadingHTTPServer):
    """The explorer's HTTP server: a thread per connection, at most ``max_connections`` at once."""

    daemon_threads = True
    request_queue_size = MAX_CONNECTIONS  # the listen backlog: a burst of connections is not left waiting

    def __init__(self, address: Tuple[str, int], explorer: Explorer, verbose: bool = False,
                 connection_timeout: float = CONNECTION_SECONDS, max_connections: int = MAX_CONNECTIONS) -> None:
        host = address[0]
        if ":" in host:
            self.address_family = socket.AF_INET6
        super().__init__(address, Handler)
        self.explorer = explorer
        self.verbose = verbose
        self.connection_timeout = connection_timeout
        self._connections = threading.BoundedSemaphore(max_connections)
        #: the secret every API call must carry in its X-Antioch-Token header; it is in the URL the
        #: command prints and opens, where the page's script reads it
        self.token = secrets.token_urlsafe(32)
        port = self.server_address[1]
        #: Host headers accepted (None: any, when serving beyond loopback by request)
        self.allowed_hosts: Optional[List[str]] = None
        if is_loopback(host):
            names = ["127.0.0.1", "localhost", "[::1]", host if ":" not in host else "[%s]" % host]
            self.allowed_hosts = ["%s:%d" % (n, port) for n in names]

    def process_request(self, request: Any, client_address: Any) -> None:
        if not self._connections.acquire(blocking=False):  # too many open: this one is closed at once
            self.shutdown_request(request)
            return
        try:
            super().process_request(request, client_address)
        except BaseException:
            self._connections.release()
            raise

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._connections.release()

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A connection that broke (the client went away): one line when verbose, never a traceback."""
        if self.verbose:
            exc = sys.exc_info()[1]
            print("antioch explore: connection from %s: %s: %s" % (client_address[0], type(exc).__name__, exc),
                  file=sys.stderr, flush=True)

    @property
    def url(self) -> str:
        """The page's address with the token: what the command prints and opens."""
        host = str(self.server_address[0])
        if ":" in host:
            host = "[%s]" % host
        return "http://%s:%d/?token=%s" % (host, self.server_address[1], self.token)


def make_server(explorer: Explorer, host: str = "127.0.0.1", port: int = 0, allow_remote: bool = False,
                verbose: bool = False, connection_timeout: float = CONNECTION_SECONDS) -> ExplorerServer:
    """A server bound to ``host:port`` (port 0: a free one); anything but loopback needs ``allow_remote``."""
    if not is_loopback(host) and not allow_remote:
        raise ExploreError("refusing to listen on %s: the explorer runs the code it is sent; "
                           "give --host to serve beyond this machine" % host)
    try:
        return ExplorerServer((host, port), explorer, verbose=verbose, connection_timeout=connection_timeout)
    except OSError as exc:
        raise ExploreError("cannot listen on %s:%d: %s" % (host, port, exc.strerror or exc)) from None
