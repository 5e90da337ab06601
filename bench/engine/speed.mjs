// Speed of the engine against a parse-only pass over the same files, with peak memory.
// Input: real JavaScript of installed packages (read from node_modules, scanned as if first-party)
// plus this repository's own src/. Each mode runs in a fresh child process so its peak RSS is its own.
// Usage: npm run build && node bench/engine/speed.mjs [runs=3] [--input DIR]
//   --input DIR: measure another tree instead (a PHP or Go application extracted outside the repository);
//   its vendored folders are left out of both modes, so parse-only and the engine see the same files.
//   VIGIL_SPEED_INPUT=/tmp/a:/tmp/b does the same for several folders.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const DEFAULT_INPUT_DIRS = ['node_modules/fastify/lib', 'node_modules/pg/lib', 'node_modules/kysely/dist/esm', 'node_modules/bullmq/dist/esm', 'node_modules/ajv/dist', 'node_modules/yaml/dist', 'node_modules/ioredis/built', 'src'];
const inputOption = process.argv.indexOf('--input');
/** Absolute folders (--input DIR, or VIGIL_SPEED_INPUT colon-separated) replace the default input. */
export const INPUT_DIRS = inputOption > 0
  ? [path.resolve(process.argv[inputOption + 1])]
  : process.env.VIGIL_SPEED_INPUT ? process.env.VIGIL_SPEED_INPUT.split(':').filter(Boolean) : DEFAULT_INPUT_DIRS;

if (process.argv[2] === '--child') {
  const mode = process.argv[3];
  const { languageOfPath } = await import('../../dist/engine/parse/languages.js');
  const { isVendoredPath } = await import('../../dist/engine/files/kinds.js');
  const files = [];
  const walk = (dir, rel) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      const r = `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (!path.isAbsolute(INPUT_DIRS[0]) || !isVendoredPath(`${r}/`)) walk(full, r);
      }
      else if (languageOfPath(e.name) && !e.name.endsWith('.map')) files.push({ path: r, content: fs.readFileSync(full, 'utf8') });
    }
  };
  // Package code is renamed so the skip rules (node_modules, dist, build…) treat it as first-party.
  for (const d of INPUT_DIRS) {
    if (path.isAbsolute(d)) walk(d, `ext/${path.basename(d)}`);
    else walk(path.join(repo, d), d.startsWith('node_modules/') ? `pkg/${d.slice(13).replace(/\//g, '__')}` : d);
  }
  for (const f of files) if (f.path.startsWith('pkg/')) f.path = `pkg/${f.path.slice(4).replace(/\/(dist|build|built|out)(?=\/)/g, '/$1_')}`;
  const lines = files.reduce((n, f) => n + f.content.split('\n').length, 0);
  const bytes = files.reduce((n, f) => n + Buffer.byteLength(f.content), 0);
  const started = performance.now();
  let findings = 0;
  if (mode === 'parse') {
    const { parseSource } = await import('../../dist/engine/parse/parser.js');
    for (const f of files) (await parseSource(languageOfPath(f.path), f.content)).tree.delete();
  } else {
    const { analyzeFiles } = await import('../../dist/engine/index.js');
    const result = await analyzeFiles(files, { parallel: mode === 'engine-parallel' ? Math.max(2, (await import('node:os')).availableParallelism()) : false });
    findings = result.findings.length;
    if (result.stats.filesSkipped > 0) console.error(`skipped: ${JSON.stringify(result.stats.skippedByReason)}`);
    findings = `${result.findings.length} (${result.stats.filesAnalysed} files analysed, ${result.stats.filesSkipped} skipped)`;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ mode, files: files.length, lines, bytes, seconds, findings, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  process.exit(0);
}

const runs = Number(process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 3);
const modes = ['parse', 'engine-1-thread', 'engine-parallel'];
const results = {};
for (const mode of modes) {
  results[mode] = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', mode, ...(inputOption > 0 ? ['--input', INPUT_DIRS[0]] : [])], { encoding: 'utf8' });
    results[mode].push(JSON.parse(out.trim().split('\n').pop()));
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const first = results.parse[0];
console.log(`input: ${first.files} files, ${first.lines} lines, ${(first.bytes / 1e6).toFixed(1)} MB (${INPUT_DIRS.join(', ')}); median of ${runs} runs; machine: ${(await import('node:os')).availableParallelism()} cores\n`);
console.log('| mode | seconds | lines/s | peak RSS | findings |');
console.log('|---|---:|---:|---:|---:|');
for (const mode of modes) {
  const s = median(results[mode].map((r) => r.seconds));
  const rss = Math.max(...results[mode].map((r) => r.maxRssMb));
  console.log(`| ${mode} | ${s.toFixed(2)} | ${Math.round(first.lines / s).toLocaleString('en-US')} | ${rss.toFixed(0)} MB | ${results[mode][0].findings} |`);
}
