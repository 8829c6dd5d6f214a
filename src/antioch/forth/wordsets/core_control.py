"""CORE and CORE EXT control structures (IF ... THEN, BEGIN ... UNTIL, DO ... LOOP, CASE ... ENDCASE) and the
return stack words inside a definition (Forth-2012 6.1, 6.2).

A control-structure word puts tokens in the definition being compiled and keeps its orig/dest labels on the
control-flow stack ``f.cs`` (Forth-2012 3.2.3.2); the code generator (:mod:`antioch.forth.codegen`) turns the
tokens into bytecode when the definition ends.
"""
from typing import TYPE_CHECKING, Any

from antioch.forth.kernel import ForthError
from antioch.forth.registry import WordSet
from antioch.forth.wordsets.core_compiling import tok

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.system import Forth

CORE_CONTROL = WordSet("CORE")
compiling = CORE_CONTROL.compiling


def cs_pop(f: "Forth", kind: str) -> Any:
    """The label of the innermost control structure, which must be a ``kind``."""
    if not f.cs or f.cs[-1][0] != kind:
        raise ForthError(-22)
    f.unlooped = 0
    return f.cs.pop()[1]


# ----- control structures
@compiling("IF")
def if_(f: "Forth") -> None:
    label = f.new_label()
    tok(f, "0branch", label)
    f.cs.append(("orig", label))


@compiling("ELSE")
def else_(f: "Forth") -> None:
    label = f.new_label()
    tok(f, "branch", label)
    orig = cs_pop(f, "orig")
    tok(f, "label", orig)
    f.cs.append(("orig", label))


compiling("THEN")(lambda f: tok(f, "label", cs_pop(f, "orig")))


@compiling("BEGIN")
def begin(f: "Forth") -> None:
    label = f.new_label()
    tok(f, "begin", label)
    f.cs.append(("dest", label))


compiling("UNTIL")(lambda f: tok(f, "until", cs_pop(f, "dest")))
compiling("AGAIN")(lambda f: tok(f, "again", cs_pop(f, "dest")))


@compiling("WHILE")
def while_(f: "Forth") -> None:
    dest = cs_pop(f, "dest")
    label = f.new_label()
    tok(f, "0branch", label)
    f.cs.append(("orig", label))
    f.cs.append(("dest", dest))


@compiling("REPEAT")
def repeat(f: "Forth") -> None:
    tok(f, "again", cs_pop(f, "dest"))
    tok(f, "label", cs_pop(f, "orig"))


def do_word(f: "Forth", kind: str) -> None:
    loop = f.new_loop()
    tok(f, kind, loop)
    f.cs.append(("do", loop))
    f.loops.append(loop)


compiling("DO")(lambda f: do_word(f, "do"))
compiling("?DO")(lambda f: do_word(f, "qdo"))


def loop_end(f: "Forth", kind: str) -> None:
    loop = cs_pop(f, "do")
    tok(f, kind, loop)
    tok(f, "loop_exit", loop)
    f.loops.remove(loop)


compiling("LOOP")(lambda f: loop_end(f, "loop"))
compiling("+LOOP")(lambda f: loop_end(f, "+loop"))


def loop_index(f: "Forth", depth: int) -> None:
    # UNLOOP discarded the innermost parameters: I reads the next loop out. With no loop left that is an
    # ambiguous condition (Forth-2012 6.1.2380); I then still reads the loop UNLOOP left
    if len(f.loops) >= depth + f.unlooped:
        depth += f.unlooped
    if len(f.loops) < depth:
        raise ForthError(-22, "I or J outside a DO loop")
    tok(f, "i", f.loops[-depth])


compiling("I")(lambda f: loop_index(f, 1))
compiling("J")(lambda f: loop_index(f, 2))


@compiling("LEAVE")
def leave(f: "Forth") -> None:
    if not f.loops:
        raise ForthError(-22, "LEAVE outside a DO loop")
    tok(f, "leave", f.loops[-1])


@compiling("UNLOOP")
def unloop(f: "Forth") -> None:
    if f.unlooped >= len(f.loops):
        raise ForthError(-22, "UNLOOP outside a DO loop")
    f.unlooped += 1


compiling("CASE")(lambda f: f.cs.append(("case", [])))


@compiling("OF")
def of(f: "Forth") -> None:
    label = f.new_label()
    f.compile_call(f.word_named("OVER"))
    f.compile_call(f.word_named("="))
    tok(f, "0branch", label)
    f.compile_call(f.word_named("DROP"))
    f.cs.append(("of", label))


@compiling("ENDOF")
def endof(f: "Forth") -> None:
    label = cs_pop(f, "of")
    if not f.cs or f.cs[-1][0] != "case":
        raise ForthError(-22)
    end = f.new_label()
    f.cs[-1][1].append(end)
    tok(f, "branch", end)
    tok(f, "label", label)


@compiling("ENDCASE")
def endcase(f: "Forth") -> None:
    ends = cs_pop(f, "case")
    f.compile_call(f.word_named("DROP"))
    for end in ends:
        tok(f, "label", end)


# ----- the return stack: inside a definition, the compiler's (its items live in locals)
compiling(">R")(lambda f: tok(f, ">r"))
compiling("R>")(lambda f: tok(f, "r>"))
compiling("R@")(lambda f: tok(f, "r@"))


@compiling("2>R")
def two_to_r(f: "Forth") -> None:
    f.compile_call(f.word_named("SWAP"))
    tok(f, ">r")
    tok(f, ">r")


@compiling("2R>")
def two_r_from(f: "Forth") -> None:
    tok(f, "r>")
    tok(f, "r>")
    f.compile_call(f.word_named("SWAP"))


@compiling("2R@")
def two_r_fetch(f: "Forth") -> None:
    tok(f, "r>")
    tok(f, "r>")
    f.compile_call(f.word_named("2DUP"))
    tok(f, ">r")
    tok(f, ">r")
    f.compile_call(f.word_named("SWAP"))
