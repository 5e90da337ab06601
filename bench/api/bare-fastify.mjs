#!/usr/bin/env node
// The baseline of the issues benchmark: a bare Fastify route answering a constant page of 50
// issue summaries, the same shape and size as a page of GET /v1/issues.
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 18999);
const issues = Array.from({ length: 50 }, (_, i) => ({
  id: `iss_01JBENCH${String(i).padStart(16, '0')}`,
  title: 'SQL query built from request data',
  severity: 'high',
  category: 'sqli',
  status: 'open',
  filePath: `src/routes/module-${i}/handler.ts`,
  lineNumber: i + 1,
  codebaseId: 'cb_01JBENCHCODEBASE000000000',
  branch: 'main',
  createdAt: '2026-01-01T00:00:00.000Z',
}));
const page = { issues, total: 1_000_000, limit: 50, offset: 0 };

const app = Fastify({ logger: false });
app.get('/issues', async () => page);
await app.listen({ port, host: '127.0.0.1' });
console.log(`listening on ${port}`);
