def setting(name, value):
    if name in {'_name', '_defaults', '_inst', '_nparams'}:
        return value

def kind(name):
    if name in {'zeta', 'mid', 'alpha'}:
        return 'mid'
    return name not in {1, 2, 3}
