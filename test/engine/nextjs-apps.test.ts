/**
 * Next.js request values where the framework hands them over, judged by file path and export name
 * (rules/javascript/models/nextjs.yaml): an app-router page's `{ params, searchParams }`, a route
 * handler's `{ params }` context, getServerSideProps' context, its `{ redirect: { destination } }` and
 * the props it hands the page component (next-page-props.ts),
 * middleware, and the arguments of a `'use server'` module's exports (server actions). Also zod
 * schemas checking a request (zod-schemas.ts) and redirects proven to stay on the site.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';
import { hasDirectivePrologue } from '../../src/engine/analysis/directives.js';

const files: Record<string, string[]> = {
  'lib/db.ts': [
    "import { PrismaClient } from '@prisma/client';",
    'export const prisma = new PrismaClient();',
  ],
  'app/search/page.tsx': [
    "import { prisma } from '../../lib/db';",
    'interface Props { params: { team: string }; searchParams: { q?: string } }',
    'export default async function SearchPage({ params, searchParams }: Props) {',
    "  const rows = await prisma.$queryRawUnsafe(`SELECT * FROM t WHERE team = '${params.team}'`);",
    "  return <div><h2 dangerouslySetInnerHTML={{ __html: `Results for ${searchParams.q ?? ''}` }} /><p>{searchParams.q}</p>{String(rows)}</div>;",
    '}',
  ],
  'app/files/[name]/route.ts': [
    "import { readFile } from 'fs/promises';",
    "import path from 'path';",
    "import { NextRequest } from 'next/server';",
    'export async function GET(request: NextRequest, { params }: { params: { name: string } }) {',
    "  const data = await readFile(path.join('/srv/files', params.name));",
    "  const safe = await readFile(path.join('/srv/files', path.basename(params.name)));",
    '  return new Response(Buffer.concat([data, safe]));',
    '}',
  ],
  'pages/go.tsx': [
    "import type { GetServerSideProps } from 'next';",
    'export const getServerSideProps: GetServerSideProps = async ({ query }) => {',
    "  const to = typeof query.to === 'string' ? query.to : '/';",
    "  if (query.fixed) return { redirect: { destination: '/home', permanent: false } };",
    '  return { redirect: { destination: to, permanent: false } };',
    '};',
    'export default function Go() { return null; }',
  ],
  'pages/recipes/[slug].tsx': [
    "import type { GetServerSideProps } from 'next';",
    'export const getServerSideProps: GetServerSideProps = async ({ query }) => {',
    "  const highlight = typeof query.hl === 'string' ? query.hl : '';",
    '  return { props: { highlight, page: Number(query.page) || 1 } };',
    '};',
    'export default function Recipe({ highlight, page }: { highlight: string; page: number }) {',
    '  return (<div>',
    '    <p dangerouslySetInnerHTML={{ __html: `Highlighting ${highlight}` }} />',
    '    <p dangerouslySetInnerHTML={{ __html: `Page ${page}` }} />',
    '  </div>);',
    '}',
  ],
  'pages/about.tsx': [
    'export default function About({ intro }: { intro: string }) {',
    '  return <p dangerouslySetInnerHTML={{ __html: intro }} />;',
    '}',
  ],
  'middleware.ts': [
    "import { NextResponse } from 'next/server';",
    'export function middleware(request) {',
    "  const dest = request.nextUrl.searchParams.get('dest');",
    "  if (!request.cookies.get('sid')) return NextResponse.redirect(new URL('/login', request.url));",
    '  if (dest) return NextResponse.redirect(dest);',
    '  return NextResponse.next();',
    '}',
  ],
  'app/actions.ts': [
    "'use server';",
    "import { exec } from 'child_process';",
    "import { redirect } from 'next/navigation';",
    "import { z } from 'zod';",
    "const printSchema = z.object({ copies: z.coerce.number().int(), format: z.enum(['a4', 'letter']), title: z.string().max(80) });",
    'export async function print(formData: FormData) {',
    "  const printer = String(formData.get('printer'));",
    '  exec(`lp -d ${printer} /tmp/doc.pdf`);',
    '  const { copies, format, title } = printSchema.parse(Object.fromEntries(formData));',
    '  exec(`lp -n ${copies} -o media=${format} /tmp/doc.pdf`);',
    "  exec(`lp -t '${title}' /tmp/doc.pdf`);",
    "  redirect(String(formData.get('returnTo')));",
    '}',
  ],
  'app/helpers.ts': [
    "import { exec } from 'child_process';",
    'export async function notExported(formData: FormData) {',
    "  exec(`lp -d ${String(formData.get('printer'))} /tmp/doc.pdf`);",
    '}',
  ],
};

async function scan() {
  const result = await analyzeFiles(Object.entries(files).map(([path, lines]) => ({ path, content: lines.join('\n') })), { parallel: false, secrets: false });
  return (file: string, category: string) => [...new Set(result.findings.filter((f) => f.filePath === file && f.category === category).map((f) => f.lineNumber))].sort((a, b) => a - b);
}

describe('Next.js request sources by file path and export', () => {
  it('an app-router page receives params and searchParams from the URL', async () => {
    const at = await scan();
    expect(at('app/search/page.tsx', 'sqli')).toEqual([4]);
    expect(at('app/search/page.tsx', 'xss')).toEqual([5]);
  });

  it("a route handler's second parameter holds the URL's dynamic segments", async () => {
    const at = await scan();
    expect(at('app/files/[name]/route.ts', 'path-traversal')).toEqual([5]);
  });

  it('getServerSideProps reads the query, and its redirect destination is a redirect', async () => {
    const at = await scan();
    expect(at('pages/go.tsx', 'open-redirect')).toEqual([5]);
  });

  it("getServerSideProps' props are the page component's props, as they left it", async () => {
    const at = await scan();
    expect(at('pages/recipes/[slug].tsx', 'xss')).toEqual([8]);
    // A page without getServerSideProps gets its props from code the analysis judges elsewhere.
    expect(at('pages/about.tsx', 'xss')).toEqual([]);
  });

  it('middleware redirects: a site path resolved against request.url stays on the site', async () => {
    const at = await scan();
    expect(at('middleware.ts', 'open-redirect')).toEqual([5]);
  });

  it("a 'use server' module's exports take browser input; zod numbers and enums are clean, strings are not", async () => {
    const at = await scan();
    expect(at('app/actions.ts', 'command-injection')).toEqual([8, 11]);
    expect(at('app/actions.ts', 'open-redirect')).toEqual([12]);
    // The same code in a module without the directive is an ordinary function.
    expect(at('app/helpers.ts', 'command-injection')).toEqual([]);
  });
});

describe('directive prologues', () => {
  it('finds a directive before any other statement, after comments and other directives', () => {
    expect(hasDirectivePrologue("'use server';\nexport async function a() {}", 'use server')).toBe(true);
    expect(hasDirectivePrologue('// actions\n/* shared */\n"use strict"\n"use server"\nexport {}', 'use server')).toBe(true);
    expect(hasDirectivePrologue("import x from 'y';\n'use server';", 'use server')).toBe(false);
    expect(hasDirectivePrologue("'use client';\nexport {}", 'use server')).toBe(false);
    expect(hasDirectivePrologue("'use server' + x;", 'use server')).toBe(false);
  });
});
