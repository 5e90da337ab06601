import { exec } from 'child_process';
import { isIP } from 'net';
import type { FastifyRequest, FastifyReply } from 'fastify';

export function pingHost(request: FastifyRequest<{ Params: { host: string } }>, reply: FastifyReply) {
  const host = request.params.host;
  if (isIP(host) === 0) return reply.code(400).send({ error: 'an IP address is required' });
  exec(`ping -c 1 ${host}`, (err, stdout) => {
    if (err) return reply.code(502).send({ reachable: false });
    reply.send({ reachable: true, output: stdout });
  });
}
