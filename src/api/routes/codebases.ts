import type { FastifyInstance } from 'fastify';
import { getCodebase, listBranchFiles, listProjectCodebases } from '../../services/codebases.js';
import { principalOf } from '../auth.js';
import type { AppDeps } from '../deps.js';
import { codebaseBody } from '../presenters.js';
import type { JsonSchemaTypes } from '../schema-types.js';
import { getCodebaseSchema, listCodebasesSchema, listFilesSchema } from '../schemas/codebases.js';

const view = { access: { permission: 'issue:view' as const } };

export function codebaseRoutes(deps: AppDeps) {
  return async function (fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<JsonSchemaTypes>();
    app.get('/codebase', { schema: listCodebasesSchema, config: view }, async (request) => {
      const codebases = await listProjectCodebases(deps.db, principalOf(request).projectId);
      return codebases.map(codebaseBody);
    });

    app.get('/codebase/:codebaseId', { schema: getCodebaseSchema, config: view }, async (request) => {
      return codebaseBody(await getCodebase(deps.db, principalOf(request).projectId, request.params.codebaseId));
    });

    app.get(
      '/codebase/:codebaseId/files',
      { schema: listFilesSchema, config: view },
      async (request) => {
        const { projectId } = principalOf(request);
        const files = await listBranchFiles(deps.db, deps.browser, projectId, request.params.codebaseId, request.query.branchName);
        return { files };
      },
    );
  };
}
