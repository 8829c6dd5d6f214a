"""The explorer's HTTP server: the page's own assets and a small JSON API, on loopback by default.

``GET /``                      the page (``assets/index.html``)
``GET /assets/NAME``           one of the package's own asset files, looked up by name in a fixed table
                               built at start-up (so no path can reach outside them)
``GET /api/versions``          the interpreters found, the host's, and the initial source
``POST /api/listing``          ``{"source", "version"}`` -> the worker's listing answer
``POST /api/cfg``              ``{"source", "version", "code", "layout"}`` -> ``{"svg", "layout", "blocks", ...}``
``POST /api/trace``            ``{"source", "version", "limit"}`` -> step events

POSTs must be ``application/json`` and, when the browser sends an ``Origin``, come from this server's own
page: a web page elsewhere cannot make the browser post source here for a child to run (a JSON content
type forces a CORS preflight, which this server never approves).  The ``Host`` header must name this
server, which keeps DNS rebinding out when it listens on loopback.
"""
import ipaddress
import json
import os
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, List, Optional, Tuple
from urllib.parse import urlsplit

from antioch.errors import AntiochError
from antioch.explore.cfgsvg import cfg_svg
from antioch.explore.child import run_worker
from antioch.explore.versions import Interpreter, all_interpreters

ASSET_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "assets")
CONTENT_TYPES = {".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
                 ".js": "text/javascript; charset=utf-8", ".svg": "image/svg+xml", ".png": "image/png",
                 ".ico": "image/x-icon"}
MAX_BODY = 1 << 20
MAX_SOURCE = 200000
#: how many steps the stepper records at most, and the time a traced run may take
STEP_LIMIT = 2000
TRACE_SECONDS = 3.0
CACHE_SIZE = 64


class ExploreError(AntiochError):
    """A server that cannot start as asked."""


def load_assets(directory: str = ASSET_DIR) -> Dict[str, Tuple[bytes, str]]:
    """name -> (content, content type) for every file directly in ``directory`` (read once, at start-up)."""
    assets: Dict[str, Tuple[bytes, str]] = {}
    for name in sorted(os.listdir(directory)):
        path = os.path.join(directory, name)
        ext = os.path.splitext(name)[1]
        if os.path.isfile(path) and ext in CONTENT_TYPES:
            with open(path, "rb") as f:
                assets[name] = (f.read(), CONTENT_TYPES[ext])
    return assets


def is_loopback(host: str) -> bool:
    """Whether ``host`` (a name or an address) is only reachable from this machine."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class Explorer:
    """What the handlers share: the interpreters, the assets, the initial source and a small answer cache."""

    def __init__(self, interpreters: List[Interpreter], source: str = "", assets: Optional[Dict[str, Any]] = None,
                 timeout: float = 10.0) -> None:
        if not interpreters:
            raise ExploreError("no CPython 3.8-3.13 found (looked under $(pyenv root)/versions and at this python)")
        self.interpreters = interpreters
        self.by_label = {i.label: i for i in interpreters}
        self.by_label.update({"%d.%d" % i.version: i for i in interpreters})
        self.source = source
        self.assets = load_assets() if assets is None else assets
        self.timeout = timeout
        self._cache: Dict[Any, Dict[str, Any]] = {}
        self._lock = threading.Lock()

    def default_version(self) -> Interpreter:
        import sys

        host = (sys.version_info[0], sys.version_info[1])
        for i in self.interpreters:
            if i.version == host:
                return i
        return self.interpreters[-1]

    def interpreter(self, label: Any) -> Interpreter:
        if label in (None, ""):
            return self.default_version()
        found = self.by_label.get(str(label))
        if found is None:
            raise ValueError("no CPython %s here (have %s)" % (label, ", ".join(i.label for i in self.interpreters)))
        return found

    def ask(self, interpreter: Interpreter, request: Dict[str, Any], cache: bool = True) -> Dict[str, Any]:
        key = (interpreter.label, json.dumps(request, sort_keys=True))
        if cache:
            with self._lock:
                if key in self._cache:
                    return self._cache[key]
        answer = run_worker(interpreter, request, timeout=self.timeout)
        answer["interpreter"] = interpreter.label
        if cache and not answer.get("timeout"):
            with self._lock:
                if len(self._cache) >= CACHE_SIZE:
                    self._cache.pop(next(iter(self._cache)))
                self._cache[key] = answer
        return answer

    def no_stepping(self, interpreter: Interpreter) -> Optional[str]:
        """Why the stepper cannot run under ``interpreter``, or None.

        Natively either antioch's VM or CPython's own tracer steps a program.  Under Pyodide only the VM
        may (the tracer's value stack reads CPython's frame memory, which a WebAssembly build does not
        expose), so the version must be one the VM has handlers for.
        """
        if not interpreter.pyodide:
            return None
        handled = vm_versions()
        if interpreter.version in handled:
            return None
        return ("stepping is not available for CPython %s: antioch's VM runs %s, and CPython's own tracer is "
                "only used natively" % (interpreter.title, _spans(handled) or "no version here"))

    # -- the API -------------------------------------------------------------------------------

    def versions(self) -> Dict[str, Any]:
        rows = [{"label": i.label, "version": "%d.%d" % i.version, "title": i.title, "pyodide": i.pyodide,
                 "no_stepping": self.no_stepping(i)} for i in self.interpreters]
        return {"versions": rows, "default": self.default_version().label, "source": self.source}

    def listing(self, body: Dict[str, Any]) -> Dict[str, Any]:
        return self.ask(self.interpreter(body.get("version")), {"op": "listing", "source": _source(body)})

    def cfg(self, body: Dict[str, Any]) -> Dict[str, Any]:
        layout = body.get("layout", "auto")
        if layout not in ("auto", "graphviz", "own"):
            raise ValueError("layout is auto, graphviz or own, not %r" % (layout,))
        answer = dict(self.ask(self.interpreter(body.get("version")),
                               {"op": "cfg", "source": _source(body), "code": int(body.get("code", 0))}))
        if "blocks" in answer:
            answer.update(cfg_svg(answer, layout))
        return answer

    def trace(self, body: Dict[str, Any]) -> Dict[str, Any]:
        limit = max(1, min(int(body.get("limit", STEP_LIMIT)), STEP_LIMIT))
        engine = body.get("engine", "auto")
        if engine not in ("auto", "vm", "tracer"):
            raise ValueError("engine is auto, vm or tracer, not %r" % (engine,))
        interpreter = self.interpreter(body.get("version"))
        why = self.no_stepping(interpreter)
        if why is not None:
            return {"engine": None, "events": [], "stopped": None, "output": "", "error": None, "note": None,
                    "unavailable": why, "limit": limit, "interpreter": interpreter.label}
        if interpreter.pyodide:
            engine = "vm"
        answer = self.ask(interpreter,
                          {"op": "trace", "source": _source(body), "limit": limit, "seconds": TRACE_SECONDS,
                           "engine": engine})
        answer["limit"] = limit
        return answer


def vm_versions() -> List[Tuple[int, int]]:
    """The CPython versions antioch's VM has handler tables for (none when the VM is not installed)."""
    import importlib

    try:  # by name, as antioch.explore.tracer does: the explorer works without the VM
        tables: Any = importlib.import_module("antioch.vm.versions").TABLES
    except (ImportError, AttributeError):
        return []
    return sorted(tables)


def _spans(versions: List[Tuple[int, int]]) -> str:
    """``3.8-3.13`` for consecutive minor versions (the VM's are)."""
    if not versions:
        return ""
    first, last = versions[0], versions[-1]
    return "%d.%d" % first if first == last else "%d.%d-%d.%d" % (first + last)


def _source(body: Dict[str, Any]) -> str:
    source = body.get("source", "")
    if not isinstance(source, str):
        raise ValueError("source must be a string")
    if len(source) > MAX_SOURCE:
        raise ValueError("source longer than %d characters" % MAX_SOURCE)
    return source


class Handler(BaseHTTPRequestHandler):
    server: "ExplorerServer"
    server_version = "antioch-explore"
    protocol_version = "HTTP/1.1"

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
        self.end_headers()
        self.wfile.write(body)

    def _json(self, status: int, data: Any) -> None:
        self._send(status, json.dumps(data).encode("utf-8"), "application/json")

    def _error(self, status: int, message: str) -> None:
        self._json(status, {"error": message})

    def _host_ok(self) -> bool:
        allowed = self.server.allowed_hosts
        if allowed is None:
            return True
        host = self.headers.get("Host", "")
        return host in allowed

    def do_GET(self) -> None:
        if not self._host_ok():
            return self._error(403, "unexpected Host header")
        path = urlsplit(self.path).path
        if path == "/api/versions":
            return self._json(200, self.server.explorer.versions())
        name = "index.html" if path == "/" else path[len("/assets/"):] if path.startswith("/assets/") else None
        asset = self.server.explorer.assets.get(name) if name is not None else None
        if asset is None:
            return self._error(404, "not found")
        self._send(200, asset[0], asset[1])

    def do_POST(self) -> None:
        if not self._host_ok():
            return self._error(403, "unexpected Host header")
        origin = self.headers.get("Origin")
        if origin is not None:
            own = self.server.allowed_hosts or [self.headers.get("Host", "")]
            if urlsplit(origin).netloc not in own:
                return self._error(403, "cross-origin request refused")
        if self.headers.get("Content-Type", "").split(";")[0].strip() != "application/json":
            return self._error(415, "send application/json")
        try:
            length = int(self.headers.get("Content-Length", "0"))
        except ValueError:
            return self._error(400, "bad Content-Length")
        if length < 0 or length > MAX_BODY:
            return self._error(413, "request too large")
        try:
            body = json.loads(self.rfile.read(length).decode("utf-8") or "{}")
            if not isinstance(body, dict):
                raise ValueError("the request must be a JSON object")
        except ValueError as exc:
            return self._error(400, "bad request: %s" % exc)
        explorer = self.server.explorer
        routes = {"/api/listing": explorer.listing, "/api/cfg": explorer.cfg, "/api/trace": explorer.trace}
        route = routes.get(urlsplit(self.path).path)
        if route is None:
            return self._error(404, "not found")
        try:
            answer = route(body)
        except (ValueError, TypeError) as exc:
            return self._error(400, str(exc))
        self._json(200, answer)


class ExplorerServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address: Tuple[str, int], explorer: Explorer, verbose: bool = False) -> None:
        host = address[0]
        if ":" in host:
            self.address_family = socket.AF_INET6
        super().__init__(address, Handler)
        self.explorer = explorer
        self.verbose = verbose
        port = self.server_address[1]
        #: Host headers accepted (None: any, when serving beyond loopback by request)
        self.allowed_hosts: Optional[List[str]] = None
        if is_loopback(host):
            names = ["127.0.0.1", "localhost", "[::1]", host if ":" not in host else "[%s]" % host]
            self.allowed_hosts = ["%s:%d" % (n, port) for n in names]

    @property
    def url(self) -> str:
        host = str(self.server_address[0])
        if ":" in host:
            host = "[%s]" % host
        return "http://%s:%d/" % (host, self.server_address[1])


def make_server(explorer: Explorer, host: str = "127.0.0.1", port: int = 0, allow_remote: bool = False,
                verbose: bool = False) -> ExplorerServer:
    """A server bound to ``host:port`` (port 0: a free one); anything but loopback needs ``allow_remote``."""
    if not is_loopback(host) and not allow_remote:
        raise ExploreError("refusing to listen on %s: the explorer runs the code it is sent; "
                           "give --host to serve beyond this machine" % host)
    try:
        return ExplorerServer((host, port), explorer, verbose=verbose)
    except OSError as exc:
        raise ExploreError("cannot listen on %s:%d: %s" % (host, port, exc.strerror or exc)) from None


def default_explorer(source: str = "") -> Explorer:
    return Explorer(all_interpreters(), source=source)
