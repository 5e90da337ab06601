// Detection quality on the labelled corpus (bench/engine/corpus/<category>/<vulnerable|safe>/*).
// Each file is one case: a vulnerable case is a true positive when the engine reports at least one
// finding of the case's category in it, a safe case a false positive when it does.
// Usage: npm run build && node bench/engine/quality.mjs [--json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeFiles } from '../../dist/engine/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, 'corpus');
const files = [];
const labels = new Map();
for (const category of fs.readdirSync(root).sort()) {
  for (const kind of ['vulnerable', 'safe']) {
    const dir = path.join(root, category, kind);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).sort()) {
      const rel = `${category}/${kind}/${name}`;
      files.push({ path: rel, content: fs.readFileSync(path.join(dir, name), 'utf8') });
      labels.set(rel, { category, vulnerable: kind === 'vulnerable' });
    }
  }
}
const result = await analyzeFiles(files, { parallel: false, secrets: false });
const rows = new Map();
const misses = [];
for (const [file, label] of labels) {
  const row = rows.get(label.category) ?? { tp: 0, fp: 0, fn: 0, tn: 0 };
  rows.set(label.category, row);
  const hit = result.findings.some((f) => f.filePath === file && f.category === label.category);
  if (label.vulnerable && hit) row.tp++;
  else if (label.vulnerable) {
    row.fn++;
    misses.push(`FN ${file}`);
  } else if (hit) {
    row.fp++;
    misses.push(`FP ${file}`);
  } else row.tn++;
}
const total = { tp: 0, fp: 0, fn: 0, tn: 0 };
const lines = ['| category | TP | FP | FN | TN | TPR | FPR | TPR − FPR |', '|---|---:|---:|---:|---:|---:|---:|---:|'];
const fmt = (r) => {
  const tpr = r.tp + r.fn ? r.tp / (r.tp + r.fn) : 0;
  const fpr = r.fp + r.tn ? r.fp / (r.fp + r.tn) : 0;
  return `${r.tp} | ${r.fp} | ${r.fn} | ${r.tn} | ${(tpr * 100).toFixed(0)}% | ${(fpr * 100).toFixed(0)}% | ${((tpr - fpr) * 100).toFixed(0)}%`;
};
for (const [category, r] of [...rows].sort()) {
  lines.push(`| ${category} | ${fmt(r)} |`);
  for (const k of Object.keys(total)) total[k] += r[k];
}
lines.push(`| **all** | ${fmt(total)} |`);
if (process.argv.includes('--json')) console.log(JSON.stringify({ rows: Object.fromEntries(rows), total, misses }, null, 2));
else {
  console.log(`${labels.size} labelled cases (${[...labels.values()].filter((l) => l.vulnerable).length} vulnerable, ${[...labels.values()].filter((l) => !l.vulnerable).length} safe)\n`);
  console.log(lines.join('\n'));
  if (misses.length) console.log(`\nmisclassified:\n  ${misses.join('\n  ')}`);
}
