def poll(self, timeout):
    return self.poll(os.WNOHANG if timeout == 0.0 else 0)


def guarded_poll(self, timeout):
    if self.returncode is None:
        return self.poll(os.WNOHANG if timeout == 0.0 else 0)
    return self.returncode


def nested_calls(self, c, a, b):
    return self.poll(f(a) if c else f(b))


def second_argument(c, a, b):
    return g(x, f(a) if c else f(b))


def chained_argument(c, a, b):
    return g(x, a < b < c)


def either_call(c, a, b):
    return f(a) if c else f(b)
