/**
 * The dashboard's issues page on a big project, measured in headless Chromium (Debian's chromium,
 * driven by playwright-core): 100,000 issues over 100 codebases (bench/api/seed.mjs, SQLite),
 * `vigil serve` from the build in dist/, and the time from a navigation or a click to the table
 * showing the new rows ("Issues X–Y of N"). Each step is repeated and the median reported.
 *
 *   npm run build && node bench/dashboard/issues-100k.mjs [--issues 100000] [--rounds 5] [--data DIR]
 *
 * The seeded data is kept in DIR (default a fresh temporary folder) and reused when seed.json is there.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { seed } from '../api/seed.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    issues: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '5' },
    data: { type: 'string' },
  },
});
const issueCount = Number(args.issues);
const rounds = Number(args.rounds);

const dataDir = args.data ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-dashboard-'));
fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const seedFile = path.join(dataDir, 'seed.json');
let seeded;
if (fs.existsSync(seedFile)) seeded = JSON.parse(fs.readFileSync(seedFile, 'utf8'));
else {
  seeded = await seed(root, { dialect: 'sqlite', file: path.join(dataDir, 'vigil.db') }, issueCount);
  fs.writeFileSync(seedFile, JSON.stringify(seeded), { mode: 0o600 });
}

const port = 19_000 + Math.floor(Math.random() * 1000);
const server = await new Promise((resolve, reject) => {
  const child = spawn(process.execPath, [path.join(root, 'bin/vigil'), 'serve', '--port', String(port)], {
    env: { ...process.env, VIGIL_DATA_DIR: dataDir, VIGIL_LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onData = (chunk) => {
    output += chunk.toString();
    if (/listening|http:\/\/127\.0\.0\.1/i.test(output)) resolve(child);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.on('exit', (code) => reject(new Error(`vigil serve exited with ${code}: ${output}`)));
});
const base = `http://127.0.0.1:${port}`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
const timings = {};
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
async function timed(name, fn) {
  const started = performance.now();
  await fn();
  (timings[name] ??= []).push(performance.now() - started);
}

try {
  for (let round = 0; round < rounds; round += 1) {
    // A fresh context per round: nothing cached in the browser, as on a first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    await timed('first load (sign-in form shown, empty cache)', async () => {
      await page.goto(base);
      await page.getByLabel('API key').waitFor();
    });
    const range = (from) => page.getByText(new RegExp(`^Issues ${from}–`)).waitFor();
    await timed('sign in → first page of issues', async () => {
      await page.getByLabel('API key').fill(seeded.key);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await range(1);
    });
    await timed('next page', async () => {
      await page.getByRole('button', { name: 'Next page' }).click();
      await range(51);
    });
    await timed('filter by URL (codebase + status + severity)', async () => {
      await page.goto(`${base}/issues?codebaseId=${seeded.codebaseIds[7]}&status=open&severity=medium`);
      await range(1);
    });
    await timed('deep page (offset 90,000)', async () => {
      await page.goto(`${base}/issues?offset=90000`);
      await range(90001);
    });
    await timed('open an issue', async () => {
      await page.locator('table tbody tr a').first().click();
      await page.getByRole('heading', { name: 'Data flow' }).waitFor();
    });
    await context.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

console.log(`issues: ${seeded.issueCount} over ${seeded.codebaseIds.length} codebases (SQLite), ${rounds} rounds, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`);
console.log('| step | median ms | min ms | max ms |');
console.log('|---|---:|---:|---:|');
for (const [name, values] of Object.entries(timings)) {
  console.log(`| ${name} | ${median(values).toFixed(0)} | ${Math.min(...values).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`);
}
