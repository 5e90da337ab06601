/**
 * Type-level checks of the request types inferred from the route schemas (src/api/schema-types.ts):
 * `npx tsc --noEmit` fails when a schema and the type a service takes drift apart. The runtime
 * assertions are no-ops; vitest only reports the file as run.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { FromSchema } from '../../src/api/schema-types.js';
import type { getIssueSchema, listIssuesSchema, updateIssueSchema } from '../../src/api/schemas/issues.js';
import type { startScanSchema } from '../../src/api/schemas/scans.js';
import type { importSarifSchema } from '../../src/api/schemas/exports.js';
import type { IssueStatus } from '../../src/store/schema.js';
import type { Severity } from '../../src/engine/findings.js';
import type { Issue, IssueSummary } from '../../src/services/records.js';
import type { CSV_COLUMNS } from '../../src/services/export-csv.js';
import type { ExportedIssue } from '../../src/services/issue-export.js';

describe('request types inferred from route schemas', () => {
  it('types path parameters by their name', () => {
    expectTypeOf<FromSchema<typeof getIssueSchema.params>>().toEqualTypeOf<{ issueId: string }>();
  });

  it('types query strings: optional properties, enums as unions, integers as numbers', () => {
    type Query = FromSchema<typeof listIssuesSchema.querystring>;
    expectTypeOf<Query['status']>().toEqualTypeOf<IssueStatus | undefined>();
    expectTypeOf<Query['severity']>().toEqualTypeOf<Severity | undefined>();
    expectTypeOf<Query['limit']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Query>().not.toHaveProperty('scanId');
  });

  it('types bodies: required properties, arrays, and unknown for an open object', () => {
    expectTypeOf<FromSchema<typeof startScanSchema.body>>().toEqualTypeOf<{
      codebaseId: string;
      branch: string;
      scanSpecificFiles?: boolean;
      fileIds?: string[];
    }>();
    expectTypeOf<FromSchema<typeof importSarifSchema.body>['sarif']>().toEqualTypeOf<unknown>();
    expectTypeOf<FromSchema<typeof updateIssueSchema.body>>().toEqualTypeOf<{ status: IssueStatus; reason?: string }>();
  });

  it('covers the keywords the request schemas use: const, enum; anything else is unknown', () => {
    expectTypeOf<FromSchema<{ const: 'a' }>>().toEqualTypeOf<'a'>();
    expectTypeOf<FromSchema<{ type: 'string'; enum: readonly ['x', 'y'] }>>().toEqualTypeOf<'x' | 'y'>();
    expectTypeOf<FromSchema<{ type: 'object' }>>().toEqualTypeOf<unknown>();
  });

  it('the issue responses name the fields of the issue record, no more and no fewer', () => {
    // The record's fields come from the issues table (records.ts); the schemas add enums and
    // descriptions. A field added to one and not the other fails `tsc`.
    type ListItem = FromSchema<(typeof listIssuesSchema.response)[200]>['issues'][number];
    expectTypeOf<keyof ListItem>().toEqualTypeOf<keyof IssueSummary>();
    type Detail = FromSchema<(typeof getIssueSchema.response)[200]>;
    // learningId is internal (the dashboard's learning routes show it).
    expectTypeOf<keyof Detail>().toEqualTypeOf<Exclude<keyof Issue, 'learningId'>>();
    expectTypeOf<(typeof CSV_COLUMNS)[number]>().toMatchTypeOf<keyof ExportedIssue>();
  });
});
