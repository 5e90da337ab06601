/**
 * Kinds of files a learning can be about. When an ignored issue sits in a test, a fixture or a
 * generated file, the reason is usually "this kind of file does not ship" rather than "this
 * code is safe", so the learning is limited to files of that kind (a glob); elsewhere the same
 * code is still raised. Judged from the path only, never from the file's contents.
 */
import picomatch from 'picomatch';
import { FIXTURE_DIRS, GENERATED_DIRS, TEST_DIRS } from '../engine/files/kinds.js';

export type FileKindName = 'test' | 'fixture' | 'generated';

export interface FileKind {
  kind: FileKindName;
  /** What a learning stores as its path pattern: `kind:test`, `kind:fixture`, `kind:generated`. */
  pattern: string;
  /** The globs (picomatch, dot files included) that define the kind. */
  globs: string[];
}

/** Folder names come from the engine's one list (`engine/files/kinds.ts`). */
const KIND_GLOBS: Record<FileKindName, string[]> = {
  fixture: [`**/@(${FIXTURE_DIRS.join('|')})/**`],
  generated: [`**/@(${GENERATED_DIRS.join('|')})/**`, '**/*.generated.*', '**/*_pb2.py', '**/*.pb.go'],
  test: [`**/@(${TEST_DIRS.join('|')})/**`, '**/*@(.test|.spec|_test|Test|Tests).*', '**/test_*.py', '**/conftest.py'],
};

const KINDS = (Object.entries(KIND_GLOBS) as [FileKindName, string[]][]).map(([kind, globs]) => ({
  kind,
  pattern: `kind:${kind}`,
  globs,
  matches: picomatch(globs, { dot: true }),
}));

/** The kinds a path is (fixture before test: fixtures usually sit under test folders). */
export function fileKindsOf(filePath: string): FileKind[] {
  return KINDS.filter((k) => k.matches(filePath)).map(({ kind, pattern, globs }) => ({ kind, pattern, globs }));
}

/** The kind of file a path is, or undefined for an ordinary source file. */
export function fileKindOf(filePath: string): FileKind | undefined {
  return fileKindsOf(filePath)[0];
}

/**
 * Whether a path matches a learning's path pattern: null matches every path, `kind:NAME` a file
 * of that kind, anything else is a glob (or an exact path).
 */
export function pathPatternMatcher(pattern: string | null): (filePath: string) => boolean {
  if (pattern === null) return () => true;
  const kind = KINDS.find((k) => k.pattern === pattern);
  if (kind) return (filePath) => kind.matches(filePath);
  const glob = picomatch(pattern, { dot: true });
  return (filePath) => filePath === pattern || glob(filePath);
}
