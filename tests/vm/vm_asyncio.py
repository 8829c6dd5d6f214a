"""asyncio.run for the differential programs inside Pyodide.

Pyodide's own event loop (WebLoop) is already running and can only block in ``asyncio.run`` with
WebAssembly stack switching, which Node lacks; its selector loop cannot make the self-pipe
(no socketpair).  :func:`host_asyncio` swaps in, for native and VM runs alike, an event loop whose
selector only sleeps: enough for tasks, gather, queues, sleep and timeouts.  Off Pyodide it does nothing.
"""
import asyncio
import contextlib
import sys
import time
from asyncio import events


class _SleepSelector:
    """No file descriptors to watch: waiting for the next timer is a sleep."""

    def select(self, timeout=None):
        if timeout:
            time.sleep(timeout)
        return []

    def close(self):
        pass


class SleepLoop(asyncio.BaseEventLoop):
    def __init__(self):
        super().__init__()
        self._selector = _SleepSelector()

    def _process_events(self, event_list):
        pass

    def _write_to_self(self):
        pass


def _run(main, *, debug=None):
    running = events._get_running_loop()  # the WebLoop: asyncio.run refuses to start under it
    events._set_running_loop(None)
    try:
        with asyncio.Runner(debug=debug, loop_factory=SleepLoop) as runner:
            return runner.run(main)
    finally:
        events._set_running_loop(running)


@contextlib.contextmanager
def host_asyncio():
    if sys.platform != "emscripten":
        yield
        return
    saved = asyncio.run
    asyncio.run = _run
    try:
        yield
    finally:
        asyncio.run = saved
