squares = [x * x for x in range(10)]
evens = {x for x in items if x % 2 == 0}
table = {k: v for k, v in pairs if k and v}
nested = [(a, b) for a in xs for b in ys if a != b]
total = sum((x for x in items))


def inside(rows, scale):
    cells = [[cell * scale for cell in row if cell] for row in rows]
    return (len(rows), {key: [v for v in values] for key, values in cells})


class Table:
    columns = [name.upper() for name in ('a', 'b')]
