import functools
import unittest


class Tests(unittest.TestCase):
    @unittest.skipUnless(hasattr(functools, 'cache'), 'needs functools.cache')
    @functools.lru_cache(maxsize=None)
    @staticmethod
    def cached(n):
        return n


@functools.total_ordering
@functools.lru_cache
class Ordered:
    pass
