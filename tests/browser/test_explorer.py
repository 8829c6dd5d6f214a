"""The explorer in a real headless browser: type, hover, switch version, step, break the code."""
import dis
import os
import re
import subprocess
import sys

import pytest

from antioch.explore.server import Explorer, vm_versions
from antioch.explore.versions import all_interpreters, find_interpreters
from explore_helpers import running
from pyodide_support import pyodide_missing, run_pyodide

pytestmark = pytest.mark.browser

SRC = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "src")
HOST = (sys.version_info[0], sys.version_info[1])
LOOP = "def total(n):\n    t = 0\n    for i in range(n):\n        t += i\n    return t\n\nprint(total(4))\n"


def antioch_dis(source, python=sys.executable):
    done = subprocess.run([python, "-m", "antioch", "dis", "-c", source], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True, env=dict(os.environ, PYTHONPATH=SRC))
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def server():
    with running(Explorer(all_interpreters(), source=LOOP)) as s:
        yield s


@pytest.fixture()
def page(browser, server):
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server.url)
    settle(page)
    yield page
    context.close()
    assert errors == [], errors  # no JavaScript error in any test


def settle(page, timeout=20000):
    page.wait_for_function("() => window.explorer && window.explorer.idle()", timeout=timeout)


def listing_text(page):
    return page.evaluate("() => Array.from(document.querySelectorAll('#listing .ln .tx'))"
                         ".map(e => e.textContent).join('\\n')")


def type_source(page, text):
    page.click("#code")
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    page.keyboard.type(text)
    settle(page)


def lit_instructions(page):
    """(code index, offset) of the lit listing rows."""
    return page.evaluate("() => Array.from(document.querySelectorAll('#listing .ln.lit, #listing .ln.lit-strong'))"
                         ".map(e => [Number(e.dataset.code), Number(e.dataset.offset)])")


def code_objects(source):
    from antioch.explore.listing import code_objects, compile_user_source

    return code_objects(compile_user_source(source))


def test_typed_function_gives_the_listing_antioch_dis_prints(page):
    source = "def gunk(a=1, *args, b=3):\n    print(args)\n    c = None\n    return (a + b, c)\n"
    type_source(page, source)
    assert page.input_value("#code") == source
    assert listing_text(page) == antioch_dis(source)
    assert page.text_content("#listing-version") == "CPython %d.%d.%d" % sys.version_info[:3]


def lines_of(code):
    """offset -> line of each instruction, as CPython's dis sees it."""
    if HOST >= (3, 11):
        return {i.offset: i.positions.lineno for i in dis.get_instructions(code) if i.opname != "CACHE"}
    starts = sorted(dis.findlinestarts(code))
    out = {}
    for ins in dis.get_instructions(code):
        before = [line for offset, line in starts if offset <= ins.offset]
        out[ins.offset] = before[-1] if before else None
    return out


def test_hovering_a_line_lights_the_instructions_cpython_put_on_it(page):
    codes = code_objects(LOOP)
    for line in (2, 4, 7):
        page.hover("#gutter div[data-line='%d']" % line)
        want = {(index, offset) for index, code in enumerate(codes)
                for offset, at in lines_of(code).items() if at == line}
        assert want and set(map(tuple, lit_instructions(page))) == want, line


@pytest.mark.skipif(HOST < (3, 11), reason="columns exist from CPython 3.11 on")
def test_hovering_a_column_range_and_an_instruction_light_each_other(page):
    # the mouse over `range` in `for i in range(n):` (line 3, columns 13-18)
    box = page.eval_on_selector("#code", "e => { const r = e.getBoundingClientRect(); const s = getComputedStyle(e);"
                                "return [r.left + parseFloat(s.paddingLeft), r.top + parseFloat(s.paddingTop),"
                                "parseFloat(s.lineHeight)]; }")
    width = page.evaluate("() => { const p = document.createElement('span'); p.textContent = 'M'.repeat(50);"
                          "p.style.font = getComputedStyle(document.getElementById('code')).font;"
                          "p.style.position = 'absolute'; p.style.whiteSpace = 'pre';"
                          "document.body.appendChild(p); const w = p.getBoundingClientRect().width / 50;"
                          "p.remove(); return w; }")
    page.mouse.move(box[0] + 15.5 * width, box[1] + 2.5 * box[2])
    strong = page.evaluate("() => Array.from(document.querySelectorAll('#listing .ln.lit-strong .tx'))"
                           ".map(e => e.textContent.trim())")
    assert len(strong) == 1 and strong[0].startswith("LOAD_GLOBAL range")
    marks = page.evaluate("() => Array.from(document.querySelectorAll('#backdrop mark.strong'))"
                          ".map(e => e.textContent)")
    assert marks == ["range"]
    # and back: an instruction lights its source range
    row = page.locator("#listing .ln.instr", has_text="BINARY_OP +=")
    row.hover()
    marks = page.evaluate("() => Array.from(document.querySelectorAll('#backdrop mark.strong'))"
                          ".map(e => e.textContent)")
    assert marks == ["t += i"]


def test_switching_version_shows_that_interpreters_listing(page):
    others = [i for i in find_interpreters() if i.version != HOST]
    if not others:
        pytest.skip("only one CPython is installed")
    for other in (others[0], others[-1]):
        page.select_option("#version", other.label)
        settle(page)
        text = listing_text(page)
        assert text.startswith(".version %d.%d\n" % other.version)
        assert text == antioch_dis(LOOP, other.path)
        assert "v=%d.%d" % other.version in page.url


def test_switching_to_pyodide_314_shows_its_listing_and_says_stepping_is_not_there(page):
    found = [i for i in all_interpreters() if i.pyodide and i.version == (3, 14)]
    if not found:
        pytest.skip(pyodide_missing("3.14") or "no Pyodide 3.14 found")
    page.select_option("#version", found[0].label)
    settle(page, timeout=90000)  # a Pyodide child takes seconds to start
    text = listing_text(page)
    assert text.startswith(".version 3.14\n")
    done = run_pyodide("3.14", ["-m", "antioch", "dis", "-c", LOOP])
    assert done.returncode == 0, done.stderr
    assert text == done.stdout
    assert "(Pyodide)" in page.text_content("#version option:checked")
    message = page.text_content("#step-message")
    if (3, 14) not in vm_versions():
        assert page.is_disabled("#step-run") and "not available for CPython 3.14" in message
    page.select_option("#version", next(i for i in find_interpreters() if i.version == HOST).label)
    settle(page)
    assert page.is_enabled("#step-run") and page.is_hidden("#step-message")


def test_stepping_through_a_loop_draws_locals_stack_and_output(page):
    page.click("#step-run")
    page.wait_for_function("() => document.getElementById('step-info').textContent.startsWith('step 1 /')")
    total = int(page.text_content("#step-info").split("/")[1])
    seen = []
    for _ in range(total - 1):
        page.click("#step-fwd")
        t = page.evaluate("() => { const r = document.querySelector('#locals tr[data-name=t] td:last-child');"
                          "return r ? r.textContent : null; }")
        if t is not None and (not seen or seen[-1] != t):
            seen.append(t)
        current = page.evaluate("() => { const c = document.querySelectorAll('#listing .ln.current');"
                                "return c.length === 1 ? c[0].querySelector('.tx').textContent : null; }")
        instr = page.text_content("#step-instr")
        if "ended" not in instr:
            assert current is not None and " ".join(current.split()) == instr.split("\n")[1]
    assert seen == ["0", "1", "3", "6"]
    assert page.text_content("#output") == "6\n"
    assert "ended" in page.text_content("#step-instr")
    # back to the first `t += i` and read the drawn stack: t and i on top, as in the locals
    page.click("#step-first")
    while not re.match(r"(INPLACE_ADD|BINARY_OP \+=)", page.text_content("#step-instr").split("\n")[1]):
        page.click("#step-fwd")
    for _ in range(3):  # three turns of the loop
        stack = page.evaluate("() => Array.from(document.querySelectorAll('#stack li')).map(e => e.textContent)")
        local = dict(page.evaluate("() => Array.from(document.querySelectorAll('#locals tr'))"
                                   ".map(r => [r.dataset.name, r.cells[1].textContent])"))
        if page.text_content("#stack-when") == "before it":  # CPython's tracer: t and i about to be added
            assert stack[-2:] == [local["t"], local["i"]]
        else:  # antioch's VM: the sum, after the add and before the store
            assert page.text_content("#stack-when") == "after it"
            assert stack[-1] == str(int(local["t"]) + int(local["i"]))
        page.click("#step-fwd")
        while not re.match(r"(INPLACE_ADD|BINARY_OP \+=)", page.text_content("#step-instr").split("\n")[1]):
            page.click("#step-fwd")
    page.click("#step-back")
    assert not re.match(r"(INPLACE_ADD|BINARY_OP)", page.text_content("#step-instr").split("\n")[1])


def test_each_engine_can_be_chosen(page):
    page.select_option("#step-engine-choice", "tracer")
    page.click("#step-run")
    page.wait_for_function("() => document.getElementById('step-info').textContent.startsWith('step 1 /')")
    assert page.text_content("#step-engine") == "(CPython's own tracer)"
    page.select_option("#step-engine-choice", "vm")
    page.click("#step-run")
    page.wait_for_function("() => !document.body.dataset.pending || document.body.dataset.pending === '0'")
    settle(page)
    try:
        import antioch.vm.trace  # noqa: F401
    except ImportError:  # not merged here: the page says so instead of stepping
        assert "not available" in page.text_content("#step-message")
    else:
        assert page.text_content("#step-engine") == "(antioch's VM)"


def test_a_program_that_does_not_stop_meets_the_step_limit(page):
    type_source(page, "while True:\n    pass\n")
    page.click("#step-run")
    page.wait_for_selector("#step-message:not([hidden])")
    assert re.match(r"Stopped after \d+ steps: the step limit is \d+\.", page.text_content("#step-message"))


def test_a_program_that_raises_says_so_with_its_line(page):
    type_source(page, "print('a')\nx = 1 / 0\n")
    page.click("#step-run")
    page.wait_for_selector("#step-message:not([hidden])")
    assert page.text_content("#step-message") == "The program raised ZeroDivisionError: division by zero (line 2)"
    page.keyboard.press("End")  # focus is on the Run button: the arrow keys step
    page.click("#step-last")
    page.focus("#step-run")
    page.keyboard.press("ArrowLeft")
    info = page.text_content("#step-info").split()
    assert int(info[1]) == int(info[3]) - 1


def test_a_line_marker_lights_its_line(page):
    page.hover("#listing .ln.line >> text='.line 4'")
    assert page.get_attribute("#gutter div[data-line='4']", "class") == "lit"
    assert page.locator("#listing .ln.lit, #listing .ln.lit-strong").count() >= 4


def test_broken_code_is_shown_at_its_line_and_fixing_it_recovers(page):
    type_source(page, "x = 1\ndef f(:\n    pass\n")
    assert page.is_visible("#error")
    assert page.text_content("#error").startswith("SyntaxError:") and "(line 2" in page.text_content("#error")
    assert page.get_attribute("#gutter div[data-line='2']", "class") == "error"
    assert "stale" in page.get_attribute("#listing", "class")
    page.keyboard.press("Control+A")
    page.keyboard.type("x = 2\n")
    settle(page)
    assert page.is_hidden("#error") and "stale" not in page.get_attribute("#listing", "class")
    assert listing_text(page) == antioch_dis("x = 2\n")


def test_nested_code_folds_and_jumps_link_to_their_labels(page):
    rows_before = page.locator("#listing .ln:not(.hidden)").count()
    page.click("#listing .ln.code .fold")
    hidden = page.locator("#listing .ln.hidden").count()
    assert hidden > 10 and page.locator("#listing .ln:not(.hidden)").count() == rows_before - hidden
    page.click("#listing .ln.code .fold")
    assert page.locator("#listing .ln.hidden").count() == 0
    link = page.locator("#listing a.jump").first
    target = int(link.get_attribute("data-target"))
    label = link.text_content()
    page.click("#listing .ln.code .fold")  # the jump's target is inside the folded code: it unfolds
    link = page.locator("#listing a.jump").first
    page.click("#listing .ln.code .fold")
    page.click("#listing .ln.code .fold")
    page.evaluate("() => document.querySelector('#listing a.jump').click()")
    row = page.locator("#listing .ln[data-i='%d']" % target)
    assert row.text_content().strip() == label + ":"
    assert "flash" in row.get_attribute("class") and row.is_visible()


def test_cfg_blocks_light_their_instructions(page):
    page.select_option("#cfg-code", "1")
    settle(page)
    nodes = page.locator("#cfg g.node")
    assert nodes.count() >= 3
    nodes.nth(1).hover()
    lit = set(map(tuple, lit_instructions(page)))
    blocks = page.evaluate("() => window.explorer.state.cfg.blocks")
    assert lit == {(1, off) for off in blocks[1]["offsets"]}


def test_the_permalink_reproduces_the_view(page, browser):
    source = "# caf\u00e9\nx = [1, 2]\n"
    type_source(page, source)
    others = [i for i in find_interpreters() if i.version != HOST]
    if others:
        page.select_option("#version", others[0].label)
        settle(page)
    url = page.url
    expected = listing_text(page)
    context = browser.new_context()
    fresh = context.new_page()
    fresh.goto(url)
    settle(fresh)
    assert fresh.input_value("#code") == source
    assert listing_text(fresh) == expected
    context.close()


# -- the look its users know: Compiler Explorer's colours, jump arrows, Python Tutor's cells, a module's graph --

def test_each_source_line_and_its_instructions_share_a_colour(page):
    page.mouse.move(0, 0)  # nothing hovered: the colours alone
    colours = page.evaluate("""() => {
        const bg = (e) => getComputedStyle(e).backgroundColor;
        const rows = Array.from(document.querySelectorAll('#listing .ln.instr'));
        const source = {};
        for (const e of document.querySelectorAll('#backdrop .sl[data-line]')) source[e.dataset.line] = bg(e);
        return {rows: rows.map((r) => [r.dataset.line || null, bg(r)]), source: source};
    }""")
    lines_with_code = {line for line, _ in colours["rows"] if line is not None}
    assert lines_with_code == {str(at) for code in code_objects(LOOP) for at in lines_of(code).values() if at}
    transparent = "rgba(0, 0, 0, 0)"
    for line, colour in colours["rows"]:
        if line is not None:
            assert colour == colours["source"][line] != transparent, line
    assert colours["source"]["6"] == transparent  # the blank line has no instructions and no colour
    assert len({colours["source"][line] for line in lines_with_code}) == len(lines_with_code)
    page.uncheck("#line-colours")
    plain = page.evaluate("() => Array.from(document.querySelectorAll('#listing .ln.instr, #backdrop .sl'))"
                          ".map((e) => getComputedStyle(e).backgroundColor)")
    assert set(plain) == {transparent}


def visible_jumps(page):
    """(from, to) listing lines of the jumps whose both ends are shown."""
    return page.evaluate("""() => {
        const rows = document.querySelectorAll('#listing .ln');
        const out = [];
        window.explorer.state.listing.lines.forEach((r, i) => {
            if (r.kind === 'instr' && r.target !== null && !rows[i].classList.contains('hidden')
                && !rows[r.target].classList.contains('hidden')) out.push([i, r.target]);
        });
        return out;
    }""")


def arrows(page):
    return page.evaluate("""() => Array.from(document.querySelectorAll('#jump-arrows path.jump-arrow')).map((p) => {
        const b = p.getBBox();
        return [Number(p.dataset.from), Number(p.dataset.to), p.classList.contains('back'), b.y, b.y + b.height];
    })""")


def row_middle(page, i):
    return page.evaluate("(i) => { const r = document.querySelectorAll('#listing .ln')[i];"
                         "return r.offsetTop + r.offsetHeight / 2; }", i)


def test_every_jump_is_an_arrow_in_the_listing_gutter(page):
    jumps = visible_jumps(page)
    drawn = arrows(page)
    assert jumps and sorted((f, t) for f, t, *_ in drawn) == sorted(map(tuple, jumps))
    assert any(back for _, _, back, _, _ in drawn) and not all(back for _, _, back, _, _ in drawn)
    for f, t, back, top, bottom in drawn:
        assert back == (t < f)
        ends = sorted((row_middle(page, f), row_middle(page, t)))
        assert abs(top - ends[0]) <= 4 and abs(bottom - ends[1]) <= 4  # from its row to its label's row
    # the arrows sit left of the text, in the gutter the rows leave for them
    gutter = page.evaluate("() => document.getElementById('jump-arrows').getBoundingClientRect().right")
    text = page.evaluate("() => document.querySelector('#listing .ln.instr .tx').getBoundingClientRect().left")
    assert gutter <= text
    page.click("#listing .ln.code .fold")  # folding total's code hides its arrows with its rows
    assert len(arrows(page)) == len(visible_jumps(page)) < len(drawn)


def step_to(page, pattern):
    while not re.match(pattern, page.text_content("#step-instr").split("\n")[1]):
        page.click("#step-fwd")


def test_the_stack_frames_and_locals_are_drawn_as_cells(page):
    page.click("#step-run")
    page.wait_for_function("() => document.getElementById('step-info').textContent.startsWith('step 1 /')")
    step_to(page, r"(INPLACE_ADD|BINARY_OP \+=)")
    page.click("#step-fwd")
    step_to(page, r"(INPLACE_ADD|BINARY_OP \+=)")  # the second turn: t = 0 + ... and i = 1
    drawn = page.evaluate("""() => {
        const ev = window.explorer.state.trace.events[window.explorer.state.step];
        const box = (e) => { const s = getComputedStyle(e), r = e.getBoundingClientRect();
            return {text: e.textContent, border: parseFloat(s.borderTopWidth), top: r.top, height: r.height,
                    top_cell: e.classList.contains('top'), kind: e.dataset.kind}; };
        return {ev: ev, stack: Array.from(document.querySelectorAll('#stack li.cell')).map(box),
                frames: Array.from(document.querySelectorAll('#frames .frame')).map((f) => [
                    f.querySelector('.frame-name').textContent, f.classList.contains('running'),
                    Array.from(f.querySelectorAll('#locals tr')).map((r) => [r.dataset.name, box(r.cells[1])])])};
    }""")
    ev = drawn["ev"]
    assert [c["text"] for c in drawn["stack"]] == ev["stack"] and len(ev["stack"]) >= 1
    assert all(c["border"] >= 1 and c["height"] >= 18 for c in drawn["stack"])
    tops = [c["top"] for c in drawn["stack"]]
    assert tops == sorted(tops, reverse=True)  # bottom of the stack lowest, the top highest
    assert [c["top_cell"] for c in drawn["stack"]] == [False] * (len(tops) - 1) + [True]
    assert [name for name, _, _ in drawn["frames"]] == ev["frames"] == ["<module>", "total"]
    assert [running for _, running, _ in drawn["frames"]] == [False, True]
    local_cells = drawn["frames"][1][2]
    assert [[name, c["text"]] for name, c in local_cells] == ev["locals"]
    assert all(c["border"] >= 1 and c["kind"] == "number" for name, c in local_cells if name in ("t", "i"))


MODULE = "".join("def f%d(x):\n    return x + %d\n\n" % (k, k) for k in range(30)) + (
    "total = 0\nfor k in range(3):\n    if k % 2:\n        total += f1(k)\n    else:\n        total -= f2(k)\n"
    "print(total)\n")


def cfg_shown(page):
    return page.evaluate("""() => { const svg = document.querySelector('#cfg svg');
        return {height: svg.getBBox().height, text: svg.textContent, folded: Number(document.getElementById('cfg')
            .dataset.folded), rows: Math.max(...Array.from(document.querySelectorAll('#cfg g.node')).map(
                (n) => n.querySelectorAll('text').length))}; }""")


def test_a_modules_graph_folds_its_definitions_and_scrolls_to_the_selected_block(page):
    type_source(page, MODULE)
    assert page.input_value("#cfg-code") == "0"  # the module's own graph
    folded = cfg_shown(page)
    assert folded["folded"] > 60 and "<code f0>" in folded["text"] and "more instructions" in folded["text"]
    assert folded["rows"] <= 27  # each block a screenful at most: title, head and 24 rows
    page.uncheck("#cfg-fold")
    settle(page)
    whole = cfg_shown(page)
    assert whole["folded"] == 0 and whole["height"] > 2 * folded["height"] and whole["rows"] > 90
    page.check("#cfg-fold")
    settle(page)
    # selecting the module's last instruction brings its block into the graph's view
    page.evaluate("() => document.getElementById('cfg').scrollTop = 0")
    last = page.evaluate("() => { const rows = Array.from(document.querySelectorAll('#listing .ln.instr'))"
                         ".filter((r) => r.dataset.code === '0'); return Number(rows[rows.length - 1].dataset.i); }")
    in_view = """(b) => { const n = document.querySelector('#cfg g.node[data-block="' + b + '"]');
        const r = n.getBoundingClientRect(), v = document.getElementById('cfg').getBoundingClientRect();
        return r.top >= v.top - 1 && r.bottom <= v.bottom + 1; }"""

    def select(i):
        page.evaluate("(i) => document.querySelectorAll('#listing .ln')[i].scrollIntoView()", i)
        page.click("#listing .ln[data-i='%d'] .op" % i)
        settle(page)
        offset = int(page.get_attribute("#listing .ln[data-i='%d']" % i, "data-offset"))
        return page.evaluate("(o) => window.explorer.state.cfg.blocks.find((b) => b.offsets.includes(o)).index",
                             offset)

    block = select(last)
    assert page.evaluate("() => document.getElementById('cfg').scrollTop") > 0 and page.evaluate(in_view, block)
    # an instruction of a function: its graph is drawn and its block shown
    inside = page.evaluate("() => Number(document.querySelector('#listing .ln.instr[data-code=\"5\"]').dataset.i)")
    block = select(inside)
    assert page.input_value("#cfg-code") == "5" and page.evaluate(in_view, block)
    # a folded definition's row opens its function's graph
    page.select_option("#cfg-code", "0")
    settle(page)
    page.click("#cfg text.open-code[data-code='3']")
    settle(page)
    assert page.input_value("#cfg-code") == "3" and page.evaluate("() => window.explorer.state.cfg.title") == "f2"


def test_the_decompiled_source_lights_against_the_listing(page):
    from antioch.decompile import decompile

    want = decompile(compile(LOOP, "<string>", "exec", dont_inherit=True))
    rows = page.evaluate("() => Array.from(document.querySelectorAll('#decompiled .dl')).map(e => e.textContent)")
    assert "\n".join(r if r.strip() else "" for r in rows) == want.rstrip("\n")
    assert "code objects recompile to the same instructions" in page.text_content("#decompiled-note")
    # an instruction lights the decompiled line it comes back on
    page.locator("#listing .ln.instr", has_text="BINARY_OP +=").hover()
    lit = page.evaluate("() => Array.from(document.querySelectorAll('#decompiled .dl.lit-strong'))"
                        ".map(e => e.textContent.trim())")
    assert lit == ["t += i"]
    # and back: a decompiled line lights its instructions (all of them on that line of the function)
    page.hover("#decompiled .dl >> text='return t'")
    names = page.evaluate("() => Array.from(document.querySelectorAll('#listing .ln.lit, #listing .ln.lit-strong'))"
                          ".map(e => e.textContent.trim().split(/\\s+/)[0])")
    assert names and names[-1] == "RETURN_VALUE" and all(n in ("LOAD_FAST", "LOAD_FAST_BORROW", "RETURN_VALUE")
                                                         for n in names), names
    assert page.evaluate("() => document.querySelectorAll('#decompiled .dl.lit-strong').length") == 1
