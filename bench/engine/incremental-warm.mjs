// Incremental rescans as the server runs them (issue 12 part 1): every scan in ONE long-lived
// process, called the way src/workflows/engine.ts calls the engine (analyzeWithRepositoryPolicy
// over analyzeFiles, `parallel: true` so the per-file pass runs in the engine's shared worker
// threads, the folder cache store of SQLite mode, blob ids given by the caller as git's ls-tree
// gives them). Started by `node bench/engine/incremental.mjs --warm [--rounds N]`, which builds the
// input; see that file for the input and VIGIL_FP_SRC.
//
// Order: one untimed full scan (warms the process: grammars, rule packs, worker threads, JIT);
// a timed full scan without cache; a first scan filling an empty cache; a rescan with nothing
// changed. Then N rounds of: the leaf file edited again (new content each round, so it is parsed:
// a one-file rescan), a full scan without cache of that same input; the helper edited again (one
// file changed, 238 roots of its importers rerun here), a full scan of that input. Each rescan's
// findings and diagnostics are checked equal to the full scan's of the same input, and its CPU
// time is given against that full scan (the pair runs back to back, so the machine's load is
// about the same for both). CPU time is process.cpuUsage: the whole process, worker threads included.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';

export async function runWarm({ files, leaf, helper, edit, rounds, sample, distDir }) {
  const { analyzeFiles, FolderCacheStore } = await import(`${distDir}/engine/index.js`);
  const { analyzeWithRepositoryPolicy } = await import(`${distDir}/engine/repo-config/policy.js`);
  const { blobIdOf } = await import(`${distDir}/engine/cache/keys.js`);
  const { DEFAULT_CONFIG } = await import(`${distDir}/config.js`);
  const { sharedPool } = await import(`${distDir}/engine/index.js`);
  // The workflow's readFiles gives each file the blob id git listed; computed here, untimed.
  const withBlob = (list) => list.map((f) => (f.blobId ? f : { ...f, blobId: blobIdOf(f.content) }));
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-warm-cache-'));
  const store = new FolderCacheStore(cacheDir);
  const scan = async (list, cached) => {
    let stats;
    const cache = cached ? { store, scope: 'bench', onStats: (s) => (stats = s) } : undefined;
    const input = withBlob(list);
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const result = await analyzeWithRepositoryPolicy(input, { parallel: true, cache, fileTimeLimitMs: DEFAULT_CONFIG.fileTimeLimitMs }, analyzeFiles);
    const cpu = process.cpuUsage(cpuStart);
    const seconds = (performance.now() - started) / 1000;
    const digest = createHash('sha256').update(JSON.stringify({ f: result.findings, d: result.diagnostics })).digest('hex');
    return { seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, stats, digest, findings: result.findings.length };
  };
  const rows = [];
  const row = (label, r, full) => {
    const s = r.stats;
    const roots = s ? `${s.crossFile.rerun}/${s.crossFile.reused}` : '';
    const check = full ? (full.digest === r.digest ? 'yes' : 'NO') : '';
    const ratio = full ? `${((r.cpuSeconds / full.cpuSeconds) * 100).toFixed(1)}%` : '';
    rows.push(`| ${label} | ${r.seconds.toFixed(2)} | ${r.cpuSeconds.toFixed(2)} | ${ratio} | ${s ? `${s.files.hits}/${s.files.misses}` : ''} | ${roots} | ${check} |`);
    return r;
  };
  await scan(files, false);
  const full = row('full scan, no cache', await scan(files, false));
  row('first scan through an empty cache (fills it)', await scan(files, true), full);
  row('rescan, nothing changed', await scan(files, true), full);
  if (sample > 0) {
    await runSample({ files, edit, sample, scan, row, rows });
    await sharedPool().close?.();
    fs.rmSync(cacheDir, { recursive: true, force: true });
    fs.rmSync(`${cacheDir}.usage`, { force: true });
    return;
  }
  let current = files;
  const leafRatios = [];
  const helperRatios = [];
  for (let round = 1; round <= rounds; round++) {
    current = current.map((f) => (f.path === leaf.path ? edit(leaf, `leaf${round}`) : f));
    const leafRescan = await scan(current, true);
    const leafFull = await scan(current, false);
    row(`round ${round}: full scan, no cache (leaf edited)`, leafFull);
    row(`round ${round}: rescan, one file changed (${leaf.path})`, leafRescan, leafFull);
    leafRatios.push(leafRescan.cpuSeconds / leafFull.cpuSeconds);
    current = current.map((f) => (f.path === helper.path ? edit(helper, `helper${round}`) : f));
    const helperRescan = await scan(current, true);
    const helperFull = await scan(current, false);
    row(`round ${round}: full scan, no cache (helper edited)`, helperFull);
    row(`round ${round}: rescan, the helper changed (${helper.path})`, helperRescan, helperFull);
    helperRatios.push(helperRescan.cpuSeconds / helperFull.cpuSeconds);
  }
  const lines = files.reduce((n, f) => n + f.content.split('\n').length, 0);
  console.log(`input: ${files.length} files, ${lines} lines; machine: ${os.availableParallelism()} cores, node ${process.version}; every scan in this one process (server mode: parallel, worker threads warm); load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
  console.log('| scan | seconds | CPU s | CPU / full scan of the same input | per-file hits/misses | roots rerun/reused | same findings as a full scan |');
  console.log('|---|---:|---:|---:|---|---|---|');
  for (const r of rows) console.log(r);
  const pct = (xs) => xs.map((x) => `${(x * 100).toFixed(1)}%`).join(', ');
  console.log(`\none-file rescan / full scan, per round: ${pct(leafRatios)}; helper rescan / full scan: ${pct(helperRatios)}`);
  await sharedPool().close?.();
  fs.rmSync(cacheDir, { recursive: true, force: true });
  fs.rmSync(`${cacheDir}.usage`, { force: true });
}

// --sample N: which file changes decides how much reruns (a leaf of a large module group against a
// file few others reach), so one chosen file is one point of a distribution. N files spread evenly
// over the input sorted by path are each changed in turn, starting each time from the cached
// original input (the previous edit reverted first, untimed); each rescan is checked against and
// timed against a full scan of the same input.
async function runSample({ files, edit, sample, scan, row, rows }) {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : 1));
  const step = sorted.length / sample;
  const picks = Array.from({ length: sample }, (_, i) => sorted[Math.floor(i * step + step / 2)]);
  const ratios = [];
  // Edits accumulate, as commits do: each rescan follows the scan of the input before its one edit.
  // (Going back to the original input first would be answered from the cache's snapshot of it,
  // which leaves the cross-file state of the last edited input: two files would differ.)
  let changed = files;
  for (const [i, pick] of picks.entries()) {
    changed = changed.map((f) => (f.path === pick.path ? edit(f, `sample${i}`) : f));
    const rescan = await scan(changed, true);
    const full = await scan(changed, false);
    row(`sample ${i + 1}: rescan, one file changed (${pick.path})`, rescan, full);
    ratios.push({ ratio: rescan.cpuSeconds / full.cpuSeconds, same: rescan.digest === full.digest });
  }
  const lines = files.reduce((n, f) => n + f.content.split('\n').length, 0);
  console.log(`input: ${files.length} files, ${lines} lines; machine: ${os.availableParallelism()} cores, node ${process.version}; every scan in this one process (server mode); load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
  console.log('| scan | seconds | CPU s | CPU / full scan of the same input | per-file hits/misses | roots rerun/reused | same findings as a full scan |');
  console.log('|---|---:|---:|---:|---|---|---|');
  for (const r of rows) console.log(r);
  const sortedRatios = ratios.map((r) => r.ratio).sort((a, b) => a - b);
  const at = (q) => `${(sortedRatios[Math.min(sortedRatios.length - 1, Math.floor(q * sortedRatios.length))] * 100).toFixed(1)}%`;
  const under5 = sortedRatios.filter((r) => r < 0.05).length;
  console.log(`\none-file rescans / full scan over ${sample} files: median ${at(0.5)}, 90th percentile ${at(0.9)}, max ${at(1)}; under 5%: ${under5} of ${sample}; all equal to a full scan: ${ratios.every((r) => r.same) ? 'yes' : 'NO'}`);
}
