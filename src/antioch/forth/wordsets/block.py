"""The BLOCK and BLOCK EXT word sets (Forth-2012 7.6.1, 7.6.2): blocks of 1024 characters in a file on disk.

The block file is ``Forth.block_file`` (``blocks.fb`` in the working directory unless set); block u is the u-th
1024 bytes of it, for u from 1 to MAX_BLOCK. A block past the end of the file reads as spaces; a block written
past the end extends the file. There are NBUFFERS buffers in the memory (BLOCK_BUFFERS), reused least recently
used first, an updated one written back before reuse. Block 0 or one past MAX_BLOCK is -35; a failed read -33, a
failed write -34. LOAD interprets a block as 16 lines of 64 characters (an error names ``block u:line``).
"""
import os
from typing import TYPE_CHECKING, Any, List

from antioch.forth.kernel import BLK_ADDR, BLOCK_BUFFERS, NBUFFERS, SCR_ADDR, ForthError, cell
from antioch.forth.registry import WordSet
from antioch.forth.sources import Source

if TYPE_CHECKING:  # pragma: no cover
    from antioch.forth.system import Forth

BLOCK = WordSet("BLOCK")
BLOCK_SIZE = 1024
MAX_BLOCK = 1 << 20


class BlockBuffers:
    """Which block each buffer holds, which were updated, and the order they were used in."""

    def __init__(self) -> None:
        self.block: List[int] = [0] * NBUFFERS        # 0: the buffer holds no block
        self.updated: List[bool] = [False] * NBUFFERS
        self.used: List[int] = list(range(NBUFFERS))  # least recently used first
        self.current = -1                              # the buffer UPDATE marks

    def touch(self, j: int) -> None:
        self.used.remove(j)
        self.used.append(j)
        self.current = j


def buffers_of(f: "Forth") -> BlockBuffers:
    bufs = getattr(f, "block_buffers", None)
    if bufs is None:
        bufs = f.block_buffers = BlockBuffers()  # type: ignore[attr-defined]
    return bufs


def block_path(f: "Forth") -> str:
    return getattr(f, "block_file", None) or "blocks.fb"


def check_block(u: int) -> int:
    u = cell(u)
    if not 1 <= u <= MAX_BLOCK:
        raise ForthError(-35, "Invalid block number %d" % u)
    return u


def read_block(f: "Forth", u: int) -> bytes:
    path = block_path(f)
    try:
        if not os.path.exists(path):
            return b" " * BLOCK_SIZE
        with open(path, "rb") as fh:
            fh.seek((u - 1) * BLOCK_SIZE)
            data = fh.read(BLOCK_SIZE)
    except OSError as exc:
        raise ForthError(-33, "Block read exception: %s" % (exc.strerror or exc)) from None
    return data + b" " * (BLOCK_SIZE - len(data))


def write_block(f: "Forth", u: int, data: bytes) -> None:
    path = block_path(f)
    try:
        with open(path, "r+b" if os.path.exists(path) else "w+b") as fh:
            fh.seek(0, 2)
            end = fh.tell()
            if end < (u - 1) * BLOCK_SIZE:          # the blocks between read as spaces
                fh.write(b" " * ((u - 1) * BLOCK_SIZE - end))
            fh.seek((u - 1) * BLOCK_SIZE)
            fh.write(data)
    except OSError as exc:
        raise ForthError(-34, "Block write exception: %s" % (exc.strerror or exc)) from None


def buffer_address(j: int) -> int:
    return BLOCK_BUFFERS + j * BLOCK_SIZE


def save_buffer(f: "Forth", bufs: BlockBuffers, j: int) -> None:
    if bufs.updated[j] and bufs.block[j]:
        a = buffer_address(j)
        write_block(f, bufs.block[j], bytes(f.mem[a:a + BLOCK_SIZE]))
        bufs.updated[j] = False


def assign(f: "Forth", u: int, read: bool) -> int:
    """The buffer of block u (read from the file when ``read`` and not already there); its address."""
    u = check_block(u)
    bufs = buffers_of(f)
    if u in bufs.block:
        j = bufs.block.index(u)
    else:
        j = bufs.used[0]
        save_buffer(f, bufs, j)
        bufs.block[j] = 0
        a = buffer_address(j)
        f.mem[a:a + BLOCK_SIZE] = read_block(f, u) if read else b" " * BLOCK_SIZE
        bufs.block[j], bufs.updated[j] = u, False
    bufs.touch(j)
    return buffer_address(j)


BLOCK.pure("BLK", 0, 1)(lambda: BLK_ADDR)


@BLOCK.static("BLOCK", 1, 1)
def block(f: "Forth", u: int) -> int:
    """7.6.1.0800 ( u -- a-addr ) the buffer holding block u, read from the file if need be."""
    return assign(f, u, True)


@BLOCK.static("BUFFER", 1, 1)
def buffer(f: "Forth", u: int) -> int:
    """7.6.1.0820 ( u -- a-addr ) a buffer for block u, its contents not read (spaces when newly assigned)."""
    return assign(f, u, False)


@BLOCK.generic("SAVE-BUFFERS")
def save_buffers(f: "Forth") -> None:
    bufs = buffers_of(f)
    for j in range(NBUFFERS):
        save_buffer(f, bufs, j)


@BLOCK.generic("EMPTY-BUFFERS")
def empty_buffers(f: "Forth") -> None:
    """7.6.2.1330 unassign every buffer, updated or not, writing nothing."""
    f.block_buffers = BlockBuffers()  # type: ignore[attr-defined]


@BLOCK.generic("FLUSH")
def flush(f: "Forth") -> None:
    save_buffers(f)
    empty_buffers(f)


@BLOCK.generic("UPDATE")
def update(f: "Forth") -> None:
    """7.6.1.2400 mark the current block buffer as modified."""
    bufs = buffers_of(f)
    if bufs.current >= 0 and bufs.block[bufs.current]:
        bufs.updated[bufs.current] = True


def block_source(f: "Forth", u: int) -> Any:
    a = assign(f, u, True)
    text = bytes(f.mem[a:a + BLOCK_SIZE]).decode("latin-1")
    return Source("block", 0, lines=[text], filename="block %d" % u)


@BLOCK.generic("LOAD")
def load(f: "Forth") -> None:
    """7.6.1.1790 ( i*x u -- j*x ) interpret block u; BLK is u meanwhile."""
    u = check_block(f.pop())
    saved = f.fetch(BLK_ADDR)
    f.store(u, BLK_ADDR)
    try:
        f.run_source(block_source(f, u))
    finally:
        f.store(saved, BLK_ADDR)


def next_block(f: "Forth") -> bool:
    """REFILL in a block (7.6.2.2125): go on with the next block; false past MAX_BLOCK."""
    u = f.fetch(BLK_ADDR) + 1
    if u > MAX_BLOCK:
        return False
    src = block_source(f, u)
    s = f.src
    s.lines, s.pos, s.filename, s.lineno = src.lines, 0, src.filename, 0
    f.store(u, BLK_ADDR)
    return f.refill()


@BLOCK.generic("LIST")
def list_(f: "Forth") -> None:
    """7.6.2.1770 ( u -- ) show block u as 16 numbered lines of 64 characters; SCR is u."""
    u = check_block(f.pop())
    a = assign(f, u, True)
    f.store(u, SCR_ADDR)
    text = bytes(f.mem[a:a + BLOCK_SIZE]).decode("latin-1")
    f.emit_text("Screen %d\n" % u + "".join("%2d %s\n" % (n, text[n * 64:n * 64 + 64]) for n in range(16)))


BLOCK.pure("SCR", 0, 1)(lambda: SCR_ADDR)


@BLOCK.generic("THRU")
def thru(f: "Forth") -> None:
    """7.6.2.2280 ( i*x u1 u2 -- j*x ) LOAD each block from u1 to u2."""
    u1, u2 = f.popn(2)
    for u in range(u1, u2 + 1):
        f.S.append(u)
        load(f)
