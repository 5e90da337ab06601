/**
 * SARIF import on a real server over SQLite and PostgreSQL: Vigil's own export imported back
 * keeps fingerprints and triage; another tool's log is mapped, deduplicated on re-import and
 * bounded; roles, isolation and the error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../helpers/databases.js';
import { seedCodebase, seedIssues, seedProject, seedScan, type SeededProject } from '../helpers/fixtures.js';
import { client, startTestServer, type TestServer } from '../helpers/server.js';

/** A log as another scanner writes it (made up for the test). */
function foreignLog(line: number) {
  return {
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'OtherScanner',
            rules: [
              { id: 'OS001', shortDescription: { text: 'SQL built from input' }, properties: { 'security-severity': '9.8', tags: ['security', 'external/cwe/cwe-89'] } },
              { id: 'OS002', shortDescription: { text: 'Weak hash' }, defaultConfiguration: { level: 'note' } },
            ],
          },
        },
        results: [
          {
            ruleId: 'OS001',
            ruleIndex: 0,
            message: { text: 'query built from req.body.name' },
            locations: [{ physicalLocation: { artifactLocation: { uri: 'src/db%20layer/users.ts' }, region: { startLine: line, startColumn: 5, snippet: { text: 'db.query(sql)' } } } }],
            partialFingerprints: { primaryLocationLineHash: 'abc123:1' },
            codeFlows: [{ threadFlows: [{ locations: [{ location: { physicalLocation: { artifactLocation: { uri: 'src/api.ts' }, region: { startLine: 3 } }, message: { text: 'source' } } }] }] }],
          },
          {
            ruleId: 'OS002',
            message: { text: 'md5 used' },
            locations: [{ physicalLocation: { artifactLocation: { uri: 'src/hash.ts' }, region: { startLine: 2 } } }],
            suppressions: [{ kind: 'external', status: 'accepted', justification: 'checksums only' }],
          },
          { ruleId: 'OS002', message: { text: 'absolute' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'file:///etc/passwd' } } }] },
          { ruleId: 'OS002', message: { text: 'outside' }, locations: [{ physicalLocation: { artifactLocation: { uri: '../outside.ts' } } }] },
          { message: { text: 'no rule' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'src/x.ts' } } }] },
        ],
      },
    ],
  };
}

describe.each(engines())('SARIF import on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let project: SeededProject;
  let other: SeededProject;
  let source: string;
  let target: string;
  let ignoredId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = client(server.baseUrl);
    const db = server.store.db;
    project = await seedProject(db);
    other = await seedProject(db, 'enterprise', 'other');
    source = (await seedCodebase(db, project.projectId, '/nowhere/source', 'source')).id;
    target = (await seedCodebase(db, project.projectId, '/nowhere/target', 'target')).id;
    const scanId = (await seedScan(db, project.projectId, source)).id;
    const rows = await seedIssues(db, [
      { projectId: project.projectId, codebaseId: source, scanId, severity: 'critical' },
      { projectId: project.projectId, codebaseId: source, scanId, severity: 'medium', category: 'xss' },
      { projectId: project.projectId, codebaseId: source, scanId, severity: 'low' },
    ]);
    ignoredId = rows[2].id;
    expect((await api('PATCH', `/v1/issues/${ignoredId}`, { key: project.keys.developer, body: { status: 'ignored', reason: 'test fixture only' } })).status).toBe(200);
  });

  afterAll(async () => {
    await server?.close();
  });

  const importLog = (body: unknown, key = project.keys.developer) => api('POST', '/v1/imports/sarif', { key, body });
  const exportLog = async (codebaseId: string) => (await api('GET', `/v1/exports/issues.sarif?codebaseId=${codebaseId}`, { key: project.keys.viewer })).body;
  const fingerprintsOf = (log: any) => log.runs[0].results.map((r: any) => r.partialFingerprints['vigilFingerprint/v1']).sort();

  it('imports Vigil’s own export with the same fingerprints and triage, and meets the same issues again', async () => {
    const exported = await exportLog(source);
    const res = await importLog({ codebaseId: target, branch: 'main', sarif: exported });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ created: 3, matched: 0, ignored: 1, skipped: [] });
    expect((await api('GET', `/v1/scan-workflows/${res.body.scanId}/status`, { key: project.keys.viewer })).body).toMatchObject({ status: 'completed', codebaseId: target });

    const reexported = await exportLog(target);
    expect(fingerprintsOf(reexported)).toEqual(fingerprintsOf(exported));
    const suppressed = reexported.runs[0].results.filter((r: any) => r.suppressions);
    expect(suppressed).toHaveLength(1);
    expect(suppressed[0].suppressions[0].justification).toBe('test fixture only');
    expect(suppressed[0].properties.severity).toBe('low');

    const again = await importLog({ codebaseId: target, branch: 'main', sarif: reexported });
    expect(again.body).toMatchObject({ created: 0, matched: 3, ignored: 0 });
    // Back into the codebase it came from: the same issues, none new.
    const back = await importLog({ codebaseId: source, branch: 'main', sarif: exported });
    expect(back.body).toMatchObject({ created: 0, matched: 3 });
    const list = await api('GET', `/v1/issues?codebaseId=${source}`, { key: project.keys.viewer });
    expect(list.body.total).toBe(3);
  });

  it('maps another tool’s results, skips those it cannot place, and keeps identity when lines move', async () => {
    const res = await importLog({ codebaseId: target, branch: 'other-tool', sarif: foreignLog(10) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ created: 2, matched: 0, ignored: 1 });
    expect(res.body.skipped.map((s: any) => [s.result, s.reason])).toEqual([
      [2, 'no location relative to the repository'],
      [3, 'no location relative to the repository'],
      [4, 'no rule id'],
    ]);
    const list = (await api('GET', `/v1/issues?codebaseId=${target}&branch=other-tool`, { key: project.keys.viewer })).body.issues;
    expect(list.map((i: any) => [i.severity, i.category, i.status, i.filePath, i.lineNumber])).toEqual([
      ['critical', 'sqli', 'open', 'src/db layer/users.ts', 10],
      ['low', 'imported', 'ignored', 'src/hash.ts', 2],
    ]);
    const detail = (await api('GET', `/v1/issues/${list[0].id}`, { key: project.keys.viewer })).body;
    expect(detail).toMatchObject({ ruleId: 'OS001', cwe: 'CWE-89', title: 'SQL built from input', codeSnippet: 'db.query(sql)', scanId: res.body.scanId });
    expect(detail.trace).toEqual([{ filePath: 'src/api.ts', line: 3, column: 1, message: 'source' }]);

    const moved = await importLog({ codebaseId: target, branch: 'other-tool', sarif: foreignLog(42) });
    expect(moved.body).toMatchObject({ created: 0, matched: 2 });
  });

  it('ignores an open issue whose result comes back suppressed, with the reason in its history', async () => {
    const exported = await exportLog(source);
    const open = exported.runs[0].results.find((r: any) => !r.suppressions);
    open.suppressions = [{ kind: 'external', status: 'accepted', justification: 'dismissed in code scanning' }];
    const res = await importLog({ codebaseId: source, branch: 'main', sarif: exported });
    expect(res.body).toMatchObject({ created: 0, ignored: 1 });
    const issue = (await api('GET', `/v1/issues/${open.properties.vigilIssueId}`, { key: project.keys.viewer })).body;
    expect(issue.status).toBe('ignored');
  });

  it('needs a write role, stays in the key’s project, and answers bad logs with 400 in the error shape', async () => {
    const log = foreignLog(1);
    const viewer = await importLog({ codebaseId: target, branch: 'main', sarif: log }, project.keys.viewer);
    expect(viewer.status).toBe(403);
    expect(viewer.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    for (const role of ['developer', 'security_engineer', 'admin'] as const) {
      expect((await importLog({ codebaseId: target, branch: `role-${role}`, sarif: log }, project.keys[role])).status, role).toBe(201);
    }
    const foreign = await importLog({ codebaseId: target, branch: 'main', sarif: log }, other.keys.admin);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ statusCode: 404, message: 'Codebase not found', error: 'Not Found' });
    expect((await api('POST', '/v1/imports/sarif', { body: { codebaseId: target, branch: 'main', sarif: log } })).status).toBe(401);

    const cases: [unknown, RegExp][] = [
      [{ codebaseId: target, branch: 'main', sarif: { ...log, version: '2.0.0' } }, /sarif.version must be "2.1.0"/],
      [{ codebaseId: target, branch: 'main', sarif: { version: '2.1.0', runs: 'x' } }, /sarif.runs must be an array/],
      [{ codebaseId: target, branch: 'main' }, /sarif/],
      [{ codebaseId: target, branch: 'main', sarif: [] }, /sarif/],
    ];
    for (const [body, message] of cases) {
      const res = await importLog(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.message).toMatch(message);
    }
    const tooMany = { version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: Array.from({ length: 10_001 }, () => ({})) }] };
    const big = await importLog({ codebaseId: target, branch: 'main', sarif: tooMany });
    expect(big.status).toBe(400);
    expect(big.body.message).toMatch(/at most 10000/);
  });
});
