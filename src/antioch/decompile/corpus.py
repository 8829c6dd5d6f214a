"""``antioch decompile --check`` over source trees: each .py file compiled by this interpreter,
decompiled, recompiled and compared, with the share of code objects and of files that come back
exactly (what ``make decompile-stdlib`` prints for each version)."""
from dataclasses import dataclass, field
from typing import Callable, Dict, Iterable, List, Optional, Tuple

from antioch.decompile.check import check
from antioch.errors import AntiochError
from antioch.parallel import map_ordered
from antioch.roundtrip import python_files, read_source


@dataclass
class CorpusReport:
    files: int = 0
    exact_files: int = 0
    code_objects: int = 0
    exact: int = 0
    #: code objects left as listings by the decompiler
    stubbed: int = 0
    #: exact code objects whose every instruction kept its line
    lines_kept: int = 0
    skipped: int = 0
    #: what kept code objects from being decompiled, counted
    reasons: Dict[str, int] = field(default_factory=dict)
    #: (file, qualname, first difference) of some code objects that are not exact
    examples: List[Tuple[str, str, str]] = field(default_factory=list)

    def merge(self, other: "CorpusReport", keep: int = 20) -> None:
        self.files += other.files
        self.exact_files += other.exact_files
        self.code_objects += other.code_objects
        self.exact += other.exact
        self.stubbed += other.stubbed
        self.lines_kept += other.lines_kept
        self.skipped += other.skipped
        for reason, n in other.reasons.items():
            self.reasons[reason] = self.reasons.get(reason, 0) + n
        self.examples.extend(other.examples[:max(0, keep - len(self.examples))])

    def summary(self) -> str:
        return ("%d of %d code objects exact (%.1f%%), %d of %d files exact (%.1f%%); %d left as listings; "
                "%d code objects keep every line" % (
                    self.exact, self.code_objects, _share(self.exact, self.code_objects), self.exact_files,
                    self.files, _share(self.exact_files, self.files), self.stubbed, self.lines_kept))


def _share(part: int, whole: int) -> float:
    return 100.0 * part / whole if whole else 0.0


def check_file(path: str) -> CorpusReport:
    report = CorpusReport()
    try:
        code = compile(read_source(path), path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError, UnicodeDecodeError, OSError, RecursionError):
        report.skipped = 1
        return report
    report.files = 1
    try:
        result = check(code)
    except (AntiochError, RecursionError) as exc:
        report.reasons["error: %s" % str(exc)[:80]] = 1
        return report
    report.code_objects = len(result.results)
    report.exact = result.exact
    report.exact_files = int(result.all_exact)
    report.lines_kept = result.lines_kept
    for outcome in result.decompiled.outcomes:
        if not outcome.decompiled:
            report.stubbed += 1
            key = outcome.reason[:80]
            report.reasons[key] = report.reasons.get(key, 0) + 1
    for r in result.results:
        if not r.exact and not r.stubbed:
            report.examples.append((path, r.qualname, r.difference))
    return report


def check_paths(paths: Iterable[str], jobs: int = 1,
                progress: Optional[Callable[[int, int], None]] = None) -> CorpusReport:
    total = CorpusReport()
    for report in map_ordered(check_file, list(python_files(paths)), jobs, progress):
        total.merge(report)
    return total
