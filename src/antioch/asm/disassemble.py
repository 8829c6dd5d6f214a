"""``antioch.disassemble``: a listing of anything that has code, and finding that thing by name.

Functions bring their defaults, keyword defaults, annotations and closure; methods their
function; classes and modules the code object that built them (compiled from their source,
as CPython keeps no class body code).  Targets for ``antioch dis`` are resolved here:
a ``.py`` file, a module name, ``module:qualname`` or source text.
"""
import importlib
import importlib.util
import inspect
import linecache
import os
import sys
import types
from typing import Any, List, Optional, Tuple

from antioch.asm.funcview import function_preamble
from antioch.asm.printer import format_listing
from antioch.codeobj import CodeFields, fields_of
from antioch.errors import COMPILE_FAILURES, AntiochError, compile_failure_text
from antioch.files import cannot_read, read_bytes


class TargetError(AntiochError):
    """A disassembly target that cannot be found or has no code."""


def disassemble(obj: Any, raw: bool = False, source: bool = False) -> str:
    """The assembly listing of ``obj``: a code object, function, method, generator, class, module or source.

    The listing assembles back (:func:`antioch.assemble`) to a code object equal in every field.
    """
    code, preamble = code_of(obj)
    return format_listing(code, raw=raw, source=source, preamble=preamble)


def code_of(obj: Any) -> Tuple[Any, List[str]]:
    """(code object, preamble lines) for anything :func:`disassemble` accepts."""
    if isinstance(obj, (types.CodeType, CodeFields)):
        return obj, []
    if isinstance(obj, str):
        return compile_source(obj), []
    if isinstance(obj, (types.MethodType, staticmethod, classmethod)):
        obj = obj.__func__
    if isinstance(obj, types.FunctionType):
        return obj.__code__, function_preamble(obj)
    for attr in ("gi_code", "cr_code", "ag_code"):
        if hasattr(obj, attr):
            return getattr(obj, attr), []
    if isinstance(obj, types.ModuleType):
        return _module_code(obj), []
    if inspect.isclass(obj):
        module = inspect.getmodule(obj)
        if module is None:
            raise TargetError("cannot find the source of class %s" % obj.__qualname__)
        found = find_code(_module_code(module), obj.__qualname__, _first_line(obj))
        if found is None:
            raise TargetError("cannot find the code of class %s" % obj.__qualname__)
        return found, []
    raise TargetError("%s has no code to disassemble" % type(obj).__name__)


def compile_source(source: str, filename: str = "<string>") -> types.CodeType:
    """Compile ``source`` and register it with linecache so that ``--source`` can show it."""
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    try:
        return compile(source, filename, "exec", dont_inherit=True)
    except SyntaxError as exc:
        raise TargetError("%s:%s: %s" % (filename, exc.lineno, exc.msg)) from None
    except COMPILE_FAILURES as exc:
        raise TargetError("%s: cannot compile: %s" % (filename, compile_failure_text(exc))) from None


def compile_file(path: str) -> types.CodeType:
    try:
        data = read_bytes(path)
    except OSError as exc:
        raise TargetError(cannot_read(path, exc)) from None
    try:
        return compile(data, path, "exec", dont_inherit=True)
    except COMPILE_FAILURES as exc:
        raise TargetError("%s: cannot compile: %s" % (path, compile_failure_text(exc))) from None


def _module_code(module: types.ModuleType) -> types.CodeType:
    path = getattr(module, "__file__", None)
    if not path or not path.endswith(".py"):
        raise TargetError("module %s has no Python source" % module.__name__)
    return compile_file(path)


def _first_line(obj: Any) -> Optional[int]:
    try:
        return inspect.getsourcelines(obj)[1]
    except (OSError, TypeError):
        return None


def find_code(root: Any, qualname: str, line: Optional[int] = None) -> Any:
    """The code object nested in ``root`` whose qualified name is ``qualname`` (first one, or on ``line``)."""
    found = []
    for code in _walk_named(root, ""):
        if code[0] == qualname:
            found.append(code[1])
    if line is not None:
        for code in found:
            if fields_of(code).firstlineno == line:
                return code
    return found[0] if found else None


def _walk_named(code: Any, prefix: str) -> List[Tuple[str, Any]]:
    """(qualified name, code) for every code object under ``code`` (3.8-3.10 have no co_qualname)."""
    out = []
    for const in fields_of(code).consts:
        if isinstance(const, (types.CodeType, CodeFields)):
            f = fields_of(const)
            name = f.qualname if f.version >= (3, 11) else prefix + f.name
            out.append((name, const))
            # what a function defines is named f.<locals>.g; what a class body defines, C.g
            out.extend(_walk_named(const, name + (".<locals>." if f.flags & 2 else ".")))
    return out


#: what ends a file's name rather than a module's (``missing.pyasm`` is no module ``pyasm`` of a package)
FILE_SUFFIXES = frozenset({"py", "pyw", "pyc", "pyasm", "fth", "fs", "txt", "json"})


def resolve_target(target: Optional[str], command: Optional[str] = None) -> Any:
    """What ``antioch dis TARGET`` means: source text, a file, a module, ``module:qualname`` or ``FILE.py:qualname``.

    ``FILE.py:qualname`` imports the file as the module named after it, as ``module:qualname`` does,
    so both give the same listing, with the function's parameters, defaults and closure; a file that
    fails to import has its qualname looked up in its compiled code instead.
    """
    if command is not None:
        return compile_source(command)
    assert target is not None
    if target.endswith(".py") or os.path.isfile(target):
        return compile_file(target)
    module_name, _, qualname = target.partition(":")
    base, dot, suffix = module_name.rpartition(".")
    looks_like_a_file = os.sep in module_name or "/" in module_name or bool(base and dot and suffix in FILE_SUFFIXES)
    if looks_like_a_file and not os.path.exists(module_name):  # say so, not "No module named"
        raise TargetError(cannot_read(module_name))
    if os.path.isdir(module_name):
        raise TargetError("%s is a directory: name a file or a module" % module_name)
    if module_name.endswith(".py"):
        if not os.path.isfile(module_name):
            raise TargetError(cannot_read(module_name))
        module = _import_file(module_name)
        if module is None:
            code = find_code(compile_file(os.path.abspath(module_name)), qualname)
            if code is None:
                raise TargetError("no %s in %s" % (qualname, module_name))
            return code
    else:
        module = _import(module_name)
    if not qualname:
        return module
    obj: Any = module
    for part in qualname.split("."):
        if part == "<locals>" or not hasattr(obj, part):
            break
        obj = getattr(obj, part)
    else:
        if not _has_code(obj):
            raise TargetError("%s is %s, not code" % (target, _describe(obj)))
        return obj
    code = find_code(_module_code(module), qualname)
    if code is None:
        raise TargetError("no %s in %s" % (qualname, module_name))
    return code


def _import(module_name: str) -> types.ModuleType:
    try:
        return importlib.import_module(module_name)
    except ImportError as exc:
        raise TargetError("cannot import %s: %s" % (module_name, exc)) from None
    except (Exception, SystemExit) as exc:  # importing runs arbitrary code
        raise TargetError("importing %s failed: %s: %s" % (module_name, type(exc).__name__, exc)) from None


def _import_file(path: str) -> Optional[types.ModuleType]:
    """The module ``import NAME`` would make of ``path`` (NAME its file name), or None if running it fails."""
    name = os.path.splitext(os.path.basename(path))[0]
    full = os.path.abspath(path)
    loaded = sys.modules.get(name)
    if loaded is not None and os.path.abspath(getattr(loaded, "__file__", None) or "") == full:
        return loaded
    spec = importlib.util.spec_from_file_location(name, full)
    if spec is None or spec.loader is None:
        return None
    module = importlib.util.module_from_spec(spec)
    folder = os.path.dirname(full)
    if folder not in sys.path:  # its own imports find its neighbours, as when python runs it
        sys.path.insert(0, folder)
    sys.modules[name] = module  # as import does while the module runs (dataclasses, pickle look for it)
    try:
        spec.loader.exec_module(module)
    except (Exception, SystemExit):  # its top-level code failed: fall back to the compiled file
        sys.modules.pop(name, None)
        return None
    return module


_WITH_CODE = (types.CodeType, CodeFields, types.FunctionType, types.MethodType, staticmethod, classmethod,
              types.ModuleType)


def _has_code(obj: Any) -> bool:
    """Whether :func:`code_of` takes ``obj`` for what it is (a string it would compile as source)."""
    return isinstance(obj, _WITH_CODE) or inspect.isclass(obj) or any(
        hasattr(obj, attr) for attr in ("gi_code", "cr_code", "ag_code"))


def _describe(obj: Any) -> str:
    """``a str ('abcdef...')``: what a target that is not code is."""
    kind = type(obj).__name__
    text = repr(obj) if not callable(obj) else ""
    if len(text) > 40:
        text = text[:37] + "..."
    article = "an" if kind[:1].lower() in "aeiou" else "a"
    return "%s %s%s" % (article, kind, " (%s)" % text if text else "")
