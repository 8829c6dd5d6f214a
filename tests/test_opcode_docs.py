"""docs/opcodes.md is what tools/gen_opcode_docs.py writes from today's tables, VM and verifier."""
import importlib.util
import os

ROOT = os.path.join(os.path.dirname(__file__), "..")


def load_generator():
    spec = importlib.util.spec_from_file_location("gen_opcode_docs", os.path.join(ROOT, "tools", "gen_opcode_docs.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_opcode_reference_is_current():
    generator = load_generator()
    with open(generator.OUTPUT, encoding="utf-8") as f:
        checked_in = f.read()
    # Compared section by section, so that a stale file names the opcodes that changed.
    fresh = generator.render()
    stale = [section.splitlines()[0] for section in fresh.split("\n## ") if section not in checked_in]
    gone = [section.splitlines()[0] for section in checked_in.split("\n## ") if section not in fresh]
    assert fresh == checked_in, "docs/opcodes.md is not current (run python tools/gen_opcode_docs.py): %s" % (
        ", ".join(stale + gone)[:500])


def test_every_opcode_has_a_section_with_its_facts():
    generator = load_generator()
    text = generator.render()
    table = generator.table_for((3, 12))
    for name in table.by_name:
        assert "\n## %s\n" % name in text
    # A handler per version, found through the VM's run-time table: 3.12's FOR_ITER keeps the
    # iterator and skips END_FOR; 3.8's BINARY_ADD is the fast addition.
    section = text.split("\n## FOR_ITER\n")[1].split("\n## ")[0]
    assert "| 3.12 | 93 | jrel | 1 | +1 |" in section
    row_38 = next(line for line in section.splitlines() if line.startswith("| 3.8"))
    assert "`iter -- 0 obj`, jump: `iter --`" in row_38
    assert "`-`" not in row_38 and "| - |" not in row_38


def test_effect_formulas_read_as_arithmetic():
    generator = load_generator()
    assert generator.effect_text(("linear", -1, 1)) == "-1+arg"
    assert generator.effect_text(("bytes", 0, 1, 1)) == "lo+hi"
    assert generator.effect_text(-2) == "-2"
    assert generator.effect_text(None) == "?"
