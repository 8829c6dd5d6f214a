if a:
    f()
elif b:
    g()
else:
    h()
if a and b or c:
    f()
if not a:
    g()
if a < b < c:
    pass
x = a if b else c
y = a or b
z = a and b
w = a is not None
v = a not in b
if x is None:
    f()
