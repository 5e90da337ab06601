import { describe, expect, it } from 'vitest';
import type { Expr, FunctionIR, Stmt } from '../../src/engine/ir/types.js';
import { writesNonHtmlResponse } from '../../src/engine/analysis/response-content.js';
import { lowerJavaScript } from '../../src/engine/lower/javascript.js';
import { parseSource } from '../../src/engine/parse/parser.js';

/** The handler and its last statement's call (the response write under test). */
async function lastWrite(body: string): Promise<{ fn: FunctionIR; call: Extract<Expr, { kind: 'call' }> }> {
  const code = `function h(req, res) {\n${body}\n}`;
  const { tree } = await parseSource('javascript', code);
  try {
    const fn = lowerJavaScript(tree, code, 'h.js', 'javascript').functions[0]!;
    const last = fn.body[fn.body.length - 1] as Extract<Stmt, { kind: 'expr' }>;
    if (last.expr.kind !== 'call') throw new Error('last statement is not a call');
    return { fn, call: last.expr };
  } finally {
    tree.delete();
  }
}

describe('responses that are not HTML', () => {
  it('sees JSON, event-stream and plain-text content types set before the write or in its chain', async () => {
    for (const body of [
      `res.type('json').send(x);`,
      `res.status(200).type('application/json').send(x);`,
      `res.set('Content-Type', 'application/json; charset=utf-8');\nres.send(x);`,
      `res.setHeader('content-type', 'text/event-stream');\nres.write(x);`,
      `res.writeHead(200, { 'Content-Type': 'text/plain' });\nres.end(x);`,
      `if (ok) { res.header({ 'Content-Type': 'application/problem+json' }); }\nres.send(x);`,
    ]) {
      const { fn, call } = await lastWrite(body);
      expect(writesNonHtmlResponse(call, fn), body).toBe(true);
    }
  });

  it('keeps HTML, unknown types, types set after the write and types set on another response', async () => {
    for (const body of [
      `res.send(x);`,
      `res.set('Content-Type', 'text/html');\nres.send(x);`,
      `res.type(kind).send(x);`,
      `other.type('json');\nres.send(x);`,
      `res.set('X-Content-Type', 'application/json');\nres.send(x);`,
    ]) {
      const { fn, call } = await lastWrite(body);
      expect(writesNonHtmlResponse(call, fn), body).toBe(false);
    }
    const { fn, call } = await lastWrite(`res.send(x);\nres.type('json');\nres.end(y);`);
    const first = (fn.body[0] as Extract<Stmt, { kind: 'expr' }>).expr as Extract<Expr, { kind: 'call' }>;
    expect(writesNonHtmlResponse(first, fn)).toBe(false);
    expect(writesNonHtmlResponse(call, fn)).toBe(true);
  });
});
