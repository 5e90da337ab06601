import { describe, expect, it } from 'vitest';
import type { Expr, FunctionIR } from '../../src/engine/ir/types.js';
import { digestOnlyNamesContent } from '../../src/engine/analysis/content-digests.js';
import { sameExpression } from '../../src/engine/analysis/same-expression.js';
import { lowerJavaScript } from '../../src/engine/lower/javascript.js';
import { parseSource } from '../../src/engine/parse/parser.js';

type Call = Extract<Expr, { kind: 'call' }>;

async function lower(body: string): Promise<FunctionIR> {
  const code = `function h(req, res, data) {\n${body}\n}`;
  const { tree } = await parseSource('javascript', code);
  try {
    return lowerJavaScript(tree, code, 'h.js', 'javascript').functions.find((f) => f.name === 'h')!;
  } finally {
    tree.delete();
  }
}

/** The first `createHash(...)` call of the function. */
function createHashCall(fn: FunctionIR): Call {
  let found: Call | undefined;
  const visit = (v: unknown): void => {
    if (found || !v || typeof v !== 'object') return;
    const e = v as Expr;
    if (e.kind === 'call' && e.callee.kind === 'member' && e.callee.property === 'createHash') {
      found = e;
      return;
    }
    for (const [k, child] of Object.entries(v)) if (k !== 'loc') visit(child);
  };
  visit(fn.body);
  if (!found) throw new Error('no createHash call');
  return found;
}

describe('digests that only name content', () => {
  it('accepts ETag / Content-MD5 header values and digests of constant text', async () => {
    for (const body of [
      `res.set('ETag', crypto.createHash('md5').update(data).digest('hex'));`,
      `const tag = crypto.createHash('sha1').update(data).digest('base64');\nres.setHeader('etag', tag);\nres.end(data);`,
      `res.writeHead(200, { ETag: crypto.createHash('md5').update(data).digest('hex') });`,
      `return crypto.createHash('md5').update('fixture').digest('hex');`,
      // An entity tag: the digest alone between double quotes (weak tags too).
      'return `"${crypto.createHash(\'md5\').update(data).digest(\'hex\')}"`;',
      `return 'W/"' + crypto.createHash('sha1').update(data).digest('base64') + '"';`,
      // A digest of case-folded text names a case-insensitive lookup (an avatar key).
      `return crypto.createHash('md5').update(data.email.trim().toLowerCase()).digest('hex');`,
    ]) {
      const fn = await lower(body);
      expect(digestOnlyNamesContent(createHashCall(fn), fn), body).toBe(true);
    }
  });

  it('keeps digests that are returned, stored, compared or sent in other headers', async () => {
    for (const body of [
      `return crypto.createHash('md5').update(data).digest('hex');`,
      `const tag = crypto.createHash('md5').update(data).digest('hex');\nres.set('ETag', tag);\ndb.save({ password: tag });`,
      `const tag = crypto.createHash('md5').update(data).digest('hex');\nres.set('ETag', tag);\nqueue.then(() => log(tag));`,
      `res.set('X-Signature', crypto.createHash('sha1').update(data).digest('hex'));`,
      `if (crypto.createHash('md5').update(data).digest('hex') === req.query.sig) res.end();`,
      `return crypto.createHash('md5').update('salt').update(data).digest('hex');`,
      `return '"' + crypto.createHash('md5').update(data).digest('hex');`,
      `return '"sig=' + crypto.createHash('md5').update(data).digest('hex') + '"';`,
      `return crypto.createHash('md5').update(data.password.trim()).digest('hex');`,
      `return crypto.createHash('md5').update(data.email.toLowerCase() + secret).digest('hex');`,
    ]) {
      const fn = await lower(body);
      expect(digestOnlyNamesContent(createHashCall(fn), fn), body).toBe(false);
    }
  });
});

describe('same expression', () => {
  it('compares the written form, not the location', async () => {
    const fn = await lower(`return [name.split('.').pop(), name.split('.').pop(), name.split('.').shift(), () => 1, () => 2];`);
    const ret = fn.body[0] as Extract<(typeof fn.body)[number], { kind: 'return' }>;
    const [a, b, c, f1, f2] = (ret.value as Extract<Expr, { kind: 'array' }>).elements;
    expect(sameExpression(a, b)).toBe(true);
    expect(sameExpression(a, c)).toBe(false);
    // Function bodies are not compared, so two callbacks never count as the same value.
    expect(sameExpression(f1, f2)).toBe(false);
  });
});
