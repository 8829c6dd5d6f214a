def remove(name):
    try:
        os.unlink(name)
    except OSError:
        pass
    try:
        os.rmdir(name)
    except OSError:
        pass
    return name
