"""``antioch pyc``: show a .pyc file of any version, re-stamp it, write it back byte-exactly."""
import argparse
import os
import sys
from typing import Optional, Tuple

from antioch.errors import PycError, UsageError
from antioch.files import read_bytes
from antioch.parallel import ProgressBar, cores, map_ordered
from antioch.pyc import header_bytes, with_source_hash, with_timestamp, write_pyc
from antioch.pyc.check import PycReport, check_pyc_file, pyc_files
from antioch.pyc.header import PycFile
from antioch.pycview import header_lines, load_pyc, pyc_listing


def add_parser(sub: "argparse._SubParsersAction") -> argparse.ArgumentParser:
    p = sub.add_parser("pyc", help="show a .pyc file of CPython 2.7 or 3.6-3.15; re-stamp and write it",
                       description="Show the header (version, magic, flags, timestamp or source hash, source "
                                   "size) and the listing of FILE, a .pyc of any supported version, on any "
                                   "host. With -o, write it through antioch's own marshal after the header "
                                   "changes asked for; with none asked for, OUT is byte-identical to FILE. "
                                   "Given a directory, read every .pyc under it and write each back in "
                                   "memory: prints how many came back byte-identical, and exits 0 only "
                                   "when all did.")
    p.add_argument("file", metavar="FILE", help="a .pyc file, or a directory of them")
    p.add_argument("-j", "--jobs", type=int, default=cores(),
                   help="with a directory: worker processes (default: every core; 1: none)")
    p.add_argument("-o", "--output", metavar="OUT", help="write the (re-stamped) .pyc here")
    stamp = p.add_mutually_exclusive_group()
    stamp.add_argument("--timestamp", metavar="T",
                       help="make it timestamp-based: T is seconds since the epoch, or a source file "
                            "whose mtime and size are taken")
    stamp.add_argument("--checked-hash", metavar="SOURCE",
                       help="make it hash-based on SOURCE, checked on import (PEP 552, 3.7+)")
    stamp.add_argument("--unchecked-hash", metavar="SOURCE",
                       help="make it hash-based on SOURCE, not checked on import (PEP 552, 3.7+)")
    p.add_argument("--source-size", type=int, metavar="N",
                   help="with --timestamp T (seconds): the source size to record (default: the file's)")
    p.add_argument("--header", action="store_true", help="show the header only")
    p.add_argument("--raw", action="store_true", help="show offsets, raw arguments, EXTENDED_ARG and CACHE units")
    return p


def run(args: argparse.Namespace) -> int:
    if os.path.isdir(args.file):
        return run_directory(args)
    pyc = load_pyc(args.file)
    changed = restamp(pyc, args)
    if args.output:
        data = write_pyc(changed)
        _write(args.output, data)
        print("%s: wrote CPython %d.%d .pyc, %d bytes" % ((args.output,) + changed.version + (len(data),)))
        return 0
    if args.header:
        print("\n".join(header_lines(changed, args.file)))
        return 0
    sys.stdout.write(pyc_listing(changed, args.file, raw=args.raw))
    return 0


def run_directory(args: argparse.Namespace) -> int:
    """Every .pyc under the directory read and written back; one line per file that failed."""
    single = [option for option, given in (("-o", args.output), ("--header", args.header), ("--raw", args.raw),
                                           ("--timestamp", args.timestamp), ("--checked-hash", args.checked_hash),
                                           ("--unchecked-hash", args.unchecked_hash),
                                           ("--source-size", args.source_size is not None)) if given]
    if single:
        raise PycError("%s applies to one .pyc file, and this is a directory" % single[0], args.file)
    files = list(pyc_files([args.file]))
    report = PycReport()
    for check in map_ordered(check_pyc_file, files, max(1, args.jobs), ProgressBar(".pyc files")):
        report.add(check)
    print(report.summary())
    for path in report.different:
        print("%s: written back differently" % path)
    for _, message in report.errors:
        print(message)
    return 0 if report.ok else 1


def restamp(pyc: PycFile, args: argparse.Namespace) -> PycFile:
    """``pyc`` with the header changes the options ask for (itself when none are asked)."""
    if args.source_size is not None and args.timestamp is None:
        raise UsageError("--source-size N goes with --timestamp T")
    if args.timestamp is not None:
        mtime, size = _timestamp(args.timestamp, args.file)
        if size is None:
            size = pyc.source_size or 0
        if args.source_size is not None:
            size = args.source_size
        pyc = with_timestamp(pyc, mtime, size)
    else:
        source_path = args.checked_hash or args.unchecked_hash
        if source_path is not None:
            if pyc.version < (3, 7):
                raise PycError("hash-based .pyc files need CPython 3.7 or later; this one is %d.%d"
                               % pyc.version, args.file)
            pyc = with_source_hash(pyc, _read(source_path), checked=args.checked_hash is not None)
    try:
        header_bytes(pyc)  # refuses values that do not fit, before anything is written
    except PycError as exc:
        raise PycError(exc.message, args.file) from None
    return pyc


def _timestamp(value: str, filename: str) -> Tuple[int, Optional[int]]:
    """(mtime, source size or None) from ``--timestamp``: seconds, or a file to stat."""
    try:
        return int(value), None
    except ValueError:
        pass
    try:
        st = os.stat(value)
    except OSError as exc:
        raise PycError("--timestamp %s: not an integer, and %s" % (value, exc.strerror), filename) from None
    return int(st.st_mtime), st.st_size


def _read(path: str) -> bytes:
    try:
        return read_bytes(path)
    except OSError as exc:
        raise PycError("cannot read: %s" % exc.strerror, path) from None


def _write(path: str, data: bytes) -> None:
    tmp = "%s.%d.tmp" % (path, os.getpid())
    try:
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except OSError as exc:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise PycError("cannot write: %s" % exc.strerror, path) from None
