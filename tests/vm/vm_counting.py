"""Counting executed instructions natively (sys.settrace with f_trace_opcodes) and in the VM."""
import gc
import sys

from antioch.vm import run_code
from antioch.vm.trace import count

FILENAME = "<counted>"


def native_count(source):
    code = compile(source, FILENAME, "exec")
    gc.collect()  # generators left by earlier programs must not finish (and count) during this one
    n = 0

    def local(frame, event, arg):
        nonlocal n
        if event == "opcode":
            n += 1
        return local

    def start(frame, event, arg):
        if frame.f_code.co_filename != FILENAME:
            return None
        frame.f_trace_opcodes = True
        return local

    old = sys.gettrace()
    sys.settrace(start)
    try:
        exec(code, {"__name__": "counted"})
    finally:
        sys.settrace(old)
    return n


def vm_count(source):
    code = compile(source, FILENAME, "exec")
    gc.collect()
    return count(lambda: run_code(code, {"__name__": "counted"}))


def monitoring_count(source):
    """3.12+: the INSTRUCTION events of sys.monitoring (what sys.settrace's opcode events are built on)."""
    code = compile(source, FILENAME, "exec")
    gc.collect()
    mon = sys.monitoring
    tool = mon.DEBUGGER_ID
    n = 0

    def on_instruction(code_, offset):
        nonlocal n
        if code_.co_filename == FILENAME:
            n += 1

    mon.use_tool_id(tool, "antioch-count")
    mon.register_callback(tool, mon.events.INSTRUCTION, on_instruction)
    mon.set_events(tool, mon.events.INSTRUCTION)
    try:
        exec(code, {"__name__": "counted"})
    finally:
        mon.set_events(tool, 0)
        mon.register_callback(tool, mon.events.INSTRUCTION, None)
        mon.free_tool_id(tool)
    return n
