"""The self-check of ``antioch pyc DIR``: read every .pyc under a directory and write it back.

For each file: was it read (else the one-line error), and are the bytes written back by
:func:`~antioch.pyc.write_pyc` the bytes read?
"""
import os
from dataclasses import dataclass, field
from typing import Iterable, Iterator, List, Optional, Tuple

from antioch.errors import AntiochError
from antioch.files import read_bytes
from antioch.pyc.header import read_pyc, write_pyc


@dataclass
class PycCheck:
    """What reading and writing back one .pyc gave."""

    path: str
    identical: bool = False
    error: Optional[str] = None


def check_pyc_file(path: str) -> PycCheck:
    try:
        data = read_bytes(path)
    except OSError as exc:
        return PycCheck(path, error="%s: cannot read: %s" % (path, exc.strerror or exc))
    try:
        return PycCheck(path, identical=write_pyc(read_pyc(data, path)) == data)
    except AntiochError as exc:
        return PycCheck(path, error=str(exc))


def pyc_files(paths: Iterable[str]) -> Iterator[str]:
    """Every .pyc file under ``paths`` (files are taken as given), sorted for stable output."""
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for root, dirs, files in os.walk(path):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(".pyc"):
                    yield os.path.join(root, name)


@dataclass
class PycReport:
    """What a run over many .pyc files found, in file order."""

    files: int = 0
    identical: int = 0
    different: List[str] = field(default_factory=list)
    errors: List[Tuple[str, str]] = field(default_factory=list)

    def add(self, check: PycCheck) -> None:
        self.files += 1
        if check.error is not None:
            self.errors.append((check.path, check.error))
        elif check.identical:
            self.identical += 1
        else:
            self.different.append(check.path)

    @property
    def ok(self) -> bool:
        return self.identical == self.files

    def summary(self) -> str:
        return "%d .pyc files, %d written back byte-identical, %d not, %d unreadable" % (
            self.files, self.identical, len(self.different), len(self.errors))


__all__ = ["PycCheck", "PycReport", "check_pyc_file", "pyc_files"]
