"""The self-check: code object -> IR -> code object, field by field, over source trees.

``antioch roundtrip`` uses this to show people, on their own code, that antioch gives
back exactly what CPython compiled.
"""
import os
import sys
import sysconfig
import types
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterable, Iterator, List, Optional, Tuple

from antioch.codeobj import CodeFields, build_code, code_differences, fields_of, walk_code
from antioch.errors import COMPILE_FAILURES, AntiochError, compile_failure_text
from antioch.files import read_bytes
from antioch.lift import lift
from antioch.lower import lower
from antioch.parallel import cores, map_ordered

Difference = Tuple[str, Any, Any]


def roundtrip_fields(code: Any) -> CodeFields:
    """code -> IR -> fields, nested code objects first (each through the IR too)."""
    f = fields_of(code)
    if any(isinstance(c, (types.CodeType, CodeFields)) for c in f.consts):
        consts = tuple(roundtrip_code(c) if isinstance(c, (types.CodeType, CodeFields)) else c
                       for c in f.consts)
        f = replace(f, consts=consts)
    return lower(lift(f))


def roundtrip_code(code: Any) -> Any:
    """A host code object rebuilt through the IR (a CodeFields for foreign versions)."""
    f = roundtrip_fields(code)
    # The code came from a live code object: what is compared is exactness, not safety.
    return build_code(f, verify=False) if isinstance(code, types.CodeType) else f


@dataclass
class Report:
    """What a round trip over many files found."""

    files: int = 0
    skipped: List[Tuple[str, str]] = field(default_factory=list)
    code_objects: int = 0
    identical: int = 0
    #: (file, differences of the first differing code objects)
    differences: List[Tuple[str, List[Difference]]] = field(default_factory=list)
    errors: List[Tuple[str, str]] = field(default_factory=list)

    def merge(self, other: "Report") -> None:
        self.files += other.files
        self.skipped += other.skipped
        self.code_objects += other.code_objects
        self.identical += other.identical
        self.differences += other.differences
        self.errors += other.errors

    @property
    def ok(self) -> bool:
        return self.code_objects == self.identical and not self.errors

    def summary(self) -> str:
        text = "%s, %d identical, %s" % (_counted(self.code_objects, "code object"), self.identical,
                                         _counted(self.files, "file"))
        if self.skipped:
            text += " (%d not compilable, skipped)" % len(self.skipped)
        return text


def _counted(n: int, noun: str) -> str:
    return "%d %s%s" % (n, noun, "" if n == 1 else "s")


def check_code(code: types.CodeType, filename: str, report: Report, keep: int = 5) -> None:
    """Round-trip one compiled module and count its code objects into ``report``."""
    originals = list(walk_code(code))
    report.code_objects += len(originals)
    try:
        rebuilt = list(walk_code(roundtrip_code(code)))
    except AntiochError as exc:
        report.errors.append((filename, str(exc)))
        return
    for old, new in zip(originals, rebuilt):
        diffs = code_differences(new, old, recursive=False)
        if diffs:
            if len(report.differences) < keep:
                report.differences.append((filename, diffs))
        else:
            report.identical += 1


def read_source(path: str) -> bytes:
    """The bytes of a .py file, or of a member of a zip archive named ``ARCHIVE.zip/inner/name.py``."""
    if not os.path.exists(path):
        archive, member = _split_zip_path(path)
        if archive is not None:
            import zipfile

            with zipfile.ZipFile(archive) as z:
                return z.read(member)
    return read_bytes(path)


def _split_zip_path(path: str) -> Tuple[Optional[str], str]:
    """(archive, member) when a leading part of ``path`` is a zip file, else (None, path)."""
    head = path
    while True:
        head, _, _ = head.rpartition("/")
        if not head:
            return None, path
        if os.path.isfile(head):
            return (head, path[len(head) + 1:]) if head.endswith(".zip") else (None, path)


def check_file(path: str) -> Report:
    report = Report(files=1)
    try:
        source = read_source(path)
        code = compile(source, path, "exec", dont_inherit=True)
    except COMPILE_FAILURES + (UnicodeDecodeError, OSError) as exc:
        report.files = 0
        report.skipped.append((path, "%s: %s" % (type(exc).__name__, compile_failure_text(exc))))
        return report
    check_code(code, path, report)
    return report


def python_files(paths: Iterable[str]) -> Iterator[str]:
    """Every .py file under ``paths`` (files are taken as given), sorted for stable output."""
    for path in paths:
        if os.path.isfile(path) and path.endswith(".zip"):
            yield from _zip_python_files(path)
            continue
        if os.path.isfile(path):
            yield path
            continue
        for root, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if d not in ("site-packages", "__pycache__"))
            for name in sorted(files):
                if name.endswith(".py"):
                    yield os.path.join(root, name)


def _zip_python_files(archive: str) -> Iterator[str]:
    """The .py members of a zip archive, as ``ARCHIVE/member`` paths (outside site-packages)."""
    import zipfile

    with zipfile.ZipFile(archive) as z:
        names = z.namelist()
    for name in sorted(names):
        parts = name.split("/")
        if name.endswith(".py") and "site-packages" not in parts and "__pycache__" not in parts:
            yield archive + "/" + name


def stdlib_dir() -> str:
    """The running interpreter's standard library: its directory, or the zip archive on sys.path that
    holds it when there is no directory (Pyodide keeps it in /lib/python3XY.zip)."""
    directory = sysconfig.get_paths()["stdlib"]
    if os.path.isfile(os.path.join(directory, "os.py")):
        return directory
    for entry in sys.path:
        if entry.endswith(".zip") and os.path.isfile(entry):
            import zipfile

            with zipfile.ZipFile(entry) as z:
                if "os.py" in z.namelist():
                    return entry
    return directory


def check_paths(paths: Iterable[str], jobs: int = 1,
                progress: Optional[Callable[[int, int], None]] = None) -> Report:
    """Round-trip every .py file under ``paths``, with ``jobs`` worker processes (1: none).

    The report is the same whatever ``jobs`` is: files are merged in their sorted order.
    ``progress(done, total)`` is called after each file.
    """
    total = Report()
    for report in map_ordered(check_file, list(python_files(paths)), jobs, progress):
        total.merge(report)
    return total


def format_differences(report: Report, limit: int = 5) -> List[str]:
    lines = []
    for filename, diffs in report.differences[:limit]:
        lines.append("%s:" % filename)
        for where, new, old in diffs[:8]:
            lines.append("  %s: got %s, expected %s" % (where, _short(new), _short(old)))
    for filename, message in report.errors[:limit]:
        lines.append("%s: error: %s" % (filename, message))
    return lines


def _short(value: Any, width: int = 100) -> str:
    text = repr(value)
    return text if len(text) <= width else text[: width - 3] + "..."


def main_jobs() -> int:
    """The default number of worker processes: every core."""
    return cores()


__all__ = ["Report", "check_code", "check_file", "check_paths", "format_differences", "python_files",
           "read_source", "roundtrip_code", "roundtrip_fields", "stdlib_dir"]

if __name__ == "__main__":  # pragma: no cover - convenience
    r = check_paths(sys.argv[1:] or [stdlib_dir()], jobs=main_jobs())
    print(r.summary())
