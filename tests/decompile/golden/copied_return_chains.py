def handler(sig):
    'Handle a sig event and return 0 to terminate the process'
    if sig == CTRL_C_EVENT:
        pass
    elif sig == CTRL_BREAK_EVENT:
        pass
    else:
        print('UNKNOWN EVENT')
    return 0


def kind(value):
    if value is None:
        pass
    elif isinstance(value, int):
        value = str(value)
    elif isinstance(value, bytes):
        pass
    else:
        value = repr(value)
    return 1
