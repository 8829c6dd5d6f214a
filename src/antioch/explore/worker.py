"""The child side of the explorer: ``python -m antioch.explore.worker`` answers one JSON request.

The server starts this module under the interpreter of the version the page asked for, with antioch on
``PYTHONPATH``, sends one request on stdin and reads one JSON answer from stdout:

``{"op": "listing", "source": S}``                    -> the listing (:func:`antioch.explore.listing.listing_of`)
                                                         and ``decompiled`` (:mod:`antioch.explore.decompiled`)
``{"op": "cfg", "source": S, "code": N}``             -> blocks and edges of code object N, and its DOT text
``{"op": "trace", "source": S, "limit": N, ...}``     -> step events (:func:`antioch.explore.tracer.step_events`)

A trace's events do not repeat the output: each says how much of the answer's ``output`` was printed
before it (``output_len``, in UTF-16 units as the page's strings count), since the output so far at
every step would make the answer grow with steps times output (10 MB for 400 lines of print).

Every answer has ``version`` (this interpreter's ``[major, minor, micro]``); a source that does not
compile gives ``{"syntax_error": {...}}`` instead.  Only ``trace`` runs the source; the server kills this
process when it runs out of time.
"""
import json
import os
import sys
from typing import Any, Dict, List


def handle(request: Dict[str, Any]) -> Dict[str, Any]:
    from antioch.explore.listing import code_objects, compile_user_source, listing_of, syntax_error_info

    answer: Dict[str, Any] = {"version": list(sys.version_info[:3])}
    source = request.get("source", "")
    try:
        code = compile_user_source(source)
    except (SyntaxError, ValueError) as exc:
        answer["syntax_error"] = syntax_error_info(exc)
        return answer
    op = request.get("op")
    if op == "listing":
        answer.update(listing_of(code))
        answer["decompiled"] = _decompiled(code, answer["lines"])
    elif op == "cfg":
        answer.update(cfg_of(code, int(request.get("code", 0))))
    elif op == "trace":
        from antioch.explore.tracer import step_events

        listing = listing_of(code)
        text = listing["text"].split("\n")
        where = {(rec["code"], rec["offset"]): i for i, rec in enumerate(listing["lines"]) if rec["kind"] == "instr"}

        def instr_text(ci: int, offset: int) -> str:
            i = where.get((ci, offset))
            return " ".join(text[i].split()) if i is not None else "?"

        result = step_events(code, code_objects(code), instr_text, limit=int(request.get("limit", 1000)),
                             seconds=float(request.get("seconds", 3.0)), engine=request.get("engine", "auto"))
        for event in result["events"]:
            event["listing_line"] = where.get((event["code"], event["offset"]))
            event["output_len"] = len(event.pop("output").encode("utf-16-le")) // 2
        answer.update(result)
    else:
        answer["error"] = "unknown request %r" % (op,)
    return answer


def _decompiled(code: Any, lines: List[Dict[str, Any]]) -> Dict[str, Any]:
    """The decompiled pane's answer; a version the decompiler does not read, or its defect, is one line."""
    from antioch.decompile.facts import DECOMPILES
    from antioch.explore.decompiled import decompiled_of

    if tuple(sys.version_info[:2]) not in DECOMPILES:
        return {"error": "the decompiler does not read CPython %d.%d" % sys.version_info[:2]}
    try:
        return decompiled_of(code, lines)
    except Exception as exc:  # the listing still stands without it
        return {"error": "%s: %s" % (type(exc).__name__, exc)}


def cfg_of(code: Any, index: int) -> Dict[str, Any]:
    """Blocks (with their instructions' offsets and text), edges and Graphviz DOT of code object ``index``."""
    from antioch import fields_of, lift
    from antioch.analysis.cfg import build_cfg
    from antioch.analysis.dot import to_dot
    from antioch.analysis.stackdepth import analyse
    from antioch.asm.argtext import cfg_instruction_texts
    from antioch.explore.listing import code_objects

    codes = code_objects(code)
    if not 0 <= index < len(codes):
        return {"error": "no code object %d (there are %d)" % (index, len(codes))}
    f = fields_of(codes[index])
    cfg = build_cfg(lift(f))
    analyse(cfg)
    texts = cfg_instruction_texts(cfg)  # the listing's notation
    title = f.qualname or f.name
    blocks: List[Dict[str, Any]] = []
    edges: List[Dict[str, Any]] = []
    for block in cfg.blocks:
        offsets = [cfg.offsets[block.first + k] for k in range(len(block.instrs))]
        rows = ["%d %s" % (off, texts[block.first + k]) for k, off in enumerate(offsets)]
        blocks.append({"index": block.index, "offsets": offsets, "depth": block.start_depth, "rows": rows,
                       "definitions": nested_definitions(block.instrs)})
        for edge in block.edges:
            edges.append({"from": block.index, "to": edge.target.index, "kind": edge.kind})
    return {"code": index, "title": title, "blocks": blocks, "edges": edges, "dot": to_dot(cfg, title, texts)}


#: instructions from a nested code object's LOAD_CONST to the STORE that names the function or class
MAX_DEFINITION_ROWS = 12


def nested_definitions(instrs: List[Any]) -> List[List[Any]]:
    """``[first, last, name]`` (row indexes in ``instrs``) of each run that makes a function or class of a
    nested code object and stores it: ``LOAD_BUILD_CLASS`` (and the ``PUSH_NULL`` before it) or the code
    object's ``LOAD_CONST``, through the ``STORE_*`` that names the result.  The page's graph folds each
    run into one row, so that a module of definitions stays a short block."""
    runs: List[List[Any]] = []
    k = 0
    while k < len(instrs):
        arg = instrs[k].arg
        if type(arg).__name__ in ("code", "CodeFields"):
            stop = min(len(instrs), k + MAX_DEFINITION_ROWS)
            last = next((j for j in range(k + 1, stop) if instrs[j].name.startswith("STORE_")), None)
            if last is not None:
                first = k
                if first > 0 and instrs[first - 1].name == "LOAD_BUILD_CLASS":
                    first -= 1
                    if first > 0 and instrs[first - 1].name == "PUSH_NULL":
                        first -= 1
                if not runs or runs[-1][1] < first:
                    runs.append([first, last, getattr(arg, "co_name", getattr(arg, "name", "?"))])
                k = last + 1
                continue
        k += 1
    return runs


def main() -> int:
    # The answer goes to the stdout we were given; the program's own prints and any write to fd 1
    # must not mix into it, so fd 1 becomes /dev/null while the request runs.
    answer_stream = os.fdopen(os.dup(1), "w", encoding="utf-8")
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    register_at_fork = getattr(os, "register_at_fork", None)  # none under Pyodide, which cannot fork
    if register_at_fork is not None:
        # a process the program forks must not hold the server's pipes open (the server reads them to
        # their end) nor write an answer of its own: its copies of them go; the server kills it with
        # this child's process group
        def detach() -> None:
            os.dup2(devnull, 2)
            os.close(answer_stream.fileno())

        register_at_fork(after_in_child=detach)
    try:
        request = json.loads(sys.stdin.read())
        answer = handle(request)
    except Exception as exc:  # reported to the server as one line, not a traceback
        answer = {"version": list(sys.version_info[:3]), "error": "%s: %s" % (type(exc).__name__, exc)}
    json.dump(answer, answer_stream)
    answer_stream.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
