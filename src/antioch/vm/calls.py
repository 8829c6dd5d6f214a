"""VM-made functions and the call protocol: calling a VM function runs its frame, or makes its generator.

A :class:`Function` is what MAKE_FUNCTION builds: a real callable for native code (its
``__call__`` runs the VM), a descriptor (so it becomes a bound method on instances), and
it carries the attributes ``functools.wraps`` and ``inspect.signature`` read.  Calling
it never runs the native function of its code: the VM executes every instruction.
"""
import builtins as _builtins
import sys
import types
from typing import Any, Dict, List, Optional, Tuple

from antioch.vm import genframes
from antioch.vm.binding import bind, bind_positional
from antioch.vm.coroutines import AsyncGenerator, coroutine_of
from antioch.vm.decode import KIND_COROUTINE, KIND_FUNCTION, KIND_GENERATOR, NULL
from antioch.vm.frame import (
    BLOCK_STACKS,
    STATE,
    Frame,
    caught,
    mark_traceback,
    new_frame,
    recursion_error,
    run_traced,
    runs_frames,
)
from antioch.vm.frame_builtins import SPECIALS
from antioch.vm.generator_loop import run_generator

CellType = types.CellType
GeneratorType = types.GeneratorType
BuiltinFunctionType = types.BuiltinFunctionType
MethodType = types.MethodType
ModuleType = types.ModuleType
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


#: id(code) -> (code, its PCode, name, qualname, docstring): what every function of that code starts
#: with, found without hashing the code object (which hashes its bytecode, constants and names)
_CODE_FACTS: Dict[int, Tuple[types.CodeType, Any, str, str, Any]] = {}


def _code_facts(code: types.CodeType) -> Tuple[types.CodeType, Any, str, str, Any]:
    consts = code.co_consts
    # Objects/funcobject.c: the docstring is co_consts[0] when that is a str (and 3.14+ flags it)
    documented = not CO_HAS_DOCSTRING or code.co_flags & CO_HAS_DOCSTRING
    doc = consts[0] if documented and consts and isinstance(consts[0], str) else None
    facts = (code, STATE.vm.pcode(code), code.co_name, getattr(code, "co_qualname", code.co_name), doc)
    _CODE_FACTS[id(code)] = facts
    return facts


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
        b = globals_.get("__builtins__", _builtins)
        self.builtins = b.__dict__ if isinstance(b, ModuleType) else b
        self.__defaults__ = defaults
        self.__kwdefaults__ = kwdefaults
        self.__closure__ = closure
        self._annotations = annotations
        self.__annotate__: Any = None
        known = _CODE_FACTS.get(id(code))
        if known is None or known[0] is not code:
            known = _code_facts(code)
        _, self.pcode, self.__name__, default_qualname, self._doc = known
        self.__qualname__ = qualname if qualname is not None else default_qualname
        self._module = globals_.get("__name__")

    def __call__(*args: Any, **kwargs: Any) -> Any:  # no named first parameter: a keyword may be "self"
        if kwargs:
            return invoke(args[0], list(args[1:]), kwargs)
        return call_positional(None, args[0], list(args[1:]))

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
    missing = pc.argcount - len(args)
    defaults = func.__defaults__
    if not kwargs and pc.simple and (missing == 0 or (
            missing > 0 and defaults is not None and missing <= len(defaults))):
        fast = args
        if missing:
            fast.extend(defaults[len(defaults) - missing:])  # type: ignore[index,arg-type]  # checked above
        fast.extend(pc.blank)
    elif not kwargs and pc.star_call and bind_positional(func, pc, args):
        fast = args
    else:
        fast = bind(func, pc, args, kwargs)
    if pc.nfree:
        fast[pc.free_start:] = func.__closure__  # type: ignore[assignment]  # set when the code has frees
    if pc.cell2arg:
        for slot, arg in pc.cell2arg:
            if arg >= 0 and fast[arg] is not NULL:
                fast[slot] = CellType(fast[arg])
                fast[arg] = NULL  # the cell holds the argument now (3.8-3.10 ceval: "Clear the local copy")
            else:
                fast[slot] = CellType()
    return new_frame(pc, fast, func.__globals__, func.builtins, None, func)


def invoke(func: Function, args: List[Any], kwargs: Optional[Dict[str, Any]]) -> Any:
    """Call a VM function: run its frame, or make its generator / coroutine."""
    f = make_frame(func, args, kwargs)
    pc = f.pc
    if pc.kind == KIND_FUNCTION:
        return run(f)
    return make_generator(f, func)


def generator_start(f: Frame) -> int:
    """The instruction where generator-like frame ``f`` starts, once what precedes it has run (at the call)
    and the value of its first ``send()`` is on its stack."""
    pc = f.pc
    first = pc.first
    if first > 1:
        _run_prologue(f, first - 1)
    if pc.prime:
        f.stack.append(None)  # the value of the first send(), popped by POP_TOP / GEN_START
    return first


def make_generator(f: Frame, func: Any) -> Any:
    pc = f.pc
    gen = run_generator(f, generator_start(f))
    if func is not None:
        name = func.__name__
        qualname = func.__qualname__
    else:
        name = qualname = pc.code.co_name
    kind = pc.kind
    if kind == KIND_GENERATOR:
        gen.__name__ = name
        gen.__qualname__ = qualname
        return gen
    if kind == KIND_COROUTINE:  # the generator stays inside the driver, which carries the names
        return coroutine_of(gen, name, qualname)
    gen.__name__ = name  # KIND_ASYNC_GENERATOR
    gen.__qualname__ = qualname
    return AsyncGenerator(gen, name, qualname, pc.code)


def vm_code_flags(gen: Any) -> int:
    """The code flags of a VM generator (types.coroutine gives its function CO_ITERABLE_COROUTINE), else 0."""
    f, _ = genframes.vm_generator_frame(gen)
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


def call(f: Optional[Frame], fn: Any, args: List[Any], kwargs: Optional[Dict[str, Any]]) -> Any:
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


@runs_frames
def call_positional(caller: Optional[Frame], fn: Any, args: Any) -> Any:
    """CALL with positional arguments only: what every call handler and superinstruction calls.

    A VM function (or a bound method of one, or a class whose ``__init__`` is one) given its positional
    parameters, the missing ones from its defaults, gets its frame made here without binding (ceval.c's
    fast path), and a plain function's frame runs here too, in the VM's one run loop, so a VM call costs
    one host call (the loop's VM frame is the local ``f``, its instruction ``i``, as the logical stack
    expects of a run loop).  A generator or coroutine function makes its generator; anything else goes
    through :func:`call`.  ``args`` None: ``fn`` is a :class:`Frame` made elsewhere, which runs here (:func:`run`)."""
    obj = None  # the instance being made when fn is a class (type_call: __init__ must return None)
    if args is None:  # tested before type(fn): a call of a function or method costs one test less
        f = fn
        pc = f.pc
        s = f.stack
    else:
        t = type(fn)
        if t is MethodType:
            func = fn.__func__
            if type(func) is not Function:
                return call(caller, fn, args, None)
            args.insert(0, fn.__self__)  # the caller's list: a new one would cost an allocation more
            fn = func
        elif t is not Function:
            if t is BuiltinFunctionType:
                if STATE.exc is None and fn not in SPECIAL_NATIVES:
                    return fn(*args)  # a builtin function or a bound method of a native object: call()'s last line
            elif t is type:
                if fn.__new__ is _object_new:
                    init = fn.__init__
                    if type(init) is Function:
                        obj = _object_new(fn)  # construct()'s work, without its call
                        args.insert(0, obj)
                        fn = init
                if obj is None and STATE.exc is None and fn not in SPECIAL_NATIVES:
                    return fn(*args)  # a class made natively (int, range, a class with a __new__ of its own)
            if obj is None:
                return call(caller, fn, args, None)
        pc = fn.pcode
        if len(args) == pc.run_argcount:  # a function's parameters and nothing else: no defaults, no closure
            args += pc.blank
        else:
            n = len(args)
            if n == pc.star_argcount:  # the named parameters given, an empty *args and/or **kwargs
                args += pc.star_blank
                if pc.kwargs_slot >= 0:
                    args[pc.kwargs_slot] = {}
            elif pc.fast_call:
                if n != pc.argcount:
                    defaults = fn.__defaults__
                    missing = pc.argcount - n
                    if missing < 0 or defaults is None or missing > len(defaults):
                        return _made(obj, invoke(fn, args, None))  # binding raises CPython's TypeError
                    args.extend(defaults[len(defaults) - missing:])
                args += pc.blank
            elif not (pc.star_call and bind_positional(fn, pc, args)):
                return _made(obj, invoke(fn, args, None))
            if pc.closure_or_generator:
                if pc.nfree:
                    args[pc.free_start:] = fn.__closure__  # set when the code has frees
                if pc.kind:  # not KIND_FUNCTION: the frame makes its generator (never on the path above)
                    return _made(obj, make_generator(new_frame(pc, args, fn.__globals__, fn.builtins, None, fn), fn))
        f = _new_frame()  # from here this host frame stands for the VM frame on the logical stack
        f.pc = pc
        f.fast = args
        s = []
        f.stack = s
        f.globals = fn.__globals__
        f.builtins = fn.builtins
        f.func = fn
        if BLOCK_STACKS:
            f.blocks = []
    state = STATE
    depth = state.depth + 1
    if depth > state.run_depth:  # too deep, or traced (VMState.run_depth)
        if state.tracer is not None:
            frame, f = f, None  # run_traced's host frame stands for it, not this one
            return _made(obj, run_traced(frame))
        raise recursion_error()
    state.depth = depth
    ops = pc.fast_ops
    fast_args = pc.fast_args
    i = 0
    while True:
        try:
            while True:
                r = ops[i](f, s, fast_args[i])
                if r is None:
                    i += 1
                elif r >= 0:
                    i = r
                else:
                    state.depth = depth - 1
                    if obj is None:
                        return f.retval
                    return _made(obj, f.retval)
        except BaseException as exc:
            i = caught(f, exc, i)
            if i < 0:
                state.depth = depth - 1
                raise exc  # not a bare raise: 3.8-3.10 would re-raise the traceback before mark_traceback


def run(f: Frame) -> Any:
    """Run a plain frame made elsewhere (module code, a class body, a call that bound its arguments) to its
    return value, in :func:`call_positional`'s loop."""
    return call_positional(None, f, None)


def _made(obj: Any, result: Any) -> Any:
    """What a call returns: ``result``, or, when it was ``__init__`` of the new instance ``obj``, ``obj``
    (Objects/typeobject.c, slot_tp_init: __init__ must return None)."""
    if obj is None:
        return result
    if result is not None:
        raise TypeError("__init__() should return None, not '%s'" % type(result).__name__)
    return obj


#: how call_positional makes a frame (Frame has no __init__: it sets the slots new_frame sets itself)
_new_frame = Frame
_object_new = object.__new__
#: the natives that :data:`SPECIALS` replaces, as objects (a builtin hashes by identity, as a type does)
SPECIAL_NATIVES = frozenset(native for native, _ in SPECIALS.values())


def construct(cls: type, init: Function, args: List[Any], kwargs: Optional[Dict[str, Any]]) -> Any:
    """``cls(*args, **kwargs)`` for a class of metaclass ``type`` whose ``__new__`` is object's and whose
    ``__init__`` is a VM function: what type.__call__ does (Objects/typeobject.c, type_call, slot_tp_init),
    without the bound method and the native ``__call__`` in between."""
    obj: Any = _object_new(cls)
    args.insert(0, obj)
    return _made(obj, invoke(init, args, kwargs))


def call_handling(fn: Any, args: List[Any], kwargs: Optional[Dict[str, Any]]) -> Any:
    """A native call from inside a VM except block: native code sees the handled exception (sys.exc_info)."""
    state = STATE
    exc = state.exc
    assert exc is not None
    tb = exc.__traceback__
    ctx = exc.__context__
    outer = state.host_exc
    state.host_exc = exc
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
        state.host_exc = outer


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
