"""Stack shuffles on the simulated stack: POP_TOP, which drops a value (a statement when the value
is an expression's, the end of a statement when it is one of the compiler's markers: a module
imported, a with's entered value, an exception, an iterator), and the instructions that copy or
reorder values (DUP_TOP, COPY, SWAP, ROT_*; Python/bytecodes.c)."""
from typing import TYPE_CHECKING, Any, Dict, List, Optional

from antioch.decompile.expr import TEST, TUPLE, Expr, Marker, Unsupported, wrap
from antioch.decompile.named_expr import PendingStore
from antioch.decompile.stmts import Stmt
from antioch.decompile.values import Stack, pop_value
from antioch.ir import Instr


class StackOps:
    """Handlers of POP_TOP and the instructions that copy or reorder the stack (a mixin of the simulator)."""

    line: Optional[int]
    copies: Dict[int, Expr]
    pending_store: Optional[PendingStore]
    left_loop: bool

    if TYPE_CHECKING:
        def emit(self, out: List[Stmt], kind: str, text: str, data: Any = None) -> Stmt: ...

        def settle_as_statement(self) -> None: ...

    def op_POP_TOP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = stack.pop() if stack else pop_value(stack)
        if self.pending_store is not None and self.pending_store.value is value:
            self.settle_as_statement()  # `(a := value)` as a statement, below
        if isinstance(value, Marker):
            if value.kind == "module":
                module = value.data
                if module["fromlist"] is not None and module.get("aliases"):
                    dots = "." * module["level"]
                    self.emit(out, "import", "%sfrom %s%s import %s" % (module["lazy"], dots, module["name"],
                                                                        ", ".join(module["aliases"])))
                elif module["fromlist"] is None and "as" in module:
                    self.line = None  # the end of `import a.b as c`
                elif module["fromlist"] is None and stack and isinstance(stack[-1], Marker) \
                        and stack[-1].kind == "imported" and stack[-1].data[0] is module:
                    pass  # `import a.b.c as d`: the package, under the submodule taken from it
                else:
                    raise Unsupported("an import whose module is discarded")
            elif value.kind == "imported" and value.data[0]["fromlist"] is None and "as" in value.data[0]:
                self.line = None  # the end of `import a.b.c as d`: the submodule `c` was taken from
            elif value.kind == "imported" and value.data[0]["fromlist"] is None and stack \
                    and isinstance(stack[-1], Marker) and stack[-1].kind == "imported" \
                    and stack[-1].data[0] is value.data[0]:
                pass  # `import a.b.c.d as e`: a submodule, under the next one taken from it
            elif value.kind == "with_value":  # with m:
                self.emit(out, "with_bare", "", value.data)
            elif value.kind in ("exception", "eg_match"):  # a clause without `as` (except*: or no match)
                self.emit(out, "exception_dropped", "<exception dropped>")
            elif value.kind in ("iter", "iter_index", "null", "exhausted", "nothing", "exc_type", "exc_traceback"):
                self.line = None  # the end of the statement before
                # a loop left with no value waiting: a break, into which 3.12+ may copy a small exit
                # (3.15: the iterator's index goes after it)
                self.left_loop = (value.kind == "iter" or (value.kind == "iter_index" and self.left_loop)) \
                    and not (stack and not isinstance(stack[-1], Marker))
            else:
                raise Unsupported("a %s value discarded" % value.kind)
            return
        if id(value) in self.copies:  # a copy made by DUP_TOP / COPY: dropping it is no statement
            last = out[-1] if out else None
            if last is not None and last.kind == "assign" and last.data is value and isinstance(value, Expr):
                target = last.text[:len(last.text) - len(value.text) - len(" = ")]
                if target.isidentifier() and last.text == "%s = %s" % (target, value.text):
                    # `(a := value)` as a statement: the value stored, then its copy dropped
                    last.kind, last.text = "expr", "(%s := %s)" % (target, wrap(value, TEST))
                    self.line = None  # (the POP_TOP ends that statement)
            return
        self.emit(out, "expr", value.text if value.prec > TUPLE else "(%s)" % value.text, value)

    def op_DUP_TOP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.copy(stack, 1)

    def op_DUP_TOP_TWO(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.copy(stack, 2)
        self.copy(stack, 2)

    def op_COPY(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.copy(stack, instr.arg)

    def copy(self, stack: Stack, depth: int) -> None:
        value = stack[-depth]
        self.copies[id(value)] = value  # (kept alive so that the id stays its own)
        stack.append(value)

    def op_SWAP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        n = instr.arg
        stack[-1], stack[-n] = stack[-n], stack[-1]

    def op_ROT_TWO(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack[-1], stack[-2] = stack[-2], stack[-1]

    def op_ROT_THREE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.insert(-2, stack.pop())

    def op_ROT_FOUR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.insert(-3, stack.pop())

    def op_ROT_N(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.insert(-(instr.arg - 1), stack.pop())
