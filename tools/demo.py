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


def main() -> None:
    from antioch.roundtrip import stdlib_dir

    print("antioch on CPython %d.%d" % sys.version_info[:2])
    section("byte-exact round trip: every code object of a stdlib package -> IR -> code, field by field")
    antioch("roundtrip", os.path.join(stdlib_dir(), "json"), os.path.join(stdlib_dir(), "asyncio"))


if __name__ == "__main__":
    main()
