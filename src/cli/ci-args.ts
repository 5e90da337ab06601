/**
 * Arguments of `vigil ci`. Every problem is a UsageError (exit code 2). `--files` takes one or
 * more paths after it (`--files a.js b.js`) and may be repeated.
 */
import { SEVERITIES, type Severity } from '../engine/findings.js';
import { UsageError } from './usage.js';

export const CI_FORMATS = ['text', 'sarif', 'json'] as const;
export type CiFormat = (typeof CI_FORMATS)[number];

export const CI_USAGE = `usage: vigil ci --url URL --codebase CID --branch B [--files PATH...] [--fail-on SEVERITY]
                [--format text|sarif|json] [--output FILE] [--diff-base REF] [--repo DIR]
                [--timeout SECONDS] [--poll-interval SECONDS]
  The API key is read from VIGIL_API_KEY (never from an argument, so it stays out of logs).
  --url            base URL of the Vigil server (http or https)
  --codebase       codebase id (cb_…)
  --branch         branch to scan, as the server's copy of the repository knows it
  --files          scan only these repository paths (mapped to file ids through the files route)
  --fail-on        exit 1 when an open issue at or above SEVERITY is reported (${SEVERITIES.join(', ')})
  --format         report format (default text); the text summary is also printed when --output is set
  --output         write the report to FILE instead of stdout
  --diff-base      report only issues on lines changed since the merge base of REF and HEAD
  --repo           the git checkout --diff-base reads (default: the current directory)
  --timeout        give up waiting for the scan after SECONDS (default 1800): exit 3
  --poll-interval  seconds between status reads (default 2)
Exit codes: 0 done, 1 an issue at or above --fail-on, 2 usage or request refused, 3 scan failed or server unreachable.`;

export interface CiArgs {
  url: string;
  codebase: string;
  branch: string;
  files: string[];
  failOn?: Severity;
  format: CiFormat;
  output?: string;
  diffBase?: string;
  repo: string;
  timeoutMs: number;
  pollIntervalMs: number;
}

function seconds(value: string, flag: string, min: number): number {
  const n = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < min) throw new UsageError(`ci: ${flag} must be a number of seconds ≥ ${min} (got "${value}")`);
  return Math.round(n * 1000);
}

export function parseCiArgs(argv: string[]): CiArgs | 'help' {
  const values: Record<string, string> = {};
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return 'help';
    if (!arg.startsWith('--')) throw new UsageError(`ci: unexpected argument "${arg}"`);
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (flag === '--files') {
      const before = files.length;
      if (eq > 0) files.push(arg.slice(eq + 1));
      while (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) files.push(argv[++i]);
      if (files.length === before || files.some((f) => f === '')) throw new UsageError('ci: --files needs at least one path');
      continue;
    }
    const known = ['--url', '--codebase', '--branch', '--fail-on', '--format', '--output', '--diff-base', '--repo', '--timeout', '--poll-interval'];
    if (!known.includes(flag)) throw new UsageError(`ci: unknown option ${flag} (see vigil ci --help)`);
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || value === '') throw new UsageError(`ci: ${flag} needs a value`);
    if (flag in values) throw new UsageError(`ci: ${flag} given twice`);
    values[flag] = value;
  }
  for (const required of ['--url', '--codebase', '--branch']) {
    if (!values[required]) throw new UsageError(`ci: ${required} is required (see vigil ci --help)`);
  }
  let url: URL;
  try {
    url = new URL(values['--url']);
  } catch {
    throw new UsageError(`ci: --url is not a URL: "${values['--url']}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError('ci: --url must be http or https');
  if (url.username || url.password) throw new UsageError('ci: --url must not hold credentials; the key is read from VIGIL_API_KEY');
  const failOn = values['--fail-on']?.toLowerCase();
  if (failOn !== undefined && !(SEVERITIES as readonly string[]).includes(failOn)) {
    throw new UsageError(`ci: --fail-on must be one of ${SEVERITIES.join(', ')} (got "${values['--fail-on']}")`);
  }
  const format = values['--format'] ?? 'text';
  if (!(CI_FORMATS as readonly string[]).includes(format)) throw new UsageError(`ci: --format must be one of ${CI_FORMATS.join(', ')} (got "${format}")`);
  return {
    url: url.href.replace(/\/+$/, ''),
    codebase: values['--codebase'],
    branch: values['--branch'],
    files: [...new Set(files.map((f) => f.replace(/^\.\//, '')))],
    failOn: failOn as Severity | undefined,
    format: format as CiFormat,
    output: values['--output'],
    diffBase: values['--diff-base'],
    repo: values['--repo'] ?? '.',
    timeoutMs: values['--timeout'] ? seconds(values['--timeout'], '--timeout', 1) : 30 * 60_000,
    pollIntervalMs: values['--poll-interval'] ? seconds(values['--poll-interval'], '--poll-interval', 0.05) : 2000,
  };
}
