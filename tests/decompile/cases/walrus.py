def named(g):
    (a := 10)
    (b := g(a))
    c = d = 3
    return (a, b, c, d)


(top := 5)
