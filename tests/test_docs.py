"""The documentation site builds with no warning, and every Python example of the guide runs.

A ```python (or ```py, ```pycon) block holding ``>>>`` prompts is a doctest (its output must match); any other
```python block must run without an exception.  An HTML comment right before the fence,
``<!-- example: python >= 3.11 -->`` or ``<!-- example: python >= 3.8, < 3.14 -->``, limits an example to the
versions whose bytecode it shows or reads.
"""
import doctest
import glob
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), ".."))
PAGES = sorted(glob.glob(os.path.join(ROOT, "docs", "*.md"))) + [os.path.join(ROOT, "README.md")]
FENCE = re.compile(r"(?:<!-- example: python >= (?P<since>3\.\d+)(?:, < (?P<until>3\.\d+))? -->\n)?"
                   r"^```(?:python|py|pycon)\n(?P<source>.*?)^```", re.M | re.S)
REQUIRE_DOCS = "ANTIOCH_REQUIRE_DOCS"  # set by `make test-docs`: the docs venv must have mkdocs


def examples():
    for page in PAGES:
        with open(page, encoding="utf-8") as f:
            text = f.read()
        for match in FENCE.finditer(text):
            line = text.count("\n", 0, match.start("source")) + 1
            since = tuple(int(part) for part in match.group("since").split(".")) if match.group("since") else (0,)
            until = tuple(int(part) for part in match.group("until").split(".")) if match.group("until") else (99,)
            name = "%s:%d" % (os.path.relpath(page, ROOT), line)
            yield name, line, match.group("source"), (since, until)


@pytest.mark.parametrize("name, line, source, versions", [pytest.param(*e, id=e[0]) for e in examples()])
def test_guide_example_runs(name, line, source, versions, tmp_path, monkeypatch):
    since, until = versions
    if not since <= sys.version_info[:2] < until:
        pytest.skip("the example is for CPython %d.%d up to %s" % (since + (".".join(map(str, until)),)))
    monkeypatch.chdir(tmp_path)  # examples that write files write them here
    globs = {"__name__": "__docs__"}
    if ">>>" not in source:
        exec(compile("\n" * (line - 1) + source, name.split(":")[0], "exec"), globs)
        return
    test = doctest.DocTestParser().get_doctest(source, globs, name, name.split(":")[0], line - 1)
    report = []
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    result = runner.run(test, out=report.append)
    assert result.failed == 0, "".join(report)


def test_the_runner_finds_the_examples():
    """The runner sees the guide's examples (a broken pattern would make the test above vacuous)."""
    found = {name.split(":")[0] for name, _, _, _ in examples()}
    assert {"README.md", os.path.join("docs", "api.md")} <= found


def mkdocs_or_skip():
    try:
        import mkdocs  # noqa: F401
        import mkdocstrings  # noqa: F401
    except ImportError:
        if os.environ.get(REQUIRE_DOCS):
            pytest.fail("mkdocs is not importable although %s is set" % REQUIRE_DOCS)
        pytest.skip("mkdocs is not installed in this interpreter: `make test-docs` (part of `make test`) "
                    "builds the site in .venv-docs from requirements-docs.txt")


@pytest.mark.subprocess
def test_site_builds_with_no_warning(tmp_path):
    mkdocs_or_skip()
    out = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f", os.path.join(ROOT, "mkdocs.yml"),
                          "-d", str(tmp_path / "site")], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         universal_newlines=True, cwd=ROOT)
    assert out.returncode == 0, out.stdout
    assert "WARNING" not in out.stdout, out.stdout
    assert os.path.exists(str(tmp_path / "site" / "api" / "index.html"))
    with open(str(tmp_path / "site" / "api" / "index.html"), encoding="utf-8") as f:
        api = f.read()
    # the reference is generated from the docstrings: a function's own docstring is there
    assert 'id="antioch.disassemble"' in api and "The assembly listing of" in api


def test_license_file_matches_pyproject():
    with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as f:
        declared = re.search(r'^license = \{ text = "([^"]+)" \}', f.read(), re.M).group(1)
    with open(os.path.join(ROOT, "LICENSE"), encoding="utf-8") as f:
        assert f.readline().strip() == "%s License" % declared


def test_readme_says_how_to_install_the_colour_extra():
    with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as f:
        assert re.search(r"^color = \[", f.read(), re.M), "the colour extra is gone from pyproject.toml"
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        assert "pip install 'antioch[color]'" in f.read()


#: a guide page for each capability, the references, the design and the measurements
GUIDE_PAGES = ["disassembly.md", "assembly.md", "pyc.md", "cfg.md", "ir.md", "vm.md", "forth.md", "explorer.md",
               "api.md", "opcodes.md", "design.md", "performance.md"]


def test_the_site_has_a_page_for_each_capability():
    with open(os.path.join(ROOT, "mkdocs.yml"), encoding="utf-8") as f:
        nav = f.read()
    for page in GUIDE_PAGES:
        assert os.path.isfile(os.path.join(ROOT, "docs", page)), page
        assert re.search(r":\s*%s\s*$" % re.escape(page), nav, re.M), "%s is not in mkdocs.yml's nav" % page
    assert os.path.isfile(os.path.join(ROOT, "CHANGELOG.md"))


#: What a development log says and a user guide does not (the project speaks of itself and its users).
HISTORY = re.compile(r"\bissue \d+|\bsessions?\b|\(was |\.\./shared/|another engineer|\bnot merged\b", re.I)


def test_readme_is_a_short_introduction():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    assert len(lines) <= 200, "README.md has %d lines: the guide is docs/" % len(lines)
    headings = [line for line in lines if line.startswith("## ")]
    for wanted in ("## Install", "## Quick start", "## Documentation"):
        assert wanted in headings


@pytest.mark.parametrize("page", PAGES + [os.path.join(ROOT, "CHANGELOG.md")],
                         ids=lambda page: os.path.relpath(page, ROOT))
def test_pages_speak_of_the_project_not_its_history(page):
    with open(page, encoding="utf-8") as f:
        found = [(number, line) for number, line in enumerate(f, 1) if HISTORY.search(line)]
    assert not found, found[:5]


@pytest.mark.subprocess
@pytest.mark.skipif(sys.version_info[:2] != (3, 13), reason="the README shows CPython 3.13's listings")
def test_readme_listings_are_what_the_commands_print(tmp_path):
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    source = re.search(r"A file `gunk.py`:\n\n```python\n(.*?)```", readme, re.S).group(1)
    ours, theirs = re.findall(r"<pre>\n(.*?)</pre>", readme, re.S)
    (tmp_path / "gunk.py").write_text(source)
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "src"))

    def run(*args):
        return subprocess.run([sys.executable, *args], cwd=str(tmp_path), env=env, stdout=subprocess.PIPE,
                              universal_newlines=True, check=True).stdout
    listing = run("-m", "antioch", "dis", "gunk:gunk").replace(str(tmp_path / "gunk.py"), "/tmp/demo/gunk.py")
    assert listing == ours
    assert run("-c", "import dis, gunk; dis.dis(gunk.gunk)") == theirs
