def linkage_of(fileout):
    linkage = ''
    if 'ELF' in fileout:
        linkage = 'ELF'
    elif 'COFF' in fileout:
        linkage = 'COFF'
    else:
        pass
    return linkage


def ensure(a):
    if a:
        prepare(a)
    else:
        pass
    return a


def nested(a, b):
    if a:
        print(b)
        if b:
            prepare(b)
        else:
            pass
    print(a)
