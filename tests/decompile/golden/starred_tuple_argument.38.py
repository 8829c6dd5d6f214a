def trampoline(self, func, /, *args, **kwargs):
    self.add(*(func, *args), **kwargs)
def positional(f, a, b):
    return f(*(a, *b))
def spread(f, a, b):
    return f(a, *b)
def nested(a, b, c):
    return (*a, *(b, *c))
