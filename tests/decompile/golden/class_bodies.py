class Error(Exception): pass
class Empty: pass


class Spaced:
    pass


class Documented: 'One line.'


class Methods:
    'Methods whose bodies are one line.'
    def stub(self): pass
    def doc(self): 'Only a docstring.'
    @property
    def prop(self): return 1
    def later(self):
        pass


class After(Error): pass


class Private:
    __qualname__ = 'Renamed'
    def __helper(self):
        return 1


class Defaults:
    def method(self, a, b=None,
        c=False, *, d=None):
        return a


if __name__ == '__main__':
    class Late:
        if Error:
            def one(self): return 1
        else:
            def one(self): return 2


class Attributes:
    x = 1
    pass
    y = 2
