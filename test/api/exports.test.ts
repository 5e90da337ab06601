/**
 * The export routes (SARIF 2.1.0 and CSV) on a real server over SQLite and PostgreSQL: content,
 * SARIF validity, the scan filter, keys, roles, plan, project isolation and the error shape.
 */
import AjvModule from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkScanToIssues } from '../../src/store/repositories/issue-scans.js';
import { engines } from '../helpers/databases.js';
import { seedCodebase, seedIssues, seedProject, seedScan, type SeededProject } from '../helpers/fixtures.js';
import { SARIF_2_1_0_SUBSET } from '../helpers/sarif-schema.js';
import { client, startTestServer, type TestServer } from '../helpers/server.js';

const Ajv = AjvModule as unknown as typeof AjvModule.default;
const validateSarif = new Ajv({ strict: false, validateFormats: false, allErrors: true }).compile(SARIF_2_1_0_SUBSET);

/** An RFC 4180 reader written for the test: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

describe.each(engines())('export routes on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let project: SeededProject;
  let other: SeededProject;
  let teamPlan: SeededProject;
  let codebaseId: string;
  let scanId: string;
  let laterScanId: string;
  let otherScanId: string;
  let ids: Record<string, string>;
  let fingerprints: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = client(server.baseUrl);
    const db = server.store.db;
    project = await seedProject(db);
    other = await seedProject(db, 'enterprise', 'other');
    teamPlan = await seedProject(db, 'team', 'team');
    codebaseId = (await seedCodebase(db, project.projectId, '/nowhere/shop', 'shop')).id;
    const otherCodebase = (await seedCodebase(db, other.projectId, '/nowhere/other', 'other')).id;
    scanId = (await seedScan(db, project.projectId, codebaseId)).id;
    laterScanId = (await seedScan(db, project.projectId, codebaseId)).id;
    otherScanId = (await seedScan(db, other.projectId, otherCodebase)).id;
    const base = { projectId: project.projectId, codebaseId, scanId };
    const rows = await seedIssues(db, [
      { ...base, severity: 'critical', title: 'sqli in users' },
      { ...base, severity: 'medium', title: '=HYPERLINK("http://evil.example","click")', filePath: 'src/a, "quoted".js' },
      { ...base, severity: 'low', title: '@SUM(1+1)\nsecond line' },
      { ...base, severity: 'high', title: 'to ignore' },
      { ...base, severity: 'high', title: 'on dev', branch: 'dev' },
    ]);
    await seedIssues(db, [{ projectId: other.projectId, codebaseId: otherCodebase, scanId: otherScanId, title: 'other project' }]);
    ids = Object.fromEntries(rows.map((r) => [r.title, r.id]));
    fingerprints = Object.fromEntries(rows.map((r) => [r.title, r.fingerprint]));
    const ignored = await api('PATCH', `/v1/issues/${ids['to ignore']}`, { key: project.keys.developer, body: { status: 'ignored', reason: '-test data, "not" reachable' } });
    expect(ignored.status).toBe(200);
    // The later scan found two of the issues of main.
    await linkScanToIssues(db, { id: laterScanId, projectId: project.projectId, codebaseId, branch: 'main' }, [fingerprints['sqli in users'], fingerprints['to ignore']], new Date().toISOString());
  });

  afterAll(async () => {
    await server?.close();
  });

  const sarif = (query: string, key = project.keys.viewer) => api('GET', `/v1/exports/issues.sarif${query}`, { key });
  const csv = (query: string, key = project.keys.viewer) => api('GET', `/v1/exports/issues.csv${query}`, { key });

  it('exports a filtered list as valid SARIF 2.1.0 with fingerprints, code flows and suppressions with their reason', async () => {
    const res = await sarif(`?codebaseId=${codebaseId}&branch=main`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/sarif\+json/);
    expect(validateSarif(res.body), JSON.stringify(validateSarif.errors)).toBe(true);
    const results = res.body.runs[0].results as any[];
    expect(results.map((r) => r.properties.vigilIssueId).sort()).toEqual(
      [ids['sqli in users'], ids['=HYPERLINK("http://evil.example","click")'], ids['@SUM(1+1)\nsecond line'], ids['to ignore']].sort(),
    );
    for (const r of results) {
      const title = Object.keys(ids).find((t) => ids[t] === r.properties.vigilIssueId)!;
      expect(r.partialFingerprints['vigilFingerprint/v1']).toBe(fingerprints[title]);
      expect(r.codeFlows[0].threadFlows[0].locations[0].location.message.text).toBe('source: req.query.id');
    }
    const suppressed = results.filter((r) => r.suppressions);
    expect(suppressed.map((r) => r.properties.vigilIssueId)).toEqual([ids['to ignore']]);
    expect(suppressed[0].suppressions).toEqual([{ kind: 'external', status: 'accepted', justification: '-test data, "not" reachable' }]);
    // Most severe first.
    expect(results[0].properties.severity).toBe('critical');
  });

  it('exports the issues one scan found, and answers 404 for an unknown scan or another project’s', async () => {
    const res = await sarif(`?scanId=${laterScanId}`);
    expect(res.status).toBe(200);
    expect(res.body.runs[0].results.map((r: any) => r.properties.vigilIssueId).sort()).toEqual([ids['sqli in users'], ids['to ignore']].sort());
    const open = await csv(`?scanId=${laterScanId}&status=open`);
    expect(parseCsv(open.body as unknown as string).slice(1).map((row) => row[0])).toEqual([ids['sqli in users']]);
    for (const unknown of ['scn_unknown', otherScanId]) {
      const miss = await sarif(`?scanId=${unknown}`);
      expect(miss.status).toBe(404);
      expect(miss.body).toEqual({ statusCode: 404, message: 'Scan not found', error: 'Not Found' });
    }
  });

  it('exports CSV with a header, every field quoted, and formula-like cells neutralised', async () => {
    const res = await csv(`?codebaseId=${codebaseId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="vigil-issues.csv"');
    const text = res.body as unknown as string;
    const rows = parseCsv(text);
    const header = rows[0];
    expect(header.slice(0, 4)).toEqual(['id', 'severity', 'status', 'title']);
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row).toHaveLength(header.length);
    const byId = new Map(rows.slice(1).map((row) => [row[0], Object.fromEntries(header.map((h, i) => [h, row[i]]))]));
    expect(byId.get(ids['=HYPERLINK("http://evil.example","click")'])).toMatchObject({ title: `'=HYPERLINK("http://evil.example","click")`, filePath: 'src/a, "quoted".js' });
    expect(byId.get(ids['@SUM(1+1)\nsecond line'])!.title).toBe("'@SUM(1+1)\nsecond line");
    expect(byId.get(ids['to ignore'])).toMatchObject({ status: 'ignored', ignoredReason: `'-test data, "not" reachable` });
    expect(byId.get(ids['sqli in users'])).toMatchObject({ severity: 'critical', fingerprint: fingerprints['sqli in users'], ruleId: 'js.sqli.tainted-query' });
    // No cell of the raw text starts with a formula character once unquoted.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('lets every role export, refuses without a key or the Enterprise plan, and never shows another project’s issues', async () => {
    for (const role of ['viewer', 'developer', 'security_engineer', 'admin'] as const) {
      expect((await csv('', project.keys[role])).status, role).toBe(200);
    }
    const missing = await api('GET', '/v1/exports/issues.sarif');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ statusCode: 401, message: 'Token is missing', error: 'Unauthorized' });
    const plan = await sarif('', teamPlan.keys.admin);
    expect(plan.status).toBe(403);
    expect(plan.body.message).toMatch(/Enterprise plan/);

    const foreign = await sarif(`?codebaseId=${codebaseId}`, other.keys.admin);
    expect(foreign.status).toBe(200);
    expect(foreign.body.runs[0].results).toEqual([]);
    const own = await csv('', other.keys.viewer);
    expect(parseCsv(own.body as unknown as string).slice(1).map((row) => row[3])).toEqual(['other project']);
    const byProjectId = await csv(`?projectId=${project.projectId}`, other.keys.viewer);
    expect(parseCsv(byProjectId.body as unknown as string)).toHaveLength(1);
  });

  it('answers bad filters with 400 in the error shape', async () => {
    const res = await csv('?severity=severe');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message).toMatch(/severity/);
  });
});
