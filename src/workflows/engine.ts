/** The analysis engine as the scan workflow calls it: src/engine's analyzeFiles on git blobs. */
import { analyzeFiles } from '../engine/index.js';
import type { AnalyzeFiles } from './scan.js';

export const analyzeWithEngine: AnalyzeFiles = (files, options) =>
  // The engine shares one worker-thread pool per process across concurrent scans.
  analyzeFiles(files, { onProgress: options.onProgress });
