/**
 * Whether the engine will analyse a file, decided from the tree listing alone (path, mode, size),
 * so the files route can answer isIndexed without reading blobs. The engine also scans every text
 * file for secrets, so a text file without a supported language is still indexed; what is skipped
 * is what the engine skips by name (binaries, lockfiles, vendored and minified code) or by size.
 */
import path from 'node:path';
import { languageOfPath } from '../engine/parse/languages.js';
import type { TreeEntry } from './tree.js';

/** Larger files are skipped by the engine as too-large (keep in step with the engine's limit). */
export const MAX_INDEXED_BYTES = 1024 * 1024;

const BINARY_EXTENSIONS = new Set(
  (
    '.png .jpg .jpeg .gif .bmp .ico .webp .tiff .psd .svgz .pdf .zip .gz .tgz .bz2 .xz .7z .rar .jar .war .ear ' +
    '.class .dll .exe .so .dylib .a .o .obj .bin .dat .wasm .pyc .pyo .woff .woff2 .ttf .otf .eot .mp3 .mp4 .wav ' +
    '.ogg .avi .mov .mkv .webm .flac .sqlite .db .iso .dmg .keystore .p12 .pfx .der'
  ).split(' '),
);

const LOCKFILES = new Set([
  'package-lock.json', 'yarn.lock', 'pnpm-lock.yaml', 'npm-shrinkwrap.json', 'poetry.lock', 'Pipfile.lock',
  'composer.lock', 'Gemfile.lock', 'Cargo.lock', 'go.sum', 'gradle.lockfile', 'bun.lockb',
]);

const VENDORED_SEGMENTS = new Set(['node_modules', 'vendor', 'bower_components', 'third_party', '.venv', 'site-packages']);

export function isIndexable(entry: Pick<TreeEntry, 'path' | 'kind' | 'size'>): boolean {
  if (entry.kind !== 'file' && entry.kind !== 'executable') return false; // symlinks and submodules are never read
  if (entry.size === undefined || entry.size > MAX_INDEXED_BYTES) return false;
  const base = path.posix.basename(entry.path);
  if (LOCKFILES.has(base)) return false;
  if (/\.min\.(js|css)$/i.test(base) || /\.(map)$/i.test(base)) return false;
  if (entry.path.split('/').some((segment) => VENDORED_SEGMENTS.has(segment))) return false;
  if (languageOfPath(entry.path)) return true;
  return !BINARY_EXTENSIONS.has(path.posix.extname(base).toLowerCase());
}
