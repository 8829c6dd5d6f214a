"""antioch: a workbench for CPython bytecode.

>>> import antioch
>>> def add(a, b=2):
...     return a + b
>>> code = antioch.assemble(antioch.disassemble(add))   # text and back: the same code object
>>> antioch.verify(code)
[]
"""
__version__ = "0.1.0"

from antioch.analysis import stackdepth, verify
from antioch.analysis.cfg import Block, ControlFlowGraph, Edge, build_cfg
from antioch.asm.assemble import assemble, assemble_fields, assemble_ir, function
from antioch.asm.disassemble import disassemble
from antioch.codeobj import CodeFields, Flags, build_code, code_differences, fields_of
from antioch.concretecode import ConcreteCode, ConcreteInstr, concrete
from antioch.errors import AntiochError, AsmSyntaxError, DecodeError, EncodeError, PycError, VerifyError
from antioch.finishing import finish, to_code
from antioch.ir import Bytecode, Instr, Label, RawArg, TryRange
from antioch.lift import lift
from antioch.lower import lower
from antioch.pyc import read_pyc, write_pyc
from antioch.pycview import assemble_pyc

__all__ = [
    "AntiochError",
    "AsmSyntaxError",
    "Block",
    "Bytecode",
    "CodeFields",
    "ConcreteCode",
    "ConcreteInstr",
    "ControlFlowGraph",
    "DecodeError",
    "Edge",
    "EncodeError",
    "Flags",
    "Instr",
    "Label",
    "PycError",
    "RawArg",
    "TryRange",
    "VerifyError",
    "__version__",
    "assemble",
    "assemble_fields",
    "assemble_ir",
    "assemble_pyc",
    "build_cfg",
    "build_code",
    "code_differences",
    "concrete",
    "decompile",
    "disassemble",
    "fields_of",
    "finish",
    "function",
    "lift",
    "lower",
    "read_pyc",
    "stackdepth",
    "to_code",
    "verify",
    "write_pyc",
]


def __getattr__(name: str) -> object:
    # The decompiler is imported when first asked for (PEP 562): it is the larger part of what
    # `import antioch` would read, and most commands never use it.
    if name == "decompile":
        import importlib

        module = importlib.import_module("antioch.decompile")  # a callable package: antioch.decompile(code)
        globals()["decompile"] = module
        return module
    raise AttributeError("module 'antioch' has no attribute %r" % name)
