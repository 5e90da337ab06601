/** The analysis engine as the scan workflow calls it: src/engine's analyzeFiles on git blobs. */
import { fileTimeLimitFromEnv } from '../config.js';
import { analyzeFiles } from '../engine/index.js';
import { analyzeWithRepositoryPolicy, RepoConfigError } from '../engine/repo-config/policy.js';
import { UnrecoverableJobError } from '../queue/types.js';
import type { AnalyzeFiles } from './scan.js';

export const analyzeWithEngine: AnalyzeFiles = async (files, options) => {
  try {
    // The repository's .vigil.yml and inline vigil-ignore comments apply around the analysis.
    // The per-file pass (parsing, lowering, secrets) always runs in the engine's shared worker
    // threads, even for small inputs: a file that makes it slow or stuck then cannot freeze this
    // process's event loop (the API in embedded mode, and the heartbeats that keep job leases).
    return await analyzeWithRepositoryPolicy(files, { parallel: true, onProgress: options.onProgress, fileTimeLimitMs: fileTimeLimitFromEnv() }, analyzeFiles);
  } catch (error) {
    // A bad .vigil.yml fails the scan at once, with the line that is wrong: a retry cannot fix it.
    if (error instanceof RepoConfigError) throw new UnrecoverableJobError(`Invalid repository configuration: ${error.message}`);
    throw error;
  }
};
