/**
 * The /docs API reference in headless Chromium (the system's, driven by playwright-core): it
 * loads from the server alone, with every request answered by 127.0.0.1, and lists the routes
 * of the OpenAPI document. The page is public; the API behind it still needs a key.
 */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));

describe.skipIf(!CHROMIUM)('API reference at /docs', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('renders every operation with no request leaving the machine', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    const outside: string[] = [];
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      requested.push(url.href);
      if (url.hostname !== '127.0.0.1' && url.protocol !== 'data:' && url.protocol !== 'blob:') {
        outside.push(url.href);
        return route.abort();
      }
      return route.continue();
    });
    const response = await page.goto(`${server.baseUrl}/docs`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await page.waitForSelector('.opblock-summary-path', { timeout: 30_000 });
    const paths = await page.$$eval('.opblock-summary-path', (els) => els.map((el) => el.getAttribute('data-path')));
    const document = (await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json()) as { paths: Record<string, object> };
    const operations = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(new Set(paths)).toEqual(new Set(Object.keys(document.paths)));
    expect(paths).toHaveLength(operations);
    expect(await page.title()).toMatch(/Swagger UI/);
    expect(outside).toEqual([]);
    expect(requested.some((u) => u.includes('/docs/static/'))).toBe(true);
    await page.close();
  }, 60_000);

  it('is public, while the API still refuses a request without a key', async () => {
    expect((await fetch(`${server.baseUrl}/docs/json`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/v1/issues`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/v1/codebase`)).status).toBe(401);
  });
});
