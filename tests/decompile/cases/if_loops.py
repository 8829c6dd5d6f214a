def walk(f, limit, frames):
    if f is not None:
        while f is not None:
            if limit <= 0:
                break
            f = f.f_back
        frames.reverse()
    return frames


def drain(queue, items):
    if items:
        while queue:
            items.append(queue.pop())
        items.sort()
    return items


def spin(x):
    if x:
        while x:
            x = step(x)
    return x
