def name_of(argument):
    if argument is None:
        return None
    if argument.names:
        return '/'.join(argument.names)
    else:
        return argument.dest


def choose(result, size):
    if isinstance(result, tuple):
        return result
    else:
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
        return None
    print(x)


def lookup(table, key, default):
    if key in table:
        value = table[key]
        if isinstance(value, list):
            return list(value)
        else:
            return value.value
    else:
        return default


def item(self, index):
    if 0 <= index < len(self):
        return self[index]
