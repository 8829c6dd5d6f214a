
def literal_prefix(pattern, prefix, literal, sub, more):
    for op, av in pattern:
        if op is literal:
            prefix.append(av)
        elif op is sub:
            if not more(av):
                break
        else:
            break
    return prefix
