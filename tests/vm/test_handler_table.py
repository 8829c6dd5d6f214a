"""``antioch.vm.handler_table``: which handler serves which opcode, per version, and names that tell the truth."""
import pytest

from antioch.opcodes import table_for
from antioch.vm import handler_table
from antioch.vm.versions import TABLES

#: handlers named like one opcode that serve another one too, because the two mean the same thing there
SHARED = {
    "EXTENDED_ARG": {"NOP"},  # the decoder folds the argument in
    "NOT_TAKEN": {"NOP"},
    "END_FOR": {"POP_TOP"},  # 3.13+
    "POP_ITER": {"POP_TOP"},  # 3.14
    "LOAD_SMALL_INT": {"LOAD_CONST"},  # the decoder resolves the value
    "LOAD_COMMON_CONSTANT": {"LOAD_CONST"},
    "LOAD_FAST_BORROW": {"LOAD_FAST"},  # a borrowed reference is CPython's own affair
    "LOAD_FAST_BORROW_LOAD_FAST_BORROW": {"LOAD_FAST_LOAD_FAST"},
    "BINARY_OP": {"BINARY_SUBSCR"},  # 3.14: BINARY_OP []
}


@pytest.mark.parametrize("version", sorted(TABLES), ids=lambda v: "%d.%d" % v)
def test_every_opcode_has_a_named_handler(version):
    table = handler_table(version)
    opcodes = table_for(version).by_name
    assert table and all(name in opcodes and handler for name, handler in table.items())
    for opname, handlers in table.items():
        for handler in handlers.split(" | "):
            if handler in opcodes and handler != opname:
                assert handler in SHARED.get(opname, ()), (opname, handler)


def test_names_say_how_variants_differ():
    assert handler_table((3, 11))["LOAD_FAST"] == "LOAD_FAST_CHECKED"
    assert handler_table((3, 12))["LOAD_FAST"] == "LOAD_FAST"
    assert handler_table((3, 12))["LOAD_FAST_CHECK"] == "LOAD_FAST_CHECKED"
    assert handler_table((3, 12))["LOAD_ATTR"] == "LOAD_ATTR | LOAD_METHOD_NULL_FIRST"
    assert handler_table((3, 13))["CALL"] == "CALL_NULL_AFTER"
    assert handler_table((3, 15))["POP_ITER"] == "POP_TWO"
    assert handler_table((3, 8))["SETUP_FINALLY"] == "SETUP_FINALLY"
