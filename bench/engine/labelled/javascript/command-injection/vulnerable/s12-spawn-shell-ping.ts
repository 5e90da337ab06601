import { spawn } from 'child_process';
import { FastifyInstance, FastifyRequest } from 'fastify';

type PingQuery = { host: string; count?: string };

export default async function diagnostics(app: FastifyInstance) {
  app.get('/diag/ping', async (request: FastifyRequest<{ Querystring: PingQuery }>, reply) => {
    const { host, count = '3' } = request.query;
    const child = spawn(`ping -c ${count} ${host}`, { shell: true });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    await new Promise((resolve) => child.on('close', resolve));
    return reply.send({ output });
  });
}
