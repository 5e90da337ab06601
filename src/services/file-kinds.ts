/**
 * Kinds of files a learning can be about. When an ignored issue sits in a test, a fixture or a
 * generated file, the reason is usually "this kind of file does not ship" rather than "this
 * code is safe", so the learning is limited to files of that kind (a glob); elsewhere the same
 * code is still raised. Judged from the path only, never from the file's contents.
 */
import picomatch from 'picomatch';

export interface FileKind {
  kind: 'test' | 'fixture' | 'generated';
  /** The glob stored on the learning (picomatch, dot files included). */
  pattern: string;
}

const KINDS: readonly (FileKind & { matches: (path: string) => boolean })[] = [
  {
    kind: 'fixture',
    pattern: '**/{fixtures,fixture,__fixtures__,testdata,test-data,mocks,__mocks__}/**',
  },
  {
    kind: 'generated',
    pattern: '**/{generated,__generated__,gen}/**',
  },
  {
    kind: 'test',
    pattern:
      '{**/{test,tests,__tests__,spec,specs}/**,**/*{.test,.spec,_test,Test,Tests}.*,**/test_*.py,**/conftest.py}',
  },
].map((k) => ({ ...k, matches: picomatch(k.pattern, { dot: true }) })) as never;

/** The kind of file a path is, or undefined for an ordinary source file. */
export function fileKindOf(filePath: string): FileKind | undefined {
  const found = KINDS.find((k) => k.matches(filePath));
  return found ? { kind: found.kind, pattern: found.pattern } : undefined;
}

/** Whether a path matches a learning's path pattern (null: every path). */
export function pathPatternMatcher(pattern: string | null): (filePath: string) => boolean {
  if (pattern === null) return () => true;
  const glob = picomatch(pattern, { dot: true });
  return (filePath) => filePath === pattern || glob(filePath);
}
