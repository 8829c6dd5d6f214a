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
