"""CORE and CORE EXT: colon definitions, defining words, compilation and execution control, exceptions
(Forth-2012 6.1, 6.2, 9.6.1). The control structures and the return stack words are in
:mod:`antioch.forth.wordsets.core_control`.

A word with compilation semantics puts tokens in the definition being compiled (``f.emit_token``); the code
generator (:mod:`antioch.forth.codegen`) turns the tokens into bytecode when the definition ends.
"""
from typing import TYPE_CHECKING, Any, Callable

from antioch.forth.kernel import BASE_ADDR, STATE_ADDR, Bye, ForthError, Quit, Word, cell
from antioch.forth.registry import WordSet

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.codegen import CodeGen
    from antioch.forth.system import Forth

CORE_COMPILING = WordSet("CORE")
ENVIRONMENT = {
    "/COUNTED-STRING": [255], "/HOLD": [1024], "/PAD": [1 << 16], "ADDRESS-UNIT-BITS": [8], "FLOORED": [0],
    "MAX-CHAR": [255], "MAX-N": [(1 << 63) - 1], "MAX-U": [-1], "MAX-D": [-1, (1 << 63) - 1], "MAX-UD": [-1, -1],
    "RETURN-STACK-CELLS": [100000], "STACK-CELLS": [1 << 20],
}


compiling = CORE_COMPILING.compiling


def tok(f: "Forth", *t: Any) -> None:
    f.emit_token(tuple(t))


def find_or_throw(f: "Forth") -> Word:
    name = f.need_name()
    w = f.find(name)
    if w is None:
        raise ForthError(-13, "Undefined word %s" % name)
    return w


# ----- colon definitions
@CORE_COMPILING.generic(":")
def colon(f: "Forth") -> None:
    f.begin_def(f.need_name())


@CORE_COMPILING.generic(":NONAME")
def noname(f: "Forth") -> None:
    f.noname = f.begin_def("")


@compiling(";")
def semicolon(f: "Forth") -> None:
    first = f.pending[0][0] if f.pending else None
    f.finish_defs()
    if first is not None and f.noname is first:
        f.noname = None
        f.S.append(first.xt)
    if first is not None:
        f.latest_xt = first.xt


compiling("RECURSE")(lambda f: tok(f, "recurse"))


@compiling("EXIT")
def exit_(f: "Forth") -> None:
    tok(f, "exit")
    f.unlooped = 0


@CORE_COMPILING.generic("IMMEDIATE")
def immediate(f: "Forth") -> None:
    if f.last is not None:
        f.last.immediate = True


@CORE_COMPILING.generic("[", immediate=True)
def left_bracket(f: "Forth") -> None:
    f.state = 0


@CORE_COMPILING.generic("]")
def right_bracket(f: "Forth") -> None:
    f.state = -1


compiling("LITERAL")(lambda f: tok(f, "lit", f.pop()))
CORE_COMPILING.generic("'")(lambda f: f.S.append(find_or_throw(f).xt))
compiling("[']")(lambda f: tok(f, "lit", find_or_throw(f).xt))


@compiling("POSTPONE")
def postpone(f: "Forth") -> None:
    w = find_or_throw(f)
    if w.immediate:
        f.compile_call(w)
    else:
        tok(f, "lit", w.xt)
        f.compile_call(f.word_named("COMPILE,"))


compiling("[COMPILE]")(lambda f: f.compile_call(find_or_throw(f)))


@CORE_COMPILING.static("COMPILE,", 1, 0)
def compile_comma(f: "Forth", xt: int) -> None:
    f.compile_call(f.word_of(cell(xt)))


@CORE_COMPILING.generic("EXECUTE")
def execute(f: "Forth") -> None:
    f.word_of(f.pop()).gfunc()


@CORE_COMPILING.inline("EXECUTE")
def execute_inline(f: "Forth", cg: "CodeGen") -> None:
    top = cg.stack[-1] if cg.stack else None
    if top is not None and top[0] == "const" and 1 <= top[1] <= len(f.words):
        cg.pop()
        cg.call_word(f.word_of(top[1]))     # ['] foo EXECUTE is a call of foo
    else:
        cg.call_generic(f.word_named("EXECUTE").gname)


# ----- defining words
def create_word(f: "Forth", name: str) -> Word:
    """A word that pushes the address of its data field (aligned HERE)."""
    f.align()
    w = f.new_word(name)
    w.body = body = f.here
    w.created = True
    S = f.S
    f.set_generic(w, lambda: S.append(body))
    w.inline = lambda cg: cg.push(("const", body))
    return w


CORE_COMPILING.generic("CREATE")(lambda f: create_word(f, f.need_name()))


@CORE_COMPILING.generic("VARIABLE")
def variable(f: "Forth") -> None:
    create_word(f, f.need_name())
    f.comma(0)


@CORE_COMPILING.generic("2VARIABLE")
def two_variable(f: "Forth") -> None:
    create_word(f, f.need_name())
    f.comma(0)
    f.comma(0)


@CORE_COMPILING.generic("CONSTANT")
def constant(f: "Forth") -> None:
    name = f.need_name()
    f.constant(name, f.pop())


@CORE_COMPILING.generic("2CONSTANT")
def two_constant(f: "Forth") -> None:
    name = f.need_name()
    lo, hi = f.popn(2)
    S = f.S
    w = f.primitive(name, lambda: S.extend((lo, hi)))

    def inline(cg: "CodeGen") -> None:
        cg.push(("const", lo))
        cg.push(("const", hi))
    w.inline = inline


@CORE_COMPILING.generic("VALUE")
def value(f: "Forth") -> None:
    name = f.need_name()
    x = f.pop()
    f.align()
    body = f.here
    f.comma(x)
    w = f.new_word(name)
    w.body = body
    f.set_generic(w, lambda: f.S.append(f.fetch(body)))
    fetch = f.word_named("@")

    def inline(cg: "CodeGen") -> None:
        cg.push(("const", body))
        cg.call_word(fetch)
    w.inline = inline


@CORE_COMPILING.generic("TO", immediate=True)
def to(f: "Forth") -> None:
    """6.2.2295 TO name: stores with the word the name's VALUE (or 2VALUE, FVALUE, local) asks for."""
    name = f.need_name()
    if f.state and name.upper() in f.local_names:    # LOCALS (Forth-2012 13.6.1.0086)
        tok(f, "local!", f.local_names[name.upper()])
        return
    w = f.find(name)
    if w is None:
        raise ForthError(-13, "Undefined word %s" % name)
    store = f.word_named(w.to_store)
    if f.state:
        tok(f, "lit", w.body)
        f.compile_call(store)
    else:
        f.S.append(w.body)
        store.gfunc()


@CORE_COMPILING.generic("DEFER")
def defer(f: "Forth") -> None:
    name = f.need_name()
    w = f.new_cell_word(name)
    body = w.body

    def run() -> None:
        xt = f.fetch(body)
        if xt == 0:
            raise ForthError(-256, "Deferred word %s has no action" % name)
        f.word_of(xt).gfunc()
    f.set_generic(w, run)


def at_deferred(f: "Forth", compiled: str, interpreted: Callable[[int], None]) -> None:
    """IS and ACTION-OF: the body of the word named next, given to the word ``compiled`` in a definition, else
    to ``interpreted`` now."""
    body = find_or_throw(f).body
    if f.state:
        tok(f, "lit", body)
        f.compile_call(f.word_named(compiled))
    else:
        interpreted(body)


CORE_COMPILING.generic("IS", immediate=True)(lambda f: at_deferred(f, "!", lambda body: f.store(f.pop(), body)))
CORE_COMPILING.generic("ACTION-OF", immediate=True)(
    lambda f: at_deferred(f, "@", lambda body: f.S.append(f.fetch(body))))


@CORE_COMPILING.static("DEFER@", 1, 1)
def defer_fetch(f: "Forth", xt: int) -> int:
    return f.fetch(f.word_of(cell(xt)).body)


@CORE_COMPILING.static("DEFER!", 2, 0)
def defer_store(f: "Forth", xt2: int, xt: int) -> None:
    f.store(xt2, f.word_of(cell(xt)).body)


@CORE_COMPILING.generic("BUFFER:")
def buffer_colon(f: "Forth") -> None:
    n = f.pop()
    create_word(f, f.need_name())
    f.allot(n)


@CORE_COMPILING.static("(DOES>)", 1, 0)
def does_runtime(f: "Forth", xt: int) -> None:
    """The run time of DOES>: the word CREATE made last runs the code after DOES> on its data field."""
    child, does = f.last, f.word_of(cell(xt))
    if child is None or not child.created:
        raise ForthError(-31, "DOES> on a word not made by CREATE")
    body = child.body
    S = f.S

    def run() -> None:
        S.append(body)
        does.gfunc()
    f.set_generic(child, run)

    def inline(cg: "CodeGen") -> None:
        cg.push(("const", body))
        cg.call_word(does)
    child.inline = inline


@compiling("DOES>")
def does(f: "Forth") -> None:
    part = f.new_word("", hidden=False)
    tok(f, "lit", part.xt)
    f.compile_call(f.word_named("(DOES>)"))
    tok(f, "exit")
    f.pending.append((part, []))


CORE_COMPILING.generic(">BODY")(lambda f: f.S.append(f.word_of(f.pop()).body))


@CORE_COMPILING.generic("MARKER")
def marker(f: "Forth") -> None:
    name = f.need_name()
    nwords, here = len(f.words), f.here

    def forget() -> None:
        for w in f.words[nwords:]:
            if w.name:
                f.forget_word(w)
        del f.words[nwords:]
        f.here = here
    f.primitive(name, forget)


# ----- memory and the dictionary
CORE_COMPILING.generic("HERE")(lambda f: f.S.append(f.here))
CORE_COMPILING.generic("ALLOT")(lambda f: f.allot(f.pop()))
CORE_COMPILING.generic(",")(lambda f: f.comma(f.pop()))


@CORE_COMPILING.generic("C,")
def c_comma(f: "Forth") -> None:
    f.mem[f.here] = f.pop() & 255
    f.allot(1)


CORE_COMPILING.generic("ALIGN")(lambda f: f.align())
CORE_COMPILING.generic("UNUSED")(lambda f: f.S.append(f.strtop - f.here))
CORE_COMPILING.constant("STATE", STATE_ADDR)
CORE_COMPILING.constant("BASE", BASE_ADDR)
CORE_COMPILING.generic("DECIMAL")(lambda f: f.store(10, BASE_ADDR))
CORE_COMPILING.generic("HEX")(lambda f: f.store(16, BASE_ADDR))


@CORE_COMPILING.generic("FIND")
def find(f: "Forth") -> None:
    a = f.pop()
    w = f.find(f.string_at(a + 1, f.bytes_at(a, 1)[0]))
    if w is None:
        f.S.extend((a, 0))
    else:
        f.S.extend((w.xt, 1 if w.immediate else -1))


@CORE_COMPILING.generic("EVALUATE")
def evaluate(f: "Forth") -> None:
    a, n = f.popn(2)
    f.evaluate_in_memory(a, n)


# ----- exceptions (Forth-2012 9.6.1)
@CORE_COMPILING.generic("CATCH")
def catch(f: "Forth") -> None:
    """9.6.1.0875 ( i*x xt -- j*x 0 | i*x n ): the depth restored, the cells what the words last left."""
    S = f.S
    xt = f.pop()
    depth, nsources, rdepth = len(S), len(f.sources), len(f.R)
    try:
        f.word_of(xt).gfunc()
    except (Bye, Quit, KeyboardInterrupt):
        raise
    except Exception as exc:  # ForthError or a Python error from compiled code
        S.extend(f.stack_left_by(exc))
        err = f.translate(exc)
        del S[depth:]
        while len(S) < depth:
            S.append(0)
        del f.sources[nsources:]
        del f.R[rdepth:]
        S.append(err.code)
        return
    S.append(0)


@CORE_COMPILING.pure("THROW", 1, 0)
def throw(code: int) -> None:
    code = cell(code)
    if code:
        raise ForthError(code)


@CORE_COMPILING.generic("ABORT")
def abort(f: "Forth") -> None:
    raise ForthError(-1)


@CORE_COMPILING.generic("QUIT")
def quit_(f: "Forth") -> None:
    raise Quit()


# ----- files, the system
@CORE_COMPILING.generic("INCLUDED")
def included(f: "Forth") -> None:
    a, n = f.popn(2)
    f.included(f.string_at(a, n))


CORE_COMPILING.generic("INCLUDE")(lambda f: f.included(f.need_name()))


@CORE_COMPILING.generic("ENVIRONMENT?")
def environment_query(f: "Forth") -> None:
    a, n = f.popn(2)
    answer = ENVIRONMENT.get(f.string_at(a, n).upper())
    if answer is None:
        f.S.append(0)
    else:
        f.S.extend(answer)
        f.S.append(-1)
