"""Small programs for the differential tests: (name, source, minimum version or None).

Each program prints and/or sets ``result``; an exception escaping it is part of the outcome.
"""
PROGRAMS = []


def program(name, since=None):
    def add(source):
        PROGRAMS.append((name, source, since))
    return add


def table(prefix, sources, since=None):
    for i, source in enumerate(sources):
        PROGRAMS.append(("%s_%d" % (prefix, i), source, since))


# ---- expressions: one line each -------------------------------------------------------------------
table("expr", ["result = %s" % e for e in [
    "1 + 2 * 3 - 4 / 2", "7 // 2, 7 % 3, -7 // 2, 2 ** 10, 2 ** -1", "1 << 10 | 3 & 5 ^ 6 >> 1", "~5, -(-3), +4",
    "'a' + 'b' * 3", "[1, 2] + [3]", "(1, 2) * 2", "not 0, not 1, 1 and 2, 0 or 3, None or 0",
    "1 < 2 < 3, 3 > 2 > 5, 1 == 1.0 != 2", "None is None, None is not None", "3 in [1, 2, 3], 4 not in (1,)",
    "[1, 2, 3][1], 'abc'[-1], (1, 2, 3)[::-1]", "[0, 1, 2, 3, 4][1:3], [0, 1, 2, 3, 4][::2], 'abcdef'[1:-1:2]",
    "{'a': 1, **{'b': 2}}", "[*range(3), *'ab']", "{*[1, 2], *(2, 3)}", "(*'xy',)",
    "1 if 0 else 2, 3 if 1 else 4", "(lambda x, y=2: x * y)(3)", "(lambda *a, **k: (a, sorted(k)))(1, 2, z=3)",
    "divmod(17, 5), abs(-3), max([3, 1, 2]), min(3, 1, 2)", "sum(x * x for x in range(10))",
    "sorted('hello', reverse=True)", "list(map(str, [1, 2])), list(filter(None, [0, 1, 2]))",
    "f'{3.14159:.2f} {\"x\"!r:>5} {10:#x} {[1]}'", "f'{1}{2}{3}'", "'%s-%d' % ('a', 3)", "'{}+{}'.format(1, 2)",
    "[i for i in range(10) if i % 3 == 0]", "{i: i * i for i in range(4)}", "{c for c in 'mississippi'}",
    "[(x, y) for x in range(3) for y in range(x)]", "[[j for j in range(i)] for i in range(4)]",
    "list(zip('abc', range(3))), dict(enumerate('xy'))", "(x := 5) + x", "[y := 1, y + 1]",
    "0.1 + 0.2, 1e300 * 10, float('nan') == float('nan')", "True + True, 3 * False", "int('12') + len('abc')",
    "b'ab' + bytes([99]), bytearray(b'x') * 2", "1j * 1j, complex(1, 2).conjugate()", "10 / 4, 10 // 4.0",
    "[].__class__.__name__, type(None).__name__", "isinstance(3, (int, str)), issubclass(bool, int)",
    "'  x '.strip().upper().center(5, '*')", "', '.join(reversed(['a', 'b', 'c']))", "hash(1) == hash(1.0)",
    "chr(65) + str(ord('B'))", "list(range(10, 0, -3))", "any([]), all([]), any([0, 1])",
    "round(2.675, 2), round(3.5), round(4.5)", "'abc' < 'abd', [1, 2] < [1, 3], (1,) < (1, 0)",
]])

# ---- statements and control flow ----------------------------------------------------------------
table("stmt", [
    """
x = 0
for i in range(10):
    if i == 3: continue
    if i == 7: break
    x += i
else:
    x = -1
result = x
""", """
i = 0
while i < 5:
    i += 1
else:
    i *= 10
result = i
""", """
def f(n):
    total = 0
    while True:
        n -= 1
        if n < 0:
            break
        total += n
    return total
result = f(10)
""", """
a = [1, 2, 3]
a[1] = 20
del a[0]
d = {'k': 1}
d['j'] = 2
del d['k']
a += [4]
result = a, d
""", """
x, (y, z), *rest = 1, (2, 3), 4, 5
first, *middle, last = range(6)
result = x, y, z, rest, first, middle, last
""", """
a = b = c = 3
a += 1; b -= 1; c *= 2
result = a, b, c
""", """
class O: pass
o = O()
o.x = 1
o.x += 2
del o.x
result = hasattr(o, 'x')
""", """
g = 1
def f():
    global g
    g = 2
    return g
result = f(), g
""", """
import math
from os import path as p
from collections import OrderedDict, namedtuple
result = math.sqrt(16), p.basename('/a/b'), list(OrderedDict(a=1)), namedtuple('P', 'x y')(1, 2)
""", """
x = 1
del x
try:
    x
except NameError as e:
    result = str(e)
""", """
def f():
    y
result = None
f()
""", """
def f():
    v = v + 1
f()
""", """
assert 1 == 1
assert 1 == 2, 'nope'
""", """
if 0:
    r = 'a'
elif 1:
    r = 'b'
else:
    r = 'c'
result = r
""", """
pass
result = [x for x in []] or 'empty'
""", """
def f(x):
    return x
result = [f(i) for i in range(3)], f(f)(4)
""", """
s = 0
for i, (a, b) in enumerate([(1, 2), (3, 4)]):
    s += i * a * b
result = s
""", """
import sys
print('to stdout')
result = sys.maxsize > 0
""", """
from math import *
result = floor(pi)
""", """
x = [3, 1, 2]
x.sort()
y = x.copy()
y.reverse()
result = x, y, x.index(2), y.pop()
""",
])

# ---- functions --------------------------------------------------------------------------------------
table("func", [
    """
def f(a, b=2, *args, c, d=4, **kw):
    return a, b, args, c, d, sorted(kw.items())
result = f(1, c=3), f(1, 2, 3, 4, c=5, e=6), f(*[1, 2], **{'c': 3, 'z': 0})
""", """
def f(a, /, b, *, c):
    return a + b + c
result = f(1, 2, c=3), f(1, b=2, c=3)
""", """
def f(a, /, b): pass
f(a=1, b=2)
""", """
def f(a, b): pass
f(1)
""", """
def f(a, b, c): pass
f()
""", """
def f(a): pass
f(1, 2)
""", """
def f(a, b=1): pass
f(1, 2, 3)
""", """
def f(*, k): pass
f()
""", """
def f(a): pass
f(1, a=2)
""", """
def f(a): pass
f(b=2)
""", """
def f(x=[]):
    x.append(1)
    return len(x)
result = f(), f(), f([])
""", """
def deco(fn):
    def wrapper(*a, **k):
        return ('wrapped', fn(*a, **k))
    return wrapper
@deco
def g(x):
    return x * 2
result = g(21)
""", """
import functools
def deco(fn):
    @functools.wraps(fn)
    def wrapper(*a):
        return fn(*a)
    return wrapper
@deco
def named(x):
    'doc here'
    return x
result = named.__name__, named.__doc__, named.__wrapped__.__name__, named(3)
""", """
def make(n):
    def add(x):
        return x + n
    return add
adders = [make(i) for i in range(3)]
result = [a(10) for a in adders]
""", """
def counter():
    count = 0
    def inc(by=1):
        nonlocal count
        count += by
        return count
    return inc
c = counter()
c(); c(5)
result = c()
""", """
def outer():
    x = 1
    def mid():
        def inner():
            return x
        return inner
    x = 2
    return mid()()
result = outer()
""", """
def f():
    return [lambda: i for i in range(3)]
result = [g() for g in f()]
""", """
def f(n):
    return 1 if n <= 1 else n * f(n - 1)
result = f(20)
""", """
def f(*args, **kwargs):
    return args, kwargs
result = f(1, *(2, 3), x=1, **{'y': 2})
""", """
def f(a, b):
    return a - b
result = sorted([(1, 'b'), (0, 'a')], key=lambda t: t[1]), list(map(f, [5, 6], [1, 2]))
""", """
def f(): 'docstring'
result = f.__doc__, f.__name__, f.__qualname__, f.__defaults__
""", """
def f(a: int, b: 'str' = 'x') -> list:
    return []
result = f.__annotations__
""", """
def f(x):
    def g():
        return x
    x += 1
    return g
result = f(1)()
""", """
import inspect
def f(a, b=1, *c, d, **e): pass
result = str(inspect.signature(f))
""", """
def f(**kw):
    return kw
result = f(**{'a': 1}, b=2)
""", """
def f(a, b): return a, b
f(1, **{'a': 2})
""", """
def f(): pass
f(*1)
""", """
def f(): pass
f(**1)
""", """
class C:
    def m(self): return self
c = C()
result = c.m() is c, C.m(c) is c, type(c.m).__name__
""",
])

# ---- classes --------------------------------------------------------------------------------------
table("class", [
    """
class A:
    x = 1
    def __init__(self, v): self.v = v
    def get(self): return self.v + self.x
    @staticmethod
    def s(): return 's'
    @classmethod
    def c(cls): return cls.__name__
    @property
    def p(self): return self.v * 10
result = A(2).get(), A.s(), A.c(), A(3).p, A.__qualname__, A.get.__qualname__
""", """
class A:
    def hello(self): return 'A'
class B(A):
    def hello(self): return 'B' + super().hello()
class C(A):
    def hello(self): return 'C' + super().hello()
class D(B, C):
    def hello(self): return 'D' + super().hello()
result = D().hello(), [k.__name__ for k in D.__mro__]
""", """
class A:
    def __init__(self): self.a = 1
class B(A):
    def __init__(self):
        super().__init__()
        self.b = 2
result = vars(B())
""", """
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns['tag'] = kw.get('tag', 'none')
        return super().__new__(mcls, name, bases, ns)
class X(metaclass=Meta, tag='hi'): pass
class Y(X): pass
result = X.tag, Y.tag, type(Y).__name__
""", """
class Base:
    subs = []
    def __init_subclass__(cls, **kw):
        super().__init_subclass__()
        Base.subs.append((cls.__name__, kw))
class S1(Base, k=1): pass
class S2(Base): pass
result = Base.subs
""", """
class V:
    def __init__(self, x): self.x = x
    def __add__(self, o): return V(self.x + o.x)
    def __eq__(self, o): return self.x == o.x
    def __repr__(self): return 'V(%r)' % self.x
    def __lt__(self, o): return self.x < o.x
    __hash__ = None
result = V(1) + V(2), V(1) == V(1), sorted([V(3), V(1)]), V(1) != V(2)
""", """
class D:
    def __get__(self, obj, typ): return ('get', obj is None)
    def __set__(self, obj, v): obj.__dict__['stored'] = v
class H:
    d = D()
h = H()
h.d = 5
result = H.d, h.d, h.stored
""", """
class C:
    def __init__(self): self.items = [1, 2, 3]
    def __iter__(self): return iter(self.items)
    def __len__(self): return len(self.items)
    def __getitem__(self, i): return self.items[i] * 10
    def __contains__(self, x): return x == 'magic'
c = C()
result = list(c), len(c), c[1], 'magic' in c, 1 in c
""", """
class Cnt:
    n = 0
    def __call__(self):
        Cnt.n += 1
        return Cnt.n
c = Cnt()
c(); c()
result = c()
""", """
class A:
    __slots__ = ('x',)
    def __init__(self): self.x = 1
a = A()
try:
    a.y = 2
except AttributeError as e:
    result = 'no y'
""", """
class A:
    def m(self):
        return __class__
result = A().m() is A
""", """
class Outer:
    class Inner:
        def m(self): return 'inner'
    def make(self): return self.Inner()
result = Outer().make().m(), Outer.Inner.__qualname__
""", """
from dataclasses import dataclass, field
@dataclass
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)
    def norm(self): return abs(self.x) + abs(self.y)
p = P(3, -4)
result = p, p.norm(), P(1) == P(1)
""", """
import enum
class Color(enum.Enum):
    RED = 1
    GREEN = 2
    def describe(self): return self.name.lower()
result = Color.RED.describe(), Color(2), list(Color)
""", """
from abc import ABC, abstractmethod
class Base(ABC):
    @abstractmethod
    def f(self): ...
class Impl(Base):
    def f(self): return 'impl'
try:
    Base()
except TypeError:
    r = 'abstract'
result = Impl().f(), r
""", """
class A:
    x = 10
    y = [x + i for i in range(2)] if False else None
    z = x * 2
result = A.z
""", """
class WithClassVar:
    a = 1
    def f(self):
        return a
WithClassVar().f()
""", """
class R:
    def __repr__(self): return 'R!'
    def __str__(self): return 'r?'
    def __format__(self, spec): return 'fmt' + spec
print(R(), repr(R()), f'{R():xy}', [R()])
""", """
class A:
    def __getattr__(self, name): return name.upper()
result = A().hello
""", """
class E(Exception):
    def __init__(self, code):
        super().__init__('code %d' % code)
        self.code = code
try:
    raise E(3)
except E as e:
    result = e.code, str(e), repr(e)
""", """
class A:
    def __enter__(self): print('enter'); return 'val'
    def __exit__(self, *exc): print('exit', exc[0].__name__ if exc[0] else None); return True
with A() as v:
    print(v)
    raise ValueError
print('after')
""", """
class K:
    def __init__(self, v): self.v = v
    def __eq__(self, other): return isinstance(other, K) and self.v == other.v
    def __hash__(self): return hash(self.v)
result = len({K(1), K(1), K(2)})
""", """
class P:
    def __init__(self): self._x = 0
    @property
    def x(self): return self._x
    @x.setter
    def x(self, v): self._x = v * 2
p = P()
p.x = 5
result = p.x
""", """
class A:
    def f(self): return 'A.f'
class B(A):
    def f(self):
        return super(B, self).f() + '+B'
result = B().f()
""", """
class Node:
    def __init__(self, v, nxt=None): self.v, self.nxt = v, nxt
    def __iter__(self):
        n = self
        while n:
            yield n.v
            n = n.nxt
result = list(Node(1, Node(2, Node(3))))
""",
])

# ---- exceptions ------------------------------------------------------------------------------------
table("exc", [
    """
def f():
    try:
        return 'try'
    finally:
        print('finally')
result = f()
""", """
def f():
    for i in range(3):
        try:
            if i == 1: continue
            if i == 2: break
        finally:
            print('fin', i)
    return i
result = f()
""", """
def f():
    try:
        1 / 0
    except ZeroDivisionError:
        return 'handled'
    else:
        return 'else'
    finally:
        print('cleanup')
result = f()
""", """
try:
    pass
except Exception:
    r = 'exc'
else:
    r = 'else'
result = r
""", """
try:
    try:
        raise KeyError('k')
    except KeyError as e:
        raise ValueError('v') from e
except ValueError as e:
    result = type(e.__cause__).__name__, e.__suppress_context__
""", """
try:
    try:
        raise KeyError('k')
    except KeyError:
        raise ValueError('v')
except ValueError as e:
    result = type(e.__context__).__name__, e.__cause__
""", """
try:
    try:
        raise KeyError('k')
    except KeyError:
        int('x')
except ValueError as e:
    result = type(e.__context__).__name__, str(e)
""", """
import sys
try:
    raise TypeError('t')
except TypeError:
    result = sys.exc_info()[0].__name__, str(sys.exc_info()[1])
""", """
try:
    raise ValueError('inner')
except ValueError:
    try:
        raise
    except ValueError as e:
        result = str(e)
""", """
def f():
    try:
        raise ValueError
    except ValueError as e:
        pass
    return e
f()
""", """
try:
    raise ValueError
except (TypeError, ValueError) as e:
    result = 'tuple caught'
""", """
try:
    raise 5
except TypeError as e:
    result = str(e)
""", """
try:
    x = 1
except 5:
    pass
result = 'no error without exception'
""", """
try:
    raise ValueError
except 5:
    pass
""", """
raise KeyError('missing')
""", """
def f():
    raise RuntimeError('deep')
def g():
    f()
g()
""", """
import contextlib
@contextlib.contextmanager
def cm():
    print('in')
    try:
        yield 1
    finally:
        print('out')
with cm() as v:
    print('body', v)
""", """
import contextlib
with contextlib.suppress(ZeroDivisionError):
    1 / 0
result = 'suppressed'
""", """
class CM:
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        print('exit sees', t.__name__, v)
        return False
try:
    with CM():
        raise KeyError('x')
except KeyError:
    result = 'propagated'
""", """
def f():
    with open('/dev/null') as a, open('/dev/null') as b:
        return a.closed, b.closed
result = f()
""", """
def f():
    try:
        try:
            raise ValueError(1)
        finally:
            print('inner finally')
    except ValueError as e:
        return 'outer got %s' % e
result = f()
""", """
def f():
    try:
        raise ValueError
    finally:
        return 'finally wins'
result = f()
""", """
for i in range(3):
    try:
        raise ValueError(i)
    except ValueError as e:
        if i == 1:
            continue
        print('caught', e)
""", """
def f():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print('closing')
        raise
g = f()
next(g)
g.close()
result = 'closed'
""", """
import sys
def f():
    try:
        raise KeyError
    except KeyError:
        return sys.exc_info()[0]
result = f().__name__, sys.exc_info()
""", """
try:
    {}['a']
except LookupError as e:
    result = repr(e)
""", """
e = None
try:
    raise ValueError
except ValueError as e:
    pass
try:
    e
except NameError:
    result = 'e deleted'
""", """
def f():
    raise StopIteration
def g():
    yield f()
list(g())
""", """
class MyErr(Exception): pass
try:
    raise MyErr('a', 'b')
except Exception as e:
    result = e.args
""", """
import traceback
try:
    1 / 0
except ZeroDivisionError:
    result = traceback.format_exc().splitlines()[-1]
""",
])

table("exc_group", [
    """
try:
    raise ExceptionGroup('g', [ValueError(1), TypeError(2)])
except* ValueError as eg:
    print('value', eg.exceptions)
except* TypeError as eg:
    print('type', eg.exceptions)
""", """
try:
    try:
        raise ExceptionGroup('g', [ValueError(1), KeyError(2)])
    except* ValueError:
        print('got values')
except* KeyError as e:
    print('outer', repr(e.exceptions[0]))
""", """
try:
    raise ValueError('naked')
except* ValueError as eg:
    result = type(eg).__name__, eg.exceptions
""", """
try:
    try:
        raise ExceptionGroup('g', [ValueError(1)])
    except* ValueError:
        raise TypeError('new')
except ExceptionGroup as e:
    result = repr(e.exceptions)
""",
], since=(3, 11))

# ---- generators ----------------------------------------------------------------------------------
table("gen", [
    """
def g():
    x = yield 1
    y = yield x * 2
    return x + y
it = g()
a = next(it); b = it.send(10)
try:
    it.send(5)
except StopIteration as e:
    result = a, b, e.value
""", """
def g():
    try:
        yield 1
    except ValueError as e:
        yield 'caught %s' % e
    yield 3
it = g()
next(it)
result = it.throw(ValueError('boom')), next(it)
""", """
def inner():
    r = yield 1
    yield r
    return 'ret'
def outer():
    v = yield from inner()
    yield v
it = outer()
result = next(it), it.send('sent'), next(it)
""", """
def inner():
    try:
        yield 1
    except KeyError:
        yield 'inner caught'
def outer():
    yield from inner()
it = outer()
next(it)
result = it.throw(KeyError)
""", """
def inner():
    try:
        yield 1
    finally:
        print('inner closed')
def outer():
    yield from inner()
it = outer()
next(it)
it.close()
result = 'ok'
""", """
result = list(x * 2 for x in range(4) if x), sum(x for x in range(100))
""", """
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
import itertools
result = list(itertools.islice(fib(), 10))
""", """
def g():
    yield from range(3)
    yield from 'ab'
result = list(g())
""", """
def g():
    return
    yield
result = list(g()), type(g()).__name__, g.__name__
""", """
def g():
    yield 1
it = g()
result = it.__name__, it.__qualname__, iter(it) is it
""", """
def chain(*its):
    for it in its:
        yield from it
def squares(it):
    for x in it:
        yield x * x
result = list(squares(chain([1, 2], (3,))))
""", """
def g():
    x = yield
    while True:
        x = yield x * 10
it = g(); next(it)
result = [it.send(i) for i in range(3)]
""", """
def g():
    yield 1
    raise ValueError('in gen')
list(g())
""", """
def gen():
    try:
        yield 1
    except GeneratorExit:
        yield 2
g = gen(); next(g)
g.close()
""", """
def g():
    yield 1
it = g()
next(it)
it.throw(TypeError('thrown'))
""", """
def inner():
    yield 1
    return 5
def outer():
    x = yield from inner()
    return x
it = outer()
next(it)
try:
    next(it)
except StopIteration as e:
    result = e.value
""", """
def sub():
    x = yield 'a'
    return x
def main():
    r = yield from sub()
    yield r
it = main()
next(it)
result = it.send(42)
""", """
def g():
    for i in range(3):
        try:
            yield i
        finally:
            print('f', i)
result = [x for x in g()]
""", """
def g():
    yield 1
    yield 2
it = g()
result = next(it), list(it), list(it)
""",
])

# ---- async -----------------------------------------------------------------------------------------
table("async", [
    """
import asyncio
async def add(a, b):
    await asyncio.sleep(0)
    return a + b
async def main():
    x = await add(1, 2)
    y = await asyncio.gather(add(3, 4), add(5, 6))
    return x, y
result = asyncio.run(main())
""", """
import asyncio
async def agen(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i
async def main():
    out = []
    async for v in agen(3):
        out.append(v)
    return out, [v async for v in agen(2)]
result = asyncio.run(main())
""", """
import asyncio
class ACM:
    async def __aenter__(self):
        print('aenter')
        return 'res'
    async def __aexit__(self, *a):
        print('aexit')
async def main():
    async with ACM() as r:
        print('inside', r)
asyncio.run(main())
""", """
import asyncio
async def fails():
    await asyncio.sleep(0)
    raise ValueError('async boom')
async def main():
    try:
        await fails()
    except ValueError as e:
        return 'caught ' + str(e)
result = asyncio.run(main())
""", """
import asyncio
async def worker(q, out):
    while True:
        item = await q.get()
        if item is None:
            break
        out.append(item * 2)
async def main():
    q = asyncio.Queue()
    out = []
    t = asyncio.ensure_future(worker(q, out))
    for i in range(3):
        await q.put(i)
    await q.put(None)
    await t
    return out
result = asyncio.run(main())
""", """
async def c():
    return 1
co = c()
try:
    co.send(None)
except StopIteration as e:
    result = e.value
""", """
import types
@types.coroutine
def sw():
    yield 'suspended'
async def main():
    await sw()
    return 'resumed'
co = main()
a = co.send(None)
try:
    co.send(None)
except StopIteration as e:
    result = a, e.value
""", """
import asyncio
async def agen():
    try:
        yield 1
        yield 2
    finally:
        print('agen cleanup')
async def main():
    g = agen()
    v = await g.__anext__()
    await g.aclose()
    return v
result = asyncio.run(main())
""",
])

# ---- pattern matching ----------------------------------------------------------------------------------
table("match", [
    """
def m(v):
    match v:
        case 0: return 'zero'
        case 1 | 2: return 'small'
        case int(x) if x > 100: return 'big %d' % x
        case [a, b]: return 'pair %s %s' % (a, b)
        case [a, *rest]: return 'seq %s %s' % (a, rest)
        case {'k': val, **others}: return 'map %s %s' % (val, others)
        case str() as s: return 'str ' + s
        case _: return 'other'
result = [m(v) for v in (0, 2, 500, 7, [1, 2], [1, 2, 3], {'k': 1, 'z': 2}, 'hi', 3.5)]
""", """
class P:
    __match_args__ = ('x', 'y')
    def __init__(self, x, y): self.x, self.y = x, y
def m(p):
    match p:
        case P(0, 0): return 'origin'
        case P(x, 0): return 'x-axis %d' % x
        case P(x=0, y=y): return 'y-axis %d' % y
        case P(): return 'point'
result = [m(P(0, 0)), m(P(3, 0)), m(P(0, 4)), m(P(1, 1))]
""", """
import enum
class C(enum.Enum):
    A = 1
    B = 2
def m(c):
    match c:
        case C.A: return 'a'
        case C.B: return 'b'
result = m(C.A), m(C.B)
""", """
match (1, 'x', None):
    case (1, str() as s, None):
        result = s
""", """
class P:
    __match_args__ = ('x',)
    def __init__(self, x): self.x = x
match P(1):
    case P(1, 2): pass
""", """
def m(v):
    match v:
        case {'a': 1, **rest} if rest: return 'rest %s' % rest
        case {'a': _}: return 'a only'
        case (1 | 2) as n: return n
        case [*_, 9]: return 'ends in 9'
        case None: return 'none'
result = [m(x) for x in ({'a': 1, 'b': 2}, {'a': 5}, 2, [0, 9], None, 'x')]
""",
], since=(3, 10))

# ---- miscellany ------------------------------------------------------------------------------------
table("misc", [
    """
print('a', 'b', sep='-', end='!\\n')
print(*range(3))
""", """
x = 10
result = eval('x + 1'), eval('y * 2', {'y': 4})
exec('z = x * 3')
result = result, z
""", """
def f():
    a = 1
    b = 'two'
    return sorted(locals().items())
result = f()
""", """
result = sorted(k for k in globals() if not k.startswith('__'))
""", """
import json
result = json.loads(json.dumps({'a': [1, 2, {'b': None}]}))
""", """
import re
result = re.findall(r'\\d+', 'a1b22c333'), re.sub('a', lambda m: 'A', 'banana')
""", """
import collections
c = collections.Counter('abracadabra')
d = collections.defaultdict(list)
for k, v in [('x', 1), ('y', 2), ('x', 3)]:
    d[k].append(v)
result = c.most_common(2), dict(d)
""", """
import itertools, functools, operator
result = list(itertools.accumulate([1, 2, 3])), functools.reduce(operator.mul, range(1, 6)), \\
    list(itertools.permutations('ab'))
""", """
def f():
    x: int = 3
    y: str
    return x
result = f()
""", """
z: int = 5
result = __annotations__
""", """
data = [5, 3, 8, 1]
def bubble(a):
    a = list(a)
    for i in range(len(a)):
        for j in range(len(a) - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
    return a
result = bubble(data)
""", """
def primes(n):
    sieve = [True] * n
    out = []
    for i in range(2, n):
        if sieve[i]:
            out.append(i)
            for j in range(i * i, n, i):
                sieve[j] = False
    return out
result = primes(50)
""", """
import string
result = string.ascii_lowercase[:5], str.maketrans('ab', 'cd')
""", """
result = [1, 2, 3].__len__(), 'x'.__add__('y'), (5).__mul__(2)
""", """
def f():
    return dir()
result = f()
""", """
x = 5
def f():
    x = 1
    def g():
        return x
    return g()
result = f()
""", """
big = 10 ** 30
result = big % 7, big.bit_length(), str(big)[:5]
""", """
s = 'a,b,,c'
result = s.split(','), s.partition(','), s.count(','), s.replace(',', ';', 2)
""", """
import copy
a = [[1], [2]]
b = copy.deepcopy(a)
b[0].append(9)
result = a, b
""", """
result = list(reversed(range(5))), sorted({3: 'a', 1: 'b'}), [*{1: 2}]
""",
])
