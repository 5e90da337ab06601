// CPU of a full scan of the sample apps (bench/engine/realapp*), two builds compared in one process.
// Usage: node bench/engine/apps-cpu.mjs BUILD_A BUILD_B app...   (e.g. realapp2 realapp35)
// A build is a checkout with its `dist/` built and its `rules/` (a `git worktree` of another commit,
// `npm run build` there). Per app: analyzeFiles without cache, in this thread, secrets off; the two builds
// interleaved, six runs each, the first dropped as warm-up; the best CPU time of the rest (process.cpuUsage).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [a, b, ...apps] = process.argv.slice(2);
if (!a || !b || apps.length === 0) {
  console.error('usage: node bench/engine/apps-cpu.mjs BUILD_A BUILD_B app...');
  process.exit(2);
}
const builds = [await import(`${path.resolve(a)}/dist/engine/index.js`), await import(`${path.resolve(b)}/dist/engine/index.js`)];
console.log(`| app | files | ${a} CPU ms | ${b} CPU ms | ratio |\n|---|---:|---:|---:|---:|`);
const totals = [0, 0];
for (const app of apps) {
  const files = [];
  const walk = (dir, rel) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(full, r);
      else if (e.name !== 'LABELS') files.push({ path: r, content: fs.readFileSync(full, 'utf8') });
    }
  };
  walk(path.join(here, app), '');
  const best = [Infinity, Infinity];
  for (let run = 0; run < 6; run++) {
    for (const k of [0, 1]) {
      const start = process.cpuUsage();
      await builds[k].analyzeFiles(files, { secrets: false, parallel: false });
      const used = process.cpuUsage(start);
      if (run > 0) best[k] = Math.min(best[k], (used.user + used.system) / 1000);
    }
  }
  totals[0] += best[0];
  totals[1] += best[1];
  console.log(`| ${app} | ${files.length} | ${best[0].toFixed(0)} | ${best[1].toFixed(0)} | ${(best[1] / best[0]).toFixed(2)} |`);
}
console.log(`| all | | ${totals[0].toFixed(0)} | ${totals[1].toFixed(0)} | ${(totals[1] / totals[0]).toFixed(2)} |`);
process.exit(0);
