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


def shutdown(self, immediate):
    if immediate:
        while not self.empty():
            self.get()
            if self.unfinished > 0:
                self.unfinished -= 1
        if self.unfinished == 0:
            self.finished()


def search(x, y):
    if y:
        while x:
            x = step(x)
            if not x > 3:
                continue
            break
        done()
    return x
