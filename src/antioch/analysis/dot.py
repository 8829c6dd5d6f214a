"""The control-flow graph as Graphviz DOT, each block with its instructions and its entry depth."""
from typing import Any, List

from antioch.analysis.cfg import ControlFlowGraph
from antioch.analysis.stackdepth import analyse
from antioch.ir import Label, RawArg

EDGE_STYLES = {
    "fall": "",
    "jump": ' [color="#1f5fbf"]',
    "exception": ' [color="#c03030", style=dashed, label="exc"]',
    "call": ' [style=dotted, label="call"]',
}


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("<", "\\<").replace(">", "\\>") \
        .replace("{", "\\{").replace("}", "\\}").replace("|", "\\|")


def _arg_text(cfg: ControlFlowGraph, arg: Any) -> str:
    if arg is None:
        return ""
    if isinstance(arg, Label):
        for block in cfg.blocks:
            if arg in block.labels:
                return "B%d" % block.index
        return "?"
    if isinstance(arg, RawArg):
        return "#%d" % int(arg)
    if type(arg).__name__ in ("code", "CodeFields"):
        return "<code %s>" % getattr(arg, "co_name", getattr(arg, "name", "?"))
    try:
        text = repr(arg)
    except ValueError:  # an int past 3.11+'s int-to-text limit; hexadecimal has none
        text = hex(arg)
    except RecursionError:  # a constant nested deeper than repr goes
        text = "<%s>" % type(arg).__name__
    return text if len(text) <= 30 else text[:27] + "..."


def to_dot(cfg: ControlFlowGraph, title: str = "") -> str:
    """DOT text of ``cfg`` (depths are computed if the blocks do not have them yet)."""
    if cfg.blocks and cfg.blocks[0].start_depth is None:
        analyse(cfg)
    lines: List[str] = ["digraph cfg {",
                        '  graph [fontname="monospace", label="%s", labelloc=t];' % _escape(title),
                        '  node [shape=record, fontname="monospace", fontsize=10];',
                        '  edge [fontname="monospace", fontsize=9];']
    for block in cfg.blocks:
        depth = "unreached" if block.start_depth is None else "depth %d" % block.start_depth
        rows = ["B%d  (%s)" % (block.index, depth)]
        for k, instr in enumerate(block.instrs):
            offset = cfg.offsets[block.first + k]
            rows.append("%4d %s %s" % (offset, instr.name, _arg_text(cfg, instr.arg)))
        label = "{" + "|".join(_escape(r).rstrip() + "\\l" for r in rows[:1]) + "|" + \
            "".join(_escape(r).rstrip() + "\\l" for r in rows[1:]) + "}"
        lines.append('  B%d [label="%s"];' % (block.index, label))
    for block in cfg.blocks:
        for edge in block.edges:
            lines.append("  B%d -> B%d%s;" % (block.index, edge.target.index, EDGE_STYLES[edge.kind]))
    lines.append("}")
    return "\n".join(lines) + "\n"
