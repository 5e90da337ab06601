/**
 * `vigil ci`: the pipeline step. Starts a scan on a Vigil server through the typed client
 * (packages/client), shows progress while it polls, then reports the branch's open issues as a
 * table, JSON or SARIF, and sets the exit code a pipeline acts on:
 *   0 done · 1 an open issue at or above --fail-on · 2 usage error or request refused (bad key,
 *   unknown codebase, branch or file) · 3 the scan failed, timed out, or the server was unreachable.
 * The key comes from VIGIL_API_KEY only and is never printed.
 */
import fs from 'node:fs';
import {
  VigilApiError,
  VigilClient,
  VigilConnectionError,
  ScanWaitTimeoutError,
  type IssueDetail,
  type IssueSummary,
  type Scan,
} from '../../packages/client/dist/index.js';
import { CI_USAGE, parseCiArgs, type CiArgs } from './ci-args.js';
import { isIntroduced, readDiffBase, type DiffBase } from './ci-diff.js';
import { atOrAbove, bySeverity, formatCiJson, formatCiSarif, formatCiText, type CiOutcome } from './ci-report.js';
import { UsageError } from './usage.js';
import { loadConfig } from '../config.js';

export const EXIT = { ok: 0, threshold: 1, usage: 2, scanFailed: 3 } as const;

const VERSION = '0.1.0';

function say(message: string): void {
  process.stderr.write(`vigil ci: ${message}\n`);
}

/** Runs the command and sets process.exitCode (the dispatcher leaves it alone). */
export async function runCiCommand(argv: string[]): Promise<number> {
  const code = await ciCommand(argv);
  process.exitCode = code;
  return code;
}

async function ciCommand(argv: string[]): Promise<number> {
  let args: CiArgs | 'help';
  try {
    args = parseCiArgs(argv);
    if (args === 'help') {
      process.stdout.write(`${CI_USAGE}\n`);
      return EXIT.ok;
    }
    const key = loadConfig().apiKey;
    if (!key) throw new UsageError('ci: set VIGIL_API_KEY to an API key of the project (a role that may start scans)');
    // Read before the scan starts, so a missing base commit fails fast.
    const diffBase = args.diffBase ? readDiffBase(args.repo, args.diffBase) : undefined;
    const client = new VigilClient({ baseUrl: args.url, apiKey: key, userAgent: `vigil-ci/${VERSION}` });
    return await runPipelineStep(client, args, diffBase);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`vigil ${error.message}\n`);
      return EXIT.usage;
    }
    if (error instanceof VigilApiError) {
      // The server refused the request as asked (key, permission, plan, unknown codebase/branch/file): fix the job.
      if (error.status >= 400 && error.status < 500 && error.status !== 429) {
        say(`the server refused the request: ${error.status} ${error.body?.message ?? ''}`.trim());
        return EXIT.usage;
      }
      say(`the server could not complete the request: ${error.status} ${error.body?.message ?? ''}`.trim());
      return EXIT.scanFailed;
    }
    if (error instanceof VigilConnectionError || error instanceof ScanWaitTimeoutError) {
      say(error.message);
      return EXIT.scanFailed;
    }
    throw error;
  }
}

async function runPipelineStep(client: VigilClient, args: CiArgs, diffBase: DiffBase | undefined): Promise<number> {
  const fileIds = args.files.length > 0 ? await fileIdsOf(client, args) : undefined;
  const started = await client.startScan({
    codebaseId: args.codebase,
    branch: args.branch,
    ...(fileIds ? { scanSpecificFiles: true, fileIds } : {}),
  });
  say(`scan ${started.id} started (${args.branch}${fileIds ? `, ${fileIds.length} file${fileIds.length === 1 ? '' : 's'}` : ''})`);
  const scan = await client.waitForScan(started.id, { intervalMs: args.pollIntervalMs, timeoutMs: args.timeoutMs, onStatus: progressReporter() });
  if (scan.status === 'failed') {
    say(`scan ${scan.id} failed${scan.failureReason ? `: ${scan.failureReason}` : ''}`);
    return EXIT.scanFailed;
  }
  if (diffBase && scan.commitSha && scan.commitSha !== diffBase.head) {
    say(`note: the server scanned ${scan.commitSha.slice(0, 12)} but this checkout is at ${diffBase.head.slice(0, 12)}; lines are matched against the checkout`);
  }

  const open = await client.allIssues({ codebaseId: args.codebase, branch: args.branch, status: 'open' });
  const inScope = open.filter((issue) => inFiles(args, issue) && (!diffBase || isIntroduced(diffBase.changed, issue.filePath, issue.lineNumber)));
  const issues = (await details(client, inScope)).sort(bySeverity);
  const outcome: CiOutcome = {
    scan,
    issues,
    openTotal: open.length,
    diffBase: diffBase && args.diffBase ? { ref: args.diffBase, mergeBase: diffBase.mergeBase, head: diffBase.head } : undefined,
    link: (id) => `${args.url}/v1/issues/${encodeURIComponent(id)}`,
  };
  writeReports(args, outcome);

  if (args.failOn) {
    const failing = atOrAbove(issues, args.failOn);
    if (failing > 0) {
      say(`${failing} open issue${failing === 1 ? '' : 's'} at or above ${args.failOn}: failing`);
      return EXIT.threshold;
    }
  }
  return EXIT.ok;
}

/** Repository paths → file ids of the branch, through the files route; an unknown path is a usage error. */
async function fileIdsOf(client: VigilClient, args: CiArgs): Promise<string[]> {
  const files = await client.listFiles(args.codebase, args.branch);
  const byPath = new Map(files.map((f) => [f.filePath, f.fileId]));
  const missing = args.files.filter((p) => !byPath.has(p));
  if (missing.length > 0) {
    const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` and ${missing.length - 5} more` : '');
    throw new UsageError(`ci: --files: not files of ${args.branch} on the server: ${shown}`);
  }
  return args.files.map((p) => byPath.get(p)!);
}

function inFiles(args: CiArgs, issue: IssueSummary): boolean {
  return args.files.length === 0 || args.files.includes(issue.filePath);
}

/** One line per change of state or progress: a CI log is not a terminal, so nothing is redrawn. */
function progressReporter(): (scan: Scan) => void {
  let last = '';
  return (scan) => {
    const files = scan.filesTotal !== undefined ? ` ${scan.filesScanned ?? 0}/${scan.filesTotal} files` : '';
    const line = `${scan.status}${files}`;
    if (line !== last) say(line);
    last = line;
  };
}

/** The detail of each issue (rule, fingerprint, trace for SARIF), eight requests at a time. */
async function details(client: VigilClient, issues: IssueSummary[]): Promise<IssueDetail[]> {
  const out: IssueDetail[] = new Array(issues.length);
  let next = 0;
  const worker = async () => {
    while (next < issues.length) {
      const i = next++;
      out[i] = await client.getIssue(issues[i].id);
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, issues.length) }, worker));
  return out;
}

function writeReports(args: CiArgs, outcome: CiOutcome): void {
  const text = formatCiText(outcome);
  const report = args.format === 'sarif' ? formatCiSarif(outcome, VERSION) : args.format === 'json' ? formatCiJson(outcome) : text;
  if (args.output) {
    fs.writeFileSync(args.output, report);
    say(`${args.format} report written to ${args.output}`);
    // The summary still goes to the job log.
    process.stdout.write(text);
  } else {
    process.stdout.write(report);
  }
}
