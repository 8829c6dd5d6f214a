"""Every recipe of docs/ir.md runs, as written, on this interpreter."""
import contextlib
import io
import os
import re

import pytest

DOC = os.path.join(os.path.dirname(__file__), os.pardir, "docs", "ir.md")


def recipes():
    with open(DOC, encoding="utf-8") as f:
        text = f.read()
    found = []
    for m in re.finditer(r"^### (.+?)\n(.*?)(?=^### |\Z)", text, re.S | re.M):
        blocks = re.findall(r"```python\n(.*?)```", m.group(2), re.S)
        if blocks:
            found.append((m.group(1), blocks[0]))
    return found


def test_the_guide_has_the_eight_recipes():
    assert len(recipes()) == 8


@pytest.mark.parametrize("title,code", recipes(), ids=[title for title, _ in recipes()])
def test_recipe_runs(title, code):
    namespace = {"__name__": "recipe"}
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(code, "docs/ir.md: " + title, "exec"), namespace)
