"""Room on the host's frame stack for the VM's recursion.

CPython 3.11+ keeps a thread's Python frames in a stack of 16 KB chunks (Python/pystate.c,
``push_chunk`` and ``_PyThreadState_PopFrame``): a call that does not fit in the current chunk maps a
new one, and the return that empties it unmaps it again.  Each VM call nests several host frames (the
call handler, ``send``, the frame's loop), so a program whose recursion goes up and down across a
chunk's end maps and unmaps a chunk on each crossing.  The coroutines benchmark (``fib(25)`` as
coroutines) spent 40% of its CPU time on 3.13 in the kernel doing that.

:func:`call_with_room` calls a function from a host frame whose value stack is
:data:`RESERVED_WORDS` long: the frame needs a chunk of its own, sized to fit it with the same room
again to spare (``push_chunk`` doubles 16 KB until the frame fits), and that chunk stays while the
frame lives, so the VM's frames above it stay in one chunk up to about a megabyte of host frames.  The
reserved stack slots are never written, so their memory is never touched.  Before 3.11 a frame is a
heap object of its own, and the reservation would only cost memory: the plain call is used there.
"""
import sys
import types
from typing import Any

#: the host keeps its frames in chunks of a per-thread stack (3.11+, Include/internal/pycore_frame.h)
HOST_HAS_FRAME_CHUNKS = sys.version_info >= (3, 11)

#: value-stack slots (pointers) the calling frame reserves: 1 MB, in a chunk of 2 MB
RESERVED_WORDS = 1 << 17


def _call(fn: Any, *args: Any) -> Any:
    return fn(*args)


def _with_reserved_stack(fn: Any) -> Any:
    code = fn.__code__.replace(co_stacksize=fn.__code__.co_stacksize + RESERVED_WORDS)
    return types.FunctionType(code, fn.__globals__, fn.__name__, fn.__defaults__, fn.__closure__)


#: ``call_with_room(fn, *args)`` is ``fn(*args)`` called from a frame that holds a large stack chunk
call_with_room = _with_reserved_stack(_call) if HOST_HAS_FRAME_CHUNKS else _call
