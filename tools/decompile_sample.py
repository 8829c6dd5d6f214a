"""The decompiler's check over a sample of this interpreter's standard library, with what keeps the
inexact code objects from being exact, counted by kind.

    PYTHONPATH=src python3.X tools/decompile_sample.py [EVERY] [-j JOBS]

checks every EVERY-th file (default 10) of the library and prints the shares, the reasons code objects
were left as listings, and the first differing instructions of the others (opcode names only).
"""
import re
import sys
from collections import Counter

from antioch.decompile.corpus import CorpusReport, check_file
from antioch.parallel import map_ordered
from antioch.roundtrip import python_files, stdlib_dir


def main(argv):
    every = int(argv[0]) if argv and argv[0].isdigit() else 10
    jobs = int(argv[argv.index("-j") + 1]) if "-j" in argv else 1
    files = sorted(python_files([stdlib_dir()]))[::every]
    total = CorpusReport()
    differences = Counter()
    for report in map_ordered(check_file, files, jobs, None):
        total.merge(report, keep=0)
        for _, _, difference in report.examples:
            differences[re.sub(r"offset \d+", "offset N", re.sub(r"(<code [^>]*>|'[^']*'|\b\d+\b)", "_",
                                                                 difference.split(": ", 1)[-1]))[:110]] += 1
    print("CPython %d.%d, every %dth file: %s" % (sys.version_info[:2] + (every, total.summary())))
    print("left as listings:")
    for reason, n in Counter(total.reasons).most_common(25):
        print("  %6d  %s" % (n, reason))
    print("first differences:")
    for text, n in differences.most_common(25):
        print("  %6d  %s" % (n, text))


if __name__ == "__main__":
    main(sys.argv[1:])
