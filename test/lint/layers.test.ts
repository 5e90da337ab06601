/**
 * The layer rules of ARCHITECTURE.md are enforced by the lint (eslint.config.js, `layerRules`):
 * an import pointing the wrong way is an error, a type-only import and a right-way one are not.
 * Linted as text at paths inside src/, with the project's own configuration.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('layer rules in the lint', () => {
  it.each([
    ['src/store/repositories/x.ts', "import { listProjectIssues } from '../../services/issues.js';\nvoid listProjectIssues;\n", 'store may not decide anything'],
    ['src/services/x.ts', "import { sql } from 'kysely';\nvoid sql;\n", 'services may not write SQL'],
    ['src/services/x.ts', "import { buildApp } from '../api/app.js';\nvoid buildApp;\n", 'may not import src/api'],
    ['src/api/routes/x.ts', "import { findIssue } from '../../store/repositories/issues.js';\nvoid findIssue;\n", 'api calls services, never the store'],
    ['src/workflows/x.ts', "import { listUnfinishedScanIds } from '../store/repositories/scan-recovery.js';\nvoid listUnfinishedScanIds;\n", 'workflows may not speak SQL'],
    ['src/engine/analysis/x.ts', "import { nowIso } from '../../store/time.js';\nvoid nowIso;\n", 'engine imports nothing of the service'],
    ['src/queue/x.ts', "import { SCAN_JOB_NAME } from '../services/scans.js';\nvoid SCAN_JOB_NAME;\n", 'queue may not know what a scan is'],
  ])('refuses a wrong-way import in %s', async (file, code, message) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  }, 60_000);

  it('accepts right-way and type-only imports', async () => {
    expect(await layerErrors('src/api/routes/x.ts', "import { listProjectIssues } from '../../services/issues.js';\nimport type { Db } from '../../store/schema.js';\nexport const f = (db: Db) => listProjectIssues(db, 'p', {});\n")).toEqual([]);
    expect(await layerErrors('src/services/x.ts', "import { findIssue } from '../store/repositories/issues.js';\nvoid findIssue;\n")).toEqual([]);
  }, 60_000);
});
