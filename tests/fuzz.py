"""Mutation fuzzing of the verifier: bytecode that antioch accepts must never crash CPython.

Real code objects (a sample program with loops, try/except/finally, ``with``, generators,
closures and comprehensions) are mutated one change at a time: an opcode, an argument, a jump
target, the stack size, an exception table entry, an instruction dropped or duplicated.  Every
mutant that the verifier accepts runs in a child process (the same interpreter, the code sent
over as marshal data, run under a time limit); a child that dies by a signal is a crash.

Beside these, live code objects mutated through ``code.replace`` (tests/host_mutants.py) are
verified in a child process of their own -- the "parent" of those mutants -- under
``PYTHONMALLOC=debug``: if verifying them damages that interpreter it dies, and that counts as a
crash too; the mutants it accepted then run like the others.

``python tests/fuzz.py SECONDS [SEED]`` runs for as long as asked (``make fuzz``).
"""
import contextlib
import json
import marshal
import os
import random
import select
import struct
import subprocess
import sys
import time
from dataclasses import replace
from typing import Any, Dict, List, Optional, Tuple

from antioch.analysis import verify
from antioch.codeobj import CodeFields, build_code, fields_of
from antioch.encoding.exceptiontable import ExceptionEntry, decode_exception_table, encode_exception_table
from antioch.encoding.units import decode_units, encode_units
from antioch.errors import AntiochError
from antioch.ir import Instr
from antioch.lift import lift
from antioch.lower import lower
from antioch.opcodes import HOST, table_for

SAMPLE = '''
def sample():
    total = 0
    for i in range(5):
        try:
            if i % 2:
                total += i
            else:
                raise ValueError(i)
        except ValueError as e:
            total -= 1
        finally:
            total *= 1
    class Ctx:
        def __enter__(self):
            return self
        def __exit__(self, *a):
            return False
    with Ctx() as c:
        total += len([x * x for x in range(3) if x])
    def gen(n):
        k = 0
        while k < n:
            yield k
            k += 1
    total += sum(gen(4))
    def outer(a, b=2, *args, **kw):
        def inner(c):
            return a + b + c
        return inner(len(args) + len(kw))
    total += outer(1, 2, 3, d=4)
    s = {1: 'a', 2: 'b'}
    t = {k: v for k, v in s.items()}
    u = f"{total!r:>5}"
    (p, q), *r = (1, 2), 3, 4
    del p
    assert total is not None
    while total > 100:
        total -= 1
    return total, t, u, q, r, c is not None, str(s)[1:-1]
result = sample()
'''

CHILD = r'''
import marshal, os, signal, struct, sys
reply = os.fdopen(os.dup(1), "wb", buffering=0)
null = os.open(os.devnull, os.O_RDWR)
os.dup2(null, 1); os.dup2(null, 2)
source = sys.stdin.buffer
def alarm(*a):
    raise TimeoutError
signal.signal(signal.SIGALRM, alarm)
while True:
    head = source.read(4)
    if len(head) < 4:
        break
    data = source.read(struct.unpack("<I", head)[0])
    status = b"r"
    try:
        signal.alarm(2)
        exec(marshal.loads(data), {"__name__": "fuzzed", "__builtins__": __builtins__})
        status = b"o"
    except BaseException:
        status = b"x"
    finally:
        signal.alarm(0)
    reply.write(status)
'''


def fields_tree(code: Any) -> CodeFields:
    """CodeFields of ``code`` with nested code objects as CodeFields too."""
    f = fields_of(code)
    return replace(f, consts=tuple(fields_tree(c) if type(c).__name__ == "code" else c for c in f.consts))


def code_list(f: CodeFields) -> List[Tuple[Tuple[int, ...], CodeFields]]:
    """(path of const indexes, fields) of every code object in the tree."""
    out = [((), f)]
    for i, c in enumerate(f.consts):
        if isinstance(c, CodeFields):
            out.extend(((i,) + path, sub) for path, sub in code_list(c))
    return out


def put(f: CodeFields, path: Tuple[int, ...], new: CodeFields) -> CodeFields:
    if not path:
        return new
    consts = list(f.consts)
    consts[path[0]] = put(consts[path[0]], path[1:], new)
    return replace(f, consts=tuple(consts))


class Mutator:
    """One random change to one code object; None when the chosen change does not apply."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.table = table_for(HOST)
        self.by_caches: Dict[int, List[Any]] = {}
        for info in self.table.by_name.values():
            if info.number != self.table.extended_arg:
                self.by_caches.setdefault(info.caches, []).append(info)
        self.kinds = ["opcode", "arg", "jump", "stacksize", "drop", "duplicate"]
        if self.table.has_exception_table:
            self.kinds.append("exception-table")

    def mutate(self, f: CodeFields) -> Tuple[str, Optional[CodeFields]]:
        kind = self.rng.choice(self.kinds)
        return kind, getattr(self, "_" + kind.replace("-", "_"))(f)

    def _units(self, f: CodeFields) -> List[Any]:
        return decode_units(self.table, f.code)

    def _opcode(self, f: CodeFields) -> Optional[CodeFields]:
        units = self._units(f)
        unit = self.rng.choice(units)
        unit.info = self.rng.choice(self.by_caches[unit.info.caches])
        unit.caches = None
        return replace(f, code=encode_units(self.table, units))

    def _arg(self, f: CodeFields) -> Optional[CodeFields]:
        units = self._units(f)
        candidates = [u for u in units if u.info.has_arg and not u.info.is_jump]
        if not candidates:
            return None
        unit = self.rng.choice(candidates)
        limit = 0xFF if not unit.ext else 0xFFFF
        unit.arg = self.rng.choice([unit.arg + 1, unit.arg - 1, self.rng.randint(0, 8), self.rng.randint(0, limit)])
        unit.arg = min(max(unit.arg, 0), limit)
        return replace(f, code=encode_units(self.table, units))

    def _jump(self, f: CodeFields) -> Optional[CodeFields]:
        units = self._units(f)
        jumps = [u for u in units if u.info.is_jump]
        if not jumps:
            return None
        unit = self.rng.choice(jumps)
        limit = 0xFF if not unit.ext else 0xFFFF
        unit.arg = min(self.rng.choice([unit.arg + 1, unit.arg - 1, self.rng.randint(0, len(f.code) // 2)]), limit)
        unit.arg = max(unit.arg, 0)
        return replace(f, code=encode_units(self.table, units))

    def _stacksize(self, f: CodeFields) -> Optional[CodeFields]:
        return replace(f, stacksize=max(0, f.stacksize + self.rng.choice([-3, -2, -1, -1, 1, 2])))

    def _exception_table(self, f: CodeFields) -> Optional[CodeFields]:
        entries = decode_exception_table(f.exceptiontable) if f.exceptiontable else []
        if not entries:
            return None
        i = self.rng.randrange(len(entries))
        e = entries[i]
        starts = [u.start for u in self._units(f)]
        field = self.rng.choice(["start", "end", "target", "depth", "lasti", "drop", "swap"])
        if field == "drop":
            del entries[i]
        elif field == "swap" and len(entries) > 1:
            j = self.rng.randrange(len(entries))
            entries[i], entries[j] = entries[j], entries[i]
        elif field == "depth":
            entries[i] = e._replace(depth=max(0, e.depth + self.rng.choice([-2, -1, 1, 2])))
        elif field == "lasti":
            entries[i] = e._replace(lasti=not e.lasti)
        elif field in ("start", "end", "target"):
            entries[i] = e._replace(**{field: self.rng.choice(starts + [len(f.code)])})
        entries = [x for x in entries if x.start < x.end]
        try:
            return replace(f, exceptiontable=encode_exception_table([ExceptionEntry(*x) for x in entries]))
        except (AntiochError, ValueError, IndexError):
            return None

    def _edit_ir(self, f: CodeFields, duplicate: bool) -> Optional[CodeFields]:
        ir = lift(f)
        positions = [k for k, item in enumerate(ir.items) if isinstance(item, Instr)]
        k = self.rng.choice(positions)
        item = ir.items[k]
        if duplicate:
            ir.items.insert(k, Instr(item.name, item.arg, position=item.position, flags=item.flags,
                                     index=item.index))
        else:
            del ir.items[k]
        try:
            return lower(ir)
        except AntiochError:
            return None

    def _drop(self, f: CodeFields) -> Optional[CodeFields]:
        return self._edit_ir(f, duplicate=False)

    def _duplicate(self, f: CodeFields) -> Optional[CodeFields]:
        return self._edit_ir(f, duplicate=True)


class Child:
    """A worker interpreter that runs marshalled code objects; restarted when it dies.

    One worker runs mutant after mutant, so heap damage that one mutant does and a later one
    trips over still shows as a crash (the fuzzer found a jump into a generator's prologue that
    way). With ``fresh`` every mutant gets its own interpreter, which must also exit cleanly:
    slower, but a crash is charged to the mutant that caused it (use it to replay).
    """

    def __init__(self, fresh: bool = False) -> None:
        self.proc: Optional[subprocess.Popen] = None
        self.fresh = fresh

    def run(self, code: Any, timeout: float = 10.0) -> str:
        """ok, raised, hung, or crashed:SIGNAL."""
        if self.proc is None or self.proc.poll() is not None:
            self.proc = subprocess.Popen([sys.executable, "-I", "-S", "-c", CHILD], stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        proc = self.proc
        data = marshal.dumps(code)
        assert proc.stdin is not None and proc.stdout is not None
        try:
            proc.stdin.write(struct.pack("<I", len(data)) + data)
            proc.stdin.flush()
        except BrokenPipeError:
            pass
        ready, _, _ = select.select([proc.stdout], [], [], timeout)
        if not ready:
            proc.kill()
            proc.wait()
            return "hung"
        status = proc.stdout.read(1)
        if self.fresh and status in (b"o", b"x"):
            self.close()
            if proc.returncode < 0:
                return "crashed:%d" % -proc.returncode
        if status == b"o":
            return "ok"
        if status == b"x":
            return "raised"
        code_ = proc.wait()
        return "crashed:%d" % -code_ if code_ < 0 else "died:%d" % code_

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


class Collector:
    """Under Pyodide (CPython 3.14/3.15 in WebAssembly) there are no child processes: the accepted
    mutants are written to a file instead, and ``replay`` runs them in a fresh interpreter later
    (tools/pyodide_fuzz.sh restarts it after a crash, which WebAssembly reports as a trap)."""

    def __init__(self, path: str) -> None:
        self.out = open(path, "wb")  # noqa: SIM115 - written mutant by mutant, closed by close()

    def run(self, code: Any, timeout: float = 10.0) -> str:
        data = marshal.dumps(code)
        self.out.write(struct.pack("<I", len(data)) + data)
        return "ok"

    def close(self) -> None:
        self.out.close()


def replay(path: str, start: int) -> int:
    """Run the mutants of a Collector file from index ``start`` in this interpreter, saying which one
    is about to run ("run N" on stdout, flushed) so that whoever watches knows which one crashed."""
    with open(path, "rb") as f:
        data = f.read()
    pos, index = 0, 0
    while pos < len(data):
        size = struct.unpack_from("<I", data, pos)[0]
        blob = data[pos + 4:pos + 4 + size]
        pos += 4 + size
        if index >= start:
            sys.stdout.write("run %d\n" % index)
            sys.stdout.flush()
            with contextlib.suppress(BaseException):  # a mutant may raise anything; only a crash matters
                exec(marshal.loads(blob), {"__name__": "fuzzed", "__builtins__": __builtins__})
        index += 1
    sys.stdout.write("done %d\n" % index)
    return 0


def fuzz(seconds: float = 30.0, seed: int = 0, max_mutants: Optional[int] = None,
         crash_dir: Optional[str] = None, collect: Optional[str] = None) -> Dict[str, Any]:
    """Mutate and run for ``seconds``; counts of tried, accepted, rejected, unbuildable, and crashes."""
    rng = random.Random(seed)
    mutator = Mutator(rng)
    tree = fields_tree(compile(SAMPLE, "<fuzz>", "exec", dont_inherit=True))
    codes = code_list(tree)
    counts: Dict[str, Any] = {"tried": 0, "accepted": 0, "rejected": 0, "unbuildable": 0, "crashed": 0,
                              "ok": 0, "raised": 0, "hung": 0, "by_rule": {}, "crashes": []}
    child: Any = Collector(collect) if collect else Child()
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline and (max_mutants is None or counts["tried"] < max_mutants):
            path, f = rng.choice(codes)
            try:
                kind, mutant = mutator.mutate(f)
            except AntiochError:
                continue
            if mutant is None:
                continue
            counts["tried"] += 1
            whole = put(tree, path, mutant)
            problems = verify(whole)
            if problems:
                counts["rejected"] += 1
                rule = problems[0].rule
                counts["by_rule"][rule] = counts["by_rule"].get(rule, 0) + 1
                continue
            try:
                code = build_code(whole, verify=False)  # verified above
            except AntiochError:
                counts["unbuildable"] += 1
                continue
            counts["accepted"] += 1
            outcome = child.run(code)
            if outcome.startswith(("crashed", "died")):
                counts["crashed"] += 1
                counts["crashes"].append((kind, ".".join(map(str, path)), outcome))
                if crash_dir:
                    os.makedirs(crash_dir, exist_ok=True)
                    with open(os.path.join(crash_dir, "crash-%d.marshal" % counts["crashed"]), "wb") as out:
                        out.write(marshal.dumps(code))
            else:
                counts[outcome] += 1
    finally:
        child.close()
    return counts


HOST_MUTANTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "host_mutants.py")


def fuzz_host(seconds: float = 30.0, seed: int = 0, max_mutants: Optional[int] = None,
              batch: int = 300) -> Dict[str, Any]:
    """Host-code-object mutants, a batch per verifying child; counts as :func:`fuzz`'s."""
    counts: Dict[str, Any] = {"tried": 0, "accepted": 0, "rejected": 0, "unbuildable": 0, "crashed": 0,
                              "ok": 0, "raised": 0, "hung": 0, "by_rule": {}, "crashes": []}
    env = dict(os.environ, PYTHONMALLOC="debug",
               PYTHONPATH=os.pathsep.join(p for p in sys.path if p and os.path.isdir(p)))
    child = Child()
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline and (max_mutants is None or counts["tried"] < max_mutants):
            size = batch if max_mutants is None else min(batch, max_mutants - counts["tried"])
            done = subprocess.run([sys.executable, HOST_MUTANTS, str(seed), str(size), "--emit"], env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
            lines = done.stdout.splitlines()
            if done.returncode != 0 or not lines:
                counts["tried"] += size
                counts["crashed"] += 1
                counts["crashes"].append(("host-verify", "seed %d" % seed, "died:%d" % done.returncode))
                seed += 1
                continue
            result = json.loads(lines[0])
            counts["tried"] += result["mutants"]
            counts["rejected"] += result["rejected"]
            for rule, n in result["by_rule"].items():
                counts["by_rule"][rule] = counts["by_rule"].get(rule, 0) + n
            for kind, reader, error in result["foreign"]:
                counts["crashes"].append((kind, reader, "raised " + error))
                counts["crashed"] += 1
            for blob in lines[1:]:
                counts["accepted"] += 1
                outcome = child.run(marshal.loads(bytes.fromhex(blob.decode())))
                if outcome.startswith(("crashed", "died")):
                    counts["crashed"] += 1
                    counts["crashes"].append(("host", "seed %d" % seed, outcome))
                else:
                    counts[outcome] += 1
            seed += 1
    finally:
        child.close()
    return counts


def summary(counts: Dict[str, Any]) -> str:
    return ("CPython %d.%d: %d mutants tried, %d accepted, %d rejected, %d unbuildable; accepted ran ok %d, "
            "raised %d, hung %d, crashed %d" % (HOST + tuple(counts[k] for k in (
                "tried", "accepted", "rejected", "unbuildable", "ok", "raised", "hung", "crashed"))))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--replay"]:  # python tests/fuzz.py --replay FILE START
        sys.exit(replay(sys.argv[2], int(sys.argv[3])))
    if sys.argv[1:2] == ["--collect"]:  # python tests/fuzz.py --collect FILE MUTANTS SEED (Pyodide)
        result = fuzz(1e9, int(sys.argv[4]), max_mutants=int(sys.argv[3]), collect=sys.argv[2])
        print(summary(result).split("; accepted")[0] + " (seed %s), written to %s" % (sys.argv[4], sys.argv[2]))
        sys.exit(0)
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 60.0
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else int(time.time())
    crashed = 0
    # Two thirds of the time on mutants made through antioch, one third on live host code objects.
    for label, result in (("antioch-built", fuzz(seconds * 2 / 3, seed, crash_dir="fuzz-crashes")),
                          ("code.replace", fuzz_host(seconds / 3, seed))):
        print(label + ": " + summary(result) + " (seed %d)" % seed)
        print("rejected by rule:", sorted(result["by_rule"].items(), key=lambda kv: -kv[1]))
        for crash in result["crashes"]:
            print("crash:", crash)
        crashed += result["crashed"]
    sys.exit(1 if crashed else 0)
