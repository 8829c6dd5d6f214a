def master_open(os):
    try:
        master_fd, slave_fd = os.openpty()
    except (AttributeError, OSError):
        pass
    else:
        os.close(slave_fd)
        return master_fd
    return open_terminal()


def except_returns(os):
    try:
        fd = os.openpty()
    except OSError:
        return open_terminal()
    os.close(fd)
    return fd
