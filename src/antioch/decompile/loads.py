"""The simulator's handlers of loads: constants (folded ones written as the source wrote them, where
the pool says), names, globals, attributes, ``super()`` and the markers of what a later instruction
consumes.  A mixin of :class:`~antioch.decompile.simulate.Simulator`."""
from types import CodeType
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Sequence, Set

from antioch.analysis.cfg import Block
from antioch.codeobj import CodeFields
from antioch.decompile import inlined
from antioch.decompile.const_order import folding_text, set_display_order
from antioch.decompile.expr import TEST, Const, Expr, Marker, Name, Unsupported, atom, wrap
from antioch.decompile.facts import Facts
from antioch.decompile.lines import FoldedTuple, folded_item_lines, spread
from antioch.decompile.private_names import unmangled
from antioch.decompile.recent import slice_constant
from antioch.decompile.stmts import Stmt
from antioch.decompile.values import NULL, AssertionName, EmptyArguments, pop_value
from antioch.ir import Instr, RawArg

Stack = List[Expr]

#: constants no case of op_LOAD_CONST but the first applies to (most constants)
_SCALARS = frozenset({str, int, float, bool, bytes, complex, type(None), type(Ellipsis)})


class LoadOps:
    """Handlers of LOAD_* and PUSH_NULL (a mixin of the simulator)."""

    facts: Facts
    line: Optional[int]
    block: Optional[Block]
    owner: Optional[str]
    comprehension: bool
    consts: Sequence[Any]
    folded: Set[int]
    fold_leads: Dict[int, int]
    folds_witnessed: Set[int]
    fold_operands: Dict[int, int]
    plain_names: Set[Any]

    if TYPE_CHECKING:
        def _constant_line(self, instr: Instr) -> Optional[int]: ...

        def op_RETURN_VALUE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None: ...

    def op_LOAD_CONST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = instr.arg
        if type(value) in _SCALARS:  # (most constants: none of the cases below is one of these)
            const = Const(value)
            if instr.index in self.folded and self.facts.consts_in_source_order:
                const.pool_index = instr.index  # (appended by the optimiser: percent_format.unjoined)
                kept = self.fold_operands.get(instr.index)
                const.text, const.prec = folding_text(
                    value, self.fold_leads.get(instr.index), None if kept is None else self.consts[kept],
                    self.consts if instr.index in self.folds_witnessed else None) \
                    or (const.text, const.prec)
            stack.append(const)
            return
        if isinstance(value, RawArg):
            raise Unsupported("LOAD_CONST of an index outside co_consts")
        if isinstance(value, (CodeType, CodeFields)):
            stack.append(Marker("code", value))
            return
        folded = slice_constant(value)
        if folded is not None:  # 3.14+ folds a subscript's constant slices (Python/flowgraph.c)
            stack.append(Marker("slice", folded))
            return
        lines = folded_item_lines(self.block.instrs, instr, self.consts) \
            if isinstance(value, tuple) and self.block else None
        if lines is not None:
            if self.line == lines[0]:  # (the statement starts with the tuple: on the tuple's line)
                self.line = instr.lineno
            stack.append(FoldedTuple(value, instr.lineno, lines))
            return
        const = EmptyArguments(value) if value == () and instr.index in self.folded else Const(value)
        const.pool_index = instr.index
        if instr.index in self.folded and self.facts.consts_in_source_order:
            # 3.14+: made by the optimiser from other constants
            const.text, const.prec = folding_text(value) or (const.text, const.prec)
            lead = self.fold_leads.get(instr.index)
            head = folding_text(value[0], lead) if lead is not None and type(value) is tuple and value else None
            if head is not None:  # (its first item folded from the pool's first constant)
                items = [head[0]] + [Const(v).text for v in value[1:]]
                const.text = "(%s,)" % items[0] if len(items) == 1 else "(%s)" % ", ".join(items)
        if isinstance(value, frozenset) and value and self.facts.consts_in_source_order:
            const.text = "{%s}" % ", ".join(Const(v).text for v in set_display_order(value, self.consts))
        stack.append(const)

    def op_RETURN_CONST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.op_LOAD_CONST(instr, stack, out)
        if isinstance(stack[-1], Const) and stack[-1].line is None:
            # (the constant starts where the return does, or on its NOP's later line)
            stack[-1].line = self._constant_line(instr) or instr.lineno
        self.op_RETURN_VALUE(instr, stack, out)

    def op_LOAD_FAST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        name = instr.arg
        if name not in self.plain_names:  # (each name checked once per code object)
            if isinstance(name, RawArg):
                raise Unsupported("%s of a slot outside the locals" % instr.name)
            if (name.startswith(".") and not (self.comprehension and name == ".0")) or name[:1].isdigit():
                raise Unsupported("a comprehension's hidden local %s" % name)
            self.plain_names.add(name)
        stack.append(Name(name))

    op_LOAD_NAME = op_LOAD_DEREF = op_LOAD_CLASSDEREF = op_LOAD_FAST_CHECK = op_LOAD_FAST
    op_LOAD_CLOSURE = op_LOAD_FAST

    def op_LOAD_LOCALS(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(Marker("locals"))  # 3.12+: a class body's namespace, for the load that follows

    def op_LOAD_FROM_DICT_OR_DEREF(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        namespace = pop_value(stack)
        # (3.14+: an annotation scope in a class reads the class's names through its __classdict__)
        if not (isinstance(namespace, Marker) and namespace.kind == "locals") \
                and not (isinstance(namespace, Name) and namespace.text == "__classdict__"):
            raise Unsupported("%s from something else than the class namespace" % instr.name)
        if instr.arg == ".type_params":  # a generic class's __type_params__ (3.12+, PEP 695)
            stack.append(Name(instr.arg))
            return
        self.op_LOAD_FAST(instr, stack, out)  # a class body's name of the enclosing function

    def op_LOAD_FAST_AND_CLEAR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(inlined.saved(instr.arg))  # 3.12+: an inlined comprehension saves its variable

    def op_LOAD_FAST_LOAD_FAST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if isinstance(instr.arg, RawArg):
            raise Unsupported("LOAD_FAST_LOAD_FAST of a slot outside the locals")
        stack.append(Name(instr.arg[0]))
        stack.append(Name(instr.arg[1]))

    def op_LOAD_GLOBAL(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if instr.flags & 1:  # 3.11+: NULL below the callable
            stack.append(NULL)
        if instr.arg == "AssertionError" and self.facts.assert_loads_global:
            stack.append(AssertionName("AssertionError"))
            return
        self.op_LOAD_FAST(instr, stack, out)

    def op_LOAD_ATTR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        obj = stack.pop() if stack else pop_value(stack)
        attribute = Expr("%s.%s" % (atom(obj), unmangled(instr.arg, self.owner)))
        # (it starts where its object does, which atom() found no Marker: what note_starts would
        # give it, set here as the simulator leaves it to this handler: simulate._OWN_LINES)
        attribute.line = obj.line if obj.line is not None else instr.lineno
        stack.append(attribute)
        if instr.flags & 1:  # 3.12+: a method load pushes the self slot too
            stack.append(NULL)

    def op_LOAD_METHOD(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        obj = stack.pop() if stack else pop_value(stack)
        method = Expr("%s.%s" % (atom(obj), unmangled(instr.arg, self.owner)))
        method.line = obj.line if obj.line is not None else instr.lineno  # (as op_LOAD_ATTR's)
        stack.append(method)
        stack.append(NULL)

    def op_LOAD_SUPER_ATTR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self_arg, cls, func = pop_value(stack), pop_value(stack), pop_value(stack)
        # the low bits (Python/flowgraph.c): 1 loads a method, 2 marks super(cls, obj) written out
        # (each argument of super() on the line where it starts: lines.py)
        args = ", ".join(spread(func.line, [(cls, wrap(cls, TEST)), (self_arg, wrap(self_arg, TEST))])) \
            if instr.flags & 2 else ""
        stack.append(Expr("%s(%s).%s" % (func.text, args, instr.arg)))
        if instr.flags & 1:
            stack.append(NULL)

    def op_PUSH_NULL(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(NULL)

    def op_LOAD_ASSERTION_ERROR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(Marker("assertion"))

    def op_LOAD_BUILD_CLASS(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(Marker("build_class"))
