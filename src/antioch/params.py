"""A parameter list written as in a ``def`` (``"a, b=1, /, *args, c, **kw"``) as code object fields.

What :meth:`antioch.ir.Bytecode.new` and the assembler's ``.params`` directive share.  The text
is read by Python's own parser (``ast``), so it accepts exactly what a ``def`` accepts; defaults
must be constants (``ast.literal_eval``), since they belong to the function, not to its code.
"""
import ast
from typing import Any, Dict, List, NamedTuple, Tuple

from antioch.codeobj import CO_VARARGS, CO_VARKEYWORDS


class Params(NamedTuple):
    """The fields a parameter list fixes, and the defaults a function made from it gets."""

    #: parameter names in co_varnames order: positional, keyword-only, then *args, then **kwargs
    varnames: Tuple[str, ...]
    argcount: int
    posonlyargcount: int
    kwonlyargcount: int
    #: CO_VARARGS | CO_VARKEYWORDS as the list has them
    flags: int
    defaults: Tuple[Any, ...]
    kwdefaults: Dict[str, Any]


def parse_params(text: str) -> Params:
    """The :class:`Params` of ``text``; ValueError (with the reason) when it is no parameter list.

    >>> p = parse_params("a, b=1, *args, c, **kw")
    >>> p.varnames, p.argcount, p.kwonlyargcount, p.defaults, p.kwdefaults
    (('a', 'b', 'c', 'args', 'kw'), 2, 1, (1,), {})
    """
    try:
        tree = ast.parse("def f(%s): pass" % text)
        func = tree.body[0]
    except SyntaxError as exc:
        raise ValueError("not a parameter list: %s" % (exc.msg,)) from None
    if len(tree.body) != 1 or not isinstance(func, ast.FunctionDef):
        raise ValueError("not a parameter list: %r" % text)
    args = func.args
    try:
        defaults = tuple(ast.literal_eval(d) for d in args.defaults)
        kwdefaults = {a.arg: ast.literal_eval(d) for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None}
    except ValueError:
        raise ValueError("parameter defaults must be constants (pass others to antioch.function)") from None
    positional: List[str] = [a.arg for a in args.posonlyargs + args.args]
    names = positional + [a.arg for a in args.kwonlyargs]
    flags = 0
    if args.vararg is not None:
        names.append(args.vararg.arg)
        flags |= CO_VARARGS
    if args.kwarg is not None:
        names.append(args.kwarg.arg)
        flags |= CO_VARKEYWORDS
    return Params(tuple(names), len(positional), len(args.posonlyargs), len(args.kwonlyargs), flags,
                  defaults, kwdefaults)
