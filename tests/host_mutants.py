"""Live code objects mutated through ``code.replace``, and antioch's public readers run on them.

A mutant here is a real ``types.CodeType`` that CPython accepted, not a ``CodeFields``: the bytes
are edited below antioch (an opcode, an argument, two units swapped, a unit dropped or
duplicated, the code truncated -- often inside an instruction's inline CACHE units --, the
stack size, the exception table).  ``exercise`` hands each to ``verify``, ``lift``,
``disassemble`` and ``fields_of``, which may raise only antioch's own errors; it must be run in
a child process, since what it guards against is the interpreter corrupting its own heap
(tests/test_host_code.py, and tests/fuzz.py's host mutants).

``python tests/host_mutants.py SEED COUNT`` prints one JSON line of counts; with ``--emit`` the
accepted mutants' marshal data follow, one hex line each.
"""
import json
import opcode
import random
import sys
import types
from typing import Any, Dict, Iterator, List, Optional, Tuple

import antioch
from antioch import codeobj
from antioch.errors import AntiochError

KINDS = ("opcode", "arg", "swap", "drop", "duplicate", "truncate", "truncate-cache", "stacksize",
         "exception-table")

# Opcode numbers that crash CPython's code constructor itself (code.replace never returns):
# 3.12-3.13 look INSTRUMENTED_LINE / INSTRUMENTED_INSTRUCTION up in co_monitoring while building
# the code object.  code.replace does not accept them, so they are not mutants.
_CONSTRUCTOR_CRASHES = {opcode.opmap[n] for n in ("INSTRUMENTED_LINE", "INSTRUMENTED_INSTRUCTION")
                        if n in opcode.opmap}
_OPCODES = [n for n in range(256) if n not in _CONSTRUCTOR_CRASHES]

SOURCE = '''
def f(x, y=2):
    try:
        return x.attr(y, [i * 2 for i in range(y)]) + x[y]
    except KeyError as e:
        return str(e)
    finally:
        y += 1
def g(n):
    for i in range(n):
        yield i, n.bit_length()
class C:
    def m(self):
        return super().m() if self else len(self.__dict__)
'''


def host_codes() -> List[types.CodeType]:
    """Every code object of the sample, outermost first."""
    out: List[types.CodeType] = []
    stack = [compile(SOURCE, "<host-mutants>", "exec", dont_inherit=True)]
    while stack:
        code = stack.pop()
        out.append(code)
        stack.extend(c for c in code.co_consts if isinstance(c, types.CodeType))
    return out


def _cache_counts() -> Dict[int, int]:
    entries = getattr(opcode, "_inline_cache_entries", None)
    if entries is None:
        return {}
    if isinstance(entries, dict):  # 3.13: by name
        return {opcode.opmap[name]: n for name, n in entries.items() if name in opcode.opmap and n}
    return {number: n for number, n in enumerate(entries) if n}


CACHES = _cache_counts()

# From 3.12 the code constructor quickens at once (``_PyCode_Quicken`` in Objects/codeobject.c):
# it writes a warm-up counter into the first CACHE unit after every instruction that has caches,
# unchecked -- one unit past the end when the code ends on such an instruction.  CPython corrupts
# its own heap building that object, before antioch could look at it, so it is not a mutant.
QUICKENS_AT_CONSTRUCTION = sys.version_info >= (3, 12)


def _last_caches_missing(raw: bytes) -> bool:
    """Whether ``raw`` ends on an instruction that has inline caches but none of them present."""
    table = codeobj._host_units()[0]
    i = 0
    while i + 1 < len(raw):
        base, caches, _ = table[raw[i]]
        if i + 2 == len(raw):
            return base is not None and caches > 0
        i += 2 + 2 * caches
    return False


def mutate(rng: random.Random, code: types.CodeType, kind: str) -> Optional[types.CodeType]:
    """One mutant of ``code`` (a clean, compiled one) of the given kind; None when CPython refuses it."""
    raw = bytearray(code.co_code)
    units = len(raw) // 2
    change: Dict[str, Any] = {}
    if kind == "opcode":
        raw[2 * rng.randrange(units)] = rng.choice(_OPCODES)
    elif kind == "arg":
        raw[2 * rng.randrange(units) + 1] = rng.randrange(256)
    elif kind == "swap":
        a, b = rng.randrange(units), rng.randrange(units)
        raw[2 * a:2 * a + 2], raw[2 * b:2 * b + 2] = raw[2 * b:2 * b + 2], raw[2 * a:2 * a + 2]
    elif kind == "drop":
        i = rng.randrange(units)
        del raw[2 * i:2 * i + 2]
    elif kind == "duplicate":
        i = rng.randrange(units)
        raw[2 * i:2 * i] = raw[2 * i:2 * i + 2]
    elif kind == "truncate":
        del raw[2 * rng.randrange(1, units + 1):]
    elif kind == "truncate-cache":
        # Cut inside an instruction's inline caches (or anywhere, before 3.11).
        starts = [i for i in range(0, len(raw), 2) if CACHES.get(raw[i])]
        if not starts:
            del raw[2 * rng.randrange(1, units + 1):]
        else:
            i = rng.choice(starts)
            del raw[i + 2 + 2 * rng.randrange(CACHES[raw[i]]):]
    elif kind == "stacksize":
        change["co_stacksize"] = rng.choice([0, 1, code.co_stacksize - 1, rng.randrange(1 << 16)])
    elif kind == "exception-table":
        table = bytearray(getattr(code, "co_exceptiontable", b""))
        if not table:
            return None
        table[rng.randrange(len(table))] = rng.randrange(256)
        change["co_exceptiontable"] = bytes(table)
    if QUICKENS_AT_CONSTRUCTION and _last_caches_missing(bytes(raw)):
        return None
    try:
        return code.replace(co_code=bytes(raw), **change)
    except (ValueError, TypeError, SystemError, OverflowError):
        return None


def mutants(seed: int, count: int) -> Iterator[Tuple[str, types.CodeType]]:
    """``count`` mutants, every kind in turn, from ``seed``."""
    rng = random.Random(seed)
    codes = host_codes()
    kinds = [k for k in KINDS if k != "exception-table" or hasattr(codes[0], "co_exceptiontable")]
    made = tries = 0
    while made < count:
        kind = kinds[tries % len(kinds)]
        tries += 1
        mutant = mutate(rng, rng.choice(codes), kind)
        if mutant is not None:
            made += 1
            yield kind, mutant


def exercise(seed: int, count: int, emit: bool = False) -> Dict[str, Any]:
    """Run the public readers on each mutant; counts, and every foreign exception as (kind, reader, repr)."""
    counts: Dict[str, Any] = {"mutants": 0, "accepted": 0, "rejected": 0, "antioch_errors": 0, "foreign": [],
                              "by_rule": {}, "accepted_code": []}
    readers = (("fields_of", antioch.fields_of), ("lift", antioch.lift), ("disassemble", antioch.disassemble))
    for kind, mutant in mutants(seed, count):
        counts["mutants"] += 1
        try:
            problems = antioch.verify(mutant)
        except AntiochError:
            counts["antioch_errors"] += 1
            problems = None
        except Exception as exc:  # what the test is looking for
            counts["foreign"].append((kind, "verify", repr(exc)))
            problems = None
        if problems:
            counts["rejected"] += 1
            counts["by_rule"][problems[0].rule] = counts["by_rule"].get(problems[0].rule, 0) + 1
        elif problems is not None:
            counts["accepted"] += 1
            if emit:
                import marshal  # safe: the verifier found nothing that makes co_code unreadable
                counts["accepted_code"].append(marshal.dumps(mutant).hex())
        for name, reader in readers:
            try:
                reader(mutant)
            except AntiochError:
                counts["antioch_errors"] += 1
            except Exception as exc:
                counts["foreign"].append((kind, name, repr(exc)))
    import gc
    gc.collect()
    return counts


if __name__ == "__main__":
    result = exercise(int(sys.argv[1]), int(sys.argv[2]), emit="--emit" in sys.argv)
    blobs = result.pop("accepted_code")
    print(json.dumps(result))
    for blob in blobs:
        print(blob)
    sys.stdout.flush()
