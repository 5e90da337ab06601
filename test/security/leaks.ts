/** What an answer or a log shown to a client must never contain: SQL, driver words, stack frames, server paths. */
import path from 'node:path';

export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../..');

export const LEAK_PATTERNS: readonly RegExp[] = [
  /\b(select|insert into|update \w+ set|delete from|where \w+ =)\b/i,
  /sqlite|SQLITE_|postgres|\bpg\b|relation "|syntax error|constraint|kysely|better-sqlite3/i,
  /\n\s+at |\bat \S+ \(|\.ts:\d+|\.js:\d+|node:internal|node_modules/,
  /\/(tmp|home|root|var|usr|work|proc)\//,
];

/** The leaks found in a text: each pattern matched and each given server path it shows. */
export function leaksIn(text: string, serverPaths: readonly string[]): string[] {
  const found = LEAK_PATTERNS.filter((pattern) => pattern.test(text)).map((pattern) => `${pattern}: ${text.match(pattern)![0]}`);
  for (const p of serverPaths) if (p && text.includes(p)) found.push(`path ${p}`);
  return found;
}
