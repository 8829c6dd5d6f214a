""".pyc files seen through the assembly language: what ``antioch pyc`` and ``antioch dis FILE.pyc`` show
(the header, then the listing), and listings assembled into a .pyc for any version.

The listing is antioch's assembly language for the versions the IR decodes (3.6-3.15; it
assembles back for 3.8-3.15) and a plain listing for 2.7, whose variable-length bytecode
the IR does not take.  The header lines are comments, so the listing still assembles.
"""
import datetime
from typing import Any, List, Optional, Tuple

from antioch.analysis.cfg import check_analysable
from antioch.asm.assemble import assemble_fields
from antioch.asm.disassemble import code_of, find_code, resolve_target
from antioch.asm.printer import format_listing
from antioch.codeobj import CodeFields, fields_of
from antioch.errors import AntiochError, DecodeError, EncodeError, PycError, UnsupportedVersionError
from antioch.files import cannot_read, read_bytes
from antioch.pyc.header import PycFile, new_pyc, read_pyc, write_pyc
from antioch.pyc.plainlisting import plain_listing

Version = Tuple[int, int]

#: the oldest version whose code objects go through the IR and the assembly printer
IR_READABLE_FROM = (3, 6)


def load_pyc(path: str) -> PycFile:
    """The .pyc file at ``path``; :class:`PycError` naming the file for anything wrong."""
    try:
        data = read_bytes(path)
    except OSError as exc:
        raise PycError("cannot read: %s" % (exc.strerror or exc), path) from None
    return read_pyc(data, path)


def header_lines(pyc: PycFile, filename: str = "") -> List[str]:
    """The header as comment lines: version, magic, flags, timestamp or hash, source size."""
    magic = pyc.magic
    out = []
    if filename:
        out.append("; file         %s" % filename)
    out.append("; version      CPython %d.%d" % pyc.version)
    number = int.from_bytes(magic[:2], "little")
    if pyc.prerelease:
        out.append("; magic        %s (%d, from the pre-release %s; read as %d.%d)"
                   % ((magic.hex(), number, pyc.prerelease) + pyc.version))
    else:
        out.append("; magic        %s (%d)" % (magic.hex(), number))
    if pyc.version >= (3, 7):
        if pyc.hash_based:
            kind = "hash-based, %s" % ("checked" if pyc.check_source else "unchecked")
        else:
            kind = "timestamp-based"
        out.append("; flags        0x%x (%s)" % (pyc.flags, kind))
    if pyc.hash_based:
        out.append("; source hash  %s" % (pyc.source_hash or b"").hex())
    else:
        mtime = pyc.mtime or 0
        when = datetime.datetime.fromtimestamp(mtime, datetime.timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")
        out.append("; mtime        %d (%s)" % (mtime, when))
        if pyc.source_size is not None:
            out.append("; source size  %d" % pyc.source_size)
    if pyc.trailing:
        out.append("; trailing     %d bytes after the code object" % len(pyc.trailing))
    return out


def pyc_listing(pyc: PycFile, filename: str = "", raw: bool = False, source: bool = False,
                code: Any = None) -> str:
    """The header lines and the listing of the code object of ``pyc`` (or of ``code`` nested in it)."""
    head = header_lines(pyc, filename)
    code = pyc.code if code is None else code
    if pyc.version >= IR_READABLE_FROM:
        try:
            return format_listing(code, raw=raw, source=source, preamble=head)
        except DecodeError as exc:
            head.append("; the IR cannot decode this code (%s)" % exc)
    text = plain_listing(code)
    first, _, rest = text.partition("\n")
    return "\n".join([first] + head + [rest])


def is_pyc_target(target: Optional[str]) -> bool:
    """Whether ``antioch dis TARGET`` names a .pyc file (``FILE.pyc`` or ``FILE.pyc:qualname``)."""
    if not target:
        return False
    return target.endswith(".pyc") or ".pyc:" in target


def load_pyc_target(target: str) -> Tuple[PycFile, str, Optional[CodeFields]]:
    """``FILE.pyc[:qualname]``: the file, its path and the code object named (None: the module's)."""
    path, _, qualname = target.partition(".pyc:")
    path = target if not qualname else path + ".pyc"
    pyc = load_pyc(path)
    code = None
    if qualname:
        code = find_code(pyc.code, qualname)
        if code is None:
            raise PycError("no code object named %s" % qualname, path)
    return pyc, path, code


def pyc_target_listing(target: str, raw: bool = False, source: bool = False) -> str:
    """The listing for ``antioch dis FILE.pyc[:qualname]``, of whatever version the file is."""
    pyc, path, code = load_pyc_target(target)
    return pyc_listing(pyc, path, raw=raw, source=source, code=code)


def target_code(target: Optional[str], command: Optional[str]) -> Any:
    """The code object a command-line TARGET names (``antioch verify``, ``antioch cfg``): the
    ``FILE.pyc[:qualname]`` of any version or the listing ``FILE.pyasm[:qualname]`` as
    :class:`CodeFields`, else the host's compiled code."""
    if command is None and target is not None and is_pyc_target(target):
        pyc, _, code = load_pyc_target(target)
        return code if code is not None else pyc.code
    if command is None and target is not None and (target.endswith(".pyasm") or ".pyasm:" in target):
        return load_listing_target(target)
    return code_of(resolve_target(target, command))[0]


def analysable_target_code(target: Optional[str], command: Optional[str]) -> Any:
    """:func:`target_code` for the commands that analyse it (``verify``, ``cfg``): code of a version the
    control-flow graph does not model (a 2.7 or 3.6-3.7 .pyc) is refused in one line naming the file."""
    code = target_code(target, command)
    try:
        check_analysable(fields_of(code).version)
    except UnsupportedVersionError as exc:
        if target is None:
            raise
        path = target.partition(".pyc:")[0] + ".pyc" if ".pyc:" in target else target
        raise UnsupportedVersionError("%s: %s" % (path, exc)) from None
    return code


def load_listing_target(target: str) -> CodeFields:
    """``FILE.pyasm[:qualname]``: the listing assembled, unverified (what the command is there to check)."""
    path, _, qualname = target.partition(".pyasm:")
    path = target if not qualname else path + ".pyasm"
    try:
        text = read_bytes(path).decode("utf-8")
    except OSError as exc:
        raise AntiochError(cannot_read(path, exc)) from None
    except UnicodeDecodeError as exc:
        raise AntiochError("%s: not UTF-8 text (byte 0x%02x at offset %d)"
                           % (path, exc.object[exc.start], exc.start)) from None
    code = assemble_fields(text, path)
    if qualname:
        code = find_code(code, qualname)
        if code is None:
            raise AntiochError("%s: no code object named %s" % (path, qualname))
    return code


def assemble_pyc(text: str, version: Version, filename: str = "<asm>", mtime: int = 0,
                 source_size: int = 0, verify: bool = False) -> bytes:
    """A .pyc file for CPython ``version`` from assembly ``text``, on any host.

    The listing must be for ``version`` (its ``.version`` line, when it has one, must agree); with
    ``verify``, code the verifier finds unsafe is refused.
    """
    code = assemble_fields(text, filename, version, verify=verify)
    if code.version != version:
        raise EncodeError("%s: the listing is CPython %d.%d assembly, the target is %d.%d"
                          % (filename, code.version[0], code.version[1], version[0], version[1]))
    return write_pyc(new_pyc(code, mtime, source_size))


__all__ = ["analysable_target_code", "assemble_pyc", "header_lines", "is_pyc_target", "load_listing_target",
           "load_pyc", "pyc_listing", "pyc_target_listing"]
