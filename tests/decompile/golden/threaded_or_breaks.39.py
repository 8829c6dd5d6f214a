def quoted(text, i, n):
    while i < n:
        c = text[i]
        i = i + 1
        if c == '"':
            if i >= n or text[i] != '"':
                break
            i = i + 1
    return i


def options(args):
    values = []
    while args:
        arg = args[0]
        if arg[:2] == '--' and len(arg) > 2 or arg[:1] == '-' and arg[1] != '-':
            break
        else:
            values.append(arg)
            del args[0]
    return values
