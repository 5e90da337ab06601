/**
 * The web dashboard end to end, in headless Chromium against a real `vigil serve` (SQLite, the
 * embedded queue and workers) scanning a git repository made here: sign in, start a scan from the
 * Scans page and watch it finish, filter issues, open one and read its trace, ignore it with a
 * reason from the keyboard, check the API agrees, see a later scan suppress a copy, remove the
 * learning from the Learnings page and see the copy reopen; the keyboard triage loop; a viewer
 * sees no triage or scan button. Every page gets a screenshot and an axe-core check (no serious
 * or critical violation). Skipped, saying why, when /usr/bin/chromium is absent.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir, TestRepo } from '../git/git-fixture.js';
import { CHROMIUM, chromiumAvailable, launchChromium, screenshot, seriousAxeViolations } from './dashboard-browser.js';
import { buildCli, Client, startServe, vigilAdmin, type Server } from './harness.js';

const execFileAsync = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

/** SQL built from a request parameter: a taint finding with a source-to-sink trace. */
const USERS = `import mysql from 'mysql';
const connection = mysql.createConnection({ host: 'db' });

export function findUser(req, res) {
  const id = req.query.id;
  const sql = "SELECT * FROM users WHERE id = '" + id + "'";
  connection.query(sql, (error, rows) => res.json(rows));
}
`;

/** A reflected value in HTML: a finding of another category, for the filters. */
const GREETING = `import express from 'express';
const app = express();
app.get('/hello', (req, res) => {
  res.send('<h1>Hello ' + req.query.name + '</h1>');
});
export default app;
`;

const available = chromiumAvailable();
if (!available) console.warn(`dashboard e2e skipped: ${CHROMIUM} is absent (install Debian's chromium package; .ci/run does)`);

describe.skipIf(!available)('web dashboard in headless Chromium', () => {
  let dataDir: string;
  let server: Server;
  let api: Client;
  let viewerKey: string;
  let adminKey: string;
  let codebaseId: string;
  let repo: TestRepo;
  let browser: Browser;
  let page: Page;
  const base = () => server.url;

  async function checkPage(name: string): Promise<void> {
    await screenshot(page, name);
    expect(await seriousAxeViolations(page), `axe on the ${name} page`).toEqual([]);
  }

  async function issueStatus(id: string): Promise<string> {
    return (await api.call('GET', `/v1/issues/${id}`)).body.status;
  }

  beforeAll(async () => {
    await buildCli();
    // The dashboard's build (cached: instant when web/ has not changed).
    await execFileAsync('flock', ['/tmp/vigil-build.lock', process.execPath, 'web/build.mjs'], { cwd: ROOT, timeout: 300_000 });
    dataDir = tempDir('e2e-dashboard');
    const env = { VIGIL_DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' };
    const started = await startServe(env, { firstStart: true });
    server = started;
    adminKey = started.key!;
    api = new Client(server.url, adminKey);
    repo = TestRepo.create('main');
    repo.write('src/users.js', USERS).write('src/greeting.js', GREETING).write('README.md', '# shop\n').commit('first');
    repo.git('branch', 'feature');
    codebaseId = (await vigilAdmin(['codebase', 'add', '--project', started.projectId!, '--name', 'shop', '--url', repo.dir, '--default-branch', 'main'], env)).id;
    viewerKey = (await vigilAdmin(['key', 'create', '--project', started.projectId!, '--role', 'viewer', '--name', 'auditor'], env)).key;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  }, 400_000);

  afterAll(async () => {
    await browser?.close();
    await server?.process.stop();
    repo?.cleanup();
    if (dataDir) removeDir(dataDir);
  });

  it('serves the first page with compressed and cached assets', async () => {
    // Each sample is a new browser context: an empty HTTP cache, as a first visit. The time is
    // reported, not asserted (speed is measured by bench/dashboard/issues-100k.mjs, BENCHMARKS.md).
    const samples: number[] = [];
    const assets: { url: string; encoding?: string; cache?: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext();
      const fresh = await context.newPage();
      fresh.on('response', (r) => {
        if (r.url().includes('/assets/')) assets.push({ url: r.url(), encoding: r.headers()['content-encoding'], cache: r.headers()['cache-control'] });
      });
      await fresh.goto(base(), { waitUntil: 'load' });
      await fresh.getByLabel('API key').waitFor();
      samples.push(await fresh.evaluate(() => Math.round(performance.now())));
      await context.close();
    }
    const median = [...samples].sort((x, y) => x - y)[1];
    console.log(`dashboard first load (sign-in form shown, cold cache): ${samples.join(', ')} ms; median ${median} ms`);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets.filter((a) => /\.(js|css)$/.test(a.url))) {
      expect(asset.encoding, asset.url).toMatch(/^(br|gzip)$/);
      expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('signs in with an API key kept in the session only, and shows project and role', async () => {
    await page.goto(base());
    await checkPage('sign-in');
    await page.getByLabel('API key').fill('vgl_not-a-real-key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Your API key was not accepted (Invalid or expired token)');
    await page.getByLabel('API key').fill(adminKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();
    expect(await page.getByTestId('project-name').textContent()).toContain('default');
    expect(await page.getByTestId('role').textContent()).toBe('admin');
    expect(await page.evaluate(() => [sessionStorage.length, localStorage.length, document.cookie])).toEqual([1, 0, '']);
  });

  it('starts a scan from the Scans page with the branch picker and shows it complete', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Scans', exact: true }).click();
    await page.getByRole('heading', { name: 'Start a scan' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Branch' }).inputValue()).toBe('main (default)');
    await page.getByRole('button', { name: 'Start scan' }).click();
    const row = page.locator('[data-testid=scans-table] tbody tr').first();
    await row.waitFor();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 120_000, interval: 250 }).toBe('completed');
    const scans = (await api.call('GET', `/v1/codebase/${codebaseId}/scans`)).body.scans;
    expect(scans).toHaveLength(1);
    expect(scans[0]).toMatchObject({ status: 'completed', branch: 'main' });
    await checkPage('scans');
  }, 180_000);

  it('shows codebases with branches, last scan and open issues by severity', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Codebases', exact: true }).click();
    const row = page.locator(`[data-codebase-id="${codebaseId}"]`);
    await row.getByText('completed').waitFor();
    await expect.poll(() => row.textContent()).toContain('main (default)feature');
    expect(await row.textContent()).toContain('main (default)');
    await checkPage('codebases');
  });

  let sqliIssue: { id: string; title: string; lineNumber: number };

  it('filters issues by category from the page, keeping every filter in the URL', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Issues', exact: true }).click();
    await page.getByTestId('issue-charts').waitFor();
    const all = await api.allIssues({ codebaseId });
    expect(all.map((i) => i.category).sort()).toEqual(expect.arrayContaining(['sqli', 'xss']));
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'SQL injection', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('sqli');
    const sqli = all.filter((i) => i.category === 'sqli');
    await expect.poll(() => page.locator('[data-testid=issues-table] tbody tr').count()).toBe(sqli.length);
    expect(await page.getByTestId('issue-total').textContent()).toContain(`of ${sqli.length}`);
    sqliIssue = sqli[0];
    // The URL alone brings the same page back.
    await page.goto(`${base()}/issues?category=sqli&codebaseId=${codebaseId}&status=open`);
    await expect.poll(() => page.locator('[data-testid=issues-table] tbody tr').count()).toBe(sqli.length);
    await screenshot(page, 'issues');
    if (process.env.VIGIL_UPDATE_SCREENSHOTS === '1') await page.screenshot({ path: path.join(ROOT, 'docs/img/issues.png') });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('opens an issue from the keyboard and shows its snippet and numbered trace', async () => {
    await page.locator('body').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/issues/${sqliIssue.id}`);
    await page.getByRole('heading', { name: 'Data flow' }).waitFor();
    const steps = page.locator('[data-testid=trace] li');
    const detail = (await api.call('GET', `/v1/issues/${sqliIssue.id}`)).body;
    expect(detail.trace.length).toBeGreaterThan(1);
    await expect.poll(() => steps.count()).toBe(detail.trace.length);
    expect(await steps.first().textContent()).toContain(detail.trace[0].message);
    expect(await steps.last().textContent()).toContain('Sink');
    expect(await page.locator('[data-testid=snippet] [data-highlighted]').textContent()).toContain(String(detail.lineNumber));
    await checkPage('issue-detail');
  });

  it('ignores the issue with a required reason (i), and the API agrees', async () => {
    await page.keyboard.press('i');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: /^Ignore issue$/ });
    expect(await confirm.isDisabled()).toBe(true);
    expect(await dialog.getByTestId('triage-preview').textContent()).toContain('1 issue will move from open to ignored');
    await dialog.getByLabel(/Reason/).fill('Only reachable from the admin console behind the VPN');
    await checkPage('ignore-dialog');
    await confirm.click();
    await dialog.waitFor({ state: 'detached' });
    // The panel shows the history it had and then reloads it after the change: wait for the event.
    await page.getByTestId('history').filter({ hasText: /open → ignored by .*\(admin\)/ }).waitFor();
    expect(await page.getByTestId('history').textContent()).toMatch(/open → ignored by .*\(admin\)/);
    expect(await issueStatus(sqliIssue.id)).toBe('ignored');
    const history = (await api.call('GET', `/v1/issues/${sqliIssue.id}/history`)).body.events;
    expect(history.at(-1)).toMatchObject({ fromStatus: 'open', toStatus: 'ignored', reason: 'Only reachable from the admin console behind the VPN' });
  });

  it('removes the learning with a preview, and the copies it suppressed (both lines of the flow) reopen', async () => {
    repo.write('src/users-copy.js', USERS).commit('copy of the users module');
    const scanId = await api.startScan({ codebaseId, branch: 'main' });
    expect((await api.waitForScan(scanId)).status).toBe('completed');
    // The copy of the ignored issue: the same line of the copied file. The query is reported where it
    // is built and where it runs, with one trace: the learning matches the copy of the line that was
    // ignored by its shape and covers the other line of the same flow with it (flow-partners.ts).
    const copies = (await api.allIssues({ codebaseId })).filter((i) => i.filePath === 'src/users-copy.js' && i.category === 'sqli');
    expect(copies.map((i) => i.lineNumber).sort()).toEqual([6, 7]);
    expect(copies.find((i) => i.lineNumber === sqliIssue.lineNumber)?.status).toBe('ignored');
    expect(copies.map((i) => i.status)).toEqual(['ignored', 'ignored']);

    await page.getByRole('navigation').getByRole('link', { name: 'Learnings', exact: true }).click();
    const table = page.getByTestId('learnings-table');
    await table.waitFor();
    expect(await table.textContent()).toContain('2 issues');
    await checkPage('learnings');
    await table.getByRole('button', { name: /Remove learning/ }).click();
    const preview = page.getByTestId('removal-preview');
    await preview.waitFor();
    expect(await preview.textContent()).toContain('2 issues it suppressed will reopen');
    expect(await preview.textContent()).toContain('src/users-copy.js');
    await checkPage('learning-removal');
    await page.getByRole('dialog').getByRole('button', { name: 'Remove learning' }).click();
    await page.getByRole('status').filter({ hasText: 'Learning removed; 2 issues reopened.' }).waitFor();
    for (const copy of copies) expect(await issueStatus(copy.id)).toBe('open');
    expect(await issueStatus(sqliIssue.id)).toBe('ignored');
  }, 180_000);

  it('runs the keyboard triage loop: j/k move, c closes, o reopens', async () => {
    await page.goto(`${base()}/issues?codebaseId=${codebaseId}&category=sqli`);
    const rows = page.locator('[data-testid=issues-table] tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    await page.locator('body').focus();
    await page.keyboard.press('j');
    await expect.poll(() => page.locator('tr[aria-selected=true]').getAttribute('data-row-index')).toBe('1');
    await page.keyboard.press('k');
    await page.keyboard.press('j');
    const target = (await page.locator('tr[aria-selected=true]').getAttribute('data-issue-id'))!;
    const before = await issueStatus(target);
    const move = before === 'closed' ? 'o' : 'c';
    await page.keyboard.press(move);
    await expect.poll(() => issueStatus(target)).toBe(move === 'c' ? 'closed' : 'open');
    await page.keyboard.press(move === 'c' ? 'o' : 'c');
    await expect.poll(() => issueStatus(target)).toBe(move === 'c' ? 'open' : 'closed');
  });

  it('previews and applies a bulk change over the filtered selection', async () => {
    await page.goto(`${base()}/issues?codebaseId=${codebaseId}&status=open`);
    await page.getByRole('button', { name: /Select all \d+ matching/ }).click();
    await page.getByRole('button', { name: 'Close…' }).click();
    const dialog = page.getByRole('dialog');
    const open = (await api.allIssues({ codebaseId, status: 'open' })).length;
    expect(await dialog.getByTestId('triage-preview').textContent()).toContain(`${open} issue${open === 1 ? '' : 's'} will move from open to closed`);
    await dialog.getByRole('button', { name: /^Close \d+ issues?$|^Close issue$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await api.allIssues({ codebaseId, status: 'open' })).length).toBe(0);
  });

  it('shows a viewer no triage or scan buttons, and API errors in words', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('API key').fill(viewerKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();
    expect(await page.getByTestId('role').textContent()).toBe('viewer');
    expect(await page.getByRole('button', { name: /Select all/ }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await page.goto(`${base()}/issues/${sqliIssue.id}`);
    await page.getByRole('heading', { name: 'Data flow' }).waitFor();
    expect(await page.getByRole('button', { name: /Close|Reopen|Ignore/ }).count()).toBe(0);
    await page.getByRole('navigation').getByRole('link', { name: 'Scans', exact: true }).click();
    await page.getByTestId('scans-table').waitFor();
    expect(await page.getByRole('button', { name: 'Start scan' }).count()).toBe(0);
    await page.goto(`${base()}/issues/iss_doesnotexist`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Issue not found: it does not exist in this project, or was removed.');
    expect(await alert.textContent()).not.toContain('statusCode');
  });
});
