"""CPython's own language-core tests with the test module's code in antioch's VM, beside the same tests natively.

    PYTHONPATH=src python tools/vm_libtests.py [MODULE ...] [--timeout S]

For each ``test.test_*`` module (default: the language-core list below) two child processes run
it: one natively, one with the module's code executed by the VM (so every test method, class
body and helper defined in the module is VM code; unittest and the imported helpers run
natively).  Prints tests run and passed in each, per module, and the totals.
"""
import argparse
import importlib.util
import json
import os
import subprocess
import sys
import time
import unittest

MODULES = ["test_grammar", "test_scope", "test_generators", "test_exceptions", "test_with", "test_class",
           "test_super", "test_contextlib", "test_patma", "test_coroutines", "test_listcomps", "test_unpack",
           "test_raise", "test_keywordonlyarg"]


def _load_in_vm(name):
    from antioch.vm import get_vm

    spec = importlib.util.find_spec(name)
    if spec is None:
        raise ImportError(name)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    code = spec.loader.get_code(name)
    get_vm().run_code(code, module.__dict__)
    return module


def child(mode, name):
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))
    full = "test." + name
    start = time.perf_counter()
    try:
        module = _load_in_vm(full) if mode == "vm" else importlib.import_module(full)
        suite = unittest.defaultTestLoader.loadTestsFromModule(module)
    except Exception as exc:  # the module did not even load: report it as one error
        print(json.dumps({"run": 0, "passed": 0, "error": "%s: %s" % (type(exc).__name__, exc)}))
        return
    result = unittest.TestResult()
    suite.run(result)
    bad = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    passed = result.testsRun - bad - len(result.skipped)
    print(json.dumps({"run": result.testsRun, "passed": passed, "failed": bad, "skipped": len(result.skipped),
                      "seconds": round(time.perf_counter() - start, 2),
                      "problems": [t.id().rsplit(".", 1)[-1] for t, _ in result.failures + result.errors],
                      "why": {t.id().split(".", 2)[-1]: _last_line(text)
                              for t, text in result.failures + result.errors}}))


def _last_line(text):
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[-1].strip()[:140] if lines else ""


def run_child(mode, name, timeout):
    env = dict(os.environ)
    src = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src")
    env["PYTHONPATH"] = src + os.pathsep + env.get("PYTHONPATH", "")
    try:
        proc = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", mode, name], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, universal_newlines=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"run": 0, "passed": 0, "error": "timeout after %ds" % timeout}
    lines = proc.stdout.strip().splitlines()
    try:
        return json.loads(lines[-1])
    except (IndexError, ValueError):
        return {"run": 0, "passed": 0, "error": "crashed (status %d)" % proc.returncode}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="*")
    parser.add_argument("--timeout", type=int, default=600)
    parser.add_argument("--child", nargs=2, metavar=("MODE", "MODULE"), help=argparse.SUPPRESS)
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--differences", action="store_true",
                        help="list each test that passes natively and fails in the VM, with its error's last line")
    args = parser.parse_args(argv)
    if args.child:
        child(*args.child)
        return 0
    rows = []
    for name in args.modules or MODULES:
        native = run_child("native", name, args.timeout)
        vm = run_child("vm", name, args.timeout)
        rows.append((name, native, vm))
        note = vm.get("error") or ", ".join(vm.get("problems", [])[:4])
        print("%-20s native %4d/%-4d  VM %4d/%-4d  %s" % (name, native["passed"], native["run"], vm["passed"],
                                                          vm["run"], note[:90]), flush=True)
    if args.differences:
        for name, native, vm in rows:
            native_bad = set(native.get("why", {}))
            for test, why in sorted(vm.get("why", {}).items()):
                if test not in native_bad:
                    print("  %s.%s: %s" % (name, test, why))
    tn = sum(r[1]["passed"] for r in rows)
    tv = sum(r[2]["passed"] for r in rows)
    print("CPython %d.%d: %d tests pass in the VM, %d natively (test module code in the VM)"
          % (sys.version_info[0], sys.version_info[1], tv, tn))
    if args.json:
        print(json.dumps(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
