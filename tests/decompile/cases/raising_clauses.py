def accepted(sock):
    try:
        pair = sock.accept()
    except TypeError:
        return None
    except OSError as why:
        raise
    else:
        return pair
def unnamed(sock):
    try:
        pair = sock.accept()
    except OSError:
        raise
    else:
        return pair
def named(sock):
    try:
        pair = sock.accept()
    except OSError as why:
        if why.errno:
            raise
        raise ValueError(why)
    else:
        return pair
def after(sock):
    try:
        pair = sock.accept()
    except OSError as why:
        raise
    return pair
def looped(socks):
    for sock in socks:
        try:
            pair = sock.accept()
        except OSError as why:
            raise
        else:
            use(pair)
def looped_after(socks):
    for sock in socks:
        try:
            pair = sock.accept()
        except OSError:
            raise
        use(pair)
    return socks
