/**
 * The per-file half of the engine: parse, lower, and scan for secrets. It needs nothing of other
 * files, so it runs in worker threads; the cross-file analysis runs after, over every module.
 * Invariant: it never throws for a file's content; internal failures become diagnostics.
 */
import type { FileDiagnostic, FileSkip, Finding, SourceFile } from './findings.js';
import type { ModuleIR } from './ir/types.js';
import { lowerModule } from './lower/index.js';
import { jspPagePosition, remapJspLocations } from './lower/jsp/remap.js';
import { isJspPath, translateJsp } from './lower/jsp/translate.js';
import { languageOfPath } from './parse/languages.js';
import { FileTimeLimitError, parserFor, parseSource } from './parse/parser.js';
import { scanSecrets } from './secrets/index.js';
import { DEFAULT_MAX_FILE_BYTES, looksBinary, MAX_SECRETS_SCAN_BYTES, sizeOf, skipReason, tooLargeDetail } from './files/skip.js';

export interface FilePassOptions {
  maxFileBytes?: number;
  secrets?: boolean;
  /** Per-file time limit of parsing and lowering, in ms (default DEFAULT_FILE_TIME_LIMIT_MS). */
  timeLimitMs?: number;
}

/** A file whose parsing and lowering (or whose cross-file analysis) take longer is skipped from there, with a 'file-time-limit' diagnostic. */
export const DEFAULT_FILE_TIME_LIMIT_MS = 30_000;

function timeLimitDiagnostic(path: string, limitMs: number, what: string): FileDiagnostic {
  return { filePath: path, line: 1, column: 1, code: 'file-time-limit', message: `${what} took longer than the per-file time limit (${limitMs} ms): the file was not analysed` };
}

export interface FilePassResult {
  path: string;
  skip?: FileSkip['reason'];
  skipDetail?: string;
  module?: ModuleIR;
  diagnostics: FileDiagnostic[];
  secrets: Finding[];
  lines: number;
  /** Whether the file was parsed as code (as opposed to only scanned for secrets). */
  code: boolean;
}

export function textOf(file: SourceFile): string {
  return typeof file.content === 'string' ? file.content : file.content.toString('utf8');
}

/** A file over the code-analysis limit: no parsing; a text file is still scanned for secrets (in chunks). */
function largeFile(file: SourceFile, options: FilePassOptions): FilePassResult {
  const base = { path: file.path, module: undefined, lines: 0, code: false };
  if (looksBinary(file.content)) return { ...base, skip: 'binary', diagnostics: [], secrets: [] };
  const size = sizeOf(file.content);
  const scan = options.secrets !== false && size <= MAX_SECRETS_SCAN_BYTES;
  const diagnostics: FileDiagnostic[] = [];
  let secrets: Finding[] = [];
  if (scan) {
    try {
      secrets = scanSecrets({ path: file.path, content: textOf(file) });
    } catch (error) {
      diagnostics.push({ filePath: file.path, code: 'secrets-scan-failed', line: 1, column: 1, message: `secrets scanning failed: ${(error as Error).message}` });
    }
  }
  return { ...base, skip: 'too-large', skipDetail: tooLargeDetail(size, options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES, scan), diagnostics, secrets };
}

/** The number of `split('\n')` parts, without building them. */
function countLines(text: string): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

export async function processFile(file: SourceFile, options: FilePassOptions = {}): Promise<FilePassResult> {
  const skip = skipReason(file.path, file.content, options.maxFileBytes);
  if (skip === 'too-large') return largeFile(file, options);
  if (skip) return { path: file.path, skip, diagnostics: [], secrets: [], lines: 0, code: false };
  const text = textOf(file);
  const lines = text.length === 0 ? 0 : countLines(text);
  // A JSP page is analysed as the servlet Java it stands for (lower/jsp/), located on its own text.
  const jsp = isJspPath(file.path) ? translateJsp(text, file.path) : undefined;
  const language = jsp ? 'java' : languageOfPath(file.path);
  const code = jsp ? jsp.java : text;
  const diagnostics: FileDiagnostic[] = [];
  let module: ModuleIR | undefined;
  let secrets: Finding[] = [];
  let tree;
  if (language) {
    const limitMs = options.timeLimitMs ?? DEFAULT_FILE_TIME_LIMIT_MS;
    try {
      await parserFor(language); // loading the grammar is not the file's time
      const deadline = performance.now() + limitMs;
      const parsed = await parseSource(language, code, deadline);
      tree = parsed.tree;
      // A page's syntax errors are found in its Java and placed back on the page: like any file's,
      // they keep the page from closing issues (diagnostics.ts).
      const onPage = jsp ? jspPagePosition(jsp.segments, code, text) : undefined;
      for (const d of parsed.diagnostics) diagnostics.push({ filePath: file.path, ...d, ...onPage?.(d.line, d.column) });
      module = lowerModule(language, tree, code, file.path);
      if (jsp) remapJspLocations(module, jsp.segments, text);
      for (const d of module.diagnostics) diagnostics.push({ filePath: file.path, ...d });
      if (performance.now() > deadline) {
        module = undefined;
        diagnostics.push(timeLimitDiagnostic(file.path, limitMs, 'parsing and lowering'));
      }
    } catch (error) {
      if (error instanceof FileTimeLimitError) diagnostics.push(timeLimitDiagnostic(file.path, limitMs, 'parsing'));
      else diagnostics.push({ filePath: file.path, line: 1, column: 1, code: 'lowering-failed', message: `lowering failed: ${(error as Error).message}` });
    }
  }
  if (options.secrets !== false) {
    try {
      secrets = scanSecrets({ path: file.path, content: text }, tree && language && !jsp ? { tree, language } : {});
    } catch (error) {
      diagnostics.push({ filePath: file.path, line: 1, column: 1, code: 'secrets-scan-failed', message: `secrets scanning failed: ${(error as Error).message}` });
    }
  }
  tree?.delete();
  return { path: file.path, module, diagnostics, secrets, lines, code: language !== undefined };
}
