#!/usr/bin/env node
/**
 * What a cache miss of the issues API costs, counted rather than timed (so a busy machine does
 * not blur it): in one process, through the built app (`inject`, no sockets), on the data a run
 * of issues-throughput.mjs seeded (--data DIR, SQLite).
 *
 *   npm run build && node bench/api/miss-costs.mjs --data /tmp/vigil-bench/sqlite-1m
 *   # before: BENCH_VIGIL_ROOT=<a build of main before this work> with the same command
 *
 * Prints: the CPU time and SQL statements of ten concurrent deep pages of one list with no
 * anchor yet (a walk's first requests), then statements per page of the walk that follows, and
 * statements per request of distinct issues by id.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = process.env.BENCH_VIGIL_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({ options: { data: { type: 'string' } } });
const seeded = JSON.parse(fs.readFileSync(path.join(args.data, 'seed.json'), 'utf8'));
const { openMigratedDatabase } = await import(path.join(root, 'dist/store/database.js'));
const { buildApp } = await import(path.join(root, 'dist/api/app.js'));
const store = await openMigratedDatabase({ dialect: 'sqlite', file: path.join(args.data, 'vigil.db') });
// The routes read here need neither a queue nor a repository browser.
const app = await buildApp({ db: store.db, producer: {}, browser: {} });
const headers = { authorization: `Bearer ${seeded.key}` };
const get = async (url) => {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
};
await get('/v1/issues/iss_bench0000000001');

// Counted at better-sqlite3's statements: compiled reads run there directly, without Kysely's
// executor (src/store/direct-reads.ts), so counting the executor would miss them.
let statements = 0;
const { default: Sqlite } = await import(path.join(root, 'node_modules/better-sqlite3/lib/index.js'));
const scratch = new Sqlite(':memory:');
const statementPrototype = Object.getPrototypeOf(scratch.prepare('select 1'));
scratch.close();
for (const method of ['all', 'get', 'run']) {
  const original = statementPrototype[method];
  statementPrototype[method] = function (...a) {
    statements += 1;
    return original.apply(this, a);
  };
}
const half = Math.floor(seeded.issueCount / 2);
const walk = (k) => `/v1/issues?limit=50&offset=${half + 50 * k}`;
const cpu = process.cpuUsage();
const started = performance.now();
await Promise.all(Array.from({ length: 10 }, (_, k) => get(walk(k))));
const used = process.cpuUsage(cpu);
console.log(`10 concurrent deep pages (offset ${half} + 50k), no anchor: CPU ${((used.user + used.system) / 1000).toFixed(0)} ms, wall ${(performance.now() - started).toFixed(0)} ms`);
statements = 0;
for (let k = 10; k < 110; k += 1) await get(walk(k));
console.log(`the next 100 pages in order: ${(statements / 100).toFixed(2)} statements per page`);
statements = 0;
for (let k = 0; k < 100; k += 1) await get(`/v1/issues/iss_bench${String((k * 9973) % seeded.issueCount).padStart(10, '0')}`);
console.log(`100 distinct issues by id: ${(statements / 100).toFixed(2)} statements per request`);
await app.close();
await store.close();
