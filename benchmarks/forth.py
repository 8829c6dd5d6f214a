"""antioch's Forth beside the same algorithms written in Python, on the same interpreter (and gforth if installed).

    PYTHONPATH=src python benchmarks/forth.py [--repeat R] [--only TEXT] [--wall]

Five programs: recursive fib(30); a DO ... LOOP summing the numbers below a million; a sieve of Eratosthenes
over a million bytes with C@ C!; a numerical integration (the midpoint rule for x*x over [0, 1] in a million
steps) in FLOATING words; counting the places of a word in a megabyte of text with SEARCH and /STRING.
Each runs R times in turn with its Python twin; prints the median seconds and
the ratio of the medians (Forth / Python, and gforth / Python when gforth is on the PATH).

Times are CPU seconds (this process's, both its threads: the Forth runs in a thread of its own; gforth's, as
a child's): on a machine shared with other work, wall time also counts the turns the others take, which
moves a 5 ms program by more than its own time. ``--wall`` measures wall time instead.
"""
import argparse
import io
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from antioch.forth import Forth

SIZE = 1000000

FORTH = """
: fib dup 2 < if exit then dup 1- recurse swap 2 - recurse + ;
: sum-loop ( n -- sum ) 0 swap 0 do i + loop ;
%d constant size  create flags size allot
: sieve ( -- count )
  flags size 0 fill  0
  size 2 do
    flags i + c@ 0= if
      1+
      i i * size < if  size i i * do 1 flags i + c! j +loop  then
    then
  loop ;
: integrate ( n -- ) ( F: -- r ) 0e  DUP 0 DO  I S>F 0.5e F+ DUP S>F F/  FDUP F*  F+  LOOP  S>F F/ ;
create text size allot
: fill-text ( c-addr u -- ) size 0 do  2dup text i + swap size i - min move  dup +loop 2drop ;
s" the quick brown fox jumps over the lazy dog " fill-text
: count-in ( c-addr u -- n )
  0 text size  begin  4 pick 4 pick search  while  rot 1+ rot rot 1 /string  repeat  2drop nip nip ;
: fox-count ( -- n ) s" fox" count-in ;
""" % SIZE


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def sum_loop(n):
    total = 0
    for i in range(n):
        total += i
    return total


FLAGS = bytearray(SIZE)


def sieve():
    flags = FLAGS
    flags[:] = bytes(SIZE)
    count = 0
    for i in range(2, SIZE):
        if not flags[i]:
            count += 1
            for j in range(i * i, SIZE, i):
                flags[j] = 1
    return count


def integrate(n):
    total = 0.0
    for i in range(n):
        x = (i + 0.5) / n
        total += x * x
    return total / n


SENTENCE = b"the quick brown fox jumps over the lazy dog "
TEXT = (SENTENCE * (SIZE // len(SENTENCE) + 1))[:SIZE]


def count_in(data, word):
    count = 0
    at = data.find(word)
    while at >= 0:
        count += 1
        at = data.find(word, at + 1)
    return count


CASES = [("fib(30)", "30 fib", lambda: fib(30), 832040),
         ("DO LOOP sum of 0..999999", "%d sum-loop" % SIZE, lambda: sum_loop(SIZE), SIZE * (SIZE - 1) // 2),
         ("sieve of 1,000,000 with C@ C!", "sieve", sieve, 78498),
         ("integration, 10**6 steps, floats", "%d integrate 1e9 f* f>s" % SIZE,
          lambda: int(integrate(SIZE) * 1e9), 333333333),
         ("SEARCH a word in 1 MB of text", "fox-count", lambda: count_in(TEXT, b"fox"), TEXT.count(b"fox"))]


def own_clock():
    return time.process_time()


def children_clock():
    import resource  # where gforth runs: not in Pyodide, which has no subprocesses
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)     # microseconds; os.times() counts clock ticks
    return usage.ru_utime + usage.ru_stime


CLOCKS = {"cpu": (own_clock, children_clock), "wall": (time.perf_counter, time.perf_counter)}
clock, child_clock = CLOCKS["cpu"]


def time_forth(forth, text):
    t = clock()
    stack = forth.evaluate(text)
    elapsed = clock() - t
    del forth.S[:]
    return elapsed, stack[-1]


def time_python(fn):
    t = clock()
    result = fn()
    return clock() - t, result


def time_gforth(gforth, text, path):
    t = child_clock()
    done = subprocess.run([gforth, path, "-e", text + " . bye"], stdout=subprocess.PIPE, check=True)
    elapsed = child_clock() - t
    return elapsed, int(done.stdout.split()[-1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--only", default="", help="run only the programs whose label holds this text")
    parser.add_argument("--wall", action="store_true", help="wall time rather than CPU time")
    args = parser.parse_args()
    global clock, child_clock
    clock, child_clock = CLOCKS["wall" if args.wall else "cpu"]
    forth = Forth(out=io.StringIO())
    forth.evaluate(FORTH)
    gforth = shutil.which("gforth")
    path = None
    if gforth:
        fd, path = tempfile.mkstemp(suffix=".fs")
        with os.fdopen(fd, "w") as fh:
            fh.write(FORTH)
        startup = statistics.median(time_gforth(gforth, "0", path)[0] for _ in range(3))
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))
    print("CPython %d.%d, %s seconds, median of %d runs%s" % (
        sys.version_info[0], sys.version_info[1], "wall" if args.wall else "CPU", args.repeat,
        " (gforth: minus its start-up)" if gforth else ""))
    print(("%-32s %10s %10s %8s" % ("", "Forth s", "Python s", "ratio"))
          + (" %10s %8s" % ("gforth s", "ratio") if gforth else ""))
    for label, text, fn, expect in [case for case in CASES if args.only.lower() in case[0].lower()]:
        ft, pt, gt = [], [], []
        for _ in range(args.repeat):
            elapsed, result = time_forth(forth, text)
            assert result == expect, (label, result)
            ft.append(elapsed)
            elapsed, result = time_python(fn)
            assert result == expect, (label, result)
            pt.append(elapsed)
            if gforth:
                elapsed, result = time_gforth(gforth, text, path)
                assert result == expect, (label, result)
                gt.append(max(elapsed - startup, 1e-6))
        f, p = statistics.median(ft), statistics.median(pt)
        line = "%-32s %10.3f %10.3f %7.2fx" % (label, f, p, f / p)
        if gforth:
            g = statistics.median(gt)
            line += " %10.3f %7.2fx" % (g, g / p)
        print(line)
    if path:
        os.unlink(path)


if __name__ == "__main__":
    main()
