/**
 * The isolation matrix: every route the application serves × every role × the caller's own ids
 * and another project's ids (in the path, the body and the `…Id` query filters). Another
 * project's things are never read, changed or confirmed to exist: the answer for them is the
 * answer for ids that never existed (404, never 403, when the role may use the route), and the
 * database is byte-for-byte unchanged. Revoked and expired keys fail on every route.
 *
 * The routes come from the application (its route tree and OpenAPI document); a route that the
 * request table in test/api/routes.ts does not describe fails the first test, so a new route
 * cannot escape the matrix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, revokeApiKeyById } from '../../src/services/api-keys.js';
import { KEY_RECHECK_MS } from '../../src/services/key-cache.js';
import { hasPermission } from '../../src/services/permissions.js';
import { newId } from '../../src/store/ids.js';
import { ROLES, type Plan, type Role } from '../../src/store/schema.js';
import { routeCases, type RouteCase, type RouteIds } from '../api/routes.js';
import { engines } from '../helpers/databases.js';
import { seedCodebase, seedIssues, seedProject, seedScan, type SeededProject } from '../helpers/fixtures.js';
import { createTestRepository, type TestRepository } from '../helpers/git-repository.js';
import { client, startTestServer, type ApiResponse, type TestServer } from '../helpers/server.js';
import { documentedOperations, matchesRoute, servedRoutes, type DocumentedOperation } from './route-table.js';
import { databaseSnapshot } from './snapshot.js';
import { seedLearning } from '../helpers/learning-fixtures.js';
import { DASHBOARD_PATHS } from '../../src/api/dashboard-static.js';

/** Routes open to anyone: they describe the API and hold no data (checked below). */
const PUBLIC_ROUTES = ['GET /v1/openapi.json', 'HEAD /v1/openapi.json', ...DASHBOARD_PATHS.flatMap((p) => [`GET ${p}`, `HEAD ${p}`])];
/** The API reference page and its assets (src/api/routes/api-docs.ts): public, no data (test/api/api-docs.test.ts). */
const isPublicRoute = (r: { method: string; path: string }) => PUBLIC_ROUTES.includes(`${r.method} ${r.path}`) || r.path === '/docs' || r.path.startsWith('/docs/');

interface Tenant {
  name: string;
  plan: Plan;
  seeded: SeededProject;
  ids: RouteIds;
  /** Strings that belong to this project only: none may appear in an answer to another project. */
  secrets: string[];
}

/** The value an `…Id` query filter takes when it names the given project's thing. */
function filterValue(parameter: string, tenant: Tenant): string {
  const values: Record<string, string> = { projectId: tenant.seeded.projectId, codebaseId: tenant.ids.codebaseId, scanId: tenant.ids.scanId, issueId: tenant.ids.issueId };
  const value = values[parameter];
  if (value === undefined) throw new Error(`The isolation matrix does not know the id filter "${parameter}": add it to filterValue`);
  return value;
}

/** Whether a key of this project and role passes the route's permission and plan checks. */
function mayUse(tenant: Tenant, role: Role, route: RouteCase): boolean {
  return hasPermission({ keyId: '', projectId: '', role, plan: tenant.plan }, route.permission) && (!route.enterpriseOnly || tenant.plan === 'enterprise');
}

const unknownIds = (): RouteIds => ({ codebaseId: newId('codebase'), scanId: newId('scan'), issueId: newId('issue'), learningId: newId('learning') });
const unknownTenantFilter = (parameter: string): string =>
  ({ projectId: newId('project'), codebaseId: newId('codebase'), scanId: newId('scan'), issueId: newId('issue') })[parameter] ?? 'unknown';

describe.each(engines())('isolation matrix on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  const repos: TestRepository[] = [];
  const tenants: Tenant[] = [];
  let operations: DocumentedOperation[];

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = client(server.baseUrl);
    // Two Enterprise projects, and one on the free plan (its keys meet the plan check too).
    for (const [name, plan] of [
      ['alpha', 'enterprise'],
      ['bravo', 'enterprise'],
      ['charlie', 'free'],
    ] as const) {
      const repo = createTestRepository({ [`${name}-only.js`]: `${name}()\n` });
      repos.push(repo);
      const seeded = await seedProject(server.store.db, plan, `${name} project`);
      const codebaseId = (await seedCodebase(server.store.db, seeded.projectId, repo.dir, `${name}-repo`)).id;
      const scanId = (await seedScan(server.store.db, seeded.projectId, codebaseId)).id;
      const [issue] = await seedIssues(server.store.db, [{ projectId: seeded.projectId, codebaseId, scanId, title: `${name} secret issue`, filePath: `${name}-only.js` }]);
      const learningId = await seedLearning(server.store.db, seeded.projectId, codebaseId, issue!.id);
      const ids = { codebaseId, scanId, issueId: issue!.id, learningId };
      tenants.push({ name, plan, seeded, ids, secrets: [seeded.projectId, codebaseId, scanId, issue!.id, `${name}-repo`, `${name} secret issue`, `${name}-only.js`, repo.dir] });
    }
    operations = documentedOperations((await api('GET', '/v1/openapi.json')).body);
  });

  afterAll(async () => {
    await server?.close();
    for (const repo of repos) repo.dispose();
  });

  const send = (route: RouteCase, key: string | undefined, method: string = route.method): Promise<ApiResponse> =>
    api(method, route.path, { key, body: route.body });

  /** The answer as a client sees it, for comparing two answers. */
  const seen = (res: ApiResponse) => ({ status: res.status, body: res.body });

  /** GET routes also answer HEAD (Fastify adds it): both are part of the matrix. */
  const methodsOf = (route: RouteCase) => (route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]);

  it('describes every route the application serves, and only those', () => {
    const described = routeCases(unknownIds());
    const served = servedRoutes(server.app).filter((r) => !isPublicRoute(r));
    expect(served.length).toBeGreaterThan(0);
    for (const route of served) {
      const base = route.method === 'HEAD' ? 'GET' : route.method;
      expect(described.some((c) => c.method === base && matchesRoute(c.path, route.path)), `${route.method} ${route.path} is served but missing from test/api/routes.ts`).toBe(true);
    }
    for (const operation of operations) {
      expect(described.some((c) => c.method === operation.method && matchesRoute(c.path, operation.path)), `${operation.method} ${operation.path} is documented but missing from test/api/routes.ts`).toBe(true);
    }
    for (const c of described) {
      expect(served.some((r) => r.method === c.method && matchesRoute(c.path, r.path)), `${c.method} ${c.path} is described but not served`).toBe(true);
      expect(operations.some((o) => o.method === c.method && matchesRoute(c.path, o.path)), `${c.method} ${c.path} is not in the OpenAPI document`).toBe(true);
    }
  });

  it('answers another project’s ids exactly as ids that never existed, for every route and role, and changes nothing', async () => {
    let checked = 0;
    // Every ordered pair of projects: each one's keys on each other's things.
    const pairs = tenants.flatMap((caller) => tenants.filter((victim) => victim !== caller).map((victim) => [caller, victim] as const));
    for (const [caller, victim] of pairs) {
      for (const role of ROLES) {
        const key = caller.seeded.keys[role];
        const unknown = routeCases(unknownIds());
        for (const [index, route] of routeCases(victim.ids).entries()) {
          for (const method of methodsOf(route)) {
            const label = `${caller.name} ${role} ${method} ${route.path}`;
            const before = await databaseSnapshot(server.store.db);
            const res = await send(route, key, method);
            expect(await databaseSnapshot(server.store.db), `${label} changed the database`).toEqual(before);
            expect(seen(res), label).toEqual(seen(await send(unknown[index]!, key, method)));
            expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
            const allowed = mayUse(caller, role, route);
            const namesAnId = route.path.includes(victim.ids.codebaseId) || route.path.includes(victim.ids.scanId) || route.path.includes(victim.ids.issueId) || route.path.includes(victim.ids.learningId) || JSON.stringify(route.body ?? {}).includes(victim.ids.codebaseId);
            // A key that may not use the route (role or plan) learns that before any lookup; one that may, gets 404.
            if (!allowed) expect(res.status, label).toBe(403);
            else expect(res.status, label).toBe(namesAnId ? 404 : route.okStatus);
            for (const secret of victim.secrets) expect(JSON.stringify(res.body ?? ''), `${label} shows ${secret}`).not.toContain(secret);
            checked += 1;
          }
        }
      }
    }
    expect(server.producer.jobs).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(pairs.length * ROLES.length * routeCases(unknownIds()).length);
  }, 240_000);

  it('answers a projectId or codebaseId filter naming another project exactly as one naming nothing', async () => {
    const filtered = operations.filter((o) => o.query.some((name) => /Id$/.test(name)));
    expect(filtered.length).toBeGreaterThan(0);
    const [caller, victim] = [tenants[0]!, tenants[1]!];
    for (const operation of filtered) {
      const route = routeCases(caller.ids).find((c) => c.method === operation.method && matchesRoute(c.path, operation.path))!;
      const idFilters = operation.query.filter((name) => /Id$/.test(name));
      const url = (params: Record<string, string>) => `${route.path}${route.path.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;
      const combinations: Record<string, string>[][] = [];
      for (const name of idFilters) {
        combinations.push([{ [name]: filterValue(name, victim) }, { [name]: unknownTenantFilter(name) }]);
      }
      // Every filter at once naming the other project, and own project with the other's codebase.
      combinations.push([Object.fromEntries(idFilters.map((n) => [n, filterValue(n, victim)])), Object.fromEntries(idFilters.map((n) => [n, unknownTenantFilter(n)]))]);
      if (idFilters.includes('projectId') && idFilters.includes('codebaseId')) {
        combinations.push([{ projectId: caller.seeded.projectId, codebaseId: victim.ids.codebaseId }, { projectId: caller.seeded.projectId, codebaseId: newId('codebase') }]);
      }
      for (const role of ROLES) {
        for (const [victimFilter, unknownFilter] of combinations) {
          const label = `${role} ${operation.method} ${url(victimFilter!)}`;
          const before = await databaseSnapshot(server.store.db);
          const res = await api(operation.method, url(victimFilter!), { key: caller.seeded.keys[role], body: route.body });
          expect(await databaseSnapshot(server.store.db), label).toEqual(before);
          expect(seen(res), label).toEqual(seen(await api(operation.method, url(unknownFilter!), { key: caller.seeded.keys[role], body: route.body })));
          for (const secret of victim.secrets) expect(JSON.stringify(res.body), `${label} shows ${secret}`).not.toContain(secret);
        }
      }
    }
  });

  it('shows the caller its own things through the same requests (the matrix is not vacuous)', async () => {
    for (const tenant of tenants) {
      for (const role of ROLES) {
        // A fresh open issue per role keeps PATCH meaningful (open → closed).
        const [issue] = await seedIssues(server.store.db, [{ projectId: tenant.seeded.projectId, codebaseId: tenant.ids.codebaseId, scanId: tenant.ids.scanId }]);
        for (const route of routeCases({ ...tenant.ids, issueId: issue!.id })) {
          const res = await send(route, tenant.seeded.keys[role]);
          const allowed = mayUse(tenant, role, route);
          expect(res.status, `${tenant.name} ${role} ${route.method} ${route.path}: ${JSON.stringify(res.body)}`).toBe(allowed ? route.okStatus : 403);
        }
      }
      const files = await api('GET', `/v1/codebase/${tenant.ids.codebaseId}/files?branchName=main`, { key: tenant.seeded.keys.viewer });
      expect(files.body.files.map((f: any) => f.filePath)).toContain(`${tenant.name}-only.js`);
      if (tenant.plan === 'enterprise') {
        const issues = await api('GET', '/v1/issues?limit=100', { key: tenant.seeded.keys.viewer });
        expect(issues.body.issues.map((i: any) => i.title)).toContain(`${tenant.name} secret issue`);
      }
    }
  });

  it('refuses revoked and expired keys on every route, as an unknown key, whoever’s ids they name, and changes nothing', async () => {
    const [owner, other] = [tenants[0]!, tenants[1]!];
    const revoked = await createApiKey(server.store.db, { projectId: owner.seeded.projectId, role: 'admin' });
    await revokeApiKeyById(server.store.db, revoked.id);
    const expired = await createApiKey(server.store.db, { projectId: owner.seeded.projectId, role: 'admin', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await api('GET', '/v1/codebase', { key: expired.key })).status).toBe(200);
    await server.store.db.updateTable('api_keys').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('id', '=', expired.id).execute();
    // Written directly, as another process would: the server notices within KEY_RECHECK_MS.
    await new Promise((resolve) => setTimeout(resolve, KEY_RECHECK_MS + 50));
    const [issue] = await seedIssues(server.store.db, [{ projectId: owner.seeded.projectId, codebaseId: owner.ids.codebaseId, scanId: owner.ids.scanId }]);
    const jobsBefore = server.producer.jobs.length;
    for (const [name, key] of [
      ['revoked', revoked.key],
      ['expired', expired.key],
    ] as const) {
      for (const ids of [{ ...owner.ids, issueId: issue!.id }, other.ids, unknownIds()]) {
        for (const route of routeCases(ids)) {
          for (const method of methodsOf(route)) {
            const before = await databaseSnapshot(server.store.db);
            const res = await send(route, key, method);
            expect(res.status, `${name} ${method} ${route.path}`).toBe(401);
            if (method !== 'HEAD') expect(res.body).toEqual({ statusCode: 401, message: 'Invalid or expired token', error: 'Unauthorized' });
            expect(await databaseSnapshot(server.store.db), `${name} ${method} ${route.path}`).toEqual(before);
          }
        }
      }
    }
    expect(server.producer.jobs.length).toBe(jobsBefore);
  });

  it('serves the public OpenAPI document with no data of any project', async () => {
    const res = await api('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    for (const tenant of tenants) for (const secret of tenant.secrets) expect(JSON.stringify(res.body)).not.toContain(secret);
  });
});
