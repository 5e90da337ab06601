/**
 * Worker thread entry: runs the per-file pass for batches of files sent by the pool, and the
 * cross-file analysis of roots over a Program built from the input a scan shares (roots.ts).
 */
import { parentPort } from 'node:worker_threads';
import type { SourceFile } from '../findings.js';
import { processFile, type FilePassOptions } from '../file-pass.js';
import type { Program } from '../analysis/program.js';
import type { RootsInput, RootsJob } from './roots.js';

type Request = ({ kind: 'files'; files: SourceFile[]; options: FilePassOptions } | ({ kind: 'roots' } & RootsJob) | { kind: 'release'; inputId: number }) & {
  id: number;
  input?: RootsInput;
};

/**
 * The Programs of the scans whose roots jobs this worker takes, by input id, until each is
 * released: scans running at once in one process share the pool (the analysis modules load on
 * the first roots job).
 */
const programs = new Map<number, Program>();

parentPort?.on('message', async (request: Request) => {
  if (request.kind === 'release') {
    programs.delete(request.inputId);
    return;
  }
  try {
    if (request.kind === 'roots') {
      const { programOf, runRootsJob } = await import('./roots.js');
      if (request.input) programs.set(request.inputId, programOf(request.input));
      const program = programs.get(request.inputId);
      if (!program) throw new Error('roots job without its program');
      parentPort!.postMessage({ id: request.id, results: runRootsJob(program, request) });
      return;
    }
    const results = [];
    for (const file of request.files) {
      // A Buffer arrives as a plain Uint8Array after the structured clone: make it a Buffer again.
      const content = typeof file.content === 'string' ? file.content : Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength);
      results.push(await processFile({ path: file.path, content }, request.options));
    }
    parentPort!.postMessage({ id: request.id, results });
  } catch (error) {
    parentPort!.postMessage({ id: request.id, error: (error as Error).message });
  }
});
