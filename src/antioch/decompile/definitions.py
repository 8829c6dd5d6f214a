"""The functions, lambdas, classes and type aliases that the code being decompiled makes: each
rebuilt from what MAKE_FUNCTION and the class-building call found on the stack, around the body
of its own code object (:class:`DefinitionOps`, a mixin of
:class:`~antioch.decompile.functions.Decompiler`).
"""
from types import CodeType
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple

from antioch.codeobj import CO_ASYNC_GENERATOR, CO_COROUTINE, fields_of
from antioch.decompile.async_for import AsyncComprehension
from antioch.decompile.comprehension import BRACKETS, comprehension_text
from antioch.decompile.expr import TEST, Const, Expr, Marker, Unsupported, wrap
from antioch.decompile.facts import Facts
from antioch.decompile.outcome import Outcome
from antioch.decompile.simulate import Simulator
from antioch.decompile.stmts import Stmt
from antioch.decompile.type_params import generic_definition, guarded_value, is_generic_wrapper, type_params_text
from antioch.lift import lift


class DefinitionOps:
    """Definitions made by the code being read (a mixin of the decompiler)."""

    version: Tuple[int, int]
    live: Dict[int, CodeType]
    facts: Facts
    outcomes: List[Outcome]
    listings: List[Tuple[int, str]]
    lambda_bodies: Dict[int, List[Stmt]]
    recorded_once: Dict[int, Any]
    comprehension_outcomes: Dict[int, Outcome]
    comprehension_declared: List[Tuple[str, str]]

    if TYPE_CHECKING:
        def body(self, code: Any, kind: str) -> List[Stmt]: ...

        def _body(self, code: Any, kind: str) -> List[Stmt]: ...

        def signature(self, code: Any, data: Dict[str, Any], lambda_: bool = False) -> str: ...

        def returns(self, data: Dict[str, Any]) -> str: ...

    def nested(self, request: Tuple[Any, ...], sim: Simulator) -> Any:
        if request[0] == "comprehension":
            data, iterable = request[1], request[2]
            code = data["code"]
            name = fields_of(code).name
            if name not in BRACKETS or not set(data) <= {"code", "closure"}:
                raise Unsupported("a call of a function made in place")
            before = len(self.outcomes)
            try:
                body = self._body(code, "comprehension")
                text = comprehension_text(name, body, iterable)
            except Unsupported:
                del self.outcomes[before:]
                raise
            for s in body:
                if s.kind in ("global", "nonlocal"):  # (what its assignment expressions bind: comprehension_text)
                    self.comprehension_declared += [(s.kind, n) for n in s.text[len(s.kind) + 1:].split(", ")
                                                    if (s.kind, n) not in self.comprehension_declared]
            self.record_comprehension(code)
            if fields_of(code).flags & CO_COROUTINE:
                return AsyncComprehension(text.text, text.prec)
            return text
        if request[0] == "type_alias":
            return self.type_alias(request[1])
        if request[0] == "function":
            data = request[1]
            code = data["code"]
            if fields_of(code).name == "<lambda>":
                return self.lambda_expr(data)
            if is_generic_wrapper(fields_of(code).name):
                return Marker("generic", data)
            return Marker("function", data)
        if request[0] == "generic":  # def f[T](...): a wrapper called at once (3.12+, PEP 695)
            wrapper = fields_of(request[1]["code"])
            return generic_definition(sim, request[1], request[2],
                                    list(lift(wrapper, self.version, self.live.get(id(wrapper)))), self.lazy_value)
        _, target, value = request
        return self.define(target, value, sim)

    def record_comprehension(self, code: Any) -> None:
        """The outcome of a comprehension's code, recorded once however often its expression is
        read (a block the structurer runs again reads it again)."""
        outcome = self.comprehension_outcomes.get(id(code))
        if outcome is None:
            f = fields_of(code)
            outcome = self.comprehension_outcomes[id(code)] = Outcome(f.qualname or f.name, True, "")
        if all(o is not outcome for o in self.outcomes):
            self.outcomes.append(outcome)

    def lambda_expr(self, data: Dict[str, Any]) -> Expr:
        code = data["code"]
        # 3.13 sets defaults and the closure after MAKE_FUNCTION: the same lambda is asked for again
        body = self.lambda_bodies.get(id(code))
        if body is None:
            outcomes, listings = len(self.outcomes), len(self.listings)
            body = self.lambda_bodies[id(code)] = self.body(code, "lambda")
            self.recorded_once.update((id(item), item) for item in self.outcomes[outcomes:])
            self.recorded_once.update((id(item), item) for item in self.listings[listings:])
        if len(body) == 1 and body[0].kind in ("return", "return_none"):
            value = body[0].data
            result = wrap(value, TEST) if isinstance(value, Expr) else body[0].text[len("return "):]
        elif not body:
            result = "None"
        else:
            raise Unsupported("a lambda whose body is not one expression")
        sig = self.signature(code, data, lambda_=True)
        return LambdaExpr("lambda%s: %s" % ((" " + sig) if sig else "", result), data)

    def lazy_value(self, code: Any) -> Expr:
        """The expression a function of no arguments returns: a type alias's value, a bound."""
        if fields_of(code).varnames[:1] == (".format",):  # 3.14+
            return guarded_value(code, self.version, lambda cfg: Simulator(cfg, self.facts, self.nested))
        body = self.body(code, "lambda")
        if len(body) != 1 or body[0].kind != "return" or not isinstance(body[0].data, Expr):
            raise Unsupported("a lazily evaluated value that is not one expression")
        return body[0].data

    def type_alias(self, parts: Any) -> Marker:
        """``type NAME = value`` from the tuple INTRINSIC_TYPEALIAS takes (3.12+, PEP 695;
        Objects/typevarobject.c, _Py_make_typealias): the name, the type parameters (None: a
        generic alias is built inside a function of its own, see type_params.py) and a function of
        no arguments that returns the value, evaluated lazily (Python/compile.c, compiler_typealias)."""
        if not isinstance(parts, Marker) or parts.kind != "alias_parts":
            raise Unsupported("a type alias built unusually")
        name, params, function = parts.data
        if not isinstance(params, Const) or params.value is not None:
            raise Unsupported("a type alias with type parameters")
        # (a class body's: its __classdict__; 3.14+: the default of its .format parameter)
        if not isinstance(name, Const) or not isinstance(name.value, str) \
                or not set(function.data) <= {"code", "closure", "defaults"}:
            raise Unsupported("a type alias built unusually")
        value = self.lazy_value(function.data["code"])
        return Marker("type_alias", (name.value, "type %s = %s" % (name.value, wrap(value, TEST))))

    def define(self, target: str, value: Marker, sim: Simulator) -> Stmt:
        decorators: List[Tuple[Optional[int], str]] = []
        while value.kind == "decorated":
            text, value = value.data  # the outermost call is the first decorator written
            decorators.append((None, text))
        if value.kind == "function":
            data = value.data
            code = data["code"]
            f = fields_of(code)
            # (before 3.11 a code object has no qualified name: the class being read is its owner)
            qualname = "%s.%s" % (sim.owner, f.name) if self.facts.qualname_on_stack and sim.owner else f.qualname
            if target not in (f.name, _mangled(f.name, qualname)):
                raise Unsupported("a function stored under another name than its own")
            body = self.body(code, "function")
            header = "%sdef %s%s(%s)%s:" % ("async " if f.flags & (CO_COROUTINE | CO_ASYNC_GENERATOR) else "",
                                            f.name, type_params_text(data), self.signature(code, data),
                                            self.returns(data))
        elif value.kind == "class":
            data = value.data
            function = data["function"]
            if not isinstance(function, Marker) or function.kind != "function" or not data["name"] \
                    or const_text(data["name"][0]) != target:
                raise Unsupported("a class built unusually")
            code = function.data["code"]
            f = fields_of(code)
            body = self.body(code, "class")
            args = data["args"]
            header = "class %s%s%s:" % (target, type_params_text(data), "(%s)" % ", ".join(args) if args else "")
        else:
            raise Unsupported("a %s value stored" % value.kind)
        line: Optional[int] = f.firstlineno
        if decorators:
            decorators[0] = (line, decorators[0][1])
            line = None
        return Stmt("def", header, line, {"decorators": decorators}, [(None, body)])


class LambdaExpr(Expr):
    """A lambda; ``data`` is what MAKE_FUNCTION (and 3.13's SET_FUNCTION_ATTRIBUTE) gave it."""

    __slots__ = ("data",)

    def __init__(self, text: str, data: Dict[str, Any]) -> None:
        Expr.__init__(self, text, TEST)
        self.data = data


def const_text(e: Expr) -> Any:
    return e.value if isinstance(e, Const) else None


def _mangled(name: str, qualname: str) -> str:
    """``__name`` of a method as its class stores it, ``_Class__name`` (Python/compile.c, _Py_Mangle)."""
    owner = qualname.split(".")[-2].lstrip("_") if qualname.count(".") else ""
    if not owner or owner == "<locals>" or not name.startswith("__") or name.endswith("__"):
        return name
    return "_%s%s" % (owner, name)


