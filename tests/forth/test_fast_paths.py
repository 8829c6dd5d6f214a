"""Words the compiler writes inline (SEARCH as bytearray.find, /STRING as + and -) against their general path.

Each case runs twice: inside a colon definition, where the inline code runs, and through EXECUTE, which calls
the word's own function; the stacks, and the THROW codes of bad addresses (-9), must agree.
"""
import random

import pytest

MAX = (1 << 63) - 1
MEMSIZE = 1 << 23

SETUP = """
create hay 64 allot  s" the quick brown fox jumps over the fox " hay swap move
: hay-n 39 ;
: fast-search ( a1 u1 a2 u2 -- a3 u3 flag ) search ;
: slow-search ( a1 u1 a2 u2 -- a3 u3 flag ) ['] search execute ;
: fast-/string ( a u n -- a' u' ) /string ;
: slow-/string ( a u n -- a' u' ) ['] /string execute ;
: try ( i*x xt -- j*x code ) catch dup if >r depth 0 ?do drop loop r> then ;
: count-in ( c-addr u -- n )
  0 hay hay-n  begin  4 pick 4 pick search  while  rot 1+ rot rot 1 /string  repeat  2drop nip nip ;
: fast-if-search ( a1 u1 a2 u2 -- a3 u3 flag ) search if -1 else 0 then ;
: slow-if-search ( a1 u1 a2 u2 -- a3 u3 flag ) ['] search execute if -1 else 0 then ;
create pat 3 allot  s" fox" pat swap move
: poke-pat ( -- ) [char] c pat c! ;
"""

SEARCHES = [
    "hay hay-n s\" fox\"", "hay hay-n s\" cat\"", "hay hay-n s\" \"", "hay 0 s\" fox\"", "hay 0 s\" \"",
    "hay 20 s\" fox\"", "hay 19 s\" fox\"", "hay hay-n hay hay-n", "hay hay-n hay 40", "hay -1 s\" fox\"",
    "hay hay-n s\" fox\" drop -5", "-1 hay-n s\" fox\"", "hay hay-n -1 3", "hay %d s\" fox\"" % MEMSIZE,
    "%d 0 s\" \"" % MEMSIZE, "%d 1 s\" x\"" % MEMSIZE, "%d 1 s\" x\"" % (MEMSIZE - 1), "%d 0 s\" \"" % MAX,
    "hay 18446744073709551616 + hay-n s\" fox\"", "hay hay-n s\" fox\" swap 18446744073709551616 + swap",
]


def run_both(forth, args, word):
    fast = forth.stack("%s ' fast-%s try" % (args, word))
    slow = forth.stack("%s ' slow-%s try" % (args, word))
    return fast, slow


@pytest.mark.parametrize("args", SEARCHES)
def test_search_inline_agrees_with_the_word(forth, args):
    forth.stack(SETUP)
    fast, slow = run_both(forth, args, "search")
    assert fast == slow


@pytest.mark.parametrize("args", SEARCHES)
def test_search_followed_by_if_agrees_with_the_word(forth, args):
    forth.stack(SETUP)
    fast, slow = run_both(forth, args, "if-search")
    assert fast == slow


@pytest.mark.parametrize("change", ["[char] c pat c!", "poke-pat"])
def test_search_loop_sees_the_string_it_looks_for_change(forth, change):
    """The string looked for is copied once before the loop only where the loop cannot change it."""
    forth.stack(SETUP)
    forth.stack(": count-changing ( -- n ) 0 hay hay-n begin pat 3 search while rot 1+ rot rot 1 /string "
                " %s repeat 2drop ;" % change)
    assert forth.stack("count-changing") == [1]
    forth.stack('s" fox" pat swap move')


def test_search_loop_sees_the_length_looked_for_change(forth):
    forth.stack(SETUP)
    forth.stack(": count-growing ( -- n ) pat 0 {: a u :} 0 hay hay-n begin a u search while rot 1+ rot rot "
                "1 /string u 1+ to u repeat 2drop ;")
    assert forth.stack("count-growing") == [3]      # "" at 0, "f" at 16, "fo" at 35, no "fox" after


def test_search_loop_copies_the_string_looked_for_before_the_loop(forth):
    forth.stack(SETUP)
    _, listing = forth("see count-in")
    lines = [line.split(";")[0].strip() for line in listing.splitlines()]
    back = [line.split()[1] for line in lines if line.split()[:1] in (["JUMP_BACKWARD"], ["JUMP_ABSOLUTE"])]
    assert [line for line in lines if line.startswith("BUILD_SLICE")] != []
    assert all(n < lines.index(back[-1] + ":") for n, line in enumerate(lines) if line.startswith("BUILD_SLICE"))


def test_search_bad_address_is_minus_9(forth):
    forth.stack(SETUP)
    assert forth.stack("-1 5 s\" fox\" ' fast-search try") == [-9]
    assert forth.stack("%d 5 s\" fox\" ' fast-search try" % (MEMSIZE - 2)) == [-9]


def test_search_is_compiled_inline(forth):
    forth.stack(SETUP)
    _, listing = forth("see fast-search")
    assert "_find" in listing


def test_search_loop_counts_every_place(forth):
    forth.stack(SETUP)
    assert forth.stack('s" fox" count-in') == [2]
    assert forth.stack('s" o" count-in') == [b"the quick brown fox jumps over the fox ".count(b"o")]


# loops over the places of a string (at most 60 passes): what follows WHILE keeps address + length the end of
# the string searched (1 /STRING, 2 /STRING), or changes it (1-, SWAP 1+ SWAP), or joins paths first (IF THEN)
SPAN_BODIES = ["1 /string", "2 /string", "1 /string 1-", "swap 1+ swap", "1 /string dup 3 < if 1- then",
               "1 /string 2>r 2r>", "over drop 1 /string"]
SPAN_NEEDLES = ['s" fox"', 's" o"', 's" "', 's" the"', "hay hay-n", "hay 1+ 2", "hay -1"]


def span_loop(name, search, body):
    return (": %s ( c-addr u -- n a u ) 0 hay hay-n begin 4 pick 4 pick %s while rot 1+ rot rot %s "
            "2 pick 60 < 0= until then >r >r >r 2drop r> r> r> ;" % (name, search, body))


@pytest.mark.parametrize("body", SPAN_BODIES)
def test_search_loop_agrees_with_the_word_whatever_it_does_to_the_string(forth, body):
    """The end of the string searched moves before the loop only where each pass keeps address + length."""
    forth.stack(SETUP)
    forth.stack(span_loop("fast-span", "search", body))
    forth.stack(span_loop("slow-span", "['] search execute", body))
    for needle in SPAN_NEEDLES:
        assert forth.stack("%s ' fast-span try" % needle) == forth.stack("%s ' slow-span try" % needle), needle
    for start, length in [("hay", "-1"), ("hay", "%d" % MEMSIZE), ("-1", "5"), ("hay 40 +", "-3")]:
        args = '%s %s s" fox"' % (start, length)
        forth.stack(": fast-from ( a u c-addr2 u2 -- n a u ) 2swap 0 rot rot begin 4 pick 4 pick search while rot 1+ "
                    "rot rot %s 2 pick 60 < 0= until then >r >r >r 2drop r> r> r> ;" % body)
        forth.stack(": slow-from ( a u c-addr2 u2 -- n a u ) 2swap 0 rot rot begin 4 pick 4 pick ['] search execute "
                    "while rot 1+ rot rot %s 2 pick 60 < 0= until then >r >r >r 2drop r> r> r> ;" % body)
        assert forth.stack("%s ' fast-from try" % args) == forth.stack("%s ' slow-from try" % args), args


def test_search_loop_counts_overlapping_places_in_random_text(forth):
    """``count-in`` (the end before the loop) against Python over random texts of two letters."""
    forth.stack(SETUP)
    rng = random.Random(7)
    hay = forth.stack("hay")[0]
    mem = forth.forth.mem
    for _ in range(60):
        text = bytes(rng.choice(b"ab") for _ in range(39))
        needle = bytes(rng.choice(b"ab") for _ in range(rng.randrange(1, 4)))
        mem[hay:hay + 39] = text
        expect = sum(text.startswith(needle, i) for i in range(len(text)))
        assert forth.stack('s" %s" count-in' % needle.decode()) == [expect], (text, needle)


def loop_to_search(listing):
    """The lines of the last loop of a listing, from its head to the word SEARCH's own function (the slow path)."""
    raw = listing.splitlines()
    lines = [line.split(";")[0].strip() for line in raw]
    back = [n for n, line in enumerate(lines) if line.split()[:1] in (["JUMP_BACKWARD"], ["JUMP_ABSOLUTE"])]
    head = lines.index(lines[back[-1]].split()[1] + ":")
    slow = next(n for n, line in enumerate(raw) if line.endswith("; SEARCH"))
    return lines[head:slow]


@pytest.mark.parametrize("word", ["count-in", "count-from"])
def test_search_loop_keeps_no_end_and_no_bounds_check_in_the_loop(forth, word):
    """In ``count-in`` each pass tests one flag and calls ``find``: the end of the string searched and its
    checks are before the loop, the length is that end minus the address. The address of ``count-from``
    is an argument: its sign is tested before the loop, and the loop only moves it forward."""
    forth.stack(SETUP)
    forth.stack(": count-from ( a u c-addr2 u2 -- n ) 2swap 0 rot rot begin 4 pick 4 pick search while rot 1+ "
                "rot rot 1 /string repeat 2drop nip nip ;")
    loop = loop_to_search(forth("see %s" % word)[1])
    assert not any(str(MEMSIZE) in line for line in loop)
    assert len([line for line in loop if line.startswith("STORE_FAST")]) == 2, loop   # find's result; on leaving, u
    assert len([line for line in loop if line.startswith("COMPARE_OP")]) == 2, loop   # find's result; u on leaving
    assert forth.stack('hay hay-n s" o" count-from  hay 5 + 30 s" o" count-from') == [4, 3]


@pytest.mark.parametrize("args", ["100 10 3", "100 10 -3", "100 10 0", "%d 5 1" % MAX, "0 0 1", "-1 -1 %d" % MAX,
                                  "%d %d -1" % (-MAX - 1, -MAX - 1)])
def test_slash_string_inline_agrees_with_the_word(forth, args):
    forth.stack(SETUP)
    fast, slow = run_both(forth, args, "/string")
    assert fast == slow
    assert fast[-1] == 0


def loop_indexes(start, limit, most):
    """The first ``most`` indexes a DO ... LOOP from ``start`` to ``limit`` gives I (Forth-2012 6.1.1800)."""
    out, i = [], start
    while len(out) < most:
        out.append(i)
        i = i + 1 if i < MAX else -MAX - 1
        if i == limit:
            break
    return out


@pytest.mark.parametrize("start, limit", [(0, 5), (MAX - 2, -MAX + 1), (MAX - 1, -MAX - 1), (MAX, MAX), (3, 3),
                                          (-MAX - 1, -MAX - 1), (5, 0), (MAX, -MAX - 1), (-3, 2)])
def test_loop_from_at_or_above_its_limit_runs_through_max_int(forth, start, limit):
    forth.stack(": first6 ( limit start -- i*x ) 0 >r do i r> 1+ dup >r 6 = if leave then loop r> drop ;")
    forth.stack(": sum-of ( limit start -- sum n ) 0 0 2swap do i 1 and + swap 1+ swap  over 6 = if leave then "
                "loop ;")
    expect = loop_indexes(start, limit, 6)
    assert forth.stack("%d %d first6" % (limit, start)) == expect
    assert forth.stack("%d %d sum-of" % (limit, start)) == [len(expect), sum(i & 1 for i in expect)]


@pytest.mark.parametrize("n, expect", [(3, 8), (63, -MAX - 1), (64, 0), (65, 0)])
def test_loop_carried_values_still_wrap(forth, n, expect):
    forth.stack(": doubled ( n -- x ) 1 swap 0 ?do 2* loop ;  : doubled2 ( n -- x ) 1 swap begin dup while "
                "swap dup + swap 1- repeat drop ;")
    assert forth.stack("%d doubled" % n) == [expect]
    assert forth.stack("%d doubled2" % n) == [expect]
    assert forth.stack("%d doubled 0<" % n) == [-1 if expect < 0 else 0]


@pytest.mark.parametrize("start, expect", [("0", [0]), ("buf negate 1-", [-9]), ("buf negate 2 -", [-9]),
                                           ("-1 1 rshift 2 -", [-9]), ("-1 1 rshift", [-9])])
def test_c_store_at_constant_plus_index_checks_the_address(forth, start, expect):
    """``buf i + c!`` in a +LOOP (I a signed cell) tests I against -buf; below it, or past MAX-INT, is -9."""
    forth.stack(SETUP)
    forth.stack("create buf 8 allot  : mark ( start -- ) dup 3 + swap do  1 buf i + c!  1 +loop ;"
                "  : peek ( start -- ) dup 3 + swap do  buf i + c@ drop  1 +loop ;")
    assert forth.stack("%s ' mark try" % start) == expect
    assert forth.stack("%s ' peek try" % start) == expect
    if expect == [0]:
        assert forth.stack("buf c@ buf 2 + c@ buf 3 + c@") == [1, 1, 0]


@pytest.mark.parametrize("a, expect", [(5, [0]), (-1, [-9]), (MEMSIZE, [-9]), (MAX, [-9])])
def test_c_fetch_of_a_signed_cell_checks_the_address(forth, a, expect):
    forth.stack(SETUP)
    forth.stack(": at ( a -- ) c@ drop ;  : at2 ( a -- ) 1+ 1- c@ drop ;  : at! ( a -- ) 0 swap c! ;")
    for word in ("at", "at2", "at!"):
        assert forth.stack("%d ' %s try" % (a, word)) == expect


@pytest.mark.parametrize("word", ["CMOVE", "CMOVE>"])
def test_cmove_is_a_byte_by_byte_copy(forth, word):
    """One slice assignment, with the propagation of an overlap, against the copy byte by byte."""
    rng = random.Random(word)
    base = forth.stack("here")[0]
    forth.stack("64 allot")
    mem = forth.forth.mem
    for _ in range(400):
        mem[base:base + 64] = bytes(rng.randrange(256) for _ in range(64))
        src, dst, n = rng.randrange(32), rng.randrange(32), rng.randrange(33)
        want = bytearray(mem[base:base + 64])
        for i in (range(n - 1, -1, -1) if word == "CMOVE>" else range(n)):
            want[dst + i] = want[src + i]
        forth.stack("%d %d %d %s" % (base + src, base + dst, n, word))
        assert mem[base:base + 64] == want, (src, dst, n)


def plus_loop_indexes(start, limit, step):
    """The indexes of ``limit start DO I step +LOOP`` by the standard's rule (6.1.0140): leave when
    (index - limit) mod 2**64 passes 2**64."""
    cell = lambda x: ((x + (1 << 63)) % (1 << 64)) - (1 << 63)  # noqa: E731
    out, d = [], (start - limit) % (1 << 64)
    while True:
        out.append(cell(limit + d))
        if d >= 1 << 63 and d + step >= 1 << 64:
            return out
        d = (d + step) % (1 << 64)


@pytest.mark.parametrize("start, limit", [(0, 10), (3, 10), (9, 10), (10, 10), (11, 10), (-5, 5), (5, -5),
                                          (MAX - 1, MAX), (-MAX - 1, MAX), (MAX, -MAX - 1), (0, -1)])
def test_upward_plus_loop_runs_by_the_standards_rule(forth, start, limit):
    """A +LOOP whose step is known to be at least 1 runs by FOR_ITER over a range; from a start at or above
    the limit the index passes MAX-INT and goes on from MIN-INT."""
    step = 1 << 61
    forth.stack(": up-big ( limit start -- i*x ) do i %d +loop ;" % step)
    assert "FOR_ITER" in forth("see up-big")[1]
    assert forth.stack("%d %d up-big" % (limit, start)) == plus_loop_indexes(start, limit, step)


def test_upward_plus_loop_steps_by_an_outer_index(forth):
    forth.stack(": steps ( -- i*x ) 4 1 do 10 0 do i j +loop loop ;")
    assert "FOR_ITER" in forth("see steps")[1]
    assert forth.stack("steps") == [i for j in range(1, 4) for i in range(0, 10, j)]


def test_plus_loop_of_a_step_the_loop_changes_is_not_a_range(forth):
    forth.stack(": doubling ( -- i*x ) 1 100 0 do i swap dup 2* swap +loop drop ;")
    assert "FOR_ITER" not in forth("see doubling")[1]
    assert forth.stack("doubling") == [0, 1, 3, 7, 15, 31, 63]


def test_do_loop_runs_by_for_iter_unless_it_leaves(forth):
    forth.stack(": sum ( n -- s ) 0 swap 0 do i + loop ;  : first-big ( n -- i ) 0 swap 0 do drop i dup 5 > "
                "if leave then loop ;  : early ( n -- i ) 0 do i 3 = if i unloop exit then loop -1 ;")
    assert "FOR_ITER" in forth("see sum")[1]
    assert "FOR_ITER" not in forth("see first-big")[1] and "FOR_ITER" not in forth("see early")[1]
    assert forth.stack("100 sum  10 first-big  10 early  2 early") == [4950, 6, 3, -1]



@pytest.mark.parametrize("start, expect", [(0, [0]), (3, [0]), (9, [0]), (10, [-9]), (200, [-9]), (255, [-9])])
def test_versioned_loop_checks_the_address_from_a_start_at_or_above_its_limit(forth, start, expect):
    """A loop whose start may be at or above its limit runs a copy without the address's sign check when it
    is below; from above, I passes MAX-INT into negative cells: ``buf i +`` is below 0, -9, and the memory's
    end untouched."""
    forth.stack(SETUP)
    big = MAX - 150        # from a start of 10 or more the second index is past MAX-INT: negative
    forth.stack("create buf 16 allot  : mark ( n -- ) 10 swap 255 and do  1 buf i + c!  %d +loop ;"
                "  : peek ( n -- s ) 0 10 rot 255 and do  buf i + c@ +  %d +loop ;"
                "  : mark1 ( n -- ) 10 swap 255 and ?do  1 buf i + c!  loop ;" % (big, big))
    for word in ("mark", "peek", "mark1"):
        listing = forth("see %s" % word)[1]
        assert listing.count("FOR_ITER") == 2 and listing.count("_address") == 1, word
    mem = forth.forth.mem
    tail = bytes(mem[-64:])
    for word in ("mark", "peek"):
        assert forth.stack("%d ' %s try" % (start, word))[-1:] == expect
    assert bytes(mem[-64:]) == tail
    if expect == [0]:
        buf = forth.stack("buf")[0]
        assert forth.stack("%d peek" % start) == [1 if start < 10 else 0]
        forth.stack("%d mark1" % start)
        assert mem[buf + start:buf + 10] == bytes([1] * (10 - start))
        assert forth.stack("%d peek" % start) == [1 if start < 10 else 0]
