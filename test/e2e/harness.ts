/**
 * End-to-end harness: the built `vigil` CLI run as child processes (serve, worker, admin), driven
 * over HTTP on 127.0.0.1, against real databases, Redis and git repositories made by the tests.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';

const execFileAsync = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const VIGIL = path.join(ROOT, 'bin/vigil');

/** Compiles src/ to dist/ (shared with other test files and helpers through a lock). */
export async function buildCli(): Promise<void> {
  await execFileAsync('flock', ['/tmp/vigil-build.lock', 'npx', 'tsc', '-p', 'tsconfig.build.json'], { cwd: ROOT, timeout: 180_000 }).catch((error) => {
    // tsc emits even with type errors elsewhere in the tree; only a missing CLI is fatal.
    if (!String(error.stdout ?? '').includes('error TS')) throw error;
  });
}

export interface VigilProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function runVigil(args: string[], env: Record<string, string>): VigilProcess {
  const child = spawn(process.execPath, [VIGIL, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    async waitFor(pattern, timeoutMs = 30_000) {
      const started = Date.now();
      for (;;) {
        const match = output.match(pattern);
        if (match) return match;
        if (child.exitCode !== null) throw new Error(`vigil ${args[0]} exited (${child.exitCode}) before ${pattern}:\n${output}`);
        if (Date.now() - started > timeoutMs) throw new Error(`vigil ${args[0]}: no ${pattern} within ${timeoutMs} ms:\n${output}`);
        await sleep(25);
      }
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export async function vigilAdmin(args: string[], env: Record<string, string>): Promise<any> {
  const { stdout } = await execFileAsync(process.execPath, [VIGIL, 'admin', ...args, '--json'], { cwd: ROOT, env: { ...process.env, ...env } });
  return JSON.parse(stdout);
}

export interface Server {
  process: VigilProcess;
  url: string;
}

/**
 * `vigil serve` on a random port; the first start on an empty database prints project and key.
 * The banner (stdout) and the "listening" log line (stderr) come through two pipes in either
 * order, so a first start waits for both.
 */
export async function startServe(
  env: Record<string, string>,
  options: { firstStart?: boolean } = {},
): Promise<Server & { projectId?: string; key?: string }> {
  const proc = runVigil(['serve'], { VIGIL_PORT: '0', ...env });
  const [, url] = await proc.waitFor(/listening on (http:\/\/\S+)/);
  if (options.firstStart) await proc.waitFor(/^\s+curl -H /m);
  const projectId = proc.output().match(/Created project "default" \((prj_\w+)/)?.[1];
  const key = proc.output().match(/^\s+(vgl_\S+)$/m)?.[1];
  return { process: proc, url: url!, projectId, key };
}

export async function startWorker(env: Record<string, string>, concurrency = 2): Promise<VigilProcess> {
  const proc = runVigil(['worker', '--concurrency', String(concurrency)], env);
  await proc.waitFor(/vigil worker: ready/);
  return proc;
}

export class Client {
  constructor(
    public baseUrl: string,
    private readonly key: string,
  ) {}

  async call(method: string, url: string, body?: unknown): Promise<{ status: number; body: any }> {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${this.key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  async startScan(body: Record<string, unknown>): Promise<string> {
    const response = await this.call('POST', '/v1/scan-workflows/start', body);
    if (response.status !== 201) throw new Error(`scan start: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.id as string;
  }

  async waitForScan(scanId: string, timeoutMs = 120_000): Promise<any> {
    const started = Date.now();
    for (;;) {
      const { status, body } = await this.call('GET', `/v1/scan-workflows/${scanId}/status`);
      if (status !== 200) throw new Error(`status: ${status} ${JSON.stringify(body)}`);
      if (body.status === 'completed' || body.status === 'failed') return body;
      if (Date.now() - started > timeoutMs) throw new Error(`Scan ${scanId} still ${body.status} after ${timeoutMs} ms`);
      await sleep(100);
    }
  }

  async allIssues(query: Record<string, string>): Promise<any[]> {
    const issues: any[] = [];
    for (let offset = 0; ; offset += 100) {
      const params = new URLSearchParams({ ...query, limit: '100', offset: String(offset) });
      const { status, body } = await this.call('GET', `/v1/issues?${params}`);
      if (status !== 200) throw new Error(`issues: ${status} ${JSON.stringify(body)}`);
      issues.push(...body.issues);
      if (body.issues.length < 100) return issues;
    }
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A queue name of its own per test file, and a function that deletes its keys. */
export function redisQueue(redisUrl: string): { name: string; cleanup(): Promise<void> } {
  const name = `vigil-e2e-${randomBytes(5).toString('hex')}`;
  return {
    name,
    async cleanup() {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`bull:${name}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    },
  };
}

/** Polls the scans until one is in_progress; returns the ids in progress at that moment. */
export async function waitForInProgress(client: Client, scanIds: string[], timeoutMs = 60_000): Promise<string[]> {
  const started = Date.now();
  for (;;) {
    const statuses = await Promise.all(scanIds.map(async (id) => [id, (await client.call('GET', `/v1/scan-workflows/${id}/status`)).body.status] as const));
    const running = statuses.filter(([, status]) => status === 'in_progress').map(([id]) => id);
    if (running.length > 0) return running;
    if (statuses.every(([, status]) => status === 'completed' || status === 'failed')) throw new Error('Every scan finished before one was seen in progress');
    if (Date.now() - started > timeoutMs) throw new Error('No scan went in progress');
    await sleep(5);
  }
}
