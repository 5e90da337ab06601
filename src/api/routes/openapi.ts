import type { FastifyInstance } from 'fastify';

/** The OpenAPI 3 document generated from the route schemas. Public: it describes, it holds no data. */
export async function openapiRoute(app: FastifyInstance): Promise<void> {
  app.get(
    '/openapi.json',
    {
      schema: { hide: true, response: { 200: { type: 'object', additionalProperties: true } } },
      config: { access: { public: true } },
    },
    async () => app.swagger(),
  );
}
