"""The source hash of hash-based .pyc files (PEP 552), computed the same way on every host.

``importlib.util.source_hash(source)`` is ``_imp.source_hash(_RAW_MAGIC_NUMBER, source)``
(Lib/importlib/_bootstrap_external.py), which is ``_Py_KeyedHash(key, source)`` written
little-endian (Python/import.c).  ``_Py_KeyedHash`` is SipHash with ``k0 = key, k1 = 0``
(Python/pyhash.c): SipHash-2-4 in 3.7-3.10, SipHash-1-3 from 3.11 on.  The key is the
target version's magic number read as a little-endian integer, so the hash differs per
version and only the host's own can come from importlib.
"""
import struct
from typing import Tuple

from antioch.errors import PycError

_MASK = (1 << 64) - 1
_WORDS = struct.Struct("<Q")


def _rotl(x: int, b: int) -> int:
    return ((x << b) | (x >> (64 - b))) & _MASK


def _round(v0: int, v1: int, v2: int, v3: int) -> Tuple[int, int, int, int]:
    v0 = (v0 + v1) & _MASK
    v1 = _rotl(v1, 13) ^ v0
    v0 = _rotl(v0, 32)
    v2 = (v2 + v3) & _MASK
    v3 = _rotl(v3, 16) ^ v2
    v0 = (v0 + v3) & _MASK
    v3 = _rotl(v3, 21) ^ v0
    v2 = (v2 + v1) & _MASK
    v1 = _rotl(v1, 17) ^ v2
    v2 = _rotl(v2, 32)
    return v0, v1, v2, v3


def siphash(k0: int, k1: int, data: bytes, c_rounds: int, d_rounds: int) -> int:
    """SipHash-c-d of ``data`` with the 128-bit key ``(k0, k1)`` given as two 64-bit words."""
    v0 = k0 ^ 0x736F6D6570736575
    v1 = k1 ^ 0x646F72616E646F6D
    v2 = k0 ^ 0x6C7967656E657261
    v3 = k1 ^ 0x7465646279746573
    whole = len(data) - len(data) % 8
    for (m,) in _WORDS.iter_unpack(data[:whole]):
        v3 ^= m
        for _ in range(c_rounds):
            v0, v1, v2, v3 = _round(v0, v1, v2, v3)
        v0 ^= m
    # The last word holds the remaining bytes and the length's low byte on top.
    last = int.from_bytes(data[whole:], "little") | ((len(data) & 0xFF) << 56)
    v3 ^= last
    for _ in range(c_rounds):
        v0, v1, v2, v3 = _round(v0, v1, v2, v3)
    v0 ^= last
    v2 ^= 0xFF
    for _ in range(d_rounds):
        v0, v1, v2, v3 = _round(v0, v1, v2, v3)
    return v0 ^ v1 ^ v2 ^ v3


def source_hash(version: Tuple[int, int], source: bytes, magic: bytes) -> bytes:
    """The 8-byte hash that CPython ``version`` (with its ``magic`` number) stores for ``source``."""
    if version < (3, 7):
        raise PycError("CPython %d.%d has no hash-based .pyc files (PEP 552 is 3.7+)" % version)
    rounds = (1, 3) if version >= (3, 11) else (2, 4)
    key = int.from_bytes(magic, "little")
    return siphash(key, 0, bytes(source), *rounds).to_bytes(8, "little")
