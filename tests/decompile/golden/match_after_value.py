
def signature_kinds(parameters, types, default):
    mandatory = 0
    for p in parameters:
        converter = types.get(p.name) or default
        match p.kind:
            case 1:
                mandatory += 1
            case 2:
                raise RuntimeError('not handled')
    return mandatory
