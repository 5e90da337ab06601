/** Worker thread entry: runs the per-file pass for batches of files sent by the pool. */
import { parentPort } from 'node:worker_threads';
import type { SourceFile } from '../findings.js';
import { processFile, type FilePassOptions } from '../file-pass.js';

interface Request {
  id: number;
  files: SourceFile[];
  options: FilePassOptions;
}

parentPort?.on('message', async (request: Request) => {
  const results = [];
  for (const file of request.files) {
    // A Buffer arrives as a plain Uint8Array after the structured clone: make it a Buffer again.
    const content = typeof file.content === 'string' ? file.content : Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength);
    results.push(await processFile({ path: file.path, content }, request.options));
  }
  parentPort!.postMessage({ id: request.id, results });
});
