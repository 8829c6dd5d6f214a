"""The plain listing of 2.7, 3.6 and 3.7 code decodes as that version's own ``dis.disassemble`` prints.

For every 20th stdlib .pyc of each version (all with ``ANTIOCH_FULL_CORPUS=1``), the old
interpreter prints each code object with ``dis.disassemble``; the rows it prints (line where one
starts, offset, opcode name, argument) are compared with :func:`plain_instructions` and
:func:`line_starts` run on this host.
"""
from typing import Any, List

import pytest

from antioch.codeobj import walk_code
from antioch.opcodes import table_for
from antioch.pyc import read_pyc
from antioch.pyc.plainlisting import line_starts, plain_instructions
from pyc_corpus import FULL, corpus, finish_script, read_bytes, start_script, vname

OLD_VERSIONS = [(2, 7), (3, 6), (3, 7)]

# Runs under 2.7, 3.6 or 3.7 (so: no f-strings); paths as JSON on stdin.
DIS_SCRIPT = r'''
import dis, json, marshal, re, sys, types
try:
    from StringIO import StringIO  # 2.7: dis prints byte strings
except ImportError:
    from io import StringIO
HEADER = 8 if sys.version_info[0] == 2 else 12 if sys.version_info < (3, 7) else 16
ROW = re.compile(r"^(?:\s*(\d+))?\s+(?:-->\s+)?(?:>>\s+)?(\d+) ([A-Z_+0-9]+)\s*(\d+)?")

def walk(code):
    yield code
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            for inner in walk(c):
                yield inner

out = []
for path in json.load(sys.stdin):
    with open(path, "rb") as f:
        code = marshal.loads(f.read()[HEADER:])
    per_file = []
    for co in walk(code):
        saved, sys.stdout = sys.stdout, StringIO()
        try:
            dis.disassemble(co)
            text = sys.stdout.getvalue()
        finally:
            sys.stdout = saved
        rows = []
        for line in text.splitlines():
            m = ROW.match(line)
            if m:
                rows.append([m.group(1) and int(m.group(1)), int(m.group(2)), m.group(3),
                             m.group(4) and int(m.group(4))])
        per_file.append(rows)
    out.append(per_file)
sys.stdout.write(json.dumps(out))
'''


def plain_rows(path: str) -> List[List[List[Any]]]:
    pyc = read_pyc(read_bytes(path), path)
    table = table_for(pyc.version)
    out = []
    for f in walk_code(pyc.code):
        starts = line_starts(f)
        out.append([[starts.get(i.offset), i.offset, i.info.name, i.arg] for i in plain_instructions(table, f.code)])
    return out


@pytest.mark.corpus
@pytest.mark.parametrize("version", OLD_VERSIONS, ids=vname)
def test_plain_listing_decodes_like_that_versions_dis(version):
    files = corpus(version) if FULL else corpus(version)[::20]
    proc = start_script(version, DIS_SCRIPT, files)
    mine = [plain_rows(path) for path in files]
    reference = finish_script(proc)
    assert isinstance(reference, list)
    bad = []
    for path, ours, theirs in zip(files, mine, reference):
        if ours != theirs:
            for n, (a, b) in enumerate(zip(ours, theirs)):
                if a != b:
                    first = next((x, y) for x, y in zip(a + [None], b + [None]) if x != y)
                    bad.append("%s: code #%d: %r vs dis %r" % (path, n, first[0], first[1]))
                    break
            else:
                bad.append("%s: %d code objects vs dis %d" % (path, len(ours), len(theirs)))
    print("CPython %s: %d of %d files decode as its dis does" % (vname(version), len(files) - len(bad), len(files)))
    assert bad == [], "%d files differ, first: %s" % (len(bad), bad[:5])
