def which(obj, name, module_name):
    try:
        load(module_name)
        module = modules[module_name]
    except (ImportError, KeyError) as exc:
        raise Error(exc)
    try:
        if lookup(module, name) is obj:
            return module_name
    except AttributeError:
        raise Error(name)
    else:
        raise Error(obj)
