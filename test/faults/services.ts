/**
 * Private Redis and PostgreSQL servers for fault tests: started on a free port in a temporary
 * directory, stopped and started again by the test. The machine's shared servers are never
 * touched (other suites use them at the same time).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sleep } from '../e2e/harness.js';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function onPath(binary: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function waitForPort(port: number, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() - started > timeoutMs) throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** Why a private Redis cannot run here, or undefined when it can. */
export function redisUnavailable(): string | undefined {
  return onPath('redis-server') ? undefined : 'redis-server is not on PATH';
}

export class PrivateRedis {
  private child: ChildProcess | undefined;
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort(), fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-fault-redis-')));
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir], { stdio: 'ignore' });
    await waitForPort(this.port);
  }

  /** A crash: SIGKILL, nothing saved (the queue's keys are lost with it). */
  async down(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async destroy(): Promise<void> {
    await this.down();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin/pg_ctl')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

const asRoot = process.getuid?.() === 0;

/** Why a private PostgreSQL cannot run here, or undefined when it can. */
export function postgresUnavailable(): string | undefined {
  if (!postgresBin()) return 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin';
  if (asRoot) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root and there is no postgres user to run the server as';
    }
    if (!onPath('runuser')) return 'running as root and runuser is missing';
  }
  return undefined;
}

export class PrivatePostgres {
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<PrivatePostgres> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-fault-pg-'));
    // initdb refuses to run as root: the server runs as postgres, in a folder it owns.
    if (asRoot) execFileSync('chown', ['postgres:', dir]);
    const pg = new PrivatePostgres(await freePort(), dir);
    pg.run('initdb', '-D', pg.dataDir, '-U', 'postgres', '--auth=trust', '--no-sync');
    await pg.up();
    return pg;
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(binary: string, ...args: string[]): void {
    const command = path.join(postgresBin()!, binary);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
    else execFileSync(command, args, { stdio: 'ignore' });
  }

  async up(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.run('pg_ctl', '-D', this.dataDir, '-o', options, '-l', path.join(this.dir, 'log'), '-w', 'start');
    await waitForPort(this.port);
  }

  /** An immediate stop: connections are cut, as in a crash or a failover. */
  async down(): Promise<void> {
    this.run('pg_ctl', '-D', this.dataDir, '-m', 'immediate', '-w', 'stop');
  }

  async destroy(): Promise<void> {
    try {
      await this.down();
    } catch {
      // Already stopped.
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
