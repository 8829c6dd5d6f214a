def copy(fd, blocking):
    if blocking:
        set_blocking(fd, True)
    while True:
        data = read(fd)
        if not data:
            return None
        write(fd, 0)
