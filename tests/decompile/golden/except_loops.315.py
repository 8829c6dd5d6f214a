
def attempts(source, limit):
    count = 0
    while True:
        try:
            got = list(source)
            break
        except RuntimeError:
            count += 1
            if count >= limit:
                raise

    return got
def waiting(event, ready):
    while True:
        try:
            raise ValueError('oops')
        except ValueError:
            event.set()
            if ready.wait(3):
                return None
def following(self):
    while True:
        try:
            return self[next(self.keys)]
        except StopIteration:
            return None
        except KeyError:
            pass
def opened(path, mode):
    while True:
        try:
            return open(path, 'r+' + mode)
        except FileNotFoundError:
            pass
        try:
            return open(path, 'x+' + mode)
        except FileExistsError:
            pass
