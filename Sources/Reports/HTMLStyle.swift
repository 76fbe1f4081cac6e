/// The inline style sheet of report.html: a system font stack, a restrained palette
/// with green and red badges for pass and fail, right-aligned tabular numbers, and a
/// dark variant that follows the reader's system setting. No external resources.
enum HTMLStyle {
    /// The CSS placed in the report's `<style>` element.
    static let css = """
    :root {
      --fg: #1f2328; --muted: #59636e; --bg: #ffffff; --panel: #f6f8fa; --border: #d1d9e0;
      --accent: #0969da; --pass-fg: #1a7f37; --pass-bg: #dafbe1; --fail-fg: #cf222e;
      --fail-bg: #ffebe9; --warn-fg: #9a6700; --warn-bg: #fff8c5; --code-bg: #f6f8fa;
      --radius: 6px;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --panel: #151b23; --border: #3d444d;
        --accent: #4493f8; --pass-fg: #3fb950; --pass-bg: #12261e; --fail-fg: #f85149;
        --fail-bg: #2d1214; --warn-fg: #d29922; --warn-bg: #272115; --code-bg: #151b23;
      }
    }
    * { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; }
    body {
      margin: 0; color: var(--fg); background: var(--bg);
      font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial,
            "Noto Sans", "Liberation Sans", sans-serif;
    }
    header.page, main, footer.page { max-width: 1200px; margin: 0 auto; padding: 0 24px; }
    header.page { padding-top: 28px; padding-bottom: 8px; }
    h1 { font-size: 26px; margin: 0 0 4px; font-weight: 600; letter-spacing: -0.01em; }
    h2 { font-size: 19px; margin: 36px 0 12px; padding-bottom: 6px; border-bottom: 1px solid var(--border); font-weight: 600; }
    h3 { font-size: 15px; margin: 18px 0 8px; font-weight: 600; }
    a { color: var(--accent); text-decoration: none; }
    a:hover { text-decoration: underline; }
    code, pre, .mono { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace; font-size: 13px; }
    .subtitle { color: var(--muted); margin: 0; }
    .banner { margin: 16px 0 0; padding: 10px 14px; border-radius: var(--radius); border: 1px solid var(--warn-fg);
              background: var(--warn-bg); color: var(--warn-fg); font-weight: 500; }
    dl.meta { display: grid; grid-template-columns: max-content 1fr; gap: 4px 18px; margin: 16px 0 0; }
    dl.meta dt { color: var(--muted); }
    dl.meta dd { margin: 0; overflow-wrap: anywhere; }
    .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; margin: 8px 0 20px; }
    .card { border: 1px solid var(--border); border-radius: var(--radius); padding: 12px 14px; background: var(--panel); }
    .card .label { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; }
    .card .value { font-size: 24px; font-weight: 600; font-variant-numeric: tabular-nums; }
    .card.pass .value { color: var(--pass-fg); }
    .card.fail .value { color: var(--fail-fg); }
    .table-wrap { overflow-x: auto; border: 1px solid var(--border); border-radius: var(--radius); }
    table { border-collapse: collapse; width: 100%; }
    th, td { padding: 6px 10px; text-align: left; vertical-align: top; border-bottom: 1px solid var(--border); }
    tr:last-child > td { border-bottom: none; }
    th { background: var(--panel); font-weight: 600; font-size: 13px; color: var(--muted); white-space: nowrap; }
    th.num, td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    tbody tr:hover { background: var(--panel); }
    tr.total td { font-weight: 600; background: var(--panel); }
    td.text { overflow-wrap: anywhere; }
    .badge { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 12px; font-weight: 600;
             line-height: 18px; white-space: nowrap; border: 1px solid transparent; }
    .badge.pass { color: var(--pass-fg); background: var(--pass-bg); border-color: var(--pass-fg); }
    .badge.fail { color: var(--fail-fg); background: var(--fail-bg); border-color: var(--fail-fg); }
    .badge.neutral { color: var(--muted); background: var(--panel); border-color: var(--border); }
    .muted { color: var(--muted); }
    details.sample { border: 1px solid var(--border); border-radius: var(--radius); margin: 0 0 12px; background: var(--bg); }
    details.sample[open] { box-shadow: 0 1px 3px rgba(0, 0, 0, 0.06); }
    details.sample > summary { cursor: pointer; padding: 10px 14px; display: flex; gap: 10px; align-items: center;
                               flex-wrap: wrap; list-style: none; }
    details.sample > summary::-webkit-details-marker { display: none; }
    details.sample > summary::before { content: "\\25B8"; color: var(--muted); width: 1em; }
    details.sample[open] > summary::before { content: "\\25BE"; }
    details.sample > summary .name { font-weight: 600; overflow-wrap: anywhere; }
    details.sample > summary .figures { margin-left: auto; color: var(--muted); font-variant-numeric: tabular-nums; }
    details.sample.fail { border-left: 4px solid var(--fail-fg); }
    details.sample[hidden] { display: none; }
    details.confusions { margin: 0 0 8px; } details.confusions > summary { cursor: pointer; padding: 4px 0; }
    .confusion-tables { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    .confusion-tables table { width: auto; min-width: 16em; } td.mono { font-family: var(--mono, monospace); white-space: pre; }
    svg.picture-defs { position: absolute; width: 0; height: 0; overflow: hidden; }
    #sample-table td:nth-child(2) { min-width: 12em; overflow-wrap: break-word; }
    td.reason { max-width: 22em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--fail-fg); }
    details.sample.pass { border-left: 4px solid var(--pass-fg); }
    .sample-body { padding: 0 14px 14px; border-top: 1px solid var(--border); }
    ul.failures { margin: 8px 0; padding-left: 20px; color: var(--fail-fg); }
    .compare { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
    @media (max-width: 760px) { .compare { grid-template-columns: 1fr; } }
    .compare figure { margin: 0; min-width: 0; }
    .compare figcaption { font-size: 12px; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; margin-bottom: 4px; }
    pre.text { margin: 0; padding: 10px 12px; background: var(--code-bg); border: 1px solid var(--border);
               border-radius: var(--radius); white-space: pre-wrap; overflow-wrap: anywhere; min-height: 2.6em; }
    pre.text.empty::before { content: "(empty)"; color: var(--muted); font-style: italic; }
    .sample-top { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 420px); gap: 18px; align-items: start; }
    @media (max-width: 900px) { .sample-top { grid-template-columns: 1fr; } }
    figure.page-view { margin: 12px 0 0; }
    figure.page-view figcaption { font-size: 12px; color: var(--muted); margin-top: 4px; }
    svg.boxes { display: block; width: 100%; height: auto; max-height: 420px; border: 1px solid var(--border);
                border-radius: var(--radius); background: var(--panel); }
    svg.boxes rect { stroke-width: 2; vector-effect: non-scaling-stroke; }
    svg.boxes rect.canvas { fill: #ffffff; stroke: none; }
    svg.boxes rect.ok { fill: rgba(26, 127, 55, 0.14); stroke: #1a7f37; }
    svg.boxes rect.bad { fill: rgba(207, 34, 46, 0.16); stroke: #cf222e; }
    svg.boxes rect.unknown { fill: rgba(9, 105, 218, 0.12); stroke: #0969da; }
    svg.boxes rect.truth { fill: none; stroke: #8250df; stroke-dasharray: 6 4; }
    svg.boxes rect.truth.missed { stroke: #cf222e; stroke-dasharray: 3 3; }
    svg.boxes rect.barcode { fill: rgba(154, 103, 0, 0.14); stroke: #9a6700; stroke-width: 3; }
    i.swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin: 0 4px 0 8px; vertical-align: -1px; }
    i.swatch.ok { background: #1a7f37; } i.swatch.bad { background: #cf222e; } i.swatch.unknown { background: #0969da; }
    i.swatch.truth { background: none; border: 2px dashed #8250df; width: 8px; height: 8px; }
    i.swatch.truth.missed { border-color: #cf222e; }
    i.swatch.barcode { background: #9a6700; }
    i.swatch.s0, .series.s0 { background: #0969da; fill: #0969da; } i.swatch.s1, .series.s1 { background: #bf3989; fill: #bf3989; }
    i.swatch.s2, .series.s2 { background: #1a7f37; fill: #1a7f37; } i.swatch.s3, .series.s3 { background: #9a6700; fill: #9a6700; }
    i.swatch.s4, .series.s4 { background: #8250df; fill: #8250df; } i.swatch.s5, .series.s5 { background: #cf222e; fill: #cf222e; }
    .series-line { fill: none; stroke-width: 2; } .series-line.s0 { stroke: #0969da; } .series-line.s1 { stroke: #bf3989; }
    .series-line.s2 { stroke: #1a7f37; } .series-line.s3 { stroke: #9a6700; } .series-line.s4 { stroke: #8250df; } .series-line.s5 { stroke: #cf222e; }
    .charts { display: flex; flex-wrap: wrap; gap: 14px; margin: 8px 0 8px; }
    figure.chart { margin: 0; padding: 10px 12px 6px; border: 1px solid var(--border); border-radius: var(--radius); background: var(--bg); max-width: 100%; }
    figure.chart svg { display: block; max-width: 100%; height: auto; }
    figure.chart.trend { overflow-x: auto; }
    figure.chart.trend svg { max-width: none; }
    figure.chart figcaption { font-size: 12px; color: var(--muted); margin-top: 2px; }
    figure.chart text { font: 11px system-ui, sans-serif; fill: var(--muted); }
    figure.chart text.label { fill: var(--fg); }
    figure.chart text.value { fill: var(--fg); }
    figure.chart rect.bar { fill: var(--accent); } figure.chart rect.bar.good { fill: var(--pass-fg); } figure.chart rect.bar.bad { fill: var(--fail-fg); }
    figure.chart line.baseline, figure.chart line.grid { stroke: var(--border); stroke-width: 1; }
    .legend { display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 12px; color: var(--muted); margin-top: 4px; }
    .filters { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 0 0 10px; font-size: 14px; }
    .filters select, .filters input[type=search] { font: inherit; padding: 3px 6px; border: 1px solid var(--border); border-radius: var(--radius);
                                                  background: var(--bg); color: var(--fg); }
    th.sort { cursor: pointer; user-select: none; }
    th.sort::after { content: " \\2195"; color: var(--border); }
    th[aria-sort=ascending]::after { content: " \\2191"; color: var(--accent); }
    th[aria-sort=descending]::after { content: " \\2193"; color: var(--accent); }
    tr[hidden] { display: none; }
    pre.diff del, pre.diff ins, .legend-inline del, .legend-inline ins { text-decoration: none; border-radius: 3px; padding: 0 1px; }
    pre.diff del.del, .legend-inline del.del, del.del { background: var(--fail-bg); color: var(--fail-fg); text-decoration: line-through; }
    pre.diff ins.ins, .legend-inline ins.ins, ins.ins { background: var(--pass-bg); color: var(--pass-fg); text-decoration: none; }
    .sub del { background: var(--fail-bg); color: var(--fail-fg); text-decoration: line-through; }
    .sub ins { background: var(--warn-bg); color: var(--warn-fg); text-decoration: none; }
    table.sbs td.line { font-family: var(--mono, monospace); white-space: pre-wrap; overflow-wrap: anywhere; width: 48%; }
    table.sbs tr.same td { color: var(--muted); }
    table.sbs tr.moved td, table.sbs td.moved { background: var(--warn-bg); }
    table.sbs.three td.line { width: 31%; } table.sbs tr.differs td.num { border-left: 3px solid var(--fail-fg); }
    span.w { background: rgba(154, 103, 0, 0.10); border-bottom: 1px solid #9a6700; border-radius: 2px; }
    mark.sub { background: var(--warn-bg); color: var(--warn-fg); font-weight: 600; }
    mark.del { background: var(--fail-bg); color: var(--fail-fg); text-decoration: line-through; }
    mark.ins { background: var(--pass-bg); color: var(--pass-fg); font-weight: 600; }
    .appeared, .sub.appeared { outline: 2px solid var(--fail-fg); outline-offset: 1px; }
    .disappeared, .sub.disappeared { outline: 2px dashed var(--pass-fg); outline-offset: 1px; }
    .legend-inline { font-weight: 400; font-size: 12px; margin-left: 8px; }
    details.texts { margin: 10px 0 0; }
    details.texts > summary { cursor: pointer; color: var(--muted); font-size: 13px; }
    .verdict { margin: 14px 0 0; padding: 12px 16px; border-radius: var(--radius); border: 1px solid; }
    .verdict.pass { color: var(--pass-fg); background: var(--pass-bg); border-color: var(--pass-fg); }
    .verdict.fail { color: var(--fail-fg); background: var(--fail-bg); border-color: var(--fail-fg); }
    .verdict strong { font-size: 16px; margin-right: 8px; }
    .verdict ul { margin: 6px 0 0; padding-left: 20px; color: var(--fg); }
    .badge.warn { color: var(--warn-fg); background: var(--warn-bg); border-color: var(--warn-fg); }
    .meter { display: inline-block; width: 160px; height: 8px; background: var(--panel); border: 1px solid var(--border); border-radius: 4px; overflow: hidden; vertical-align: middle; }
    .meter > span { display: block; height: 100%; background: var(--fail-fg); }
    .ci { position: relative; display: inline-block; width: 160px; height: 10px; background: var(--panel); border: 1px solid var(--border); border-radius: 4px; vertical-align: middle; }
    .ci > .zero { position: absolute; left: 50%; top: -2px; bottom: -2px; width: 1px; background: var(--fg); }
    .ci > .range { position: absolute; top: 2px; bottom: 2px; border-radius: 3px; background: var(--muted); }
    .ci > .range.fail { background: var(--fail-fg); }
    .ci > .range.pass { background: var(--pass-fg); }
    table.intervals td { white-space: nowrap; }
    .ci > .point { position: absolute; top: -1px; bottom: -1px; width: 2px; margin-left: -1px; background: var(--fg); }
    p.order { margin: 8px 0 0; }
    ul.keys { margin: 4px 0; padding-left: 18px; columns: 2; font-size: 13px; }
    footer.page { color: var(--muted); font-size: 13px; padding-top: 24px; padding-bottom: 40px; }
    @media print {
      details.sample { break-inside: avoid; }
      .table-wrap { overflow: visible; }
    }
    """
}
