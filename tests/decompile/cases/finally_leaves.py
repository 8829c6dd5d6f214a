def opened(make):
    try:
        handle = make()
        return True
    except OSError:
        pass
    finally:
        log()
    return False
def skipped(flag):
    try:
        if flag:
            return None
        work()
    except OSError:
        pass
    finally:
        done()
def early(flag):
    try:
        if flag:
            return 1
        work()
    finally:
        done()
    return 2
def stopped(items):
    while items:
        try:
            if items.pop():
                break
            work()
        finally:
            done()
    finish(items, 0)
def enabled(has):
    if has:
        sock = None
        try:
            sock = make()
            sock.bind()
            return True
        except OSError:
            pass
        finally:
            if sock:
                sock.close()
    return False
def restored(name, error):
    saved = table[name]
    try:
        return load(name)
    except ImportError as exc:
        if name in str(exc):
            raise error() from exc
        raise
    finally:
        table[name] = saved
