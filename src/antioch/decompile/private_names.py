"""Private names (``__name`` inside a class) written back as the source wrote them.

Inside a class the compiler stores an attribute ``self.__item`` under the name ``_Class__item``
(``_Py_Mangle`` in ``Python/compile.c``: a name that starts with two underscores and does not end
with two, in a class whose name is not all underscores).  Writing it back mangled compiles to the
same instructions, but from 3.13 a class keeps the attributes its methods assign to ``self`` in
``__static_attributes__`` as they were written (``compiler_add_static_attribute_to_class``): the
unmangled ``__item`` is what the source said, and is what a reader wants to see.
"""
from typing import Optional


def owner_class(qualname: str, is_class: bool) -> Optional[str]:
    """The class whose name mangles the private names of the code called ``qualname`` (the class
    itself for a class body): the innermost part of the qualified name that is no function's
    (a function's name is followed by ``<locals>``)."""
    parts = qualname.split(".")
    candidates = parts if is_class else parts[:-1]
    for i in range(len(candidates) - 1, -1, -1):
        if candidates[i] == "<locals>":
            continue
        if i + 1 < len(parts) and parts[i + 1] == "<locals>":
            continue  # a function around the code
        return candidates[i] if candidates[i].lstrip("_") else None
    return None


def unmangled(name: str, owner: Optional[str]) -> str:
    """``name`` as the source inside class ``owner`` wrote it: ``_Class__x`` is ``__x``."""
    if owner is None:
        return name
    prefix = "_" + owner.lstrip("_")
    if name.startswith(prefix + "__") and not name.endswith("__") and len(name) > len(prefix) + 2:
        return name[len(prefix):]
    return name
