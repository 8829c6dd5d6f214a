def bind(sock, address):
    try:
        sock.bind(address)
    except OSError as e:
        if e.errno != 98:
            raise
    listen(sock)


def connect(sock, address):
    try:
        sock.connect(address)
    except OSError:
        if sock.timeout is None:
            raise
        if not address:
            raise
    return sock


def accept(sock):
    try:
        conn = sock.accept()
    except OSError as e:
        if e.errno != 11:
            raise
        log(e)
        conn = None
    register(conn)
    return conn


def close(sock):
    try:
        sock.close()
    except OSError:
        if sock.strict:
            raise
        else:
            log(sock)
    done(sock)
