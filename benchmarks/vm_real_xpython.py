"""One of pyperformance's benchmarks in x-python's VM (run by ``benchmarks/vm.py --real --xpython PYTHON``).

    PYTHON benchmarks/vm_real_xpython.py BENCHMARKS_DIR NAME REPEAT LOOPS [ARGS...]

``PYTHON`` is an interpreter where x-python is installed (``pip install x-python``).  The benchmark's
module code runs in x-python's ``PyVM``, so its functions are x-python's and run in its VM when the
work function is called; the modules it imports run natively (x-python has no import hook).  The
timing and the output are :mod:`vm_real_program`'s.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import vm_real_program  # beside this file


def _in_xpython(code, globals_):
    from xpython.vm import PyVM
    PyVM().run_code(code, f_globals=globals_)


if __name__ == "__main__":
    vm_real_program.main(_in_xpython)
