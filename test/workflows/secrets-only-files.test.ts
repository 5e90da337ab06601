/** Which files over the code-analysis limit a scan reads for secrets, within the per-file and per-scan caps. */
import { describe, expect, it } from 'vitest';
import type { BranchFile } from '../../src/git/index.js';
import { MAX_SECRETS_SCAN_BYTES } from '../../src/engine/files/skip.js';
import { SECRETS_ONLY_TOTAL_BYTES, secretsOnlyFiles } from '../../src/workflows/scan.js';

const MiB = 1024 * 1024;
const file = (filePath: string, size: number, isIndexed = false, kind: BranchFile['kind'] = 'file'): BranchFile => ({ fileId: filePath, filePath, version: 'v', kind, size, isIndexed });

describe('files read for secrets only', () => {
  it('takes text files over 1 MiB up to the per-file limit, not indexed ones, paths skipped by name, symlinks or chosen-file scans', () => {
    const files = [
      file('small.js', 10, true), file('dump.log', 50 * MiB), file('huge.sql', MAX_SECRETS_SCAN_BYTES + 1),
      file('node_modules/x/big.js', 2 * MiB), file('image.png', 3 * MiB), file('link', 2 * MiB, false, 'symlink'), file('data.csv', 2 * MiB),
    ];
    expect(secretsOnlyFiles({ scanSpecificFiles: false }, files).map((f) => f.filePath)).toEqual(['data.csv', 'dump.log']);
    expect(secretsOnlyFiles({ scanSpecificFiles: true }, files)).toEqual([]);
  });

  it('stops at the total a scan may hold in memory, smallest files first', () => {
    const count = Math.ceil(SECRETS_ONLY_TOTAL_BYTES / (60 * MiB)) + 2;
    const files = [file('a.log', 2 * MiB), ...Array.from({ length: count }, (_, i) => file(`big${i}.log`, 60 * MiB))];
    const chosen = secretsOnlyFiles({ scanSpecificFiles: false }, files);
    expect(chosen[0]!.filePath).toBe('a.log');
    expect(chosen.reduce((n, f) => n + f.size!, 0)).toBeLessThanOrEqual(SECRETS_ONLY_TOTAL_BYTES);
    expect(chosen.length).toBeLessThan(files.length);
  });
});
