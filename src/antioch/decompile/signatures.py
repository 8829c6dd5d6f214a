"""A function's parameter list and annotations as source text, from what MAKE_FUNCTION took off the
stack (defaults, keyword defaults, annotations) and the code object's own counts and names, or from
the ``__annotate__`` function 3.14 attaches (PEP 649).  A mixin of the decompiler."""
from typing import TYPE_CHECKING, Any, Dict, List, Optional

from antioch.codeobj import CO_VARARGS, CO_VARKEYWORDS, fields_of
from antioch.decompile.deferred import raw_annotation
from antioch.decompile.expr import TEST, Const, Expr, Marker, Unsupported, wrap
from antioch.decompile.lines import FoldedTuple
from antioch.decompile.values import Display

#: (a name for the annotations of the functions nested in ``signature``: annotations there are
#: evaluated at each call, and a subscript of ``typing`` is a look-up in its cache)
MaybeText = Optional[str]


class SignatureOps:
    """``signature``, ``returns`` and ``annotations`` of a function being defined."""

    future_annotations: bool

    if TYPE_CHECKING:
        def _annotate_body(self, code: Any) -> Dict[str, str]: ...

    def signature(self, code: Any, data: Dict[str, Any], lambda_: bool = False) -> str:
        f = fields_of(code)
        names = f.varnames
        n_pos = f.argcount
        positional = list(names[:n_pos])
        kwonly = list(names[n_pos:n_pos + f.kwonlyargcount])
        at = n_pos + f.kwonlyargcount
        vararg = names[at] if f.flags & CO_VARARGS else None
        at += 1 if vararg else 0
        kwarg = names[at] if f.flags & CO_VARKEYWORDS else None
        defaults = _sequence(data.get("defaults"))
        kwdefaults = _mapping(data.get("kwdefaults"))
        annotations = self.annotations(data)
        if annotations and lambda_:
            raise Unsupported("a lambda with annotations")

        marks = _annotation_marks(data.get("annotations"))

        def param(name: str, default: MaybeText = None) -> str:
            mark = marks.get(name, "")
            if default is not None and default.startswith("\x00"):  # (a line mark: lines.py)
                if not mark:
                    mark = default[:default.index("\x01") + 1]
                default = default[default.index("\x01") + 1:]
            return mark + _param(name, default)

        def _param(name: str, default: MaybeText = None) -> str:
            text = name
            if name in annotations:
                text += ": %s" % annotations[name]
                if default is not None:
                    return "%s = %s" % (text, default)
            return text if default is None else "%s=%s" % (text, default)

        parts: List[str] = []
        first_default = len(positional) - len(defaults)
        if first_default < 0:
            raise Unsupported("more defaults than parameters")
        for i, name in enumerate(positional):
            parts.append(param(name, defaults[i - first_default] if i >= first_default else None))
            if i + 1 == f.posonlyargcount:
                parts.append("/")
        if vararg:
            parts.append(_starred("*", param(vararg)))
        elif kwonly:
            parts.append("*")
        for name in kwonly:
            parts.append(param(name, kwdefaults.get(name)))
        if kwarg:
            parts.append(_starred("**", param(kwarg)))
        # (a return annotation on a later line: the closing bracket goes there, before it)
        return ", ".join(parts) + marks.get("return", "")

    def returns(self, data: Dict[str, Any]) -> str:
        """`` -> annotation`` when the function has a return annotation."""
        annotation = self.annotations(data).get("return")
        return " -> %s" % annotation if annotation is not None else ""

    def annotations(self, data: Dict[str, Any]) -> Dict[str, str]:
        """Parameter (and ``return``) -> annotation text: from the tuple or dict MAKE_FUNCTION took
        (3.8-3.13), or read back from the ``__annotate__`` function 3.14 attaches (PEP 649)."""
        annotate = data.get("annotate")
        if annotate is None:
            found = _annotations(data.get("annotations"))
        else:
            if "annotated" not in data:
                code = annotate.data["code"] if isinstance(annotate, Marker) and annotate.kind == "function" else None
                if code is None or set(annotate.data) - {"code", "closure"}:
                    raise Unsupported("an __annotate__ that is not a plain function")
                data["annotated"] = self._annotate_body(code)
            found = dict(data["annotated"])
        return {name: raw_annotation(text, self.future_annotations) for name, text in found.items()}


def _sequence(value: Optional[Expr]) -> List[str]:
    if value is None:
        return []
    if isinstance(value, FoldedTuple):
        return list(value.items)
    if isinstance(value, Const) and isinstance(value.value, tuple):
        return [Const(v).text for v in value.value]
    if isinstance(value, Display) and value.kind == "tuple":
        return list(value.items)
    raise Unsupported("defaults that are not a tuple")


def _mapping(value: Optional[Expr]) -> Dict[str, str]:
    if value is None:
        return {}
    if isinstance(value, Display) and value.kind == "dict" and value.pairs is not None:
        return dict(value.pairs)
    raise Unsupported("keyword defaults that are not a dict display")


def _starred(stars: str, text: str) -> str:
    """``*args`` of a parameter's text, a line mark before it kept first."""
    at = text.index("\x01") + 1 if text.startswith("\x00") else 0
    return text[:at] + stars + text[at:]


def _annotation_marks(value: Optional[Expr]) -> Dict[str, str]:
    """Parameter (and ``return``) -> the line mark of an annotation that began on a later line than
    the ``def``, when the annotations were folded into one constant: each item's NOP keeps its line
    (:class:`FoldedTuple`).  The parameter goes on that line, where its name's NOP keeps the def's."""
    if not isinstance(value, FoldedTuple):
        return {}
    marks = {}
    for name, texts in zip(value.value[::2], zip(value.items[::2], value.items[1::2])):
        # (which of the two NOPs on a line was kept is not told: the pair's later line is the annotation's)
        marked = [t for t in texts if t.startswith("\x00")]
        if marked:
            marks[str(name)] = marked[-1][:marked[-1].index("\x01") + 1]
    return marks


def _annotations(value: Optional[Expr]) -> Dict[str, str]:
    if value is None:
        return {}
    if isinstance(value, Display) and value.kind == "dict" and value.pairs is not None:
        return dict(value.pairs)
    if isinstance(value, Display) and value.kind == "tuple" and value.values is not None:  # 3.10+: name, value, ...
        values = value.values
        out = {}
        for name, ann in zip(values[::2], values[1::2]):
            if not isinstance(name, Const) or not isinstance(name.value, str):
                raise Unsupported("annotations of an unusual shape")
            out[name.value] = wrap(ann, TEST)
        return out
    if isinstance(value, Const) and isinstance(value.value, tuple):  # all constant: names and strings
        items = value.value
        return {str(n): Const(a).text for n, a in zip(items[::2], items[1::2])}
    raise Unsupported("annotations of an unusual shape")
