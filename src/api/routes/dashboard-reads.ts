import type { FastifyInstance } from 'fastify';
import { countIssuesByValue, getSession, issueHistory, listCodebaseBranches, listScansOfCodebase } from '../../services/dashboard-reads.js';
import { principalOf } from '../auth.js';
import type { AppDeps } from '../deps.js';
import { scanBody } from '../presenters.js';
import type { JsonSchemaTypes } from '../schema-types.js';
import { issueCountsSchema, issueHistorySchema, listBranchesSchema, listCodebaseScansSchema, sessionSchema } from '../schemas/dashboard.js';

const view = { access: { permission: 'issue:view' as const } };
const viewIssues = { access: { permission: 'issue:view' as const, plan: 'issues' as const } };

/** The read routes the web dashboard needs beyond the spec (docs/api.md, "Dashboard routes"). */
export function dashboardReadRoutes(deps: AppDeps) {
  return async function (fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<JsonSchemaTypes>();
    app.get('/session', { schema: sessionSchema, config: view }, async (request) => getSession(deps.db, principalOf(request)));

    app.get(
      '/codebase/:codebaseId/scans',
      { schema: listCodebaseScansSchema, config: view },
      async (request) => {
        const page = await listScansOfCodebase(deps.db, principalOf(request).projectId, request.params.codebaseId, request.query);
        return { ...page, scans: page.scans.map((s) => ({ ...scanBody(s), issuesLinked: s.issuesLinked })) };
      },
    );

    app.get('/codebase/:codebaseId/branches', { schema: listBranchesSchema, config: view }, async (request) => {
      return { branches: await listCodebaseBranches(deps.db, deps.browser, principalOf(request).projectId, request.params.codebaseId) };
    });

    app.get('/issue-counts', { schema: issueCountsSchema, config: viewIssues }, async (request) => {
      return countIssuesByValue(deps.db, principalOf(request).projectId, request.query);
    });

    app.get('/issues/:issueId/history', { schema: issueHistorySchema, config: viewIssues }, async (request) => {
      return issueHistory(deps.db, principalOf(request).projectId, request.params.issueId);
    });
  };
}
