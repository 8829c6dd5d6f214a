"""The simulator's handlers of stores, deletions and imports: where a value leaves the stack into a
name, an attribute or an item, and what a store of a marker means (an import, a ``def``, a loop's
target, ``except T as name``).  A mixin of :class:`~antioch.decompile.simulate.Simulator`."""
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional

from antioch.decompile import inlined
from antioch.decompile.deferred import annotation_text
from antioch.decompile.expr import (
    ATOM,
    NAMED_EXPR,
    TEST,
    TUPLE,
    BinOp,
    Const,
    Expr,
    Marker,
    Name,
    Unsupported,
    atom,
    tuple_text,
    wrap,
)
from antioch.decompile.lines import target_lines
from antioch.decompile.named_expr import PendingStore, still_on
from antioch.decompile.private_names import unmangled
from antioch.decompile.stmts import Stmt
from antioch.decompile.values import pop_value, slice_text, subscript
from antioch.ir import Instr, RawArg

Stack = List[Expr]

#: what a class body stores of its cells before returning the cell itself (Python/compile.c
#: compiler_class_body): the return is the class's, not `return (__classcell__ := __class__)`
CLASS_CELLS = ("__classcell__", "__classdictcell__")


class StoreOps:
    """Handlers of STORE_*, DELETE_* and IMPORT_* (a mixin of the simulator)."""

    stack: Stack
    line: Optional[int]
    owner: Optional[str]
    annotations: bool
    future_annotations: bool
    finally_depth: int
    value_waits: bool
    parallel: List[Any]
    copies: Dict[int, Expr]
    pending_store: Optional[PendingStore]
    globals_declared: List[str]
    nested: Callable[[Any, Any], Any]

    if TYPE_CHECKING:
        def emit(self, out: List[Stmt], kind: str, text: str, data: Any = None) -> Stmt: ...

    # -- storing -------------------------------------------------------------------------------

    def op_STORE_FAST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if isinstance(instr.arg, RawArg):
            raise Unsupported("%s of a slot outside the locals" % instr.name)
        _note_target_line(stack, instr)
        self.assign(instr.arg, stack.pop() if stack else pop_value(stack), out)

    op_STORE_NAME = op_STORE_DEREF = op_STORE_FAST

    def op_STORE_GLOBAL(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if instr.arg not in self.globals_declared:
            self.globals_declared.append(instr.arg)
        self.op_STORE_FAST(instr, stack, out)

    def op_STORE_FAST_STORE_FAST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if isinstance(instr.arg, RawArg):
            raise Unsupported("STORE_FAST_STORE_FAST of a slot outside the locals")
        _note_target_line(stack, instr)
        self.assign(instr.arg[0], pop_value(stack), out)
        _note_target_line(stack, instr)
        self.assign(instr.arg[1], pop_value(stack), out)

    def op_STORE_FAST_LOAD_FAST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if isinstance(instr.arg, RawArg):
            raise Unsupported("STORE_FAST_LOAD_FAST of a slot outside the locals")
        _note_target_line(stack, instr)
        self.assign(instr.arg[0], pop_value(stack), out)
        stack.append(Name(instr.arg[1]))

    def op_STORE_ATTR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        obj = pop_value(stack)
        self.assign("%s.%s" % (atom(obj), unmangled(instr.arg, self.owner)), pop_value(stack), out)

    def op_STORE_SUBSCR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        key, obj = pop_value(stack), pop_value(stack)
        if self.annotations and isinstance(obj, Name) and obj.text == "__annotations__" \
                and isinstance(key, Const) and isinstance(key.value, str) and key.value.isidentifier():
            self.annotate(key.value, pop_value(stack), out)
            return
        self.assign("%s[%s]" % (atom(obj), subscript(key)), pop_value(stack), out)

    def op_STORE_SLICE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stop, start, obj = pop_value(stack), pop_value(stack), pop_value(stack)
        self.assign("%s[%s]" % (atom(obj), slice_text([start, stop])), pop_value(stack), out)

    def assign(self, target: str, value: Expr, out: List[Stmt]) -> None:
        """``target = value``, or what a store of this value means (an import, a def, a loop target)."""
        if isinstance(value, Const) and value.value is None and clears_name(out, "%s = None" % target):
            self.emit(out, "assign", "%s = None" % target, value)
            return
        waiting = self.stack and not isinstance(self.stack[-1], Marker) and id(self.stack[-1]) not in self.copies \
            and not self.finally_depth
        if (waiting or self.parallel) and not isinstance(value, Marker):
            # `a, b = b, a`: the compiler swaps the values on the stack and stores them one by one;
            # a target that unpacks (`a, (b, c) = x, y`) keeps its brackets among them
            self.parallel.append(("(%s)" % target if "," in target else target, value))
            if not waiting:
                targets, values = zip(*sorted(self.parallel, key=lambda pair: pair[1].order))
                self.parallel = []
                self.emit(out, "assign", "%s = %s" % (", ".join(targets), ", ".join(wrap(v, TEST) for v in values)))
            return
        if isinstance(value, Marker):
            self.assign_marker(target, value, out)
            return
        if isinstance(value, BinOp) and value.inplace and wrap(value.left, ATOM) == target:
            self.emit(out, "augassign", "%s %s= %s" % (target, value.op, wrap(value.right, TUPLE + 1)))
            return
        if out and out[-1].kind == "assign" and out[-1].data is value and id(value) in self.copies:
            self.settle_as_statement()
            head = out[-1].text[:len(out[-1].text) - len(value.text)]  # a = b = value: stored in order a, b
            out[-1].text = "%s%s = %s" % (head, target, value.text)
            self.line = None  # the end of the statement: its line is not the next one's
            return
        if id(value) in self.copies and target.isidentifier() and still_on(self.stack, value) and \
                target not in CLASS_CELLS:
            # maybe `target := value` inside an expression whose other operands wait below: written
            # as a statement until what takes the value says which
            waits, self.value_waits = self.value_waits, True
            try:
                stmt = self.emit(out, "assign", "%s = %s" % (target, value.text), value)
            finally:
                self.value_waits = waits
            self.pending_store = PendingStore(stmt, target, value, _values_wait(self.stack, value))
            return
        self.emit(out, "assign", "%s = %s" % (target, value.text if value.prec > NAMED_EXPR else "(%s)" % value.text),
                  value)

    def settle_as_statement(self) -> None:
        """The pending store was a statement after all (``a = b = value``, ``(a := value)``)."""
        pending, self.pending_store = self.pending_store, None
        if pending is not None and pending.others_waited:
            raise Unsupported("a statement while a value waits on the stack")

    def assign_marker(self, target: str, value: Marker, out: List[Stmt]) -> None:
        kind = value.kind
        if kind == "unpack":
            group, index = value.data
            group["targets"][index] = target
            if all(t is not None for t in group["targets"]):
                texts = [("*" + t if i == group["star"] else t) for i, t in enumerate(group["targets"])]
                source = group["value"]
                if not isinstance(source, Marker) or source.kind in ("unpack", "next"):
                    texts = target_lines(texts, group["lines"])
                    first = group["lines"][0]
                    if self.line is not None and first is not None and first < self.line \
                            and any("\x00" in t for t in texts):
                        self.line = first  # `(a,` / `b) = c`: the statement starts with its targets
                # (targets on several lines need their brackets)
                whole = tuple_text(texts, parens=group["nested"] or any("\x00" in t for t in texts))
                if group["nested"] and isinstance(source, Marker) and source.kind == "unpack":
                    self.assign_marker(whole, source, out)
                else:
                    self.assign(whole, source, out)
            return
        if kind == "saved":
            inlined.restore(target, value)
            if not self.stack:
                self.line = None  # after the statement that used the comprehension: not the next one's line
            return
        if kind == "with_value":  # with m as name; `as (a, b)` needs its parentheses
            self.emit(out, "with_as", "(%s)" % target if "," in target else target, value.data)
            return
        if kind in ("exception", "eg_match"):  # except T as name, except* T as name
            self.emit(out, "exception_as", target, value)
            return
        if kind == "next":  # a for loop's target: the structurer takes it off the body
            self.emit(out, "for_target", target, value)
            return
        if kind == "module":
            module = value.data
            top = module["name"].split(".")[0]
            if module["level"] or module["fromlist"] is not None:
                raise Unsupported("an import stored unusually")
            if target == top:
                self.emit(out, "import", "%simport %s" % (module["lazy"], module["name"]))
            elif "." not in module["name"]:
                self.emit(out, "import", "%simport %s as %s" % (module["lazy"], module["name"], target))
            else:
                raise Unsupported("an import stored unusually")
            return
        if kind == "imported":
            module, name = value.data
            if module["fromlist"] is None:  # import a.b.c as d
                module["as"] = target
                self.emit(out, "import", "%simport %s as %s" % (module["lazy"], module["name"], target))
            else:
                module["aliases"].append(name if name == target else "%s as %s" % (name, target))
            return
        if kind == "type_alias":
            name, text = value.data
            if name != target:
                raise Unsupported("a type alias stored under another name than its own")
            self.emit(out, "type", text)
            return
        if kind in ("function", "class", "decorated"):
            stmt = self.nested(("define", target, value), self)
            stmt.line = self.line if stmt.line is None else stmt.line
            self.line = None
            out.append(stmt)
            return
        raise Unsupported("a %s value stored" % kind)

    def op_SETUP_ANNOTATIONS(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.annotations = True
        self.line = None

    def annotate(self, name: str, annotation: Expr, out: List[Stmt]) -> None:
        """``name: annotation``, joined to ``name = value`` just before it (the compiler stores the
        value first, then the annotation into ``__annotations__``)."""
        text = annotation_text(annotation, self.future_annotations)
        last = out[-1] if out else None
        if last is not None and last.kind == "assign" and last.text.startswith(name + " = ") \
                and isinstance(last.data, Expr) and last.text == "%s = %s" % (name, last.data.text):
            last.kind = "annassign"
            last.text = "%s: %s = %s" % (name, text, last.data.text)
            self.line = None
            return
        self.emit(out, "annassign", "%s: %s" % (name, text))

    # -- deleting ------------------------------------------------------------------------------

    def op_DELETE_FAST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.emit(out, "del", "del %s" % instr.arg)

    op_DELETE_NAME = op_DELETE_GLOBAL = op_DELETE_DEREF = op_DELETE_FAST

    def op_DELETE_ATTR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.emit(out, "del", "del %s.%s" % (atom(pop_value(stack)), unmangled(instr.arg, self.owner)))

    def op_DELETE_SUBSCR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        key, obj = pop_value(stack), pop_value(stack)
        self.emit(out, "del", "del %s[%s]" % (atom(obj), subscript(key)))

    # -- imports -------------------------------------------------------------------------------

    def op_IMPORT_NAME(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        fromlist, level = pop_value(stack), pop_value(stack)
        if not isinstance(fromlist, Const) or not isinstance(level, Const):
            raise Unsupported("IMPORT_NAME with computed arguments")
        # 3.15's `lazy import` (PEP 810) sets the flag 1 of the argument (Lib/dis.py: "+ lazy"; its
        # "+ eager", 2, marks an import in a try statement, a function or a class, where no import is lazy)
        stack.append(Marker("module", {"name": instr.arg, "level": level.value, "fromlist": fromlist.value,
                                       "aliases": [], "lazy": "lazy " if instr.flags & LAZY_IMPORT else ""}))

    def op_IMPORT_FROM(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        module = stack[-1]
        if isinstance(module, Marker) and module.kind == "imported" and module.data[0]["fromlist"] is None:
            # `import a.b.c as d` takes each submodule from the one before (Python/compile.c,
            # compiler_import_as): the next part of the name
            parts = module.data[0]["name"].split(".")
            if module.data[1] not in parts[1:-1] or parts[parts.index(module.data[1], 1) + 1] != instr.arg:
                raise Unsupported("IMPORT_FROM of another name than the import's")
            stack.append(Marker("imported", (module.data[0], instr.arg)))
            return
        if not isinstance(module, Marker) or module.kind != "module":
            raise Unsupported("IMPORT_FROM without its module")
        stack.append(Marker("imported", (module.data, instr.arg)))

    def op_IMPORT_STAR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.import_star(pop_value(stack), out)

    def import_star(self, module: Expr, out: List[Stmt]) -> None:
        if not isinstance(module, Marker) or module.kind != "module":
            raise Unsupported("import * without its module")
        if module.data["lazy"]:
            raise Unsupported("a lazy import of *")  # (a syntax error: Python/codegen.c)
        self.emit(out, "import", "from %s%s import *" % ("." * module.data["level"], module.data["name"]))


#: the flag of IMPORT_NAME's argument that says ``lazy import`` (3.15, Python/codegen.c)
LAZY_IMPORT = 1


def _values_wait(stack: Stack, copied: Expr) -> bool:
    """Whether values other than ``copied``, copies and markers wait on the stack (as ``emit`` counts)."""
    return any(not isinstance(v, Marker) and v is not copied for v in stack)


def clears_name(out: List[Stmt], text: str) -> bool:
    """``text`` is the compiler's ``name = None`` just after POP_EXCEPT, or the ``del name`` after that."""
    if out and out[-1].kind == "pop_except":
        return text.endswith(" = None") and text[:-len(" = None")].isidentifier()
    return len(out) > 1 and out[-2].kind == "pop_except" and out[-1].text == "%s = None" % text[len("del "):]


def _note_target_line(stack: Stack, instr: Instr) -> None:
    """The line of a local's store that takes an item of an unpacking (``lines.target_lines``)."""
    top = stack[-1] if stack else None
    if isinstance(top, Marker) and top.kind == "unpack":
        group, index = top.data
        group["lines"][index] = instr.lineno
