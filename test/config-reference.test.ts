/**
 * The configuration reference (src/config-reference.ts) lists every VIGIL_* variable the
 * sources name, and docs/configuration.md holds the tables generated from it. Run with
 * VIGIL_UPDATE_DOCS=1 to rewrite the generated part of the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT, renderConfigurationTables } from '../src/config-reference.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const PAGE = path.join(ROOT, 'docs/configuration.md');
const BEGIN = '<!-- generated from src/config-reference.ts: do not edit by hand -->';
const END = '<!-- end of generated tables -->';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('configuration reference', () => {
  it('lists every VIGIL_* variable named in src/, and the connection URLs', () => {
    const named = new Set<string>(['DATABASE_URL', 'REDIS_URL']);
    for (const file of sources(path.join(ROOT, 'src'))) {
      if (file.endsWith('config-reference.ts')) continue;
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bVIGIL_[A-Z0-9_]*[A-Z0-9]\b/g)) named.add(match[0]);
    }
    const listed = new Set(ENVIRONMENT.map((s) => s.name));
    expect([...named].filter((name) => !listed.has(name)).sort(), 'variables missing from src/config-reference.ts').toEqual([]);
    expect(named.size).toBeGreaterThan(10);
  });

  it('has docs/configuration.md generated from it', () => {
    const page = fs.readFileSync(PAGE, 'utf8');
    const start = page.indexOf(BEGIN);
    const end = page.indexOf(END);
    expect(start, `${PAGE} lacks the generated block`).toBeGreaterThanOrEqual(0);
    const expected = `${BEGIN}\n\n${renderConfigurationTables()}\n${END}`;
    const actual = page.slice(start, end + END.length);
    if (actual !== expected && process.env.VIGIL_UPDATE_DOCS === '1') {
      fs.writeFileSync(PAGE, page.slice(0, start) + expected + page.slice(end + END.length));
      return;
    }
    expect(actual, 'run VIGIL_UPDATE_DOCS=1 npx vitest run test/config-reference.test.ts').toBe(expected);
  });
});
