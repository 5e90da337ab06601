import type { FastifyInstance } from 'fastify';
import { getScan, startScan } from '../../services/scans.js';
import { principalOf } from '../auth.js';
import type { AppDeps } from '../deps.js';
import { scanBody } from '../presenters.js';
import type { JsonSchemaTypes } from '../schema-types.js';
import { scanStatusSchema, startScanSchema } from '../schemas/scans.js';

export function scanRoutes(deps: AppDeps) {
  return async function (fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<JsonSchemaTypes>();
    app.post(
      '/scan-workflows/start',
      { schema: startScanSchema, config: { access: { permission: 'codebase:scan', plan: 'scan' } } },
      async (request, reply) => {
        const scan = await startScan(deps, principalOf(request).projectId, request.body);
        return reply.code(201).send({ id: scan.id });
      },
    );

    app.get(
      '/scan-workflows/:scanId/status',
      { schema: scanStatusSchema, config: { access: { permission: 'issue:view' } } },
      async (request) => scanBody(await getScan(deps.db, principalOf(request).projectId, request.params.scanId)),
    );
  };
}
