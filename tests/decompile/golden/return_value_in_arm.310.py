def accept_from(listener, client):
    with listener:
        try:
            while True:
                conn, addr = listener.accept()
                if addr == client:
                    return (client, conn)
                conn.close()
        except OSError:
            client.close()
            raise


def what(file, tests):
    f = None
    try:
        if file:
            f = open(file, 'rb')
        for test in tests:
            res = test(f)
            if res:


                return res
    finally:
        if f:
            f.close()
    return None
