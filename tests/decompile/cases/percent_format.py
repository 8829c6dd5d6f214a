# decompile: python >= 3.11
def f(self):
    if self.returncode and self.returncode < 0:
        try:
            return "Command '%s' died with %r." % (
                    self.cmd, signal.Signals(-self.returncode))
        except ValueError:
            return "Command '%s' died with unknown signal %d." % (
                    self.cmd, -self.returncode)
    else:
        return "Command '%s' returned non-zero exit status %d." % (
                self.cmd, self.returncode)

def g(x, y):
    a = "%s" % (x,)
    b = "a%%b%5s|%-3r|%.2a%-4.1s" % (x, y, x, y)
    c = f"{x!r}"
    d = f"a{x!r}b"
    return "%s %r" % (x, y) + a


def not_simple(x, y):
    return '%d%s' % (x, y), '%(a)s' % {'a': x}, '%s' % x


def kept_apart(cls, name, a, b):
    full = f'%s.%s.%s' % (
        cls.__module__, cls.__qualname__, name
    )
    return full, f'{{%s}}: %r' % (a, b), '%s' % (*a,), '%s %d' % (a, b)
