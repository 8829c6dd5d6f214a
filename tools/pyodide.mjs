// Run a Python command inside a real CPython 3.14 or 3.15: Pyodide's WebAssembly build, under Node.
//
//   node tools/pyodide.mjs 3.14 -c 'import sys; print(sys.version)'
//   node tools/pyodide.mjs 3.15 -m antioch roundtrip --stdlib
//   node tools/pyodide.mjs 3.14 tools/gen_opcodes.py --check
//
// The interpreters are the npm packages in tools/pyodide/package.json (`make pyodide` installs them into
// tools/pyodide/node_modules, which git ignores).  The work tree is mounted (NODEFS) at its own absolute path,
// and so is the current directory when it lies outside, so paths mean the same inside and out; the
// current directory is the same too.  sys.path starts with the script's directory (or '' for -c/-m),
// then src/ and, if present, .pyodide/site (pure-Python test dependencies, `make pyodide-site`).
// PYODIDE_PATH (colon-separated) adds more host directories, mounted and put on sys.path.
//
// stdout and stderr go straight to the process's own; the exit status is Python's: 0, the SystemExit
// code, or 1 after an uncaught exception (its traceback printed).  WebAssembly has no signals: a crash
// of the interpreter (a trap such as "RuntimeError: unreachable", an abort, "memory access out of
// bounds") ends the run with the line "pyodide: fatal: ..." on stderr and exit status 134, the status a
// shell gives a process killed by SIGABRT, so callers tell a crash from a Python error the same way.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const TOOLS = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(TOOLS);
// Which package holds which CPython: tools/pyodide/package.json names them pyodideXYZ.
const PACKAGES = { "3.14": "pyodide314", "3.15": "pyodide315" };
export const FATAL_STATUS = 134;

function usage(message) {
  process.stderr.write(`pyodide.mjs: ${message}\nusage: node tools/pyodide.mjs {${Object.keys(PACKAGES).join(",")}} ` +
    "[-c CODE | -m MODULE | SCRIPT] [ARG ...]\n");
  process.exit(2);
}

function writeAll(fd, bytes) {
  let done = 0;
  while (done < bytes.length) {
    try {
      done += fs.writeSync(fd, bytes, done, bytes.length - done);
    } catch (e) {
      if (e.code !== "EAGAIN") throw e; // a non-blocking pipe that is full: try again
    }
  }
  return bytes.length;
}

function mount(py, hostDir, mounted) {
  const dir = path.resolve(hostDir);
  if (mounted.some((m) => dir === m || dir.startsWith(m + path.sep))) return;
  py.FS.mkdirTree(dir);
  py.FS.mount(py.FS.filesystems.NODEFS, { root: dir }, dir);
  mounted.push(dir);
}

/** Load the Pyodide of `version` with the work tree mounted; returns the pyodide object. */
export async function load(version, extraDirs = []) {
  const pkg = PACKAGES[version];
  if (!pkg) usage(`no Pyodide for CPython ${version}`);
  const entry = path.join(TOOLS, "pyodide", "node_modules", pkg, "pyodide.mjs");
  if (!fs.existsSync(entry)) {
    process.stderr.write(`pyodide.mjs: ${entry} is missing: run \`make pyodide\` first\n`);
    process.exit(2);
  }
  const { loadPyodide } = await import(pathToFileURL(entry).href);
  const env = { ...process.env };
  delete env.HOME; // Pyodide's own home directory (/home/pyodide) exists inside; the host's does not
  const py = await loadPyodide({
    env,
    stdout: undefined,
    stderr: undefined,
  });
  py.setStdout({ write: (bytes) => writeAll(1, bytes) });
  py.setStderr({ write: (bytes) => writeAll(2, bytes) });
  py.setStdin({ read: (buffer) => { try { return fs.readSync(0, buffer); } catch { return 0; } } });
  const mounted = [];
  for (const dir of [ROOT, process.cwd(), ...extraDirs]) mount(py, dir, mounted);
  return py;
}

// Runs inside the interpreter: sets sys.argv, sys.path and the directory, runs the command like
// `python`, and returns the exit status.
const MAIN = `
def _antioch_main(cwd, paths, argv):
    import os, runpy, sys, traceback
    os.chdir(cwd)
    sys.path[1:1] = [p for p in paths if os.path.isdir(p)]
    status = 0
    try:
        if argv[0] == "-c":
            sys.argv = ["-c"] + argv[2:]
            sys.path[0] = ""
            import __main__
            exec(compile(argv[1], "<string>", "exec"), __main__.__dict__)
        elif argv[0] == "-m":
            sys.argv = [argv[1]] + argv[2:]
            sys.path[0] = ""
            runpy.run_module(argv[1], run_name="__main__", alter_sys=True)
        else:
            sys.argv = list(argv)
            script = os.path.abspath(argv[0])  # like python 3.9+: __file__ and tracebacks name the absolute path
            sys.path[0] = os.path.dirname(script)
            runpy.run_path(script, run_name="__main__")
    except SystemExit as e:
        if e.code is None:
            status = 0
        elif isinstance(e.code, int):
            status = e.code
        else:
            print(e.code, file=sys.stderr)
            status = 1
    except BaseException as e:
        # python prints the program's frames only: not this launcher's nor runpy's
        tb = e.__traceback__
        while tb is not None and tb.tb_frame.f_code.co_filename in ("<exec>", "<frozen runpy>"):
            tb = tb.tb_next
        traceback.print_exception(type(e), e, tb)
        status = 1
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:
            pass
    return status
`;

// A Python exception that escaped (not expected: the wrapper catches them) versus the interpreter's death.
function isFatal(err, PythonError) {
  return Boolean(err && err.pyodide_fatal_error) || !(PythonError && err instanceof PythonError);
}

async function main() {
  const [version, ...args] = process.argv.slice(2);
  if (!version) usage("which CPython?");
  if (args.length === 0) usage("nothing to run (the REPL is not offered)");
  if ((args[0] === "-c" || args[0] === "-m") && args.length < 2) usage(`${args[0]} needs an argument`);
  const extra = (process.env.PYODIDE_PATH || "").split(":").filter(Boolean);
  let PythonError;
  try {
    const py = await load(version, extra);
    PythonError = py.ffi.PythonError;
    py.runPython(MAIN);
    const run = py.globals.get("_antioch_main");
    const paths = [path.join(ROOT, "src"), path.join(ROOT, ".pyodide", "site"), ...extra.map((d) => path.resolve(d))];
    const status = run(process.cwd(), py.toPy(paths), py.toPy(args));
    process.exit(status & 0xff);
  } catch (err) {
    if (!isFatal(err, PythonError)) throw err;
    process.stderr.write(`pyodide: fatal: ${err && err.name}: ${err && err.message}\n`);
    process.exit(FATAL_STATUS);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
