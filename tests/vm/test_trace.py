"""The trace event stream: plain data with the documented fields, the stack after each instruction."""
import json
import sys

from antioch.vm import run_code
from antioch.vm.trace import record

SOURCE = """
def add(a, b):
    c = a + b
    return c
def outer():
    x = 10
    def inner():
        return x
    try:
        return add(1, 2) + inner()
    finally:
        pass
result = outer()
"""


def _events(only=()):
    g = {"__name__": "t"}
    code = compile(SOURCE, "<traced>", "exec")
    events = record(lambda: run_code(code, g), only)
    assert g["result"] == 13
    return events


def test_events_are_plain_data_with_the_documented_fields():
    events = _events()
    json.dumps(events)  # plain data only
    kinds = {e["event"] for e in events}
    assert kinds == {"instruction", "return"}
    for e in events:
        if e["event"] != "instruction":
            continue
        for key in ("frame", "code", "name", "filename", "index", "offset", "position", "opname", "arg",
                    "argrepr", "stack", "locals", "cells"):
            assert key in e
        assert e["filename"] == "<traced>"
        assert ("handler" in e) == (sys.version_info >= (3, 11))
        assert ("blocks" in e) == (sys.version_info < (3, 11))


def test_stack_after_each_instruction_and_filtering():
    events = _events(only=["add"])
    assert {e["code"] for e in events} == {"add"}
    adds = [e for e in events if e["event"] == "instruction" and e["opname"] in ("BINARY_OP", "BINARY_ADD")]
    assert len(adds) == 1 and adds[0]["stack"] == ["3"]
    assert adds[0]["locals"] == {"a": "1", "b": "2"}
    assert adds[0]["position"][0] == 3
    returns = [e for e in events if e["event"] == "return"]
    assert returns == [{"event": "return", "frame": returns[0]["frame"], "code": "add", "value": "3",
                        "raised": False}]


def test_cells_and_the_try_block_are_visible():
    events = [e for e in _events(only=["outer"]) if e["event"] == "instruction"]
    assert any(e["cells"].get("x") == "10" for e in events)
    if sys.version_info >= (3, 11):
        assert any(e["handler"] is not None for e in events)
    else:
        assert any(e["blocks"] for e in events)


def test_exception_events():
    g = {}
    code = compile("def f():\n    try:\n        1 / 0\n    except ZeroDivisionError:\n        return 'ok'\n"
                   "r = f()\n", "<traced>", "exec")
    events = record(lambda: run_code(code, g), ["f"])
    exc = [e for e in events if e["event"] == "exception"]
    assert len(exc) == 1 and exc[0]["type"] == "ZeroDivisionError" and g["r"] == "ok"
