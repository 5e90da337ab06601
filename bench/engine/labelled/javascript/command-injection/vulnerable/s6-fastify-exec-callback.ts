import { exec } from 'child_process';
import type { FastifyRequest, FastifyReply } from 'fastify';

export function pingHost(request: FastifyRequest<{ Params: { host: string } }>, reply: FastifyReply) {
  exec(`ping -c 1 ${request.params.host}`, (err, stdout) => {
    if (err) return reply.code(502).send({ reachable: false });
    reply.send({ reachable: true, output: stdout });
  });
}
