def first_missing(items, i):

    while True:
        try:
            item = items[i]
            i += 1
        except IndexError:
            i -= 1
            break
    return i
def drain(items, found):
    while True:
        try:
            found.append(items.pop())
        except IndexError:
            break
        except KeyError:
            found.clear()
            break
    return (found, items)
def until_missing(table, key):
    while True:
        try:
            key = table[key]
        except KeyError:
            break
    raise LookupError(key)
def returned_inside(table, key):
    while True:
        try:
            key = table[key]
        except KeyError:
            return key
def next_entry(it, onerror):
    stopped = False
    while True:
        try:
            try:
                entry = next(it)
            except StopIteration:
                break
        except OSError as error:
            onerror(error)
            stopped = True
            break
        handle(entry)
    return stopped
