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
  for (const file of request.files) results.push(await processFile(file, request.options));
  parentPort!.postMessage({ id: request.id, results });
});
