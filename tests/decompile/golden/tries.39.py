import os
try:
    import foo
except ImportError:
    foo = None
for x in y:
    try:
        if x:
            continue
        z = f(x)
    except (KeyError, ValueError) as exc:
        print(exc)
        break
    except Exception:
        raise
def h(p):
    try:
        return p()
    except OSError:
        return None


def after_leaving_handlers(obj):
    try:
        lines = fetch(obj)
    except (OSError, TypeError):
        return None
    if ismodule(obj):
        return 1
    return 2


def else_after_leaving_handlers(obj):
    try:
        lines = fetch(obj)
    except (OSError, TypeError):
        return None

    if ismodule(obj):
        return 1
    else:
        return 2
