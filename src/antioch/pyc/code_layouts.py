"""How each version lays a code object out in marshal data, as the reader gathers it: which field
comes where in the stream (Python/marshal.c, ``w_object`` of a code object), and how the gathered
list becomes a :class:`~antioch.codeobj.CodeFields` in one positional call."""
import struct
from dataclasses import fields
from operator import itemgetter
from typing import Any, Callable, Dict, List, Tuple

from antioch.codeobj import CodeFields
from antioch.pyc import typecodes as T

#: Every field of CodeFields and its default, in declaration order (its __init__'s parameters).
_DEFAULTS = {f.name: f.default for f in fields(CodeFields)}
#: 3.11+ fields derived from the slots, in the order MarshalReader.make_code appends them
_FROM_LOCALSPLUS = ("varnames", "cellvars", "freevars", "nlocals")


class CodeBuilder:
    """Makes a version's CodeFields from the list MarshalReader.make_code gathers: the fields in
    stream order, the version, and (3.11+) the fields derived from the slots.

    CodeFields' ``__init__`` is called with every field by position, picked from that list by
    one ``itemgetter`` (by keyword, from a dict, it took twice as long; a .pyc has thousands of
    code objects).  A field the version's data lacks takes its default, except ``qualname``
    (before 3.11), which is the name.
    """

    __slots__ = ("localsplus", "pick", "py2_names", "tail")

    def __init__(self, version: T.Version) -> None:
        stream = [name for name, _ in T.code_layout(version)]
        self.localsplus = stream.index("localsplusnames") if "localsplusnames" in stream else None
        self.py2_names = [(name, stream.index(name)) for name in sorted(T.NAME_FIELDS_27)] \
            if version < (3, 0) else []
        gathered = stream + ["version"] + (list(_FROM_LOCALSPLUS) if self.localsplus is not None else [])
        tail: List[Any] = []
        at = []
        for name, default in _DEFAULTS.items():
            if name in gathered:
                at.append(gathered.index(name))
            elif name == "qualname":
                at.append(gathered.index("name"))
            else:
                at.append(len(gathered) + len(tail))
                tail.append(default)
        self.tail = tuple(tail)
        self.pick = itemgetter(*at)

    def values(self, got: List[Any]) -> Tuple[Any, ...]:
        got += self.tail
        values: Tuple[Any, ...] = self.pick(got)
        return values


_BUILDERS: Dict[T.Version, CodeBuilder] = {}


class CodeShape:
    """A 3.x layout as MarshalReader.read_code_bare reads it: ``head`` unpacks the raw ints
    before the objects (``head_size`` bytes), eight objects follow, then the first line number
    and ``tail`` objects; ``types`` is what the objects and the line number must be."""

    __slots__ = ("head", "head_size", "tail", "types")

    def __init__(self, version: T.Version) -> None:
        steps = T.code_steps(version)
        self.head: Callable[[bytes, int], Tuple[int, ...]] = struct.Struct("").unpack_from
        self.head_size, self.tail = 0, 0
        self.types: Tuple[type, ...] = ()
        if version < (3, 0):
            return
        (_, head, _), (mid_names, _, mid_types), (_, line, _), (tail_names, _, tail_types) = steps
        assert head is not None and line is not None and line.size == 4 and len(mid_names) == 8
        self.head, self.head_size = head.unpack_from, head.size
        self.tail = len(tail_names)
        self.types = (mid_types or ()) + (int,) + (tail_types or ())


_SHAPES: Dict[T.Version, CodeShape] = {}


def code_shape(version: T.Version) -> CodeShape:
    if version not in _SHAPES:
        _SHAPES[version] = CodeShape(version)
    return _SHAPES[version]


def code_builder(version: T.Version) -> CodeBuilder:
    if version not in _BUILDERS:
        _BUILDERS[version] = CodeBuilder(version)
    return _BUILDERS[version]
