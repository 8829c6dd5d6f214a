def offsets(kind, values):
    for offset, legit in values:
        if kind == 1:
            t = offset * 2
        elif kind == 2:
            t = offset * 3
        else:
            assert False, 'impossible'
        if legit:
            print(t, offset < 0 and '-' or '+')
