"""Reading the files a command names: regular files only.

A FIFO blocks the open until someone writes to it, and a device such as ``/dev/zero`` never
ends; both are refused with an :class:`OSError` whose ``strerror`` says what the path is, which the
commands turn into their one-line error.
"""
import errno
import os
import stat
from typing import Union


def read_bytes(path: str) -> bytes:
    """The bytes of the regular file at ``path`` (OSError for anything else, or if it cannot be read)."""
    # O_NONBLOCK: opening a FIFO returns at once instead of waiting for a writer; it changes nothing
    # for a regular file.
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), path)
        if not stat.S_ISREG(mode):
            raise OSError(errno.EINVAL, "not a regular file", path)
        with os.fdopen(fd, "rb") as f:
            fd = -1  # closed with f
            return f.read()
    finally:
        if fd >= 0:
            os.close(fd)


#: the reason for a path that names nothing, in the words of the C library (``No such file or directory``)
NO_SUCH_FILE = os.strerror(errno.ENOENT)


def cannot_read(path: str, reason: "Union[BaseException, str]" = NO_SUCH_FILE) -> str:
    """Why ``path`` could not be read, in one line that names it first: ``FILE: cannot read: REASON``."""
    return "%s: cannot read: %s" % (path, getattr(reason, "strerror", None) or reason)


__all__ = ["cannot_read", "read_bytes"]
