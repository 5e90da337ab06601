// The rule-fixture reports on their own: runs the fixture test quietly (it writes
// bench/engine/FIXTURES.md on a complete run) and prints the per-language table of open
// `todoruleid:` / `todook:` lines and model rows no fixture exercises. The full list of those rows
// is in FIXTURES.md; the format is described in rules/FORMAT.md ("Reports of the fixture run").
//
// Usage: node bench/engine/fixture-report.mjs   (exit status: the fixture test's)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const reportFile = path.join(here, 'FIXTURES.md');
const before = fs.existsSync(reportFile) ? fs.statSync(reportFile).mtimeMs : 0;
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const run = spawnSync(process.execPath, [vitest, 'run', 'test/engine/rule-fixtures.test.ts', '--silent', '--reporter=dot'], { cwd: root, stdio: 'inherit' });
if (!fs.existsSync(reportFile) || fs.statSync(reportFile).mtimeMs === before) {
  console.error('the fixture run did not write bench/engine/FIXTURES.md');
  process.exit(run.status || 1);
}
const table = fs.readFileSync(reportFile, 'utf8').split('\n').filter((line) => line.startsWith('|'));
console.log(table.join('\n'));
process.exit(run.status ?? 1);
