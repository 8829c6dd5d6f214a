def framework_find(name, path=None):
    error = None
    try:
        return find(name, path)
    except ValueError as exc:
        error = exc
    try:
        return find(name + '.framework', path)
    except ValueError:
        raise error
    finally:
        error = None


def module_details(name, error=ImportError):
    saved = modules[name]
    try:
        return details(name)
    except ImportError as exc:
        raise
    finally:
        modules[name] = saved
