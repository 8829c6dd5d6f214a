"""``antioch decompile``: Python source from bytecode, with ``--check`` recompiling it."""
import argparse
import sys

from antioch.pycview import target_code


def add_parser(sub: "argparse._SubParsersAction") -> argparse.ArgumentParser:
    p = sub.add_parser("decompile", help="turn bytecode back into Python source (and check it by recompiling)",
                       description="Decompile TARGET (a .pyc file of CPython 3.8-3.15 as FILE.pyc[:qualname], a "
                                   ".py file, a module name, module:qualname or, with -c, source text) to Python "
                                   "source. What cannot be rebuilt yet stays valid Python: a body of comments "
                                   "holding its listing and `raise NotImplementedError`. With --check the source "
                                   "is recompiled by the interpreter of the code's version and each code object "
                                   "is compared with the original; with --check and PATHs (or --stdlib) every .py "
                                   "file under them is, and the shares that come back exactly are printed.")
    p.add_argument("target", nargs="?", metavar="TARGET")
    p.add_argument("paths", nargs="*", metavar="PATH", help=argparse.SUPPRESS)
    p.add_argument("-c", dest="command", metavar="SOURCE", help="decompile the code of this source text")
    p.add_argument("-o", dest="output", metavar="OUT.py", help="write the source here instead of stdout")
    p.add_argument("--check", action="store_true",
                   help="recompile the output and report each code object as exact or not")
    p.add_argument("--stdlib", action="store_true", help="with --check: the running interpreter's standard library")
    p.add_argument("-j", "--jobs", type=int, default=1, help="with --check over files: worker processes")
    return p


def run(args: argparse.Namespace) -> int:
    if args.stdlib or args.paths:
        return _check_corpus(args)
    if args.target is None and args.command is None:
        print("antioch decompile: error: give a TARGET or -c SOURCE", file=sys.stderr)
        return 2
    code = target_code(args.target, args.command)
    if args.check:
        from antioch.decompile.check import check

        report = check(code)
        source = report.decompiled.source
    else:
        from antioch.decompile import decompile_report  # (the decompiler is read only when asked for)

        source = decompile_report(code).source
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(source)
    elif not args.check:
        sys.stdout.write(source)
    if not args.check:
        return 0
    for outcome in report.decompiled.outcomes:
        if not outcome.decompiled:
            print("listing  %s: not decompiled: %s" % (outcome.qualname, outcome.reason))
    if report.compile_error:
        print("error    %s" % report.compile_error)
    for r in report.results:
        print("%s %s%s" % ("exact   " if r.exact else "differs ", r.qualname,
                            "" if r.exact else ": " + r.difference))
    n = len(report.results)
    placed, with_line = report.decompiled.lines_kept
    print("%d of %d code objects exact, %d keep every line; %d of %d statements on their original line"
          % (report.exact, n, report.lines_kept, placed, with_line))
    return 0 if report.all_exact else 1


def _check_corpus(args: argparse.Namespace) -> int:
    from antioch.decompile.corpus import check_paths
    from antioch.parallel import ProgressBar
    from antioch.roundtrip import stdlib_dir

    paths = ([args.target] if args.target else []) + list(args.paths)
    if args.stdlib:
        paths.append(stdlib_dir())
    report = check_paths(paths, jobs=max(1, args.jobs), progress=ProgressBar("files"))
    print("CPython %d.%d: %s" % (sys.version_info[0], sys.version_info[1], report.summary()))
    for reason, n in sorted(report.reasons.items(), key=lambda kv: -kv[1])[:12]:
        print("  %6d  %s" % (n, reason))
    for path, qualname, difference in report.examples[:8]:
        print("  %s %s: %s" % (path, qualname, difference[:160]))
    return 0 if report.exact == report.code_objects else 1
