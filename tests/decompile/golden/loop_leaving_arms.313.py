def digits(text, pos, strict):
    value = 0
    while True:
        char = ord(text[pos])
        pos += 1
        if 65 <= char <= 90:
            digit = char - 65
        else:
            if strict:
                raise UnicodeError('bad digit at %d' % pos)
            return (pos, None)
        value = value * 36 + digit
        if digit < 10:
            return (pos, value)
        value *= 2


def permutations(pool, n, r):
    indices = list(range(n))
    while n:
        for i in reversed(range(r)):
            if indices[i]:
                indices[i] -= 1
            else:
                yield tuple((pool[i] for i in indices[:r]))
                break
        else:
            return None


def first_header(lines, fields):
    while True:
        header = lines.readline()
        if not header.startswith(b'begin'):
            continue
        if len(fields) == 3:
            try:
                int(fields[1], 8)
            except ValueError:

                pass
            else:
                break
    return header
