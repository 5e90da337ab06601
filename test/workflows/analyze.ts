/**
 * The engine entry the workflow tests run. Until src/engine/index.ts (analyzeFiles) exists, this is
 * the engine's real secrets scanner over every file, shaped as a ScanResult.
 */
import type { ScanResult } from '../../src/engine/findings.js';
import { scanSecretsAsync } from '../../src/engine/secrets/index.js';
import type { AnalyzeFiles } from '../../src/workflows/index.js';

export const analyze: AnalyzeFiles = async (files): Promise<ScanResult> => {
  const started = Date.now();
  const findings = (await Promise.all(files.map((file) => scanSecretsAsync(file)))).flat();
  return {
    findings,
    diagnostics: [],
    skipped: [],
    stats: { filesSeen: files.length, filesAnalysed: files.length, filesSkipped: 0, skippedByReason: {}, linesAnalysed: 0, durationMs: Date.now() - started },
  };
};
