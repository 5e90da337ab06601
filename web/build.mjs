// Builds the dashboard (web/ → dist/web) unless dist/web was built from the same sources: the
// build step runs on every `npm install` and `npm test`, and an unchanged dashboard costs nothing.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const WEB = import.meta.dirname;
const ROOT = path.resolve(WEB, '..');
const OUT = path.join(ROOT, 'dist/web');
const STAMP = path.join(OUT, '.sources-hash');

function files(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

const hash = createHash('sha256');
for (const file of [...files(WEB), path.join(ROOT, 'package-lock.json')]) {
  hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file)).update('\0');
}
const digest = hash.digest('hex');

if (fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === digest && fs.existsSync(path.join(OUT, 'index.html'))) {
  console.log('dashboard: dist/web is up to date');
} else {
  const started = Date.now();
  await build({ configFile: path.join(WEB, 'vite.config.ts'), logLevel: 'warn' });
  fs.writeFileSync(STAMP, digest);
  console.log(`dashboard: built dist/web in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
