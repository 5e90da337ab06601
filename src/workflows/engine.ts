/**
 * The analysis engine as the workflow calls it. The engine's entry point (src/engine/index.ts,
 * analyzeFiles) is loaded at run time, so the service builds and runs its other parts even while
 * the engine is absent; a scan then fails with a clear reason instead of silently finding nothing.
 */
import type { ScanResult, SourceFile } from '../engine/findings.js';
import type { AnalyzeFiles } from './scan.js';

type EngineModule = { analyzeFiles?: (files: SourceFile[], options?: Record<string, unknown>) => Promise<ScanResult> };

let loaded: Promise<EngineModule> | undefined;

export const analyzeWithEngine: AnalyzeFiles = async (files, options) => {
  loaded ??= import(new URL('../engine/index.js', import.meta.url).href) as Promise<EngineModule>;
  let engine: EngineModule;
  try {
    engine = await loaded;
  } catch (error) {
    loaded = undefined;
    throw new Error(`The analysis engine could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof engine.analyzeFiles !== 'function') throw new Error('The analysis engine has no analyzeFiles entry point');
  return engine.analyzeFiles(files, { signal: options.signal });
};
