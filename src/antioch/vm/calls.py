"""VM-made callables and the call protocol: functions, argument binding, classes, generators, coroutines.

A :class:`Function` is what MAKE_FUNCTION builds: a real callable for native code (its
``__call__`` runs the VM), a descriptor (so it becomes a bound method on instances), and
it carries the attributes ``functools.wraps`` and ``inspect.signature`` read.  Calling
it never runs the native function of its code: the VM executes every instruction.
"""
import builtins as _builtins
import collections.abc
import sys
import types
from typing import Any, Dict, List, Optional

from antioch.vm.decode import KIND_ASYNC_GENERATOR, KIND_COROUTINE, KIND_FUNCTION, NULL
from antioch.vm.frame import STATE, Frame, fresh, mark_traceback, run, run_generator
from antioch.vm.introspect import frame_locals

CellType = types.CellType
GeneratorType = types.GeneratorType
MethodType = types.MethodType
HOST = sys.version_info[:2]
#: argument errors name a function module.qualname() from 3.9 on
QUALIFIED_FUNCTION_NAMES = HOST >= (3, 9)
#: from 3.14 a function has a docstring only when its code says so (CO_HAS_DOCSTRING), not whenever
#: co_consts[0] is a str
CO_HAS_DOCSTRING = 0x4000000 if HOST >= (3, 14) else 0


def _builtins_of(globals_: dict) -> Any:
    b = globals_.get("__builtins__", _builtins)
    if isinstance(b, types.ModuleType):
        b = b.__dict__
    return b


class Function:
    """A function made by the VM."""

    # __name__/__qualname__ can be slots (a type keeps its own outside its __dict__); __doc__ and
    # __module__ are properties below: either way they are not entries of the instance __dict__.
    __slots__ = ("__annotate__", "__closure__", "__defaults__", "__dict__", "__globals__",
                 "__kwdefaults__", "__name__", "__qualname__", "__weakref__", "_annotations", "_code", "_doc",
                 "_module", "builtins", "pcode")

    def __init__(self, code: types.CodeType, globals_: dict, qualname: Optional[str] = None,
                 defaults: Optional[tuple] = None, kwdefaults: Optional[dict] = None,
                 closure: Optional[tuple] = None, annotations: Optional[dict] = None) -> None:
        self._code = code
        self.__globals__ = globals_
        self.builtins = _builtins_of(globals_)
        self.__defaults__ = defaults
        self.__kwdefaults__ = kwdefaults
        self.__closure__ = closure
        self._annotations = annotations
        self.__annotate__: Any = None
        self.pcode = STATE.vm.pcode(code)
        self.__name__ = code.co_name
        self.__qualname__ = qualname if qualname is not None else getattr(code, "co_qualname", code.co_name)
        consts = code.co_consts
        # Objects/funcobject.c: the docstring is co_consts[0] when that is a str (and 3.14+ flags it)
        documented = not CO_HAS_DOCSTRING or code.co_flags & CO_HAS_DOCSTRING
        self._doc = consts[0] if documented and consts and isinstance(consts[0], str) else None
        self._module = globals_.get("__name__")

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return invoke(self, list(args), kwargs or None)

    def __get__(self, obj: Any, cls: Any = None) -> Any:
        if obj is None:
            return self
        return MethodType(self, obj)

    def __repr__(self) -> str:
        return "<function %s at 0x%x>" % (self.__qualname__, id(self))

    def _get_code(self) -> types.CodeType:
        return self._code

    def _set_code(self, code: types.CodeType) -> None:
        # Objects/funcobject.c, func_set_code: another code object (types.coroutine sets its flags)
        if not isinstance(code, types.CodeType):
            raise TypeError("__code__ must be set to a code object")
        self._code = code
        self.pcode = STATE.vm.pcode(code)

    # Like a native function's, these are attributes of their own, not entries of __dict__.
    def _get_doc(self) -> Any:
        return self._doc

    def _set_doc(self, value: Any) -> None:
        self._doc = value

    def _get_module(self) -> Any:
        return self._module

    def _set_module(self, value: Any) -> None:
        self._module = value

    def _get_annotations(self) -> Any:
        # Objects/funcobject.c, func_get_annotations: 3.14+ functions compute them by __annotate__(1) once
        if self._annotations is None:
            annotate = self.__annotate__
            annotations = {} if annotate is None else annotate(1)
            if not isinstance(annotations, dict):
                raise TypeError("__annotate__ returned non-dict of type '%s'" % type(annotations).__name__)
            self._annotations = annotations
        return self._annotations

    def _set_annotations(self, value: Any) -> None:
        self._annotations = value
        self.__annotate__ = None

    __annotations__ = property(_get_annotations, _set_annotations)
    __code__ = property(_get_code, _set_code)
    #: isinstance(f, types.FunctionType) holds (it reads __class__), so inspect.isfunction, signature and
    #: getsource treat a VM function as a function; type(f) stays Function
    __class__ = property(lambda self: types.FunctionType)
    #: 3.10+ functions carry their builtins (annotationlib reads them to rebuild __annotate__)
    __builtins__ = property(lambda self: self.builtins)
    __doc__ = property(_get_doc, _set_doc)
    __module__ = property(_get_module, _set_module)

    @property
    def __type_params__(self) -> tuple:
        return self.__dict__.get("_type_params", ())

    @__type_params__.setter
    def __type_params__(self, value: tuple) -> None:
        self.__dict__["_type_params"] = value


def make_frame(func: Function, args: List[Any], kwargs: Optional[Dict[str, Any]]) -> Frame:
    pc = func.pcode
    if kwargs is None and pc.simple and len(args) == pc.argcount:
        fast = args
        fast.extend(pc.blank)
    else:
        fast = bind(func, pc, args, kwargs)
    if pc.nfree:
        fast[pc.free_start:] = func.__closure__  # type: ignore[assignment]  # set when the code has frees
    if pc.cell2arg:
        for slot, arg in pc.cell2arg:
            if arg >= 0 and fast[arg] is not NULL:
                fast[slot] = CellType(fast[arg])
            else:
                fast[slot] = CellType()
    return Frame(pc, fast, func.__globals__, func.builtins, None, func)


def invoke(func: Function, args: List[Any], kwargs: Optional[Dict[str, Any]]) -> Any:
    """Call a VM function: run its frame, or make its generator / coroutine."""
    f = make_frame(func, args, kwargs)
    pc = f.pc
    if pc.kind == KIND_FUNCTION:
        return run(f)
    return make_generator(f, func)


def make_generator(f: Frame, func: Any) -> Any:
    pc = f.pc
    if pc.first > 1:
        _run_prologue(f, pc.first - 1)
    if pc.prime:
        f.stack.append(None)  # the value of the first send(), popped by POP_TOP / GEN_START
    gen = run_generator(f, pc.first)
    name = func.__name__ if func is not None else pc.code.co_name
    qualname = func.__qualname__ if func is not None else pc.code.co_name
    gen.__name__ = name
    gen.__qualname__ = qualname
    if pc.kind == KIND_COROUTINE:
        coro: Any = _coroutine_driver(_AwaitGenerator(gen))
        coro.__name__ = name
        coro.__qualname__ = qualname
        return coro
    if pc.kind == KIND_ASYNC_GENERATOR:
        return AsyncGenerator(gen, name, qualname)
    return gen


def vm_code_flags(gen: Any) -> int:
    """The code flags of a VM generator (types.coroutine gives its function CO_ITERABLE_COROUTINE), else 0."""
    frame = gen.gi_frame
    if gen.gi_code is not run_generator.__code__ or frame is None:
        return 0
    f = frame.f_locals.get("f")
    return f.pc.flags if f is not None else 0


def _run_prologue(f: Frame, end: int) -> None:
    """What precedes RETURN_GENERATOR runs at the call, before the generator exists (3.15 generator
    expressions call GET_ITER on their argument there, so a bad iterable raises at the call)."""
    pc = f.pc
    s = f.stack
    for i in range(end):
        try:
            pc.ops[i](f, s, pc.args[i])
        except BaseException as exc:
            f.lasti = i
            mark_traceback(f, exc, i)
            raise exc


def call(f: Frame, fn: Any, args: List[Any], kwargs: Optional[Dict[str, Any]]) -> Any:
    """CALL's semantics: ``fn(*args, **kwargs)`` with VM functions run in the VM."""
    t = type(fn)
    if t is Function:
        return invoke(fn, args, kwargs)
    if t is MethodType:
        func = fn.__func__
        if type(func) is Function:
            args.insert(0, fn.__self__)
            return invoke(func, args, kwargs)
    special = SPECIALS.get(id(fn))
    if special is not None and special[0] is fn:
        return special[1](f, args, kwargs)
    if t is type and fn.__new__ is _object_new:
        init = fn.__init__
        if type(init) is Function:
            return construct(fn, init, args, kwargs)
    if STATE.exc is not None:
        return call_handling(fn, args, kwargs)
    if kwargs:
        return fn(*args, **kwargs)
    return fn(*args)


_object_new = object.__new__


def construct(cls: type, init: Function, args: List[Any], kwargs: Optional[Dict[str, Any]]) -> Any:
    """``cls(*args, **kwargs)`` for a class of metaclass ``type`` whose ``__new__`` is object's and whose
    ``__init__`` is a VM function: what type.__call__ does (Objects/typeobject.c, type_call, slot_tp_init),
    without the bound method and the native ``__call__`` in between."""
    obj: Any = _object_new(cls)
    args.insert(0, obj)
    result = invoke(init, args, kwargs)
    if result is not None:
        raise TypeError("__init__() should return None, not '%s'" % type(result).__name__)
    return obj


def call_handling(fn: Any, args: List[Any], kwargs: Optional[Dict[str, Any]]) -> Any:
    """A native call from inside a VM except block: native code sees the handled exception (sys.exc_info)."""
    exc = STATE.exc
    assert exc is not None
    tb = exc.__traceback__
    ctx = exc.__context__
    try:
        raise exc
    except BaseException:
        exc.__traceback__ = tb
        exc.__context__ = ctx
        if kwargs:
            return fn(*args, **kwargs)
        return fn(*args)
    finally:
        exc.__traceback__ = tb


def func_desc(fn: Any) -> str:
    """How CPython names a callable in argument errors (``f()``, ``A.m()``, ``print()``)."""
    if isinstance(fn, MethodType):
        fn = fn.__func__
    name = getattr(fn, "__qualname__", None) or getattr(fn, "__name__", None)
    if name is None:
        return "%s object" % type(fn).__name__
    module = getattr(fn, "__module__", None)
    if QUALIFIED_FUNCTION_NAMES and isinstance(module, str) and module != "builtins":
        return "%s.%s()" % (module, name)  # Objects/object.c, _PyObject_FunctionStr (3.9+)
    return "%s()" % name


# ---- argument binding (Python/ceval.c, initialize_locals) ----------------------------------------

def _name_for_errors(func: Function) -> str:
    if HOST >= (3, 10):
        return func.__qualname__
    return func.__code__.co_name


def _quoted_list(names: List[str]) -> str:
    quoted = ["'%s'" % n for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return "%s and %s" % tuple(quoted)
    return ", ".join(quoted[:-1]) + ", and " + quoted[-1]


def bind(func: Function, pc: Any, args: List[Any], kwargs: Optional[Dict[str, Any]]) -> List[Any]:
    code = func.__code__
    argcount = pc.argcount
    posonly = pc.posonly
    kwonly = pc.kwonly
    varnames = code.co_varnames
    flags = pc.flags
    fast: List[Any] = [NULL] * pc.nfast
    nargs = len(args)
    n = min(nargs, argcount)
    fast[:n] = args[:n]
    total = argcount + kwonly
    slot = total
    if flags & 0x04:  # CO_VARARGS
        fast[slot] = tuple(args[argcount:])
        slot += 1
    elif nargs > argcount:
        _too_many_positional(func, pc, nargs, kwargs)
    kwdict: Optional[Dict[Any, Any]] = None
    if flags & 0x08:  # CO_VARKEYWORDS
        kwdict = {}
        fast[slot] = kwdict
    if kwargs:
        index = {name: j for j, name in enumerate(varnames[posonly:total], posonly)}
        posonly_as_kw: List[str] = []
        for key, value in kwargs.items():
            j = index.get(key) if isinstance(key, str) else None
            if j is None:
                if kwdict is not None:
                    kwdict[key] = value
                    continue
                if key in varnames[:posonly]:
                    posonly_as_kw.append(key)
                    continue
                if not isinstance(key, str):
                    raise TypeError("%s() keywords must be strings" % _name_for_errors(func))
                raise TypeError("%s() got an unexpected keyword argument '%s'" % (_name_for_errors(func), key))
            if fast[j] is not NULL:
                raise TypeError("%s() got multiple values for argument '%s'" % (_name_for_errors(func), key))
            fast[j] = value
        if posonly_as_kw:
            raise TypeError("%s() got some positional-only arguments passed as keyword arguments: '%s'"
                            % (_name_for_errors(func), ", ".join(posonly_as_kw)))
    if nargs < argcount:
        defaults = func.__defaults__ or ()
        first_default = argcount - len(defaults)
        missing = []
        for j in range(nargs, argcount):
            if fast[j] is NULL:
                if j >= first_default:
                    fast[j] = defaults[j - first_default]
                else:
                    missing.append(varnames[j])
        if missing:
            raise TypeError("%s() missing %d required positional argument%s: %s" % (
                _name_for_errors(func), len(missing), "" if len(missing) == 1 else "s", _quoted_list(missing)))
    if kwonly:
        kwdefaults = func.__kwdefaults__ or {}
        missing = []
        for j in range(argcount, total):
            if fast[j] is NULL:
                name = varnames[j]
                if name in kwdefaults:
                    fast[j] = kwdefaults[name]
                else:
                    missing.append(name)
        if missing:
            raise TypeError("%s() missing %d required keyword-only argument%s: %s" % (
                _name_for_errors(func), len(missing), "" if len(missing) == 1 else "s", _quoted_list(missing)))
    return fast


def _too_many_positional(func: Function, pc: Any, nargs: int, kwargs: Optional[Dict[str, Any]]) -> None:
    argcount = pc.argcount
    defaults = func.__defaults__ or ()
    code = func.__code__
    kwonly_given = sum(1 for k in (kwargs or ()) if k in code.co_varnames[argcount:argcount + pc.kwonly])
    if defaults:
        takes = "from %d to %d positional arguments" % (argcount - len(defaults), argcount)
    else:
        takes = "%d positional argument%s" % (argcount, "" if argcount == 1 else "s")
    if kwonly_given:
        given = "%d positional argument%s (and %d keyword-only argument%s)" % (
            nargs, "" if nargs == 1 else "s", kwonly_given, "" if kwonly_given == 1 else "s")
    else:
        given = "%d" % nargs
    raise TypeError("%s() takes %s but %s %s given" % (
        _name_for_errors(func), takes, given, "was" if nargs == 1 and not kwonly_given else "were"))


# ---- classes (Python/bltinmodule.c, builtin___build_class__) -------------------------------------

def build_class(func: Any, name: Any, *bases: Any, **kwds: Any) -> Any:
    if type(func) is not Function:
        if isinstance(func, types.FunctionType):
            return _builtins.__build_class__(func, name, *bases, **kwds)
        raise TypeError("__build_class__: func must be a function")
    if not isinstance(name, str):
        raise TypeError("__build_class__: name is not a string")
    orig_bases = bases
    bases = tuple(types.resolve_bases(bases))
    meta = kwds.pop("metaclass", None)
    if meta is None:
        meta = type(bases[0]) if bases else type
    if isinstance(meta, type):
        meta = _calculate_meta(meta, bases)
    prepare = getattr(meta, "__prepare__", None)
    ns = prepare(name, bases, **kwds) if prepare is not None else {}
    if not isinstance(ns, collections.abc.Mapping) and not hasattr(ns, "__getitem__"):
        raise TypeError("%s.__prepare__() must return a mapping, not %s" % (
            getattr(meta, "__name__", "<metaclass>"), type(ns).__name__))
    f = make_frame(func, [], None)
    f.locals = ns
    cell = run(f)
    if bases is not orig_bases and bases != orig_bases:
        ns["__orig_bases__"] = orig_bases
    # type.__new__ makes these implicit classmethods/staticmethods only for native functions
    for implicit, wrap in (("__init_subclass__", classmethod), ("__class_getitem__", classmethod),
                           ("__new__", staticmethod)):
        try:
            value = ns[implicit]
        except KeyError:
            continue
        if type(value) is Function:
            ns[implicit] = wrap(value)
    cls = meta(name, bases, ns, **kwds)
    if type(cell) is CellType and isinstance(cls, type):
        try:
            value = cell.cell_contents
        except ValueError:
            value = NULL
        if value is not cls:
            if value is NULL:
                raise RuntimeError("__class__ not set defining %r as %r. Was __classcell__ propagated to "
                                   "type.__new__?" % (name, cls))
            raise TypeError("__class__ set to %r defining %r as %r" % (value, name, cls))
    return cls


def _calculate_meta(meta: type, bases: tuple) -> type:
    winner = meta
    for base in bases:
        t = type(base)
        if issubclass(winner, t):
            continue
        if issubclass(t, winner):
            winner = t
            continue
        raise TypeError("metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass "
                        "of the metaclasses of all its bases")
    return winner


# ---- coroutines and async generators ---------------------------------------------------------------

def is_coroutine(v: Any) -> bool:
    return isinstance(v, (types.CoroutineType, Coroutine))


class _AwaitGenerator:
    """An awaitable whose iterator is the VM frame's generator."""

    __slots__ = ("gen",)

    def __init__(self, gen: Any) -> None:
        self.gen = gen

    def __await__(self) -> Any:
        return self.gen


async def _coroutine_driver(awaitable: Any) -> Any:
    """What a VM coroutine function returns: a native coroutine object (so asyncio, inspect and
    ``type(c) is types.CoroutineType`` see a coroutine) whose only work is to delegate every
    send/throw/close to the VM frame's generator.  This driver is antioch's code, not the program's."""
    return await awaitable


class Coroutine(collections.abc.Coroutine):
    """A coroutine made by the VM: a driver around the frame's Python generator."""

    __slots__ = ("__name__", "__qualname__", "_awaited", "_gen")

    def __init__(self, gen: Any, name: str, qualname: str) -> None:
        self._gen = gen
        self.__name__ = name
        self.__qualname__ = qualname

    def send(self, value: Any) -> Any:
        return self._gen.send(value)

    def throw(self, typ: Any, val: Any = None, tb: Any = None) -> Any:
        if val is None and tb is None:
            return self._gen.throw(typ)
        return self._gen.throw(typ, val, tb)

    def close(self) -> None:
        self._gen.close()

    def __await__(self) -> Any:
        return self._gen

    def __repr__(self) -> str:
        return "<coroutine object %s at 0x%x>" % (self.__qualname__, id(self))

    @property
    def cr_running(self) -> bool:
        return self._gen.gi_running

    @property
    def cr_frame(self) -> Any:
        return None

    @property
    def cr_await(self) -> Any:
        return None


class AsyncGenWrapped:
    """An async generator's yielded value, as ASYNC_GEN_WRAP marks it (not an await passing through)."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value


class AsyncGenerator(collections.abc.AsyncGenerator):
    """An async generator made by the VM (Objects/genobject.c, async_gen_asend / athrow)."""

    __slots__ = ("__name__", "__qualname__", "_closed", "_gen", "_started")

    def __init__(self, gen: Any, name: str, qualname: str) -> None:
        self._gen = gen
        self.__name__ = name
        self.__qualname__ = qualname
        self._closed = False

    def __aiter__(self) -> "AsyncGenerator":
        return self

    def __anext__(self) -> Any:
        return _Awaitable(self._drive(self._gen.send, None))

    def asend(self, value: Any) -> Any:
        return _Awaitable(self._drive(self._gen.send, value))

    def athrow(self, typ: Any, val: Any = None, tb: Any = None) -> Any:
        exc = typ if val is None and tb is None else typ(val) if val is not None else typ
        return _Awaitable(self._drive(self._gen.throw, exc))

    def aclose(self) -> Any:
        return _Awaitable(self._close())

    def _drive(self, first: Any, value: Any) -> Any:
        gen = self._gen
        try:
            y = first(value)
            while True:
                if type(y) is AsyncGenWrapped:
                    return y.value
                try:
                    sent = yield y
                except BaseException as exc:  # thrown into the awaitable: goes to the frame
                    y = gen.throw(exc)
                else:
                    y = gen.send(sent)
        except StopIteration:
            raise StopAsyncIteration from None

    def _close(self) -> Any:
        gen = self._gen
        try:
            y = gen.throw(GeneratorExit)
            while True:
                if type(y) is AsyncGenWrapped:
                    raise RuntimeError("async generator ignored GeneratorExit")
                sent = yield y
                y = gen.send(sent)
        except (StopIteration, StopAsyncIteration, GeneratorExit):
            return None

    def __repr__(self) -> str:
        return "<async_generator object %s at 0x%x>" % (self.__qualname__, id(self))

    @property
    def ag_running(self) -> bool:
        return self._gen.gi_running


class _Awaitable:
    """What ``__anext__``/``asend``/``athrow``/``aclose`` return: awaitable and iterable at once."""

    __slots__ = ("_it",)

    def __init__(self, it: Any) -> None:
        self._it = it

    def __await__(self) -> Any:
        return self._it

    def __iter__(self) -> Any:
        return self._it

    def __next__(self) -> Any:
        return next(self._it)

    def send(self, value: Any) -> Any:
        return self._it.send(value)

    def throw(self, *args: Any) -> Any:
        return self._it.throw(*args)

    def close(self) -> None:
        self._it.close()


# ---- builtins that look at their caller's frame ------------------------------------------------------

def _locals(f: Frame, args: List[Any], kwargs: Any) -> Any:
    if args or kwargs:
        return locals(*args, **(kwargs or {}))
    return frame_locals(f)


def _globals(f: Frame, args: List[Any], kwargs: Any) -> Any:
    if args or kwargs:
        return globals(*args, **(kwargs or {}))
    return f.globals


def _vars(f: Frame, args: List[Any], kwargs: Any) -> Any:
    if args or kwargs:
        return vars(*args, **(kwargs or {}))
    return frame_locals(f)


def _dir(f: Frame, args: List[Any], kwargs: Any) -> Any:
    if args or kwargs:
        return dir(*args, **(kwargs or {}))
    return sorted(frame_locals(f))


def _super(f: Frame, args: List[Any], kwargs: Any) -> Any:
    if args or kwargs:
        return super(*args, **(kwargs or {}))
    pc = f.pc
    if pc.argcount == 0 and not pc.flags & 0x04:
        raise RuntimeError("super(): no arguments")
    first = f.fast[0]
    # type(), not isinstance(): isinstance reads __class__, which a metaclass's __getattribute__ may serve
    if type(first) is CellType and pc.slot_names[0] != "__class__" and pc.cell_slots and 0 in pc.cell_slots:
        first = first.cell_contents
    if pc.argcount == 0:
        if not first:
            raise RuntimeError("super(): no arguments")
        first = first[0]
    if "__class__" not in pc.slot_names[pc.free_start:]:
        raise RuntimeError("super(): __class__ cell not found")
    cell = f.fast[pc.free_start + pc.slot_names[pc.free_start:].index("__class__")]
    try:
        cls = cell.cell_contents
    except ValueError:
        raise fresh(RuntimeError("super(): empty __class__ cell")) from None
    return super(cls, first)


def _compile_for(f: Frame, source: Any, mode: str) -> Any:
    if isinstance(source, types.CodeType):
        return source
    if isinstance(source, (bytes, bytearray)):
        source = source.decode()
    if isinstance(source, str) and mode == "eval":
        source = source.lstrip(" \t")
    return compile(source, "<string>", mode)


def _run_code(f: Frame, code: Any, args: List[Any], kwargs: Any, mode: str) -> Any:
    g = args[1] if len(args) > 1 else (kwargs or {}).get("globals")
    loc = args[2] if len(args) > 2 else (kwargs or {}).get("locals")
    closure = (kwargs or {}).get("closure")
    if code.co_freevars and closure is None:
        raise TypeError("code object passed to %s() may not contain free variables" % mode)
    if g is None:
        g = f.globals
        if loc is None:
            loc = frame_locals(f)
    elif loc is None:
        loc = g
    if not isinstance(g, dict):
        raise TypeError("%s() globals must be a dict, not %s" % (mode, type(g).__name__))
    if "__builtins__" not in g:
        g["__builtins__"] = _builtins
    return STATE.vm.run_code(code, g, loc, closure)


def _exec(f: Frame, args: List[Any], kwargs: Any) -> Any:
    if not args:
        return exec(*args, **(kwargs or {}))
    code = _compile_for(f, args[0], "exec")
    _run_code(f, code, args, kwargs, "exec")
    return None


def _eval(f: Frame, args: List[Any], kwargs: Any) -> Any:
    if not args:
        return eval(*args, **(kwargs or {}))
    code = _compile_for(f, args[0], "eval")
    return _run_code(f, code, args, kwargs, "eval")


def _exc_info(f: Frame, args: List[Any], kwargs: Any) -> Any:
    """sys.exc_info() of VM code: the exception its frames handle, with the traceback it has there."""
    if args or kwargs:
        return sys.exc_info(*args, **(kwargs or {}))
    exc = STATE.exc
    if exc is None:
        return (None, None, None)
    return (type(exc), exc, exc.__traceback__)


SPECIALS: Dict[int, Any] = {}
for _native, _replacement in ((locals, _locals), (globals, _globals), (vars, _vars), (dir, _dir),
                              (super, _super), (exec, _exec), (eval, _eval), (sys.exc_info, _exc_info)):
    SPECIALS[id(_native)] = (_native, _replacement)
