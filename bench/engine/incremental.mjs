// Incremental rescans (issue 12 part 1): a full scan against rescans through the engine cache
// (src/engine/cache/), in one process, on the same input as speed.mjs (installed packages' real
// JavaScript plus this repository's src/, or --input DIR / VIGIL_SPEED_INPUT).
// Usage: npm run build && node bench/engine/incremental.mjs [--input DIR] [--warm [--rounds N | --sample N]]
// Without --warm each step is a fresh process (as `vigil scan` runs); with --warm every scan runs in
// one process as the server's worker runs them (incremental-warm.mjs); --sample N changes each of N files
// spread over the input in turn instead of the one leaf (the distribution of one-file rescans).
// VIGIL_FP_SRC=DIR reads a frozen copy of src/ (still named src/) so edits made meanwhile do not change the input.
// Steps: full scan without cache; first scan filling an empty cache; rescan with nothing changed;
// rescan after one leaf file changed; rescan after a widely-imported helper changed as well. Each
// rescan's findings and diagnostics are checked equal to a full scan's of the same input.
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
  else if (d === 'src' && process.env.VIGIL_FP_SRC) walk(path.resolve(process.env.VIGIL_FP_SRC), 'src');
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

// Each step runs in a fresh child process (as `vigil scan` does), sharing the cache folder; the
// rule packs are loaded before the clock starts in every step, so all steps time the same work.
const STEPS = ['full', 'cold', 'unchanged', 'leaf', 'helper', 'full-leaf', 'full-helper'];
const edit = (f, tag) => ({ ...f, content: `${f.content}\nfunction vigilBenchEdit_${tag}() { return 1; }\n` });
const inputFor = (step) => {
  const leafEdited = files.map((f) => (f === leaf ? edit(f, 'leaf') : f));
  if (step === 'leaf' || step === 'full-leaf') return leafEdited;
  if (step === 'helper' || step === 'full-helper') return leafEdited.map((f) => (f.path === helper.path ? edit(f, 'helper') : f));
  return files;
};

if (process.argv.includes('--warm')) {
  const { runWarm } = await import('./incremental-warm.mjs');
  const roundsOption = process.argv.indexOf('--rounds');
  const rounds = roundsOption > 0 ? Number(process.argv[roundsOption + 1]) : 3;
  const sampleOption = process.argv.indexOf('--sample');
  const sample = sampleOption > 0 ? Number(process.argv[sampleOption + 1]) : 0;
  const { ruleSetFor, defaultRulesDir } = await import('../../dist/engine/rules/loader.js');
  ruleSetFor(defaultRulesDir());
  await runWarm({ files, leaf, helper, edit, rounds, sample, distDir: path.join(repo, 'dist') });
  process.exit(0);
}

if (process.argv[2] === '--child') {
  const step = process.argv[3];
  const cacheDir = process.argv[4];
  const { ruleSetFor, defaultRulesDir } = await import('../../dist/engine/rules/loader.js');
  ruleSetFor(defaultRulesDir());
  const list = inputFor(step);
  let stats;
  const cached = !step.startsWith('full');
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const result = await analyzeFiles(list, { parallel: false, ...(cached ? { cache: { store: new FolderCacheStore(cacheDir), scope: 'bench', onStats: (s) => (stats = s) } } : {}) });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const digest = (await import('node:crypto')).createHash('sha256').update(JSON.stringify({ f: result.findings, d: result.diagnostics })).digest('hex');
  console.log(JSON.stringify({ step, seconds, cpuSeconds, stats, digest, findings: result.findings.length, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  process.exit(0);
}

const { execFileSync } = await import('node:child_process');
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-cache-'));
const results = {};
for (const step of STEPS) {
  const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', step, cacheDir, ...process.argv.slice(2)], { encoding: 'utf8', maxBuffer: 1 << 26 });
  results[step] = JSON.parse(out.trim().split('\n').pop());
}
const cacheBytes = fs.readdirSync(cacheDir).reduce((n, s) => n + fs.readdirSync(path.join(cacheDir, s)).reduce((m, e) => m + fs.statSync(path.join(cacheDir, s, e)).size, 0), 0);
const full = results.full.seconds;
const fullCpu = results.full.cpuSeconds;
const labels = {
  full: 'full scan, no cache',
  cold: 'first scan through an empty cache (fills it)',
  unchanged: 'rescan, nothing changed',
  leaf: `rescan, one file changed (${leaf.path})`,
  helper: `rescan, a widely-imported helper changed too (${helper.path}, imported by ${importCount.get(stem(helper.path))} files)`,
};
const same = { unchanged: results.full.digest, leaf: results['full-leaf'].digest, helper: results['full-helper'].digest };
console.log(`input: ${files.length} files, ${lines} lines (${INPUT_DIRS.join(', ')}); machine: ${os.availableParallelism()} cores, node ${process.version}; each step a fresh process; cache folder ${(cacheBytes / 1e6).toFixed(1)} MB\n`);
console.log('| scan | seconds | / full scan | CPU s | CPU / full scan | peak RSS | per-file hits/misses | roots rerun/reused | same findings as a full scan |');
console.log('|---|---:|---:|---:|---:|---:|---|---|---|');
for (const step of ['full', 'cold', 'unchanged', 'leaf', 'helper']) {
  const r = results[step];
  const s = r.stats;
  const roots = s ? `${s.crossFile.rerun}/${s.crossFile.reused}` : '';
  const check = same[step] === undefined ? '' : same[step] === r.digest ? 'yes' : 'NO';
  console.log(`| ${labels[step]} | ${r.seconds.toFixed(2)} | ${((r.seconds / full) * 100).toFixed(1)}% | ${r.cpuSeconds.toFixed(2)} | ${((r.cpuSeconds / fullCpu) * 100).toFixed(1)}% | ${r.maxRssMb.toFixed(0)} MB | ${s ? `${s.files.hits}/${s.files.misses}` : ''} | ${roots} | ${check} |`);
}
// The three full scans of the run (the second and third check the rescans' findings): on a loaded
// machine their CPU times vary, so the one-file and helper rescans are also given against their mean.
const fullCpus = ['full', 'full-leaf', 'full-helper'].map((s) => results[s].cpuSeconds);
const meanFull = fullCpus.reduce((a, b) => a + b, 0) / fullCpus.length;
console.log(`\nfull scans' CPU s: ${fullCpus.map((c) => c.toFixed(2)).join(', ')} (mean ${meanFull.toFixed(2)}); against the mean: one file ${((results.leaf.cpuSeconds / meanFull) * 100).toFixed(1)}%, helper ${((results.helper.cpuSeconds / meanFull) * 100).toFixed(1)}%`);
fs.rmSync(cacheDir, { recursive: true, force: true });
fs.rmSync(`${cacheDir}.usage`, { force: true });
