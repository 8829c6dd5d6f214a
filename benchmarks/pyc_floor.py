"""How fast can a pure-Python marshal reader be?  A lower bound beside antioch and marshal.

    python benchmarks/pyc_floor.py [--repeat N] [--limit FILES] [--corpus DIR]

Issue 13 asks for .pyc read + write within 3x of CPython's C ``marshal``.  This benchmark
measures the least work any pure-Python reader that builds every object must do, so that the
target can be judged against it: ``floor`` below is a reader of this host's marshal format
that checks nothing (no bounds, no types, no references to objects still being read), keeps
nothing for writing back, and makes a code object a plain tuple of its fields.  It is not
usable: it exists only to be timed.  Each round times, over the same files (this interpreter's
standard library .pyc, see benchmarks/pyc_rw.py) and in turns:

  marshal   marshal.loads(body), then marshal.dumps                   (read + write)
  antioch   antioch.pyc.read_pyc, then write_pyc                      (read + write)
  floor     the reader below, read only (writing is not even counted)

Every file's result is kept until the round ends, as in pyc_rw.py.  It prints the medians and
the ratios to marshal.
"""
import gc
import marshal
import os
import statistics
import struct
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))

from antioch.pyc import read_pyc, write_pyc
from pyc_rw import corpus_arguments, corpus_dir, load_files

_U32 = struct.Struct("<I").unpack_from
_I32 = struct.Struct("<i").unpack_from
_F64 = struct.Struct("<d").unpack_from
# Raw ints before a code object's eight object fields (Python/marshal.c, r_object TYPE_CODE):
# argcount, posonlyargcount, kwonlyargcount, nlocals (not from 3.11), stacksize, flags.
_HEAD = struct.Struct("<5I" if sys.version_info >= (3, 11) else "<6I")
_TAIL = 2 if sys.version_info >= (3, 11) else 1  # (linetable, exceptiontable) or lnotab
_STRINGS = {ord("u"), ord("t"), ord("a"), ord("A")}
_CONTAINERS = {ord("("): tuple, ord("<"): set, ord(">"): frozenset, ord("["): list}


def floor_read(data):
    """The object of a .pyc body, read with the fewest Python steps this author found."""
    text = data.decode("latin-1")
    refs = []

    def objects(n, pos):
        out = []
        add = out.append
        for _ in range(n):
            byte = data[pos]
            if byte == 0x72:  # reference
                add(refs[_U32(data, pos + 1)[0]])
                pos += 5
            elif byte == 0xDA or byte == 0x7A or byte == 0xFA or byte == 0x5A:  # short ASCII
                stop = pos + 2 + data[pos + 1]
                value = text[pos + 2:stop]
                add(value)
                if byte & 0x80:
                    refs.append(value)
                pos = stop
            elif byte == 0x29:  # small tuple, no FLAG_REF
                items, pos = objects(data[pos + 1], pos + 2)
                add(tuple(items))
            elif byte == 0x73 or byte == 0xF3:  # bytes
                stop = pos + 5 + _U32(data, pos + 1)[0]
                value = data[pos + 5:stop]
                add(value)
                if byte & 0x80:
                    refs.append(value)
                pos = stop
            elif byte == 0x4E:
                add(None)
                pos += 1
            else:
                value, pos = other(byte, pos)
                add(value)
        return out, pos

    def other(byte, pos):
        kind, flagged = byte & 0x7F, byte & 0x80
        slot = len(refs)
        if flagged:
            refs.append(None)  # numbered before its items, as r_ref_reserve does
        if kind == 0x63:  # code object, as a tuple
            head = _HEAD.unpack_from(data, pos + 1)
            fields, pos = objects(8, pos + 1 + _HEAD.size)
            line = _I32(data, pos)[0]
            tail, pos = objects(_TAIL, pos + 4)
            value = (head, tuple(fields), line, tuple(tail))
        elif kind == 0x29:
            items, pos = objects(data[pos + 1], pos + 2)
            value = tuple(items)
        elif kind in _CONTAINERS:
            items, pos = objects(_U32(data, pos + 1)[0], pos + 5)
            value = _CONTAINERS[kind](items)
        elif kind in (0x7A, 0x5A):
            stop = pos + 2 + data[pos + 1]
            value, pos = text[pos + 2:stop], stop
        elif kind in _STRINGS:
            stop = pos + 5 + _U32(data, pos + 1)[0]
            value, pos = data[pos + 5:stop].decode("utf-8", "surrogatepass"), stop
        elif kind == 0x73:
            stop = pos + 5 + _U32(data, pos + 1)[0]
            value, pos = data[pos + 5:stop], stop
        elif kind == 0x69:
            value, pos = _I32(data, pos + 1)[0], pos + 5
        elif kind == 0x67:
            value, pos = _F64(data, pos + 1)[0], pos + 9
        elif kind == 0x79:
            value, pos = complex(_F64(data, pos + 1)[0], _F64(data, pos + 9)[0]), pos + 17
        elif kind == 0x6C:  # long: 15-bit digits
            count = _I32(data, pos + 1)[0]
            digits = struct.unpack_from("<%dH" % abs(count), data, pos + 5)
            value = sum(d << (15 * i) for i, d in enumerate(digits)) * (-1 if count < 0 else 1)
            pos += 5 + 2 * abs(count)
        else:
            value, pos = {0x4E: None, 0x54: True, 0x46: False, 0x2E: Ellipsis}[kind], pos + 1
            flagged = 0  # singletons are never numbered
        if flagged:
            refs[slot] = value
        return value, pos

    return objects(1, 0)[0][0]


def rounds(tools, files, repeat):
    """Median seconds per tool, the tools taking turns, every result kept until the round ends."""
    times = {name: [] for name in tools}
    for _ in range(repeat):
        for name, run in tools.items():
            start = time.perf_counter()
            kept = run(files)
            times[name].append(time.perf_counter() - start)
            del kept
            gc.collect()
    return {name: statistics.median(t) for name, t in times.items()}


def main():
    args = corpus_arguments(__doc__.splitlines()[0])
    files = [data for _, data in load_files(corpus_dir(args.corpus), args.limit)]
    for data in files:  # the floor reader reads what marshal reads: the same constants
        _, fields, _, _ = floor_read(data[16:])
        assert len(fields[1]) == len(marshal.loads(data[16:]).co_consts)
    tools = {
        "marshal": lambda fs: [f[:16] + marshal.dumps(c) for f, c in zip(fs, [marshal.loads(f[16:]) for f in fs])],
        "antioch": lambda fs: [write_pyc(p) for p in [read_pyc(f) for f in fs]],
        "floor": lambda fs: [floor_read(f[16:]) for f in fs],
    }
    medians = rounds(tools, files, args.repeat)
    print("CPython %d.%d: %d .pyc files; median of %d rounds" % (sys.version_info[:2] + (len(files), args.repeat)))
    for name, seconds in medians.items():
        print("%-8s %7.3f s  %5.2fx marshal" % (name, seconds, seconds / medians["marshal"]))


if __name__ == "__main__":
    main()
