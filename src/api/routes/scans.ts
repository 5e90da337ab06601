import type { FastifyInstance } from 'fastify';
import { getScan, startScan, type StartScanInput } from '../../services/scans.js';
import { principalOf } from '../auth.js';
import type { AppDeps } from '../deps.js';
import { scanBody } from '../presenters.js';
import { scanStatusSchema, startScanSchema } from '../schemas/scans.js';

export function scanRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance): Promise<void> {
    app.post<{ Body: StartScanInput }>(
      '/scan-workflows/start',
      { schema: startScanSchema, config: { access: { permission: 'codebase:scan', plan: 'scan' } } },
      async (request, reply) => {
        const scan = await startScan(deps, principalOf(request).projectId, request.body);
        return reply.code(201).send({ id: scan.id });
      },
    );

    app.get<{ Params: { scanId: string } }>(
      '/scan-workflows/:scanId/status',
      { schema: scanStatusSchema, config: { access: { permission: 'issue:view' } } },
      async (request) => scanBody(await getScan(deps.db, principalOf(request).projectId, request.params.scanId)),
    );
  };
}
