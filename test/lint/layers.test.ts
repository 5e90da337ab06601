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
    ['src/queue/x.ts', "import { sql } from 'kysely';\nvoid sql;\n", 'queue may not write SQL'],
  ])('refuses a wrong-way import in %s', async (file, code, message) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  }, 60_000);

  it.each([
    ['src/services/x.ts', "import type { Db } from '../store/schema.js';\nexport const f = (db: Db) => db.selectFrom('issues').selectAll().execute();\n", 'Only src/store writes SQL'],
    ['src/webhooks/x.ts', "import type { Db } from '../store/schema.js';\nexport const f = (db: Db) => db.deleteFrom('webhook_endpoints').execute();\n", 'Only src/store writes SQL'],
    ['src/services/x.ts', "import type { Db } from '../store/schema.js';\nexport const f = (db: Db) => db.transaction().execute(async () => 1);\n", 'Only src/store opens transactions'],
  ])('refuses a query built outside src/store in %s', async (file, code, message) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    const errors = result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  }, 60_000);

  it('lets src/store build queries and open transactions', async () => {
    const code = "import type { Db } from '../schema.js';\nexport const f = (db: Db) => db.transaction().execute((trx) => trx.selectFrom('issues').selectAll().execute());\n";
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/store/repositories/x.ts') });
    expect(result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax')).toEqual([]);
  }, 60_000);

  it('accepts right-way and type-only imports', async () => {
    expect(await layerErrors('src/api/routes/x.ts', "import { listProjectIssues } from '../../services/issues.js';\nimport type { Db } from '../../store/schema.js';\nexport const f = (db: Db) => listProjectIssues(db, 'p', {});\n")).toEqual([]);
    expect(await layerErrors('src/services/x.ts', "import { findIssue } from '../store/repositories/issues.js';\nvoid findIssue;\n")).toEqual([]);
  }, 60_000);
});
