/**
 * A bounded soak of `vigil serve` (built CLI, embedded queue and workers, 127.0.0.1 only): many
 * concurrent clients list and page issues with filters, read issues, codebases, files and scan
 * statuses, and triage (PATCH open/closed/ignored), while scanner clients keep scans of a real
 * local git repository running. It reports requests, errors, p50/p99 latency, and the server's
 * memory sampled over the run (after a forced collection, by bench/soak/memory-probe.mjs):
 * a leak shows as the last third of the samples above the first third, warm-up excluded.
 *
 * Used by bench/soak/run.ts (long runs) and test/e2e/soak.test.ts (a short run in CI).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { removeDir, tempDir, TestRepo } from '../../test/git/git-fixture.js';
import { createTestDatabase, type Engine } from '../../test/helpers/databases.js';
import { buildCli, vigilAdmin } from '../../test/e2e/harness.js';
import { VULNERABLE_FILE } from '../../test/e2e/repository.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface SoakOptions {
  durationMs: number;
  clients: number;
  engine?: Engine;
  /** Clients that only start scans and wait for them, one scan at a time each. */
  scanners?: number;
  /** Share of the run, from its start, whose memory samples are warm-up and not compared. */
  warmupShare?: number;
  log?: (line: string) => void;
}

export interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
  /** The server's longest event-loop stall since the previous sample. */
  loopDelayMaxMs: number;
}

export interface SoakReport {
  engine: Engine;
  durationMs: number;
  clients: number;
  requests: number;
  /** Transport failures, timeouts, 5xx and any answer a client did not expect. */
  errors: number;
  serverErrors: number;
  /** 409 answers to a PATCH that met another PATCH of the same issue (PostgreSQL): documented, retried. */
  conflicts: number;
  errorSamples: string[];
  /** The slowest requests: action, seconds into the run when sent, milliseconds taken. */
  slowest: { action: string; atS: number; ms: number }[];
  byAction: Record<string, { requests: number; p50: number; p99: number }>;
  latencyMs: { p50: number; p99: number; max: number };
  scans: { completed: number; failed: number; issues: number };
  memory: {
    samples: number;
    /** Medians (MiB) of the first and last thirds of the samples after warm-up. */
    heapFirstMiB: number;
    heapLastMiB: number;
    rssFirstMiB: number;
    rssLastMiB: number;
    heapGrowthMiB: number;
    rssGrowthMiB: number;
    /** The server's longest event-loop stall over the whole run, and when (seconds into it). */
    loopStallMaxMs: number;
    loopStallAtS: number;
  };
}

const MiB = 1024 * 1024;
/**
 * A request unanswered this long counts as an error (a hang). Generous: the clients have no think
 * time, so on a shared 2-core machine a request can queue behind a hundred others during a scan.
 */
const REQUEST_TIMEOUT_MS = Number(process.env.SOAK_REQUEST_TIMEOUT_MS ?? 60_000);

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function median(values: number[]): number {
  return quantile([...values].sort((a, b) => a - b), 0.5);
}

/** A repository with findings in many files (SQL built from request input, a key in clear): issues to page and triage. */
function makeSoakRepo(): TestRepo {
  const repo = TestRepo.create('main');
  for (let i = 0; i < 40; i++) {
    repo.write(`src/routes/users${i}.js`, VULNERABLE_FILE.replace('findUser', `findUser${i}`));
    repo.write(`src/ok/ok${i}.js`, `export const ok${i} = (req, res) => res.json({ ok: ${i} });\n`);
  }
  repo.commit('soak repository');
  return repo;
}

interface ServeProcess {
  child: ChildProcess;
  url: string;
  projectId: string;
  key: string;
  memory: MemorySample[];
  output(): string;
}

/** `vigil serve` with the memory probe preloaded; the first start prints the project and its key. */
async function startProbedServe(env: Record<string, string>): Promise<ServeProcess> {
  const probe = path.join(import.meta.dirname, 'memory-probe.mjs');
  const child = spawn(process.execPath, ['--expose-gc', '--import', probe, path.join(ROOT, 'bin/vigil'), 'serve'], {
    cwd: ROOT,
    env: { ...process.env, VIGIL_PORT: '0', VIGIL_LOG_LEVEL: process.env.SOAK_SERVER_LOG_LEVEL ?? 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const memory: MemorySample[] = [];
  child.on('message', (message: any) => {
    if (message?.soakMemory) memory.push(message.soakMemory);
  });
  const started = Date.now();
  for (;;) {
    const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
    const projectId = /Created project "default" \((prj_\w+)/.exec(output)?.[1];
    const key = /^\s+(vgl_\S+)$/m.exec(output)?.[1];
    if (url && projectId && key) return { child, url, projectId, key, memory, output: () => output };
    if (child.exitCode !== null) throw new Error(`vigil serve exited (${child.exitCode}):\n${output}`);
    if (Date.now() - started > 60_000) throw new Error(`vigil serve did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface Recorder {
  record(action: string, ms: number, ok: boolean, detail?: string): void;
}

async function call(base: string, key: string, method: string, url: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const SEVERITIES = ['critical', 'high', 'medium', 'low'];
const STATUSES = ['open', 'closed', 'ignored'];

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const engine = options.engine ?? 'sqlite';
  const log = options.log ?? (() => {});
  await buildCli();
  const database = await createTestDatabase(engine);
  const dataDir = tempDir('soak');
  const repo = makeSoakRepo();
  const env = {
    VIGIL_DATA_DIR: dataDir,
    DATABASE_URL: database.config.dialect === 'postgres' ? database.config.connectionString : '',
    REDIS_URL: '',
  };
  const serve = await startProbedServe(env);
  const { url: base, key } = serve;
  try {
    const codebaseId = (await vigilAdmin(['codebase', 'add', '--project', serve.projectId, '--name', 'soak', '--url', repo.dir, '--default-branch', 'main'], env)).id as string;
    // One scan first, so there are issues to page and triage from the start.
    const first = await call(base, key, 'POST', '/v1/scan-workflows/start', { codebaseId, branch: 'main' });
    for (;;) {
      const status = await call(base, key, 'GET', `/v1/scan-workflows/${first.body.id}/status`);
      if (status.body.status === 'completed') break;
      if (status.body.status === 'failed') throw new Error(`the first scan failed: ${JSON.stringify(status.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const issueIds: string[] = (await call(base, key, 'GET', '/v1/issues?limit=100')).body.issues.map((i: any) => i.id);
    if (issueIds.length === 0) throw new Error('the first scan found no issues');
    log(`soak: ${engine}, ${options.clients} clients, ${options.durationMs / 1000} s, ${issueIds.length} issues, server ${base}`);

    const startedAt = Date.now();
    const latencies: Record<string, number[]> = {};
    const slowest: SoakReport['slowest'] = [];
    let errors = 0;
    let serverErrors = 0;
    let conflicts = 0;
    const errorSamples: string[] = [];
    const recorder: Recorder = {
      record(action, ms, ok, detail) {
        (latencies[action] ??= []).push(ms);
        if (slowest.length < 10 || ms > slowest[slowest.length - 1]!.ms) {
          slowest.push({ action, atS: round((Date.now() - ms - startedAt) / 1000), ms: round(ms) });
          slowest.sort((a, b) => b.ms - a.ms).splice(10);
        }
        if (!ok) {
          errors += 1;
          if (errorSamples.length < 20) errorSamples.push(`${action}: ${detail}`);
        }
      },
    };
    const scanIds: string[] = [first.body.id];
    const deadline = startedAt + options.durationMs;
    const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

    async function timed(action: string, method: string, url: string, body: unknown, expected: number[]): Promise<{ status: number; body: any } | undefined> {
      const t0 = performance.now();
      try {
        const answer = await call(base, key, method, url, body);
        const ms = performance.now() - t0;
        if (answer.status >= 500) serverErrors += 1;
        if (method === 'PATCH' && answer.status === 409) {
          conflicts += 1;
          recorder.record(action, ms, true);
        } else recorder.record(action, ms, expected.includes(answer.status), `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        return answer;
      } catch (error) {
        recorder.record(action, performance.now() - t0, false, String(error));
        return undefined;
      }
    }

    async function reader(): Promise<void> {
      while (Date.now() < deadline) {
        const roll = Math.random();
        if (roll < 0.4) {
          const filters = new URLSearchParams({ limit: String(pick([10, 25, 50, 100])), offset: String(pick([0, 0, 10, 25, 50, 75, 1000])) });
          if (Math.random() < 0.3) filters.set('severity', pick(SEVERITIES));
          if (Math.random() < 0.3) filters.set('status', pick(STATUSES));
          if (Math.random() < 0.3) filters.set('codebaseId', codebaseId);
          await timed('page issues', 'GET', `/v1/issues?${filters}`, undefined, [200]);
        } else if (roll < 0.6) {
          await timed('get issue', 'GET', `/v1/issues/${pick(issueIds)}`, undefined, [200]);
        } else if (roll < 0.75) {
          const status = pick(STATUSES);
          await timed('triage (PATCH)', 'PATCH', `/v1/issues/${pick(issueIds)}`, status === 'ignored' ? { status, reason: 'soak: accepted risk' } : { status }, [200]);
        } else if (roll < 0.85) {
          await timed('codebases', 'GET', Math.random() < 0.5 ? '/v1/codebase' : `/v1/codebase/${codebaseId}`, undefined, [200]);
        } else if (roll < 0.95) {
          await timed('scan status', 'GET', `/v1/scan-workflows/${pick(scanIds)}/status`, undefined, [200]);
        } else {
          await timed('files', 'GET', `/v1/codebase/${codebaseId}/files?branchName=main`, undefined, [200]);
        }
      }
    }

    const scans = { completed: 0, failed: 0 };
    async function scanner(): Promise<void> {
      while (Date.now() < deadline) {
        const started = await timed('start scan', 'POST', '/v1/scan-workflows/start', { codebaseId, branch: 'main' }, [201]);
        if (started?.status !== 201) continue;
        scanIds.push(started.body.id);
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          const status = await timed('scan status', 'GET', `/v1/scan-workflows/${started.body.id}/status`, undefined, [200]);
          const state = status?.body?.status;
          if (state === 'completed') scans.completed += 1;
          if (state === 'failed') {
            scans.failed += 1;
            errors += 1;
            errorSamples.push(`scan failed: ${JSON.stringify(status!.body).slice(0, 200)}`);
          }
          if (state === 'completed' || state === 'failed' || status === undefined) break;
        }
      }
    }

    const progress = setInterval(() => {
      const requests = Object.values(latencies).reduce((sum, list) => sum + list.length, 0);
      const last = serve.memory[serve.memory.length - 1];
      log(`soak: ${Math.round((Date.now() - startedAt) / 1000)} s, ${requests} requests, ${errors} errors, heap ${last ? (last.heapUsed / MiB).toFixed(1) : '?'} MiB, rss ${last ? (last.rss / MiB).toFixed(1) : '?'} MiB`);
    }, 10_000);
    await Promise.all([...Array.from({ length: options.clients }, reader), ...Array.from({ length: options.scanners ?? 2 }, scanner)]);
    clearInterval(progress);
    const elapsed = Date.now() - startedAt;

    const warmupEnd = startedAt + elapsed * (options.warmupShare ?? 0.2);
    const measured = serve.memory.filter((s) => s.at >= warmupEnd && s.at <= deadline);
    const third = Math.max(1, Math.floor(measured.length / 3));
    const firstThird = measured.slice(0, third);
    const lastThird = measured.slice(-third);
    const all = Object.values(latencies).flat().sort((a, b) => a - b);
    const byAction: SoakReport['byAction'] = {};
    for (const [action, list] of Object.entries(latencies)) {
      const sorted = [...list].sort((a, b) => a - b);
      byAction[action] = { requests: list.length, p50: round(quantile(sorted, 0.5)), p99: round(quantile(sorted, 0.99)) };
    }
    const total = (await call(base, key, 'GET', '/v1/issues?limit=1')).body.total as number;
    const worstStall = serve.memory.filter((s) => s.at >= startedAt).sort((a, b) => b.loopDelayMaxMs - a.loopDelayMaxMs)[0];
    const heapFirst = median(firstThird.map((s) => s.heapUsed)) / MiB;
    const heapLast = median(lastThird.map((s) => s.heapUsed)) / MiB;
    const rssFirst = median(firstThird.map((s) => s.rss)) / MiB;
    const rssLast = median(lastThird.map((s) => s.rss)) / MiB;
    return {
      engine,
      durationMs: elapsed,
      clients: options.clients,
      requests: all.length,
      errors,
      serverErrors,
      conflicts,
      errorSamples,
      slowest,
      byAction,
      latencyMs: { p50: round(quantile(all, 0.5)), p99: round(quantile(all, 0.99)), max: round(all[all.length - 1] ?? 0) },
      scans: { ...scans, issues: total },
      memory: {
        samples: measured.length,
        heapFirstMiB: round(heapFirst),
        heapLastMiB: round(heapLast),
        rssFirstMiB: round(rssFirst),
        rssLastMiB: round(rssLast),
        heapGrowthMiB: round(heapLast - heapFirst),
        rssGrowthMiB: round(rssLast - rssFirst),
        loopStallMaxMs: round(worstStall?.loopDelayMaxMs ?? 0),
        loopStallAtS: round(((worstStall?.at ?? startedAt) - startedAt) / 1000),
      },
    };
  } finally {
    if (process.env.SOAK_SERVER_LOG) writeFileSync(process.env.SOAK_SERVER_LOG, serve.output());
    serve.child.kill('SIGTERM');
    await new Promise((resolve) => (serve.child.exitCode !== null ? resolve(null) : serve.child.once('exit', resolve)));
    await database.drop();
    repo.cleanup();
    removeDir(dataDir);
  }
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The report as the lines BENCHMARKS.md shows. */
export function formatReport(report: SoakReport): string {
  const lines = [
    `engine ${report.engine}, ${report.clients} clients, ${(report.durationMs / 1000).toFixed(0)} s`,
    `requests ${report.requests} (${Math.round(report.requests / (report.durationMs / 1000))}/s), errors ${report.errors}, 5xx ${report.serverErrors}, PATCH conflicts (409) ${report.conflicts}`,
    `latency p50 ${report.latencyMs.p50} ms, p99 ${report.latencyMs.p99} ms, max ${report.latencyMs.max} ms`,
    `scans completed ${report.scans.completed}, failed ${report.scans.failed}; issues ${report.scans.issues}`,
    `heap (after GC, median) first third ${report.memory.heapFirstMiB} MiB → last third ${report.memory.heapLastMiB} MiB (${report.memory.heapGrowthMiB >= 0 ? '+' : ''}${report.memory.heapGrowthMiB}); rss ${report.memory.rssFirstMiB} → ${report.memory.rssLastMiB} MiB; ${report.memory.samples} samples`,
    `longest event-loop stall of the server ${report.memory.loopStallMaxMs} ms (at ${report.memory.loopStallAtS} s)`,
    '| action | requests | p50 ms | p99 ms |',
    '|---|---:|---:|---:|',
    ...Object.entries(report.byAction).map(([action, s]) => `| ${action} | ${s.requests} | ${s.p50} | ${s.p99} |`),
  ];
  lines.push(`slowest: ${report.slowest.map((s) => `${s.action} ${s.ms} ms at ${s.atS} s`).join('; ')}`);
  if (report.errorSamples.length) lines.push('errors:', ...report.errorSamples);
  return lines.join('\n');
}
