def scan(data, i, n, convert):
    while i < n:
        if convert:
            j = find(data, i)
        elif data.startswith('&', i):
            k = match(data, i)
            if not data.startswith(';', k - 1):
                k = k - 1
            i = update(i, k)
            continue
        if convert:
            handle(data[i:j])
        else:
            handle(data)
        i = j
    return i
def skip(items, keep, later):
    while items:
        if keep(items):
            items.pop()
        elif later:
            if items[0]:
                items.append(0)
            continue
        if keep(later):
            later.pop()
        else:
            items.clear()
