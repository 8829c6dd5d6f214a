
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
            continue
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
            break
        except ValueError:
            continue
    return tried
