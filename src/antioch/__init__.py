"""antioch: a workbench for CPython bytecode.

>>> import antioch
>>> def add(a, b=2):
...     return a + b
>>> code = antioch.assemble(antioch.disassemble(add))   # text and back: the same code object
>>> antioch.verify(code)
[]
"""
__version__ = "0.1.0"

from antioch import decompile  # a callable package: antioch.decompile(code) -> source
from antioch.analysis import stackdepth, verify
from antioch.asm.assemble import assemble, assemble_fields, function
from antioch.asm.disassemble import disassemble
from antioch.codeobj import CodeFields, build_code, code_differences, fields_of
from antioch.errors import AntiochError, AsmSyntaxError, DecodeError, EncodeError, PycError, VerifyError
from antioch.ir import Bytecode, Instr, Label, TryRange
from antioch.lift import lift
from antioch.lower import lower
from antioch.pyc import read_pyc, write_pyc
from antioch.pycview import assemble_pyc

__all__ = [
    "AntiochError",
    "AsmSyntaxError",
    "Bytecode",
    "CodeFields",
    "DecodeError",
    "EncodeError",
    "Instr",
    "Label",
    "PycError",
    "TryRange",
    "VerifyError",
    "__version__",
    "assemble",
    "assemble_fields",
    "assemble_pyc",
    "build_code",
    "code_differences",
    "decompile",
    "disassemble",
    "fields_of",
    "function",
    "lift",
    "lower",
    "read_pyc",
    "stackdepth",
    "verify",
    "write_pyc",
]
