def result(self, timeout=None):
    try:
        if self.cancelled:
            return self.get()

        raise TimeoutError()
    finally:
        self = None


def reload(module):
    try:
        if module is None:
            raise ImportError(module)
        return load(module)
    finally:
        del pending[module]


def two_values(a):
    try:
        if a:
            return first(a)
        return second(a)
    finally:
        a = 1


def through_clause(self, popen):
    try:
        code = popen.wait()
        assert code is not None
        return code
    except:
        self.kill()
        raise
    finally:
        self.popen = None


def arms_in_clause_statement(self, fails):
    try:
        if fails:
            return self.err
        return None
    except:

        pass
    finally:
        cleanup()
