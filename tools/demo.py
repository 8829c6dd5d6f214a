"""What `make demo` shows: antioch doing its main jobs on this machine, briefly, in a folder it then removes.

Each step is an `antioch` command, printed before its output, run in a temporary folder that holds the
README's example, gunk.py.
"""
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "..", "src")
sys.path.insert(0, SRC)


def section(title: str) -> None:
    print()
    print("== " + title)


def antioch(work: str, *args: str) -> None:
    print("$ antioch " + " ".join(a if a and " " not in a else repr(a) for a in args))
    sys.stdout.flush()
    env = dict(os.environ, PYTHONPATH=os.path.abspath(SRC))
    subprocess.call([sys.executable, "-m", "antioch", *args], cwd=work, env=env)
    sys.stdout.flush()


GUNK = """\
def gunk(a=1, *args, b=3):
    print(args)
    c = None
    return (a + b, c)
"""

MAIN = """\
from gunk import gunk

print(gunk(2, "extra", b=5))
"""

ADD = """\
.argcount 2
.varnames x, y
    LOAD_FAST x
    LOAD_FAST y
    BINARY_OP +
    RETURN_VALUE
"""

ADD_OLD = ADD.replace("BINARY_OP +", "BINARY_ADD")

FORTH = ": square  dup * ;  7 square . cr  see square"


def main() -> None:
    from antioch.roundtrip import stdlib_dir

    print("antioch on CPython %d.%d" % sys.version_info[:2])
    work = tempfile.mkdtemp(prefix="antioch-demo-")
    try:
        show(work, stdlib_dir())
    finally:
        shutil.rmtree(work, ignore_errors=True)


def show(work: str, stdlib: str) -> None:
    for name, text in (("gunk.py", GUNK), ("main.py", MAIN)):
        with open(os.path.join(work, name), "w") as f:
            f.write(text)
    print("gunk.py:")
    print(GUNK.rstrip())

    section("the disassembler: parameters by kind, defaults, locals, resolved arguments, positions")
    antioch(work, "dis", "gunk:gunk")

    section("the verifier: every code object checked for what could crash CPython")
    antioch(work, "verify", "gunk.py")

    section("the control-flow graph: basic blocks with their stack depth, as Graphviz DOT")
    antioch(work, "cfg", "gunk.py:gunk")

    section("antioch's VM: a program run instruction by instruction, its arguments passed on")
    antioch(work, "run", "--count", "main.py")

    section("the assembler: a hand-written function, stack size, pools and line table derived")
    listing = ".version %d.%d\n" % sys.version_info[:2] + (ADD if sys.version_info >= (3, 11) else ADD_OLD)
    print(listing.rstrip())
    from antioch import function

    add = function(listing)
    print(">>> add(2, 40) ->", add(2, 40))
    bad = os.path.join(work, "bad.pyasm")
    with open(bad, "w") as f:
        f.write(listing.replace("    LOAD_FAST y\n", ""))
    print("without LOAD_FAST y, the verifier refuses it:")
    antioch(work, "asm", "bad.pyasm", "--run")

    section(".pyc files of any version: a CPython 3.8 .pyc assembled on this host, then read back")
    with open(os.path.join(work, "add38.pyasm"), "w") as f:
        f.write(".version 3.8\n" + ADD_OLD)
    antioch(work, "asm", "add38.pyasm", "-o", "add38.pyc")
    antioch(work, "pyc", "add38.pyc")
    import py_compile

    py_compile.compile(os.path.join(work, "gunk.py"), cfile=os.path.join(work, "gunk.pyc"), doraise=True)
    antioch(work, "pyc", "gunk.pyc", "--header")

    section("the Forth: each word compiled to CPython bytecode")
    antioch(work, "forth", "-e", FORTH)

    section("byte-exact round trip: every code object of a stdlib package -> IR -> code, field by field")
    antioch(work, "roundtrip", os.path.join(stdlib, "json"))


if __name__ == "__main__":
    main()
