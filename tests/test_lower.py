"""Lowering writes co_code and its layout in one pass: the same bytes as the general passes
(lay out, solve the jumps until they fit, write), prefixes kept, errors in the same order."""
import importlib
import random
import types

import pytest

from antioch import Bytecode, Instr, Label, lift
from antioch.codeobj import HOST, walk_code
from antioch.edit import body_start
from antioch.encoding.units import decode_units
from antioch.errors import EncodeError
from antioch.ir import RawArg
from antioch.opcodes import table_for

LOWER = importlib.import_module("antioch.lower")
JUMP_ARGS = LOWER._jump_args


class GeneralPassesOnly:
    """_jump_args as if the one pass's jumps never fitted: lowering lays out and writes again."""

    def __init__(self):
        self.first = True

    def __call__(self, *args):
        found, fitted = JUMP_ARGS(*args)
        if self.first:  # the one pass's call
            self.first = False
            return found, False
        return found, fitted


def _edited_sample():
    import argparse
    import json.decoder
    rng = random.Random(3)
    for module in (argparse, json.decoder):
        source = module.__loader__.get_source(module.__name__)
        for code in walk_code(compile(source, module.__file__, "exec")):
            yield lift(code)
            ir = lift(code)
            ir.items.insert(body_start(ir), Instr("NOP"))
            yield ir
            ir = lift(code)
            places = [k for k, item in enumerate(ir.items) if isinstance(item, Instr)]
            for _ in range(rng.choice([1, 60, 400])):  # enough NOPs that some jumps need a prefix more
                ir.items.insert(rng.choice(places), Instr("NOP"))
            yield ir


def test_one_pass_equals_the_general_passes(monkeypatch):
    irs = list(_edited_sample())
    one_pass = [LOWER.lower(ir) for ir in irs]
    general = []
    for ir in irs:
        monkeypatch.setattr(LOWER, "_jump_args", GeneralPassesOnly())
        general.append(LOWER.lower(ir))
    assert len(irs) > 500
    grown = 0
    for a, b in zip(one_pass, general):
        assert (a.code, a.linetable, a.exceptiontable) == (b.code, b.linetable, b.exceptiontable), a.qualname
        grown += len(a.code) > len(b.code)  # never: both end where the jumps fit
    assert grown == 0


def test_jumps_that_grow_after_an_edit_are_solved():
    ir = Bytecode.new("f", params="x")
    done = Label()
    ir.items += [Instr("LOAD_FAST", "x"), Instr("POP_JUMP_IF_FALSE" if "POP_JUMP_IF_FALSE" in table_for(HOST)
                                                else "POP_JUMP_FORWARD_IF_FALSE", done)]
    ir.items += [Instr("NOP") for _ in range(300)]
    ir.items += [done, Instr("LOAD_CONST", None), Instr("RETURN_VALUE")]
    fields = LOWER.lower(ir)
    units = decode_units(table_for(HOST), fields.code)
    jump = next(u for u in units if u.info.is_jump)
    assert jump.ext == 1 and jump.arg > 0xFF
    target = next(u for u in units if u.info.name == "LOAD_CONST")
    assert table_for(HOST).jump_target(jump.info, jump.offset, jump.arg) == target.start


def test_redundant_prefixes_of_a_jump_are_kept():
    ir = Bytecode.new("f")
    done = Label()
    ir.items += [Instr("JUMP_FORWARD", done, None, 0, 2), Instr("NOP"), done, Instr("LOAD_CONST", None),
                 Instr("RETURN_VALUE")]
    fields = LOWER.lower(ir)
    units = decode_units(table_for(HOST), fields.code)
    jump = next(u for u in units if u.info.is_jump)
    # (right after RESUME and its caches: 3.15's RESUME has a cache unit)
    after_resume = units[0].size if units[0].info.name == "RESUME" else 0
    assert jump.ext == 2 and jump.start == after_resume
    target = next(u for u in units if u.info.name == "LOAD_CONST")
    assert table_for(HOST).jump_target(jump.info, jump.offset, jump.arg) == target.start
    assert [i.ext for i in lift(fields).instructions() if i.name == "JUMP_FORWARD"] == [2]


def test_an_argument_beyond_32_bits_is_refused_after_the_jumps():
    ir = Bytecode.new("f")
    ir.items += [Instr("LOAD_CONST", RawArg(1 << 33)), Instr("RETURN_VALUE")]
    with pytest.raises(EncodeError, match="does not fit in 32 bits"):
        LOWER.lower(ir)
    ir.items.insert(0, Instr("JUMP_FORWARD", Label()))
    with pytest.raises(EncodeError, match="jumps to a label that is not in the code"):
        LOWER.lower(ir)


def test_a_new_local_after_a_free_variable_moves_the_free_slot():
    def outer():
        x = 1

        def inner():
            return x
        return inner
    inner = outer()
    ir = lift(inner.__code__)
    ret = next(k for k, i in enumerate(ir.items) if isinstance(i, Instr) and i.name == "RETURN_VALUE")
    ir.items[ret:ret] = [Instr("STORE_FAST", "y"), Instr("LOAD_FAST", "y")]  # after the free variable's load
    code = ir.to_code()
    assert code.co_varnames == ("y",) and code.co_freevars == ("x",)
    assert types.FunctionType(code, inner.__globals__, closure=inner.__closure__)() == 1
