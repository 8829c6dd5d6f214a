def options(args, shortopts, longopts, first):
    opts = []
    rest = []
    while args:
        if args[0] == '--':
            rest += args[1:]
            break
        if args[0][:2] == '--':
            opts, args = longs(opts, args[0][2:], longopts, args[1:])
        elif args[0][:1] == '-' and args[0] != '-':
            opts, args = shorts(opts, args[0][1:], shortopts, args[1:])
        else:
            if first:
                rest += args
                break

            rest.append(args[0])
            args = args[1:]
    return (opts, rest)


def tokens(chars, words):
    for c in chars:
        if c in words:
            words[c] += 1
        else:
            words[c] = 1
            print(c)
    return words
