for n in items:
    d = f(n)
    if d and g(n):
        break
