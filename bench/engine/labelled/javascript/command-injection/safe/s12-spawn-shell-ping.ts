import { spawn } from 'child_process';
import { isIP } from 'net';
import { FastifyInstance, FastifyRequest } from 'fastify';

type PingQuery = { host: string; count?: string };

export default async function diagnostics(app: FastifyInstance) {
  app.get('/diag/ping', async (request: FastifyRequest<{ Querystring: PingQuery }>, reply) => {
    const { host } = request.query;
    const count = Math.min(parseInt(request.query.count ?? '3', 10) || 3, 10);
    if (!isIP(host)) {
      return reply.code(400).send({ error: 'host must be an IP address' });
    }
    const child = spawn('ping', ['-c', String(count), host]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    await new Promise((resolve) => child.on('close', resolve));
    return reply.send({ output });
  });
}
