"""Argument binding: a call's positional and keyword arguments into a new frame's slots, with CPython's
TypeErrors (Python/ceval.c, initialize_locals)."""
import sys
from typing import Any, Dict, List, Optional

from antioch.vm.decode import NULL

HOST = sys.version_info[:2]


def _name_for_errors(func: Any) -> str:
    if HOST >= (3, 10):
        return func.__qualname__
    return func.__code__.co_name


def _quoted_list(names: List[str]) -> str:
    quoted = ["'%s'" % n for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return "%s and %s" % tuple(quoted)
    return ", ".join(quoted[:-1]) + ", and " + quoted[-1]


def bind(func: Any, pc: Any, args: List[Any], kwargs: Optional[Dict[str, Any]]) -> List[Any]:
    argcount = pc.argcount
    posonly = pc.posonly
    kwonly = pc.kwonly
    varnames = pc.varnames
    flags = pc.flags
    fast: List[Any] = [NULL] * pc.nfast
    nargs = len(args)
    n = min(nargs, argcount)
    fast[:n] = args[:n]
    total = argcount + kwonly
    slot = total
    if flags & 0x04:  # CO_VARARGS
        fast[slot] = tuple(args[argcount:])
        slot += 1
    elif nargs > argcount:
        _too_many_positional(func, pc, nargs, kwargs)
    kwdict: Optional[Dict[Any, Any]] = None
    if flags & 0x08:  # CO_VARKEYWORDS
        kwdict = {}
        fast[slot] = kwdict
    if kwargs:
        index = pc.keyword_slots
        if index is None:  # made once per code object: the slot of each parameter a keyword may name
            index = pc.keyword_slots = {name: j for j, name in enumerate(varnames[posonly:total], posonly)}
        posonly_as_kw: List[str] = []
        for key, value in kwargs.items():
            j = index.get(key) if isinstance(key, str) else None
            if j is None:
                if kwdict is not None:
                    kwdict[key] = value
                    continue
                if key in varnames[:posonly]:
                    posonly_as_kw.append(key)
                    continue
                if not isinstance(key, str):
                    raise TypeError("%s() keywords must be strings" % _name_for_errors(func))
                raise TypeError("%s() got an unexpected keyword argument '%s'" % (_name_for_errors(func), key))
            if fast[j] is not NULL:
                raise TypeError("%s() got multiple values for argument '%s'" % (_name_for_errors(func), key))
            fast[j] = value
        if posonly_as_kw:
            raise TypeError("%s() got some positional-only arguments passed as keyword arguments: '%s'"
                            % (_name_for_errors(func), ", ".join(posonly_as_kw)))
    if nargs < argcount:
        defaults = func.__defaults__ or ()
        first_default = argcount - len(defaults)
        missing = []
        for j in range(nargs, argcount):
            if fast[j] is NULL:
                if j >= first_default:
                    fast[j] = defaults[j - first_default]
                else:
                    missing.append(varnames[j])
        if missing:
            raise TypeError("%s() missing %d required positional argument%s: %s" % (
                _name_for_errors(func), len(missing), "" if len(missing) == 1 else "s", _quoted_list(missing)))
    if kwonly:
        kwdefaults = func.__kwdefaults__ or {}
        missing = []
        for j in range(argcount, total):
            if fast[j] is NULL:
                name = varnames[j]
                if name in kwdefaults:
                    fast[j] = kwdefaults[name]
                else:
                    missing.append(name)
        if missing:
            raise TypeError("%s() missing %d required keyword-only argument%s: %s" % (
                _name_for_errors(func), len(missing), "" if len(missing) == 1 else "s", _quoted_list(missing)))
    return fast


def bind_positional(func: Any, pc: Any, args: List[Any]) -> bool:
    """Bind a call with positional arguments only to a code with *args, **kwargs or keyword-only parameters
    (``pc.star_call``), in place: ``args`` becomes the frame's slots and True is returned.  False, ``args``
    untouched, when binding fails: :func:`bind` raises CPython's TypeError then."""
    argcount = pc.argcount
    n = len(args)
    flags = pc.flags
    if n > argcount and not flags & 0x04:  # too many, no CO_VARARGS
        return False
    if pc.kwonly:
        kwdefaults = func.__kwdefaults__ or {}
        for name in pc.kwonly_names:
            if name not in kwdefaults:
                return False
    if n < argcount:
        defaults = func.__defaults__
        missing = argcount - n
        if defaults is None or missing > len(defaults):
            return False
        args.extend(defaults[len(defaults) - missing:])
        rest: tuple = ()
    elif n > argcount:
        rest = tuple(args[argcount:])
        del args[argcount:]
    else:
        rest = ()
    if pc.kwonly:
        args.extend([kwdefaults[name] for name in pc.kwonly_names])
    if flags & 0x04:  # CO_VARARGS
        args.append(rest)
    if flags & 0x08:  # CO_VARKEYWORDS: a dict of its own for each call
        args.append({})
    args += pc.rest_blank
    return True


def _too_many_positional(func: Any, pc: Any, nargs: int, kwargs: Optional[Dict[str, Any]]) -> None:
    argcount = pc.argcount
    defaults = func.__defaults__ or ()
    code = func.__code__
    kwonly_given = sum(1 for k in (kwargs or ()) if k in code.co_varnames[argcount:argcount + pc.kwonly])
    if defaults:
        takes = "from %d to %d positional arguments" % (argcount - len(defaults), argcount)
    else:
        takes = "%d positional argument%s" % (argcount, "" if argcount == 1 else "s")
    if kwonly_given:
        given = "%d positional argument%s (and %d keyword-only argument%s)" % (
            nargs, "" if nargs == 1 else "s", kwonly_given, "" if kwonly_given == 1 else "s")
    else:
        given = "%d" % nargs
    raise TypeError("%s() takes %s but %s %s given" % (
        _name_for_errors(func), takes, given, "was" if nargs == 1 and not kwonly_given else "were"))


