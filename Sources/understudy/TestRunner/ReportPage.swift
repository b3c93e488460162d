/// The run report's page (`--report`): markup, style and script around the run's JSON
/// (`ReportWriter.data`). Plain HTML that works from `file://` with no network: a test list
/// (failures first, filters by status and text) and the chosen test's detail; a film's pictures
/// are rebuilt from their `FrameDelta` pieces and shown one at a time under a slider (arrow keys
/// move it), beside the events with the picture's own highlighted and the spec line that drove it.
/// A shard's page says which shard it is; a merged one which shards it was made from, and above
/// everything what the merge found missing.
///
/// The page is tested in headless Chromium (ReportPageTests); the element ids and classes the
/// test reads are marked "read by ReportPageTests".
enum ReportPage {
    static func html(data: String) -> String {
        head + "<script id=\"run\" type=\"application/json\">" + data + "</script>\n<script>\n" + script
            + "</script>\n</body>\n</html>\n"
    }

    static let head = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Understudy test report</title>
    <style>
    :root { --fail: #c62828; --pass: #2e7d32; --pend: #8d6e00; --line: #ddd; --mark: #fff3c4; font: 14px/1.4 \#
    -apple-system, Helvetica, Arial, "Liberation Sans", sans-serif; }
    body { margin: 0; color: #222; background: #fafafa; }
    header { padding: 12px 16px; background: #fff; border-bottom: 1px solid var(--line); position: sticky; top: 0; \#
    z-index: 1; }
    h1 { font-size: 18px; margin: 0 0 6px; }
    h2 { font-size: 17px; margin: 0 0 4px; word-break: break-word; }
    h3 { font-size: 14px; margin: 18px 0 6px; text-transform: uppercase; letter-spacing: .04em; color: #555; }
    #totals span { margin-right: 14px; }
    #totals .failure, #totals .error { color: var(--fail); font-weight: 600; }
    #filters { margin-top: 8px; display: flex; gap: 6px; flex-wrap: wrap; }
    #filters button { border: 1px solid var(--line); background: #fff; border-radius: 14px; padding: 3px 12px; \#
    cursor: pointer; }
    #filters button.on { background: #222; color: #fff; border-color: #222; }
    #search { flex: 1; min-width: 180px; border: 1px solid var(--line); border-radius: 14px; padding: 3px 12px; }
    main { display: grid; grid-template-columns: minmax(260px, 30%) 1fr; min-height: calc(100vh - 90px); }
    #list { border-right: 1px solid var(--line); background: #fff; overflow-y: auto; max-height: calc(100vh - 90px); \#
    position: sticky; top: 90px; }
    #list a { display: block; padding: 6px 12px; border-bottom: 1px solid #f0f0f0; color: inherit; text-decoration: \#
    none; }
    #list a:hover { background: #f5f5f5; }
    #list a.selected { background: #e8f0fe; }
    #list .where, .where { color: #777; font-size: 12px; display: block; }
    .badge { display: inline-block; min-width: 52px; font-size: 11px; font-weight: 600; text-transform: uppercase; }
    .success .badge { color: var(--pass); } .failure .badge, .error .badge { color: var(--fail); } .pending .badge { \#
    color: var(--pend); }
    #list .msg { display: block; color: var(--fail); font-size: 12px; white-space: nowrap; overflow: hidden; \#
    text-overflow: ellipsis; }
    .film-mark { float: right; color: #1565c0; font-size: 11px; }
    #detail { padding: 16px 20px; min-width: 0; }
    pre { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; overflow-x: auto; \#
    font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", "Liberation Mono", monospace; margin: 0; }
    pre.message { border-color: #f1b3b3; background: #fff6f6; white-space: pre-wrap; }
    .source { font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", "Liberation Mono", monospace; background: #fff; \#
    border: 1px solid var(--line); border-radius: 6px; overflow-x: auto; }
    .source div { white-space: pre; padding: 0 8px; }
    .source .no { display: inline-block; width: 3.5em; color: #999; text-align: right; margin-right: 10px; \#
    user-select: none; }
    .source .here { background: var(--mark); }
    .film { display: grid; grid-template-columns: auto 1fr; gap: 16px; align-items: start; }
    .film img.screen { height: 460px; width: auto; max-width: 40vw; border: 1px solid var(--line); border-radius: \#
    10px; background: #fff; display: block; }
    .scrub { display: flex; align-items: center; gap: 10px; margin: 6px 0 10px; }
    .scrub input { flex: 1; }
    .events { position: relative; list-style: none; margin: 0; padding: 0; max-height: 360px; overflow: auto; border: \#
    1px solid var(--line); border-radius: 6px; background: #fff; font: 12px/1.5 ui-monospace, "DejaVu Sans Mono", \#
    "Liberation Mono", monospace; }
    .events li { padding: 1px 8px; white-space: pre; cursor: pointer; }
    .events li.current { background: var(--mark); }
    .events li .at { color: #999; display: inline-block; width: 3em; text-align: right; margin-right: 8px; }
    .chart { max-width: 100%; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
    .diff { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
    .diff .side { font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", "Liberation Mono", monospace; background: #fff; \#
    border: 1px solid var(--line); border-radius: 6px; overflow-x: auto; }
    .diff .side div { white-space: pre; padding: 0 8px; min-height: 1.45em; }
    .diff .expected .changed { background: #ffe0e0; }
    .diff .received .changed { background: #dcf5dc; }
    .hint { color: #777; }
    table.files { border-collapse: collapse; background: #fff; border: 1px solid var(--line); }
    table.files th, table.files td { text-align: left; padding: 3px 12px; border-bottom: 1px solid #f0f0f0; }
    table.files td:nth-child(n+2), table.files th:nth-child(n+2) { text-align: right; }
    table.files tr.failure td:first-child { color: var(--fail); }
    h3, pre { scroll-margin-top: 120px; }
    #problems { margin: 0; padding: 8px 16px 8px 32px; background: #fff6f6; border-bottom: 1px solid #f1b3b3; color: \#
    var(--fail); }
    </style>
    </head>
    <body>
    <ul id="problems" hidden></ul>
    <header>
    <h1>Understudy test report</h1>
    <div id="totals"></div>
    <div id="filters">
    <button data-status="all" class="on">All</button><button data-status="failed">Failed</button><button \#
    data-status="success">Passed</button><button data-status="pending">Pending</button>
    <input id="search" type="search" placeholder="Filter by test name or file" aria-label="Filter by test name or file">
    </div>
    </header>
    <main>
    <nav id="list" aria-label="Tests"></nav>
    <section id="detail"></section>
    </main>

    """#

    static let script = #"""
    "use strict";
    const run = JSON.parse(document.getElementById("run").textContent);
    const films = {};
    let waiting = null;
    // A test's film script calls this when it has loaded (tests/*.js).
    function understudyFilm(key, data) {
      films[key] = data;
      if (waiting && waiting.key === key) { const w = waiting; waiting = null; w.done(data); }
    }
    const failed = t => t.status === "failure" || t.status === "error";
    const order = run.tests.map((t, i) => i);
    order.sort((a, b) => (failed(run.tests[b]) - failed(run.tests[a])) || a - b);
    let statusFilter = "all", text = "", current = null, keyStep = null;

    function el(tag, attrs, ...children) {
      const e = document.createElement(tag);
      for (const k in attrs || {}) if (attrs[k] != null) e.setAttribute(k, attrs[k]);
      for (const c of children) if (c != null) e.append(c);
      return e;
    }
    // A message's first line without its "path:line: " (the list shows where already).
    // An expect failure's first line only names the matcher: its first finding goes with it.
    const firstLine = m => {
      const lines = m.split("\n"), first = lines[0].replace(/^[^\s:]+:\d+: /, "");
      const next = /^expect\(/.test(first) ? lines.slice(1).find(l => l.trim()) : null;
      return next ? first + " \u2014 " + next.trim() : first;
    };
    const where = t => t.file + (t.line ? ":" + t.line : "");
    const label = s => ({ success: "passed", failure: "failed", error: "error", pending: "pending" })[s] || s;

    function totals() {
      const c = run.counts, box = document.getElementById("totals");
      const n = (k, noun) => k + " " + noun + (k === 1 ? "" : "s");
      box.append(el("span", { class: "total" }, n(c.total, "test")), el("span", { class: "success" }, c.success + " \#
    passed"),
        el("span", c.failure ? { class: "failure" } : {}, c.failure + " failed"));
      if (c.error) box.append(el("span", { class: "error" }, n(c.error, "error")));
      if (c.pending) box.append(el("span", { class: "pending" }, c.pending + " pending"));
      box.append(el("span", { class: "files" }, n(run.files.length, "file")),
        el("span", { class: "time" }, run.time.toFixed(2) + " s"));
      // Which shard this is, or which shards were merged into it (read by ReportMergeTests).
      if (run.merged) box.append(el("span", { class: "shards" }, "merged from shards " + run.merged.map(m => \#
    m.shard).join(", ")));
      else if (run.shard && run.shard.count > 1) box.append(el("span", { class: "shards" }, "shard " + \#
    run.shard.index + " of " + run.shard.count));
      // What a merge found wrong (a shard missing, a file not run): the report is not the whole run.
      const problems = document.getElementById("problems");
      for (const p of run.problems || []) problems.append(el("li", {}, p));
      problems.hidden = !problems.firstChild;
    }

    // Before a test is chosen: each file's tests, failures and time, slowest first.
    function overview() {
      const rows = run.files.slice().sort((a, b) => b.time - a.time || (a.path < b.path ? -1 : 1));
      const table = el("table", { class: "files", id: "files" },
        el("tr", {}, el("th", {}, "file"), el("th", {}, "tests"), el("th", {}, "failed"), el("th", {}, "time")));
      for (const f of rows) table.append(el("tr", f.failed ? { class: "failure" } : {}, el("td", {}, f.path),
        el("td", {}, String(f.tests)), el("td", {}, String(f.failed)), el("td", {}, f.time.toFixed(3) + " s")));
      document.getElementById("detail").replaceChildren(
        el("p", { class: "hint" }, "Choose a test on the left. Failures come first."), el("h3", {}, "Files"), table);
    }

    function visible(t) {
      if (statusFilter === "failed" && !failed(t)) return false;
      if (statusFilter !== "all" && statusFilter !== "failed" && t.status !== statusFilter) return false;
      return !text || (t.name + " " + where(t)).toLowerCase().includes(text);
    }

    function list() {
      const nav = document.getElementById("list");
      nav.replaceChildren();
      for (const i of order) {
        const t = run.tests[i];
        if (!visible(t)) continue;
        const a = el("a", { href: "#test-" + i, class: "test " + t.status + (i === current ? " selected" : ""), \#
    "data-index": i },
          t.film ? el("span", { class: "film-mark", title: "a film of the screen" }, "film") : null,
          el("span", { class: "badge" }, label(t.status)), el("span", { class: "name" }, t.name), el("span", { class: \#
    "where" }, where(t)),
          failed(t) && t.message ? el("span", { class: "msg" }, firstLine(t.message)) : null);
        nav.append(a);
      }
      if (!nav.firstChild) nav.append(el("p", { class: "hint", style: "padding: 0 12px" }, "No test matches."));
    }

    // Lines `line` ± `around` of a source file, the line marked.
    function source(path, line, around) {
      const text = run.sources[path];
      if (text == null || !line) return null;
      const lines = text.split("\n"), box = el("div", { class: "source", "data-path": path });
      const from = Math.max(1, line - around), to = Math.min(lines.length, line + around);
      for (let n = from; n <= to; n++) box.append(el("div", n === line ? { class: "here" } : {}, el("span", { class: \#
    "no" }, String(n)), lines[n - 1]));
      return box;
    }

    // Where a failure was raised: the first "path:line:" of its message naming a file we have.
    function failingLine(t) {
      const re = /([^\s:]+\.lua):(\d+):/g;
      let m;
      while ((m = re.exec(t.message || ""))) if (run.sources[m[1]] != null) return [m[1], +m[2]];
      return [t.file, t.line];
    }

    function show(i) {
      const t = run.tests[i];
      if (!t) return;
      current = i;
      keyStep = null;
      for (const a of document.querySelectorAll("#list a")) a.classList.toggle("selected", +a.dataset.index === i);
      const d = document.getElementById("detail");
      d.replaceChildren(el("h2", { class: "name" }, t.name),
        el("div", { class: "where " + t.status }, el("span", { class: "badge" }, label(t.status)), where(t) + " · " + \#
    t.time.toFixed(3) + " s"));
      if (t.message) {
        d.append(el("h3", {}, failed(t) ? "Failure" : "Message"), el("pre", { class: "message" }, t.message));
        if (failed(t)) { const [p, n] = failingLine(t); const s = source(p, n, 4); if (s) d.append(el("h3", {}, p + \#
    ":" + n), s); }
      }
      const film = el("div", { class: "film-box" });
      d.append(film);
      if (t.film) {
        if (films[t.film]) showFilm(t, films[t.film], film);
        else {
          waiting = { key: t.film, done: data => { if (current === i) showFilm(t, data, film); } };
          document.head.append(el("script", { src: t.film }));
        }
      } else {
        if (t.screen) film.append(el("h3", {}, "Screen when it failed"), el("pre", { class: "screen-text" }, t.screen));
        if (t.timeline) film.append(el("h3", {}, "Timeline"), el("pre", {}, t.timeline));
      }
      if (t.traceback && failed(t)) d.append(el("h3", {}, "Traceback"), el("pre", {}, t.traceback.replace(/^\n+/, "")));
    }

    // The pictures, rebuilt from their pieces: a string is a line, [start, count] copies lines of the previous picture.
    function pictures(frames) {
      const out = [];
      let prev = [];
      for (const f of frames) {
        const lines = [];
        for (const p of f.d) {
          if (typeof p === "string") lines.push(p);
          else for (let k = 0; k < p[1]; k++) lines.push(prev[p[0] + k]);
        }
        out.push(lines.join("\n"));
        prev = lines;
      }
      return out;
    }

    function showFilm(t, data, box) {
      if (data.snapshot) box.append(el("h3", {}, "Snapshot " + data.snapshot.name), \#
    snapshotDiff(data.snapshot.expected, data.snapshot.received));
      const frames = data.frames || [], events = data.events || [];
      if (frames.length) {
        const svgs = pictures(frames);
        let start = frames.findIndex(f => f.f);
        if (start < 0) start = 0;
        const img = el("img", { class: "screen", id: "screen", alt: "the screen" });
        const slider = el("input", { type: "range", id: "scrub", min: 0, max: frames.length - 1, value: start, \#
    "aria-label": "instant" });
        const counter = el("span", { id: "counter" });
        const list = el("ol", { class: "events", id: "events" });
        const step = el("div", { class: "step" });
        // An entry is an event or a gesture's samples: [t, line, spec line, first event, count].
        events.forEach(e => {
          const li = el("li", { "data-first": e[3], "data-count": e[4] }, el("span", { class: "at" }, e[2] ? \#
    String(e[2]) : ""), e[1]);
          li.onclick = () => { const f = frames.findIndex(f => e[3] + e[4] > f.e[0] && e[3] < f.e[1]); if (f >= 0) \#
    go(f); };
          list.append(li);
        });
        const go = k => {
          k = Math.max(0, Math.min(frames.length - 1, k));
          slider.value = k;
          const f = frames[k];
          img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svgs[k]);
          counter.textContent = "instant " + (k + 1) + " of " + frames.length + " · t = " + f.t.toFixed(3) + " s" + \#
    (f.f ? " · failed here" : "");
          let first = null;
          for (const li of list.children) {
            const n = +li.dataset.first, on = n + +li.dataset.count > f.e[0] && n < f.e[1];
            li.classList.toggle("current", on);
            if (on && !first) first = li;
          }
          if (first) list.scrollTop = first.offsetTop - 8;
          const s = f.l ? source(t.spec, f.l, 2) : null;
          step.replaceChildren(s ? el("h3", {}, "Step: " + t.spec + ":" + f.l) : el("p", { class: "hint" }, "No spec \#
    line drove this instant."), s);
        };
        slider.oninput = () => go(+slider.value);
        keyStep = delta => go(+slider.value + delta);
        box.append(el("h3", {}, "Film"), el("div", { class: "scrub" }, slider, counter),
          el("div", { class: "film" }, img, el("div", {}, list, step)));
        if (data.dropped) box.append(el("p", { class: "hint" }, data.dropped + " more pictures were not kept."));
        if (data.eventsDropped) box.append(el("p", { class: "hint" }, "The film stops here: " + data.eventsDropped + \#
    " more events were not kept."));
        go(start);
      } else if (events.length) {
        box.append(el("h3", {}, "Timeline"), el("pre", {}, events.map(e => e[1]).join("\n")));
      }
      if (data.chart) box.append(el("h3", {}, "Timeline chart"), el("img", { class: "chart", alt: "timeline chart",
        src: "data:image/svg+xml;charset=utf-8," + encodeURIComponent(data.chart) }));
    }

    // The two texts side by side; lines outside their longest common subsequence are marked.
    function snapshotDiff(a, b) {
      const x = a.split("\n"), y = b.split("\n"), n = x.length, m = y.length;
      const keepX = new Array(n).fill(false), keepY = new Array(m).fill(false);
      if (n * m <= 4e6) {
        const L = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
        for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--)
          L[i][j] = x[i] === y[j] ? L[i + 1][j + 1] + 1 : Math.max(L[i + 1][j], L[i][j + 1]);
        for (let i = 0, j = 0; i < n && j < m;) {
          if (x[i] === y[j]) { keepX[i++] = true; keepY[j++] = true; }
          else if (L[i + 1][j] >= L[i][j + 1]) i++; else j++;
        }
      }
      const side = (lines, keep, cls, title) => {
        const s = el("div", { class: "side " + cls }, el("div", { class: "hint" }, title));
        lines.forEach((line, k) => s.append(el("div", keep[k] ? {} : { class: "changed" }, line)));
        return s;
      };
      return el("div", { class: "diff" }, side(x, keepX, "expected", "stored"), side(y, keepY, "received", "received"));
    }

    function route() {
      const m = /^#test-(\d+)$/.exec(location.hash);
      if (m) show(+m[1]);
    }

    for (const b of document.querySelectorAll("#filters button")) b.onclick = () => {
      statusFilter = b.dataset.status;
      for (const o of document.querySelectorAll("#filters button")) o.classList.toggle("on", o === b);
      list();
    };
    document.getElementById("search").oninput = e => { text = e.target.value.toLowerCase(); list(); };
    document.addEventListener("keydown", e => {
      if (!keyStep || e.target.id === "search" || e.target.id === "scrub") return;
      if (e.key === "ArrowRight") { keyStep(1); e.preventDefault(); }
      if (e.key === "ArrowLeft") { keyStep(-1); e.preventDefault(); }
    });
    window.addEventListener("hashchange", route);
    totals();
    list();
    overview();
    route();

    """#
}
