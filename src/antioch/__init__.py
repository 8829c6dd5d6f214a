"""antioch: a workbench for CPython bytecode."""
from antioch.analysis import stackdepth, verify
from antioch.asm.assemble import assemble, function
from antioch.asm.disassemble import disassemble

__all__ = ["assemble", "disassemble", "function", "stackdepth", "verify"]
