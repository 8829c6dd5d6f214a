"""The FILE and FILE EXT word sets (Forth-2012 11.6.1, 11.6.2) on real files through Python's io.

Files are always opened in binary mode (BIN changes nothing: a character is a byte, lines end at LF, a CR before
it is dropped). A file id is a number from FIRST_FILE_ID up. An ior is 0 or a THROW code of table 9.1: -38 for a
file that does not exist, else the failing word's own code (-62 CLOSE-FILE ... -76 WRITE-LINE). The system
flushes open files after an abort and closes them on BYE and at the end of the program.
"""
import os
from typing import TYPE_CHECKING, Any, Tuple

from antioch.forth.kernel import MASK, ForthError, cell, check_span
from antioch.forth.registry import WordSet
from antioch.forth.sources import Source

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.system import Forth

FILE = WordSet("FILE")
R_O, W_O, R_W, BIN_BIT = 1, 2, 3, 4
FIRST_FILE_ID = 10
MODES = {R_O: "rb", W_O: "wb", R_W: "r+b"}
CREATE_MODES = {R_O: "w+b", W_O: "wb", R_W: "w+b"}
IOR = {"CLOSE-FILE": -62, "CREATE-FILE": -63, "DELETE-FILE": -64, "FILE-POSITION": -65, "FILE-SIZE": -66,
       "FILE-STATUS": -67, "FLUSH-FILE": -68, "OPEN-FILE": -69, "READ-FILE": -70, "READ-LINE": -71,
       "RENAME-FILE": -72, "REPOSITION-FILE": -73, "RESIZE-FILE": -74, "WRITE-FILE": -75, "WRITE-LINE": -76}


def ior_of(exc: OSError, word: str) -> int:
    return -38 if isinstance(exc, FileNotFoundError) else IOR[word]


def file_of(f: "Forth", fileid: int) -> Any:
    fh = f.files.get(cell(fileid))
    if fh is None:
        raise ForthError(-37, "Not an open file: %d" % cell(fileid))
    return fh


def path_of(f: "Forth", a: int, n: int) -> str:
    return f.string_at(a, n)


def new_file_id(f: "Forth", fh: Any) -> int:
    fileid = max(f.files, default=FIRST_FILE_ID - 1) + 1
    f.files[fileid] = fh
    return fileid


FILE.pure("R/O", 0, 1)(lambda: R_O)
FILE.pure("W/O", 0, 1)(lambda: W_O)
FILE.pure("R/W", 0, 1)(lambda: R_W)


@FILE.pure("BIN", 1, 1)
def bin_(fam: int) -> int:
    return fam | BIN_BIT


@FILE.static("OPEN-FILE", 3, 2)
def open_file(f: "Forth", a: int, n: int, fam: int) -> Tuple[int, int]:
    """11.6.1.1970 ( c-addr u fam -- fileid ior )."""
    mode = MODES.get(cell(fam) & ~BIN_BIT)
    if mode is None:
        return 0, IOR["OPEN-FILE"]
    try:
        fh = open(path_of(f, a, n), mode)  # noqa: SIM115 - stays open until CLOSE-FILE or BYE
    except OSError as exc:
        return 0, ior_of(exc, "OPEN-FILE")
    return new_file_id(f, fh), 0


@FILE.static("CREATE-FILE", 3, 2)
def create_file(f: "Forth", a: int, n: int, fam: int) -> Tuple[int, int]:
    """11.6.1.1010 ( c-addr u fam -- fileid ior ) a new empty file (an existing one is emptied)."""
    mode = CREATE_MODES.get(cell(fam) & ~BIN_BIT)
    if mode is None:
        return 0, IOR["CREATE-FILE"]
    try:
        fh = open(path_of(f, a, n), mode)  # noqa: SIM115 - stays open until CLOSE-FILE or BYE
    except OSError as exc:
        return 0, ior_of(exc, "CREATE-FILE")
    return new_file_id(f, fh), 0


@FILE.static("CLOSE-FILE", 1, 1)
def close_file(f: "Forth", fileid: int) -> int:
    fh = f.files.pop(cell(fileid), None)
    if fh is None:
        return IOR["CLOSE-FILE"]
    try:
        fh.close()
    except OSError:
        return IOR["CLOSE-FILE"]
    return 0


@FILE.static("DELETE-FILE", 2, 1)
def delete_file(f: "Forth", a: int, n: int) -> int:
    try:
        os.remove(path_of(f, a, n))
    except OSError as exc:
        return ior_of(exc, "DELETE-FILE")
    return 0


@FILE.static("FILE-POSITION", 1, 3)
def file_position(f: "Forth", fileid: int) -> Tuple[int, int, int]:
    try:
        pos = file_of(f, fileid).tell()
    except OSError:
        return 0, 0, IOR["FILE-POSITION"]
    return cell(pos), 0, 0


@FILE.static("FILE-SIZE", 1, 3)
def file_size(f: "Forth", fileid: int) -> Tuple[int, int, int]:
    fh = file_of(f, fileid)
    try:
        fh.flush()
        size = os.fstat(fh.fileno()).st_size
    except OSError:
        return 0, 0, IOR["FILE-SIZE"]
    return cell(size), 0, 0


@FILE.static("REPOSITION-FILE", 3, 1)
def reposition_file(f: "Forth", lo: int, hi: int, fileid: int) -> int:
    pos = (lo & MASK) | ((hi & MASK) << 64)
    try:
        file_of(f, fileid).seek(pos)
    except (OSError, OverflowError, ValueError):
        return IOR["REPOSITION-FILE"]
    return 0


@FILE.static("RESIZE-FILE", 3, 1)
def resize_file(f: "Forth", lo: int, hi: int, fileid: int) -> int:
    size = (lo & MASK) | ((hi & MASK) << 64)
    try:
        file_of(f, fileid).truncate(size)
    except (OSError, OverflowError, ValueError):
        return IOR["RESIZE-FILE"]
    return 0


@FILE.static("READ-FILE", 3, 2)
def read_file(f: "Forth", a: int, u: int, fileid: int) -> Tuple[int, int]:
    """11.6.1.2080 ( c-addr u1 fileid -- u2 ior ): u2 < u1 at the end of the file, 0 there."""
    u = max(0, cell(u))
    check_span(a, u)
    fh = file_of(f, fileid)
    try:
        data = fh.read(u)
    except (OSError, ValueError):
        return 0, IOR["READ-FILE"]
    f.mem[a:a + len(data)] = data
    return len(data), 0


@FILE.static("READ-LINE", 3, 3)
def read_line(f: "Forth", a: int, u: int, fileid: int) -> Tuple[int, int, int]:
    """11.6.1.2090 ( c-addr u1 fileid -- u2 flag ior ): a line without its end; flag false at the end of the file."""
    u = max(0, cell(u))
    check_span(a, u + 2)
    fh = file_of(f, fileid)
    try:
        data = fh.readline(u + 1)
        if len(data) == u + 1 and not data.endswith(b"\n"):
            fh.seek(-1, 1)             # the line is longer: the rest is the next READ-LINE's
            data = data[:u]
    except (OSError, ValueError):
        return 0, 0, IOR["READ-LINE"]
    if not data:
        return 0, 0, 0
    if data.endswith(b"\n"):
        data = data[:-1]
        if data.endswith(b"\r"):
            data = data[:-1]
    f.mem[a:a + len(data)] = data
    return len(data), -1, 0


@FILE.static("WRITE-FILE", 3, 1)
def write_file(f: "Forth", a: int, u: int, fileid: int) -> int:
    data = f.bytes_at(a, u)
    try:
        file_of(f, fileid).write(data)
    except (OSError, ValueError):
        return IOR["WRITE-FILE"]
    return 0


@FILE.static("WRITE-LINE", 3, 1)
def write_line(f: "Forth", a: int, u: int, fileid: int) -> int:
    data = f.bytes_at(a, u)
    try:
        file_of(f, fileid).write(data + b"\n")
    except (OSError, ValueError):
        return IOR["WRITE-LINE"]
    return 0


@FILE.static("FILE-STATUS", 2, 2)
def file_status(f: "Forth", a: int, n: int) -> Tuple[int, int]:
    """11.6.2.1524 ( c-addr u -- x ior ): x is the file's mode bits (os.stat), ior 0 when it exists."""
    try:
        st = os.stat(path_of(f, a, n))
    except OSError as exc:
        return 0, ior_of(exc, "FILE-STATUS")
    return st.st_mode, 0


@FILE.static("FLUSH-FILE", 1, 1)
def flush_file(f: "Forth", fileid: int) -> int:
    try:
        file_of(f, fileid).flush()
    except (OSError, ValueError):
        return IOR["FLUSH-FILE"]
    return 0


@FILE.static("RENAME-FILE", 4, 1)
def rename_file(f: "Forth", a1: int, n1: int, a2: int, n2: int) -> int:
    try:
        os.rename(path_of(f, a1, n1), path_of(f, a2, n2))
    except OSError as exc:
        return ior_of(exc, "RENAME-FILE")
    return 0


@FILE.generic("INCLUDE-FILE")
def include_file(f: "Forth") -> None:
    """11.6.1.1717 ( i*x fileid -- j*x ): interpret the rest of the open file; SOURCE-ID is fileid meanwhile."""
    fileid = f.pop()
    fh = file_of(f, fileid)
    try:
        lines = fh.read().decode("latin-1").splitlines()
    except (OSError, ValueError):
        raise ForthError(IOR["READ-FILE"]) from None
    f.run_source(Source("file", fileid, lines=lines, filename=getattr(fh, "name", "") or "<file %d>" % fileid))


@FILE.generic("REQUIRED")
def required(f: "Forth") -> None:
    """11.6.2.2144.50 ( i*x c-addr u -- j*x ) INCLUDED unless that file was included already."""
    a, n = f.popn(2)
    path = f.string_at(a, n)
    if os.path.realpath(path) not in f.included_paths:
        f.included(path)


@FILE.generic("REQUIRE")
def require(f: "Forth") -> None:
    path = f.need_name()
    if os.path.realpath(path) not in f.included_paths:
        f.included(path)
