// Plain-text tables that are also Markdown, so the printed output can be pasted into docs/benchmarks.md.

export function table(headers, rows, align = []) {
  const cells = rows.map((r) => r.map((c) => (c === null || c === undefined ? '–' : String(c))));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i].length), 3));
  const pad = (s, i) => (align[i] === 'r' ? s.padStart(widths[i]) : s.padEnd(widths[i]));
  const line = (r) => `| ${r.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (align[i] === 'r' ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(headers), rule, ...cells.map(line)].join('\n');
}

export const fmt = {
  int: (n) => (n === null || n === undefined || Number.isNaN(n) ? null : Math.round(n).toLocaleString('en-US')),
  ms: (n) => (n === null || n === undefined || Number.isNaN(n) ? null : n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US')),
  kb: (bytes) => (bytes === null || bytes === undefined ? null : `${(bytes / 1000).toFixed(1)} kB`),
  pct: (x) => (x === null || x === undefined ? null : `${Math.round(x * 100)}%`),
  cls: (x) => (x === null || x === undefined ? null : x.toFixed(3)),
};
