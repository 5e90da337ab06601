#!/usr/bin/env node
/**
 * CPU cost of the issues API's reads through the built app (`inject`, no sockets), in one
 * process, on a SQLite database seeded once: a cached and an uncached page of the list, a cached
 * and an uncached single issue. Written to compare a build before and after a change of the
 * store (the CamelCasePlugin): run each build on a copy of the same file, alternated.
 *
 *   node bench/api/camel-case.mjs --data DIR --seed 50000      # once: DIR/vigil.db and DIR/seed.json
 *   BENCH_VIGIL_ROOT=<a build> node bench/api/camel-case.mjs --data DIR [--requests 2000]
 *
 * Prints one JSON line: CPU microseconds per request of each case.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = process.env.BENCH_VIGIL_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({ options: { data: { type: 'string' }, seed: { type: 'string' }, requests: { type: 'string', default: '2000' } } });
const dbConfig = { dialect: 'sqlite', file: path.join(args.data, 'vigil.db') };

if (args.seed) {
  const { seed } = await import('./seed.mjs');
  fs.mkdirSync(args.data, { recursive: true });
  const seeded = await seed(root, dbConfig, Number(args.seed));
  fs.writeFileSync(path.join(args.data, 'seed.json'), JSON.stringify(seeded));
  process.exit(0);
}

const seeded = JSON.parse(fs.readFileSync(path.join(args.data, 'seed.json'), 'utf8'));
const { openMigratedDatabase } = await import(path.join(root, 'dist/store/database.js'));
const { buildApp } = await import(path.join(root, 'dist/api/app.js'));
const store = await openMigratedDatabase(dbConfig);
const app = await buildApp({ db: store.db, producer: {}, browser: {} });
const headers = { authorization: `Bearer ${seeded.key}` };
const get = async (url) => {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
};
const n = Number(args.requests);
const count = seeded.issueCount;
const issueId = (k) => `iss_bench${String(k % count).padStart(10, '0')}`;

async function cpuPerRequest(url) {
  const before = process.cpuUsage();
  for (let k = 0; k < n; k += 1) await get(url(k));
  const used = process.cpuUsage(before);
  return Math.round((used.user + used.system) / n);
}

// Warm up every code path (JIT, compiled statements, key cache) on requests the cases do not repeat.
for (let k = 0; k < 300; k += 1) {
  await get(`/v1/issues?limit=50&status=open&offset=${k * 50}`);
  await get(`/v1/issues/${issueId(count - 1 - k)}`);
}
const result = {
  cachedList: await cpuPerRequest(() => '/v1/issues?limit=50'),
  // Distinct pages of one filter: each is a miss of the page cache (its rows read, mapped, serialised).
  uncachedList: await cpuPerRequest((k) => `/v1/issues?limit=50&severity=high&offset=${k * 5}`),
  cachedIssue: await cpuPerRequest(() => `/v1/issues/${issueId(7)}`),
  uncachedIssue: await cpuPerRequest((k) => `/v1/issues/${issueId(1000 + k * 7)}`),
};
console.log(JSON.stringify({ root, requests: n, cpuMicrosecondsPerRequest: result }));
await app.close();
await store.close();
