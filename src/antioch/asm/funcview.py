"""What a function object adds to its code: parameters by kind, defaults, annotations, closure.

``dis`` shows none of it.  The disassembler writes it as ``;`` comments for the reader and, where
the values are constants, as ``.defaults``/``.kwdefaults``/``.closure`` directives so that the
listing assembles back to an equivalent function (:func:`antioch.function`).
"""
from typing import Any, List, Optional, Tuple

from antioch.asm.consts import format_const, format_name
from antioch.asm.syntax import FLAG_VALUES


def _literal(value: Any) -> Optional[str]:
    try:
        return format_const(value)
    except ValueError:
        return None


def _short(value: Any, width: int = 60) -> str:
    try:
        text = repr(value)
    except Exception:  # a repr that fails must not stop a listing
        text = "<%s object>" % type(value).__name__
    return text if len(text) <= width else text[:width - 3] + "..."


def parameters(code: Any) -> List[Tuple[str, List[str]]]:
    """(kind, names) of the parameters of a host code object, in order."""
    names = code.co_varnames
    pos_only = code.co_posonlyargcount
    argc = code.co_argcount
    kwc = code.co_kwonlyargcount
    i = argc + kwc
    out = [("positional-only", list(names[:pos_only])), ("positional", list(names[pos_only:argc]))]
    star = []
    if code.co_flags & FLAG_VALUES["VARARGS"]:
        star = [names[i]]
        i += 1
    out.append(("*args", star))
    out.append(("keyword-only", list(names[argc:argc + kwc])))
    out.append(("**kwargs", [names[i]] if code.co_flags & FLAG_VALUES["VARKEYWORDS"] else []))
    return out


def signature_text(func: Any) -> str:
    code = func.__code__
    defaults = func.__defaults__ or ()
    kwdefaults = func.__kwdefaults__ or {}
    params = parameters(code)
    positional = params[0][1] + params[1][1]
    first_default = len(positional) - len(defaults)
    parts: List[str] = []
    for i, name in enumerate(positional):
        parts.append(name + ("=" + _short(defaults[i - first_default], 30) if i >= first_default else ""))
        if params[0][1] and i == len(params[0][1]) - 1:
            parts.append("/")
    if params[2][1]:
        parts.append("*" + params[2][1][0])
    elif params[3][1]:
        parts.append("*")
    for name in params[3][1]:
        parts.append(name + ("=" + _short(kwdefaults[name], 30) if name in kwdefaults else ""))
    if params[4][1]:
        parts.append("**" + params[4][1][0])
    return "%s(%s)" % (func.__qualname__, ", ".join(parts))


def function_preamble(func: Any) -> List[str]:
    """Comment lines describing ``func`` and the directives that recreate its defaults and closure."""
    code = func.__code__
    out = ["; function %s" % signature_text(func)]
    if getattr(func, "__module__", None):
        out.append(";   module %s" % func.__module__)
    defaults = func.__defaults__ or ()
    kwdefaults = func.__kwdefaults__ or {}
    params = parameters(code)
    positional = params[0][1] + params[1][1]
    first_default = len(positional) - len(defaults)
    for kind, names in params:
        for name in names:
            i = positional.index(name) if name in positional else -1
            if kind in ("positional-only", "positional") and i >= first_default:
                out.append(";   %-16s %s = %s" % (kind, name, _short(defaults[i - first_default])))
            elif kind == "keyword-only" and name in kwdefaults:
                out.append(";   %-16s %s = %s" % (kind, name, _short(kwdefaults[name])))
            else:
                out.append(";   %-16s %s" % (kind, name))
    annotations = getattr(func, "__annotations__", None) or {}
    for name, value in annotations.items():
        out.append(";   annotation     %s: %s" % (name, _short(value)))
    for name, cell in zip(code.co_freevars, func.__closure__ or ()):
        try:
            contents = _short(cell.cell_contents)
        except ValueError:
            contents = "<empty>"
        out.append(";   closure cell   %s = %s" % (name, contents))
    directives = []
    texts = [_literal(v) for v in defaults]
    if defaults:
        if None in texts:
            out.append(";   (defaults are not all constants: pass defaults= to antioch.function)")
        else:
            directives.append(".defaults %s" % ", ".join(texts))  # type: ignore[arg-type]
    if kwdefaults:
        kw = [(k, _literal(v)) for k, v in kwdefaults.items()]
        if any(t is None for _, t in kw):
            out.append(";   (keyword defaults are not all constants: pass kwdefaults=)")
        else:
            directives.append(".kwdefaults %s" % ", ".join("%s=%s" % (format_name(k), t) for k, t in kw))
    if func.__closure__:
        try:
            cells = [_literal(c.cell_contents) for c in func.__closure__]
        except ValueError:
            cells = [None]
        if None in cells:
            out.append(";   (closure cells are not all constants: pass closure= to antioch.function)")
        else:
            directives.append(".closure %s" % ", ".join(cells))  # type: ignore[arg-type]
    return out + directives
