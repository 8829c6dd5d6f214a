"""antioch's exceptions: each one carries the place where things went wrong."""
from typing import Optional, Tuple


class AntiochError(Exception):
    """Base of every error antioch raises on bad input."""


class UnsupportedVersionError(AntiochError):
    """A CPython version antioch has no table for."""


class DecodeError(AntiochError):
    """Malformed bytecode or a malformed table inside a code object."""

    def __init__(self, message: str, offset: Optional[int] = None,
                 version: Optional[Tuple[int, int]] = None, where: str = "co_code") -> None:
        self.message = message
        self.offset = offset
        self.version = version
        self.where = where
        place = where
        if offset is not None:
            place += " offset %d" % offset
        if version is not None:
            place += " (CPython %d.%d)" % version
        super().__init__("%s: %s" % (place, message))


class EncodeError(AntiochError):
    """An IR or a value that cannot be written as bytecode for the target version."""


class AsmSyntaxError(AntiochError):
    """Bad assembly text, with the file, line and column where it was found."""

    def __init__(self, message: str, filename: str = "<asm>", line: int = 0, col: int = 0) -> None:
        self.message = message
        self.filename = filename
        self.line = line
        self.col = col
        super().__init__("%s:%d:%d: error: %s" % (filename, line, col, message))


class VerifyError(AntiochError):
    """Bytecode the verifier refused; ``problems`` lists every rule it broke."""

    def __init__(self, problems: list, message: Optional[str] = None) -> None:
        self.problems = problems
        super().__init__(message or "; ".join(str(p) for p in problems) or "verification failed")


class PycError(AntiochError):
    """A .pyc file or marshal stream that cannot be read or written."""

    def __init__(self, message: str, filename: str = "<pyc>", offset: Optional[int] = None) -> None:
        self.message = message
        self.filename = filename
        self.offset = offset
        where = filename if offset is None else "%s: offset %d" % (filename, offset)
        super().__init__("%s: %s" % (where, message))


class UsageError(AntiochError):
    """A command line that asks for nothing sensible; the command prints its usage and exits 2."""
#: What ``compile()`` raises for source it refuses: SyntaxError; ValueError (NUL bytes, 3.8-3.11);
#: RecursionError (nesting past the compiler's limit: 5,000 unary minus signs); MemoryError (the
#: parser's own stack: 50,000 of them).
COMPILE_FAILURES = (SyntaxError, ValueError, RecursionError, MemoryError)


def compile_failure_text(exc: BaseException) -> str:
    """``exc`` from ``compile()`` in a few words (a MemoryError has no message of its own)."""
    if isinstance(exc, MemoryError):
        return "MemoryError: the parser ran out of memory (nested too deeply?)"
    if isinstance(exc, RecursionError):
        return "RecursionError: %s" % exc
    return str(exc)

