"""The control-flow graph as SVG: through Graphviz's ``dot`` when it is installed, else a layout of our own.

The own layout is deliberately simple and always readable: blocks stacked in code order, fall-through edges
as short arrows between neighbours, every other edge in its own lane to the right of the blocks.  Both kinds
of SVG mark each block as ``<g class="node"><title>B<n></title>...``, which the page links to the listing.

Folded (the page's default), a block shows each nested function or class definition as one row, and a
block longer than MAX_ROWS its first and last rows around a count: the graph of a module then stays a
few screens tall.  Folding changes the drawing only; each block's offsets stay whole.
"""
import shutil
import subprocess
from typing import Any, Dict, List, Optional
from xml.sax.saxutils import escape

from antioch.analysis.dot import EDGE_STYLES
from antioch.analysis.dot import _escape as dot_escape

FONT_SIZE = 11
CHAR_WIDTH = 6.7  # monospace at 11px, wide enough for DejaVu Sans Mono
ROW = 14
PAD = 6
GAP = 22
LANE = 12
#: a folded block longer than this shows its first KEEP_HEAD and last KEEP_TAIL rows
MAX_ROWS = 24
KEEP_HEAD = 14
KEEP_TAIL = 6
COLORS = {"fall": "#444444", "jump": "#1f5fbf", "exception": "#c03030", "call": "#7a7a7a"}


def graphviz_svg(dot: str, timeout: float = 10.0) -> Optional[str]:
    """``dot -Tsvg`` of ``dot``, or None when Graphviz is not installed or fails."""
    exe = shutil.which("dot")
    if exe is None:
        return None
    try:
        done = subprocess.run([exe, "-Tsvg"], input=dot.encode("utf-8"), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=timeout)
    except (OSError, subprocess.SubprocessError):
        return None
    if done.returncode != 0:
        return None
    text = done.stdout.decode("utf-8", "replace")
    start = text.find("<svg")  # drop the XML prolog and DOCTYPE: the page inlines the SVG
    return text[start:] if start >= 0 else None


def shown_rows(block: Dict[str, Any], fold: bool = True) -> List[str]:
    """The rows drawn for ``block`` (a worker's block record): all of them, or folded."""
    rows: List[str] = list(block["rows"])
    if not fold:
        return rows
    for first, last, name in reversed(block.get("definitions", [])):
        store = rows[last].split(" ", 1)[1] if " " in rows[last] else rows[last]
        offset = rows[first].split(" ", 1)[0]
        rows[first:last + 1] = ["%s \u25b8 <code %s> \u2026 %s  (%d instructions)"
                                % (offset, name, store, last - first + 1)]
    if len(rows) > MAX_ROWS:
        hidden = len(rows) - KEEP_HEAD - KEEP_TAIL
        rows[KEEP_HEAD:len(rows) - KEEP_TAIL] = ["     \u2026 %d more instructions" % hidden]
    return rows


def _head(block: Dict[str, Any]) -> str:
    return "B%d  (%s)" % (block["index"], "unreached" if block["depth"] is None else "depth %d" % block["depth"])


def shown_dot(graph: Dict[str, Any], fold: bool = True) -> str:
    """DOT text of the graph as drawn: the rows of :func:`shown_rows`, the edges as antioch's ``cfg``."""
    lines = ["digraph cfg {", '  graph [fontname="monospace", label="%s", labelloc=t];' % dot_escape(graph["title"]),
             '  node [shape=record, fontname="monospace", fontsize=10];', '  edge [fontname="monospace", fontsize=9];']
    for block in graph["blocks"]:
        body = "".join(dot_escape(r).rstrip() + "\\l" for r in shown_rows(block, fold))
        lines.append('  B%d [label="{%s\\l|%s}"];' % (block["index"], dot_escape(_head(block)), body))
    for edge in graph["edges"]:
        lines.append("  B%d -> B%d%s;" % (edge["from"], edge["to"], EDGE_STYLES.get(edge["kind"], "")))
    lines.append("}")
    return "\n".join(lines) + "\n"


def own_svg(graph: Dict[str, Any], fold: bool = True) -> str:
    """SVG of the worker's ``cfg`` answer (``blocks`` with ``rows``, ``edges``, ``title``)."""
    blocks: List[Dict[str, Any]] = graph["blocks"]
    width = 0.0
    boxes = []
    y = float(PAD + ROW + GAP // 2)  # room for the title
    for block in blocks:
        rows = [_head(block)] + shown_rows(block, fold)
        w = max(len(r) for r in rows) * CHAR_WIDTH + 2 * PAD
        h = len(rows) * ROW + 2 * PAD
        boxes.append({"x": float(PAD), "y": y, "w": w, "h": h, "rows": rows, "index": block["index"]})
        width = max(width, w)
        y += h + GAP
    by_index = {b["index"]: b for b in boxes}
    lanes = 0
    paths: List[str] = []
    right = PAD + width
    for edge in graph["edges"]:
        src, dst = by_index.get(edge["from"]), by_index.get(edge["to"])
        if src is None or dst is None:
            continue
        color = COLORS.get(edge["kind"], "#444444")
        dash = ' stroke-dasharray="4 3"' if edge["kind"] in ("exception", "call") else ""
        if edge["kind"] == "fall" and dst["y"] > src["y"] and boxes.index(dst) == boxes.index(src) + 1:
            x = src["x"] + 20
            paths.append('<path class="edge fall" d="M%.1f %.1f V%.1f" stroke="%s" fill="none" '
                         'marker-end="url(#arrow-fall)"/>' % (x, src["y"] + src["h"], dst["y"] - 1, color))
            continue
        lanes += 1
        lx = right + lanes * LANE
        y1 = src["y"] + src["h"] / 2
        y2 = dst["y"] + min(dst["h"] / 2, ROW)
        paths.append('<path class="edge %s" d="M%.1f %.1f H%.1f V%.1f H%.1f" stroke="%s" fill="none"%s '
                     'marker-end="url(#arrow-%s)"/>'
                     % (edge["kind"], src["x"] + src["w"], y1, lx, y2, dst["x"] + dst["w"] + 1, color, dash,
                        edge["kind"] if edge["kind"] in COLORS else "fall"))
    total_w = right + (lanes + 1) * LANE + PAD
    total_h = y + PAD
    out = ['<svg xmlns="http://www.w3.org/2000/svg" class="own-layout" width="%d" height="%d" '
           'viewBox="0 0 %d %d" font-family="monospace" font-size="%d">'
           % (total_w, total_h, total_w, total_h, FONT_SIZE), "<defs>"]
    for kind, color in COLORS.items():
        out.append('<marker id="arrow-%s" viewBox="0 0 8 8" refX="8" refY="4" markerWidth="7" markerHeight="7" '
                   'orient="auto-start-reverse"><path d="M0 0 L8 4 L0 8 z" fill="%s"/></marker>' % (kind, color))
    out.append("</defs>")
    out.append('<text x="%d" y="%d" font-weight="bold">%s</text>' % (PAD, PAD + ROW - 3, escape(graph["title"])))
    for box in boxes:
        out.append('<g class="node" id="cfg-B%d"><title>B%d</title>' % (box["index"], box["index"]))
        out.append('<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#ffffff" stroke="#333333"/>'
                   % (box["x"], box["y"], box["w"], box["h"]))
        for k, row in enumerate(box["rows"]):
            weight = ' font-weight="bold"' if k == 0 else ""
            out.append('<text x="%.1f" y="%.1f"%s xml:space="preserve">%s</text>'
                       % (box["x"] + PAD, box["y"] + PAD + (k + 1) * ROW - 3, weight, escape(row)))
        out.append("</g>")
    out.extend(paths)
    out.append("</svg>")
    return "\n".join(out) + "\n"


def cfg_svg(graph: Dict[str, Any], layout: str = "auto", fold: bool = True) -> Dict[str, Any]:
    """``{"svg", "layout", "folded"}``: Graphviz's drawing (``layout`` auto or graphviz) when it can, else
    our own; ``folded`` counts the instructions folded out of sight."""
    folded = sum(len(b["rows"]) - sum(1 for r in shown_rows(b, fold) if not r.lstrip().startswith("\u2026"))
                 for b in graph["blocks"])
    if layout in ("auto", "graphviz"):
        svg = graphviz_svg(shown_dot(graph, fold))
        if svg is not None:
            return {"svg": svg, "layout": "graphviz", "folded": folded}
    return {"svg": own_svg(graph, fold), "layout": "own", "folded": folded}
