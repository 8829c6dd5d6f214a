"""The SEARCH and SEARCH EXT word sets (Forth-2012 16.6.1, 16.6.2): word lists and the search order.

A word list id (wid) is a small positive number, FORTH-WORDLIST is 1; the search order holds at most
MAX_ORDER word lists (-49 beyond, -50 below one). The minimum search order is FORTH-WORDLIST alone.
"""
from typing import TYPE_CHECKING, Tuple

from antioch.forth.kernel import ForthError, cell
from antioch.forth.registry import WordSet

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.system import Forth

SEARCH = WordSet("SEARCH")
FORTH_WORDLIST = 1
MAX_ORDER = 16


def wordlist_id(f: "Forth", wid: int) -> int:
    wid = cell(wid)
    if not 1 <= wid < len(f.wordlists):
        raise ForthError(-9, "Not a word list: %d" % wid)
    return wid


@SEARCH.generic("DEFINITIONS")
def definitions(f: "Forth") -> None:
    """16.6.1.1180 the first word list of the search order becomes the compilation word list."""
    if not f.order:
        raise ForthError(-50)
    f.current = f.order[0]


SEARCH.pure("FORTH-WORDLIST", 0, 1)(lambda: FORTH_WORDLIST)


@SEARCH.static("GET-CURRENT", 0, 1)
def get_current(f: "Forth") -> int:
    return f.current


@SEARCH.generic("GET-ORDER")
def get_order(f: "Forth") -> None:
    """16.6.1.1647 ( -- widn ... wid1 n ), wid1 searched first."""
    f.S.extend(reversed(f.order))
    f.S.append(len(f.order))


@SEARCH.generic("SEARCH-WORDLIST")
def search_wordlist(f: "Forth") -> None:
    """16.6.1.2192 ( c-addr u wid -- 0 | xt 1 | xt -1 )."""
    a, n, wid = f.popn(3)
    w = f.find_in(wordlist_id(f, wid), f.string_at(a, n))
    if w is None:
        f.S.append(0)
    else:
        f.S.extend((w.xt, 1 if w.immediate else -1))


@SEARCH.static("SET-CURRENT", 1, 0)
def set_current(f: "Forth", wid: int) -> None:
    f.current = wordlist_id(f, wid)


@SEARCH.generic("SET-ORDER")
def set_order(f: "Forth") -> None:
    """16.6.1.2197 ( widn ... wid1 n -- ); n = -1 is the minimum search order."""
    n = f.pop()
    if n == -1:
        f.order = [FORTH_WORDLIST]
        return
    if n > MAX_ORDER:
        raise ForthError(-49)
    if n < 0:
        raise ForthError(-24)
    wids = f.popn(n)
    f.order = [wordlist_id(f, wid) for wid in reversed(wids)]


@SEARCH.static("WORDLIST", 0, 1)
def wordlist(f: "Forth") -> int:
    """16.6.1.2460 ( -- wid ) a new empty word list."""
    f.wordlists.append({})
    return len(f.wordlists) - 1


@SEARCH.generic("ALSO")
def also(f: "Forth") -> None:
    if not f.order:
        raise ForthError(-50)
    if len(f.order) >= MAX_ORDER:
        raise ForthError(-49)
    f.order.insert(0, f.order[0])


@SEARCH.generic("FORTH")
def forth(f: "Forth") -> None:
    replace_first(f, FORTH_WORDLIST)


def replace_first(f: "Forth", wid: int) -> None:
    if f.order:
        f.order[0] = wid
    else:
        f.order = [wid]


@SEARCH.generic("ONLY")
def only(f: "Forth") -> None:
    f.order = [FORTH_WORDLIST]


def wordlist_name(f: "Forth", wid: int) -> str:
    return f.wordlist_names.get(wid, "#%d" % wid)


@SEARCH.generic("ORDER")
def order(f: "Forth") -> None:
    """16.6.2.1985 the search order, first searched first, then the compilation word list."""
    f.emit_text(" ".join(wordlist_name(f, wid) for wid in f.order) + "  " + wordlist_name(f, f.current) + "\n")


@SEARCH.generic("PREVIOUS")
def previous(f: "Forth") -> None:
    if not f.order:
        raise ForthError(-50)
    del f.order[0]


def vocabulary_word(f: "Forth", name: str) -> Tuple[int, object]:
    """A word ``name`` that makes a new word list the first of the search order (as ASSEMBLER and EDITOR do)."""
    wid = wordlist(f)
    f.wordlist_names[wid] = name
    w = f.primitive(name, lambda: replace_first(f, wid))
    return wid, w
