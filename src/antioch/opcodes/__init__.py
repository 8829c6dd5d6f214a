"""Per-version opcode tables.

The facts live in generated modules (``_py38.py`` ...), written by
``tools/gen_opcodes.py`` under each interpreter.  This package wraps them in an
:class:`OpcodeTable` and looks tables up by version, which is always data:
antioch reads 3.8 bytecode while running on 3.13.
"""
import importlib
import sys
from typing import Dict, Tuple

from antioch.errors import UnsupportedVersionError
from antioch.opcodes.table import OpcodeInfo, OpcodeTable, evaluate_effect

Version = Tuple[int, int]

#: Versions whose bytecode antioch decodes, assembles and verifies.
SUPPORTED: Tuple[Version, ...] = ((3, 8), (3, 9), (3, 10), (3, 11), (3, 12), (3, 13), (3, 14), (3, 15))
#: Versions antioch can at least read from .pyc files.
READABLE: Tuple[Version, ...] = ((2, 7), (3, 6), (3, 7), *SUPPORTED)

HOST: Version = (sys.version_info[0], sys.version_info[1])

_tables: Dict[Version, OpcodeTable] = {}


def table_for(version: Version = HOST) -> OpcodeTable:
    """The opcode table of CPython ``version`` (a ``(major, minor)`` tuple)."""
    version = (version[0], version[1])
    table = _tables.get(version)
    if table is None:
        if version not in READABLE:
            raise UnsupportedVersionError("no opcode table for CPython %d.%d" % version)
        module = importlib.import_module("antioch.opcodes._py%d%d" % version)
        table = _tables[version] = OpcodeTable(module)
    return table


def parse_version(text: str) -> Version:
    """``"3.11"`` -> ``(3, 11)``, with a clear error for anything else."""
    try:
        major, minor = (int(part) for part in text.strip().split(".")[:2])
    except ValueError:
        raise UnsupportedVersionError("not a version: %r (expected like 3.11)" % text) from None
    if (major, minor) not in READABLE:
        raise UnsupportedVersionError("unsupported version %d.%d" % (major, minor))
    return (major, minor)


__all__ = ["HOST", "READABLE", "SUPPORTED", "OpcodeInfo", "OpcodeTable", "Version",
           "evaluate_effect", "parse_version", "table_for"]
