#!/usr/bin/env node
/**
 * The fault tests of test/faults/, repeated: `node bench/faults/repeat.mjs [ROUNDS]` (default 5)
 * runs the whole folder ROUNDS times with VIGIL_FAULT_KILLS=10 (ten kills of `vigil serve` per
 * round instead of CI's three), then prints each round's outcome and every `[faults …]` line the
 * tests logged (faults injected, how each scan ended). Set DATABASE_URL and REDIS_URL to the
 * shared servers for the distributed-mode faults; the tests start their own private Redis and
 * PostgreSQL to restart, and never touch the shared ones.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const rounds = Number(process.argv[2] ?? 5);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: node bench/faults/repeat.mjs [ROUNDS]');
  process.exit(2);
}

let failedRounds = 0;
for (let round = 1; round <= rounds; round++) {
  const started = Date.now();
  const run = spawnSync('npx', ['vitest', 'run', 'test/faults'], {
    cwd: root,
    env: { ...process.env, VIGIL_FAULT_KILLS: process.env.VIGIL_FAULT_KILLS ?? '10' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const passed = run.status === 0;
  if (!passed) failedRounds++;
  console.log(`round ${round}: ${passed ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  for (const line of output.split('\n')) if (/^\[faults /.test(line) || (!passed && /FAIL|AssertionError|Error:/.test(line))) console.log(`  ${line}`);
}
console.log(`${rounds - failedRounds}/${rounds} rounds passed`);
process.exit(failedRounds === 0 ? 0 : 1);
