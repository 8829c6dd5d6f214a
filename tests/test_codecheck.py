"""What CPython's code constructor refuses at load is a problem for verify and one line for the rest."""
from dataclasses import replace

import pytest

from antioch.analysis import verify
from antioch.cli import main
from antioch.codecheck import load_problems
from antioch.codeobj import fields_of
from antioch.pyc import new_pyc, write_pyc

SOURCE = "def f(a, b):\n    return a + b\nprint(f(1, 2))\n"


def module():
    return fields_of(compile(SOURCE, "m.py", "exec"))


def function():
    return next(c for c in module().consts if hasattr(c, "co_code") or hasattr(c, "code"))


@pytest.mark.parametrize("field", ["names", "varnames"])
@pytest.mark.parametrize("item", [5, b"x", None])
def test_a_name_that_is_not_a_str_is_refused_even_when_unused(field, item):
    """CPython 3.8 aborts on it ("non-string found in code slot"); verify said nothing when no
    instruction used the name."""
    f = fields_of(function())
    bad = replace(f, **{field: getattr(f, field) + (item,)},
                  nlocals=f.nlocals + (field == "varnames"))
    problems = verify(bad)
    assert [p.rule for p in problems] == ["fields"]
    assert "co_%s[%d] is %s, not str" % (field, len(getattr(f, field)), type(item).__name__) in problems[0].message
    assert load_problems(f) == []


@pytest.mark.parametrize("changes, expected", [
    ({"argcount": -1}, "co_argcount is -1"),
    ({"kwonlyargcount": 2 ** 31}, "co_kwonlyargcount is 2147483648"),
    ({"posonlyargcount": 3}, "co_posonlyargcount 3 is more than co_argcount 2"),
    ({"stacksize": -5}, "co_stacksize is -5"),
    ({"consts": [1, 2]}, "co_consts is list, not tuple"),
    ({"filename": b"m.py"}, "co_filename is bytes, not str"),
])
def test_other_slots_the_constructor_checks(changes, expected):
    problems = verify(replace(fields_of(function()), **changes))
    assert problems and problems[0].rule == "fields"
    assert expected in problems[0].message


def test_a_pyc_with_such_a_name_is_refused_by_verify_and_listed_plainly_by_dis(tmp_path, capsys):
    """``antioch dis`` printed a TypeError traceback; verify exited 0."""
    top = module()
    path = tmp_path / "bad.pyc"
    path.write_bytes(write_pyc(new_pyc(replace(top, names=top.names + (5,)))))
    assert main(["verify", str(path)]) == 1
    out, err = capsys.readouterr()
    assert "co_names[%d] is int, not str" % len(top.names) in out + err
    assert main(["dis", str(path)]) == 0
    out, err = capsys.readouterr()
    assert "co_names[%d] is int, not str" % len(top.names) in out
    assert "Traceback" not in out + err
