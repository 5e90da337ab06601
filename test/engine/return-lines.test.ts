/**
 * A handler returning a whole HTML page as one multi-line template literal: each tainted part is
 * reported on its own line (return-lines.ts), so the escaped lines of the same page carry nothing;
 * a part the analysis cannot attribute (a call on request data) keeps the whole statement.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';

const controller = [
  "import { Controller, Get, Header, Query } from '@nestjs/common';", // 1
  "import { escapeHtml } from './html';", // 2
  "@Controller('pages')", // 3
  'export class PagesController {', // 4
  "  @Get('card')", // 5
  "  @Header('Content-Type', 'text/html')", // 6
  "  card(@Query('name') name: string, @Query('note') note: string, @Query('alt') alt?: string) {", // 7
  '    return `<article>', // 8
  '      <h1>${escapeHtml(name)}</h1>', // 9
  '      <p>${note}</p>', // 10
  "      <p>${alt ?? ''}</p>", // 11
  '    </article>`;', // 12
  '  }', // 13
  "  @Get('trimmed')", // 14
  "  @Header('Content-Type', 'text/html')", // 15
  "  trimmed(@Query('name') name: string) {", // 16
  '    return `<h1>Hello</h1>', // 17
  '      <p>${name.trim()}</p>`;', // 18
  '  }', // 19
  '}', // 20
].join('\n');
const html = "export function escapeHtml(s: string): string {\n  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\"/g, '&quot;').replace(/'/g, '&#39;');\n}\n";

describe('sinks on returned multi-line text', () => {
  it('reports each tainted part on its line, and the whole statement when a part is not a plain read', async () => {
    const result = await analyzeFiles([{ path: 'src/pages.controller.ts', content: controller }, { path: 'src/html.ts', content: html }], { parallel: false });
    const xss = result.findings.filter((f) => f.ruleId === 'js-xss-response').map((f) => `${f.lineNumber}-${f.endLineNumber}`);
    expect(xss.sort()).toEqual(['10-10', '11-11', '17-18']);
  });
});
