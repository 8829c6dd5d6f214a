"""The whole hostile-input sweep: every subcommand fed bad input, each outcome counted.

Four kinds of input, drawn from a seeded random stream until the time is up:

* ``pyc``: .pyc files of every readable version (the standard libraries that tests/pyc_corpus.py
  compiles), a byte flipped, inserted or deleted, a range cut, duplicated or dropped, through
  ``dis``, ``verify``, ``cfg``, ``pyc`` and ``pyc --header``;
* ``listing``: this interpreter's listings of sample code with tokens deleted, duplicated, swapped
  or replaced (by another token, a huge or negative number, a stray quote or bracket), through
  ``asm`` (verified), ``asm --no-verify -o`` and ``asm --target X.Y -o`` (this version, by antioch's marshal);
* ``forth``: random programs of Forth words, numbers and definitions, through ``forth -e``;
* ``special``: files that are not what their name says: empty, a NUL byte, a directory, a FIFO,
  ``/dev/null``, ``/dev/zero`` (endless), text as a .pyc, a .pyc header with nothing after it.

Each case runs in a forked child (the command line through ``antioch.cli.main``) with its output
captured and a time limit.  An outcome is one of: ``accepted`` (exit 0), ``one-line`` (a non-zero
exit with at most one line of error and no traceback), ``traceback`` (any Python traceback, or more
than one line of error), ``hang`` (killed at the time limit) and ``signal`` (the child died by a
signal: a crash).  ``python tests/fuzz_all.py SECONDS [SEED]`` prints the table per subcommand and
exits 1 when there is any traceback, hang or signal, listing the first cases of each.
"""
import contextlib
import os
import random
import signal
import stat
import sys
import tempfile
import time
from typing import Callable, Dict, List, Optional, Tuple

OUTCOMES = ("one-line", "accepted", "traceback", "hang", "signal")
BAD = ("traceback", "hang", "signal")
#: per case: the time a command may take before it counts as a hang (a .pyc of the standard library
#: takes well under a second)
TIME_LIMIT = 20.0

SAMPLES = [
    "def f(a, b=2, *args, c, **kw):\n    return [x * a for x in args if x] or {b: c}\n",
    "class C:\n    def m(self):\n        try:\n            return super().m()\n        except KeyError as e:\n"
    "            raise ValueError(e) from None\n        finally:\n            print('done')\n",
    "import os\nfor i in range(3):\n    with open(os.devnull) as f:\n        print(i, f.read(), sep='')\n",
    "async def g(xs):\n    async for x in xs:\n        yield x\nlam = lambda *a: (yield)\nt = 1, 2.5, 3j, b'x', 's'\n",
]
_FORTH_TEXT = (
    "DUP DROP SWAP OVER ROT + - * / MOD NEGATE ABS MAX MIN = < > 0= AND OR XOR INVERT . .S CR EMIT "
    "@ ! C@ C! , HERE ALLOT CELLS CELL+ 1+ 1- 2* 2/ >R R> R@ DEPTH PICK ROLL TYPE COUNT S\" .\" "
    "IF ELSE THEN VARIABLE CONSTANT CREATE DOES> EXECUTE ' ['] [ ] LITERAL POSTPONE IMMEDIATE "
    "ABORT WORDS BASE DECIMAL HEX U. SPACES FILL MOVE ERASE PAD WORD FIND >IN SOURCE")
FORTH_WORDS = tuple(_FORTH_TEXT.split(" "))


# -- one case in a child -------------------------------------------------------------------------

def mapped_bytes() -> int:
    """The address space this process maps now (Linux: /proc/self/statm, in pages)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def run_case(args: List[str], workdir: str, limit: float = TIME_LIMIT) -> Tuple[str, str]:
    """(outcome, the last lines of stderr) of ``antioch ARGS`` run in a forked child."""
    err_path = os.path.join(workdir, "stderr")
    pid = os.fork()
    if pid == 0:  # the child: never returns
        status = 70
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            err = os.open(err_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
            os.dup2(devnull, 1)
            os.dup2(err, 2)
            os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
            # the real descriptors, whatever the parent had put in their place (pytest's capture)
            sys.stdin = open(0, closefd=False)  # noqa: SIM115
            sys.stdout = open(1, "w", closefd=False)  # noqa: SIM115
            sys.stderr = open(2, "w", closefd=False)  # noqa: SIM115
            os.chdir(workdir)
            import resource
            # 2 GB beyond what the forked child already maps (a test runner's process may map a lot,
            # and the Forth's thread reserves its large C stack as address space): more is a failure too
            resource.setrlimit(resource.RLIMIT_AS, (mapped_bytes() + (2 << 30),) * 2)
            from antioch.cli import main
            try:
                status = main(args)
            except SystemExit as exc:  # argparse: usage and one line
                status = 2 if exc.code else 0
                sys.stderr.write("<usage>\n")
            except BaseException:  # the traceback is the finding
                import traceback
                traceback.print_exc()
                status = 99
        finally:
            for stream in (sys.stdout, sys.stderr):
                with contextlib.suppress(OSError, ValueError):
                    stream.flush()
            os._exit(int(status or 0) & 0xFF)
    deadline = time.monotonic() + limit
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return "hang", ""
        time.sleep(0.002)
    with open(err_path, errors="replace") as f:
        err = f.read()
    tail = "\n".join(err.strip().splitlines()[-3:])
    if os.WIFSIGNALED(status):
        return "signal", "signal %d %s" % (os.WTERMSIG(status), tail)
    code = os.WEXITSTATUS(status)
    lines = [line for line in err.strip().splitlines() if line != "<usage>"]
    if "Traceback (most recent call last)" in err or code == 99:
        return "traceback", tail
    if code == 0:
        return "accepted", ""
    return ("one-line", "") if len(lines) <= 1 else ("traceback", tail)


# -- the inputs ----------------------------------------------------------------------------------

def mutate_bytes(data: bytes, rng: random.Random) -> bytes:
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        at = rng.randrange(len(data) + 1)
        kind = rng.choice(("flip", "flip", "flip", "insert", "delete", "cut", "duplicate", "drop"))
        if kind == "flip" and data:
            at = min(at, len(data) - 1)
            data = data[:at] + bytes([rng.randrange(256)]) + data[at + 1:]
        elif kind == "insert":
            data = data[:at] + bytes(rng.randrange(256) for _ in range(rng.randint(1, 8))) + data[at:]
        elif kind == "delete":
            data = data[:at] + data[at + rng.randint(1, 8):]
        elif kind == "cut":
            data = data[:at]
        elif kind == "duplicate":
            end = min(len(data), at + rng.randint(1, 64))
            data = data[:end] + data[at:end] + data[end:]
        else:
            data = data[:at] + data[at + rng.randint(8, 64):]
    return data


def pyc_sources() -> List[str]:
    """Small .pyc files of every readable version (the shared corpus, built on first use)."""
    from pyc_corpus import VERSIONS, corpus, interpreter
    files: List[str] = []
    for version in VERSIONS:
        if interpreter(version):
            files += [p for p in corpus(version)[::40] if os.path.getsize(p) < 6000]
    return files


def listing_sources() -> List[str]:
    from antioch import disassemble
    return [disassemble(compile(source, "m.py", "exec", dont_inherit=True)) for source in SAMPLES]


def edit_tokens(text: str, rng: random.Random) -> str:
    lines = text.splitlines()
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(lines))
        words = lines[at].split(" ")
        kind = rng.choice(("delete", "duplicate", "replace", "number", "junk", "swap-lines", "drop-line"))
        k = rng.randrange(len(words))
        if kind == "delete":
            del words[k]
        elif kind == "duplicate":
            words.insert(k, words[k])
        elif kind == "replace":
            other = rng.choice(lines).split(" ")
            words[k] = rng.choice(other)
        elif kind == "number":
            words[k] = rng.choice(("-1", "0", "255", "256", "65536", "2147483648", "4294967296", "#99999",
                                   "9" * rng.choice((20, 5000)), "0x" + "f" * 50, "-0", "1e999"))
        elif kind == "junk":
            words[k] = words[k] + rng.choice(("'", '"', "(", ")", "[", "]", "<", ">", "@", ";", "\\", ",", "\0",
                                              "\udcff", "\u00e9", "+", ":"))
        elif kind == "swap-lines":
            other = rng.randrange(len(lines))
            lines[at], lines[other] = lines[other], lines[at]
            continue
        else:
            del lines[at]
            if not lines:
                lines = ["NOP"]
            continue
        lines[at] = " ".join(words)
    return "\n".join(lines) + "\n"


def forth_program(rng: random.Random) -> str:
    words: List[str] = []
    for _ in range(rng.randint(1, 25)):
        pick = rng.random()
        if pick < 0.3:
            words.append(str(rng.choice((0, 1, -1, 7, 255, 2 ** 63, -2 ** 63, rng.randrange(-10 ** 6, 10 ** 6)))))
        elif pick < 0.38:
            words += [":", "w%d" % rng.randrange(4)]
        elif pick < 0.45:
            words.append(";")
        elif pick < 0.5:
            words.append("w%d" % rng.randrange(4))
        else:
            words.append(rng.choice(FORTH_WORDS))
    return " ".join(words)


def special_files(workdir: str) -> List[str]:
    """Files that are not what their names say, made once in ``workdir``."""
    made = []

    def write(name: str, data: bytes) -> None:
        path = os.path.join(workdir, name)
        with open(path, "wb") as f:
            f.write(data)
        made.append(path)

    from importlib.util import MAGIC_NUMBER
    write("empty.pyc", b"")
    write("empty.py", b"")
    write("empty.pyasm", b"")
    write("nul.py", b"\0")
    write("nul.pyasm", b"\0")
    write("text.pyc", b"print('not a pyc')\n")
    write("header.pyc", MAGIC_NUMBER + bytes(12))
    write("latin1.py", b"s = '\xe9'\n")
    write("bom.py", b"\xef\xbb\xbfx = 1\n")
    folder = os.path.join(workdir, "folder.pyc")
    os.makedirs(folder, exist_ok=True)
    made.append(folder)
    fifo = os.path.join(workdir, "fifo.pyc")
    if hasattr(os, "mkfifo") and not os.path.exists(fifo):
        os.mkfifo(fifo)
    if os.path.exists(fifo) and stat.S_ISFIFO(os.stat(fifo).st_mode):
        made.append(fifo)
    made += [p for p in ("/dev/null", "/dev/zero") if os.path.exists(p)]
    return made


def warm_up() -> None:
    """Import what the commands import, once, so that each forked child does not import it again."""
    import importlib

    from antioch.cli import build_parser
    build_parser()
    for name in ("antioch.analysis.verify", "antioch.analysis.kinds", "antioch.analysis.dot", "antioch.pycview",
                 "antioch.asm.assemble", "antioch.roundtrip", "antioch.forth.system", "antioch.vm",
                 "antioch.vm.program"):
        importlib.import_module(name)


# -- the sweep -----------------------------------------------------------------------------------

class Sweep:
    """Cases drawn in turn from each kind until the time is up (and at least ``min_cases`` ran: a
    loaded machine slows each case down, not the number a short test relies on); outcomes counted
    per subcommand."""

    def __init__(self, seconds: float, seed: int, workdir: str, min_cases: int = 0) -> None:
        self.deadline = time.monotonic() + seconds
        self.min_cases = min_cases
        self.cases = 0
        self.rng = random.Random(seed)
        self.workdir = workdir
        self.counts: Dict[str, Dict[str, int]] = {}
        self.findings: List[Tuple[str, str, str, str]] = []  # (outcome, command, input kept, tail)

    def record(self, command: str, args: List[str], keep: Optional[Tuple[str, bytes]] = None) -> None:
        outcome, tail = run_case(args, self.workdir)
        self.cases += 1
        row = self.counts.setdefault(command, dict.fromkeys(OUTCOMES, 0))
        row[outcome] += 1
        if outcome in BAD:
            kept = ""
            if keep is not None:
                kept = os.path.join(self.workdir, "finding-%d-%s" % (len(self.findings), keep[0]))
                with open(kept, "wb") as f:
                    f.write(keep[1])
            self.findings.append((outcome, " ".join(a[:60] for a in args), kept, tail))

    def running(self) -> bool:
        return time.monotonic() < self.deadline or self.cases < self.min_cases

    def run(self, kinds: Tuple[str, ...] = ("pyc", "listing", "forth", "special")) -> None:
        steps: Dict[str, Callable[[], None]] = {"pyc": self.pyc_case, "listing": self.listing_case,
                                                 "forth": self.forth_case, "special": self.special_case}
        warm_up()
        self.pycs = pyc_sources() if "pyc" in kinds else []
        self.listings = listing_sources() if "listing" in kinds else []
        self.specials = special_files(self.workdir) if "special" in kinds else []
        while self.running():
            for kind in kinds:
                if not self.running():
                    break
                steps[kind]()

    def pyc_case(self) -> None:
        with open(self.rng.choice(self.pycs), "rb") as f:
            data = mutate_bytes(f.read(), self.rng)
        path = os.path.join(self.workdir, "m.pyc")
        with open(path, "wb") as f:
            f.write(data)
        for args in (["dis", path], ["verify", path], ["cfg", path], ["pyc", path], ["pyc", "--header", path]):
            self.record(" ".join(args[:-1]), args, ("m.pyc", data))

    def listing_case(self) -> None:
        text = edit_tokens(self.rng.choice(self.listings), self.rng)
        path = os.path.join(self.workdir, "m.pyasm")
        data = text.encode("utf-8", "surrogateescape")
        with open(path, "wb") as f:
            f.write(data)
        out = os.path.join(self.workdir, "out.pyc")
        own = "%d.%d" % sys.version_info[:2]  # antioch's own marshal writes it
        for args in (["asm", path], ["asm", "--no-verify", "-o", out, path],
                     ["asm", "--target", own, "-o", out, path]):
            self.record("asm" + (" --no-verify -o" if "--no-verify" in args else
                                 " --target -o" if "--target" in args else ""), args, ("m.pyasm", data))

    def forth_case(self) -> None:
        program = forth_program(self.rng)
        self.record("forth -e", ["forth", "-e", program], ("m.fth", program.encode()))

    def special_case(self) -> None:
        path = self.rng.choice(self.specials)
        command = self.rng.choice((["dis"], ["verify"], ["cfg"], ["pyc"], ["pyc", "--header"], ["asm"],
                                   ["forth"], ["run"], ["roundtrip"]))
        self.record(" ".join(command) + " (special)", command + [path])

    def table(self) -> str:
        head = "%-26s" % "subcommand" + "".join("%11s" % o for o in OUTCOMES)
        lines = [head, "-" * len(head)]
        total = dict.fromkeys(OUTCOMES, 0)
        for command in sorted(self.counts):
            row = self.counts[command]
            lines.append("%-26s" % command + "".join("%11d" % row[o] for o in OUTCOMES))
            for o in OUTCOMES:
                total[o] += row[o]
        lines.append("%-26s" % "all" + "".join("%11d" % total[o] for o in OUTCOMES))
        return "\n".join(lines)


def main(argv: List[str]) -> int:
    seconds = float(argv[0]) if argv else 60.0
    seed = int(argv[1]) if len(argv) > 1 else int(time.time())
    with tempfile.TemporaryDirectory(prefix="antioch-fuzz-all-") as workdir:
        sweep = Sweep(seconds, seed, workdir)
        began = time.monotonic()
        sweep.run()
        print("CPython %d.%d, seed %d, %.0f s:" % (sys.version_info[:2] + (seed, time.monotonic() - began)))
        print(sweep.table())
        for outcome, command, kept, tail in sweep.findings[:20]:
            print("\n%s: antioch %s\n%s" % (outcome, command, tail))
            if kept:
                keep_dir = os.environ.get("FUZZ_KEEP", "fuzz-findings")
                os.makedirs(keep_dir, exist_ok=True)
                target = os.path.join(keep_dir, os.path.basename(kept))
                with open(kept, "rb") as src, open(target, "wb") as dst:
                    dst.write(src.read())
                print("(input kept as %s)" % target)
        return 1 if sweep.findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
