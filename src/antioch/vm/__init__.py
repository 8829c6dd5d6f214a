"""antioch's Python VM: CPython bytecode of the host version executed by handlers written in Python.

Use::

    from antioch.vm import run_source
    run_source("print(sum(i * i for i in range(10)))")

See :mod:`antioch.vm.trace` for the event stream a stepper draws from.
"""
from typing import Any, Optional

from antioch.vm.calls import AsyncGenerator, Coroutine, Function
from antioch.vm.frame import STATE
from antioch.vm.machine import VM, get_vm
from antioch.vm.versions import VMError


def run_code(code: Any, globals_: Optional[dict] = None, locals_: Any = None) -> Any:
    """Run a code object in the VM with these globals (a fresh ``__main__``-like dict by default)."""
    if globals_ is None:
        globals_ = {"__name__": "__main__"}
    return get_vm().run_code(code, globals_, locals_)


def run_source(source: str, globals_: Optional[dict] = None, filename: str = "<string>") -> Any:
    """Compile ``source`` natively and run the module code in the VM."""
    return run_code(compile(source, filename, "exec"), globals_)


__all__ = ["STATE", "VM", "AsyncGenerator", "Coroutine", "Function", "VMError", "get_vm", "run_code",
           "run_source"]
