def details(e, name):
    if e:
        raise ValueError(('%s; %r is a package and cannot ' + 'be executed') % (e, name))
    return 'done'
