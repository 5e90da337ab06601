/** The analysis engine as the scan workflow calls it: src/engine's analyzeFiles on git blobs. */
import { analyzeFiles } from '../engine/index.js';
import type { AnalyzeFiles } from './scan.js';

export const analyzeWithEngine: AnalyzeFiles = (files, options) =>
  analyzeFiles(files, {
    // The per-file pass (parsing, lowering, secrets) always runs in the engine's shared worker
    // threads, even for small inputs: a file that makes it slow or stuck then cannot freeze this
    // process's event loop (the API in embedded mode, and the heartbeats that keep job leases).
    parallel: true,
    onProgress: options.onProgress,
  });
