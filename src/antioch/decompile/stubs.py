"""A code object left as a listing: its stub body (the definitions it makes, each decompiled on its
own, then ``raise NotImplementedError``) and the comment block of its listing, printed after the
program (a mixin of the decompiler)."""
import contextlib
from types import CodeType
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple

from antioch.asm.printer import format_listing
from antioch.codeobj import (
    CO_ASYNC_GENERATOR,
    CO_COROUTINE,
    CO_OPTIMIZED,
    CO_VARARGS,
    CO_VARKEYWORDS,
    CodeFields,
    fields_of,
    parameter_count,
)
from antioch.decompile.comprehension import BRACKETS, comprehension_text
from antioch.decompile.expr import Const, Unsupported
from antioch.decompile.facts import Facts
from antioch.decompile.outcome import Outcome
from antioch.decompile.recent import imports_kept
from antioch.decompile.static_attributes import kept_assignments
from antioch.decompile.stmts import STUB, Stmt
from antioch.errors import AntiochError
from antioch.lift import lift

if TYPE_CHECKING:
    from antioch.decompile.expr import Expr


class StubOps:
    """Stubs of the code objects not decompiled (a mixin of the decompiler)."""

    version: Tuple[int, int]
    facts: Facts
    outcomes: List[Outcome]
    listings: List[Tuple[int, str]]
    static_attributes: Optional[Tuple[str, ...]]

    if TYPE_CHECKING:
        def body(self, code: Any, kind: str) -> List[Stmt]: ...

        def _body(self, code: Any, kind: str) -> List[Stmt]: ...

        def signature(self, code: Any, data: Dict[str, Any], lambda_: bool = False) -> str: ...

        def lambda_expr(self, data: Dict[str, Any]) -> "Expr": ...

        def record_comprehension(self, code: Any) -> None: ...

    def stub(self, code: Any, reason: str, keep_nested: bool = True) -> List[Stmt]:
        """The body of a code object left as a listing: the functions and classes it makes (each
        decompiled on its own, without what the code around them gave them: defaults, bases,
        decorators), then ``raise NotImplementedError``; the listing itself goes to
        :attr:`listings`, printed after the program, so that a stub never takes more lines than the
        code it replaces (a lone ``raise`` is printed on its ``def`` line: :mod:`.stmts`)."""
        f = fields_of(code)
        name = f.qualname or f.name
        try:
            listing = format_listing(code)
        except AntiochError as exc:
            listing = "(no listing: %s)" % exc
        lines = ["# antioch could not decompile %s (line %d): %s" % (name, f.firstlineno, reason)]
        kept = kept_assignments(code, self.version, self.static_attributes) \
            if f.flags & CO_OPTIMIZED and keep_nested else ""
        if kept:
            lines.append("# (the assignments after its raise keep the class's __static_attributes__)")
        lines.append("# its listing:")
        lines += ["#   " + line if line else "#" for line in listing.rstrip("\n").split("\n")]
        self.listings.append((f.firstlineno, "\n".join(lines)))
        out = []
        for const in f.consts if keep_nested else ():
            if isinstance(const, (CodeType, CodeFields)):
                nested = self._standalone(const)
                if nested is not None:
                    out.append(nested)
        if keep_nested and self.facts.imports_shape_calls and f.name == "<module>":
            with contextlib.suppress(AntiochError):  # (its listing says why it cannot be lifted)
                out += imports_kept(lift(f, self.version))
        text = "raise NotImplementedError(%r)" % ("antioch: %s not decompiled: %s" % (name, reason))
        if f.flags & CO_OPTIMIZED and keep_nested:
            # the functions kept may say `nonlocal x` of a variable only the lost body assigned
            n = parameter_count(f)
            text += "".join("; %s = None" % name for name in f.cellvars
                            if name not in f.varnames[:n] and name.isidentifier())
        text += kept
        out.append(Stmt("raise", text, None, STUB))
        return out

    def _listed_inside(self, code: Any) -> bool:
        """Whether a stub's listing holds this nested code object: those :meth:`_standalone` does not
        decompile on their own (lambdas, comprehensions, 3.14's annotations of variables)."""
        f = fields_of(code)
        n = f.argcount + f.kwonlyargcount + bool(f.flags & CO_VARARGS) + bool(f.flags & CO_VARKEYWORDS)
        return not f.name.isidentifier() or (f.name == "__annotate__" and bool(self.facts.docstring_flag)) \
            or not all(name.isidentifier() for name in f.varnames[:n])  # a type alias's value (3.15: `.format`)

    def _standalone(self, code: Any) -> Optional[Stmt]:
        """The ``def`` or ``class`` of a nested code object, for a stub."""
        f = fields_of(code)
        if self._listed_inside(code):
            return self._standalone_expression(code)
        n = parameter_count(f)
        if not all(name.isidentifier() for name in f.varnames[:n]):
            return None  # a parameter no def can name (3.14's `.format` of a type alias's value)
        if f.flags & CO_OPTIMIZED:
            try:
                header = "def %s(%s):" % (f.name, self.signature(code, {}))
            except Unsupported:
                return None
            prefix = "async " if f.flags & (CO_COROUTINE | CO_ASYNC_GENERATOR) else ""
            return Stmt("def", prefix + header, f.firstlineno, None, [(None, self.body(code, "function"))])
        return Stmt("def", "class %s:" % f.name, f.firstlineno, None, [(None, self.body(code, "class"))])

    def _standalone_expression(self, code: Any) -> Optional[Stmt]:
        """A lambda or comprehension of a stub's code as an expression statement of the stub (a
        comprehension over ``()``: its iterable is evaluated outside its code object), so that its
        code object is made again; None for 3.14's annotations of variables, which no expression
        writes, and where the expression is not recovered."""
        f = fields_of(code)
        before = len(self.outcomes)
        try:
            if f.name == "<lambda>":
                text = self.lambda_expr({"code": code}).text
            elif f.name in BRACKETS:
                text = comprehension_text(f.name, self._body(code, "comprehension"), Const(())).text
                self.record_comprehension(code)
            else:
                return None
        except (Unsupported, AntiochError):
            del self.outcomes[before + (f.name == "<lambda>"):]  # (a lambda's own stub is reported)
            return None
        return Stmt("expr", text, f.firstlineno)
