/**
 * The end-to-end scenario every mode runs: files route, scan-start checks, scans to completed,
 * a vulnerable file added, a rescan that keeps issue ids, a chosen-file scan, a second branch,
 * a closed issue reopened by a scan. Assertions are vitest expects.
 */
import { expect } from 'vitest';
import type { TestRepo } from '../git/git-fixture.js';
import type { Client } from './harness.js';
import { VULNERABLE_FILE } from './repository.js';

export async function runScenario(client: Client, repo: TestRepo, codebaseId: string): Promise<void> {
  const codebases = await client.call('GET', '/v1/codebase');
  expect(codebases.status).toBe(200);
  expect(codebases.body.map((c: any) => c.id)).toContain(codebaseId);

  const files = await client.call('GET', `/v1/codebase/${codebaseId}/files?branchName=main`);
  expect(files.status).toBe(200);
  expect(files.body.files.map((f: any) => f.filePath).sort()).toEqual(['README.md', 'docs/notes of the team.md', 'src/app.js']);
  for (const file of files.body.files) {
    expect(file.fileId).toMatch(/^fil_[A-Za-z0-9_-]{22}$/);
    expect(file.version).toMatch(/^[0-9a-f]{40}$/);
    expect(file.isScanned).toBe(false);
    expect(file.isIndexed).toBe(true);
  }

  const noBranch = await client.call('GET', `/v1/codebase/${codebaseId}/files?branchName=nope`);
  expect(noBranch).toMatchObject({ status: 404, body: { message: 'Branch not found' } });
  expect(await client.call('POST', '/v1/scan-workflows/start', { codebaseId, branch: 'nope' })).toMatchObject({ status: 404, body: { message: 'Branch not found' } });
  expect(
    await client.call('POST', '/v1/scan-workflows/start', { codebaseId, branch: 'main', scanSpecificFiles: true, fileIds: ['fil_AAAAAAAAAAAAAAAAAAAAAA'] }),
  ).toMatchObject({ status: 400, body: { message: 'Invalid file IDs' } });

  // 1. The clean branch.
  const first = await client.waitForScan(await client.startScan({ codebaseId, branch: 'main' }));
  expect(first).toMatchObject({ status: 'completed', codebaseId, branch: 'main' });
  expect(first.completedAt).toBeTruthy();
  const cleanIssues = await client.allIssues({ codebaseId, branch: 'main' });

  // 2. A vulnerable file is pushed; the next scan fetches it and finds it.
  repo.write('src/users.js', VULNERABLE_FILE);
  repo.commit('add the users endpoint');
  const second = await client.waitForScan(await client.startScan({ codebaseId, branch: 'main' }));
  expect(second.status).toBe('completed');
  const afterVulnerable = await client.allIssues({ codebaseId, branch: 'main' });
  const newIssues = afterVulnerable.filter((issue) => !cleanIssues.some((old) => old.id === issue.id));
  expect(newIssues.length).toBeGreaterThanOrEqual(1);
  expect(newIssues.every((issue) => issue.filePath === 'src/users.js' && issue.status === 'open')).toBe(true);
  expect(newIssues.map((issue) => issue.category)).toContain('hardcoded-secrets');
  const detail = await client.call('GET', `/v1/issues/${newIssues[0].id}`);
  expect(detail.status).toBe(200);
  expect(detail.body).toMatchObject({ scanId: second.id, codebaseId, branch: 'main', filePath: 'src/users.js' });
  for (const field of ['title', 'description', 'codeSnippet', 'remediation']) expect(detail.body[field]).toBeTruthy();
  expect(detail.body.codeSnippet).not.toContain('AKIAZ3MHQ7RNX4PLV2TW');

  // 3. A rescan of the unchanged branch keeps every issue and its id.
  const third = await client.waitForScan(await client.startScan({ codebaseId, branch: 'main' }));
  expect(third.status).toBe('completed');
  const afterRescan = await client.allIssues({ codebaseId, branch: 'main' });
  expect(afterRescan.map((i) => i.id).sort()).toEqual(afterVulnerable.map((i) => i.id).sort());
  expect((await client.call('GET', `/v1/issues/${newIssues[0].id}`)).body.scanId).toBe(third.id);

  const scannedFiles = (await client.call('GET', `/v1/codebase/${codebaseId}/files?branchName=main`)).body.files;
  expect(scannedFiles.every((f: any) => f.isScanned === true)).toBe(true);

  // 4. A scan of one chosen file leaves the issues of other files alone.
  const appFile = scannedFiles.find((f: any) => f.filePath === 'src/app.js');
  const chosen = await client.waitForScan(await client.startScan({ codebaseId, branch: 'main', scanSpecificFiles: true, fileIds: [appFile.fileId] }));
  expect(chosen.status).toBe('completed');
  expect((await client.call('GET', `/v1/issues/${newIssues[0].id}`)).body.scanId).toBe(third.id);

  // 5. The other branch has none of main's issues.
  const feature = await client.waitForScan(await client.startScan({ codebaseId, branch: 'feature' }));
  expect(feature.status).toBe('completed');
  expect((await client.allIssues({ codebaseId, branch: 'feature' })).filter((i) => i.filePath === 'src/users.js')).toEqual([]);

  // 6. An issue closed by hand is reopened when a scan finds it again.
  const closed = await client.call('PATCH', `/v1/issues/${newIssues[0].id}`, { status: 'closed' });
  expect(closed).toMatchObject({ status: 200, body: { status: 'closed' } });
  await client.waitForScan(await client.startScan({ codebaseId, branch: 'main' }));
  expect((await client.call('GET', `/v1/issues/${newIssues[0].id}`)).body.status).toBe('open');
  expect((await client.allIssues({ codebaseId, branch: 'main' })).length).toBe(afterVulnerable.length);
}

/**
 * Pushes a file with two new secrets, then starts `count` scans of the branch at once: they race
 * to create the same issues. Every scan must complete and each finding must be one issue.
 */
export async function concurrentScans(client: Client, repo: TestRepo, codebaseId: string, count = 20): Promise<void> {
  repo.write('config/keys.py', 'A = "ghp_9aR9xQ2mW7vL1pZ8nB3cT6yH0jF5sD2aE9uZ"\nB = "ghp_8bR9xQ2mW7vL1pZ8nB3cT6yH0jF5sD2aE9uY"\n');
  repo.commit('two tokens');
  const before = await client.allIssues({ codebaseId, branch: 'main' });
  const ids = await Promise.all(Array.from({ length: count }, () => client.startScan({ codebaseId, branch: 'main' })));
  const finished = await Promise.all(ids.map((id) => client.waitForScan(id, 240_000)));
  expect(finished.map((scan) => scan.status)).toEqual(Array(count).fill('completed'));
  const after = await client.allIssues({ codebaseId, branch: 'main' });
  const added = after.filter((issue) => !before.some((old) => old.id === issue.id));
  expect(added.map((issue) => `${issue.filePath}:${issue.lineNumber}`).sort()).toEqual(['config/keys.py:1', 'config/keys.py:2']);
  expect(new Set(after.map((i) => `${i.filePath}:${i.lineNumber}:${i.title}`)).size).toBe(after.length);
}
