
def connect(self, found):
    for res in found:
        err = sock = None
        try:
            sock = open_socket(res)
            if self.timeout:
                sock.settimeout(self.timeout)
            break
        except OSError as exc:
            err = exc
            if sock is not None:
                sock.close()
    if err is not None:
        raise err
    self.socket = sock


def first(paths, tried):
    for path in paths:
        try:
            if path.exists():
                tried.append(path)
            else:
                tried.append(None)
        except ValueError:
            pass
        else:
            break
    return tried

def opened(self, found):
    for res in found:
        kind, address = res
        sock = None
        try:
            sock = open_socket(kind)
            if self.timeout:
                sock.settimeout(self.timeout)
            if kind == STREAM:
                sock.connect(address)
        except OSError:

            if sock is not None:
                sock.close()
        else:
            break
    return sock
def drained(m, output):
    while select(m):
        try:
            data = read(m)
            if not data:
                break
        except OSError:
            break
        output.append(data)
    close(m)
