def restore(self):
    try:
        self.run()
    finally:
        if self.interactive:
            try:
                import readline
                readline.set_completer(self.old)
            except ImportError:
                pass
def toggle(self, log):
    saved = log.stream
    try:
        log.stream = None
        enabled = self.enabled()
        try:
            self.check()
        finally:
            if enabled:
                self.enable()
            else:
                self.disable()
    finally:
        log.stream = saved
def environment(env, key, value, lock, unset):
    old = unset
    try:
        with lock:
            old = env.get(key, None)
            env[key] = value
            yield
    finally:
        if old is unset:
            pass
        elif old is None:
            del env[key]
        else:
            env[key] = old
