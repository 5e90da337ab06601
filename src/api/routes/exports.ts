/**
 * Exports of issues (SARIF 2.1.0, CSV) under /v1/exports, and the SARIF import under
 * /v1/imports: extra routes beside the spec's, with the issue routes' keys and plan. Exports
 * need issue:view (every role), the import issue:update (developer, security_engineer, admin).
 */
import type { FastifyInstance } from 'fastify';
import { formatIssuesCsv } from '../../services/export-csv.js';
import { formatIssuesSarif } from '../../services/export-sarif.js';
import { issuesForExport } from '../../services/issue-export.js';
import { importSarif } from '../../services/sarif-import.js';
import { principalOf } from '../auth.js';
import type { AppDeps } from '../deps.js';
import type { JsonSchemaTypes } from '../schema-types.js';
import { exportCsvSchema, exportSarifSchema, IMPORT_BODY_LIMIT_BYTES, importSarifSchema } from '../schemas/exports.js';

const view = { access: { permission: 'issue:view' as const, plan: 'issues' as const } };
const update = { access: { permission: 'issue:update' as const, plan: 'issues' as const } };

export function exportRoutes(deps: AppDeps) {
  return async function (fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<JsonSchemaTypes>();
    app.get('/exports/issues.sarif', { schema: exportSarifSchema, config: view }, async (request, reply) => {
      const issues = await issuesForExport(deps.db, principalOf(request).projectId, request.query);
      return reply
        .type('application/sarif+json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="vigil-issues.sarif"')
        .send(formatIssuesSarif(issues));
    });

    app.get('/exports/issues.csv', { schema: exportCsvSchema, config: view }, async (request, reply) => {
      const issues = await issuesForExport(deps.db, principalOf(request).projectId, request.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="vigil-issues.csv"').send(formatIssuesCsv(issues));
    });

    app.post(
      '/imports/sarif',
      { schema: importSarifSchema, config: update, bodyLimit: IMPORT_BODY_LIMIT_BYTES },
      async (request, reply) => {
        const { projectId, keyId } = principalOf(request);
        return reply.code(201).send(await importSarif(deps.db, { projectId, keyId }, request.body));
      },
    );
  };
}
