def name_of(argument):
    if argument is None:
        return None
    if argument.names:
        return '/'.join(argument.names)

    return argument.dest


def choose(result, size):
    if isinstance(result, tuple):
        return result

    return (result,) * size


def parts_of(action):
    if not action.names:
        return action.dest
    parts = []
    if action.count == 0:
        parts.extend(action.names)
    else:
        for name in action.names:
            parts.append(name)
    return ', '.join(parts)


def early(x):
    if x:
        pass
    else:
        print(x)

def lookup(table, key, default):
    if key in table:
        value = table[key]
        if isinstance(value, list):
            return list(value)

        return value.value

    return default


def item(self, index):
    if 0 <= index < len(self):
        return self[index]
