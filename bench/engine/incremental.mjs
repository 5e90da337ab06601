// Incremental rescans (issue 12 part 1): a full scan against rescans through the engine cache
// (src/engine/cache/), in one process, on the same input as speed.mjs (installed packages' real
// JavaScript plus this repository's src/, or --input DIR / VIGIL_SPEED_INPUT).
// Usage: npm run build && node bench/engine/incremental.mjs [--input DIR]
// Steps: warm-up full scan (not counted); full scan without cache; cold scan filling an empty
// cache; rescan with nothing changed; rescan after one leaf file changed; rescan after a
// widely-imported helper changed. Each rescan's findings are checked equal to a full scan's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const DEFAULT_INPUT_DIRS = ['node_modules/fastify/lib', 'node_modules/pg/lib', 'node_modules/kysely/dist/esm', 'node_modules/bullmq/dist/esm', 'node_modules/ajv/dist', 'node_modules/yaml/dist', 'node_modules/ioredis/built', 'src'];
const inputOption = process.argv.indexOf('--input');
const INPUT_DIRS = inputOption > 0
  ? [path.resolve(process.argv[inputOption + 1])]
  : process.env.VIGIL_SPEED_INPUT ? process.env.VIGIL_SPEED_INPUT.split(':').filter(Boolean) : DEFAULT_INPUT_DIRS;

const { languageOfPath } = await import('../../dist/engine/parse/languages.js');
const { isVendoredPath } = await import('../../dist/engine/files/kinds.js');
const { analyzeFiles, FolderCacheStore } = await import('../../dist/engine/index.js');

const files = [];
const walk = (dir, rel) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    const r = `${rel}/${e.name}`;
    if (e.isDirectory()) {
      if (!path.isAbsolute(INPUT_DIRS[0]) || !isVendoredPath(`${r}/`)) walk(full, r);
    } else if (languageOfPath(e.name) && !e.name.endsWith('.map')) files.push({ path: r, content: fs.readFileSync(full, 'utf8') });
  }
};
// As in speed.mjs: package code is renamed so the skip rules treat it as first-party.
for (const d of INPUT_DIRS) {
  if (path.isAbsolute(d)) walk(d, `ext/${path.basename(d)}`);
  else walk(path.join(repo, d), d.startsWith('node_modules/') ? `pkg/${d.slice(13).replace(/\//g, '__')}` : d);
}
for (const f of files) if (f.path.startsWith('pkg/')) f.path = `pkg/${f.path.slice(4).replace(/\/(dist|build|built|out)(?=\/)/g, '/$1_')}`;
const lines = files.reduce((n, f) => n + f.content.split('\n').length, 0);

// The widely-used helper: the file whose stem is named by the most relative imports of other files.
const importCount = new Map();
for (const f of files) {
  for (const m of f.content.matchAll(/(?:from\s+|require\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(f.path), m[1])).replace(/\.(m|c)?[jt]sx?$/, '');
    importCount.set(target, (importCount.get(target) ?? 0) + 1);
  }
}
const stem = (p) => p.replace(/\.(m|c)?[jt]sx?$/, '');
const helper = [...files].sort((a, b) => (importCount.get(stem(b.path)) ?? 0) - (importCount.get(stem(a.path)) ?? 0))[0];
const leaf = files.find((f) => !importCount.get(stem(f.path)) && f.path.endsWith('.js') && f.content.length > 2000) ?? files[files.length - 1];

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-cache-'));
const store = new FolderCacheStore(cacheDir);
const comparable = (r) => JSON.stringify({ f: r.findings, d: r.diagnostics });

async function timed(label, list, cached) {
  let stats;
  const started = performance.now();
  const result = await analyzeFiles(list, { parallel: false, ...(cached ? { cache: { store, scope: 'bench', onStats: (s) => (stats = s) } } : {}) });
  const seconds = (performance.now() - started) / 1000;
  return { label, seconds, result, stats };
}

const edit = (f) => ({ ...f, content: `${f.content}\nfunction vigilBenchEdit${Date.now()}() { return 1; }\n` });
const rows = [];
await timed('warm-up', files, false);
const full = await timed('full scan, no cache', files, false);
rows.push(full);
rows.push(await timed('cold cache (fills it)', files, true));
rows.push(await timed('rescan, nothing changed', files, true));
const afterLeaf = files.map((f) => (f === leaf ? edit(f) : f));
rows.push({ ...(await timed(`rescan, one file changed (${leaf.path})`, afterLeaf, true)), check: afterLeaf });
const afterHelper = afterLeaf.map((f) => (f.path === helper.path ? edit(f) : f));
rows.push({ ...(await timed(`rescan, widely-imported helper changed (${helper.path}, imported by ${importCount.get(stem(helper.path))} files)`, afterHelper, true)), check: afterHelper });

for (const row of rows) {
  if (!row.check) continue;
  const reference = await analyzeFiles(row.check, { parallel: false });
  row.equal = comparable(reference) === comparable(row.result);
}
const cacheBytes = fs.readdirSync(cacheDir).reduce((n, s) => n + fs.readdirSync(path.join(cacheDir, s)).reduce((m, e) => m + fs.statSync(path.join(cacheDir, s, e)).size, 0), 0);
console.log(`input: ${files.length} files, ${lines} lines (${INPUT_DIRS.join(', ')}); machine: ${os.availableParallelism()} cores, node ${process.version}; cache folder ${(cacheBytes / 1e6).toFixed(1)} MB\n`);
console.log('| scan | seconds | / full scan | per-file hits/misses | roots rerun/reused (groups, largest) | same findings as a full scan |');
console.log('|---|---:|---:|---|---|---|');
for (const r of rows) {
  const s = r.stats;
  const roots = s ? `${s.crossFile.rerun}/${s.crossFile.reused} (${s.crossFile.groups}, ${s.crossFile.largestGroup})` : '';
  console.log(`| ${r.label} | ${r.seconds.toFixed(2)} | ${(r.seconds / full.seconds * 100).toFixed(1)}% | ${s ? `${s.files.hits}/${s.files.misses}` : ''} | ${roots} | ${r.equal === undefined ? '' : r.equal ? 'yes' : 'NO'} |`);
}
fs.rmSync(cacheDir, { recursive: true, force: true });
