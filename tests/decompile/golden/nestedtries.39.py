def close(self):
    try:
        file = self.file
        if file is not None:
            file.close()
    finally:
        sock = self.sock
        if sock is not None:
            sock.close()
def acquire(self, fut):
    try:
        try:
            fut()
        finally:
            self.waiters.remove(fut)
    except CancelledError:
        self.wake()
    self.locked = True
    return self.notify(fut)
def retry(job):
    try:
        try:
            job.run()
        except KeyError:
            job.log()
    except Exception:
        job.fail()
def segment(node):
    try:
        if node.end is None:
            return None
        lineno = node.lineno
    except AttributeError:
        return None
    return lineno
def shutdown(self, future):
    try:
        self.shutdown(wait=True)
        if not self.is_closed():
            self.call(future)
    except Exception as ex:
        if not self.is_closed():
            self.call(ex)
def localename(pair):
    try:
        language, encoding = pair
        if encoding is None:
            return language
        else:
            return language + '.' + encoding
    except (TypeError, ValueError):
        raise TypeError(pair) from None
