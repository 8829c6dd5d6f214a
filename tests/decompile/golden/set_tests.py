def setting(name, value):
    if name in {'_defaults', '_inst', '_name', '_nparams'}:
        return value

def kind(name):
    if name in {'alpha', 'mid', 'zeta'}:
        return 'mid'
    return name not in {1, 2, 3}
