"""What `make demo` shows: antioch doing its main jobs on this machine, briefly."""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "..", "src")
sys.path.insert(0, SRC)


def section(title: str) -> None:
    print()
    print("== " + title)


def antioch(*args: str) -> None:
    print("$ antioch " + " ".join(args))
    sys.stdout.flush()
    env = dict(os.environ, PYTHONPATH=SRC)
    subprocess.call([sys.executable, "-m", "antioch.cli", *args], env=env)


GUNK = """\
def gunk(a=1, *args, b=3):
    print(args)
    c = None
    return (a + b, c)
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


def main() -> None:
    import py_compile
    import tempfile

    from antioch.roundtrip import stdlib_dir

    print("antioch on CPython %d.%d" % sys.version_info[:2])
    work = tempfile.mkdtemp(prefix="antioch-demo-")
    gunk = os.path.join(work, "gunk.py")
    with open(gunk, "w") as f:
        f.write(GUNK)

    section("byte-exact round trip: every code object of two stdlib packages -> IR -> code, field by field")
    antioch("roundtrip", os.path.join(stdlib_dir(), "json"), os.path.join(stdlib_dir(), "asyncio"))

    section("the disassembler: parameters by kind, defaults, locals, resolved arguments, positions")
    antioch("dis", gunk + ":gunk")

    section("the assembler: a hand-written function, stack size, pools and line table derived")
    asm = os.path.join(work, "add.pyasm")
    listing = ".version %d.%d\n" % sys.version_info[:2] + (ADD if sys.version_info >= (3, 11) else ADD_OLD)
    with open(asm, "w") as f:
        f.write(listing)
    print(listing.rstrip())
    from antioch import function

    add = function(listing)
    print(">>> add(2, 40) ->", add(2, 40))

    section("the verifier: bytecode that would crash CPython is refused")
    bad = os.path.join(work, "bad.pyasm")
    with open(bad, "w") as f:
        f.write(listing.replace("    LOAD_FAST y\n", ""))
    antioch("asm", bad, "--run")

    section(".pyc files: the header and the listing, from any supported version")
    pyc = os.path.join(work, "gunk.pyc")
    py_compile.compile(gunk, cfile=pyc, doraise=True)
    antioch("pyc", pyc, "--header")


if __name__ == "__main__":
    main()
