"""A Forth whose colon definitions are compiled to CPython bytecode by antioch.

>>> import io
>>> from antioch.forth import Forth
>>> out = io.StringIO()
>>> forth = Forth(out=out)
>>> forth.evaluate(': fib dup 2 < if exit then dup 1- recurse swap 2 - recurse + ;  20 fib .')
[]
>>> out.getvalue()
'6765 '
"""
from antioch.forth.kernel import Bye, ForthError
from antioch.forth.system import Forth

__all__ = ["Bye", "Forth", "ForthError"]
