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

# ---- more expressions ----------------------------------------------------------------------------------
table("expr2", ["result = %s" % e for e in [
    "[x for x in range(5) if (y := x * 2) > 4], y", "{(a, b) for a in 'ab' for b in range(2)}",
    "sorted({'b': 1, 'a': 2}.items(), key=lambda kv: kv[1])", "list(map(lambda *a: sum(a), [1, 2], [3, 4]))",
    "[*map(str.upper, 'ab')], {**dict(a=1), 'b': 2}", "(lambda: (yield))().__class__.__name__",
    "f'{\"nested {}\".format(1)!s:^12}'", "f'{3!a}' + f'{\"é\"!a}'", "'%(a)s/%(b)r' % {'a': 1, 'b': 'x'}",
    "[i ** 2 for i in range(-3, 4)][::-2]", "list(zip(*[(1, 2), (3, 4)]))", "max('abc', key=ord), min([], default=0)",
    "tuple(sorted(set('hello'))), frozenset([1]) | {2}", "1 < 2 == 2 > 1 != 0", "[] == [] is not None",
    "int.from_bytes(b'\\x01\\x00', 'little'), (255).to_bytes(2, 'big')", "'abc'.encode().hex(), bytes.fromhex('41')",
    "[c for c in 'a1b2' if c.isdigit()], ''.join(reversed('xyz'))", "list(enumerate('ab', start=5))",
    "(1, 2) + tuple([3]), [1] * 0, 'x' * -1", "slice(1, 5, 2).indices(10), range(10)[2:8:3]",
    "divmod(-7, 2), -7 % 2, 7 % -2, -(7 // -2)", "2 ** 0.5 > 1.41, 10 ** -2, pow(3, 4, 5)",
    "abs(-0.0), float('inf') > 1e308, 5 // 0.5", "bin(10), oct(8), hex(255), int('ff', 16)",
    "True and 'x' or 'y', False and 1, None or [] or {}", "not not [], not ()", "isinstance(True, int) and 1",
    "[k for k in {'a': 1, 'b': 2}], list({'a': 1}.values())", "getattr(str, 'upper')('q'), hasattr([], 'pop')",
    "type('T', (), {'x': 1})().x, type(3)('7')", "callable(len), callable(3)", "repr(1.0), str(1e20), repr(1/3)",
    "[(lambda x: lambda: x)(i)() for i in range(3)]", "sum([[1], [2]], []), any(x > 2 for x in [1, 3])",
    "sorted([3, 1, 2], reverse=True)[:2], list(reversed([1, 2]))", "dict.fromkeys('ab', 0), {}.get('k', 'd')",
    "'a b  c'.split(), 'a b  c'.split(' '), ' '.join(['x'] * 3)", "'Hello'.swapcase().title(), 'x'.zfill(3)",
    "[1, 2, 3].count(2), (1, 2, 1).index(1, 1)", "list(filter(lambda v: v % 2, range(6)))",
    "{1: 'a', True: 'b'}, {0.0: 1, 0: 2}", "[[0] * 2] * 2 == [[0, 0], [0, 0]]", "chr(0x1F600).isprintable()",
    "__name__, __builtins__ is not None", "(lambda a, /, b=2, *, c=3: a + b + c)(1, c=10)",
]])

table("func2", [
    """
def f(*, a=1, b):
    return a, b
result = f(b=2), f(a=3, b=4), f.__kwdefaults__
""", """
def f(x, y=[], *args, z={}, **kw):
    return x, y, args, z, kw
result = f(1, 2, 3, 4, z=5, w=6)
""", """
def outer():
    v = 'outer'
    def a():
        return v
    def b():
        nonlocal v
        v = 'changed'
    b()
    return a()
result = outer()
""", """
def gen_fns():
    fns = []
    for i in range(3):
        def f(i=i):
            return i * 10
        fns.append(f)
    return [f() for f in fns]
result = gen_fns()
""", """
x = 'global'
def f():
    def g():
        global x
        x = 'set by g'
    g()
    return x
result = f(), x
""", """
def f():
    a = 1
    def g():
        return a
    del a
    return g
try:
    f()()
except NameError as e:
    result = str(e)
""", """
def rec(n, acc=()):
    return acc if n == 0 else rec(n - 1, acc + (n,))
result = rec(5)
""", """
def f(**kw):
    return sorted(kw)
result = f(**{'b': 1}, **{'a': 2})
""", """
def f(a, b):
    return a
f(1, **{'a': 1})
""", """
def f(a, b):
    return a
f(1, 2, **{'b': 3})
""", """
def make_counter():
    def counter():
        counter.calls += 1
        return counter.calls
    counter.calls = 0
    return counter
c = make_counter()
c(); c()
result = c.calls, c.__dict__
""", """
def deco_with_args(tag):
    def deco(fn):
        def inner(*a):
            return tag + str(fn(*a))
        return inner
    return deco
@deco_with_args('<')
@deco_with_args('>')
def val(x):
    return x
result = val(7)
""", """
import functools
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
result = fib(50), fib.cache_info().hits > 0
""", """
import functools
def add(a, b, c=0):
    return a + b + c
p = functools.partial(add, 1, c=10)
result = p(2), p.func is add
""", """
def f():
    yield 1
    return 2
g = f()
result = [next(g)]
try:
    next(g)
except StopIteration as e:
    result.append(e.value)
""", """
def f(a, b=1, /, c=2, *d, e, f=3, **g):
    pass
result = f.__code__.co_argcount, f.__code__.co_posonlyargcount, f.__code__.co_kwonlyargcount, f.__defaults__
""", """
fs = {}
exec('def h(x):\\n    return x + 1', fs)
result = fs['h'](1), type(fs['h']).__name__ in ('function', 'Function')
""", """
def f():
    return sorted(vars().keys())
result = f()
""", """
def f(n):
    if n:
        return f(n - 1)
    raise ValueError('bottom')
f(3)
""", """
import operator
result = sorted([{'k': 2}, {'k': 1}], key=operator.itemgetter('k')), list(map(operator.attrgetter('real'), [1j, 2]))
""",
])

table("class2", [
    """
class Desc:
    def __set_name__(self, owner, name):
        self.name = name
    def __get__(self, obj, typ=None):
        return 'desc ' + self.name
class C:
    attr = Desc()
result = C().attr, C.attr
""", """
class G:
    def __class_getitem__(cls, item):
        return (cls.__name__, item)
result = G[int]
""", """
class M(type):
    def __call__(cls, *a):
        return ('made', cls.__name__, a)
class C(metaclass=M):
    pass
result = C(1, 2)
""", """
class A:
    def __new__(cls, v):
        inst = super().__new__(cls)
        inst.v = v * 2
        return inst
    def __init__(self, v):
        self.w = v
a = A(3)
result = a.v, a.w
""", """
def add_repr(cls):
    cls.__repr__ = lambda self: '<%s>' % type(self).__name__
    return cls
@add_repr
class Z: pass
result = repr(Z())
""", """
class A:
    @property
    def x(self): return 'A.x'
class B(A):
    @property
    def x(self): return 'B+' + super().x
result = B().x
""", """
class Base:
    def __init_subclass__(cls, /, flag=False, **kw):
        super().__init_subclass__(**kw)
        cls.flag = flag
class A(Base, flag=True): pass
class B(Base): pass
result = A.flag, B.flag
""", """
class A:
    def __eq__(self, o): return 'eq called'
    def __lt__(self, o): return NotImplemented
class B:
    def __gt__(self, o): return 'B.gt'
result = A() == 1, A() < B()
""", """
class Num:
    def __init__(self, v): self.v = v
    def __radd__(self, o): return Num(o + self.v)
    def __iadd__(self, o):
        self.v += o
        return self
    def __neg__(self): return Num(-self.v)
    def __bool__(self): return self.v != 0
    def __int__(self): return self.v
n = Num(2)
n += 3
result = (1 + n).v, (-n).v, bool(Num(0)), int(n)
""", """
class Stack(list):
    def push(self, v):
        self.append(v)
        return self
s = Stack()
s.push(1).push(2)
result = s, len(s), isinstance(s, list), Stack.__mro__[1].__name__
""", """
class A:
    x = 1
class B(A):
    pass
B.x = 2
del B.x
result = B.x, A.__subclasses__()[0].__name__
""", """
class Temp:
    def __init__(self): self.__secret = 1
    def get(self): return self.__secret
t = Temp()
result = t.get(), t._Temp__secret, hasattr(t, '__secret')
""", """
class Ctx:
    def __init__(self, name): self.name = name
    def __enter__(self):
        print('enter', self.name)
        return self
    def __exit__(self, *a):
        print('exit', self.name)
def f():
    with Ctx('a'), Ctx('b'):
        for i in range(3):
            if i == 1:
                break
        return 'done'
result = f()
""", """
class Iter:
    def __init__(self): self.n = 0
    def __iter__(self): return self
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration
        return self.n
result = list(Iter()), [x for x in Iter()], sum(Iter())
""", """
class A:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i
result = list(A()), 2 in A()
""", """
import typing
class P(typing.NamedTuple):
    x: int
    y: int = 0
result = P(1), P(1, 2)._asdict(), P._fields
""", """
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return {'injected': 42}
class C(metaclass=Meta):
    got = injected
result = C.got
""", """
class A:
    def who(self): return 'A'
class B(A):
    def who(self): return 'B'
class C(A):
    def who(self): return 'C' + super().who()
class D(B, C):
    def who(self): return 'D' + super(B, self).who()
result = D().who()
""", """
class WithCall:
    def method(self, *a, **k): return a, k
obj = WithCall()
m = obj.method
result = m(1, x=2), WithCall.method(obj), m.__self__ is obj
""", """
import functools, types
class Bound:
    def m(self, x=1): return (type(self).__name__, x)
    part = functools.partialmethod(m, 5)
    st = staticmethod(m)
    cl = classmethod(m)
class Sub(Bound):
    pass
b = Sub()
m = b.m
shadow = Sub()
shadow.m = lambda: 'own'
f = Bound.__dict__['m']
result = (type(m) is types.MethodType, m.__func__ is f, m.__self__ is b, b.m is b.m, b.m == b.m, Sub.m is f,
          f.__get__(b)(2), f.__get__(None, Sub) is f, type(f.__get__(b)).__name__, b.part(), b.st(b, 3), b.cl(4),
          shadow.m(), types.MethodType(f, 7).__self__, getattr(b, 'm')(6), m.__get__(3) is m or m.__get__(3))
""", """
class Cls:
    count = 0
    def __init__(self):
        type(self).count += 1
Cls(); Cls()
result = Cls.count
""",
])

table("exc2", [
    """
def f():
    try:
        return 'try'
    finally:
        print('cleanup 1')
        try:
            pass
        finally:
            print('cleanup 2')
result = f()
""", """
def f():
    while True:
        try:
            break
        finally:
            print('break through finally')
    return 'out'
result = f()
""", """
def f():
    for i in range(2):
        with open('/dev/null'):
            if i == 0:
                continue
            return i
result = f()
""", """
class Bad:
    def __enter__(self): return self
    def __exit__(self, *a): raise KeyError('from exit')
try:
    with Bad():
        raise ValueError('body')
except KeyError as e:
    result = type(e.__context__).__name__
""", """
def gen():
    try:
        yield 1
    finally:
        return 'finally return'
g = gen()
next(g)
try:
    next(g)
except StopIteration as e:
    result = e.value
""", """
try:
    raise ValueError('x')
except ValueError as e:
    err = e
result = err.__traceback__ is not None, type(err.__traceback__).__name__
""", """
def f():
    try:
        raise KeyError('a')
    except KeyError:
        try:
            raise ValueError('b')
        except ValueError as inner:
            return repr(inner.__context__)
result = f()
""", """
e1 = ValueError('one')
try:
    raise e1
except ValueError:
    try:
        raise e1
    except ValueError as e:
        result = e.__context__ is None
""", """
try:
    raise TypeError('a') from ValueError('b')
except TypeError as e:
    result = str(e.__cause__), e.__suppress_context__
""", """
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError from None
except ValueError as e:
    result = e.__cause__, e.__suppress_context__, type(e.__context__).__name__
""", """
def f():
    try:
        yield
    except Exception as e:
        yield type(e).__name__
g = f()
next(g)
result = g.throw(ValueError), g.throw(StopIteration) if False else 'skip'
""", """
import sys
def inner():
    return sys.exc_info()[1]
try:
    raise KeyError('k')
except KeyError:
    result = repr(inner())
""", """
class E(Exception):
    def __str__(self): return 'custom str'
try:
    raise E
except E as e:
    result = str(e), repr(e)
""", """
try:
    [].pop()
except IndexError as e:
    result = str(e)
""", """
def f(x):
    assert x > 0, 'x must be positive: %d' % x
    return x
f(-1)
""", """
try:
    exec('1 +')
except SyntaxError as e:
    result = e.msg is not None
""", """
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    warnings.warn('careful')
result = len(w), str(w[0].message)
""", """
def thrower():
    raise KeyboardInterrupt
try:
    thrower()
except BaseException as e:
    result = type(e).__name__
""", """
for i in range(3):
    try:
        if i == 1:
            raise ValueError
    except ValueError:
        break
    finally:
        print('finally', i)
result = i
""", """
def f():
    try:
        try:
            raise KeyError
        finally:
            return 'swallowed'
    except KeyError:
        return 'not reached'
result = f()
""",
])

table("exc_group2", [
    """
def f():
    n = 0
    try:
        raise ExceptionGroup('eg', [ValueError('a'), ValueError('b'), TypeError('c')])
    except* ValueError as e:
        n += len(e.exceptions)
    except* TypeError:
        n += 10
    return n
result = f()
""", """
try:
    raise ExceptionGroup('outer', [ExceptionGroup('inner', [KeyError(1)]), ValueError(2)])
except* KeyError as e:
    print('keys', repr(e))
except* ValueError as e:
    print('values', repr(e))
""", """
eg = ExceptionGroup('m', [ValueError(1), TypeError(2)])
match, rest = eg.split(ValueError)
result = repr(match), repr(rest)
""",
], since=(3, 11))

table("gen2", [
    """
def g():
    v = yield from (x for x in range(3))
    return v
result = list(g())
""", """
def counter():
    i = 0
    while True:
        cmd = yield i
        if cmd == 'stop':
            return 'stopped at %d' % i
        i += 1
c = counter()
next(c); next(c)
try:
    c.send('stop')
except StopIteration as e:
    result = e.value
""", """
def g():
    try:
        yield 1
    except GeneratorExit:
        print('exit seen')
        raise
    finally:
        print('finally')
x = g()
next(x)
del x
import gc; gc.collect()
result = 'collected'
""", """
def g():
    yield 1
    yield 2
result = list(zip(g(), g())), dict.fromkeys(g())
""", """
import itertools
def nat():
    n = 0
    while True:
        yield n
        n += 1
result = list(itertools.takewhile(lambda v: v < 4, nat())), next(itertools.dropwhile(lambda v: v < 10, nat()))
""", """
def tree(n):
    if n:
        yield from tree(n - 1)
        yield n
        yield from tree(n - 1)
result = list(tree(3))
""", """
def g():
    received = []
    while len(received) < 3:
        received.append((yield len(received)))
    return received
it = g()
out = [next(it)]
try:
    while True:
        out.append(it.send(out[-1] * 10))
except StopIteration as e:
    result = out, e.value
""", """
gen = (i for i in range(3))
result = gen.gi_running, next(gen), list(gen), type(gen).__name__
""", """
def g():
    yield 1
x = g()
result = x.close(), list(x)
""", """
def inner():
    yield 1
    raise KeyError('inner fails')
def outer():
    try:
        yield from inner()
    except KeyError as e:
        yield 'outer caught %s' % e
result = list(outer())
""",
])

table("async2", [
    """
import asyncio
async def ag():
    for i in range(3):
        yield i
async def main():
    return [x async for x in ag() if x], {x: x async for x in ag()}
result = asyncio.run(main())
""", """
import asyncio
async def ag():
    v = yield 1
    yield v * 2
async def main():
    g = ag()
    a = await g.asend(None)
    b = await g.asend(21)
    return a, b
result = asyncio.run(main())
""", """
import asyncio
async def ag():
    try:
        yield 1
    except ValueError:
        yield 'caught'
async def main():
    g = ag()
    await g.__anext__()
    return await g.athrow(ValueError)
result = asyncio.run(main())
""", """
import asyncio
async def slow(v):
    await asyncio.sleep(0.001)
    return v
async def main():
    tasks = [asyncio.create_task(slow(i)) for i in range(3)]
    return [await t for t in tasks]
result = asyncio.run(main())
""", """
import asyncio
async def boom():
    raise KeyError('k')
async def main():
    results = await asyncio.gather(boom(), asyncio.sleep(0, 'ok'), return_exceptions=True)
    return [type(r).__name__ for r in results]
result = asyncio.run(main())
""", """
import asyncio
async def main():
    try:
        await asyncio.wait_for(asyncio.sleep(10), 0.001)
    except asyncio.TimeoutError:
        return 'timed out'
result = asyncio.run(main())
""", """
import asyncio, contextlib
@contextlib.asynccontextmanager
async def acm():
    print('setup')
    yield 'res'
    print('teardown')
async def main():
    async with acm() as r:
        return r
result = asyncio.run(main())
""", """
import asyncio
class AIter:
    def __init__(self): self.i = 0
    def __aiter__(self): return self
    async def __anext__(self):
        self.i += 1
        if self.i > 2:
            raise StopAsyncIteration
        return self.i
async def main():
    return [v async for v in AIter()]
result = asyncio.run(main())
""",
])

table("match2", [
    """
def m(x):
    match x:
        case int() | float() if x < 0: return 'negative'
        case bool(b): return 'bool %s' % b
        case int(n): return 'int %d' % n
        case str(s) if len(s) > 2: return 'long str'
        case (str() | bytes()) as s: return 'short %r' % (s,)
        case _: return '?'
result = [m(v) for v in (-1, True, 5, 'hello', 'hi', b'x', None)]
""", """
def m(cmd):
    match cmd.split():
        case ['go', direction]: return 'go ' + direction
        case ['pick', *items] if items: return 'pick %d' % len(items)
        case ['quit' | 'exit']: return 'bye'
        case []: return 'empty'
        case _: return 'unknown'
result = [m(c) for c in ('go north', 'pick a b', 'exit', '', 'dance now')]
""", """
from dataclasses import dataclass
@dataclass
class Pt:
    x: int
    y: int
def m(p):
    match p:
        case Pt(x=0, y=0): return 'origin'
        case Pt(x, y) if x == y: return 'diagonal'
        case Pt(x, _): return 'x=%d' % x
result = [m(Pt(0, 0)), m(Pt(2, 2)), m(Pt(3, 1))]
""", """
def m(v):
    match v:
        case {'type': 'a', 'val': int(n)}: return n
        case {'type': 'b', **rest}: return sorted(rest)
        case {}: return 'any mapping'
result = [m({'type': 'a', 'val': 3}), m({'type': 'b', 'x': 1, 'y': 2}), m({'z': 0}), m([]) ]
""", """
X = 5
class K:
    V = 7
def m(v):
    match v:
        case K.V: return 'seven'
        case 1 | 2 | 3 as small: return small
        case [1, [2, [3, rest]]]: return rest
result = [m(7), m(2), m([1, [2, [3, 'deep']]]), m(99)]
""",
], since=(3, 10))

table("misc2", [
    """
import sys
result = sys.getrecursionlimit() > 0, sys.version_info[0]
""", """
import os.path
result = os.path.join('a', 'b'), os.path.splitext('f.txt')
""", """
from collections import deque
d = deque([1, 2, 3], maxlen=3)
d.append(4)
d.rotate(1)
result = list(d)
""", """
import heapq
h = []
for v in (5, 1, 4):
    heapq.heappush(h, v)
result = [heapq.heappop(h) for _ in range(3)]
""", """
import io
buf = io.StringIO()
print('to buffer', file=buf)
result = buf.getvalue()
""", """
import pickle
class P:
    def __init__(self, v): self.v = v
result = pickle.loads(pickle.dumps([1, {'a': (2, 3)}]))
""", """
import time
t0 = time.perf_counter()
result = time.perf_counter() >= t0
""", """
import random
random.seed(4)
result = [random.randint(1, 100) for _ in range(5)]
""", """
import textwrap
result = textwrap.dedent('''
    a
      b
''')
""", """
import decimal, fractions
result = decimal.Decimal('0.1') + decimal.Decimal('0.2'), fractions.Fraction(1, 3) * 3
""", """
def matrix_mult(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
result = matrix_mult([[1, 2], [3, 4]], [[5, 6], [7, 8]])
""", """
def hanoi(n, a='A', b='B', c='C', moves=None):
    if moves is None:
        moves = []
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append(a + c)
        hanoi(n - 1, b, a, c, moves)
    return moves
result = len(hanoi(6)), hanoi(2)
""", """
words = 'the quick brown fox jumps over the lazy dog the end'.split()
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
result = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
""", """
def qsort(xs):
    if len(xs) <= 1:
        return xs
    pivot, *rest = xs
    return qsort([x for x in rest if x < pivot]) + [pivot] + qsort([x for x in rest if x >= pivot])
result = qsort([5, 2, 8, 1, 9, 3, 3])
""", """
def memo(fn):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    return wrapper
@memo
def ways(n):
    return 1 if n <= 1 else ways(n - 1) + ways(n - 2)
result = ways(60)
""", """
class Interp:
    def __init__(self): self.env = {}
    def run(self, prog):
        for op, *args in prog:
            getattr(self, 'op_' + op)(*args)
        return self.env
    def op_set(self, k, v): self.env[k] = v
    def op_add(self, k, v): self.env[k] += v
result = Interp().run([('set', 'a', 1), ('add', 'a', 41)])
""", """
import string
tmpl = string.Template('$who likes $what')
result = tmpl.substitute(who='tim', what='kung pao')
""", """
import enum
class Flag(enum.IntFlag):
    R = 4
    W = 2
result = int(Flag.R | Flag.W), Flag.R in (Flag.R | Flag.W)
""", """
import argparse
p = argparse.ArgumentParser(prog='x')
p.add_argument('--n', type=int, default=1)
result = p.parse_args(['--n', '5']).n
""", """
import datetime
d = datetime.date(2020, 1, 31) + datetime.timedelta(days=1)
result = d.isoformat()
""",
])

# ---- super() where the first argument lives in a cell (3.8-3.10 clear its slot) -----------------------
table("super_cell_self", ["""
class A:
    def f(self):
        return 'A'
class E(A):
    def f(self):
        def nested():
            return self
        return super().f() + 'E' + type(nested()).__name__
result = E().f()
"""])

# ---- async with on objects that are not awaitable: the message names __aenter__ / __aexit__ -------
table("async_with_not_awaitable", ["""
class CM:
    def __aenter__(self): return 123
    async def __aexit__(self, *e): return False
async def main():
    async with CM():
        print('body')
try:
    main().send(None)
except TypeError as e:
    result = str(e)
""", """
class CM:
    async def __aenter__(self): return self
    def __aexit__(self, *e): return 456
async def main(fail):
    async with CM():
        if fail:
            raise KeyError
try:
    main(False).send(None)
except TypeError as e:
    result = [str(e)]
try:
    main(True).send(None)
except TypeError as e:
    result.append(str(e))
"""])

# ---- async with on objects missing __aenter__ and/or __aexit__: which one is named (3.8 looks __aexit__ up first) --
program("async_with_missing_methods")("""
class Neither:
    pass
class EnterOnly:
    async def __aenter__(self): return self
class ExitOnly:
    async def __aexit__(self, *e): return False
async def main(cm):
    async with cm():
        print('body')
result = []
for cm in (Neither, EnterOnly, ExitOnly):
    try:
        main(cm).send(None)
    except (AttributeError, TypeError) as e:
        result.append((type(e).__name__, str(e)))
""")

# ---- what an await refuses (Objects/genobject.c, _PyCoro_GetAwaitableIter; GET_AWAITABLE; GET_ANEXT) -----------
table("await_refused", ["""
async def coro():
    return 'spam'
c = coro()
class Awaitable:
    def __await__(self):
        return c
class Bad:
    def __await__(self):
        return 5
async def foo(a):
    return await a
result = []
for a in (Awaitable(), Bad()):
    try:
        foo(a).send(None)
    except TypeError as e:
        result.append(str(e))
c.close()
""", """
import types
@types.coroutine
def nop():
    yield
async def coroutine():
    await nop()
async def waiter(coro):
    await coro
def run():
    coro = coroutine()
    coro.send(None)
    try:
        waiter(coro).send(None)
    except RuntimeError as e:
        return str(e)
result = [run() for _ in range(3)]
""", """
class F:
    def __aiter__(self):
        return self
    def __anext__(self):
        return self
    def __await__(self):
        1 / 0
async def main():
    async for _ in F():
        pass
try:
    main().send(None)
except TypeError as e:
    result = str(e), type(e.__cause__).__name__, e.__context__ is e.__cause__, e.__suppress_context__
""", """
import types
@types.coroutine
def gen():
    yield
async def coro():
    try:
        await gen()
    except GeneratorExit:
        await gen()
c = coro()
c.send(None)
try:
    c.close()
except RuntimeError as e:
    result = str(e), e.__context__
""", """
import sys
class I:
    def __aiter__(self):
        return self
    def __anext__(self):
        return ()
aiter = I()
before = sys.getrefcount(aiter)
async def foo():
    async for i in aiter:
        pass
try:
    foo().send(None)
except TypeError as e:
    error = e
result = str(error), type(error.__cause__).__name__, sys.getrefcount(aiter) - before
"""])

# ---- __context__ of what VM code raises and re-raises when native code, called from an except block, calls it --
table("context_under_native_calls", ["""
def raise_nested(inner_exc, outer_exc):
    try:
        raise inner_exc
    finally:
        raise outer_exc
def chain(exc):
    out = []
    while exc is not None:
        out.append(str(exc))
        exc = exc.__context__
    return out
result = []
a, b, c = Exception('a'), Exception('b'), Exception('c')
try:
    raise c
except Exception:
    try:
        list(map(lambda x: raise_nested(a, b), [1]))
    except Exception as e:
        result.append(chain(e))
""", """
from contextlib import ExitStack
def raise_nested(inner_exc, outer_exc):
    try:
        raise inner_exc
    finally:
        raise outer_exc
def run(excs):
    try:
        with ExitStack() as stack:
            stack.callback(raise_nested, excs[4], excs[5])
            stack.callback(raise_nested, excs[2], excs[3])
            raise excs[1]
    except Exception as exc:
        chain = []
        while exc is not None:
            chain.append(str(exc))
            exc = exc.__context__
        return chain
excs = [Exception(i) for i in range(6)]
result = run(excs), run(excs)
""", """
from contextlib import contextmanager
class MyException(Exception):
    pass
@contextmanager
def my_cm():
    try:
        yield
    except BaseException:
        exc = MyException()
        try:
            raise exc
        finally:
            exc.__context__ = None
try:
    with my_cm():
        raise IndexError()
except MyException as exc:
    result = repr(exc.__context__)
"""])

# ---- the exception a generator handles is its own: what it restores after its except block is its resumer's now --
program("generator_handled_exception_per_frame")("""
import sys
def name():
    return type(sys.exc_info()[1]).__name__
def g():
    try:
        raise ValueError
    except ValueError:
        yield name()
    yield name()
    try:
        raise KeyError
    except KeyError:
        yield name()
        yield name()
    yield name()
async def c(aw):
    try:
        raise TypeError
    except TypeError:
        await aw
    return name()
class Pause:
    def __await__(self):
        yield name()
result = []
gen = g()
try:
    raise IndexError
except IndexError:
    result.append(next(gen))
result.append(next(gen))
result.append(next(gen))
try:
    raise ZeroDivisionError
except ZeroDivisionError:
    result.append(next(gen))
    result.append(next(gen))
    result.append(name())
result.append(name())
co = c(Pause())
try:
    raise IndexError
except IndexError:
    result.append(co.send(None))
try:
    co.send(None)
except StopIteration as stop:
    result.append(stop.value)
""")

# ---- an except clause matches by the MRO: a metaclass's __subclasscheck__/__instancecheck__ is not asked --------
program("except_matches_by_mro")("""
class Meta(type):
    def __subclasscheck__(cls, subclass):
        raise ValueError()
class MyException(Exception, metaclass=Meta):
    pass
class Yes(type):
    def __subclasscheck__(cls, subclass):
        return True
    def __instancecheck__(cls, inst):
        return True
class Any(Exception, metaclass=Yes):
    pass
result = []
for E in (MyException, Any, (Any, MyException)):
    try:
        try:
            raise KeyError()
        except E:
            result.append('matched')
        except KeyError:
            result.append('KeyError')
    except Exception as e:
        result.append(type(e).__name__)
""")

# ---- super() without arguments where its first argument is gone, and a global super that is not the builtin -----
table("super_pathologies", ["""
def f(x):
    del x
    super()
class X:
    def f(x):
        nonlocal __class__
        del __class__
        super()
class Y:
    def f(self):
        if 0:
            lambda: self
        del self
        super()
result = []
for call in (lambda: f(None), lambda: X().f(), lambda: Y().f()):
    try:
        call()
    except RuntimeError as e:
        result.append(str(e))
""", """
class MySuper:
    msg = "super super"
class C:
    def method(self):
        return super().msg
class D:
    def method(self):
        return super(D, self).msg
globals()['super'] = MySuper  # not an assignment: 3.12+ compile super() in C to LOAD_SUPER_ATTR
result = [C().method() for _ in range(3)]
try:
    D().method()
except TypeError as e:
    result.append(str(e))
"""])

# ---- raise C where calling C does not make an exception (3.13 checks a cause's class too) ----------------------
program("raise_class_making_no_exception")("""
class ConstructsNone(BaseException):
    @classmethod
    def __new__(*args, **kwargs):
        return None
result = []
for k in range(3):
    try:
        if k == 0:
            raise ConstructsNone
        elif k == 1:
            raise IndexError from ConstructsNone
        else:
            raise IndexError from 5
    except BaseException as e:
        result.append((type(e).__name__, str(e), repr(e.__cause__)))
""")

# ---- clear() of a coroutine's frame before it starts: "never awaited" (frame_clear, _PyGen_Finalize) ----------
program("clear_frame_of_a_coroutine_not_started")("""
import warnings
async def f():
    pass
gen = f()
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    gen.cr_frame.clear()
    gen.close()
    del gen
result = [str(w.message) for w in log if w.category is RuntimeWarning]
""")

# ---- 3.14: t-strings, LOAD_SPECIAL, deferred annotations --------------------------------------------
table("py314", ["""
name, width = 'ab', 6
t = t'x{name!r:>{width}} {1 + 2} {name=}'
result = t.strings, [(i.value, i.expression, i.conversion, i.format_spec) for i in t.interpolations]
""", """
t = t'{3.14159:.2f}' + t'!'
result = list(t), t.values, t''.strings
""", """
class AsyncOnly:
    async def __aenter__(self): return self
    async def __aexit__(self, *a): return False
try:
    with AsyncOnly():
        pass
except TypeError as e:
    result = str(e)
""", """
import asyncio
class SyncOnly:
    def __enter__(self): return self
    def __exit__(self, *a): return False
async def main():
    async with SyncOnly():
        pass
try:
    asyncio.run(main())
except TypeError as e:
    result = str(e)
""", """
class Exit:
    def __enter__(self): return 'entered'
    __exit__ = staticmethod(lambda *a: print('exit', a[0].__name__) or True)
with Exit() as v:
    print(v)
    raise KeyError('swallowed')
result = v
""", """
def f(x: Undefined, y: int = 1) -> 'str': pass
try:
    f.__annotations__
except NameError as e:
    print('deferred', e)
Undefined = list
result = f.__annotations__, f.__annotate__(1)
""", """
class C:
    a: int
    b: 'C' = None
    def m(self) -> C: return self
import annotationlib
result = C.__annotations__, C.m.__annotations__, annotationlib.get_annotations(C, format=annotationlib.Format.STRING)
""", """
def f(*a, **k): return a, k
class O:
    def m(self, *a, **k): return a, k
result = f(*[1, 2]), f(*(), **{'z': 3}), O().m(*'ab', q=1, **{'r': 2}), f(*range(3), 4, *[5])
""", """
data = {'k': [1, 2, 3]}
i = 1
data['k'][i] += 10
result = data['k'][i], data['k'][-1], 'text'[i], data['k'][1:], (lambda: data['k'][0])()
""", """
def g():
    for i in range(3):
        if i == 1:
            continue
        yield i
    for j in []:
        yield j
result = list(g()), [x for x in 'ab' for y in 'c']
"""], since=(3, 14))

# ---- 3.15: two-slot iterators, generator expressions that take their iterable, lazy imports ---------
table("py315", ["""
def gen():
    r = yield from iter([1, 2])
    got = yield from sub()
    yield got
def sub():
    x = yield 'a'
    return x
g = gen()
result = [next(g), next(g), next(g), g.send('sent'), list(g)]
""", """
try:
    g = (x for x in 5)
    print('lazy')
except TypeError as e:
    print('at the call:', e)
result = list(x * 2 for x in range(3)), sum(x for x in [1, 2] if x)
""", """
lazy import colorsys
lazy from json import dumps
result = colorsys.rgb_to_hsv(1, 0, 0), dumps([1])  # the VM imports at once: when is not compared
""", """
def gen():
    try:
        yield from sub()
    except KeyError as e:
        yield 'caught ' + str(e)
def sub():
    yield 1
    yield 2
g = gen()
result = next(g), g.throw(KeyError('k')), list(g)
"""], since=(3, 15))

# ---- PEP 695/696 type parameters: inferred variance, bounds, constraints, defaults --------------------
table("typeparams", ["""
def f[T: int, U: (str, bytes), *Ts, D = list](x: T) -> T: return x
result = [(type(t).__name__, repr(t), getattr(t, '__bound__', '-'), getattr(t, '__constraints__', '-'),
           t.__default__, getattr(t, '__infer_variance__', '-')) for t in f.__type_params__]
type Alias[K] = dict[K, int]
class C[T]:
    def m(self, v: T) -> 'C[T]': return self
result += [f(3), Alias.__value__, Alias.__type_params__, C.__type_params__, C().m.__annotations__]
"""], since=(3, 13))

table("docstrings", ["""
def f(): {}.get('x')
def g(): 'doc'; return 1
def h(): return 'x'
class C:
    'class doc'
    def m(self): 'method doc'
result = f.__doc__, g.__doc__, h.__doc__, C.__doc__, C.m.__doc__, (lambda: 'y').__doc__
"""])

table("yield_from_coroutine", ["""
async def coro():
    return 1
def gen():
    c = coro()
    try:
        yield from c
    finally:
        c.close()
try:
    next(gen())
except TypeError as e:
    result = str(e)
"""])

# SETUP_ANNOTATIONS on a mapping with __getitem__ and __setitem__ only (no __contains__)
table("annotations_custom_mapping", ["""
seen = {}
class Namespace:
    def __init__(self):
        self.d = {}
    def __setitem__(self, key, value):
        self.d[key] = seen[key] = value
    def __getitem__(self, key):
        return self.d[key]
exec('x: int = 1', {}, Namespace())
result = seen['__annotations__'], seen['x']
"""])

# a VM function called natively with a keyword argument named "self"
table("keyword_named_self", ["""
import functools
def callback(*args, **kwds):
    return args, kwds
key = functools.partial(lambda v, self: -v, self=0)
result = functools.partial(callback, self=1, func=2)(3), sorted([2, 1], key=key)
"""])

# a context manager without __exit__: CPython's message names the missing method (3.11+)
table("with_missing_exit", ["""
class OnlyEnter:
    def __enter__(self):
        return self
try:
    with OnlyEnter():
        pass
except TypeError as e:
    result = str(e)
"""], since=(3, 11))

# match: mapping or sequence by the type's flags, which the first of several abstract bases decides
table("match_multiple_inheritance", ["""
import collections, collections.abc
class M(collections.UserDict, collections.abc.Sequence):
    pass
class S(collections.UserList, collections.abc.Mapping):
    pass
def kind(x):
    match x:
        case {}:
            return 'map'
        case []:
            return 'seq'
    return 'neither'
result = kind(M()), kind(S()), kind('ab'), kind(b'x'), kind(bytearray()), kind(range(2)), kind({1: 2})
"""], since=(3, 10))

# PEP 479: a StopIteration leaving a coroutine or a generator becomes a RuntimeError named for its kind
table("stopiteration_kinds", ["""
async def coro():
    raise StopIteration
def gen():
    yield 1
    raise StopIteration(2)
out = []
try:
    coro().send(None)
except RuntimeError as e:
    out.append((str(e), type(e.__cause__).__name__))
try:
    list(gen())
except RuntimeError as e:
    out.append((str(e), repr(e.__cause__)))
result = out
""", """
import asyncio
async def agen():
    yield 1
    raise StopAsyncIteration
async def main():
    try:
        async for _ in agen():
            pass
    except RuntimeError as e:
        return str(e)
result = asyncio.run(main())
"""])

# ---- the positional fast call and the superinstructions' operations ------------------------------
table("fastpath", ["""
class C:
    def __init__(self, x, y=10, z=20):
        self.x, self.y, self.z = x, y, z
    def m(self, a, b=2):
        return (self.x, a, b)
def f(a, b=1, c=2):
    return (a, b, c)
out = []
for i in range(40):
    bound = C(i).m
    out.append((f(i), f(i, i), f(i, i, i), bound(i), bound(i, 5), C(i, 1).y, C(i, 1, 2).z))
for call in (lambda: f(), lambda: f(1, 2, 3, 4), lambda: bound(), lambda: bound(1, 2, 3), lambda: C()):
    try:
        call()
    except TypeError as e:
        out.append(str(e))
result = out
""", """
def outer(k):
    def inner(i):
        if i == 39:
            return later
        return [k, i][1], (k, i), [k], k is None, i in (k, 3), not i
    r = [inner(i) for i in range(39)]
    try:
        inner(39)
    except NameError as e:
        r.append(str(e))
    later = 1
    return r
result = outer(3)
""", """
def g(d, keys):
    out = []
    for k in keys:
        d[k] = d[k] + 1 if k in d else 0
        out.append(sorted(d.items(), key=lambda kv: kv[0]))
    return out
result = g({}, 'abcabcab' * 5)
"""])


# ---- loops that superinstructions run whole: jumps back to a run's start, stack shuffles, freed values ----
table("loop", ["""
def f(n):
    a = [0] * 5
    i = 0
    total = 0
    while i < n:
        a[i % 5] += i
        if i % 7 == 0:
            i += 1
            continue
        for j in range(3):
            if j == i % 3:
                break
            total += j * i
        else:
            total -= 1
        i += 1
    return a, total
result = [f(n) for n in (0, 1, 10, 50)]
""", """
class P:
    def __init__(self):
        self.v = [1.0, 2.0]
        self.n = 0
def step(ps, k):
    for (x, y), p in ps:
        p.v[0] -= x * k
        p.v[1] += y * k
        p.n += 1
        p.v[p.n % 2] *= 2
    return [(p.v, p.n) for _, p in ps]
ps = [((i, i + 1), P()) for i in range(3)]
result = [step(ps, k) for k in range(40)]
""", """
log = []
class D:
    def __init__(self, k):
        self.k = k
    def __del__(self):
        log.append(('del', self.k))
def g(n):
    for i in range(n):
        d = D(i)
        log.append(('made', i))
        d = None
        log.append(('after', i))
    for i in range(n):
        D(i).k
        log.append(('expr', i))
    i = 0
    while i < n:
        x = D(-i).k
        log.append(('while', x))
        i += 1
g(40)
result = log
""", """
def h(rows):
    out = []
    for row in rows:
        s = 0
        for x in row:
            if x is None:
                continue
            if x < 0:
                break
            s += x
        else:
            s = -s
        out.append(s)
    return out
result = [h([[1, 2, None, 3], [4, -1, 5], [], [None]]) for _ in range(40)]
""", """
def w(n):
    k = 0
    while True:
        k += 1
        if k > n:
            return k
def z(seq):
    t = 0
    for a in seq:
        t = t + a if a else t - 1
    return t
result = [(w(i), z([i, 0, 1, 0])) for i in range(40)]
try:
    z([1, None, 2])
except TypeError as e:
    result.append(str(e))
""", """
def u(n, last):
    out = []
    for i in range(n):
        x = i
        out.append(x + x)
        if i == last:
            del x
        out.append(x * 2)
    return out
result = [u(40, -1)]
try:
    u(40, 35)
except UnboundLocalError as e:
    result.append(str(e))
"""])


# ---- positional calls of functions with *args, **kwargs or keyword-only parameters, bound in place ----
table("star_bind", ["""
def f(a, b=2, *args, **kw):
    kw['n'] = len(kw)
    return a, b, args, kw
def g(a, *, k=3, j=4):
    return a, k, j
def h(*args):
    return args
def m(a, *, k):
    return a, k
def n(**kw):
    return kw
def outer(x):
    def inner(*rest):
        return x, rest
    return inner
class C:
    def meth(self, x, *rest, **opts):
        return x, rest, opts
result = []
for _ in range(40):
    result = [f(1), f(1, 5), f(1, 5, 6, 7), g(1), h(), h(1, 2), n(), C().meth(1), C().meth(1, 2, 3),
              outer(7)(8, 9), f(1)[3] is f(1)[3]]
for bad in (lambda: g(1, 2), lambda: m(1), lambda: f(), lambda: n(1), lambda: C.meth()):
    try:
        bad()
    except TypeError as e:
        result.append(str(e))
g.__kwdefaults__ = {'k': 5}
try:
    g(1)
except TypeError as e:
    result.append(str(e))
g.__kwdefaults__ = {'k': 5, 'j': 6}
result.append(g(1))
"""])

# ---- runs that go on into and out of a try block, and returns at the end of guards --------------------
table("try_run", ["""
def look(d, k):
    if d is None:
        return None
    try:
        return d[k]
    except KeyError:
        return -1
def acc(items):
    t = []
    for x in items:
        try:
            t.append(10 // x)
        except ZeroDivisionError:
            t.append(None)
    return t
result = [[look({1: 2}, 1), look({}, 1), look(None, 1)] for _ in range(40)] + [acc([1, 2, 0, 5] * 10)]
""", """
def comp(a, xs):
    try:
        return max(a, len([1 // x for x in xs]))
    except ZeroDivisionError:
        return -1
def pairs(a, xs):
    out = [a]
    try:
        out.append([a, (1 // x for x in xs), a][1].__next__())
    except ZeroDivisionError:
        out.append(None)
    return out
result = [(comp(3, [1, 2, 3, 4]), pairs(2, [1])) for _ in range(40)] + [comp(3, [1, 0]), pairs(2, [0])]
""", """
class Box:
    def __init__(self):
        self.log = []
    def __enter__(self):
        self.log.append('in')
        return self
    def __exit__(self, *exc):
        self.log.append(exc[0].__name__ if exc[0] else 'out')
        return exc[0] is KeyError
def use(b, d, k):
    n = len(b.log)
    v = None
    with b:
        v = d[k] + n
    return v if k else None
b = Box()
result = [use(b, {1: 1}, 1) for _ in range(40)]
result.append(use(b, {}, 2))
result.append(b.log[-4:])
try:
    use(b, {}, [])
except TypeError as e:
    result.append(str(e))
"""])

# ---- parameters loaded without their check unless the code may unbind them ----------------------------
table("parameter_bound", ["""
def f(x, y):
    if y:
        del x
    return x + 1
def g(e, n):
    try:
        if n:
            raise ValueError(n)
    except ValueError as e:
        pass
    return e
result = [(f(i, 0), g(i, 0)) for i in range(40)]
for call in (lambda: f(1, 1), lambda: g(1, 1)):
    try:
        call()
    except NameError as exc:
        result.append((type(exc).__name__, str(exc)))
"""])

# ---- a jump to the return of the value on top (``return a or b``) returns inside the run ---------------
table("return_jump", ["""
class T:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v
def either(a, b):
    return a or b
def both(a, b, c):
    return a and b and not c
def pick(x):
    return x.v if x else None
result = [(either(i % 2, i), both(i, i % 3, i % 5), pick(T(i % 2 == 0)), either(T(False), [i])) for i in range(40)]
for call in (lambda: either(T(1), 0), lambda: both(1, T(None), 0)):
    try:
        call()
    except TypeError as e:
        result.append(str(e))
"""])

# ---- f-strings, keyword calls and ``del x[k]`` inside runs, and branches followed both ways -----------
table("formatted_in_runs", ["""
class S(str):
    pass
class W:
    def __str__(self):
        return S("w")
    def __repr__(self):
        return "W!"
    def __format__(self, spec):
        return "fmt[%s]" % spec
class Bad:
    def __format__(self, spec):
        return 3
def show(i):
    w = W()
    x = f"{i}-{i!r}-{i:>4}-{w}-{w!s}-{w!r:>5}-{w:x}-{'é'!a}-{S('s')}-{i:{'>' if i % 2 else '<'}3}"
    return x, type(f"{w!s}").__name__, f"{S('t')}".__class__.__name__
result = [show(i) for i in range(40)]
for bad in (lambda: f"{Bad()}", lambda: f"{Bad()!r:3}", lambda: f"{1:q}"):
    try:
        bad()
    except (TypeError, ValueError) as e:
        result.append((type(e).__name__, str(e)))
""", """
def kw(a, b=1, *, c=2, **rest):
    return (a, b, c, sorted(rest.items()))
class K:
    def m(self, x, *, y=0):
        return x - y
def calls(i, k):
    return kw(i, c=i + 1) + kw(1, 2, c=3, z=i) + kw(a=i) + (k.m(i, y=1), k.m(x=i))
result = [calls(i, K()) for i in range(40)]
for bad in (lambda: kw(1, q=2, c=3, a=4), lambda: K().m(1, z=2), lambda: kw(b=1)):
    try:
        bad()
    except TypeError as e:
        result.append(str(e))
""", """
def drop(d, keys):
    gone = []
    for k in keys:
        try:
            del d[k]
            gone.append(k)
        except KeyError as e:
            gone.append(("missing", e.args))
    return gone
class Logged(dict):
    def __delitem__(self, k):
        result.append(("del", k))
        dict.__delitem__(self, k)
result = []
for n in range(40):
    result.append(drop({k: k for k in range(n % 5)}, [0, 1, 3]))
drop(Logged(a=1), ["a", "b"])
""", """
class Sliced(list):
    def __setitem__(self, k, v):
        result.append(("set", k.start, k.stop, list(v)))
        list.__setitem__(self, k, v)
def place(row, i, v):
    row[i:i + 2] = v
    row[:i] = row[i:]
    return row
result = [place(list(range(6)), i % 4, [i, -i]) for i in range(40)]
place(Sliced([1, 2, 3]), 1, (9,))
for bad in (lambda: place((1, 2), 0, [3]), lambda: place([1, 2], 0, 5)):
    try:
        bad()
    except TypeError as e:
        result.append(str(e))
"""])
