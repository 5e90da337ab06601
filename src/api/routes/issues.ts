import type { FastifyInstance } from 'fastify';
import { changeIssueStatus, getIssueForDisplay, listProjectIssues } from '../../services/issues.js';
import { principalOf } from '../auth.js';
import { sendAsCachedJson } from '../cached-json.js';
import type { AppDeps } from '../deps.js';
import { emitWebhookEvent } from '../../webhooks/jobs.js';
import { issueDetailBody } from '../presenters.js';
import type { JsonSchemaTypes } from '../schema-types.js';
import { getIssueSchema, listIssuesSchema, updateIssueSchema } from '../schemas/issues.js';

const view = { access: { permission: 'issue:view' as const, plan: 'issues' as const } };
const update = { access: { permission: 'issue:update' as const, plan: 'issues' as const } };

export function issueRoutes(deps: AppDeps) {
  return async function (fastify: FastifyInstance): Promise<void> {
    // Request types come from the schemas below (schema-types.ts): one source for each shape.
    const app = fastify.withTypeProvider<JsonSchemaTypes>();
    app.get('/issues', { schema: listIssuesSchema, config: view }, async (request, reply) => {
      const page = await listProjectIssues(deps.db, principalOf(request).projectId, request.query);
      // The list schema's serializer writes the summary fields of each issue, nothing else.
      return sendAsCachedJson(reply, page, (p) => p);
    });

    app.get('/issues/:issueId', { schema: getIssueSchema, config: view }, async (request, reply) => {
      const issue = await getIssueForDisplay(deps.db, principalOf(request).projectId, request.params.issueId);
      return sendAsCachedJson(reply, issue, issueDetailBody);
    });

    app.patch(
      '/issues/:issueId',
      { schema: updateIssueSchema, config: update },
      async (request) => {
        const { projectId, keyId } = principalOf(request);
        const result = await changeIssueStatus(deps.db, { projectId, keyId }, request.params.issueId, request.body);
        if (result.changed) {
          // After the change committed; a webhook that cannot be enqueued does not undo the change.
          const data = { issueId: result.id, projectId, from: result.from, to: result.status, reason: request.body.reason ?? null, keyId };
          await emitWebhookEvent(deps.db, deps.producer, projectId, 'issue.status_changed', data).catch((error: unknown) =>
            request.log.warn({ issueId: result.id, error: error instanceof Error ? error.message : String(error) }, 'webhook not enqueued'),
          );
        }
        return { id: result.id, status: result.status, updatedAt: result.updatedAt };
      },
    );
  };
}
