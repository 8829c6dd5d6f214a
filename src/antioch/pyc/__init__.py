""".pyc files and marshal data of CPython 2.7 and 3.6-3.15, read and written on any host.

Example::

    from antioch.pyc import read_pyc, write_pyc, with_source_hash
    data = open("mod.cpython-38.pyc", "rb").read()
    pyc = read_pyc(data)                  # pyc.version == (3, 8), pyc.code is a CodeFields
    assert write_pyc(pyc) == data         # byte for byte, on any host
    hashed = write_pyc(with_source_hash(pyc, open("mod.py", "rb").read()))
"""
from antioch.pyc.header import (
                                FLAG_CHECK_SOURCE,
                                FLAG_HASH_BASED,
                                PycFile,
                                header_bytes,
                                magic_for,
                                new_pyc,
                                prerelease_of_magic,
                                read_pyc,
                                source_hash,
                                version_of_magic,
                                with_source_hash,
                                with_timestamp,
                                write_pyc,
)
from antioch.pyc.marshal import Marshalled, dumps, loads, read_marshal, write_marshal
from antioch.pyc.typecodes import Py2Long

__all__ = [
                                "FLAG_CHECK_SOURCE",
                                "FLAG_HASH_BASED",
                                "Marshalled",
                                "Py2Long",
                                "PycFile",
                                "dumps",
                                "header_bytes",
                                "loads",
                                "magic_for",
                                "new_pyc",
                                "prerelease_of_magic",
                                "read_marshal",
                                "read_pyc",
                                "source_hash",
                                "version_of_magic",
                                "with_source_hash",
                                "with_timestamp",
                                "write_marshal",
                                "write_pyc",
]
