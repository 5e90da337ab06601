/**
 * File names that are not valid UTF-8, in a real repository built with git plumbing: two such
 * names that differ only in their invalid bytes must stay two files, with distinct ids and
 * distinct, lossless, displayable paths, and each must read its own blob.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodebaseGit, displayPath, fileIdOf, rawPathBytes } from '../../src/git/index.js';
import { removeDir, tempDir, TestRepo } from './git-fixture.js';

/** Stages a blob under a name given as bytes (`update-index -z --index-info` takes raw names). */
function addBlobWithByteName(repo: TestRepo, name: Buffer, content: string): string {
  const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: repo.dir, input: content }).toString().trim();
  const line = Buffer.concat([Buffer.from(`100644 ${blob}\t`), name, Buffer.from([0])]);
  execFileSync('git', ['update-index', '--add', '-z', '--index-info'], { cwd: repo.dir, input: line });
  return blob;
}

describe('file names that are not valid UTF-8', () => {
  let repo: TestRepo;
  let dataDir: string;
  const codebase = () => ({ id: 'cb_bytes', url: repo.dir });
  // Latin-1 "café.py" and "cafè.py": both invalid UTF-8, and the same after lossy decoding.
  const first = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x2e, 0x70, 0x79]);
  const second = Buffer.from([0x63, 0x61, 0x66, 0xe8, 0x2e, 0x70, 0x79]);
  const inFolder = Buffer.concat([Buffer.from('src/'), Buffer.from([0xff, 0xfe]), Buffer.from('ok-ü.js')]);

  beforeAll(() => {
    repo = TestRepo.create('main');
    repo.write('plain.py', 'x = 1\n');
    repo.commit('first');
    addBlobWithByteName(repo, first, 'first = 1\n');
    addBlobWithByteName(repo, second, 'second = 2\n');
    addBlobWithByteName(repo, inFolder, 'third = 3\n');
    repo.commitIndex('names that are not UTF-8');
    dataDir = tempDir('data');
  });

  afterAll(() => {
    repo.cleanup();
    removeDir(dataDir);
  });

  it('lists them as distinct files with distinct ids, escaped losslessly, and reads each blob by its id', async () => {
    const git = new CodebaseGit({ dataDir, freshnessMs: 0 });
    const listing = (await git.listBranchFiles(codebase(), 'main'))!;
    const paths = listing.files.map((f) => f.filePath).sort();
    expect(paths).toEqual(['caf\\xE8.py', 'caf\\xE9.py', 'plain.py', 'src/\\xFF\\xFEok-ü.js']);
    const ids = new Set(listing.files.map((f) => f.fileId));
    expect(ids.size).toBe(4);
    // Valid names keep the id they always had.
    expect(listing.files.find((f) => f.filePath === 'plain.py')!.fileId).toBe(fileIdOf('cb_bytes', 'plain.py'));
    // Lossless: the shown path gives the stored bytes back.
    expect(rawPathBytes('caf\\xE9.py').equals(first)).toBe(true);
    expect(rawPathBytes('src/\\xFF\\xFEok-ü.js').equals(inFolder)).toBe(true);
    // Displayable: no replacement characters, no control characters.
    for (const p of paths) expect(p).not.toMatch(/[\uFFFD\u0000-\u001f]/);

    const contents = new Map((await git.readFiles(codebase(), listing.files)).map((f) => [f.path, f.content.toString()]));
    expect(contents.get('caf\\xE9.py')).toBe('first = 1\n');
    expect(contents.get('caf\\xE8.py')).toBe('second = 2\n');
    expect(contents.get('src/\\xFF\\xFEok-ü.js')).toBe('third = 3\n');
  });

  it('escapes only the bytes that do not decode, and round-trips every byte string without a backslash', () => {
    expect(displayPath(Buffer.from('ünïcødé/file.py'))).toBe('ünïcødé/file.py');
    // Overlong "/" (C0 AF), a lone continuation byte, a truncated 3-byte sequence, a surrogate (ED A0 80).
    expect(displayPath(Buffer.from([0xc0, 0xaf, 0x80, 0x61, 0xe2, 0x82, 0xed, 0xa0, 0x80]))).toBe('\\xC0\\xAF\\x80a\\xE2\\x82\\xED\\xA0\\x80');
    let seed = 7;
    for (let n = 0; n < 2000; n += 1) {
      const bytes = Buffer.alloc(1 + (n % 12));
      for (let i = 0; i < bytes.length; i += 1) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const b = seed % 256;
        bytes[i] = b === 0x5c || b === 0 ? 0x41 : b;
      }
      expect(rawPathBytes(displayPath(bytes)).equals(bytes)).toBe(true);
    }
  });
});
