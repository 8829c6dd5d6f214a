"""A griffe extension for the API reference (mkdocs.yml): Sphinx roles in docstrings as code.

antioch's docstrings name other objects the Sphinx way (``:func:`antioch.assemble```,
``:class:`~antioch.ir.Bytecode```); Markdown would show the role itself. This writes the name
alone, as code (``~`` keeps only its last part, as in Sphinx), so the reference reads as meant.
"""
import re
from typing import Any

from griffe import Extension

ROLE = re.compile(r":(?:func|class|meth|mod|data|attr|exc|obj):`(~?)([^`]+)`")


def _as_code(match: "re.Match[str]") -> str:
    tilde, name = match.groups()
    return "`%s`" % (name.rsplit(".", 1)[-1] if tilde else name)


class SphinxRoles(Extension):
    def on_instance(self, *, obj: Any, **kwargs: Any) -> None:
        docstring = getattr(obj, "docstring", None)
        if docstring is not None:
            docstring.value = ROLE.sub(_as_code, docstring.value)
