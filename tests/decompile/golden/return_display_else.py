def search_paths(config, prefix=None):
    if prefix is None:
        prefix = config['prefix']
    if WINDOWS:
        return config['paths']

    ver = version

    return [join(prefix, f'python{ver.major}{ver.minor}.zip'),
        join(prefix, f'python{ver.major}.{ver.minor}')]



def pick(kind):
    if kind:
        return None


    return (first(kind),
        second(kind))
