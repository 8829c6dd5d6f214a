"""Regenerate docs/explorer.png: the explorer in headless Chromium, mid-way through stepping a loop.

It shows what the browser tests check: each source line and its instructions in one colour, the jumps
as arrows in the listing's gutter, the value stack, frames and locals as cells, and the folded graph.

Run by ``make screenshots`` (Debian's chromium, Playwright for Python; no browser download).
"""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "src"))
sys.path.insert(0, os.path.join(HERE, "..", "tests"))

from playwright.sync_api import sync_playwright  # noqa: E402

from antioch.explore.server import Explorer  # noqa: E402
from antioch.explore.versions import find_interpreters  # noqa: E402
from explore_helpers import running  # noqa: E402

SOURCE = '''def collatz(n):
    steps = 0
    while n != 1:
        if n % 2:
            n = 3 * n + 1
        else:
            n //= 2
        steps += 1
    return steps

for k in (6, 7):
    print(k, collatz(k))
'''


def main(out: str) -> int:
    chromium = os.environ.get("ANTIOCH_CHROMIUM") or shutil.which("chromium")
    if chromium is None:
        print("explorer_screenshot: Debian's chromium is not installed (apt-get install chromium)", file=sys.stderr)
        return 1
    with running(Explorer(find_interpreters(), source=SOURCE)) as server, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": 1480, "height": 820}, device_scale_factor=1)
        page.goto(server.url)
        page.wait_for_function("() => window.explorer && window.explorer.idle()", timeout=20000)
        page.select_option("#cfg-code", "1")  # the graph of collatz
        page.wait_for_function("() => window.explorer.idle()")
        page.click("#step-run")
        page.wait_for_function("() => document.getElementById('step-info').textContent.startsWith('step 1 /')")
        # on to the second `3 * n + 1` with `3 * n` and `1` on the stack
        seen, before = 0, ""
        for _ in range(400):
            page.click("#step-fwd")
            now = page.text_content("#step-instr").split("\n")[1]
            if now.startswith("LOAD_CONST 1") and before.startswith("BINARY_OP *"):
                seen += 1
                if seen == 2:
                    break
            before = now
        if seen < 2:
            print("explorer_screenshot: the stepper never reached the second `3 * n + 1`", file=sys.stderr)
            browser.close()
            return 1
        page.mouse.move(0, 0)  # nothing hovered: the line colours show
        page.screenshot(path=out)
        browser.close()
    print("wrote %s" % out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "docs", "explorer.png")))
