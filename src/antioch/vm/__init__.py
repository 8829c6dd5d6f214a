"""antioch's Python VM: CPython bytecode of the host version executed by handlers written in Python.

Use::

    from antioch.vm import run_source
    run_source("print(sum(i * i for i in range(10)))")

See :mod:`antioch.vm.trace` for the event stream a stepper draws from.
"""
from typing import Any, Dict, Optional, Tuple

from antioch.vm.calls import Function
from antioch.vm.coroutines import AsyncGenerator, Coroutine
from antioch.vm.frame import STATE
from antioch.vm.machine import VM, get_vm
from antioch.vm.versions import VMError, handler_names


def run_code(code: Any, globals_: Optional[dict] = None, locals_: Any = None) -> Any:
    """Run a code object in the VM with these globals (a fresh ``__main__``-like dict by default)."""
    if globals_ is None:
        globals_ = {"__name__": "__main__"}
    return get_vm().run_code(code, globals_, locals_)


def run_source(source: str, globals_: Optional[dict] = None, filename: str = "<string>") -> Any:
    """Compile ``source`` natively and run the module code in the VM."""
    return run_code(compile(source, filename, "exec"), globals_)


def handler_table(version: Tuple[int, int]) -> Dict[str, str]:
    """Which handler serves each opcode of ``version``: ``{opname: handler name}``, e.g.
    ``handler_table((3, 12))["LOAD_FAST_CHECK"] == "LOAD_FAST_CHECKED"``; ``"A | B"`` where the
    argument picks one (LOAD_ATTR's method bit).  A handler named like an opcode serves that opcode."""
    return handler_names(version)


__all__ = ["STATE", "VM", "AsyncGenerator", "Coroutine", "Function", "VMError", "get_vm", "handler_table", "run_code",
           "run_source"]
