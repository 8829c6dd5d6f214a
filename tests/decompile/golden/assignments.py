x = 1
x += 2
obj.attr -= 3
seq[i] *= 4
a, b = b, a
first, *rest = items
(p, q), r = pairs
x = y = z = 0
obj.attr = value
seq[1:2] = other
del x; del obj.attr
del seq[0]
