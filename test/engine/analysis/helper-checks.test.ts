import { describe, expect, it } from 'vitest';
import { predicateOf } from '../../../src/engine/analysis/helper-checks.js';
import { analyzeFiles } from '../../../src/engine/index.js';
import { harness } from './harness.js';

async function lines(path: string, content: string, rule: string): Promise<number[]> {
  const r = await analyzeFiles([{ path, content }], { parallel: false, secrets: false });
  return r.findings.filter((f) => f.ruleId === rule).map((f) => f.lineNumber).sort((a, b) => a - b);
}

describe('analysis/helper-checks', () => {
  it('folds `if (c) return <value>; … return e` bodies into one expression; other bodies are no predicate', async () => {
    const h = await harness({
      'a.js': 'function p(x) { if (!x) return false; if (x === "a") return true; return x.length > 2; }\nfunction q(x) { log(x); return true; }\nfunction r(x) { if (x) return 1; return 0; }\nfunction s(x) { if (!x) return null; const u = new URL(x); if (u.protocol === "https:") return u.host === "a.example"; return false; }\nfunction t(x) { let y = x; y = y.trim(); return y === "a"; }\n',
    });
    const fn = (name: string) => h.module('a.js').functions.find((f) => f.name === name)!;
    const folded = predicateOf(fn('p'))!;
    expect(folded).toMatchObject({ kind: 'binary', op: 'and', left: { kind: 'unary', op: 'not' }, right: { kind: 'binary', op: 'or' } });
    expect(predicateOf(fn('q'))).toBeUndefined();
    // A constant reads by its truth: `if (x) return 1; return 0` is `x || 0`.
    expect(predicateOf(fn('r'))).toMatchObject({ kind: 'binary', op: 'or', left: { kind: 'name', name: 'x' }, right: { kind: 'const', value: 0 } });
    // `return null` is false; an assignment between the checks is inlined; a returned expression
    // is taken only on its branch: `!!x && ((https && host) || (!https && false))`.
    const s = predicateOf(fn('s'))!;
    expect(s).toMatchObject({ kind: 'binary', op: 'and', left: { kind: 'unary', op: 'not' }, right: { kind: 'binary', op: 'or', left: { kind: 'binary', op: 'and' }, right: { kind: 'binary', op: 'and' } } });
    expect(JSON.stringify(s)).not.toContain('"name":"u"');
    // A local assigned twice is not one expression.
    expect(predicateOf(fn('t'))).toBeUndefined();
  });

  it('JavaScript: a failed helper check returns early, so the value after it is narrowed; an uninformative helper narrows nothing', async () => {
    const src = [
      "const express = require('express');",
      "const cp = require('child_process');",
      'const app = express();',
      "const TOOLS = ['ls', 'date'];",
      'function known(t) { return TOOLS.includes(t); }',
      'function present(t) { return !!t; }',
      "app.get('/a', (req, res) => { if (!known(req.query.t)) return res.end(); cp.exec(req.query.t); });",
      "app.get('/b', (req, res) => { if (!present(req.query.t)) return res.end(); cp.exec(req.query.t); });",
      "app.get('/c', (req, res) => { const t = req.query.t; if (known(t)) cp.exec(t); else cp.exec(t); });",
    ].join('\n');
    expect(await lines('a.js', src, 'js-command-injection')).toEqual([8, 9]);
  });

  it('a check inside `try { … } catch { return false }` narrows where the helper returned true only', async () => {
    const src = [
      "const express = require('express');",
      'const app = express();',
      "const HOSTS = new Set(['a.example', 'b.example']);",
      'function onOurHosts(u) { try { return HOSTS.has(new URL(u).hostname); } catch { return false; } }',
      "function isForeign(u) { try { return !HOSTS.has(new URL(u).hostname); } catch { return false; } }",
      "app.get('/a', (req, res) => { const u = String(req.query.u); if (onOurHosts(u)) res.redirect(u); });",
      "app.get('/b', (req, res) => { const u = String(req.query.u); if (!onOurHosts(u)) return res.end(); res.redirect(u); });",
      // `//evil.example` makes `new URL` throw, so `isForeign` says false for it: false proves nothing.
      "app.get('/c', (req, res) => { const u = String(req.query.u); if (!isForeign(u)) res.redirect(u); });",
    ].join('\n');
    expect(await lines('a.js', src, 'js-open-redirect')).toEqual([8]);
  });

  it('Python and Java helpers narrow their callers too', async () => {
    const py = 'from flask import Flask, request\napp = Flask(__name__)\n\ndef ok_name(p):\n    if ".." in p:\n        return False\n    return True\n\n@app.route("/a")\ndef a():\n    p = request.args["p"]\n    if not ok_name(p):\n        return "no"\n    return open("/srv/" + p).read()\n';
    expect(await lines('app.py', py, 'py-path-traversal')).toEqual([]);
    expect(await lines('app.py', py.replace('if not ok_name(p):', 'if not len(p):'), 'py-path-traversal')).toEqual([14]);
    const java = [
      'import java.io.*;',
      'import javax.servlet.http.*;',
      'public class S extends HttpServlet {',
      '  private boolean plain(String n) { return !n.contains(".."); }',
      '  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {',
      '    String name = request.getParameter("name");',
      '    if (!plain(name)) return;',
      '    new FileInputStream("/srv/" + name);',
      '    String other = request.getParameter("other");',
      '    new FileInputStream("/srv/" + other);',
      '  }',
      '}',
    ].join('\n');
    expect(await lines('S.java', java, 'java-path-traversal')).toEqual([10]);
  });
});
