def close(self):
    try:
        self.sync()
    finally:
        try:
            self.dict = _ClosedDict()
        except:
            self.dict = None


def shutdown(loop):
    try:
        loop.run()
    finally:
        try:
            cancel_all(loop)
        finally:
            loop.close()


def cleanup(path):
    try:
        work(path)
    finally:
        try:
            remove(path)
        except OSError as exc:
            log(exc)


def within(lock):
    try:
        work()
    finally:
        with lock:
            release()
