#!/usr/bin/env node
// The baseline of the issues benchmark: a bare Fastify route per case answering a constant
// object, the very body Vigil answered for that case (same shape and size), serialised the
// default way of a route without a response schema.
//
//   node bench/api/bare-fastify.mjs PORT BODIES.json
import fs from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 18999);
const bodies = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
const app = Fastify({ logger: false });
app.get('/bare/:name', async (request, reply) => {
  const body = bodies[request.params.name];
  if (body === undefined) return reply.code(404).send({ error: 'no such case' });
  return body;
});
await app.listen({ port, host: '127.0.0.1' });
console.log(`listening on ${port}`);
