def count_copied(step, n):

    while True:
        size = step(n)
        if size == 0:
            n += 1
            break
        n += 2
        if n > size:
            break
    return n

def join_chunks(lines, body, n):

    while True:
        size, chunk = lines[n:n + 2]
        if size == 0:
            n += 1
            break
        body.append(chunk)
        n += 2
        if n > len(lines):
            break
    return b''.join(body)
