/**
 * Worker thread entry: runs the per-file pass for batches of files sent by the pool, and the
 * cross-file analysis of roots over a Program built from the input a scan shares (roots.ts).
 */
import { parentPort } from 'node:worker_threads';
import type { SourceFile } from '../findings.js';
import { processFile, type FilePassOptions } from '../file-pass.js';
import type { RootsInput, RootsJob } from './roots.js';

type Request = ({ kind: 'files'; files: SourceFile[]; options: FilePassOptions } | ({ kind: 'roots' } & RootsJob) | { kind: 'release' }) & {
  id: number;
  input?: RootsInput;
};

/** The Program of the roots jobs this worker was last given (the analysis modules load on the first). */
let roots: Awaited<ReturnType<typeof import('./roots.js').programOf>> | undefined;

parentPort?.on('message', async (request: Request) => {
  if (request.kind === 'release') {
    roots = undefined;
    return;
  }
  try {
    if (request.kind === 'roots') {
      const { programOf, runRootsJob } = await import('./roots.js');
      if (request.input) roots = await programOf(request.input);
      if (!roots) throw new Error('roots job without its program');
      parentPort!.postMessage({ id: request.id, results: runRootsJob(roots, request) });
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
