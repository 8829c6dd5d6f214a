def filemode(mode, tables):
    perm = []
    for table in tables:
        for bit, char in table:
            if not mode & bit == bit:
                continue
            perm.append(char)
            break
        else:
            perm.append('-')
    return ''.join(perm)

def drain(queue):
    while queue:
        for item in queue.pop():
            if item is None:
                break
        else:
            queue.done()
