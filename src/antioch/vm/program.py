"""Running a whole program the way ``python SCRIPT`` / ``python -m MODULE`` does, with its code in the VM.

:func:`prepare_script` / :func:`prepare_module` / :func:`prepare_source` set up ``__main__``, ``sys.argv`` and
``sys.path[0]`` as CPython's main does and return the code to run; :func:`install_deep_import`
adds a meta-path finder whose loader executes pure-Python modules in the VM (``--deep``).
"""
import builtins
import importlib.machinery
import importlib.util
import os
import sys
import types
import zipfile
import zipimport
from typing import Any, List, Optional, Tuple

from antioch.errors import AntiochError
from antioch.files import read_bytes
from antioch.vm.machine import get_vm

#: from 3.9 the script's __file__ (and so its code's co_filename) is an absolute path (bpo-20443)
ABSOLUTE_SCRIPT_PATH = sys.version_info >= (3, 9)


class ProgramError(AntiochError):
    """A script or module that cannot be found or compiled."""


class ScriptUnreadableError(ProgramError):
    """A script file that cannot be opened: python says so and exits 2 (Modules/main.c, pymain_run_file)."""

    exit_status = 2


def _fresh_main(filename: Optional[str], spec: Any = None, loader: Any = None) -> types.ModuleType:
    host_main = sys.modules.get("__main__")
    main = types.ModuleType("__main__")
    namespace = vars(main)
    # the module, as Python/pylifecycle.c add_main_module puts it (a runner that started antioch with
    # runpy.run_path/run_module gave the dict: the program gets what a script run the same way would)
    host_builtins = vars(host_main).get("__builtins__", builtins) if host_main is not None else builtins
    namespace["__builtins__"] = builtins if isinstance(host_builtins, types.ModuleType) else vars(builtins)
    if host_main is not None and "__annotations__" in vars(host_main):
        namespace["__annotations__"] = {}  # what the interpreter gave the host's own __main__ (up to 3.13)
    if filename is not None:
        main.__file__ = filename
    main.__spec__ = spec
    main.__loader__ = loader
    main.__package__ = spec.parent if spec is not None else None
    main.__cached__ = None  # type: ignore[attr-defined]
    sys.modules["__main__"] = main
    return main


def prepare_script(path: str, args: List[str]) -> Tuple[types.CodeType, dict]:
    """The compiled script and the globals of its new ``__main__``; ``sys.argv``/``sys.path`` set."""
    if os.path.isdir(path) or (os.path.isfile(path) and zipfile.is_zipfile(path)):
        return _prepare_main_of(path, args)
    try:
        source = read_bytes(path)
    except OSError as exc:
        raise ScriptUnreadableError("can't open file '%s': [Errno %s] %s"
                                    % (path, exc.errno, exc.strerror)) from None
    filename = os.path.abspath(path) if ABSOLUTE_SCRIPT_PATH else path
    if path.endswith(".pyc"):  # as `python x.pyc` does (Python/pythonrun.c, maybe_pyc_file)
        code = _code_of_pyc(source, path)
        loader: Any = importlib.machinery.SourcelessFileLoader("__main__", filename)
    else:
        try:
            code = compile(source, filename, "exec", dont_inherit=True)
        except (SyntaxError, ValueError) as exc:
            line = getattr(exc, "lineno", None)  # None: 3.8-3.11 refuse NUL bytes with a ValueError
            where = path if line is None else "%s:%d" % (path, line)
            raise ProgramError("%s: does not compile: %s" % (where, getattr(exc, "msg", exc))) from None
        loader = importlib.machinery.SourceFileLoader("__main__", filename)
    main = _fresh_main(filename, None, loader)
    sys.argv[:] = [path, *args]
    sys.path[0:1] = [os.path.dirname(os.path.realpath(filename))]
    return code, main.__dict__


def _prepare_main_of(path: str, args: List[str]) -> Tuple[types.CodeType, dict]:
    """``python DIR`` / ``python ARCHIVE.zip``: the folder or archive becomes ``sys.path[0]`` and its
    ``__main__`` module runs as ``__main__`` (Python/pymain_run_python, runpy._run_module_as_main)."""
    entry = os.path.abspath(path) if ABSOLUTE_SCRIPT_PATH else path
    sys.path[0:1] = [entry]
    spec = importlib.machinery.PathFinder.find_spec("__main__", [entry])
    if spec is None or spec.loader is None:
        raise ProgramError("can't find '__main__' module in %r" % entry)
    try:
        code = spec.loader.get_code("__main__")  # type: ignore[attr-defined]
    except SyntaxError as exc:
        raise ProgramError("%s:%s: does not compile: %s" % (spec.origin, exc.lineno, exc.msg)) from None
    if code is None:
        raise ProgramError("No code object available for %s" % spec.origin)
    main = _fresh_main(spec.origin, spec, spec.loader)
    sys.argv[:] = [path, *args]
    return code, main.__dict__


def _code_of_pyc(data: bytes, path: str) -> types.CodeType:
    """The host code object of a .pyc of the host's version, refused unless antioch's verifier accepts it.

    Verified before the code object is even built: from 3.12 CPython's constructor itself writes
    past malformed bytecode (``_PyCode_Quicken``), and the VM must not crash on a bad file.
    """
    from antioch.analysis.verify import verify
    from antioch.codeobj import build_code
    from antioch.pyc import read_pyc

    pyc = read_pyc(data, path)
    host = sys.version_info[:2]
    if pyc.version != host:
        raise ProgramError("%s: a CPython %d.%d .pyc; the VM runs CPython %d.%d bytecode"
                           % (path, pyc.version[0], pyc.version[1], host[0], host[1]))
    problems = verify(pyc.code)
    if problems:
        raise ProgramError("%s: the VM cannot execute it: %s%s" % (path, problems[0],
                                                                   _instruction_at(pyc.code, problems[0])))
    return build_code(pyc.code, verify=False)  # verified above


def _instruction_at(top: Any, problem: Any) -> str:
    """`` (at NAME)``: the opcode at the problem's offset in the code object it names, or ''."""
    from antioch.codeobj import walk_code
    from antioch.opcodes import table_for

    if problem.offset is None:
        return ""
    for fields in walk_code(top):
        if (fields.qualname or fields.name) == problem.where and problem.offset < len(fields.code):
            info = table_for(fields.version).by_number[fields.code[problem.offset]]
            return " (at %s)" % (info.name if info is not None else "opcode %d" % fields.code[problem.offset])
    return ""


def prepare_module(name: str, args: List[str]) -> Tuple[types.CodeType, dict]:
    """``-m name``: the module's (or package's ``__main__``'s) code and its ``__main__`` globals."""
    sys.path[0:1] = [os.getcwd()]
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError) as exc:
        raise ProgramError("Error while finding module specification for %r (%s: %s)"
                           % (name, type(exc).__name__, exc)) from None
    if spec is None:
        raise ProgramError("No module named %s" % name)
    if spec.submodule_search_locations is not None:
        main_name = name + ".__main__"
        spec = importlib.util.find_spec(main_name)
        if spec is None:
            raise ProgramError("No module named %s; '%s' is a package and cannot be directly executed"
                               % (main_name, name))
    loader = spec.loader
    code = loader.get_code(spec.name) if loader is not None and hasattr(loader, "get_code") else None
    if code is None:
        raise ProgramError("No code object available for %s" % spec.name)
    main = _fresh_main(spec.origin, spec, loader)
    sys.argv[:] = [spec.origin or name, *args]
    return code, main.__dict__


def prepare_source(source: str, args: List[str]) -> Tuple[types.CodeType, dict]:
    """``-c source``: its code and a fresh ``__main__``, ``sys.argv`` ``['-c', *args]`` and the current
    directory first on the path, as ``python -c`` sets them (Modules/main.c, pymain_run_command)."""
    try:
        code = compile(source, "<string>", "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as exc:
        raise ProgramError("-c: line %s: does not compile: %s" % (getattr(exc, "lineno", "?"),
                                                                 getattr(exc, "msg", exc))) from None
    main = _fresh_main(None, None, importlib.machinery.BuiltinImporter)
    sys.argv[:] = ["-c", *args]
    sys.path[0:1] = [""]
    return code, main.__dict__


class VMSourceLoader(importlib.machinery.SourceFileLoader):
    """Loads a pure-Python module natively compiled, executes its code in the VM."""

    def exec_module(self, module: types.ModuleType) -> None:
        code = self.get_code(module.__name__)
        if code is None:
            raise ImportError("cannot load %s" % module.__name__)
        get_vm().run_code(code, module.__dict__)


class VMZipLoader:
    """Loads a module of a zip archive (Pyodide's standard library is one): its code from the
    archive's own importer, executed in the VM."""

    def __init__(self, archive: Any) -> None:
        self.archive = archive

    def create_module(self, spec: Any) -> None:
        return None

    def exec_module(self, module: types.ModuleType) -> None:
        get_vm().run_code(self.archive.get_code(module.__name__), module.__dict__)

    def get_code(self, fullname: str) -> Any:
        return self.archive.get_code(fullname)

    def get_source(self, fullname: str) -> Any:  # for tracebacks (linecache asks the module's loader)
        return self.archive.get_source(fullname)

    def is_package(self, fullname: str) -> bool:
        return bool(self.archive.is_package(fullname))


class VMFinder:
    """A meta-path finder: what ``PathFinder`` finds as Python source is loaded by :class:`VMSourceLoader`."""

    def __init__(self, exclude: Tuple[str, ...] = ("antioch",)) -> None:
        self.exclude = exclude

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> Any:
        if fullname.split(".")[0] in self.exclude:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path, target)
        if spec is None:
            return None
        if type(spec.loader) is importlib.machinery.SourceFileLoader:
            spec.loader = VMSourceLoader(fullname, spec.origin)  # type: ignore[arg-type]
        elif isinstance(spec.loader, zipimport.zipimporter) and (spec.origin or "").endswith(".py"):
            spec.loader = VMZipLoader(spec.loader)
        return spec

    def invalidate_caches(self) -> None:
        pass


def install_deep_import() -> VMFinder:
    finder = VMFinder()
    sys.meta_path.insert(0, finder)
    return finder
