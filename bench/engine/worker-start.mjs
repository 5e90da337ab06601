// CPU cost of starting one engine worker thread: a pool of one worker (dist/engine/parallel/pool.js)
// is created, runs one batch of one small JavaScript file with the secrets scan on (so the worker
// loads everything a first batch needs: the file pass, the grammar, the secrets rule pack), and is
// closed. Measured in CPU ms of this process (process.cpuUsage, all threads: the main thread only
// waits), so a machine loaded by other work changes it little; the main thread's own one-time work
// (imports, anything it prepares for its workers) is done before the timing.
// Usage: npm run build && node bench/engine/worker-start.mjs [starts=8]
//        DIST=/path/to/other/dist node bench/engine/worker-start.mjs   (another build, same run)
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = process.env.DIST ?? path.join(repo, 'dist');
const starts = Number(process.argv[2] ?? 8);
const { EnginePool } = await import(path.join(DIST, 'engine/parallel/pool.js'));
const { processFile } = await import(path.join(DIST, 'engine/file-pass.js'));

const file = {
  path: 'src/config.js',
  content: `const express = require('express');\nconst app = express();\nconst token = 'ghp_1a2B3c4D5e6F7g8H9i0J1k2L3m4N5o6P7q8R';\napp.get('/u', (req, res) => res.send(req.query.name));\n`,
};
const options = { maxFileBytes: 1024 * 1024 };
// The main thread's one-time work, outside the timing: the same file in this thread.
const expected = await processFile(file, options);

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const samples = [];
for (let i = 0; i < starts; i++) {
  const t = cpu();
  const wall = performance.now();
  const pool = new EnginePool(1);
  const [result] = await pool.run([file], options);
  await pool.close();
  samples.push({ cpuMs: Math.round(cpu() - t), wallMs: Math.round(performance.now() - wall) });
  if (JSON.stringify(result.secrets) !== JSON.stringify(expected.secrets) || result.secrets.length === 0) throw new Error('the worker found other secrets than this thread');
}
const sorted = samples.map((s) => s.cpuMs).sort((a, b) => a - b);
console.log(JSON.stringify({ starts, medianCpuMs: sorted[Math.floor(sorted.length / 2)], cpuMs: samples.map((s) => s.cpuMs), wallMs: samples.map((s) => s.wallMs) }));
