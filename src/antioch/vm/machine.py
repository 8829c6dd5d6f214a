"""The :class:`VM`: runs host code objects with every instruction executed by antioch's handlers."""
import builtins as _builtins
import sys
import types
from typing import Any, List, Optional, Tuple

from antioch.vm import calls, genframes, hoststack, introspect, native_binding
from antioch.vm.calls import run
from antioch.vm.decode import NULL, HandlerTable, PCode
from antioch.vm.frame import STATE, new_frame
from antioch.vm.fuse import fuse
from antioch.vm.versions import build_handler_table

HOST: Tuple[int, int] = (sys.version_info[0], sys.version_info[1])


class VM:
    """A Python VM for the host's bytecode.  One per process is the norm (:func:`get_vm`)."""

    def __init__(self) -> None:
        self.handlers: HandlerTable = build_handler_table(HOST)
        self.handlers.fuse = fuse  # superinstructions for the untraced loop
        self.version = HOST

    def pcode(self, code: types.CodeType) -> PCode:
        return self.handlers.pcode(code)

    def run_code(self, code: types.CodeType, globals_: dict, locals_: Any = None,
                 closure: Optional[tuple] = None, native_depth: Optional[int] = None) -> Any:
        """Execute ``code`` (module, exec or eval code) with these globals; returns what the code returns.

        Started with no VM code running, the program's recursion depth begins at ``native_depth``; by
        default the Python frames below this call count, and the program's stack goes on into them.
        """
        if STATE.depth:
            return self._run_code(code, globals_, locals_, closure)
        introspect.enter(native_depth, introspect.real_getframe(1))
        try:  # the program's host frames go on in one chunk of the host's frame stack
            return hoststack.call_with_room(self._run_code, code, globals_, locals_, closure)
        finally:
            introspect.leave()

    def _run_code(self, code: types.CodeType, globals_: dict, locals_: Any, closure: Optional[tuple]) -> Any:
        pc = self.pcode(code)
        if locals_ is None:
            locals_ = globals_
        if "__builtins__" not in globals_:
            globals_["__builtins__"] = _builtins
        fast: List[Any] = [NULL] * pc.nfast
        for slot, _arg in pc.cell2arg:
            fast[slot] = calls.CellType()
        if pc.nfree and closure is not None:
            fast[pc.free_start:] = closure
        f = new_frame(pc, fast, globals_, calls._builtins_of(globals_), locals_)
        if pc.kind:
            return calls.make_generator(f, None)
        return run(f)

    def make_function(self, code: types.CodeType, globals_: dict, closure: Optional[tuple] = None) -> Any:
        return calls.Function(code, globals_, None, None, None, closure)


_vm: Optional[VM] = None


def get_vm() -> VM:
    """The process's VM (made on first use; handler tables are built once)."""
    global _vm
    if _vm is None:
        _vm = VM()
        STATE.vm = _vm
        introspect.install()
        genframes.install()
        native_binding.install(calls.Function)
    return _vm
