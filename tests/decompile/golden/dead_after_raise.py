def generator_that_raises(hist):
    hist.append(0)
    yield 1
    raise AssertionError

def iterator_that_raises(self):
    raise TypeError
    yield
def raises_twice(a):
    if a:
        return 1
    raise TypeError(a)
