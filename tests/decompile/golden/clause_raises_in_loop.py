def send_all(sock, data):
    while True:
        try:
            return sock.send(data)
        except OSError as err:
            if err.errno == RESET:
                raise
            if err.errno in (AGAIN, BUSY):
                continue

            raise
