import type { FastifyInstance } from 'fastify';
import { getLearningView, listLearningViews } from '../../services/learning-views.js';
import { removeLearningById } from '../../services/learnings.js';
import { principalOf } from '../auth.js';
import type { AppDeps } from '../deps.js';
import type { JsonSchemaTypes } from '../schema-types.js';
import { getLearningSchema, listLearningsSchema, removeLearningSchema } from '../schemas/dashboard.js';

const view = { access: { permission: 'issue:view' as const, plan: 'issues' as const } };
const update = { access: { permission: 'issue:update' as const, plan: 'issues' as const } };

/** Learnings of the key's project: list, one with what it suppressed, and removal (which reopens those). */
export function learningRoutes(deps: AppDeps) {
  return async function (fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<JsonSchemaTypes>();
    app.get('/learnings', { schema: listLearningsSchema, config: view }, async (request) => {
      return { learnings: await listLearningViews(deps.db, principalOf(request).projectId) };
    });

    app.get('/learnings/:learningId', { schema: getLearningSchema, config: view }, async (request) => {
      return getLearningView(deps.db, principalOf(request).projectId, request.params.learningId);
    });

    app.delete('/learnings/:learningId', { schema: removeLearningSchema, config: update }, async (request) => {
      const { projectId, keyId } = principalOf(request);
      return removeLearningById(deps.db, request.params.learningId, { keyId, projectId });
    });
  };
}
