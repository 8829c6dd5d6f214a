"""The STRING and STRING EXT word sets (Forth-2012 17.6.1, 17.6.2)."""
from typing import TYPE_CHECKING, Dict, List, Tuple

from antioch.forth.invariants import PREHEADERS
from antioch.forth.kernel import MEMSIZE, ForthError, cell, check_span
from antioch.forth.ranges import SIMPLE_KINDS, range_of
from antioch.forth.registry import WordSet

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.codegen import CodeGen
    from antioch.forth.ranges import Item
    from antioch.forth.system import Forth

STRING = WordSet("STRING")


@STRING.static("-TRAILING", 2, 2)
def dash_trailing(f: "Forth", a: int, n: int) -> Tuple[int, int]:
    """17.6.1.0170 ( c-addr u1 -- c-addr u2 ) without the trailing spaces."""
    n = max(0, cell(n))
    data = f.bytes_at(a, n)
    return a, len(data.rstrip(b" "))


@STRING.pure("/STRING", 3, 2)
def slash_string(a: int, u: int, n: int) -> Tuple[int, int]:
    """17.6.1.0245 ( c-addr1 u1 n -- c-addr2 u2 ) n characters on."""
    return cell(a + n), cell(u - n)


@STRING.inline("/STRING")
def slash_string_inline(f: "Forth", cg: "CodeGen") -> None:
    """Two items, a+n and u-n: wrapped to their cells only where that is seen, as + and - are."""
    a, u, n = cg.popn(3)
    if n[0] not in SIMPLE_KINDS:
        n = cg.materialize(n)
    cg.push(("bin", "+", a, n))
    cg.push(("bin", "-", u, n))


@STRING.static("BLANK", 2, 0)
def blank(f: "Forth", a: int, n: int) -> None:
    """17.6.1.0780 ( c-addr u -- ) fill with spaces."""
    n = cell(n)
    if n > 0:
        check_span(a, n)
        f.mem[a:a + n] = b" " * n


def copy_bytes(f: "Forth", src: int, dst: int, n: int, from_high: bool) -> None:
    """CMOVE (from lower addresses) and CMOVE> (from higher): one slice assignment. Where the destination
    overlaps the source ahead of the copy, a byte-by-byte copy propagates what it wrote: the first (CMOVE) or
    last (CMOVE>) ``gap`` bytes repeat over the destination."""
    n = cell(n)
    if n <= 0:
        return
    check_span(src, n)
    check_span(dst, n)
    mem = f.mem
    part = mem[src:src + n]
    gap = src - dst if from_high else dst - src
    if 0 < gap < n:
        repeated = (part[-gap:] if from_high else part[:gap]) * (n // gap + 1)
        part = repeated[-n:] if from_high else repeated[:n]
    mem[dst:dst + n] = part


@STRING.static("CMOVE", 3, 0)
def cmove(f: "Forth", src: int, dst: int, n: int) -> None:
    """17.6.1.0910 ( c-addr1 c-addr2 u -- ) byte by byte from lower addresses (an overlap propagates)."""
    copy_bytes(f, src, dst, n, from_high=False)


@STRING.static("CMOVE>", 3, 0)
def cmove_up(f: "Forth", src: int, dst: int, n: int) -> None:
    """17.6.1.0920 ( c-addr1 c-addr2 u -- ) byte by byte from higher addresses."""
    copy_bytes(f, src, dst, n, from_high=True)


@STRING.static("COMPARE", 4, 1)
def compare(f: "Forth", a1: int, n1: int, a2: int, n2: int) -> int:
    """17.6.1.0935 ( c-addr1 u1 c-addr2 u2 -- n ) -1, 0 or 1 as the first string sorts before, equal or after."""
    s1, s2 = f.bytes_at(a1, n1), f.bytes_at(a2, n2)
    return (s1 > s2) - (s1 < s2)


@STRING.static("SEARCH", 4, 3)
def search(f: "Forth", a1: int, n1: int, a2: int, n2: int) -> Tuple[int, int, int]:
    """17.6.1.2191 ( c-addr1 u1 c-addr2 u2 -- c-addr3 u3 flag ) the first place of string 2 in string 1."""
    n1, n2 = max(0, cell(n1)), max(0, cell(n2))
    check_span(a1, n1)
    check_span(a2, n2)
    mem = f.mem
    at = mem.find(mem[a2:a2 + n2], a1, a1 + n1)     # in place: no copy of the string searched
    if at < 0:
        return a1, n1, 0
    return at, n1 - (at - a1), -1


@STRING.inline("SEARCH")
def search_inline(f: "Forth", cg: "CodeGen") -> None:
    """SEARCH as ``bytearray.find`` in the definition, where both strings are seen to lie inside the memory.

    The string looked for is copied out of the memory once before the loop when the loop changes neither its
    address nor its length nor the memory (:mod:`antioch.forth.invariants`); the end of the string searched is
    computed once. Followed by IF, WHILE or UNTIL (a conditional branch), the flag is not made at all: the
    not-found path jumps with its two cells. Where the checks (one comparison each, none where the value ranges
    prove it) fail, the word's own function runs instead: it decides the odd cases (a negative length, an address
    to wrap, THROW -9) as anywhere else.

    In a loop that goes on from the place found (``1 /STRING``, so that address plus length stays the end), the
    end and its checks move before the loop as well (a *span*, :meth:`LoopInvariants.request_span`): each pass
    then tests one flag, the address's sign where its range leaves it open, and calls ``find``. A negative
    length needs no test before ``find``: the end is then below the address and nothing is found (``find`` of a
    start past its end is -1, the empty string's too); the not-found path tests it.
    """
    items = [cg.prepare(it) for it in cg.popn(4)]
    length = cg.lazy_length(items[0], items[1])      # the string searched is the loop's span: end - address
    args = [it if n == 1 and length else cg.materialize(it) for n, it in enumerate(items)]
    cg.flush_floats()
    a1, n1, a2, n2 = args
    function = f.word_named("SEARCH").fname
    cg.read_only_globals.add(function)
    after = cg.tokens[cg.pos + 1] if cg.pos + 1 < len(cg.tokens) else ("",)
    slow, found = cg.label(), cg.label()
    at, end = cg.temp(), cg.temp()
    hoisted: Tuple[str, ...] = ()
    span: Tuple[str, ...] = ()
    forward = False        # the address is known not to be negative
    if all(it[0] in ("local", "const") for it in (a2, n2)):
        needle = tuple(item_name(it) for it in (a2, n2))
        if a1[0] == "local" and (length or n1[0] == "local") and after[0] == "0branch":
            span, forward = cg.request_span(a1[1], length or n1[1], needle, end)
        hoisted = span[:2] or cg.request_hoist("needle", needle)
    if hoisted:
        cg.instr("LOAD_FAST %s" % hoisted[0])
        cg.instr("%s %s" % (cg.spelling["jump_if_false"], slow))
    else:
        cg.jump_unless_within(a2, n2, MEMSIZE, slow)
    if span:
        end = span[2]
        if not forward:
            jump_if_negative(cg, a1, slow)
    else:
        cg.jump_unless_within(a1, n1, MEMSIZE, slow, end=end)
    cg.call_begin("_find")
    if hoisted:
        cg.instr("LOAD_FAST %s" % hoisted[1])
    else:
        push_slice(cg, a2, n2)
    cg.value(a1)
    cg.instr("LOAD_FAST %s" % end)
    cg.call_end(3)
    cg.instr("STORE_FAST %s" % at)
    cg.test(("cmp", "<", ("local", at, None), ("const", 0)), found, False)
    if span:
        jump_if_negative(cg, n1, slow)
    addr, rest = ("local", at, (0, MEMSIZE)), ("bin", "-", ("local", end, (0, MEMSIZE)), ("local", at, (0, MEMSIZE)))
    if after[0] == "0branch":      # SEARCH IF / WHILE / UNTIL: the branch on the flag is the branch on find
        cg.skip_next = True
        cg.branch_with([a1, n1], after[1])
        cg.place_label(slow)
        u, flag = cg.temp(), cg.temp()
        call_search(cg, function, args, (at, u, flag))
        cg.value(("bin", "+", ("local", at, None), ("local", u, None)))
        cg.instr("STORE_FAST %s" % end)
        cg.test(("local", flag, (-1, 0)), found, True)
        cg.branch_with([("local", at, None), ("local", u, None)], after[1])
        cg.place_label(found)
        cg.push(addr)
        cg.push(rest)
        return
    done = cg.label()
    u, flag = cg.temp(), cg.temp()
    for name, it in ((at, a1), (u, n1), (flag, ("const", 0))):
        cg.value(it)
        cg.instr("STORE_FAST %s" % name)
    cg.instr("JUMP_FORWARD %s" % done)
    cg.place_label(found)
    for name, it in ((u, rest), (flag, ("const", -1))):
        cg.value(it)
        cg.instr("STORE_FAST %s" % name)
    cg.instr("JUMP_FORWARD %s" % done)
    cg.place_label(slow)
    call_search(cg, function, args, (at, u, flag))
    cg.place_label(done)
    for name, r in ((at, (0, MEMSIZE)), (u, (0, MEMSIZE)), (flag, (-1, 0))):
        cg.push(("local", name, r))


def jump_if_negative(cg: "CodeGen", it: "Item", target: str, negative: bool = True) -> None:
    """Jump to ``target`` when the simple item is below zero (not below zero: ``negative`` false), unless its
    range says which."""
    r = range_of(it)
    if r is None or r[0] < 0:
        cg.value(it)
        cg.instr("LOAD_CONST 0")
        cg.compare("<" if negative else ">=")
        cg.instr("%s %s" % (cg.spelling["jump_if_true"], target))
    elif not negative:
        cg.instr("JUMP_FORWARD %s" % target)


def item_name(it: "Item") -> str:
    """A simple item as a name of the hoisting key: a local's name, ``=n`` for a constant."""
    return it[1] if it[0] == "local" else "=%d" % it[1]


def push_slice(cg: "CodeGen", a: "Item", n: "Item") -> None:
    """Push ``_M[a:a + n]``, the string at ``a`` (a new bytearray)."""
    cg.instr("LOAD_GLOBAL _M")
    cg.value(a)
    cg.value(("bin", "+", a, n))
    cg.instr("BUILD_SLICE 2")
    cg.instr(cg.spelling["subscript"])


def call_search(cg: "CodeGen", function: str, args: "List[Item]", names: Tuple[str, str, str]) -> None:
    """The word's own function on the four cells, its results into the locals ``names``."""
    cg.call_begin(function)
    for it in args:
        cg.value(it)
    cg.call_end(4)
    cg.instr("UNPACK_SEQUENCE 3")
    for name in names:
        cg.instr("STORE_FAST %s" % name)


def needle_preheader(cg: "CodeGen", label: str, key: Tuple[str, ...]) -> Tuple[str, ...]:
    """Before a loop: whether the string looked for lies in the memory, and that string as bytes (None when it
    does not); the locals holding them. 3.13's ``find`` of a bytes object is 2-3x faster than of a bytearray."""
    a, n = [("const", int(name[1:])) if name.startswith("=") else ("local", name, None) for name in key[2:]]
    ok, needle = cg.temp(), cg.temp()
    skip = cg.label()
    cg.instr("LOAD_CONST False")
    cg.instr("STORE_FAST %s" % ok)
    cg.instr("LOAD_CONST None")
    cg.instr("STORE_FAST %s" % needle)
    cg.jump_unless_within(a, n, MEMSIZE, skip)
    cg.call_begin("bytes")       # find reads a bytes object directly, a bytearray through the buffer protocol
    push_slice(cg, a, n)
    cg.call_end(1)
    cg.instr("STORE_FAST %s" % needle)
    cg.instr("LOAD_CONST True")
    cg.instr("STORE_FAST %s" % ok)
    cg.place_label(skip)
    return ok, needle


PREHEADERS["needle"] = needle_preheader


def span_preheader(cg: "CodeGen", label: str, key: Tuple[str, ...]) -> Tuple[str, ...]:
    """Before a loop: the string looked for as bytes (:func:`needle_preheader`), the end ``a + u`` of the string
    searched (key: span, label, a, u, the needle's names), and one flag for both: the needle lies in the
    memory and 0 <= end <= the memory's size. The locals: the flag, the needle, the end."""
    ok, needle = needle_preheader(cg, label, ("needle", label) + key[4:])
    end = cg.temp()
    cg.value(("bin", "+", ("local", key[2], None), ("local", key[3], None)))
    cg.instr("STORE_FAST %s" % end)
    for op, bound in (("<", 0), (">", MEMSIZE)):
        skip = cg.label()
        cg.instr("LOAD_FAST %s" % end)
        cg.instr("LOAD_CONST %d" % bound)
        cg.compare(op)
        cg.instr("%s %s" % (cg.spelling["jump_if_false"], skip))
        cg.instr("LOAD_CONST False")
        cg.instr("STORE_FAST %s" % ok)
        cg.place_label(skip)
    return ok, needle, end


PREHEADERS["span"] = span_preheader


def forward_span_preheader(cg: "CodeGen", label: str, key: Tuple[str, ...]) -> Tuple[str, ...]:
    """A span whose address each backward jump brings not negative: :func:`span_preheader`, and the flag
    false as well when the address is negative on entering the loop."""
    ok, needle, end = span_preheader(cg, label, key)
    skip = cg.label()
    jump_if_negative(cg, ("local", key[2], None), skip, negative=False)
    cg.instr("LOAD_CONST False")
    cg.instr("STORE_FAST %s" % ok)
    cg.place_label(skip)
    return ok, needle, end


PREHEADERS["span+"] = forward_span_preheader


@STRING.generic("SLITERAL", immediate=True, compile_only=True)
def sliteral(f: "Forth") -> None:
    """17.6.1.2212 compiling: ( c-addr1 u -- ); at run time ( -- c-addr2 u ), a copy kept in the string space."""
    a, n = f.popn(2)
    data = f.bytes_at(a, n)
    f.emit_token(("lit", f.keep_string(data)))
    f.emit_token(("lit", len(data)))


def substitutions(f: "Forth") -> Dict[bytes, bytes]:
    subs = getattr(f, "substitutions", None)
    if subs is None:
        subs = {}
        f.substitutions = subs  # type: ignore[attr-defined]
    return subs


@STRING.static("REPLACES", 4, 0)
def replaces(f: "Forth", a1: int, n1: int, a2: int, n2: int) -> None:
    """17.6.2.2141 ( c-addr1 u1 c-addr2 u2 -- ) %name% (string 2) is to be replaced by string 1 in SUBSTITUTE.

    Names are compared without regard to case (an implementation choice, docs/forth-implementation.md).
    """
    name = f.bytes_at(a2, n2)
    if b"%" in name:
        raise ForthError(-79, "REPLACES: a name may not hold %")
    substitutions(f)[name.upper()] = f.bytes_at(a1, n1)


@STRING.static("SUBSTITUTE", 4, 3)
def substitute(f: "Forth", a1: int, n1: int, a2: int, n2: int) -> Tuple[int, int, int]:
    """17.6.2.2255 ( c-addr1 u1 c-addr2 u2 -- c-addr2 u3 n ) %name% replaced, %% made %; n substitutions or -78.

    The result goes to the buffer at c-addr2 of u2 characters; when it does not fit, n is -78 (SUBSTITUTE's
    THROW code) and u3 is what fitted.
    """
    text, subs = f.bytes_at(a1, n1), substitutions(f)
    out = []
    count = 0
    i = 0
    while i < len(text):
        c = text[i:i + 1]
        if c == b"%":
            end = text.find(b"%", i + 1)
            if end == i + 1:
                out.append(b"%")
                i += 2
                continue
            if end > 0 and text[i + 1:end].upper() in subs:
                out.append(subs[text[i + 1:end].upper()])
                count += 1
                i = end + 1
                continue
        out.append(c)
        i += 1
    result = b"".join(out)
    n2 = max(0, cell(n2))
    fits = result[:n2]
    check_span(a2, len(fits))
    f.mem[a2:a2 + len(fits)] = fits
    return a2, len(fits), count if len(result) <= n2 else -78


@STRING.static("UNESCAPE", 3, 2)
def unescape(f: "Forth", a1: int, n1: int, a2: int) -> Tuple[int, int]:
    """17.6.2.2375 ( c-addr1 u1 c-addr2 -- c-addr2 u2 ) each % doubled, so SUBSTITUTE leaves the text as it is."""
    data = f.bytes_at(a1, n1).replace(b"%", b"%%")
    check_span(a2, len(data))
    f.mem[a2:a2 + len(data)] = data
    return a2, len(data)
