"""CODE, ;CODE and END-CODE of TOOLS EXT (Forth-2012 15.6.2.0470, 15.6.2.0930, 15.6.2.1716).

The standard leaves the assembler to the system. antioch's is its own assembly language (docs/assembly.md,
what ``antioch asm`` reads and ``SEE`` prints): the word's body is CPython bytecode for the running interpreter.
A stack comment after the name is required; it gives the word's stack effect and names the arguments::

    CODE 3+ ( n -- n+3 )
        LOAD_FAST n
        LOAD_CONST 3
        BINARY_OP +
        RETURN_VALUE
    END-CODE

The listing is the body of a Python function whose parameters are the cells the word takes (the deepest first,
as the comment lists them) and which returns what it leaves: None for nothing, the cell for one, a tuple of
them for more (the static convention of compiled definitions, docs/forth-implementation.md). The arguments are
signed cells; a result may be any int (it is wrapped to its cell where that is seen). The function's globals
are the system's (``_M``, the memory, a bytearray). ``;CODE ( ... addr -- ... )`` ends a defining word the same
way, for the words it defines: at run time their data field address is the last argument, as after DOES>.
END-CODE stands at the start of a line of its own, so a listing cannot be given to EVALUATE in one line.
Bad assembly is THROW -260 with the assembler's message and the source line it names.
"""
from typing import TYPE_CHECKING, Any, List, Tuple

import antioch
from antioch.errors import AntiochError, AsmSyntaxError
from antioch.forth.kernel import ForthError
from antioch.forth.registry import WordSet

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.system import Forth

CODE_WORDS = WordSet("TOOLS")

#: THROW code of bad assembly in CODE or ;CODE (a system code: the standard keeps -255 .. -1 for its own)
BAD_ASSEMBLY = -260


def python_name(name: str) -> str:
    """A Python identifier for the word ``name``."""
    text = "".join(c if c.isalnum() else "_" for c in name) or "noname"
    return text if text[0].isalpha() or text[0] == "_" else "_" + text


def stack_comment(f: "Forth") -> Tuple[List[str], int]:
    """The parameter names and the number of results of the stack comment ``( a b -- c )`` that follows."""
    where = f.location()
    if f.parse_name() != "(":
        raise place(ForthError(BAD_ASSEMBLY, "CODE needs a stack comment: ( inputs -- outputs )"), where)
    a, n = f.parse(ord(")"))
    text = f.string_at(a, n)
    if "--" not in text.split():
        raise place(ForthError(BAD_ASSEMBLY, "the stack comment has no --"), where)
    ins, outs = text.split("--", 1)
    params = [python_name(p) for p in ins.split()]
    if len(set(params)) != len(params):
        raise place(ForthError(BAD_ASSEMBLY, "the stack comment names an input twice"), where)
    return params, len(outs.split())


def place(err: ForthError, where: str) -> ForthError:
    err.where = where
    return err


def read_listing(f: "Forth") -> List[Tuple[str, str]]:
    """The lines up to END-CODE, each with its place (FILE:LINE); >IN is left after END-CODE."""
    lines = []
    a, n = f.parse(10)                       # the rest of the line after the stack comment
    rest = f.string_at(a, n)
    if rest.strip():
        lines.append((f.location(), rest))
    while True:
        if not f.refill():
            raise ForthError(-39, "END-CODE missing")
        s = f.src
        text = f.string_at(s.addr, s.len)
        words = text.split()
        if words and words[0].upper() == "END-CODE":
            f.parse_name()
            return lines
        lines.append((f.location(), text))
        f.set_in(s.len)


def assemble(f: "Forth", name: str) -> Tuple[Any, int, int]:
    """Read a stack comment and a listing up to END-CODE; (the function, inputs, outputs)."""
    start = f.location()
    params, results = stack_comment(f)
    lines = read_listing(f)
    head = [".name %s" % python_name(name)] + ([".params " + ", ".join(params)] if params else [])
    text = "\n".join(head + [line for _, line in lines]) + "\n"
    try:
        fn = antioch.function(text, globals=f.G, name=python_name(name), filename="<forth>")
    except AsmSyntaxError as exc:
        index = exc.line - len(head) - 1
        where = lines[index][0] if 0 <= index < len(lines) else start
        raise place(ForthError(BAD_ASSEMBLY, exc.message), where) from None
    except AntiochError as exc:
        message = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise place(ForthError(BAD_ASSEMBLY, "%s: %s" % (name or ";CODE", message)), start) from None
    return fn, len(params), results


@CODE_WORDS.generic("CODE")
def code(f: "Forth") -> None:
    """15.6.2.0930 ( "<spaces>name" -- ) a word whose body is the antioch assembly up to END-CODE."""
    name = f.need_name()
    fn, k, m = assemble(f, name)
    w = f.new_word(name)
    f.set_static(w, fn, k, m, out_norm=False, norm_args=True)
    w.listing = "CODE"


@CODE_WORDS.generic(";CODE", immediate=True, compile_only=True)
def semicolon_code(f: "Forth") -> None:
    """15.6.2.0470 end a defining word; the words it defines run the assembly up to END-CODE on their data
    field address (the last argument), as the part after DOES> would."""
    where = f.location()
    fn, k, m = assemble(f, ";CODE")
    if k < 1:
        raise place(ForthError(BAD_ASSEMBLY, ";CODE takes the data field address: ( ... addr -- ... )"), where)
    part = f.new_word("", hidden=False)
    f.set_static(part, fn, k, m, out_norm=False, norm_args=True)
    f.emit_token(("lit", part.xt))
    f.compile_call(f.word_named("(DOES>)"))
    f.word_named(";").gfunc()


@CODE_WORDS.generic("END-CODE")
def end_code(f: "Forth") -> None:
    """15.6.2.1716 outside CODE or ;CODE (which read up to it themselves): nothing to end."""
    raise ForthError(BAD_ASSEMBLY, "END-CODE without CODE")
