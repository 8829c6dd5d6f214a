// antioch explore: the page. Source on the left, antioch's listing in the middle, the control-flow graph
// and the stepper on the right. Everything comes from this server's JSON API (see server.py).
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const els = {
    version: $("version"), permalink: $("permalink"), status: $("status"),
    code: $("code"), backdrop: $("backdrop"), gutter: $("gutter"), error: $("error"),
    listing: $("listing"), listingVersion: $("listing-version"), rows: $("listing-rows"), arrows: $("jump-arrows"),
    lineColours: $("line-colours"), cfgFold: $("cfg-fold"),
    cfg: $("cfg"), cfgCode: $("cfg-code"), cfgLayout: $("cfg-layout"),
    run: $("step-run"), first: $("step-first"), back: $("step-back"), fwd: $("step-fwd"), last: $("step-last"),
    range: $("step-range"), info: $("step-info"), message: $("step-message"), engine: $("step-engine"),
    instr: $("step-instr"), frames: $("frames"), stack: $("stack"), locals: $("locals"), output: $("output"),
    engineChoice: $("step-engine-choice"), stackWhen: $("stack-when"),
    decompiled: $("decompiled"), decompiledNote: $("decompiled-note"),
  };
  const DEBOUNCE_MS = 250;

  const state = {
    versions: [], version: null, source: "",
    listing: null,          // the last good /api/listing answer
    syntaxError: null,
    cfgCode: 0, cfg: null,
    folded: new Set(),      // idents of folded code objects
    hover: null,            // {kind: "source"|"instr"|"block"|"decompiled", ...} what is lit now
    pinned: null,
    trace: null, step: 0,
    showBlockOf: null,      // a listing line whose block the graph scrolls to once drawn
    seq: 0, pending: 0,
  };

  // -- talking to the server ------------------------------------------------------------------

  function busy(delta) {
    state.pending += delta;
    document.body.dataset.pending = String(state.pending);
  }

  // The server's token, from the URL `antioch explore` printed (?token=...): every API call carries it in a
  // header, which no page of another origin can make this browser send here.
  const TOKEN = new URLSearchParams(location.search).get("token") || "";

  async function api(path, body) {
    busy(1);
    try {
      const headers = {"X-Antioch-Token": TOKEN};
      const init = body === undefined ? {headers: headers} : {
        method: "POST", headers: Object.assign({"Content-Type": "application/json"}, headers),
        body: JSON.stringify(body),
      };
      const resp = await fetch(path, init);
      const data = await resp.json();
      if (!resp.ok && !data.error) data.error = "HTTP " + resp.status;
      return data;
    } catch (exc) {
      return {error: "the server did not answer (" + exc + ")"};
    } finally {
      busy(-1);
    }
  }

  function status(text) { els.status.textContent = text; }

  // -- positions: CPython columns are UTF-8 byte offsets, the page counts UTF-16 units --------------

  function sourceLines() { return state.source.split("\n"); }

  function byteToChar(text, byteCol) {
    let bytes = 0;
    for (let i = 0; i < text.length; i++) {
      if (bytes >= byteCol) return i;
      const c = text.codePointAt(i);
      bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
      if (c >= 0x10000) i++;
    }
    return text.length;
  }

  function charToByte(text, charCol) {
    return new TextEncoder().encode(text.slice(0, charCol)).length;
  }

  function hasColumns(pos) { return pos && pos[2] !== null && pos[3] !== null && pos[1] !== null; }

  // A source range in characters {l0, c0, l1, c1} (lines from 1, end exclusive) of an instruction position.
  function rangeOf(pos) {
    if (!pos || pos[0] === null) return null;
    const lines = sourceLines();
    if (!hasColumns(pos)) {
      const text = lines[pos[0] - 1] || "";
      return {l0: pos[0], c0: 0, l1: pos[0], c1: text.length, wholeLine: true};
    }
    return {l0: pos[0], c0: byteToChar(lines[pos[0] - 1] || "", pos[2]),
            l1: pos[1], c1: byteToChar(lines[pos[1] - 1] || "", pos[3])};
  }

  function instrRecords() {
    if (!state.listing) return [];
    const out = [];
    state.listing.lines.forEach((rec, i) => { if (rec.kind === "instr") out.push([i, rec]); });
    return out;
  }

  // Listing lines of the instructions at a source point (byte column, or null for the whole line) or range.
  function instrsAtSource(line, byteCol, endLine, endByteCol) {
    const all = instrRecords();
    const onLine = all.filter(([, r]) => r.pos[0] === line).map(([i]) => i);
    if (byteCol === null) return {lit: onLine, strong: []};
    const columns = all.filter(([, r]) => hasColumns(r.pos));
    if (columns.length === 0) return {lit: onLine, strong: []};
    const a = [line, byteCol], b = endLine === undefined ? null : [endLine, endByteCol];
    const before = (p, q) => p[0] < q[0] || (p[0] === q[0] && p[1] < q[1]);
    const hits = [];
    for (const [i, r] of columns) {
      const s = [r.pos[0], r.pos[2]], e = [r.pos[1], r.pos[3]];
      const inside = b === null ? !before(a, s) && before(a, e) : before(a, e) && before(s, b);
      if (inside) hits.push([i, r]);
    }
    if (hits.length === 0) return {lit: onLine, strong: []};
    // the innermost ranges are drawn stronger: those no other hit lies inside
    const size = (r) => (r.pos[1] - r.pos[0]) * 10000 + (r.pos[3] - r.pos[2]);
    const smallest = Math.min(...hits.map(([, r]) => size(r)));
    return {lit: hits.map(([i]) => i), strong: hits.filter(([, r]) => size(r) === smallest).map(([i]) => i)};
  }

  // -- line colours: a source line and its instructions share a background, as in Compiler Explorer -----

  // Hues a golden angle apart, so that neighbouring lines never look alike.
  function lineColour(line) {
    return "hsl(" + ((line * 137.508) % 360).toFixed(1) + ", 70%, 90%)";
  }

  // The source lines that have instructions in the listing shown.
  function linesWithInstructions() {
    const out = new Set();
    if (!state.listing || state.syntaxError) return out;
    for (const rec of state.listing.lines) if (rec.kind === "instr" && rec.pos[0] > 0) out.add(rec.pos[0]);
    return out;
  }

  function colourSetting() {
    document.body.classList.toggle("no-line-colours", !els.lineColours.checked);
  }
  els.lineColours.addEventListener("change", colourSetting);

  // -- the source pane ----------------------------------------------------------------------

  let charWidth = 0;
  function measure() {
    const probe = document.createElement("span");
    probe.textContent = "M".repeat(50);
    probe.style.font = getComputedStyle(els.code).font;
    probe.style.position = "absolute";
    probe.style.visibility = "hidden";
    probe.style.whiteSpace = "pre";
    document.body.appendChild(probe);
    charWidth = probe.getBoundingClientRect().width / 50;
    probe.remove();
  }

  function escapeHtml(s) {
    return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  }

  // Draws the backdrop under the textarea: ranges is [{l0, c0, l1, c1, cls}] in characters.
  function drawSource(ranges) {
    const lines = sourceLines();
    const html = [];
    const gutterClasses = new Map();
    const coloured = linesWithInstructions();
    lines.forEach((text, k) => {
      const n = k + 1;
      const marks = new Array(text.length).fill("");
      let lineClass = "";
      for (const r of ranges) {
        if (n < r.l0 || n > r.l1) continue;
        const from = n === r.l0 ? r.c0 : 0, to = n === r.l1 ? r.c1 : text.length;
        for (let c = from; c < to && c < text.length; c++) marks[c] = r.cls;
        if (!gutterClasses.has(n) || r.cls === "current" || r.cls === "error") {
          gutterClasses.set(n, r.cls === "strong" ? "lit" : r.cls);
        }
        if (r.cls === "error" && text.length === 0) lineClass = "error";
      }
      let out = "", run = "", runCls = null;
      for (let c = 0; c <= text.length; c++) {
        const cls = c < text.length ? marks[c] : null;
        if (cls !== runCls || c === text.length) {
          if (run) out += runCls ? '<mark class="' + runCls + '">' + escapeHtml(run) + "</mark>" : escapeHtml(run);
          run = ""; runCls = cls;
        }
        if (c < text.length) run += text[c];
      }
      // one block per line: the line's colour spans the width, the marks sit inside it
      const colour = coloured.has(n) ? ' style="--lc: ' + lineColour(n) + '"' : "";
      const cls = "sl" + (coloured.has(n) ? " coloured" : "") + (lineClass ? " line-" + lineClass : "");
      html.push('<div class="' + cls + '" data-line="' + n + '"' + colour + ">" + (out || " ") + "</div>");
    });
    els.backdrop.innerHTML = '<div class="sl-all">' + html.join("") + '<div class="sl"> </div></div>';
    const rows = els.gutter.children;
    for (let k = 0; k < rows.length; k++) {
      const cls = gutterClasses.get(k + 1);
      rows[k].className = cls === "lit" ? "lit" : cls === "current" ? "current" : cls === "error" ? "error" : "";
    }
    syncScroll();
  }

  function drawGutter() {
    const n = sourceLines().length;
    if (els.gutter.children.length === n) return;
    const frag = document.createDocumentFragment();
    for (let k = 1; k <= n; k++) {
      const d = document.createElement("div");
      d.textContent = String(k);
      d.dataset.line = String(k);
      frag.appendChild(d);
    }
    els.gutter.replaceChildren(frag);
  }

  function syncScroll() {
    els.backdrop.scrollTop = els.code.scrollTop;
    els.backdrop.scrollLeft = els.code.scrollLeft;
    els.gutter.scrollTop = els.code.scrollTop;
  }

  // (line from 1, character column or null past the end) under the mouse in the textarea
  function pointAt(event) {
    const box = els.code.getBoundingClientRect();
    const style = getComputedStyle(els.code);
    const lineHeight = parseFloat(style.lineHeight);
    const y = event.clientY - box.top - parseFloat(style.paddingTop) + els.code.scrollTop;
    const x = event.clientX - box.left - parseFloat(style.paddingLeft) + els.code.scrollLeft;
    const line = Math.floor(y / lineHeight) + 1;
    const lines = sourceLines();
    if (line < 1 || line > lines.length) return null;
    const col = Math.floor(x / charWidth);
    return {line: line, col: col >= 0 && col < lines[line - 1].length ? col : null};
  }

  function caretPoint(offset) {
    const before = state.source.slice(0, offset).split("\n");
    return {line: before.length, col: before[before.length - 1].length};
  }

  // -- lighting: the one place that decides what is lit in all three panes ------------------------

  function light(what) {
    state.hover = what;
    redraw();
  }

  function redraw() {
    const what = state.pinned || state.hover;
    const litLines = new Set(), strongLines = new Set();
    const ranges = [];
    const litBlocks = new Set();
    if (what && state.listing && !state.syntaxError) {
      if (what.kind === "source") {
        const lines = sourceLines();
        const text = lines[what.line - 1] || "";
        const col = what.col === null ? null : charToByte(text, what.col);
        let found;
        if (what.endLine !== undefined) {
          const endText = lines[what.endLine - 1] || "";
          found = instrsAtSource(what.line, col, what.endLine, charToByte(endText, what.endCol));
          ranges.push({l0: what.line, c0: what.col, l1: what.endLine, c1: what.endCol, cls: "lit"});
        } else {
          found = instrsAtSource(what.line, col);
        }
        found.lit.forEach((i) => litLines.add(i));
        found.strong.forEach((i) => strongLines.add(i));
        for (const i of found.strong.length ? found.strong : found.lit) {
          const r = rangeOf(state.listing.lines[i].pos);
          if (r) ranges.push(Object.assign(r, {cls: found.strong.length ? "strong" : "lit"}));
        }
      } else if (what.kind === "instr") {
        litLines.add(what.index);
        strongLines.add(what.index);
        const r = rangeOf(state.listing.lines[what.index].pos);
        if (r) ranges.push(Object.assign(r, {cls: "strong"}));
      } else if (what.kind === "block" && state.cfg) {
        const block = state.cfg.blocks.find((b) => b.index === what.block);
        for (const i of listingLinesOf(state.cfg.code, block ? block.offsets : [])) {
          litLines.add(i);
          const r = rangeOf(state.listing.lines[i].pos);
          if (r) ranges.push(Object.assign(r, {cls: "lit"}));
        }
        litBlocks.add(what.block);
      } else if (what.kind === "decompiled") {
        decompiledLines().forEach((line, i) => {
          if (line !== what.line) return;
          litLines.add(i);
          const r = rangeOf(state.listing.lines[i].pos);
          if (r) ranges.push(Object.assign(r, {cls: "lit"}));
        });
      }
    }
    // the stepper's current instruction
    const ev = currentEvent();
    let currentLine = null;
    if (ev && ev.listing_line !== null && ev.listing_line !== undefined && !state.syntaxError) {
      currentLine = ev.listing_line;
      const r = rangeOf(ev.pos);
      if (r) ranges.push(Object.assign(r, {cls: "current"}));
    }
    if (state.syntaxError && state.syntaxError.line) {
      const e = state.syntaxError;
      const text = sourceLines()[e.line - 1] || "";
      const c0 = e.col ? Math.max(0, Math.min(text.length, e.col - 1)) : 0;
      const c1 = e.end_line === e.line && e.end_col && e.end_col - 1 > c0 ? Math.min(text.length, e.end_col - 1)
        : Math.max(c0 + 1, text.length);
      ranges.push({l0: e.line, c0: c0, l1: e.line, c1: c1, cls: "error"});
    }
    // instructions of the listing
    for (const el of els.listing.querySelectorAll(".ln.lit, .ln.lit-strong, .ln.current")) {
      el.classList.remove("lit", "lit-strong", "current");
    }
    const rows = els.rows.children;
    for (const i of litLines) if (rows[i]) rows[i].classList.add(strongLines.has(i) ? "lit-strong" : "lit");
    if (currentLine !== null && rows[currentLine]) rows[currentLine].classList.add("current");
    for (const path of els.arrows.querySelectorAll(".jump-arrow")) {
      const from = Number(path.dataset.from);
      path.classList.toggle("lit", litLines.has(from) || from === currentLine);
    }
    // lines of the decompiled source: where the lit instructions come back
    for (const el of els.decompiled.querySelectorAll(".dl.lit, .dl.lit-strong")) {
      el.classList.remove("lit", "lit-strong");
    }
    const dlines = decompiledLines(), drows = els.decompiled.children;
    for (const i of litLines) {
      const row = dlines[i] ? drows[dlines[i] - 1] : null;
      if (row && !row.classList.contains("lit-strong")) {
        row.classList.add(strongLines.has(i) || (what && what.kind === "decompiled") ? "lit-strong" : "lit");
      }
    }
    // blocks of the graph: those holding lit instructions of the drawn code object
    if (state.cfg && state.listing) {
      for (const i of litLines) {
        const rec = state.listing.lines[i];
        if (rec.code === state.cfg.code) {
          const b = blockOfOffset(rec.offset);
          if (b !== null) litBlocks.add(b);
        }
      }
      let currentBlock = null;
      if (currentLine !== null) {
        const rec = state.listing.lines[currentLine];
        if (rec.code === state.cfg.code) currentBlock = blockOfOffset(rec.offset);
      }
      for (const node of els.cfg.querySelectorAll("g.node")) {
        const b = node.__block;
        node.classList.toggle("lit", litBlocks.has(b));
        node.classList.toggle("current", b === currentBlock);
      }
    }
    drawSource(ranges);
  }

  function listingLinesOf(code, offsets) {
    const want = new Set(offsets);
    return instrRecords().filter(([, r]) => r.code === code && want.has(r.offset)).map(([i]) => i);
  }

  function blockOfOffset(offset) {
    if (!state.cfg) return null;
    for (const b of state.cfg.blocks) if (b.offsets.indexOf(offset) >= 0) return b.index;
    return null;
  }

  // -- the decompiled source ------------------------------------------------------------------

  // for each listing line, the line of the decompiled source its instruction comes back on (or null)
  function decompiledLines() {
    const d = state.listing && state.listing.decompiled;
    return d && d.lines ? d.lines : [];
  }

  function renderDecompiled(answer) {
    const d = answer.decompiled || {error: "no decompiled source"};
    els.decompiled.textContent = "";
    if (d.error) {
      els.decompiledNote.textContent = d.error;
      return;
    }
    els.decompiledNote.textContent = d.matched + " of " + answer.codes.length +
      " code objects recompile to the same instructions" + (d.listed ? "; " + d.listed + " left as listings" : "");
    const frag = document.createDocumentFragment();
    d.text.replace(/\n$/, "").split("\n").forEach((line, k) => {
      const row = document.createElement("div");
      row.className = "dl";
      row.dataset.line = String(k + 1);
      row.textContent = line || " ";
      frag.append(row);
    });
    els.decompiled.append(frag);
  }

  els.decompiled.addEventListener("mouseover", (ev) => {
    const row = ev.target.closest && ev.target.closest(".dl");
    if (row && els.decompiled.contains(row)) light({kind: "decompiled", line: Number(row.dataset.line)});
  });
  els.decompiled.addEventListener("mouseleave", () => light(null));

  // -- the listing pane ----------------------------------------------------------------------

  function renderListing(answer) {
    const text = answer.text.split("\n");
    const frag = document.createDocumentFragment();
    const labelLines = new Map();  // code -> label -> line
    answer.lines.forEach((rec, i) => {
      if (rec.kind === "label") {
        if (!labelLines.has(rec.code)) labelLines.set(rec.code, new Map());
        labelLines.get(rec.code).set(rec.label, i);
      }
    });
    const codeByStart = new Map(answer.codes.map((c) => [c.start, c]));
    answer.lines.forEach((rec, i) => {
      const row = document.createElement("div");
      row.className = "ln " + rec.kind;
      row.dataset.i = String(i);
      row.dataset.code = String(rec.code);
      const fold = document.createElement("span");
      fold.className = "fold";
      const tx = document.createElement("span");
      tx.className = "tx";
      const line = text[i];
      if (rec.kind === "instr") {
        row.dataset.offset = String(rec.offset);
        if (rec.pos[0] > 0) {  // 3.11+ puts a module's RESUME on line 0
          row.dataset.line = String(rec.pos[0]);
          row.style.setProperty("--lc", lineColour(rec.pos[0]));
        }
        const m = /^(\s+)(\S+)(.*)$/.exec(line);
        tx.append(m[1]);
        const op = document.createElement("span");
        op.className = "op";
        op.textContent = m[2];
        tx.append(op);
        let rest = m[3];
        if (rec.target !== null) {
          const jm = /^(\s+)(\S+)(.*)$/.exec(rest);
          if (jm) {
            tx.append(jm[1]);
            tx.append(jumpLink(jm[2], rec.target));
            rest = jm[3];
          }
        }
        const at = rest.search(/\s@\S+/);
        if (at >= 0) {
          tx.append(rest.slice(0, at + 1));
          const end = rest.indexOf(" ", at + 1);
          const pos = document.createElement("span");
          pos.className = "pos";
          pos.textContent = end < 0 ? rest.slice(at + 1) : rest.slice(at + 1, end);
          tx.append(pos);
          if (end >= 0) tx.append(rest.slice(end));
        } else {
          tx.append(rest);
        }
      } else if (rec.kind === "try" && labelLines.has(rec.code)) {
        const labels = labelLines.get(rec.code);
        for (const part of line.split(/(\bL\d+\b)/)) {
          tx.append(labels.has(part) ? jumpLink(part, labels.get(part)) : part);
        }
      } else {
        tx.textContent = line;
      }
      if (rec.kind === "code") {
        const code = codeByStart.get(i);
        row.dataset.ident = code ? code.ident : "";
        fold.textContent = state.folded.has(row.dataset.ident) ? "\u25B8" : "\u25BE";
        fold.title = "fold or unfold this code object";
        fold.addEventListener("click", () => toggleFold(row.dataset.ident));
        tx.title = "draw this code object's control flow";
        tx.addEventListener("click", () => selectCfgCode(rec.code));
      }
      row.append(fold, tx);
      frag.appendChild(row);
    });
    els.rows.replaceChildren(frag);
    applyFolds();
  }

  function jumpLink(text, target) {
    const a = document.createElement("a");
    a.className = "jump";
    a.textContent = text;
    a.href = "#";
    a.dataset.target = String(target);
    a.title = "go to " + text;
    a.addEventListener("click", (ev) => { ev.preventDefault(); ev.stopPropagation(); goToLine(target); });
    return a;
  }

  function goToLine(i) {
    const rows = els.rows.children;
    if (!rows[i]) return;
    // unfold whatever hides the target
    for (const c of state.listing.codes) {
      if (c.ident && state.folded.has(c.ident) && i > c.start && i <= c.end) state.folded.delete(c.ident);
    }
    applyFolds();
    rows[i].scrollIntoView({block: "center"});
    rows[i].classList.remove("flash");
    void rows[i].offsetWidth;  // restart the animation
    rows[i].classList.add("flash");
  }

  function toggleFold(ident) {
    if (state.folded.has(ident)) state.folded.delete(ident); else state.folded.add(ident);
    applyFolds();
  }

  function applyFolds() {
    if (!state.listing) return;
    const rows = els.rows.children;
    const hidden = new Array(rows.length).fill(false);
    for (const c of state.listing.codes) {
      if (!c.ident || !state.folded.has(c.ident) || c.start === null) continue;
      for (let i = c.start + 1; i <= c.end; i++) hidden[i] = true;
    }
    for (let i = 0; i < rows.length; i++) {
      rows[i].classList.toggle("hidden", hidden[i]);
      if (rows[i].classList.contains("code")) {
        const folded = state.folded.has(rows[i].dataset.ident);
        rows[i].querySelector(".fold").textContent = folded ? "\u25B8" : "\u25BE";
        rows[i].classList.toggle("folded", folded);
        let note = rows[i].querySelector(".folded-note");
        if (folded && !note) {
          note = document.createElement("span");
          note.className = "folded-note";
          const c = state.listing.codes.find((x) => x.ident === rows[i].dataset.ident);
          note.textContent = "  \u2026 " + (c.end - c.start) + " lines";
          rows[i].append(note);
        } else if (!folded && note) {
          note.remove();
        }
      }
    }
    drawArrows();
  }

  // -- jump arrows in the listing's gutter ---------------------------------------------------------

  const LANE_PX = 7, MAX_LANES = 10, SVG_NS = "http://www.w3.org/2000/svg";

  // Each visible jump gets a lane: the shortest jumps nearest the text, no two overlapping in one lane.
  function jumpLanes() {
    const rows = els.rows.children;
    const jumps = [];
    if (!state.listing) return jumps;
    state.listing.lines.forEach((rec, i) => {
      if (rec.kind !== "instr" || rec.target === null) return;
      if (!rows[i] || !rows[rec.target] || rows[i].classList.contains("hidden") ||
          rows[rec.target].classList.contains("hidden")) return;
      jumps.push({from: i, to: rec.target, lo: Math.min(i, rec.target), hi: Math.max(i, rec.target)});
    });
    jumps.sort((a, b) => (a.hi - a.lo) - (b.hi - b.lo) || a.lo - b.lo);
    const taken = [];  // lane -> [[lo, hi], ...]
    for (const j of jumps) {
      let lane = 0;
      while (lane < MAX_LANES - 1 && (taken[lane] || []).some(([lo, hi]) => j.lo <= hi && lo <= j.hi)) lane++;
      (taken[lane] = taken[lane] || []).push([j.lo, j.hi]);
      j.lane = lane;
    }
    return jumps;
  }

  function drawArrows() {
    const jumps = jumpLanes();
    const lanes = jumps.reduce((m, j) => Math.max(m, j.lane + 1), 0);
    const width = lanes ? 8 + lanes * LANE_PX : 4;
    els.listing.style.setProperty("--arrows", width + "px");
    const rows = els.rows.children;
    const svg = els.arrows;
    svg.setAttribute("width", String(width));
    svg.setAttribute("height", String(els.rows.offsetTop + els.rows.offsetHeight));
    const head = (id, colour) => '<marker id="' + id + '" viewBox="0 0 6 6" refX="6" refY="3" markerWidth="6" ' +
      'markerHeight="6" orient="auto"><path d="M0 0 L6 3 L0 6 z" fill="' + colour + '"/></marker>';
    const parts = ["<defs>" + head("jump-head", "#1f5fbf") + head("jump-head-back", "#c86400") + "</defs>"];
    for (const j of jumps) {
      const mid = (row) => row.offsetTop + row.offsetHeight / 2;
      const y1 = mid(rows[j.from]), y2 = mid(rows[j.to]), x = width - 6 - j.lane * LANE_PX;
      const back = j.to < j.from;
      parts.push('<path class="jump-arrow' + (back ? " back" : "") + '" data-from="' + j.from + '" data-to="' +
                 j.to + '" d="M' + (width - 1) + " " + y1 + " H" + x + " V" + y2 + " H" + (width - 1) +
                 '" marker-end="url(#jump-head' + (back ? "-back" : "") + ')"/>');
    }
    svg.innerHTML = parts.join("");
  }

  window.addEventListener("resize", () => drawArrows());

  function listingRowOf(target) {
    const row = target.closest && target.closest(".ln");
    return row && els.listing.contains(row) ? row : null;
  }

  els.listing.addEventListener("mouseover", (ev) => {
    const row = listingRowOf(ev.target);
    if (!row) return;
    if (row.classList.contains("instr")) light({kind: "instr", index: Number(row.dataset.i)});
    // a `.line N` marker: the source line and what CPython put on it
    const m = row.classList.contains("line") && /^\.line (\d+)/.exec(row.textContent);
    if (m) light({kind: "source", line: Number(m[1]), col: null});
  });
  els.listing.addEventListener("mouseleave", () => light(null));
  els.listing.addEventListener("click", (ev) => {
    const row = listingRowOf(ev.target);
    if (!row || !row.classList.contains("instr") || ev.target.closest("a")) return;
    const i = Number(row.dataset.i);
    state.pinned = state.pinned && state.pinned.kind === "instr" && state.pinned.index === i
      ? null : {kind: "instr", index: i};
    redraw();
    if (state.pinned) showBlockOf(i);
  });

  // -- the control-flow graph ----------------------------------------------------------------

  function fillCfgChoices() {
    const codes = state.listing ? state.listing.codes : [];
    if (state.cfgCode >= codes.length) state.cfgCode = 0;
    els.cfgCode.replaceChildren(...codes.map((c) => {
      const o = document.createElement("option");
      o.value = String(c.index);
      o.textContent = c.qualname;
      return o;
    }));
    els.cfgCode.value = String(state.cfgCode);
  }

  function selectCfgCode(index) {
    state.cfgCode = index;
    els.cfgCode.value = String(index);
    updateHash();
    refreshCfg(state.seq);
  }

  async function refreshCfg(seq) {
    const answer = await api("/api/cfg", {source: state.source, version: state.version, code: state.cfgCode,
                                          fold: els.cfgFold.checked});
    if (seq !== state.seq) return;
    if (answer.error || answer.syntax_error) {
      if (answer.error) els.cfg.textContent = answer.error;
      return;
    }
    state.cfg = answer;
    els.cfgLayout.textContent = answer.layout === "graphviz" ? "(Graphviz)" : "(own layout)";
    els.cfg.innerHTML = answer.svg;
    for (const node of els.cfg.querySelectorAll("g.node")) {
      const title = node.querySelector("title");
      const m = title && /^B(\d+)$/.exec(title.textContent.trim());
      if (!m) continue;
      node.__block = Number(m[1]);
      node.dataset.block = m[1];
      node.addEventListener("mouseenter", () => light({kind: "block", block: node.__block}));
      node.addEventListener("mouseleave", () => light(null));
      node.addEventListener("click", () => {
        const block = state.cfg.blocks.find((b) => b.index === node.__block);
        const lines = listingLinesOf(state.cfg.code, block ? block.offsets : []);
        if (lines.length) goToLine(lines[0]);
      });
    }
    // a folded definition's row opens the graph of its code object
    for (const text of els.cfg.querySelectorAll("text")) {
      const m = /\u25b8 <code (\S+)>/.exec(text.textContent);
      const code = m && state.listing.codes.find((c) => c.parent === answer.code && c.name === m[1]);
      if (!code) continue;
      text.classList.add("open-code");
      text.dataset.code = String(code.index);
      text.addEventListener("click", (ev) => { ev.stopPropagation(); selectCfgCode(code.index); });
    }
    els.cfg.dataset.code = String(answer.code);
    els.cfg.dataset.folded = String(answer.folded || 0);
    redraw();
    if (state.showBlockOf !== null) showBlockOf(state.showBlockOf);
  }

  // Brings the block of listing line i into the graph's view, drawing its code object's graph first if
  // another one is shown.
  function showBlockOf(i) {
    const rec = state.listing && state.listing.lines[i];
    if (!rec || rec.kind !== "instr") return;
    if (!state.cfg || state.cfg.code !== rec.code) {
      state.showBlockOf = i;
      if (state.cfgCode !== rec.code) selectCfgCode(rec.code);
      return;
    }
    state.showBlockOf = null;
    const b = blockOfOffset(rec.offset);
    const node = b === null ? null : els.cfg.querySelector('g.node[data-block="' + b + '"]');
    if (!node) return;
    const box = node.getBoundingClientRect(), view = els.cfg.getBoundingClientRect();
    els.cfg.scrollTop += box.top - view.top - Math.max(8, (view.height - box.height) / 2);
    els.cfg.scrollLeft += box.left - view.left - 8;
    node.classList.remove("selected-flash");
    void node.getBoundingClientRect();
    node.classList.add("selected-flash");
  }

  els.cfgFold.addEventListener("change", () => refreshCfg(state.seq));

  els.cfgCode.addEventListener("change", () => selectCfgCode(Number(els.cfgCode.value)));
  $("cfg-fit").addEventListener("change", (ev) => els.cfg.classList.toggle("actual-size", !ev.target.checked));

  // -- the stepper ---------------------------------------------------------------------------

  // The positions of the stepper: each event, then (when the program ran to its end) the end.
  function stepCount() {
    if (!state.trace) return 0;
    return state.trace.events.length + (state.trace.stopped ? 0 : 1);
  }

  function currentEvent() {
    if (!state.trace) return null;
    return state.trace.events[state.step] || null;
  }

  async function runStepper() {
    const seq = state.seq;
    status("running under CPython " + state.version + "\u2026");
    const answer = await api("/api/trace", {source: state.source, version: state.version,
                                            engine: els.engineChoice.value});
    if (seq !== state.seq) return;
    if (answer.syntax_error) { status("fix the SyntaxError first"); return; }
    if (answer.unavailable) {
      state.trace = null;
      showStepMessage(answer.unavailable + ".", true);
      status("");
      drawStep();
      return;
    }
    if (answer.error && !answer.events) {
      state.trace = null;
      showStepMessage(answer.error, true);
      status("");
      drawStep();
      return;
    }
    state.trace = answer;
    state.step = 0;
    els.engine.textContent = answer.engine === "vm" ? "(antioch's VM)" : "(CPython's own tracer)";
    const notes = [];
    if (answer.stopped === "step limit") {
      notes.push("Stopped after " + answer.events.length + " steps: the step limit is " + answer.limit + ".");
    } else if (answer.stopped === "time limit") {
      notes.push("Stopped after " + answer.events.length + " steps: the time limit was reached.");
    } else if (answer.stopped === "output limit") {
      notes.push("Stopped: the program printed more than the page keeps.");
    }
    if (answer.error) notes.push("The program raised " + answer.error);
    if (answer.note) notes.push(answer.note + ".");
    showStepMessage(notes.join(" "), !!answer.error);
    status("recorded " + answer.events.length + " steps");
    drawStep();
  }

  function showStepMessage(text, isError) {
    els.message.hidden = !text;
    els.message.textContent = text || "";
    els.message.classList.toggle("error", !!isError);
  }

  // The server's reason the stepper cannot run under the chosen version (Pyodide's 3.14/3.15 while the VM
  // lacks them), as a sentence, or null.
  function noStepping() {
    const v = state.versions.find((x) => x.label === state.version);
    const why = v && v.no_stepping;
    return why ? why.charAt(0).toUpperCase() + why.slice(1) + "." : null;
  }

  function clearStepper(why) {
    state.trace = null;
    state.step = 0;
    showStepMessage(noStepping() || why || "", false);
    drawStep();
  }

  function goStep(k) {
    const n = stepCount();
    if (n === 0) return;
    state.step = Math.max(0, Math.min(n - 1, k));
    drawStep();
  }

  function drawStep() {
    els.stackWhen.textContent = "";
    const n = stepCount();
    const tr = state.trace;
    for (const b of [els.first, els.back]) b.disabled = !tr || state.step <= 0;
    for (const b of [els.fwd, els.last]) b.disabled = !tr || state.step >= n - 1;
    els.range.disabled = !tr;
    els.range.max = String(Math.max(0, n - 1));
    els.range.value = String(state.step);
    if (!tr) {
      els.info.textContent = "";
      els.instr.textContent = "";
      drawFrames([]);
      els.stack.replaceChildren();
      els.locals.replaceChildren();
      els.output.textContent = "";
      redraw();
      return;
    }
    const ev = currentEvent();
    els.info.textContent = "step " + (state.step + 1) + " / " + n;
    if (!ev) {  // past the last instruction: the program has ended
      els.instr.textContent = "(the program has ended)";
      drawFrames([]);
      els.stack.replaceChildren();
      els.locals.replaceChildren();
      els.output.textContent = tr.output;
      redraw();
      return;
    }
    els.instr.textContent = ev.name + " @" + ev.offset + (ev.when === "after" ? " (just ran)" : " (next)") +
      "\n" + ev.instr + (ev.raised ? "\nraised " + ev.raised : "");
    els.stackWhen.textContent = ev.when === "after" ? "after it" : "before it";
    drawFrames(ev.frames);
    drawStack(ev);
    const prev = state.step > 0 ? tr.events[state.step - 1] : null;
    drawLocals(ev.locals, prev && prev.code === ev.code ? prev.locals : null);
    els.output.textContent = tr.output.slice(0, ev.output_len);  // what was printed before this step
    redraw();
    const row = els.rows.children[ev.listing_line];
    if (row && !row.classList.contains("hidden")) row.scrollIntoView({block: "nearest"});
    const node = els.cfg.querySelector("g.node.current");
    if (node) node.scrollIntoView({block: "nearest", inline: "nearest"});
  }

  // -- the machine's state as cells, as Python Tutor draws it -----------------------------------

  // A value's kind, from its repr, for the colour of its cell.
  function kindOf(text) {
    if (/^-?\d/.test(text)) return "number";
    if (/^[rbuf]*['"]/.test(text)) return "string";
    if (/^(None|True|False|Ellipsis)$/.test(text)) return "constant";
    if (/^<?NULL>?$/.test(text)) return "null";
    if (/^[[({]/.test(text)) return "container";
    return "object";
  }

  function cell(tag, text) {
    const el = document.createElement(tag);
    el.className = "cell";
    el.dataset.kind = kindOf(text);
    el.textContent = text;
    el.title = text;
    return el;
  }

  // The value stack bottom up, one cell per entry; the top is drawn highest and marked.
  function drawStack(ev) {
    if (ev.stack === null) {
      const li = document.createElement("li");
      li.className = "unseen";
      li.textContent = ev.raised ? "(the instruction raised)" : "not visible here";
      els.stack.replaceChildren(li);
      return;
    }
    const cells = ev.stack.map((v, k) => {
      const li = cell("li", v);
      li.dataset.depth = String(k);
      if (k === ev.stack.length - 1) li.classList.add("top");
      return li;
    });
    if (!cells.length) {
      const li = document.createElement("li");
      li.className = "empty";
      li.textContent = "(empty)";
      cells.push(li);
    }
    els.stack.replaceChildren(...cells);
  }

  // One box per active frame, outermost first; the running frame's box holds its variables.
  function drawFrames(frames) {
    if (!frames.length) els.frames.after(els.locals);  // kept in the page while no frame runs
    els.frames.replaceChildren(...frames.map((name, k) => {
      const box = document.createElement("div");
      box.className = "frame" + (k === frames.length - 1 ? " running" : "");
      const head = document.createElement("div");
      head.className = "frame-name";
      head.textContent = name;
      box.append(head);
      if (k === frames.length - 1) box.append(els.locals);
      return box;
    }));
  }

  function drawLocals(locals, before) {
    const old = new Map(before || []);
    els.locals.replaceChildren(...locals.map(([name, value]) => {
      const tr = document.createElement("tr");
      const a = document.createElement("td");
      a.className = "name";
      a.textContent = name;
      tr.dataset.name = name;
      if (before && old.get(name) !== value) tr.className = "changed";
      tr.append(a, cell("td", value));
      return tr;
    }));
  }

  els.run.addEventListener("click", runStepper);
  // arrow keys step when the source is not being edited
  document.addEventListener("keydown", (ev) => {
    const tag = ev.target.tagName;
    if (!state.trace || ev.target === els.code || tag === "SELECT" || tag === "INPUT") return;
    if (ev.key === "ArrowRight") { goStep(state.step + 1); ev.preventDefault(); }
    if (ev.key === "ArrowLeft") { goStep(state.step - 1); ev.preventDefault(); }
  });
  els.first.addEventListener("click", () => goStep(0));
  els.back.addEventListener("click", () => goStep(state.step - 1));
  els.fwd.addEventListener("click", () => goStep(state.step + 1));
  els.last.addEventListener("click", () => goStep(stepCount() - 1));
  els.range.addEventListener("input", () => goStep(Number(els.range.value)));

  // -- refreshing after an edit or a version switch ---------------------------------------------

  let timer = null;
  function scheduleRefresh() {
    clearTimeout(timer);
    timer = setTimeout(refresh, DEBOUNCE_MS);
  }

  async function refresh() {
    clearTimeout(timer);
    timer = null;
    const seq = ++state.seq;
    status("compiling with CPython " + state.version + "\u2026");
    const answer = await api("/api/listing", {source: state.source, version: state.version});
    if (seq !== state.seq) return;
    if (answer.syntax_error) {
      state.syntaxError = answer.syntax_error;
      const e = answer.syntax_error;
      els.error.hidden = false;
      els.error.textContent = e.type + ": " + e.message + (e.line ? " (line " + e.line +
        (e.col ? ", column " + e.col : "") + ")" : "");
      els.listing.classList.add("stale");
      status("CPython " + answer.interpreter + " cannot compile this");
      clearStepper("");
      els.listing.dataset.seq = String(seq);
      return;
    }
    if (answer.error) {
      els.error.hidden = false;
      els.error.textContent = answer.error;
      els.listing.classList.add("stale");
      status("");
      els.listing.dataset.seq = String(seq);
      return;
    }
    state.syntaxError = null;
    els.error.hidden = true;
    els.error.textContent = "";
    els.listing.classList.remove("stale");
    state.listing = answer;
    state.pinned = null;
    state.showBlockOf = null;
    renderListing(answer);
    renderDecompiled(answer);
    const count = answer.lines.filter((r) => r.kind === "instr").length;
    els.listingVersion.textContent = "CPython " + answer.interpreter;
    els.listing.dataset.version = answer.interpreter;
    status(count + " instructions in " + answer.codes.length + " code object" +
      (answer.codes.length === 1 ? "" : "s"));
    fillCfgChoices();
    clearStepper(state.trace ? "The source changed: Run again to step through it." : "");
    els.listing.dataset.seq = String(seq);
    refreshCfg(seq);
  }

  // -- permalinks: #v=3.11&code=N&src=<base64url of the UTF-8 source> ---------------------------

  function encodeSource(text) {
    const bytes = new TextEncoder().encode(text);
    let bin = "";
    for (const b of bytes) bin += String.fromCharCode(b);
    return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function decodeSource(b64) {
    const bin = atob(b64.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return new TextDecoder().decode(bytes);
  }

  function updateHash() {
    const v = state.versions.find((x) => x.label === state.version);
    const params = new URLSearchParams();
    params.set("v", v ? v.version : state.version);
    if (state.cfgCode) params.set("code", String(state.cfgCode));
    params.set("src", encodeSource(state.source));
    history.replaceState(null, "", "#" + params.toString());
  }

  function readHash() {
    const params = new URLSearchParams(location.hash.slice(1));
    const out = {};
    if (params.has("src")) {
      try { out.source = decodeSource(params.get("src")); } catch (exc) { out.source = undefined; }
    }
    if (params.has("v")) out.version = params.get("v");
    if (params.has("code")) out.code = Number(params.get("code")) || 0;
    return out;
  }

  els.permalink.addEventListener("click", async () => {
    updateHash();
    try {
      await navigator.clipboard.writeText(location.href);
      status("permalink copied");
    } catch (exc) {
      status("the permalink is this page's URL");
    }
  });

  // -- editing -------------------------------------------------------------------------------

  function setSource(text) {
    state.source = text;
    drawGutter();
    redraw();
    updateHash();
  }

  els.code.addEventListener("input", () => {
    setSource(els.code.value);
    if (state.trace) clearStepper("The source changed: Run again to step through it.");
    scheduleRefresh();
  });
  els.code.addEventListener("scroll", syncScroll);
  els.code.addEventListener("keydown", (ev) => {
    if (ev.key === "Tab" && !ev.shiftKey && !ev.ctrlKey && !ev.metaKey) {
      ev.preventDefault();
      document.execCommand("insertText", false, "    ");
    }
  });
  els.code.addEventListener("mousemove", (ev) => {
    const p = pointAt(ev);
    if (!p) return light(null);
    const h = state.hover;
    if (!h || h.kind !== "source" || h.line !== p.line || h.col !== p.col || h.endLine !== undefined) {
      light({kind: "source", line: p.line, col: p.col});
    }
  });
  els.code.addEventListener("mouseleave", () => light(null));
  function selectionChanged() {
    const a = els.code.selectionStart, b = els.code.selectionEnd;
    if (document.activeElement !== els.code) return;
    const p = caretPoint(a);
    if (a === b) {
      state.pinned = {kind: "source", line: p.line, col: p.col};
    } else {
      const q = caretPoint(b);
      state.pinned = {kind: "source", line: p.line, col: p.col, endLine: q.line, endCol: q.col};
    }
    redraw();
    const first = els.listing.querySelector(".ln.lit-strong, .ln.lit");
    if (first && !first.classList.contains("hidden")) first.scrollIntoView({block: "nearest"});
  }
  els.code.addEventListener("click", selectionChanged);
  els.code.addEventListener("keyup", (ev) => { if (ev.key.startsWith("Arrow") || ev.shiftKey) selectionChanged(); });
  els.code.addEventListener("blur", () => { if (state.pinned && state.pinned.kind === "source") { state.pinned = null; redraw(); } });
  els.gutter.addEventListener("mouseover", (ev) => {
    const line = Number(ev.target.dataset && ev.target.dataset.line);
    if (line) light({kind: "source", line: line, col: null});
  });
  els.gutter.addEventListener("mouseleave", () => light(null));

  // Under a version the stepper cannot run (see noStepping) Run is disabled and the reason shown;
  // true when stepping is available.
  function stepAvailability() {
    const why = noStepping();
    els.run.disabled = !!why;
    els.engineChoice.disabled = !!why;
    if (why) clearStepper();
    return !why;
  }

  els.version.addEventListener("change", () => {
    state.version = els.version.value;
    updateHash();
    const hadMessage = !els.message.hidden;
    if (stepAvailability()) {
      if (state.trace) clearStepper("The version changed: Run again to step through it.");
      else if (hadMessage) clearStepper("");
    }
    refresh();
  });

  // -- start ---------------------------------------------------------------------------------

  async function start() {
    measure();
    const info = await api("/api/versions");
    if (info.error) {  // most likely opened without its token
      status(info.error);
      els.error.hidden = false;
      els.error.textContent = info.error;
      return;
    }
    state.versions = info.versions;
    els.version.replaceChildren(...info.versions.map((v) => {
      const o = document.createElement("option");
      o.value = v.label;
      o.textContent = v.title || v.label;
      return o;
    }));
    const fromHash = readHash();
    let version = info.default;
    if (fromHash.version) {
      const v = info.versions.find((x) => x.version === fromHash.version || x.label === fromHash.version);
      if (v) version = v.label;
      else status("CPython " + fromHash.version + " is not installed here; showing " + version);
    }
    state.version = version;
    els.version.value = version;
    stepAvailability();
    state.cfgCode = fromHash.code || 0;
    const source = fromHash.source !== undefined ? fromHash.source : info.source;
    els.code.value = source;
    setSource(source);
    await refresh();
  }

  window.addEventListener("resize", syncScroll);
  // settled: no request in flight, no refresh waiting, the listing drawn for the latest edit (tests wait on it)
  function idle() {
    return state.pending === 0 && timer === null && els.listing.dataset.seq === String(state.seq);
  }

  window.explorer = {state: state, refresh: refresh, idle: idle, ready: start()};
})();
