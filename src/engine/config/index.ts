/**
 * Configuration values defined by the files of a scanned tree, so the analysis can resolve
 * `props.getProperty("hash.algorithm")`, `@Value("${app.algo}")` or `System.getenv("ALGO")`
 * to the constant the repository configures.
 *
 * Pure functions: no file system access; the caller hands in the files it already read.
 *
 * When several files define one key, the value kept is the one from the most specific kind of
 * file, in this order: Spring's `application.properties`/`.yml` (the default profile before
 * `application-<profile>` files), other `.properties`, `.env` files, other YAML, other JSON; ties
 * go to the shorter, then alphabetically first, path. Placeholders inside values
 * (`algo=${ALGO:MD5}`) are resolved against the merged map when they can be.
 */
import path from 'node:path';
import type { SourceFile } from '../findings.js';
import { parseDotenv } from './dotenv.js';
import { resolvePlaceholders } from './placeholders.js';
import { parseProperties } from './properties.js';
import { parseJsonConfig, parseYamlConfig } from './structured.js';
import { fileFormatOf, isLockfile, isVendoredPath, type FileFormat } from '../files/kinds.js';

export { parseProperties } from './properties.js';
export { parseDotenv } from './dotenv.js';
export { flattenConfig, parseJsonConfig, parseYamlConfig } from './structured.js';
export { placeholderKey, resolvePlaceholders } from './placeholders.js';

/** The formats configuration values are read from (names as in `files/kinds.ts`). */
export type ConfigFormat = Extract<FileFormat, 'properties' | 'dotenv' | 'yaml' | 'json'>;
const CONFIG_FORMATS: ReadonlySet<FileFormat> = new Set<ConfigFormat>(['properties', 'dotenv', 'yaml', 'json']);

/** Files larger than this are data, not configuration. */
export const MAX_CONFIG_BYTES = 512 * 1024;

/** Tool configuration, not the application's: its keys are compiler options. */
const TOOL_CONFIG = new Set(['tsconfig.json', 'jsconfig.json']);

/** The configuration format of a path, or undefined when it is not a configuration file. */
export function configFormatOf(filePath: string): ConfigFormat | undefined {
  if (isVendoredPath(filePath) || isLockfile(filePath)) return undefined;
  if (TOOL_CONFIG.has(path.posix.basename(filePath.replace(/\\/g, '/')))) return undefined;
  const format = fileFormatOf(filePath);
  return CONFIG_FORMATS.has(format) ? (format as ConfigFormat) : undefined;
}

/** Parses one configuration file's text in the given format. Never throws. */
export function parseConfig(format: ConfigFormat, raw: string): Map<string, string> {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw; // editors on Windows write a BOM
  switch (format) {
    case 'properties':
      return parseProperties(text);
    case 'dotenv':
      return parseDotenv(text);
    case 'yaml':
      return parseYamlConfig(text);
    case 'json':
      return parseJsonConfig(text);
  }
}

/** Lower is more authoritative. */
function rank(filePath: string, format: ConfigFormat): number {
  const base = path.posix.basename(filePath.replace(/\\/g, '/')).toLowerCase();
  if (/^(application|bootstrap)\.(properties|ya?ml)$/.test(base)) return 0;
  if (/^(application|bootstrap)-[^.]+\.(properties|ya?ml)$/.test(base)) return 1;
  return { properties: 2, dotenv: 3, yaml: 4, json: 5 }[format];
}

export function readConfigValues(files: readonly SourceFile[]): Map<string, string> {
  const candidates: { path: string; format: ConfigFormat; rank: number; text: string }[] = [];
  for (const file of files) {
    const format = configFormatOf(file.path);
    if (!format) continue;
    const size = typeof file.content === 'string' ? file.content.length : file.content.byteLength;
    if (size > MAX_CONFIG_BYTES) continue;
    const text = typeof file.content === 'string' ? file.content : file.content.toString('utf8');
    candidates.push({ path: file.path, format, rank: rank(file.path, format), text });
  }
  candidates.sort((a, b) => a.rank - b.rank || a.path.length - b.path.length || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const merged = new Map<string, string>();
  for (const candidate of candidates) {
    for (const [key, value] of parseConfig(candidate.format, candidate.text)) {
      if (!merged.has(key)) merged.set(key, value);
    }
  }
  // Spring's relaxed binding reads `app.hashAlgorithm` and `app.hash_algorithm` as the canonical
  // `app.hash-algorithm`; the canonical form is added (when absent) so a reader of either finds it.
  for (const [key, value] of [...merged]) {
    const canonical = canonicalKey(key);
    if (canonical !== key && !merged.has(canonical)) merged.set(canonical, value);
  }
  for (const [key, value] of merged) {
    if (!value.includes('${')) continue;
    const resolved = resolvePlaceholders(value, merged);
    if (resolved !== undefined) merged.set(key, resolved);
  }
  return merged;
}

/** Spring Boot's canonical property name: dotted, lower-case, words joined by `-`. */
export function canonicalKey(key: string): string {
  return key
    .split('.')
    .map((segment) => segment.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/_/g, '-').toLowerCase())
    .join('.');
}
