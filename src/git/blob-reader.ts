/**
 * Reads blobs through ONE long-lived `git cat-file --batch` process: a request is a line with the
 * object id, the answer is a header line and the raw bytes. Requests are pipelined and answered in
 * order, so reading thousands of files costs one process instead of one `git show` each.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { GitError } from './errors.js';
import { hardenedArgs, hardenedEnv } from './hardening.js';

interface Pending {
  objectId: string;
  resolve: (content: Buffer | undefined) => void;
  reject: (error: Error) => void;
}

export interface BlobReaderOptions {
  /** The reader is killed when a single answer takes longer than this (a stuck or huge object). */
  idleTimeoutMs?: number;
  /** Objects larger than this are refused before their bytes are buffered. */
  maxBlobBytes?: number;
}

export class BlobReader {
  private readonly child: ChildProcessByStdio<Writable, Readable, Readable>;
  private readonly queue: Pending[] = [];
  private buffer: Buffer = Buffer.alloc(0);
  /** Chunks received after `buffer` while an object is still incomplete, joined once it is whole. */
  private arrived: Buffer[] = [];
  private arrivedBytes = 0;
  /** Header of the answer being received: its size and whether it is a blob. */
  private current: { size: number; isBlob: boolean; tooLarge: boolean } | undefined;
  private failure: Error | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly idleTimeoutMs: number;
  private readonly maxBlobBytes: number;

  constructor(gitDir: string, options: BlobReaderOptions = {}) {
    this.idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
    this.maxBlobBytes = options.maxBlobBytes ?? 64 * 1024 * 1024;
    this.child = spawn('git', hardenedArgs(['--git-dir', gitDir, 'cat-file', '--batch']), {
      env: hardenedEnv(),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout.on('data', (chunk: Buffer) => this.onData(chunk));
    this.child.stderr.resume();
    this.child.stdin.on('error', (error) => this.fail(new GitError(`git cat-file: ${error.message}`)));
    this.child.on('error', (error) => this.fail(new GitError(`git cat-file could not start: ${error.message}`)));
    this.child.on('close', (code) => this.fail(new GitError(`git cat-file exited (${code ?? 'killed'})`, code)));
  }

  /** The bytes of a blob, or undefined when the object is missing or is not a blob. */
  read(objectId: string): Promise<Buffer | undefined> {
    if (this.failure) return Promise.reject(this.failure);
    if (!/^[0-9a-f]{40,64}$/.test(objectId)) return Promise.reject(new Error(`Not an object id: ${objectId}`));
    return new Promise((resolve, reject) => {
      this.queue.push({ objectId, resolve, reject });
      this.child.stdin.write(`${objectId}\n`);
      this.armIdleTimer();
    });
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const closed = new Promise<void>((resolve) => this.child.once('close', () => resolve()));
    this.child.stdin.end();
    const killTimer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
    await closed;
    clearTimeout(killTimer);
  }

  private armIdleTimer(): void {
    clearTimeout(this.idleTimer);
    if (this.queue.length === 0) return;
    this.idleTimer = setTimeout(() => {
      this.fail(new GitError(`git cat-file gave no answer for ${this.idleTimeoutMs} ms`));
      this.child.kill('SIGKILL');
    }, this.idleTimeoutMs);
  }

  private fail(error: Error): void {
    clearTimeout(this.idleTimer);
    if (!this.failure) this.failure = error;
    for (const pending of this.queue.splice(0)) pending.reject(this.failure);
  }

  private onData(chunk: Buffer): void {
    this.armIdleTimer();
    // While the rest of an object of known size arrives, keep the chunks and join them once:
    // joining at every chunk is quadratic (reading one 50 MB blob took over a minute).
    const waiting = this.current && !this.current.tooLarge ? this.current.size + 1 : 0;
    if (this.buffer.length + this.arrivedBytes + chunk.length < waiting) {
      this.arrived.push(chunk);
      this.arrivedBytes += chunk.length;
      return;
    }
    this.buffer = this.buffer.length === 0 && this.arrived.length === 0 ? chunk : Buffer.concat([this.buffer, ...this.arrived, chunk]);
    this.arrived = [];
    this.arrivedBytes = 0;
    try {
      this.drain();
    } catch (error) {
      this.fail(error instanceof Error ? error : new Error(String(error)));
      this.child.kill('SIGKILL');
    }
  }

  private drain(): void {
    for (;;) {
      if (!this.current) {
        const newline = this.buffer.indexOf(0x0a);
        if (newline < 0) return;
        const header = this.buffer.subarray(0, newline).toString('utf8');
        this.buffer = this.buffer.subarray(newline + 1);
        const pending = this.queue[0];
        if (!pending) throw new GitError(`git cat-file answered without a request: ${header}`);
        const parts = header.split(' ');
        if (parts.length === 2 && (parts[1] === 'missing' || parts[1] === 'ambiguous')) {
          this.queue.shift();
          pending.resolve(undefined);
          continue;
        }
        const size = Number(parts[2]);
        if (parts.length !== 3 || !Number.isSafeInteger(size) || size < 0) throw new GitError(`git cat-file: unexpected header "${header}"`);
        this.current = { size, isBlob: parts[1] === 'blob', tooLarge: size > this.maxBlobBytes };
      }
      // The content is followed by one newline.
      if (this.buffer.length < this.current.size + 1) {
        if (this.current.tooLarge) {
          // Discard what arrived so a huge object is never held in memory.
          this.current.size -= this.buffer.length;
          this.buffer = Buffer.alloc(0);
        }
        return;
      }
      const content = this.current.tooLarge ? undefined : Buffer.from(this.buffer.subarray(0, this.current.size));
      const { isBlob, tooLarge } = this.current;
      this.buffer = this.buffer.subarray(this.current.size + 1);
      this.current = undefined;
      const pending = this.queue.shift()!;
      if (tooLarge) pending.reject(new GitError(`object ${pending.objectId} is larger than ${this.maxBlobBytes} bytes`));
      else pending.resolve(isBlob ? content : undefined);
    }
  }
}
