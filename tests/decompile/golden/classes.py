import functools
from os import path as p, sep
from . import sibling


class Plain:
    pass


class Child(Base, metaclass=Meta):
    'Documented.'
    attr = 1

    def method(self, x):
        return self.attr + x

    @staticmethod
    def helper():
        return 2

    @functools.lru_cache(maxsize=None)
    def cached(self):
        return 3


def factory(base):
    class Made:
        kind = base
    return Made
