"""``antioch roundtrip``: code -> IR -> code over source trees, a self-check people run on their code."""
import argparse
import os

from antioch.errors import AntiochError
from antioch.files import cannot_read
from antioch.parallel import ProgressBar
from antioch.roundtrip import check_paths, format_differences, main_jobs, python_files, stdlib_dir


def add_parser(sub: "argparse._SubParsersAction") -> argparse.ArgumentParser:
    p = sub.add_parser("roundtrip", help="round-trip every code object of .py files through the IR",
                       description="Compile the .py files under PATHs (or the standard library) with this "
                                   "interpreter, take every code object to antioch's IR and back, and "
                                   "compare every field. Exits 0 only when all are identical.")
    p.add_argument("paths", nargs="*", metavar="PATH")
    p.add_argument("--stdlib", action="store_true", help="the running interpreter's standard library")
    p.add_argument("-j", "--jobs", type=int, default=main_jobs(),
                   help="worker processes (default: every core; 1: none)")
    p.add_argument("--show", type=int, default=5, help="how many differing files to show")
    return p


def run(args: argparse.Namespace) -> int:
    paths = list(args.paths)
    for path in paths:  # a path that names nothing to check is a mistake, not "0 files"
        if not os.path.exists(path):
            raise AntiochError(cannot_read(path))
        if next(python_files([path]), None) is None:
            raise AntiochError("%s: no .py file in it" % path)
    if args.stdlib or not paths:
        paths.append(stdlib_dir())
    report = check_paths(paths, jobs=max(1, args.jobs), progress=ProgressBar("files"))
    print(report.summary())
    for line in format_differences(report, args.show):
        print(line)
    return 0 if report.ok else 1
