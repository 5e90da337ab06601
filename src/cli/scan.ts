/**
 * `vigil scan PATH [--format text|json|sarif] [--output FILE] [--fail-on SEVERITY]`
 *
 * Runs the engine on a directory or file with no server, database or git. Exit codes: 0 done,
 * 1 a finding at or above --fail-on exists, 2 usage error (one line on stderr).
 * A progress bar is drawn on stderr when it is a terminal, never when piped.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.js';
import { SEVERITIES, severityRank, type Severity } from '../engine/findings.js';
import { FolderCacheStore, scanDirectory } from '../engine/index.js';
import { formatJson } from '../engine/report/json.js';
import { formatSarif } from '../engine/report/sarif.js';
import { formatText } from '../engine/report/text.js';
import { analyzeWithRepositoryPolicy, RepoConfigError } from '../engine/repo-config/policy.js';
import { addSarifSuppressions, formatSuppressedText, splitSuppressed } from '../engine/suppressions/report.js';

const FORMATS = ['text', 'json', 'sarif'] as const;
type Format = (typeof FORMATS)[number];

export const SCAN_USAGE = `usage: vigil scan PATH [--format text|json|sarif] [--output FILE] [--fail-on SEVERITY] [--no-secrets] [--no-cache]
  --format      report format (default text)
  --output      write the report to FILE instead of stdout
  --fail-on     exit 1 when a finding is at or above SEVERITY (${SEVERITIES.join(', ')})
  --no-secrets  skip hard-coded secrets detection
  --no-cache    analyse everything again: neither read nor write the engine cache
                (VIGIL_DATA_DIR/engine-cache when VIGIL_DATA_DIR is set, else ~/.cache/vigil/engine-cache)`;

interface ScanArgs {
  target: string;
  format: Format;
  output?: string;
  failOn?: Severity;
  secrets?: false;
  cache: boolean;
}

class UsageError extends Error {}

export function parseScanArgs(argv: string[]): ScanArgs | 'help' {
  const positionals: string[] = [];
  let format: Format = 'text';
  let output: string | undefined;
  let failOn: Severity | undefined;
  let secrets: false | undefined;
  let cache = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '-h':
      case '--help':
        return 'help';
      case '--format': {
        const v = value();
        if (!(FORMATS as readonly string[]).includes(v)) throw new UsageError(`unknown format "${v}" (text, json or sarif)`);
        format = v as Format;
        break;
      }
      case '--no-secrets':
        secrets = false;
        break;
      case '--no-cache':
        cache = false;
        break;
      case '--output':
      case '-o':
        output = value();
        break;
      case '--fail-on': {
        const v = value().toLowerCase();
        if (!(SEVERITIES as readonly string[]).includes(v)) throw new UsageError(`unknown severity "${v}" (${SEVERITIES.join(', ')})`);
        failOn = v as Severity;
        break;
      }
      default:
        if (arg.startsWith('-') && arg !== '-') throw new UsageError(`unknown option ${arg}`);
        positionals.push(arg);
    }
  }
  if (positionals.length === 0) throw new UsageError('missing PATH to scan');
  if (positionals.length > 1) throw new UsageError(`one PATH expected, got ${positionals.length}`);
  return { target: positionals[0], format, output, failOn, cache, ...(secrets === false ? { secrets } : {}) };
}

/** The engine cache of `vigil scan`: the data directory's when VIGIL_DATA_DIR is set, else the user's cache folder. */
export function cliCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.VIGIL_DATA_DIR) return path.join(path.resolve(env.VIGIL_DATA_DIR), 'engine-cache');
  const base = env.XDG_CACHE_HOME ? path.resolve(env.XDG_CACHE_HOME) : path.join(os.homedir(), '.cache');
  return path.join(base, 'vigil', 'engine-cache');
}

/** A one-line progress bar redrawn in place on a terminal. */
class ProgressBar {
  private last = 0;
  constructor(private readonly stream: NodeJS.WriteStream) {}

  update(phase: string, done: number, total: number): void {
    const now = Date.now();
    if (now - this.last < 80 && done < total) return;
    this.last = now;
    const width = 30;
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(ratio * width);
    const line = `${phase.padEnd(9)} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}`;
    this.stream.write(`\r${line.slice(0, (this.stream.columns ?? 80) - 1)}`);
  }

  clear(): void {
    this.stream.write('\r\u001b[2K');
  }
}

/** Runs the command and sets process.exitCode to its result (the dispatcher leaves it alone). */
export async function runScanCommand(argv: string[]): Promise<number> {
  const code = await scanCommand(argv);
  process.exitCode = code;
  return code;
}

async function scanCommand(argv: string[]): Promise<number> {
  let args: ScanArgs | 'help';
  try {
    args = parseScanArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`vigil scan: ${error.message} (see vigil scan --help)\n`);
      return 2;
    }
    throw error;
  }
  if (args === 'help') {
    process.stdout.write(`${SCAN_USAGE}\n`);
    return 0;
  }
  const root = path.resolve(args.target);
  if (!fs.existsSync(root)) {
    process.stderr.write(`vigil scan: no such file or directory: ${args.target}\n`);
    return 2;
  }
  const bar = process.stderr.isTTY ? new ProgressBar(process.stderr) : undefined;
  let result;
  try {
    result = await scanDirectory(root, {
      secrets: args.secrets,
      // Rescans of the same directory reuse unchanged work (src/engine/cache/); same findings.
      cache: args.cache ? { store: new FolderCacheStore(cliCacheDir()), scope: `directory ${root}` } : undefined,
      fileTimeLimitMs: loadConfig().fileTimeLimitMs,
      onProgress: bar ? (phase, done, total) => bar.update(phase, done, total) : undefined,
      // The root's .vigil.yml and inline vigil-ignore comments apply (engine/repo-config/policy.ts).
      analyze: (files, options) => analyzeWithRepositoryPolicy(files, options),
    });
  } catch (error) {
    bar?.clear();
    if (error instanceof RepoConfigError) {
      process.stderr.write(`vigil scan: invalid repository configuration: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  bar?.clear();
  // Findings under a vigil-ignore comment are listed apart and never count for --fail-on.
  const { active, suppressed } = splitSuppressed(result);
  const isDir = fs.statSync(root).isDirectory();
  const baseDir = isDir ? root : path.dirname(root);
  const readSource = (filePath: string): string | undefined => {
    try {
      return fs.readFileSync(path.join(baseDir, filePath), 'utf8');
    } catch {
      return undefined;
    }
  };
  let report: string;
  if (args.format === 'json') report = formatJson(result);
  else if (args.format === 'sarif') report = addSarifSuppressions(formatSarif(result, { rootUri: pathToFileURL(baseDir).href }), result.findings);
  else report = formatText(active, { readSource, color: !args.output && process.stdout.isTTY }) + formatSuppressedText(suppressed);
  if (args.output) {
    fs.writeFileSync(args.output, report);
    if (args.format !== 'text' || process.stderr.isTTY) {
      process.stderr.write(`${result.findings.length} findings written to ${args.output}\n`);
    }
  } else {
    process.stdout.write(report);
  }
  if (args.failOn) {
    const threshold = severityRank(args.failOn);
    if (active.findings.some((f) => severityRank(f.severity) >= threshold)) return 1;
  }
  return 0;
}
