import Fastify from 'fastify';
import * as Sentry from '@sentry/node';
import { env } from './config';
import { routes } from './routes/index.js';

Sentry.init({ dsn: env.SENTRY_DSN, tracesSampleRate: 0.1 });
const app = Fastify({ logger: { redact: ['req.headers.authorization', 'body.password', 'body.token'] } });
app.register(routes, { prefix: '/v1' });
app.get('/healthz', async () => ({ ok: true, service: 'api-gateway' }));
app.listen({ port: env.PORT, host: '0.0.0.0' });
