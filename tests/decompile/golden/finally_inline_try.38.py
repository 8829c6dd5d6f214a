def closed(path):
    try:
        write(path)
    finally:
        try:
            close(path)
        except:
            pass
    return path
