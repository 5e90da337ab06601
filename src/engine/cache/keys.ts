/**
 * What a cached engine result is keyed by, so that a hit is exactly what a fresh run would give:
 *
 * - the file's content, as its git blob id (sha1 of `blob <size>\0<bytes>`, computed here the way
 *   git does, so the workflow's blobs and `vigil scan`'s files share entries; the workflow gives
 *   the id git listed for the blob it read, SourceFile.blobId, and it is not computed again);
 * - the engine: ENGINE_CACHE_VERSION (bumped by hand for changes nothing below sees, e.g. a
 *   dependency changed without its declared version changing), the Node.js version, the
 *   package's version and declared dependency versions (the tree-sitter grammars among them),
 *   and a sha256 over the engine's own code files as loaded (the directory this module lives in,
 *   `src/engine` under tsx or `dist/engine` when compiled), hashed once per process (about 1 MB,
 *   a few milliseconds);
 * - the rule packs: a sha256 over every file of the rules directory the RuleSet was loaded from;
 * - the options of the per-file pass: the code-analysis size limit and whether secrets are scanned.
 *
 * The repository's .vigil.yml is applied outside the engine (repo-config/policy.ts) and only
 * changes which files reach it, so it needs no part of the key.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Bump when cached results must be dropped for a reason the code hash below cannot see. */
export const ENGINE_CACHE_VERSION = 1;

/** The git blob id of a file's content. */
export function blobIdOf(content: string | Buffer): string {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

const SHA1_HEX = /^[0-9a-f]{40}$/;

/** A file's blob id: the one its caller gives when it is a SHA-1 id (the workflow's, from git), else computed. */
export function blobIdOfFile(file: { content: string | Buffer; blobId?: string }): string {
  return file.blobId !== undefined && SHA1_HEX.test(file.blobId) ? file.blobId : blobIdOf(file.content);
}

/** sha256 over the relative paths and contents of every file under `root`, in a stable order. */
export function hashTree(root: string, include: (name: string) => boolean = () => true): string {
  const hash = createHash('sha256');
  const walk = (dir: string, rel: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, relPath);
      else if (entry.isFile() && include(entry.name)) {
        hash.update(relPath).update('\0').update(fs.readFileSync(full)).update('\0');
      }
    }
  };
  walk(root, '');
  return hash.digest('hex');
}

let engineHash: string | undefined;

/** The engine's identity: the version constant and a hash of its code files (once per process). */
export function engineFingerprint(): string {
  if (!engineHash) {
    const engineDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const code = hashTree(engineDir, (name) => /\.(ts|js|mjs|cjs|json|wasm)$/.test(name) && !name.endsWith('.map'));
    // The package's version and dependency versions (the tree-sitter grammars among them).
    let manifest = '';
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(engineDir, '..', '..', 'package.json'), 'utf8')) as { version?: string; dependencies?: unknown };
      manifest = JSON.stringify([pkg.version, pkg.dependencies]);
    } catch {
      // no manifest next to the build: the code hash stands alone
    }
    engineHash = createHash('sha256').update(`v${ENGINE_CACHE_VERSION}\0${process.versions.node}\0${manifest}\0${code}`).digest('hex');
  }
  return engineHash;
}

const rulesHashes = new Map<string, string>();

/** A hash of the rule packs of a rules directory (once per directory per process). */
export function rulesFingerprint(rulesDir: string): string {
  let h = rulesHashes.get(rulesDir);
  if (!h) {
    h = hashTree(rulesDir);
    rulesHashes.set(rulesDir, h);
  }
  return h;
}

export interface PassSettings {
  maxFileBytes: number;
  secrets: boolean;
}

/** The part of every key shared by a run: engine, rules, and per-file pass settings. */
export function runKey(rulesDir: string, settings: PassSettings): string {
  return createHash('sha256')
    .update(`${engineFingerprint()}\0${rulesFingerprint(rulesDir)}\0${settings.maxFileBytes}\0${settings.secrets ? 1 : 0}`)
    .digest('hex');
}

/** The key of one file's per-file pass result. The path is part of it: IR and findings carry it. */
export function fileKey(run: string, filePath: string, blobId: string): string {
  return createHash('sha256').update(`file\0${run}\0${filePath}\0${blobId}`).digest('hex');
}

/** The key of the cross-file state of one scope (a codebase and branch, or a directory). */
export function crossFileKey(run: string, scope: string): string {
  return createHash('sha256').update(`xfile\0${run}\0${scope}`).digest('hex');
}

/** The key of one pack of a scope's per-file entries (packs.ts). */
export function packKey(run: string, scope: string, bucket: number): string {
  return createHash('sha256').update(`pack\0${run}\0${scope}\0${bucket}`).digest('hex');
}
