"""The control-flow graph as Graphviz DOT, each block with its instructions and its entry depth."""
from typing import List, Sequence

from antioch.analysis.cfg import ControlFlowGraph
from antioch.analysis.stackdepth import analyse

EDGE_STYLES = {
    "fall": "",
    "jump": ' [color="#1f5fbf"]',
    "exception": ' [color="#c03030", style=dashed, label="exc"]',
    "call": ' [style=dotted, label="call"]',
}


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("<", "\\<").replace(">", "\\>") \
        .replace("{", "\\{").replace("}", "\\}").replace("|", "\\|")


def to_dot(cfg: ControlFlowGraph, title: str, texts: Sequence[str]) -> str:
    """DOT text of ``cfg`` (depths are computed if the blocks do not have them yet).

    ``texts[k]`` is instruction ``k`` of ``cfg.instrs`` as the listing writes it
    (:func:`antioch.asm.argtext.cfg_instruction_texts`).
    """
    if cfg.blocks and cfg.blocks[0].start_depth is None:
        analyse(cfg)
    lines: List[str] = ["digraph cfg {",
                        '  graph [fontname="monospace", label="%s", labelloc=t];' % _escape(title),
                        '  node [shape=record, fontname="monospace", fontsize=10];',
                        '  edge [fontname="monospace", fontsize=9];']
    for block in cfg.blocks:
        depth = "unreached" if block.start_depth is None else "depth %d" % block.start_depth
        rows = ["B%d  (%s)" % (block.index, depth)]
        for k in range(len(block.instrs)):
            offset = cfg.offsets[block.first + k]
            rows.append("%4d %s" % (offset, texts[block.first + k]))
        label = "{" + "|".join(_escape(r).rstrip() + "\\l" for r in rows[:1]) + "|" + \
            "".join(_escape(r).rstrip() + "\\l" for r in rows[1:]) + "}"
        lines.append('  B%d [label="%s"];' % (block.index, label))
    for block in cfg.blocks:
        for edge in block.edges:
            lines.append("  B%d -> B%d%s;" % (block.index, edge.target.index, EDGE_STYLES[edge.kind]))
    lines.append("}")
    return "\n".join(lines) + "\n"
