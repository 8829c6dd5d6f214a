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
