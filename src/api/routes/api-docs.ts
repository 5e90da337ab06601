/**
 * The API reference at /docs: Swagger UI over the OpenAPI document, its assets served from the
 * installed @fastify/swagger-ui package (nothing fetched from the network when the page loads:
 * the validator badge, which would call an outside service, is off). Public, like the document:
 * it describes the API and holds no data; "Try it out" needs the reader's own key.
 */
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  // Every route of this scope (the page, its assets, /docs/json) is public; src/api/auth.ts
  // reads this flag. The hook is scoped to this plugin, so no other route is touched.
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), access: { public: true } } as typeof route.config;
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { validatorUrl: null, deepLinking: true, tryItOutEnabled: false, persistAuthorization: false },
  });
}
