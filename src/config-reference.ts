/**
 * Every setting of Vigil for people: the environment variables (from their one declaration in
 * config-schema.ts) and the command flags, with default and meaning. `docs/configuration.md` is
 * generated from it (test/config-reference.test.ts checks that every variable the sources name
 * is declared, and that the page is up to date).
 */
import { SETTINGS } from './config-schema.js';

export interface Setting {
  /** `VIGIL_PORT`, or a flag as `vigil serve --port N`. */
  name: string;
  default: string;
  meaning: string;
}

export const ENVIRONMENT: readonly Setting[] = Object.values(SETTINGS).map((s) => ({ name: s.env, default: s.shown, meaning: s.meaning }));

export const FLAGS: readonly Setting[] = [
  { name: 'vigil serve --host H', default: '`VIGIL_HOST`', meaning: 'listen address' },
  { name: 'vigil serve --port N', default: '`VIGIL_PORT`', meaning: 'listen port' },
  { name: 'vigil serve --rate-limit', default: '`VIGIL_RATE_LIMIT`', meaning: 'turn per-key rate limiting on (the numbers come from the `VIGIL_RATE_LIMIT_*` variables)' },
  { name: 'vigil worker --concurrency N', default: '`VIGIL_WORKER_CONCURRENCY`', meaning: 'scans at once (1–256)' },
  { name: 'vigil scan --format text\\|json\\|sarif', default: '`text`', meaning: 'report format of a local scan' },
  { name: 'vigil scan --output FILE', default: 'stdout', meaning: 'where the report goes' },
  { name: 'vigil scan --fail-on SEVERITY', default: 'none', meaning: 'exit 1 when a finding is at or above SEVERITY' },
  { name: 'vigil scan --no-secrets', default: 'off', meaning: 'skip hard-coded secrets detection' },
  { name: 'vigil scan --no-cache', default: 'off', meaning: 'neither read nor write the engine cache (`VIGIL_DATA_DIR/engine-cache`, else `~/.cache/vigil/engine-cache`)' },
  { name: 'vigil ci --url URL', default: 'required', meaning: 'base URL of the Vigil server' },
  { name: 'vigil ci --codebase CID', default: 'required', meaning: 'codebase to scan' },
  { name: 'vigil ci --branch B', default: 'required', meaning: 'branch to scan' },
  { name: 'vigil ci --files PATH...', default: 'all files', meaning: 'scan and report only these paths' },
  { name: 'vigil ci --fail-on SEVERITY', default: 'none', meaning: 'exit 1 when a reported open issue is at or above SEVERITY' },
  { name: 'vigil ci --format text\\|sarif\\|json', default: '`text`', meaning: 'report format' },
  { name: 'vigil ci --output FILE', default: 'stdout', meaning: 'where the report goes (the text summary still goes to stdout)' },
  { name: 'vigil ci --diff-base REF', default: 'none', meaning: 'report only issues on lines changed since the merge base with REF' },
  { name: 'vigil ci --repo DIR', default: '`.`', meaning: 'the checkout `--diff-base` reads' },
  { name: 'vigil ci --timeout SECONDS', default: '`1800`', meaning: 'exit 3 when the scan has not finished by then' },
  { name: 'vigil ci --poll-interval SECONDS', default: '`2`', meaning: 'time between two status reads' },
  { name: 'vigil rules list --language L', default: 'all', meaning: 'only the rules of one family (`javascript`, `python`, `java`, `go`, `php`, `secrets`) or language id (`typescript`)' },
  { name: 'vigil rules list\\|show --json', default: 'off', meaning: 'one JSON value instead of text' },
];

function table(rows: readonly Setting[], first: string): string {
  const lines = [`| ${first} | default | meaning |`, '|---|---|---|'];
  for (const row of rows) lines.push(`| \`${row.name}\` | ${row.default} | ${row.meaning} |`);
  return lines.join('\n');
}

/** The generated part of docs/configuration.md. */
export function renderConfigurationTables(): string {
  return `### Environment variables\n\n${table(ENVIRONMENT, 'variable')}\n\n### Command flags\n\n${table(FLAGS, 'flag')}\n`;
}
