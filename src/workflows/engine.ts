/** The analysis engine as the scan workflow calls it: src/engine's analyzeFiles on git blobs. */
import { analyzeFiles } from '../engine/index.js';
import { analyzeWithRepositoryPolicy, RepoConfigError } from '../engine/repo-config/policy.js';
import { UnrecoverableJobError } from '../queue/types.js';
import type { AnalyzeFiles } from './scan.js';

export const analyzeWithEngine: AnalyzeFiles = async (files, options) => {
  try {
    // The engine shares one worker-thread pool per process across concurrent scans. The
    // repository's .vigil.yml and inline vigil-ignore comments apply around the analysis.
    return await analyzeWithRepositoryPolicy(files, { onProgress: options.onProgress }, analyzeFiles);
  } catch (error) {
    // A bad .vigil.yml fails the scan at once, with the line that is wrong: a retry cannot fix it.
    if (error instanceof RepoConfigError) throw new UnrecoverableJobError(`Invalid repository configuration: ${error.message}`);
    throw error;
  }
};
