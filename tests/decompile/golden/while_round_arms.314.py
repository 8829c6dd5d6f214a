def searched(self, path, dir, rest):
    i = path.find('/', len(dir) + 1)
    while i >= 0:
        nextdir = path[:i]
        scriptdir = self.translate_path(nextdir)
        if os.path.isdir(scriptdir):
            dir = nextdir
            i = path.find('/', len(dir) + 1)
            continue
        break
    rest, _, query = rest.partition('?')
    print(dir, rest, query)


def elifs(n, seen):
    while n > 0:
        if n in seen:
            n -= 2
            continue
        if n % 3:
            n -= 1
            continue
        break
    return n

def returned(n, seen):
    while n > 0:
        if n in seen:
            n = seen[n]
            continue
        return n
    print(n)
