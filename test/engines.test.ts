/**
 * The Node.js minimum stated in package.json `engines` is true of what is installed: every
 * installed package's own `engines.node` range accepts that minimum version, so `npm install`
 * on the stated minimum warns of no engine (EBADENGINE). README and .ci/run state the same
 * minimum (checked here too), and the Node running the tests is at least that minimum.
 *
 * KNOWN_EXCEPTIONS are packages that declare a newer Node than the minimum but run on it; each
 * entry must still be installed at that exact version, so the list cannot outlive its reason.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const semver = require('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
  validRange(range: string): string | null;
};

/**
 * content-disposition@3 and cookie@2 say Node >= 22 but are ES modules that @fastify/static and
 * light-my-request (fastify's inject) load with require(), which Node has done without a flag
 * since 20.19: the whole suite runs on Node 20. npm still prints EBADENGINE for them. Removing
 * them needs @fastify/static 10.1.3 (content-disposition@2) and light-my-request 6.6.0
 * (cookie@1) — see the report of issue 13 item 8.
 */
const KNOWN_EXCEPTIONS = new Set(['content-disposition@3.0.0', 'cookie@2.0.2']);

interface Installed {
  name: string;
  version: string;
  node: string;
  where: string;
}

function installedPackages(dir: string, found: Installed[] = []): Installed[] {
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || !(entry.isDirectory() || entry.isSymbolicLink())) continue;
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      installedPackages(full, found);
      continue;
    }
    const manifest = path.join(full, 'package.json');
    if (fs.existsSync(manifest)) {
      const json = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string; engines?: { node?: unknown } };
      if (json.name && json.version && typeof json.engines?.node === 'string') {
        found.push({ name: json.name, version: json.version, node: json.engines.node, where: path.relative(ROOT, full) });
      }
    }
    installedPackages(path.join(full, 'node_modules'), found);
  }
  return found;
}

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};
const minimum = semver.minVersion(pkg.engines.node)!.version;

describe('the Node.js minimum', () => {
  it('is stated as a plain lower bound that the running Node meets', () => {
    expect(pkg.engines.node).toMatch(/^>=\d+\.\d+\.\d+$/);
    expect(semver.satisfies(process.versions.node, pkg.engines.node), `Node ${process.versions.node} is older than ${pkg.engines.node}`).toBe(true);
    // The test reads semver from node_modules: it must be a declared dependency, not a hoisting accident.
    expect(pkg.devDependencies.semver ?? pkg.dependencies.semver).toBeDefined();
  });

  it(`is accepted by the engines range of every installed package`, () => {
    const packages = installedPackages(path.join(ROOT, 'node_modules'));
    expect(packages.length).toBeGreaterThan(50);
    const refusing = packages
      .filter((p) => semver.validRange(p.node) !== null && !semver.satisfies(minimum, p.node))
      .map((p) => `${p.name}@${p.version}`);
    const unexpected = refusing.filter((id) => !KNOWN_EXCEPTIONS.has(id));
    expect(unexpected, `packages whose engines refuse Node ${minimum}`).toEqual([]);
    const stale = [...KNOWN_EXCEPTIONS].filter((id) => !refusing.includes(id));
    expect(stale, 'KNOWN_EXCEPTIONS entries no longer installed or no longer refusing: remove them').toEqual([]);
  });

  it('is the one README and .ci/run state', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const shortMinimum = minimum.replace(/\.0$/, '');
    expect(readme).toContain(`Node ${shortMinimum} or newer`);
    const ci = fs.readFileSync(path.join(ROOT, '.ci/run'), 'utf8');
    expect(ci).toMatch(/engines/);
    expect(ci).toContain('node --version');
  });
});
