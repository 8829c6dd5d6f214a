"""Reading and re-writing every stdlib .pyc of this interpreter: antioch beside xdis and CPython's marshal.

    python benchmarks/pyc_rw.py [--repeat N] [--limit FILES] [--corpus DIR]

The .pyc files are this interpreter's standard library compiled with py_compile (the cache the
tests build, ``<tmp>/antioch-pyc-corpus/X.Y.Z``, is reused when present).  All files are read
into memory first; then, over the same bytes, each tool reads every file and writes it back:

  marshal   marshal.loads(body) / header + marshal.dumps(code)     (C, this host's version only)
  antioch   antioch.pyc.read_pyc(data) / write_pyc(pyc)            (pure Python, any version;
            code objects that did not change are written back by copying the bytes they were
            read from, see antioch.pyc.spans)
  antioch-fresh  read_pyc(data) / header + antioch.pyc.dumps(pyc.code)  (every object written
            out one by one, as CPython's marshal chooses type codes: not byte-identical)
  xdis      xdis.load.load_module_from_file_object / xdis.marsh.dumps (if installed; for the
            host's own version load_module calls the native marshal.loads)
  xdis-own  xdis.unmarshal.load_code / xdis.marsh.dumps  (xdis's pure Python reader, which it uses
            for every other version)

It prints the median time of each over ``--repeat`` rounds in which the tools take turns
(xdis-own, the slowest by far, runs once), the ratios between them, and how many files each
wrote back byte-identical (and how many it failed to read or write at all).
"""
import argparse
import glob
import io
import marshal
import os
import py_compile
import statistics
import sys
import sysconfig
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))

from antioch.pyc import dumps, read_pyc, write_pyc

HOST = sys.version_info[:2]


def corpus_dir(given):
    if given:
        return given
    release = "%d.%d.%d" % sys.version_info[:3]
    cache = os.path.join(os.environ.get("ANTIOCH_PYC_CORPUS") or os.path.join(tempfile.gettempdir(),
                                                                              "antioch-pyc-corpus"), release)
    if os.path.exists(os.path.join(cache, "COMPLETE")):
        return cache
    target = tempfile.mkdtemp(prefix="antioch-pyc-bench-")
    root = sysconfig.get_paths()["stdlib"]
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in ("site-packages", "__pycache__"))
        for name in sorted(f for f in filenames if f.endswith(".py")):
            rel = os.path.relpath(os.path.join(dirpath, name), root)
            try:
                py_compile.compile(os.path.join(dirpath, name), cfile=os.path.join(target, rel + "c"),
                                   dfile=rel, doraise=True)
            except (py_compile.PyCompileError, OSError, ValueError):
                continue
    return target


def load_files(directory, limit):
    paths = sorted(glob.glob(os.path.join(directory, "**", "*.pyc"), recursive=True))
    if limit:
        paths = paths[:limit]
    out = []
    for path in paths:
        with open(path, "rb") as f:
            out.append((path, f.read()))
    return out


# -- one tool each: read(data) -> object, write(object, data) -> bytes -----------------------------

def marshal_read(data):
    return marshal.loads(data[16:])


def marshal_write(code, data):
    return data[:16] + marshal.dumps(code)


def antioch_read(data):
    return read_pyc(data)


def antioch_write(pyc, data):
    return write_pyc(pyc)


def antioch_fresh_write(pyc, data):
    return data[:16] + dumps(pyc.code, pyc.version)


def xdis_tools():
    """xdis as people call it (load_module: native marshal for the host's own version) and its own reader."""
    try:
        import xdis.load
        import xdis.marsh
        import xdis.unmarshal
    except ImportError:
        return []

    def load_module(data):
        version, _, _, code = xdis.load.load_module_from_file_object(io.BytesIO(data), "<bench>")[:4]
        return version, code

    def own_reader(data):
        version, _, magic = xdis.load.load_module_from_file_object(io.BytesIO(data), "<bench>", get_code=False)[:3]
        return version, xdis.unmarshal.load_code(io.BytesIO(data[16:]), magic)

    def write(loaded, data):
        version, code = loaded
        body = xdis.marsh.dumps(code, python_version=version)
        return data[:16] + (body.encode("latin-1") if isinstance(body, str) else body)

    return [("xdis", load_module, write), ("xdis-own", own_reader, write)]


def run_tool(read, write, files):
    """(read s, write s, identical files, failed files) for one pass; a file fails if read or write raises."""
    loaded = []
    start = time.perf_counter()
    for _, data in files:
        try:
            loaded.append(read(data))
        except Exception:  # xdis's own reader raises on some files
            loaded.append(None)
    read_time = time.perf_counter() - start
    same = failed = 0
    write_time = 0.0
    for (_, data), obj in zip(files, loaded):
        if obj is None:
            failed += 1
            continue
        start = time.perf_counter()
        try:
            out = write(obj, data)
        except Exception:  # xdis's writer raises on many code objects; count, do not time
            failed += 1
            continue
        write_time += time.perf_counter() - start
        same += out == data
    return read_time, write_time, same, failed


def corpus_arguments(description):
    """The command line of a benchmark over this interpreter's stdlib .pyc files, parsed."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--limit", type=int, default=0, help="only the first FILES files")
    parser.add_argument("--corpus", help="a directory of .pyc files of this interpreter's version")
    return parser.parse_args()


def main():
    args = corpus_arguments(__doc__.splitlines()[0])
    files = load_files(corpus_dir(args.corpus), args.limit)
    total = sum(len(data) for _, data in files)
    print("CPython %d.%d: %d .pyc files, %.1f MB" % (HOST + (len(files), total / 1e6)))
    tools = [("marshal", marshal_read, marshal_write), ("antioch", antioch_read, antioch_write),
             ("antioch-fresh", antioch_read, antioch_fresh_write)]
    xdis = xdis_tools()
    tools.extend(xdis)
    # The tools take turns, one run each per round, so that a change in the machine's load
    # during the benchmark falls on all of them alike.
    runs = {name: [] for name, _, _ in tools}
    for round_ in range(args.repeat):
        for name, read, write in tools:
            if name == "xdis-own" and round_:
                continue  # about 0.1 s a file: once is enough
            runs[name].append(run_tool(read, write, files))
    results = {}
    for name, done in runs.items():
        results[name] = (statistics.median(r[0] for r in done), statistics.median(r[1] for r in done),
                         done[0][2], done[0][3])
    print("%-13s %9s %9s %9s %10s %11s %9s" % ("tool", "read s", "write s", "total s", "x marshal",
                                              "identical", "failed"))
    base = sum(results["marshal"][:2])
    for name, (r, w, same, failed) in results.items():
        print("%-13s %9.3f %9.3f %9.3f %10.1f %6d/%-4d %9d" % (name, r, w, r + w, (r + w) / base, same,
                                                             len(files), failed))
    for name in ("xdis", "xdis-own"):
        if name in results:
            a, x = results["antioch"], results[name]
            print("antioch / %s: read %.2f, write %.2f (%s read and wrote %d of %d files without an error; antioch %d)"
                  % (name, a[0] / x[0], a[1] / x[1] if x[1] else float("nan"), name, len(files) - x[3],
                     len(files), len(files) - a[3]))
    if not xdis:
        print("(xdis is not installed: pip install xdis)")


if __name__ == "__main__":
    main()
