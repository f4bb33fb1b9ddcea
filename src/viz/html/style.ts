import { STATE_COLOR } from '../model.js';

/** System fonts only: the report must render offline with no font downloads. */
export const CSS = `
:root{--ok:${STATE_COLOR.succeeded};--bad:${STATE_COLOR.failed};--run:${STATE_COLOR.running};--never:${STATE_COLOR.never};--repair:#b36b00;--prereq:#6a5acd}
*{box-sizing:border-box} [hidden]{display:none !important}
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;margin:0;padding:16px 24px;color:#222;background:#fafafa}
h1{font-size:20px;margin:0 0 4px} h2{font-size:16px;margin:24px 0 8px;border-bottom:1px solid #ddd}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12px}
.toolbar{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin:8px 0}
.toolbar button{font:inherit;padding:2px 10px}
.legend span{display:inline-block;padding:0 8px;margin-right:4px;border-radius:3px;border:1px solid #bbb}
.legend .succeeded{background:var(--ok)} .legend .failed{background:var(--bad)} .legend .running{background:var(--run)} .legend .never{background:var(--never)}
.legend .prereq{border-style:dashed;border-color:var(--prereq)} .legend .repaired{outline:2px solid var(--repair)}
ul.tree,ul.children{list-style:none;margin:0;padding-left:18px}
ul.tree{padding-left:0}
li.node{margin:2px 0;border-left:1px solid #ccc;padding-left:6px}
.row{display:flex;gap:8px;align-items:center;padding:2px 6px;border-radius:4px;border:1px solid #d0d0d0;background:#fff;cursor:pointer;flex-wrap:wrap}
.state-succeeded>.row{background:var(--ok);border-color:#2e7d32}
.state-failed>.row{background:var(--bad);border-color:#c62828}
.state-running>.row{background:var(--run);border-color:#f9a825}
.run .state-never>.row{background:var(--never);color:#777}
.skip-check.state-failed>.row,.not-yet>.row{background:var(--never);border-color:#bbb;color:#555}
.reflex-reflex>.row,.reflex-run>.row{border-left:5px solid var(--reflex,#888)}
.origin-prerequisite>.row{border-style:dashed;border-color:var(--prereq);font-style:italic}
.repaired>.row{outline:3px solid var(--repair);outline-offset:1px}
.repair-note{margin:4px 0 4px 24px;padding:4px 8px;border-left:3px solid var(--repair);background:#fff4e5;font-size:13px}
.mark{font-weight:bold;width:1em;text-align:center}
.kind{color:#666;font-size:11px;text-transform:uppercase}
.label{font-weight:600}
.path{color:#444}
.ticks,.folded{color:#555;font-size:12px}
.badge{font-size:11px;padding:0 6px;border-radius:8px;background:#eee}
.badge.fired{background:#e3f2fd;color:#0d47a1} .badge.prereq{background:#ece9ff;color:var(--prereq)} .badge.repaired{background:#ffe0b2;color:var(--repair)} .badge.shared{background:#e0f2f1}
button.toggle{border:none;background:none;cursor:pointer;width:1.2em;padding:0;font-size:12px}
button.toggle::before{content:"▾"} .collapsed>.row button.toggle::before{content:"▸"}
.toggle-pad{display:inline-block;width:1.2em}
li.collapsed>ul.children{display:none}
.folded{display:none} li.collapsed>.row .folded{display:inline}
dl.details{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:4px 0 4px 24px;padding:6px;background:#fff;border:1px solid #ddd}
dl.details dt{color:#666} dl.details dd{margin:0}
.figures{display:flex;flex-wrap:wrap;gap:8px}
.figure{background:#fff;border:1px solid #ddd;border-radius:4px;padding:6px 10px;min-width:120px}
.figure span{display:block;color:#666;font-size:11px}
.figures.failed .figure:first-child{background:var(--bad)} .figures.succeeded .figure:first-child{background:var(--ok)}
svg.chart{width:100%;height:auto;background:#fff;border:1px solid #ddd}
svg .grid{stroke:#eee} svg .axis,svg .lane{font-size:11px;fill:#444}
rect.call.succeeded{fill:#43a047} rect.call.failed{fill:#e53935} rect.call.running{fill:#fbc02d}
table.repairs,table.reflexes{border-collapse:collapse;background:#fff} table.repairs td,table.repairs th,table.reflexes td,table.reflexes th{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
tr.reflex-firing.failed td.outcome{background:var(--bad)} tr.reflex-firing.running td.outcome{background:var(--run)}
i.swatch{display:inline-block;width:10px;height:10px;margin-right:6px;border-radius:2px;vertical-align:baseline}
.reflex-legend{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:center;margin:4px 0;font-size:12px;color:#444}
details.llm{background:#fff;border:1px solid #ddd;margin:4px 0;padding:4px 8px} details.llm.failed{border-color:#c62828}
pre{white-space:pre-wrap;word-break:break-word;max-height:24em;overflow:auto;background:#f6f6f6;padding:6px}
.empty{color:#777}
svg.run-map{max-width:960px} svg.run-map .later{display:none} svg .map-letter{font-size:10px;font-weight:bold;fill:#fff}
.map-time{display:flex;gap:8px;align-items:center;margin:4px 0} .map-time input{width:420px}
.live-status{font-size:12px;color:#555}
.flash>.row{box-shadow:0 0 0 3px #1e88e5}
`;
