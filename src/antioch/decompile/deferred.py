"""Annotations of variables in a module or class body, deferred into an ``__annotate__`` function
(3.14+, PEP 649).

From 3.14 an annotated assignment of a module or class body evaluates no annotation where it
stands: the compiler gathers them into one ``__annotate__(format)`` function of the body
(Python/codegen.c, codegen_deferred_annotations_body), which returns a dict built by
``BUILD_MAP 0`` and one ``COPY 2; LOAD_CONST name; STORE_SUBSCR`` per annotation, each on the
line of its statement.  A module stores that function first (``STORE_NAME __annotate__``) and a
class last (``STORE_NAME __annotate_func__``).  An annotation that might not run (any of a
module's, a class's inside a compound statement) is *conditional*: where it stands the body adds
its index to the set ``__conditional_annotations__`` (``LOAD_SMALL_INT i; SET_ADD 1; POP_TOP``),
and ``__annotate__`` tests ``i in __conditional_annotations__`` before storing it.

Reading back: the body's set-up is taken out of the instructions, each conditional index becomes
``name: annotation`` where it was added (joined to the assignment just before it), and the
unconditional ones are put back among the class's statements by their lines.
"""
import ast
from itertools import compress, repeat
from types import CodeType
from typing import Any, Callable, List, NamedTuple, Optional, Set

from antioch.codeobj import CodeFields, fields_of
from antioch.decompile.expr import TEST, Const, Expr, Unsupported, wrap
from antioch.decompile.facts import CONDITIONAL_JUMPS, PROLOGUE, UNCONDITIONAL_JUMPS
from antioch.decompile.stmts import Stmt
from antioch.ir import Instr

#: the flag of code compiled under ``from __future__ import annotations`` (Lib/__future__.py, 3.7+)
CO_FUTURE_ANNOTATIONS = 0x1000000
#: the set of the indexes of the conditional annotations that ran
CONDITIONAL = "__conditional_annotations__"
#: where a module and a class body store their __annotate__ function
ANNOTATE_STORE = {"module": "__annotate__", "class": "__annotate_func__"}
#: the guard every generated __annotate__ starts with: ``if format > 2: raise NotImplementedError``
GUARD = ["LOAD_FAST", "LOAD_SMALL_INT", "COMPARE_OP", "POP_JUMP_IF_FALSE", "LOAD_COMMON_CONSTANT", "RAISE_VARARGS"]
_LOADS = ("LOAD_FAST", "LOAD_FAST_BORROW", "LOAD_CLOSURE", "LOAD_DEREF")


class Annotation(NamedTuple):
    """One ``name: annotation`` of a body; ``slot`` is its index in ``__conditional_annotations__``
    when it is conditional, else None."""

    slot: Optional[int]
    name: str
    annotation: Expr
    line: Optional[int]


def take_annotate(ir: Any, kind: str) -> Optional[Any]:
    """Take the set-up of deferred annotations out of a module's or class's instructions; returns
    the ``__annotate__`` code, or None when the body has no annotations."""
    f = ir.fields
    stored = ANNOTATE_STORE.get(kind)
    if CONDITIONAL not in f.names and stored not in f.names and CONDITIONAL not in f.cellvars \
            and CONDITIONAL not in f.freevars and CONDITIONAL not in (f.localsplusnames or ()):
        return None  # (no instruction can name either: most bodies need no walk of their items)
    items = ir.items
    code = None
    # (made under ``from __future__ import annotations`` too, where no __annotate__ is)
    store = "STORE_NAME" if kind == "module" else "STORE_DEREF"
    at = _find(items, store, CONDITIONAL)
    if at is not None and _is(items[at - 1], "BUILD_SET") and items[at - 1].arg == 0:
        del items[at - 1:at + 1]
    at = _find(items, "STORE_NAME", stored)
    if at is not None:
        start = at - 2
        if at >= 1 and _is(items[at - 1], "SET_FUNCTION_ATTRIBUTE") and items[at - 1].arg == 8:
            start = at - 3  # a closure: the class namespace, the set, cells of the function around
            if start < 1 or not _is(items[start - 1], "BUILD_TUPLE"):
                return None
            n = items[start - 1].arg
            start -= 1 + n
            if start < 0 or not all(_is(i, *_LOADS) for i in items[start:start + n]):
                return None
            constant = items[at - 3]
        else:
            constant = items[at - 2] if at >= 2 else None
        made = items[at - 1] if start == at - 2 else items[at - 2]
        if not (_is(made, "MAKE_FUNCTION") and _is(constant, "LOAD_CONST") and _is_annotate(constant.arg)):
            return None
        code = constant.arg
        del items[start:at + 1]
    return code


def annotation_text(annotation: Expr, future: bool) -> str:
    """An annotation's source: under ``from __future__ import annotations`` (PEP 563) the compiler
    keeps each one as a string of its source, which the source writes bare."""
    if future and isinstance(annotation, Const) and isinstance(annotation.value, str):
        return annotation.value
    return wrap(annotation, TEST)


def raw_annotation(text: str, future: bool) -> str:
    """:func:`annotation_text` for an annotation already printed (a string literal under PEP 563)."""
    if future and text[:1] in ("'", '"'):
        value = ast.literal_eval(text)
        if isinstance(value, str):
            return value
    return text


def read_annotate(code: Any, version: Any, simulator: Callable[[Any], Any]) -> List[Annotation]:
    """The annotations a generated ``__annotate__`` returns, in order; ``simulator`` makes a
    simulator for the function's own instructions (its annotations are expressions over them)."""
    from antioch.analysis.cfg import build_cfg
    from antioch.lift import lift

    ir = lift(fields_of(code), version)
    instrs = [i for i in ir.items if isinstance(i, Instr) and i.name not in PROLOGUE]
    names = [i.name.replace("_BORROW", "") for i in instrs]
    if names[:len(GUARD)] != GUARD or names[len(GUARD)] != "BUILD_MAP" or instrs[len(GUARD)].arg != 0 \
            or names[-1] != "RETURN_VALUE":
        raise Unsupported("an __annotate__ function of an unusual shape")
    sim = simulator(build_cfg(ir))
    out: List[Annotation] = []
    k, end = len(GUARD) + 1, len(instrs) - 1
    while k < end:
        index = None
        if k + 3 < end and names[k + 1] in ("LOAD_GLOBAL", "LOAD_DEREF", "LOAD_NAME") \
                and instrs[k + 1].arg == CONDITIONAL and names[k + 2] == "CONTAINS_OP" \
                and names[k + 3] == "POP_JUMP_IF_FALSE" and isinstance(instrs[k].arg, int):
            index = instrs[k].arg
            k += 4
        j = k
        while j + 2 < end and not (names[j] == "COPY" and instrs[j].arg == 2 and names[j + 1] == "LOAD_CONST"
                                   and isinstance(instrs[j + 1].arg, str) and names[j + 2] == "STORE_SUBSCR"):
            j += 1
        if j + 2 >= end:
            raise Unsupported("an __annotate__ function of an unusual shape")
        stack: List[Expr] = []
        stmts: List[Stmt] = []
        for instr in instrs[k:j]:
            if instr.name in CONDITIONAL_JUMPS or instr.name in UNCONDITIONAL_JUMPS or instr.name == "FOR_ITER":
                raise Unsupported("an annotation of a variable with branches")
            sim.step(instr, stack, stmts)
        if len(stack) != 1 or stmts:
            raise Unsupported("an annotation of a variable that is not one expression")
        out.append(Annotation(index, instrs[j + 1].arg, stack[0], instrs[j].lineno))
        k = j + 3
    return out


def place_unconditional(stmts: List[Stmt], annotations: List[Annotation]) -> List[Stmt]:
    """Put the annotations no statement of the body marks back among ``stmts`` by their lines:
    joined to the assignment of their name on their line, else a ``name: annotation`` of its own."""
    at = 0
    for a in annotations:
        text = wrap(a.annotation, TEST)
        for i in range(at, len(stmts)):
            s = stmts[i]
            if s.kind == "assign" and s.line == a.line and isinstance(s.data, Expr) \
                    and s.text == "%s = %s" % (a.name, s.data.text):
                s.kind, s.text = "annassign", "%s: %s = %s" % (a.name, text, s.data.text)
                at = i + 1
                break
        else:
            i = next((i for i in range(at, len(stmts)) if (_line_of(stmts[i]) or 0) > (a.line or 0)), len(stmts))
            stmts.insert(i, Stmt("annassign", "%s: %s" % (a.name, text), a.line))
            at = i + 1
    return stmts


def added_slots(instrs: List[Instr]) -> Set[int]:
    """The indexes a body adds to ``__conditional_annotations__`` (``LOAD_SMALL_INT i; SET_ADD 1``)."""
    return {instrs[k - 1].arg for k in range(1, len(instrs))
            if instrs[k].name == "SET_ADD" and instrs[k].arg == 1
            and instrs[k - 1].name in ("LOAD_SMALL_INT", "LOAD_CONST") and isinstance(instrs[k - 1].arg, int)}


def place_dead(stmts: List[Stmt], annotations: List[Annotation]) -> List[Stmt]:
    """Put back the conditional annotations no statement of the body adds: they stood in code the
    compiler dropped (``if False:``, Python/codegen.c, codegen_if: a constant test compiles its
    body without emitting it, but its annotations are still deferred).  Each run of them with
    consecutive indexes becomes one ``if False:`` on the line before its first, placed by lines."""
    runs: List[List[Annotation]] = []
    for a in annotations:
        if runs and runs[-1][-1].slot == (a.slot or 0) - 1:
            runs[-1].append(a)
        else:
            runs.append([a])
    for run in runs:
        line = run[0].line - 1 if run[0].line else None
        body = [Stmt("annassign", "%s: %s" % (a.name, wrap(a.annotation, TEST)), a.line) for a in run]
        i = next((i for i in range(len(stmts)) if (_line_of(stmts[i]) or 0) > (run[0].line or 0)), len(stmts))
        before = stmts[i - 1] if i > 0 else None
        if before is not None and before.kind in ("pass", "if") and before.line is not None and line is not None \
                and before.line <= line and (before.kind == "pass" or before.text == "if False:"):
            # the NOP of the test, read as a ``pass`` on the line of the ``if False:``, or already
            # that ``if`` over the names its body used (dead_names.py)
            if before.kind == "if":
                before.bodies[0][1].extend(body)
                continue
            i -= 1
            line = before.line
            del stmts[i]
        stmts.insert(i, Stmt("if", "if False:", line, None, [(None, body)]))
    return stmts


def conditional_index(stack: List[Expr]) -> Optional[int]:
    """The index SET_ADD adds to ``__conditional_annotations__`` (top of ``stack``, the set below
    it), else None."""
    if len(stack) >= 2 and isinstance(stack[-1], Const) and isinstance(stack[-1].value, int) \
            and stack[-2].text == CONDITIONAL:
        return int(stack[-1].value)
    return None


def _is_annotate(value: Any) -> bool:
    return isinstance(value, (CodeType, CodeFields)) and fields_of(value).name == "__annotate__"


def _line_of(s: Stmt) -> Optional[int]:
    if s.line is None and s.kind == "def" and isinstance(s.data, dict) and s.data.get("decorators"):
        return s.data["decorators"][0][0]
    return s.line


def _is(item: Any, *names: str) -> bool:
    return isinstance(item, Instr) and item.name in names


def _find(items: List[Any], name: str, arg: Optional[str]) -> Optional[int]:
    # (the instructions among the items found at C speed: the search runs on every module and class body)
    for k in compress(range(len(items)), map(isinstance, items, repeat(Instr))):
        item = items[k]
        if item[0] == name and item[1] == arg:  # its name and argument (ir.INSTR_FIELDS)
            return k
    return None


__all__ = [
    "CO_FUTURE_ANNOTATIONS",
    "Annotation",
    "added_slots",
    "annotation_text",
    "conditional_index",
    "place_dead",
    "place_unconditional",
    "raw_annotation",
    "read_annotate",
    "take_annotate",
]
