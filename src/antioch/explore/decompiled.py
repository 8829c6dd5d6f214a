"""The decompiled source of what the listing shows, and which of its lines each instruction comes back on.

Runs in the child interpreter of the chosen version, beside :mod:`antioch.explore.listing`. The source
:func:`antioch.decompile` gives is compiled again by this interpreter; a code object whose instructions
come back the same, one for one, lends each of its instructions the line its twin has in the decompiled
text, so the page lights a listing line and its decompiled line together (and back).
"""
from typing import Any, Dict, List, Optional

from antioch import fields_of, lift
from antioch.codeobj import walk_code
from antioch.decompile.check import twins
from antioch.errors import AntiochError

#: the file name the decompiled text is compiled under
FILENAME = "<decompiled>"


def decompiled_of(code: Any, records: List[Dict[str, Any]]) -> Dict[str, Any]:
    """``{"text", "lines", "matched", "listed"}``: the decompiled source; for each listing line (as
    :func:`antioch.explore.listing.listing_of` describes them) its line in that text or None; how many
    code objects came back with the same instructions; how many the decompiler left as listings."""
    from antioch.decompile import decompile_report

    report = decompile_report(code)
    originals = list(walk_code(code))
    lines_at = [_twin_lines(original, twin)
                for original, twin in zip(originals, _twins(originals, report.source, report.compiled))]
    lines: List[Optional[int]] = []
    for rec in records:
        at = lines_at[rec["code"]] if rec["kind"] == "instr" and rec["code"] < len(lines_at) else None
        lines.append(at.get(rec["offset"]) if at is not None else None)
    return {"text": report.source, "lines": lines, "matched": sum(at is not None for at in lines_at),
            "listed": sum(not o.decompiled for o in report.outcomes)}


def _twins(originals: List[Any], source: str, compiled: Any = None) -> List[Any]:
    """The decompiled text's code object for each original (``compiled``: the text already compiled
    by the decompiler's check of its syntax, under the same file name)."""
    try:
        rebuilt = list(walk_code(compiled if compiled is not None else compile(source, FILENAME, "exec",
                                                                                 dont_inherit=True)))
    except (SyntaxError, ValueError, RecursionError):
        return [None] * len(originals)
    return twins(originals, rebuilt)


def _twin_lines(original: Any, twin: Any) -> Optional[Dict[int, Optional[int]]]:
    """Offset of each instruction of ``original`` -> the line of the same instruction in ``twin``;
    None when their instructions differ."""
    if twin is None:
        return None
    try:
        mine = lift(fields_of(original)).instructions()
        theirs = lift(fields_of(twin)).instructions()
    except AntiochError:
        return None
    if [i.name for i in mine] != [i.name for i in theirs]:
        return None
    return {a.offset: b.lineno for a, b in zip(mine, theirs) if a.offset is not None}


__all__ = ["decompiled_of"]
