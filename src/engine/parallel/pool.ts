/**
 * A pool of worker threads running the per-file pass, and the cross-file analysis of roots when a
 * scan has many (roots.ts). One shared pool per process serves every scan (the CLI and the scan
 * workers alike); threads are unref'd so an idle pool never keeps the
 * process alive. Under a TypeScript loader (tests run the sources directly) workers cannot load
 * the .ts entry, so the pool reports itself unavailable and callers run in-thread.
 *
 * A worker started for a job that scans secrets is handed the secrets rule pack this thread built
 * (or took from the engine cache: cache/secret-rules.ts) as workerData, structured-cloned: the
 * worker then neither imports the rule loader and its validators nor reads and self-tests the
 * rule files (secrets/index.ts), about 0.3 CPU s less per worker started.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SourceFile } from '../findings.js';
import type { FilePassOptions, FilePassResult } from '../file-pass.js';
import { loadSecretRules, type SecretRuleSet } from '../secrets/index.js';

interface Pending {
  resolve: (results: never[]) => void;
  reject: (error: Error) => void;
}

/** A job: the message for the worker that takes it (built then: what it carries may depend on the worker). */
interface Job {
  message: (worker: Worker) => object;
  /** What a worker started for this job is given (the secrets rule pack for a per-file job that scans secrets). */
  options: FilePassOptions;
  pending: Pending;
}

/**
 * The input a set of jobs runs over (a scan's Program input, roots.ts), sent once to each worker
 * that takes one of them; `release` tells those workers to drop it.
 */
export interface SharedInput {
  readonly value: object;
  readonly sentTo: Set<Worker>;
}

export class EnginePool {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly inFlight = new Map<Worker, { id: number; pending: Pending }>();
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number = Math.max(1, (os.availableParallelism?.() ?? os.cpus().length))) {}

  static available(): boolean {
    return import.meta.url.endsWith('.js');
  }

  private spawn(options: FilePassOptions): Worker {
    const worker = new Worker(new URL('./worker.js', import.meta.url), { workerData: { secretRules: packForWorker(options) } });
    worker.on('message', (message: { id: number; results?: never[]; error?: string }) => {
      const job = this.inFlight.get(worker);
      this.inFlight.delete(worker);
      this.idle.push(worker);
      worker.unref(); // idle: does not keep the process alive
      if (job) {
        if (message.error !== undefined) job.pending.reject(new Error(message.error));
        else job.pending.resolve(message.results ?? []);
      }
      this.pump();
    });
    worker.on('error', (error) => {
      const job = this.inFlight.get(worker);
      this.inFlight.delete(worker);
      this.workers.splice(this.workers.indexOf(worker), 1);
      if (job) job.pending.reject(error);
      this.pump();
    });
    // Unref'd while idle (after the listeners: adding a 'message' listener refs its port again).
    worker.unref();
    this.workers.push(worker);
    return worker;
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let worker = this.idle.pop();
      if (!worker && this.workers.length < this.size) worker = this.spawn(this.queue[0].options);
      if (!worker) return;
      const job = this.queue.shift()!;
      const id = this.nextId++;
      this.inFlight.set(worker, { id, pending: job.pending });
      worker.ref(); // busy: the process waits for its answer
      try {
        worker.postMessage({ id, ...job.message(worker) });
      } catch (error) {
        this.inFlight.delete(worker);
        this.idle.push(worker);
        worker.unref();
        job.pending.reject(error as Error);
      }
    }
  }

  private enqueue<T>(message: (worker: Worker) => object, options: FilePassOptions): Promise<T[]> {
    if (this.closed) return Promise.reject(new Error('engine pool is closed'));
    return new Promise<T[]>((resolve, reject) => {
      this.queue.push({ message, options, pending: { resolve: resolve as (results: never[]) => void, reject } });
      this.pump();
    });
  }

  /** Runs the per-file pass on a batch of files in some worker. */
  run(files: SourceFile[], options: FilePassOptions): Promise<FilePassResult[]> {
    return this.enqueue<FilePassResult>(() => ({ kind: 'files', files, options }), options);
  }

  /** Runs a job over a shared input in some worker: the input goes along the first time that worker takes a job of it. */
  runShared<T>(input: SharedInput, message: object): Promise<T[]> {
    return this.enqueue<T>((worker) => {
      if (input.sentTo.has(worker)) return message;
      input.sentTo.add(worker);
      return { ...message, input: input.value };
    }, { secrets: false });
  }

  /** Sends `message` (which tells them to drop the input) to the workers that received a shared input. */
  release(input: SharedInput, message: object): void {
    for (const worker of input.sentTo) if (this.workers.includes(worker)) worker.postMessage(message);
    input.sentTo.clear();
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
    this.workers.length = 0;
    this.idle.length = 0;
  }
}

/**
 * The default secrets rule pack for a worker started for a job with these options: none when the
 * job scans no secrets (a later job's first secret file then loads it in the worker), nor when it
 * does not load (the worker then loads it itself and reports the error on each file, as in-thread).
 */
function packForWorker(options: FilePassOptions): SecretRuleSet | undefined {
  if (options.secrets === false) return undefined;
  try {
    return loadSecretRules();
  } catch {
    return undefined;
  }
}

let shared: EnginePool | undefined;

/** The process-wide pool (created on first use). */
export function sharedPool(): EnginePool {
  shared ??= new EnginePool();
  return shared;
}
