"""What the explorer's API does, apart from HTTP: the interpreters, the assets, and the answers of the
child interpreters to ``listing``, ``cfg`` and ``trace`` requests (:mod:`antioch.explore.server` serves them).

At most MAX_CHILDREN children run at once (a request waits for a free one) and recent answers are kept
in a cache bounded in bytes (:mod:`antioch.explore.answercache`).
"""
import json
import os
import threading
from typing import Any, Dict, List, Optional, Tuple

from antioch.errors import AntiochError
from antioch.explore.answercache import DEFAULT_BYTES, AnswerCache
from antioch.explore.cfgsvg import cfg_svg
from antioch.explore.child import run_worker
from antioch.interpreters import Interpreter, all_interpreters

ASSET_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "assets")
CONTENT_TYPES = {".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
                 ".js": "text/javascript; charset=utf-8", ".svg": "image/svg+xml", ".png": "image/png",
                 ".ico": "image/x-icon"}
MAX_SOURCE = 200000
#: how many steps the stepper records at most, and the time a traced run may take
STEP_LIMIT = 2000
TRACE_SECONDS = 3.0
#: child interpreters running at once; more requests wait for one to end
MAX_CHILDREN = 3


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


class Explorer:
    """What the handlers share: the interpreters, the assets, the initial source and a small answer cache."""

    def __init__(self, interpreters: List[Interpreter], source: str = "", assets: Optional[Dict[str, Any]] = None,
                 timeout: float = 10.0, max_children: int = MAX_CHILDREN, cache_bytes: int = DEFAULT_BYTES) -> None:
        if not interpreters:
            raise ExploreError("no CPython 3.8-3.13 found (looked under $(pyenv root)/versions and at this python)")
        self.interpreters = interpreters
        self.by_label = {i.label: i for i in interpreters}
        self.by_label.update({"%d.%d" % i.version: i for i in interpreters})
        self.source = source
        self.assets = load_assets() if assets is None else assets
        self.timeout = timeout
        self.cache = AnswerCache(cache_bytes)
        #: one slot per child that may run; a request waits here for a free one
        self._children = threading.BoundedSemaphore(max_children)

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
            found = self.cache.get(key)
            if found is not None:
                return found
        with self._children:
            answer = run_worker(interpreter, request, timeout=self.timeout)
        answer["interpreter"] = interpreter.label
        if cache and not answer.get("timeout"):
            self.cache.put(key, answer)
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
            answer.update(cfg_svg(answer, layout, fold=bool(body.get("fold", True))))
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

def default_explorer(source: str = "") -> Explorer:
    return Explorer(all_interpreters(), source=source)
