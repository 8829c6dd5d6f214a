"""The TOOLS and TOOLS EXT word sets (Forth-2012 15.6.1, 15.6.2); .S and ? are with the output words.

A name token (nt) is the word's execution token. CODE and ;CODE take antioch assembly (:mod:`.code`); ASSEMBLER
and EDITOR are word lists of their own (empty).
"""
import re
from typing import TYPE_CHECKING, List, Tuple

import antioch
from antioch.forth.kernel import Bye, ForthError, Word, cell
from antioch.forth.registry import WordSet
from antioch.forth.wordsets.core_compiling import find_or_throw
from antioch.forth.wordsets.search import vocabulary_word

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.system import Forth

TOOLS = WordSet("TOOLS")


@TOOLS.static("DUMP", 2, 0)
def dump(f: "Forth", a: int, n: int) -> None:
    """15.6.1.1280 ( addr u -- ) 16 bytes a line: the address, the bytes in hexadecimal, the characters."""
    data = f.bytes_at(a, n)
    lines = []
    for at in range(0, len(data), 16):
        chunk = data[at:at + 16]
        text = "".join(chr(c) if 32 <= c < 127 else "." for c in chunk)
        lines.append("%08X  %-47s  %s\n" % (a + at, " ".join("%02X" % c for c in chunk), text))
    f.emit_text("".join(lines))


@TOOLS.generic("SEE")
def see(f: "Forth") -> None:
    """15.6.1.2194 the word's code object as antioch's listing, the words it calls named in comments."""
    f.emit_text(see_text(find_or_throw(f), f.words))


def name_the_words(listing: str, words: List[Word]) -> str:
    """The listing with each global that is a word's function followed by the word's name, as a comment."""
    def named(m: "re.Match[str]") -> str:
        xt = int(m.group(2))
        if 1 <= xt <= len(words) and words[xt - 1].name:
            return "%s  ; %s" % (m.group(0), words[xt - 1].name)
        return m.group(0)
    return re.sub(r"^\s+LOAD_GLOBAL ([wg])(\d+)\b.*$", named, listing, flags=re.M)


def see_text(w: Word, words: List[Word]) -> str:
    """What SEE prints: the listing of the word's code object, or what the word is."""
    if w.listing and w.func is not None:
        kind = ("static: %d in, %d out" % w.static) if w.static else "generic: works on the shared stack"
        return "; %s (%s)\n%s" % (w.name or ":NONAME", kind, name_the_words(antioch.disassemble(w.func), words))
    if w.created:
        return "; %s: CREATE, body at %d\n" % (w.name, w.body)
    return "; %s is a primitive%s\n" % (w.name, " (immediate)" if w.immediate else "")


@TOOLS.generic("WORDS")
def words(f: "Forth") -> None:
    """15.6.1.2465 the names in the first word list of the search order, the newest first."""
    wid = f.order[0] if f.order else f.current
    names: List[str] = []
    for w in reversed(f.words):
        if w.wid == wid and w.name and not w.hidden and not w.name.startswith("(") and f.find_in(wid, w.name) is w:
            names.append(w.name)
    f.emit_text(" ".join(names) + "\n")


@TOOLS.generic("AHEAD", immediate=True, compile_only=True)
def ahead(f: "Forth") -> None:
    """15.6.2.0702 ( C: -- orig ) an unconditional forward branch."""
    label = f.new_label()
    f.emit_token(("branch", label))
    f.cs.append(("orig", label))


@TOOLS.generic("BYE")
def bye(f: "Forth") -> None:
    raise Bye()


@TOOLS.generic("CS-PICK")
def cs_pick(f: "Forth") -> None:
    """15.6.2.1015 ( C: destu ... orig0|dest0 -- destu ... orig0|dest0 destu ) ( S: u -- )."""
    u = f.pop()
    if not 0 <= u < len(f.cs):
        raise ForthError(-22)
    f.cs.append(f.cs[-1 - u])


@TOOLS.generic("CS-ROLL")
def cs_roll(f: "Forth") -> None:
    """15.6.2.1020 ( C: origu|destu ... orig0|dest0 -- origu-1|destu-1 ... orig0|dest0 origu|destu ) ( S: u -- )."""
    u = f.pop()
    if not 0 <= u < len(f.cs):
        raise ForthError(-22)
    f.cs.append(f.cs.pop(-1 - u))


@TOOLS.generic("FORGET")
def forget(f: "Forth") -> None:
    """15.6.2.1580 the word and every word defined after it are gone; HERE goes back to where it was."""
    w = find_or_throw(f)
    if w.xt <= f.fence:
        raise ForthError(-15)
    for later in f.words[w.xt - 1:]:
        if later.name:
            f.forget_word(later)
    del f.words[w.xt - 1:]
    if w.here_before:
        f.here = w.here_before


@TOOLS.generic("N>R")
def n_to_r(f: "Forth") -> None:
    """15.6.2.1908 ( i*n +n -- ) ( R: -- j*x +n ), on the return stack that NR> reads."""
    n = f.pop()
    if n < 0:
        raise ForthError(-24)
    items = f.popn(n)
    f.R.extend(items)
    f.R.append(n)


@TOOLS.generic("NR>")
def n_r_from(f: "Forth") -> None:
    """15.6.2.1940 ( -- i*x +n ) ( R: j*x +n -- )."""
    if not f.R:
        raise ForthError(-6)
    n = f.R.pop()
    if len(f.R) < n:
        raise ForthError(-6)
    items = f.R[len(f.R) - n:]
    del f.R[len(f.R) - n:]
    f.S.extend(items)
    f.S.append(n)


@TOOLS.static("NAME>COMPILE", 1, 2)
def name_to_compile(f: "Forth", nt: int) -> Tuple[int, int]:
    """15.6.2.1909.10 ( nt -- x xt ): x EXECUTE for an immediate word, else x COMPILE,."""
    w = f.word_of(cell(nt))
    return w.xt, f.word_named("EXECUTE" if w.immediate else "COMPILE,").xt


@TOOLS.static("NAME>INTERPRET", 1, 1)
def name_to_interpret(f: "Forth", nt: int) -> int:
    """15.6.2.1909.20 ( nt -- xt|0 ): 0 for a word without interpretation semantics."""
    w = f.word_of(cell(nt))
    return 0 if w.compile_only else w.xt


@TOOLS.static("NAME>STRING", 1, 2)
def name_to_string(f: "Forth", nt: int) -> Tuple[int, int]:
    """15.6.2.1909.40 ( nt -- c-addr u ), the name as it was defined."""
    w = f.word_of(cell(nt))
    data = w.name.encode("latin-1", "replace")
    if not w.name_addr:
        w.name_addr = f.keep_string(data)
    return w.name_addr, len(data)


@TOOLS.generic("SYNONYM")
def synonym(f: "Forth") -> None:
    """15.6.2.2264 SYNONYM newname oldname: newname behaves as oldname, immediate if it is."""
    new = f.need_name()
    old = find_or_throw(f)
    w = f.new_word(new)
    w.immediate, w.compile_only = old.immediate, old.compile_only
    w.body, w.created, w.to_store = old.body, old.created, old.to_store
    f.set_generic(w, old.gfunc)
    w.inline = lambda cg: cg.call_word(old)


@TOOLS.generic("TRAVERSE-WORDLIST")
def traverse_wordlist(f: "Forth") -> None:
    """15.6.2.2297 ( i*x xt wid -- j*x ): xt ( k*x nt -- l*x flag ) for each word of wid, newest first, while true."""
    xt, wid = f.popn(2)
    run = f.word_of(xt).gfunc
    for w in reversed(f.words):
        if w.wid == wid and w.name and not w.hidden and f.find_in(wid, w.name) is w:
            f.S.append(w.xt)
            run()
            if not f.pop():
                return


# ----- conditional interpretation (15.6.2.2532 [IF], 2531 [ELSE], 2533 [THEN]): words are skipped across lines
def skip_to(f: "Forth", else_ends: bool) -> None:
    """Skip words to the matching [THEN] (or [ELSE] when ``else_ends``); -58 at the end of the input."""
    depth = 0
    while True:
        name = f.parse_name().upper()
        if not name:
            if not f.refill():
                raise ForthError(-58, "[IF] without [THEN]")
            continue
        if name == "[IF]":
            depth += 1
        elif name == "[ELSE]" and depth == 0 and else_ends:
            return
        elif name == "[THEN]":
            if depth == 0:
                return
            depth -= 1


@TOOLS.generic("[IF]", immediate=True)
def bracket_if(f: "Forth") -> None:
    if not f.pop():
        skip_to(f, True)


TOOLS.generic("[ELSE]", immediate=True)(lambda f: skip_to(f, False))
TOOLS.generic("[THEN]", immediate=True)(lambda f: None)
TOOLS.generic("[DEFINED]", immediate=True)(lambda f: f.S.append(-1 if f.find(f.need_name()) else 0))
TOOLS.generic("[UNDEFINED]", immediate=True)(lambda f: f.S.append(0 if f.find(f.need_name()) else -1))


def install_vocabularies(f: "Forth") -> None:
    """ASSEMBLER (15.6.2.0740) and EDITOR (15.6.2.1300): each makes its word list the first of the search order."""
    for name in ("ASSEMBLER", "EDITOR"):
        vocabulary_word(f, name)
