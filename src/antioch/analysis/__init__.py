"""Control-flow graph, stack depth and the verifier.

``stackdepth(ir)`` is the stack size CPython's compiler would declare; ``verify(code_or_ir)``
lists every reason the code might crash the interpreter.
"""
from antioch.analysis.cfg import Block, ControlFlowGraph, Edge, build_cfg
from antioch.analysis.stackdepth import stackdepth
from antioch.analysis.verify import Problem, verify

__all__ = ["Block", "ControlFlowGraph", "Edge", "Problem", "build_cfg", "stackdepth", "verify"]
