def setting(name, value):
    if name in {'_name', '_defaults', '_inst', '_nparams'}:
        return value
    return None
def kind(name):
    if name in {'zeta', 'alpha', 'mid'}:
        return 'mid'
    return name not in {3, 1, 2}
