/**
 * The service a fault test hurts: `vigil serve` (and workers) as real processes, a repository
 * with findings, an issue triaged by PATCH before the fault, and HTTP calls with a time bound so
 * that a hanging answer fails the test instead of waiting for it.
 */
import { expect } from 'vitest';
import { TestRepo } from '../git/git-fixture.js';
import { Client, sleep, vigilAdmin } from '../e2e/harness.js';
import { VULNERABLE_FILE } from '../e2e/repository.js';
import type { AcknowledgedPatch } from './invariants.js';

/** Longest a request may take while a dependency is down: it must answer 503, not hang. */
export const OUTAGE_ANSWER_MS = 10_000;

export interface Api {
  baseUrl: string;
  key: string;
}

export async function timedCall(api: Api, method: string, url: string, body?: unknown): Promise<{ status: number; body: any; ms: number }> {
  const started = Date.now();
  const response = await fetch(`${api.baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${api.key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(OUTAGE_ANSWER_MS),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, ms: Date.now() - started };
}

/**
 * A repository with findings and enough files that a scan stays in progress for a while. With
 * `vulnerableModules`, each module's routes write request data into HTML (one finding each): many issues, so a
 * scan's reconciliation takes long enough to be caught in the middle.
 */
export function makeFaultRepo(modules = 120, vulnerableModules = false): TestRepo {
  const repo = TestRepo.create('main');
  repo.write('src/users.js', VULNERABLE_FILE);
  for (let i = 0; i < modules; i += 1) {
    const body = vulnerableModules
      ? `import express from 'express';\nconst app = express();\n${Array.from({ length: 10 }, (_, j) => `app.get('/m${i}/r${j}', (req, res) => {\n  res.send('<p>' + req.query.p${j} + '</p>');\n});\n`).join('')}export default app;\n`
      : Array.from({ length: 10 }, (_, j) => `export function handler${j}(req, res) {\n  const v = req.query.p${j};\n  res.send([v, ${i}, ${j}].map((x) => String(x).trim()).join('-'));\n}\n`).join('\n');
    repo.write(`src/module${i}/index.js`, body);
  }
  repo.commit('application');
  return repo;
}

export interface Triaged {
  codebaseId: string;
  firstScanId: string;
  patches: AcknowledgedPatch[];
}

/** Adds the codebase, scans it once and ignores its first issue by PATCH (acknowledged: 200). */
export async function scanAndTriage(client: Client, env: Record<string, string>, projectId: string, repo: TestRepo): Promise<Triaged> {
  const codebaseId = (await vigilAdmin(['codebase', 'add', '--project', projectId, '--name', 'faulty', '--url', repo.dir, '--default-branch', 'main'], env)).id;
  const firstScanId = await client.startScan({ codebaseId, branch: 'main' });
  expect((await client.waitForScan(firstScanId)).status).toBe('completed');
  const issues = await client.allIssues({ codebaseId, branch: 'main' });
  expect(issues.length).toBeGreaterThan(0);
  const patch = await client.call('PATCH', `/v1/issues/${issues[0].id}`, { status: 'ignored', reason: 'test data, not a real key' });
  expect(patch.status).toBe(200);
  return { codebaseId, firstScanId, patches: [{ issueId: issues[0].id, status: 'ignored' }] };
}

/** Polls until the scan is in progress (past its fetch: a worker holds it). */
export async function waitInProgress(client: Client, scanId: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const { body } = await client.call('GET', `/v1/scan-workflows/${scanId}/status`);
    if (body.status === 'in_progress') return;
    if (body.status === 'completed' || body.status === 'failed') throw new Error(`scan ${scanId} ended (${body.status}) before the fault`);
    if (Date.now() - started > timeoutMs) throw new Error(`scan ${scanId} never went in progress`);
    await sleep(5);
  }
}

/** Polls a read until it answers 200 again; returns how long the service took to recover. */
export async function waitRecovered(api: Api, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answer = await timedCall(api, 'GET', '/v1/codebase').catch(() => undefined);
    if (answer?.status === 200) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`the API did not recover within ${timeoutMs} ms (last: ${JSON.stringify(answer)})`);
    await sleep(200);
  }
}
