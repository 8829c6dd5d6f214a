"""What CPython checks when it makes a code object, checked on :class:`CodeFields` of any version.

Loading a .pyc makes each code object with the code constructor (``PyCode_NewWithPosOnlyArgs``
in Objects/codeobject.c of 3.8-3.10, ``_PyCode_Validate`` and ``init_code`` from 3.11), so
what it refuses can never run.  One refusal is not an exception but an abort: before 3.11
``intern_strings`` calls ``Py_FatalError("non-string found in code slot")`` for a name that is
not exactly ``str`` in co_names, co_varnames, co_freevars or co_cellvars (3.11+ raise
SystemError for co_names and the slot names).  That happens for every name, used or not.

>>> from antioch.codeobj import CodeFields
>>> load_problems(CodeFields((3, 8), code=b"d\\x00S\\x00", consts=(None,), names=("print", 5)))
[('co_names', 'co_names[1] is int, not str: CPython 3.8 aborts loading this code (non-string found in code slot)')]
"""
from typing import Any, List, Tuple

from antioch.codeobj import CodeFields

#: C ``int`` fields of the constructor, which refuses negatives (PyCode_New*, _PyCode_Validate)
_COUNTS = ("argcount", "posonlyargcount", "kwonlyargcount", "nlocals", "stacksize")
_INT_MAX = 2 ** 31 - 1
#: the fields whose every item is interned as a name
_NAME_TUPLES = ("names", "varnames", "freevars", "cellvars")
#: what each field must be (the constructor's PyBytes_Check / PyTuple_Check / PyUnicode_Check)
_TYPES = {"code": bytes, "consts": tuple, "names": tuple, "varnames": tuple, "freevars": tuple,
          "cellvars": tuple, "filename": str, "name": str, "qualname": str, "linetable": bytes,
          "exceptiontable": bytes}


def load_problems(f: CodeFields) -> List[Tuple[str, str]]:
    """(field, sentence) for each thing CPython ``f.version``'s code constructor refuses; [] when none.

    Only this code object: nested ones in co_consts are checked on their own.
    """
    if _plainly_valid(f):
        return []
    out: List[Tuple[str, str]] = []
    version = "CPython %d.%d" % f.version
    for name, wanted in _TYPES.items():
        value = getattr(f, name)
        if type(value) is not wanted:
            out.append(("co_" + name, "co_%s is %s, not %s: %s refuses it" % (
                name, type(value).__name__, wanted.__name__, version)))
    for name in _NAME_TUPLES:
        value = getattr(f, name)
        if type(value) is not tuple:
            continue
        for index, item in enumerate(value):
            if type(item) is not str:
                what = "aborts loading this code" if f.version < (3, 11) else "refuses this code"
                out.append(("co_" + name, "co_%s[%d] is %s, not str: %s %s (non-string found in code slot)"
                            % (name, index, type(item).__name__, version, what)))
                break
    for name in _COUNTS:
        value = getattr(f, name)
        if type(value) is not int or not 0 <= value <= _INT_MAX:
            out.append(("co_" + name, "co_%s is %r, not a count from 0 to 2**31 - 1: %s refuses it"
                        % (name, value, version)))
    if type(f.argcount) is int and type(f.posonlyargcount) is int and f.posonlyargcount > f.argcount:
        out.append(("co_posonlyargcount", "co_posonlyargcount %d is more than co_argcount %d: %s refuses it"
                    % (f.posonlyargcount, f.argcount, version)))
    return out


def _plainly_valid(f: CodeFields) -> bool:
    """The common case, tested at C speed: every field of its type, every name a str, counts in range."""
    try:
        counts = (f.argcount, f.posonlyargcount, f.kwonlyargcount, f.nlocals, f.stacksize)
        names: Any = f.names + f.varnames + f.freevars + f.cellvars
        return (type(f.code) is bytes and type(f.linetable) is bytes and type(f.exceptiontable) is bytes
                and type(f.consts) is tuple and type(f.filename) is str and type(f.name) is str
                and type(f.qualname) is str and set(map(type, names)) <= _STR and set(map(type, counts)) == _INT
                and min(counts) >= 0 and max(counts) <= _INT_MAX and counts[1] <= counts[0])
    except TypeError:  # a name field that is not a tuple
        return False


_STR = {str}
_INT = {int}


__all__ = ["load_problems"]
