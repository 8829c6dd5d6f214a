"""Handlers that build and unpack containers and format values, shared by every version:
``HANDLER(frame, stack, arg)``.
"""
from antioch.vm import calls, ops
from antioch.vm.frame import fresh

# ---- building ----------------------------------------------------------------------------------

def BUILD_TUPLE(f, s, a):
    if a:
        t = tuple(s[-a:])
        del s[-a:]
        s.append(t)
    else:
        s.append(())


def BUILD_LIST(f, s, a):
    if a:
        t = s[-a:]
        del s[-a:]
        s.append(t)
    else:
        s.append([])


def BUILD_SET(f, s, a):
    if a:
        t = set(s[-a:])
        del s[-a:]
        s.append(t)
    else:
        s.append(set())


def BUILD_MAP(f, s, a):
    d = {}
    if a:
        items = s[-2 * a:]
        del s[-2 * a:]
        for j in range(0, 2 * a, 2):
            d[items[j]] = items[j + 1]
    s.append(d)


def BUILD_CONST_KEY_MAP(f, s, a):
    keys = s.pop()
    values = s[-a:] if a else []
    if a:
        del s[-a:]
    s.append(dict(zip(keys, values)))


def BUILD_STRING(f, s, a):
    if a:
        t = "".join(s[-a:])
        del s[-a:]
        s.append(t)
    else:
        s.append("")


def BUILD_SLICE(f, s, a):
    if a == 3:
        step = s.pop()
        stop = s.pop()
        s[-1] = slice(s[-1], stop, step)
    else:
        stop = s.pop()
        s[-1] = slice(s[-1], stop)


def LIST_APPEND(f, s, a):
    v = s.pop()
    s[-a].append(v)


def SET_ADD(f, s, a):
    v = s.pop()
    s[-a].add(v)


def MAP_ADD(f, s, a):
    v = s.pop()
    k = s.pop()
    s[-a][k] = v


def LIST_EXTEND(f, s, a):
    v = s.pop()
    try:
        s[-a].extend(v)
    except TypeError:
        if not hasattr(v, "__iter__") and not hasattr(v, "__getitem__"):
            raise fresh(TypeError("Value after * must be an iterable, not %s" % type(v).__name__)) from None
        raise


def SET_UPDATE(f, s, a):
    v = s.pop()
    s[-a].update(v)


def DICT_UPDATE(f, s, a):
    v = s.pop()
    try:
        s[-a].update(v)
    except AttributeError:
        raise fresh(TypeError("'%s' object is not a mapping" % type(v).__name__)) from None


def DICT_MERGE(f, s, a):
    # a = (oparg, how far below the dict the callable is: ceval's format_kwargs_error argument)
    a, below = a
    v = s.pop()
    d = s[-a]
    if not hasattr(v, "keys"):
        fn = s[-a - below]
        raise TypeError(ops.MESSAGES["star_mapping"] % {"func": calls.func_desc(fn), "type": type(v).__name__})
    for k in v.keys():  # noqa: SIM118  (the mapping protocol is keys() then [])
        if k in d:
            fn = s[-a - below]
            raise TypeError("%s got multiple values for keyword argument '%s'" % (calls.func_desc(fn), k))
        d[k] = v[k]


def LIST_TO_TUPLE(f, s, a):
    s[-1] = tuple(s[-1])


def UNPACK_SEQUENCE(f, s, a):
    seq = s.pop()
    t = type(seq)
    if (t is tuple or t is list) and len(seq) == a:
        s.extend(reversed(seq))
        return
    items = _unpack(seq, a, -1)
    s.extend(reversed(items))


def _unpack(seq, before, after):
    try:
        it = iter(seq)
    except TypeError:
        raise fresh(TypeError("cannot unpack non-iterable %s object" % type(seq).__name__)) from None
    items = []
    for _ in range(before):
        try:
            items.append(next(it))
        except StopIteration:
            if after < 0:
                raise fresh(ValueError("not enough values to unpack (expected %d, got %d)"
                                       % (before, len(items)))) from None
            raise fresh(ValueError("not enough values to unpack (expected at least %d, got %d)"
                             % (before + after, len(items)))) from None
    if after < 0:
        try:
            next(it)
        except StopIteration:
            return items
        if hasattr(seq, "__len__"):
            raise ValueError("too many values to unpack (expected %d, got %d)" % (before, len(seq)))
        raise ValueError("too many values to unpack (expected %d)" % before)
    rest = list(it)
    if len(rest) < after:
        raise ValueError("not enough values to unpack (expected at least %d, got %d)"
                         % (before + after, before + len(rest)))
    if after:
        items.append(rest[:-after])
        items.extend(rest[-after:])
    else:
        items.append(rest)
    return items


def UNPACK_EX(f, s, a):
    seq = s.pop()
    items = _unpack(seq, a & 0xFF, a >> 8)
    s.extend(reversed(items))


# ---- formatting ----------------------------------------------------------------------------------

_CONVERSIONS = (None, str, repr, ascii)


def FORMAT_VALUE(f, s, a):
    spec = s.pop() if a & 4 else ""
    conv = _CONVERSIONS[a & 3]
    v = s[-1]
    if conv is not None:
        v = conv(v)
    s[-1] = v if (type(v) is str and not spec) else format(v, spec)


def CONVERT_VALUE(f, s, a):
    s[-1] = _CONVERSIONS[a](s[-1])


def FORMAT_SIMPLE(f, s, a):
    v = s[-1]
    if type(v) is not str:
        s[-1] = format(v)


def FORMAT_WITH_SPEC(f, s, a):
    spec = s.pop()
    s[-1] = format(s[-1], spec)
