import { describe, expect, it } from 'vitest';
import { narrow, rebind } from '../../../src/engine/analysis/narrowing.js';
import { hasTaint, tainted } from '../../../src/engine/analysis/values.js';
import type { Expr } from '../../../src/engine/ir/types.js';
import { analyzeFiles } from '../../../src/engine/index.js';
import { harness, remote, topExpr } from './harness.js';

async function setup(tests: string) {
  const h = await harness({ 'a.js': `const allowed = ['a', 'b'];\n${tests}` });
  const env = h.env('a.js');
  const m = h.module('a.js');
  const fresh = () => {
    const e = env.fork();
    e.declare('x', tainted([remote()]));
    e.declare('req', { fields: new Map([['q', tainted([remote()])]]) });
    return e;
  };
  return { h, m, fresh, test: (i: number): Expr => topExpr(m, i + 1) };
}

describe('analysis/narrowing', () => {
  it('equality to a constant makes the value that constant inside the branch only', async () => {
    const { h, fresh, test } = await setup("x === 'safe';\nx !== 'safe';\n");
    const yes = fresh();
    narrow(h.st, test(0), yes, true, h.frame('a.js'));
    expect(yes.lookup('x')?.const?.value).toBe('safe');
    const no = fresh();
    narrow(h.st, test(0), no, false, h.frame('a.js'));
    expect(hasTaint(no.lookup('x'))).toBe(true);
    const neg = fresh();
    narrow(h.st, test(1), neg, false, h.frame('a.js'));
    expect(neg.lookup('x')?.const?.value).toBe('safe');
  });

  it('membership in a constant list cleans the value; negation flips the branch', async () => {
    const { h, fresh, test } = await setup('allowed.includes(x);\n!allowed.includes(x);\n');
    const inside = fresh();
    narrow(h.st, test(0), inside, true, h.frame('a.js'));
    expect(hasTaint(inside.lookup('x'))).toBe(false);
    const negated = fresh();
    narrow(h.st, test(1), negated, false, h.frame('a.js'));
    expect(hasTaint(negated.lookup('x'))).toBe(false);
    const outside = fresh();
    narrow(h.st, test(1), outside, true, h.frame('a.js'));
    expect(hasTaint(outside.lookup('x'))).toBe(true);
  });

  it('membership in a short list of constant strings makes the value one of them', async () => {
    const h = await harness({ 'a.py': "x in ['city', 'country']\nx in ['a', 1]\n" });
    const m = h.module('a.py');
    const env = () => {
      const e = h.env('a.py').fork();
      e.declare('x', tainted([remote()]));
      return e;
    };
    const words = env();
    narrow(h.st, topExpr(m, 0), words, true, h.frame('a.py'));
    expect(words.lookup('x')?.consts).toEqual(['city', 'country']);
    expect(hasTaint(words.lookup('x'))).toBe(false);
    const mixed = env();
    narrow(h.st, topExpr(m, 1), mixed, true, h.frame('a.py'));
    expect(mixed.lookup('x')?.consts).toBeUndefined();
    expect(hasTaint(mixed.lookup('x'))).toBe(false);
  });

  it("a failed `includes('..')` check confines the path; `a || b` joins what each side proves", async () => {
    const { h, fresh, test } = await setup("x.includes('..');\nx === 'a' || x === 'b';\n");
    const past = fresh();
    narrow(h.st, test(0), past, false, h.frame('a.js'));
    expect(past.lookup('x')?.taints?.[0].sanitized).toEqual(['path']);
    const either = fresh();
    narrow(h.st, test(1), either, true, h.frame('a.js'));
    expect(either.lookup('x')?.consts).toEqual(['a', 'b']);
  });

  it('rebinding a member path copies the objects along it, leaving other paths untouched', async () => {
    const { h, m, fresh } = await setup('req.q;\n');
    const env = fresh();
    const before = env.lookup('req')!;
    rebind(h.st, topExpr(m, 1), { const: { value: 'ok' } }, env, h.frame('a.js'));
    expect(env.lookup('req')?.fields?.get('q')?.const?.value).toBe('ok');
    expect(hasTaint(before.fields?.get('q'))).toBe(true);
  });

  it('a value checked to start with one slash, not two, and hold no backslash is a relative path (clean for redirects only)', async () => {
    const { h, fresh, test } = await setup("x.startsWith('/') && !x.startsWith('//') && !x.includes('\\\\');\nx.startsWith('/');\nx.startsWith('/') && !x.startsWith('//');\n");
    const all = fresh();
    narrow(h.st, test(0), all, true, h.frame('a.js'));
    const v = all.lookup('x');
    expect(hasTaint(v)).toBe(true);
    expect(v?.taints?.every((t) => t.sanitized.includes('redirect'))).toBe(true);
    const one = fresh();
    narrow(h.st, test(1), one, true, h.frame('a.js'));
    expect(one.lookup('x')?.taints?.some((t) => !t.sanitized.includes('redirect'))).toBe(true);
    // `/\\evil.example` passes both slash checks; browsers read it as `//evil.example`.
    const slashesOnly = fresh();
    narrow(h.st, test(2), slashesOnly, true, h.frame('a.js'));
    expect(slashesOnly.lookup('x')?.taints?.some((t) => !t.sanitized.includes('redirect'))).toBe(true);
  });

  it('indexOf compared with -1 narrows like includes; the opposite comparison does not', async () => {
    const { h, fresh, test } = await setup('allowed.indexOf(x) !== -1;\nallowed.indexOf(x) === -1;\nallowed.indexOf(x) === 0;\n');
    const found = fresh();
    narrow(h.st, test(0), found, true, h.frame('a.js'));
    expect(hasTaint(found.lookup('x'))).toBe(false);
    const past = fresh();
    narrow(h.st, test(1), past, false, h.frame('a.js'));
    expect(hasTaint(past.lookup('x'))).toBe(false);
    const first = fresh();
    narrow(h.st, test(2), first, false, h.frame('a.js'));
    expect(hasTaint(first.lookup('x'))).toBe(true);
  });

  it('a validating library predicate cleans its argument where it held, also compared with its failing value', async () => {
    // Statement 0 binds the import; the tests follow (topExpr counts from the setup's first line).
    const { h, fresh, test } = await setup("const { isIP } = require('net');\nisIP(x);\nisIP(x) === 0;\nrequire('validator').isEmail(x);\n");
    const held = fresh();
    narrow(h.st, test(1), held, true, h.frame('a.js'));
    expect(hasTaint(held.lookup('x'))).toBe(false);
    const failed = fresh();
    narrow(h.st, test(1), failed, false, h.frame('a.js'));
    expect(hasTaint(failed.lookup('x'))).toBe(true);
    // `isIP(x) === 0` false: an address (4 or 6).
    const nonZero = fresh();
    narrow(h.st, test(2), nonZero, false, h.frame('a.js'));
    expect(hasTaint(nonZero.lookup('x'))).toBe(false);
    const zero = fresh();
    narrow(h.st, test(2), zero, true, h.frame('a.js'));
    expect(hasTaint(zero.lookup('x'))).toBe(true);
    // An e-mail check is no validating predicate: an address can hold quotes.
    const email = fresh();
    narrow(h.st, test(3), email, true, h.frame('a.js'));
    expect(hasTaint(email.lookup('x'))).toBe(true);
  });

  it('xs.every(check) held: what the check proves of its parameter holds for the elements', async () => {
    const { h, fresh, test } = await setup('x.every((f) => /^\\w+$/.test(f));\nx.every((f) => f.length < 9);\nx.some((f) => /^\\w+$/.test(f));\n');
    const all = fresh();
    narrow(h.st, test(0), all, true, h.frame('a.js'));
    expect(hasTaint(all.lookup('x'))).toBe(false);
    const notAll = fresh();
    narrow(h.st, test(0), notAll, false, h.frame('a.js'));
    expect(hasTaint(notAll.lookup('x'))).toBe(true);
    const length = fresh();
    narrow(h.st, test(1), length, true, h.frame('a.js'));
    expect(hasTaint(length.lookup('x'))).toBe(true);
    const some = fresh();
    narrow(h.st, test(2), some, true, h.frame('a.js'));
    expect(hasTaint(some.lookup('x'))).toBe(true);
  });
  it('a check on a module-level name holds in its own function only (Flask `request.method` in two views)', async () => {
    const content = [
      'import requests',
      'from flask import Flask, request',
      'app = Flask(__name__)',
      '@app.route("/a", methods=["GET", "POST"])',
      'def a():',
      '    if request.method == "GET":',
      '        return "form"',
      '    return "ok"',
      '@app.route("/b", methods=["GET", "POST"])',
      'def b():',
      '    if request.method == "POST":',
      '        requests.get(request.form["u"])',
      '    return "x"',
      '',
    ].join('\n');
    const r = await analyzeFiles([{ path: 'app.py', content }], { parallel: false, secrets: false });
    expect(r.findings.filter((f) => f.ruleId === 'py-ssrf-tainted-url').map((f) => f.lineNumber)).toEqual([12]);
  });

  it('a branch that did not check a closure name sees its enclosing value again after the join', async () => {
    const content = [
      "const express = require('express');",
      "const cp = require('child_process');",
      'const app = express();',
      "let cmd = process.argv[2];",
      "app.get('/x', (req, res) => {",
      '  cmd = req.query.c;',
      '  const run = () => {',
      "    if (req.query.mode === 'fixed') { if (cmd !== 'ls') return; }",
      '    cp.exec(cmd);',
      '  };',
      '  run();',
      '  res.send("ok");',
      '});',
      '',
    ].join('\n');
    const r = await analyzeFiles([{ path: 'a.js', content }], { parallel: false, secrets: false });
    expect(r.findings.some((f) => f.category === 'command-injection' && f.lineNumber === 9)).toBe(true);
  });

  it('a check kept in a variable assigned once narrows the branch and the ternary it tests', async () => {
    const content = [
      "const express = require('express');",
      'const app = express();',
      "app.get('/kept', (req, res) => {",
      "  const next = String(req.query.next || '/');",
      "  const isLocal = next.startsWith('/') && !next.startsWith('//') && !next.includes('\\\\');",
      "  if (isLocal) res.redirect(next);",
      "  res.redirect(isLocal ? next : '/');",
      "  if (!isLocal) return res.redirect('/');",
      '  res.redirect(next);',
      '});',
      "app.get('/partial', (req, res) => {",
      "  const next = String(req.query.next || '/');",
      "  const isLocal = next.startsWith('/') && !next.startsWith('//');",
      "  res.redirect(isLocal ? next : '/');",
      '});',
      "app.get('/changed', (req, res) => {",
      "  let ok = String(req.query.next).startsWith('/') && !String(req.query.next).startsWith('//');",
      "  const next = String(req.query.next || '/');",
      "  let isLocal = next.startsWith('/') && !next.startsWith('//') && !next.includes('\\\\');",
      "  if (req.query.force) isLocal = true;",
      "  res.redirect(isLocal ? next : '/');",
      '});',
      '',
    ].join('\n');
    const r = await analyzeFiles([{ path: 'a.js', content }], { parallel: false, secrets: false });
    const lines = r.findings.filter((f) => f.category === 'open-redirect').map((f) => f.lineNumber).sort((a, b) => a - b);
    // Kept checks that prove a site path: clean in all three shapes. A check missing the backslash
    // test proves less, and a variable written again may no longer hold the check.
    expect(lines).toEqual([14, 21]);
  });

  it('LIST.some(check) over a constant list narrows like the check on one of its elements; a pinned-host pattern keeps the URL on the host', async () => {
    const content = [
      "const express = require('express');",
      'const app = express();',
      "const TARGETS = ['https://a.example/welcome', 'https://b.example/'];",
      "app.get('/r', (req, res) => {",
      '  const u = String(req.query.u);',
      '  if (TARGETS.some((t) => u === t)) res.redirect(u);',
      '  if (TARGETS.some((t) => u.startsWith(t))) res.redirect(u);',
      '  if (/^https:\\/\\/a\\.example\\//.test(u)) res.redirect(u);',
      '  if (TARGETS.some((t) => u.includes(t))) res.redirect(u);',
      '  if (/^https:\\/\\/a\\.example/.test(u)) res.redirect(u);',
      "  const t = 'kept';",
      '  if (TARGETS.some((t) => t.length > 3)) res.redirect(u + t);',
      '});',
      '',
    ].join('\n');
    const r = await analyzeFiles([{ path: 'a.js', content }], { parallel: false, secrets: false });
    const lines = r.findings.filter((f) => f.category === 'open-redirect').map((f) => f.lineNumber).sort((a, b) => a - b);
    // Exact matches, whole-host prefixes and a host-pinning pattern are clean; `includes`, a host
    // the pattern leaves open, and a check that says nothing of the URL are not.
    expect(lines).toEqual([9, 10, 12]);
  });
});
