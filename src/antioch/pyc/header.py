"""The .pyc file: a header, then one marshalled code object.

Header formats (Lib/importlib/_bootstrap_external.py, PEP 552):

* 2.7: magic (4 bytes), source mtime (4) -- 8 bytes;
* 3.3-3.6: magic, mtime, source size (4 each) -- 12 bytes;
* 3.7+: magic, flags (4), then mtime and size, or an 8-byte source hash when flags bit 0
  is set (bit 1: check the source against the hash on import) -- 16 bytes.

The version is known from the magic number.  Each version has one magic number in all of its
releases (2.7: 62211, 3.6: 3379, ... 3.13: 3571), and used others during its alphas, betas and
release candidates (CPython's history of them is in antioch.pyc.magics).  A file with such a
number is read with its version's table and keeps its number when written back; its listing
names the pre-release.  Code of an early alpha may be laid out unlike the release's: reading it
then fails with the usual error naming the place.
"""
import struct
from dataclasses import dataclass, replace
from typing import Any, Dict, Optional, Tuple

from antioch.codeobj import CodeFields
from antioch.errors import PycError
from antioch.opcodes import READABLE, table_for
from antioch.pyc.magics import MAGIC_HISTORY
from antioch.pyc.marshal import dumps, read_marshal, write_marshal
from antioch.pyc.siphash import source_hash as _source_hash
from antioch.pyc.typecodes import Version

FLAG_HASH_BASED = 0b01
FLAG_CHECK_SOURCE = 0b10
_UINT32 = struct.Struct("<I")


def magic_for(version: Version) -> bytes:
    """The 4-byte magic number of CPython ``version``."""
    return table_for(version).magic


def version_of_magic(magic: bytes, filename: str = "<pyc>") -> Version:
    """The CPython version whose .pyc files start with ``magic`` (a release's or a pre-release's)."""
    found = _lookup_magic(bytes(magic))
    if found is None:
        raise PycError("unknown magic number %s (%r): not CPython 2.7 or 3.6-%d.%d, nor one of their"
                       " pre-releases" % (bytes(magic).hex(), bytes(magic), READABLE[-1][0], READABLE[-1][1]),
                       filename, 0)
    return found[0]


def prerelease_of_magic(magic: bytes) -> Optional[str]:
    """The pre-release that introduced ``magic`` (like ``"3.12b1"``); None for a release's number."""
    found = _lookup_magic(bytes(magic))
    return found[1] if found is not None else None


_BY_MAGIC: Dict[bytes, Version] = {}


def _versions_by_magic() -> Dict[bytes, Version]:
    if not _BY_MAGIC:
        _BY_MAGIC.update((magic_for(v), v) for v in READABLE)
    return _BY_MAGIC


def _lookup_magic(magic: bytes) -> Optional[Tuple[Version, Optional[str]]]:
    """(version, None) for a release's magic, (version, pre-release) for an earlier one, else None."""
    release = _versions_by_magic().get(magic)
    if release is not None:
        return release, None
    if len(magic) != 4 or magic[2:] != b"\r\n":
        return None
    number = int.from_bytes(magic[:2], "little")
    known = MAGIC_HISTORY.get(number)
    if known is not None and known[0] in READABLE:
        return known
    # Numbers newer than the history antioch has, below the version's release number: a beta or a
    # candidate of that version (3.15 counted on from 3.15a1's last number).
    for version in READABLE:
        listed = [n for n, (v, _) in MAGIC_HISTORY.items() if v == version]
        final = int.from_bytes(magic_for(version)[:2], "little")
        if listed and max(listed) < number < final:
            return version, "%d.%d pre-release" % version
    return None


def header_size(version: Version) -> int:
    if version < (3, 0):
        return 8
    return 16 if version >= (3, 7) else 12


@dataclass
class PycFile:
    """A .pyc file of any supported version, as data.

    ``mtime``/``source_size`` are set for timestamp-based files (``source_size`` is None in
    2.7), ``source_hash`` for hash-based ones (3.7+).  ``notes`` is the marshal side record
    that makes :func:`write_pyc` byte-exact (None: write the code fresh); ``trailing`` holds
    any bytes after the marshalled code.
    """

    version: Version
    code: Any
    flags: int = 0
    mtime: Optional[int] = 0
    source_size: Optional[int] = 0
    source_hash: Optional[bytes] = None
    notes: Any = None
    trailing: bytes = b""
    prerelease_magic: Optional[bytes] = None

    @property
    def magic(self) -> bytes:
        """The magic number written: the version's release one unless the file had a pre-release's."""
        return self.prerelease_magic or magic_for(self.version)

    @property
    def prerelease(self) -> Optional[str]:
        """The pre-release whose magic number the file has (like ``"3.12b1"``), else None."""
        return prerelease_of_magic(self.prerelease_magic) if self.prerelease_magic else None

    @property
    def hash_based(self) -> bool:
        return bool(self.flags & FLAG_HASH_BASED)

    @property
    def check_source(self) -> bool:
        return bool(self.flags & FLAG_CHECK_SOURCE)


def read_pyc(data: bytes, filename: str = "<pyc>") -> PycFile:
    """Read a whole .pyc file; :class:`PycError` for anything that is not one."""
    data = bytes(data)
    if len(data) < 4:
        raise PycError("truncated file: expected a 4-byte magic number, found %d bytes" % len(data),
                       filename, len(data))
    version = version_of_magic(data[:4], filename)
    size = header_size(version)
    if len(data) < size:
        raise PycError("truncated header: a CPython %d.%d .pyc header has %d bytes, found %d"
                       % (version + (size, len(data))), filename, len(data))
    pyc = PycFile(version, None)
    if data[:4] != magic_for(version):
        pyc.prerelease_magic = data[:4]
    _read_header_fields(pyc, data, filename)
    marshalled = read_marshal(data, version, size, filename)
    pyc.code, pyc.notes, pyc.trailing = marshalled.value, marshalled.notes, data[marshalled.end:]
    if not isinstance(pyc.code, CodeFields):
        raise PycError("a .pyc holds a code object, found %s" % type(pyc.code).__name__, filename, size)
    return pyc


def _read_header_fields(pyc: PycFile, data: bytes, filename: str) -> None:
    words = [_UINT32.unpack_from(data, at)[0] for at in range(4, header_size(pyc.version), 4)]
    if pyc.version < (3, 0):
        pyc.mtime, pyc.source_size = words[0], None
    elif pyc.version < (3, 7):
        pyc.mtime, pyc.source_size = words
    else:
        pyc.flags = words[0]
        if pyc.flags & ~(FLAG_HASH_BASED | FLAG_CHECK_SOURCE):
            raise PycError("invalid flags 0x%08x: expected 0-3 (PEP 552)" % pyc.flags, filename, 4)
        if pyc.hash_based:
            pyc.mtime, pyc.source_size, pyc.source_hash = None, None, data[8:16]
        else:
            pyc.mtime, pyc.source_size = words[1], words[2]


def write_pyc(pyc: PycFile) -> bytes:
    """The bytes of ``pyc``: identical to what :func:`read_pyc` read when nothing was changed."""
    if pyc.notes is None:
        body = dumps(pyc.code, pyc.version)
    else:
        body = write_marshal(pyc.code, pyc.notes, pyc.version)
    return header_bytes(pyc) + body + pyc.trailing


def header_bytes(pyc: PycFile) -> bytes:
    head = pyc.magic
    if pyc.version >= (3, 7):
        head += _uint32(pyc.flags, "flags")
        if pyc.hash_based:
            if pyc.source_hash is None or len(pyc.source_hash) != 8:
                raise PycError("a hash-based .pyc needs an 8-byte source hash, found %r" % (pyc.source_hash,))
            return head + pyc.source_hash
    head += _uint32(pyc.mtime or 0, "mtime")
    if pyc.version >= (3, 0):
        head += _uint32(pyc.source_size or 0, "source size")
    return head


def _uint32(value: int, what: str) -> bytes:
    # importlib stores mtime and size modulo 2**32 (_pack_uint32).
    if type(value) is not int or value < 0:
        raise PycError("cannot write %s %r in a .pyc header" % (what, value))
    return _UINT32.pack(value & 0xFFFFFFFF)


# -- making and re-stamping ---------------------------------------------------------------------

def new_pyc(code: CodeFields, mtime: int = 0, source_size: int = 0) -> PycFile:
    """A timestamp-based .pyc for ``code`` (written fresh, for ``code.version``)."""
    return PycFile(code.version, code, 0, mtime, None if code.version < (3, 0) else source_size)


def with_timestamp(pyc: PycFile, mtime: int, source_size: int) -> PycFile:
    """``pyc`` re-stamped as timestamp-based (``source_size`` is dropped for 2.7)."""
    return replace(pyc, flags=0, mtime=mtime, source_hash=None,
                   source_size=None if pyc.version < (3, 0) else source_size)


def with_source_hash(pyc: PycFile, source: bytes, checked: bool = True) -> PycFile:
    """``pyc`` re-stamped as hash-based on ``source`` (PEP 552, CPython 3.7+ only)."""
    # importlib.util.source_hash keys the hash with the interpreter's own magic number.
    digest = _source_hash(pyc.version, source, pyc.magic)
    flags = FLAG_HASH_BASED | (FLAG_CHECK_SOURCE if checked else 0)
    return replace(pyc, flags=flags, mtime=None, source_size=None, source_hash=digest)


def source_hash(version: Version, source: bytes) -> bytes:
    """What ``importlib.util.source_hash(source)`` returns on CPython ``version``, on any host."""
    return _source_hash(version, source, magic_for(version))


__all__ = ["FLAG_CHECK_SOURCE", "FLAG_HASH_BASED", "PycFile", "header_bytes", "header_size",
           "magic_for", "new_pyc", "prerelease_of_magic", "read_pyc", "source_hash", "version_of_magic",
           "with_source_hash", "with_timestamp", "write_pyc"]
