def check(items, testname):
    for funcname in items:
        func = g(funcname)
        if func is None:
            if funcname == testname:
                raise ValueError(funcname)
            continue
        if funcname == testname:
            t()
        else:
            u()
