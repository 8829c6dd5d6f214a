"""Defining words, control structures, compilation and execution control (Forth-2012 6.1, 6.2)."""
from typing import TYPE_CHECKING, Any, Callable

from antioch.forth.codegen import CodeGen
from antioch.forth.kernel import BASE_ADDR, STATE_ADDR, Bye, ForthError, Quit, Word, cell

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.system import Forth


ENVIRONMENT = {
    "/COUNTED-STRING": [255], "/HOLD": [1024], "/PAD": [1 << 16], "ADDRESS-UNIT-BITS": [8], "FLOORED": [0],
    "MAX-CHAR": [255], "MAX-N": [(1 << 63) - 1], "MAX-U": [-1], "MAX-D": [-1, (1 << 63) - 1], "MAX-UD": [-1, -1],
    "RETURN-STACK-CELLS": [100000], "STACK-CELLS": [1 << 20],
}


def install(f: "Forth") -> None:
    S = f.S

    def word(name: str, immediate: bool = False, compile_only: bool = False) -> Callable[[Callable[[], None]], Word]:
        def deco(run: Callable[[], None]) -> Word:
            w = f.primitive(name, run, immediate)
            w.compile_only = compile_only
            return w
        return deco

    def compiling(name: str) -> Callable[[Callable[[], None]], Word]:
        return word(name, immediate=True, compile_only=True)

    def tok(*t: Any) -> None:
        f.emit_token(tuple(t))

    def cs_pop(kind: str) -> Any:
        if not f.cs or f.cs[-1][0] != kind:
            raise ForthError(-22, "Control structure mismatch")
        f.unlooped = 0
        return f.cs.pop()[1]

    # ----- colon definitions
    @word(":")
    def colon() -> None:
        f.begin_def(f.need_name())

    @word(":NONAME")
    def noname() -> None:
        w = f.begin_def("")
        f.noname = w  # type: ignore[attr-defined]

    f.noname = None  # type: ignore[attr-defined]

    @compiling(";")
    def semicolon() -> None:
        first = f.pending[0][0] if f.pending else None
        f.finish_defs()
        if first is not None and f.noname is first:  # type: ignore[attr-defined]
            f.noname = None  # type: ignore[attr-defined]
            S.append(first.xt)
        if first is not None:
            f.latest_xt = first.xt

    @compiling("RECURSE")
    def recurse() -> None:
        tok("recurse")

    @compiling("EXIT")
    def exit_() -> None:
        tok("exit")
        f.unlooped = 0

    @word("IMMEDIATE")
    def immediate() -> None:
        if f.last is not None:
            f.last.immediate = True

    @word("[", immediate=True)
    def lbracket() -> None:
        f.state = 0

    @word("]")
    def rbracket() -> None:
        f.state = -1

    @compiling("LITERAL")
    def literal() -> None:
        tok("lit", f.pop())

    def find_or_throw() -> Word:
        name = f.need_name()
        w = f.find(name)
        if w is None:
            raise ForthError(-13, "Undefined word %s" % name)
        return w

    @word("'")
    def tick() -> None:
        S.append(find_or_throw().xt)

    @compiling("[']")
    def bracket_tick() -> None:
        tok("lit", find_or_throw().xt)

    @compiling("POSTPONE")
    def postpone() -> None:
        w = find_or_throw()
        if w.immediate:
            f.compile_call(w)
        else:
            tok("lit", w.xt)
            f.compile_call(compile_comma_word)

    @compiling("[COMPILE]")
    def bracket_compile() -> None:
        f.compile_call(find_or_throw())

    def compile_comma(xt: int) -> None:
        f.compile_call(f.word_of(cell(xt)))
    compile_comma_word = f.static_primitive("COMPILE,", compile_comma, 1, 0)

    def execute() -> None:
        f.word_of(f.pop()).gfunc()
    execute_word = f.primitive("EXECUTE", execute)

    def execute_inline(cg: CodeGen) -> None:
        top = cg.stack[-1] if cg.stack else None
        if top is not None and top[0] == "const" and 1 <= top[1] <= len(f.words):
            cg.pop()
            cg.call_word(f.word_of(top[1]))     # ['] foo EXECUTE is a call of foo
        else:
            cg.call_generic(execute_word.gname)
    execute_word.inline = execute_inline

    # ----- defining words
    def create_word(name: str) -> Word:
        f.here = (f.here + 7) & ~7
        w = f.new_word(name)
        w.body = body = f.here
        w.created = True
        w.gfunc = lambda: S.append(body)
        f.G[w.gname] = w.gfunc
        w.inline = lambda cg: cg.push(("const", body))
        return w

    @word("CREATE")
    def create() -> None:
        create_word(f.need_name())

    @word("VARIABLE")
    def variable() -> None:
        create_word(f.need_name())
        f.comma(0)

    @word("2VARIABLE")
    def two_variable() -> None:
        create_word(f.need_name())
        f.comma(0)
        f.comma(0)

    @word("CONSTANT")
    def constant() -> None:
        name = f.need_name()
        f.constant(name, f.pop())

    @word("2CONSTANT")
    def two_constant() -> None:
        name = f.need_name()
        lo, hi = f.popn(2)
        w = f.primitive(name, lambda: S.extend((lo, hi)))

        def inline(cg: CodeGen) -> None:
            cg.push(("const", lo))
            cg.push(("const", hi))
        w.inline = inline

    fetch_word = f.word_named("@")
    store_word = f.word_named("!")

    @word("VALUE")
    def value() -> None:
        name = f.need_name()
        x = f.pop()
        f.here = (f.here + 7) & ~7
        body = f.here
        f.comma(x)
        w = f.new_word(name)
        w.body = body
        w.gfunc = lambda: S.append(f.fetch(body))
        f.G[w.gname] = w.gfunc

        def inline(cg: CodeGen) -> None:
            cg.push(("const", body))
            cg.call_word(fetch_word)
        w.inline = inline

    def to_body_of_named() -> int:
        return find_or_throw().body

    @word("TO", immediate=True)
    def to() -> None:
        name = f.need_name()
        if f.state and name.upper() in f.local_names:    # LOCALS (Forth-2012 13.6.1.0086)
            tok("local!", f.local_names[name.upper()])
            return
        w = f.find(name)
        if w is None:
            raise ForthError(-13, "Undefined word %s" % name)
        store = f.word_named(w.to_store)
        if f.state:
            tok("lit", w.body)
            f.compile_call(store)
        else:
            S.append(w.body)
            store.gfunc()

    @word("DEFER")
    def defer() -> None:
        name = f.need_name()
        f.here = (f.here + 7) & ~7
        body = f.here
        f.comma(0)
        w = f.new_word(name)
        w.body = body

        def run() -> None:
            xt = f.fetch(body)
            if xt == 0:
                raise ForthError(-256 + 0, "Deferred word %s has no action" % name)
            f.word_of(xt).gfunc()
        f.set_generic(w, run)

    @word("IS", immediate=True)
    def is_() -> None:
        body = to_body_of_named()
        if f.state:
            tok("lit", body)
            f.compile_call(store_word)
        else:
            f.store(f.pop(), body)

    @word("ACTION-OF", immediate=True)
    def action_of() -> None:
        body = to_body_of_named()
        if f.state:
            tok("lit", body)
            f.compile_call(fetch_word)
        else:
            S.append(f.fetch(body))

    def defer_fetch(xt: int) -> int:
        return f.fetch(f.word_of(cell(xt)).body)
    f.static_primitive("DEFER@", defer_fetch, 1, 1)

    def defer_store(xt2: int, xt: int) -> None:
        f.store(xt2, f.word_of(cell(xt)).body)
    f.static_primitive("DEFER!", defer_store, 2, 0)

    @word("BUFFER:")
    def buffer_colon() -> None:
        n = f.pop()
        create_word(f.need_name())
        f.allot(n)

    def does_runtime(xt: int) -> None:
        child, does = f.last, f.word_of(cell(xt))
        if child is None or not child.created:
            raise ForthError(-31, "DOES> on a word not made by CREATE")
        body = child.body

        def run() -> None:
            S.append(body)
            does.gfunc()
        f.set_generic(child, run)

        def inline(cg: CodeGen) -> None:
            cg.push(("const", body))
            cg.call_word(does)
        child.inline = inline
    does_word = f.static_primitive("(DOES>)", does_runtime, 1, 0)

    @compiling("DOES>")
    def does() -> None:
        part = f.new_word("", hidden=False)
        tok("lit", part.xt)
        f.compile_call(does_word)
        tok("exit")
        f.pending.append((part, []))

    @word(">BODY")
    def to_body() -> None:
        S.append(f.word_of(f.pop()).body)

    @word("MARKER")
    def marker() -> None:
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
    @word("HERE")
    def here() -> None:
        S.append(f.here)

    @word("ALLOT")
    def allot() -> None:
        f.allot(f.pop())

    @word(",")
    def comma() -> None:
        f.comma(f.pop())

    @word("C,")
    def c_comma() -> None:
        f.mem[f.here] = f.pop() & 255
        f.allot(1)

    @word("ALIGN")
    def align() -> None:
        f.here = (f.here + 7) & ~7

    @word("UNUSED")
    def unused() -> None:
        S.append(f.strtop - f.here)

    f.constant("STATE", STATE_ADDR)
    f.constant("BASE", BASE_ADDR)

    @word("DECIMAL")
    def decimal() -> None:
        f.store(10, BASE_ADDR)

    @word("HEX")
    def hex_() -> None:
        f.store(16, BASE_ADDR)

    @word("FIND")
    def find() -> None:
        a = f.pop()
        w = f.find(f.string_at(a + 1, f.mem[a]))
        if w is None:
            S.extend((a, 0))
        else:
            S.extend((w.xt, 1 if w.immediate else -1))

    @word("EVALUATE")
    def evaluate() -> None:
        a, n = f.popn(2)
        f.evaluate_in_memory(a, n)

    # ----- control structures
    @compiling("IF")
    def if_() -> None:
        label = f.new_label()
        tok("0branch", label)
        f.cs.append(("orig", label))

    @compiling("ELSE")
    def else_() -> None:
        label = f.new_label()
        tok("branch", label)
        orig = cs_pop("orig")
        tok("label", orig)
        f.cs.append(("orig", label))

    @compiling("THEN")
    def then() -> None:
        tok("label", cs_pop("orig"))

    @compiling("BEGIN")
    def begin() -> None:
        label = f.new_label()
        tok("begin", label)
        f.cs.append(("dest", label))

    @compiling("UNTIL")
    def until() -> None:
        tok("until", cs_pop("dest"))

    @compiling("AGAIN")
    def again() -> None:
        tok("again", cs_pop("dest"))

    @compiling("WHILE")
    def while_() -> None:
        dest = cs_pop("dest")
        label = f.new_label()
        tok("0branch", label)
        f.cs.append(("orig", label))
        f.cs.append(("dest", dest))

    @compiling("REPEAT")
    def repeat() -> None:
        tok("again", cs_pop("dest"))
        tok("label", cs_pop("orig"))

    def do_word(kind: str) -> None:
        lp = f.new_loop()
        tok(kind, lp)
        f.cs.append(("do", lp))
        f.loops.append(lp)

    compiling("DO")(lambda: do_word("do"))
    compiling("?DO")(lambda: do_word("qdo"))

    def loop_end(kind: str) -> None:
        lp = cs_pop("do")
        tok(kind, lp)
        tok("loop_exit", lp)
        f.loops.remove(lp)

    compiling("LOOP")(lambda: loop_end("loop"))
    compiling("+LOOP")(lambda: loop_end("+loop"))

    def loop_index(depth: int) -> None:
        # UNLOOP discarded the innermost parameters: I reads the next loop out. With no loop left that is an
        # ambiguous condition (Forth-2012 6.1.2380); I then still reads the loop UNLOOP left
        if len(f.loops) >= depth + f.unlooped:
            depth += f.unlooped
        if len(f.loops) < depth:
            raise ForthError(-22, "I or J outside a DO loop")
        tok("i", f.loops[-depth])

    compiling("I")(lambda: loop_index(1))
    compiling("J")(lambda: loop_index(2))

    @compiling("LEAVE")
    def leave() -> None:
        if not f.loops:
            raise ForthError(-22, "LEAVE outside a DO loop")
        tok("leave", f.loops[-1])

    @compiling("UNLOOP")
    def unloop() -> None:
        if f.unlooped >= len(f.loops):
            raise ForthError(-22, "UNLOOP outside a DO loop")
        f.unlooped += 1

    @compiling("CASE")
    def case() -> None:
        f.cs.append(("case", []))

    over, eq, drop = f.word_named("OVER"), f.word_named("="), f.word_named("DROP")

    @compiling("OF")
    def of() -> None:
        label = f.new_label()
        f.compile_call(over)
        f.compile_call(eq)
        tok("0branch", label)
        f.compile_call(drop)
        f.cs.append(("of", label))

    @compiling("ENDOF")
    def endof() -> None:
        label = cs_pop("of")
        if not f.cs or f.cs[-1][0] != "case":
            raise ForthError(-22)
        end = f.new_label()
        f.cs[-1][1].append(end)
        tok("branch", end)
        tok("label", label)

    @compiling("ENDCASE")
    def endcase() -> None:
        ends = cs_pop("case")
        f.compile_call(drop)
        for end in ends:
            tok("label", end)

    # ----- the return stack: inside a definition, the compiler's (its items live in locals)
    compiling(">R")(lambda: tok(">r"))
    compiling("R>")(lambda: tok("r>"))
    compiling("R@")(lambda: tok("r@"))
    swap, two_dup = f.word_named("SWAP"), f.word_named("2DUP")

    @compiling("2>R")
    def two_to_r() -> None:
        f.compile_call(swap)
        tok(">r")
        tok(">r")

    @compiling("2R>")
    def two_r_from() -> None:
        tok("r>")
        tok("r>")
        f.compile_call(swap)

    @compiling("2R@")
    def two_r_fetch() -> None:
        tok("r>")
        tok("r>")
        f.compile_call(two_dup)
        tok(">r")
        tok(">r")
        f.compile_call(swap)

    # ----- exceptions (Forth-2012 9.6.1)
    @word("CATCH")
    def catch() -> None:
        xt = f.pop()
        depth, nsources, rdepth = len(S), len(f.sources), len(f.R)
        try:
            f.word_of(xt).gfunc()
        except (Bye, Quit, KeyboardInterrupt):
            raise
        except Exception as exc:  # ForthError or a Python error from compiled code
            # THROW restores the depth CATCH saw; the cells restored hold what the words last left there
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

    def throw(code: int) -> None:
        code = cell(code)
        if code:
            raise ForthError(code)
    f.static_primitive("THROW", throw, 1, 0)

    @word("ABORT")
    def abort() -> None:
        raise ForthError(-1)

    @word("QUIT")
    def quit_() -> None:
        raise Quit()

    # ----- files, the system
    @word("INCLUDED")
    def included() -> None:
        a, n = f.popn(2)
        f.included(f.string_at(a, n))

    @word("INCLUDE")
    def include() -> None:
        f.included(f.need_name())

    @word("ENVIRONMENT?")
    def environment_q() -> None:
        a, n = f.popn(2)
        answer = ENVIRONMENT.get(f.string_at(a, n).upper())
        if answer is None:
            S.append(0)
        else:
            S.extend(answer)
            S.append(-1)
